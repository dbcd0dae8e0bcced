package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.io.ResultWriter;
import jsonmark.testing.HeadlessChromium;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * compare.html in a real headless browser (Debian's chromium): the tables render with each
 * change coloured, and every embedded chart decodes. Skipped with a message where chromium is
 * absent, except in CI (JSONMARK_REQUIRE_ALL=1).
 */
class CompareHtmlBrowserIT {

  private static final Path FOLDER = Path.of("target/compare-html").toAbsolutePath();
  private static final HeadlessChromium CHROMIUM = HeadlessChromium.in(FOLDER, "compare.html");
  private static Path page;

  @BeforeAll
  static void writeThePage() throws IOException {
    Files.createDirectories(FOLDER);
    CompareReport report = CompareFixtures.threeFolders();
    new ResultWriter(FOLDER).write(report, CompareOutputs.files(report));
    page = FOLDER.resolve("compare.html");
  }

  @Test
  void thePageNeedsNothingFromTheNetwork() throws IOException {
    String html = Files.readString(page, StandardCharsets.UTF_8);
    assertThat(html).doesNotContain("http://", "https://", "<link", "src=\"/", "src=\"file");
    assertThat(html.split("data:image/png;base64,", -1)).hasSize(3); // B's and C's charts
  }

  @Test
  void theTablesRenderWithTheChangesColouredAndEveryChartDecodes() throws Exception {
    String dom = chromium("--dump-dom", page.toUri().toString());
    assertThat(dom).contains("data-images=\"2/2\"");
    assertThat(dom).contains("<td class=\"slower\" data-label=\"B vs A\">+20.0%</td>")
        .contains("<td class=\"faster\" data-label=\"C vs A\">-10.2%</td>")
        .contains("<td class=\"same\" data-label=\"B vs A\">~</td>")
        .contains("libraries of python-orjson");
  }

  /** Counts the comparison cells that a reader would have to scroll to see. */
  private static final String CELLS_IN_VIEW = """
      window.addEventListener('load', function () {
        var width = document.documentElement.clientWidth;
        var cells = document.querySelectorAll('table.comparison td');
        var outside = Array.prototype.filter.call(cells, function (td) {
          var box = td.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > width + 0.5);
        });
        var p = Array.prototype.filter.call(cells, function (td) {
          return td.getAttribute('data-label') === 'p' && td.textContent !== '';
        });
        document.body.setAttribute('data-cells', cells.length + ' cells, ' + p.length + ' p, '
            + outside.length + ' outside the window');
      });
      """;

  @Test
  void everyFigureIsInViewWithoutScrollingOnAPhoneAndOnADesktop() throws Exception {
    Path probe = jsonmark.testing.HeadlessChromium.withScript(page, CELLS_IN_VIEW);
    for (String size : List.of("420,900", "1300,900")) {
      String dom = chromium("--dump-dom", "--window-size=" + size, probe.toUri().toString());
      // 3 rows of 10 cells; 6 p, one empty: C lacks rust.
      assertThat(dom).as("at " + size)
          .contains("data-cells=\"30 cells, 5 p, 0 outside the window\"")
          .contains("data-overflow=\"no\"").contains("data-images=\"2/2\"");
    }
  }

  @Test
  void aPhoneScreenshotShowsThePage() throws Exception {
    assertThat(CHROMIUM.screenshotWidth(FOLDER.resolve("compare-420.png"), "420,1900",
        page.toUri().toString())).isEqualTo(420);
  }

  @Test
  void aScreenshotShowsThePage() throws Exception {
    assertThat(CHROMIUM.screenshotWidth(FOLDER.resolve("compare.png"), "1300,1600",
        page.toUri().toString())).isEqualTo(1300);
  }

  private static String chromium(String... args) throws Exception {
    return CHROMIUM.run(args);
  }
}
