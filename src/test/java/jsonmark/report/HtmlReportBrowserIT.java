package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.report.chart.Charts;
import jsonmark.report.format.HtmlReport;
import jsonmark.report.format.MatrixHtml;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * report.html in a real headless browser (Debian's chromium): the table renders, the inline JS
 * sorts it, and every embedded chart decodes. Skipped with a message where chromium is absent,
 * except in CI (JSONMARK_REQUIRE_ALL=1), where .ci/run installs it.
 */
class HtmlReportBrowserIT {

  private static final Path FOLDER = Path.of("target/html-report").toAbsolutePath();
  private static Path page;
  private static Path matrixPage;

  @BeforeAll
  static void writeThePage() throws IOException {
    Files.createDirectories(FOLDER);
    jsonmark.report.Results results = ManyCommands.results(3);
    Report report = results.report();
    Map<String, byte[]> charts = new HashMap<>();
    charts.put("time.png", Charts.time(report).orElseThrow());
    charts.put("tradeoff.png", Charts.tradeoff(report).orElseThrow());
    charts.put("cpu.png", Charts.cpu(results).orElseThrow());
    charts.put("memory.png", Charts.memory(results).orElseThrow());
    page = FOLDER.resolve("report.html");
    Files.writeString(page,
        new HtmlReport(name -> Optional.ofNullable(charts.get(name)), true).render(report),
        StandardCharsets.UTF_8);
    MatrixReport matrix = new MatrixReport(List.of(
        Simple1Results.report("Simple1Benchmark", 0, ""),
        Simple1Results.report("Twitter1Benchmark", 0.2, "nodejs")));
    matrixPage = FOLDER.resolve("matrix.html");
    Files.writeString(matrixPage, MatrixHtml.render(matrix, Charts.ranking(matrix)),
        StandardCharsets.UTF_8);
  }

  @Test
  void thePageNeedsNothingFromTheNetwork() throws IOException {
    String html = Files.readString(page);
    assertThat(html).doesNotContain("http://", "https://", "<link", "src=\"/", "src=\"file");
    assertThat(html).contains("data:image/png;base64,");
  }

  @Test
  void theTableRendersSortsOnLoadAndEveryChartDecodes() throws Exception {
    // Column 1 is time_avg; -1 sorts it slowest first: orjson (0.4 s), given first, goes last.
    String dom = chromium("--dump-dom", page.toUri() + "?sort=-1");
    assertThat(dom).contains("data-images=\"4/4\"");
    assertThat(firstCells(dom)).containsExactly("python-json", "python-ujson", "python-orjson");
    assertThat(dom).contains("aria-sort=\"descending\"");
  }

  @Test
  void thePageDoesNotScrollSidewaysOnAPhoneNorOnADesktop() throws Exception {
    for (String size : List.of("420,900", "1400,900")) {
      String dom = chromium("--dump-dom", "--window-size=" + size, page.toUri().toString());
      assertThat(dom).as("at " + size).contains("data-images=\"4/4\"")
          .contains("data-overflow=\"no\"");
    }
  }

  /** How many tables the browser draws with separate cell borders: report.css says none. */
  private static final String TABLE_BORDERS = """
      window.addEventListener('load', function () {
        var tables = Array.prototype.slice.call(document.querySelectorAll('table'));
        var separate = tables.filter(function (t) {
          return getComputedStyle(t).borderCollapse !== 'collapse';
        });
        document.body.setAttribute('data-tables',
            tables.length + ' tables, ' + separate.length + ' with separate borders');
      });
      """;

  @Test
  void everyTableCollapsesItsCellBordersOnADesktopAndOnAPhone() throws Exception {
    for (Path shown : List.of(page, matrixPage)) {
      Path probe = jsonmark.testing.HeadlessChromium.withScript(shown, TABLE_BORDERS);
      for (String size : List.of("420,900", "1400,900")) {
        String dom = chromium("--dump-dom", "--window-size=" + size, probe.toUri().toString());
        assertThat(dom).as(shown.getFileName() + " at " + size)
            .containsPattern("data-tables=\"[1-9][0-9]* tables, 0 with separate borders\"")
            .contains("data-overflow=\"no\"");
      }
    }
  }

  @Test
  void aPhoneScreenshotShowsThePage() throws Exception {
    Path shot = FOLDER.resolve("report-420.png");
    Files.deleteIfExists(shot);
    chromium("--screenshot=" + shot, "--window-size=420,2400", page.toUri().toString());
    assertThat(javax.imageio.ImageIO.read(shot.toFile()).getWidth()).isEqualTo(420);
  }

  @Test
  void aScreenshotShowsThePage() throws Exception {
    Path shot = FOLDER.resolve("report.png");
    Files.deleteIfExists(shot);
    chromium("--screenshot=" + shot, "--window-size=1300,2400", page.toUri().toString());
    assertThat(shot).exists();
    assertThat(javax.imageio.ImageIO.read(shot.toFile()).getWidth()).isEqualTo(1300);
  }

  /** The name in each row of the results table, top to bottom. */
  private static List<String> firstCells(String dom) {
    String body = dom.substring(dom.indexOf("<table id=\"results\">"));
    body = body.substring(body.indexOf("<tbody>"), body.indexOf("</tbody>"));
    List<String> names = new ArrayList<>();
    Matcher row = Pattern.compile("<tr><td>([^<]*)</td>").matcher(body);
    while (row.find()) {
      names.add(row.group(1));
    }
    return names;
  }

  private static String chromium(String... args) throws Exception {
    return jsonmark.testing.HeadlessChromium.in(FOLDER, "report.html").run(args);
  }
}
