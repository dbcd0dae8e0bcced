package jsonmark.serializers;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import jsonmark.serializers.ByteDifferences.Kind;
import jsonmark.serializers.ByteDifferences.Tally;
import org.junit.jupiter.api.Test;

/** Size differences between equivalent outputs are counted and put down to their causes. */
class ByteDifferencesTest {

  @Test
  void sortsEachDifferingNumberAndStringByItsCause() {
    byte[] reference = bytes("{\"a\":1.0E-4,\"b\":14.588997}\n{\"a\":-9.5E-5,\"s\":\"x\"}\n{}\n");
    byte[] other =
        bytes("{\"a\":0.0001,\"b\":14.588997000000001}\n{\"a\":-9.5e-5,\"s\":\"\\u0078\"}\n{}\n");

    ByteDifferences.Differences differences = ByteDifferences.between(reference, other);

    assertThat(differences.linesDiffering()).isEqualTo(2);
    assertThat(differences.bytes()).isEqualTo(other.length - reference.length).isEqualTo(14);
    assertThat(differences.tallies())
        .containsEntry(Kind.EXPONENT_VS_PLAIN, new Tally(1, 0, "1.0E-4 → 0.0001"))
        .containsEntry(Kind.DIGITS, new Tally(1, 9, "14.588997 → 14.588997000000001"))
        .containsEntry(Kind.EXPONENT_SPELLING, new Tally(1, 0, "-9.5E-5 → -9.5e-5"))
        .containsEntry(Kind.OTHER, new Tally(1, 5, "line length 21 → 26"))
        .hasSize(4);
  }

  @Test
  void identicalOutputsHaveNoDifferences() {
    byte[] output = bytes("{\"a\":1}\n{\"a\":2}\n");

    assertThat(ByteDifferences.between(output, output.clone()).none()).isTrue();
  }

  @Test
  void tellsExponentFormsApartFromDigits() {
    assertThat(ByteDifferences.kind("1.0E-4", "1.0e-4")).isEqualTo(Kind.EXPONENT_SPELLING);
    assertThat(ByteDifferences.kind("1.0E-4", "1E-4")).isEqualTo(Kind.DIGITS);
    assertThat(ByteDifferences.kind("-0.000095", "-9.5E-5")).isEqualTo(Kind.EXPONENT_VS_PLAIN);
    assertThat(ByteDifferences.kind("73.02393", "73.02392999999999")).isEqualTo(Kind.DIGITS);
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
