package jsonmark.report.format;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import jsonmark.io.FileKinds;
import jsonmark.io.FileNames;
import jsonmark.report.Results;
import jsonmark.io.ResultWriter;

/**
 * One invocation's results folder, {@code <results-dir>/<UTC yyyyMMdd-HHmmss>-<name>/}, and its
 * {@link ResultWriter}.
 *
 * <p>{@link #write} is meant to be called after each command, so that a later failure or Ctrl-C
 * loses nothing already measured; the writer writes each file atomically, the text files before
 * the charts, so a charting failure costs only the charts.
 */
public final class ResultsFolder {

  private static final DateTimeFormatter STAMP =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

  private final Path path;
  private final boolean inOverview;
  private final ResultWriter writer;

  private ResultsFolder(Path path, boolean inOverview) {
    this.path = path;
    this.inOverview = inOverview;
    this.writer = new ResultWriter(path);
  }

  /**
   * Creates the folder for a run of {@code benchmark} started at {@code now}; when that name is
   * taken (two runs within one second), {@code -2}, {@code -3} and so on are appended.
   */
  public static ResultsFolder create(Path resultsDir, String benchmark, Instant now)
      throws IOException {
    Files.createDirectories(resultsDir);
    for (int attempt = 1; ; attempt++) {
      Path candidate = resultsDir.resolve(datedName(now, benchmark, attempt));
      try {
        return new ResultsFolder(Files.createDirectory(candidate), false);
      } catch (FileAlreadyExistsException taken) {
        // Another run took this name in the same second: try the next suffix.
      }
    }
  }

  /**
   * The name of a results folder, {@code <UTC yyyyMMdd-HHmmss>-<name>}, with {@code -N} appended
   * for the N-th attempt when the earlier ones were taken; the name is made safe for a file.
   */
  public static String datedName(Instant now, String name, int attempt) {
    String base = STAMP.format(now) + "-" + FileNames.safe(name);
    return attempt == 1 ? base : base + "-" + attempt;
  }

  /** What to tell the user when no results folder could be made in {@code resultsDir}. */
  public static String cannotCreate(Path resultsDir, IOException e) {
    return cannotCreate(resultsDir, FileKinds.whyNotADirectory(resultsDir, e));
  }

  /** ... when {@code why} says, in words, why no results folder can be made there. */
  public static String cannotCreate(Path resultsDir, String why) {
    return "cannot create the results folder in " + resultsDir + ": " + why
        + "; choose another --results-dir";
  }

  /** The folder {@code parent/<benchmark>}, for one benchmark of an invocation that ran several. */
  public static ResultsFolder createIn(Path parent, String benchmark) throws IOException {
    return new ResultsFolder(
        Files.createDirectory(parent.resolve(FileNames.safe(benchmark))), true);
  }

  public Path path() {
    return path;
  }

  /** (Re)writes every result file from {@code results}, the charts included. */
  public void write(Results results) throws IOException {
    writer.write(results, BenchmarkFiles.of(results, inOverview));
  }

  /**
   * (Re)writes the text files only (tables, runs, samples): cheap enough to do between two runs,
   * where drawing charts would keep the driver busy right before the next spawn.
   */
  public void writeText(Results results) throws IOException {
    writer.writeText(results, BenchmarkFiles.of(results, inOverview));
  }

  /** The writer of this folder's files, for a subcommand's own list of them. */
  public ResultWriter writer() {
    return writer;
  }
}
