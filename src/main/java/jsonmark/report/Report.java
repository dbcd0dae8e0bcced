package jsonmark.report;

import java.time.Instant;
import java.util.List;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;

/**
 * Everything one jsonmark invocation measured, as the result files show it: the statistics of
 * every command are computed once, here, and every format only formats them. The baseline of
 * {@code % time} is the one the options name.
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

  /** The commands' runs, without the statistics. */
  public List<CommandResult> results() {
    return commands.stream().map(CommandSummary::result).toList();
  }
}
