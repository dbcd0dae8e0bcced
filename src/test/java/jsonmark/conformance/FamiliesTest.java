package jsonmark.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Each fault's nested and unknown-key variants, with their exact bytes. */
class FamiliesTest {

  private static final String FIRST = Line.record(3, 4).compact() + "\n";

  private static final String GOOD_START = "{\"integer_1\":5,\"integer_2\":6,"
      + "\"float_1\":-27.30092743666296,\"float_2\":-865.2842135933281,\"bool\":true,"
      + "\"words\":[\"fact\",\"cultural\",\"phone\",\"response\",\"foreign\"],"
      + "\"str\":\"Week later bank not benefit pressure return.\","
      + "\"datetime\":\"2027-02-03T15:33:51Z\","
      + "\"coordinates\":{\"longitude\":-49.005937,\"latitude\":-77.018792},";

  private static Map<String, Case> suite() {
    return Suite.cases().stream().collect(Collectors.toMap(Case::name, Function.identity()));
  }

  private static String text(Case c) {
    return new String(c.content(), StandardCharsets.UTF_8);
  }

  @Test
  void nanNestedSitsInAnArrayInAnObjectInTheMemberTypedModelsReadAsAnyValue() {
    Case c = suite().get("nan-nested");
    assertThat(c.category()).isEqualTo(Category.MUST_REJECT);
    assertThat(text(c)).isEqualTo(FIRST + GOOD_START + "\"null\":{\"a\":[NaN]}}\n");
    assertThat(c.description()).isEqualTo("the fault of nan (NaN) at $.null.a[0]");
  }

  @Test
  void nanUnderAnUnknownKeyIsTheRecordWithOneMoreMember() {
    Case c = suite().get("nan-unknown-key");
    assertThat(text(c)).isEqualTo(FIRST + GOOD_START + "\"null\":null,\"extra\":NaN}\n");
    assertThat(c.description()).isEqualTo("the fault of nan (NaN) under the unknown key \"extra\"");
  }

  @Test
  void aRecordSyntaxFaultIsEmbeddedAsItsSmallObject() {
    assertThat(text(suite().get("trailing-comma-object-unknown-key")))
        .isEqualTo(FIRST + GOOD_START + "\"null\":null,\"extra\":{\"b\":1,}}\n");
    assertThat(text(suite().get("unquoted-key-nested")))
        .isEqualTo(FIRST + GOOD_START + "\"null\":{\"a\":[{b:1}]}}\n");
  }

  @Test
  void invalidUtf8BytesKeepTheirRawBytesInEveryVariant() {
    byte[] nested = suite().get("invalid-utf8-byte-nested").content();
    String expected = FIRST + GOOD_START + "\"null\":{\"a\":[\"before@after\"]}}\n";
    byte[] start = expected.substring(0, expected.indexOf('@')).getBytes(StandardCharsets.UTF_8);
    assertThat(nested).hasSize(expected.length());
    assertThat(nested[start.length]).isEqualTo((byte) 0xff);
    assertThat(suite().get("invalid-utf8-byte-unknown-key").description())
        .isEqualTo("the fault of invalid-utf8-byte (bytes FF in a string) under the unknown key"
            + " \"extra\"");
  }

  @Test
  void everyFaultGetsBothVariantsAndALineFaultNone() {
    Map<String, Case> suite = suite();
    List<Fault> faults = RejectCases.faults();
    for (Fault f : faults) {
      assertThat(suite).containsKeys(f.name(), f.name() + "-nested", f.name() + "-unknown-key");
    }
    assertThat(Families.of(faults)).hasSize(2 * faults.size());
    assertThat(suite).doesNotContainKeys("truncated-line-nested", "line-comment-unknown-key");
  }

  @Test
  void aNewFaultGetsItsVariantsForFree() {
    Fault f = Fault.inMember("octal", "float_1 is 0o7", "float_1", "0o7");
    assertThat(Families.of(List.of(f))).extracting(Case::name)
        .containsExactly("octal-nested", "octal-unknown-key");
    assertThat(text(Families.underUnknownKey(f))).endsWith(",\"extra\":0o7}\n");
  }

  @Test
  void deepNestingHoldsOneHundredThousandUnclosedBrackets() {
    String own = text(suite().get("deep-nesting"));
    assertThat(own).startsWith(FIRST).contains("\"words\":" + "[".repeat(100_000) + ",\"str\"");
    assertThat(own.chars().filter(ch -> ch == '[').count()).isEqualTo(100_000 + 1);
    assertThat(text(suite().get("deep-nesting-unknown-key")))
        .endsWith("\"extra\":" + "[".repeat(100_000) + "}\n");
  }

  @Test
  void theFaultsOwnCasesAreTheSuitesMustRejectCasesOfBefore() {
    assertThat(text(suite().get("nan"))).isEqualTo(FIRST
        + Line.record(5, 6).with("float_1", "NaN").compact() + "\n");
    assertThat(text(suite().get("form-feed-whitespace")))
        .contains("\"float_1\":\f-27.30092743666296,");
    assertThat(suite().get("raw-nul").content()).contains((byte) 0);
  }
}
