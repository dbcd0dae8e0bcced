package jsonmark.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's chromium, headless, for the tests that check a page in a real browser. Where it is
 * absent the test is skipped with a message, except in CI (JSONMARK_REQUIRE_ALL=1), where
 * .ci/run installs it and its absence fails.
 */
public final class HeadlessChromium {

  private final Path folder;
  private final String page;

  private HeadlessChromium(Path folder, String page) {
    this.folder = folder;
    this.page = page;
  }

  /** A browser keeping its profile and output in {@code folder}, checking {@code page}. */
  public static HeadlessChromium in(Path folder, String page) {
    return new HeadlessChromium(folder, page);
  }

  /** Runs chromium with {@code args} and returns what it printed (the DOM for --dump-dom). */
  public String run(String... args) throws Exception {
    Optional<String> browser = browser();
    if (browser.isEmpty() && "1".equals(System.getenv("JSONMARK_REQUIRE_ALL"))) {
      throw new AssertionError("chromium is not installed, and JSONMARK_REQUIRE_ALL=1");
    }
    Assumptions.assumeTrue(browser.isPresent(), "chromium is not installed: " + page
        + " is not checked in a browser (apt-get install chromium)");
    List<String> command = new ArrayList<>(List.of(browser.get(), "--headless", "--disable-gpu",
        "--no-sandbox", "--user-data-dir=" + folder.resolve("profile"),
        "--virtual-time-budget=5000"));
    command.addAll(List.of(args));
    Path out = folder.resolve("chromium.out");
    Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
        .redirectError(folder.resolve("chromium.err").toFile()).start();
    if (!process.waitFor(2, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("chromium did not finish in 2 minutes");
    }
    assertThat(process.exitValue()).as("chromium's exit status").isZero();
    return Files.readString(out);
  }

  /**
   * The width of a screenshot of {@code url} in a window of {@code size} ({@code 420,1900}),
   * written to {@code shot} (replaced), for a reader to look at.
   */
  public int screenshotWidth(Path shot, String size, String url) throws Exception {
    java.nio.file.Files.deleteIfExists(shot);
    run("--screenshot=" + shot, "--window-size=" + size, url);
    return javax.imageio.ImageIO.read(shot.toFile()).getWidth();
  }

  /**
   * A copy of {@code page} beside it, {@code <name>.probe.html}, running {@code script} after the
   * page's own: a test's measurements of the rendered page (computed styles, boxes) that it
   * writes into attributes for {@code --dump-dom} to show, without the product carrying them.
   */
  public static Path withScript(Path page, String script) throws java.io.IOException {
    String html = Files.readString(page, java.nio.charset.StandardCharsets.UTF_8);
    int end = html.lastIndexOf("</body>");
    assertThat(end).as("%s has a </body>", page).isNotNegative();
    Path probe = page.resolveSibling(page.getFileName() + ".probe.html");
    Files.writeString(probe, html.substring(0, end) + "<script>\n" + script + "\n</script>\n"
        + html.substring(end), java.nio.charset.StandardCharsets.UTF_8);
    return probe;
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
