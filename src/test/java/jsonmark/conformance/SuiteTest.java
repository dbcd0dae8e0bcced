package jsonmark.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No case is wrong about what JSON is: each is checked against a strict reference reader (Jackson
 * with every leniency off, plus strict UTF-8), independently of the checksums the suite states.
 */
class SuiteTest {

  private static final Set<String> KEYS = Set.of("integer_1", "integer_2", "float_1", "float_2",
      "bool", "words", "str", "datetime", "coordinates", "null");

  static Stream<Case> mustAccept() {
    return of(Category.MUST_ACCEPT);
  }

  static Stream<Case> mustReject() {
    return of(Category.MUST_REJECT);
  }

  static Stream<Case> schema() {
    return of(Category.SCHEMA);
  }

  static Stream<Case> reported() {
    return Suite.cases().stream().filter(c -> !c.category().scored());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mustAccept")
  void mustAcceptCaseIsStrictJsonWithTheStatedChecksum(Case c) throws Exception {
    assertThat(StrictJson.checksum(c.content())).isEqualTo(c.expected().getAsLong());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mustAccept")
  void mustAcceptCaseHoldsOnlyFullSimple1Records(Case c) throws Exception {
    for (JsonNode record : StrictJson.read(c.content())) {
      Set<String> keys = new HashSet<>();
      record.fieldNames().forEachRemaining(keys::add);
      assertThat(keys).isEqualTo(KEYS);
      assertThat(record.get("integer_1").isIntegralNumber()).isTrue();
      assertThat(record.get("integer_2").isIntegralNumber()).isTrue();
      assertThat(record.get("float_1").isNumber()).isTrue();
      assertThat(record.get("float_2").isNumber()).isTrue();
      assertThat(record.get("bool").isBoolean()).isTrue();
      assertThat(record.get("words").isArray()).isTrue();
      record.get("words").forEach(word -> assertThat(word.isTextual()).isTrue());
      assertThat(record.get("str").isTextual()).isTrue();
      assertThat(record.get("datetime").isTextual()).isTrue();
      assertThat(record.get("coordinates").get("longitude").isNumber()).isTrue();
      assertThat(record.get("coordinates").get("latitude").isNumber()).isTrue();
      assertThat(record.get("null").isNull()).isTrue();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mustReject")
  void mustRejectCaseIsRejectedByTheReference(Case c) {
    assertThatThrownBy(() -> StrictJson.read(c.content())).isInstanceOf(java.io.IOException.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mustReject")
  void mustRejectCaseStartsWithAValidRecordSoTheParserMustReadOn(Case c) throws Exception {
    String first = new String(c.content(), StandardCharsets.UTF_8).split("\n")[0];
    assertThat(StrictJson.checksum((first + "\n").getBytes(StandardCharsets.UTF_8))).isEqualTo(7);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("reported")
  void reportedCaseIsValidJson(Case c) throws Exception {
    byte[] content = c.content();
    if (c.name().equals("byte-order-mark")) {
      // RFC 8259, section 8.1: a parser MAY ignore a BOM; without it the text is strict JSON.
      content = Arrays.copyOfRange(content, 3, content.length);
    }
    assertThat(StrictJson.read(content)).hasSize(1);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("schema")
  void schemaCaseIsNoRecordWithTwo64BitIntegers(Case c) {
    assertThatThrownBy(() -> StrictJson.checksum(c.content()))
        .isInstanceOf(java.io.IOException.class)
        .hasMessageContaining("integer_1 is not a 64-bit integer");
  }

  @Test
  void everyCaseHasAUniqueFileSafeNameAndAOneLineDescription() {
    List<Case> cases = Suite.cases();
    assertThat(cases.stream().map(Case::name).distinct()).hasSameSizeAs(cases);
    for (Case c : cases) {
      assertThat(c.name()).matches("[a-z0-9]+(-[a-z0-9]+)*");
      assertThat(c.description()).isNotBlank().doesNotContain("\n");
      assertThat(c.expected().isPresent()).isEqualTo(c.category() == Category.MUST_ACCEPT);
    }
    assertThat(cases).extracting(Case::category).contains(Category.values());
  }

  private static Stream<Case> of(Category category) {
    return Suite.cases().stream().filter(c -> c.category() == category);
  }
}
