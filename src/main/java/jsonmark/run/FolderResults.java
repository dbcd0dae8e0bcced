package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jsonmark.cache.DataFile;
import jsonmark.cli.Settings;
import jsonmark.env.Environment;
import jsonmark.exec.CommandResult;
import jsonmark.log.Log;
import jsonmark.report.FileNames;
import jsonmark.report.Report;
import jsonmark.report.ResultsFolder;
import jsonmark.report.SummaryTable;

/** The run's results folder: every result file, plus one stderr log per run under logs/. */
final class FolderResults implements ResultsSink {

  private final ResultsFolder folder;
  private final Report report;
  private final Log log;

  private FolderResults(ResultsFolder folder, Report report, Log log) {
    this.folder = folder;
    this.report = report;
    this.log = log;
  }

  static FolderResults create(Settings s, DataFile data, Log log) throws IOException {
    Instant start = Instant.now();
    ResultsFolder folder = ResultsFolder.create(s.resultsDir(), s.benchmark().name(), start);
    log.debug("Reading the environment");
    Report report =
        new Report(
            s.benchmark().name(),
            s.serializer().name(),
            data.metadata().records(),
            data.metadata().bytes(),
            data.metadata().checksum(),
            options(s, data),
            Environment.capture(),
            start,
            List.of());
    return new FolderResults(folder, report, log);
  }

  private static Map<String, Object> options(Settings s, DataFile data) {
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("benchmark", s.benchmark().name());
    options.put("serializer", s.serializer().description());
    options.put("records", s.records());
    options.put("data file", data.path().toString());
    options.put("data sha256", data.metadata().sha256());
    options.put("runs", s.runs());
    options.put("warmup", s.warmup());
    options.put("profile", s.profile());
    if (s.profile()) {
      options.put("interval (ms)", s.interval().toMillis());
    }
    s.timeout().ifPresent(t -> options.put("timeout (s)", t.toMillis() / 1000.0));
    return options;
  }

  @Override
  public void update(List<CommandResult> results, boolean complete) throws IOException {
    if (complete) {
      folder.write(report.withCommands(results));
    } else {
      folder.writeText(report.withCommands(results));
    }
  }

  @Override
  public String table(List<CommandResult> results) {
    return new SummaryTable().render(report.withCommands(results));
  }

  @Override
  public OutputStream stderrLog(String name, String kind, int run) {
    Path file =
        folder.path().resolve("logs")
            .resolve(FileNames.safe(name) + "-" + kind + "-" + run + ".stderr.log");
    return new LazyFileStream(file, log);
  }

  @Override
  public Path folder() {
    return folder.path();
  }
}
