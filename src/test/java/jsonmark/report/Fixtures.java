package jsonmark.report;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import jsonmark.env.Environment;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.RunResult;
import jsonmark.stats.Budget;
import jsonmark.stats.CpuWait;
import jsonmark.stats.ProfileSummary;

/** A fixed report for golden files: a profiled baseline, a partly and a wholly failed command. */
public final class Fixtures {

  private Fixtures() {}

  public static Environment environment() {
    Map<String, String> runtimes = new LinkedHashMap<>();
    runtimes.put("python3", "Python 3.11.2");
    runtimes.put("node", "v18.19.0");
    runtimes.put("java", "openjdk version \"17.0.15\" 2025-04-15");
    runtimes.put("go", "n/a");
    runtimes.put("rustc", "rustc 1.77.0 (aedd173a2 2024-03-17)");
    runtimes.put("g++", "g++ (Debian 12.2.0-14) 12.2.0");
    return new Environment(
        "Example CPU 3000 @ 3.00GHz",
        8,
        16,
        34_359_738_368L,
        "Debian GNU/Linux 12 (bookworm)",
        "Linux 6.1.0-18-amd64",
        "OpenJDK 64-Bit Server VM 17.0.15+6",
        runtimes,
        List.of("avx2", "sse4_2"),
        "none");
  }

  public static Provenance provenance() {
    return new Provenance("0.1.0", List.of("--benchmark", "Simple1Benchmark", "--runs", "3",
        "python3 main.py orjson $FILENAME"));
  }

  public static ReportOptions options() {
    return new ReportOptions(
        "cache/Simple1Benchmark.1.jackson",
        "0b5e1f1d7c3a9e2f4d6b8a0c2e4f6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c",
        Budget.exactly(3),
        1,
        true,
        OptionalLong.of(50),
        OptionalDouble.of(120.0),
        3,
        RunOrder.INTERLEAVED,
        OptionalLong.of(42),
        Optional.of("python-orjson"),
        5,
        RowOrder.MEAN_TIME,
        Measure.TIME);
  }

  public static Report report() {
    return results().report();
  }

  /** The fixed report with --sort {@code sort} and --time-unit {@code unit}. */
  public static Report report(RowOrder sort, Optional<jsonmark.result.TimeUnit> unit) {
    ReportOptions o = options();
    ReportOptions viewed = new ReportOptions(o.dataFile(), o.dataSha256(), o.budget(),
        o.warmup(), o.profile(), o.intervalMs(), o.timeoutS(), o.startupRuns(), o.order(),
        o.seed(), o.baseline(), o.maxWaitPercent(), sort, o.measure(), unit);
    return Report.of(provenance(), "Simple1Benchmark", 1, "jackson", 1_000_000, 330_123_456,
        -123_456_789, Instant.parse("2024-05-06T07:08:09Z"), viewed, environment(),
        List.of(orjson(), rust(), broken()));
  }

  /** The fixed run's identity. */
  public static final jsonmark.report.RunIdentity RUN = new jsonmark.report.RunIdentity(
      "0c6e1f7a-3b52-4d2e-9a41-5f8e2b7c9d10", Optional.of("4df9d53"));

  /** The report with its runs' samples. */
  public static Results results() {
    return results("Simple1Benchmark", 1_000_000, 330_123_456,
        Instant.parse("2024-05-06T07:08:09Z"), List.of(orjson(), rust(), broken()));
  }

  /** A report of {@code commands} with the fixed options and machine, and their samples. */
  public static Results results(String benchmark, long records, long bytes, Instant start,
      List<CommandResult> commands) {
    Report report = Report.of(provenance(), benchmark, 1, "jackson", records, bytes,
        -123_456_789, start, options(), environment(), commands)
        .withState(jsonmark.result.RunState.COMPLETE).withRun(RUN);
    Map<String, List<Optional<Profile>>> samples = new LinkedHashMap<>();
    commands.forEach(c -> samples.put(c.name(), c.samples()));
    return new Results(report, samples);
  }

  /** What python-orjson's runs name on stdout. */
  static final List<String> ORJSON = List.of("orjson 3.10.7", "CPython 3.11.2");

  static CommandResult orjson() {
    List<Optional<Profile>> samples = List.of(profile(104.0, 14.5), profile(101.2, 14.6),
        profile(99.5, 14.4));
    return new CommandResult(
        "python-orjson",
        "python3 main.py orjson $FILENAME",
        false,
        List.of(
            waited(ok(1, 2.18, samples.get(0), ORJSON), 0.044, Contention.NONE),
            waited(ok(2, 2.2, samples.get(1), ORJSON), 0.022, Contention.NONE),
            waited(ok(3, 2.16, samples.get(2), ORJSON), 0.065, Contention.NONE)),
        samples,
        List.of(),
        List.of(startup(1, 0.05), startup(2, 0.06), startup(3, 0.055)),
        Optional.empty());
  }

