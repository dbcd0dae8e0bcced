package jsonmark.report.format;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.io.ResultFiles;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;
import jsonmark.stats.CpuWait;
import jsonmark.stats.ProfileSummary;
import jsonmark.stats.Startup;

/**
 * {@code runs.csv}: one row per timed run, failed ones included, named by benchmark; every
 * figure's column name ends with its unit. Rates are empty for a failed run, CPU and memory
 * columns empty for a run that was not profiled. {@code mb_per_s} is the whole-process rate
 * (data bytes over the run's time); {@code startup_s} is the command's mean start-up (the same
 * on each of its rows) and {@code parse_mb_per_s} the run's rate without it, empty where the
 * command's parse MB/s is n/a (summary.json says why). {@code waited_percent} is how long the
 * run's tree waited for a CPU that another program held, over its wall time: its tree's
 * run-queue wait {@code cpu_wait_s}, at most the CPU time other programs used meanwhile
 * ({@code others_cpu_s}); {@code cpu_pressure_s} (the machine's PSI) and {@code steal_s} are
 * the machine's seconds behind it; all empty where not measured; {@code contention} says
 * whether the run was set aside for waiting more than {@code --max-wait} ({@code set-aside}:
 * not in the statistics, run again), counted all the same after its last re-run ({@code
 * kept-busy}) or neither ({@code none}); {@code driver_cpu_percent} the driver's own CPU use
 * during the run, in % of one core. Start-up runs have no rows: they are in {@code
 * summary.json}. {@code values} is what {@code --validate} found for the command (empty when
 * not asked for). {@code instructions} is what the run's whole tree executed under Valgrind
 * (empty unless {@code --measure} counted it). A run that did not run to its end says so
 * first, in a {@code #} line before the header (a comment to {@code pandas.read_csv(...,
 * comment='#')}, R's {@code read.csv(comment.char='#')}); a complete run's file has none.
 */
public final class RunsCsv {

  /** One row of {@code runs.csv}; Jackson names the columns in snake_case, in this order. */
  @JsonPropertyOrder({
    "benchmark", "name", "command", "run", "seconds", "linesPerS", "mbPerS", "exitCode",
    "checksum", "checksumOk", "cpuMaxPercent", "cpuP50Percent", "cpuP95Percent", "memMaxMib",
    "memP50Mib", "memP95Mib", "startupS", "parseMbPerS", "waitedPercent", "cpuWaitS",
    "cpuPressureS", "stealS", "othersCpuS", "contention", "driverCpuPercent", "values",
    "instructions"
  })
  record Row(
      String benchmark,
      String name,
      String command,
      int run,
      BigDecimal seconds,
      BigDecimal linesPerS,
      BigDecimal mbPerS,
      int exitCode,
      String checksum,
      boolean checksumOk,
      BigDecimal cpuMaxPercent,
      BigDecimal cpuP50Percent,
      BigDecimal cpuP95Percent,
      BigDecimal memMaxMib,
      BigDecimal memP50Mib,
      BigDecimal memP95Mib,
      BigDecimal startupS,
      BigDecimal parseMbPerS,
      BigDecimal waitedPercent,
      BigDecimal cpuWaitS,
      BigDecimal cpuPressureS,
      BigDecimal stealS,
      BigDecimal othersCpuS,
      String contention,
      BigDecimal driverCpuPercent,
      String values,
      Long instructions) {}

  public String render(Report report) {
    return render(List.of(report));
  }

  /**
   * The rows of every report, one after the other: the runs of several benchmarks; first, as a
   * {@code #} comment line each, what the claims say of a run that did not run to its end.
   */
  static String render(List<Report> reports) {
    return ResultFiles.commented(Report.interrupted(reports),
        ResultFiles.csv(reports.stream().flatMap(r -> rows(r).stream()).toList(), Row.class));
  }

  private static List<Row> rows(Report report) {
    List<Row> rows = new ArrayList<>();
    for (CommandSummary command : report.commands()) {
      for (RunResult run : command.runs()) {
        rows.add(row(command, run, report));
      }
    }
    return rows;
  }

  private static Row row(CommandSummary command, RunResult run, Report report) {
    Startup startup = command.startup();
    String values = command.values().map(ValueCheck::cell).orElse(null);
    Optional<ProfileSummary> profile = run.profile();
    Optional<CpuWait> wait = run.cpuWait();
    boolean rated = run.ok() && run.seconds() > 0;
    // This run's own parse rate, only where the command's is known: the same test as the table's.
    boolean parsed = run.ok() && startup.parseMegabytesPerSecond().isPresent()
        && run.seconds() > startup.seconds().getAsDouble();
    return new Row(
        report.benchmark(),
        command.name(),
        command.command(),
        run.run(),
        Numbers.decimal(run.seconds(), 6),
        rated ? Numbers.decimal(report.records() / run.seconds(), 2) : null,
        rated ? Numbers.decimal(report.dataBytes() / 1e6 / run.seconds(), 2) : null,
        run.exitCode(),
        run.checksum().orElse(null),
        run.checksumOk(),
        profile.map(p -> Numbers.decimal(p.cpuMax(), 2)).orElse(null),
        profile.map(p -> Numbers.decimal(p.cpuP50(), 2)).orElse(null),
        profile.map(p -> Numbers.decimal(p.cpuP95(), 2)).orElse(null),
        profile.map(p -> Numbers.decimal(p.memMax(), 2)).orElse(null),
        profile.map(p -> Numbers.decimal(p.memP50(), 2)).orElse(null),
        profile.map(p -> Numbers.decimal(p.memP95(), 2)).orElse(null),
        Numbers.decimal(startup.seconds(), 6),
        parsed
            ? Numbers.decimal(
                report.dataBytes() / 1e6 / (run.seconds() - startup.seconds().getAsDouble()), 2)
            : null,
        wait.map(w -> Numbers.decimal(w.waitedPercent(), 2)).orElse(null),
        wait.map(w -> Numbers.decimal(w.treeWaitSeconds(), 6)).orElse(null),
        wait.map(w -> Numbers.decimal(w.pressureSeconds(), 6)).orElse(null),
        wait.map(w -> Numbers.decimal(w.stealSeconds(), 6)).orElse(null),
        wait.map(w -> Numbers.decimal(w.othersCpuSeconds(), 6)).orElse(null),
        run.contention().code(),
        wait.map(w -> Numbers.decimal(w.driverCpuPercent(), 2)).orElse(null),
        values,
        run.instructions().isPresent() ? run.instructions().getAsLong() : null);
  }
}
