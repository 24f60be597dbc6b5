"""Write-path stages. ``consolidate`` is the engine every write goes through."""
