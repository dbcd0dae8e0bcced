package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.DoubleStream;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.report.TimeScale;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.Relative;
import jsonmark.stats.Startup;

/**
 * The results table, in Markdown with padded columns so that it also reads on a terminal: one
 * row per command, fastest first (unless {@code --sort command}); the answer first — the mean ± σ
 * in one unit per table ({@link TimeScale}), {@code % time} against the named baseline with its
 * 95 % interval, the whole-process MB/s and the 95th percentile of memory — then the fastest and
 * slowest run, the user and system CPU time of the whole tree, the counted runs, CPU, the parse
 * MB/s without the start-up, the start-up, the
 * CPU wait, with {@code --validate} the {@code values} found, and last one {@code time_N} per
 * round when there are few enough to read ({@link #MAX_RUN_COLUMNS}; runs.csv has every run).
 * A command that failed reads {@code failed} in its time, and a note under the table says why;
 * a value that cannot be known reads {@code n/a}, and a note says why a parse MB/s is n/a.
 */
public final class SummaryTable {

  /** Past this many rounds, the per-run times are in runs.csv only. */
  public static final int MAX_RUN_COLUMNS = 10;

  /** Data MB over the mean whole-process time. */
  static final String RATE = "MB/s";

  /** Data MB over (mean time - start-up): the parsing alone, where it can be told. */
  static final String PARSE_RATE = "parse MB/s";

  /** The mean share of the runs' time their trees waited for a CPU. */
  static final String WAITED = "waited (%)";

  /** What --validate found: exact, N lines differ, partial, unsupported, failed. */
  static final String VALUES = "values";

  public String render(Report report) {
    return TableColumns.render(columns(report)) + notes(report);
  }

  /**
   * The table as printed on a terminal {@code width} columns wide: the columns that do not fit
   * are left out, the per-run ones first, and one line says which; the files keep them all.
   */
  public static String terminal(Report report, int width) {
    return TableColumns.fit(columns(report), width) + notes(report);
  }

  /** The column names, as report.html shows them. */
  public static List<String> header(Report report) {
    return columns(report).stream().map(TableColumns.Column::header).toList();
  }

  /** The cells, one row per command, in the table's order. */
  static List<List<String>> rows(Report report) {
    return TableColumns.rows(columns(report));
  }

  /** {@code % time vs python-json (95 % CI)}: says which command is the baseline. */
  static String percentHeader(Report report) {
    return "% time vs " + report.baseline().orElse("the fastest") + " (95 % CI)";
  }

  /** Whether any command ran with --validate: only then is there a {@code values} column. */
  static boolean validated(Report report) {
    return report.commands().stream().anyMatch(c -> c.values().isPresent());
  }

  // The order in which columns are left out of a narrow terminal's table, after the per-run
  // ones: what a reader needs least to rank the commands goes first.
  private static final int DROP_WAITED = 2;
  private static final int DROP_STARTUP = 3;
  private static final int DROP_CPU = 4;
  private static final int DROP_PARSE_RATE = 5;
  private static final int DROP_RUNS = 6;
  private static final int DROP_MEM = 7;
  private static final int DROP_RANGE = 8;
  private static final int DROP_CPU_TIME = 9;
  private static final int DROP_RATE = 10;

  /** The mean and sample standard deviation of the counted runs, one cell. */
  static final String MEAN = "mean ± σ";

  /** What a failed command's time reads. */
  static final String FAILED = "failed";

