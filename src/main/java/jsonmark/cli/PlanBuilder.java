package jsonmark.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import java.util.function.ToLongFunction;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ProtocolEnvironment;
import jsonmark.instructions.Counting;
import jsonmark.io.OutputFile;
import jsonmark.log.OneLine;
import jsonmark.plan.DataLabels;
import jsonmark.plan.Plan;
import jsonmark.plan.Shard;
import jsonmark.plan.ShardBy;
import jsonmark.plan.UnitCosts;
import jsonmark.plan.ShardVariables;
import jsonmark.plan.Shards;
import jsonmark.plan.Workload;
import jsonmark.profile.ProcessTreeSampler;
import jsonmark.report.format.ResultsFolder;
import jsonmark.result.Measure;
import jsonmark.result.RunOrder;
import jsonmark.serialize.RecordSize;
import jsonmark.serialize.Serializer;
import jsonmark.serialize.Serializers;
import jsonmark.stats.Budget;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Checks every option and combination of a subcommand that runs deserializers, once, in one
 * place, with messages that name the option, and builds the invocation's one {@link Plan}.
 */
final class PlanBuilder {

  /** Start-up runs per command by default. */
  static final int STARTUP_RUNS = 3;

  /**
   * ... and with --measure instructions: a start-up count is exact like the others, and a JVM's
   * start-up takes some 25 s under Valgrind, so a second would only show the same count.
   */
  static final int COUNTED_STARTUP_RUNS = 1;

  private final CommandSpec spec;

  private PlanBuilder(CommandSpec spec) {
    this.spec = spec;
  }

  /** The plan of a benchmark run: the part --shard names, or all of it. */
  static Plan plan(JsonmarkCommand c) {
    return new PlanBuilder(c.spec).sharded(c, whole(c));
  }

  /** The plan of a benchmark run as a whole, --shard aside. */
  static Plan whole(JsonmarkCommand c) {
    PlanBuilder b = new PlanBuilder(c.spec);
    b.misspeltSubcommand(c.commands);
    Map<String, String> variables = b.variables(c.env);
    List<LabelledCommand> commands = b.commands(c.commands, c.onlySerialize,
        c.workload.benchmarks(), c.parameters).stream()
        .map(l -> l.withEnvironment(variables)).toList();
    List<Workload> workloads = b.workloads(c.workload, c.onlySerialize,
        benchmark -> c.measure.counts() ? Counting.records(benchmark.defaultRecords())
            : benchmark.defaultRecords());
    if (c.runs != null && c.runs < 1) {
      throw b.usage("--runs must be at least 1, not " + c.runs);
    }
    if (c.warmup < 0) {
      throw b.usage("--warmup must be 0 or more, not " + c.warmup);
    }
    int startupRuns = c.startupRuns != null ? c.startupRuns
        : c.measure == Measure.INSTRUCTIONS ? COUNTED_STARTUP_RUNS : STARTUP_RUNS;
    if (startupRuns < 0) {
      throw b.usage("--startup-runs must be 0 (off) or more, not " + startupRuns);
    }
    long floor = ProcessTreeSampler.MIN_INTERVAL.toMillis();
    if (c.interval < floor) {
      throw b.usage("--interval must be at least " + floor + " milliseconds (CPU time is not"
          + " measurable more finely), not " + c.interval);
    }
    if (c.baseline != null && commands.stream().noneMatch(l -> l.name().equals(c.baseline))) {
      throw b.usage("--baseline '" + c.baseline + "' is not the name of a command; give one of: "
          + String.join(", ", commands.stream().map(l -> "'" + l.name() + "'").toList()));
    }
    Optional<String> baseline = c.reference == null ? Optional.ofNullable(c.baseline)
        : Optional.of(b.reference(c.reference, c.baseline, commands));
    if (!(c.maxWait > 0 && c.maxWait <= 100)) {
      throw b.usage("--max-wait must be a percentage above 0 and at most 100, not " + c.maxWait);
    }
    if (!c.onlySerialize) {
      OutputFile.unusableFolder(c.resultsDir.resultsDir()).ifPresent(why -> {
        throw b.usage(ResultsFolder.cannotCreate(c.resultsDir.resultsDir(), why));
      });
    }
    long seed = c.seed != null ? c.seed : Math.floorMod(System.nanoTime(), 1_000_000_000L);
    return new Plan(
        new Plan.Work(commands, workloads, Optional.ofNullable(c.workload.cacheDir),
            c.onlySerialize),
        new Plan.Schedule(b.budget(c), c.warmup, startupRuns, c.timeout.timeout(), c.order, seed,
            c.maxWait, b.jobs(c)),
        new Plan.Measuring(c.measure, c.profile, Duration.ofMillis(c.interval),
            c.hostReference),
        new Plan.Checks(c.validate, c.ignoreFailure,
            c.hooks.hooks(c.commands.commands.size(), commands, b::usage)),
        new Plan.Output(c.resultsDir.resultsDir(), c.exports.exports(c.onlySerialize, b::usage),
            c.sort, baseline, Optional.ofNullable(c.timeUnit)));
  }

