"""Fresh10 sequences: a twelfth split, written blind on 2026-11-27 for the crowded-store check
(``supersession.py --one-store``), to be READ. Written by a helper who had read only the data model
(``build.py``), the label format (``_supersession_data.py``), the module docstring of
``benchmarks/supersession.py`` and the layout of the fresh9 module (its docstring, constants, people and
workspaces) — not the supersession or extraction rules (nothing under ``src/``, ``docs/`` or ``tests/``), and
no message text of any other split. (Once the sequences were written, a ``git diff`` run to check the two
one-line registrations also showed another session's uncommitted edits under ``src/``. After that, only this
docstring was changed.) Names of people, organisations, places, vendors and products were checked against the
other splits by grep only. The benchmark was not run on it while it was written, nor by its author afterwards.

Unlike fresh9 (which stays the untouched check), fresh10 is meant to be read: its failures will be read to
find rules for the crowded store, so once that has happened it measures nothing new.

Like fresh9 it is ONE organisation and the people around it — but of another kind: a regional hospital group
— so that when every sequence goes into one store (``--one-store``) the store is crowded with look-alike
decisions on different matters: go-live dates of the same electronic health record (Corvane Chart) per
hospital, Saturday clinic hours per hospital, free parking time per hospital, equipment and training budgets
per department and hospital, fire-drill dates per hospital, kiosk start times per hospital, mobile check-in
launches per hospital, linen vendors per site, rostering tools per nursing department; all in similar (often
templated) wording, in Korean and English, in decision mails and posts with labelled sections ("Reason:",
"Background:", "Next steps:", "Owner:", "Approved by:", "배경:", "사유:", "후속 조치:", "참고:", "승인:")
whose background paragraphs mention the dates and changes of *other* matters (always consistent with where
those matters stand), and decisions that say when they take effect ("from 1 April", "3월 7일부터"). The
same vendor (Corvane Health, Kallang Linen Services, 솔빛린넨, ShiftDesk) and the same sites (the Ochang,
Sejong and Wolpyeong hospitals, the Novena clinic) appear in many decisions on different matters. Beside
them are real reversals, cancellations, restorations, out-of-order exports, agreements and restatements,
some across channels and languages.

The organisation (keys prefixed ``f10_``):

* 청목의료재단 Cheongmok Medical Foundation (Daejeon): the foundation office (사무국: secretary general,
  의료정보팀 medical informatics, 구매팀, 재무팀, 인사교육팀, 국제진료센터 international patient centre) and
  its hospitals — 청목병원 월평 (Wolpyeong, the main hospital in Daejeon), 청목병원 세종 (Sejong), 청목병원
  오창 (Ochang) and 청목요양병원 공주 (Gongju, a care hospital). One Slack workspace for all of them (Korean,
  English and code-switching channels); Korean webmail (Hiworks) and Gmail;
* Cheongmok Clinic Singapore (Novena): clinic manager, operations executive, nurse manager; Outlook and
  Gmail, English only;
* vendors: Corvane Health (Boston; the Corvane Chart EHR, rolled out hospital by hospital, and its Korean
  office), 솔빛린넨 and 한아름세탁 (linen laundries), Kallang Linen Services and Pristine Fold Laundry
  (Singapore laundries), Meridale Uniforms (Singapore scrubs), 맑은찬푸드 and 새참푸드 (cafeteria contractors),
  파크온 (parking operator, mentioned), ShiftDesk and MediRota (nurse rostering tools), ClinicOne (the
  Singapore clinic's current records system).

Labelling conventions (the same as fresh8's and fresh9's): in a *restored* sequence (X, then Y, then "never
mind, we stay on X") the restoring message is the standing one and both the original X and the Y are
``replaced`` (a ``git revert`` that restores the earlier state is the restoring message); an agreement's
standing message is the proposal, the "Approved"/"동의합니다"/"좋습니다" reply is ``agreement``; a
"Reminder: …"/"[리마인드]" that only repeats an earlier decision is ``restatement`` and the original stands; a
cancelled subject has ``standing: None``, the retired decision ``cancelled`` and the retiring message
``cancellation`` (a ``git revert`` of a feature that had no earlier decision before it is a cancellation); in
*out_of_order* sequences the newer export is ingested first and the older message it overrides is
``replaced`` (an older message on a different, look-alike matter in either export stands). ``lookalike`` marks
a sequence with two standing decisions on different matters; most subjects also have look-alikes in *other*
sequences of the split (the Sejong, Ochang, Wolpyeong and Singapore go-live dates; the Sejong, Ochang and
Singapore Saturday hours; the Wolpyeong and Ochang parking, fire drills, kiosk times and training budgets; the
Ochang and Singapore linen vendors; …), which only the one-store mode puts side by side. A labelled message
carries one decision on its subject; unlabelled messages are context, chatter, questions, requests and
acknowledgements (some of them mention other matters' decisions in passing, as real mail does).
"""

from __future__ import annotations

from build import GitStep, MailStep, Person, Seq, SlackStep, Subj, Workspace, m, n

SEOUL, SGP, NYC = "Asia/Seoul", "Asia/Singapore", "America/New_York"

_CM = "cheongmok.or.kr"
_SG = "cheongmokclinic.sg"

PEOPLE = {
    # 청목의료재단 사무국 (Daejeon)
    "f10_hq_pyo": Person("표은재", f"eunjae.pyo@{_CM}", SEOUL, "eunjae", "사무국장"),
    "f10_hq_seok": Person("석지율", f"jiyul.seok@{_CM}", SEOUL, "jiyul", "의료정보팀장"),
    "f10_hq_eo": Person("어지환", f"jihwan.eo@{_CM}", SEOUL, "jihwan.eo", "의료정보팀 개발자"),
    "f10_hq_nam": Person("남기하", f"giha.nam@{_CM}", SEOUL, "giha", "구매팀장"),
    "f10_hq_bong": Person("봉서진", f"seojin.bong@{_CM}", SEOUL, "seojin.bong", "재무팀장"),
    "f10_hq_yeom": Person("염다인", f"dain.yeom@{_CM}", SEOUL, "dain.yeom", "인사교육팀장"),
    "f10_hq_gil": Person("길도윤", f"doyun.gil@{_CM}", SEOUL, "doyun.gil", "국제진료센터장"),
    "f10_ic_bethany": Person("Bethany Corcoran", f"bethany.corcoran@{_CM}", SEOUL, "bethany",
                             "International Patient Coordinator"),
    # 청목병원 월평 (본원)
    "f10_wp_ham": Person("함주원", f"juwon.ham@{_CM}", SEOUL, "juwon", "월평병원 행정팀장"),
    "f10_wp_ok": Person("옥채린", f"chaerin.ok@{_CM}", SEOUL, "chaerin.ok", "월평병원 간호부장"),
    "f10_wp_ye": Person("예승훈", f"seunghun.ye@{_CM}", SEOUL, "seunghun", "월평병원 영상의학과장"),
    # 청목병원 세종
    "f10_sj_byeon": Person("변지호", f"jiho.byeon@{_CM}", SEOUL, "jiho.byeon", "세종병원 행정부원장"),
    "f10_sj_ma": Person("마소율", f"soyul.ma@{_CM}", SEOUL, "soyul.ma", "세종병원 간호팀장"),
    "f10_sj_eun": Person("은태경", f"taekyung.eun@{_CM}", SEOUL, "taekyung.eun", "세종병원 재활의학과장"),
    # 청목병원 오창
    "f10_oc_gam": Person("감하은", f"haeun.gam@{_CM}", SEOUL, "haeun.gam", "오창병원 원무팀장"),
    "f10_oc_pi": Person("피준서", f"junseo.pi@{_CM}", SEOUL, "junseo.pi", "오창병원 소아청소년과장"),
    "f10_oc_jin": Person("진예나", f"yena.jin@{_CM}", SEOUL, "yena", "오창병원 총무팀 대리"),
    # 청목요양병원 공주
    "f10_gj_so": Person("소민결", f"mingyeol.so@{_CM}", SEOUL, "mingyeol", "공주요양병원 행정실장"),
    # Cheongmok Clinic Singapore (Novena)
    "f10_sg_thilaga": Person("Thilaga Murugesan", f"thilaga.murugesan@{_SG}", SGP, "thilaga",
                             "Clinic Manager, Cheongmok Clinic Singapore"),
    "f10_sg_wilfred": Person("Wilfred Quek", f"wilfred.quek@{_SG}", SGP, "wilfred",
                             "Operations Executive, Cheongmok Clinic Singapore"),
    "f10_sg_adelina": Person("Adelina Soh", f"adelina.soh@{_SG}", SGP, "adelina",
                             "Nurse Manager, Cheongmok Clinic Singapore"),
    # vendors
    "f10_cv_anselm": Person("Anselm Whitcombe", "anselm.whitcombe@corvanehealth.com", NYC,
                            title="Implementation Director, Corvane Health"),
    "f10_cv_ji": Person("지서하", "seoha.ji@corvanehealth.co.kr", SEOUL, title="코르베인헬스 코리아 PM"),
    "f10_sb_gye": Person("계동하", "dongha.gye@solbitlinen.co.kr", SEOUL, title="솔빛린넨 영업팀장"),
    "f10_kl_farhan": Person("Farhan Jaafar", "farhan.jaafar@kallanglinen.com.sg", SGP,
                            title="Account Manager, Kallang Linen Services"),
    "f10_mc_myeong": Person("명도경", "dokyung.myeong@malgeunchan.co.kr", SEOUL, title="맑은찬푸드 영업부장"),
}

