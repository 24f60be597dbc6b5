"""The mail connector (every mailbox format, Korean and English charsets, cursors), mail normalization
(quoted replies, headers, signatures in Korean and English) and the live Gmail sync against a local fake
Gmail API. Fixtures are written here; nothing is read from outside the repository."""

from __future__ import annotations

import base64
import json
import mailbox
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from fake_gmail import FakeGmail

from mnemo.domain.sources import SkippedItem, SourceItem
from mnemo.ingest.connectors.mail.gmail_api import GmailClient, GmailSync, read_token
from mnemo.ingest.connectors.mail.mailbox import (
    MailConnector,
    detect_format,
    parse_gmail_message,
    parse_rfc822,
)
from mnemo.errors import ConfigError, InvalidInput, ProviderError
from mnemo.ingest.message_file import normalize_file
from mnemo.ingest.normalize import html_to_text, normalize_item, visible_text


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def ew(text: str, charset: str = "utf-8") -> str:
    """An RFC 2047 encoded word."""
    return f"=?{charset}?B?{b64(text.encode(charset if charset != 'ks_c_5601-1987' else 'cp949'))}?="


def message(subject: str = "Test", body: str = "Hello", *, mid: str | None = "<m1@example.com>",
            sender: str = "Kim <kim@example.com>", extra: str = "", date: str = "Wed, 15 Jan 2025 14:00:00 +0900") -> bytes:
    head = f"From: {sender}\nTo: Lee <lee@example.com>\nSubject: {subject}\nDate: {date}\n"
    if mid:
        head += f"Message-ID: {mid}\n"
    return (head + extra + "MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n" + body + "\n").encode()


def collect(connector, cursor=None) -> tuple[list[SourceItem], list[SkippedItem], dict[str, Any]]:
    items, skipped = [], []
    cursor = dict(cursor or {})
    for entry in connector.items(cursor):
        cursor = connector.cursor_after(entry, cursor)
        (items if isinstance(entry, SourceItem) else skipped).append(entry)
    return items, skipped, json.loads(json.dumps(cursor))


# ------------------------------------------------------------------------------------------ headers, bodies


def test_korean_headers_in_every_charset_and_raw_8bit_names():
    subject = f"{ew('RE: 2분기 예산', 'euc-kr')} {ew('확정', 'utf-8')}"
    iso2022 = "=?iso-2022-kr?B?" + b64("회의".encode("iso2022_kr")) + "?="
    raw = (f"From: {ew('똠방각하 김철수', 'ks_c_5601-1987')} <Kim@ABC.co.kr>\n".encode()
           + "To: 이영희 <lee@abc.co.kr>, ".encode("cp949") + f"{iso2022} <meet@abc.co.kr>\n".encode()
           + f"Subject: {subject}\nMessage-ID: <a1@abc.co.kr>\nDate: Wed, 15 Jan 2025 14:00:00 +0900\n\n본문".encode())
    item = parse_rfc822(raw)
    assert item.title == "RE: 2분기 예산확정"   # adjacent encoded words join without the space (RFC 2047)
    assert item.author.name == "똠방각하 김철수" and item.author.email == "kim@abc.co.kr"
    assert [(p.name, p.email) for p in item.recipients] == [("이영희", "lee@abc.co.kr"), ("회의", "meet@abc.co.kr")]
    assert item.occurred_at == datetime(2025, 1, 15, 5, 0, tzinfo=UTC)
    assert item.source_id == "a1@abc.co.kr" and item.source == "mail" and item.private


def test_bodies_in_base64_quoted_printable_and_mislabelled_8bit():
    korean = "예산 6000만원으로 확정합니다. 똠얌꿍"
    b64_raw = message(body=b64(korean.encode("cp949"))).replace(
        b"charset=utf-8", b"charset=euc-kr\nContent-Transfer-Encoding: base64")
    assert parse_rfc822(b64_raw).body.strip() == korean
    qp_raw = message(body="Caf=C3=A9 au lait =EC=98=88=EC=82=B0 and a soft=\n break").replace(
        b"charset=utf-8", b"charset=utf-8\nContent-Transfer-Encoding: quoted-printable")
    assert parse_rfc822(qp_raw).body.strip() == "Café au lait 예산 and a soft break"
    # 8-bit UTF-8 declared as ISO-8859-1, and 8-bit CP949 declared as us-ascii: both read right
    utf8_as_latin1 = message(body="").replace(b"charset=utf-8", b"charset=iso-8859-1") + "회의는 3시".encode()
    assert parse_rfc822(utf8_as_latin1).body.strip() == "회의는 3시"
    cp949_as_ascii = message(body="").replace(b"charset=utf-8", b"charset=us-ascii") + "회의는 3시".encode("cp949")
    assert parse_rfc822(cp949_as_ascii).body.strip() == "회의는 3시"
    latin1 = message(body="").replace(b"charset=utf-8", b"charset=iso-8859-1") + "Grüße, Zoë".encode("latin-1")
    assert parse_rfc822(latin1).body.strip() == "Grüße, Zoë"


