"""How one setting is declared and read from its string: ``setting(…)``, the reading of each field type,
``SecretStr`` and the error a bad value raises.

``core.config.Settings`` declares its fields with ``setting(default, "ALIAS", ge=…, gt=…, le=…)`` under
plain annotations; ``fields_of`` turns those into ``Field``s once per class. A value is read as the
pydantic model the settings once were read it, in its lax mode (a value from the environment is a
string): ``"10"`` is an int, ``"yes"``/``"off"``/``"1"`` … a bool, ``"1e3"`` a float, a ``Literal`` one of its
values, a path any string, a secret any string (kept as ``SecretStr``), and a bound broken or a string that
is none of these raises ``InvalidSetting`` with the message pydantic gave ("Input should be greater than
0"). pydantic itself is not loaded: its import and a model's schema were about a third of a keyless quick
answer's start-up.
"""

from __future__ import annotations

import math
import re
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

T = TypeVar("T")

_TRUE = frozenset({"1", "on", "t", "true", "y", "yes"})
_FALSE = frozenset({"0", "off", "f", "false", "n", "no"})
_INT = re.compile(r"[+-]?\d+(?:_\d+)*(?:\.0*)?")


class SecretStr:
    """A secret value: printed as ``**********``, read with ``get_secret_value()``."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def get_secret_value(self) -> str:
        return self._value

    def __repr__(self) -> str:
        return "SecretStr('**********')" if self._value else "SecretStr('')"

    def __str__(self) -> str:
        return "**********" if self._value else ""

    def __len__(self) -> int:
        return len(self._value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SecretStr) and other._value == self._value

    def __hash__(self) -> int:
        return hash(self._value)


class InvalidSetting(ValueError):
    """A value a setting cannot take; ``key`` is the name it was given under (alias or field name)."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key
        self.message = message

    def errors(self) -> list[dict[str, Any]]:
        """As pydantic's ``ValidationError.errors()`` listed it: where and what."""
        return [{"loc": (self.key,), "msg": self.message}]


@dataclass(frozen=True, slots=True)
class Field:
    """One declared setting: its default, the variable's name and its bounds."""

    default: Any
    alias: str
    ge: float | None = None
    gt: float | None = None
    le: float | None = None
    annotation: Any = None

    def is_required(self) -> bool:
        return False

    def read(self, value: object) -> object:
        """``value`` as this field's type and within its bounds; ``InvalidSetting``'s message otherwise
        (raised as ``ValueError`` with the message alone: the caller names the key)."""
        value = _as_type(self.annotation, value)
        if isinstance(value, int | float) and not isinstance(value, bool):
            if self.gt is not None and not value > self.gt:
                raise ValueError(f"Input should be greater than {self.gt}")
            if self.ge is not None and not value >= self.ge:
                raise ValueError(f"Input should be greater than or equal to {self.ge}")
            if self.le is not None and not value <= self.le:
                raise ValueError(f"Input should be less than or equal to {self.le}")
        return value


def setting(
    default: T, alias: str, *, ge: float | None = None, gt: float | None = None, le: float | None = None
) -> T:
    """A field of ``Settings``: typed as its default for the class body, a ``Field`` at run time."""
    return cast(T, Field(default, alias, ge, gt, le))


def fields_of(cls: type) -> dict[str, Field]:
    """The ``Field``s a class declares with ``setting``, each with its resolved annotation, in order."""
    hints = typing.get_type_hints(cls)
    return {
        name: Field(spec.default, spec.alias, spec.ge, spec.gt, spec.le, hints[name])
        for name, spec in vars(cls).items()
        if isinstance(spec, Field)
    }


def _as_type(annotation: Any, value: object) -> object:
    """``value`` read as ``annotation`` (one of the plain types settings use), as pydantic's lax mode did."""
    origin = typing.get_origin(annotation)
    if origin is typing.Union or origin is types.UnionType:
        options = typing.get_args(annotation)
        if value is None and type(None) in options:
            return None
        (inner,) = [option for option in options if option is not type(None)]
        return _as_type(inner, value)
    if origin is Literal:
        allowed = typing.get_args(annotation)
        if value in allowed:
            return value
        names = [repr(option) for option in allowed]
        listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
        raise ValueError(f"Input should be {listed}")
    reader = _READERS.get(annotation)
    if reader is None:
        raise TypeError(f"no reading for a setting of type {annotation!r}")
    return reader(value)


def _str(value: object) -> str:
    if isinstance(value, str):
        return value
    raise ValueError("Input should be a valid string")


def _secret(value: object) -> SecretStr:
    if isinstance(value, SecretStr):
        return value
    if isinstance(value, str):
        return SecretStr(value)
    if hasattr(value, "get_secret_value"):  # another library's secret (pydantic's SecretStr) given in code
        return SecretStr(_str(value.get_secret_value()))
    raise ValueError("Input should be a valid string")


def _path(value: object) -> Path:
    if isinstance(value, str | Path):
        return Path(value)
    raise ValueError("Input is not a valid path")


def _bool(value: object) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
        return value.strip().lower() in _TRUE
    why = ", unable to interpret input" if isinstance(value, str | int | float) else ""
    raise ValueError(f"Input should be a valid boolean{why}")


def _int(value: object) -> int:
    if isinstance(value, bool | int):
        return int(value)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and _INT.fullmatch(value.strip()):
        return int(value.strip().split(".")[0])
    why = {float: ", got a number with a fractional part", str: ", unable to parse string as an integer"}
    raise ValueError(f"Input should be a valid integer{why.get(type(value), '')}")


def _float(value: object) -> float:
    if isinstance(value, bool | int | float):
        return float(value)
    if isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            pass
        else:
            if not math.isnan(number) or value.strip().lower() == "nan":
                return number
    why = ", unable to parse string as a number" if isinstance(value, str) else ""
    raise ValueError(f"Input should be a valid number{why}")


_READERS: dict[Any, Callable[[object], object]] = {
    str: _str,
    SecretStr: _secret,
    Path: _path,
    bool: _bool,
    int: _int,
    float: _float,
}
