package jsonmark.values;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The comparison rules of docs/benchmarks.md, one by one. */
class ValueComparisonTest {

  static List<String> differences(String expected, String read, boolean partial) throws Exception {
    return ValueComparison.compare(value(expected), value(read), partial, 10).stream()
        .map(ValueComparison.Difference::toString)
        .toList();
  }

  static List<String> differences(String expected, String read) throws Exception {
    return differences(expected, read, false);
  }

  static JsonValue value(String json) throws InvalidJsonException {
    return StrictReader.read(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void memberOrderAndEscapingStyleDoNotMatter() throws Exception {
    assertThat(differences("{\"a\":\"\\u00e9\\n\",\"b\":[1,true,null]}",
        "{\"b\":[1,true,null],\"a\":\"é\\u000a\"}")).isEmpty();
  }

  @Test
  void integersCompareByExactValueInAnyForm() throws Exception {
    assertThat(differences("[5,-0,12345678901234567890]", "[5.0,0,1.2345678901234567890e19]"))
        .isEmpty();
    assertThat(differences("{\"id\":12345678901234567890}", "{\"id\":12345678901234567000}"))
        .containsExactly("$.id: expected 12345678901234567890, read 12345678901234567000");
  }

  @Test
  void doublesCompareByTheirNearestDoubleBitForBit() throws Exception {
    assertThat(differences("[0.1,1E2,1e23,-65.61361694335938]",
        "[0.1000000000000000055511151231257827,100,1.0e23,-65.61361694335938]")).isEmpty();
    assertThat(differences("{\"coordinates\":{\"latitude\":-65.61361694335938}}",
        "{\"coordinates\":{\"latitude\":-65.6136169433594}}"))
        .containsExactly("$.coordinates.latitude: expected -65.61361694335938,"
            + " read -65.6136169433594");
    assertThat(differences("[-0.0]", "[0.0]")).containsExactly("$[0]: expected -0.0, read 0.0");
    assertThat(differences("[4.9e-324]", "[0]")).containsExactly("$[0]: expected 4.9e-324, read 0");
  }

  @Test
  void missingExtraKeysTypesAndLengthsAreDifferencesWithTheirPath() throws Exception {
    assertThat(differences("{\"a\":1,\"b\":\"x\",\"c\":[1,2]}",
        "{\"a\":\"1\",\"c\":[1],\"d key\":null}"))
        .containsExactly(
            "$.a: expected 1, read \"1\"",
            "$.b: expected \"x\", read nothing (the key is missing)",
            "$.c: expected 2 elements, read 1 elements",
            "$[\"d key\"]: expected no such key, read null");
  }

  @Test
  void aPartialProgramMayLeaveKeysOutButNotWriteThemWrong() throws Exception {
    assertThat(differences("{\"a\":1,\"b\":2}", "{\"a\":1}", true)).isEmpty();
    assertThat(differences("{\"a\":1,\"b\":2}", "{\"a\":2}", true))
        .containsExactly("$.a: expected 1, read 2");
  }

  @Test
  void surrogatePairsAreOneCodePointWhateverTheEscaping() throws Exception {
    assertThat(differences("[\"\\ud83d\\ude00\"]", "[\"😀\"]")).isEmpty();
    assertThat(differences("[\"😀\"]", "[\"\\ud83d\"]")).hasSize(1);
  }
}
