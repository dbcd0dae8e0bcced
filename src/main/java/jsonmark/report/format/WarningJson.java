package jsonmark.report.format;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import jsonmark.report.Numbers;
import jsonmark.result.Warning;

/**
 * A warning in summary.json: its kind, the command, its figures under snake_case keys with
 * their unit (as every other key), and the sentence the other formats show, so that a reader
 * of the JSON needs neither to parse prose nor to rebuild it.
 *
 * @param kind {@link Warning.Kind#code()}
 * @param command the command's name, null for a warning about the whole run
 * @param figures the figures of its kind, in a fixed order; null where unknown
 * @param message {@link WarningText}'s sentence
 */
record WarningJson(String kind, String command, Map<String, Object> figures, String message) {

  /** {@code warning} as summary.json writes it. */
  static WarningJson of(Warning warning) {
    return new WarningJson(warning.kind().code(), warning.command().orElse(null),
        warning.figures().accept(new Figures()), WarningText.of(warning));
  }

  /** The figures of each kind, rounded as the statistics they come from are. */
  private static final class Figures implements Warning.Cases<Map<String, Object>> {

    @Override
    public Map<String, Object> slowFirstRun(Warning.SlowFirstRun f) {
      return map("first_s", seconds(f.firstSeconds()), "median_s", seconds(f.medianSeconds()));
    }

    @Override
    public Map<String, Object> outliers(Warning.Outliers f) {
      return map("outliers", f.outliers(), "runs", f.runs(),
          "min_s", seconds(f.minSeconds()), "max_s", seconds(f.maxSeconds()));
    }

    @Override
    public Map<String, Object> startupTooClose(Warning.StartupTooClose f) {
      return map("startup_s", seconds(f.startupSeconds()), "mean_s", seconds(f.meanSeconds()),
          "reason", f.reason().code());
    }

    @Override
    public Map<String, Object> keptBusy(Warning.KeptBusy f) {
      return map("kept_busy_runs", f.keptRuns(), "counted_runs", f.countedRuns());
    }

    @Override
    public Map<String, Object> busy(Warning.Busy f) {
      return map("waited_percent", Numbers.decimal(f.waitedPercent(), 2));
    }

    @Override
    public Map<String, Object> cpuWaitUnavailable(Warning.CpuWaitUnavailable f) {
      return map("reason", f.reason());
    }

    @Override
    public Map<String, Object> precisionNotReached(Warning.PrecisionNotReached f) {
      return map("fastest", f.fastest(),
          "half_width_percent", Numbers.decimal(f.halfWidthPercent(), 2),
          "precision_percent", BigDecimal.valueOf(f.precisionPercent()).stripTrailingZeros());
    }

    @Override
    public Map<String, Object> unsteady(Warning.Unsteady f) {
      return map("spread_percent", Numbers.decimal(f.spreadPercent(), 2), "runs", f.runs(),
          "waited_percent", Numbers.decimal(f.waitedPercent(), 2));
    }

    private static BigDecimal seconds(double value) {
      return Numbers.decimal(value, 6);
    }

    /** Keys and values, alternating, in the order given; a null value is kept. */
    private static Map<String, Object> map(Object... keysAndValues) {
      Map<String, Object> map = new LinkedHashMap<>();
      for (int i = 0; i < keysAndValues.length; i += 2) {
        map.put((String) keysAndValues[i], keysAndValues[i + 1]);
      }
      return map;
    }
  }
}
