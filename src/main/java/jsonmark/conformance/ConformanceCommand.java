package jsonmark.conformance;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import jsonmark.exec.LabelledCommand;
import jsonmark.env.Environment;
import jsonmark.exec.Seconds;
import jsonmark.exec.ShellExecutor;
import jsonmark.exec.Subreaper;
import jsonmark.exec.TreeDestroyer;
import jsonmark.io.PathArguments;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jsonmark conformance}: runs deserializers on valid and invalid JSON and reports. */
@Command(
    name = "conformance",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Runs each DESERIALIZER_CMD on a suite of small JSON Lines files, one case a file: valid"
          + " records it must accept (exit 0 and the right checksum: whitespace, key order,"
          + " escapes, number forms, UTF-8), invalid JSON it must reject (a non-zero exit, not a"
          + " crash or a hang), and schema and implementation-defined cases whose outcome is"
          + " reported, not scored.",
      "Prints a matrix of cases by commands and each command's counts, and writes"
          + " conformance.md, .csv and .json (and each command's stderr under logs/) to"
          + " <results-dir>/<UTC time>-conformance/.",
    },
    footerHeading = "%n",
    footer = {
      "Exit status: 0 the suite ran (whatever it found); 1 with --strict when a scored case"
          + " went wrong, or files could not be written; 2 usage error.",
    })
public final class ConformanceCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  private final Map<String, String> env;
  private final Cleanup cleanup;

  /**
   * @param env the environment, read for LOG_LEVEL
   * @param cleanup the driver's one owner of what an interrupt must undo (case files, trees)
   */
  public ConformanceCommand(Map<String, String> env, Cleanup cleanup) {
    this.env = env;
    this.cleanup = cleanup;
  }

  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help and exit.")
  boolean help;

  @Option(
      names = "--name",
      paramLabel = "NAME",
      description = "Label of a command, repeatable, in the order of the commands.")
  List<String> names = new ArrayList<>();

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      defaultValue = "30",
      description = "Kill a command still running on one case after this; it counts as wrong"
          + " (default: ${DEFAULT-VALUE}).")
  double timeout;

  @Option(
      names = "--results-dir",
      paramLabel = "DIR",
      defaultValue = "results",
      description = "Where the result folder goes (default: ${DEFAULT-VALUE}).")
  String resultsDir;

  @Option(
      names = "--strict",
      description = "Exit 1 when any command got a must-accept or must-reject case wrong.")
  boolean strict;

  @Parameters(
      paramLabel = "DESERIALIZER_CMD",
      arity = "1..*",
      description = "Command that parses the file named by $FILENAME, as for a benchmark run.")
  List<String> commands = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    Conformance.Settings settings = settings();
    PrintWriter err = spec.commandLine().getErr();
    Log log = new Log(err, Log.parseLevel(env.get("LOG_LEVEL")));
    ShellExecutor executor = new ShellExecutor(new TreeDestroyer(cleanup), Subreaper.enable());
    return new Conformance(executor, log, spec.commandLine().getOut(), Environment::capture,
            cleanup)
        .run(settings, Suite.cases(), Instant.now());
  }

  /** The same rules, and messages, as a benchmark run's options. */
  Conformance.Settings settings() {
    try {
      return new Conformance.Settings(LabelledCommand.of(names, commands),
          Optional.of(Seconds.timeout("--timeout", timeout)),
          PathArguments.folder("--results-dir", resultsDir), strict);
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
  }


  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
