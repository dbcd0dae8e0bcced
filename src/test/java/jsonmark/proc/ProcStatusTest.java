package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The memory lines of a status file. */
class ProcStatusTest {

  private static final String STATUS =
      "Name:\tcat\nState:\tR (running)\nVmPeak:\t    3060 kB\nVmHWM:\t    1708 kB\n"
          + "VmRSS:\t    1700 kB\nRssAnon:\t     112 kB\nRssFile:\t    1596 kB\nThreads:\t1\n";

  @Test
  void readsCurrentFileBackedAndPeakResidentMemoryInKib() {
    assertThat(ProcStatus.parse(STATUS))
        .isEqualTo(
            new ProcStatus(OptionalLong.of(1700), OptionalLong.of(1596), OptionalLong.of(1708)));
  }

  @Test
  void aZombieWithoutMemoryLinesHasNoFiguresRatherThanZero() {
    String zombie = "Name:\tsh\nState:\tZ (zombie)\nThreads:\t1\n";
    assertThat(ProcStatus.parse(zombie))
        .isEqualTo(
            new ProcStatus(OptionalLong.empty(), OptionalLong.empty(), OptionalLong.empty()));
  }

  @Test
  void aKeyInsideAnotherLineIsNotTakenForIt() {
    String text = "XVmRSS:\t 9 kB\nVmHWM:\t5 kB";
    assertThat(ProcStatus.parse(text).vmRssKiB()).isEmpty();
    assertThat(ProcStatus.parse(text).vmHwmKiB()).hasValue(5);
  }
}
