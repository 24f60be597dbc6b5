"""Supersession at write time: a new decision on a matter that already has one settles what stands.

Called by the consolidator for every write that is a decision (``metadata.type == "decision"``, as
extraction marks them), inside the write's transaction, after the similarity bands and before the write:

- a **bare agreement** ("Agreed, let's do it", "동의합니다", "LGTM") makes the latest proposal of its thread
  decided and is not stored as a decision of its own;
- a **restatement** of what stands ("Reminder: we're on AWS Seoul") is a SKIP of it: one standing decision;
- a **change**, a **return** ("never mind, we stay on X") or a plain near-identical decision with another
  value **supersedes** the older decision on the same matter when it is newer in the world (the message's
  time, not the order of arrival) and its source is not of lower priority: the older one gets
  ``superseded_by``, ``valid_until`` and a SUPERSEDES edge; decisions extracted from the same message as
  the older one (its elaborations: "the schema draft follows this week") go with it;
- a **cancellation** retires the older decision the same way, marked reversed, and is itself recorded as
  the reversal (it does not stand as a decision of its own);
- an **older** message arriving after a newer decision on the same matter is stored as history beside it
  (superseded by the newer one), never over it;
- a **lower-priority** source that would supersede a standing value is kept on record against it with a
  CONTRADICTS edge and a conflict entry instead.

The similarity bands still merge plain memories; a decision is never folded into another decision as a
new version (each message's decision keeps its own id, source and time), only skipped as an exact copy.
The rules are in ``domain.supersession``; ``docs/supersession.md`` says how they were tuned.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from mnemo.domain.access import same_scope
from mnemo.domain.commit_subjects import adjusts, quotes_title, takes_away
from mnemo.domain.ids import new_id
from mnemo.domain.models import (
    ConflictRecord,
    Edge,
    EdgeType,
    LogAction,
    LogEntry,
    LogStatus,
    Memory,
    MemoryDraft,
    MemoryStatus,
    Operation,
    OperationChoice,
    Resolution,
    SimilarityCategory,
)
from mnemo.domain.decision_fields import decided as _decided
from mnemo.domain.decision_fields import evidence as _evidence
from mnemo.domain.decision_fields import same_message as _same_message
from mnemo.domain.decision_fields import settles as _settles
from mnemo.domain.person_names import people_named
from mnemo.domain.scopes import scope_of, scopes_conflict
from mnemo.domain.supersession import (
    Phrasing,
    Relation,
    is_bare_agreement,
    opens_agreeing,
    is_boilerplate,
    moves_away,
    names_what_it_leaves,
    Thresholds,
    chosen_of,
    choices_of,
    is_korean,
    model_phrasing_of,
    phrasing_of,
    relation,
    restores,
    returns_just_before,
    owners_conflict,
    sets_a_new_value,
    typed_values,
    names_of,
    names_the_choice,
    subject_of,
    values_of,
)
from mnemo.ports import StoreTx
from mnemo.write.returns import returned_to as _returned_to
from mnemo.write.returns import returns_to_what_it_left as _returns_to_what_it_left
from mnemo.write.agreement import answered_proposal, commits_to_proposal, opens_with_agreement
from mnemo.write.recorder import Recorder
from mnemo.write.candidates import scoped_candidates
from mnemo.write.matter_model import pair_features, relation_by_phrasing, shipped_matter_model
from mnemo.write.matter_words import key_terms as _key_terms
from mnemo.write.matter_words import shared_long_hangul as _shared_long_hangul
from mnemo.write.matter_words import shared_matter_terms as _shared_matter_terms
from mnemo.write.matter_words import shares_matter_word as _shares_matter_word
from mnemo.write.slots import same_setting, setting_of

_CANDIDATES = 12
_MIN_COSINE = 0.25
_MIN_COSINE_KO = 0.15


def is_decision(d: MemoryDraft | Memory) -> bool:
    return d.metadata.get("type") == "decision"


def _phrasing_text(d: MemoryDraft | Memory) -> str:
    """The words that say how a decision relates to earlier ones: its evidence and its subject line."""
    evidence = _evidence(d)
    return evidence if evidence in d.content else f"{d.content} {evidence}"


def phrasing_of_decision(d: MemoryDraft | Memory) -> Phrasing:
    """How a decision relates to what came before, read from its evidence (extraction's agreement mark wins),
    or from a bare return just before it in its message ("Ok, never mind on the Sunday change. …")."""
    if d.metadata.get("agreement"):
        return Phrasing.AGREEMENT
    found = phrasing_of(_phrasing_text(d), d.category)
    if found is Phrasing.PLAIN and returns_just_before(str(d.metadata.get("full_context") or ""), _evidence(d)):
        return Phrasing.RESTORE
    return found


#: "그리고 별건으로, …", "On a separate note, …": the writer says this is another matter than the thread's.
#: ("별개로" is not one: "비용 문제와는 별개로, 출시일은 6월 10일로 연기합니다" is the thread's matter.)
_ANOTHER_MATTER = re.compile(r"별건으로|별개 건으로|다른 건으로|다른 얘기(?:지만|인데)|다른 이야기(?:지만|인데)|"
                             r"(?i:\bon (?:a|an) (?:separate|different|unrelated) note\b|\bunrelated(?:ly)?\s*[,:]|"
                             r"\bdifferent topic\b)")


def _another_matter(text: str) -> bool:
    """The decision says it is about something else than its thread ("그리고 별건으로, 통학버스 배차가 바뀌어서
    …"): sharing the thread does not tie it to the thread's decisions."""
    return bool(_ANOTHER_MATTER.search(text))


def _sets_over(newer: str, older: str) -> bool:
    """The newer names the older's value and sets another of its kind ("5월 15일은 교육청 컨설팅과 겹쳐서 5월
    22일(금)로 진행합니다" after "체육대회를 5월 15일(금)에 개최할 예정입니다"): the value it gives its setting
    is the new one, whatever it names first."""
    found = setting_of(newer)
    if found is None or found.names - {w.casefold() for w in re.findall(r"[\w.-]+", older)}:
        return False  # "The Globex demo moves to Friday" sets another thing than "The Acme demo is on Thursday"
    given, old = typed_values(found.value), typed_values(older)
    return any(given[k] - old[k] and old[k] & typed_values(newer).get(k, frozenset()) for k in given.keys() & old.keys())


def _promise(d: MemoryDraft | Memory) -> bool:
    """A promise to do something, not one that gives a setting a value ("평일 야간도 자정까지 받겠습니다" is
    the clinic's new hours, said as a promise)."""
    return d.metadata.get("kind") == "commitment" and setting_of(_evidence(d)) is None


def _on_one_matter(a: str, b: str, cosine: float, people: set[str], t: Thresholds, *, anchored: bool) -> bool:
    """Two decisions are on one matter: close in meaning and, in one language, sharing a word of the matter
    besides the names they choose; across languages the words differ, so a shared thread or name instead
    (a Korean budget raise and an English "go ahead with the March 10 launch" are 0.4 apart, and unrelated)."""
    if is_korean(a) != is_korean(b):
        return anchored and cosine >= t.matter_across
    return cosine >= t.matter and _shares_matter_word(a, b, people)


def observe_pair(d: MemoryDraft, other: Memory, cosine: float, signals: dict[str, Any]) -> None:
    """Called with every candidate pair judge() reads; does nothing (``benchmarks/matter_model.py`` replaces it
    to collect the pairs it trains on)."""


def _pair_signals(newer: MemoryDraft | Memory, older: MemoryDraft | Memory, newer_text: str, older_text: str,
                  newer_phrasing: Phrasing, **flags: bool | int) -> dict[str, Any]:
    """What ``matter_model.pair_features`` reads of one pair, the newer in world time first: the rules' own
    anchors, and how the two stand apart (languages, sources, words, scope)."""
    a, b = _key_terms(newer.content), _key_terms(older.content)
    return {
        **flags,
        "phrasing": newer_phrasing.value,
        "older_phrasing": model_phrasing_of(older_text, older.category).value,
        "across": is_korean(newer_text) != is_korean(older_text),
        "newer_commit": newer.source == "github", "older_commit": older.source == "github",
        "same_source": newer.source == older.source,
        "newer_kind": newer.metadata.get("kind"), "older_kind": older.metadata.get("kind"),
        "older_settles": _settles(older), "newer_settles": _settles(newer),
        "overlap": len(a & b) / len(a | b) if a | b else 0.0,
        "scope_conflict": scopes_conflict(scope_of(newer_text), scope_of(older_text)),
        "names_disjoint": bool(names_of(newer_text)) and bool(names_of(older_text))
                          and not names_of(newer_text) & names_of(older_text),
        "values_differ": bool(values_of(newer_text) - values_of(older_text)),
        # no time between the two: the sequences it learned from span weeks, so a long gap only ever meant
        # "another team", and a decision revisited after four months was kept apart
    }


@dataclass
class Judgement:
    """What a decision does to what stands. ``older``/``newer`` name the pair in world time; ``incoming_newer``
    says which of them is the write."""

    relation: Relation | None          # None with ``agrees``: a bare agreement
    target: Memory | None
    phrasing: Phrasing = Phrasing.PLAIN  # how the incoming decision is phrased
    incoming_newer: bool = True
    cosine: float = 0.0
    agrees: bool = False
    contradicts: bool = False          # a lower-priority source: kept on record, not a supersession
    reason: str = ""
    siblings: list[Memory] = field(default_factory=list)
    deferred: bool = False             # a proposal's: applied when it is agreed (``record_agreement``)
    detail: bool = False               # says more of ``target``, which its own message just agreed to or cancelled
    stands: bool = False               # an agreement to ``target`` that also decides something of its own


class Supersession:
    def __init__(self, thresholds: Thresholds | None = None) -> None:
        self.thresholds = thresholds or Thresholds()

    # -- judging, inside the write's transaction ----------------------------------------------------------
    def judge(self, tx: StoreTx, d: MemoryDraft, vector: np.ndarray, at: datetime) -> Judgement | None:
        """How the decision ``d`` (written at ``at`` in the world) relates to the user's decisions on record."""
        text = _phrasing_text(d)
        if is_boilerplate(text):
            return None
        phrasing = phrasing_of_decision(d)
        evidence = _evidence(d)
        if phrasing is Phrasing.AGREEMENT:
            proposal = self._proposal_in_thread(tx, d, at)
            if proposal is None and not is_bare_agreement(text):
                return None  # "ADR-14 accepted: …" with its proposal not on record says enough to stand alone
            return Judgement(None, proposal, agrees=True,
                             reason=(f"A bare agreement: it makes {proposal.id} decided" if proposal else
                                     "A bare agreement with no proposal on record in its thread: not a decision"))
        follows = _history_of_its_message(tx, d, at)
        if follows is not None:
            return follows
        # a proposal settles nothing yet: what it would replace is kept with it and replaced when it is agreed;
        # but a proposal older than a decision already on record is history beside it at once
        is_proposal = d.metadata.get("status") == "pending" and phrasing is not Phrasing.CANCEL
        # the embedding sets one matter's Korean decisions 0.17-0.34 apart ("토요일 특근 진행합니다" and "토요일
        # 특근은 없는 걸로 하겠습니다": 0.17): Korean candidates are read further out, and tied by shared words
        hits, found = scoped_candidates(tx, d, vector, _CANDIDATES,
                                        _MIN_COSINE_KO if is_korean(evidence) else _MIN_COSINE)
        best: Judgement | None = None
        best_sure, best_odds, best_quoted = False, 0.0, False  # tied by the one-matter model, how surely; quoted
        best_named = False  # the sure tie's older decision is the one the newer names (what it leaves, its setting)
        matter = shipped_matter_model()
        agreed: tuple[Memory, float] | None = None
        # "동의합니다. 다음 주 월요일부터 적용해 주세요" (the rest of a message opening with an agreement), or "LGTM,
        # go ahead and book the change window with IT" (one sentence): the proposal it answers
        opens = opens_with_agreement(d) or (phrasing is Phrasing.PLAIN and opens_agreeing(evidence))
        in_thread = self._proposal_in_thread(tx, d, at) if opens or d.metadata.get("kind") == "commitment" else None
        # "3월 20일 오전 중 입고하겠습니다" answering "납품일을 3월 20일로 미뤄도 괜찮아요": a promise of the
        # proposal's own value accepts it
        opens = opens or (phrasing is Phrasing.PLAIN and in_thread is not None and commits_to_proposal(
            d, in_thread, evidence, f"{in_thread.content} {_evidence(in_thread)}"))
        agreed_to = answered_proposal(in_thread, at) if opens else None
        names_new = agreed_to is not None and bool(
            chosen_of(evidence, _people_of(d)) - chosen_of(f"{agreed_to.content} {_evidence(agreed_to)}"))
        if names_new and phrasing is not Phrasing.PLAIN:
            agreed_to = None  # "OK. Actually, let's go with GitHub Pages instead": no agreement to the proposal
        agreeing_reply = phrasing is not Phrasing.PLAIN and opens_agreeing(evidence)
        tied: list[Memory] = []  # the older decisions tied to it on one matter, chosen or not (``_returned_to``)
        for memory_id, cosine in hits:
            other = found.get(memory_id)
            if other is None or not is_decision(other) or other.status is not MemoryStatus.ACTIVE:
                continue
            if agreed_to is not None and other.id == agreed_to.id:
                agreed = (other, cosine)
                continue  # the proposal this very message agreed to ("동의합니다. … 배너 문구도 바꿀게요")
            if other.metadata.get("status") == "pending":
                continue
            if _same_message(other, d):
                continue  # another finding of the same message (a decision written by hand names no message)
            incoming_newer = _newer_in_the_world(d, other, at, phrasing)
            newer_text, older_text = (text, _phrasing_text(other)) if incoming_newer else (_phrasing_text(other), text)
            newer_phrasing = phrasing if incoming_newer else phrasing_of(newer_text, other.category)
            theirs = _evidence(other)
            # "ㅇㅋ 물류도 상차 마감 21시로 당길게요": a reply that agrees, then changes something of its own,
            # is no change of what the thread decided by being in the thread alone
            # "그리고 별건으로, …": the newer one's writer says it is not the thread's matter
            set_apart = bool(d.thread_id) and d.thread_id == other.thread_id \
                and _another_matter(evidence if incoming_newer else theirs)
            same_thread = bool(d.thread_id) and d.thread_id == other.thread_id and not agreeing_reply and not set_apart
            people = _people_of(d) | _people_of(other)
            shared_names = bool((names_of(evidence) & names_of(theirs)) - people)
            shared_terms = _shared_matter_terms(evidence, theirs)
            newer_content, older_content = (d.content, other.content) if incoming_newer else (other.content, d.content)
            newer_all, newer_ev, older_ev = ((f"{d.content} {evidence}", evidence, theirs) if incoming_newer
                                             else (f"{other.content} {theirs}", theirs, evidence))
            newer_is_commit = (d if incoming_newer else other).source == "github"
            leaves = (cosine >= self.thresholds.moves_away and not newer_is_commit
                      and moves_away(newer_all, newer_ev, older_ev, people)
                      and _shares_matter_word(d.content, other.content, people))
            # the newer one says what it leaves ("from 30s to 60s", "wandb에서 MLflow로") and the older one
            # states it: an anchor as strong as a shared thread, for commits too
            left = names_what_it_leaves(newer_text, older_text)
            explicit = bool(left) and _shares_matter_word(d.content, other.content, people | set(left))
            older_title, newer_title = (other.title, d.title) if incoming_newer else (d.title, other.title)
            # a commit that drops what an earlier commit added ("Drop telemetry" after "Add opt-in usage
            # telemetry") cancels it
            dropped = bool(_both_commits(d, other) and takes_away(newer_title, older_title))
            if dropped:
                newer_phrasing = Phrasing.CANCEL
            # close in meaning and sharing a word of the matter: enough to tie a change ("마감 화요일로 당길게")
            # to what it changes, and two plain decisions when the newer sets a new value of a kind the older
            # set ("배치 시작 23:30으로 설정", then "EOD 원장 마감 01:00 시작", 0.68). Plain decisions on one
            # matter with any other value tied 39 more pairs of a real mailbox (newsletter issues, unrelated
            # meetings) for 3 of 37 labelled subjects; with a new value of the same kind at 0.45, 9 more
            on_matter = _settles(other) and _on_one_matter(
                d.content, other.content, cosine, people, self.thresholds,
                anchored=same_thread or shared_names)
            one_matter = on_matter and not _code_history(d, other)
            sets_value = sets_a_new_value(newer_content, older_content) or _sets_over(newer_content, older_content)
            value_moved = on_matter and sets_value
            # the two give one setting different values ("Raise MSRV to 1.80" after "Set MSRV to 1.74", 0.28
            # apart): the words that name the setting say it is one matter, whatever the rest says
            # (a promise that gives a setting a value, "평일 야간도 자정까지 받겠습니다", settles it as a decision does)
            slot_tie = _decided(d) and _decided(other) and (same_setting(newer_content, older_content)
                                                            or same_setting(newer_ev, older_ev))
            # "Let's go back to 17:00 same-day" after "the daily report moves to 08:00", which replaced "… goes
            # out at 17:00": a return to the value the change left undoes the change
            slot_tie = slot_tie or (incoming_newer and phrasing is Phrasing.RESTORE and _returns_to_what_it_left(tx, text, other))
            # "Lower the API rate limit" after "Add rate limiting to the public API": a new value of what the
            # older commit added, though both give it in their bodies only
            slot_tie = slot_tie or _both_commits(d, other) and adjusts(newer_title, older_title)
            # in Korean the embedding sets one matter's decisions far apart ("육회비빔밥 정가 14,000원으로 가자",
            # "육회비빔밥 15,000원": 0.31); a long word both use names the matter instead
            new_value = slot_tie or _settles(d) and (value_moved and cosine >= self.thresholds.new_value or (
                _settles(other) and cosine >= self.thresholds.new_value_ko and _shared_long_hangul(d.content, other.content)
                and sets_value))
            plain_apart = newer_phrasing is Phrasing.PLAIN and not (same_thread and cosine >= self.thresholds.plain) \
                and not leaves and not explicit and not new_value
            if plain_apart or (set_apart and not (leaves or explicit or dropped)):
                continue  # the common case: two plain decisions no anchor ties (the model never ties plain ones)
            if owners_conflict(d.content, other.content) and not (same_thread or explicit or slot_tie):
                continue  # two teams, projects, products or sites: "Meridian launches …", "Juniper launches …"
            if not incoming_newer and other.metadata.get("supersedes") and not (
                    same_thread or explicit or leaves or dropped or slot_tie
                    or value_moved or _code_history(d, other)):
                continue  # the newer one already replaced what it changes: a late older one is another matter
            newer_d, older_d = (d, other) if incoming_newer else (other, d)
            signals = _pair_signals(newer_d, older_d, newer_text, older_text, newer_phrasing, same_thread=same_thread,
                                    shared_names=shared_names, shared_terms=shared_terms, leaves=leaves,
                                    explicit=explicit, dropped=dropped, on_matter=on_matter, sets_value=sets_value,
                                    slot_tie=slot_tie, new_value=new_value)
            observe_pair(d, other, cosine, signals)
            reading = None if matter is None or agreed_to is not None else self._model_reading(
                matter.probability(pair_features(cosine, signals)), cosine, signals, newer_d, older_d, newer_phrasing,
                hard_anchor=same_thread or explicit or leaves or dropped or slot_tie or shared_terms >= 2
                or _code_history(d, other))
            if reading == "apart":
                continue  # the model reads them as two matters and no anchor of the rows ties them
            if isinstance(reading, float):
                tied.append(other)
                named = bool(explicit or leaves or slot_tie or dropped)
                if best is None or best.target is None or not best_sure:
                    better = True
                elif newer_phrasing is Phrasing.RESTORE and incoming_newer and _latest(other) != _latest(best.target):
                    # a return undoes the latest change it is sure of, which is less like it than the original
                    # it returns to ("Forget it, we stay on AQL 1.0" is closest to "we sample with AQL 1.0")
                    better = _latest(other) > _latest(best.target)
                elif named != best_named:
                    # the model's odds saturate (0.994 for "마케팅 예산 잔액 보고", 0.984 for the "김민수 팀장" decision
                    # that "김민수 팀장 대신 박진 팀장이" names): the decision the newer names is the one it changes
                    better = named
                else:
                    better = reading > best_odds
                if better:
                    best = Judgement(relation_by_phrasing(newer_phrasing), other,
                                     phrasing=phrasing, incoming_newer=incoming_newer, cosine=cosine)
                    best_sure, best_odds, best_named = True, reading, named
                continue
            if best_sure:
                continue  # a pair the model is sure of outranks one the rules alone would tie
            # a change to a new value of a kind the older one set, on its matter ("최대 풍속 제한 8 m/s로 하향" after
            # "max wind 12 m/s까지 운항"), or sharing two of its words however far the embedding sets them
            # ("Moving the all-hands to Thursdays 10:00" after "Weekly all-hands: Mondays 9:30", 0.26)
            changed_value = newer_phrasing is Phrasing.CHANGE and (value_moved or (
                _settles(other) and shared_terms >= 2 and sets_value
                and cosine >= (self.thresholds.change_terms_ko if is_korean(evidence) else self.thresholds.changed_value)))
            if newer_phrasing is Phrasing.CHANGE and _promise(newer_d) and not _promise(older_d) \
                    and not (explicit or leaves or new_value or changed_value):
                continue  # "당직표 4월분 다시 짤게요" under the decision it carries out changes nothing of it
            if _code_history(d, other) and not (same_thread or explicit or leaves or dropped or new_value
                                                or changed_value or slot_tie
                                                or quotes_title(newer_text, older_title, newer_title)
                                                or _names_the_old_choice(newer_text, newer_title, older_title,
                                                                         older_text, people)):
                continue  # commits say "instead", "now", "replace" of everything: only a PR/issue thread, a
                # revert naming the reverted commit, or a change away from what the older one chose ties two
            rel = relation(newer_text, older_text, cosine, newer_phrasing=newer_phrasing,
                           same_thread=same_thread,
                           values_differ=bool(values_of(newer_text) - values_of(older_text)
                                              or choices_of(newer_text) - choices_of(older_text)),
                           shared_names=shared_names
                           or names_the_choice(newer_text, older_text) or _shared_long_hangul(evidence, theirs),
                           shared_terms=shared_terms,
                           leaves_choice=leaves or explicit or dropped,
                           one_matter=one_matter or changed_value or slot_tie,
                           new_value=new_value,
                           thresholds=self.thresholds)
            if rel is not Relation.UNRELATED:
                tied.append(other)
            # 'Revert "Lower Steam Deck fps cap to 40"' takes back the commit it quotes, not a closer one
            quoted = incoming_newer and _both_commits(d, other) and quotes_title(newer_text, older_title, newer_title)
            if rel is Relation.UNRELATED or best_quoted and not quoted or (best is not None and best.target is not None and quoted <= best_quoted and (
                    # a return ("지금처럼 목요일 유지", "back to Redis") undoes the latest change on the matter,
                    # which is less like it in words than the original it returns to (a commitment around it,
                    # "Will do, I'll have an estimate", only when nothing else is related)
                    _latest(best.target) >= _latest(other)
                    if newer_phrasing is Phrasing.RESTORE
                    # else the closest, a decision before a promise around one ("정기 발주일을 20일로 변경" changes
                    # "정기 발주는 매월 5일에 진행", not the reply "1월분 발주서 기다리겠습니다", 0.55 against 0.47)
                    and incoming_newer else (_settles(best.target), best.cosine) >= (_settles(other), cosine))):
                continue
            best, best_quoted = Judgement(rel, other, phrasing=phrasing, incoming_newer=incoming_newer, cosine=cosine), quoted
        if (best is None or best.target is None) and agreed_to is not None \
                and phrasing not in (Phrasing.CANCEL, Phrasing.RESTORE):
            pending = agreed_to.metadata.get("status") == "pending"
            if names_new:
                # "Sounds good. We'll hire Acme Security for the Q3 pentest": the proposal is agreed, and
                # this names something the proposal does not: a decision of its own
                return Judgement(None, agreed_to, agrees=pending, stands=True,
                                 reason=f"Agrees to {agreed_to.id} and decides something of its own") if pending else None
            # the rest of an agreement says when and how the agreed proposal is carried out ("go ahead and
            # book the change window with IT", "다음 주 월요일부터 적용해 주세요"): it decides the proposal (if
            # nothing in the message did yet) and is kept beside it, not as a decision of its own. What names
            # something the proposal does not ("Sounds good, and we'll hire Acme Security for the Q3 pentest")
            # is a decision of its own: the embedding cannot tell them apart (0.09-0.33 against 0.05-0.11)
            return Judgement(None, agreed_to, cosine=agreed[1] if agreed else 0.0, detail=True, agrees=pending,
                             reason=f"The rest of a message that agreed to {agreed_to.id}: kept as part of it")
        if best is None or best.target is None or best.relation is None:
            return _more_of_a_cancellation(tx, d, at, phrasing)
        target = best.target
        if best.relation is Relation.CANCELS and best.incoming_newer and target.metadata.get("supersedes") \
                and restores(d.content):
            # "화요일 마감 없던 걸로 하자. 지금처럼 목요일 자정 유지!": cancelling a change returns to what it
            # changed, and that return stands ("Abuja pilot is off; the trucks stay on Ibadan" cancels a
            # new venture: nothing stands)
            best.relation, best.phrasing = Relation.SUPERSEDES, Phrasing.RESTORE
        if is_proposal and best.incoming_newer:
            best.deferred = True
            best.reason = f"Same matter as {target.id} ({best.cosine:.2f}); a proposal: it replaces that decision if agreed"
            return best
        if best.relation in (Relation.SUPERSEDES, Relation.CANCELS) and best.incoming_newer:
            if d.source_type.priority < target.source_type.priority:
                best.contradicts = True
            else:
                best.siblings = [m for m in tx.active_from_item(d.user_id, target.source or "", target.source_ref or "")
                                 if m.id != target.id and is_decision(m)] if target.source_ref else []
                if best.relation is Relation.SUPERSEDES and phrasing is Phrasing.RESTORE:
                    best.siblings += _returned_to(d, target, tied, best.siblings)
                if agreed_to is not None and _would_replace(agreed_to, target):
                    # "좋아요, 그렇게 하죠. 서버 호스팅은 NCP로 변경합니다" carries out the proposal it agrees to:
                    # it stands for the proposal, which would otherwise stand beside it (and outlive its reversal)
                    best.siblings.append(agreed_to)
        elif best.relation in (Relation.SUPERSEDES, Relation.CANCELS) and d.source and d.source_ref:
            # an older message arriving late: the findings of it already written go to history with this one
            best.siblings = [m for m in tx.active_from_item(d.user_id, d.source, d.source_ref) if is_decision(m)]
        verb = {Relation.SUPERSEDES: "replaces", Relation.CANCELS: "cancels", Relation.RESTATES: "restates"}
        best.reason = (f"Same matter as {target.id} ({best.cosine:.2f}); "
                       + (f"it {verb.get(best.relation, 'relates to')} that decision" if best.incoming_newer else
                          f"an older message: {target.id} is newer and stands")
                       + ("; a lower-priority source: kept on record as a contradiction" if best.contradicts else "")
                       + (f" (one matter by the learned model, {best_odds:.2f})" if best_sure else ""))
        return best

    def _model_reading(self, odds: float, cosine: float, signals: dict[str, Any], newer: MemoryDraft | Memory,
                       older: MemoryDraft | Memory, phrasing: Phrasing, *, hard_anchor: bool) -> str | float | None:
        """What the one-matter model (``write/matter_model.py``) settles for one pair: ``"apart"`` (two matters),
        its odds (one matter: the pair is tied, the relation read from the newer's phrasing), or None (the rows
        decide).

        It keeps apart only pairs no hard anchor of the rows ties (a thread, a choice left or named, a dropped
        feature, one setting, two shared content words, a commit's history: "토요일 특근은 없는 걸로 하겠습니다"
        cancels "토요일(3/14) 특근 진행합니다" at a cosine of 0.17). It ties only a newer decision that says it changes, returns,
        cancels or restates something (two plain decisions are left to the rows: in a real mailbox, Enron allen-p,
        the model tied 186 plain pairs of newsletters, offers and replies where the rows tie 27), that settles a
        matter (no promise, no proposal) on a matter the older settled, that shares something with it beyond the
        phrasing (a thread, two content words, or a cosine of 0.45 with a content word in common, 0.30 across
        languages: "Weekend server backups move to Sundays" is a change, and no change of "Support rota: Kim
        covers weekends", 0.29 apart), in the same scope (Q1/Q2, EU/UK), and never between commits, which the
        code-history anchors tie."""
        t = self.thresholds
        if odds < t.matter_different:
            return None if hard_anchor else "apart"
        if odds < t.matter_same or phrasing is Phrasing.PLAIN or phrasing is Phrasing.AGREEMENT:
            return None
        if phrasing is Phrasing.REMINDER and cosine < t.reminder:
            return None
        floor = t.matter_model_floor_across if signals["across"] else t.matter_model_floor
        # in one language two decisions on one matter share a word of it: the embedding alone sets two
        # template-alike Korean changes on different matters 0.60 apart ("정기 배포 시간을 금요일 오전 10시로
        # 변경", "신입 온보딩 교육은 화요일 오후 2시로 변경"); across languages no word can be shared
        near = cosine >= floor and (signals["across"] or signals["shared_terms"] >= 1)
        anchored = signals["same_thread"] or signals["shared_terms"] >= 2 or near
        if not anchored or signals["scope_conflict"] or signals["newer_commit"] or signals["older_commit"]:
            return None
        if _promise(newer) or newer.metadata.get("status") == "pending" or not _settles(older):
            return None
        return odds

    def _proposal_in_thread(self, tx: StoreTx, d: MemoryDraft, at: datetime) -> Memory | None:
        if not d.thread_id:
            return None
        earlier = [m for m in tx.active_in_thread(d.user_id, d.thread_id)
                   if is_decision(m) and same_scope(m, d) and m.created_at <= at and not _same_message(m, d)]
        if not earlier:
            return None
        pending = [m for m in earlier if m.metadata.get("status") == "pending"]
        return max(pending or earlier, key=lambda m: m.created_at)

    # -- what the write becomes ---------------------------------------------------------------------------
    @staticmethod
    def adjust(choice: OperationChoice, j: Judgement | None, *, revision: bool = False) -> OperationChoice:
        """The consolidation choice for a decision: restatements and agreements are skips; everything else
        is its own memory (a band UPDATE would fold one message's decision into another's), except the
        revision of a message (an edited Slack message): that is a new version of what it said."""
        if revision:
            return choice
        if j is not None and (j.agrees and not (j.detail or j.stands) or j.relation is Relation.RESTATES) \
                and not j.contradicts:
            return OperationChoice(decision=Operation.SKIP, category=SimilarityCategory.DUPLICATE,
                                   target_memory_id=j.target.id if j.target else None, score=j.cosine or None,
                                   reason=j.reason)
        if choice.decision is Operation.UPDATE:
            return OperationChoice(decision=Operation.CREATE, category=SimilarityCategory.RELATED,
                                   related_memory_ids=[choice.target_memory_id] if choice.target_memory_id else [],
                                   score=choice.score, reason=f"{choice.reason.split('. ')[0]}. A decision keeps "
                                   "its own memory; what stands is settled by supersession")
        if j is not None and j.reason and choice.decision is not Operation.SKIP:  # a duplicate replaces nothing
            return choice.model_copy(update={"reason": f"{choice.reason} {j.reason}."})
        return choice

    @staticmethod
    def shape(memory: Memory, j: Judgement | None) -> Memory:
        """The new decision as stored: its subject and validity, and history status when it is older than
        the decision that stands (or loses to a higher-priority one)."""
        meta: dict[str, Any] = {**memory.metadata, "subject": subject_of(memory.content, memory.title),
                                "valid_from": memory.created_at.isoformat()}
        update: dict[str, Any] = {"metadata": meta}
        if j is not None and j.detail and j.target is not None:
            meta["part_of"] = j.target.id
            if j.relation is Relation.CANCELS:
                meta["cancels"] = True
        elif j is not None and j.deferred and j.target is not None and j.relation is not None:
            meta["on_agreement"] = {"relation": j.relation.value, "target": j.target.id, "cosine": round(j.cosine, 4)}
        elif j is not None and j.target is not None and j.relation in (Relation.SUPERSEDES, Relation.CANCELS):
            if not j.incoming_newer or j.contradicts:
                update.update(status=MemoryStatus.SUPERSEDED, superseded_by=j.target.id)
                meta["valid_until"] = j.target.created_at.isoformat() if not j.contradicts else None
                if j.relation is Relation.CANCELS and not j.incoming_newer:
                    meta["reversed"] = True
            else:
                meta["supersedes"] = [j.target.id, *(s.id for s in j.siblings)]
                if j.relation is Relation.CANCELS:
                    meta["cancels"] = True
                elif j.phrasing is Phrasing.RESTORE and meta.get("status") == "reversed":
                    # "we're not moving after all; Snowflake stays": the change is what was reversed,
                    # and what this says stands
                    meta["status"] = "decided"
        elif (j is None or j.target is None) and _calls_off(memory):
            # "게임마켓 봄은 접자" with what it calls off not on record (not extracted, or never written down): a
            # cancellation retires, it is no decision that stands (``docs/supersession.md``, "Settings")
            meta["cancels"] = True
        return memory.model_copy(update=update)

    def record(self, tx: StoreTx, j: Judgement | None, memory: Memory, now: datetime) -> str | None:
        """After the new decision is written: retire what it replaces (or record the contradiction, or the
        agreement). Returns a conflict id when one was recorded."""
        if j is None or j.target is None or j.deferred or j.detail or j.agrees:
            return None  # an agreement is settled by ``record_agreement``
        rec = Recorder(tx)
        target = j.target
        if j.contradicts:
            edge = Edge(id=new_id("edge"), type=EdgeType.CONTRADICTS, source_id=memory.id, target_id=target.id,
                        confidence=round(j.cosine, 4), user_id=memory.user_id, created_at=now)
            conflict = ConflictRecord(id=new_id("cfl"), created_at=now, user_id=memory.user_id, kind="memory",
                                      existing_id=target.id, incoming_id=memory.id, field="decision",
                                      existing_source_type=target.source_type, incoming_source_type=memory.source_type,
                                      resolution=Resolution.KEEP_EXISTING, reason="a lower-priority source "
                                      "contradicts a standing decision", edge_id=edge.id)
            rec.contradiction(edge, conflict)
            return conflict.id
        if not j.incoming_newer:  # stored as history beside the newer decision
            rec.link([Edge(id=new_id("edge"), type=EdgeType.SUPERSEDES, source_id=target.id, target_id=memory.id,
                           confidence=round(j.cosine, 4), user_id=memory.user_id, created_at=now,
                           evidence="a newer decision on the same matter")])
            for sibling in j.siblings:  # the other findings of its message go with it
                _retire(rec, sibling, by=target, cancelled=j.relation is Relation.CANCELS, cosine=j.cosine, now=now,
                        valid_until=target.created_at, why="another finding of its message is older than it")
            return None
        cancelled = j.relation is Relation.CANCELS
        for older in [target, *j.siblings]:
            _retire(rec, older, by=memory, cancelled=cancelled, cosine=j.cosine, now=now,
                    valid_until=memory.created_at, why="a newer decision on the same matter")
        return None

    @staticmethod
    def record_agreement(tx: StoreTx, j: Judgement, input_id: str, now: datetime, at: datetime) -> None:
        """The proposal an agreement answers becomes decided (in place: same version, same embedding)."""
        proposal = j.target
        if proposal is None or proposal.metadata.get("status") == "decided":
            return
        keywords = ["decided" if k == "pending" else k for k in proposal.keywords]
        after = proposal.model_copy(update={"metadata": {**proposal.metadata, "status": "decided",
                                                         "agreed_at": at.isoformat()},
                                            "keywords": keywords,
                                            "updated_at": max(proposal.updated_at, at)})
        replaced = _agreed_replacement(tx, proposal)
        if replaced is not None:
            after = after.model_copy(update={"metadata": {**after.metadata, "supersedes": [replaced.id]}})
        entry = LogEntry(id=new_id("log"), timestamp=now, user_id=proposal.user_id, decision=Operation.UPDATE,
                         input_memory_id=input_id, target_memory_id=proposal.id, reason="Agreed: the proposal is "
                         "decided", action=LogAction(type="agree", target_id=proposal.id, create_version=False,
                                                      updates={"status": "decided"}),
                         status=LogStatus.SUCCESS, processing_time_ms=0.0, team_id=proposal.team_id,
                         actor_id=proposal.author_id or proposal.user_id)
        rec = Recorder(tx)
        rec.edit_in_place(proposal, after, entry=entry)
        if replaced is not None:
            cancelled = (proposal.metadata.get("on_agreement") or {}).get("relation") == Relation.CANCELS.value
            cosine = float((proposal.metadata.get("on_agreement") or {}).get("cosine") or 0.0)
            _retire(rec, replaced, by=proposal, cancelled=cancelled, cosine=cosine, now=now, valid_until=at,
                    why="a proposal on the same matter that was agreed")


def _retire(rec: Recorder, older: Memory, *, by: Memory, cancelled: bool, cosine: float, now: datetime,
            valid_until: datetime, why: str) -> None:
    """``older`` leaves what stands, replaced (or cancelled) by ``by``: one log entry, one SUPERSEDES edge.
    Its own date stays its recency (``updated_at`` unchanged)."""
    verb = "Cancelled" if cancelled else "Superseded"
    entry = LogEntry(id=new_id("log"), timestamp=now, user_id=by.user_id, decision=Operation.UPDATE,
                     input_memory_id=by.id, target_memory_id=older.id, similarity_score=round(cosine, 4),
                     reason=f"{verb} by {by.id}, {why}",
                     action=LogAction(type="cancel" if cancelled else "supersede", target_id=older.id,
                                      related_memory_ids=[by.id]),
                     status=LogStatus.SUCCESS, processing_time_ms=0.0, team_id=by.team_id,
                     actor_id=by.author_id or by.user_id)
    edge = Edge(id=new_id("edge"), type=EdgeType.SUPERSEDES, source_id=by.id, target_id=older.id,
                confidence=round(cosine, 4), user_id=by.user_id, created_at=now,
                evidence="cancelled" if cancelled else why)
    rec.supersede(older, by=by.id, valid_until=valid_until, reversed_=cancelled, entry=entry, edge=edge,
                  updated_at=older.updated_at)


def _history_of_its_message(tx: StoreTx, d: MemoryDraft, at: datetime) -> Judgement | None:
    """Another finding of the same message is already history beside a newer decision: this one elaborates
    what that message decided ("Sunwoo, please ask them for the KR pricing sheet" after "we'll go with
    Sumsub") and goes to history with it, as the findings of a superseded message do when the newer
    decision arrives last."""
    if not (d.source and d.source_ref) or "#" not in d.source_ref or d.source_ref.endswith("#1"):
        return None  # a message's only or first finding (``ref`` or ``ref#1``) has no sibling written before it
    for m in tx.active_from_item(d.user_id, d.source, d.source_ref, with_history=True):
        if (m.status is not MemoryStatus.SUPERSEDED or not is_decision(m) or not m.superseded_by
                or m.superseded_by == m.lineage_id):
            continue  # active, not a decision, or an archived version of an edited message
        newer = tx.get_memories([m.superseded_by]).get(m.superseded_by)
        if newer is None or newer.status is not MemoryStatus.ACTIVE or _same_message(newer, d) or newer.created_at < at:
            continue
        relation_ = Relation.CANCELS if m.metadata.get("reversed") else Relation.SUPERSEDES
        return Judgement(relation_, newer, incoming_newer=False,
                         reason=f"Another finding of its message ({m.id}) is history beside {newer.id}, which is newer "
                                "and stands")
    return None


def _newer_in_the_world(d: MemoryDraft, other: Memory, at: datetime, phrasing: Phrasing) -> bool:
    """Whether the incoming decision is the newer of the two. An undated page (``metadata.undated``: stored at
    its ingest time, which says nothing of when it was decided; a Notion export's plain page) is placed by what
    it says beside a dated decision: a change, return, cancellation or reminder comes after what it answers, a
    plain statement before it (it would otherwise replace every dated decision on its matter, stamped today).
    A decision dated after the page was ingested is newer than it, whatever the page says."""
    undated, other_undated = bool(d.metadata.get("undated")), bool(other.metadata.get("undated"))
    # the ingest time bounds an undated page from above: a decision dated after it is newer, whatever it says
    if undated and not other_undated and other.created_at <= at:
        return phrasing is not Phrasing.PLAIN
    if other_undated and not undated and at <= other.created_at:
        return phrasing_of(_phrasing_text(other), other.category) is Phrasing.PLAIN
    return other.created_at <= at


def _people_of(d: MemoryDraft | Memory) -> set[str]:
    """The words of the people a memory names: those extraction found, and full names in its text (a memory
    added without ingest has none found, and a colleague named in two decisions is not their choice)."""
    return {w.casefold() for p in d.people for w in p.split()} | people_named(d.content)


def _calls_off(m: Memory) -> bool:
    """A cancellation in kind and in words ("We're not doing nightlies after all", "…는 접자"), not a rejection
    of an option ("Let's not pursue this vendor") nor a return."""
    if m.metadata.get("kind") != "cancellation" or m.metadata.get("status") == "pending":
        return False
    text = _phrasing_text(m)
    phrasing = phrasing_of(text, m.category)
    # "after all" reads as a return ("we're going with Lion Circuits after all") unless it is a "not"'s
    return phrasing is Phrasing.CANCEL or phrasing is Phrasing.RESTORE and bool(_NOT_AFTER_ALL.search(text))


_NOT_AFTER_ALL = re.compile(r"(?i)\b(?:not|no longer)\b[^.;!?]{0,60}\bafter all\b|n't\b[^.;!?]{0,60}\bafter all\b")


def _more_of_a_cancellation(tx: StoreTx, d: MemoryDraft, at: datetime, phrasing: Phrasing) -> Judgement | None:
    """A further cancelling sentence of a message whose first finding already cancelled a decision ("Abuja
    pilot is off. … Not doing it this year"; "시범사업은 진행하지 않기로 했습니다. … 올해는 추진하지
    않습니다"; "… the 3 Hinos stay on Lagos–Ibadan"): it finds nothing standing left to retire, and is part of
    that cancellation, not a decision. A return after cancelling a change ("The Netlify move is cancelled. We
    stay on Vercel") is what stands, and is left alone."""
    if phrasing not in (Phrasing.CANCEL, Phrasing.RESTORE) or not (d.source and d.source_ref) \
            or "#" not in d.source_ref or d.source_ref.endswith("#1"):
        return None
    for m in tx.active_from_item(d.user_id, d.source, d.source_ref):
        if is_decision(m) and m.metadata.get("cancels") and not m.metadata.get("part_of") and m.created_at == at:
            if phrasing is Phrasing.RESTORE and _cancelled_a_change(tx, m):
                return None  # "The Netlify move is cancelled. We stay on Vercel": the return stands
            return Judgement(Relation.CANCELS, m, phrasing=phrasing, detail=True,
                             reason=f"Another sentence of the cancellation {m.id}: part of it")
    return None


def _cancelled_a_change(tx: StoreTx, cancellation: Memory) -> bool:
    """What ``cancellation`` retired had itself replaced a decision (a change, not a new venture)."""
    retired = [i for i in cancellation.metadata.get("supersedes") or [] if isinstance(i, str)]
    return any(m.metadata.get("supersedes") for m in tx.get_memories(retired).values())


def _planned_target(proposal: Memory) -> str | None:
    """The id of the decision a proposal replaces when agreed (``metadata.on_agreement``, found when it was
    written)."""
    plan = proposal.metadata.get("on_agreement")
    target_id = plan.get("target") if isinstance(plan, dict) else None
    return target_id if isinstance(target_id, str) else None


def _would_replace(proposal: Memory, target: Memory) -> bool:
    """A pending proposal that replaces ``target`` when agreed."""
    return proposal.metadata.get("status") == "pending" and _planned_target(proposal) == target.id


def _agreed_replacement(tx: StoreTx, proposal: Memory) -> Memory | None:
    """The standing decision an agreed proposal replaces (found when the proposal was written), if it still
    stands and its source does not outrank the proposal's."""
    target_id = _planned_target(proposal)
    if target_id is None:
        return None
    target = tx.get_memories([target_id]).get(target_id)
    if target is None or target.status is not MemoryStatus.ACTIVE or not is_decision(target):
        return None
    if proposal.source_type.priority < target.source_type.priority:
        return None
    return target


def _code_history(d: MemoryDraft, other: Memory) -> bool:
    """Either decision is a commit or a pull request (``docs/commits.md``)."""
    return "github" in (d.source, other.source)


_OPENER = re.compile(r"(^|[.!?:;]\s+|\n\s*)[A-Z][\w.+-]*")


def _names_the_old_choice(newer_text: str, newer_title: str | None, older_title: str | None, older_text: str,
                          people: set[str]) -> bool:
    """The newer text is a move away from what the older one chose: the older one's title is a short
    commit subject that states a choice by name ("Use CloudFront for the product image CDN"), the newer
    text names that choice, and its own subject names what replaces it, a name the older one never
    mentions ("Move product images to Fastly" + "CloudFront invalidations were slow"). A sentence's first word is not a name ("Extraction: …"), and a
    long subject line that lists several things is not one choice. On three public histories (attrs,
    Kinto, qdrant-client; 896 commit decisions) this ties no pair of commits; see ``docs/supersession.md``."""
    if not older_title or len(older_title) > 80:
        return False
    chosen = names_of(_OPENER.sub(r"\1", older_title)) - people
    newer = names_of(newer_text) - people
    replacement = names_of(_OPENER.sub(r"\1", newer_title or "")) - people - names_of(older_text)
    return 0 < len(chosen) <= 2 and chosen <= newer and bool(replacement)


def _latest(m: Memory) -> tuple[bool, datetime]:
    """How a return ranks the changes it could undo: a decision before a promise around one, then the newest."""
    return _settles(m), m.created_at


def _both_commits(d: MemoryDraft, other: Memory) -> bool:
    return d.source == "github" and other.source == "github"
