package jsonmark.report.export;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jsonmark.io.ResultFiles;
import jsonmark.report.Report;

/**
 * hyperfine's newer JSON layout ({@code --export-json-schema 2}), as its source writes it
 * (hyperfine {@code src/export/json.rs}, {@code JsonExporter::serialize}): {@code
 * schema_version}, {@code metadata}, {@code primary_metric}, and for each command its {@code
 * measurements} (one per counted run) and a {@code summary} per metric. What hyperfine has no
 * field for is under {@code jsonmark}, at each level, never in one of hyperfine's keys.
 */
public final class HyperfineJsonV2 implements Export {

  /** The whole file: hyperfine's {@code HyperfineSummary}, then ours. */
  @JsonPropertyOrder({"schema_version", "metadata", "primary_metric", "results", "jsonmark"})
  record Document(int schemaVersion, Metadata metadata, String primaryMetric,
      List<Result> results, Ours jsonmark) {}

  /**
   * hyperfine's {@code Metadata} ({@code src/export/json/metadata.rs}) but for {@code
   * hyperfine_version}: hyperfine did not write the file; {@code jsonmark.version} says what did.
   *
   * @param startTime when the first benchmark started, RFC 3339 to the second
   * @param platform the operating system
   */
  @JsonPropertyOrder({"start_time", "platform"})
  record Metadata(String startTime, Platform platform) {}

  /**
   * hyperfine's {@code Platform}: the kernel's name as {@code uname} gives it; a field not known
   * is left out, as hyperfine leaves it out.
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  record Platform(String os) {}

  /**
   * One command on one benchmark: hyperfine's {@code BenchmarkResult} (its {@code measurements}
   * flattened in) and {@code summary}, then ours.
   *
   * @param command the command line, with {@code $FILENAME} as given
   * @param name its --name, when that differs from the command
   * @param measurements one per counted run
   * @param parameters its parameter values ({@code -L}, {@code -P}) by name
   * @param summary each metric every measurement has, by name
   * @param jsonmark ours
   */
  @JsonPropertyOrder({"command", "name", "measurements", "parameters", "summary", "jsonmark"})
  record Result(
      String command,
      @JsonInclude(JsonInclude.Include.NON_NULL) String name,
      List<SchemaTwoMeasurement> measurements,
      @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Parameter> parameters,
      Map<String, SchemaTwoSummary> summary,
      ResultOurs jsonmark) {}

  /** A parameter's value, as hyperfine's {@code Parameter} writes it. */
  record Parameter(String value) {}

  /**
   * What hyperfine has no field for, about one command on one benchmark.
   *
   * @param benchmark the benchmark (or --data file) it ran on
   * @param failedRuns its runs that failed, which are not among the measurements
   * @param relative its mean over the baseline's: of times, or of instruction counts under
   *     --measure instructions; {@code null} when they share no counted run
   * @param startupS its mean start-up time on the empty file, where measured
   * @param parseMbPerS data MB over (mean time - start-up), where meaningful
   */
  @JsonPropertyOrder({"benchmark", "failed_runs", "relative", "startup_s", "parse_mb_per_s"})
  record ResultOurs(String benchmark, long failedRuns, BigDecimal relative,
      @JsonInclude(JsonInclude.Include.NON_NULL) BigDecimal startupS,
      @JsonInclude(JsonInclude.Include.NON_NULL) BigDecimal parseMbPerS) {}

  /**
   * What hyperfine has no field for, about the whole file.
   *
   * @param version the driver's version
   * @param measure {@code time}, {@code instructions} or {@code both}
   * @param timesUnderValgrind whether the times are of runs under Valgrind (--measure
   *     instructions): no figure of speed is to be drawn from them
   * @param state whether the runs ran to their end
   */
  @JsonPropertyOrder({"version", "measure", "times_under_valgrind", "state"})
  record Ours(String version, String measure, boolean timesUnderValgrind, ExportState state) {}

  @Override
  public String render(List<Report> reports) {
    return render(reports, List.of());
  }

  @Override
  public String render(List<Report> reports, List<String> remaining) {
    List<Result> results = new ArrayList<>();
    for (Report report : reports) {
      Row.of(report).forEach(row -> results.add(result(row)));
    }
    Report first = reports.get(0);
    return ResultFiles.json(new Document(2,
        new Metadata(first.startTime().truncatedTo(ChronoUnit.SECONDS).toString(),
            new Platform(os(first.environment().kernel()))),
        SchemaTwoMeasurement.key(first.metric()), results,
        new Ours(first.jsonmarkVersion(), first.options().measure().code(),
            first.timesUnderValgrind(),
            ExportState.of(reports, remaining))));
  }

  private static Result result(Row row) {
    List<SchemaTwoMeasurement> measurements = row.countedRuns().stream()
        .map(SchemaTwoMeasurement::of).toList();
    Map<String, Parameter> parameters = new TreeMap<>();
    row.parameters().forEach((name, value) -> parameters.put(name, new Parameter(value)));
    String name = customName(row.command().name(), row.parameters());
    return new Result(row.command().command(),
        name.equals(row.command().command()) ? null : name, measurements, parameters,
        SchemaTwoSummary.of(measurements),
        new ResultOurs(row.benchmark(), row.command().counts().failed(),
            row.relative().map(r -> Plain.of(r.ratio())).orElse(null),
            Plain.of(row.command().startup().seconds()),
            Plain.of(row.command().startup().parseMegabytesPerSecond())));
  }

  /**
   * The --name as hyperfine's {@code name} holds it: without the {@code " (n = 2)"} that names
   * the parameters it does not mention (hyperfine keeps that for its tables only).
   */
  static String customName(String label, Map<String, String> parameters) {
    int open = label.lastIndexOf(" (");
    if (open < 0 || !label.endsWith(")")) {
      return label;
    }
    List<String> named = List.of(label.substring(open + 2, label.length() - 1).split(", "));
    List<String> values = parameters.entrySet().stream()
        .map(p -> p.getKey() + " = " + p.getValue()).toList();
    int next = 0;
    for (String value : named) { // in the order of the parameters, each once
      int at = values.subList(next, values.size()).indexOf(value);
      if (at < 0) {
        return label;
      }
      next += at + 1;
    }
    return label.substring(0, open);
  }

  /** The kernel's name, as {@code uname -s} prints it: the first word of {@code Linux 6.1.0}. */
  private static String os(String kernel) {
    String word = kernel == null ? "" : kernel.strip().split("\\s+")[0];
    return word.isEmpty() || word.equals(jsonmark.report.Numbers.NOT_AVAILABLE) ? null : word;
  }
}
