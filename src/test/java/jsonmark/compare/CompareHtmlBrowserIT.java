package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
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
    Map<String, byte[]> files = CompareOutputs.files(CompareFixtures.threeFolders());
    page = FOLDER.resolve("compare.html");
    Files.write(page, files.get("compare.html"));
    Files.write(FOLDER.resolve("change-B.png"), files.get("change-B.png"));
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
    Optional<String> browser = browser();
    if (browser.isEmpty() && "1".equals(System.getenv("JSONMARK_REQUIRE_ALL"))) {
      throw new AssertionError("chromium is not installed, and JSONMARK_REQUIRE_ALL=1");
    }
    Assumptions.assumeTrue(browser.isPresent(),
        "chromium is not installed: compare.html is not checked in a browser (apt-get install"
            + " chromium)");
    List<String> command = new ArrayList<>(List.of(browser.get(), "--headless", "--disable-gpu",
        "--no-sandbox", "--user-data-dir=" + FOLDER.resolve("profile"),
        "--virtual-time-budget=5000"));
    command.addAll(List.of(args));
    Path out = FOLDER.resolve("chromium.out");
    Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(FOLDER.resolve("chromium.err").toFile()).start();
    if (!process.waitFor(2, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("chromium did not finish in 2 minutes");
    }
    assertThat(process.exitValue()).as("chromium's exit status").isZero();
    return Files.readString(out);
  }

  private static Optional<String> browser() {
    for (String name : List.of("chromium", "chromium-browser")) {
      for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
        if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, name))) {
          return Optional.of(Path.of(dir, name).toString());
        }
      }
    }
    return Optional.empty();
  }
}
