package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The results a reader understands at a glance: start-up, MB/s, tradeoff.png, report.html. */
class GlanceIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";
  static final String PYTHON_SLOW =
      "python3 -c 'import time; time.sleep(0.3)' && " + PYTHON_JSON;

  @TempDir Path tmp;

  Result jsonmark(String... options) throws Exception {
    return Jsonmark.run(tmp, Jsonmark.small(tmp, 3000, "--startup-runs", "2"), options);
  }

  @Test
  void aProfiledRunOfTwoCommandsWritesTheTradeoffChartAndTheHtmlPage() throws Exception {
    Result r = jsonmark("--profile", "--name", "python-json", "--name", "python-slow",
        PYTHON_JSON, PYTHON_SLOW);

    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("INFO: python-json: ").contains("; start-up ")
        .containsPattern("CPU \\(%\\)  : max=");
    assertThat(r.out()).contains("'python-json' ran ").contains(" times faster than 'python-slow'")
        .contains("| command ").contains("MB/s");
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    for (String file : new String[] {"tradeoff.png", "report.html", "time.png"}) {
      assertThat(folder.resolve(file)).isNotEmptyFile();
    }
    assertThat(Files.readString(folder.resolve("summary.md"))).contains("(tradeoff.png)")
        .contains("start-up ± σ (").contains("parse MB/s");
    String html = Files.readString(folder.resolve("report.html"));
    assertThat(html).contains("<table id=\"results\">");
    // Every chart drawn beside the page is embedded in it: time, tradeoff, cpu and memory.
    assertThat(html.split("data:image/png;base64,", -1)).hasSize(1 + 4);
    JsonNode first = new ObjectMapper().readTree(folder.resolve("summary.json").toFile())
        .get("commands").get(0);
    assertThat(first.get("startup_runs")).hasSize(2);
    assertThat(first.get("startup").get("mean_s").asDouble()).isPositive();
    assertThat(first.get("runs")).hasSize(1);
    assertThat(Files.readAllLines(folder.resolve("runs.csv")).get(0))
        .contains(",startup_s,parse_mb_per_s,");
  }

  @Test
  void withoutProfilingThereIsNoTradeoffChartAndNoLinkToIt() throws Exception {
    Result r = jsonmark(PYTHON_JSON);

    assertThat(r.status()).as(r.err()).isZero();
    Path folder = Jsonmark.onlyResultsFolder(tmp.resolve("results"));
    assertThat(folder.resolve("tradeoff.png")).doesNotExist();
    assertThat(folder.resolve("report.html")).isNotEmptyFile();
    assertThat(Files.readString(folder.resolve("summary.md"))).doesNotContain("tradeoff.png");
  }
}