def multipart(plain: str | None, html: str | None) -> bytes:
    parts = ""
    if plain is not None:
        parts += f"--B\nContent-Type: text/plain; charset=utf-8\n\n{plain}\n"
    if html is not None:
        parts += f"--B\nContent-Type: text/html; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{b64(html.encode())}\n"
    parts += "--B\nContent-Type: application/pdf; name=\"budget.pdf\"\nContent-Disposition: attachment; filename=\"budget.pdf\"\n\nJVBERi0=\n--B--\n"
    head = "From: a@x.com\nSubject: s\nMessage-ID: <mp@x.com>\nMIME-Version: 1.0\n"
    inner = f"--A\nContent-Type: multipart/alternative; boundary=\"B\"\n\n{parts}"
    return (head + "Content-Type: multipart/mixed; boundary=\"A\"\n\n" + inner.replace("--B--\n", "--B--\n--A--\n")).encode()


def test_plain_text_preferred_html_used_otherwise_attachments_listed():
    item = parse_rfc822(multipart("plain text wins", "<p>html</p>"))
    assert item.body.strip() == "plain text wins" and not item.body_is_html
    assert item.extra["attachments"] == ["budget.pdf"]
    html_only = parse_rfc822(multipart(None, "<p>Ship it on <b>Friday</b>.</p><blockquote>old</blockquote>"))
    assert html_only.body_is_html
    assert normalize_item(html_only).body == "Ship it on Friday."
    empty_plain = parse_rfc822(multipart("  ", "<div>from html</div>"))
    assert empty_plain.body_is_html and "from html" in empty_plain.body


def test_ids_threads_and_reply_links():
    item = parse_rfc822(message(mid="  <ABC.123@Mail.Example.com> "))
    assert item.source_id == "ABC.123@Mail.Example.com" and item.url.startswith("mid:")
    no_id = message(mid=None, body="same body")
    assert parse_rfc822(no_id).source_id == parse_rfc822(no_id).source_id
    assert parse_rfc822(no_id).source_id.startswith("sha256:")
    assert parse_rfc822(message(mid=None, body="other body")).source_id != parse_rfc822(no_id).source_id
    reply = parse_rfc822(message(mid="<r2@x>", extra="In-Reply-To: <r1@x>\nReferences: <root@x> <r1@x>\n"))
    assert reply.thread_id == "root@x" and reply.in_reply_to == "r1@x"
    only_irt = parse_rfc822(message(mid="<r3@x>", extra="In-Reply-To: <r1@x>\n"))
    assert only_irt.thread_id == "r1@x"
    a = parse_rfc822(message(subject=ew("답장: RE: 2분기 예산"), mid="<k1@x>"))
    b = parse_rfc822(message(subject="2분기  예산", mid="<k2@x>"))
    c = parse_rfc822(message(subject="Fwd: [EXTERNAL] 회신: 2분기 예산", mid="<k3@x>"))
    assert a.thread_id == b.thread_id == c.thread_id == "subject:2분기 예산"
    gmail = parse_rfc822(message(extra="X-GM-THRID: 1781234567890123456\n", mid="<g@x>"))
    assert gmail.thread_id == "gmail-thread:1781234567890123456" and "mail.google.com" in gmail.url


def test_not_a_message_is_invalid_input():
    with pytest.raises(InvalidInput):
        parse_rfc822(b"just some words\nwithout headers\n")
    with pytest.raises(InvalidInput):
        parse_rfc822(b"   \n")


# ------------------------------------------------------------------------------------------------- formats


def write_mbox(path: Path, messages: list[bytes]) -> None:
    chunks = []
    for i, raw in enumerate(messages):
        body = b"\n".join(b">" + line if line.startswith(b"From ") else line for line in raw.split(b"\n"))
        chunks.append(b"From 17812345678901234%02d@xxx Wed Jan 15 05:00:00 +0000 2025\n" % i + body.rstrip(b"\n") + b"\n\n")
    path.write_bytes(b"".join(chunks))


def test_takeout_mbox_with_gmail_labels(tmp_path):
    labels = f"X-Gmail-Labels: Sent,Starred,{ew('중요 프로젝트')}\nX-GM-THRID: 1700000000000000001\n"
    msgs = [message("First", "From here on we use Postgres.", mid="<t1@x>", extra=labels),
            message("Second", "Inbox mail", mid="<t2@x>", extra="X-Gmail-Labels: Inbox,Opened\n")]
    path = tmp_path / "All mail Including Spam and Trash.mbox"
    write_mbox(path, msgs)
    assert detect_format(path) == "mbox"
    connector = MailConnector(path)
    assert connector.estimate() == 2
    items, skipped, _ = collect(connector)
    assert not skipped and [i.source_id for i in items] == ["t1@x", "t2@x"]
    assert items[0].labels == ["Sent", "Starred", "중요 프로젝트"] and items[0].extra["sent"] is True
    assert items[1].extra["sent"] is False
    assert items[0].thread_id == "gmail-thread:1700000000000000001"
    assert items[0].body.strip() == "From here on we use Postgres."   # the mbox ">From " escape is undone
    assert len(list(mailbox.mbox(str(path)))) == 2                    # and the file is a real mbox


