package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The cpu pressure file. */
class CpuPressureTest {

  @Test
  void readsTheSomeLinesTotalInMicroseconds() {
    String text =
        "some avg10=0.08 avg60=3.06 avg300=5.09 total=29115854\n"
            + "full avg10=0.00 avg60=0.00 avg300=0.00 total=7\n";
    assertThat(CpuPressure.parse(text)).contains(new CpuPressure(29115854));
  }

  @Test
  void withoutASomeLineOrTotalThereIsNoFigure() {
    assertThat(CpuPressure.parse("full avg10=0.00 total=7\n")).isEmpty();
    assertThat(CpuPressure.parse("some avg10=0.08\n")).isEmpty();
    assertThat(CpuPressure.parse("")).isEmpty();
    assertThat(CpuPressure.parse("some avg10=0.08 total=12x\n")).isEmpty();
    assertThat(CpuPressure.parse("some avg10=0.08\nfull total=7\n")).isEmpty();
  }
}
