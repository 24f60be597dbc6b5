"""Notifications: conflict events (``domain.events``) delivered to a webhook.

``webhook`` signs and POSTs one event; ``sender`` delivers the store's outbox on a daemon thread with
retries. Built by ``bootstrap`` only when a webhook URL is configured; nothing else imports this package.
"""