def test_maildir_folders_flags_and_tmp(tmp_path):
    root = tmp_path / "Maildir"
    for folder in ("", ".Sent"):
        for sub in ("cur", "new", "tmp"):
            (root / folder / sub).mkdir(parents=True, exist_ok=True)
    (root / "cur" / "1700000000.M1P1.host:2,FS").write_bytes(message("Flagged", mid="<md1@x>"))
    (root / "new" / "1700000001.M2P1.host").write_bytes(message("New", mid="<md2@x>"))
    (root / ".Sent" / "cur" / "1700000002.M3P1.host:2,S").write_bytes(message("Mine", mid="<md3@x>"))
    (root / "tmp" / "1700000003.M4P1.host").write_bytes(b"half-written")
    assert detect_format(root) == "maildir"
    items, skipped, _ = collect(MailConnector(root))
    by_id = {i.source_id: i for i in items}
    assert not skipped and set(by_id) == {"md1@x", "md2@x", "md3@x"}
    assert by_id["md1@x"].labels == ["INBOX", "Flagged"] and by_id["md3@x"].labels == ["Sent"]
    assert by_id["md3@x"].extra["sent"] is True


def test_tree_of_raw_files_same_message_in_two_folders(tmp_path):
    same = message("Budget", "Approved at 6000.", mid="<dup@enron.com>")
    for folder, name in (("sent_items", "1."), ("all_documents", "10."), ("all_documents", "2.")):
        (tmp_path / folder).mkdir(exist_ok=True)
        (tmp_path / folder / name).write_bytes(same if name != "2." else message("Other", mid="<other@enron.com>"))
    connector = MailConnector(tmp_path)
    assert connector.format == "tree" and connector.estimate() == 3
    items, skipped, _ = collect(connector)
    assert not skipped
    assert [i.origin.split(os.sep)[-2:] for i in items] == [["all_documents", "2."], ["all_documents", "10."],
                                                            ["sent_items", "1."]]   # natural order
    dup = [i for i in items if i.source_id == "dup@enron.com"]
    assert len(dup) == 2 and {tuple(i.labels) for i in dup} == {("all_documents",), ("sent_items",)}
    assert dup[0].extra["content_fingerprint"] == dup[1].extra["content_fingerprint"]
    assert [i.extra["sent"] for i in dup if i.labels == ["sent_items"]] == [True]


def gmail_raw_obj(raw: bytes, mid: str, labels: list[str], internal_ms: int, thread: str = "18c2a3b4c5d6e7f8") -> dict:
    return {"id": mid, "threadId": thread, "labelIds": labels, "internalDate": str(internal_ms), "historyId": "99",
            "raw": base64.urlsafe_b64encode(raw).decode().rstrip("=")}


def gmail_full_obj() -> dict:
    def data(text: str, charset: str = "utf-8") -> str:
        return base64.urlsafe_b64encode(text.encode(charset)).decode().rstrip("=")
    return {"id": "full1", "threadId": "18c2a3b4c5d6e7f8", "labelIds": ["STARRED", "INBOX"], "internalDate": "1736917200000",
            "payload": {"mimeType": "multipart/alternative", "headers": [
                {"name": "From", "value": "이영희 <lee@abc.co.kr>"}, {"name": "To", "value": "kim@abc.co.kr"},
                {"name": "Subject", "value": "Re: 출시일"}, {"name": "Message-ID", "value": "<full1@abc.co.kr>"},
                {"name": "In-Reply-To", "value": "<raw1@abc.co.kr>"}],
                "parts": [{"mimeType": "text/plain", "headers": [{"name": "Content-Type", "value": "text/plain; charset=EUC-KR"}],
                           "body": {"data": data("출시일은 6월 1일로 확정입니다.\n\n2025년 1월 15일 (수) 오후 2:00, 김철수 <kim@abc.co.kr>님이 작성:\n> 출시일 언제로 할까요?", "cp949")}},
                          {"mimeType": "text/html", "body": {"data": data("<p>html</p>")}}]}}


