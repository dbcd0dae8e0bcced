package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import jsonmark.stats.Descriptive;

/**
 * One metric over a command's measurements, as hyperfine's schema 2 summarises it (hyperfine
 * {@code src/export/json.rs}, {@code StatisticalSummary}; {@code src/metric.rs}, {@code
 * Metric::summarize}): its unit ({@code second}, {@code byte}; none for a count), how many
 * runs, mean, sample standard deviation ({@code null} below two), median, min and max.
 *
 * @param unit the unit, absent for a count
 * @param count the runs summarised
 * @param mean their mean
 * @param stddev their sample standard deviation, {@code null} below two runs
 * @param median their median
 * @param min the lowest
 * @param max the highest
 */
@JsonPropertyOrder({"unit", "count", "mean", "stddev", "median", "min", "max"})
record SchemaTwoSummary(
    @JsonInclude(JsonInclude.Include.NON_NULL) String unit,
    int count,
    BigDecimal mean,
    BigDecimal stddev,
    BigDecimal median,
    BigDecimal min,
    BigDecimal max) {

  /** Each metric and its unit, in hyperfine's {@code Metric::ALL} order, for what we measure. */
  private static final Map<String, String> UNITS = units();

  /**
   * The summary of every metric that every measurement has, keyed and ordered by the metric's
   * name, as hyperfine's {@code BTreeMap}: a metric some run lacks is not summarised.
   */
  static Map<String, SchemaTwoSummary> of(List<SchemaTwoMeasurement> measurements) {
    Map<String, SchemaTwoSummary> summary = new TreeMap<>();
    if (measurements.isEmpty()) {
      return summary;
    }
    UNITS.forEach((metric, unit) -> {
      List<OptionalDouble> found = measurements.stream().map(m -> m.value(metric)).toList();
      if (found.stream().allMatch(OptionalDouble::isPresent)) {
        double[] values = found.stream().mapToDouble(OptionalDouble::getAsDouble).toArray();
        summary.put(metric, new SchemaTwoSummary(unit, values.length,
            Plain.f64(Descriptive.mean(values)),
            values.length > 1 ? Plain.f64(Descriptive.standardDeviation(values)) : null,
            Plain.f64(Descriptive.median(values)), Plain.f64(Descriptive.min(values)),
            Plain.f64(Descriptive.max(values))));
      }
    });
    return summary;
  }

  private static Map<String, String> units() {
    Map<String, String> units = new LinkedHashMap<>();
    units.put(SchemaTwoMeasurement.WALL, "second");
    units.put(SchemaTwoMeasurement.CPU, "second");
    units.put(SchemaTwoMeasurement.USER, "second");
    units.put(SchemaTwoMeasurement.SYSTEM, "second");
    units.put(SchemaTwoMeasurement.MEMORY, "byte");
    units.put(SchemaTwoMeasurement.INSTRUCTIONS, null);
    return units;
  }
}
