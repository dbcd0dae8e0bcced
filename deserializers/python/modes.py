"""Validation mode, the generic checksum of benchmark Data, and the library line (docs/benchmarks.md).

Kept apart from main.py's timed loops: the normal mode only ever calls library_line(); the
validation mode wraps a variant's parse function so that every value it returns is also
written back, and the Data benchmark's checksum is one more record checksum.
"""

import os
import sys


class WriteError(Exception):
    """A parsed record that the variant's writer could not write back (validation mode)."""


def data_checksum(value):
    """The generic checksum of one parsed line: 1·objects + 2·arrays + 3·members + 5·strings
    + 7·numbers + 11·trues + 13·falses + 17·nulls + 19·code points of string values and keys.
    A loop over a stack, not recursion, so any depth the parser accepted is counted."""
    total, stack = 0, [value]
    while stack:
        v = stack.pop()
        kind = type(v)
        if kind is dict:
            total += 1 + 3 * len(v)
            for key, member in v.items():
                total += 19 * len(key)  # len() of a str counts code points
                stack.append(member)
        elif kind is list or kind is tuple:
            total += 2
            stack.extend(v)
        elif kind is str:
            total += 5 + 19 * len(v)
        elif v is True:
            total += 11
        elif v is False:
            total += 13
        elif v is None:
            total += 17
        elif kind is int or kind is float:
            total += 7
        else:
            raise TypeError(f"a parsed value of unexpected type {kind.__name__}")
    return total


def validating(loads, dumps, out):
    """loads() that also writes every value it returns, as one line of compact JSON, to out."""

    def loads_and_write(line):
        value = loads(line)
        try:
            text = dumps(value)
        except Exception as error:  # the writer's own limits, e.g. orjson's depth of 254
            raise WriteError(f"cannot write the record back: {error}") from None
        out.write(text + b"\n")
        return value

    return loads_and_write


def stdlib_dumps():
    """The standard writer, for libraries without one: compact, UTF-8, floats by repr()
    (the shortest string that reads back as the same double)."""
    import json

    encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode
    return lambda value: encode(value).encode("utf-8")


def distribution_version(module, distribution):
    """A library's version at run time: its __version__, else the name of its installed
    .dist-info folder (package metadata, read without importing importlib.metadata, which
    costs tens of milliseconds of start-up)."""
    version = getattr(module, "__version__", None)
    if version:
        return version
    site = os.path.dirname(os.path.dirname(module.__file__))
    prefix = distribution.replace("-", "_").lower() + "-"
    for name in os.listdir(site):
        if name.lower().startswith(prefix) and name.endswith(".dist-info"):
            return name[len(prefix):-len(".dist-info")]
    return "unknown"


def library_line(name, module, distribution):
    """The protocol's `library: <name> <version>` line."""
    if module is None:  # the standard library: the interpreter's version is the library's
        return f"library: python{sys.version.split()[0]} {name}"
    return f"library: {name} {distribution_version(module, distribution)}"
