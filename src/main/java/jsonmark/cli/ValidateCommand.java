package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import jsonmark.run.BenchmarkOptions;
import jsonmark.run.ValidationOnly;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code jsonmark validate}: the check of {@code --validate} alone, untimed: every command on a
 * small file of each benchmark, every value it reads compared with the input.
 */
@Command(
    name = "validate",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Runs each DESERIALIZER_CMD once in validation mode (JSONMARK_VALIDATE=1) on a small file"
          + " of each --benchmark (1/250 of its default records, written by --serializer and"
          + " cached like the data file), or on the first lines of each --data file, and compares"
          + " every value it writes back with the input: every key, string, number (integers by"
          + " exact value, doubles bit for bit), boolean and null. Prints a table of what each read.",
    },
    footerHeading = "%n",
    footer = {
      "Exit status: 0 every command read every value right (partial and unsupported included);"
          + " 1 a value differed or a run failed; 2 usage error.",
    })
final class ValidateCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  private final Context context;

  ValidateCommand(Context context) {
    this.context = context;
  }

  @Mixin HelpOption help;

  @Option(
      names = {"-b", "--benchmark"},
      paramLabel = "NAME",
      description = "Benchmark whose validation file to use; repeatable, or 'all'.")
  List<String> benchmarks = new ArrayList<>();

  @Option(
      names = "--data",
      paramLabel = "FILE",
      description = "Your own JSON Lines file: its first lines are checked; repeatable.")
  List<Path> data = new ArrayList<>();

  @Option(
      names = "--serializer",
      paramLabel = "NAME",
      defaultValue = "jackson",
      description = "Java library that writes the file (default: ${DEFAULT-VALUE}).")
  String serializer;

  @Option(
      names = "--cache-dir",
      paramLabel = "DIR",
      description = "Keep the validation files here and reuse them.")
  Path cacheDir;

  @Mixin TimeoutOption timeout;

  @Mixin NameOption names;

  @Mixin ShellOption shell;

  @Parameters(
      paramLabel = "DESERIALIZER_CMD",
      arity = "1..*",
      description = "Command that parses the file named by $FILENAME, as for a benchmark run.")
  List<String> commands = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    return ValidationOnly.run(options(), context.log(), context.out(), context.terminal(),
        context.interrupts(), context::executor);
  }

  /** The benchmark run's options and checks, with the same messages. */
  List<BenchmarkOptions> options() {
    JsonmarkCommand c = new JsonmarkCommand(context);
    c.spec = spec;
    c.benchmarks = benchmarks;
    c.data = data;
    c.serializer = serializer;
    c.cacheDir = cacheDir;
    c.timeout = timeout;
    c.names = names;
    c.shell = shell;
    c.commands = commands;
    c.runs = 1;
    c.order = "interleaved"; // picocli's defaults are not set on a command it did not parse
    c.sort = "speed";
    c.maxWait = 100;
    c.interval = 50;
    c.resultsDir = new ResultsDirOption();
    c.resultsDir.resultsDir = Path.of("results"); // unused: validate writes no results folder
    c.validate = true;
    return BenchmarkOptionsParser.parse(c);
  }
}
