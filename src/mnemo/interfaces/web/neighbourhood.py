"""A memory's graph neighbourhood as a picture: the memory in the middle, the people, projects, thread and
linked memories around it on a ring, drawn as inline SVG by the memory page's template.

Why server-side SVG: it needs no script, no library and no asset from another host, it scales on a phone,
and it stays accessible (each node has a title, the same neighbours are listed as text beside it).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

WIDTH, HEIGHT = 560, 380
_RING = (215.0, 140.0)       # the ellipse's radii: wider than tall, to fit the labels
_MAX = 14                    # more neighbours than this are listed, not drawn
_LABEL = 22
_HALF_LABEL = 80.0           # half the width of a 22-character label at 12 px


@dataclass
class Node:
    kind: str                # memory | person | project | entity | thread | linked
    label: str
    title: str               # the full text (a tooltip, and what a screen reader reads)
    x: float
    y: float
    href: str | None = None
    relation: str | None = None  # a linked memory: the edge's type
    tx: float = 0.0              # where its label is centred: kept inside the picture


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _LABEL else text[:_LABEL - 1] + "…"


def layout(center: str, neighbours: list[tuple[str, str, str | None, str | None]]) -> dict[str, object]:
    """Positions for ``center`` and up to ``_MAX`` ``(kind, text, href, relation)`` neighbours on a ring."""
    cx, cy = WIDTH / 2, HEIGHT / 2
    mid = Node("memory", _short(center), center, cx, cy, tx=cx)
    shown = neighbours[:_MAX]
    nodes = []
    for i, (kind, text, href, relation) in enumerate(shown):
        angle = -math.pi / 2 + 2 * math.pi * i / max(len(shown), 1)
        x = round(cx + _RING[0] * math.cos(angle), 1)
        nodes.append(Node(kind, _short(text), text, x, round(cy + _RING[1] * math.sin(angle), 1), href, relation,
                          tx=min(max(x, _HALF_LABEL), WIDTH - _HALF_LABEL)))
    return {"width": WIDTH, "height": HEIGHT, "center": mid, "nodes": nodes,
            "hidden": max(len(neighbours) - _MAX, 0)}
