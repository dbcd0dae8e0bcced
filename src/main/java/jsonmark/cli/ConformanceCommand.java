package jsonmark.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import jsonmark.conformance.Conformance;
import jsonmark.conformance.ConformanceOptions;
import jsonmark.env.Environment;
import jsonmark.history.Recording;
import jsonmark.history.StoreLocation;
import jsonmark.log.Log;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code jsonmark conformance}: runs deserializers on valid and invalid JSON and reports. */
@Command(
    name = "conformance",
    description = {
      "Runs each DESERIALIZER_CMD on a suite of small JSON Lines files, one case a file: valid"
          + " records it must accept (exit 0 and the right checksum: whitespace, key order,"
          + " escapes, number forms, UTF-8), invalid JSON it must reject (a non-zero exit, not a"
          + " crash or a hang), and schema and implementation-defined cases whose outcome is"
          + " reported, not scored. A command still running on one case after --timeout"
          + " (default: 30 seconds) is killed and counts as wrong.",
      "Prints a matrix of cases by commands and each command's counts, and writes"
          + " conformance.md, .csv and .json (and each command's stderr under logs/) to"
          + " <results-dir>/<UTC time>-conformance/.",
    },
    footerHeading = "%n",
    footer = {
      "Exit status: 0 the suite ran (whatever it found); 1 with --strict when a scored case"
          + " went wrong, or files could not be written; 2 usage error.",
    })
final class ConformanceCommand extends ContextCommand implements Callable<Integer> {

  /** How long one case may run when --timeout is not given. */
  static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

  @Mixin NameOption names;

  @Mixin TimeoutOption timeout;

  @Mixin ShellOption shell;

  @Mixin ResultsDirOption resultsDir;

  @Option(
      names = "--strict",
      description = "Exit 1 when any command got a must-accept or must-reject case wrong.")
  boolean strict;

  @Option(
      names = {Jobs.SHORT, Jobs.LONG},
      paramLabel = "N",
      description =
          "How many cases run at a time, each in its own process tree under its own --timeout;"
              + " the results, in their order, are the same whatever N, unless a case takes"
              + " nearly as long as --timeout " + Jobs.DEFAULT + ".")
  Integer jobs;

  @Parameters(
      paramLabel = "DESERIALIZER_CMD",
      arity = "1..*",
      description = "Command that parses the file named by $FILENAME, as for a benchmark run.")
  List<String> commands = new ArrayList<>();

  @Mixin HistoryOptions history;

  ConformanceCommand(Context context) {
    super(context);
  }

  @Override
  public Integer call() throws Exception {
    ConformanceOptions options = options();
    Optional<StoreLocation> store = history.location(context.env(), resultsDir.resultsDir(),
        spec);
    List<Path> folders = new ArrayList<>();
    try {
      // The cases' live line only on a terminal: piped, the lines per command say enough.
      Log log = context.log().styled(context.terminal() != null, false, Log.Quiet.NO, false);
      return new Conformance(context.executor(), log, context.out(),
              Environment::capture, context.cleanup(), folder -> {
                context.resultsFolder(folder);
                folders.add(folder);
              }, context.interrupts()::signal)
          .run(options, Instant.now());
    } finally {
      // Its folder is written: the history records it, as a benchmark run's.
      store.ifPresent(s -> Recording.record(s, folders, java.util.Map.of(), context.log()));
    }
  }

  /** The same rules, and messages, as a benchmark run's options. */
  ConformanceOptions options() {
    try {
      return new ConformanceOptions(
          DeserializerCommands.labelled(names.names(), commands, shell.mode()),
          Optional.of(timeout.timeout().orElse(DEFAULT_TIMEOUT)), resultsDir.resultsDir(),
          strict, Jobs.orCores(jobs, IllegalArgumentException::new));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