  /**
   * The part of {@code whole} that --shard names, or {@code whole} without --shard. The split is
   * balanced by the --shard-costs given, the estimate standing in for the rest.
   */
  private Plan sharded(JsonmarkCommand c, Plan whole) {
    if (c.shard.shard == null) {
      if (c.shard.shardBy != null || c.shard.shardCosts != null) {
        throw usage((c.shard.shardBy != null ? "--shard-by" : "--shard-costs")
            + " says how --shard splits the plan; give --shard K/N too");
      }
      return whole;
    }
    boolean auto = "auto".equalsIgnoreCase(c.shard.shard.strip());
    Shard shard = auto ? checked(() -> ShardVariables.of(c.env()))
        : checked(() -> {
          try {
            return Shard.parse(c.shard.shard);
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--shard " + c.shard.shard + ": "
                + e.getMessage());
          }
        });
    ShardBy by = shardBy(c.shard.shardBy, c.measure);
    return whole.with(Shards.sharding(whole, shard, by, costs(c.shard.shardCosts)));
  }

  /** --shard-costs: its JSON, or the file's; none when not given. */
  private UnitCosts costs(String given) {
    if (given == null || given.isBlank()) {
      return UnitCosts.none();
    }
    String text = given.strip();
    if (!text.startsWith("{")) {
      try {
        text = Files.readString(Path.of(text));
      } catch (IOException | InvalidPathException e) {
        throw usage("--shard-costs " + OneLine.escaped(given) + ": neither JSON (it starts with"
            + " {) nor a file that can be read");
      }
    }
    try {
      return UnitCosts.parse(text);
    } catch (IllegalArgumentException e) {
      throw usage("--shard-costs " + OneLine.escaped(given) + ": " + e.getMessage());
    }
  }

  /** The --shard-by of a run, checked against its --measure. */
  static ShardBy shardBy(JsonmarkCommand c) {
    return new PlanBuilder(c.spec).shardBy(c.shard.shardBy, c.measure);
  }

  /** --shard-by, checked against --measure: benchmark by default. */
  private ShardBy shardBy(ShardBy given, Measure measure) {
    if (given == ShardBy.COMMAND && measure != Measure.INSTRUCTIONS) {
      throw usage("--shard-by command puts the commands of one benchmark on different machines,"
          + " but --measure " + measure.code() + " compares them in wall time, which only means"
          + " something on one machine: give --measure instructions, or leave --shard-by out");
    }
    return given == null ? ShardBy.BENCHMARK : given;
  }

  /**
   * The name of the command hyperfine's --reference CMD names: the one command whose text as
   * given, or whose name, is CMD. hyperfine would add CMD as a command of its own; here it must
   * be one of the commands, so that it is run, checked and reported like them.
   */
  private String reference(String cmd, String baseline, List<LabelledCommand> commands) {
    if (baseline != null) {
      throw usage("--reference and --baseline both name the command relative figures are"
          + " against; give one of them");
    }
    List<String> named = commands.stream()
        .filter(l -> l.template().text().equals(cmd) || l.name().equals(cmd))
        .map(LabelledCommand::name).toList();
    if (named.isEmpty()) {
      throw usage("--reference '" + OneLine.escaped(cmd) + "' is none of the commands: give it as a"
          + " DESERIALIZER_CMD too, exactly as written (jsonmark runs only the commands given)");
    }
    if (named.size() > 1) {
      throw usage("--reference '" + OneLine.escaped(cmd) + "' is " + named.size()
          + " commands (one per parameter value): name one with --baseline NAME");
    }
    return named.get(0);
  }

  /** --jobs, checked: counted runs only; the number of cores by default. */
  private int jobs(JsonmarkCommand c) {
    int jobs = Jobs.orCores(c.jobs, this::usage);
    if (c.jobs != null && c.measure != Measure.INSTRUCTIONS) {
      throw usage("--jobs runs counted runs side by side, but --measure " + c.measure.code()
          + " times runs, and a timed run has the machine to itself: give --measure"
          + " instructions, or leave --jobs out");
    }
    return jobs;
  }

  /**
   * What {@code jsonmark validate} runs: every command once on each workload's small file; it
   * times nothing and writes no results folder, so it needs no more of a plan than this.
   */
  static Plan.Work validation(ValidateCommand c) {
    PlanBuilder b = new PlanBuilder(c.spec);
    List<LabelledCommand> commands = b.commands(c.commands, false, c.workload.benchmarks(),
        new ParameterOptions());
    List<Workload> workloads =
        b.workloads(c.workload, false, Workload.Generated::validationRecords);
    return new Plan.Work(commands, workloads, Optional.ofNullable(c.workload.cacheDir), false);
  }

  private Budget budget(JsonmarkCommand c) {
    Budget budget = c.runs != null ? Budget.exactly(c.runs)
        : c.measure == Measure.INSTRUCTIONS ? Budget.counting(Counting.MIN_RUNS, Counting.RUNS)
        : Budget.adaptive();
    budget = runBounds(c, budget);
    if (c.precision != null && c.measure == Measure.INSTRUCTIONS) {
      throw usage("--precision adds runs until the wall-time interval is narrow enough; with"
          + " --measure " + c.measure.code() + " counts are near-exact: leave --precision out");
    }
    if (c.precision != null && c.runs != null) {
      throw usage("--runs " + c.runs + " asks for exactly " + c.runs + " counted runs, and"
          + " --precision adds rounds past them until the intervals are narrow: give one of the"
          + " two");
    }
    if (c.precision == null) {
      if (c.maxTime != null) {
        throw usage("--max-time bounds the rounds that --precision adds; give --precision too");
      }
      return budget;
    }
    if (!(c.precision > 0 && c.precision < 100)) {
      throw usage("--precision must be a percentage above 0 and below 100, not " + c.precision);
    }
    if (c.order == RunOrder.SEQUENTIAL) {
      throw usage("--precision compares paired rounds: it needs --order interleaved");
    }
    double maxTime = c.maxTime != null ? c.maxTime.toNanos() / 1e9
        : Budget.DEFAULT_MAX_TIME_SECONDS;
    return budget.withPrecision(c.precision, maxTime);
  }

  /**
   * hyperfine's --min-runs and --max-runs on the adaptive budget: a bound given alone moves the
   * other when it would cross it, as hyperfine does.
   */
  private Budget runBounds(JsonmarkCommand c, Budget budget) {
    if (c.minRuns == null && c.maxRuns == null) {
      return budget;
    }
    String given = c.minRuns != null ? "--min-runs" : "--max-runs";
    if (c.runs != null) {
      throw usage("--runs " + c.runs + " is the exact number of runs; leave out " + given);
    }
    if (c.minRuns != null && c.minRuns < 1) {
      throw usage("--min-runs must be at least 1, not " + c.minRuns);
    }
    if (c.maxRuns != null && c.maxRuns < 1) {
      throw usage("--max-runs must be at least 1, not " + c.maxRuns);
    }
    if (c.minRuns != null && c.maxRuns != null && c.minRuns > c.maxRuns) {
      throw usage("--min-runs " + c.minRuns + " is more than --max-runs " + c.maxRuns);
    }
    int min = c.minRuns != null ? c.minRuns
        : Math.min(budget.minRuns(), c.maxRuns);
    int max = c.maxRuns != null ? c.maxRuns : Math.max(budget.maxRuns(), min);
    return new Budget(budget.runs(), min, budget.minSeconds(), max, budget.precisionPercent(),
        budget.maxTimeSeconds(), budget.untilExact());
  }

  /** The --env variables, by name, in order; those the driver sets in every run cannot be. */
  private Map<String, String> variables(List<String> given) {
    Map<String, String> variables = new LinkedHashMap<>();
    for (String assignment : given) {
      int equals = assignment.indexOf('=');
      String name = equals < 0 ? assignment : assignment.substring(0, equals);
      if (equals < 0 || !name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
        throw usage("--env '" + assignment + "' must be NAME=VALUE, NAME letters, digits and _");
      }
      String reserved = ProtocolEnvironment.RESERVED.get(name);
      if (reserved != null) {
        throw usage("--env " + name + ": the driver sets " + name + " for every run ("
            + reserved + "); give another variable");
      }
      variables.put(name, assignment.substring(equals + 1));
    }
    return variables;
  }

  /** A misspelt subcommand is parsed as a command: say so before anything else. */
  private void misspeltSubcommand(CommandOptions c) {
    if (!c.commands.isEmpty() && !new CommandTemplate(c.commands.get(0)).hasPlaceholder()) {
      Subcommands.misspelt(spec.root().commandLine(), c.commands.get(0).strip().split("\\s+")[0])
          .ifPresent(message -> {
            throw usage(message);
          });
    }
  }

  private List<LabelledCommand> commands(CommandOptions c, boolean onlySerialize,
      List<String> benchmarks, ParameterOptions parameters) {
    if (c.commands.isEmpty() && !onlySerialize) {
      throw usage("Missing DESERIALIZER_CMD: give at least one command containing $FILENAME"
          + " (or --only-serialize)");
    }
    if (!c.commands.isEmpty() && !new CommandTemplate(c.commands.get(0)).hasPlaceholder()) {
      BenchmarkNames.find(c.commands.get(0).strip()).ifPresent(benchmark -> {
        throw usage("'" + c.commands.get(0).strip() + "' is a benchmark, not a DESERIALIZER_CMD;"
            + " give each benchmark its own --benchmark, e.g. --benchmark "
            + (benchmarks.isEmpty() ? benchmark.name()
                : benchmarks.get(0) + " --benchmark " + benchmark.name()));
      });
    }
    return labelled(c, parameters);
  }

  /** The commands with their labels, expanded over the parameters' values. */
  private List<LabelledCommand> labelled(CommandOptions c, ParameterOptions parameters) {
    ParameterGrid grid = checked(() -> ParameterGrid.of(c.commands, c.names.names(),
        parameters));
    List<LabelledCommand> labelled = checked(() -> DeserializerCommands.labelled(grid.names(),
        grid.commands(), c.shell.mode()));
    List<LabelledCommand> withValues = new ArrayList<>();
    for (int i = 0; i < labelled.size(); i++) {
      withValues.add(labelled.get(i).withParameters(grid.values().get(i)));
    }
    return withValues;
  }

  /**
   * What the commands run on.
   *
   * @param byDefault the records of a benchmark when neither --records nor --size is given
   */
  private List<Workload> workloads(WorkloadOptions w, boolean onlySerialize,
      ToLongFunction<Benchmark<?>> byDefault) {
    if (w.benchmarks().isEmpty() && w.data().isEmpty()) {
      throw usage("Missing --benchmark NAME (one of: " + Benchmarks.names() + ", or all) or"
          + " --data FILE: say what the commands run on");
    }
    List<Benchmark<?>> benchmarks = benchmarks(w.benchmarks());
    boolean onlyData = benchmarks.isEmpty();
    if (onlyData) {
      refuseForData(w);
    }
    Serializer serializer = serializer(w.serializer);
    List<Long> sizes = sizes(w, benchmarks.size());
    List<Workload> workloads = new ArrayList<>();
    for (int i = 0; i < benchmarks.size(); i++) {
      Benchmark<?> benchmark = benchmarks.get(i);
      long records = records(w, byDefault.applyAsLong(benchmark));
      OptionalLong size = OptionalLong.empty();
      if (!sizes.isEmpty()) {
        size = OptionalLong.of(sizes.get(sizes.size() == 1 ? 0 : i));
        records = RecordSize.recordsFor(benchmark, serializer, size.getAsLong());
        if (records > Integer.MAX_VALUE) {
          throw usage("--size " + w.amount.sizes.get(sizes.size() == 1 ? 0 : i) + " needs "
              + records + " records of " + benchmark.name() + ", more than "
              + Integer.MAX_VALUE);
        }
      }
      workloads.add(new Workload.Generated(benchmark, serializer, records, size));
    }
    for (int i = 0; i < w.data().size(); i++) {
      Path file = w.data().get(i);
      String shown = OneLine.escaped(file.toString());
      if (!Files.isRegularFile(file)) {
        throw usage("--data " + shown + ": " + (Files.exists(file)
            ? "not a regular file" : "no such file"));
      }
      if (onlySerialize) {
        throw usage("--only-serialize writes a benchmark's file; --data " + shown
            + " is already written");
      }
      for (Path earlier : w.data().subList(0, i)) {
        if (sameFile(earlier, file)) {
          throw usage("--data " + shown + " is the file that --data "
              + OneLine.escaped(earlier.toString()) + " names already: give each file once");
        }
      }
    }
    List<String> labels = DataLabels.of(workloads.stream().map(Workload::label).toList(),
        w.data());
    for (int i = 0; i < w.data().size(); i++) {
      workloads.add(new Workload.UserData(w.data().get(i), labels.get(i)));
    }
    return workloads;
  }

  private static boolean sameFile(Path a, Path b) {
    try {
      return Files.isSameFile(a, b);
    } catch (IOException e) {
      return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }
  }

  /** --records, --size and --serializer say how to write a benchmark; --data is written. */
  private void refuseForData(WorkloadOptions w) {
    String given = w.amount == null ? null
        : w.amount.records != null ? "--records" : !w.amount.sizes.isEmpty() ? "--size" : null;
    if (given == null && w.serializer != null) {
      given = "--serializer";
    }
    if (given != null) {
      throw usage(given + " says how to write a --benchmark's file; a --data file is used as it"
          + " is: leave " + given + " out, or give a --benchmark too");
    }
  }

  private List<Benchmark<?>> benchmarks(List<String> names) {
    if (names.stream().anyMatch("all"::equalsIgnoreCase)) {
      if (names.size() > 1) {
        throw usage("--benchmark all already names every benchmark; give it alone");
      }
      return Benchmarks.all();
    }
    List<Benchmark<?>> chosen = new ArrayList<>();
    for (String name : names) {
      Benchmark<?> benchmark = BenchmarkNames.find(name).orElseThrow(() -> usage(
          "Unknown --benchmark '" + name + "'; choose one of: " + Benchmarks.names()
              + ", or all" + DidYouMean.suggestion(name.strip(),
                  Benchmarks.all().stream().map(Benchmark::name).toList())));
      if (chosen.contains(benchmark)) {
        throw usage("--benchmark " + benchmark.name() + " is given twice");
      }
      chosen.add(benchmark);
    }
    return chosen;
  }

  private Serializer serializer(String name) {
    String wanted = name == null ? "jackson" : name;
    return Serializers.byName(wanted).orElseThrow(() -> usage("Unknown --serializer '" + wanted
        + "'; choose one of: " + Serializers.names()
        + DidYouMean.suggestion(wanted, Serializers.all().stream().map(Serializer::name)
            .toList())));
  }

  /** --records, or {@code byDefault}. */
  private long records(WorkloadOptions w, long byDefault) {
    long records = w.amount == null || w.amount.records == null ? byDefault : w.amount.records;
    if (records < 1) {
      throw usage("--records must be at least 1, not " + records);
    }
    if (records > Integer.MAX_VALUE) {
      throw usage("--records must be at most " + Integer.MAX_VALUE + ", not " + records);
    }
    return records;
  }

  /** The --size of each benchmark in bytes: none, one for all, or one per benchmark. */
  private List<Long> sizes(WorkloadOptions w, int benchmarks) {
    if (w.amount == null || w.amount.sizes.isEmpty()) {
      return List.of();
    }
    List<String> given = w.amount.sizes;
    if (given.size() != 1 && given.size() != benchmarks) {
      throw usage("--size is given " + given.size() + " times for " + benchmarks
          + " benchmarks: give one for all, or one per --benchmark in their order");
    }
    List<Long> sizes = new ArrayList<>();
    for (String size : given) {
      sizes.add(checked(() -> ByteSize.parse(size)));
    }
    return sizes;
  }

  /** The value, or a usage error carrying the message of a check that refused it. */
  private <T> T checked(Supplier<T> check) {
    try {
      return check.get();
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
