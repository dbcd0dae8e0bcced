package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import java.util.function.Function;
import jsonmark.result.CommandSummary;
import jsonmark.result.HostReference;
import jsonmark.result.Measure;
import jsonmark.result.RunState;
import jsonmark.result.Summaries;

/**
 * Everything one benchmark of an invocation measured, as summary.json holds it and every other
 * format and {@code jsonmark compare} read it: the statistics of every command are computed once
 * ({@link #of}), here, and every format only formats them. The baseline of {@code % time} is the
 * one the options name, else the fastest.
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
 * @param fastest the command with the lowest mean time, empty when none has a time; derived
 *     from {@code commands}, here only, so that no view finds it on its own
 * @param fewest the command that executed the fewest instructions on average, empty when none
 *     was counted; derived like {@code fastest}
 * @param commands each command's results, in the order given
 * @param host the host's reference workload, timed once per round; empty when not timed (under
 *     --measure instructions, whose counts do not drift with the host, and in older files)
 */
@JsonPropertyOrder({"jsonmark_version", "argv", "benchmark", "benchmark_version", "serializer",
    "records", "data_bytes", "expected_checksum", "start_time", "state", "options",
    "environment", "baseline", "fastest", "fewest", "rounds", "host", "commands"})
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
    Optional<String> fastest,
    Optional<String> fewest,
    List<CommandSummary> commands,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<HostReference> host) {

  public Report {
    argv = List.copyOf(argv);
    commands = List.copyOf(commands);
    state = state == null ? RunState.COMPLETE : state; // older files: written at the end only
    host = host == null ? Optional.empty() : host;
    fastest = lowest(commands, c -> c.statistics().map(s -> s.mean()));
    fewest = lowest(commands, c -> c.instructions().map(s -> s.mean()));
  }

  /** The report of a run in state {@code state}. */
  public Report withState(RunState state) {
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, baseline, rounds, state,
        fastest, fewest, commands, host);
  }

  /** The report with the host's reference workload as the rounds timed it. */
  public Report withHost(Optional<HostReference> host) {
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, baseline, rounds, state,
        fastest, fewest, commands, host);
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
    return state.sentence(rounds, options.budget().runs());
  }

  /**
   * The command that executes the fewest instructions per record once its start-up is taken out,
   * when that is not {@link #fewest()}: on a small file, a command with a large start-up executes
   * more in all though fewer per record. Empty when they are the same, or no start-up was counted.
   */
  public Optional<String> fewestPerRecord() {
    Optional<String> perRecord = lowest(commands, c -> c.instructions()
        .filter(s -> s.startup().isPresent()).map(s -> s.perRecord()));
    return perRecord.equals(fewest) ? Optional.empty() : perRecord;
  }

  /** The name of the command with the lowest positive {@code figure}, if any has one. */
  private static Optional<String> lowest(List<CommandSummary> commands,
      Function<CommandSummary, Optional<Double>> figure) {
    return commands.stream()
        .filter(c -> figure.apply(c).filter(v -> v > 0).isPresent())
        .min(Comparator.comparingDouble(c -> figure.apply(c).get()))
        .map(CommandSummary::name);
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
        environment, Optional.empty(), 0, RunState.RUNNING, Optional.empty(), Optional.empty(),
        List.of(), Optional.empty())
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
    int rounds = summaries.stream().flatMap(c -> c.runs().stream())
        .mapToInt(r -> r.run()).max().orElse(0);
    return new Report(jsonmarkVersion, argv, benchmark, benchmarkVersion, serializer, records,
        dataBytes, expectedChecksum, startTime, options, environment, against, rounds, state,
        Optional.empty(), Optional.empty(), summaries, host);
  }

  /**
   * The commands in the results table's order: fastest first (fewest instructions first under
   * --measure instructions), or as given with --sort command.
   */
  public List<CommandSummary> rowOrder() {
    if (options.inputOrder()) {
      return commands;
    }
    if (!options.measure().times()) {
      return commands.stream()
          .sorted(Comparator.comparingDouble(
              c -> c.instructions().map(s -> s.mean()).orElse(Double.POSITIVE_INFINITY)))
          .toList();
    }
    return commands.stream()
        .sorted(Comparator.comparingDouble(
            c -> c.statistics().map(s -> s.mean()).orElse(Double.POSITIVE_INFINITY)))
        .toList();
  }

  /** The command named {@code name}, if it ran. */
  public Optional<CommandSummary> command(String name) {
    return commands.stream().filter(c -> c.name().equals(name)).findFirst();
  }

  /** What made it: the driver's version and command line. */
  public Provenance provenance() {
    return new Provenance(jsonmarkVersion, argv);
  }
}
