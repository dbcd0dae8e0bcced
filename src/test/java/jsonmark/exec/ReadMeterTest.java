package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ReadMeterTest {

  @Test
  void theTreeIsTheDriversGrowthLessItsThreadsOrTheOutputWhicheverIsMore() {
    // The driver grew by 10,500: 300 by thread 1, 200 by thread 2, and 1,000 of output read by
    // drain threads that have ended, which cannot be told from drain threads still alive.
    long tree =
        ReadMeter.treeBytes(5_000, 15_500, Map.of(1L, 100L, 2L, 50L), Map.of(1L, 400L, 2L, 250L),
            1_000);
    assertThat(tree).isEqualTo(9_500);
    // A chatty command: its 5 MB of output are subtracted whole.
    assertThat(ReadMeter.treeBytes(0, 5_010_000, Map.of(1L, 0L), Map.of(1L, 300L), 5_000_000))
        .isEqualTo(10_000);
  }

  @Test
  void aThreadBornDuringTheRunIsSubtractedWhole() {
    // Thread 3 (a sampler's first run) did not exist at the start: all it read is the driver's.
    long tree = ReadMeter.treeBytes(0, 1_000, Map.of(1L, 0L), Map.of(1L, 100L, 3L, 50L), 0);
    assertThat(tree).isEqualTo(850);
  }

  @Test
  void drainThreadsStillAliveAtTheEndAreNotSubtractedTwice() {
    // Thread 7 drained the 1,000 bytes of output and has not quite ended yet.
    long tree = ReadMeter.treeBytes(0, 10_000, Map.of(1L, 0L), Map.of(1L, 200L, 7L, 1_000L),
        1_000);
    assertThat(tree).isEqualTo(8_800);
  }

  @Test
  void aThreadIdReusedDuringTheRunCountsAsANewThread() {
    long tree = ReadMeter.treeBytes(0, 1_000, Map.of(4L, 500L), Map.of(4L, 30L), 0);
    assertThat(tree).isEqualTo(970);
  }

  @Test
  void aThreadThatEndedDuringTheRunSubtractsNothing() {
    long tree = ReadMeter.treeBytes(0, 1_000, Map.of(1L, 0L, 2L, 40L), Map.of(1L, 100L), 0);
    assertThat(tree).isEqualTo(900);
  }

  @Test
  void neverCountsBelowZero() {
    assertThat(ReadMeter.treeBytes(100, 100, Map.of(), Map.of(), 50)).isZero();
  }

  @Test
  void countsWhatARealChildReadOnThisSystem() throws Exception {
    var meter = ReadMeter.start();
    org.junit.jupiter.api.Assumptions.assumeTrue(meter.isPresent(), "needs /proc/self/io");
    Process p = new ProcessBuilder("sh", "-c", "head -c 3000000 /dev/zero > /dev/null").start();
    assertThat(p.waitFor()).isZero();
    assertThat(meter.get().stop(0)).get().satisfies(b -> assertThat(b).isBetween(3_000_000L,
        3_500_000L));
  }
}
