package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jsonmark.io.ResultFiles;
import jsonmark.report.Report;
import jsonmark.result.Metric;

/**
 * hyperfine 1.x's JSON layout ({@code --export-json}): {@code results[]} with hyperfine's keys
 * first, always in seconds, and ours beside them, so that what reads hyperfine's JSON reads ours.
 * Under {@code --measure instructions} hyperfine's keys hold the wall times of the runs under
 * Valgrind ({@code times_under_valgrind} says so) and the counts are in {@code instructions}: a
 * script that prints seconds never prints a count.
 */
public final class HyperfineJson implements Export {

  /** The whole file: hyperfine's {@code results}, and what its numbers are. */
  @JsonPropertyOrder({"results", "unit", "measure", "times_under_valgrind", "state",
      "jsonmark_version"})
  record Document(List<Result> results, String unit, String measure,
      @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean timesUnderValgrind,
      ExportState state, String jsonmarkVersion) {}

  /** One command on one benchmark: hyperfine's keys, then ours. */
  @JsonPropertyOrder({"command", "mean", "stddev", "median", "user", "system", "min", "max",
      "times", "memory_usage_byte", "exit_codes", "parameters", "unit", "name", "command_line",
      "benchmark", "relative", "failed_runs", "instructions"})
  record Result(
      String command,
      BigDecimal mean,
      BigDecimal stddev,
      BigDecimal median,
      BigDecimal user,
      BigDecimal system,
      BigDecimal min,
      BigDecimal max,
      List<Number> times,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Long> memoryUsageByte,
      List<Integer> exitCodes,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> parameters,
      String unit,
      String name,
      String commandLine,
      String benchmark,
      BigDecimal relative,
      long failedRuns,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Long> instructions) {}

  @Override
  public String render(List<Report> reports) {
    return render(reports, List.of());
  }

  @Override
  public String render(List<Report> reports, List<String> remaining) {
    List<Result> results = new ArrayList<>();
    for (Report report : reports) {
      List<Row> seconds = Row.inSeconds(report);
      List<Row> headline = Row.of(report);
      for (int i = 0; i < seconds.size(); i++) {
        results.add(result(seconds.get(i), headline.get(i)));
      }
    }
    Report first = reports.get(0);
    return ResultFiles.json(new Document(results, Metric.WALL_TIME.unit(),
        first.options().measure().code(), first.timesUnderValgrind(),
        ExportState.of(reports, remaining), first.jsonmarkVersion()));
  }

  /**
   * hyperfine's keys from the row in seconds; {@code relative} from the headline's row: the
   * ratio of times, or of instruction counts under --measure instructions.
   */
  private static Result result(Row row, Row headline) {
    return new Result(row.command().name(), Plain.of(row.mean()), Plain.of(row.stddev()),
        Plain.of(row.median()), Plain.of(row.user()), Plain.of(row.system()),
        Plain.of(row.min()), Plain.of(row.max()), row.numbers(), row.memoryBytes().orElse(null),
        row.exitCodes(), new TreeMap<>(row.parameters()), row.metric().unit(),
        row.command().name(), row.command().command(), row.benchmark(),
        headline.relative().map(r -> Plain.of(r.ratio())).orElse(null),
        row.command().counts().failed(), row.instructions());
  }
}
