"""Scope words that make two decisions about different matters, whatever else they share: a period (Q1 vs Q2,
1분기 vs 2분기, H1 vs 하반기, FY2026 vs FY2027, Q1 2025 vs Q1 2026), a platform (web vs mobile, iOS vs
Android), a market (EU vs UK, Brazil vs Canada, "국내" vs "일본") or what a tool is chosen for ("for event
streaming" vs "for the public API") (``docs/supersession.md``). Pure: standard library only."""

from __future__ import annotations

import re
from functools import lru_cache

from mnemo.domain.lazy_regex import lazy_compile
from mnemo.domain.decision_text import WORD_END as _E
from mnemo.domain.decision_text import WORD_START as _B
from mnemo.domain.write_rules import word_keys

#: (``_B``/``_E``: word edges that are ASCII-only: a Korean particle attaches to the word ("iOS는", "Q2에",
#: "US에서"), and ``\b`` sees no edge between "S" and "는".)
_PERIOD = [
    (lazy_compile(rf"{_B}Q\s?([1-4]){_E}|{_B}([1-4])Q{_E}|{_B}([1-4])(st|nd|rd|th) quarter{_E}", re.I), "q"),
    (lazy_compile(r"([1-4])\s?분기"), "q"),
    (lazy_compile(rf"{_B}H([12]){_E}|{_B}(first|second) half{_E}", re.I), "h"),
    (lazy_compile(r"(상|하)반기"), "h"),
    (lazy_compile(rf"{_B}FY\s?'?(\d{{2,4}}){_E}", re.I), "fy"),
]
#: The year a quarter or half belongs to ("Q1 2025", "1Q25", "2025 Q3", "H2 2026", "2025년 1분기", "25년 하반기"):
#: "Q1 2025" and "Q1 2026" budgets are two matters. Only a year tied to a period counts ("launch on 3 March
#: 2026" moved to 2027 is a new date, not another matter), and a period without one conflicts with no year.
_PERIOD_YEAR = [
    lazy_compile(rf"{_B}(?:Q\s?[1-4]|[1-4]Q|H[12])(?:\s+of\s+|,\s*|\s*)(\d{{4}}){_E}", re.I),
    # two digits only where they cannot be a count: "Q1 '25", "1Q25" (not "Q1 25 hires")
    lazy_compile(rf"{_B}(?:(?:Q\s?[1-4]|H[12])\s?'|[1-4]Q'?)(\d{{2}}){_E}", re.I),
    lazy_compile(rf"{_B}(\d{{4}})\s+(?:Q\s?[1-4]|H[12]){_E}", re.I),
    lazy_compile(r"(?<!\d)(\d{4}|\d{2})\s?년\s?(?:[1-4]\s?분기|[상하]반기)"),
]
_PLATFORMS = {
    "web": lazy_compile(rf"{_B}web( app| site| client| frontend)?{_E}|웹", re.I),
    "mobile": lazy_compile(rf"{_B}mobile{_E}|모바일", re.I),
    "ios": lazy_compile(rf"{_B}ios{_E}", re.I),
    "android": lazy_compile(rf"{_B}android{_E}|안드로이드", re.I),
    "desktop": lazy_compile(rf"{_B}desktop{_E}|데스크톱", re.I),
}
_HALF = {"first": "1", "second": "2", "상": "1", "하": "2"}
#: Markets and regions: "for EU card issuing we sign with Marqeta" and "for UK cards we stay with Paynetics"
#: are two decisions, as Q1 and Q2 budgets are.
_REGIONS = {
    "eu": lazy_compile(rf"{_B}(?:EU|Europe(?:an)?){_E}|유럽", re.I),
    "uk": lazy_compile(rf"{_B}(?:UK|Britain){_E}|영국", re.I),
    "us": lazy_compile(rf"{_B}(?:US|USA|North America){_E}|{_B}U\.S\.|미국|북미"),
    # "국내" (at home) in Korean text is Korea: "국내 출시" and "브라질 출시" are two launches
    "kr": lazy_compile(rf"{_B}(?:Korea(?:n)?|KR){_E}|한국|국내(?!외)"),
    "jp": lazy_compile(rf"{_B}(?:Japan(?:ese)?|JP){_E}|일본"),
    "apac": lazy_compile(rf"{_B}(?:APAC|Asia){_E}|아시아"),
    "latam": lazy_compile(rf"{_B}(?:LATAM|Latin America){_E}|남미"),
    "br": lazy_compile(rf"{_B}Brazil(?:ian)?{_E}|브라질"),
    "ca": lazy_compile(rf"{_B}Canad(?:a|ian){_E}|캐나다"),
    "au": lazy_compile(rf"{_B}Australia(?:n)?{_E}|호주"),
    "nz": lazy_compile(rf"{_B}New Zealand{_E}|뉴질랜드"),
    "cn": lazy_compile(rf"{_B}(?:China|Chinese){_E}|중국"),
    "tw": lazy_compile(rf"{_B}Taiwan(?:ese)?{_E}|대만"),
    "sea": lazy_compile(rf"{_B}(?:Southeast Asia|SEA){_E}|동남아"),
    "sg": lazy_compile(rf"{_B}Singapore(?:an)?{_E}|싱가포르"),
    "vn": lazy_compile(rf"{_B}Vietnam(?:ese)?{_E}|베트남"),
    "in": lazy_compile(rf"{_B}India(?:n)?{_E}"),  # not "인도": a delivery ("인도일") in Korean business text
    "de": lazy_compile(rf"{_B}German(?:y)?{_E}|독일"),
    "fr": lazy_compile(rf"{_B}(?:France|French){_E}|프랑스"),
    "mx": lazy_compile(rf"{_B}Mexic(?:o|an){_E}|멕시코"),
}

