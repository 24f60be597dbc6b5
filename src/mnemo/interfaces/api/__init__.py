"""The REST API's resources: request/response schemas (and, as the API grows, one router per resource)."""
