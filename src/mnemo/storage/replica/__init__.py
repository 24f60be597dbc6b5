"""Sealed sync: a member's store as a replica of a team's memories, through a team server's sealed log."""
