package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.io.ResultFiles;
import jsonmark.report.Report;
import jsonmark.result.Measure;
import jsonmark.result.RunResult;
import jsonmark.stats.Descriptive;

/**
 * hyperfine 2.0's JSON layout ({@code --export-json-schema 2}): {@code schema_version: 2}, and
 * for each command a {@code measurements} array (one object per counted run, one key per metric)
 * and a {@code summary} per metric, under hyperfine's metric names, for what was measured:
 * wall, user and system time and peak memory when timing, instructions when counting.
 */
public final class HyperfineJsonV2 implements Export {

  static final String WALL = "time_wall_clock";
  static final String USER = "time_user";
  static final String SYSTEM = "time_system";
  static final String MEMORY = "memory_peak_resident";
  static final String INSTRUCTIONS = "instructions";

  /** The whole file. */
  @JsonPropertyOrder({"schema_version", "measure", "state", "jsonmark_version", "results"})
  record Document(int schemaVersion, String measure, ExportState state, String jsonmarkVersion,
      List<Result> results) {}

  /** One command on one benchmark. */
  @JsonPropertyOrder({"command", "name", "command_line", "benchmark", "parameters",
      "measurements", "summary"})
  record Result(
      String command,
      String name,
      String commandLine,
      String benchmark,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> parameters,
      List<Map<String, Object>> measurements,
      Map<String, Summary> summary) {}

  /** One metric over the counted runs. */
  @JsonPropertyOrder({"unit", "mean", "stddev", "median", "min", "max"})
  record Summary(String unit, BigDecimal mean, BigDecimal stddev, BigDecimal median,
      BigDecimal min, BigDecimal max) {

    static Summary of(String unit, double[] values) {
      return new Summary(unit, Plain.of(Descriptive.mean(values)),
          values.length > 1 ? Plain.of(Descriptive.standardDeviation(values)) : null,
          Plain.of(Descriptive.median(values)), Plain.of(Descriptive.min(values)),
          Plain.of(Descriptive.max(values)));
    }
  }

  @Override
  public String render(List<Report> reports) {
    return render(reports, List.of());
  }

  @Override
  public String render(List<Report> reports, List<String> remaining) {
    List<Result> results = new ArrayList<>();
    for (Report report : reports) {
      for (Row row : Row.of(report)) {
        results.add(result(row, report.options().measure()));
      }
    }
    Report first = reports.get(0);
    return ResultFiles.json(new Document(2, first.options().measure().code(),
        ExportState.of(reports, remaining), first.jsonmarkVersion(), results));
  }

  private static Result result(Row row, Measure measure) {
    List<RunResult> runs = row.countedRuns();
    List<Map<String, Object>> measurements = new ArrayList<>();
    for (RunResult run : runs) {
      Map<String, Object> m = new LinkedHashMap<>();
      if (measure.times()) {
        m.put(WALL, Plain.of(run.seconds()));
        run.cpu().ifPresent(cpu -> {
          m.put(USER, Plain.of(cpu.userSeconds()));
          m.put(SYSTEM, Plain.of(cpu.systemSeconds()));
        });
        run.profile().ifPresent(p -> m.put(MEMORY, Math.round(p.memMax() * 1024 * 1024)));
      }
      run.instructions().ifPresent(count -> m.put(INSTRUCTIONS, count));
      m.put("exit_code", run.exitCode());
      measurements.add(m);
    }
    Map<String, Summary> summary = new LinkedHashMap<>();
    summarise(summary, measurements, WALL, "second");
    summarise(summary, measurements, USER, "second");
    summarise(summary, measurements, SYSTEM, "second");
    summarise(summary, measurements, MEMORY, "byte");
    summarise(summary, measurements, INSTRUCTIONS, "instruction");
    return new Result(row.command().name(), row.command().name(), row.command().command(),
        row.benchmark(), row.parameters(), measurements, summary);
  }

  /**
   * The metric's summary over the measurements that have it (under --measure both, only the
   * first runs are counted), when any has it.
   */
  private static void summarise(Map<String, Summary> summary,
      List<Map<String, Object>> measurements, String metric, String unit) {
    double[] values = measurements.stream().filter(m -> m.containsKey(metric))
        .mapToDouble(m -> ((Number) m.get(metric)).doubleValue()).toArray();
    if (values.length > 0) {
      summary.put(metric, Summary.of(unit, values));
    }
  }
}
