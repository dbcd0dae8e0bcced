package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.exec.TreeCpu;
import jsonmark.result.Metric;
import jsonmark.result.RunResult;
import jsonmark.stats.CpuWait;

/**
 * One counted run as hyperfine's schema 2 writes it (hyperfine {@code
 * src/benchmark/measurement.rs}, {@code Measurement}): each time a {@code {value, unit}} object
 * in seconds, peak memory in bytes when profiled, a hardware count as {@code {value}}, the exit
 * code; then what hyperfine has no field for, under {@code jsonmark}.
 *
 * @param timeWallClock wall time
 * @param timeCpu user plus system CPU time of the whole tree, where the platform tells
 * @param timeUser user CPU time, likewise
 * @param timeSystem system CPU time, likewise
 * @param memoryPeakResident the tree's peak resident memory, with --profile
 * @param instructions what the tree executed, counted under Valgrind
 * @param exitCode the exit status
 * @param jsonmark ours
 */
@JsonPropertyOrder({"time_wall_clock", "time_cpu", "time_user", "time_system",
    "memory_peak_resident", "instructions", "exit_code", "jsonmark"})
@JsonInclude(JsonInclude.Include.NON_NULL)
record SchemaTwoMeasurement(
    Quantity timeWallClock,
    Quantity timeCpu,
    Quantity timeUser,
    Quantity timeSystem,
    Quantity memoryPeakResident,
    Count instructions,
    int exitCode,
    Ours jsonmark) {

  static final String WALL = "time_wall_clock";
  static final String CPU = "time_cpu";
  static final String USER = "time_user";
  static final String SYSTEM = "time_system";
  static final String MEMORY = "memory_peak_resident";
  static final String INSTRUCTIONS = "instructions";

  /** The key of {@code metric}'s values, hyperfine's {@code primary_metric}. */
  static String key(Metric metric) {
    return Map.of(Metric.WALL_TIME, WALL, Metric.INSTRUCTIONS, INSTRUCTIONS).get(metric);
  }

  /**
   * A quantity in its canonical unit: hyperfine's {@code serialize_time} ({@code second}) and
   * {@code serialize_information} ({@code byte}), in {@code src/quantity/mod.rs}.
   */
  @JsonPropertyOrder({"value", "unit"})
  record Quantity(BigDecimal value, String unit) {

    static Quantity seconds(double value) {
      return new Quantity(Plain.f64(value), "second");
    }
  }

  /** A hardware counter's count: {@code serialize_optional_count} writes it with no unit. */
  record Count(long value) {}

  /**
   * What hyperfine has no field for.
   *
   * @param round the round the run was made in
   * @param checksum what it printed
   * @param cpuWaitS how long its tree waited for a CPU, where measured
   */
  @JsonPropertyOrder({"round", "checksum", "cpu_wait_s"})
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Ours(int round, String checksum, BigDecimal cpuWaitS) {}

  static SchemaTwoMeasurement of(RunResult run) {
    Optional<TreeCpu> cpu = run.cpu();
    OptionalDouble waited = run.cpuWait().map(CpuWait::treeWaitSeconds)
        .orElse(OptionalDouble.empty());
    return new SchemaTwoMeasurement(Quantity.seconds(run.seconds()),
        cpu.map(c -> Quantity.seconds(c.totalSeconds())).orElse(null),
        cpu.map(c -> Quantity.seconds(c.userSeconds())).orElse(null),
        cpu.map(c -> Quantity.seconds(c.systemSeconds())).orElse(null),
        run.profile().map(p -> new Quantity(Plain.f64(Row.bytes(p)), "byte")).orElse(null),
        run.instructions().isPresent() ? new Count(run.instructions().getAsLong()) : null,
        run.exitCode(), new Ours(run.run(), run.checksum().orElse(null), Plain.of(waited)));
  }

  /**
   * Its figure of {@code metric} in the metric's canonical unit (seconds, bytes, a count), as
   * hyperfine's {@code Metric::value} reads it; empty when the run has none.
   */
  OptionalDouble value(String metric) {
    Object quantity = switch (metric) {
      case WALL -> timeWallClock;
      case CPU -> timeCpu;
      case USER -> timeUser;
      case SYSTEM -> timeSystem;
      case MEMORY -> memoryPeakResident;
      case INSTRUCTIONS -> instructions;
      default -> throw new IllegalArgumentException("no metric " + metric);
    };
    if (quantity instanceof Quantity q) {
      return OptionalDouble.of(q.value().doubleValue());
    }
    return quantity instanceof Count c ? OptionalDouble.of(c.value()) : OptionalDouble.empty();
  }
}
