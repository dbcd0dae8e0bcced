package jsonmark.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jsonmark.stats.NoiseFloor;
import jsonmark.stats.NoiseFloors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare's noise floor per row: the series' spread in the history, or the threshold. */
class CompareFloorsTest {

  @TempDir Path tmp;

  private static final NoiseFloor FIVE = NoiseFloor.threshold(5, false);

  /** Alternately 0.5 % below and above 1 s: a spread of ±1.7 % for one new run at 99 %. */
  private static double alternating(int i) {
    return i % 2 == 0 ? 0.995 : 1.005;
  }

  private NoiseFloors floors(List<RunEntry> history, RunEntry base, RunEntry now)
      throws StoreException {
    try (HistoryStore store = HistoryStore.open(StoreLocation.sqlite(tmp.resolve("h.sqlite")))) {
      for (RunEntry run : history) {
        store.record(run);
      }
      return CompareFloors.of(store, List.of(base), List.of(base, now), FIVE,
          Gate.DEFAULT_MIN_POINTS, Gate.DEFAULT_WINDOW);
    }
  }

  private static List<RunEntry> runs(int from, int to, java.util.function.IntToDoubleFunction s) {
    return java.util.stream.IntStream.range(from, to)
        .mapToObj(i -> SyntheticRuns.run("a", i, s.applyAsDouble(i), "complete")).toList();
  }

  @Test
  void twelveRunsOfTheSeriesGiveItsSpreadAsTheFloor() throws Exception {
    NoiseFloors floors = floors(runs(0, 12, CompareFloorsTest::alternating),
        SyntheticRuns.run("a", 20, 1.0, "complete"), SyntheticRuns.run("a", 21, 1.2, "complete"));

    NoiseFloor floor = floors.of("Simple1Benchmark", "a");
    assertThat(floor.source()).isEqualTo(NoiseFloor.HISTORY);
    assertThat(floor.runs()).isEqualTo(12);
    // t(0.995, 11) 3.10581 · sd of the logs 0.0052223 · sqrt(1 + 1/12), back from logs: 1.7025 %.
    assertThat(floor.percent()).isEqualTo(1.703);
    assertThat(floors.of("Simple1Benchmark", "b")).isEqualTo(FIVE);
  }

  @Test
  void nineRunsAreTooFewAndTheRowKeepsTheThreshold() throws Exception {
    NoiseFloors floors = floors(runs(0, 9, CompareFloorsTest::alternating),
        SyntheticRuns.run("a", 20, 1.0, "complete"), SyntheticRuns.run("a", 21, 1.2, "complete"));

    assertThat(floors.of("Simple1Benchmark", "a")).isEqualTo(FIVE);
  }

  @Test
  void theComparedRunsAndLaterOnesAreNotTheirOwnFloor() throws Exception {
    RunEntry base = SyntheticRuns.run("a", 20, 1.0, "complete");
    RunEntry now = SyntheticRuns.run("a", 21, 1.5, "complete");
    List<RunEntry> history = new java.util.ArrayList<>(runs(0, 12, CompareFloorsTest::alternating));
    history.add(base);
    history.add(now);
    // After the newer compared run: not what the compared runs were taken against.
    history.addAll(runs(30, 40, i -> 3.0));
    history.add(SyntheticRuns.run("a", 12, 2.0, "interrupted"));

    NoiseFloor floor = floors(history, base, now).of("Simple1Benchmark", "a");

    assertThat(floor).isEqualTo(NoiseFloor.history(1.703, 12));
  }

  @Test
  void onlyTheRunsSinceTheLastChangePointMeasureTheFloor() throws Exception {
    List<RunEntry> history = new java.util.ArrayList<>(runs(0, 15, i -> 2 * alternating(i)));
    history.addAll(runs(15, 27, CompareFloorsTest::alternating));

    NoiseFloor floor = floors(history, SyntheticRuns.run("a", 40, 1.0, "complete"),
        SyntheticRuns.run("a", 41, 1.0, "complete")).of("Simple1Benchmark", "a");

    assertThat(floor).isEqualTo(NoiseFloor.history(1.703, 12));
  }

  @Test
  void countsTakeNoFloorFromTheHistory() throws Exception {
    SeriesKey time = SyntheticRuns.key("a");
    SeriesKey counts = new SeriesKey("a", time.command(), time.libraries(), time.benchmark(),
        time.dataIdentity(), "instructions", time.machine(), time.toolchain());
    List<RunEntry> history = java.util.stream.IntStream.range(0, 12).mapToObj(i -> count(counts,
        i, 1000 + i)).toList();

    NoiseFloors floors = floors(history, count(counts, 20, 1000), count(counts, 21, 1100));

    assertThat(floors.history()).isEmpty();
  }

  private static RunEntry count(SeriesKey key, int i, double value) {
    RunRow row = new RunRow("c-run-" + i, "/results/" + i, SyntheticRuns.START.plusSeconds(60L * i),
        "complete", "Simple1Benchmark", "0.1.0", Optional.empty(),
        new Fingerprint("machine1", "Test CPU; 2/2 cores"));
    return new RunEntry(row, List.of(new Point(key, value, value, value, 3, true)));
  }
}
