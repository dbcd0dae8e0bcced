package jsonmark.conformance;

import java.util.ArrayList;
import java.util.List;

/**
 * Input that is not JSON (RFC 8259) or not JSON Lines, which every deserializer must reject with
 * a non-zero exit. The flaw mostly sits in a field the checksum does not use (float_1, words,
 * str), so a parser that skips work cannot pass by accident; a few sit in integer fields. Every
 * fault that is a value also comes nested and under an unknown key ({@link Families}); the
 * faults of a whole line (a truncated line, two values on it) have no such variants.
 */
final class RejectCases {

  /** How deep the unclosed brackets of {@code deep-nesting} go: past any recursion limit. */
  static final int DEEP = 100_000;

  private RejectCases() {}

  static List<Case> all() {
    List<Case> cases = new ArrayList<>();
    faults().forEach(f -> cases.add(f.ownCase()));
    cases.addAll(lineFaults());
    cases.addAll(Families.of(faults()));
    return List.copyOf(cases);
  }

  /** The faults that have families, in report order. */
  static List<Fault> faults() {
    Line good = Fault.good();
    return List.of(
        Fault.ofRecord("trailing-comma-object", "a comma after the object's last member",
            good.compact().replaceFirst("}$", ",}"), "{\"b\":1,}"),
        Fault.inMember("trailing-comma-array", "a comma after the last word", "words",
            "[\"a\",\"b\",\"c\",\"d\",\"e\",]"),
        Fault.ofRecord("missing-comma", "no comma between two members",
            good.compact().replace(",\"bool\"", "\"bool\""), "{\"b\":1 \"c\":2}"),
        Fault.inMember("leading-zero", "float_1 is 01.5", "float_1", "01.5"),
        Fault.inMember("leading-zero-integer", "integer_1 is 017", "integer_1", "017"),
        Fault.inMember("nan", "float_1 is NaN", "float_1", "NaN"),
        Fault.inMember("infinity", "float_2 is Infinity", "float_2", "Infinity"),
        Fault.inMember("negative-infinity", "float_1 is -Infinity", "float_1", "-Infinity"),
        Fault.inMember("plus-sign", "float_1 is +1", "float_1", "+1"),
        Fault.inMember("plus-sign-integer", "integer_2 is +4", "integer_2", "+4"),
        Fault.inMember("leading-decimal-point", "float_1 is .5", "float_1", ".5"),
        Fault.inMember("trailing-decimal-point", "float_2 is 1.", "float_2", "1."),
        Fault.inMember("exponent-without-digits", "float_1 is 1e", "float_1", "1e"),
        Fault.inMember("hex-number", "float_1 is 0x1F", "float_1", "0x1F"),
        Fault.inMember("hex-integer", "integer_1 is 0x11", "integer_1", "0x11"),
        Fault.inMember("single-quoted-string", "str is in single quotes", "str",
            "'Single quotes.'"),
        Fault.ofRecord("single-quoted-key", "the key 'str' is in single quotes",
            good.withKey("str", "'str'").compact(), "{'b':1}"),
        Fault.ofRecord("unquoted-key", "the key bool is not quoted",
            good.withKey("bool", "bool").compact(), "{b:1}"),
        Fault.inMember("unquoted-string", "str is a bare word", "str", "hello"),
        Fault.inMember("capitalized-literal", "bool is True", "bool", "True"),
        Fault.inMember("raw-tab-in-string", "an unescaped tab inside str", "str",
            "\"tab\there\""),
        Fault.inMember("raw-control-in-string", "an unescaped U+0001 inside str", "str",
            "\"control\u0001here\""),
        Fault.inMember("invalid-escape", "\\x41 inside str", "str", "\"bad \\x41 escape\""),
        Fault.inMember("escaped-single-quote", "\\' inside str (not a JSON escape)", "str",
            "\"it\\'s\""),
        Fault.inMember("short-unicode-escape", "\\u12 followed by non-hex inside str", "str",
            "\"short \\u12 escape\""),
        utf8("invalid-utf8-byte", "byte FF inside str", "FF", 0xff),
        utf8("invalid-utf8-continuation", "a lone continuation byte 80 inside str", "80", 0x80),
        utf8("invalid-utf8-truncated", "a 3-byte sequence cut after 2 bytes (E6 9D) in str",
            "E6 9D", 0xe6, 0x9d),
        utf8("invalid-utf8-overlong", "an overlong encoding of '/' (C0 AF) inside str",
            "C0 AF", 0xc0, 0xaf),
        utf8("invalid-utf8-surrogate", "a UTF-8-encoded surrogate (ED A0 80) inside str",
            "ED A0 80", 0xed, 0xa0, 0x80),
        Fault.ofRecord("block-comment", "a /* comment */ between two members",
            good.compact().replace(",\"bool\"", ",/* comment */\"bool\""),
            "[1,/* comment */2]"),
        // Number forms that other suites found accepted (issue 19).
        Fault.inMember("minus-leading-decimal-point", "float_1 is -.123", "float_1", "-.123"),
        Fault.inMember("minus-alone", "float_2 is [-], a minus sign with no digits", "float_2",
            "[-]"),
        Fault.inMember("decimal-point-before-exponent", "float_1 is 2.e3", "float_1", "2.e3"),
        Fault.inMember("exponent-two-signs", "float_2 is 0e+-1", "float_2", "0e+-1"),
        Fault.inMember("inf", "float_1 is Inf", "float_1", "Inf"),
        Fault.inMember("negative-nan", "float_2 is -NaN", "float_2", "-NaN"),
        // Whitespace is space, tab, CR, LF only; a NUL is no token at all.
        Fault.inMember("form-feed-whitespace", "a form feed before float_1's value", "float_1",
            "\f-27.30092743666296"),
        Fault.inMember("raw-nul", "a raw NUL byte before float_1's value", "float_1",
            "\u0000-27.30092743666296"),
        Fault.inMember("deep-nesting", "words is 100,000 [ never closed (recursion limits)",
            "words", "[".repeat(DEEP).getBytes(java.nio.charset.StandardCharsets.US_ASCII),
            "100,000 [ never closed"));
  }

  /** Faults of a whole line, which cannot be nested in a value. */
  private static List<Case> lineFaults() {
    Line good = Fault.good();
    return List.of(
        Case.reject("truncated-line", "a record cut in the middle, then a valid record",
            Lines.of(Line.record(3, 4).compact(), "{\"integer_1\":5,\"integer_2\":6,\"float_1\":",
                Line.record(7, 8).compact())),
        Case.reject("truncated-at-end", "the file ends in the middle of a record",
            Lines.concat(Line.record(3, 4).compact(), "\n", good.compact().substring(0, 60))),
        Case.reject("two-values-on-one-line", "two records on one line, space-separated",
            good.compact() + " " + good.compact()),
        Case.reject("trailing-garbage", "a record followed by a stray x on its line",
            good.compact() + " x"),
        Case.reject("extra-closing-brace", "a record followed by one more }",
            good.compact() + "}"),
        Case.reject("line-comment", "a // comment at the end of a record's line",
            good.compact() + " // comment"));
  }

  /** A fault of raw, invalid UTF-8 bytes inside a string: str's value in its own case. */
  private static Fault utf8(String name, String description, String hex, int... bytes) {
    return Fault.inMember(name, description, "str",
        Lines.concat("\"before", Lines.raw(bytes), "after\""), "bytes " + hex + " in a string");
  }
}
