package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import jsonmark.testing.Stylesheets;
import org.junit.jupiter.api.Test;

/**
 * report.css is read as a CSS parser reads it: a brace too many or too few is no error in a
 * browser, it silently drops the rules around it (once, every table cell lost its shared border).
 */
class ReportStylesheetTest {

  private static String css() throws IOException {
    try (InputStream in =
        ReportStylesheetTest.class.getResourceAsStream("/jsonmark/report/format/html/report.css")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void theStylesheetHasBalancedBracesAndNoParseError() throws IOException {
    assertThat(Stylesheets.problems(css())).isEmpty();
  }

  @Test
  void theCheckCatchesTheBracesThatOnceDroppedTheTableRule() throws IOException {
    String broken = """
        figure .scroll img { display: block; }
        }
        table { border-collapse: collapse; }
        @media (max-width: 700px) {
          h1 { font-size: 22px; }
        """;

    assertThat(Stylesheets.problems(broken))
        .anyMatch(p -> p.startsWith("line 2: '}' closes nothing"))
        .anyMatch(p -> p.startsWith("line 4: '{' is never closed"))
        .anyMatch(p -> p.startsWith("line 2, column 1: error"));
  }
}
