package jsonmark.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import jsonmark.result.CommandSummary;

/**
 * The reports of an invocation that ran its commands on several benchmarks, one per benchmark in
 * the order given; each keeps its own baseline (--baseline, else its fastest command).
 *
 * @param reports one per benchmark that ran, complete or as far as measured
 * @param planned how many benchmarks the invocation asked for
 */
public record MatrixReport(List<Report> reports, int planned) {

  public MatrixReport {
    reports = List.copyOf(reports);
    planned = Math.max(planned, reports.size());
  }

  /** The matrix of {@code reports}, every benchmark asked for among them. */
  public MatrixReport(List<Report> reports) {
    this(reports, reports.size());
  }

  /**
   * {@code JSONMark: 4 benchmarks}, or, when not all ran to their end, {@code JSONMark: 1 of 2
   * benchmarks ran, interrupted}.
   */
  public String title() {
    if (complete()) {
      return "JSONMark: " + planned + " benchmarks";
    }
    boolean cut = reports.stream().anyMatch(r -> !r.state().complete());
    return "JSONMark: " + reports.size() + " of " + planned + " benchmarks ran"
        + (cut ? ", interrupted" : "");
  }

  /** Whether every benchmark asked for ran to its end. */
  public boolean complete() {
    return reports.size() == planned && reports.stream().allMatch(r -> r.state().complete());
  }

  /**
   * What the first lines of every matrix view say of an unfinished invocation: which benchmark
   * stopped and why, and which never ran; empty when complete.
   */
  public Optional<String> stateSentence() {
    if (complete()) {
      return Optional.empty();
    }
    List<String> parts = new ArrayList<>();
    for (Report report : reports) {
      report.state().sentence(report.rounds(), report.options().budget().runs())
          .ifPresent(why -> parts.add(report.benchmark() + ": " + why));
    }
    int never = planned - reports.size();
    if (never > 0) {
      parts.add(never + (never == 1 ? " benchmark" : " benchmarks") + " of the " + planned
          + " asked for never ran.");
    }
    return Optional.of(String.join(" ", parts));
  }

  /** Every command name, in the order of first appearance. */
  public List<String> commandNames() {
    Set<String> names = new LinkedHashSet<>();
    reports.forEach(r -> r.commands().forEach(c -> names.add(c.name())));
    return new ArrayList<>(names);
  }

  /**
   * The command names in the matrix's row order: fastest overall first, by the geometric mean
   * over the benchmarks of each one's mean time over that benchmark's fastest (as ranking.png
   * orders them), those with no time last; with {@code --sort input} the order of first
   * appearance.
   */
  public List<String> rowOrder() {
    List<String> names = commandNames();
    if (reports.isEmpty() || reports.get(0).options().inputOrder()) {
      return names;
    }
    Map<String, Double> overall = new HashMap<>();
    for (String name : names) {
      double logSum = 0;
      int n = 0;
      for (Report report : reports) {
        OptionalDouble fastest = report.commands().stream()
            .flatMap(c -> c.statistics().stream()).mapToDouble(s -> s.mean())
            .filter(m -> m > 0).min();
        Optional<Double> mean = command(report, name).flatMap(c -> c.statistics())
            .map(s -> s.mean()).filter(m -> m > 0);
        if (fastest.isPresent() && mean.isPresent()) {
          logSum += Math.log(mean.get() / fastest.getAsDouble());
          n++;
        }
      }
      overall.put(name, n == 0 ? Double.POSITIVE_INFINITY : logSum / n);
    }
    names.sort(Comparator.comparingDouble(overall::get));
    return names;
  }

  /** The command named {@code name} in {@code report}, if it ran there. */
  public static Optional<CommandSummary> command(Report report, String name) {
    return report.commands().stream().filter(c -> c.name().equals(name)).findFirst();
  }
}
