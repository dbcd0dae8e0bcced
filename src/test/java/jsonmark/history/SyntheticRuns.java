package jsonmark.history;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Runs made up for the store's tests: one command's time on one machine, minute by minute. */
final class SyntheticRuns {

  static final Instant START = Instant.parse("2026-12-01T00:00:00Z");

  private SyntheticRuns() {}

  static SeriesKey key(String name) {
    return new SeriesKey(name, name + " $FILENAME", "lib 1.0", "Simple1Benchmark v1 jackson 1000",
        "abc123", "time", "machine1", "");
  }

  /** Run {@code i} of {@code name}, its mean time {@code seconds}, its state {@code state}. */
  static RunEntry run(String name, int i, double seconds, String state) {
    RunRow row = new RunRow(name + "-run-" + i, "/results/" + i, START.plusSeconds(60L * i),
        state, "Simple1Benchmark", "0.1.0", Optional.of("commit" + i),
        new Fingerprint("machine1", "Test CPU; 2/2 cores"));
    return new RunEntry(row, List.of(new Point(key(name), seconds, seconds * 0.99,
        seconds * 1.01, 5, false)));
  }

  /** A steady history: 1 s give or take 0.5 %, in a fixed pattern. */
  static double steady(int i) {
    return 1.0 + 0.005 * ((i * 7) % 5 - 2) / 2.0;
  }
}
