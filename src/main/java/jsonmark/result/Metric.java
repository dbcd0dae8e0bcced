package jsonmark.result;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.CommandStatistics;
import jsonmark.stats.CountStatistics;
import jsonmark.stats.Descriptive;

/**
 * A measured quantity with its unit: wall time in seconds, or the instructions a command's tree
 * executed. Which of the two leads a run is chosen once ({@link #headline}); every view then
 * reads a command's {@link Figures} of that metric without asking which it is.
 */
public enum Metric {
  /** Wall time from spawn to exit, in seconds. */
  WALL_TIME("second", false, Measure.TIME) {
    @Override
    Optional<CommandResult> leader(List<CommandResult> commands) {
      return RunTimes.fastest(commands);
    }

    @Override
    public CommandSummary summarised(CommandSummary command) {
      return command;
    }

    @Override
    boolean has(RunResult run) {
      return true;
    }

    @Override
    double value(RunResult run) {
      return run.seconds();
    }

    @Override
    Optional<Figures.Spread> spread(CommandSummary command, double[] values) {
      return command.statistics().map(s -> new Figures.Spread(values.length, s.mean(),
          s.stdDev(), s.median(), s.min(), s.max()));
    }

    @Override
    Optional<Figures.Ratio> ratio(CommandSummary command) {
      return command.relative().map(r -> new Figures.Ratio(r.percent() / 100,
          r.lowPercent().isPresent() && r.highPercent().isPresent()
              ? OptionalDouble.of((r.highPercent().getAsDouble()
                  - r.lowPercent().getAsDouble()) / 200)
              : OptionalDouble.empty()));
    }

    @Override
    Figures.Tree tree(CommandSummary command, List<RunResult> runs) {
      return new Figures.Tree(
          command.statistics().map(CommandStatistics::userSeconds).orElse(OptionalDouble.empty()),
          command.statistics().map(CommandStatistics::systemSeconds)
              .orElse(OptionalDouble.empty()),
          runs.isEmpty() || !runs.stream().allMatch(r -> r.profile().isPresent())
              ? Optional.empty()
              : Optional.of(runs.stream().map(r -> r.profile().get()).toList()));
    }
  },
  /** Instructions every process of the tree executed, counted under Valgrind. */
  INSTRUCTIONS("instruction", true, Measure.INSTRUCTIONS) {
    @Override
    Optional<CommandResult> leader(List<CommandResult> commands) {
      return Summaries.fewest(commands);
    }

    @Override
    public CommandSummary summarised(CommandSummary command) {
      return command.withoutTimeWarnings();
    }

    @Override
    boolean has(RunResult run) {
      return run.instructions().isPresent();
    }

    @Override
    double value(RunResult run) {
      return run.instructions().getAsLong();
    }

    @Override
    Optional<Figures.Spread> spread(CommandSummary command, double[] values) {
      return command.instructions().map(s -> new Figures.Spread(values.length, s.mean(),
          values.length > 1 ? OptionalDouble.of(Descriptive.standardDeviation(values))
              : OptionalDouble.empty(),
          values.length > 0 ? Descriptive.median(values) : Double.NaN, s.min(), s.max()));
    }

    @Override
    Optional<Figures.Ratio> ratio(CommandSummary command) {
      return command.instructions().flatMap(CountStatistics::relative).map(r ->
          new Figures.Ratio(r.ratio(), OptionalDouble.of((r.high() - r.low()) / 2)));
    }

    @Override
    Figures.Tree tree(CommandSummary command, List<RunResult> runs) {
      return Figures.Tree.NONE;
    }
  };

  private final String unit;
  private final boolean whole;
  private final Measure measure;

  Metric(String unit, boolean whole, Measure measure) {
    this.unit = unit;
    this.whole = whole;
    this.measure = measure;
  }

  /**
   * The metric that leads every view of a run measuring {@code measure}: instruction counts
   * under --measure instructions (its wall times are Valgrind's), else wall time.
   */
  public static Metric headline(Measure measure) {
    return measure == Measure.INSTRUCTIONS ? INSTRUCTIONS : WALL_TIME;
  }

  /** The --measure that measures it alone. */
  public Measure measure() {
    return measure;
  }

  /**
   * The command that leads by this metric: the fastest, or the fewest instructions (per record
   * once start-up is taken out, when every command's start-up was counted); empty when none has
   * it.
   */
  abstract Optional<CommandResult> leader(List<CommandResult> commands);

  /**
   * A command's summary as a run led by this metric keeps it: under instructions, without the
   * warnings about its wall times, which are Valgrind's.
   */
  public abstract CommandSummary summarised(CommandSummary command);

  /** Its unit, singular, as the files say it: {@code second} or {@code instruction}. */
  public String unit() {
    return unit;
  }

  /**
   * Whether, when it leads a run, the run's wall times are native and figures of speed: under
   * instructions they are Valgrind's, and no claim of speed is drawn from them.
   */
  public boolean timesNative() {
    return this == WALL_TIME;
  }

  /** Whether its values are whole numbers (counts), written without decimals. */
  public boolean whole() {
    return whole;
  }

  /**
   * The figures of {@code command} in this metric: its counted runs that have it, their spread,
   * and, when this metric is the run's {@code headline}, the ratio against the baseline (a ratio
   * is claimed of the headline only: wall times under Valgrind make no claim of speed).
   */
  public Figures of(CommandSummary command, Metric headline) {
    List<RunResult> runs = command.runs().stream().filter(r -> r.counted() && has(r)).toList();
    double[] values = runs.stream().mapToDouble(this::value).toArray();
    return new Figures(this, runs, spread(command, values).orElse(Figures.Spread.NONE),
        this == headline ? ratio(command) : Optional.empty(), tree(command, runs));
  }

  abstract boolean has(RunResult run);

  abstract double value(RunResult run);

  abstract Optional<Figures.Spread> spread(CommandSummary command, double[] values);

  abstract Optional<Figures.Ratio> ratio(CommandSummary command);

  abstract Figures.Tree tree(CommandSummary command, List<RunResult> runs);
}