def test_gmail_api_json_raw_full_and_id_only(tmp_path):
    raw = gmail_raw_obj(message("출시일", "언제로 할까요?", mid="<raw1@abc.co.kr>"), "raw1", ["SENT"], 1736917100000)
    path = tmp_path / "gmail.json"
    path.write_text(json.dumps({"messages": [raw, gmail_full_obj(), {"id": "only-id", "threadId": "t"}]}))
    items, skipped, _ = collect(MailConnector(path))
    assert [i.source_id for i in items] == ["raw1@abc.co.kr", "full1@abc.co.kr"]
    assert items[0].labels == ["Sent"] and items[0].extra["sent"] is True and items[0].extra["gmail_id"] == "raw1"
    full = items[1]
    assert full.labels == ["Starred", "Inbox"] and full.in_reply_to == "raw1@abc.co.kr"
    assert full.author.name == "이영희" and not full.body_is_html
    assert normalize_item(full).body == "출시일은 6월 1일로 확정입니다."
    # the API's hex thread id is the same thread as Takeout's decimal X-GM-THRID
    assert items[0].thread_id == full.thread_id == f"gmail-thread:{int('18c2a3b4c5d6e7f8', 16)}"
    assert len(skipped) == 1 and "neither 'raw' nor 'payload'" in skipped[0].reason and skipped[0].origin.endswith("#2")
    one = tmp_path / "one.json"
    one.write_text(json.dumps(raw))
    assert [i.source_id for i in collect(MailConnector(one))[0]] == ["raw1@abc.co.kr"]
    as_list = tmp_path / "list.json"
    as_list.write_text(json.dumps([raw, gmail_full_obj()]))
    assert MailConnector(as_list).estimate() == 2
    with pytest.raises(InvalidInput):
        parse_gmail_message(["not", "an", "object"])


def test_malformed_input_is_skipped_and_never_stops_the_run(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "1.").write_bytes(message("ok 1", mid="<ok1@x>"))
    (tmp_path / "a" / "2.").write_bytes(b"\x00\x01\x02 binary junk \xff\xfe")
    (tmp_path / "a" / "3.").write_bytes(b"")
    (tmp_path / "a" / "4.").write_bytes(message("ok 2", mid="<ok2@x>"))
    (tmp_path / "broken.json").write_text("{not json")
    items, skipped, cursor = collect(MailConnector(tmp_path))
    assert [i.source_id for i in items] == ["ok1@x", "ok2@x"]
    assert sorted(Path(s.origin).name for s in skipped) == ["2.", "3.", "broken.json"]
    assert all(s.reason for s in skipped)
    # a rerun does not report the same broken files again
    again, skipped_again, _ = collect(MailConnector(tmp_path), cursor)
    assert again == [] and skipped_again == []


def test_cursor_rerun_reads_nothing_new_then_only_what_was_added(tmp_path):
    box = tmp_path / "box.mbox"
    write_mbox(box, [message(f"m{i}", mid=f"<c{i}@x>") for i in range(3)])
    items, _, cursor = collect(MailConnector(box))
    assert len(items) == 3
    assert collect(MailConnector(box), cursor)[0] == []
    with box.open("ab") as f:   # a mail client appends to its mbox
        f.write(b"From x@y Thu Jan 16 05:00:00 +0000 2025\n" + message("m3", mid="<c3@x>") + b"\n")
    new, _, cursor = collect(MailConnector(box), cursor)
    assert [i.source_id for i in new] == ["c3@x"]
    assert collect(MailConnector(box), cursor)[0] == []
    write_mbox(box, [message("replaced", mid="<r@x>")])   # a new export replaces the file: read it again
    assert [i.source_id for i in collect(MailConnector(box), cursor)[0]] == ["r@x"]

    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "1.").write_bytes(message(mid="<f1@x>"))
    _, _, cursor = collect(MailConnector(tree))
    assert collect(MailConnector(tree), cursor)[0] == []
    (tree / "2.").write_bytes(message(mid="<f2@x>"))
    assert [i.source_id for i in collect(MailConnector(tree), cursor)[0]] == ["f2@x"]


def test_limits_since_and_sent_share_on_import(tmp_path):
    for i in range(6):
        folder = tmp_path / ("sent" if i < 3 else "inbox")
        folder.mkdir(exist_ok=True)
        day = datetime(2025, 1, 10 + i, tzinfo=UTC).strftime("%a, %d %b %Y %H:%M:%S +0000")
        (folder / f"{i}.").write_bytes(message(f"m{i}", mid=f"<s{i}@x>", date=day))
    first, _, cursor = collect(MailConnector(tmp_path, max_messages=2))
    assert len(first) == 2
    rest, _, _ = collect(MailConnector(tmp_path, max_messages=10), cursor)
    assert len(rest) == 4 and not {i.source_id for i in rest} & {i.source_id for i in first}
    recent = collect(MailConnector(tmp_path, since="2025-01-14"))[0]
    assert sorted(i.source_id for i in recent) == ["s4@x", "s5@x"]
    picked, _, cursor = collect(MailConnector(tmp_path, max_messages=3, sent_share=0.67))
    assert sorted(i.source_id for i in picked) == ["s1@x", "s2@x", "s5@x"]   # newest 2 sent + newest 1 other
    more = collect(MailConnector(tmp_path, max_messages=3, sent_share=0.67), cursor)[0]
    assert sorted(i.source_id for i in more) == ["s0@x", "s3@x", "s4@x"]
    with pytest.raises(InvalidInput):
        MailConnector(tmp_path, sent_share=1.5)
    with pytest.raises(InvalidInput):
        MailConnector(tmp_path / "missing")


# ---------------------------------------------------------------------------------------------- normalize

KO_REPLY = """네, 2분기 예산 6000만원으로 확정하겠습니다.

감사합니다.
이영희 드림

2025년 1월 15일 (수) 오후 2:00, 김철수 <kim@abc.co.kr>님이 작성:
> 2분기 예산 증액 검토 부탁드립니다.
"""


