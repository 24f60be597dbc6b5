"""Writes the supersession sequences (``dev_sequences.py``, ``holdout_sequences.py``, ``fresh_sequences.py``)
as real export files and ``labels.jsonl``.

    .venv/bin/python benchmarks/data/supersession/build.py [--check]

The sequences are written once, by hand, as messages (who, when in the world, what they said) in the
modules next to this file (one per split: dev, holdout, fresh); this script renders them in the formats the connectors read, the way the
tools themselves write them:

* **Slack**: an export folder — ``users.json``, ``channels.json``, ``<channel>/<YYYY-MM-DD>.json`` (the
  day in the workspace's time zone), messages with ``ts``, ``user_profile``, ``blocks``, thread fields and
  reactions. Mentions are written ``@{key}`` in the spec and stored as ``<@U…>``; ``& < >`` are escaped.
* **Mail**: an mbox (Gmail Takeout style: ``X-GM-THRID``, ``X-Gmail-Labels``, multipart/alternative with
  an HTML part) or a folder of ``.eml`` files (Outlook/Exchange style: ``Thread-Topic``, "-----Original
  Message-----" quoting). Replies carry ``In-Reply-To``/``References`` and quote the message they answer.
* **git**: ``commits.json`` (``remote``, ``branch``, and commits with ``id``, author, e-mail, ISO date,
  message and one file change); ``benchmarks/_supersession_data.py`` builds a real repository from it at
  run time. ``{sha:<id>}`` in a message is replaced by that earlier commit's sha when the repository is
  built (``git revert``'s "This reverts commit …").

Every message that a label points at has a ``ref``: a verbatim substring of what its author wrote (not of
the quoted text of a reply), 3–8 words, found in no other message of the sequence. ``--check`` validates
without writing.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import mailbox
import re
import shutil
import sys
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


# --------------------------------------------------------------------------------------------- people


@dataclass(frozen=True)
class Person:
    name: str
    email: str
    tz: str
    handle: str = ""
    title: str = ""          # shown in mail signatures


@dataclass(frozen=True)
class Workspace:
    team_id: str
    domain: str
    people: tuple[str, ...]


# --------------------------------------------------------------------------------------------- spec


@dataclass
class Msg:
    key: str | None          # the label's name for it (None: context the labels do not point at)
    who: str
    at: str                  # local time of the author, "2026-02-03 10:12"
    text: str
    ref: str | None = None   # distinctive verbatim substring (required when key is set)
    thread: str | None = None            # Slack: key of the thread root this replies in
    reactions: dict[str, list[str]] = field(default_factory=dict)  # Slack: emoji -> people keys
    to: tuple[str, ...] = ()             # mail
    cc: tuple[str, ...] = ()
    subject: str | None = None           # mail: None on a reply = "Re: " + the parent's subject
    reply_to: str | None = None          # mail: key of the message this answers
    quote: bool = True                   # mail: quote the parent under the reply
    file: tuple[str, str] | None = None  # git: (path, content) the commit writes


def m(key: str, who: str, at: str, text: str, ref: str, **kw: Any) -> Msg:
    return Msg(key, who, at, text, ref, **kw)


def n(who: str, at: str, text: str, **kw: Any) -> Msg:
    return Msg(None, who, at, text, None, **kw)


@dataclass
class SlackStep:
    ws: str
    channel: str
    msgs: list[Msg]
    name: str = "slack-export"
    topic: str = ""
    purpose: str = ""
    source = "slack"


@dataclass
class MailStep:
    msgs: list[Msg]
    name: str = "mailbox.mbox"
    style: str = "gmail"     # gmail (mbox) | outlook (.eml folder) | korean (.eml folder, Korean webmail)
    owner: str | None = None  # whose mailbox this is (Sent vs Inbox labels)
    source = "mail"


@dataclass
class GitStep:
    remote: str
    msgs: list[Msg]
    name: str = "commits.json"
    branch: str = "main"
    source = "github"


@dataclass
class Subj:
    subject: str
    en: str
    ko: str
    standing: str | None
    not_standing: list[tuple[str, str]] = field(default_factory=list)  # (message key, role)


ROLES = ("replaced", "cancelled", "cancellation", "agreement", "restatement")


@dataclass
class Seq:
    id: str
    language: str
    patterns: list[str]
    steps: list[Any]
    subjects: list[Subj]
    note: str = ""


PATTERNS = ("reversal", "cancellation", "restored", "out_of_order", "agreement", "restatement", "lookalike")


# --------------------------------------------------------------------------------------------- helpers


def _h(*parts: str, n: int = 12) -> str:
    return hashlib.sha1("\x1f".join(parts).encode()).hexdigest()[:n]


def _when(people: dict[str, Person], who: str, at: str) -> datetime:
    return datetime.strptime(at, "%Y-%m-%d %H:%M").replace(tzinfo=ZoneInfo(people[who].tz))


def _slack_uid(key: str) -> str:
    return "U0" + format(int(_h("slack-user", key), 16), "X")[:9]


def _slack_cid(ws: str, channel: str) -> str:
    return "C0" + format(int(_h("slack-channel", ws, channel), 16), "X")[:9]


def _subject_line(message: str) -> str:
    return next((line.strip() for line in message.splitlines() if line.strip()), "")


def _quote_header(style: str, parent_when: datetime, parent: Person) -> str:
    if style == "korean":
        ampm = "오전" if parent_when.hour < 12 else "오후"
        hour = parent_when.hour % 12 or 12
        days = "월화수목금토일"[parent_when.weekday()]
        return (f"{parent_when.year}년 {parent_when.month}월 {parent_when.day}일 ({days}) {ampm} {hour}:"
                f"{parent_when.minute:02d}, {parent.name} <{parent.email}>님이 작성:")
    stamp = parent_when.strftime("%a, %b %-d, %Y at %-I:%M %p")
    return f"On {stamp} {parent.name} <{parent.email}> wrote:"


# --------------------------------------------------------------------------------------------- writers


class Writer:
    def __init__(self, people: dict[str, Person], workspaces: dict[str, Workspace], out: Path | None) -> None:
        self.people = people
        self.workspaces = workspaces
        self.out = out

    # -- Slack ------------------------------------------------------------------------------------------
    def slack(self, seq: Seq, step: SlackStep, folder: Path, refs: dict[str, dict[str, Any]],
              texts: dict[str, str]) -> None:
        ws = self.workspaces[step.ws]
        tz = ZoneInfo(self.people[ws.people[0]].tz)
        cid = _slack_cid(step.ws, step.channel)
        users = []
        for key in ws.people:
            p = self.people[key]
            users.append({
                "id": _slack_uid(key), "team_id": ws.team_id, "name": p.handle or key, "deleted": False,
                "color": _h("color", key, n=6), "real_name": p.name, "tz": p.tz, "tz_label": p.tz, "tz_offset": 0,
                "profile": {"title": p.title, "phone": "", "skype": "", "real_name": p.name,
                            "real_name_normalized": p.name, "display_name": p.handle or key,
                            "display_name_normalized": p.handle or key, "email": p.email,
                            "avatar_hash": _h("avatar", key), "team": ws.team_id, "first_name": p.name.split()[0],
                            "last_name": " ".join(p.name.split()[1:])},
                "is_admin": key == ws.people[0], "is_owner": False, "is_bot": False, "is_app_user": False,
                "updated": 1767225600,
            })
        members = sorted({_slack_uid(x.who) for x in step.msgs})
        channels = [{"id": cid, "name": step.channel, "created": 1735689600, "creator": _slack_uid(ws.people[0]),
                     "is_archived": False, "is_general": False, "members": members,
                     "topic": {"value": step.topic, "creator": _slack_uid(ws.people[0]) if step.topic else "",
                               "last_set": 1767225600 if step.topic else 0},
                     "purpose": {"value": step.purpose, "creator": _slack_uid(ws.people[0]) if step.purpose else "",
                                 "last_set": 1767225600 if step.purpose else 0}}]
        ts_of: dict[int, str] = {}
        for i, msg in enumerate(step.msgs):
            when = _when(self.people, msg.who, msg.at)
            ts_of[i] = f"{int(when.timestamp())}.{int(_h(seq.id, msg.who, msg.at, msg.text), 16) % 1000000:06d}"
        key_ts = {msg.key: ts_of[i] for i, msg in enumerate(step.msgs) if msg.key}
        index_of_key = {msg.key: i for i, msg in enumerate(step.msgs) if msg.key}
        names = {k: self.people[k].name for k in ws.people}
        records: list[tuple[str, dict[str, Any]]] = []
        replies: dict[int, list[int]] = {}
        for i, msg in enumerate(step.msgs):
            if msg.thread:
                replies.setdefault(index_of_key[msg.thread], []).append(i)
        for i, msg in enumerate(step.msgs):
            p = self.people[msg.who]
            raw = msg.text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            raw = re.sub(r"@\{(\w+)\}", lambda mm: f"<@{_slack_uid(mm.group(1))}>", raw)
            shown = re.sub(r"@\{(\w+)\}", lambda mm: "@" + names[mm.group(1)], msg.text)
            rec: dict[str, Any] = {
                "client_msg_id": str(uuid.UUID(_h(seq.id, "cmid", ts_of[i], n=32))), "type": "message",
                "text": raw, "user": _slack_uid(msg.who), "ts": ts_of[i], "team": ws.team_id,
                "user_team": ws.team_id, "source_team": ws.team_id,
                "user_profile": {"avatar_hash": _h("avatar", msg.who), "image_72": f"https://avatars.slack-edge.com/{_h('img', msg.who)}_72.png",
                                 "first_name": p.name.split()[0], "real_name": p.name,
                                 "display_name": p.handle or msg.who, "team": ws.team_id, "name": p.handle or msg.who,
                                 "is_restricted": False, "is_ultra_restricted": False},
                "blocks": [{"type": "rich_text", "block_id": _h(ts_of[i], "block", n=5),
                            "elements": [{"type": "rich_text_section", "elements": _blocks(msg.text)}]}],
            }
            if msg.thread:
                root = index_of_key[msg.thread]
                rec["thread_ts"] = ts_of[root]
                rec["parent_user_id"] = _slack_uid(step.msgs[root].who)
            elif i in replies:
                rs = replies[i]
                rec.update({"thread_ts": ts_of[i], "reply_count": len(rs),
                            "reply_users_count": len({step.msgs[r].who for r in rs}),
                            "latest_reply": ts_of[rs[-1]],
                            "reply_users": list(dict.fromkeys(_slack_uid(step.msgs[r].who) for r in rs)),
                            "replies": [{"user": _slack_uid(step.msgs[r].who), "ts": ts_of[r]} for r in rs],
                            "is_locked": False, "subscribed": False})
            if msg.reactions:
                rec["reactions"] = [{"name": e, "users": [_slack_uid(u) for u in us], "count": len(us)}
                                    for e, us in msg.reactions.items()]
            day = datetime.fromtimestamp(int(ts_of[i].split(".")[0]), tz).strftime("%Y-%m-%d")
            records.append((day, rec))
            if msg.key:
                refs[msg.key] = {"ts": ts_of[i], "text": msg.ref}
            texts[msg.key or f"_{seq.id}_{step.name}_{i}"] = shown
        _ = key_ts
        if folder is None:
            return
        folder.mkdir(parents=True, exist_ok=True)
        _dump(folder / "users.json", users)
        _dump(folder / "channels.json", channels)
        by_day: dict[str, list[dict[str, Any]]] = {}
        for day, rec in records:
            by_day.setdefault(day, []).append(rec)
        for day, recs in by_day.items():
            recs.sort(key=lambda r: float(r["ts"]))
            _dump(folder / step.channel / f"{day}.json", recs)

    # -- mail -------------------------------------------------------------------------------------------
    def mail(self, seq: Seq, step: MailStep, target: Path | None, refs: dict[str, dict[str, Any]],
             texts: dict[str, str], known: dict[str, dict[str, Any]]) -> None:
        messages: list[tuple[str, EmailMessage, datetime]] = []
        for i, msg in enumerate(step.msgs):
            p = self.people[msg.who]
            when = _when(self.people, msg.who, msg.at)
            parent = known.get(msg.reply_to) if msg.reply_to else None
            subject = msg.subject or (("Re: " if step.style != "korean" else "RE: ") + parent["subject"].removeprefix("Re: ").removeprefix("RE: ")
                                      if parent else "(no subject)")
            domain = p.email.split("@")[1]
            token = _h(seq.id, step.name, str(i), msg.at, msg.who, n=24)
            if step.style == "gmail":
                mid = f"CA{token[:6].upper()}+{token[6:18]}=q{token[18:]}@mail.gmail.com"
            elif step.style == "outlook":
                box = "SN6PR04MB" + str(int(token[:6], 16) % 9000 + 1000)
                mid = f"{box}{token[6:14].upper()}{token[14:22].upper()}@{box}.namprd04.prod.outlook.com"
            else:
                mid = f"{when.strftime('%Y%m%d%H%M%S')}.{token[:10].upper()}@mail.{domain}"
            body = msg.text.rstrip() + "\n"
            if parent is not None and msg.quote:
                if step.style in ("outlook", "korean"):
                    korean = step.style == "korean"
                    pp = self.people[parent["who"]]
                    head = ("-----원본 메시지-----\n보낸 사람: " if korean else "-----Original Message-----\nFrom: ")
                    head += f"{pp.name} <{pp.email}>\n"
                    pw = parent["when"]
                    if korean:
                        sent = (f"{pw.year}년 {pw.month}월 {pw.day}일 {'월화수목금토일'[pw.weekday()]}요일 "
                                f"{'오전' if pw.hour < 12 else '오후'} {pw.hour % 12 or 12}:{pw.minute:02d}")
                    else:
                        sent = pw.strftime("%A, %B %-d, %Y %-I:%M %p")
                    head += ("보낸 날짜: " if korean else "Sent: ") + sent + "\n"
                    head += ("받는 사람: " if korean else "To: ") + "; ".join(self.people[t].name for t in parent["to"]) + "\n"
                    head += ("제목: " if korean else "Subject: ") + parent["subject"] + "\n\n"
                    body += "\n" + head + parent["body"].rstrip() + "\n"
                else:
                    style = "korean" if re.search(r"[가-힣]", msg.text) else "gmail"
                    header = _quote_header(style, parent["when"], self.people[parent["who"]])
                    quoted = "\n".join(("> " + line) if line else ">" for line in parent["body"].rstrip().split("\n"))
                    body += "\n" + header + "\n" + quoted + "\n"
            em = EmailMessage()
            em["From"] = Address(p.name, addr_spec=p.email)
            em["To"] = [Address(self.people[t].name, addr_spec=self.people[t].email) for t in msg.to]
            if msg.cc:
                em["Cc"] = [Address(self.people[t].name, addr_spec=self.people[t].email) for t in msg.cc]
            em["Subject"] = subject
            em["Date"] = format_datetime(when)
            em["Message-ID"] = f"<{mid}>"
            if parent is not None:
                em["In-Reply-To"] = f"<{parent['mid']}>"
                em["References"] = " ".join(f"<{x}>" for x in [*parent["refs"], parent["mid"]])
            if step.style == "gmail":
                root = parent
                while root is not None and root.get("parent"):
                    root = known[root["parent"]]
                thread = int(_h("thrid", (root or {}).get("mid", mid), n=15), 16)
                em["X-GM-THRID"] = str(thread)
                mine = step.owner == msg.who
                em["X-Gmail-Labels"] = ("Sent" if mine else "Inbox,Important") + (",Opened" if not mine else "")
            elif step.style == "outlook":
                em["Thread-Topic"] = re.sub(r"^(?:re|fw|fwd):\s*", "", subject, flags=re.I)
                em["Thread-Index"] = "AQH" + _h("ti", subject, n=20)
                em["X-MS-Has-Attach"] = ""
                em["X-MS-Exchange-Organization-SCL"] = "-1"
            else:
                em["X-Mailer"] = "Hiworks Mail"
            korean = bool(re.search(r"[가-힣]", body))
            cte = "base64" if korean else "quoted-printable"
            em.set_content(body, charset="utf-8", cte=cte)
            if step.style == "gmail":
                paras = "".join(f"<div>{html.escape(line) or '<br>'}</div>" for line in msg.text.rstrip().split("\n"))
                em.add_alternative(f'<div dir="ltr">{paras}</div>\n', subtype="html", charset="utf-8", cte=cte)
                em.set_boundary("000000000000" + _h("boundary", mid, n=16))
            known_entry = {"mid": mid, "subject": subject, "who": msg.who, "when": when, "to": msg.to,
                           "body": body, "refs": [*(parent["refs"] if parent else []), *([parent["mid"]] if parent else [])],
                           "parent": msg.reply_to}
            tag = msg.key or f"_{seq.id}_{step.name}_{i}"
            known[tag] = known_entry
            if msg.key:
                known[msg.key] = known_entry
                refs[msg.key] = {"message_id": mid, "text": msg.ref}
            texts[tag] = msg.text
            messages.append((tag, em, when))
        if target is None:
            return
        if step.style == "gmail":
            target.parent.mkdir(parents=True, exist_ok=True)
            if target.exists():
                target.unlink()
            box = mailbox.mbox(str(target), create=True)
            box.lock()
            try:
                for _tag, em, when in messages:
                    mm = mailbox.mboxMessage(em)
                    sender = em["From"].addresses[0].addr_spec
                    mm.set_from(sender, when.astimezone(timezone.utc).timetuple())
                    box.add(mm)
                box.flush()
            finally:
                box.unlock()
                box.close()
        else:
            target.mkdir(parents=True, exist_ok=True)
            for number, (_tag, em, when) in enumerate(messages, 1):
                subject = re.sub(r"[^\w가-힣]+", "_", str(em["Subject"]))[:40].strip("_")
                (target / f"{number:03d}_{subject}.eml").write_bytes(em.as_bytes())

    # -- git --------------------------------------------------------------------------------------------
    def git(self, seq: Seq, step: GitStep, target: Path | None, refs: dict[str, dict[str, Any]],
            texts: dict[str, str]) -> None:
        commits = []
        for i, msg in enumerate(step.msgs):
            p = self.people[msg.who]
            when = _when(self.people, msg.who, msg.at)
            cid = msg.key or f"c{i + 1}"
            path, content = msg.file or ("NOTES.md", f"- {_subject_line(msg.text)}\n")
            commits.append({"id": cid, "author": p.name, "email": p.email, "date": when.isoformat(),
                            "message": msg.text.rstrip() + "\n", "file": {"path": path, "content": content}})
            texts[msg.key or f"_{seq.id}_{step.name}_{i}"] = msg.text
            if msg.key:
                refs[msg.key] = {"subject_line": _subject_line(msg.text), "text": msg.ref}
        if target is not None:
            _dump(target, {"remote": step.remote, "branch": step.branch, "commits": commits})


def _blocks(text: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    pos = 0
    for mm in re.finditer(r"@\{(\w+)\}", text):
        if mm.start() > pos:
            out.append({"type": "text", "text": text[pos:mm.start()]})
        out.append({"type": "user", "user_id": _slack_uid(mm.group(1))})
        pos = mm.end()
    if pos < len(text):
        out.append({"type": "text", "text": text[pos:]})
    return out


def _dump(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------------------------- build


def build(split: str, seqs: list[Seq], people: dict[str, Person], workspaces: dict[str, Workspace],
          write: bool) -> tuple[list[dict[str, Any]], list[str]]:
    problems: list[str] = []
    labels: list[dict[str, Any]] = []
    writer = Writer(people, workspaces, HERE if write else None)
    ids = set()
    for seq in seqs:
        if seq.id in ids:
            problems.append(f"{seq.id}: duplicate id")
        ids.add(seq.id)
        if seq.language not in ("en", "ko", "mixed"):
            problems.append(f"{seq.id}: language {seq.language}")
        for p in seq.patterns:
            if p not in PATTERNS:
                problems.append(f"{seq.id}: unknown pattern {p}")
        seq_dir = HERE / split / seq.id
        if write and seq_dir.exists():
            shutil.rmtree(seq_dir)
        refs: dict[str, dict[str, Any]] = {}
        texts: dict[str, str] = {}
        known: dict[str, dict[str, Any]] = {}
        steps = []
        sources = set()
        for step in seq.steps:
            rel = f"{split}/{seq.id}/{step.name}"
            target = (HERE / rel) if write else None
            if isinstance(step, SlackStep):
                writer.slack(seq, step, target, refs, texts)  # type: ignore[arg-type]
            elif isinstance(step, MailStep):
                writer.mail(seq, step, target, refs, texts, known)
            else:
                writer.git(seq, step, target, refs, texts)
            steps.append({"source": step.source, "path": rel})
            sources.add(step.source)
        # refs: verbatim in their own message, in no other message of the sequence
        for key, ref in refs.items():
            text = ref["text"]
            if not text:
                problems.append(f"{seq.id}/{key}: no ref text")
                continue
            if text not in texts[key]:
                problems.append(f"{seq.id}/{key}: ref {text!r} is not in its message")
            others = [k for k, t in texts.items() if k != key and text.casefold() in t.casefold()]
            if others:
                problems.append(f"{seq.id}/{key}: ref {text!r} also occurs in {others}")
            words = len(text.split())
            if not 3 <= words <= 8 and len(texts[key].split()) > 3:
                problems.append(f"{seq.id}/{key}: ref {text!r} has {words} words")
        lines = [r["subject_line"] for r in refs.values() if "subject_line" in r]
        if len(lines) != len(set(lines)):
            problems.append(f"{seq.id}: two labelled commits share a subject line")
        subjects = []
        for s in seq.subjects:
            for k in [s.standing, *(k for k, _ in s.not_standing)]:
                if k is not None and k not in refs:
                    problems.append(f"{seq.id}: subject {s.subject!r} names unknown message {k}")
            for _, role in s.not_standing:
                if role not in ROLES:
                    problems.append(f"{seq.id}: unknown role {role}")
            subjects.append({
                "subject": s.subject, "questions": {"en": s.en, "ko": s.ko},
                "standing": refs.get(s.standing) if s.standing else None,
                "not_standing": [{**refs[k], "role": role} for k, role in s.not_standing if k in refs],
            })
        used = {s.standing for s in seq.subjects} | {k for s in seq.subjects for k, _ in s.not_standing}
        for key in refs:
            if key not in used:
                problems.append(f"{seq.id}: message {key} has a ref but no subject uses it")
        source = sources.pop() if len(sources) == 1 else "mixed"
        labels.append({"id": seq.id, "split": split, "language": seq.language, "source": source,
                       "patterns": seq.patterns, "steps": steps, "subjects": subjects,
                       **({"note": seq.note} if seq.note else {})})
    return labels, problems


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="validate the specs, write nothing")
    args = ap.parse_args()
    import importlib

    # fresh2 (written later still, as the next untouched check) is optional: built when its module exists
    names = ("dev", "holdout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10")
    modules = tuple((split, importlib.import_module(f"{split}_sequences")) for split in names
                    if (HERE / f"{split}_sequences.py").exists())
    people: dict[str, Person] = {}
    workspaces: dict[str, Workspace] = {}
    problems: list[str] = []
    for split, module in modules:
        for table, merged in ((module.PEOPLE, people), (module.WORKSPACES, workspaces)):
            for key, value in table.items():
                if key in merged and merged[key] != value:
                    problems.append(f"{split}: {key!r} is already defined differently by another split")
                merged[key] = value
    all_labels: list[dict[str, Any]] = []
    for split, module in modules:
        labels, found = build(split, module.SEQUENCES, people, workspaces, write=not args.check)
        all_labels += labels
        problems += found
    for p in problems:
        print("PROBLEM", p)
    if problems:
        sys.exit(1)
    if not args.check:
        with (HERE / "labels.jsonl").open("w", encoding="utf-8") as f:
            for row in all_labels:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    counts: dict[str, dict[str, int]] = {}
    for row in all_labels:
        for dim in ("language", "source"):
            key = f"{row['split']}/{dim}"
            counts.setdefault(key, {})
            counts[key][row[dim]] = counts[key].get(row[dim], 0) + 1
        for p in row["patterns"]:
            key = f"{row['split']}/pattern"
            counts.setdefault(key, {})
            counts[key][p] = counts[key].get(p, 0) + 1
    print(f"{len(all_labels)} sequences, {sum(len(r['subjects']) for r in all_labels)} subjects")
    for key, c in counts.items():
        print(f"  {key}: {dict(sorted(c.items()))}")


if __name__ == "__main__":
    import build as _self  # the sequence modules import ``build``: use that module's classes, not __main__'s

    _self.main()
