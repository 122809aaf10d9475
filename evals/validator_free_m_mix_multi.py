"""Writer M, mixed Korean-English sell-side prose about trends and comparisons (``free-tune9``)."""

from __future__ import annotations

from evals.validator_free_case import FreeCase, quarterly

CASES: tuple[FreeCase, ...] = (
    # NAVER 연결 OP: FY21 1,325,478M → 1.33tn; FY24 1,979,263M → 1.98tn; 3Y CAGR (1.4933)^(1/3)-1 = 14.3%.
    # revenue 3Y CAGR (10,737,719/6,817,600)^(1/3)-1 = 16.3%; OPM FY21 19.4% → FY24 18.4%.
    FreeCase(
        "m-x-trend-01",
        "NAVER 3년 CAGR 기준으로 성장성 평가",
        "NAVER 연결 기준 FY21→FY24 revenue 3Y CAGR은 16.3%, OP CAGR은 14.3%입니다. OP가 1.33tn에서 "
        "1.98tn으로 늘었지만 top line 성장을 완전히 따라가진 못해서, OPM은 19.4% → 18.4%로 1.0%p "
        "낮아졌습니다. 즉 growth는 견조한데 operating leverage는 FY24 들어서야 본격화된 그림.",
        (("NAVER", 2023), ("NAVER", 2024)),
    ),
    # 카카오 연결 opex: FY21 5,322,629M → 5.32tn; FY24 7,411,480M → 7.41tn (+39.2%); revenue 5.91tn → 7.87tn (+33.2%).
    # OPM 9.9% → 5.8%.
    FreeCase(
        "m-x-trend-02",
        "카카오 cost 구조 몇 년간 어떻게 변했어",
        "Kakao는 cost growth가 revenue growth를 계속 앞질렀습니다. FY21→FY24 동안 opex는 5.32tn → 7.41tn으로 "
        "+39.2%인데 revenue는 5.91tn → 7.87tn으로 +33.2%에 그쳤고, 그 결과 OPM이 9.9%에서 5.8%로 "
        "내려왔습니다. Negative operating leverage가 3년 내내 이어진 셈이라, 구조조정 없이는 margin "
        "회복이 어렵다는 게 시장 consensus입니다.",
        (("카카오", 2023), ("카카오", 2024)),
    ),
    # SK 연결 equity: FY21 62.19tn, FY22 63.29tn, FY23 53.50tn, FY24 73.92tn. FY23 → FY24 +20.41tn (73,915,704-53,503,752
    # = 20,411,952M); debt ratio 54.9% → 64.1% → 87.5% → 62.2%.
    FreeCase(
        "m-x-trend-03",
        "hynix balance sheet 추이 FY21-24",
        "SK하이닉스 연결 equity는 FY21 62.19tn, FY22 63.29tn에서 FY23 53.50tn으로 줄었다가 FY24 73.92tn으로 "
        "1년 만에 20.41tn 늘었습니다. Debt ratio는 54.9% → 64.1% → 87.5% → 62.2%로, downcycle 때 "
        "leverage가 올라갔다가 FY24 earnings로 de-leveraging된 전형적인 cycle 패턴입니다.",
        (("SK하이닉스", 2023), ("SK하이닉스", 2024)),
    ),
    # 삼성 연결 NPM: FY21 14.3%, FY22 18.4%, FY23 6.0%, FY24 11.5%; OP 4년 합계 51.63+43.38+6.57+32.73 = 134.30tn
    # (134,303,423M).
    FreeCase(
        "m-x-trend-04",
        "삼성 NPM trend랑 4년 누적 OP",
        "Samsung 연결 NPM은 FY21 14.3%, FY22 18.4%, FY23 6.0%, FY24 11.5%로 움직였습니다. FY22가 "
        "peak였고, FY23에 12%p 넘게 빠진 뒤 FY24에 절반 정도 되돌렸습니다. FY21~FY24 4년 누적 OP는 "
        "134.30tn인데, 이 가운데 FY23 비중이 5%도 안 됩니다.",
        (("삼성전자", 2023), ("삼성전자", 2024)),
    ),
    # 현대차 연결 부채총계: FY21 151.33tn → FY24 219.52tn (+45.1%); debt ratio 183.2% → 181.4% → 177.4% → 182.5%.
    FreeCase(
        "m-x-trend-05",
        "현대차 leverage 추이",
        "Hyundai 연결 total liabilities는 FY21 151.33tn에서 FY24 219.52tn으로 +45.1% 증가했습니다. 다만 "
        "equity도 같이 늘어서 debt ratio는 183.2% → 181.4% → 177.4% → 182.5%로 180% 안팎에서 "
        "range-bound. Captive finance를 연결하는 구조라 headline leverage는 높아 보이지만 추세적으로 "
        "악화되진 않았습니다.",
        (("현대자동차", 2023), ("현대자동차", 2024)),
    ),
    # 카카오 ROE: FY23 -13.3%, FY24 -1.2% (ratios); NI FY23 -1,816.7bn → FY24 -161.9bn; 손실 축소 1,654.8bn (1,654,798M).
    FreeCase(
        "m-x-trend-06",
        "카카오 ROE는 개선되는 중?",
        "방향은 맞습니다. Kakao ROE(avg equity)는 FY23 -13.3%에서 FY24 -1.2%로 12.1%p 개선됐습니다. "
        "Net loss가 1,816.7bn에서 161.9bn으로 1,654.8bn 줄어든 덕분인데, 아직 positive territory는 아니라 "
        "'개선 중'이지 '회복'은 아닙니다.",
        (("카카오", 2024), ("카카오", 2023)),
    ),
    # NAVER NI: FY22 673.2bn, FY23 985.0bn (+46.3%), FY24 1,932.0bn (+96.1%); FY24/FY22 = 2.87x.
    FreeCase(
        "m-x-trend-07",
        "그럼 naver NI 2년 추이도",
        "NAVER 연결 NI는 FY22 673.2bn → FY23 985.0bn (+46.3%) → FY24 1,932.0bn (+96.1%)으로 2년 만에 "
        "2.87x가 됐습니다. FY21의 대규모 one-off gain을 빼고 보면 earnings momentum이 꽤 가파릅니다.",
        (("NAVER", 2023), ("NAVER", 2024)),
    ),
    # FY24 연결 OP: Samsung 32.73tn vs Hynix 23.47tn → Hynix/Samsung 71.7%; OPM 10.9% vs 35.5% (gap 24.6%p);
    # revenue 300.87tn vs 66.19tn.
    FreeCase(
        "m-x-cmp-01",
        "삼전 하닉 FY24 margin gap",
        "FY24 연결 기준 Samsung OPM 10.9% vs Hynix 35.5%로 gap이 24.6%p입니다. Revenue는 300.87tn vs "
        "66.19tn으로 Samsung이 훨씬 크지만 OP는 32.73tn vs 23.47tn이라 Hynix가 Samsung OP의 71.7%까지 "
        "따라왔습니다. HBM leadership 차이가 margin에 그대로 반영된 결과.",
        (("삼성전자", 2024), ("SK하이닉스", 2024)),
    ),
    # FY24 OP: NAVER 1,979.3bn vs Kakao 460.2bn → 4.3x (4.30); FY22: 1,304.7bn vs 569.4bn → 2.29x.
    FreeCase(
        "m-x-cmp-02",
        "네이버 vs 카카오 OP 배수 FY22랑 FY24",
        "NAVER/Kakao 연결 OP multiple은 FY22 2.29x (1,304.7bn vs 569.4bn)에서 FY24 4.30x (1,979.3bn vs "
        "460.2bn)로 벌어졌습니다. 2년 사이 NAVER OP는 51.7% 늘었는데 Kakao는 19.2% 줄었기 때문입니다. "
        "Platform 양사 간 profitability divergence가 뚜렷합니다.",
        (("NAVER", 2024), ("카카오", 2024), ("NAVER", 2023), ("카카오", 2023)),
    ),
    # FY23 debt ratio: Hyundai 177.4% vs Samsung 25.4%; FY24: 182.5% vs 27.9%. Hyundai FY24 equity 120.28tn vs Samsung 402.19tn.
    FreeCase(
        "m-x-cmp-03",
        "현대차랑 삼성 leverage 비교 (23, 24)",
        "Debt ratio로 보면 Hyundai FY23 177.4% → FY24 182.5%, Samsung FY23 25.4% → FY24 27.9%로 "
        "양사 모두 소폭 상승했지만 레벨 자체가 완전히 다릅니다. Equity도 Hyundai 120.28tn vs Samsung "
        "402.19tn (FY24). Samsung은 사실상 net cash 기업이고 Hyundai는 captive finance 때문에 leverage가 "
        "구조적으로 높은 케이스.",
        (("현대자동차", 2024), ("삼성전자", 2024)),
    ),
    # 3Q24 OP: Samsung 9.18tn vs Hynix 7.03tn → gap 2.15tn (9,183,371-7,029,958 = 2,153,413M); Samsung/Hynix 1.31x;
    # OPM 11.6% vs 40.0%.
    FreeCase(
        "m-x-cmp-04",
        "3Q24 삼전 하닉 OP gap",
        "3Q24 연결 OP는 Samsung 9.18tn, Hynix 7.03tn으로 gap이 2.15tn까지 좁혀졌습니다 — Samsung이 1.31x "
        "수준. OPM은 11.6% vs 40.0%로 비교 자체가 무의미할 정도로 차이가 납니다.",
        (("삼성전자", 2024), ("SK하이닉스", 2024)),
        (quarterly("삼성전자", 3), quarterly("SK하이닉스", 3)),
    ),
    # 3Q24: NAVER revenue 2,715.6bn, OP 525.3bn (OPM 19.3%); Kakao revenue 1,921.4bn, OP 130.5bn (OPM 6.8%);
    # OP ratio 4.02x; revenue ratio 1.41x.
    FreeCase(
        "m-x-cmp-05",
        "naver kakao 3Q24 비교",
        "3Q24 연결 기준 NAVER revenue 2,715.6bn, OP 525.3bn (OPM 19.3%) vs Kakao revenue 1,921.4bn, OP "
        "130.5bn (OPM 6.8%). Revenue는 1.41x 차이인데 OP는 4.02x — margin gap이 규모 차이보다 훨씬 큽니다.",
        (("NAVER", 2024), ("카카오", 2024)),
        (quarterly("NAVER", 3), quarterly("카카오", 3)),
    ),
    # FY24 YoY revenue: Hynix +102.0%, Samsung +16.2%, NAVER +11.0%, Hyundai +7.7%, Kakao +4.2%;
    # OP YoY: Samsung +398.3%, NAVER +32.9%, Hyundai -5.9%, Kakao -0.1%, Hynix 흑자전환.
    FreeCase(
        "m-x-cmp-06",
        "5개 coverage FY24 YoY 한줄씩",
        "FY24 연결 YoY 정리: Hynix revenue +102.0%, OP 흑자전환 / Samsung revenue +16.2%, OP +398.3% / "
        "NAVER revenue +11.0%, OP +32.9% / Hyundai revenue +7.7%, OP -5.9% / Kakao revenue +4.2%, OP -0.1%. "
        "Semi 두 곳이 earnings growth를 주도했고, auto·Kakao는 OP 기준 역성장입니다.",
        (
            ("SK하이닉스", 2024),
            ("삼성전자", 2024),
            ("NAVER", 2024),
            ("현대자동차", 2024),
            ("카카오", 2024),
        ),
    ),
)
