package jsonmark.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where the results went is said whenever the user asked for less, but not for errors only. */
class LogTest {

  private static String logged(Log.Level level, boolean quiet) {
    StringWriter err = new StringWriter();
    Log log = new Log(new PrintWriter(err, true), level, Optional.empty(), false, quiet);
    log.info("Serializer time taken: 1.00s");
    log.warn("careful");
    log.error("failed");
    log.results("Results written to results/x");
    return err.toString();
  }

  @Test
  void underWarnTheResultsPathIsStillSaid() {
    assertThat(logged(Log.Level.WARN, false)).doesNotContain("Serializer")
        .contains("WARN: careful").contains("INFO: Results written to results/x");
  }

  @Test
  void quietSaysOnlyErrorsAndTheResultsPath() {
    assertThat(logged(Log.Level.INFO, true).lines()).containsExactly("ERROR: failed",
        "INFO: Results written to results/x");
  }

  @Test
  void underErrorOnlyErrorsAreSaid() {
    assertThat(logged(Log.Level.ERROR, false).lines()).containsExactly("ERROR: failed");
  }

  @Test
  void colourMarksOnlyWarningsAndErrors() {
    StringWriter err = new StringWriter();
    Log log = new Log(new PrintWriter(err, true), Log.Level.INFO, Optional.empty(), true, false);
    log.info("plain");
    log.warn("careful");
    log.error("failed");
    assertThat(err.toString().lines()).containsExactly("INFO: plain",
        "\033[33mWARN:\033[0m careful", "\033[31mERROR:\033[0m failed");
  }
}
