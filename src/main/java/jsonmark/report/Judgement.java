package jsonmark.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import jsonmark.result.CommandSummary;
import jsonmark.result.Metric;
import jsonmark.result.RunState;
import jsonmark.result.RunTimes;
import jsonmark.result.Warning;
import jsonmark.stats.CountRatio;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.Descriptive;
import jsonmark.stats.Pareto;
import jsonmark.stats.RatioInterval;

/**
 * The one class that decides every claim of a benchmark's {@link Claims} from its commands'
 * statistics: the fastest comes from {@link RunTimes#byMean}, the order the run loop reads too;
 * a leader is tied with every command whose interval against it holds 1 (by the paired rounds
 * for times, by every run against every run for counts), and a leader whose interval is unknown
 * (one paired round, one counted run) is not called tied.
 */
final class Judgement {

  /** The warnings that say the machine, not the command, qualifies every figure. */
  private static final Set<Warning.Kind> MACHINE =
      Set.of(Warning.Kind.BUSY, Warning.Kind.KEPT_BUSY, Warning.Kind.UNSTEADY);

  private Judgement() {}

  /**
   * The claims of the commands {@code commands} of a report in {@code state}, led by its
   * {@code headline} metric: the rows follow its standing, and times are judged only when they
   * are the headline (under instructions they are Valgrind's).
   */
  static Claims of(List<CommandSummary> commands, Optional<String> baseline, RunState state,
      int rounds, ReportOptions options, Metric headline) {
    boolean byTime = headline.timesNative();
    Claims.Standing time = time(commands, baseline, byTime);
    Claims.Standing instructions = instructions(commands, baseline);
    Claims.Standing lead = Map.of(Metric.WALL_TIME, time, Metric.INSTRUCTIONS, instructions)
        .get(headline);
    return new Claims(
        state.sentence(rounds, options.budget().runs()),
        commands.stream().flatMap(c -> c.warnings().stream())
            .filter(w -> MACHINE.contains(w.kind())).toList(),
        baseline, time, instructions,
        new Claims.Memory(leanest(commands), leanestTiedWith(commands)),
        byTime ? pareto(commands) : List.of(),
        rows(commands, options.inputOrder() ? List.of() : lead.order()));
  }

  /** The commands by mean time; a leader and comparisons only when times are native. */
  private static Claims.Standing time(List<CommandSummary> commands, Optional<String> baseline,
      boolean byTime) {
    List<CommandSummary> order = RunTimes.byMean(
        commands.stream().filter(c -> c.statistics().isPresent()).toList(),
        CommandSummary::runs);
    List<String> names = order.stream().map(CommandSummary::name).toList();
    if (!byTime || order.isEmpty()) {
      return new Claims.Standing(names, Optional.empty(), List.of(), false, List.of());
    }
    CommandSummary leader = order.get(0);
    List<String> tied = new ArrayList<>();
    for (CommandSummary other : order.subList(1, order.size())) {
      RunTimes.interval(other.runs(), leader.runs())
          .filter(r -> r.known() && !r.significant())
          .ifPresent(r -> tied.add(other.name()));
    }
    List<Claims.Comparison> comparisons = new ArrayList<>();
    for (CommandSummary other : order) {
      if (baseline.filter(other.name()::equals).isPresent() || baseline.isEmpty()
          || order.stream().noneMatch(c -> c.name().equals(baseline.get()))) {
        continue;
      }
      comparisons.add(other.relative().map(r -> time(other.name(), baseline.get(), r.ratio()))
          .orElse(new Claims.Comparison(other.name(), baseline.get(), Double.NaN,
              OptionalDouble.empty(), OptionalDouble.empty(), OptionalInt.of(0), false)));
    }
    return new Claims.Standing(names, Optional.of(leader.name()), tied, false, comparisons);
  }

  private static Claims.Comparison time(String command, String against, RatioInterval r) {
    return new Claims.Comparison(command, against, r.ratio(), r.low(), r.high(),
        OptionalInt.of(r.pairs()), r.significant());
  }

  /**
   * The commands by instructions: per record once the start-up is taken out when every counted
   * command's start-up was counted and is below each of its runs, else in all.
   */
  private static Claims.Standing instructions(List<CommandSummary> commands,
      Optional<String> baseline) {
    List<CommandSummary> counted = commands.stream()
        .filter(c -> c.instructions().isPresent()).toList();
    if (counted.isEmpty()) {
      return Claims.Standing.none();
    }
    boolean perRecord = CountStatistics.perRecord(
        counted.stream().map(c -> c.instructions().get()).toList());
    List<CommandSummary> order = counted.stream()
        .sorted(Comparator.comparingDouble(c -> c.instructions().get().ranked(perRecord)))
        .toList();
    CommandSummary leader = order.get(0);
    List<String> tied = new ArrayList<>();
    for (CommandSummary other : order.subList(1, order.size())) {
      Claims.Comparison against = counts(other, leader, perRecord);
      if (against.known() && !against.significant()) {
        tied.add(other.name());
      }
    }
    Optional<CommandSummary> base = baseline.flatMap(name -> counted.stream()
        .filter(c -> c.name().equals(name)).findFirst());
    List<Claims.Comparison> comparisons = base.isEmpty() ? List.of() : order.stream()
        .filter(c -> c != base.get()).map(c -> counts(c, base.get(), perRecord)).toList();
    return new Claims.Standing(order.stream().map(CommandSummary::name).toList(),
        Optional.of(leader.name()), tied, perRecord, comparisons);
  }

