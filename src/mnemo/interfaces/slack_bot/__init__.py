"""The Slack bot (to come): a thin adapter over ``MemoryService`` like every interface; Slack's API is the
only external service it talks to (tests replace it with a local fake server)."""
