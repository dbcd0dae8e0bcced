package jsonmark.compare;

import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.Measure;

/**
 * A results folder read for comparison: its {@code summary.json} bound to the same {@link Report}
 * records that wrote it, one per benchmark, whose stored statistics compare reads as they are.
 *
 * @param label its short name in the tables: A (the base), B, C...
 * @param path where it is, as given
 * @param formatVersion the version of its summary.json's shape (1 = before compare existed)
 * @param reports each benchmark's results, in order
 */
record Folder(String label, Path path, int formatVersion, List<Report> reports) {

  Folder {
    reports = List.copyOf(reports);
  }

  /**
   * Whether it records the driver's version and command line, the benchmark's version and the
   * deserializers' libraries: folders of format 1 did not, and what they lack is not compared.
   */
  boolean recorded() {
    return formatVersion >= 2;
  }

  /** When its run started, ISO-8601 to the second. */
  String startTime() {
    return first().startTime().truncatedTo(ChronoUnit.SECONDS).toString();
  }

  /** The driver that wrote it; empty in folders too old to record it. */
  Optional<String> jsonmarkVersion() {
    return recorded() ? Optional.of(first().jsonmarkVersion()) : Optional.empty();
  }

  /** The driver's command line; empty in folders too old to record it. */
  Optional<List<String>> argv() {
    return recorded() ? Optional.of(first().argv()) : Optional.empty();
  }

  /**
   * What each benchmark that did not run to its end says of it (its state sentence), empty when
   * every one finished.
   */
  List<String> incomplete() {
    return reports.stream().flatMap(r -> r.stateSentence().stream()
        .map(why -> reports.size() > 1 ? r.benchmark() + ": " + why : why)).toList();
  }

  /** Whether every benchmark of it ran to its end. */
  boolean complete() {
    return incomplete().isEmpty();
  }

  /** What its runs measured: the first benchmark's, as every benchmark of a run shares it. */
  Measure measure() {
    return first().options().measure();
  }

  /** The mean share of their time its commands' counted runs waited for a CPU, in %. */
  OptionalDouble waitedPercent() {
    return commands().filter(c -> c.waitedPercent().isPresent())
        .mapToDouble(c -> c.waitedPercent().getAsDouble()).average();
  }

  /** How many of its timed runs were set aside for CPU contention and run again. */
  int setAside() {
    return commands().mapToInt(c -> c.counts().setAside()).sum();
  }

  /** A, B, ... Z, then F27, F28: never ambiguous. */
  static String label(int index) {
    return index < 26 ? String.valueOf((char) ('A' + index)) : "F" + (index + 1);
  }

  /** The results of the benchmark named {@code name}, if it ran. */
  Optional<Report> report(String name) {
    return reports.stream().filter(r -> r.benchmark().equals(name)).findFirst();
  }

  /** The command of benchmark {@code benchmark} that {@code match} pairs with {@code key}. */
  Optional<CommandSummary> command(String benchmark, Match match, String key) {
    return report(benchmark).flatMap(r -> r.commands().stream()
        .filter(c -> Commands.key(c, match).equals(key)).findFirst());
  }

  private java.util.stream.Stream<CommandSummary> commands() {
    return reports.stream().flatMap(r -> r.commands().stream());
  }

  private Report first() {
    return reports.get(0);
  }
}