#: What a tool or vendor is chosen for: "use Kafka for event streaming", "Sierra 팀은 기능 플래그에 Terraform를
#: 사용합니다". "Kafka for event streaming" and "GraphQL for the public API" are two decisions of one team;
#: "Pulsar for event streams instead" changes the first (the purposes share a word).
_PURPOSE_EN = lazy_compile(
    r"\b(?:use[sd]?|using|adopt(?:s|ed|ing)?|go(?:es)?\s+with|pick(?:s|ed)?|standardi[sz]e\s+on)\s+"
    r"(?:[\w.+-]+\s+){1,3}?for\s+(?:the\s+|our\s+|all\s+|a\s+|an\s+)?([a-z][a-z0-9 -]{1,40}?)"
    r"(?=\s*[.,;:!?()]|\s+(?:because|since|as|from|starting|until|and|so|instead|in|on|at|by|with)\b|\s*$)", re.I)
_PURPOSE_KO = lazy_compile(r"((?:[가-힣A-Za-z0-9]{1,10}\s){0,2}[가-힣A-Za-z0-9]{1,10})(?:에는|에|용으로|용도로)\s+"
                         r"[\w.+-]+?(?:을|를|으로|로)\s?(?:사용|쓰|씁|도입|적용)")
#: A word of a Korean purpose that ends in a topic or subject particle is what the sentence is about, not
#: the purpose ("Sierra 팀은 기능 플래그에" is for "기능 플래그").
_KO_TOPIC = lazy_compile(r"(?:은|는|이|가|의)$")
#: Words after "for" that say how long or whom, not what for ("use Zoom for now", "for this quarter", "for
#: Q3", "for everyone"), as ``word_keys`` gives them (plurals folded; "the", "this", "now" are left out there
#: already): dropped, and a purpose of nothing else is none.
_PURPOSE_FILLER = frozenset("""all new time being moment while good today tomorrow day week month quarter year
rest next them us everyone everybody both each q1 q2 q3 q4 h1 h2
one two three four five six seven eight nine ten few several couple""".split())


