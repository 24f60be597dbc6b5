"""Fresh9 sequences: an eleventh split, written blind for the crowded-store check (``supersession.py
--one-store``). Written by a helper who had read only the data model (``build.py``), the label format
(``_supersession_data.py``), the module docstring of ``benchmarks/supersession.py`` and the layout of the fresh8
module (its docstring, constants, people and workspaces, and its first sequence) — not the supersession or
extraction rules (nothing under ``src/``, ``docs/`` or ``tests/``), and no message text of any other split.
Names of people, companies, places, vendors and products were checked against the other splits by grep only.
The benchmark was not run on it while it was written, nor afterwards by its author. It is for measuring only;
never read its failures to tune on it.

Unlike the earlier splits (many small teams, one matter or two each), fresh9 is ONE organisation and the
people around it, so that when every sequence goes into one store (``--one-store``) the store is crowded with
look-alike decisions on different matters: launch dates per product and market, tool choices per team,
budgets per project and quarter, prices per market, schedules per customer site, vendor choices, all in
similar (sometimes templated) wording, in Korean and English, with decision mails that end in labelled
sections ("Reason:", "Background:", "Next step:", "배경:", "이유:", "후속 조치:") whose background paragraphs
mention the dates and changes of *other* matters (always consistent with where those matters stand), and
decisions that say when they take effect ("from 9 March", "3월 2일부터"). The same customers and sites
(Bramblewick's Lutterworth and Wakefield DCs, 다솔유통's 여주/칠곡 centres) appear in many decisions on
different matters. Beside them are real reversals, cancellations, restorations, out-of-order exports,
agreements and restatements, some across channels and languages.

The organisation (keys prefixed ``f9_``):

* 벼리로보틱스 Byeori Robotics (Seoul, 성수동): warehouse robots — the DR-5 autonomous mobile robot and the
  Wayline fleet software (3.0 this year). Teams: Wayline product and development, SRE, hardware and
  firmware, 국내영업, 필드서비스, 경영지원, marketing. One Slack workspace for the whole company (Korean,
  English and code-switching channels); Korean webmail (Hiworks) in Seoul;
* Byeori Robotics UK (Milton Keynes): country manager, field service, support, marketing, an SRE; Outlook
  and Gmail;
* Byeori Robotics Inc. (Columbus, Ohio): US sales, sales operations, a field service engineer; Gmail and
  Outlook;
* customers: Bramblewick Grocers (UK; Lutterworth and Wakefield DCs), Harlan & Pike Outfitters (US; Reno
  DC), 다솔유통 (여주·칠곡 물류센터), 새봄약품 (오송센터);
* vendors: Ampwell Energy (Dongguan) and 대성에너텍 (battery packs), Kingsgate Freight and Northbay
  Logistics (UK freight forwarders), Kitaura Systems (a Japanese reseller, mentioned only).

Labelling conventions (the same as fresh8's): in a *restored* sequence (X, then Y, then "never mind, we stay
on X") the restoring message is the standing one and both the original X and the Y are ``replaced`` (a
``git revert`` that restores the earlier state is the restoring message); an agreement's standing message
is the proposal, the "LGTM"/"동의합니다"/"agreed" reply is ``agreement``; a "Reminder: …"/"[리마인드]" that
only repeats an earlier decision is ``restatement`` and the original stands; a cancelled subject has
``standing: None``, the retired decision ``cancelled`` and the retiring message ``cancellation`` (a ``git
revert`` of a feature that had no earlier decision before it is a cancellation); in *out_of_order* sequences
the newer export is ingested first and the older message it overrides is ``replaced`` (an older message on a
different, look-alike matter in either export stands). ``lookalike`` marks a sequence with two standing
decisions on different matters; most subjects also have look-alikes in *other* sequences of the split (the
UK, US, Korean and Japanese launch dates; the UK and Korean Q2 marketing budgets; the 여주 and 칠곡
installation dates; …), which only the one-store mode puts side by side. A labelled message carries one
decision on its subject; unlabelled messages are context, chatter, questions, requests and acknowledgements
(some of them mention other matters' decisions in passing, as real mail does).
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, LON, NYC, LAX, SHA = "Asia/Seoul", "Europe/London", "America/New_York", "America/Los_Angeles", "Asia/Shanghai"

_BY = "byeorirobotics.com"

PEOPLE = {
    # 벼리로보틱스 (Seoul HQ)
    "f9_by_tak": Person("탁윤서", f"yunseo.tak@{_BY}", SEOUL, "yunseo", "대표이사"),
    "f9_by_seol": Person("설나은", f"naeun.seol@{_BY}", SEOUL, "naeun", "웨이라인 PM"),
    "f9_by_ban": Person("반석우", f"seokwoo.ban@{_BY}", SEOUL, "seokwoo", "웨이라인 개발팀장"),
    "f9_by_ong": Person("옹하린", f"harin.ong@{_BY}", SEOUL, "harin", "SRE"),
    "f9_by_mo": Person("모가연", f"gayeon.mo@{_BY}", SEOUL, "gayeon", "하드웨어팀장"),
    "f9_by_gong": Person("공태린", f"taerin.gong@{_BY}", SEOUL, "taerin", "펌웨어 엔지니어"),
    "f9_by_cheon": Person("천세아", f"sea.cheon@{_BY}", SEOUL, "sea.cheon", "국내영업팀 매니저"),
    "f9_by_yuk": Person("육현준", f"hyeonjun.yuk@{_BY}", SEOUL, "hyeonjun", "필드서비스팀장"),
    "f9_by_bin": Person("빈다솜", f"dasom.bin@{_BY}", SEOUL, "dasom", "경영지원팀장"),
    "f9_by_je": Person("제민호", f"minho.je@{_BY}", SEOUL, "minho", "마케팅 리드"),
    # Byeori Robotics UK (Milton Keynes)
    "f9_uk_rhiannon": Person("Rhiannon Pask", f"rhiannon.pask@{_BY}", LON, "rhiannon",
                             "Country Manager, Byeori Robotics UK"),
    "f9_uk_kavin": Person("Kavin Selvaraj", f"kavin.selvaraj@{_BY}", LON, "kavin", "Field Service Lead, UK"),
    "f9_uk_morven": Person("Morven Gilchrist", f"morven.gilchrist@{_BY}", LON, "morven", "Marketing Manager, UK"),
    "f9_uk_lorcan": Person("Lorcan Hartigan", f"lorcan.hartigan@{_BY}", LON, "lorcan", "Customer Support Lead, UK"),
    "f9_uk_ewan": Person("Ewan Strachan", f"ewan.strachan@{_BY}", LON, "ewan", "Site Reliability Engineer, UK"),
    # Byeori Robotics Inc. (Columbus, Ohio)
    "f9_us_renata": Person("Renata Villalobos", f"renata.villalobos@{_BY}", NYC, "renata",
                           "Director of Sales, Byeori Robotics Inc."),
    "f9_us_keshia": Person("Keshia Durrant", f"keshia.durrant@{_BY}", NYC, "keshia", "Sales Operations"),
    "f9_us_travis": Person("Travis Oberholtzer", f"travis.oberholtzer@{_BY}", NYC, "travis",
                           "Field Service Engineer"),
    # customers
    "f9_bw_philippa": Person("Philippa Earnshaw", "p.earnshaw@bramblewick.co.uk", LON,
                             title="Head of Automation, Bramblewick Grocers"),
    "f9_bw_gordon": Person("Gordon Blenkinsop", "g.blenkinsop@bramblewick.co.uk", LON,
                           title="General Manager, Lutterworth DC"),
    "f9_hp_cody": Person("Cody Vandersloot", "cvandersloot@harlanpike.com", LAX,
                         title="VP Distribution, Harlan & Pike Outfitters"),
    "f9_ds_eom": Person("엄태오", "taeo.eom@dasol-dist.co.kr", SEOUL, title="다솔유통 물류혁신팀 차장"),
    # vendors
    "f9_am_jasper": Person("Jasper Lin", "jasper.lin@ampwell-energy.com", SHA, title="Sales Manager, Ampwell Energy"),
    "f9_kg_sandeep": Person("Sandeep Kohli", "sandeep@kingsgatefreight.co.uk", LON,
                            title="Account Manager, Kingsgate Freight"),
}

WORKSPACES = {
    "f9_byeori": Workspace("T09F9BYRB1", "byeori-robotics", (
        "f9_by_tak", "f9_by_seol", "f9_by_ban", "f9_by_ong", "f9_by_mo", "f9_by_gong", "f9_by_cheon", "f9_by_yuk",
        "f9_by_bin", "f9_by_je", "f9_uk_rhiannon", "f9_uk_kavin", "f9_uk_morven", "f9_uk_lorcan", "f9_uk_ewan",
        "f9_us_renata", "f9_us_keshia", "f9_us_travis")),
}

WAYLINE = "git@github.com:byeori-robotics/wayline.git"
DR5_FW = "git@github.com:byeori-robotics/dr5-firmware.git"


def _u(seq: str, step: str, i: int) -> str:
    """The key ``build.py`` gives the i-th (unlabelled) message of a mail step, for ``reply_to``."""
    return f"_{seq}_{step}_{i}"


SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh9-01", "en", ["reversal", "lookalike"], [
        MailStep([
            m("a", "f9_uk_rhiannon", "2026-01-20 10:14",
              "Hi all,\n\nConfirming the date we agreed with Seoul last week: Wayline 3.0 goes live for UK customers "
              "on Monday 30 March. Customer comms go out the week before, and Lorcan's team takes the upgrade "
              "tickets from that morning.\n\nNext step: Morven to draft the customer announcement by 6 March.\n\n"
              "Thanks,\nRhiannon",
              "Wayline 3.0 goes live for UK customers",
              to=("f9_uk_kavin", "f9_uk_morven", "f9_uk_lorcan"), cc=("f9_by_seol",),
              subject="Wayline 3.0 – UK launch date"),
            n("f9_uk_morven", "2026-01-20 11:02",
              "Thanks – I'll pencil the announcement in for 23 March then.\n\nMorven",
              to=("f9_uk_rhiannon",), reply_to="a"),
            n("f9_by_seol", "2026-02-12 18:40",
              "Hi Rhiannon,\n\nA heads-up before it lands in the release channel: the Korean launch of 3.0 is moving "
              "from 16 March to 6 April (a map editor regression turned up in the Yeoju acceptance tests). The UK "
              "build follows the same release candidate, so 30 March is no longer realistic. Could you pick a new "
              "UK date? Anything from 13 April is safe on our side.\n\nNaeun",
              to=("f9_uk_rhiannon",), subject="Wayline 3.0 release candidate slip"),
            m("b", "f9_uk_rhiannon", "2026-02-16 09:30",
              "Hi all,\n\nNew date for the UK: we launch Wayline 3.0 to UK customers on Monday 20 April, three weeks "
              "later than planned.\n\nReason: the Korean release candidate slipped to 6 April, and we want two weeks "
              "of Korean production running before we upgrade Bramblewick. 30 March would also have put our first "
              "upgrade week straight into Easter.\nBackground: nothing else in the UK plan moves – Lutterworth is "
              "still on the May go-live and the DR-5 demo fleet stays in Milton Keynes.\nNext step: Morven to move the "
              "customer announcement to 13 April; Lorcan to re-book the upgrade slots.\n\nRhiannon",
              "launch Wayline 3.0 to UK customers",
              to=("f9_uk_kavin", "f9_uk_morven", "f9_uk_lorcan"), cc=("f9_by_seol",),
              subject="Wayline 3.0 – UK launch date (revised)"),
            m("c", "f9_uk_morven", "2026-02-18 15:05",
              "Thanks Rhiannon. With the new date I've booked the launch webinar for Thursday 23 April, 14:00 UK "
              "time – late enough to show real screens from live sites, and it doesn't clash with the Bramblewick "
              "quarterly review. Invites go out on 30 March.\n\nMorven",
              "booked the launch webinar for Thursday 23 April",
              to=("f9_uk_rhiannon",), cc=("f9_uk_lorcan",), reply_to="b"),
            n("f9_uk_rhiannon", "2026-02-18 15:30", "Perfect, thank you.", to=("f9_uk_morven",), reply_to="c",
              quote=False),
        ], name="outlook-rhiannon", style="outlook", owner="f9_uk_rhiannon"),
    ], [Subj("Wayline 3.0 UK launch date", "When does Wayline 3.0 launch for UK customers?",
             "웨이라인 3.0 영국 고객 대상 출시일은 언제인가요?", "b", [("a", "replaced")]),
        Subj("Wayline 3.0 UK launch webinar date", "When is the UK launch webinar for Wayline 3.0?",
             "웨이라인 3.0 영국 출시 웨비나는 언제 하나요?", "c")]),

    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh9-02", "en", ["reversal"], [
        MailStep([
            n("f9_uk_morven", "2026-01-26 16:10",
              "Hi Rhiannon,\n\nAttached is the Q2 plan. The big items are the Wayline 3.0 launch campaign (paid "
              "LinkedIn plus two trade press features), a stand at IntraLogistics North in Harrogate in June, and a "
              "customer video at Bramblewick. Total ask is £60,000 for April to June.\n\nMorven",
              to=("f9_uk_rhiannon",), subject="Q2 UK marketing plan + budget ask"),
            m("a", "f9_uk_rhiannon", "2026-01-28 09:05",
              "Morven, approved as asked: the UK Q2 marketing budget is £60,000, to be spent April to June. Please "
              "keep the Bramblewick video under £8k.\n\nR",
              "the UK Q2 marketing budget is £60,000",
              to=("f9_uk_morven",), reply_to=_u("fresh9-02", "morven.mbox", 0)),
            n("f9_uk_morven", "2026-02-27 11:20",
              "Rhiannon – now that the launch is 20 April, half the March pre-launch spend is pointless. Do you want "
              "me to hold the paid LinkedIn until April?\n\nMorven",
              to=("f9_uk_rhiannon",), subject="Q2 budget – launch timing"),
            m("b", "f9_uk_rhiannon", "2026-03-03 17:45",
              "Hi Morven,\n\nDecision: the UK Q2 marketing budget comes down from £60,000 to £45,000, effective "
              "now.\n\nReason: with the launch on 20 April the pre-launch campaign is three weeks shorter, and Seoul "
              "has asked every region to hold Q2 spend flat against Q1.\nBackground: the US team has dropped MODEX "
              "this year, so we are no longer sharing the booth graphics and the video crew with them; the "
              "Bramblewick video stays (Philippa has signed the release). The Lutterworth go-live date is "
              "Bramblewick's call and doesn't change anything here.\nNext step: please send me a re-phased plan by "
              "10 March. Dasom will update the budget sheet once it's in.\n\nThanks,\nRhiannon",
              "comes down from £60,000 to £45,000",
              to=("f9_uk_morven",), cc=("f9_by_tak", "f9_by_bin"), subject="Decision: UK Q2 marketing budget"),
            n("f9_uk_morven", "2026-03-04 08:50", "Understood – re-phased plan to you by Tuesday.\n\nMorven",
              to=("f9_uk_rhiannon",), reply_to="b"),
        ], name="morven.mbox", style="gmail", owner="f9_uk_morven"),
    ], [Subj("UK Q2 marketing budget", "What is the UK marketing budget for Q2?",
             "영국 2분기 마케팅 예산은 얼마인가요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh9-03", "en", ["restored"], [
        SlackStep("f9_byeori", "uk-support", [
            n("f9_uk_lorcan", "2026-01-13 09:40",
              "Help Scout renewal is due 28 Feb. Before I sign anything: strong feelings, anyone? The Bramblewick "
              "shared inbox and all our saved replies live there."),
            m("a", "f9_uk_lorcan", "2026-01-15 16:05",
              "Decided: we keep Help Scout as the UK helpdesk for now, switched to month-to-month billing until we "
              "see what the Wayline 3.0 ticket volume looks like.",
              "we keep Help Scout as the UK helpdesk"),
            n("f9_uk_kavin", "2026-02-05 10:12",
              "any chance the helpdesk could give my engineers proper field tickets? we're still copying Help Scout "
              "threads into a spreadsheet for site visits"),
            m("b", "f9_uk_rhiannon", "2026-02-09 14:30",
              "Talked it through with Lorcan and Kavin: UK support moves to Freshdesk from 1 March. It has "
              "field-service ticket types, Kavin's engineers get the mobile app, and Help Scout is month-to-month "
              "anyway so we just let it lapse.",
              "UK support moves to Freshdesk from 1 March",
              reactions={"+1": ["f9_uk_kavin"]}),
            n("f9_uk_kavin", "2026-02-09 14:41", "🙌 finally", thread="b"),
            n("f9_uk_lorcan", "2026-02-09 15:02", "I'll start a trial workspace and test the importer this week",
              thread="b"),
            n("f9_uk_lorcan", "2026-02-20 17:15",
              "Bad news on the importer: it brings tickets across but drops the conversation threads and every "
              "attachment older than a year. That's all of Bramblewick's history incl. the Lutterworth commissioning "
              "photos."),
            m("c", "f9_uk_lorcan", "2026-02-24 11:20",
              "Scrap the Freshdesk move. We stay on Help Scout – losing two years of Bramblewick history isn't worth "
              "it, and Help Scout's custom fields cover Kavin's field tickets well enough. I've put it back on annual "
              "billing; the Freshdesk trial is cancelled.",
              "We stay on Help Scout",
              reactions={"+1": ["f9_uk_rhiannon", "f9_uk_kavin"]}),
            n("f9_uk_rhiannon", "2026-02-24 11:34", "fair enough, agreed", thread="c"),
        ], topic="UK customer support"),
    ], [Subj("UK support helpdesk tool", "Which helpdesk tool does the UK support team use?",
             "영국 고객지원팀은 어떤 헬프데스크 도구를 쓰나요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh9-04", "en", ["agreement", "lookalike"], [
        SlackStep("f9_byeori", "us-sales", [
            n("f9_us_renata", "2026-02-02 10:15",
              "Our pipeline lives in three spreadsheets and Travis's notebook. @{f9_us_keshia} can you put together "
              "a CRM proposal before the Harlan & Pike renewal talks?"),
            m("a", "f9_us_keshia", "2026-02-10 14:30",
              "Proposal: from 1 March the US pipeline moves out of the spreadsheets into HubSpot (Sales Hub, Starter "
              "plan), three seats – Renata, me, and Travis read-only. I'd do the import the last week of February. "
              "Pipedrive was close, but HubSpot's forms plug straight into the website we already run.",
              "moves out of the spreadsheets into HubSpot"),
            m("b", "f9_us_renata", "2026-02-10 15:02", "LGTM, go ahead with HubSpot.", "LGTM, go ahead with HubSpot",
              thread="a"),
            n("f9_us_travis", "2026-02-10 15:20", "read-only is fine by me as long as there's a phone app", thread="a"),
            m("c", "f9_us_renata", "2026-02-17 11:20",
              "One more tooling call so we stop emailing Word docs around: all US quotes go out through PandaDoc "
              "from now on, using the price book Keshia built. Signed quotes land in the CRM automatically.",
              "all US quotes go out through PandaDoc"),
            n("f9_us_keshia", "2026-02-17 11:31", "template's ready, I'll share it in here this afternoon", thread="c"),
        ], topic="US pipeline, quotes, accounts"),
    ], [Subj("US sales CRM", "Which CRM does the US sales team use for its pipeline?",
             "미국 영업팀은 파이프라인 관리에 어떤 CRM을 쓰나요?", "a", [("b", "agreement")]),
        Subj("US quoting tool", "Which tool does the US team use to send quotes?",
             "미국 팀은 견적서를 어떤 도구로 보내나요?", "c")]),

    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh9-05", "en", ["restored"], [
        MailStep([
            m("a", "f9_uk_rhiannon", "2026-01-22 14:00",
              "Hi Philippa,\n\nFollowing Tuesday's steering call, confirming that the DR-5 fleet at Lutterworth DC "
              "goes live on Tuesday 12 May, with hypercare running to the end of May. Kavin will send the "
              "installation plan separately.\n\nKind regards,\nRhiannon Pask\nCountry Manager, Byeori Robotics UK",
              "goes live on Tuesday 12 May",
              to=("f9_bw_philippa",), cc=("f9_bw_gordon", "f9_uk_kavin"), subject="Lutterworth DC – go-live date"),
            n("f9_bw_philippa", "2026-03-09 16:20",
              "Rhiannon,\n\nBad news from our side: IT has scheduled the WMS upgrade at Lutterworth for the week of "
              "11 May and won't let two go-lives share a week. Could we push the robots two weeks?\n\nPhilippa",
              to=("f9_uk_rhiannon",), cc=("f9_bw_gordon",), reply_to="a"),
            m("b", "f9_uk_rhiannon", "2026-03-10 10:05",
              "Hi Philippa,\n\nUnderstood. We'll move the Lutterworth go-live to Tuesday 26 May (after the bank "
              "holiday); hypercare then runs to 12 June. Kavin's team keeps its installation dates, so the robots "
              "simply sit in test mode for two extra weeks.\n\nRhiannon",
              "move the Lutterworth go-live to Tuesday 26 May",
              to=("f9_bw_philippa",), cc=("f9_bw_gordon", "f9_uk_kavin"),
              reply_to=_u("fresh9-05", "outlook-rhiannon", 1)),
            m("c", "f9_bw_philippa", "2026-03-24 11:45",
              "Hi Rhiannon,\n\nGood news for once. IT has pushed the WMS upgrade into July, so there is no clash any "
              "more. Let's go back to the original plan: the robots go live at Lutterworth on 12 May as first "
              "agreed, hypercare to the end of May.\n\nBackground: Wakefield is unaffected – the site survey went ahead "
              "this morning as booked.\nNext step: Gordon will re-confirm the shift pattern for go-live "
              "week.\n\nPhilippa",
              "go live at Lutterworth on 12 May",
              to=("f9_uk_rhiannon",), cc=("f9_bw_gordon", "f9_uk_kavin"), reply_to="b"),
            n("f9_uk_rhiannon", "2026-03-24 13:10",
              "Brilliant, thank you – I'll let Kavin and Seoul know.\n\nRhiannon",
              to=("f9_bw_philippa",), reply_to="c", quote=False),
        ], name="outlook-rhiannon", style="outlook", owner="f9_uk_rhiannon"),
    ], [Subj("Bramblewick Lutterworth DC go-live date",
             "When does the DR-5 fleet at Bramblewick's Lutterworth DC go live?",
             "브램블윅 러터워스 물류센터의 DR-5 가동 개시일은 언제인가요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh9-06", "en", ["lookalike"], [
        SlackStep("f9_byeori", "uk-field", [
            n("f9_uk_kavin", "2026-03-05 09:10",
              "Philippa wants a Wakefield survey before their board meets in April. I can do the week of the 23rd "
              "or the 30th."),
            m("a", "f9_uk_kavin", "2026-03-11 15:40",
              "Wakefield site survey is booked for Tuesday 24 March, 8am start – me and @{f9_uk_rhiannon}, with "
              "Gordon's opposite number at Wakefield showing us round. Bring boots, it's a live floor.",
              "Wakefield site survey is booked for Tuesday"),
            n("f9_uk_rhiannon", "2026-03-11 15:52", "I'll drive, pick you up at 6", thread="a"),
            n("f9_uk_kavin", "2026-03-25 10:00",
              "Lutterworth is back on 12 May, so operator training has to land the week before. Gordon's shift leads "
              "can do Wednesday/Thursday."),
            m("b", "f9_uk_kavin", "2026-03-27 14:20",
              "Lutterworth operator training is set: Wednesday 6 and Thursday 7 May, two sessions a day in the "
              "mezzanine training room, 8 operators per session.",
              "Lutterworth operator training is set"),
            n("f9_uk_lorcan", "2026-03-27 14:35", "can support sit in on the Thursday afternoon one?", thread="b"),
            n("f9_uk_kavin", "2026-03-27 14:37", "sure, grab a seat", thread="b"),
        ], topic="UK installs, surveys, training"),
    ], [Subj("Bramblewick Wakefield site survey date", "When is the site survey at Bramblewick's Wakefield DC?",
             "브램블윅 웨이크필드 센터 현장 실사는 언제인가요?", "a"),
        Subj("Bramblewick Lutterworth operator training dates",
             "When is operator training at Bramblewick's Lutterworth DC?",
             "브램블윅 러터워스 센터 작업자 교육은 언제인가요?", "b")]),

    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh9-07", "en", ["cancellation"], [
        MailStep([
            m("a", "f9_us_renata", "2026-01-14 13:00",
              "Team,\n\nWe're going to MODEX this year. We have a 10x20 booth in the mobile robots area, budget "
              "$48,000 all in (space, booth build, travel). Travis brings two DR-5 units and the Wayline demo "
              "fleet.\n\nNext step: Keshia to book hotels by 1 February.\n\nRenata",
              "We're going to MODEX this year",
              to=("f9_us_keshia", "f9_us_travis"), cc=("f9_by_tak",), subject="We're exhibiting at MODEX"),
            n("f9_us_keshia", "2026-01-15 09:40",
              "Hotels: the block near the convention center is going fast, booking today.\n\nKeshia",
              to=("f9_us_renata",), reply_to="a"),
            n("f9_by_tak", "2026-02-17 09:00",
              "Renata,\n\nWith the US launch now on 18 May, I'd like us to look again at what we spend before the "
              "launch. MODEX would show a product that US customers can't buy for another month. Your call, but "
              "please decide this week.\n\nYunseo",
              to=("f9_us_renata",), subject="US spend before the launch"),
            m("b", "f9_us_renata", "2026-02-19 17:30",
              "Team,\n\nWe're pulling out of MODEX this year. Decision made with Yunseo this morning.\n\nReason: "
              "Wayline 3.0 doesn't launch in the US until 18 May, so we'd be demoing software nobody can buy for a "
              "month, and the $48k is better spent on on-site demos for the three accounts we're closest on.\n"
              "Background: the DR-5 US order book still opens on 1 July as planned; the Harlan & Pike pilot in Reno "
              "is not affected.\nOutcome: the booth deposit is refundable until 1 March – Keshia, please cancel it "
              "this week. No replacement show this year.\n\nRenata",
              "We're pulling out of MODEX this year",
              to=("f9_us_keshia", "f9_us_travis"), cc=("f9_by_tak",), subject="Change of plan: MODEX"),
            n("f9_us_keshia", "2026-02-20 10:05",
              "Done – refund requested, confirmation number is in the sheet.\n\nKeshia",
              to=("f9_us_renata",), reply_to="b"),
        ], name="renata.mbox", style="gmail", owner="f9_us_renata"),
    ], [Subj("US team exhibiting at MODEX", "Is the US team exhibiting at MODEX this year?",
             "미국 팀은 올해 MODEX 전시회에 참가하나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh9-08", "en", ["cancellation", "restatement"], [
        MailStep([
            m("a", "f9_us_renata", "2026-02-05 11:00",
              "Hi Cody,\n\nThanks for the call. To confirm what we agreed: the DR-5 pilot at your Reno DC starts on "
              "Monday 1 June, with six units on the returns mezzanine for eight weeks. Travis will be on site for the "
              "first two weeks.\n\nBest,\nRenata Villalobos\nDirector of Sales, Byeori Robotics Inc.",
              "pilot at your Reno DC starts on",
              to=("f9_hp_cody",), cc=("f9_us_travis",), subject="Reno DC pilot – start date"),
            n("f9_hp_cody", "2026-02-05 14:20",
              "Confirmed on our side. I'll get the mezzanine cleared by the end of May.\n\nCody",
              to=("f9_us_renata",), cc=("f9_us_travis",), reply_to="a"),
            m("b", "f9_us_travis", "2026-04-22 09:15",
              "Hi Cody,\n\nReminder: the Reno pilot kicks off Monday 1 June as planned – six DR-5 units on the "
              "returns mezzanine. The units ship from Columbus on 20 May; I'll arrive on the 31st to unpack.\n\n"
              "Travis",
              "the Reno pilot kicks off Monday 1 June",
              to=("f9_hp_cody",), cc=("f9_us_renata",), subject="Reminder: Reno pilot kick-off 1 June"),
            m("c", "f9_hp_cody", "2026-05-06 16:40",
              "Travis, Renata,\n\nI'm sorry to do this late. Our board froze all automation capex for the rest of "
              "the fiscal year last night, so we're calling off the Reno pilot. There's no new date – we'll reach "
              "out when the freeze lifts, probably not before 2027.\n\nCody",
              "we're calling off the Reno pilot",
              to=("f9_us_travis",), cc=("f9_us_renata",), reply_to="b"),
            n("f9_us_renata", "2026-05-06 20:05",
              "Understood, Cody, and thank you for telling us straight away. Travis will keep the six units in "
              "Columbus for other demos.\n\nRenata",
              to=("f9_hp_cody",), cc=("f9_us_travis",), reply_to="c"),
        ], name="outlook-renata", style="outlook", owner="f9_us_renata"),
    ], [Subj("Harlan & Pike Reno DC pilot", "When does the DR-5 pilot at Harlan & Pike's Reno DC start?",
             "할란앤파이크 리노 센터 DR-5 파일럿은 언제 시작하나요?", None,
             [("a", "cancelled"), ("b", "restatement"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh9-09", "en", ["reversal", "lookalike"], [
        GitStep(WAYLINE, [
            n("f9_by_ban", "2026-01-27 14:02",
              "fleet: add per-zone speed limits to the map schema\n\nZones can now carry max_speed; the planner "
              "clamps velocity while a robot's footprint overlaps a zone.",
              file=("wayline/fleet/zones.py", "ZONE_FIELDS = ('id', 'polygon', 'max_speed')\n")),
            m("a", "f9_by_ban", "2026-01-29 10:30",
              "fleet: default shared-aisle speed limit 1.2 m/s\n\nShared aisles (people and robots) get a default cap "
              "of 1.2 m/s unless a site config overrides it. Matches the DR-5 spec sheet.",
              "default shared-aisle speed limit 1.2 m/s",
              file=("config/defaults.yaml", "shared_aisle_max_speed: 1.2\n")),
            m("b", "f9_by_ong", "2026-02-04 16:12",
              "charging: return to dock at 25% battery by default\n\nWas 15%, which left robots stranded at the far "
              "end of long aisles. 25% from 3.0 onwards; sites can still override it.",
              "return to dock at 25% battery",
              file=("config/charging.yaml", "return_to_dock_below: 0.25\n")),
            n("f9_by_ban", "2026-02-20 11:40", "docs: document zone speed overrides in site config",
              file=("docs/site-config.md", "# Site config\n\nZone speed overrides: `zones[].max_speed`.\n")),
            m("c", "f9_by_ban", "2026-03-18 11:05",
              "fleet: lower default shared-aisle speed to 0.9 m/s\n\nBramblewick's safety review for Lutterworth "
              "asked for 0.9 m/s where pickers walk, and the Korean sites agreed it costs little throughput. Default "
              "for all sites from 3.0; 1.2 m/s only through an explicit site override.\n\nRefs: WL-1184",
              "lower default shared-aisle speed to 0.9 m/s",
              file=("config/defaults.yaml", "shared_aisle_max_speed: 0.9\n")),
        ]),
    ], [Subj("Wayline default shared-aisle speed limit", "What is Wayline's default speed limit in shared aisles?",
             "웨이라인의 공용 통로 기본 속도 제한은 얼마인가요?", "c", [("a", "replaced")]),
        Subj("Wayline default low-battery return threshold",
             "At what battery level do robots return to the dock by default in Wayline?",
             "웨이라인에서 로봇은 기본적으로 배터리 몇 %에서 충전 도크로 복귀하나요?", "b")]),

    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh9-10", "en", ["out_of_order", "lookalike"], [
        SlackStep("f9_byeori", "us-launch", [
            m("d", "f9_us_renata", "2026-02-13 15:45",
              "DR-5 for US customers: orders open on Wednesday 1 July, first deliveries from mid-August. Until then "
              "sales can take non-binding reservations.",
              "orders open on Wednesday 1 July"),
            n("f9_us_travis", "2026-02-13 16:10", "good, gives me time to rebuild the Columbus demo cell", thread="d"),
            m("b", "f9_us_renata", "2026-02-16 11:20",
              "Update on the US date, agreed with Naeun and Yunseo last night: Wayline 3.0 launches in the US on "
              "Monday 18 May, not 4 May. Two reasons: we want a month of UK production behind us first (UK goes on "
              "20 April), and the US price book won't clear legal before May.",
              "launches in the US on Monday 18 May"),
            n("f9_us_keshia", "2026-02-16 11:34", "moving the launch email schedule now", thread="b"),
        ], name="slack-export-2026-02", topic="US launch"),
        SlackStep("f9_byeori", "us-launch", [
            n("f9_us_renata", "2026-01-08 09:30",
              "Kicking off US launch planning. We need a date before the Harlan & Pike renewal call."),
            m("a", "f9_us_renata", "2026-01-19 16:00",
              "Locking it in: Wayline 3.0 goes live for US customers on Monday 4 May. Keshia, please build the "
              "launch email calendar backwards from that.",
              "goes live for US customers"),
            n("f9_us_keshia", "2026-01-19 16:12", "on it", thread="a"),
        ], name="slack-export-2026-01", topic="US launch"),
    ], [Subj("Wayline 3.0 US launch date", "When does Wayline 3.0 launch for US customers?",
             "웨이라인 3.0 미국 출시일은 언제인가요?", "b", [("a", "replaced")]),
        Subj("DR-5 US order opening date", "When do DR-5 orders open for US customers?",
             "미국 고객 대상 DR-5 주문 접수는 언제부터인가요?", "d")]),

    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh9-11", "en", ["restatement"], [
        SlackStep("f9_byeori", "uk-sales", [
            n("f9_uk_morven", "2026-03-02 10:00",
              "Are we allowed to quote DR-5 to UK prospects yet? Two asked at the Bramblewick open day."),
            m("a", "f9_uk_rhiannon", "2026-03-05 12:30",
              "Yes, from June: DR-5 orders open for UK customers on Monday 1 June, once UKCA marking is through. "
              "Until then quote it as 'indicative' only.",
              "DR-5 orders open for UK customers"),
            n("f9_uk_kavin", "2026-03-05 12:44", "👍 I'll tell the two Wakefield folk", thread="a"),
        ], name="slack-uk-sales", topic="UK pipeline"),
        SlackStep("f9_byeori", "uk-team", [
            m("b", "f9_uk_rhiannon", "2026-05-26 09:05",
              "Reminder: the UK order book for DR-5 opens next Monday, 1 June. Price list v3 is in the shared drive, "
              "please use that one.",
              "the UK order book for DR-5 opens"),
            n("f9_uk_lorcan", "2026-05-26 09:20", "noted 👍"),
        ], name="slack-uk-team", topic="Byeori UK – everyone"),
    ], [Subj("DR-5 UK order opening date", "When do DR-5 orders open for UK customers?",
             "영국 고객 대상 DR-5 주문 접수는 언제부터인가요?", "a", [("b", "restatement")])]),

    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh9-12", "en", ["reversal", "agreement"], [
        MailStep([
            m("a", "f9_uk_kavin", "2026-01-09 11:00",
              "Hi Sandeep,\n\nGood news – we'd like Kingsgate Freight to handle our inbound robot shipments from "
              "Korea to Milton Keynes for 2026, starting with the February container. Rates as per your quote "
              "KF-2611.\n\nKavin Selvaraj\nField Service Lead, Byeori Robotics UK",
              "we'd like Kingsgate Freight to handle our inbound",
              to=("f9_kg_sandeep",), cc=("f9_uk_rhiannon", "f9_by_mo"), subject="Robot shipments Korea → Milton Keynes"),
            n("f9_uk_kavin", "2026-03-06 16:30",
              "Rhiannon, FYI the February container cleared Southampton nine days late and two DR-5 crates arrived "
              "with their tilt indicators tripped. Second time Kingsgate has missed the customs pre-lodgement. I've "
              "asked Northbay Logistics for a quote.\n\nKavin",
              to=("f9_uk_rhiannon",), subject="Kingsgate – February container"),
            m("b", "f9_uk_rhiannon", "2026-03-12 10:30",
              "Kavin, Gayeon,\n\nProposal: from the April shipment onwards our UK inbound robot freight moves from "
              "Kingsgate to Northbay Logistics. Their quote is 6% higher, but they do the customs pre-lodgement "
              "themselves and deliver on air-ride trailers.\n\nReason: two late clearances and the damaged crates in "
              "February.\nBackground: the Lutterworth robots are already in the country, so the go-live isn't at "
              "risk either way; the April container carries the stock for the June order book.\nNext step: if Seoul agrees, "
              "Kavin gives Kingsgate notice and books Northbay for the April sailing.\n\nRhiannon",
              "moves from Kingsgate to Northbay Logistics",
              to=("f9_uk_kavin", "f9_by_mo"), subject="Proposal: switch UK freight forwarder to Northbay"),
            m("c", "f9_by_mo", "2026-03-13 09:10",
              "Agreed from Seoul side. Please send Northbay the packing spec v2 (the crates with the new shock "
              "brackets).\n\nGayeon",
              "Agreed from Seoul side",
              to=("f9_uk_rhiannon", "f9_uk_kavin"), reply_to="b"),
            n("f9_uk_kavin", "2026-03-13 08:20", "Will do. Notice went to Sandeep this morning.\n\nKavin",
              to=("f9_by_mo", "f9_uk_rhiannon"), reply_to="c"),
        ], name="kavin.mbox", style="gmail", owner="f9_uk_kavin"),
    ], [Subj("UK inbound freight forwarder",
             "Which freight forwarder handles Byeori's inbound robot shipments to the UK?",
             "영국으로 들어가는 로봇 운송은 어느 포워더가 맡나요?", "b", [("a", "replaced"), ("c", "agreement")])]),

    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh9-13", "ko", ["reversal"], [
        SlackStep("f9_byeori", "wayline-release", [
            n("f9_by_seol", "2026-01-12 10:00",
              "3.0 국내 출시일 정하려고 합니다. 다솔유통 여주센터 인수테스트 일정 보고 이번 주 안에 확정할게요."),
            m("a", "f9_by_seol", "2026-01-15 17:20",
              "웨이라인 3.0 국내 출시일은 3월 16일(월)로 확정합니다. 고객 공지는 3월 9일에 나갑니다.",
              "국내 출시일은 3월 16일(월)로 확정합니다"),
            n("f9_by_ban", "2026-01-15 17:31", "RC는 3월 2일에 자를게요", thread="a"),
            n("f9_by_ban", "2026-02-09 19:40",
              "여주 인수테스트에서 맵 편집기 회귀 버그 나왔어요. 구역 병합하면 속도 제한 값이 날아감... 고치고 재검증까지 최소 2주"),
            m("b", "f9_by_seol", "2026-02-11 11:00",
              "3.0 국내 출시 4월 6일(월)로 3주 미룹니다. 맵 편집기 수정이랑 여주센터 재검증 일정 반영한 거고, 고객 공지도 3월 30일로 "
              "같이 밀려요.",
              "3.0 국내 출시 4월 6일(월)로 3주 미룹니다",
              reactions={"white_check_mark": ["f9_by_ban", "f9_by_tak"]}),
            n("f9_by_je", "2026-02-11 11:14", "보도자료도 4월 첫 주로 옮겨둘게요", thread="b"),
        ], topic="웨이라인 릴리스 일정"),
    ], [Subj("Wayline 3.0 Korea launch date", "When does Wayline 3.0 launch in Korea?",
             "웨이라인 3.0 국내 출시일은 언제인가요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh9-14", "ko", ["agreement", "lookalike"], [
        SlackStep("f9_byeori", "dr5", [
            n("f9_by_mo", "2026-02-02 14:00", "DR-5 양산 1차 로트 3월 둘째 주 입고 확정됐습니다. 이제 출시일 잡아도 될 것 같아요"),
            m("a", "f9_by_cheon", "2026-02-03 10:30",
              "제안드립니다: DR-5 국내 정식 출시일을 3월 23일(월)로 하면 어떨까요? 여주센터 설치가 그 전에 시작되니까 레퍼런스 사진도 "
              "확보되고, 5월 전시회 전에 출시가 끝납니다.",
              "국내 정식 출시일을 3월 23일(월)로 하면"),
            m("b", "f9_by_tak", "2026-02-03 11:05", "동의합니다. 3월 23일로 갑시다.", "동의합니다. 3월 23일로 갑시다.",
              thread="a"),
            n("f9_by_je", "2026-02-03 11:20", "출시 보도자료 23일 오전 배포로 준비할게요", thread="a"),
            m("c", "f9_by_tak", "2026-02-06 16:20",
              "DR-5 국내 판매가 결정했습니다: 대당 4,650만 원(VAT 별도), 웨이라인 라이선스는 별도입니다. 2대 이상 리스 프로그램은 "
              "4월에 따로 공지할게요.",
              "DR-5 국내 판매가 결정했습니다: 대당 4,650만 원"),
            n("f9_by_cheon", "2026-02-06 16:41", "견적서 양식 바로 바꾸겠습니다", thread="c"),
        ], topic="DR-5 출시 준비"),
    ], [Subj("DR-5 Korea launch date", "When is the official launch of DR-5 in Korea?",
             "DR-5 국내 정식 출시일은 언제인가요?", "a", [("b", "agreement")]),
        Subj("DR-5 Korea list price", "What is the list price of a DR-5 in Korea?",
             "DR-5 국내 판매가는 얼마인가요?", "c")]),

    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh9-15", "ko", ["reversal", "lookalike"], [
        SlackStep("f9_byeori", "field-kr", [
            n("f9_by_yuk", "2026-02-04 09:30",
              "다솔 여주센터 DR-5 설치 일정 잡아야 합니다. 로봇 입고가 3월 첫 주라서 빠르면 그다음 주 가능"),
            m("a", "f9_by_yuk", "2026-02-06 15:10",
              "여주센터 설치는 3월 9일(월)부터 시작합니다. 설치조 4명, 2주 예정. 엄태오 차장님께는 세아님이 메일로 확정 부탁드려요",
              "여주센터 설치는 3월 9일(월)부터 시작합니다"),
            n("f9_by_cheon", "2026-02-06 15:22", "네 이번 주 안에 보낼게요", thread="a"),
        ], name="slack-field-kr", topic="국내 설치·점검"),
        MailStep([
            n("f9_ds_eom", "2026-02-20 14:00",
              "천세아 매니저님,\n\n여주센터 B동 바닥 에폭시 보수공사가 3월 9일~13일로 잡혔습니다. 이 기간에는 B동 출입이 어렵습니다. "
              "로봇 설치 일정 조정이 가능할지 검토 부탁드립니다.\n\n엄태오 드림\n다솔유통 물류혁신팀 차장",
              to=("f9_by_cheon",), subject="[다솔유통] 여주센터 바닥 보수공사 일정 안내"),
            m("b", "f9_by_cheon", "2026-02-23 10:20",
              "엄태오 차장님 안녕하세요.\n\n내부 협의 결과 여주센터 DR-5 설치 착수일을 3월 16일(월)로 변경합니다. 설치 기간은 동일하게 "
              "2주이며, 3월 27일(금)까지 시운전을 마칠 예정입니다.\n\n배경: B동 바닥 보수공사(3월 9일~13일)와 겹치지 않도록 1주 "
              "늦췄습니다. DR-5 정식 출시(3월 23일) 일정은 변동 없습니다.\n후속 조치: 당사 필드서비스팀이 3월 13일 오후에 바닥 상태를 "
              "확인하겠습니다.\n\n천세아 드림\n벼리로보틱스 국내영업팀",
              "설치 착수일을 3월 16일(월)로 변경합니다",
              to=("f9_ds_eom",), cc=("f9_by_yuk",), reply_to=_u("fresh9-15", "hiworks-cheon", 0)),
            m("c", "f9_by_cheon", "2026-03-04 16:00",
              "엄태오 차장님,\n\n여주센터 작업자 교육은 3월 26일(목)에 진행하기로 확정했습니다. 오전(09~12시) 주간조, 오후(14~17시) "
              "야간조 두 차수이며, 장소는 B동 2층 회의실입니다.\n\n후속 조치: 교육 자료는 3월 20일까지 보내드리겠습니다.\n\n천세아 드림",
              "작업자 교육은 3월 26일(목)에 진행하기로 확정했습니다",
              to=("f9_ds_eom",), cc=("f9_by_yuk",), subject="[벼리로보틱스] 여주센터 작업자 교육 일정 확정"),
            n("f9_ds_eom", "2026-03-04 17:30", "확인했습니다. 교육 대상자 명단은 다음 주에 드리겠습니다.\n\n엄태오 드림",
              to=("f9_by_cheon",), reply_to="c"),
        ], name="hiworks-cheon", style="korean", owner="f9_by_cheon"),
    ], [Subj("Dasol Yeoju centre DR-5 installation start", "When does DR-5 installation start at Dasol's Yeoju centre?",
             "다솔유통 여주센터 DR-5 설치는 언제 시작하나요?", "b", [("a", "replaced")]),
        Subj("Dasol Yeoju centre operator training date", "When is operator training at Dasol's Yeoju centre?",
             "다솔유통 여주센터 작업자 교육은 언제인가요?", "c")]),

    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh9-16", "ko", ["lookalike"], [
        MailStep([
            m("a", "f9_by_cheon", "2026-03-18 11:00",
              "엄태오 차장님 안녕하세요.\n\n칠곡센터 DR-5 설치는 4월 13일(월)부터 진행합니다. 설치 기간은 약 3주로, 5월 1일(금)까지 "
              "시운전 완료를 목표로 합니다.\n\n배경: 여주센터 설치가 바닥 공사로 1주 늦게(3월 16일) 시작되었고, 웨이라인 3.0 국내 출시도 "
              "4월 6일로 조정되어, 칠곡은 3.0 버전으로 바로 설치하는 것이 낫다고 판단했습니다.\n후속 조치: 설치조 숙소는 당사에서 칠곡 "
              "인근으로 예약하겠습니다.\n\n천세아 드림\n벼리로보틱스 국내영업팀",
              "칠곡센터 DR-5 설치는 4월 13일(월)부터 진행합니다",
              to=("f9_ds_eom",), cc=("f9_by_yuk",), subject="[벼리로보틱스] 칠곡센터 DR-5 설치 일정 안내"),
            n("f9_ds_eom", "2026-03-19 09:10",
              "일정 확인했습니다. 칠곡에는 로봇이 몇 대 들어가는 걸로 보면 될까요? 내부 보고 때문에 확정 대수가 필요합니다.\n\n엄태오 드림",
              to=("f9_by_cheon",), cc=("f9_by_yuk",), reply_to="a"),
            m("b", "f9_by_yuk", "2026-03-20 09:40",
              "엄태오 차장님, 필드서비스팀 육현준입니다.\n\n칠곡센터 투입 대수는 14대로 확정합니다. 당초 검토하던 12대에 냉장 구역 통로 "
              "2개를 추가 반영했습니다.\n\n이유: 여주센터 시뮬레이션에서 냉장 구역 피킹 대기시간이 가장 길게 나왔습니다.\n\n육현준 드림",
              "칠곡센터 투입 대수는 14대로 확정합니다",
              to=("f9_ds_eom",), cc=("f9_by_cheon",), reply_to=_u("fresh9-16", "hiworks-yuk", 1)),
            n("f9_ds_eom", "2026-03-20 10:15", "감사합니다. 그대로 내부 보고 올리겠습니다.\n\n엄태오 드림",
              to=("f9_by_yuk",), reply_to="b", quote=False),
        ], name="hiworks-yuk", style="korean", owner="f9_by_yuk"),
    ], [Subj("Dasol Chilgok centre DR-5 installation start",
             "When does DR-5 installation start at Dasol's Chilgok centre?",
             "다솔유통 칠곡센터 DR-5 설치는 언제 시작하나요?", "a"),
        Subj("Number of DR-5 units at Dasol Chilgok centre", "How many DR-5 robots go into Dasol's Chilgok centre?",
             "다솔유통 칠곡센터에는 DR-5가 몇 대 들어가나요?", "b")]),

    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh9-17", "ko", ["agreement"], [
        MailStep([
            n("f9_ds_eom", "2026-03-30 15:00",
              "천세아 매니저님,\n\n계약서상 정기점검이 월 1회로 되어 있는데, 칠곡까지 가동되면 월 1회로는 부족할 것 같습니다. 방문 주기를 "
              "늘릴 수 있을지 문의드립니다.\n\n엄태오 드림",
              to=("f9_by_cheon",), subject="[다솔유통] 정기점검 주기 문의"),
            m("a", "f9_by_cheon", "2026-04-02 10:00",
              "엄태오 차장님,\n\n제안드립니다. 4월부터 여주·칠곡 두 센터 모두 정기점검을 격주 화요일 방문으로 바꾸는 안입니다. 추가 비용 "
              "없이 기존 유지보수 계약 범위 안에서 진행하고, 방문 시간은 오전 7시~10시(주간조 투입 전)입니다.\n\n배경: 칠곡센터 설치(4월 "
              "13일 착수)가 끝나면 두 센터 합계 로봇이 26대가 됩니다.\n\n검토 후 회신 부탁드립니다.\n천세아 드림",
              "정기점검을 격주 화요일 방문으로 바꾸는 안입니다",
              to=("f9_ds_eom",), cc=("f9_by_yuk",), reply_to=_u("fresh9-17", "hiworks-eom", 0)),
            m("b", "f9_ds_eom", "2026-04-03 09:20",
              "천세아 매니저님,\n\n내부 검토했고 제안하신 격주 화요일 정기점검에 동의합니다. 첫 방문은 4월 14일로 부탁드립니다.\n\n엄태오 드림",
              "격주 화요일 정기점검에 동의합니다",
              to=("f9_by_cheon",), cc=("f9_by_yuk",), reply_to="a"),
        ], name="hiworks-eom", style="korean", owner="f9_by_cheon"),
    ], [Subj("Dasol maintenance visit schedule", "How often does Byeori make maintenance visits to Dasol's centres?",
             "다솔유통 센터 정기점검은 얼마나 자주 방문하나요?", "a", [("b", "agreement")])]),

    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh9-18", "ko", ["out_of_order"], [
        SlackStep("f9_byeori", "saebom-poc", [
            m("b", "f9_by_cheon", "2026-03-12 17:00",
              "새봄약품 오송센터 PoC 시작일 4월 20일(월)로 변경 확정입니다. 새봄 쪽 GMP 밸리데이션 일정이 밀려서 석지안 팀장님이 "
              "요청하셨고, 기간은 그대로 6주예요.",
              "PoC 시작일 4월 20일(월)로 변경 확정입니다"),
            n("f9_by_yuk", "2026-03-12 17:20", "칠곡 설치랑 겹치니까 오송은 2명만 보낼게요", thread="b"),
        ], name="slack-export-2026-03", topic="새봄약품 오송 PoC"),
        SlackStep("f9_byeori", "saebom-poc", [
            n("f9_by_cheon", "2026-02-16 10:00", "새봄약품 오송센터 PoC 계약 검토 끝났습니다. 이제 시작일만 정하면 돼요"),
            m("a", "f9_by_cheon", "2026-02-18 14:30",
              "오송센터 PoC는 4월 1일(수) 시작으로 확정했습니다. DR-5 3대, 6주간, 냉장 보관구역 한정입니다.",
              "오송센터 PoC는 4월 1일(수) 시작으로 확정했습니다"),
            n("f9_by_mo", "2026-02-18 14:52", "3대 출고 준비해둘게요", thread="a"),
        ], name="slack-export-2026-02", topic="새봄약품 오송 PoC"),
    ], [Subj("Saebom Pharm Osong centre PoC start date", "When does the DR-5 PoC at Saebom Pharm's Osong centre start?",
             "새봄약품 오송센터 PoC는 언제 시작하나요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh9-19", "ko", ["cancellation"], [
        MailStep([
            m("a", "f9_by_mo", "2026-01-21 09:30",
              "대표님, 다솜 팀장님,\n\n하드웨어팀 BOM·도면 관리 도구로 OpenBOM을 도입하기로 했습니다. 2월 1일부터 5석 월 구독으로 "
              "시작하고, 기존 엑셀 BOM은 2월 중에 이관합니다.\n\n이유: DR-5 양산 BOM이 엑셀 3개 버전으로 갈라져 있어 발주 오류가 두 번 "
              "났습니다.\n후속 조치: 태린 님이 이관 계획을 1월 말까지 공유합니다.\n\n모가연 드림",
              "관리 도구로 OpenBOM을 도입하기로 했습니다",
              to=("f9_by_tak", "f9_by_bin"), cc=("f9_by_gong",), subject="[결정] 하드웨어팀 PLM 도구 도입"),
            n("f9_by_bin", "2026-01-21 14:00", "월 구독 결제는 2월 1일자로 법인카드에 등록하겠습니다.\n\n빈다솜",
              to=("f9_by_mo",), reply_to="a"),
            m("b", "f9_by_mo", "2026-03-05 18:10",
              "대표님, 다솜 팀장님,\n\nOpenBOM 도입은 취소하고 구독도 3월 말로 해지합니다. 다른 PLM으로 바꾸는 것도 아니고, 올해는 별도 "
              "도구 없이 갑니다.\n\n이유: 이관 작업이 2분기 파일럿 양산 준비와 겹쳐 태린 님 일정이 안 나오고, 실제로 한 달 동안 입력된 "
              "BOM이 거의 없습니다.\n배경: BOM 오류는 발주 전 2인 검토로 막고 있습니다. 2분기 파일럿 양산 예산 요청은 별도 메일로 "
              "드립니다.\n\n모가연 드림",
              "OpenBOM 도입은 취소하고 구독도 3월 말로",
              to=("f9_by_tak", "f9_by_bin"), cc=("f9_by_gong",), subject="[변경] 하드웨어팀 PLM 도입 취소"),
            n("f9_by_tak", "2026-03-05 20:30", "네, 알겠습니다.\n\n탁윤서", to=("f9_by_mo",), reply_to="b", quote=False),
        ], name="hiworks-mo", style="korean", owner="f9_by_mo"),
    ], [Subj("Hardware team PLM tool (OpenBOM)", "Which PLM/BOM tool does the hardware team use?",
             "하드웨어팀은 어떤 PLM(BOM 관리) 도구를 쓰나요?", None, [("a", "cancelled"), ("b", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh9-20", "ko", ["lookalike"], [
        SlackStep("f9_byeori", "wayline-dev", [
            n("f9_by_ong", "2026-02-16 10:30",
              "3.0 출시 전에 에러 트래킹이랑 로그 정리합시다. 지금은 에러가 슬랙 알림으로만 와서 놓치는 게 너무 많아요"),
            m("a", "f9_by_ban", "2026-02-19 15:00",
              "에러 트래킹은 Sentry(SaaS Team 플랜)로 갑니다. 3월 2일부터 웨이라인 서버랑 엣지 에이전트 둘 다 Sentry로 보냅니다.",
              "에러 트래킹은 Sentry(SaaS Team 플랜)로 갑니다"),
            n("f9_by_ong", "2026-02-19 15:12", "DSN은 제가 환경별로 만들어둘게요", thread="a"),
            m("b", "f9_by_ong", "2026-02-25 11:40",
              "로그 수집은 Amazon OpenSearch Service로 정했습니다. 3월 2일부터 fluent-bit → OpenSearch, 보관 30일. CloudWatch "
              "Logs는 4월에 끕니다.",
              "로그 수집은 Amazon OpenSearch Service로 정했습니다"),
            n("f9_by_ban", "2026-02-25 11:51", "👍 비용은 AWS 예산 안에서 되는 거죠?", thread="b"),
            n("f9_by_ong", "2026-02-25 11:58", "네 지금 기준으로 월 1,800 안에 들어가요", thread="b"),
        ], topic="웨이라인 개발"),
    ], [Subj("Wayline error tracking tool", "Which error tracking tool does the Wayline team use?",
             "웨이라인 팀은 에러 트래킹에 어떤 도구를 쓰나요?", "a"),
        Subj("Wayline log collection", "Where does the Wayline team collect its logs?",
             "웨이라인 팀의 로그 수집은 어디로 하나요?", "b")]),

    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh9-21", "ko", ["restatement", "lookalike"], [
        SlackStep("f9_byeori", "budget", [
            n("f9_by_bin", "2026-03-10 10:00", "2분기 예산 확정 전에 팀별로 클라우드·시제품 예산 올려주세요. 3월 20일 마감입니다."),
            m("a", "f9_by_bin", "2026-03-20 17:30",
              "웨이라인 2분기 AWS 예산은 월 1,800만 원으로 확정합니다. 4~6월 동일하고, 초과 시 사전 승인 필요합니다.",
              "웨이라인 2분기 AWS 예산은 월 1,800만 원으로"),
            m("b", "f9_by_bin", "2026-03-23 11:00",
              "DR-5 2분기 파일럿 양산 예산은 2억 4천만 원으로 확정했습니다. 금형 수정비 포함, 인증 시험비(UKCA)는 제외입니다.",
              "파일럿 양산 예산은 2억 4천만 원으로"),
            n("f9_by_mo", "2026-03-23 11:16", "네 인증 시험비는 영국 법인 예산으로 잡혀 있어요", thread="b"),
            m("c", "f9_by_bin", "2026-04-01 09:00",
              "[리마인드] 웨이라인 AWS 예산은 2분기 월 1,800만 원입니다. 4월부터 초과분은 사전 승인 없이 집행 불가하니 참고 부탁드립니다.",
              "[리마인드] 웨이라인 AWS 예산은 2분기"),
            n("f9_by_ong", "2026-04-01 09:14", "확인했습니다"),
        ], topic="예산·비용"),
    ], [Subj("Wayline Q2 AWS budget", "What is the Wayline team's AWS budget for Q2?",
             "웨이라인 팀의 2분기 AWS 예산은 얼마인가요?", "a", [("c", "restatement")]),
        Subj("DR-5 Q2 pilot production budget", "What is the Q2 budget for DR-5 pilot production?",
             "DR-5 2분기 파일럿 양산 예산은 얼마인가요?", "b")]),

    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh9-22", "ko", ["lookalike"], [
        MailStep([
            n("f9_by_je", "2026-03-09 14:00",
              "대표님,\n\n2분기 국내 마케팅 예산으로 1억 4천만 원을 요청드립니다. 세부 내역 첨부합니다(DR-5 출시 캠페인, 웨이라인 3.0 "
              "고객 세미나 2회, 5월 전시회).\n\n제민호 드림",
              to=("f9_by_tak",), cc=("f9_by_bin",), subject="2분기 국내 마케팅 예산 요청"),
            m("a", "f9_by_tak", "2026-03-13 18:00",
              "민호 님,\n\n2분기 국내 마케팅 예산은 1억 2천만 원으로 확정합니다. 요청안에서 2천만 원 줄였고, 줄인 만큼은 고객 세미나 "
              "규모로 조정해 주세요.\n\n배경: 영국 법인은 출시가 4월 20일로 밀리면서 2분기 예산을 줄였고, 미국은 MODEX 참가를 "
              "취소했습니다. 일본 출시는 올해 하지 않기로 해서 일본 관련 예산은 없습니다.\n후속 조치: 다솜 팀장님이 4월 1일자로 예산 "
              "시트에 반영합니다.\n\n탁윤서",
              "국내 마케팅 예산은 1억 2천만 원으로 확정합니다",
              to=("f9_by_je",), cc=("f9_by_bin",), subject="[결정] 2분기 국내 마케팅 예산"),
            n("f9_by_je", "2026-03-13 18:40", "네, 알겠습니다. 세미나 계획 수정해서 다시 공유드리겠습니다.\n\n제민호",
              to=("f9_by_tak",), reply_to="a"),
            m("b", "f9_by_je", "2026-03-17 10:30",
              "대표님, 팀장님들,\n\n국제스마트물류전(ISLX 2026)에 참가하기로 확정했습니다. 부스 4칸(36㎡), 5월 20~22일이고 DR-5 2대와 "
              "웨이라인 3.0 시연을 준비합니다. 부스비는 2분기 마케팅 예산 안에서 집행합니다.\n\n후속 조치: 하드웨어팀에 시연용 DR-5 "
              "2대 확보를 요청드립니다.\n\n제민호 드림",
              "국제스마트물류전(ISLX 2026)에 참가하기로 확정했습니다",
              to=("f9_by_tak",), cc=("f9_by_mo", "f9_by_cheon"), subject="ISLX 2026 참가 확정 안내"),
        ], name="hiworks-je", style="korean", owner="f9_by_je"),
    ], [Subj("Korea Q2 marketing budget", "What is the Korean marketing budget for Q2?",
             "국내 2분기 마케팅 예산은 얼마인가요?", "a"),
        Subj("Exhibiting at ISLX 2026", "Is Byeori exhibiting at the ISLX 2026 logistics show in Korea?",
             "국제스마트물류전(ISLX 2026)에 참가하나요?", "b")]),

    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh9-23", "ko", ["cancellation", "lookalike"], [
        GitStep(DR5_FW, [
            n("f9_by_gong", "2026-02-03 11:20", "센서: 라이다 필터 노이즈 임계값 조정",
              file=("src/sensors/lidar_filter.c", "#define LIDAR_NOISE_THRESHOLD 14\n")),
            m("a", "f9_by_gong", "2026-02-10 14:20",
              "안전: 장애물 감지 정지 거리 기본값 0.8m로 설정\n\n기존 0.6m는 적재 상태(토트 2단)에서 제동거리가 부족했음. 0.8m를 "
              "기본값으로 하고 사이트 설정으로만 변경 가능.",
              "장애물 감지 정지 거리 기본값 0.8m로 설정",
              file=("config/safety_defaults.h", "#define OBSTACLE_STOP_DISTANCE_M 0.8f\n")),
            m("b", "f9_by_gong", "2026-02-24 10:05",
              "주행: 저속구역 자동 감속 기본 활성화\n\n바닥 태그로 표시된 저속구역에 들어가면 펌웨어가 자체적으로 0.5m/s로 감속. "
              "기본값 on.",
              "펌웨어가 자체적으로 0.5m/s로 감속",
              file=("config/drive_defaults.h", "#define SLOW_ZONE_AUTO_DECEL 1\n")),
            n("f9_by_mo", "2026-03-03 17:00", "빌드: 펌웨어 버전 5.1.0",
              file=("VERSION", "5.1.0\n")),
            m("c", "f9_by_mo", "2026-03-09 16:40",
              "Revert \"주행: 저속구역 자동 감속 기본 활성화\"\n\nThis reverts commit {sha:b}.\n\n웨이라인이 구역별 속도 제한을 "
              "관리하므로 펌웨어 쪽 자동 감속은 이중 제어가 됨. 사내 테스트 트랙에서 급감속 2건. 펌웨어 자체 감속은 쓰지 않기로 함.",
              "펌웨어 자체 감속은 쓰지 않기로 함",
              file=("config/drive_defaults.h", "#define SLOW_ZONE_AUTO_DECEL 0\n")),
        ]),
    ], [Subj("DR-5 firmware default obstacle stop distance", "What is DR-5's default obstacle stop distance?",
             "DR-5의 장애물 감지 정지 거리 기본값은 얼마인가요?", "a"),
        Subj("DR-5 firmware automatic slow-zone deceleration",
             "Does the DR-5 firmware slow down by itself in slow zones by default?",
             "DR-5 펌웨어가 저속구역에서 자동 감속을 기본으로 하나요?", None, [("b", "cancelled"), ("c", "cancellation")])]),

    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh9-24", "ko", ["restored"], [
        SlackStep("f9_byeori", "general", [
            m("a", "f9_by_bin", "2026-02-23 10:00",
              "상반기 전사 워크숍은 4월 24일(금) 가평에서 1박 2일로 진행합니다. 숙소는 청평호 근처 리조트로 가계약해뒀어요.",
              "상반기 전사 워크숍은 4월 24일(금) 가평에서"),
            n("f9_by_yuk", "2026-02-23 10:21", "24일이면 칠곡 설치 중인데 설치조는 빠져도 되나요?", thread="a"),
            m("b", "f9_by_bin", "2026-03-06 15:30",
              "워크숍 일정 변경합니다: 5월 8일(금) 강릉으로 옮겨요. 칠곡 설치랑 영국 출시 주간을 피하려고요. 가평 리조트는 위약금 없이 "
              "취소됐습니다.",
              "5월 8일(금) 강릉으로 옮겨요"),
            n("f9_by_je", "2026-03-06 15:44", "5월 8일은 어버이날인데 괜찮을까요..? 😅", thread="b"),
            n("f9_by_tak", "2026-03-06 16:02", "아 그러네요. 다시 봅시다", thread="b"),
            m("c", "f9_by_bin", "2026-03-09 11:10",
              "여러 의견 반영해서 워크숍은 원래대로 4월 24일(금) 가평으로 갑니다. 설치조는 칠곡 일정 우선이고 필요하면 당일 합류하세요. "
              "가평 리조트 다시 잡았습니다.",
              "워크숍은 원래대로 4월 24일(금) 가평으로 갑니다",
              reactions={"+1": ["f9_by_tak", "f9_by_je", "f9_by_yuk"]}),
        ], topic="전사 공지"),
    ], [Subj("H1 company workshop date and place", "When and where is the first-half company workshop?",
             "상반기 전사 워크숍은 언제, 어디서 하나요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ================================================================================ mixed
    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh9-25", "mixed", ["reversal"], [
        SlackStep("f9_byeori", "sre-oncall", [
            n("f9_by_ong", "2026-02-02 10:00",
              "온콜 알림 도구 정해야 합니다. 영국 출시하면 영국 쪽에서도 알림 받을 사람이 필요해서 로테이션 되는 도구가 필요해요"),
            m("a", "f9_by_ong", "2026-02-05 16:30",
              "온콜 알림은 Better Stack으로 정했습니다. 한국/영국 2개 로테이션, 3월 2일부터 적용. 전화 알림 포함된 플랜으로 결제했어요.",
              "온콜 알림은 Better Stack으로 정했습니다"),
            n("f9_uk_ewan", "2026-02-05 08:10",
              "Works for me. Can the UK rotation hand over to Seoul at 08:00 UK time?", thread="a"),
            n("f9_uk_ewan", "2026-03-03 09:45",
              "First week on Better Stack: escalations into Slack threads keep breaking, and we still write incident "
              "timelines by hand in Google Docs. Bramblewick asked for a proper post-incident report after last "
              "Thursday."),
            m("b", "f9_by_ban", "2026-03-06 18:20",
              "Decision for both teams: we're moving on-call and incident management to incident.io from Monday 16 "
              "March. Better Stack stays only until then. Reason: we need Slack-native incidents and post-mortems we "
              "can send to Bramblewick and Dasol; the Seoul and UK rotations move over as they are.",
              "moving on-call and incident management to incident.io"),
            n("f9_by_ong", "2026-03-06 18:31", "네 스케줄 이관은 제가 할게요. Better Stack 해지는 3월 말로", thread="b"),
            n("f9_uk_ewan", "2026-03-06 09:40", "👍 cheers Seokwoo", thread="b"),
        ], topic="on-call / 온콜"),
    ], [Subj("Wayline on-call paging tool", "Which tool does the Wayline team use for on-call paging?",
             "웨이라인 팀은 온콜 알림에 어떤 도구를 쓰나요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh9-26", "mixed", ["reversal"], [
        SlackStep("f9_byeori", "hw", [
            n("f9_by_mo", "2026-01-19 14:00",
              "DR-5 배터리팩 공급사 비교 끝났어요. 대성에너텍 vs Ampwell. 단가는 Ampwell이 8% 싸고 대성은 리드타임이 짧아요"),
            m("a", "f9_by_mo", "2026-01-22 17:00",
              "DR-5 배터리팩은 대성에너텍으로 결정합니다. 국내 생산이라 리드타임 4주, 파일럿 양산 일정에 맞출 수 있어요. 길태현 "
              "부장님께는 제가 연락드릴게요.",
              "DR-5 배터리팩은 대성에너텍으로 결정합니다"),
            n("f9_by_gong", "2026-01-22 17:15", "BMS 통신 프로토콜 문서 요청해둘게요", thread="a"),
            n("f9_by_gong", "2026-02-26 10:30",
              "대성 UN38.3 시험 일정이 6월 이후라네요.. 5월 영국 출하분에는 인증서가 있어야 하는데"),
        ], name="slack-hw", topic="하드웨어"),
        MailStep([
            m("b", "f9_by_mo", "2026-03-04 10:00",
              "Dear Jasper,\n\nI'm pleased to tell you that Byeori Robotics has decided to award the DR-5 battery pack "
              "to Ampwell Energy, for pilot production in Q2 and series production from Q3. Please proceed on the "
              "basis of your quotation AQ-26-0117 (48V 40Ah, UN38.3 certified).\n\nReason: your pack already has "
              "UN38.3 and the test reports we need for our first UK shipments in May.\nBackground: our earlier plan "
              "with a domestic supplier could not meet the certification timeline; the DR-5 Korean launch on 23 March "
              "is not affected, as those units use the pilot batch already in stock.\nNext step: Taerin Gong will "
              "send the BMS interface spec this week.\n\nBest regards,\nGayeon Mo\nHead of Hardware, Byeori Robotics",
              "award the DR-5 battery pack to Ampwell Energy",
              to=("f9_am_jasper",), cc=("f9_by_gong", "f9_by_bin"), subject="DR-5 battery pack – supplier award"),
            n("f9_am_jasper", "2026-03-04 15:20",
              "Dear Gayeon,\n\nThank you for the trust. We'll confirm the first delivery date by Friday.\n\nJasper",
              to=("f9_by_mo",), cc=("f9_by_gong",), reply_to="b"),
        ], name="gayeon.mbox", style="gmail", owner="f9_by_mo"),
    ], [Subj("DR-5 battery pack supplier", "Which supplier makes the DR-5 battery pack?",
             "DR-5 배터리팩 공급사는 어디인가요?", "b", [("a", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh9-27", "mixed", ["lookalike"], [
        SlackStep("f9_byeori", "pricing", [
            n("f9_by_seol", "2026-02-24 10:00",
              "3.0 라이선스 가격 시장별로 이번 주에 확정해야 합니다. @{f9_uk_rhiannon} could you send the UK number by "
              "Thursday?"),
            m("a", "f9_uk_rhiannon", "2026-02-26 07:40",
              "UK pricing for Wayline 3.0: £210 per robot per month, from the UK launch on 20 April. Existing 2.x "
              "customers keep their current rate until renewal.",
              "£210 per robot per month"),
            n("f9_by_cheon", "2026-02-26 16:55", "환율로 치면 국내보다 조금 높네요", thread="a"),
            m("b", "f9_by_seol", "2026-02-27 11:30",
              "국내 웨이라인 3.0 라이선스는 로봇 1대당 월 27만 원으로 확정합니다(VAT 별도). 4월 6일 출시일부터 적용하고, 2.x 고객은 "
              "갱신 시점까지 기존 단가 유지합니다.",
              "로봇 1대당 월 27만 원으로 확정합니다"),
            n("f9_uk_rhiannon", "2026-02-27 08:10", "Thanks Naeun – both numbers are in the global price sheet now.",
              thread="b"),
        ], topic="pricing / 가격"),
    ], [Subj("Wayline 3.0 UK licence price", "What is the UK licence price for Wayline 3.0?",
             "웨이라인 3.0 영국 라이선스 가격은 얼마인가요?", "a"),
        Subj("Wayline 3.0 Korea licence price", "What is the Korean licence price for Wayline 3.0?",
             "웨이라인 3.0 국내 라이선스 가격은 얼마인가요?", "b")]),

    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh9-28", "mixed", ["restored"], [
        SlackStep("f9_byeori", "wayline-dev", [
            n("f9_by_gong", "2026-03-02 10:00",
              "웨이라인 3.0에서 DR-5 최소 펌웨어 버전 몇으로 할까요? 5.2에 배터리 리포트 개선이 들어가는데"),
            m("a", "f9_by_ban", "2026-03-02 14:30",
              "3.0의 DR-5 최소 펌웨어는 5.0으로 유지합니다. 현장 로봇 대부분이 5.0~5.1이라 강제 업그레이드는 안 합니다.",
              "3.0의 DR-5 최소 펌웨어는 5.0으로 유지합니다"),
        ], name="slack-wayline-dev", topic="웨이라인 개발"),
        GitStep(WAYLINE, [
            n("f9_by_ong", "2026-03-10 13:15", "fleet: report battery health from DR-5 telemetry v2",
              file=("wayline/fleet/telemetry.py", "BATTERY_HEALTH_FIELD = 'bh_pct'\n")),
            m("b", "f9_uk_ewan", "2026-03-12 15:20",
              "fleet: require DR-5 firmware >= 5.2 to join a 3.0 fleet\n\nTelemetry v2 (battery health) only exists "
              "from 5.2, and the UK sites all run 5.2 already. Robots on older firmware are refused at registration "
              "with an upgrade hint.",
              "Robots on older firmware are refused at registration",
              file=("config/defaults.yaml", "min_dr5_firmware: '5.2'\n")),
            m("c", "f9_by_ban", "2026-03-13 09:40",
              "Revert \"fleet: require DR-5 firmware >= 5.2 to join a 3.0 fleet\"\n\nThis reverts commit {sha:b}.\n\n"
              "The Korean sites (Yeoju install starts next week) run 5.0/5.1; the minimum for 3.0 stays at 5.0 as "
              "agreed in #wayline-dev. Battery health is reported when the robot has it.",
              "the minimum for 3.0 stays at 5.0",
              file=("config/defaults.yaml", "min_dr5_firmware: '5.0'\n")),
        ]),
    ], [Subj("Wayline 3.0 minimum DR-5 firmware", "What is the minimum DR-5 firmware version for Wayline 3.0?",
             "웨이라인 3.0의 DR-5 최소 펌웨어 버전은 무엇인가요?", "c", [("a", "replaced"), ("b", "replaced")])]),

    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh9-29", "mixed", ["out_of_order", "lookalike"], [
        MailStep([
            m("b", "f9_uk_lorcan", "2026-03-02 09:00",
              "Dear Philippa,\n\nFrom Monday 9 March, Byeori UK support is staffed 07:00–19:00 Monday to Saturday (UK "
              "time), replacing the 08:00–18:00 weekday cover we announced in January. Out of hours, P1 calls still "
              "go to the on-call engineer.\n\nReason: Lutterworth runs a Saturday shift from go-live, and your early "
              "shift starts at 06:30.\n\nKind regards,\nLorcan Hartigan\nCustomer Support Lead, Byeori Robotics UK",
              "staffed 07:00–19:00 Monday to Saturday",
              to=("f9_bw_philippa",), cc=("f9_uk_rhiannon", "f9_bw_gordon"),
              subject="Byeori UK support hours from 9 March"),
            n("f9_bw_philippa", "2026-03-02 11:30",
              "Thank you Lorcan, that's a real help for the Saturday team.\n\nPhilippa",
              to=("f9_uk_lorcan",), reply_to="b"),
        ], name="outlook-lorcan", style="outlook", owner="f9_uk_lorcan"),
        SlackStep("f9_byeori", "support-global", [
            m("a", "f9_by_seol", "2026-01-16 11:00",
              "영국 지원 시간은 현지 기준 평일 08:00~18:00으로 정했습니다. @{f9_uk_lorcan} UK support hours will be "
              "08:00–18:00 on weekdays, UK time – please put it in the January customer letter.",
              "영국 지원 시간은 현지 기준 평일 08:00~18:00으로"),
            n("f9_uk_lorcan", "2026-01-16 07:20", "Will do, the letter goes out on the 20th.", thread="a"),
            m("c", "f9_by_yuk", "2026-01-20 10:00",
              "국내 기술지원은 3월 2일부터 평일 08:00~20:00로 늘립니다. 여주·칠곡 야간조 대응 때문이고, 주말은 지금처럼 긴급 전화만 "
              "받습니다.",
              "국내 기술지원은 3월 2일부터 평일 08:00~20:00로"),
        ], name="slack-support-global", topic="support / 고객지원"),
    ], [Subj("UK customer support hours", "What are Byeori's UK customer support hours?",
             "벼리로보틱스 영국 고객지원 운영 시간은 어떻게 되나요?", "b", [("a", "replaced")]),
        Subj("Korea technical support hours", "What are Byeori's technical support hours in Korea?",
             "벼리로보틱스 국내 기술지원 운영 시간은 어떻게 되나요?", "c")]),

    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh9-30", "mixed", ["cancellation", "lookalike"], [
        SlackStep("f9_byeori", "launch-global", [
            m("a", "f9_by_seol", "2026-01-28 10:00",
              "Wayline 3.0 Japan launch: 6월 15일(월)로 잡습니다. 일본어 UI는 5월 말까지, 리셀러는 Kitaura Systems. "
              "@{f9_uk_rhiannon} FYI since you asked about APAC timing.",
              "Wayline 3.0 Japan launch: 6월 15일(월)로 잡습니다"),
            n("f9_uk_rhiannon", "2026-01-28 08:15", "Thanks! Good to know it won't collide with ours.", thread="a"),
            m("c", "f9_uk_rhiannon", "2026-02-18 14:00",
              "UKCA testing for DR-5 is booked: Hawkridge Compliance Labs, Cambridge, 14–17 April. One unit from the "
              "Milton Keynes demo stock goes in, so the demo fleet is down to two robots that week.",
              "UKCA testing for DR-5 is booked"),
            n("f9_by_mo", "2026-02-18 23:30", "테스트 리포트 템플릿 보내드릴게요 / I'll send over our test report template.",
              thread="c"),
            m("b", "f9_by_tak", "2026-03-11 09:30",
              "일본 출시는 올해 하지 않기로 했습니다. Kitaura 쪽 사정으로 리셀러 계약이 무산됐고, 직접 진출할 여력은 없습니다. 6월 "
              "일정은 전부 취소하고 일본어 UI 작업도 중단해 주세요. Japan launch is off for 2026 – no new date.",
              "일본 출시는 올해 하지 않기로 했습니다"),
        ], topic="global launches / 해외 출시"),
    ], [Subj("Wayline 3.0 Japan launch", "When does Wayline 3.0 launch in Japan?",
             "웨이라인 3.0 일본 출시일은 언제인가요?", None, [("a", "cancelled"), ("b", "cancellation")]),
        Subj("DR-5 UKCA test dates", "When is the DR-5's UKCA testing?",
             "DR-5 UKCA 인증 시험은 언제인가요?", "c")]),
]
