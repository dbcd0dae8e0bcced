package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import jsonmark.compare.CompareRun;
import jsonmark.result.Measure;
import jsonmark.history.Gate;
import jsonmark.history.StoreLocation;
import jsonmark.stats.NoiseFloors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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
      "Prints the tables and writes no file unless asked: --results-dir DIR writes a folder,"
          + " <DIR>/<UTC time>-compare/, of compare.md, compare.json, compare.html and change"
          + " charts; --export-json and --export-markdown write one file each.",
    },
    footerHeading = "%n",
    footer = {
      "Folders whose data differ (data file SHA-256, benchmark version) are refused unless"
          + " --allow-different-data. Times taken under Valgrind (--measure instructions) are"
          + " never compared with native ones: such folders compare their instruction counts"
          + " when all have them, and are refused otherwise.",
      "Exit status: 0 compared; 1 with --fail-on-regression when a command got significantly"
          + " slower (or, comparing instructions, executes significantly more) by more than PCT,"
          + " or a file could not be written; 2 usage error.",
    })
public final class CompareCommand implements Callable<Integer> {

  private final Context context;

  CompareCommand(Context context) {
    this.context = context;
  }

  @Mixin HelpOption help;

  @Option(names = "--match", paramLabel = "name|command", defaultValue = "name",
      description = "Pair commands by their name (default) or by their command text.")
  String match;

  @Option(names = "--alpha", paramLabel = "A", defaultValue = "0.05",
      converter = NumberConverters.Alpha.class,
      description = "Significance level, from 0.000001 to below 1: a change with p >= A shows as"
          + " ~ (default: ${DEFAULT-VALUE}).")
  double alpha;

  @Option(names = "--noise-threshold", paramLabel = "PCT",
      defaultValue = CompareRun.DEFAULT_NOISE_THRESHOLD,
      description = "Call a change in time only when its whole 95%% interval lies beyond ±PCT"
          + " percent; a smaller one shows as ~ with a note. Two separate runs of one command"
          + " differ by more than the rounds inside either run show; 0 calls every significant"
          + " change (default: ${DEFAULT-VALUE}; instruction counts take none). By default a"
          + " command whose series the history store holds at least "
          + Gate.DEFAULT_MIN_POINTS + " recent runs of takes their spread instead; given, PCT"
          + " is used for every command.")
  double noiseThreshold;

  @Mixin HistoryStoreOption history;

  @Option(names = "--no-history",
      description = "Take no noise floor from the history store: every command takes"
          + " --noise-threshold.")
  boolean noHistory;

  @Spec CommandSpec spec;

  @Option(names = "--fail-on-regression", paramLabel = "PCT",
      description = "Exit 1 when a command is significantly slower than in the first folder by"
          + " more than PCT percent, naming it.")
  Double failOnRegression;

  @Option(names = "--allow-incomplete",
      description = "Let --fail-on-regression gate on a folder whose run was interrupted or"
          + " never finished (by default such a gate fails and says why).")
  boolean allowIncomplete;

  @Option(names = "--allow-different-data",
      description = "Compare folders whose data file or benchmark version differ.")
  boolean allowDifferentData;

  @Option(names = "--measure", paramLabel = "WHAT", converter = Choices.Measures.class,
      completionCandidates = Candidates.Measures.class,
      description = "Compare time, instructions (the counts of folders run with --measure"
          + " instructions or both) or both (default: what every folder measured).")
  Measure measure;

  @Option(names = "--results-dir", paramLabel = "DIR",
      description = "Also write the comparison's files into a new folder, DIR/<UTC"
          + " time>-compare/ (none without this option). The default history store is"
          + " DIR/" + StoreLocation.FILE_NAME + " (" + ResultsDirOption.DEFAULT + "/ without"
          + " this option).")
  Path resultsDir;

  @Option(names = "--export-json", paramLabel = "PATH",
      description = "Also write compare.json's text (every figure) to PATH; - writes it to"
          + " standard output, which then holds nothing else (the table goes to standard"
          + " error).")
  Path exportJson;

  @Option(names = "--export-markdown", paramLabel = "PATH",
      description = "Also write compare.md's text (the tables in Markdown) to PATH (- for"
          + " standard output).")
  Path exportMarkdown;

  @Parameters(paramLabel = "FOLDER", arity = "2..*",
      description = "Results folders that jsonmark wrote; the first is the base.")
  List<Path> folders = new ArrayList<>();

  @Override
  public Integer call() {
    // Colour only on a terminal, and never where the user asked for none.
    boolean colour = context.terminal() != null && !context.env().containsKey("NO_COLOR")
        && !"dumb".equals(context.env().get("TERM"));
    if (noHistory && history.given()) {
      throw new ParameterException(spec.commandLine(),
          "--history and --no-history contradict each other; give one");
    }
    Optional<StoreLocation> store = noHistory ? Optional.empty()
        : Optional.of(history.store(context.env(),
            resultsDir == null ? Path.of(ResultsDirOption.DEFAULT) : resultsDir, spec));
    NoiseFloors floors = CompareHistory.floors(store, folders, noiseThreshold,
        spec.commandLine().getParseResult().hasMatchedOption("--noise-threshold"),
        context.log());
    return CompareRun.run(
        new CompareRun.Options(folders, match, alpha, floors, failOnRegression,
            allowDifferentData,
            Optional.ofNullable(measure), Optional.ofNullable(resultsDir),
            Optional.ofNullable(exportJson), Optional.ofNullable(exportMarkdown),
            allowIncomplete, Optional.ofNullable(context.env().get("GITHUB_STEP_SUMMARY"))
                .filter(s -> !s.isBlank()).map(Path::of)),
        colour, VersionProvider.version(), context.log(), context.out(), context.err());
  }
}
