package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Optional;
import jsonmark.stats.Descriptive;

/**
 * The driver's own time between a command's timed runs, as summary.json records it: from the
 * exit of the timed run before each of them to its start, what the driver did in between
 * (judging, the read check, writing the results, deciding the next run, settling).
 *
 * @param gaps how many gaps were measured: the timed runs that followed a timed run directly
 * @param medianMs their median, in milliseconds
 * @param maxMs the longest, in milliseconds
 */
@JsonPropertyOrder({"gaps", "median_ms", "max_ms"})
public record DriverGap(
    int gaps,
    @JsonProperty("median_ms") double medianMs,
    @JsonProperty("max_ms") double maxMs) {

  /** The gaps of {@code seconds}, one per timed run that followed another; empty without one. */
  public static Optional<DriverGap> of(List<Double> seconds) {
    if (seconds.isEmpty()) {
      return Optional.empty();
    }
    double[] ms = seconds.stream().mapToDouble(s -> s * 1000).toArray();
    return Optional.of(new DriverGap(ms.length, Descriptive.median(ms), Descriptive.max(ms)));
  }
}
