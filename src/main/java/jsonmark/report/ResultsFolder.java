package jsonmark.report;

import java.awt.AWTError;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jsonmark.io.FileKinds;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;

/**
 * One invocation's results folder, {@code <results-dir>/<UTC yyyyMMdd-HHmmss>-<benchmark>/}, and
 * the writing of every result file into it.
 *
 * <p>{@link #write} is meant to be called after each command, so that a later failure or Ctrl-C
 * loses nothing already measured. Each file is written under a temporary name in the folder and
 * then renamed over the old one atomically: a reader sees either the previous complete file or
 * the new one. Text files are written before the charts, so a charting failure costs only the
 * charts.
 */
public final class ResultsFolder {

  private static final DateTimeFormatter STAMP =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

  private final Path path;
  private final boolean inOverview;
  private final Set<Path> profilesWritten = new HashSet<>();

  private ResultsFolder(Path path, boolean inOverview) {
    this.path = path;
    this.inOverview = inOverview;
  }

  /**
   * Creates the folder for a run of {@code benchmark} started at {@code now}; when that name is
   * taken (two runs within one second), {@code -2}, {@code -3} and so on are appended.
   */
  public static ResultsFolder create(Path resultsDir, String benchmark, Instant now)
      throws IOException {
    Files.createDirectories(resultsDir);
    String base = STAMP.format(now) + "-" + FileNames.safe(benchmark);
    for (int attempt = 1; ; attempt++) {
      Path candidate = resultsDir.resolve(attempt == 1 ? base : base + "-" + attempt);
      try {
        return new ResultsFolder(Files.createDirectory(candidate), false);
      } catch (FileAlreadyExistsException taken) {
        // Another run took this name in the same second: try the next suffix.
      }
    }
  }

  /** What to tell the user when no results folder could be made in {@code resultsDir}. */
  public static String cannotCreate(Path resultsDir, IOException e) {
    return "cannot create the results folder in " + resultsDir + ": "
        + FileKinds.whyNotADirectory(resultsDir, e) + "; choose another --results-dir";
  }

  /** The folder {@code parent/<benchmark>}, for one benchmark of an invocation that ran several. */
  public static ResultsFolder createIn(Path parent, String benchmark) throws IOException {
    return new ResultsFolder(
        Files.createDirectory(parent.resolve(FileNames.safe(benchmark))), true);
  }

  public Path path() {
    return path;
  }

  /** (Re)writes every result file from {@code report}, the charts included. */
  public void write(Report report) throws IOException {
    writeData(report);
    Map<String, byte[]> charts = new LinkedHashMap<>();
    try {
      draw(charts, "time.png", Charts.time(report));
      draw(charts, "tradeoff.png", Charts.tradeoff(report));
      draw(charts, "cpu.png", Charts.cpu(report));
      draw(charts, "memory.png", Charts.memory(report));
      // The page embeds the charts just drawn, from memory rather than read back from disk.
      write("report.html",
          new HtmlReport(name -> Optional.ofNullable(charts.get(name)), inOverview)
              .render(report));
    } catch (RuntimeException | LinkageError | AWTError e) {
      writeSummary(report);
      throw new IOException("could not draw the charts (" + e + "); the rest is written", e);
    }
    writeSummary(report); // last, linking the charts just drawn
  }

  /**
   * (Re)writes the text files only (tables, runs, samples): cheap enough to do between two runs,
   * where drawing charts would keep the driver busy right before the next spawn.
   */
  public void writeText(Report report) throws IOException {
    writeData(report);
    writeSummary(report);
  }

  private void writeData(Report report) throws IOException {
    write("runs.csv", new RunsCsv().render(report));
    write("summary.json", new SummaryJson().render(report));
    writeProfiles(report.results());
  }

  /** summary.md, linking only the charts already in the folder (none before a command ends). */
  private void writeSummary(Report report) throws IOException {
    write("summary.md",
        new MarkdownSummary(chart -> Files.exists(path.resolve(chart))).render(report));
  }

  private void draw(Map<String, byte[]> charts, String name, Optional<byte[]> png)
      throws IOException {
    if (png.isPresent()) {
      charts.put(name, png.get());
      write(name, png);
    }
  }

  /** The file that holds the samples of {@code run} of the command at {@code index}. */
  private Path profileFile(List<String> names, int index, int run) {
    return path.resolve("profile").resolve(names.get(index) + "-" + run + ".csv");
  }

  private static List<String> distinctNames(List<CommandResult> commands) {
    return FileNames.distinct(commands.stream().map(CommandResult::name).toList());
  }

  private void writeProfiles(List<CommandResult> commands) throws IOException {
    List<String> names = distinctNames(commands);
    for (int index = 0; index < commands.size(); index++) {
      for (RunResult run : commands.get(index).runs()) {
        Path file = profileFile(names, index, run.run());
        // A run's samples never change once measured: each file is written once, so the
        // writing between two runs does not grow with the number of runs. A run set aside as
        // contended has none: its file is its re-run's, the run that counts.
        if (run.profile().isPresent() && run.contention() != Contention.SET_ASIDE
            && !profilesWritten.contains(file)) {
          Files.createDirectories(file.getParent());
          ResultFiles.writeAtomically(file, ProfileCsv.render(run.profile().get()));
          profilesWritten.add(file);
        }
      }
    }
  }

  /** (Re)writes {@code name}, a path relative to the folder whose parent exists, atomically. */
  public void write(String name, String text) throws IOException {
    ResultFiles.writeAtomically(path.resolve(name), text);
  }

  private void write(String name, Optional<byte[]> bytes) throws IOException {
    if (bytes.isPresent()) {
      ResultFiles.writeAtomically(path.resolve(name), bytes.get());
    }
  }
}
