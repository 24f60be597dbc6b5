"""The ``mnemo`` command line (typer + rich)."""
