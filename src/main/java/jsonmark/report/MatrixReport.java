package jsonmark.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import jsonmark.io.FileNames;
import jsonmark.result.CommandSummary;

/**
 * The reports of an invocation that ran its commands on several benchmarks, one per benchmark in
 * the order given; each keeps its own baseline (--baseline, else its fastest command).
 *
 * @param reports one per benchmark that ran, complete or as far as measured
 * @param planned how many benchmarks the invocation asked for
 * @param started the benchmark that started after them and had not ended when the files were
 *     written, if any: its own folder holds its rounds so far
 * @param claims the standing across the benchmarks, decided once by {@link Judgement} when null
 */
public record MatrixReport(List<Report> reports, int planned, Optional<String> started,
    MatrixClaims claims) {

  public MatrixReport {
    reports = List.copyOf(reports);
    planned = Math.max(planned, reports.size() + (started.isPresent() ? 1 : 0));
    if (claims == null) {
      claims = Judgement.matrix(reports);
    }
  }

  /** The matrix of {@code reports} out of {@code planned}, {@code started} under way. */
  public MatrixReport(List<Report> reports, int planned, Optional<String> started) {
    this(reports, planned, started, null);
  }

  /** The matrix of {@code reports} out of {@code planned}, none of them under way. */
  public MatrixReport(List<Report> reports, int planned) {
    this(reports, planned, Optional.empty());
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
   * stopped and why, which started and had not ended when the files were written, and which never
   * ran; empty when complete.
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
    started.ifPresent(benchmark -> parts.add(benchmark + ": started, not finished when these"
        + " files were written (the driver is still running it, or was killed); its folder "
        + FileNames.safe(benchmark) + "/ holds the rounds it ran."));
    int never = planned - reports.size() - (started.isPresent() ? 1 : 0);
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
   * The command's mean time on {@code report} over that benchmark's fastest command's (its
   * {@link Report#fastest}); empty when either has no time there.
   */
  public static OptionalDouble overTheFastest(Report report, String name) {
    Optional<Double> fastest = report.fastest().flatMap(report::command)
        .flatMap(CommandSummary::statistics).map(s -> s.mean());
    Optional<Double> mean = command(report, name).flatMap(CommandSummary::statistics)
        .map(s -> s.mean()).filter(m -> m > 0);
    return fastest.isPresent() && mean.isPresent()
        ? OptionalDouble.of(mean.get() / fastest.get()) : OptionalDouble.empty();
  }

  /**
   * How the command fares overall: the claims' geometric mean over the benchmarks of {@link
   * #overTheFastest}, empty when it has a time on none.
   */
  public OptionalDouble overall(String name) {
    return claims.overall(name);
  }

  /**
   * The command names in the matrix's row order: the claims' fastest overall first (as
   * ranking.png orders them), those with no time last; with {@code --sort command} the order of
   * first appearance.
   */
  public List<String> rowOrder() {
    return inputOrder() ? commandNames() : claims.ranked();
  }

  /** The claims' command names fastest overall first, those with no time last. */
  public List<String> byOverall() {
    return claims.ranked();
  }

  /** Whether rows keep the commands' order (--sort command) rather than fastest first. */
  public boolean inputOrder() {
    return !reports.isEmpty() && reports.get(0).options().inputOrder();
  }

  /** The command named {@code name} in {@code report}, if it ran there. */
  public static Optional<CommandSummary> command(Report report, String name) {
    return report.commands().stream().filter(c -> c.name().equals(name)).findFirst();
  }
}
