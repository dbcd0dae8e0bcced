package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.Optional;
import jsonmark.log.Log;
import jsonmark.log.StatusLine;
import org.junit.jupiter.api.Test;

/** What each --style, NO_COLOR, --quiet and --show-output turn on: colour, the live line. */
class OutputOptionsTest {

  private static final Log BASE = new Log(new PrintWriter(new StringWriter()), Log.Level.INFO,
      Optional.of(new StatusLine(new StringWriter())), false, false);

  /** "colour live" for {@code style} on a terminal or not, with {@code env}. */
  private static String effects(String style, boolean terminal, Map<String, String> env) {
    OutputOptions options = new OutputOptions();
    options.style = new Choices.Styles().convert(style);
    Log log = options.log(BASE, terminal, env);
    return (log.colour() ? "colour" : "-") + " " + (log.status().isPresent() ? "live" : "-");
  }

  @Test
  void eachStyleAsHyperfineHasIt() {
    Map<String, String> none = Map.of();
    assertThat(effects("auto", true, none)).isEqualTo("colour live");
    assertThat(effects("auto", false, none)).isEqualTo("- -");
    assertThat(effects("full", false, none)).isEqualTo("colour live");
    assertThat(effects("basic", true, none)).isEqualTo("- -");
    assertThat(effects("nocolor", true, none)).isEqualTo("- live");
    assertThat(effects("color", false, none)).isEqualTo("colour -");
    assertThat(effects("none", true, none)).isEqualTo("- -");
  }

  @Test
  void noColorTurnsColourOffUnlessAStyleAsksForIt() {
    Map<String, String> noColor = Map.of("NO_COLOR", "1");
    assertThat(effects("auto", true, noColor)).isEqualTo("- live");
    assertThat(effects("full", true, noColor)).isEqualTo("colour live");
    assertThat(effects("color", true, noColor)).isEqualTo("colour -");
    // An empty NO_COLOR is as if unset, as no-color.org says.
    assertThat(effects("auto", true, Map.of("NO_COLOR", ""))).isEqualTo("colour live");
  }

  @Test
  void quietDrawsNoLiveLineAndShowsNoCommandOutput() {
    OutputOptions options = new OutputOptions();
    options.style = OutputOptions.Style.AUTO;
    options.quiet = true;
    options.showOutput = true;
    Log log = options.log(BASE, true, Map.of());
    assertThat(log.status()).isEmpty();
    log.commandOutput().println("a command's line");
    assertThat(BASE.stream().checkError()).isFalse();
    assertThat(log.commandOutput()).isNotSameAs(BASE.stream());
  }

  @Test
  void anUnknownStyleNamesTheChoices() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Choices.Styles().convert("fancy"))
        .hasMessage("must be auto, basic, full, nocolor, color or none, not 'fancy'");
  }
}
