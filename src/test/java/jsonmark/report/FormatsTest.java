package jsonmark.report;

import java.io.IOException;
import jsonmark.report.format.MarkdownSummary;
import jsonmark.report.format.ProfileCsv;
import jsonmark.report.format.RunsCsv;
import jsonmark.report.format.SummaryJson;
import jsonmark.report.format.SummaryTable;
import org.junit.jupiter.api.Test;

/** Seals the text result formats against golden files, under several default locales. */
class FormatsTest {

  @Test
  void markdownSummaryMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches(
        "summary.md", () -> new MarkdownSummary().render(Fixtures.report()));
  }

  @Test
  void runsCsvMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("runs.csv", () -> new RunsCsv().render(Fixtures.report()));
  }

  @Test
  void summaryJsonMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("summary.json", () -> new SummaryJson().render(Fixtures.report()));
  }

  @Test
  void profileCsvMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches(
        "profile.csv",
        () -> ProfileCsv.render(Fixtures.orjson().samples().get(0).orElseThrow()));
  }

  @Test
  void summaryTableMatchesItsGoldenFile() throws IOException {
    GoldenFiles.assertMatches("table.md", () -> new SummaryTable().render(Fixtures.report()));
  }
}