  public static CommandResult rust() {
    return new CommandResult(
        "rust | tail",
        "./rust $FILENAME | tail -1",
        List.of(
            waited(ok(1, 1.62, Optional.empty(), List.of()), 0.49, Contention.SET_ASIDE),
            waited(ok(1, 1.05, Optional.empty(), List.of()), 0.01, Contention.NONE),
            failed(2, 0.5, 101, "exit status 101: thread 'main' panicked"),
            ok(3, 1.04, Optional.empty(), List.of())),
        List.of("warm-up 1: printed '12' (expected -123456789)"),
        List.of(failed(1, 0.01, 1, "exit status 1: empty input")));
  }

  static CommandResult broken() {
    return new CommandResult(
        "missing",
        "missing $FILENAME",
        List.of(failed(1, 0.002, 127, "exit status 127: sh: 1: missing: not found")),
        List.of(),
        List.of());
  }

  public static Optional<Profile> profile(double cpu, double rss) {
    return Optional.of(
        new Profile(
            List.of(
                new Sample(0.05, cpu - 4, rss - 0.5, 1),
                new Sample(0.1, cpu, rss, 1),
                new Sample(0.15, cpu - 2, rss + 0.1, 2)),
            0.152,
            0.15,
            OptionalDouble.of(rss + 0.25)));
  }

  /** {@code run} with a measured CPU wait of {@code seconds} and PSI of twice that. */
  private static RunResult waited(RunResult run, double seconds, Contention contention) {
    return run.withCpuWait(new CpuWait(OptionalDouble.of(seconds),
        OptionalDouble.of(2 * seconds), OptionalDouble.of(0), run.seconds(), Optional.empty(),
        OptionalDouble.of(0.004), OptionalDouble.of(10 * seconds)),
        contention);
  }

  /** The results of one command named {@code name} running {@code command}, with no runs. */
  public static jsonmark.result.CommandSummary summary(String name, String command) {
    return summary(new CommandResult(name, command, List.of()));
  }

  /** The results of {@code result} alone, against itself. */
  public static jsonmark.result.CommandSummary summary(CommandResult result) {
    return jsonmark.result.Summaries.of(List.of(result), 100, 1000, Optional.empty(),
        OptionalDouble.empty()).get(0);
  }

  /** The runs {@code summary} was made from, without their samples. */
  public static CommandResult raw(jsonmark.result.CommandSummary summary) {
    return new CommandResult(summary.name(), summary.command(), summary.shell(), summary.runs(),
        CommandResult.unprofiled(summary.runs().size()), summary.warmupFailures(),
        summary.startupRuns(), summary.values());
  }

  /** The runs {@code summary} was made from, with their samples as {@code results} holds them. */
  public static CommandResult raw(Results results, jsonmark.result.CommandSummary summary) {
    return new CommandResult(summary.name(), summary.command(), summary.shell(), summary.runs(),
        results.samples().getOrDefault(summary.name(),
            CommandResult.unprofiled(summary.runs().size())),
        summary.warmupFailures(), summary.startupRuns(), summary.values());
  }

  /** The runs of every command of {@code results}, with their samples. */
  public static List<CommandResult> raw(Results results) {
    return results.report().commands().stream().map(c -> raw(results, c)).toList();
  }

  /** {@code base}'s report with {@code commands} in place of its own, and their samples. */
  public static Results with(Results base, List<CommandResult> commands) {
    Map<String, List<Optional<Profile>>> samples = new LinkedHashMap<>();
    commands.forEach(c -> samples.put(c.name(), c.samples()));
    return new Results(base.report().withCommands(commands), samples);
  }

  /** The runs of every command of {@code report}, without their samples. */
  public static List<CommandResult> raw(Report report) {
    return report.commands().stream().map(Fixtures::raw).toList();
  }

  /** A start-up run that printed 0, the checksum of an empty file. */
  public static RunResult startup(int run, double seconds) {
    return new RunResult(run, seconds, 0, Optional.of("0"), true, Optional.empty(),
        Optional.empty(), Optional.empty(), Contention.NONE, List.of());
  }

  /** A run that printed the fixtures' checksum, profiled when {@code profile} is given. */
  public static RunResult ok(int run, double seconds, Optional<Profile> profile,
      List<String> libraries) {
    return new RunResult(run, seconds, 0, Optional.of("-123456789"), true, Optional.empty(),
        profile.map(ProfileSummary::of), Optional.empty(), Contention.NONE, libraries);
  }

  /** A run that failed, exiting {@code status}, for {@code why}. */
  public static RunResult failed(int run, double seconds, int status, String why) {
    return new RunResult(run, seconds, status, Optional.empty(), false, Optional.of(why),
        Optional.empty(), Optional.empty(), Contention.NONE, List.of());
  }
}