  private static List<TableColumns.Column> columns(Report report) {
    List<CommandSummary> rows = report.rowOrder();
    TimeScale scale = TimeScale.of(report);
    String unit = " (" + scale.unit() + ")";
    List<CommandStatistics> timed = rows.stream().flatMap(c -> c.statistics().stream()).toList();
    int runDecimals = scale.decimals(rows.stream().flatMap(c -> c.runs().stream())
        .filter(RunResult::counted).mapToDouble(RunResult::seconds).toArray());
    // The mean shows at least the runs' decimals, so that it reads like them.
    int meanDecimals = Math.max(runDecimals,
        scale.decimals(timed.stream().mapToDouble(CommandStatistics::mean).toArray()));
    int sigmaDecimals = scale.decimals(timed.stream()
        .mapToDouble(s -> s.stdDev().orElse(Double.NaN)).toArray());
    List<TableColumns.Column> columns = new ArrayList<>();
    columns.add(TableColumns.text("command", rows, c -> c.name()));
    columns.add(TableColumns.number(MEAN + unit, rows,
        c -> Optional.of(c.statistics().map(s -> scale.format(s.mean(), meanDecimals)
                + (s.stdDev().isPresent() ? " ± " + scale.format(s.stdDev(), sigmaDecimals) : ""))
            .orElse(c.ok() ? Numbers.NOT_AVAILABLE : FAILED)), TableColumns.KEPT));
    // Under --measure instructions the times are Valgrind's: no figure of speed is drawn from
    // them, neither against the baseline nor as a rate.
    boolean speed = !report.timesUnderValgrind();
    // One command has nothing to be compared with: no column of 100.0.
    if (speed && !report.claims().time().comparisons().isEmpty()) {
      columns.add(TableColumns.number(percentHeader(report), rows,
          c -> c.relative().map(SummaryTable::relative), TableColumns.KEPT));
    }
    if (speed) {
      columns.add(TableColumns.number(RATE, rows,
          c -> c.statistics().map(s -> Numbers.rate(s.megabytesPerSecond())), DROP_RATE));
    }
    columns.add(TableColumns.number("mem p95 (MiB)", rows,
        c -> profile(c).map(p -> Numbers.fixed(p.memP95(), 1)), DROP_MEM));
    columns.add(TableColumns.number("min…max" + unit, rows,
        c -> c.statistics().map(s -> scale.format(s.min(), runDecimals) + "…"
            + scale.format(s.max(), runDecimals)), DROP_RANGE));
    int cpuDecimals = scale.decimals(timed.stream().flatMapToDouble(s -> DoubleStream.of(
        s.userSeconds().orElse(Double.NaN), s.systemSeconds().orElse(Double.NaN))).toArray());
    columns.add(TableColumns.number("user / sys" + unit, rows,
        c -> c.statistics().filter(s -> s.userSeconds().isPresent())
            .map(s -> scale.format(s.userSeconds(), cpuDecimals) + " / "
                + scale.format(s.systemSeconds(), cpuDecimals)), DROP_CPU_TIME));
    columns.add(TableColumns.number("runs", rows, c -> Optional.of(runs(c)), DROP_RUNS));
    columns.add(TableColumns.number("cpu p95 (%)", rows,
        c -> profile(c).map(p -> Numbers.fixed(p.cpuP95(), 1)), DROP_CPU));
    if (speed) {
      columns.add(TableColumns.number(PARSE_RATE, rows,
          c -> Optional.of(Numbers.rate(c.startup().parseMegabytesPerSecond())),
          DROP_PARSE_RATE));
    }
    double[] startups = rows.stream().flatMapToDouble(c -> DoubleStream.of(
        c.startup().seconds().orElse(Double.NaN), c.startup().stdDev().orElse(Double.NaN)))
        .toArray();
    int startupDecimals = scale.decimals(startups);
    columns.add(TableColumns.number("start-up ± σ" + unit, rows,
        c -> Optional.of(startup(c.startup(), scale, startupDecimals)), DROP_STARTUP));
    columns.add(TableColumns.number(WAITED, rows,
        c -> Optional.of(Numbers.fixed(c.waitedPercent(), 1)), DROP_WAITED));
    if (validated(report)) {
      columns.add(TableColumns.text(VALUES, rows,
          c -> c.values().map(ValueCheck::cell).orElse(Numbers.NOT_AVAILABLE)));
    }
    columns.addAll(runColumns(report, rows, scale, runDecimals));
    return columns;
  }

  /**
   * The counted runs behind the figures, and how many more were set aside or failed:
   * {@code 10}, {@code 10 (+2 set aside, 1 failed)}; a note under the table names them too.
   */
  static String runs(CommandSummary c) {
    List<String> more = new ArrayList<>();
    if (c.counts().setAside() > 0) {
      more.add("+" + c.counts().setAside() + " set aside");
    }
    if (c.counts().failed() > 0) {
      more.add(c.counts().failed() + " failed");
    }
    return c.counts().counted() + (more.isEmpty() ? "" : " (" + String.join(", ", more) + ")");
  }

  /** {@code runs set aside and run again: node 3, py 5}, and the like for failed runs. */
  private static List<String> otherRuns(List<CommandSummary> rows) {
    List<String> notes = new ArrayList<>();
    List<String> setAside = rows.stream().filter(c -> c.counts().setAside() > 0)
        .map(c -> c.name() + " " + c.counts().setAside()).toList();
    if (!setAside.isEmpty()) {
      notes.add("runs set aside and run again (not counted): " + String.join(", ", setAside));
    }
    List<String> failed = rows.stream().filter(c -> c.counts().failed() > 0)
        .map(c -> c.name() + " " + c.counts().failed()).toList();
    if (!failed.isEmpty()) {
      notes.add("failed runs (not counted): " + String.join(", ", failed));
    }
    return notes;
  }

