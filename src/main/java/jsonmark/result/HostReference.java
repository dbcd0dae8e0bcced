package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.stats.Descriptive;

/**
 * What the host did during a run, as summary.json records it: a fixed, deterministic CPU loop
 * (the reference workload) timed once at the start of every round, in the same rounds as the
 * commands. Its work never changes, so a change in its time between two runs is a change of the
 * host's speed, which {@code jsonmark compare} takes out of the commands' changes.
 *
 * @param work what the loop does, so that only references of the same work are compared
 * @param seconds its wall time in each round, in the order of the rounds (round 1 first)
 * @param meanS the mean of {@code seconds}
 * @param stdDevS their sample standard deviation, empty below two rounds
 */
@JsonPropertyOrder({"work", "mean_s", "std_dev_s", "seconds"})
public record HostReference(
    String work,
    List<Double> seconds,
    @JsonProperty("mean_s") double meanS,
    @JsonProperty("std_dev_s") OptionalDouble stdDevS) {

  public HostReference {
    seconds = List.copyOf(seconds);
    stdDevS = stdDevS == null ? OptionalDouble.empty() : stdDevS;
  }

  /** The reference of {@code work} timed {@code seconds}, one per round; empty without a round. */
  public static Optional<HostReference> of(String work, List<Double> seconds) {
    if (seconds.isEmpty()) {
      return Optional.empty();
    }
    double[] times = seconds.stream().mapToDouble(Double::doubleValue).toArray();
    return Optional.of(new HostReference(work, seconds, Descriptive.mean(times),
        times.length > 1 ? OptionalDouble.of(Descriptive.standardDeviation(times))
            : OptionalDouble.empty()));
  }

  /** Its times, as an array for the statistics. */
  public double[] times() {
    return seconds.stream().mapToDouble(Double::doubleValue).toArray();
  }
}
