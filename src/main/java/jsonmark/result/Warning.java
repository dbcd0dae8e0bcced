package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.Startup;

/**
 * One thing to be wary of in a run's timings, as data: the command it is about and its figures,
 * whose type is its kind. Every format renders the text itself (as hyperfine's {@code Warnings}
 * does), so that summary.json carries the figures rather than a sentence to parse.
 *
 * @param command the command it is about, by name; empty for a warning about the whole run
 * @param figures what was measured, one record per kind
 */
public record Warning(Optional<String> command, Figures figures) {

  public Warning {
    Objects.requireNonNull(command);
    Objects.requireNonNull(figures);
  }

  /** A warning about the command named {@code command}. */
  public static Warning about(String command, Figures figures) {
    return new Warning(Optional.of(command), figures);
  }

  /** What it warns of. */
  public Kind kind() {
    return figures.kind();
  }

  /** The kinds of warning, each with its figures' record. */
  public enum Kind {
    SLOW_FIRST_RUN(SlowFirstRun.class),
    OUTLIERS(Outliers.class),
    STARTUP_TOO_CLOSE(StartupTooClose.class),
    KEPT_BUSY(KeptBusy.class),
    BUSY(Busy.class),
    CPU_WAIT_UNAVAILABLE(CpuWaitUnavailable.class),
    PRECISION_NOT_REACHED(PrecisionNotReached.class),
    UNSTEADY(Unsteady.class),
    READ_NOT_PROVEN(ReadNotProven.class);

    private final Class<? extends Figures> figures;

    Kind(Class<? extends Figures> figures) {
      this.figures = figures;
    }

    /** The record of its figures. */
    public Class<? extends Figures> figures() {
      return figures;
    }

    /** {@code slow_first_run}: the name summary.json gives it. */
    public String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** A kind's figures; through {@link Cases}, a format that misses a kind fails to compile. */
  public sealed interface Figures
      permits SlowFirstRun, Outliers, StartupTooClose, KeptBusy, Busy, CpuWaitUnavailable,
          PrecisionNotReached, Unsteady, ReadNotProven {

    /** The kind these figures belong to. */
    default Kind kind() {
      return Arrays.stream(Kind.values()).filter(kind -> kind.figures.isInstance(this))
          .findFirst().orElseThrow();
    }

    /**
     * {@code cases}' answer for these figures: the one place that tells the records apart, so
     * that each format's {@link Cases} names every kind and the records stay plain data.
     */
    default <T> T accept(Cases<T> cases) {
      return switch (kind()) {
        case SLOW_FIRST_RUN -> cases.slowFirstRun((SlowFirstRun) this);
        case OUTLIERS -> cases.outliers((Outliers) this);
        case STARTUP_TOO_CLOSE -> cases.startupTooClose((StartupTooClose) this);
        case KEPT_BUSY -> cases.keptBusy((KeptBusy) this);
        case BUSY -> cases.busy((Busy) this);
        case CPU_WAIT_UNAVAILABLE -> cases.cpuWaitUnavailable((CpuWaitUnavailable) this);
        case PRECISION_NOT_REACHED -> cases.precisionNotReached((PrecisionNotReached) this);
        case UNSTEADY -> cases.unsteady((Unsteady) this);
        case READ_NOT_PROVEN -> cases.readNotProven((ReadNotProven) this);
      };
    }
  }

  /** One answer per kind of figures: how a format renders each. */
  public interface Cases<T> {
    T slowFirstRun(SlowFirstRun f);

    T outliers(Outliers f);

    T startupTooClose(StartupTooClose f);

    T keptBusy(KeptBusy f);

    T busy(Busy f);

    T cpuWaitUnavailable(CpuWaitUnavailable f);

    T precisionNotReached(PrecisionNotReached f);

    T unsteady(Unsteady f);

    T readNotProven(ReadNotProven f);
  }

  /** The first run took much longer than the median of all (cold caches: try --warmup). */
  public record SlowFirstRun(
      @JsonProperty("first_s") double firstSeconds,
      @JsonProperty("median_s") double medianSeconds) implements Figures {}

  /** Some runs are outliers, between {@code minSeconds} and {@code maxSeconds} (a busy machine). */
  public record Outliers(int outliers, int runs, @JsonProperty("min_s") double minSeconds,
      @JsonProperty("max_s") double maxSeconds) implements Figures {}

  /** The start-up is too close to the mean time to take out, so the parse MB/s is n/a. */
  public record StartupTooClose(
      @JsonProperty("startup_s") double startupSeconds,
      @JsonProperty("mean_s") double meanSeconds, Startup.NoParseRate reason)
      implements Figures {}

  /**
   * {@code keptRuns} of the {@code countedRuns} waited more than --max-wait for a CPU and count
   * all the same: {@code rerunRuns} of them after every re-run of their round, the others with
   * none (re-running had stopped, for the machine had stayed busy through earlier ones).
   *
   * @param rerunRuns how many of the kept runs had been run again first; null (files written
   *     before it was recorded) reads as all of them, as those files' words said
   */
  public record KeptBusy(@JsonProperty("kept_busy_runs") long keptRuns, int countedRuns,
      @JsonProperty("rerun_runs") Long rerunRuns) implements Figures {

    public KeptBusy {
      rerunRuns = rerunRuns == null ? Long.valueOf(keptRuns) : rerunRuns;
    }

    /** Kept runs that were all run again first. */
    public KeptBusy(long keptRuns, int countedRuns) {
      this(keptRuns, countedRuns, keptRuns);
    }
  }

  /** The counted runs waited {@code waitedPercent} of their wall time for a CPU, on average. */
  public record Busy(double waitedPercent) implements Figures {}

  /** This kernel cannot tell how long the runs waited for a CPU, and why. */
  public record CpuWaitUnavailable(String reason) implements Figures {}

  /**
   * The 95 % interval against {@code fastest} is ±{@code halfWidthPercent} (empty: unknown),
   * wider than --precision's ±{@code precisionPercent}, when the time or rounds ran out.
   */
  public record PrecisionNotReached(
      String fastest, OptionalDouble halfWidthPercent, double precisionPercent)
      implements Figures {}

  /**
   * The counted runs' times spread by {@code spreadPercent} (sample standard deviation over the
   * mean, in %) over {@code runs} runs, while they waited only {@code waitedPercent} of their
   * time for a CPU on average: the machine's own speed varied, or the program's did.
   */
  public record Unsteady(double spreadPercent, int runs, double waitedPercent)
      implements Figures {}

  /**
   * {@code runs} of the {@code countedRuns} passed though the driver could not prove they read
   * the whole file, for {@code reason} (a program that maps the file and exits before the driver
   * looks): they count, and this says so.
   */
  public record ReadNotProven(int runs, int countedRuns, String reason) implements Figures {}
}
