package jsonmark.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class ShellQuoteTest {

  @Test
  void leavesPlainPathsAlone() {
    assertThat(ShellQuote.quote("cache/Simple1Benchmark.1.jackson")).isEqualTo(
        "cache/Simple1Benchmark.1.jackson");
  }

  @Test
  void singleQuotesPathsWithSpaces() {
    assertThat(ShellQuote.quote("my cache/data")).isEqualTo("'my cache/data'");
  }

  @Test
  void closesAroundSingleQuotes() {
    assertThat(ShellQuote.quote("it's")).isEqualTo("'it'\"'\"'s'");
  }

  @Test
  void quotesTheEmptyString() {
    assertThat(ShellQuote.quote("")).isEqualTo("''");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "a b", "it's", "x;touch pwned", "$(touch pwned)", "`touch pwned`", "$HOME", "a\"b",
        "tab\there", "new\nline", "ünïcödé dir", "*", "a&b|c>d", "\\back"
      })
  void theShellSeesExactlyOneUnchangedWord(String word) throws Exception {
    Process sh =
        new ProcessBuilder("/bin/sh", "-c", "printf '%s' " + ShellQuote.quote(word) + " x")
            .redirectErrorStream(true)
            .start();
    String printed = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(sh.waitFor()).isZero();
    assertThat(printed).isEqualTo(word + "x");
  }

  @Test
  void templateReplacesEveryPlaceholderWithTheQuotedPath() throws IOException {
    CommandTemplate template = new CommandTemplate("wc -l $FILENAME && cat $FILENAME");
    assertThat(template.hasPlaceholder()).isTrue();
    assertThat(template.render(Path.of("/tmp/a b/data")))
        .isEqualTo("wc -l '/tmp/a b/data' && cat '/tmp/a b/data'");
  }

  @Test
  void templateWithoutPlaceholderSaysSo() {
    assertThat(new CommandTemplate("python3 main.py data").hasPlaceholder()).isFalse();
  }
}
