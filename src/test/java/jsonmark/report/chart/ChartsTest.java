package jsonmark.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javax.imageio.ImageIO;
import jsonmark.report.Fixtures;
import jsonmark.report.ManyCommands;
import jsonmark.report.MatrixReport;
import jsonmark.report.Report;
import jsonmark.report.Simple1Results;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every chart draws with 1, 3, 5 and 24 commands and with the 26 deserializers of a real run.
 * The pictures go to a temporary folder; with {@code -Djsonmark.charts.keep=DIR} they are kept
 * in DIR/charts-N/ for a person to look at: a picture's readability is not something a test
 * can assert.
 */
class ChartsTest {

  @TempDir static Path temporary;

  /** Where the pictures of {@code name} go: kept where asked, else the temporary folder. */
  private static Path folder(String name) throws IOException {
    String keep = System.getProperty("jsonmark.charts.keep");
    return Files.createDirectories((keep == null ? temporary : Path.of(keep)).resolve(name));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 3, 5, 24})
  void everyChartDrawsAndGrowsWithTheCommands(int n) throws IOException {
    jsonmark.report.Results report = ManyCommands.results(n);
    Path folder = folder("charts-" + n);

    BufferedImage time = decoded(Charts.time(report.report()), folder.resolve("time.png"));
    BufferedImage tradeoff = decoded(Charts.tradeoff(report.report()), folder.resolve("tradeoff.png"));
    BufferedImage cpu = decoded(Charts.cpu(report), folder.resolve("cpu.png"));
    BufferedImage memory = decoded(Charts.memory(report), folder.resolve("memory.png"));

    assertThat(time.getHeight()).isGreaterThan(20 * n);
    assertThat(tradeoff.getWidth()).isGreaterThan(500);
    assertThat(cpu.getHeight()).isEqualTo(memory.getHeight());
    assertThat(cpu.getHeight()).isGreaterThanOrEqualTo(200 * ((n + 3) / 4));
  }

  @org.junit.jupiter.api.Test
  void theChartsOfARealRunOfEveryDeserializerDraw() throws IOException {
    jsonmark.report.Results report = Simple1Results.results();
    Path folder = folder("charts-26");

    decoded(Charts.time(report.report()), folder.resolve("time.png"));
    decoded(Charts.tradeoff(report.report()), folder.resolve("tradeoff.png"));
    decoded(Charts.cpu(report), folder.resolve("cpu.png"));
    decoded(Charts.memory(report), folder.resolve("memory.png"));
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 26})
  void theProfileChartsOfShortRunsDraw(int n) throws IOException {
    // 3 commands of 0.03 to 0.3 s, or the 26 deserializers on 20,000 records: 1 to 6 samples.
    jsonmark.report.Results report = n == 3
        ? ShortRuns.of(ManyCommands.results(3), 40) : ShortRuns.of(Simple1Results.results(), 20);
    Path folder = folder("charts-" + n + "-short");

    decoded(Charts.cpu(report), folder.resolve("cpu.png"));
    decoded(Charts.memory(report), folder.resolve("memory.png"));
  }

  @org.junit.jupiter.api.Test
  void theRankingOfEveryDeserializerOnFourBenchmarksHasARowForEachOneFailedOrNot()
      throws IOException {
    MatrixReport matrix = new MatrixReport(java.util.List.of(
        Simple1Results.report("Simple1Benchmark", 0, ""),
        Simple1Results.report("Twitter1Benchmark", 0.2, ""),
        Simple1Results.report("Canada1Benchmark", -0.1, "nodejs"),
        Simple1Results.report("Citm1Benchmark", 0.5, "")));
    Path folder = folder("charts-26");

    BufferedImage ranking = decoded(Charts.ranking(matrix), folder.resolve("ranking.png"));

    // 26 rows, none left out for having failed on one benchmark.
    assertThat(ranking.getHeight()).isGreaterThanOrEqualTo(26 * 24);
  }

  @org.junit.jupiter.api.Test
  void aRunSetAsideAndItsReRunShareANumberAndBothAreDrawn() throws IOException {
    jsonmark.report.Results results = ManyCommands.results(1);
    var command = results.report().commands().get(0);
    var runs = new java.util.ArrayList<>(command.runs());
    runs.add(command.runs().get(0)); // the re-run of run 1, numbered 1 again
    var samples = new java.util.ArrayList<>(results.samples().get(command.name()));
    samples.add(samples.get(0));
    Report again = results.report().withCommands(java.util.List.of(
        new jsonmark.result.CommandResult(command.name(), command.command(), false, runs,
            samples, command.warmupFailures(), command.startupRuns(), Optional.empty())));

    decoded(Charts.cpu(new jsonmark.report.Results(again,
        java.util.Map.of(command.name(), samples))), folder("charts-rerun").resolve("cpu.png"));
  }

  @org.junit.jupiter.api.Test
  void theTradeoffOfAReportWithAFailedAndAnUnprofiledCommandNamesThemBesideIt()
      throws IOException {
    BufferedImage tradeoff = decoded(Charts.tradeoff(Fixtures.report()),
        folder("charts-failed").resolve("tradeoff.png"));

    // The column beside the chart that says what is not drawn, and why.
    assertThat(tradeoff.getWidth()).isGreaterThan(1100);
  }

  @org.junit.jupiter.api.Test
  void aGridOfOnePanelIsWideEnoughForItsTitle() throws IOException {
    jsonmark.report.Results report = ManyCommands.results(1);
    Path folder = folder("charts-1");
    BufferedImage cpu = decoded(Charts.cpu(report), folder.resolve("cpu.png"));
    // One 320-pixel panel; the bold title alone is wider, and was cut before.
    assertThat(cpu.getWidth()).isGreaterThan(600);
  }

  @org.junit.jupiter.api.Test
  void theSameResultsGiveTheSameBytesInEveryChart() throws IOException {
    jsonmark.report.Results one = Simple1Results.results();
    jsonmark.report.Results two = Simple1Results.results();
    MatrixReport matrix = new MatrixReport(java.util.List.of(
        Simple1Results.report("Simple1Benchmark", 0, ""),
        Simple1Results.report("Twitter1Benchmark", 0.2, "nodejs")));

    assertThat(Charts.time(one.report()).orElseThrow())
        .isEqualTo(Charts.time(two.report()).orElseThrow());
    assertThat(Charts.tradeoff(one.report()).orElseThrow())
        .isEqualTo(Charts.tradeoff(two.report()).orElseThrow());
    assertThat(Charts.cpu(one).orElseThrow()).isEqualTo(Charts.cpu(two).orElseThrow());
    assertThat(Charts.memory(one).orElseThrow()).isEqualTo(Charts.memory(two).orElseThrow());
    assertThat(Charts.ranking(matrix).orElseThrow())
        .isEqualTo(Charts.ranking(matrix).orElseThrow());
  }

  private static BufferedImage decoded(Optional<byte[]> png, Path keep) throws IOException {
    assertThat(png).isPresent();
    Files.write(keep, png.get());
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png.get()));
    assertThat(image).isNotNull();
    return image;
  }
}