WORKSPACES = {
    "f10_cheongmok": Workspace("T10F10CMKM1", "cheongmok-med", (
        "f10_hq_seok", "f10_hq_pyo", "f10_hq_eo", "f10_hq_nam", "f10_hq_bong", "f10_hq_yeom", "f10_hq_gil",
        "f10_ic_bethany", "f10_wp_ham", "f10_wp_ok", "f10_wp_ye", "f10_sj_byeon", "f10_sj_ma", "f10_sj_eun",
        "f10_oc_gam", "f10_oc_pi", "f10_oc_jin", "f10_gj_so", "f10_sg_thilaga", "f10_sg_wilfred",
        "f10_sg_adelina")),
}

PATIENT_APP = "git@github.com:cheongmok-it/patient-app.git"
KIOSK = "git@github.com:cheongmok-it/kiosk-config.git"
ROLLOUT = "git@github.com:cheongmok-it/corvane-rollout.git"

_WS = "f10_cheongmok"


def _u(seq: str, step: str, i: int) -> str:
    """The key ``build.py`` gives the i-th (unlabelled) message of a mail step, for ``reply_to``."""
    return f"_{seq}_{step}_{i}"


SEQUENCES: list[Seq] = [
    # ================================================================================ English
    # ------------------------------------------------------------------------------------------ 01
    Seq("fresh10-01", "en", ["reversal", "lookalike"], [
        MailStep([
            m("a", "f10_hq_seok", "2026-01-28 14:20",
              "Dear Anselm,\n\nThank you for the planning call. We confirm Monday 6 April as the Corvane Chart go-live "
              "for Cheongmok Sejong Hospital. The Gongju pilot goes live on 2 March as planned, and Sejong follows "
              "five weeks later.\n\nNext steps: Seoha (Corvane Korea) to send the cutover runbook by 27 February; "
              "Jiho Byeon signs off for the hospital.\n\nBest regards,\nJiyul Seok\nHead of Medical Informatics, "
              "Cheongmok Medical Foundation",
              "We confirm Monday 6 April as the",
              to=("f10_cv_anselm",), cc=("f10_sj_byeon", "f10_cv_ji"),
              subject="Corvane Chart go-live – Sejong hospital"),
            n("f10_cv_anselm", "2026-01-28 09:02",
              "Thanks Jiyul – that works for us. I'll hold our on-site team for that week.\n\nAnselm",
              to=("f10_hq_seok",), reply_to="a"),
            n("f10_cv_ji", "2026-02-19 17:45",
              "Hi Jiyul,\n\nThe second Sejong migration rehearsal (14–15 February) left about 3,800 medication orders "
              "with unmapped drug codes. The pharmacy has to verify the remapping before we can rehearse again, "
              "which takes at least two weeks. I'm afraid the current date is at risk – can we talk tomorrow?\n\n"
              "Seoha Ji\nCorvane Health Korea",
              to=("f10_hq_seok",), cc=("f10_cv_anselm",), subject="Sejong migration rehearsal results"),
            m("b", "f10_hq_seok", "2026-02-24 10:05",
              "Dear Anselm,\n\nWe are moving the Sejong go-live to Monday 20 April, two weeks later than planned.\n\n"
              "Reason: the second migration rehearsal left 3,800 medication orders with unmapped codes, and the "
              "pharmacy needs time to verify the remapping before a third rehearsal.\n"
              "Background: the Gongju pilot still goes live on 2 March, and Ochang stays on 11 May – this change is "
              "for Sejong only. Sejong's Saturday clinic runs 09:00–15:00 from 7 March, so the cutover weekend "
              "(18–19 April) must be finished by Sunday evening.\n"
              "Approved by: Eunjae Pyo, Secretary General\n"
              "Next steps: Seoha to re-issue the cutover runbook; Jiho Byeon to brief the wards.\n\n"
              "Best regards,\nJiyul",
              "moving the Sejong go-live to Monday 20 April",
              to=("f10_cv_anselm",), cc=("f10_sj_byeon", "f10_cv_ji", "f10_hq_pyo"),
              subject="Corvane Chart go-live – Sejong hospital (new date)"),
            m("c", "f10_sj_ma", "2026-02-26 16:30",
              "Dear Anselm, dear Jiyul,\n\nWith the go-live now on 20 April, we have set the training plan: super-user "
              "training for Sejong nurses starts on Monday 23 March, two groups of 12, three days each, in the "
              "7th-floor education room.\n\nOwner: Soyul Ma (nursing), with Seoha for the Corvane trainers.\n"
              "Background: end-user training for all other ward staff follows from 6 April.\n\n"
              "Best regards,\nSoyul Ma\nHead of Nursing, Cheongmok Sejong Hospital",
              "super-user training for Sejong nurses starts",
              to=("f10_cv_anselm", "f10_hq_seok"), cc=("f10_cv_ji",),
              subject="Sejong super-user training"),
        ], name="inbox.mbox", owner="f10_hq_seok"),
    ], [
        Subj("Corvane Chart go-live date for Cheongmok Sejong Hospital",
             "When does the Sejong hospital go live on Corvane Chart?",
             "세종병원의 Corvane Chart 오픈(go-live) 날짜는 언제인가?",
             "b", [("a", "replaced")]),
        Subj("Start of Corvane super-user training for Sejong nurses",
             "When does super-user training for the Sejong nurses start?",
             "세종병원 간호사 대상 Corvane 슈퍼유저 교육은 언제 시작하는가?",
             "c"),
    ]),
    # ------------------------------------------------------------------------------------------ 02
    Seq("fresh10-02", "en", ["restored"], [
        SlackStep(_WS, "sg-clinic-ops", [
            m("a", "f10_sg_thilaga", "2026-02-02 09:40",
              "Decision for Saturdays: from 7 March the clinic opens 9am to 1pm (today we close at 12:30). "
              "@{f10_sg_wilfred} please update the booking page and our Google profile.",
              "the clinic opens 9am to 1pm"),
            n("f10_sg_wilfred", "2026-02-02 10:05", "Will do this week.", thread="a"),
            n("f10_sg_adelina", "2026-02-09 18:12",
              "Saturday demand keeps spilling over – the last two Saturdays we turned away 11 walk-ins after "
              "12:30. Could we go to 2pm instead?"),
            m("b", "f10_sg_thilaga", "2026-02-11 08:55",
              "OK, let's do it: Saturdays run 9am–2pm from 7 March instead. @{f10_sg_adelina} please roster a "
              "second nurse for the afternoon.",
              "Saturdays run 9am–2pm from 7 March"),
            n("f10_sg_wilfred", "2026-02-12 11:30",
              "Booking page now shows 2pm. The Google profile change takes a day to show.", thread="b"),
            n("f10_sg_adelina", "2026-02-20 14:02",
              "Bad news on the roster: the agency can't give us a second nurse on Saturday afternoons until June, "
              "and I can't cover the afternoon with our own team."),
            m("c", "f10_sg_thilaga", "2026-02-20 16:40",
              "Never mind the 2pm change then – we stay with 9am–1pm on Saturdays from 7 March. "
              "@{f10_sg_wilfred} please switch the booking page back. The Wednesday late clinic is not affected.",
              "we stay with 9am–1pm on Saturdays"),
        ], topic="Novena clinic – day-to-day operations"),
    ], [
        Subj("Saturday opening hours at Cheongmok Clinic Singapore",
             "What are the Saturday opening hours of the Singapore clinic?",
             "싱가포르 클리닉의 토요일 진료 시간은?",
             "c", [("a", "replaced"), ("b", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 03
    Seq("fresh10-03", "en", ["lookalike"], [
        MailStep([
            n("f10_sg_wilfred", "2026-02-05 15:10",
              "Hi Thilaga,\n\nThe linen quotes are in. Kallang Linen Services: S$1.95/kg, pickups three times a week. "
              "Pristine Fold (our current vendor): S$2.30/kg, twice a week. Our contract with Pristine Fold ends on "
              "31 March.\n\nWilfred",
              to=("f10_sg_thilaga",), subject="Linen quotes"),
            m("a", "f10_sg_thilaga", "2026-02-09 09:20",
              "Hi both,\n\nWe're moving our linen service to Kallang Linen Services from 1 April, when the current "
              "contract with Pristine Fold ends.\n\nReason: S$1.95/kg against S$2.30/kg, and pickups three times a "
              "week instead of two.\nOwner: Wilfred for the contract, Adelina for the handover of linen counts.\n"
              "Next steps: Wilfred to give Pristine Fold written notice by 27 February.\n\nThilaga",
              "moving our linen service to Kallang Linen",
              to=("f10_sg_wilfred", "f10_sg_adelina"), cc=("f10_hq_gil",),
              subject="Linen vendor decision – Novena clinic"),
            n("f10_sg_adelina", "2026-02-09 10:02",
              "Noted. I'll count par levels in the last week of March.\n\nAdelina",
              to=("f10_sg_thilaga",), reply_to="a"),
            m("b", "f10_sg_thilaga", "2026-02-17 11:45",
              "Hi all,\n\nFor staff scrubs we go with Meridale Uniforms, starting with the April order.\n\n"
              "Reason: they embroider the clinic logo at no charge and deliver in 10 working days.\n"
              "Background: this is separate from the linen change – Kallang Linen Services takes over sheets and "
              "gowns from 1 April but does not supply uniforms; they will launder the scrubs.\n"
              "Owner: Adelina.\n\nThilaga",
              "For staff scrubs we go with Meridale",
              to=("f10_sg_wilfred", "f10_sg_adelina"),
              subject="Scrubs supplier – Novena clinic"),
        ], name="outlook-thilaga", style="outlook"),
    ], [
        Subj("Linen service vendor for Cheongmok Clinic Singapore",
             "Which vendor does the linen service of the Singapore clinic?",
             "싱가포르 클리닉의 린넨 세탁 업체는 어디인가?",
             "a"),
        Subj("Staff scrubs supplier for Cheongmok Clinic Singapore",
             "Who supplies the staff scrubs of the Singapore clinic?",
             "싱가포르 클리닉 직원 근무복(스크럽)은 어느 업체에서 공급하는가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 04
    Seq("fresh10-04", "en", ["cancellation"], [
        MailStep([
            m("a", "f10_sg_thilaga", "2026-01-22 10:30",
              "Hi Anselm,\n\nWe've decided to move the Novena clinic from ClinicOne to Corvane Chart, with go-live on "
              "Monday 4 May, so that our records match the Korean hospitals for the patients we refer to "
              "Wolpyeong.\n\nNext steps: Wilfred to export the ClinicOne appointment book for your team by "
              "20 March.\n\nBest,\nThilaga",
              "move the Novena clinic from ClinicOne",
              to=("f10_cv_anselm",), cc=("f10_hq_seok", "f10_hq_gil"),
              subject="Novena clinic – move to Corvane Chart"),
            n("f10_cv_anselm", "2026-01-22 08:15",
              "Great news, Thilaga. One flag: Singapore data has to be hosted in our Singapore region, which opens "
              "in Q3. Until then we would host you in our Japan region. I'll check whether that works under "
              "PDPA.\n\nAnselm",
              to=("f10_sg_thilaga",), cc=("f10_hq_seok",), reply_to="a"),
            n("f10_cv_anselm", "2026-03-03 16:20",
              "Hi Thilaga,\n\nLegal came back: hosting in Japan would need fresh consent from each patient under your "
              "current privacy notice, and the Singapore region has slipped to 2027. Sorry to bring this late.\n\n"
              "Anselm",
              to=("f10_sg_thilaga",), cc=("f10_hq_seok",), subject="Novena hosting – legal review"),
            m("b", "f10_sg_thilaga", "2026-03-05 09:50",
              "Thanks Anselm. In that case we're calling off the Novena move to Corvane Chart – we stay on ClinicOne, "
              "and there is no new date for now.\n\nBackground: the Korean hospitals' rollout is unaffected (Sejong "
              "20 April, Ochang 11 May); only Singapore drops out. Referral letters to Wolpyeong keep going by "
              "secure e-mail.\n\nThilaga",
              "calling off the Novena move to Corvane",
              to=("f10_cv_anselm",), cc=("f10_hq_seok", "f10_hq_gil"), reply_to=_u("fresh10-04", "mailbox.mbox", 2)),
        ], name="mailbox.mbox", owner="f10_sg_thilaga"),
    ], [
        Subj("Move of Cheongmok Clinic Singapore to Corvane Chart (go-live 4 May)",
             "When does the Singapore clinic go live on Corvane Chart?",
             "싱가포르 클리닉은 언제 Corvane Chart로 전환(오픈)하는가?",
             None, [("a", "cancelled"), ("b", "cancellation")]),
    ]),
    # ------------------------------------------------------------------------------------------ 05
    Seq("fresh10-05", "en", ["agreement"], [
        SlackStep(_WS, "intl-patients", [
            m("a", "f10_ic_bethany", "2026-02-03 10:10",
              "Proposal for the interpreter desk in the Wolpyeong outpatient lobby: staffed 08:30–17:30 on weekdays "
              "from 2 March, English and Russian in person, Mongolian by phone booking only. @{f10_hq_gil} can "
              "you approve?",
              "staffed 08:30–17:30 on weekdays from 2 March"),
            n("f10_wp_ham", "2026-02-03 11:24",
              "Fine from the front-office side – you can have the desk next to window 3.", thread="a"),
            m("b", "f10_hq_gil", "2026-02-04 09:05",
              "Agreed – go ahead with 08:30–17:30. The international centre covers the cost.",
              "Agreed – go ahead with 08:30–17:30", thread="a"),
        ], topic="International patient centre (Wolpyeong)"),
    ], [
        Subj("Interpreter desk hours in the Wolpyeong outpatient lobby",
             "When is the interpreter desk in the Wolpyeong outpatient lobby staffed?",
             "월평병원 외래 로비 통역 데스크 운영 시간은?",
             "a", [("b", "agreement")]),
    ]),
    # ------------------------------------------------------------------------------------------ 06
    Seq("fresh10-06", "en", ["reversal"], [
        MailStep([
            m("a", "f10_sg_thilaga", "2026-02-13 14:00",
              "Hi Doyun,\n\nFor Q2 (April–June) the Novena clinic's marketing budget is S$18,000: S$11,000 for "
              "search ads, S$4,000 for corporate health talks and S$3,000 for the Korean community newsletter.\n\n"
              "Owner: Wilfred.\n\nThilaga",
              "the Novena clinic's marketing budget is S$18,000",
              to=("f10_hq_gil",), cc=("f10_sg_wilfred",), subject="Q2 marketing budget – Novena clinic"),
            n("f10_hq_gil", "2026-03-10 17:30",
              "Thilaga,\n\nFirst-quarter patient numbers came in under plan across the foundation, and the office is "
              "cutting every unit's Q2 discretionary spend by about 30%. Could you send a revised marketing number "
              "by Friday?\n\nDoyun",
              to=("f10_sg_thilaga",), subject="Q2 discretionary spend"),
            m("b", "f10_sg_thilaga", "2026-03-12 10:15",
              "Hi Doyun,\n\nRevised: we'll spend S$12,500 on marketing in Q2, down from S$18,000. Search ads drop to "
              "S$5,500; the health talks and the newsletter stay as they were.\n\nReason: the foundation-wide 30% "
              "cut to Q2 discretionary spend.\nBackground: our Saturday hours stay 9am–1pm and the Wednesday late "
              "clinic continues, so the ad copy does not change.\n\nThilaga",
              "we'll spend S$12,500 on marketing in Q2",
              to=("f10_hq_gil",), cc=("f10_sg_wilfred",), subject="Q2 marketing budget – Novena clinic (revised)"),
        ], name="mailbox.mbox", owner="f10_sg_thilaga"),
    ], [
        Subj("Q2 2026 marketing budget of Cheongmok Clinic Singapore",
             "What is the Singapore clinic's marketing budget for Q2?",
             "싱가포르 클리닉의 2분기 마케팅 예산은 얼마인가?",
             "b", [("a", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 07
    Seq("fresh10-07", "en", ["cancellation", "lookalike"], [
        GitStep(PATIENT_APP, [
            n("f10_hq_eo", "2026-03-02 11:00",
              "Add per-site feature flags file\n\nconfig/sites.yaml lists each hospital's flags; all off for now.",
              file=("config/sites.yaml", "novena: {}\nochang: {}\nsejong: {}\nwolpyeong: {}\n")),
            m("a", "f10_hq_eo", "2026-03-09 15:20",
              "Enable telehealth follow-ups for the Novena clinic\n\nSingapore patients can book video follow-ups "
              "from 1 April (Thilaga's request, approved by Doyun Gil). Flag: novena.telehealth_followup.",
              "book video follow-ups from 1 April",
              file=("config/sites.yaml", "novena: {telehealth_followup: 2026-04-01}\nochang: {}\nsejong: {}\n"
                                         "wolpyeong: {}\n")),
            m("b", "f10_hq_eo", "2026-03-16 10:40",
              "Enable mobile check-in for Ochang from 6 April\n\nOchang outpatients can check in from the app from "
              "Monday 6 April; flag ochang.mobile_checkin with start date 2026-04-06. Sejong's flag is set "
              "separately.",
              "Ochang outpatients can check in from the app",
              file=("config/sites.yaml", "novena: {telehealth_followup: 2026-04-01}\n"
                                         "ochang: {mobile_checkin: 2026-04-06}\nsejong: {}\nwolpyeong: {}\n")),
            n("f10_hq_eo", "2026-03-20 09:12", "Fix typo in sites.yaml comment",
              file=("config/README.md", "Per-site feature flags, one key per hospital.\n")),
            m("c", "f10_hq_eo", "2026-03-25 17:05",
              "Revert \"Enable telehealth follow-ups for the Novena clinic\"\n\nThis reverts commit {sha:a}.\n\n"
              "Novena telehealth is off: the clinic's telemedicine listing was not approved in time, and Thilaga has "
              "dropped the launch rather than move it. No new date.",
              "Novena telehealth is off",
              file=("config/sites.yaml", "novena: {}\nochang: {mobile_checkin: 2026-04-06}\nsejong: {}\n"
                                         "wolpyeong: {}\n")),
        ]),
    ], [
        Subj("Telehealth follow-up launch for Cheongmok Clinic Singapore (1 April)",
             "When can Singapore clinic patients book telehealth follow-ups?",
             "싱가포르 클리닉 환자는 언제부터 원격(화상) 재진 예약을 할 수 있는가?",
             None, [("a", "cancelled"), ("c", "cancellation")]),
        Subj("Mobile check-in launch at Cheongmok Ochang Hospital",
             "From when can Ochang outpatients check in from the app?",
             "오창병원 외래 환자는 언제부터 앱으로 모바일 접수를 할 수 있는가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 08
    Seq("fresh10-08", "en", ["restatement"], [
        SlackStep(_WS, "sg-clinic-ops", [
            m("a", "f10_sg_thilaga", "2026-02-04 12:15",
              "Decision on no-shows: from 1 March we charge a S$25 no-show fee for specialist appointments not "
              "cancelled 24 hours ahead. GP visits stay free of charge. @{f10_sg_wilfred} owns the SMS wording.",
              "we charge a S$25 no-show fee"),
            n("f10_sg_wilfred", "2026-02-04 14:40",
              "Draft SMS: \"Please cancel at least 24h ahead to avoid a late-cancellation charge.\" OK?", thread="a"),
            n("f10_sg_adelina", "2026-02-04 15:02", "Does it apply to the Saturday clinic too?", thread="a"),
            n("f10_sg_thilaga", "2026-02-04 15:30", "Yes – all specialist slots, Saturdays included.", thread="a"),
            m("b", "f10_sg_thilaga", "2026-02-26 09:00",
              "Reminder: the S$25 no-show fee for specialist appointments starts on 1 March. Front desk, please "
              "mention it when you confirm bookings.",
              "Reminder: the S$25 no-show fee"),
        ], topic="Novena clinic – day-to-day operations"),
    ], [
        Subj("No-show fee for specialist appointments at Cheongmok Clinic Singapore",
             "What does the Singapore clinic charge for a missed specialist appointment?",
             "싱가포르 클리닉은 전문의 예약 노쇼에 얼마를 부과하는가?",
             "a", [("b", "restatement")]),
    ]),
    # ------------------------------------------------------------------------------------------ 09
    Seq("fresh10-09", "en", ["out_of_order", "lookalike"], [
        MailStep([
            m("c", "f10_hq_seok", "2026-04-14 11:20",
              "Dear Anselm,\n\nWe're moving the Ochang cutover to Sunday 10 May, 02:00–09:00, instead of Saturday "
              "evening.\n\nReason: the lab analyser interface can only be tested with the analyser vendor's engineer "
              "on site, and he is available from Sunday 01:00.\nBackground: the go-live itself stays Monday 11 May; "
              "Sejong still goes live on 20 April.\n\nJiyul",
              "moving the Ochang cutover to Sunday 10 May",
              to=("f10_cv_anselm",), cc=("f10_oc_gam", "f10_cv_ji"), subject="Ochang cutover window – change"),
            n("f10_cv_anselm", "2026-04-14 07:50",
              "Understood – our night team will be on site from 01:30 on the 10th.\n\nAnselm",
              to=("f10_hq_seok",), reply_to="c"),
        ], name="inbox-april.mbox", owner="f10_hq_seok"),
        MailStep([
            m("a", "f10_hq_seok", "2026-03-12 09:40",
              "Dear Anselm,\n\nConfirming Ochang's Corvane Chart go-live on Monday 11 May. Approved by Eunjae Pyo.\n\n"
              "Background: Sejong goes live on 20 April; Ochang follows three weeks later, and Wolpyeong is planned "
              "after that.\nNext steps: Haeun Gam (Ochang front office) to book the temporary registration staff.\n\n"
              "Jiyul",
              "Confirming Ochang's Corvane Chart go-live on",
              to=("f10_cv_anselm",), cc=("f10_oc_gam", "f10_cv_ji"),
              subject="Corvane Chart go-live – Ochang hospital"),
            m("b", "f10_hq_seok", "2026-03-12 16:05",
              "Dear Anselm,\n\nThe Ochang data cutover runs Saturday 9 May, 20:00, to Sunday 10 May, 04:00. "
              "Registration is on paper in that window.\n\nOwner: Seoha Ji for the runbook.\n\nJiyul",
              "The Ochang data cutover runs Saturday",
              to=("f10_cv_anselm",), cc=("f10_oc_gam", "f10_cv_ji"), subject="Ochang cutover window"),
        ], name="inbox-march.mbox", owner="f10_hq_seok"),
    ], [
        Subj("Ochang data cutover window for Corvane Chart",
             "When is the Ochang data cutover to Corvane Chart?",
             "오창병원 Corvane Chart 데이터 전환(cutover) 시간대는 언제인가?",
             "c", [("b", "replaced")]),
        Subj("Corvane Chart go-live date for Cheongmok Ochang Hospital",
             "When does the Ochang hospital go live on Corvane Chart?",
             "오창병원의 Corvane Chart 오픈(go-live) 날짜는 언제인가?",
             "a"),
    ]),
    # ------------------------------------------------------------------------------------------ 10
    Seq("fresh10-10", "en", ["agreement"], [
        MailStep([
            m("a", "f10_sg_thilaga", "2026-02-16 13:30",
              "Hi Doyun,\n\nProposal: from Wednesday 4 March we keep the clinic open until 8pm on Wednesdays (today "
              "6pm), GP and paediatrics only.\n\nReason: corporate patients can't come in during office hours, and "
              "40% of the bookings we decline are for after 6pm.\nCost: one extra GP session a week, about S$1,100, "
              "within the Q1 staffing budget.\nOwner: Adelina for the nurse roster.\n\nCould you approve by Friday?\n\n"
              "Thilaga",
              "keep the clinic open until 8pm on Wednesdays",
              to=("f10_hq_gil",), cc=("f10_sg_adelina", "f10_sg_wilfred"),
              subject="Proposal: Wednesday late clinic at Novena"),
            m("b", "f10_hq_gil", "2026-02-17 10:10",
              "Thilaga,\n\nApproved – go ahead with the Wednesday evening clinic.\n\nDoyun",
              "Approved – go ahead with the Wednesday",
              to=("f10_sg_thilaga",), cc=("f10_sg_adelina", "f10_sg_wilfred"), reply_to="a"),
        ], name="outlook-thilaga", style="outlook"),
    ], [
        Subj("Wednesday late clinic at Cheongmok Clinic Singapore",
             "Until when is the Singapore clinic open on Wednesdays?",
             "싱가포르 클리닉은 수요일에 몇 시까지 진료하는가?",
             "a", [("b", "agreement")]),
    ]),
    # ------------------------------------------------------------------------------------------ 11
    Seq("fresh10-11", "en", ["reversal"], [
        SlackStep(_WS, "intl-patients", [
            m("a", "f10_hq_gil", "2026-01-20 09:30",
              "Policy for the international centre, effective 1 February: any admission of an international patient "
              "with an estimated bill over ₩3,000,000 needs a guarantee-of-payment (GOP) letter from the insurer "
              "before admission. @{f10_ic_bethany} owns the checklist.",
              "estimated bill over ₩3,000,000 needs a"),
            n("f10_ic_bethany", "2026-02-18 16:45",
              "Feedback after three weeks: 14 of 19 GOP requests were for day-surgery cases between 3 and 5 million "
              "won, and two patients went elsewhere because the insurer took 48 hours. Can we revisit the "
              "threshold?"),
            m("b", "f10_hq_gil", "2026-02-23 10:20",
              "Changing the GOP rule: from 2 March the threshold is ₩5,000,000 – below that, a 30% deposit at "
              "admission is enough. Everything else in the checklist stays.",
              "from 2 March the threshold is ₩5,000,000"),
            n("f10_ic_bethany", "2026-02-23 10:41", "Thanks – checklist v2 is on the shared drive.", thread="b"),
        ], topic="International patient centre (Wolpyeong)"),
    ], [
        Subj("Bill threshold above which international admissions need a guarantee-of-payment letter",
             "Above what estimated bill does an international patient need a guarantee-of-payment letter?",
             "외국인 환자 입원 시 지급보증서(GOP)가 필요한 예상 진료비 기준은 얼마인가?",
             "b", [("a", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 12
    Seq("fresh10-12", "en", ["cancellation", "lookalike"], [
        MailStep([
            m("a", "f10_sg_wilfred", "2026-02-25 17:00",
              "Hi all,\n\nThe annual staff health screening will be on Saturday 18 April, 2pm–5pm at the clinic, "
              "after the Saturday clinic closes. Everyone on payroll is covered.\n\nWilfred",
              "annual staff health screening will be on",
              to=("f10_sg_thilaga", "f10_sg_adelina"), subject="Staff health screening – Saturday 18 April"),
            m("b", "f10_sg_wilfred", "2026-03-04 10:30",
              "Hi Farhan,\n\nTo confirm the schedule under our contract: Kallang collects soiled linen on Mondays, "
              "Wednesdays and Fridays, between 7 and 8am, starting Wednesday 1 April. Please use the service "
              "entrance on the ground floor.\n\nWilfred",
              "collects soiled linen on Mondays, Wednesdays and Fridays",
              to=("f10_kl_farhan",), cc=("f10_sg_adelina",), subject="Pickup schedule from 1 April"),
            n("f10_kl_farhan", "2026-03-04 14:15",
              "Hi Wilfred, confirmed – first pickup on 1 April around 07:15.\n\nFarhan",
              to=("f10_sg_wilfred",), reply_to="b"),
            m("c", "f10_sg_wilfred", "2026-03-18 09:25",
              "Hi all,\n\nThe staff health screening on 18 April is cancelled. The foundation is moving all staff "
              "screening to one group contract in the second half of the year, and HQ will give us a date then – "
              "nothing is booked for now.\n\nWilfred",
              "health screening on 18 April is cancelled",
              to=("f10_sg_thilaga", "f10_sg_adelina"), reply_to="a"),
        ], name="mailbox.mbox", owner="f10_sg_wilfred"),
    ], [
        Subj("Staff health screening day at Cheongmok Clinic Singapore (18 April)",
             "When is the Singapore clinic's staff health screening?",
             "싱가포르 클리닉 직원 건강검진은 언제인가?",
             None, [("a", "cancelled"), ("c", "cancellation")]),
        Subj("Linen pickup days for Cheongmok Clinic Singapore",
             "On which days does Kallang collect the Singapore clinic's linen?",
             "Kallang은 싱가포르 클리닉 린넨을 무슨 요일에 수거하는가?",
             "b"),
    ]),
    # ================================================================================ Korean
    # ------------------------------------------------------------------------------------------ 13
    Seq("fresh10-13", "ko", ["reversal", "lookalike"], [
        MailStep([
            m("a", "f10_hq_bong", "2026-01-15 10:00",
              "예승훈 과장님,\n\n2026년 월평병원 영상의학과 장비 예산을 4억 2천만 원으로 확정합니다. MRI 헤드·척추 코일 교체"
              "(2억 6천만 원)와 초음파 2대(1억 6천만 원)가 포함됩니다.\n\n승인: 표은재 사무국장\n후속 조치: 구매팀 남기하 "
              "팀장이 2월 중 견적을 요청합니다.\n\n재무팀 봉서진 드림",
              "장비 예산을 4억 2천만 원으로 확정합니다",
              to=("f10_wp_ye",), cc=("f10_hq_pyo", "f10_hq_nam"),
              subject="[예산] 2026년 월평 영상의학과 장비 예산 확정"),
            m("b", "f10_hq_bong", "2026-01-15 10:20",
              "은태경 과장님,\n\n2026년 세종병원 재활의학과 장비 예산은 1억 1천만 원으로 확정되었습니다. 보행 보조 로봇 "
              "임차 연장과 등속성 운동기 1대입니다.\n\n승인: 표은재 사무국장\n\n재무팀 봉서진 드림",
              "재활의학과 장비 예산은 1억 1천만 원으로",
              to=("f10_sj_eun",), cc=("f10_hq_pyo", "f10_hq_nam"),
              subject="[예산] 2026년 세종 재활의학과 장비 예산 확정"),
            n("f10_hq_pyo", "2026-03-03 18:10",
              "봉 팀장님,\n\n1분기 외래 수입이 계획보다 낮게 나와 장비 예산 조정이 필요합니다. 월평 영상의학과 건부터 "
              "검토 부탁드립니다.\n\n표은재",
              to=("f10_hq_bong",), subject="장비 예산 조정 검토"),
            m("c", "f10_hq_bong", "2026-03-06 14:30",
              "예승훈 과장님,\n\n월평 영상의학과 2026년 장비 예산을 3억 4천만 원으로 조정합니다(기존 4억 2천만 원).\n\n"
              "사유: 1분기 외래 수입이 계획 대비 8% 낮아 재단 전체 장비 예산을 줄입니다.\n"
              "배경: MRI 코일 교체는 그대로 진행하고, 초음파는 2대에서 1대로 줄입니다. 세종 재활의학과 예산(1억 1천만 원)은 "
              "변동 없습니다.\n후속 조치: 남기하 팀장이 초음파 견적을 1대 기준으로 다시 받습니다.\n\n봉서진 드림",
              "장비 예산을 3억 4천만 원으로 조정합니다",
              to=("f10_wp_ye",), cc=("f10_hq_pyo", "f10_hq_nam"), reply_to="a"),
        ], name="hiworks-bong", style="korean"),
    ], [
        Subj("2026 equipment budget of Wolpyeong radiology",
             "What is the 2026 equipment budget for radiology at the Wolpyeong hospital?",
             "월평병원 영상의학과의 2026년 장비 예산은 얼마인가?",
             "c", [("a", "replaced")]),
        Subj("2026 equipment budget of Sejong rehabilitation medicine",
             "What is the 2026 equipment budget for rehabilitation medicine at the Sejong hospital?",
             "세종병원 재활의학과의 2026년 장비 예산은 얼마인가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 14
    Seq("fresh10-14", "ko", ["cancellation"], [
        SlackStep(_WS, "세종-간호팀", [
            m("a", "f10_sj_ma", "2026-02-02 08:50",
              "세종 내과 병동(7층) 12시간 2교대 시범 운영을 3월 2일부터 8주간 하기로 했습니다. 주간 07:00–19:00, "
              "야간 19:00–07:00이고 희망자 14명으로 시작합니다. 승인: 변지호 부원장님",
              "12시간 2교대 시범 운영을 3월 2일부터"),
            n("f10_wp_ok", "2026-02-02 09:30", "월평도 결과가 궁금합니다. 시범 끝나면 공유 부탁드려요.", thread="a"),
            n("f10_sj_ma", "2026-02-20 17:15",
              "노조에서 2교대 시범을 노사협의회 안건으로 먼저 다루자는 의견이 왔습니다. 3월 협의회는 3월 26일입니다."),
            m("b", "f10_sj_ma", "2026-02-25 13:40",
              "7층 12시간 2교대 시범은 하지 않기로 했습니다. 노사협의회 합의 없이 시작하기 어렵다는 결론이고, 3월 근무표는 "
              "기존 3교대로 이미 확정했습니다. 다시 추진할지는 정해진 게 없습니다.",
              "2교대 시범은 하지 않기로 했습니다"),
        ], topic="세종병원 간호팀 공지"),
    ], [
        Subj("12-hour two-shift pilot on the Sejong internal medicine ward",
             "When does the 12-hour two-shift pilot on the Sejong internal medicine ward start?",
             "세종병원 내과 병동 12시간 2교대 시범 운영은 언제 시작하는가?",
             None, [("a", "cancelled"), ("b", "cancellation")]),
    ]),
    # ------------------------------------------------------------------------------------------ 15
    Seq("fresh10-15", "ko", ["lookalike"], [
        SlackStep(_WS, "오창-원무총무", [
            m("a", "f10_oc_gam", "2026-02-09 11:00",
              "오창병원 토요진료 시간 확정 공유드립니다: 3월 7일부터 토요일 09:00–12:30 (접수 마감 12:00). 내과·정형외과·"
              "소아청소년과 3개 과만 엽니다. 담당: 원무팀 감하은",
              "3월 7일부터 토요일 09:00–12:30"),
            n("f10_oc_jin", "2026-02-09 11:20", "홈페이지 공지는 제가 올리겠습니다.", thread="a"),
            m("b", "f10_oc_jin", "2026-02-12 15:30",
              "[총무] 오창 외래 주차 요금 확정: 3월 3일부터 외래 진료 환자 2시간 무료, 이후 30분당 500원입니다. 정산은 "
              "원무 창구와 1층 무인정산기 모두 가능합니다.",
              "외래 진료 환자 2시간 무료"),
            n("f10_oc_pi", "2026-02-12 16:02", "소아과 보호자 차량도 똑같이 적용되나요?", thread="b"),
            n("f10_oc_jin", "2026-02-12 16:10", "네, 진료 영수증 기준이라 보호자 차량도 같습니다.", thread="b"),
        ], topic="오창병원 원무·총무"),
    ], [
        Subj("Saturday outpatient hours at Cheongmok Ochang Hospital",
             "What are the Saturday outpatient hours at the Ochang hospital?",
             "오창병원 토요진료 시간은?",
             "a"),
        Subj("Free outpatient parking time at Cheongmok Ochang Hospital",
             "How long can outpatients park for free at the Ochang hospital?",
             "오창병원 외래 환자 무료 주차 시간은?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 16
    Seq("fresh10-16", "ko", ["reversal"], [
        MailStep([
            m("a", "f10_sj_byeon", "2026-01-26 09:30",
              "안녕하세요, 변지호입니다.\n\n세종병원 토요진료는 3월 7일부터 09:00–13:00으로 운영합니다. 진료과는 내과, "
              "정형외과, 재활의학과, 소아청소년과입니다.\n\n배경: 세종시 신규 아파트 입주로 토요일 외래 문의가 늘었습니다.\n"
              "후속 조치: 원무팀이 2월 중 예약 시스템에 토요 슬롯을 엽니다.\n\n변지호 드림",
              "토요진료는 3월 7일부터 09:00–13:00으로 운영합니다",
              to=("f10_sj_ma", "f10_sj_eun"), cc=("f10_hq_pyo",), subject="세종병원 토요진료 시간 안내"),
            n("f10_sj_eun", "2026-01-27 10:15",
              "재활치료는 오후 수요가 많아 13시 마감이면 치료실 예약이 부족합니다. 15시까지 가능할지 검토 부탁드립니다.\n\n"
              "은태경",
              to=("f10_sj_byeon",), reply_to="a"),
            m("b", "f10_sj_byeon", "2026-02-10 14:00",
              "안녕하세요.\n\n토요진료 시간을 다시 정했습니다. 3월 7일 첫 토요진료부터 세종병원은 오후 3시까지 진료합니다"
              "(09:00–15:00).\n\n사유: 재활치료 오후 수요가 많고, 1월 사전 예약 문의의 40%가 13시 이후 시간대였습니다.\n"
              "참고: 오창병원은 12:30까지이고, 월평병원 토요 외래는 변동 없습니다.\n승인: 표은재 사무국장\n\n변지호 드림",
              "세종병원은 오후 3시까지 진료합니다",
              to=("f10_sj_ma", "f10_sj_eun"), cc=("f10_hq_pyo",), subject="세종병원 토요진료 시간 변경 (09:00–15:00)"),
        ], name="hiworks-byeon", style="korean"),
    ], [
        Subj("Saturday outpatient hours at Cheongmok Sejong Hospital",
             "What are the Saturday outpatient hours at the Sejong hospital?",
             "세종병원 토요진료 시간은?",
             "b", [("a", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 17
    Seq("fresh10-17", "ko", ["restored"], [
        MailStep([
            m("a", "f10_oc_jin", "2026-02-03 10:30",
              "안녕하세요, 오창병원 총무팀 진예나입니다.\n\n오창병원 린넨 세탁은 4월 1일부터 1년간 솔빛린넨과 재계약하기로 "
              "했습니다. 단가는 kg당 1,480원(동결)입니다.\n\n승인: 남기하 구매팀장\n\n진예나 드림",
              "1년간 솔빛린넨과 재계약하기로 했습니다",
              to=("f10_oc_gam",), cc=("f10_hq_nam", "f10_sb_gye"), subject="오창병원 린넨 세탁 업체 재계약"),
            n("f10_hq_nam", "2026-02-20 16:40",
              "진 대리님,\n\n한아름세탁에서 kg당 1,320원 제안이 왔습니다. 오창만이라도 바꾸는 게 어떨지 검토해 주세요.\n\n"
              "남기하",
              to=("f10_oc_jin",), subject="린넨 세탁 단가 제안"),
            m("b", "f10_oc_jin", "2026-02-24 11:10",
              "안녕하세요.\n\n4월 1일부터 오창병원 린넨 세탁 업체를 한아름세탁으로 변경합니다. 솔빛린넨에는 재계약 "
              "취소를 통보했습니다.\n\n사유: kg당 1,320원으로 연간 약 900만 원 절감됩니다.\n참고: 월평·세종은 솔빛린넨 "
              "그대로입니다.\n\n진예나 드림",
              "세탁 업체를 한아름세탁으로 변경합니다",
              to=("f10_oc_gam",), cc=("f10_hq_nam",), subject="오창병원 린넨 세탁 업체 변경"),
            n("f10_sb_gye", "2026-03-02 09:20",
              "진예나 대리님, 솔빛린넨 계동하입니다.\n\n오창병원 건으로 수술포 멸균 포장까지 포함해 kg당 1,350원에 다시 "
              "제안드립니다. 검토 부탁드립니다.\n\n계동하 드림",
              to=("f10_oc_jin",), subject="오창병원 세탁 단가 재제안"),
            m("c", "f10_oc_jin", "2026-03-05 15:45",
              "업체 변경은 없던 일로 하겠습니다. 오창병원은 4월 1일 이후에도 솔빛린넨을 계속 씁니다(kg당 1,350원, "
              "수술포 멸균 포장 포함). 한아름세탁에는 오늘 통보했습니다.\n\n사유: 한아름세탁은 수술포 멸균 포장을 하지 "
              "않아 별도 업체가 필요했습니다.\n\n진예나 드림",
              "업체 변경은 없던 일로 하겠습니다",
              to=("f10_oc_gam",), cc=("f10_hq_nam", "f10_sb_gye"), reply_to="b"),
        ], name="hiworks-jin", style="korean"),
    ], [
        Subj("Linen laundry vendor for Cheongmok Ochang Hospital",
             "Which laundry does the Ochang hospital's linen from April?",
             "4월부터 오창병원 린넨 세탁은 어느 업체가 하는가?",
             "c", [("a", "replaced"), ("b", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 18
    Seq("fresh10-18", "ko", ["reversal", "lookalike"], [
        SlackStep(_WS, "월평-행정", [
            m("a", "f10_wp_ham", "2026-02-05 10:00",
              "월평병원 외래 환자 주차는 지금처럼 2시간 무료로 유지합니다. 파크온과의 운영 계약도 같은 조건으로 "
              "연장했습니다.",
              "2시간 무료로 유지합니다"),
            m("b", "f10_wp_ham", "2026-02-06 14:20",
              "직원 주차 정기권은 3월부터 월 3만 원입니다(현재 2만 원). 신청은 행정팀 인트라넷 게시판에서 받습니다.",
              "직원 주차 정기권은 3월부터 월 3만"),
            n("f10_wp_ok", "2026-03-09 09:10",
              "외래 보호자 민원이 계속 나옵니다. 영상 검사와 진료가 같은 날이면 2시간으로는 부족합니다."),
            n("f10_wp_ye", "2026-03-09 09:40", "MRI 대기 때문에 더 그렇습니다. 평일 오후는 대기가 1시간 넘습니다."),
            m("c", "f10_wp_ham", "2026-03-16 11:30",
              "외래 주차 무료 시간을 4월 1일부터 3시간으로 늘립니다. 파크온과 변경 계약 마쳤고, 직원 정기권 금액은 그대로입니다.",
              "4월 1일부터 3시간으로 늘립니다"),
        ], topic="월평병원 행정 공지"),
    ], [
        Subj("Free outpatient parking time at Wolpyeong hospital",
             "How long can outpatients park for free at the Wolpyeong hospital?",
             "월평병원 외래 환자 무료 주차 시간은?",
             "c", [("a", "replaced")]),
        Subj("Monthly staff parking pass price at Wolpyeong hospital",
             "How much is the monthly staff parking pass at the Wolpyeong hospital?",
             "월평병원 직원 주차 정기권은 월 얼마인가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 19
    Seq("fresh10-19", "ko", ["out_of_order", "lookalike"], [
        MailStep([
            m("c", "f10_wp_ham", "2026-03-10 09:15",
              "안녕하세요, 행정팀 함주원입니다.\n\n월평병원 상반기 소방훈련을 3월 26일(목) 14:00로 옮깁니다.\n\n"
              "사유: 3월 19일에 대전 소방본부 현장 점검이 잡혀 같은 날 훈련이 어렵습니다.\n참고: 오창병원 훈련(4월 9일)은 "
              "변동 없습니다.\n\n함주원 드림",
              "소방훈련을 3월 26일(목) 14:00로 옮깁니다",
              to=("f10_wp_ok", "f10_wp_ye"), cc=("f10_hq_pyo",), subject="[안내] 월평병원 상반기 소방훈련 일정 변경"),
            n("f10_wp_ok", "2026-03-10 10:02",
              "확인했습니다. 병동별 대피 담당자 명단은 3월 20일까지 드리겠습니다.\n\n옥채린",
              to=("f10_wp_ham",), reply_to="c"),
        ], name="hiworks-ham", style="korean"),
        SlackStep(_WS, "재단-안전", [
            m("a", "f10_wp_ham", "2026-02-12 10:30",
              "상반기 소방훈련 일정입니다. 월평병원은 3월 19일(목) 14:00, 본관·신관 동시 대피훈련으로 합니다.",
              "월평병원은 3월 19일(목) 14:00"),
            m("b", "f10_oc_jin", "2026-02-12 11:05",
              "오창병원 상반기 소방훈련은 4월 9일(목) 10:00에 합니다. 오창소방서와 합동훈련입니다.",
              "소방훈련은 4월 9일(목) 10:00에"),
            n("f10_gj_so", "2026-02-12 11:40", "공주요양병원은 5월에 따로 공지하겠습니다."),
        ], topic="재단 안전·소방"),
    ], [
        Subj("Date of the first-half fire drill at Wolpyeong hospital",
             "When is the first-half fire drill at the Wolpyeong hospital?",
             "월평병원 상반기 소방훈련은 언제인가?",
             "c", [("a", "replaced")]),
        Subj("Date of the first-half fire drill at Cheongmok Ochang Hospital",
             "When is the first-half fire drill at the Ochang hospital?",
             "오창병원 상반기 소방훈련은 언제인가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 20
    Seq("fresh10-20", "ko", ["restatement"], [
        SlackStep(_WS, "오창-소아청소년과", [
            m("a", "f10_oc_pi", "2026-02-17 13:00",
              "오창병원 야간 소아진료를 4월 1일(수)부터 시작합니다. 평일 18:00–23:00, 토·일·공휴일 09:00–18:00. "
              "전문의 3명 순환, 간호사 2명. 승인: 표은재 사무국장",
              "야간 소아진료를 4월 1일(수)부터 시작합니다"),
            n("f10_oc_gam", "2026-02-17 13:25", "야간 수납은 원무팀 1명 고정 배치하겠습니다.", thread="a"),
            n("f10_oc_jin", "2026-02-17 14:00", "야간 출입구 안내 표지판은 3월 말까지 설치합니다.", thread="a"),
            m("b", "f10_oc_pi", "2026-03-25 17:30",
              "[리마인드] 다음 주 수요일(4/1) 야간 소아진료 첫날입니다. 평일 18–23시, 주말·공휴일 9–18시 그대로입니다. "
              "첫 주 야간 당직은 제가 맡습니다.",
              "[리마인드] 다음 주 수요일(4/1) 야간"),
        ], topic="오창병원 소아청소년과"),
    ], [
        Subj("Start date of the night paediatric clinic at Ochang hospital",
             "When does the Ochang hospital's night paediatric clinic start?",
             "오창병원 야간 소아진료는 언제 시작하는가?",
             "a", [("b", "restatement")]),
    ]),
    # ------------------------------------------------------------------------------------------ 21
    Seq("fresh10-21", "ko", ["agreement", "lookalike"], [
        MailStep([
            m("a", "f10_gj_so", "2026-02-23 15:00",
              "사무국장님,\n\n공주요양병원 면회를 3월 16일부터 사전예약제로 바꾸는 안을 올립니다. 평일 14:00–17:00, "
              "주말 10:00–12:00, 회당 30분, 환자 1명당 보호자 2명까지입니다.\n\n배경: 2월 독감 유행 때 면회객 관리가 "
              "어려웠고, Corvane 시범 오픈(3월 2일)을 앞두고 병동 업무가 늘었습니다.\n후속 조치: 승인해 주시면 3월 9일까지 "
              "보호자 문자 안내를 보내겠습니다.\n\n소민결 드림",
              "3월 16일부터 사전예약제로 바꾸는 안을",
              to=("f10_hq_pyo",), subject="공주요양병원 면회 사전예약제 도입 건 (검토 요청)"),
            m("b", "f10_hq_pyo", "2026-02-24 09:10",
              "소 실장님, 동의합니다. 안대로 진행해 주세요.\n\n표은재",
              "동의합니다. 안대로 진행해 주세요",
              to=("f10_gj_so",), reply_to="a"),
            m("c", "f10_gj_so", "2026-03-04 16:20",
              "석지율 팀장님,\n\n3월 2일 Corvane Chart 시범 오픈 후 이틀 운영해 보고 정했습니다. 공주요양병원은 3월 31일까지 "
              "종이 처방을 병행하고, 4월 1일부터 전자 처방만 씁니다.\n\n사유: 야간 당직 간호사 교육이 아직 절반만 "
              "끝났습니다.\n참고: 면회 사전예약제는 예정대로 3월 16일에 시작합니다.\n\n소민결 드림",
              "3월 31일까지 종이 처방을 병행하고",
              to=("f10_hq_seok",), cc=("f10_hq_pyo",), subject="공주요양병원 Corvane 시범 운영 – 종이 처방 병행 기간"),
        ], name="hiworks-so", style="korean"),
    ], [
        Subj("Visiting by appointment at Gongju care hospital",
             "How do visits work at the Gongju care hospital from March?",
             "공주요양병원 면회는 3월부터 어떻게 운영되는가?",
             "a", [("b", "agreement")]),
        Subj("Period of paper prescriptions alongside Corvane Chart at Gongju care hospital",
             "Until when does the Gongju care hospital keep paper prescriptions alongside Corvane Chart?",
             "공주요양병원은 언제까지 Corvane Chart와 종이 처방을 병행하는가?",
             "c"),
    ]),
    # ------------------------------------------------------------------------------------------ 22
    Seq("fresh10-22", "ko", ["reversal", "lookalike"], [
        SlackStep(_WS, "간호부-운영", [
            m("a", "f10_wp_ok", "2026-01-19 09:00",
              "월평 간호부 근무표 도구는 ShiftDesk로 정했습니다. 2월 근무표부터 ShiftDesk로 작성하고, 라이선스는 수간호사 "
              "18명분입니다.",
              "월평 간호부 근무표 도구는 ShiftDesk로"),
            m("b", "f10_sj_ma", "2026-01-21 10:30",
              "세종 간호팀은 MediRota를 쓰기로 했습니다. 병동이 6개뿐이라 MediRota 소규모 요금제가 더 저렴합니다. 3월 "
              "근무표부터 적용합니다.",
              "세종 간호팀은 MediRota를 쓰기로"),
            n("f10_hq_yeom", "2026-02-03 14:00",
              "인사 쪽 요청입니다. 급여 연동(야간수당 자동 계산)은 ShiftDesk만 지원되고 MediRota는 별도 개발이 "
              "필요합니다. 가능하면 같은 도구를 써 주세요."),
            m("c", "f10_sj_ma", "2026-02-05 11:15",
              "세종도 ShiftDesk로 바꿉니다. MediRota는 계약하지 않고, 3월 근무표부터 ShiftDesk로 작성합니다. 급여 연동 "
              "때문입니다.",
              "세종도 ShiftDesk로 바꿉니다"),
        ], topic="간호부 운영 (월평·세종·오창)"),
    ], [
        Subj("Nurse rostering tool at Wolpyeong hospital",
             "Which tool does Wolpyeong nursing use for rosters?",
             "월평병원 간호부는 근무표 작성에 어떤 도구를 쓰는가?",
             "a"),
        Subj("Nurse rostering tool at Sejong hospital",
             "Which tool does Sejong nursing use for rosters?",
             "세종병원 간호팀은 근무표 작성에 어떤 도구를 쓰는가?",
             "c", [("b", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 23
    Seq("fresh10-23", "ko", ["lookalike", "restatement"], [
        MailStep([
            m("a", "f10_hq_yeom", "2026-03-02 10:00",
              "옥채린 부장님,\n\n2분기 월평병원 신규간호사 교육 예산은 2,400만 원으로 정했습니다. 4월 입사자 22명, 프리셉터 "
              "수당 포함입니다.\n\n승인: 봉서진 재무팀장\n\n인사교육팀 염다인 드림",
              "신규간호사 교육 예산은 2,400만 원으로",
              to=("f10_wp_ok",), cc=("f10_hq_bong",), subject="[교육] 2분기 신규간호사 교육 예산 – 월평"),
            m("b", "f10_hq_yeom", "2026-03-02 10:30",
              "진예나 대리님,\n\n오창병원 2분기 신규간호사 교육 예산은 1,300만 원입니다. 4월 입사자 11명 기준이고, 집행은 "
              "오창 총무팀에서 합니다.\n\n승인: 봉서진 재무팀장\n\n염다인 드림",
              "교육 예산은 1,300만 원입니다",
              to=("f10_oc_jin",), cc=("f10_hq_bong",), subject="[교육] 2분기 신규간호사 교육 예산 – 오창"),
            m("c", "f10_hq_yeom", "2026-03-20 14:10",
              "[리마인드] 월평 신규간호사 교육 예산 2,400만 원은 재단의 2분기 재량 예산 삭감 대상이 아니어서 그대로 "
              "집행합니다. 4월 6일 오리엔테이션 전까지 프리셉터 명단 부탁드립니다.\n\n염다인 드림",
              "[리마인드] 월평 신규간호사 교육 예산",
              to=("f10_wp_ok",), cc=("f10_hq_bong",), reply_to="a"),
        ], name="hiworks-yeom", style="korean"),
    ], [
        Subj("Q2 new-nurse training budget at Wolpyeong hospital",
             "What is the Q2 training budget for new nurses at the Wolpyeong hospital?",
             "월평병원 2분기 신규간호사 교육 예산은 얼마인가?",
             "a", [("c", "restatement")]),
        Subj("Q2 new-nurse training budget at Ochang hospital",
             "What is the Q2 training budget for new nurses at the Ochang hospital?",
             "오창병원 2분기 신규간호사 교육 예산은 얼마인가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 24
    Seq("fresh10-24", "ko", ["restored", "lookalike"], [
        GitStep(KIOSK, [
            n("f10_hq_eo", "2026-02-16 10:00", "키오스크 설정 저장소 초기화\n\n병원별 설정은 sites/<병원>.yaml",
              file=("README.md", "병원별 무인 접수기 설정\n")),
            m("a", "f10_hq_eo", "2026-02-23 15:30",
              "월평 키오스크 운영 시작 07:30으로 설정\n\n월평병원 무인 접수기는 3월 2일부터 07:30에 켜집니다(행정팀 "
              "함주원 팀장 요청).",
              "무인 접수기는 3월 2일부터 07:30에",
              file=("sites/wolpyeong.yaml", "open: \"07:30\"\nclose: \"17:30\"\n")),
            m("b", "f10_hq_eo", "2026-03-09 11:10",
              "월평 키오스크 운영 시작 07:00으로 변경\n\n채혈실 대기를 줄이기 위해 3월 16일부터 월평 무인 접수기를 07:00에 "
              "켭니다. 요청: 옥채린 간호부장.",
              "월평 무인 접수기를 07:00에 켭니다",
              file=("sites/wolpyeong.yaml", "open: \"07:00\"\nclose: \"17:30\"\n")),
            m("d", "f10_hq_eo", "2026-03-10 16:45",
              "오창 키오스크 운영 시작 08:00 설정\n\n오창병원 무인 접수기는 3월 16일부터 08:00에 켜집니다. 토요일도 "
              "같습니다.",
              "오창병원 무인 접수기는 3월 16일부터 08:00에",
              file=("sites/ochang.yaml", "open: \"08:00\"\nclose: \"17:00\"\n")),
            m("c", "f10_hq_seok", "2026-03-13 09:20",
              "Revert \"월평 키오스크 운영 시작 07:00으로 변경\"\n\nThis reverts commit {sha:b}.\n\n월평은 07:30 그대로 "
              "갑니다. 07:00에는 원무 창구 직원이 없어 키오스크 오류를 처리할 사람이 없습니다(함주원 팀장 의견). 채혈실 "
              "대기는 별도 번호표로 해결합니다.",
              "월평은 07:30 그대로 갑니다",
              file=("sites/wolpyeong.yaml", "open: \"07:30\"\nclose: \"17:30\"\n")),
        ]),
    ], [
        Subj("Kiosk start time at Wolpyeong hospital",
             "At what time do the check-in kiosks at the Wolpyeong hospital switch on?",
             "월평병원 무인 접수기(키오스크)는 몇 시에 켜지는가?",
             "c", [("a", "replaced"), ("b", "replaced")]),
        Subj("Kiosk start time at Ochang hospital",
             "At what time do the check-in kiosks at the Ochang hospital switch on?",
             "오창병원 무인 접수기(키오스크)는 몇 시에 켜지는가?",
             "d"),
    ]),
    # ================================================================================ mixed
    # ------------------------------------------------------------------------------------------ 25
    Seq("fresh10-25", "mixed", ["agreement", "lookalike"], [
        SlackStep(_WS, "corvane-rollout", [
            m("a", "f10_hq_seok", "2026-03-18 10:00",
              "Wolpyeong go-live 제안드립니다: 6월 1일(월). Sejong(4/20), Ochang(5/11) 이후 3주 간격 유지하고, cutover는 "
              "5/30–31 주말입니다. @{f10_hq_pyo} 사무국장님 OK 주시면 Corvane 쪽에 confirm 하겠습니다.",
              "Wolpyeong go-live 제안드립니다: 6월 1일(월)"),
            n("f10_wp_ham", "2026-03-18 10:40",
              "월평은 6월 첫 주가 검진 시즌이라 걱정인데, 검진센터는 종이 병행 가능할까요?", thread="a"),
            n("f10_hq_seok", "2026-03-18 11:05", "네, 검진센터는 2주 병행으로 가겠습니다.", thread="a"),
            m("b", "f10_hq_pyo", "2026-03-19 08:45",
              "좋습니다, 6월 1일로 진행하세요. Corvane에 confirm 해 주세요.",
              "좋습니다, 6월 1일로 진행하세요", thread="a"),
            m("c", "f10_sj_ma", "2026-03-20 15:00",
              "Sejong go-live command center 확정: 본관 3층 세미나실, 4월 18일(토) 08:00부터 4월 24일(금) 20:00까지 "
              "24시간 운영. Super-user 2명씩 교대로 상주합니다.",
              "Sejong go-live command center 확정"),
        ], topic="Corvane Chart rollout – 월평·세종·오창·공주"),
    ], [
        Subj("Corvane Chart go-live date for Wolpyeong hospital",
             "When does the Wolpyeong hospital go live on Corvane Chart?",
             "월평병원의 Corvane Chart 오픈(go-live) 날짜는 언제인가?",
             "a", [("b", "agreement")]),
        Subj("Command centre for the Sejong Corvane Chart go-live week",
             "Where and when does the command centre for the Sejong go-live run?",
             "세종병원 Corvane go-live 주간 command center는 어디서 언제 운영되는가?",
             "c"),
    ]),
    # ------------------------------------------------------------------------------------------ 26
    Seq("fresh10-26", "mixed", ["out_of_order"], [
        MailStep([
            m("b", "f10_oc_jin", "2026-03-09 10:20",
              "안녕하세요,\n\n오창병원 직원식당 위탁업체는 맑은찬푸드로 최종 결정했습니다. Start date는 4월 1일 그대로이고, "
              "새참푸드 건은 진행하지 않습니다.\n\nReason: 새참푸드가 야간 간편식(야간 소아진료 staff용) 공급이 어렵다고 "
              "회신했습니다.\nNext steps: 맑은찬푸드 명도경 부장님과 3월 13일 kick-off.\n\n진예나 드림",
              "맑은찬푸드로 최종 결정했습니다",
              to=("f10_oc_gam", "f10_mc_myeong"), cc=("f10_hq_nam",), subject="오창 직원식당 위탁업체 최종 결정"),
            n("f10_mc_myeong", "2026-03-09 13:00",
              "감사합니다. 3월 13일 오전 10시에 오창병원으로 찾아뵙겠습니다.\n\n명도경 드림",
              to=("f10_oc_jin",), reply_to="b"),
        ], name="hiworks-jin", style="korean"),
        SlackStep(_WS, "오창-원무총무", [
            m("a", "f10_oc_jin", "2026-02-16 16:00",
              "직원식당 위탁 update: 4월 1일부터 새참푸드로 가기로 했습니다. 식단가 4,800원으로 맑은찬푸드보다 200원 "
              "저렴합니다.",
              "4월 1일부터 새참푸드로 가기로"),
            n("f10_oc_gam", "2026-02-16 16:30",
              "야간 근무자 간편식도 되는지 확인 필요해요. 야간 소아진료 시작하면 원무도 1명 상주합니다.", thread="a"),
        ], topic="오창병원 원무·총무"),
    ], [
        Subj("Staff cafeteria contractor at Ochang hospital",
             "Which contractor runs the Ochang hospital staff cafeteria from April?",
             "4월부터 오창병원 직원식당 위탁업체는 어디인가?",
             "b", [("a", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 27
    Seq("fresh10-27", "mixed", ["reversal"], [
        SlackStep(_WS, "patient-app", [
            m("a", "f10_hq_eo", "2026-02-26 14:00",
              "Sejong mobile check-in launch date 확정: 3월 16일(월). 앱 3.4 release에 포함하고, 세종 원무팀 교육은 3/12입니다.",
              "Sejong mobile check-in launch date 확정"),
            n("f10_sj_byeon", "2026-02-26 14:30", "원무팀 교육 장소는 2층 회의실로 잡겠습니다.", thread="a"),
            n("f10_hq_eo", "2026-03-05 18:20",
              "QA에서 Sejong 수납 연동 버그 발견 (카드 부분취소). fix에 1주 이상 걸릴 것 같습니다."),
            m("b", "f10_hq_eo", "2026-03-06 10:10",
              "Sejong 모바일 접수 오픈을 3월 30일(월)로 미룹니다. 부분취소 fix 후 3/23 regression test. Ochang(4/6)은 그대로입니다.",
              "오픈을 3월 30일(월)로 미룹니다"),
            n("f10_sj_byeon", "2026-03-06 10:45", "확인했습니다. 원무팀 교육은 3/26으로 다시 잡겠습니다.", thread="b"),
        ], topic="청목 환자앱"),
    ], [
        Subj("Mobile check-in launch at Cheongmok Sejong Hospital",
             "From when can Sejong outpatients check in from the app?",
             "세종병원 모바일 접수는 언제 오픈하는가?",
             "b", [("a", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 28
    Seq("fresh10-28", "mixed", ["out_of_order"], [
        SlackStep(_WS, "intl-patients", [
            m("b", "f10_hq_gil", "2026-03-23 09:30",
              "외국인 종합검진 package price 변경: 5월 1일부터 ₩1,350,000입니다 (현재보다 15만 원 인상). 내시경 진정 비용을 "
              "포함하면서 올립니다. @{f10_ic_bethany} 영문 brochure 업데이트 부탁해요.",
              "5월 1일부터 ₩1,350,000입니다"),
            n("f10_ic_bethany", "2026-03-23 10:05",
              "Will do – I'll also tell the two Mongolian agencies before 1 April.", thread="b"),
        ], topic="International patient centre (Wolpyeong)"),
        MailStep([
            m("a", "f10_hq_gil", "2026-01-12 11:00",
              "Bethany,\n\n2026 외국인 종합검진 package는 ₩1,200,000으로 유지합니다. Included: 혈액·소변 검사, 복부 초음파, "
              "위 내시경(비진정), 흉부 X-ray.\n\nOwner: Bethany (agency contracts)\n\n길도윤",
              "package는 ₩1,200,000으로 유지합니다",
              to=("f10_ic_bethany",), cc=("f10_wp_ham",), subject="International health check-up package 2026"),
            n("f10_ic_bethany", "2026-01-12 13:20",
              "Thanks, I'll send the 2026 rate card to the agencies this week.\n\nBethany",
              to=("f10_hq_gil",), reply_to="a"),
        ], name="mailbox.mbox", owner="f10_ic_bethany"),
    ], [
        Subj("Price of the international health check-up package at Wolpyeong",
             "How much is the health check-up package for international patients?",
             "외국인 종합검진 패키지 가격은 얼마인가?",
             "b", [("a", "replaced")]),
    ]),
    # ------------------------------------------------------------------------------------------ 29
    Seq("fresh10-29", "mixed", ["cancellation", "lookalike"], [
        SlackStep(_WS, "월평-영상의학과", [
            m("a", "f10_wp_ye", "2026-02-02 09:20",
              "MRI 야간 검사 운영 결정: 4월 6일부터 평일 22:00까지 MRI 슬롯 확대 (현재 20:00 마감). Radiographer 2명 "
              "추가 채용이 전제입니다.",
              "4월 6일부터 평일 22:00까지 MRI"),
            n("f10_wp_ok", "2026-02-02 10:00", "야간 검사 환자 이송은 간호부에서 지원할 수 있습니다.", thread="a"),
            m("b", "f10_wp_ye", "2026-02-10 14:40",
              "CT 토요 검사 확정: 3월 7일부터 토요일 09:00–12:00 CT 예약 open. 기존 인력으로 운영합니다.",
              "CT 토요 검사 확정"),
            m("c", "f10_wp_ye", "2026-03-11 17:10",
              "MRI 야간 연장은 취소합니다. 재단 장비·인력 예산 조정으로 radiographer 추가 채용이 보류됐고, 평일 MRI는 "
              "20:00 마감 그대로 갑니다. 재추진 일정은 없습니다.",
              "MRI 야간 연장은 취소합니다"),
        ], topic="월평병원 영상의학과"),
    ], [
        Subj("Weekday MRI hours extended to 22:00 at Wolpyeong",
             "From when does Wolpyeong radiology run MRI until 22:00 on weekdays?",
             "월평병원 MRI 평일 22시 연장 운영은 언제부터인가?",
             None, [("a", "cancelled"), ("c", "cancellation")]),
        Subj("Saturday CT slots at Wolpyeong",
             "When are Saturday CT slots open at the Wolpyeong hospital?",
             "월평병원 토요일 CT 검사는 몇 시에 운영되는가?",
             "b"),
    ]),
    # ------------------------------------------------------------------------------------------ 30
    Seq("fresh10-30", "mixed", ["restored"], [
        SlackStep(_WS, "corvane-rollout", [
            m("a", "f10_hq_seok", "2026-03-23 14:00",
              "Ochang go-live build 결정: Corvane Chart 7.2.4로 갑니다 (Sejong과 같은 build). 7.3은 Wolpyeong부터 적용합니다.",
              "Corvane Chart 7.2.4로 갑니다"),
            n("f10_oc_gam", "2026-03-23 14:20", "원무 교육 자료도 7.2 화면 기준으로 만들겠습니다.", thread="a"),
        ], topic="Corvane Chart rollout – 월평·세종·오창·공주"),
        GitStep(ROLLOUT, [
            n("f10_hq_eo", "2026-03-24 09:30", "Add Ochang site config",
              file=("sites/ochang.yaml", "corvane_build: \"7.2.4\"\ngo_live: 2026-05-11\n")),
            m("b", "f10_hq_eo", "2026-04-08 13:15",
              "Ochang: bump Corvane Chart to 7.3.1\n\nCorvane recommends 7.3.1 for new sites (Anselm, 7 April); the "
              "lab interface module is only certified on 7.3. The Ochang 11 May go-live uses 7.3.1.",
              "Ochang 11 May go-live uses 7.3.1",
              file=("sites/ochang.yaml", "corvane_build: \"7.3.1\"\ngo_live: 2026-05-11\n")),
            m("c", "f10_hq_seok", "2026-04-16 10:00",
              "Revert \"Ochang: bump Corvane Chart to 7.3.1\"\n\nThis reverts commit {sha:b}.\n\nOchang stays on 7.2.4 "
              "after all: 세종 UAT에서 7.3.1 order set import 오류가 재현됐습니다. 7.2.4의 lab interface 인증은 Corvane이 "
              "4/15에 완료했습니다.",
              "Ochang stays on 7.2.4 after all",
              file=("sites/ochang.yaml", "corvane_build: \"7.2.4\"\ngo_live: 2026-05-11\n")),
        ]),
    ], [
        Subj("Corvane Chart version for the Ochang go-live",
             "Which Corvane Chart version does the Ochang hospital go live on?",
             "오창병원은 Corvane Chart 어느 버전으로 오픈하는가?",
             "c", [("a", "replaced"), ("b", "replaced")]),
    ]),
]
