"""Documents through the one HTML converter (``mnemo.text.html.html_page``): what a Notion export page keeps."""

from __future__ import annotations

from mnemo.text.html import html_page, html_to_text

NOTION = ("<html><head><title>Fallback</title><style>p{}</style></head><body><article class='page'>"
          "<header><h1 class='page-title'>배포 <b>정책</b></h1>"
          "<table class='properties'><tbody><tr><th>Owner</th><td>박지민</td></tr>"
          "<tr><th>Created</th><td>January 23, 2025 10:20 AM</td></tr></tbody></table></header>"
          "<div class='page-body'><h2>규칙</h2><p>금요일에는 배포하지 않습니다. "
          "<a href='https://example.com/runbook'>Runbook</a> · <a href='Sub%20page.html'>Sub page</a></p>"
          "<ol><li>리뷰 승인</li><li>스테이징 확인</li></ol>"
          "<ul class='to-do-list'><li><input type='checkbox' checked/> 롤백 계획</li><li><input type='checkbox'/> 공지</li></ul>"
          "<table><tr><th>Env</th><th>Owner</th></tr><tr><td>prod</td><td>SRE</td></tr></table>"
          "<pre class='code'><code>gh pr review --approve\n  --body ok</code></pre><p>끝.</p></div></article></body></html>")


def test_a_notion_page_keeps_its_structure_and_gives_its_title_apart():
    title, text = html_page(NOTION)
    assert title == "배포 정책" and "배포 정책" not in text and "Fallback" not in text
    assert text.strip().splitlines() == [
        "Owner: 박지민", "Created: January 23, 2025 10:20 AM", "",
        "## 규칙", "",
        "금요일에는 배포하지 않습니다. Runbook (https://example.com/runbook) · Sub page", "",
        "1. 리뷰 승인", "2. 스테이징 확인", "",
        "- [x] 롤백 계획", "- [ ] 공지", "",
        "Env | Owner", "prod | SRE", "",
        "```", "gh pr review --approve", "  --body ok", "```", "",
        "끝."]


def test_the_title_falls_back_to_the_title_element_and_then_to_none():
    assert html_page("<html><head><title>Saved page</title></head><body><p>x</p></body></html>")[0] == "Saved page"
    assert html_page("<p>x</p>") == (None, "x\n\n")


def test_mail_rendering_is_unchanged_by_the_document_mode():
    mail = "<h2>Plan</h2><table><tr><td>a</td><td>b</td></tr></table><pre>x</pre>"
    assert html_to_text(mail) == "Plan\na b\nx"