#: First looks (one scan each, instead of one per market or per period form) before the expressions they
#: stand for: most texts name no market and no period with a year, and English text has no Korean purpose.
#: A text they pass is read by every expression, so what is found is the same (13,922 benchmark texts
#: compared); scope_of went from ~103 to ~95 µs a text on those, ~210 to ~160 µs on a long one.
_ANY_REGION = lazy_compile("|".join(f"(?:{rx.pattern})" for rx in _REGIONS.values()), re.I)
_ANY_PERIOD_YEAR = lazy_compile("|".join(f"(?:{rx.pattern})" for rx in _PERIOD_YEAR), re.I)
_HANGUL_SYLLABLE = lazy_compile(r"[가-힣]")


def purposes_of(text: str) -> frozenset[str]:
    """The words of what a decision chooses a tool for, each as ``p-<word>`` (``write_rules.word_keys``:
    casefolded, English plurals and Korean particles trimmed, function words left out)."""
    words: set[str] = set()
    for m in _PURPOSE_EN.finditer(text):
        words |= word_keys(m.group(1))
    for m in _PURPOSE_KO.finditer(text) if _HANGUL_SYLLABLE.search(text) else ():
        part = m.group(1).split()
        # the purpose is what follows the last word marked as the sentence's topic or subject ("Atlas 팀은
        # 배포에" is for "배포"; "팀의 배포에" too)
        part = part[max((i + 1 for i, w in enumerate(part) if _KO_TOPIC.search(w)), default=0):]
        if part:
            words |= word_keys(" ".join(part[-2:]))
    return frozenset(f"p-{w}" for w in words - _PURPOSE_FILLER)


@lru_cache(maxsize=4096)  # pure: asked of the same texts for each of a write's candidates
def scope_of(text: str) -> frozenset[str]:
    """Period and platform words that make a decision about a different matter than one with others."""
    out: set[str] = set()
    for rx, kind in _PERIOD:
        for m in rx.finditer(text):
            value = next(g for g in m.groups() if g)
            out.add(f"{kind}{_HALF.get(value.lower(), value) if kind == 'h' else value[-2:] if kind == 'fy' else value}")
    if _ANY_PERIOD_YEAR.search(text):
        for rx in _PERIOD_YEAR:
            for m in rx.finditer(text):
                out.add(f"y{m.group(1)[-2:]}")
    for name, rx in _PLATFORMS.items():
        if rx.search(text):
            out.add(name)
    if _ANY_REGION.search(text):
        for name, rx in _REGIONS.items():
            if rx.search(text):
                out.add(f"r-{name}")
    return frozenset(out) | purposes_of(text)


def scope_label(scope: str) -> str:
    """A scope as a person reads it: "q3" is "Q3", "y26" is "2026", "fy25" is "FY25", "p-api" is "for api",
    "r-eu" is "EU"."""
    if scope.startswith("p-"):
        return f"for {scope[2:]}"
    if scope.startswith("r-"):
        return scope[2:].upper()
    if scope.startswith("y") and scope[1:].isdigit():
        return f"20{scope[1:]}"
    return scope.upper() if scope[:1] in "qhf" and scope[-1:].isdigit() else scope


def scopes_conflict(a: frozenset[str], b: frozenset[str]) -> bool:
    """Both name a period (or a platform, a market, a purpose) and they name different ones: Q1 vs Q2, web vs
    mobile, "for event streaming" vs "for the public API" (no word shared)."""
    for prefix in ("q", "h", "fy", "y", "p-"):
        pa, pb = {s for s in a if s.startswith(prefix)}, {s for s in b if s.startswith(prefix)}
        if pa and pb and not pa & pb:
            return True
    for group in (set(_PLATFORMS), {f"r-{r}" for r in _REGIONS}):
        ga, gb = a & group, b & group
        if ga and gb and not ga & gb:
            return True
    return False
