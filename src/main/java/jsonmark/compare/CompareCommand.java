package jsonmark.compare;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import jsonmark.io.PathArguments;
import jsonmark.log.Log;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jsonmark compare}: did it change, and is the change real, between results folders. */
@Command(
    name = "compare",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Compares result folders benchstat-style: for each benchmark and command (matched by"
          + " name, or by command text with --match command), the mean time ± its 95%% interval"
          + " in each folder, the change against the first folder with its 95%% interval, and"
          + " the p-value of Welch's t-test on log-times; ~ marks a change that is not"
          + " significant at --alpha. With more than two folders, each is compared with the"
          + " first. What differs besides the commands (machine, runtimes, settings, library"
          + " versions) is printed above the tables.",
      "Writes compare.md, compare.json, compare.html and change charts into"
          + " <results-dir>/<UTC time>-compare/.",
    },
    footerHeading = "%n",
    footer = {
      "Folders whose data differ (data file SHA-256, benchmark version) are refused unless"
          + " --allow-different-data.",
      "Exit status: 0 compared; 1 with --fail-on-regression when a command got significantly"
          + " slower by more than PCT, or files could not be written; 2 usage error.",
    })
public final class CompareCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  private final Map<String, String> env;
  private final boolean terminal;
  private final String jsonmarkVersion;

  /**
   * @param env the environment, read for LOG_LEVEL and NO_COLOR
   * @param terminal whether standard output is a terminal (the only place colours go)
   * @param jsonmarkVersion this driver's version, recorded in compare.json
   */
  public CompareCommand(Map<String, String> env, boolean terminal, String jsonmarkVersion) {
    this.env = env;
    this.terminal = terminal;
    this.jsonmarkVersion = jsonmarkVersion;
  }

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  @Option(names = "--match", paramLabel = "name|command", defaultValue = "name",
      description = "Pair commands by their name (default) or by their command text.")
  String match;

  @Option(names = "--alpha", paramLabel = "A", defaultValue = "0.05",
      description = "Significance level: a change with p >= A shows as ~ (default:"
          + " ${DEFAULT-VALUE}).")
  double alpha;

  @Option(names = "--fail-on-regression", paramLabel = "PCT",
      description = "Exit 1 when a command is significantly slower than in the first folder by"
          + " more than PCT percent, naming it.")
  Double failOnRegression;

  @Option(names = "--allow-different-data",
      description = "Compare folders whose data file or benchmark version differ.")
  boolean allowDifferentData;

  @Option(names = "--results-dir", paramLabel = "DIR", defaultValue = "results",
      description = "Where the comparison's folder goes (default: ${DEFAULT-VALUE}).")
  String resultsDir;

  @Parameters(paramLabel = "FOLDER", arity = "2..*",
      description = "Results folders that jsonmark wrote; the first is the base.")
  List<String> folders = new ArrayList<>();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Log log = new Log(err, Log.parseLevel(env.get("LOG_LEVEL")));
    CompareReport report;
    Path results;
    try {
      results = options();
      List<Folder> read = new ArrayList<>();
      for (int i = 0; i < folders.size(); i++) {
        read.add(ResultsReader.read(PathArguments.folder("FOLDER", folders.get(i)),
            Folder.label(i)));
      }
      report = Comparisons.build(read, Match.valueOf(match.toUpperCase(Locale.ROOT)), alpha,
          allowDifferentData, jsonmarkVersion);
    } catch (CompareException | IllegalArgumentException e) {
      err.println("jsonmark compare: " + e.getMessage());
      err.flush();
      return 2;
    }
    boolean colour = terminal && !env.containsKey("NO_COLOR") && !"dumb".equals(env.get("TERM"));
    out.print(CompareText.terminal(report, colour));
    out.flush();
    int status = 0;
    try {
      Path folder = CompareFiles.write(results, Instant.now(), CompareOutputs.files(report));
      log.info("Comparison written to " + folder);
    } catch (IOException | RuntimeException e) {
      log.error("cannot write the comparison into " + results + ": " + e.getMessage());
      log.debug(e);
      status = 1;
    }
    if (failOnRegression != null) {
      List<String> slower = Regressions.over(report, failOnRegression);
      if (!slower.isEmpty()) {
        log.error("significantly slower by more than " + Cells.percent(failOnRegression)
            .substring(1) + ": " + String.join(", ", slower));
        status = 1;
      }
    }
    return status;
  }

  private Path options() throws CompareException {
    if (!match.equals("name") && !match.equals("command")) {
      throw new CompareException("--match must be 'name' or 'command', not '" + match + "'");
    }
    if (!(alpha > 0 && alpha < 1)) {
      throw new CompareException("--alpha must be between 0 and 1 (e.g. 0.05), not " + alpha);
    }
    if (failOnRegression != null && !(failOnRegression >= 0)) {
      throw new CompareException("--fail-on-regression takes a percentage of 0 or more (e.g."
          + " 10), not " + failOnRegression);
    }
    return PathArguments.folder("--results-dir", resultsDir);
  }
}
