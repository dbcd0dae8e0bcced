package jsonmark.compare;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One benchmark's results in a folder, what compare needs of its {@code summary.json}.
 *
 * @param benchmark its name
 * @param benchmarkVersion its version; empty in folders too old to record it
 * @param serializer the serializer that wrote the data
 * @param records records in the data file
 * @param dataSha256 the data file's SHA-256
 * @param setting the machine, runtimes and settings, by what they are ("kernel", "runs"), in
 *     the order shown; what a folder does not record is absent
 * @param commands each command's times, in the order run
 */
record BenchmarkRuns(
    String benchmark,
    Optional<Integer> benchmarkVersion,
    String serializer,
    long records,
    String dataSha256,
    Map<String, String> setting,
    List<CommandRuns> commands) {}
