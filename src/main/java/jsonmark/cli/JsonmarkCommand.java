package jsonmark.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import jsonmark.env.Commit;
import jsonmark.history.Recording;
import jsonmark.history.StoreLocation;
import jsonmark.instructions.Counting;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.profile.ProcessTreeSampler;
import jsonmark.report.Provenance;
import jsonmark.result.Measure;
import jsonmark.result.RowOrder;
import jsonmark.result.RunOrder;
import jsonmark.result.TimeUnit;
import jsonmark.run.Invocation;
import jsonmark.stats.Budget;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The {@code jsonmark} command line: declares the benchmark run's options and its subcommands;
 * {@link PlanBuilder} turns them into the invocation's one {@code Plan}.
 */
@Command(
    name = "jsonmark",
    versionProvider = VersionProvider.class,
    subcommands = {
      ConformanceCommand.class, SerializersCommand.class, CompareCommand.class,
      ValidateCommand.class, CacheCommand.class, PlanCommand.class,
      MergeCommand.class, HistoryCommand.class, Completion.class,
      HelpCommand.class
    },
    scope = ScopeType.INHERIT, // the help layout below, for every subcommand too
    sortOptions = false,
    usageHelpAutoWidth = true,
    synopsisHeading = "Usage: ",
    descriptionHeading = "%n",
    parameterListHeading = "%nArguments:%n",
    optionListHeading = "%nOptions:%n",
    commandListHeading = "%nCommands:%n",
    description = {
      "Runs benchmarks against JSON deserializers: generates the records of each --benchmark,"
          + " writes them as JSON Lines with --serializer (cached in --cache-dir), then runs"
          + " each DESERIALIZER_CMD, times it, and checks the checksum it prints.",
    },
    footerHeading = "%n",
    footer = {
      "DESERIALIZER_CMD is run directly when it is a program and its arguments, and by /bin/sh"
          + " -c when it uses shell syntax (pipes, redirections, variables, globs, builtins such as"
          + " cd; see --shell). $FILENAME in it (also written \"$FILENAME\","
          + " '$FILENAME' or $${FILENAME}) reaches the program as exactly one argument holding the"
          + " data file's path, and $BENCHMARK as the benchmark's name; both are exported too, as"
          + " JSONMARK_FILENAME and JSONMARK_BENCHMARK. The program must print the benchmark's"
          + " checksum (docs/benchmarks.md; for Simple1Benchmark the sum of integer_1 + integer_2)"
          + " as the last line of its standard output.",
      "",
      "Example:",
      "  jsonmark --cache-dir cache --benchmark Simple1Benchmark \\",
      "      'python3 deserializers/python/main.py json $FILENAME'",
      "",
      "Exit status: 0 every run passed; 1 a run failed (exit status, checksum, timeout) or data"
          + " could not be written; 2 usage error.",
      "Environment: LOG_LEVEL=DEBUG|INFO|WARN|ERROR (default INFO); DEBUG shows stack traces.",
    })
