"""``python -m mnemo`` is the ``mnemo`` command (for environments where the script is not on PATH)."""

from mnemo.interfaces.cli.main import main

main()
