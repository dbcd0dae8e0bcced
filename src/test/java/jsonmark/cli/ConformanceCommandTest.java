package jsonmark.cli;

import static jsonmark.cli.MainTest.jsonmark;
import static org.assertj.core.api.Assertions.assertThat;

import jsonmark.cli.MainTest.Outcome;
import jsonmark.conformance.ConformanceOptions;
import org.junit.jupiter.api.Test;

/** Usage errors of {@code jsonmark conformance} exit 2 with one line that says what to fix. */
class ConformanceCommandTest {

  @Test
  void failsWithoutACommand() {
    jsonmark("conformance", "--strict")
        .usageError()
        .contains("jsonmark conformance needs at least 1 DESERIALIZER_CMD, but 0 were given");
  }

  @Test
  void failsWhenCommandLacksFilenamePlaceholder() {
    jsonmark("conformance", "python3 main.py json data.jsonl")
        .usageError().contains("'python3 main.py json data.jsonl' lacks $FILENAME");
  }

  @Test
  void failsOnMoreNamesThanCommandsAndOnRepeatedNames() {
    Outcome more = jsonmark("conformance", "--name", "a", "--name", "b", "cat $FILENAME");
    Outcome repeated =
        jsonmark("conformance", "-n", "a", "--name", "a", "cat $FILENAME", "wc $FILENAME");
    assertThat(more.status()).isEqualTo(2);
    assertThat(repeated.status()).isEqualTo(2);
    assertThat(more.err())
        .contains("--name was given 2 times but there is 1 command; give one --name per");
    assertThat(repeated.err())
        .contains("Each command needs its own name; repeated: a (use --name)");
  }

  @Test
  void failsOnANonPositiveOrNonNumericTimeout() {
    assertThat(jsonmark("conformance", "--timeout", "0", "cat $FILENAME").err())
        .isEqualTo("jsonmark: --timeout must be a positive number of seconds, not 0\n"
            + "Try 'jsonmark conformance --help' for more information.\n");
    assertThat(jsonmark("conformance", "--timeout", "soon", "cat $FILENAME").err())
        .startsWith("jsonmark: --timeout must be a positive number of seconds, such as 30 or"
            + " 0.5, not 'soon'\n");
    assertThat(jsonmark("conformance", "--timeout", "1e300", "cat $FILENAME").err())
        .startsWith("jsonmark: --timeout must be at most 31536000 seconds (a year), not 1E+300");
  }

  @Test
  void anEmptyResultsDirIsRefused() {
    jsonmark("conformance", "--results-dir", "", "cat $FILENAME")
        .usageError().startsWith("jsonmark: --results-dir must not be empty\n");
  }

  @Test
  void itsErrorsPointToItsOwnHelp() {
    jsonmark("conformance", "--strikt", "cat $FILENAME")
        .usageError()
        .isEqualTo("jsonmark: Unknown option: '--strikt'; did you mean '--strict'?\n"
            + "Try 'jsonmark conformance --help' for more information.\n");
  }

  @Test
  void failsOnJobsBelowOneOrNotANumberAsABenchmarkRunDoes() {
    for (String jobs : new String[] {"0", "-2"}) {
      jsonmark("conformance", "--jobs", jobs, "cat $FILENAME")
          .usageError().isEqualTo("jsonmark: --jobs must be at least 1, not " + jobs + "\n"
          + "Try 'jsonmark conformance --help' for more information.\n");
      assertThat(jsonmark("--measure", "instructions", "--benchmark", "Simple1Benchmark",
          "--jobs", jobs, "cat $FILENAME").err())
          .startsWith("jsonmark: --jobs must be at least 1, not " + jobs + "\n");
    }
    jsonmark("conformance", "-j", "two", "cat $FILENAME")
        .usageError().startsWith("jsonmark: ").contains("'two'").hasLineCount(2);
  }

  @Test
  void jobsDefaultToTheCoresAndAreTakenAsGiven() {
    assertThat(options("cat $FILENAME").jobs())
        .isEqualTo(Runtime.getRuntime().availableProcessors());
    assertThat(options("-j", "3", "cat $FILENAME").jobs()).isEqualTo(3);
    assertThat(options("--jobs", "1", "cat $FILENAME").jobs()).isEqualTo(1);
  }

  /** The options {@code jsonmark conformance ARGS} would run with. */
  private static ConformanceOptions options(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "conformance";
    System.arraycopy(args, 0, all, 1, args.length);
    ConformanceCommand command = HyperfineOptionsTest.quietCommandLine().parseArgs(all).subcommand().commandSpec().commandLine().getCommand();
    return command.options();
  }
}
