package jsonmark.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.profile.ProcessTreeSampler;
import java.util.function.Supplier;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.Benchmarks;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.Seconds;
import jsonmark.io.PathArguments;
import jsonmark.run.Settings;
import jsonmark.serialize.RecordSize;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;

/** Checks every option and combination in one place, with messages that name the option. */
final class SettingsParser {

  private SettingsParser() {}

  /** One settings value per benchmark, in the order the benchmarks were given. */
  static List<Settings> parse(JsonmarkCommand c) {
    List<Benchmark<?>> benchmarks = benchmarks(c);
    List<Settings> all = new ArrayList<>();
    List<Long> sizes = sizes(c, benchmarks.size());
    for (int i = 0; i < benchmarks.size(); i++) {
      Settings s = parse(c, benchmarks.get(i));
      if (!sizes.isEmpty()) {
        long size = sizes.get(sizes.size() == 1 ? 0 : i);
        long records = RecordSize.recordsFor(benchmarks.get(i), s.serializer(), size);
        if (records > Integer.MAX_VALUE) {
          throw c.usage("--size " + c.sizes.get(sizes.size() == 1 ? 0 : i) + " needs " + records
              + " records of " + benchmarks.get(i).name() + ", more than " + Integer.MAX_VALUE);
        }
        s = new Settings(s.benchmark(), s.serializer(), records, s.cacheDir(), s.onlySerialize(),
            s.profile(), s.runs(), s.warmup(), s.timeout(), s.interval(), s.resultsDir(),
            s.commands(), s.startupRuns(), s.validate(), s.data(), java.util.OptionalLong.of(size));
      }
      all.add(s);
    }
    for (String file : c.data) {
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

  /** The settings of a --data file: those of the first benchmark's form, with the file. */
  private static Settings data(JsonmarkCommand c, String file) {
    Path path = Path.of(file);
    if (!java.nio.file.Files.isRegularFile(path)) {
      throw c.usage("--data " + file + ": " + (java.nio.file.Files.exists(path)
          ? "not a regular file" : "no such file"));
    }
    if (c.onlySerialize) {
      throw c.usage("--only-serialize writes a benchmark's file; --data " + file
          + " is already written");
    }
    Settings s = parse(c, Benchmarks.all().get(0));
    return new Settings(null, s.serializer(), 0, s.cacheDir(), false, s.profile(), s.runs(),
        s.warmup(), s.timeout(), s.interval(), s.resultsDir(), s.commands(), s.startupRuns(),
        s.validate(), Optional.of(path));
  }

  private static List<Benchmark<?>> benchmarks(JsonmarkCommand c) {
    if (c.benchmarks.isEmpty() && !c.data.isEmpty()) {
      return List.of();
    }
    if (c.benchmarks.isEmpty()) {
      throw c.usage("Missing required option: '--benchmark=NAME' (one of: " + Benchmarks.names()
          + ", or all) or '--data=FILE'");
    }
    if (c.benchmarks.contains("all")) {
      if (c.benchmarks.size() > 1) {
        throw c.usage("--benchmark all already names every benchmark; give it alone");
      }
      return Benchmarks.all();
    }
    List<Benchmark<?>> chosen = new ArrayList<>();
    for (String name : c.benchmarks) {
      Benchmark<?> benchmark =
          Benchmarks.byName(name)
              .orElseThrow(
                  () -> c.usage("Unknown --benchmark '" + name + "'; choose one of: "
                      + Benchmarks.names() + ", or all"));
      if (chosen.contains(benchmark)) {
        throw c.usage("--benchmark " + name + " is given twice");
      }
      chosen.add(benchmark);
    }
    return chosen;
  }

  private static Settings parse(JsonmarkCommand c, Benchmark<?> benchmark) {
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
    if (c.runs < 1) {
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
    Optional<Duration> timeout = Optional.empty();
    if (c.timeout != null) {
      timeout = Optional.of(checked(c, () -> Seconds.timeout("--timeout", c.timeout)));
    }
    return new Settings(
        benchmark,
        serializer,
        records,
        Optional.ofNullable(c.cacheDir).map(dir -> path(c, "--cache-dir", dir)),
        c.onlySerialize,
        c.profile,
        c.runs,
        c.warmup,
        timeout,
        Duration.ofMillis(c.interval),
        path(c, "--results-dir", c.resultsDir),
        commands(c),
        c.startupRuns,
        c.validate);
  }

  private static List<LabelledCommand> commands(JsonmarkCommand c) {
    if (c.commands.isEmpty() && !c.onlySerialize) {
      throw c.usage(
          "Missing DESERIALIZER_CMD: give at least one command containing $FILENAME"
              + " (or --only-serialize)");
    }
    if (!c.commands.isEmpty() && !new CommandTemplate(c.commands.get(0)).hasPlaceholder()) {
      nearSubcommand(c, c.commands.get(0)).ifPresent(name -> {
        throw c.usage("'" + c.commands.get(0).strip().split("\\s+")[0] + "' is not a command of"
            + " jsonmark; did you mean '" + name + "'? (jsonmark " + name + " --help)");
      });
    }
    return checked(c, () -> LabelledCommand.of(c.names, c.commands));
  }


  private static Path path(JsonmarkCommand c, String option, String value) {
    return checked(c, () -> PathArguments.folder(option, value));
  }

  /** The value, or a usage error carrying the message of a check that refused it. */
  private static <T> T checked(JsonmarkCommand c, Supplier<T> check) {
    try {
      return check.get();
    } catch (IllegalArgumentException e) {
      throw c.usage(e.getMessage());
    }
  }


  /** The subcommand that the first word of {@code text} misspells, if it is that close. */
  static Optional<String> nearSubcommand(JsonmarkCommand c, String text) {
    String word = text.strip().split("\\s+")[0];
    return c.spec.commandLine().getSubcommands().keySet().stream()
        .filter(name -> distance(word, name) <= 2)
        .findFirst();
  }

  /** Levenshtein distance: edits that turn {@code a} into {@code b}. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }


}
