"""Two teams' memories for the web app's tests: team alpha reversed a hosting decision (Vercel, then
Netlify), made a Korean decision and has an open conflict; team beta made a decision alpha must never see."""

from __future__ import annotations

from dataclasses import dataclass

from support import NETLIFY, VERCEL, team_decide

OFFSITE = "2월 팀 오프사이트는 2월 14일 제주로 진행합니다. 예산은 1인당 50만원입니다."
BETA_SECRET = "Beta team decided to move billing to Oracle Cloud with a three-year commitment of $1.2M."
DEADLINE_OLD = "Apollo 프로젝트 마감일: 1월 28일"
DEADLINE_NEW = "Apollo 프로젝트 마감일: 1월 25일"


@dataclass
class Seeded:
    alpha_key: str
    beta_key: str
    vercel_id: str
    netlify_id: str
    beta_id: str


def team_decision(svc, text: str, when: str, team: str, *, people: list[str]):
    return team_decide(svc, text, when, team, people=people, url=f"https://example.slack.com/archives/{team}")


def seed(svc) -> Seeded:
    vercel = team_decision(svc, VERCEL, "2025-01-10T10:00:00Z", "alpha", people=["Mina Park"])
    netlify = team_decision(svc, NETLIFY, "2025-01-20T10:00:00Z", "alpha", people=["Jae Kim"])
    team_decision(svc, OFFSITE, "2025-01-22T10:00:00Z", "alpha", people=["김철수"])
    beta = team_decision(svc, BETA_SECRET, "2025-01-21T10:00:00Z", "beta", people=["Mallory"])
    alpha_key = svc.create_api_key("alice", team_id="alpha")[0]
    beta_key = svc.create_api_key("mallory", team_id="beta")[0]
    # a conflict: a person's stated deadline, then a chat message with another date
    reader = svc.key_reader(svc.authenticate(alpha_key))
    svc.write(DEADLINE_OLD, reader=reader, visibility="team")
    from mnemo.domain.models import MemoryDraft, SourceType
    from mnemo.domain.write_policy import Caller

    svc.write(MemoryDraft(content=DEADLINE_NEW, source="slack", source_type=SourceType.REALTIME, user_id="team:alpha",
                          team_id="alpha", author_id="bot"), caller=Caller.CONNECTOR)
    return Seeded(alpha_key, beta_key, vercel.memory_id, netlify.memory_id, beta.memory_id)
