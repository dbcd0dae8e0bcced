package jsonmark.stats;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.io.Coded;

/**
 * A command's start-up cost, measured on an empty data file, and the parse throughput that is
 * left once it is taken out of the whole-process time.
 *
 * <p>The start-up is the mean of the start-up runs, and unknown (never 0) when any of them
 * failed. The parse throughput is {@code bytes / (mean - startup)} in MB (10^6 bytes) per
 * second. It is given only when the difference can be told from nothing: the start-up is
 * measured, under half the mean ({@link #MAX_STARTUP_SHARE}), and the difference is larger
 * than twice its standard error ({@link #MIN_STANDARD_ERRORS}). Why both: the start-up measured
 * on an empty file is only an estimate of the fixed cost inside a real run (caches, lazy imports
 * and the JIT differ), so its error grows with the start-up itself, and once the start-up is
 * half the time or more, a given relative error in it moves the parse time by at least as much;
 * the standard-error test catches the noisy case on top (rust-serde on 10k records: 0.029 s
 * mean, 0.027 s start-up gave 1,350 MB/s, against 120 MB/s whole-process).
 *
 * @param seconds the mean start-up time, empty when it is not known
 * @param stdDev the sample standard deviation of the start-up runs, empty below two runs
 * @param parseMegabytesPerSecond data MB over (mean time - start-up), empty when not meaningful
 * @param noParseRate why there is no parse rate, empty when there is one
 */
public record Startup(
    @JsonProperty("mean_s") OptionalDouble seconds,
    @JsonProperty("std_dev_s") OptionalDouble stdDev,
    @JsonProperty("parse_mb_per_s") OptionalDouble parseMegabytesPerSecond,
    Optional<NoParseRate> noParseRate) {

  /** The parse rate is not given when the start-up is this share of the mean time or more. */
  public static final double MAX_STARTUP_SHARE = 0.5;

  /** ... nor when mean - start-up is within this many of its standard errors of 0 (≈ 95 %). */
  public static final double MIN_STANDARD_ERRORS = 2;

  /** Why a command has no parse rate; its code is what summary.json says. */
  public enum NoParseRate implements Coded {
    /** --startup-runs 0: no start-up to take out. */
    NOT_MEASURED,
    /** A run on the empty file failed, so the start-up is unknown. */
    STARTUP_FAILED,
    /** No timed run succeeded, so there is no mean. */
    NO_TIME,
    /** The start-up is at least {@link #MAX_STARTUP_SHARE} of the mean. */
    STARTUP_OVER_HALF,
    /** mean - start-up is within {@link #MIN_STANDARD_ERRORS} standard errors of 0. */
    WITHIN_NOISE;

    /** Why, in words, for log lines and the table's notes. */
    public String words() {
      return switch (this) {
        case NOT_MEASURED -> "the start-up was not measured";
        case STARTUP_FAILED -> "the start-up is unknown, a run on the empty file failed";
        case STARTUP_OVER_HALF -> "the start-up is half the mean time or more, too close to"
            + " take out";
        case WITHIN_NOISE -> "the mean time less the start-up is within two standard errors"
            + " of 0, too close to take out";
        case NO_TIME -> "no timed run succeeded";
      };
    }
  }

  /** No start-up runs: nothing is known. */
  public static Startup unknown() {
    return none(NoParseRate.NOT_MEASURED);
  }

  private static Startup none(NoParseRate why) {
    return new Startup(OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.empty(),
        Optional.of(why));
  }

  /**
   * The start-up of a command from the times of its start-up runs.
   *
   * @param startupSeconds the times of the start-up runs, all successful
   * @param anyFailed whether a start-up run failed, which makes the start-up unknown
   * @param timed the command's whole-process statistics, empty when no timed run passed
   * @param timedRuns how many runs those statistics are of
   * @param bytes the data file's size
   */
  public static Startup of(double[] startupSeconds, boolean anyFailed,
      Optional<CommandStatistics> timed, int timedRuns, long bytes) {
    if (startupSeconds.length == 0 && !anyFailed) {
      return unknown();
    }
    if (anyFailed) {
      return none(NoParseRate.STARTUP_FAILED);
    }
    double startup = Descriptive.mean(startupSeconds);
    OptionalDouble stdDev =
        startupSeconds.length > 1
            ? OptionalDouble.of(Descriptive.standardDeviation(startupSeconds))
            : OptionalDouble.empty();
    Optional<NoParseRate> why = Optional.empty();
    OptionalDouble rate = OptionalDouble.empty();
    if (timed.isEmpty()) {
      why = Optional.of(NoParseRate.NO_TIME);
    } else {
      double mean = timed.get().mean();
      double difference = mean - startup;
      // Standard errors of the two means, where they are known (two runs or more each).
      double variance = squaredError(timed.get().stdDev(), timedRuns)
          + squaredError(stdDev, startupSeconds.length);
      if (startup >= MAX_STARTUP_SHARE * mean) {
        why = Optional.of(NoParseRate.STARTUP_OVER_HALF);
      } else if (difference <= MIN_STANDARD_ERRORS * Math.sqrt(variance)) {
        why = Optional.of(NoParseRate.WITHIN_NOISE);
      } else {
        rate = OptionalDouble.of(bytes / 1e6 / difference);
      }
    }
    return new Startup(OptionalDouble.of(startup), stdDev, rate, why);
  }

  private static double squaredError(OptionalDouble stdDev, int n) {
    return stdDev.isPresent() && n > 0 ? stdDev.getAsDouble() * stdDev.getAsDouble() / n : 0;
  }

  /** Whether the start-up is known but too close to the mean time to take out of it. */
  public boolean tooClose() {
    return noParseRate.filter(
        why -> why == NoParseRate.STARTUP_OVER_HALF || why == NoParseRate.WITHIN_NOISE)
        .isPresent();
  }
}