  /**
   * One {@code time_N} per round, when there are at most {@link #MAX_RUN_COLUMNS}: the counted
   * run of that round, {@code failed}, or empty where the command did not run in it.
   */
  private static List<TableColumns.Column> runColumns(
      Report report, List<CommandSummary> rows, TimeScale scale, int decimals) {
    String unit = " (" + scale.unit() + ")";
    List<TableColumns.Column> columns = new ArrayList<>();
    int runs = runs(report);
    if (runs > MAX_RUN_COLUMNS) {
      return columns;
    }
    List<RunResult[]> numbered = rows.stream().map(c -> byNumber(c.runs(), runs)).toList();
    for (int run = 1; run <= runs; run++) {
      int index = run - 1;
      List<String> cells = numbered.stream().map(byRun -> {
        RunResult result = byRun[index];
        return result == null ? "" : result.ok() ? scale.format(result.seconds(), decimals)
            : FAILED;
      }).toList();
      columns.add(new TableColumns.Column("time_" + run + unit, cells, 'r',
          TableColumns.PER_RUN));
    }
    return columns;
  }

  private static Optional<ProfileSummary> profile(CommandSummary command) {
    return command.profile();
  }

  /** {@code 55.0 ± 5.0}, {@code 55.0} without a σ, or {@code n/a}. */
  private static String startup(Startup startup, TimeScale scale, int decimals) {
    if (startup.seconds().isEmpty()) {
      return Numbers.NOT_AVAILABLE;
    }
    String mean = scale.format(startup.seconds(), decimals);
    return startup.stdDev().isPresent()
        ? mean + " ± " + scale.format(startup.stdDev(), decimals) : mean;
  }

  /**
   * Why a parse MB/s or a start-up reads n/a, one line each, under the table; empty when all
   * are known.
   */
  static List<String> noteLines(Report report) {
    List<String> notes = new ArrayList<>();
    for (CommandSummary c : report.rowOrder()) {
      c.failure().ifPresent(why -> notes.add(c.name() + " failed: " + why));
    }
    notes.addAll(otherRuns(report.rowOrder()));
    if (runs(report) > MAX_RUN_COLUMNS) {
      notes.add("each run's time is in runs.csv (" + report.rounds() + " rounds)");
    }
    if (report.timesUnderValgrind()) {
      return notes; // no parse rate is shown from Valgrind's times
    }
    List<CommandSummary> timed = report.rowOrder().stream()
        .filter(c -> c.statistics().isPresent()).toList();
    if (!timed.isEmpty() && timed.stream().allMatch(c -> c.startup().noParseRate()
        .filter(why -> why == Startup.NoParseRate.NOT_MEASURED).isPresent())) {
      notes.add(report.options().startupRuns() == 0
          ? "parse MB/s n/a: the start-up was not measured (--startup-runs 0)"
          : "parse MB/s n/a: the start-up could not be measured (no empty file could be made;"
              + " the log says why)");
      return notes;
    }
    // One line per reason, naming every command it applies to: 26 commands, a few lines.
    java.util.Map<Startup.NoParseRate, List<String>> byReason =
        new java.util.EnumMap<>(Startup.NoParseRate.class);
    for (CommandSummary c : timed) {
      c.startup().noParseRate().ifPresent(why -> byReason
          .computeIfAbsent(why, k -> new ArrayList<>()).add(c.name()));
    }
    byReason.forEach((why, names) ->
        notes.add("parse MB/s n/a (" + why.words() + "): " + String.join(", ", names)));
    return notes;
  }

  private static String notes(Report report) {
    StringBuilder text = new StringBuilder();
    List<String> notes = noteLines(report);
    if (!notes.isEmpty()) {
      text.append('\n');
      notes.forEach(note -> text.append("- ").append(note).append('\n'));
    }
    return text.toString();
  }

  private static int runs(Report report) {
    return Math.max(1,
        report.commands().stream()
            .flatMap(c -> c.runs().stream())
            .mapToInt(RunResult::run)
            .max()
            .orElse(0));
  }

  /**
   * The run of each number, 1-based at index {@code number - 1}: the last attempt, which is the
   * one that counts when an earlier one was set aside as contended; null where there is none.
   */
  private static RunResult[] byNumber(List<RunResult> runs, int count) {
    RunResult[] numbered = new RunResult[count];
    for (RunResult run : runs) {
      if (run.run() >= 1 && run.run() <= count) {
        numbered[run.run() - 1] = run;
      }
    }
    return numbered;
  }

  /** {@code 112.3 (108.1-116.7)}: the ratio and its 95 % interval, in % of the baseline. */
  static String relative(Relative relative) {
    String percent = Numbers.fixed(relative.percent(), 1);
    return relative.lowPercent().isPresent()
        ? percent + " (" + Numbers.fixed(relative.lowPercent(), 1) + "-"
            + Numbers.fixed(relative.highPercent(), 1) + ")"
        : percent;
  }
}
