"""Writer M, mixed Korean-English sell-side prose about one company and about quarters (``free-tune9``)."""

from __future__ import annotations

from evals.validator_free_case import FreeCase, quarterly

CASES: tuple[FreeCase, ...] = (
    # 삼성 2023 연결: OP 6,566,976M → 6.57tn; OPM 2.5%; OP YoY -84.9%; revenue 258.94tn, YoY -14.3%;
    # NI 15.49tn (-72.2%); OPM 2022 14.35% → 2023 2.54%: -11.8%p (2.536-14.352 = -11.82).
    FreeCase(
        "m-x-one-01",
        "삼성 FY23 OP랑 margin 간단히",
        "FY23 삼성전자 연결 OP 6.57tn, OPM 2.5%로 OP YoY -84.9%. Revenue는 258.94tn (YoY -14.3%)이라 "
        "top line보다 bottom line 타격이 훨씬 컸고, margin이 11.8%p 축소됐습니다. NI도 15.49tn으로 "
        "-72.2%. 메모리 downcycle의 trough였다고 보면 되고, 별도 기준으로는 아예 영업적자였습니다.",
        (("삼성전자", 2023),),
    ),
    # 이어서 2024: OP 32.73tn (+398.3%), OPM 10.9% (+8.3%p: 10.877-2.536 = 8.34), revenue 300.87tn (+16.2%), NI 34.45tn (+122.5%).
    FreeCase(
        "m-x-one-02",
        "그럼 작년은요?",
        "FY24는 확실한 recovery입니다. 연결 revenue 300.87tn (YoY +16.2%), OP 32.73tn으로 YoY +398.3% — "
        "거의 5x — 이고, OPM은 10.9%로 8.3%p 개선됐습니다. NI는 34.45tn (+122.5%). 다만 OPM이 "
        "FY21 수준까지 돌아온 건 아니라서, full recovery라고 부르기엔 이릅니다.",
        (("삼성전자", 2024), ("삼성전자", 2023)),
    ),
    # SK 2024 연결: revenue 66.19tn (+102.0%), OP 23.47tn, OPM 35.5%, NI 19.80tn, NPM 29.9%, ROE 31.1%,
    # debt ratio 62.2% (vs 87.5%), equity 73.92tn.
    FreeCase(
        "m-x-one-03",
        "hynix FY24 key numbers",
        "SK하이닉스 FY24 연결 기준 revenue 66.19tn으로 YoY +102.0%, OP 23.47tn (OPM 35.5%)으로 흑자전환했습니다. "
        "NI 19.80tn, NPM 29.9%, ROE 31.1%로 profitability는 peer 대비 압도적입니다. Balance sheet도 "
        "개선돼서 debt ratio가 87.5% → 62.2%로 내려왔고, equity는 73.92tn까지 늘었습니다. HBM mix 효과가 "
        "그대로 숫자에 찍힌 해라고 보시면 됩니다.",
        (("SK하이닉스", 2024),),
    ),
    # 현대차 2024 연결: revenue 175.23tn (+7.7%), OP 14.24tn (-5.9%), OPM 8.1% (9.30 → 8.13: -1.2%p), NI 13.23tn (+7.8%).
    FreeCase(
        "m-x-one-04",
        "현대차 24 실적 코멘트 부탁",
        "Hyundai Motor FY24: revenue 175.23tn (YoY +7.7%)로 top line은 성장했지만 OP는 14.24tn으로 YoY "
        "-5.9%. OPM이 9.3% → 8.1%로 1.2%p 축소되면서 margin peak-out 우려가 현실화된 모습입니다. "
        "반면 NI는 13.23tn으로 +7.8%인데, non-operating 쪽이 받쳐준 결과입니다. 한마디로 volume은 "
        "괜찮은데 mix·cost 측면에서 압박을 받은 한 해.",
        (("현대자동차", 2024),),
    ),
    # 카카오 2024 연결: revenue KRW 7,871.7bn (+4.2%); OP 460.2bn (-0.1%), OPM 5.8%; NI -161.9bn vs -1,816.7bn (FY23);
    # opex 7,411.5bn = revenue의 94.2%.
    FreeCase(
        "m-x-one-05",
        "kakao FY24 어땠어, 영어 섞어서 짧게",
        "Kakao FY24 연결 revenue KRW 7,871.7bn (YoY +4.2%), OP 460.2bn으로 YoY -0.1% 사실상 flat, OPM 5.8%. "
        "Opex가 7,411.5bn으로 매출의 94.2%를 먹고 있어서 operating leverage가 거의 안 나옵니다. Net loss는 "
        "161.9bn으로 FY23 (-1,816.7bn) 대비 loss가 크게 줄었지만 여전히 red. Turnaround 판단은 "
        "아직 이르다는 view입니다.",
        (("카카오", 2024),),
    ),
    # NAVER 2024 연결: revenue 10.74tn (+11.0%), OP 1.98tn (+32.9%), OPM 18.4% (+3.0%p), NI 1.93tn (+96.1%);
    # interest income 173.6bn (173,555M) vs 101.1bn (+71.6%).
    FreeCase(
        "m-x-one-06",
        "NAVER 24년 실적 sell-side 스타일로",
        "NAVER FY24 연결: revenue 10.74tn (YoY +11.0%), OP 1.98tn (YoY +32.9%)으로 OPM이 18.4%, 전년 대비 "
        "3.0%p expansion. NI는 1.93tn으로 YoY +96.1% — 거의 doubling입니다. 이자수익도 173.6bn으로 "
        "FY23 101.1bn 대비 71.6% 늘어 non-op 기여가 커졌습니다. Cost discipline이 margin에 제대로 "
        "반영되기 시작한 국면.",
        (("NAVER", 2024),),
    ),
    # SK 2023 연결 (FY23): revenue 32.77tn (-26.6%), OP -7.73tn, NI -9.14tn, OPM -23.6%, ROE -15.6%, debt ratio 87.5%.
    FreeCase(
        "m-x-one-07",
        "하이닉스 23년 bottom이 어느정도였는지",
        "FY23 SK하이닉스 연결 revenue 32.77tn, YoY -26.6%. OP는 -7.73tn (OPM -23.6%), NI -9.14tn으로 "
        "deep red였고 ROE는 -15.6%까지 떨어졌습니다. 손실이 equity를 깎아먹으면서 debt ratio는 87.5%로 "
        "올라갔고요. 이 trough 덕분에 FY24 YoY 숫자들이 그렇게 화려하게 나온 겁니다.",
        (("SK하이닉스", 2023),),
    ),
    # 현대차 2023 연결: OP 15.13tn (+54.0%), OPM 9.3% (6.91 → 9.30: +2.4%p), NI 12.27tn (+53.7%), ROE 12.7%;
    # revenue 162.66tn (+14.4%).
    FreeCase(
        "m-x-one-08",
        "현대차 2023 peak 실적 숫자만",
        "Hyundai FY23 연결 revenue 162.66tn (+14.4% YoY), OP 15.13tn (+54.0%), OPM 9.3%로 2.4%p 개선. "
        "NI 12.27tn (+53.7%), ROE 12.7%. Pricing power와 우호적 FX가 겹친 peak year로 평가됩니다.",
        (("현대자동차", 2023),),
    ),
    # 삼성 2024 별도: revenue 209.05tn (+22.7%), OP 12.36tn (FY23 -11.53tn, 흑전), 별도 OPM 5.9%, NI 23.58tn (-7.1%).
    FreeCase(
        "m-x-one-09",
        "같은 기준으로 삼성 parent-only 숫자도",
        "Parent(별도) 기준 삼성전자 FY24 revenue 209.05tn, YoY +22.7%. OP는 12.36tn으로 FY23 -11.53tn에서 "
        "흑자전환했지만 OPM은 5.9%에 불과해 consolidated(10.9%)보다 낮습니다. NI는 23.58tn으로 오히려 "
        "YoY -7.1%. 별도 실적만 보면 recovery 강도가 연결보다 약하다는 점이 포인트.",
        (("삼성전자", 2024),),
    ),
    # SK 2024 Q3: revenue 17.57tn, OP 7.03tn, OPM 40.0%, NI 5.75tn; 9M OP 15.38tn (OPM 33.1%); Q3 = 9M OP의 45.7%.
    FreeCase(
        "m-x-qtr-01",
        "hynix 3Q24 quick take",
        "SK하이닉스 3Q24 연결: revenue 17.57tn, OP 7.03tn으로 OPM 40.0%, NI 5.75tn. 9M 누적 OP는 15.38tn "
        "(9M OPM 33.1%)인데 그중 45.7%가 3Q 한 분기에서 나왔습니다. Quarterly margin이 누적 대비 "
        "6.9%p 높다는 건 HBM 비중 확대로 mix가 빠르게 개선되고 있다는 signal입니다.",
        (("SK하이닉스", 2024),),
        (quarterly("SK하이닉스", 3),),
    ),
    # 현대차 4Q24 = FY - 9M: OP 14,239,592-11,417,398 = 2,822,194M → 2.82tn; revenue 46.62tn; OPM 6.1%;
    # 3Q OP 3.58tn → QoQ -21.2% (2,822,194/3,580,900-1 = -21.19%); 3Q OPM 8.3% → -2.3%p (6.05-8.34 = -2.29).
    FreeCase(
        "m-x-qtr-02",
        "현대차 4Q24 implied 숫자 계산해줘",
        "FY에서 9M을 빼면 Hyundai 4Q24 implied revenue는 46.62tn, OP 2.82tn, OPM 6.1%입니다. 3Q OP 3.58tn "
        "대비 QoQ -21.2%, margin은 8.3% → 6.1%로 2.3%p 축소. Revenue는 QoQ로 늘었는데 OP가 빠졌으니 "
        "연말 incentive·비용 집행 영향이 컸던 것으로 보입니다.",
        (("현대자동차", 2024),),
        (quarterly("현대자동차", 3),),
    ),
    # 삼성 3Q24: OP 9.18tn, OPM 11.6%; 9M OP 26.23tn vs FY 32.73tn → 9M이 FY의 80.2%; 4Q implied OP 6.49tn (OPM 8.6%).
    FreeCase(
        "m-x-qtr-03",
        "삼성 분기 흐름 3Q→4Q 영어 섞어서",
        "Samsung 3Q24 연결 OP 9.18tn, OPM 11.6%. FY OP 32.73tn 가운데 9M 누적(26.23tn)이 80.2%를 차지하니 "
        "4Q implied OP는 6.49tn에 OPM 8.6%로 QoQ 둔화가 뚜렷합니다. Memory price momentum이 꺾이고 "
        "one-off cost가 잡힌 영향으로 읽힙니다.",
        (("삼성전자", 2024),),
        (quarterly("삼성전자", 3),),
    ),
)
