#!/usr/bin/env python3
"""The generic checksum of benchmark Data (docs/benchmarks.md), computed independently of every
deserializer and of the driver: `python3 generic_checksum.py FILE.jsonl` prints the sum.

Per line: 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses
+ 17·nulls + 19·code points of every string value and every key; summed over the lines as a
signed 64-bit integer. Python's len() of a str counts code points, as the definition asks.
"""
import json
import sys


class Members(list):
    """An object's (key, value) pairs in input order, kept apart from arrays (plain lists)."""


def unique_keys(pairs):
    """An object's (key, value) pairs, refused when a key stands twice (not strict JSON)."""
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        raise ValueError(f"duplicate key among {keys}")
    return pairs


def members(pairs):
    return Members(unique_keys(pairs))


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def parse(line):
    """Strict parse: NaN, Infinity and duplicate keys are errors; objects come back as Members."""
    return json.loads(line, object_pairs_hook=members, parse_constant=reject_constant)


def value_checksum(value):
    """The weighted count of one parsed value and everything inside it."""
    total, stack = 0, [value]
    while stack:
        v = stack.pop()
        if isinstance(v, Members):
            total += 1 + 3 * len(v)
            for key, member in v:
                total += 19 * len(key)
                stack.append(member)
        elif isinstance(v, list):
            total += 2
            stack.extend(v)
        elif isinstance(v, str):
            total += 5 + 19 * len(v)
        elif v is True:
            total += 11
        elif v is False:
            total += 13
        elif v is None:
            total += 17
        else:
            total += 7
    return total


def file_checksum(path):
    """The sum over every non-blank line of a JSON Lines file, wrapped to a signed 64-bit integer."""
    total = 0
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.strip():
                total += value_checksum(parse(line))
    total &= (1 << 64) - 1
    return total - (1 << 64) if total >= 1 << 63 else total


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: generic_checksum.py FILE.jsonl")
    print(file_checksum(sys.argv[1]))
