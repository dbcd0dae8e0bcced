package jsonmark.report;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.env.Environment;
import jsonmark.exec.CommandResult;

/**
 * Everything one jsonmark invocation measured, as the result files show it; the first command is
 * the baseline of {@code % time}.
 *
 * @param benchmark the benchmark's name
 * @param serializer the serializer that wrote the data file
 * @param records records in the data file
 * @param dataBytes the data file's size
 * @param expectedChecksum the checksum every run must print
 * @param options the settings of the run worth showing, in display order (values are shown with
 *     {@code toString()} unless they are numbers, booleans or strings)
 * @param environment the machine and runtimes
 * @param startTime when the invocation started
 * @param commands each command's runs so far, in order
 */
public record Report(
    String benchmark,
    String serializer,
    long records,
    long dataBytes,
    long expectedChecksum,
    Map<String, Object> options,
    Environment environment,
    Instant startTime,
    List<CommandResult> commands) {

  public Report {
    options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    commands = List.copyOf(commands);
  }

  /** The same report with {@code commands} in place of this one's. */
  public Report withCommands(List<CommandResult> commands) {
    return new Report(
        benchmark,
        serializer,
        records,
        dataBytes,
        expectedChecksum,
        options,
        environment,
        startTime,
        commands);
  }
}
