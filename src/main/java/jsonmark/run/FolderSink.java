package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.Map;
import jsonmark.exec.LabelledCommand;
import jsonmark.cache.DataFile;
import jsonmark.cache.UserDataCache;
import jsonmark.env.Environment;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.log.Log;
import jsonmark.io.FileNames;
import jsonmark.report.Provenance;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.report.format.ResultsFolder;
import jsonmark.report.format.SummaryTable;

/** The sink that fills a run's {@link ResultsFolder}, and its logs/ with each run's stderr. */
final class FolderSink implements ResultsSink {

  private final ResultsFolder folder;
  private final Report report;
  private final WriteFailures failures;
  private final Map<String, String> logNames;

  private FolderSink(
      ResultsFolder folder, Report report, WriteFailures failures, Map<String, String> logNames) {
    this.folder = folder;
    this.report = report;
    this.failures = failures;
    this.logNames = logNames;
  }

  /**
   * The results folder of {@code s}'s benchmark: a new dated folder in the results directory, or
   * {@code parent/<benchmark>} when the invocation runs several benchmarks.
   */
  static FolderSink create(
      BenchmarkOptions s, DataFile data, Log log, WriteFailures failures, Optional<Path> parent,
      Supplier<Environment> environment, Provenance provenance) throws IOException {
    Instant start = Instant.now();
    ResultsFolder folder =
        parent.isPresent()
            ? ResultsFolder.createIn(parent.get(), s.label())
            : ResultsFolder.create(s.resultsDir(), s.label(), start);
    Report report =
        Report.of(
            s.label(),
            s.data().isPresent() ? UserDataCache.BENCHMARK_VERSION : s.benchmark().version(),
            s.serializer().name(),
            data.metadata().records(),
            data.metadata().bytes(),
            data.metadata().checksum(),
            options(s, data),
            environment.get(),
            start,
            provenance,
            List.of());
    return new FolderSink(folder, report, failures, logNames(s));
  }

  /** Each command's log file stem, distinct even where two names differ only in punctuation. */
  private static Map<String, String> logNames(BenchmarkOptions s) {
    List<String> names = s.commands().stream().map(LabelledCommand::name).toList();
    List<String> stems = FileNames.distinct(names);
    Map<String, String> byName = new HashMap<>();
    for (int i = 0; i < names.size(); i++) {
      byName.put(names.get(i), stems.get(i));
    }
    return byName;
  }

  /**
   * The data file as results show it: relative to the current folder when it is inside it (as
   * with {@code --cache-dir cache}), so that a results folder shared or committed does not carry
   * the path of the machine that wrote it.
   */
  static String shown(Path file) {
    Path here = Path.of("").toAbsolutePath();
    Path absolute = file.toAbsolutePath().normalize();
    return absolute.startsWith(here) ? here.relativize(absolute).toString() : file.toString();
  }

  private static ReportOptions options(BenchmarkOptions s, DataFile data) {
    return new ReportOptions(
        shown(data.path()),
        data.metadata().sha256(),
        s.runs(),
        s.warmup(),
        s.profile(),
        s.profile() ? s.interval().toMillis() : null,
        s.timeout().map(t -> t.toNanos() / 1e9).orElse(null),
        s.startupRuns(),
        s.rounds().order().name().toLowerCase(java.util.Locale.ROOT),
        s.rounds().order() == Rounds.Order.INTERLEAVED ? s.rounds().seed() : null,
        s.rounds().baseline().orElse(null),
        s.rounds().maxWaitPercent(),
        s.rounds().precisionPercent().isPresent()
            ? s.rounds().precisionPercent().getAsDouble() : null,
        s.rounds().sort().name().toLowerCase(java.util.Locale.ROOT));
  }

  @Override
  public Written update(List<CommandResult> results, boolean complete) {
    Report now = report.withCommands(results);
    try {
      if (complete) {
        folder.write(now);
      } else {
        folder.writeText(now);
      }
    } catch (IOException e) {
      failures.report(folder.path(), e);
    }
    return new Wrote(now);
  }

  /** The report of one update, as the run reads it back. */
  private record Wrote(Report written) implements Written {

    @Override
    public List<CommandSummary> commands() {
      return written.commands();
    }

    @Override
    public String table() {
      return SummaryTable.terminal(written, TerminalWidth.columns()) + Ranking.text(written);
    }

    @Override
    public Optional<Report> report() {
      return Optional.of(written);
    }
  }

  @Override
  public OutputStream stderrLog(String name, String kind, int run) {
    Path file =
        folder.path().resolve("logs")
            .resolve(logNames.getOrDefault(name, FileNames.safe(name)) + "-" + kind + "-" + run
                + ".stderr.log");
    return new LazyFileStream(file, e -> failures.report(folder.path(), e));
  }

  @Override
  public Path folder() {
    return folder.path();
  }
}
