package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.io.ResultWriter;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * compare.html in a real headless browser (Debian's chromium): the tables render with each
 * change coloured, and every embedded chart decodes. Skipped with a message where chromium is
 * absent, except in CI (JSONMARK_REQUIRE_ALL=1).
 */
class CompareHtmlBrowserIT {

  private static final Path FOLDER = Path.of("target/compare-html").toAbsolutePath();
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
    assertThat(dom).contains("<td class=\"slower\">+20.0%</td>")
        .contains("<td class=\"faster\">-10.2%</td>")
        .contains("<td class=\"same\">~</td>")
        .contains("libraries of python-orjson");
  }

  @Test
  void aScreenshotShowsThePage() throws Exception {
    Path shot = FOLDER.resolve("compare.png");
    Files.deleteIfExists(shot);
    chromium("--screenshot=" + shot, "--window-size=1300,1600", page.toUri().toString());
    assertThat(javax.imageio.ImageIO.read(shot.toFile()).getWidth()).isEqualTo(1300);
  }

  private static String chromium(String... args) throws Exception {
    return jsonmark.testing.HeadlessChromium.in(FOLDER, "compare.html").run(args);
  }
}
