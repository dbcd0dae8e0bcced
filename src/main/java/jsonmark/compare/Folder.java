package jsonmark.compare;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A results folder read for comparison.
 *
 * @param label its short name in the tables: A (the base), B, C...
 * @param path where it is, as given
 * @param formatVersion the version of its summary.json's shape (1 = before compare existed)
 * @param startTime when its run started, ISO-8601
 * @param jsonmarkVersion the driver that wrote it; empty in folders too old to record it
 * @param argv the driver's command line; empty in folders too old to record it
 * @param benchmarks each benchmark's results, in order
 * @param incomplete what each benchmark that did not run to its end says of it (its state
 *     sentence), empty when every one finished
 */
record Folder(
    String label,
    Path path,
    int formatVersion,
    String startTime,
    Optional<String> jsonmarkVersion,
    Optional<List<String>> argv,
    List<BenchmarkRuns> benchmarks,
    List<String> incomplete) {

  /** Whether every benchmark of it ran to its end. */
  boolean complete() {
    return incomplete.isEmpty();
  }

  /** The mean share of their time its commands' counted runs waited for a CPU, in %. */
  OptionalDouble waitedPercent() {
    return benchmarks.stream().flatMap(b -> b.commands().stream())
        .filter(c -> c.waitedPercent().isPresent())
        .mapToDouble(c -> c.waitedPercent().getAsDouble()).average();
  }

  /** How many of its timed runs were set aside for CPU contention and run again. */
  int setAside() {
    return benchmarks.stream().flatMap(b -> b.commands().stream())
        .mapToInt(CommandRuns::setAside).sum();
  }

  /** A, B, ... Z, then F27, F28: never ambiguous. */
  static String label(int index) {
    return index < 26 ? String.valueOf((char) ('A' + index)) : "F" + (index + 1);
  }

  Optional<BenchmarkRuns> benchmark(String name) {
    return benchmarks.stream().filter(b -> b.benchmark().equals(name)).findFirst();
  }
}
