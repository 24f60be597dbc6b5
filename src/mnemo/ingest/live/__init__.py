"""Live sources: webhooks received by the team server, kept in an inbox, processed by a worker
(``docs/live_sources.md``)."""
