package jsonmark.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import jsonmark.exec.LabelledCommand;
import jsonmark.benchmark.Benchmark;
import jsonmark.serialize.Serializer;

/**
 * One benchmark run's validated options; nothing past the command line reads raw arguments.
 *
 * @param benchmark what to generate
 * @param serializer which library writes the file
 * @param records how many records
 * @param cacheDir where data files are kept, empty for a temporary file
 * @param onlySerialize stop after writing the data
 * @param profile sample CPU and memory of each run
 * @param runs timed runs per command
 * @param warmup untimed runs per command first
 * @param timeout a run still going after this is killed
 * @param interval profiling interval
 * @param resultsDir where result folders go
 * @param commands the deserializer commands, each with its label
 * @param startupRuns runs of each command on an empty data file first, to measure its start-up
 * @param rounds how the runs are ordered, judged and repeated
 * @param validate run each command once in validation mode first, checking every value it reads
 * @param data the user's own JSON Lines file (--data), run as benchmark {@code Data}; when present,
 *     {@code benchmark} is null and {@code serializer} and {@code records} are not used
 * @param size the --size asked for, from which {@code records} was computed, if any
 */
public record BenchmarkOptions(
    Benchmark<?> benchmark,
    Serializer serializer,
    long records,
    Optional<Path> cacheDir,
    boolean onlySerialize,
    boolean profile,
    int runs,
    int warmup,
    Optional<Duration> timeout,
    Duration interval,
    Path resultsDir,
    List<LabelledCommand> commands,
    int startupRuns,
    Rounds rounds,
    boolean validate,
    Optional<Path> data,
    OptionalLong size) {

  /** These options with {@code records} records, computed from {@code size} when given. */
  public BenchmarkOptions withRecords(long records, OptionalLong size) {
    return new BenchmarkOptions(benchmark, serializer, records, cacheDir, onlySerialize, profile,
        runs, warmup, timeout, interval, resultsDir, commands, startupRuns, rounds, validate, data,
        size);
  }

  /** These options on the user's own file instead of a generated benchmark. */
  public BenchmarkOptions onData(Path file) {
    return new BenchmarkOptions(null, serializer, 0, cacheDir, false, profile, runs, warmup,
        timeout, interval, resultsDir, commands, startupRuns, rounds, validate, Optional.of(file),
        OptionalLong.empty());
  }

  /** These options with other numbers of timed, warm-up and start-up runs. */
  public BenchmarkOptions withRuns(int timed, int warmups, int startups) {
    return new BenchmarkOptions(benchmark, serializer, records, cacheDir, onlySerialize, profile,
        timed, warmups, timeout, interval, resultsDir, commands, startups, rounds, validate, data,
        size);
  }

  /** These options with other commands. */
  public BenchmarkOptions withCommands(List<LabelledCommand> others) {
    return new BenchmarkOptions(benchmark, serializer, records, cacheDir, onlySerialize, profile,
        runs, warmup, timeout, interval, resultsDir, others, startupRuns, rounds, validate, data,
        size);
  }

  /** These options with other rounds. */
  public BenchmarkOptions withRounds(Rounds other) {
    return new BenchmarkOptions(benchmark, serializer, records, cacheDir, onlySerialize, profile,
        runs, warmup, timeout, interval, resultsDir, commands, startupRuns, other, validate, data,
        size);
  }

  /** These options, only writing the data file when {@code only}. */
  public BenchmarkOptions onlySerializing(boolean only) {
    return new BenchmarkOptions(benchmark, serializer, records, cacheDir, only, profile, runs,
        warmup, timeout, interval, resultsDir, commands, startupRuns, rounds, validate, data, size);
  }

  /** The name programs get in JSONMARK_BENCHMARK: the benchmark's, or {@code Data}. */
  public String benchmarkName() {
    return data.isPresent() ? "Data" : benchmark.name();
  }

  /** What results folders and tables call it: the benchmark, or the user file's name. */
  public String label() {
    return data.map(file -> file.getFileName().toString()).orElseGet(() -> benchmark.name());
  }
}
