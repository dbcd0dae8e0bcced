package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --style, --show-output: what reaches a pipe, with hyperfine's meanings. */
class OutputStyleIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";
  static final String FAILS = "sh -c 'exit 3' $FILENAME";

  @TempDir Path tmp;

  private Result jsonmark(String... optionsAndCommands) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, 200, "--runs", "2", "--startup-runs", "0"),
        optionsAndCommands);
  }

  @Test
  void piped_theDefaultIsBasicWithNeitherColourNorLiveLine() throws Exception {
    Result r = jsonmark("--name", "good", "--name", "bad", PYTHON_JSON, FAILS);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("ERROR: bad run 1/2 failed").doesNotContain("\033");
  }

  @Test
  void fullDrawsTheLiveLineAndColoursEvenWhenPiped() throws Exception {
    Result r = jsonmark("--style", "full", "--name", "good", "--name", "bad", PYTHON_JSON, FAILS);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("\r\033[K[").contains(" of 4 runs")
        .contains("\033[31mERROR:\033[0m bad run 1/2 failed");
  }

  @Test
  void colorColoursWithoutTheLiveLine() throws Exception {
    Result r = jsonmark("--style", "color", "--name", "good", "--name", "bad", PYTHON_JSON, FAILS);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err()).contains("\033[31mERROR:\033[0m bad run 1/2 failed")
        .doesNotContain("\033[K");
  }

  @Test
  void noneSaysOnlyTheErrors() throws Exception {
    Result r = jsonmark("--style", "none", "--name", "good", "--name", "bad", PYTHON_JSON, FAILS);
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).isNotEmpty().allMatch(line -> line.startsWith("ERROR: ")
        || line.startsWith("ERROR:   "));
  }

  @Test
  void showOutputShowsWhatTheCommandsPrintAndStillReadsTheChecksum() throws Exception {
    Result shown = jsonmark("--show-output", "--name", "good", PYTHON_JSON);
    assertThat(shown.status()).as(shown.err()).isZero();
    String checksum = expected(shown.err());
    assertThat(shown.err().lines().filter(checksum::equals)).as(shown.err()).hasSize(2);

    Result captured = jsonmark("--name", "good", PYTHON_JSON);
    assertThat(captured.status()).isZero();
    assertThat(captured.err().lines().filter(checksum::equals)).isEmpty();
  }

  private static String expected(String err) {
    Matcher m = Pattern.compile("expected checksum (-?\\d+)").matcher(err);
    assertThat(m.find()).as(err).isTrue();
    return m.group(1);
  }
}