public final class JsonmarkCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Option(
      names = {"-V", "--version"},
      versionHelp = true,
      description = "Print version information and exit.")
  boolean version;

  @Mixin WorkloadOptions workload;

  @Option(names = "--only-serialize", description = "Exit after writing the data file.")
  boolean onlySerialize;

  @Option(
      names = "--profile",
      description = "Sample CPU and memory of each run's process tree.")
  boolean profile;

  @Option(
      names = "--host-reference",
      description = "Time a fixed CPU loop in the driver (2^25 dependent steps, tens of"
          + " milliseconds) before every round of timed runs, for compare to set the commands'"
          + " changes against the host's. Off by default: it adds that time between runs, and"
          + " has not seen the drift between runs that the commands saw (docs/compare.md).")
  boolean hostReference;

  @Option(
      names = {"-r", "--runs"},
      paramLabel = "N",
      description =
          "Timed runs of each command (default: each command its own budget: at least "
              + Budget.MIN_RUNS + " runs and " + (int) Budget.MIN_SECONDS + " s of counted time,"
              + " at most " + Budget.MAX_RUNS + " runs).")
  Integer runs;

  @Option(
      names = {"-m", "--min-runs"},
      paramLabel = "N",
      description = "As hyperfine: at least N counted runs of each command, without --runs"
          + " (default: " + Budget.MIN_RUNS + "; " + Counting.MIN_RUNS
          + " with --measure instructions).")
  Integer minRuns;

  @Option(
      names = {"-M", "--max-runs"},
      paramLabel = "N",
      description = "As hyperfine: at most N counted runs of each command, however short, without"
          + " --runs (default: " + Budget.MAX_RUNS + "; " + Counting.RUNS
          + " with --measure instructions).")
  Integer maxRuns;

  @Option(
      names = {"-w", "--warmup"},
      paramLabel = "N",
      defaultValue = "0",
      description = "Untimed runs of each command first (default: ${DEFAULT-VALUE}).")
  int warmup;

  @Option(
      names = "--startup-runs",
      paramLabel = "N",
      description =
          "Runs of each command on an empty file first, to measure its start-up; 0 turns it off"
              + " (default: " + PlanBuilder.STARTUP_RUNS + "; " + PlanBuilder.COUNTED_STARTUP_RUNS
              + " with --measure instructions, whose counts are exact).")
  Integer startupRuns;

  @Mixin TimeoutOption timeout;

  @Option(
      names = "--interval",
      paramLabel = "MILLIS",
      defaultValue = "" + ProcessTreeSampler.DEFAULT_INTERVAL_MS,
      description =
          "Profile sampling interval in milliseconds, at least "
              + ProcessTreeSampler.MIN_INTERVAL_MS + ": CPU time is not measurable"
              + " more finely (default: ${DEFAULT-VALUE}).")
  int interval;

  @Option(
      names = "--order",
      paramLabel = "ORDER",
      defaultValue = "interleaved",
      converter = Choices.Order.class,
      completionCandidates = Candidates.Orders.class,
      description =
          "interleaved: rounds, each running every command that still needs runs once, in a"
              + " fresh random order; sequential: all runs of one command, then the next"
              + " (default: ${DEFAULT-VALUE}).")
  RunOrder order;

  @Option(
      names = "--measure",
      paramLabel = "WHAT",
      defaultValue = "time",
      converter = Choices.Measures.class,
      completionCandidates = Candidates.Measures.class,
      description =
          "time: wall time of each run; instructions: the instructions its whole process tree"
              + " executed, counted under Valgrind (near-exact on any machine, about 20-50x"
              + " slower; " + Counting.MIN_RUNS + " runs, a third if they differ, and "
              + Counting.SIMPLE1_RECORDS
              + " Simple1 records by default); both: each run timed natively, and its start-up"
              + " runs and first " + Counting.RUNS + " runs run again under Valgrind for their"
              + " counts (default: ${DEFAULT-VALUE}).")
  Measure measure;

  @Option(
      names = {Jobs.SHORT, Jobs.LONG},
      paramLabel = "N",
      description =
          "With --measure instructions: how many counted runs go at a time; a count does not"
              + " depend on what runs beside it " + Jobs.DEFAULT + ".")
  Integer jobs;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the rounds' random order (default: a fresh one, printed).")
  Long seed;

  @Option(
      names = "--baseline",
      paramLabel = "NAME",
      description = "The command that '%% time' and the 'ran N times faster' lines are"
          + " relative to (default: the fastest).")
  String baseline;

  @Option(
      names = "--reference",
      paramLabel = "CMD",
      description = "As hyperfine: the command every relative figure is against, given as one of"
          + " the DESERIALIZER_CMDs exactly as written (or its --name); the same as --baseline"
          + " with that command's name.")
  String reference;

  @Option(
      names = "--sort",
      paramLabel = "METHOD",
      defaultValue = "auto",
      converter = Choices.Sort.class,
      completionCandidates = Candidates.Sorts.class,
      description = "As hyperfine: auto, the results table and the 'ran N times faster' lines"
          + " fastest first, the Markdown and AsciiDoc exports in the commands' order; command,"
          + " the commands' order everywhere; mean-time, fastest first everywhere (default:"
          + " ${DEFAULT-VALUE}).")
  RowOrder sort;

  @Option(
      names = {"-u", "--time-unit"},
      paramLabel = "UNIT",
      converter = Choices.TimeUnits.class,
      completionCandidates = Candidates.TimeUnits.class,
      description = "As hyperfine: millisecond, second or microsecond, the unit of every table's"
          + " times (the terminal's, summary.md, the Markdown and AsciiDoc exports; CSV and JSON"
          + " stay in seconds) (default: ms when the slowest mean is under a second, else s).")
  TimeUnit timeUnit;

  @Option(
      names = "--max-wait",
      paramLabel = "PCT",
      defaultValue = "" + Plan.DEFAULT_MAX_WAIT_PERCENT,
      description =
          "A timed run whose process tree waited longer than PCT %% of its time for a CPU is set"
              + " aside and run again, up to " + Plan.MAX_RERUNS + " times; 100 turns it off"
              + " (default: ${DEFAULT-VALUE}).")
  double maxWait;

  @Option(
      names = "--precision",
      paramLabel = "PCT",
      description =
          "Add rounds until every command's 95 %% interval against the fastest is within ± PCT %%,"
              + " or --max-time is spent; not with --runs.")
  Double precision;

  @Option(
      names = "--max-time",
      paramLabel = "SECONDS",
      converter = SecondsConverter.class,
      description =
          "Add no round after this many seconds of timed rounds per benchmark (default with"
              + " --precision: " + (int) Budget.DEFAULT_MAX_TIME_SECONDS + ").")
  java.time.Duration maxTime;

  @Mixin CommandOptions commands;

  @Mixin ParameterOptions parameters;

  @Mixin HookOptions hooks;

  @Option(
      names = {"-i", "--ignore-failure"},
      description = "As hyperfine: a run that exits with a non-zero status but prints the expected"
          + " checksum passes and is counted (said once per command); a wrong or missing checksum"
          + " still fails it.")
  boolean ignoreFailure;

  @Option(
      names = "--env",
      paramLabel = "NAME=VALUE",
      description = "As hyperfine: set the environment variable NAME to VALUE in every run of"
          + " every command (repeatable).")
  java.util.List<String> env = new java.util.ArrayList<>();

  @Mixin ResultsDirOption resultsDir;

  @Mixin ShardOptions shard;

  @Mixin OutputOptions output;

  @Mixin ExportOptions exports;

  @Mixin HistoryOptions history;

  @Option(
      names = "--validate",
      description =
          "Before its timed runs, run each command once in validation mode (JSONMARK_VALIDATE=1)"
              + " on a small file and check every value it reads; a difference fails it.")
  boolean validate;

  // help = true: like --help, it needs no --benchmark or command.
  @Option(names = "--list", help = true,
      description = "List benchmarks and serializers, and exit.")
  boolean list;

  private final Context context;

  JsonmarkCommand(Context context) {
    this.context = context;
  }

  @Override
  public Integer call() throws Exception {
    if (list) {
      Listing.print(context.out());
      return 0;
    }
    Plan plan = PlanBuilder.plan(this);
    // An export to standard output is all that goes there; the table goes to standard error.
    PrintWriter tables = !output.tables() ? new PrintWriter(java.io.Writer.nullWriter())
        : plan.output().exports().toStdout() ? context.err() : context.out();
    boolean terminal = context.terminal() != null;
    Optional<StoreLocation> store = history.location(context.env(),
        plan.output().resultsDir(), spec);
    Log log = output.log(context.log(), terminal, context.env());
    Invocation invocation = new Invocation(plan, log, tables,
        context.out(), output.bars(terminal) ? context.terminal() : null,
        context.interrupts(), context::executor,
        new Provenance(VersionProvider.version(), context.argv(),
            Commit.find(context.env(), Path.of(""))));
    try {
      return invocation.run();
    } finally {
      // The folders are written: the history records them, interrupted or not, and says in
      // one line if it cannot, leaving the exit status as the run made it.
      store.ifPresent(s -> Recording.record(s, invocation.folders(), invocation.reports(),
          log));
    }
  }

  /** The environment the invocation was given, where --shard auto reads its part. */
  java.util.Map<String, String> env() {
    return context.env();
  }

  ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
