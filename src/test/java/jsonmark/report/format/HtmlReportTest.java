package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.ManyCommands;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
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
  void theVerdictCardGivesTimesInTheUnitOfTheTableBelowIt() {
    // One command, 0.4 s mean: the table is in milliseconds, and so is the card.
    String html = page(ManyCommands.report(1), false);

    assertThat(html).contains("<th>mean ± σ (ms)</th>")
        .contains("<div class=\"detail\">400.0 ms mean of 3 runs, σ 12.0 ms</div>")
        .doesNotContain(" s mean");
  }

  @Test
  void theStartIsShownInUtcToTheSecond() {
    Report report = ManyCommands.report(1);
    Report late = new Report(report.provenance(), report.data(), new Report.Started(
        java.time.Instant.parse("2026-12-01T14:12:28.602444641Z"), report.state()),
        report.setting(), report.shard(), report.baseline(), new Report.Tally(report.rounds(),
            java.util.Optional.empty(), report.commands(), report.run()), null);

    assertThat(page(late, false)).contains("<p>Started 2026-12-01 14:12:28 UTC. Data: ")
        .doesNotContain("602444641");
    assertThat(new MarkdownSummary().render(late))
        .contains("- Started: 2026-12-01 14:12:28 UTC\n");
    MatrixReport matrix = new MatrixReport(List.of(late, late));
    assertThat(MatrixMarkdown.render(matrix, false))
        .contains("- Started: 2026-12-01 14:12:28 UTC\n");
    assertThat(MatrixHtml.render(matrix, Optional.empty()))
        .contains("<p>Started 2026-12-01 14:12:28 UTC; data written by");
    // The machine-readable file keeps every digit.
    assertThat(new SummaryJson().render(late)).contains("\"2026-12-01T14:12:28.602444641Z\"");
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
    List<CommandResult> results = new java.util.ArrayList<>(Fixtures.raw(three));
    results.add(hostile);

    String html = page(three.withCommands(results), false);

    assertThat(html).doesNotContain("<script>alert(1)").doesNotContain("<img src=x")
        .contains("x&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  }
}