@pytest.mark.parametrize(("body", "expected"), [
    (KO_REPLY, "네, 2분기 예산 6000만원으로 확정하겠습니다."),
    (("자료 잘 받았습니다.\n\n-----원본 메시지-----\n보낸 사람: 김철수 <kim@abc.co.kr>\n보낸 날짜: 2025년 1월 15일 수요일 오후 2:00\n"
     "받는 사람: 이영희 <lee@abc.co.kr>\n제목: RE: 예산\n\n이전 내용"), "자료 잘 받았습니다."),
    (("회의실 예약했습니다.\n\n보낸 사람: 이영희 <lee@abc.co.kr>\n날짜: 2025년 2월 3일 월요일 오전 9:30\n받는 사람: 김철수\n"
     "제목: 회의 장소\n\n장소 정해주세요."), "회의실 예약했습니다."),
    ("좋습니다.\n\n2025. 1. 15. 오후 2:00, 김철수 <kim@abc.co.kr> 작성:\n\n> 진행할까요?\n\niPhone에서 보냄", "좋습니다."),
    ("확인했어요.\n\nGalaxy에서 보냄", "확인했어요."),
    ("Sounds good.\n\nOn Wed, Jan 15, 2025 at 2:00 PM Kim Chulsoo <\nkim@abc.co.kr> wrote:\n\n> Shall we?", "Sounds good."),
    ("Approved.\n\n-----Original Message-----\nFrom: Bob\nSent: Monday\nTo: Ann\nSubject: Budget\n\nPlease approve.", "Approved."),
    ("Outlook reply\n\nFrom: Bob Smith [mailto:bob@x.com]\nSent: Monday, March 3, 2025 9:00 AM\nTo: Ann\nSubject: RE: plan\n\nold",
     "Outlook reply"),
    ("Here is another email\n\nSent from my iPhone", "Here is another email"),
    ("Here is another email\n\nSent from my desk, is much easier then my mobile phone.",
     "Here is another email\n\nSent from my desk, is much easier then my mobile phone."),
    ("Ship it Friday.\n\n-- \nBob\nCTO, Example Inc.", "Ship it Friday."),
    ("Let's go with vendor A.\n\nBest regards,\nChulsoo Kim", "Let's go with vendor A."),
    ("Hallo\n\nAm Mo., 3. März 2025 um 09:00 Uhr schrieb Max Muster <max@x.de>:\n> Frage", "Hallo"),
    ("Merci\n\nLe lun. 3 mars 2025 à 09:00, Jean <jean@x.fr> a écrit :\n> question", "Merci"),
    ("どうぞ。\n\n2025年3月3日(月) 9:00 田中太郎 <taro@x.jp>:\n> 質問", "どうぞ。"),
    (("Deal at $50K.\n\nThis email and any attachments are confidential and intended solely for the addressee. If you "
     "are not the intended recipient, please notify the sender and delete this message."), "Deal at $50K."),
])
def test_visible_text_removes_history_and_signatures(body, expected):
    assert visible_text(body) == expected


def test_inline_replies_between_quotes_are_kept():
    body = ("2025년 2월 10일 (월) 오전 11:00, 이영희 <lee@abc.co.kr>님이 작성:\n\n> 1. 출시일은 3월 1일인가요?\n\n"
            "네, 3월 1일 확정입니다.\n\n> 2. 예산은요?\n> 얼마로 할까요?\n\n5000만원입니다.\n")
    assert visible_text(body) == "네, 3월 1일 확정입니다.\n\n5000만원입니다."


def test_forwarded_message_kept_aside_and_bare_forward_kept():
    note = ("벤더는 A사로 확정합니다.\n\n---------- Forwarded message ---------\n보낸사람: 김철수 <kim@abc.co.kr>\n"
            "Date: 2025년 1월 15일 (수) 오후 2:00\nSubject: 벤더 비교\nTo: 이영희 <lee@abc.co.kr>\n\nA사와 B사 비교 결과입니다.")
    item = parse_rfc822(message("Fwd: 벤더 비교", note, mid="<fw@x>"))
    normalized = normalize_item(item)
    assert normalized.body == "벤더는 A사로 확정합니다."
    assert "A사와 B사 비교 결과입니다." in normalized.extra["forwarded_text"]
    bare = "---------- 전달된 메일 ----------\n보낸 사람: 박민수 <m@x.kr>\n날짜: 2025년 5월 2일\n제목: 출시일\n\n출시일은 6월 1일입니다."
    assert visible_text(bare) == "출시일은 6월 1일입니다."


def test_sender_name_starts_a_signature():
    body = "Thanks Sasha, I can't go any higher.\n\nStavros Papadakis\nvia mobile"
    assert visible_text(body, sender="Stavros Papadakis <s@x.com>") == "Thanks Sasha, I can't go any higher."
    assert visible_text(body, signatures=False) == body


