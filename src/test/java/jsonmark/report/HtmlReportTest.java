package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import jsonmark.result.CommandResult;
import org.junit.jupiter.api.Test;

class HtmlReportTest {

  private static String page(Report report, boolean inOverview) {
    return new HtmlReport(name -> Optional.empty(), inOverview).render(report);
  }

  @Test
  void thePageFitsAPhoneAndOpensWithTheVerdict() {
    String html = page(ManyCommands.report(3), false);

    assertThat(html).contains("<meta name=\"viewport\" content=\"width=device-width,"
        + " initial-scale=1\">");
    assertThat(html.indexOf("aria-label=\"verdict\"")).isLessThan(html.indexOf("<h2>Results"));
    assertThat(html).contains("<h3>fastest</h3><div class=\"what\">python-orjson</div>")
        .contains("<h3>leanest</h3>")
        .contains("<div class=\"scroll\">\n<table id=\"results\">")
        .doesNotContain("all benchmarks of this run");
  }

  @Test
  void everyCommandIsListedWithItsTextAndTheEnvironmentReadsAsATable() {
    String html = page(ManyCommands.report(3), true);

    assertThat(html).contains("<strong>python-json</strong> (python): <code>"
        + "deserializers/python/.venv/bin/python deserializers/python/main.py json $FILENAME"
        + "</code>");
    assertThat(html).contains("<tr><td>memory</td><td>").contains(" GiB</td></tr>")
        .contains("<a href=\"../report.html\">");
  }

  @Test
  void aHostileCommandTextCannotEndAnElement() {
    Report three = ManyCommands.report(3);
    CommandResult hostile = new CommandResult("x</td><script>alert(1)</script>",
        "echo '<img src=x onerror=alert(1)>' $FILENAME", List.of());
    List<CommandResult> results = new java.util.ArrayList<>(three.results());
    results.add(hostile);

    String html = page(three.withCommands(results), false);

    assertThat(html).doesNotContain("<script>alert(1)").doesNotContain("<img src=x")
        .contains("x&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  }
}
