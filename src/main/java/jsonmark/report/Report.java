package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.HostReference;
import jsonmark.result.Metric;
import jsonmark.result.RunState;
import jsonmark.result.Summaries;

/**
 * Everything one benchmark of an invocation measured, as summary.json holds it and every other
 * format and {@code jsonmark compare} read it: the statistics of every command are computed once
 * ({@link #of}), here, and every format only formats them, and the claims they support once
 * ({@link Claims}), which every view prints. The baseline of {@code % time} is the one the
 * options name, else the fastest.
 *
 * @param provenance what made it: the driver's version and command line
 * @param data the benchmark and its data file
 * @param started when the benchmark started, and whether its runs ran to their end
 * @param setting the settings of the invocation and the machine
 * @param baseline the command {@code % time} and the ranking are against, empty without one
 * @param tally the rounds that ran, the host's reference workload, and each command's results
 * @param claims what the evidence supports, decided once by {@link Judgement} from the other
 *     components when null (as every {@code with} method and summary.json's reader pass it);
 *     written to summary.json, never read back from it
 * @param shard which part of a plan split over machines this is, empty when it was not split;
 *     its state follows from {@code state} and the commands
 */
@JsonPropertyOrder({"provenance", "data", "started", "setting", "shard", "baseline", "fastest",
    "fewest", "tally", "claims"})
