package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The cells' numbers: percentages short at any size, raw times readable in a message. */
class CellsTest {

  @Test
  void aPercentageHasOneDecimalBelowAThousandfoldAndThreeDigitsFromThere() {
    assertThat(Cells.percent(20.14)).isEqualTo("+20.1%");
    assertThat(Cells.percent(-0.04)).isEqualTo("+0.0%");
    assertThat(Cells.percent(-99.96)).isEqualTo("-100.0%");
    assertThat(Cells.percent(99_899.94)).isEqualTo("+99899.9%");
    assertThat(Cells.percent(99_900)).isEqualTo("+9.99e+04%");
    assertThat(Cells.percent(2.853849e302)).isEqualTo("+2.85e+302%");
  }

  @Test
  void aRecordedTimeReadsInThreeSignificantDigits() {
    assertThat(Cells.seconds(0)).isEqualTo("0 s");
    assertThat(Cells.seconds(1e-300)).isEqualTo("1.00e-300 s");
    assertThat(Cells.seconds(Double.MIN_VALUE)).isEqualTo("4.90e-324 s");
    assertThat(Cells.seconds(0.25)).isEqualTo("0.250 s");
  }
}
