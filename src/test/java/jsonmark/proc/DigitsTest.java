package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DigitsTest {

  @Test
  void aRangeOfDigitsIsItsNumber() {
    assertThat(Digits.parse("pid 4194303 x", 4, 11)).isEqualTo(4194303);
    assertThat(Digits.parse("0", 0, 1)).isZero();
    assertThat(Digits.parse(String.valueOf(Long.MAX_VALUE), 0, 19)).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void anEmptyRangeASignALetterOrAnOverflowIsNoNumber() {
    assertThat(Digits.parse("12", 1, 1)).isEqualTo(-1);
    assertThat(Digits.parse("-12", 0, 3)).isEqualTo(-1);
    assertThat(Digits.parse("12a", 0, 3)).isEqualTo(-1);
    assertThat(Digits.parse("9223372036854775808", 0, 19)).isEqualTo(-1);
  }

  @Test
  void fieldsAreTheFirstBlankSeparatedNumbers() {
    long[] out = new long[3];
    assertThat(Digits.fields("  634400\t1200 3 99\n", out)).isTrue();
    assertThat(out).containsExactly(634400, 1200, 3);
  }

  @Test
  void tooFewFieldsOrAWordAmongThemIsRefused() {
    assertThat(Digits.fields("634400 1200\n", new long[3])).isFalse();
    assertThat(Digits.fields("634400 x 3", new long[3])).isFalse();
    assertThat(Digits.fields("", new long[1])).isFalse();
  }

  @Test
  void upToCountsTheNumbersThereAreAndRefusesAWord() {
    long[] out = new long[4];
    assertThat(Digits.upTo(" 1 22  333\n", out)).isEqualTo(3);
    assertThat(out).startsWith(1, 22, 333);
    assertThat(Digits.upTo("1 2 3 4 5", out)).isEqualTo(4);
    assertThat(Digits.upTo("1 two 3", out)).isEqualTo(-1);
    assertThat(Digits.upTo("   ", out)).isZero();
  }
}
