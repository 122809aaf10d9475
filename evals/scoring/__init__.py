"""Scorers of the eval set: the Korean amount parser, the numeric scorer and the rubric judges."""

from core.finance.amounts import Figure, FigureUnit, find_figures
from evals.scoring.judge import (
    CheckVerdict,
    Judge,
    JudgeError,
    ModelJudge,
    PatternJudge,
    RubricVerdict,
    build_judge,
    same_model,
)
from evals.scoring.numeric import NumericScore, match_figure, score_numeric

__all__ = [
    "CheckVerdict",
    "Figure",
    "FigureUnit",
    "Judge",
    "JudgeError",
    "ModelJudge",
    "NumericScore",
    "PatternJudge",
    "RubricVerdict",
    "build_judge",
    "find_figures",
    "match_figure",
    "same_model",
    "score_numeric",
]
