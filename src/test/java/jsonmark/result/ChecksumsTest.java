package jsonmark.result;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ChecksumsTest {

  @Test
  void theTokenIsTheWholeTrimmedLine() {
    assertThat(Checksums.token("  -12345\t")).contains("-12345");
    assertThat(Checksums.token("  -12345 records\t")).contains("-12345 records");
  }

  @Test
  void onlySpacesTabsAndCarriageReturnsAreTrimmed() {
    assertThat(Checksums.token(" \t-12345\r")).contains("-12345");
    assertThat(Checksums.token("-82929\u001c")).contains("-82929\u001c");
    assertThat(Checksums.token("\u001f-82929\u001d")).contains("\u001f-82929\u001d");
    assertThat(Checksums.token("\u00a0-1\u2003")).contains("\u00a0-1\u2003");
    assertThat(Checksums.matches(Checksums.token("-82929\u001e").get(), -82929)).isFalse();
  }

  @Test
  void aLineOfSeparatorsIsNotBlank() {
    assertThat(Checksums.token("\u001c\u001d")).contains("\u001c\u001d");
  }

  @Test
  void blankOrMissingLineHasNoToken() {
    assertThat(Checksums.token(null)).isEmpty();
    assertThat(Checksums.token("   ")).isEmpty();
    assertThat(Checksums.token(" \t\r")).isEmpty();
  }

  @Test
  void matchesOnlyTheExactAsciiDecimalValue() {
    assertThat(Checksums.matches("-12345", -12345)).isTrue();
    assertThat(Checksums.matches("0", 0)).isTrue();
    assertThat(Checksums.matches("+42", 42)).isFalse();
    assertThat(Checksums.matches("42.0", 42)).isFalse();
    assertThat(Checksums.matches("0x2a", 42)).isFalse();
    assertThat(Checksums.matches("hello", 42)).isFalse();
    assertThat(Checksums.matches("４２", 42)).isFalse();
    assertThat(Checksums.matches("42 records", 42)).isFalse();
    assertThat(Checksums.matches("9223372036854775808", Long.MIN_VALUE)).isFalse();
    assertThat(Checksums.matches("-9223372036854775808", Long.MIN_VALUE)).isTrue();
  }

  @Test
  void visibleEscapesWhatATerminalWouldHide() {
    assertThat(Checksums.visible("12\u0000\u200b")).isEqualTo("12\\u0000\\u200b");
    assertThat(Checksums.visible("1\uD83D\uDE00")).isEqualTo("1\\U0001f600");
  }
}
