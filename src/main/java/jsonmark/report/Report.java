package jsonmark.report;

import java.time.Instant;
import java.util.List;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;

/**
 * Everything one jsonmark invocation measured, as the result files show it: the statistics of
 * every command are computed once, here, and every format only formats them. The baseline of
 * {@code % time} is the one the options name, else the fastest.
 *
 * @param benchmark the benchmark's name
 * @param benchmarkVersion the benchmark's version, bumped whenever its records change
 * @param serializer the serializer that wrote the data file
 * @param records records in the data file
 * @param dataBytes the data file's size
 * @param expectedChecksum the checksum every run must print
 * @param options the settings of the invocation
 * @param environment the machine and runtimes
 * @param startTime when the invocation started
 * @param provenance the driver's version and command line
 * @param commands each command's runs so far with their statistics, in order
 */
public record Report(
    String benchmark,
    int benchmarkVersion,
    String serializer,
    long records,
    long dataBytes,
    long expectedChecksum,
    ReportOptions options,
    Environment environment,
    Instant startTime,
    Provenance provenance,
    List<CommandSummary> commands) {

  public Report {
    commands = List.copyOf(commands);
  }

  /** A report of {@code results}, summarised once. */
  public static Report of(
      String benchmark,
      int benchmarkVersion,
      String serializer,
      long records,
      long dataBytes,
      long expectedChecksum,
      ReportOptions options,
      Environment environment,
      Instant startTime,
      Provenance provenance,
      List<CommandResult> results) {
    return new Report(benchmark, benchmarkVersion, serializer, records, dataBytes,
        expectedChecksum, options, environment, startTime, provenance,
        CommandSummary.of(results, records, dataBytes,
            java.util.Optional.ofNullable(options.baseline()),
            options.precisionPercent() == null
                ? java.util.OptionalDouble.empty()
                : java.util.OptionalDouble.of(options.precisionPercent())));
  }

  /** The same report with {@code results} in place of this one's commands. */
  public Report withCommands(List<CommandResult> results) {
    return of(benchmark, benchmarkVersion, serializer, records, dataBytes, expectedChecksum,
        options, environment, startTime, provenance, results);
  }

  /**
   * The name of the command {@code % time} and the ranking are against: {@code --baseline}, else
   * the fastest; empty without commands.
   */
  public java.util.Optional<String> baseline() {
    return CommandSummary.baseline(results(), java.util.Optional.ofNullable(options.baseline()))
        .map(CommandResult::name);
  }

  /** The commands in the results table's order: fastest first, or as given with --sort input. */
  public List<CommandSummary> rowOrder() {
    if (options.inputOrder()) {
      return commands;
    }
    return commands.stream()
        .sorted(java.util.Comparator.comparingDouble(
            c -> c.statistics().map(s -> s.mean()).orElse(Double.POSITIVE_INFINITY)))
        .toList();
  }

  /** The commands' runs, without the statistics. */
  public List<CommandResult> results() {
    return commands.stream().map(CommandSummary::result).toList();
  }
}