  /** {@code a}'s count over {@code b}'s; its interval unknown when either ran once. */
  private static Claims.Comparison counts(CommandSummary a, CommandSummary b,
      boolean perRecord) {
    CountStatistics x = a.instructions().get();
    CountStatistics y = b.instructions().get();
    double xs = perRecord ? x.startup().getAsDouble() : 0;
    double ys = perRecord ? y.startup().getAsDouble() : 0;
    CountRatio r = CountRatio.between(x.mean() - xs, x.min() - xs, x.max() - xs,
        y.mean() - ys, y.min() - ys, y.max() - ys);
    boolean known = !x.exactUnknown() && !y.exactUnknown();
    return new Claims.Comparison(a.name(), b.name(), r.ratio(),
        known ? OptionalDouble.of(r.low()) : OptionalDouble.empty(),
        known ? OptionalDouble.of(r.high()) : OptionalDouble.empty(), OptionalInt.empty(),
        known && r.significant());
  }

  /** The command with the lowest positive peak memory, if any was profiled. */
  private static Optional<CommandSummary> leanestCommand(List<CommandSummary> commands) {
    return commands.stream()
        .filter(c -> c.profile().map(p -> p.memMax() > 0).orElse(false))
        .min(Comparator.comparingDouble(c -> c.profile().get().memMax()));
  }

  private static Optional<String> leanest(List<CommandSummary> commands) {
    return leanestCommand(commands).map(CommandSummary::name);
  }

  /**
   * The profiled commands whose lowest run peak is at most the leanest's highest: their runs
   * overlap its runs, so memory does not separate them from it.
   */
  private static List<String> leanestTiedWith(List<CommandSummary> commands) {
    Optional<CommandSummary> leanest = leanestCommand(commands);
    if (leanest.isEmpty()) {
      return List.of();
    }
    double highest = leanest.get().profile().get().memMax();
    return commands.stream()
        .filter(c -> c != leanest.get() && c.profile().map(p -> p.memMax() > 0).orElse(false))
        .filter(c -> lowestRunPeak(c) <= highest)
        .sorted(Comparator.comparingDouble(c -> c.profile().get().memMax()))
        .map(CommandSummary::name).toList();
  }

  /** The lowest peak memory of any one profiled run of {@code command}. */
  private static double lowestRunPeak(CommandSummary command) {
    return command.runs().stream().flatMap(r -> r.profile().stream())
        .mapToDouble(p -> p.memMax()).filter(m -> m > 0).min()
        .orElse(command.profile().get().memMax());
  }

  /**
   * The names on the Pareto front of mean time against peak memory, fastest first: what
   * tradeoff.png joins and report.html's card names.
   */
  private static List<String> pareto(List<CommandSummary> commands) {
    List<Pareto.Point> points = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      CommandSummary c = commands.get(i);
      double mean = c.statistics().map(s -> s.mean()).orElse(Double.NaN);
      double peak = c.profile().map(p -> p.memMax()).orElse(Double.NaN);
      if (mean > 0 && peak > 0 && Double.isFinite(peak)) {
        points.add(new Pareto.Point(i, mean, peak));
      }
    }
    return Pareto.front(points).stream().map(p -> commands.get(p.index()).name()).toList();
  }

  /**
   * The standing of the commands of {@code reports} across them: each one's geometric mean over
   * the benchmarks of its time over that benchmark's leader's, fastest overall first.
   */
  static MatrixClaims matrix(List<Report> reports) {
    Set<String> names = new LinkedHashSet<>();
    reports.forEach(r -> r.commands().forEach(c -> names.add(c.name())));
    Map<String, Double> overall = new LinkedHashMap<>();
    for (String name : names) {
      double[] ratios = reports.stream().map(r -> MatrixReport.overTheFastest(r, name))
          .filter(OptionalDouble::isPresent).mapToDouble(OptionalDouble::getAsDouble).toArray();
      if (ratios.length > 0) {
        overall.put(name, Descriptive.geometricMean(ratios));
      }
    }
    List<String> ranked = new ArrayList<>(names);
    ranked.sort(Comparator.comparingDouble(
        name -> overall.getOrDefault(name, Double.POSITIVE_INFINITY)));
    return new MatrixClaims(ranked, overall);
  }

  /** {@code ranked} first, then the commands without a figure, as given. */
  private static List<String> rows(List<CommandSummary> commands, List<String> ranked) {
    List<String> rows = new ArrayList<>(ranked);
    commands.stream().map(CommandSummary::name).filter(n -> !rows.contains(n))
        .forEach(rows::add);
    return rows;
  }
}
