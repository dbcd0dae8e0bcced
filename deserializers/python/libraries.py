"""The untyped variants' libraries: each one's parse function, the errors it raises on bad
input, its writer for validation mode and its `library:` line. Each library is imported only
when its variant is chosen."""

import modes


class UnusableLibrary(Exception):
    """An installed library that would not measure or read what it should (a broken build)."""


class Library:
    """A variant's parse function, the errors it raises on bad input, a factory of its
    writer (validation mode only) and its `library:` line."""

    def __init__(self, loads, decode_error, dumps, line):
        self.loads, self.decode_error, self.dumps, self.line = loads, decode_error, dumps, line


def json_loads():
    import json

    def reject_constant(name):
        raise ValueError(f"{name} is not valid JSON")

    # json.loads accepts NaN, Infinity and -Infinity unless parse_constant rejects them.
    # One decoder, made once: json.loads(line, parse_constant=...) would build a new one
    # for every line. Lines are decoded as strict UTF-8 (json.loads would guess the encoding
    # and let lone surrogates through), then parsed by the same C scanner as json.loads.
    decode = json.JSONDecoder(parse_constant=reject_constant).decode

    def loads(line):
        return decode(line.decode("utf-8"))

    # RecursionError: a valid array nested 1,000 deep exceeds the interpreter's recursion limit.
    return Library(loads, (ValueError, RecursionError), modes.stdlib_dumps, modes.library_line("json", None, None))


def orjson_loads():
    import orjson

    return Library(orjson.loads, orjson.JSONDecodeError, lambda: orjson.dumps,
                   modes.library_line("orjson", orjson, "orjson"))


def ujson_loads():
    import ujson

    def dumps():
        write = ujson.dumps
        return lambda value: write(value, ensure_ascii=False, escape_forward_slashes=False).encode("utf-8")

    # ValueError, not only ujson.JSONDecodeError: invalid UTF-8 raises UnicodeDecodeError.
    return Library(ujson.loads, ValueError, dumps, modes.library_line("ujson", ujson, "ujson"))


def rapidjson_loads():
    import rapidjson

    def dumps():
        write = rapidjson.dumps
        return lambda value: write(value, ensure_ascii=False).encode("utf-8")

    # ValueError, not only rapidjson.JSONDecodeError: invalid UTF-8 raises UnicodeDecodeError;
    # RecursionError: its depth limit follows the interpreter's recursion limit.
    return Library(rapidjson.loads, (ValueError, RecursionError), dumps,
                   modes.library_line("python-rapidjson", rapidjson, "python-rapidjson"))


def simdjson_loads():
    import simdjson

    # One reused parser; recursive=True turns the whole document into real dicts and
    # lists at once (a full parse, no lazy proxies left behind). pysimdjson has no writer of
    # its own (its dumps is the standard library's), so validation mode uses the standard one.
    parse = simdjson.Parser().parse
    # RuntimeError: pysimdjson raises it for a document nested deeper than 1,024 (DEPTH_ERROR).
    return Library(lambda line: parse(line, True), (ValueError, RuntimeError), modes.stdlib_dumps,
                   modes.library_line("pysimdjson", simdjson, "pysimdjson"))


def jiter_loads():
    import jiter

    # jiter (pydantic's parser) has no writer of its own, so validation mode uses the
    # standard one. Its defaults are kept, as pydantic keeps them: allow_inf_nan=True reads
    # NaN, Infinity and -Infinity (and 1e400 as inf); cache_mode="all" caches strings.
    return Library(jiter.from_json, ValueError, modes.stdlib_dumps, modes.library_line("jiter", jiter, "jiter"))


def yyjson_loads():
    import yyjson

    # The binding's ASCII fast path counts a string's characters with a signed char: built
    # that way (its x86-64 wheels are), every non-ASCII string becomes a corrupt str whose
    # length is its UTF-8 byte count (TkTech/py_yyjson pull request 17). The venv builds it
    # with -funsigned-char (targets.mk); a wheel or a build without that flag is refused.
    if yyjson.loads(b'"\xc3\xa9"') != "\u00e9":
        raise UnusableLibrary(
            "this build of the yyjson binding corrupts non-ASCII strings (signed char, "
            "TkTech/py_yyjson#17); rebuild it: CFLAGS=-funsigned-char pip install --force-reinstall "
            "--no-binary yyjson -r deserializers/python/requirements.txt")

    def dumps():
        write = yyjson.dumps

        # The binding's dumps takes a str as JSON text to parse, not as a value to write:
        # a top-level string (benchmark Data) is written inside an array, which is then cut.
        def dump(value):
            if type(value) is str:
                return write([value])[1:-1].encode("utf-8")
            return write(value).encode("utf-8")

        return dump

    # Its C conversion of the parsed tree into Python objects is recursive: a valid array
    # nested ~100,000 deep overflows the C stack and the process dies of SIGSEGV (README).
    return Library(yyjson.loads, ValueError, dumps, modes.library_line("yyjson", yyjson, "yyjson"))