def test_html_to_text_blocks_lists_links_entities_and_quotes():
    html = ("<html><head><style>p{color:red}</style><script>alert(1)</script></head><body>"
            "<p>Hello&nbsp;<b>team</b> &amp; friends</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>"
            "<p>See <a href='https://example.com/doc'>the doc</a> or <a href='mailto:a@b.com'>a@b.com</a></p>"
            "<div class='gmail_quote'>On Mon, Bob wrote:<blockquote>old text</blockquote></div></body></html>")
    assert html_to_text(html) == ("Hello team & friends\n\n- one\n- two\n\n1. first\n\n"
                                  "See the doc (https://example.com/doc) or a@b.com")
    kept = html_to_text("<p>new</p><blockquote>old</blockquote>", drop_quotes=False)
    assert "old" in kept and "new" in kept
    outlook = ("<div><p class=MsoNormal>확인했습니다.</p><div id='divRplyFwdMsg'><b>보낸 사람:</b> 김철수<br>"
               "<b>보낸 날짜:</b> 2025년 1월 15일<br><b>받는 사람:</b> 이영희<br><b>제목:</b> 예산</div><p>이전 메일</p></div>")
    assert visible_text(outlook, html=True) == "확인했습니다."


def test_normalize_item_for_other_sources_only_cleans_text():
    item = SourceItem(source="slack", source_id="C1-1", body="  Hi @김철수\u200b,\r\n\r\n\r\n\r\n> not a mail quote  \n")
    assert normalize_item(item).body == "Hi @김철수,\n\n> not a mail quote"
    page = SourceItem(source="notion", source_id="p1", body="<h1>Plan</h1><p>Q1 &gt; Q2</p>", body_is_html=True)
    out = normalize_item(page)
    assert out.body == "Plan\n\nQ1 > Q2" and not out.body_is_html and page.body_is_html   # a copy


def test_normalize_file_for_rfc822_and_plain_text(tmp_path):
    eml = tmp_path / "reply.eml"
    eml.write_bytes(message("Re: 예산", KO_REPLY, mid="<nf@x>", sender=f"{ew('이영희')} <lee@abc.co.kr>"))
    assert normalize_file(eml) == "네, 2분기 예산 6000만원으로 확정하겠습니다."
    txt = tmp_path / "reply.txt"
    txt.write_text("Yes.\n\nOn Mon, Jan 1, 2024 at 9:00 AM Bob <b@x.com> wrote:\n> ok?\n", encoding="utf-8")
    assert normalize_file(txt) == "Yes."
    with pytest.raises(InvalidInput):
        normalize_file(tmp_path / "nope.eml")


def test_pathological_input_stays_fast():
    import time
    body = "Hi\n" + ">" * 200_000 + "\n" + ("On " + "x" * 300 + "\n") * 2000 + "-" * 5000 + "\nbye"
    t0 = time.perf_counter()
    visible_text(body)
    assert time.perf_counter() - t0 < 1.0


# ------------------------------------------------------------------------------------------ live Gmail API


@pytest.fixture
def gmail():
    with FakeGmail() as fake:
        yield fake


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def run(sync: GmailSync, cursor: dict[str, Any] | None) -> tuple[list[SourceItem], list[SkippedItem], dict[str, Any]]:
    return collect(sync, cursor)


def test_first_sync_selects_70_percent_sent_30_percent_starred_within_90_days(gmail):
    now = datetime(2025, 6, 1, 12, tzinfo=UTC)
    for i in range(20):
        gmail.add(f"sent{i:02d}", ["SENT"], now - timedelta(days=1 + i))
        gmail.add(f"star{i:02d}", ["STARRED", "INBOX"], now - timedelta(days=1 + i, hours=1))
    gmail.add("old-sent", ["SENT"], now - timedelta(days=120))
    gmail.add("inbox-only", ["INBOX"], now - timedelta(days=2))
    client = GmailClient("good-token", base_url=gmail.url)
    sync = GmailSync(client, first_sync_limit=10, now=Clock(now))
    assert sync.estimate() == 10
    items, skipped, cursor = run(sync, None)
    ids = [i.extra["gmail_id"] for i in items]
    assert not skipped and len(items) == 10
    assert ids[:7] == [f"sent{i:02d}" for i in range(7)]          # the newest sent mail first
    assert ids[7:] == [f"star{i:02d}" for i in range(3)]
    assert all(i.extra["sent"] for i in items[:7]) and items[7].labels == ["Starred", "Inbox"]
    assert cursor["phase"] == "daily"
    # limits are configuration; a side that runs short leaves its share to the other
    few_sent = GmailSync(client, first_sync_limit=30, sent_share=0.7, now=Clock(now))
    chosen = few_sent.selection(int(now.timestamp() * 1000))
    assert len(chosen) == 30 and sum(s == "sent" for _, s in chosen) == 20 and sum(s == "starred" for _, s in chosen) == 10
    assert "old-sent" not in {m for m, _ in chosen} and "inbox-only" not in {m for m, _ in chosen}


