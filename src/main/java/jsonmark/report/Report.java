package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.HostReference;
import jsonmark.result.Measure;
import jsonmark.result.RunState;
import jsonmark.result.Summaries;

/**
 * Everything one benchmark of an invocation measured, as summary.json holds it and every other
 * format and {@code jsonmark compare} read it: the statistics of every command are computed once
 * ({@link #of}), here, and every format only formats them, and the claims they support once
 * ({@link Claims}), which every view prints. The baseline of {@code % time} is the one the
 * options name, else the fastest.
 *
 * @param jsonmarkVersion the driver's version, as {@code jsonmark --version} prints it
 * @param argv the arguments after {@code jsonmark}, exactly as given
 * @param benchmark the benchmark's name, or the --data file's
 * @param benchmarkVersion the benchmark's version, bumped whenever its records change
 * @param serializer the serializer that wrote the data file
 * @param records records in the data file
 * @param dataBytes the data file's size
 * @param expectedChecksum the checksum every run must print
 * @param startTime when the benchmark started
 * @param options the settings of the invocation
 * @param environment the machine and runtimes
 * @param baseline the command {@code % time} and the ranking are against, empty without one
 * @param rounds how many rounds of timed runs ran
 * @param state whether the runs ran to their end, or were interrupted after {@code rounds}
 * @param commands each command's results, in the order given
 * @param host the host's reference workload, timed once per round; empty when not timed (under
 *     --measure instructions, whose counts do not drift with the host, and in older files)
 * @param run this run's id (so that the history imports it once) and the commit it measured;
 *     empty in files written before they were recorded
 * @param claims what the evidence supports, decided once by {@link Judgement} from the other
 *     components when null (as every {@code with} method and summary.json's reader pass it);
 *     written to summary.json, never read back from it
 */
@JsonPropertyOrder({"jsonmark_version", "argv", "benchmark", "benchmark_version", "serializer",
    "records", "data_bytes", "expected_checksum", "start_time", "state", "options",
    "environment", "baseline", "fastest", "fewest", "rounds", "host", "commands", "run", "claims"})
@JsonIgnoreProperties(value = {"fastest", "fewest", "claims"}, allowGetters = true)
public record Report(
    String jsonmarkVersion,
    List<String> argv,
    String benchmark,
    int benchmarkVersion,
    String serializer,
    long records,
    long dataBytes,
    long expectedChecksum,
    Instant startTime,
    ReportOptions options,
    Environment environment,
    Optional<String> baseline,
    int rounds,
    RunState state,
    List<CommandSummary> commands,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<HostReference> host,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<RunIdentity> run,
    Claims claims) {

  public Report {
    argv = List.copyOf(argv);
    commands = List.copyOf(commands);
    state = state == null ? RunState.COMPLETE : state; // older files: written at the end only
    host = host == null ? Optional.empty() : host;
    run = run == null ? Optional.empty() : run;
    if (claims == null) {
      claims = Judgement.of(commands, baseline, state, rounds, options);
    }
  }

  /**
   * The command that leads by mean time (summary.json's {@code fastest}, which compare reads),
   * empty when none has a native time; {@code claims().time()} says whom it is tied with.
   */
  @JsonProperty("fastest")
  public Optional<String> fastest() {
    return claims.time().leader();
  }

  /** The command that leads by instructions (per record when the start-up was counted). */
  @JsonProperty("fewest")
  public Optional<String> fewest() {
    return claims.instructions().leader();
  }

  /** The report of a run in state {@code state}. */
  public Report withState(RunState state) {
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, baseline, rounds, state,
        commands, host, run, null);
  }

  /** The report of the run identified by {@code run}. */
  public Report withRun(RunIdentity run) {
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, baseline, rounds, state,
        commands, host, Optional.of(run), null);
  }

  /** The report with the host's reference workload as the rounds timed it. */
  public Report withHost(Optional<HostReference> host) {
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, baseline, rounds, state,
        commands, host, run, null);
  }

  /**
   * The figure that leads every view: instruction counts under --measure instructions (its wall
   * times are Valgrind's), else wall time.
   */
  public Measure headline() {
    return options.measure() == Measure.INSTRUCTIONS ? Measure.INSTRUCTIONS : Measure.TIME;
  }

  /**
   * What the first lines of every view say when the runs did not run to their end; empty when
   * they did.
   */
  public Optional<String> stateSentence() {
    return claims.interrupted();
  }

  /** A report of {@code results}, summarised once, before any command has run. */
  public static Report of(
      Provenance provenance,
      String benchmark,
      int benchmarkVersion,
      String serializer,
      long records,
      long dataBytes,
      long expectedChecksum,
      Instant startTime,
      ReportOptions options,
      Environment environment,
      List<CommandResult> results) {
    return new Report(provenance.jsonmarkVersion(), provenance.argv(), benchmark,
        benchmarkVersion, serializer, records, dataBytes, expectedChecksum, startTime, options,
        environment, Optional.empty(), 0, RunState.RUNNING, List.of(), Optional.empty(), Optional.empty(), null)
        .withCommands(results);
  }

  /** The same report with {@code results} in place of this one's commands, summarised once. */
  public Report withCommands(List<CommandResult> results) {
    boolean byCounts = !options.measure().times();
    List<CommandSummary> summaries = Summaries.of(results, records, dataBytes,
        options.baseline(), options.budget().precisionPercent(), byCounts);
    if (byCounts) {
      summaries = summaries.stream().map(CommandSummary::withoutTimeWarnings).toList();
    }
    Optional<String> against = Summaries.baseline(results, options.baseline(), byCounts)
        .map(CommandResult::name);
    if (byCounts && options.baseline().isEmpty()) {
      // The baseline is the claims' leader: fewest per record once start-up is taken out.
      Optional<String> leader = Judgement.of(summaries, against, state, 0, options)
          .instructions().leader();
      if (leader.isPresent() && !leader.equals(against)) {
        against = leader;
        summaries = Summaries.of(results, records, dataBytes, leader,
            options.budget().precisionPercent(), true).stream()
            .map(CommandSummary::withoutTimeWarnings).toList();
      }
    }
    int rounds = summaries.stream().flatMap(c -> c.runs().stream())
        .mapToInt(r -> r.run()).max().orElse(0);
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, against, rounds, state,
        summaries, host, run, null);
  }

  /**
   * The commands in the results tables' order ({@link Claims#rows}): fastest first (fewest
   * instructions first under --measure instructions), or as given with --sort command.
   */
  public List<CommandSummary> rowOrder() {
    return claims.rows().stream().flatMap(name -> command(name).stream()).toList();
  }

  /** The command named {@code name}, if it ran. */
  public Optional<CommandSummary> command(String name) {
    return commands.stream().filter(c -> c.name().equals(name)).findFirst();
  }

  /** What made it: the driver's version and command line. */
  public Provenance provenance() {
    return new Provenance(jsonmarkVersion, argv, run.flatMap(RunIdentity::commit));
  }
}
