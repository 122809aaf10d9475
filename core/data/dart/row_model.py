"""The machinery of the OpenDART row models (``core.data.dart.wire``, ``core.data.dart.rows``): a row
class declares its fields as annotations whose ``Annotated`` metadata says how a wire value is read
(``Read``) and, where the API's key is not the field's name, the key (``Key``); ``Row.parse`` reads one
wire mapping into an immutable row.

It does what the pydantic models of these rows did and nothing more — every field is one reader applied to
one value, unknown keys are ignored, a field absent from the row keeps its default, ``model_fields_set``
names the fields the row carried — without loading pydantic: its import and the schemas were about a
third of a keyless quick answer's start-up. A reader's ``ValueError`` is reported as pydantic reported it
("Value error, …") with where it happened (``RowError.loc``); a ``DataFormatError`` passes through.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Self


@dataclass(frozen=True, slots=True)
class Read:
    """How a field's wire value is read: ``reader(value)``, or ``reader(value, key)`` when ``keyed``."""

    reader: Callable[..., Any]
    keyed: bool = False

    def __call__(self, value: object, key: str) -> Any:
        return self.reader(value, key) if self.keyed else self.reader(value)


@dataclass(frozen=True, slots=True)
class Key:
    """The API's key for a field whose name differs from it (``details`` is sent as ``list``)."""

    name: str


class RowError(ValueError):
    """A wire value a field could not read: ``loc`` is where (keys and list positions), ``msg`` what."""

    def __init__(self, loc: tuple[str | int, ...], msg: str) -> None:
        super().__init__(f"{'.'.join(map(str, loc))}: {msg}")
        self.loc = loc
        self.msg = msg


@dataclass(frozen=True, slots=True)
class _Field:
    name: str
    key: str
    read: Read | None  # None: the value is kept as sent (an ``object`` field)


def _reader(hint: Any) -> Read | None:
    return next((m for m in getattr(hint, "__metadata__", ()) if isinstance(m, Read)), None)


def _key(name: str, hint: Any) -> str:
    return next((m.name for m in getattr(hint, "__metadata__", ()) if isinstance(m, Key)), name)


class Row:
    """Base of the row models: immutable, equal when of one class with equal fields, hashable."""

    model_fields_set: frozenset[str]

    @classmethod
    def fields(cls) -> tuple[_Field, ...]:
        """The class's fields in declaration order (bases first), read off its annotations once."""
        found = _FIELDS.get(cls)
        if found is None:
            hints = typing.get_type_hints(cls, include_extras=True)
            names = [
                name for klass in reversed(cls.__mro__) for name in vars(klass).get("__annotations__", {})
            ]
            found = tuple(
                _Field(name, _key(name, hints[name]), _reader(hints[name]))
                for name in dict.fromkeys(names)
                if name != "model_fields_set" and not name.startswith("_")
            )
            _FIELDS[cls] = found
        return found

    @classmethod
    def parse(cls, row: Mapping[str, object]) -> Self:
        """One wire mapping as this row; a value a field cannot read raises ``RowError``."""
        self = object.__new__(cls)
        given = set()
        for field in cls.fields():
            if field.key not in row:
                value = getattr(cls, field.name)
            else:
                given.add(field.name)
                value = row[field.key]
                if field.read is not None:
                    try:
                        value = field.read(value, field.name)
                    except RowError as exc:
                        raise RowError((field.key, *exc.loc), exc.msg) from None
                    except ValueError as exc:
                        raise RowError((field.key,), f"Value error, {exc}") from None
            object.__setattr__(self, field.name, value)
        object.__setattr__(self, "model_fields_set", frozenset(given))
        return self

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, field.name) for field in self.fields())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} rows are immutable ({name})")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and isinstance(other, Row) and other._values() == self._values()

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{field.name}={getattr(self, field.name)!r}" for field in self.fields())
        return f"{type(self).__name__}({shown})"


def rows_of(model: type[Row], split: Callable[[object, str], list[Mapping[str, object]]]) -> Read:
    """A field holding rows of ``model``: ``split`` turns the wire value into mappings, each is parsed."""

    def read(value: object, key: str) -> tuple[Row, ...]:
        parsed = []
        for index, item in enumerate(split(value, key)):
            try:
                parsed.append(model.parse(item))
            except RowError as exc:
                raise RowError((index, *exc.loc), exc.msg) from None
        return tuple(parsed)

    return Read(read, keyed=True)


#: each row class's fields, read off its annotations at its first row
_FIELDS: dict[type[Row], tuple[_Field, ...]] = {}
