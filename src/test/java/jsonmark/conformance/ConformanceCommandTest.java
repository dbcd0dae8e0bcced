package jsonmark.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Usage errors of {@code jsonmark conformance} exit 2 with one line that says what to fix. */
class ConformanceCommandTest {

  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = new CommandLine(new ConformanceCommand(java.util.Map.of(), new jsonmark.lifecycle.Cleanup()));
    cli.setErr(new PrintWriter(err, true));
    cli.setOut(new PrintWriter(new StringWriter(), true));
    return cli.execute(args);
  }

  @Test
  void failsWithoutACommand() {
    assertThat(run("--strict")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required parameter: 'DESERIALIZER_CMD'");
  }

  @Test
  void failsWhenCommandLacksFilenamePlaceholder() {
    assertThat(run("python3 main.py json data.jsonl")).isEqualTo(2);
    assertThat(err.toString()).contains("'python3 main.py json data.jsonl' lacks $FILENAME");
  }

  @Test
  void failsOnMoreNamesThanCommandsAndOnRepeatedNames() {
    assertThat(run("--name", "a", "--name", "b", "cat $FILENAME")).isEqualTo(2);
    assertThat(run("--name", "a", "--name", "a", "cat $FILENAME", "wc $FILENAME")).isEqualTo(2);
    assertThat(err.toString())
        .contains("--name was given 2 times but there is 1 command; give one --name per")
        .contains("Each command needs its own name; repeated: a (use --name)");
  }

  @Test
  void failsOnANonPositiveOrNonNumericTimeout() {
    assertThat(run("--timeout", "0", "cat $FILENAME")).isEqualTo(2);
    assertThat(run("--timeout", "soon", "cat $FILENAME")).isEqualTo(2);
    assertThat(run("--timeout", "1e300", "cat $FILENAME")).isEqualTo(2);
    assertThat(err.toString())
        .contains("--timeout must be a positive number of seconds, not 0")
        .contains("--timeout must be at most 31536000 seconds (a year), not 1E+300")
        .contains("Invalid value for option '--timeout': 'soon' is not a double");
  }
}