def test_first_sync_resumes_after_an_interruption(gmail):
    now = datetime(2025, 6, 1, 12, tzinfo=UTC)
    for i in range(6):
        gmail.add(f"s{i}", ["SENT"], now - timedelta(days=i + 1))
    client = GmailClient("good-token", base_url=gmail.url)
    sync = GmailSync(client, first_sync_limit=6, now=Clock(now))
    cursor: dict[str, Any] = {}
    for n, entry in enumerate(sync.items(cursor)):
        cursor = sync.cursor_after(entry, cursor)
        if n == 2:
            break   # killed midway
    assert cursor["phase"] == "first" and cursor["done"] == 3
    rest, _, cursor = run(GmailSync(client, first_sync_limit=6, now=Clock(now + timedelta(minutes=5))), cursor)
    assert [i.extra["gmail_id"] for i in rest] == ["s3", "s4", "s5"] and cursor["phase"] == "daily"


def test_daily_sync_is_incremental_sent_first_and_limited_per_day(gmail):
    now = datetime(2025, 6, 1, 12, tzinfo=UTC)
    gmail.add("before", ["SENT"], now - timedelta(days=1))
    client = GmailClient("good-token", base_url=gmail.url)
    clock = Clock(now)
    sync = GmailSync(client, first_sync_limit=5, daily_limit=3, now=clock)
    _, _, cursor = run(sync, None)
    assert run(sync, cursor)[0] == []                                   # nothing new: nothing read
    later = now + timedelta(hours=2)
    gmail.add("in1", ["INBOX"], later)
    gmail.add("in2", ["INBOX"], later + timedelta(minutes=1))
    gmail.add("out1", ["SENT"], later + timedelta(minutes=2))
    gmail.add("out2", ["SENT"], later + timedelta(minutes=3))
    clock.now = later + timedelta(hours=1)
    items, _, cursor = run(sync, cursor)
    assert [i.extra["gmail_id"] for i in items] == ["out1", "out2", "in1"]   # sent first, then oldest first
    assert cursor["taken"] == 3
    assert run(sync, cursor)[0] == []                                   # today's budget is spent
    clock.now = later + timedelta(days=1)
    items, _, cursor = run(sync, cursor)
    assert [i.extra["gmail_id"] for i in items] == ["in2"]             # left over yesterday, read today
    assert run(sync, cursor)[0] == []


def test_gmail_errors_become_provider_errors_with_a_fix(gmail, tmp_path):
    with pytest.raises(ProviderError) as bad_token:
        GmailClient("wrong", base_url=gmail.url).list_ids(limit=1)
    assert "401" in bad_token.value.message and "fresh OAuth access token" in bad_token.value.message
    slept: list[float] = []
    client = GmailClient("good-token", base_url=gmail.url, sleep=slept.append)
    gmail.failures = [(503, {"error": {"message": "backend error"}}), (429, {"error": {"message": "slow down"}})]
    assert client.list_ids(limit=1) == []                               # retried twice, then answered
    assert len(slept) == 2
    limited = {"error": {"message": "Rate Limit Exceeded", "errors": [{"reason": "rateLimitExceeded"}]}}
    gmail.failures = [(403, limited)]                                    # Gmail's 403 rate limit is retried too
    assert client.list_ids(limit=1) == [] and len(slept) == 3
    gmail.failures = [(403, {"error": {"message": "Insufficient Permission"}})]
    with pytest.raises(ProviderError, match="gmail.readonly scope"):   # a real 403 is not
        client.list_ids(limit=1)
    assert len(slept) == 3
    gmail.failures = [(500, {"error": {"message": "boom"}})] * 5
    with pytest.raises(ProviderError, match="rerun later"):
        client.list_ids(limit=1)
    gmail.failures = []
    with pytest.raises(ProviderError, match="Could not reach the Gmail API"):
        GmailClient("good-token", base_url="http://127.0.0.1:9/gmail/v1", retries=0).list_ids(limit=1)
    now = datetime(2025, 6, 1, tzinfo=UTC)
    gmail.add("gone", ["SENT"], now - timedelta(days=1))
    sync = GmailSync(client, first_sync_limit=5, now=Clock(now))
    sync.selection(int(now.timestamp() * 1000))
    gmail.deleted.add("gone")                                            # deleted between list and fetch
    items, skipped, cursor = run(sync, None)
    assert items == [] and skipped[0].origin == "gmail:gone" and cursor["phase"] == "daily"
    token_json = tmp_path / "token.json"
    token_json.write_text(json.dumps({"token": "good-token", "refresh_token": "r"}))
    assert read_token(token_file=token_json) == "good-token"
    from_file = GmailSync.from_token(token_file=token_json, base_url=gmail.url, daily_limit=7)
    assert from_file.daily_limit == 7 and from_file.client.list_ids(limit=1) == ["gone"]
    with pytest.raises(ConfigError):
        read_token(None, None)


