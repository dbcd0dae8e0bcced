package jsonmark.conformance;

import java.util.List;

/**
 * Input that is not JSON (RFC 8259) or not JSON Lines, which every deserializer must reject with
 * a non-zero exit. The flaw mostly sits in a field the checksum does not use (float_1, words,
 * str), so a parser that skips work cannot pass by accident; a few sit in integer fields.
 */
final class RejectCases {

  private RejectCases() {}

  static List<Case> all() {
    return List.of(
        Case.reject("trailing-comma-object", "a comma after the object's last member",
            good().compact().replaceFirst("}$", ",}")),
        Case.reject("trailing-comma-array", "a comma after the last word",
            good().with("words", "[\"a\",\"b\",\"c\",\"d\",\"e\",]").compact()),
        Case.reject("missing-comma", "no comma between two members",
            good().compact().replace(",\"bool\"", "\"bool\"")),
        Case.reject("leading-zero", "float_1 is 01.5", good().with("float_1", "01.5").compact()),
        Case.reject("leading-zero-integer", "integer_1 is 017",
            good().with("integer_1", "017").compact()),
        Case.reject("nan", "float_1 is NaN", good().with("float_1", "NaN").compact()),
        Case.reject("infinity", "float_2 is Infinity", good().with("float_2", "Infinity").compact()),
        Case.reject("negative-infinity", "float_1 is -Infinity",
            good().with("float_1", "-Infinity").compact()),
        Case.reject("plus-sign", "float_1 is +1", good().with("float_1", "+1").compact()),
        Case.reject("plus-sign-integer", "integer_2 is +4",
            good().with("integer_2", "+4").compact()),
        Case.reject("leading-decimal-point", "float_1 is .5", good().with("float_1", ".5").compact()),
        Case.reject("trailing-decimal-point", "float_2 is 1.",
            good().with("float_2", "1.").compact()),
        Case.reject("exponent-without-digits", "float_1 is 1e",
            good().with("float_1", "1e").compact()),
        Case.reject("hex-number", "float_1 is 0x1F", good().with("float_1", "0x1F").compact()),
        Case.reject("hex-integer", "integer_1 is 0x11",
            good().with("integer_1", "0x11").compact()),
        Case.reject("single-quoted-string", "str is in single quotes",
            good().with("str", "'Single quotes.'").compact()),
        Case.reject("single-quoted-key", "the key 'str' is in single quotes",
            good().withKey("str", "'str'").compact()),
        Case.reject("unquoted-key", "the key bool is not quoted",
            good().withKey("bool", "bool").compact()),
        Case.reject("unquoted-string", "str is a bare word", good().with("str", "hello").compact()),
        Case.reject("capitalized-literal", "bool is True", good().with("bool", "True").compact()),
        Case.reject("raw-tab-in-string", "an unescaped tab inside str",
            good().with("str", "\"tab\there\"").compact()),
        Case.reject("raw-control-in-string", "an unescaped U+0001 inside str",
            good().with("str", "\"control\u0001here\"").compact()),
        Case.reject("invalid-escape", "\\x41 inside str",
            good().with("str", "\"bad \\x41 escape\"").compact()),
        Case.reject("escaped-single-quote", "\\' inside str (not a JSON escape)",
            good().with("str", "\"it\\'s\"").compact()),
        Case.reject("short-unicode-escape", "\\u12 followed by non-hex inside str",
            good().with("str", "\"short \\u12 escape\"").compact()),
        utf8("invalid-utf8-byte", "byte FF inside str", 0xff),
        utf8("invalid-utf8-continuation", "a lone continuation byte 80 inside str", 0x80),
        utf8("invalid-utf8-truncated", "a 3-byte sequence cut after 2 bytes (E6 9D) in str",
            0xe6, 0x9d),
        utf8("invalid-utf8-overlong", "an overlong encoding of '/' (C0 AF) inside str",
            0xc0, 0xaf),
        utf8("invalid-utf8-surrogate", "a UTF-8-encoded surrogate (ED A0 80) inside str",
            0xed, 0xa0, 0x80),
        Case.reject("truncated-line", "a record cut in the middle, then a valid record",
            Lines.of(Line.record(3, 4).compact(), "{\"integer_1\":5,\"integer_2\":6,\"float_1\":",
                Line.record(7, 8).compact())),
        Case.reject("truncated-at-end", "the file ends in the middle of a record",
            Lines.concat(Line.record(3, 4).compact(), "\n", good().compact().substring(0, 60))),
        Case.reject("two-values-on-one-line", "two records on one line, space-separated",
            good().compact() + " " + good().compact()),
        Case.reject("trailing-garbage", "a record followed by a stray x on its line",
            good().compact() + " x"),
        Case.reject("extra-closing-brace", "a record followed by one more }",
            good().compact() + "}"),
        Case.reject("line-comment", "a // comment at the end of a record's line",
            good().compact() + " // comment"),
        Case.reject("block-comment", "a /* comment */ between two members",
            good().compact().replace(",\"bool\"", ",/* comment */\"bool\"")));
  }

  /** The valid record each bad line is made from. */
  private static Line good() {
    return Line.record(5, 6);
  }

  /** A case with raw, invalid UTF-8 bytes inside the str value of the second line. */
  private static Case utf8(String name, String description, int... bytes) {
    String[] around = good().with("str", "\"before@after\"").compact().split("@");
    return Case.reject(name, description,
        Lines.concat(Line.record(3, 4).compact(), "\n", around[0], Lines.raw(bytes), around[1],
            "\n"));
  }
}
