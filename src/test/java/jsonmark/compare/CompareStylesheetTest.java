package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import jsonmark.testing.Stylesheets;
import org.junit.jupiter.api.Test;

/** compare.css is read as a CSS parser reads it: no brace too many or too few, no parse error. */
class CompareStylesheetTest {

  @Test
  void theStylesheetHasBalancedBracesAndNoParseError() throws IOException {
    assertThat(jsonmark.report.format.HtmlTemplates.COMPARE_CSS).contains("@media (max-width: 700px)");
    assertThat(Stylesheets.problems(jsonmark.report.format.HtmlTemplates.COMPARE_CSS)).isEmpty();
  }
}
