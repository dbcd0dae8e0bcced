package jsonmark.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.profile.ProcessTreeSampler;
import jsonmark.run.BenchmarkOptions;
import jsonmark.serialize.RecordSize;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;

/** Checks every option and combination in one place, with messages that name the option. */
final class BenchmarkOptionsParser {

  private BenchmarkOptionsParser() {}

  /** One options value per benchmark, in the order the benchmarks were given. */
  static List<BenchmarkOptions> parse(JsonmarkCommand c) {
    if (!c.commands.isEmpty() && !new CommandTemplate(c.commands.get(0)).hasPlaceholder()) {
      // A misspelt subcommand is parsed as a command: say so before asking for --benchmark.
      Subcommands.misspelt(c.spec.commandLine(), c.commands.get(0).strip().split("\\s+")[0])
          .ifPresent(message -> {
            throw c.usage(message);
          });
    }
    List<Benchmark<?>> benchmarks = benchmarks(c);
    List<BenchmarkOptions> all = new ArrayList<>();
    List<Long> sizes = sizes(c, benchmarks.size());
    for (int i = 0; i < benchmarks.size(); i++) {
      BenchmarkOptions s = parse(c, benchmarks.get(i));
      if (!sizes.isEmpty()) {
        long size = sizes.get(sizes.size() == 1 ? 0 : i);
        long records = RecordSize.recordsFor(benchmarks.get(i), s.serializer(), size);
        if (records > Integer.MAX_VALUE) {
          throw c.usage("--size " + c.sizes.get(sizes.size() == 1 ? 0 : i) + " needs " + records
              + " records of " + benchmarks.get(i).name() + ", more than " + Integer.MAX_VALUE);
        }
        s = s.withRecords(records, OptionalLong.of(size));
      }
      all.add(s);
    }
    for (Path file : c.data) {
      all.add(data(c, file));
    }
    return all;
  }

  /** The --size of each benchmark in bytes: none, one for all, or one per benchmark. */
  private static List<Long> sizes(JsonmarkCommand c, int benchmarks) {
    if (c.sizes.isEmpty()) {
      return List.of();
    }
    if (c.records != null) {
      throw c.usage("--size and --records both say how much to write; give one");
    }
    if (c.sizes.size() != 1 && c.sizes.size() != benchmarks) {
      throw c.usage("--size is given " + c.sizes.size() + " times for " + benchmarks
          + " benchmarks: give one for all, or one per --benchmark in their order");
    }
    List<Long> sizes = new ArrayList<>();
    for (String size : c.sizes) {
      sizes.add(checked(c, () -> ByteSize.parse(size)));
    }
    return sizes;
  }

  /** The options of a --data file: those of the first benchmark's form, with the file. */
  private static BenchmarkOptions data(JsonmarkCommand c, Path path) {
    String file = path.toString();
    if (!Files.isRegularFile(path)) {
      throw c.usage("--data " + file + ": " + (Files.exists(path)
          ? "not a regular file" : "no such file"));
    }
    if (c.onlySerialize) {
      throw c.usage("--only-serialize writes a benchmark's file; --data " + file
          + " is already written");
    }
    BenchmarkOptions s = parse(c, Benchmarks.all().get(0));
    return s.onData(path);
  }

  private static List<Benchmark<?>> benchmarks(JsonmarkCommand c) {
    if (c.benchmarks.isEmpty() && !c.data.isEmpty()) {
      return List.of();
    }
    if (c.benchmarks.isEmpty()) {
      throw c.usage("Missing required option: '--benchmark=NAME' (one of: " + Benchmarks.names()
          + ", or all) or '--data=FILE'");
    }
    if (c.benchmarks.stream().anyMatch("all"::equalsIgnoreCase)) {
      if (c.benchmarks.size() > 1) {
        throw c.usage("--benchmark all already names every benchmark; give it alone");
      }
      return Benchmarks.all();
    }
    List<Benchmark<?>> chosen = new ArrayList<>();
    for (String name : c.benchmarks) {
      Benchmark<?> benchmark =
          BenchmarkNames.find(name)
              .orElseThrow(
                  () -> c.usage("Unknown --benchmark '" + name + "'; choose one of: "
                      + Benchmarks.names() + ", or all"));
      if (chosen.contains(benchmark)) {
        throw c.usage("--benchmark " + benchmark.name() + " is given twice");
      }
      chosen.add(benchmark);
    }
    return chosen;
  }

  private static BenchmarkOptions parse(JsonmarkCommand c, Benchmark<?> benchmark) {
    Serializer serializer =
        Serializers.byName(c.serializer)
            .orElseThrow(
                () ->
                    c.usage(
                        "Unknown --serializer '"
                            + c.serializer
                            + "'; choose one of: "
                            + Serializers.names()));
    long records = c.records == null ? benchmark.defaultRecords() : c.records;
    if (records < 1) {
      throw c.usage("--records must be at least 1, not " + records);
    }
    if (records > Integer.MAX_VALUE) {
      throw c.usage("--records must be at most " + Integer.MAX_VALUE + ", not " + records);
    }
    if (c.runs != null && c.runs < 1) {
      throw c.usage("--runs must be at least 1, not " + c.runs);
    }
    if (c.warmup < 0) {
      throw c.usage("--warmup must be 0 or more, not " + c.warmup);
    }
    if (c.startupRuns < 0) {
      throw c.usage("--startup-runs must be 0 (off) or more, not " + c.startupRuns);
    }
    long floor = ProcessTreeSampler.MIN_INTERVAL.toMillis();
    if (c.interval < floor) {
      throw c.usage("--interval must be at least " + floor + " milliseconds (CPU time is not"
          + " measurable more finely), not " + c.interval);
    }
    Optional<Duration> timeout = c.timeout.timeout();
    return new BenchmarkOptions(
        benchmark,
        serializer,
        records,
        Optional.ofNullable(c.cacheDir),
        c.onlySerialize,
        c.profile,
        c.runs != null ? c.runs : RoundsOptions.DEFAULT_RUNS,
        c.warmup,
        timeout,
        Duration.ofMillis(c.interval),
        c.resultsDir.resultsDir(),
        commands(c),
        c.startupRuns,
        RoundsOptions.parse(c),
        c.validate,
        Optional.empty(),
        OptionalLong.empty());
  }

  private static List<LabelledCommand> commands(JsonmarkCommand c) {
    if (c.commands.isEmpty() && !c.onlySerialize) {
      throw c.usage(
          "Missing DESERIALIZER_CMD: give at least one command containing $FILENAME"
              + " (or --only-serialize)");
    }
    if (!c.commands.isEmpty() && !new CommandTemplate(c.commands.get(0)).hasPlaceholder()) {
      BenchmarkNames.find(c.commands.get(0).strip()).ifPresent(benchmark -> {
        throw c.usage("'" + c.commands.get(0).strip() + "' is a benchmark, not a DESERIALIZER_CMD;"
            + " give each benchmark its own --benchmark, e.g. --benchmark "
            + (c.benchmarks.isEmpty() ? benchmark.name() : c.benchmarks.get(0) + " --benchmark "
            + benchmark.name()));
      });
    }
    return checked(c,
        () -> DeserializerCommands.labelled(c.names.names(), c.commands, c.shell.mode()));
  }

  /** The value, or a usage error carrying the message of a check that refused it. */
  static <T> T checked(JsonmarkCommand c, Supplier<T> check) {
    try {
      return check.get();
    } catch (IllegalArgumentException e) {
      throw c.usage(e.getMessage());
    }
  }
}
