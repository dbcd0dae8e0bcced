package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChecksumsTest {

  @Test
  void takesTheFirstTokenOfTheLine() {
    assertThat(Checksums.token("  -12345 records\t")).contains("-12345");
  }

  @Test
  void blankOrMissingLineHasNoToken() {
    assertThat(Checksums.token(null)).isEmpty();
    assertThat(Checksums.token("   ")).isEmpty();
  }

  @Test
  void matchesOnlyTheExactDecimalValue() {
    assertThat(Checksums.matches("-12345", -12345)).isTrue();
    assertThat(Checksums.matches("+42", 42)).isTrue();
    assertThat(Checksums.matches("42.0", 42)).isFalse();
    assertThat(Checksums.matches("0x2a", 42)).isFalse();
    assertThat(Checksums.matches("hello", 42)).isFalse();
    assertThat(Checksums.matches("9223372036854775808", Long.MIN_VALUE)).isFalse();
  }
}