def test_a_stub_text_part_gives_way_to_the_html_it_stands_in_for():
    html = ("<html><body><h2>Hosting decision</h2><p>After comparing both offers we will switch the marketing site "
            "to <b>Netlify</b> at the end of the month.</p><ul><li>Vercel stays for the app until Q3</li>"
            "<li>Dan owns the DNS cut-over</li></ul><p>Thanks, Maria</p></body></html>")
    item = parse_rfc822(multipart("Please view this message in an HTML client.", html))
    assert item.body_is_html and item.extra["attachments"] == ["budget.pdf"]
    body = normalize_item(item).body
    assert "switch the marketing site to Netlify" in body and "Dan owns the DNS cut-over" in body
    assert "HTML client" not in body
    # a real plain part keeps precedence over an HTML copy of the same words
    same = parse_rfc822(multipart("We will switch the marketing site to Netlify.",
                                  "<p>We will switch the marketing site to <b>Netlify</b>.</p>"))
    assert not same.body_is_html and same.body.strip() == "We will switch the marketing site to Netlify."


def test_a_memo_headed_by_its_sender_keeps_its_numbered_items():
    # 공문: "발신: 부서 이름" names the sender at the top; the short numbered lines after it are the message,
    # not a signature that starts with the sender's name
    body = ("수신: 물류운영팀\n발신: 물류혁신TF 임태식\n\n1. 산업안전보건법 관련 후속 조치입니다.\n"
            "2. 부산 물류센터 안전관리 책임자로 권혁 대리를 지정합니다.\n3. 지정일: 2026년 3월 3일\n\n끝.")
    text = visible_text(body, sender="임태식 <taesik.lim@daehanlogis.co.kr>")
    assert "권혁 대리를 지정합니다" in text
    # a real signature with the sender's name is still dropped
    signed = "회의는 목요일 10시로 확정합니다.\n\n임태식\n물류혁신TF 부장\n010-1234-5678"
    assert visible_text(signed, sender="임태식 <taesik.lim@daehanlogis.co.kr>").strip() == "회의는 목요일 10시로 확정합니다."


def test_a_signature_with_a_tagline_is_still_a_signature():
    signed = "배포는 목요일로 확정합니다.\n\n김민수\n010-1234-5678\n함께 성장하는 회사를 만듭니다."
    assert visible_text(signed, sender="김민수 <minsu@example.com>").strip() == "배포는 목요일로 확정합니다."


def test_a_mailing_list_or_a_no_reply_address_is_not_a_person(tmp_path):
    """The walk: mail to a team list made the list a person ("eng" with its address), listed beside the team's
    people. A list is told by its own headers (List-Post, List-Id, Google Groups' Mailing-list), a mail-system
    or all-staff address by its name; a list that rewrites From keeps the writer in X-Original-From."""
    listed = parse_rfc822(message(
        sender="Kim via Platform <platform@example.com>",
        extra=("Cc: Platform <platform@example.com>, Park <park@example.com>, all-staff@example.com\n"
               "X-Original-From: Kim <kim@example.com>\nList-Id: Platform team <platform.example.com>\n"
               "List-Post: <mailto:platform@example.com>\n")))
    assert listed.author.email == "kim@example.com"
    assert [p.email for p in listed.recipients] == ["lee@example.com", "park@example.com"]
    assert listed.extra["mailing_lists"] == ["all-staff@example.com", "platform@example.com"]
    munged = parse_rfc822(message(sender="Alice via Eng <eng@lists.example.com>",
                                  extra=("Reply-To: Alice <alice@example.com>\nList-Id: <eng.lists.example.com>\n"
                                         "List-Post: <mailto:eng@lists.example.com>\n")))
    assert munged.author.email == "alice@example.com"  # Mailman's DMARC rewrite: the writer is in Reply-To
    groups = parse_rfc822(message(extra="Cc: eng-all@corp.example, Jun <jun@corp.example>\n"
                                        "Mailing-list: list eng-all@corp.example; contact eng-all+owners@corp.example\n"))
    assert [p.email for p in groups.recipients] == ["lee@example.com", "jun@corp.example"]
    # a colleague whose address looks like nothing special stays a person, list headers or not
    plain = parse_rfc822(message(extra="Cc: Allison <all.son@example.com>, Dev Team <dev@example.com>\n"))
    assert [p.email for p in plain.recipients] == ["lee@example.com", "all.son@example.com", "dev@example.com"]


def test_people_of_an_ingested_message_leave_out_lists_and_no_reply_senders(tmp_path, svc):
    raw = message(subject="배포 일정", sender="GitHub <noreply@github.com>",
                  body="결정: 배포는 목요일 오후 3시로 옮깁니다.",
                  extra="Cc: Platform <platform@example.com>\nList-Post: <mailto:platform@example.com>\n")
    (tmp_path / "m.eml").write_bytes(raw)
    svc.ingest("mail", str(tmp_path / "m.eml"), user_id="u")
    people = [(p.name, p.emails) for p in svc.store.iter_people()]
    assert any("lee@example.com" in emails for _, emails in people), people
    assert not [p for p in people if p[0] in ("GitHub", "Platform")
                or {"noreply@github.com", "platform@example.com"} & set(p[1])], people
