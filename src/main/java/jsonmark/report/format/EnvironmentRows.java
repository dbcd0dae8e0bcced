package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import jsonmark.env.Environment;
import jsonmark.report.Numbers;
import jsonmark.report.ReportOptions;

/** The machine and the run's settings as rows of a two-column table, readable, units spelled. */
final class EnvironmentRows {

  private EnvironmentRows() {}

  /** The machine's rows, then the settings', each a {@code what} and a {@code value}. */
  static List<Map<String, String>> of(Environment environment, ReportOptions options) {
    List<Map<String, String>> rows = machine(environment);
    add(rows, "data file", options.dataFile());
    add(rows, "data SHA-256", options.dataSha256());
    add(rows, "timed runs per command", options.budget().describe());
    add(rows, "warm-up runs per command", String.valueOf(options.warmup()));
    add(rows, "start-up runs per command", String.valueOf(options.startupRuns()));
    add(rows, "profiled", options.profile()
        ? "yes, every " + options.intervalMs().orElse(0) + " ms" : "no");
    add(rows, "timeout", options.timeoutS().isEmpty() ? "none"
        : Numbers.fixed(options.timeoutS().getAsDouble(), 3) + " s");
    return rows;
  }

  /** The machine's rows only: CPU, cores, memory in GiB, OS, kernel, JVM and the runtimes. */
  static List<Map<String, String>> machine(Environment environment) {
    List<Map<String, String>> rows = new ArrayList<>();
    add(rows, "CPU", environment.cpu());
    add(rows, "cores", environment.physicalCores() + " physical, " + environment.logicalCores()
        + " logical");
    add(rows, "memory", String.format(Locale.ROOT, "%.1f GiB",
        environment.memoryBytes() / (1024.0 * 1024 * 1024)));
    add(rows, "operating system", environment.os());
    add(rows, "kernel", environment.kernel());
    add(rows, "JVM of the driver", environment.jvm());
    environment.runtimes().forEach((name, version) -> add(rows, name, version));
    return rows;
  }

  private static void add(List<Map<String, String>> rows, String what, String value) {
    rows.add(Map.of("what", what, "value", value == null ? "n/a" : value));
  }
}
