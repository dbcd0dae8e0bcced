package jsonmark.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryJson;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;

/**
 * Reads a results folder's {@code summary.json}, of one benchmark or of several, into the same
 * report records that wrote it ({@link SummaryJson}), and takes from them what compare needs.
 */
final class ResultsReader {

  /** The setting that says what a folder's runs measured. */
  static final String MEASURE = "measure";

  /**
   * The shortest counted run compare takes: no process starts and exits faster, and a time
   * nearer 0 (or 0 itself) cannot be a ratio's denominator or a logarithm.
   */
  static final double MIN_SECONDS = 1e-6;

  private static final String EXAMPLE = "e.g. results/20261201-093000-Simple1Benchmark";

  private ResultsReader() {}

  static Folder read(Path path, String label) throws CompareException {
    if (!Files.isDirectory(path)) {
      throw new CompareException(path + " is not a folder: give results folders that jsonmark"
          + " wrote (" + EXAMPLE + ")");
    }
    Path summary = path.resolve("summary.json");
    if (!Files.isRegularFile(summary)) {
      throw new CompareException(path + " is not a results folder (it has no summary.json):"
          + " give the folders that jsonmark wrote (" + EXAMPLE + ")");
    }
    SummaryJson.Read read;
    try {
      read = SummaryJson.read(summary);
    } catch (SummaryJson.Unreadable e) {
      throw new CompareException(e.newer()
          ? summary.getParent() + " was " + e.getMessage() + ": compare it with that jsonmark or"
              + " a later one"
          : summary + " is not a jsonmark summary (" + e.getMessage() + "): give the folders"
              + " that jsonmark wrote (" + EXAMPLE + ")");
    } catch (IOException e) {
      throw new CompareException("cannot read " + summary + ": " + e.getMessage());
    }
    Report first = read.reports().get(0);
    boolean recorded = read.formatVersion() >= 2;
    for (Report report : read.reports()) {
      for (CommandSummary command : report.commands()) {
        checkCounted(label, path, command);
      }
    }
    return new Folder(label, path, read.formatVersion(),
        first.startTime().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString(),
        recorded ? Optional.of(first.jsonmarkVersion()) : Optional.empty(),
        recorded ? Optional.of(first.argv()) : Optional.empty(),
        read.reports().stream().map(r -> benchmark(r, recorded)).toList(),
        read.reports().stream().flatMap(r -> r.stateSentence().stream()
            .map(why -> read.reports().size() > 1 ? r.benchmark() + ": " + why : why))
            .toList());
  }

  private static BenchmarkRuns benchmark(Report report, boolean recorded) {
    return new BenchmarkRuns(report.benchmark(),
        recorded ? Optional.of(report.benchmarkVersion()) : Optional.empty(),
        report.serializer(), report.records(), report.options().dataSha256(), setting(report),
        report.commands().stream()
            .map(c -> command(c, recorded, report.options().maxWaitPercent())).toList());
  }

  private static CommandRuns command(CommandSummary c, boolean recorded, double maxWait) {
    double[] seconds = c.runs().stream().filter(RunResult::counted)
        .mapToDouble(RunResult::seconds).toArray();
    return new CommandRuns(c.name(), c.command(),
        recorded ? Optional.of(c.libraries()) : Optional.empty(), seconds, c.counts().failed(),
        c.counts().setAside(), c.shell(), c.profile(),
        RunResult.counts(c.runs()), c.waitedPercent(), maxWait);
  }

  /**
   * Refuses a counted run that no real run can have given: a time below {@link #MIN_SECONDS},
   * or an instruction count of 0 or less.
   */
  private static void checkCounted(String label, Path path, CommandSummary command)
      throws CompareException {
    for (RunResult run : command.runs()) {
      if (!run.counted()) {
        continue;
      }
      if (run.seconds() < MIN_SECONDS) {
        throw new CompareException(label + " (" + path + "): run " + run.run() + " of "
            + command.name() + " took " + Cells.seconds(run.seconds()) + ", below the 1 µs"
            + " that no process beats; such a time cannot be compared as a ratio: give folders"
            + " that jsonmark wrote");
      }
      if (run.instructions().isPresent() && run.instructions().getAsLong() <= 0) {
        throw new CompareException(label + " (" + path + "): run " + run.run() + " of "
            + command.name() + " counted " + run.instructions().getAsLong() + " instructions,"
            + " which no process executes; such a count cannot be compared as a ratio: give"
            + " folders that jsonmark wrote");
      }
    }
  }

  /** What the results depend on besides the command, in the order the differences are shown. */
  private static Map<String, String> setting(Report report) {
    Map<String, String> setting = new LinkedHashMap<>();
    var e = report.environment();
    if (e != null) {
      put(setting, "CPU", e.cpu());
      if (e.logicalCores() > 0) {
        setting.put("cores", e.physicalCores() + " physical / " + e.logicalCores() + " logical");
      }
      if (e.memoryBytes() > 0) {
        setting.put("memory", String.format(Locale.ROOT, "%.1f GiB",
            e.memoryBytes() / (double) (1L << 30)));
      }
      put(setting, "OS", e.os());
      put(setting, "kernel", e.kernel());
      put(setting, "JVM", e.jvm());
      e.runtimes().forEach((name, version) -> put(setting, name, version));
    }
    put(setting, "jsonmark", report.jsonmarkVersion());
    put(setting, "serializer", report.serializer());
    setting.put("records", String.valueOf(report.records()));
    setting.put("run budget", report.options().budget().describe());
    setting.put("warm-up runs", String.valueOf(report.options().warmup()));
    setting.put("profiled", String.valueOf(report.options().profile()));
    setting.put(MEASURE, report.options().measure().code());
    return setting;
  }

  private static void put(Map<String, String> setting, String what, String value) {
    if (value != null && !value.isEmpty()) {
      setting.put(what, value);
    }
  }
}