@JsonIgnoreProperties(value = {"fastest", "fewest", "claims"}, allowGetters = true)
public record Report(
    @JsonUnwrapped Provenance provenance,
    @JsonUnwrapped Data data,
    @JsonUnwrapped Started started,
    @JsonUnwrapped Setting setting,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<ShardPart> shard,
    Optional<String> baseline,
    @JsonUnwrapped Tally tally,
    Claims claims) {

  public Report {
    if (claims == null) {
      claims = Judgement.of(tally.commands(), baseline, started.state(), tally.rounds(),
          setting.options(), Metric.headline(setting.options().measure()));
    }
    RunState ended = started.state();
    List<CommandSummary> ran = tally.commands();
    shard = shard == null ? Optional.empty()
        : shard.map(p -> p.with(ShardPart.State.of(ended, ran)));
  }

  /** The report as part {@code shard} of a plan split over machines. */
  public Report withShard(Optional<ShardPart> shard) {
    return new Report(provenance, data, started, setting, shard, baseline, tally, null);
  }

  /**
   * The benchmark and its data file.
   *
   * @param benchmark the benchmark's name, or the --data file's
   * @param benchmarkVersion the benchmark's version, bumped whenever its records change
   * @param serializer the serializer that wrote the data file
   * @param records records in the data file
   * @param dataBytes the data file's size
   * @param expectedChecksum the checksum every run must print
   */
  @JsonPropertyOrder({"benchmark", "benchmark_version", "serializer", "records", "data_bytes",
      "expected_checksum"})
  public record Data(String benchmark, int benchmarkVersion, String serializer, long records,
      long dataBytes, long expectedChecksum) {}

  /**
   * When it started and how far it got.
   *
   * @param startTime when the benchmark started
   * @param state whether the runs ran to their end, or were interrupted after the rounds counted
   */
  @JsonPropertyOrder({"start_time", "state"})
  public record Started(Instant startTime, RunState state) {

    public Started {
      state = state == null ? RunState.COMPLETE : state; // older files: written at the end only
    }
  }

  /**
   * What it ran with, and on.
   *
   * @param options the settings of the invocation
   * @param environment the machine and runtimes
   */
  @JsonPropertyOrder({"options", "environment"})
  public record Setting(ReportOptions options, Environment environment) {}

  /**
   * What ran, and which run it was.
   *
   * @param rounds how many rounds of timed runs ran
   * @param host the host's reference workload, timed once per round; empty when not timed
   *     (under --measure instructions, whose counts do not drift with the host, and in older
   *     files)
   * @param commands each command's results, in the order given
   * @param run this run's id (so that the history imports it once) and the commit it measured;
   *     empty in files written before they were recorded
   */
  @JsonPropertyOrder({"rounds", "host", "commands", "run"})
  public record Tally(int rounds,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<HostReference> host,
      List<CommandSummary> commands,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<RunIdentity> run) {

    public Tally {
      commands = List.copyOf(commands);
      host = host == null ? Optional.empty() : host;
      run = run == null ? Optional.empty() : run;
    }

    /** What ran, in a run not yet identified. */
    public Tally(int rounds, Optional<HostReference> host, List<CommandSummary> commands) {
      this(rounds, host, commands, Optional.empty());
    }
  }

  /** A report, every part given apart; {@code claims} null to decide them here. */
  public Report(String jsonmarkVersion, List<String> argv, String benchmark,
      int benchmarkVersion, String serializer, long records, long dataBytes,
      long expectedChecksum, Instant startTime, ReportOptions options, Environment environment,
      Optional<String> baseline, int rounds, RunState state, List<CommandSummary> commands,
      Optional<HostReference> host, Claims claims) {
    this(new Provenance(jsonmarkVersion, argv),
        new Data(benchmark, benchmarkVersion, serializer, records, dataBytes, expectedChecksum),
        new Started(startTime, state), new Setting(options, environment), Optional.empty(),
        baseline, new Tally(rounds, host, commands), claims);
  }

  /** {@link Provenance#jsonmarkVersion}. */
  public String jsonmarkVersion() {
    return provenance.jsonmarkVersion();
  }

  /** {@link Provenance#argv}. */
  public List<String> argv() {
    return provenance.argv();
  }

  /** {@link Data#benchmark}. */
  public String benchmark() {
    return data.benchmark();
  }

  /** {@link Data#benchmarkVersion}. */
  public int benchmarkVersion() {
    return data.benchmarkVersion();
  }

  /** {@link Data#serializer}. */
  public String serializer() {
    return data.serializer();
  }

  /** {@link Data#records}. */
  public long records() {
    return data.records();
  }

  /** {@link Data#dataBytes}. */
  public long dataBytes() {
    return data.dataBytes();
  }

  /** {@link Data#expectedChecksum}. */
  public long expectedChecksum() {
    return data.expectedChecksum();
  }

  /** {@link Started#startTime}. */
  public Instant startTime() {
    return started.startTime();
  }

  /** {@link Setting#options}. */
  public ReportOptions options() {
    return setting.options();
  }

  /** {@link Setting#environment}. */
  public Environment environment() {
    return setting.environment();
  }

  /** {@link Tally#rounds}. */
  public int rounds() {
    return tally.rounds();
  }

  /** {@link Started#state}. */
  public RunState state() {
    return started.state();
  }

  /** {@link Tally#commands}. */
  public List<CommandSummary> commands() {
    return tally.commands();
  }

  /** {@link Tally#run}. */
  public Optional<RunIdentity> run() {
    return tally.run();
  }

  /** The report of the run identified by {@code run}. */
  public Report withRun(RunIdentity run) {
    return new Report(provenance, data, started, setting, shard, baseline,
        new Tally(rounds(), host(), commands(), Optional.of(run)), null);
  }

  /** {@link Tally#host}. */
  public Optional<HostReference> host() {
    return tally.host();
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
    return new Report(provenance, data, new Started(startTime(), state), setting, shard,
        baseline, tally, null);
  }

  /** The report with the host's reference workload as the rounds timed it. */
  public Report withHost(Optional<HostReference> host) {
    return new Report(provenance, data, started, setting, shard, baseline,
        new Tally(rounds(), host, commands(), run()), null);
  }

  /** The metric that leads every view, chosen once from --measure ({@link Metric#headline}). */
  public Metric metric() {
    return Metric.headline(options().measure());
  }

  /**
   * Whether its wall times are of runs under Valgrind (--measure instructions): no figure of
   * speed is drawn from them.
   */
  public boolean timesUnderValgrind() {
    return !metric().timesNative();
  }

  /**
   * What the first lines of every view say when the runs did not run to their end; empty when
   * they did.
   */
  public Optional<String> stateSentence() {
    return claims.interrupted();
  }

  /**
   * What the files holding {@code reports} say first: the claims' sentence of each that did not
   * run to its end, after its benchmark's name when there are several; none when all did.
   */
  public static List<String> interrupted(List<Report> reports) {
    return reports.stream().flatMap(r -> r.claims().interrupted().stream()
        .map(why -> reports.size() > 1 ? r.benchmark() + ": " + why : why)).toList();
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
        environment, Optional.empty(), 0, RunState.RUNNING, List.of(), Optional.empty(), null)
        .withCommands(results);
  }

  /** The same report with {@code results} in place of this one's commands, summarised once. */
  public Report withCommands(List<CommandResult> results) {
    // Under --measure instructions the baseline is the claims' leader by the same rule
    // (Summaries.baseline): fewest per record once start-up is taken out; summarised once.
    Optional<String> against = Summaries.baseline(results, options().baseline(), metric())
        .map(CommandResult::name);
    List<CommandSummary> summaries = Summaries.of(results, records(), dataBytes(), against,
        options().budget().precisionPercent(), metric());
    int rounds = summaries.stream().flatMap(c -> c.runs().stream())
        .mapToInt(r -> r.run()).max().orElse(0);
    return new Report(provenance, data, started, setting, shard, against,
        new Tally(rounds, host(), summaries, run()), null);
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
    return commands().stream().filter(c -> c.name().equals(name)).findFirst();
  }
}
