package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jsonmark.cli.Main;
import jsonmark.history.HistoryStore;
import jsonmark.history.Importer;
import jsonmark.history.Point;
import jsonmark.history.RunEntry;
import jsonmark.history.RunRow;
import jsonmark.history.StoreLocation;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsonmark compare} with a history store that holds twelve earlier runs of the compared
 * command, 0.5 % apart: their spread (±1.7 %) calls a +4 % change that the fixed 5 % threshold
 * leaves as noise, and every view says which floor it used.
 */
class CompareNoiseFromHistoryTest {

  @TempDir Path tmp;

  private Path results;
  private String base;
  private String now;

  record Outcome(int status, String out, String err) {}

  @BeforeEach
  void twelveRunsInTheHistory() throws Exception {
    results = tmp.resolve("results");
    base = folder("A", "2026-12-01T09:30:00Z", 1.00, 1.01, 0.99, 1.00, 1.00);
    now = folder("B", "2026-12-01T10:30:00Z", 1.04, 1.05, 1.03, 1.04, 1.04);
    RunEntry a = Importer.entries(List.of(Path.of(base)), new ArrayList<>()).get(0);
    Point point = a.points().get(0);
    try (HistoryStore store = HistoryStore.open(
        StoreLocation.sqlite(results.resolve(StoreLocation.FILE_NAME)))) {
      for (int i = 0; i < 12; i++) {
        double seconds = i % 2 == 0 ? 0.995 : 1.005;
        RunRow run = new RunRow("earlier-" + i, "/r/" + i,
            Instant.parse("2026-11-30T00:00:00Z").plusSeconds(3600L * i), "complete",
            a.run().benchmark(), "0.1.0", Optional.empty(), a.run().machine());
        store.record(new RunEntry(run, List.of(new Point(point.series(), seconds, seconds,
            seconds, 5, false))));
      }
    }
  }

  private String folder(String name, String start, double... seconds) throws IOException {
    Path folder = Files.createDirectories(tmp.resolve(name));
    StringBuilder runs = new StringBuilder();
    for (int i = 0; i < seconds.length; i++) {
      runs.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"run\":%d,\"seconds\":%s,\"failure\":null}", i + 1, seconds[i]));
    }
    Files.writeString(folder.resolve("summary.json"), "{\"format_version\":2,"
        + "\"jsonmark_version\":\"0.1.0\",\"argv\":[\"" + name + "\"],"
        + "\"benchmark\":\"Simple1Benchmark\",\"benchmark_version\":1,\"serializer\":\"jackson\","
        + "\"records\":100,\"start_time\":\"" + start + "\","
        + "\"options\":{\"data_sha256\":\"ab\",\"runs\":5},"
        + "\"environment\":{\"kernel\":\"Linux 6.1.0-18-amd64\"},"
        + "\"commands\":[{\"name\":\"orjson\",\"command\":\"c $FILENAME\",\"libraries\":[],"
        + "\"runs\":[" + runs + "]}]}");
    return folder.toString();
  }

  private Outcome compare(String... args) {
    List<String> all = new ArrayList<>(List.of("compare", "--results-dir", results.toString(),
        "--export-json", tmp.resolve("compare.json").toString()));
    all.addAll(List.of(args));
    all.add(base);
    all.add(now);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Main.run(all.toArray(String[]::new), new PrintWriter(out, true),
        new PrintWriter(err, true), Map.of(), null);
    return new Outcome(status, out.toString(), err.toString());
  }

  private String json() throws IOException {
    return Files.readString(tmp.resolve("compare.json"));
  }

  @Test
  void theSeriesSpreadInTheHistoryCallsAChangeTheThresholdWouldNot() throws Exception {
    Outcome o = compare("--fail-on-regression", "3");

    assertThat(o.status()).as(o.err()).isEqualTo(1);
    assertThat(o.out()).contains("   +4.0%  [+3.0%, +5.1%]")
        .contains("Noise floor: history ±1.7 % over 12 runs for orjson\n")
        .contains("FAILED: significantly slower by more than 3.0%: Simple1Benchmark orjson"
            + " +4.0% (B vs A)");
    assertThat(json()).contains("\"verdict\" : \"slower\"").contains("\"source\" : \"history\",\n        \"percent\" : 1.703,\n"
        + "        \"runs\" : 12");
    try (var folders = Files.list(results)) {
      Path written = folders.filter(Files::isDirectory).findFirst().orElseThrow();
      assertThat(Files.readString(written.resolve("compare.md")))
          .contains("Noise floor: history ±1.7 % over 12 runs for orjson");
      assertThat(Files.readString(written.resolve("compare.html")))
          .contains("<p class=\"floor\">Noise floor: history ±1.7 % over 12 runs for orjson");
    }
  }

  @Test
  void aGivenThresholdWinsOverTheHistoryAndSaysSo() throws Exception {
    Outcome o = compare("--noise-threshold", "5", "--fail-on-regression", "3");

    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("       ~  [+3.0%, +5.1%]")
        .contains("Noise floor: --noise-threshold 5 % as given (the history is not used) for"
            + " every row\n");
    assertThat(json()).contains("\"source\" : \"given\"").contains("\"verdict\" : \"~\"");
  }

  @Test
  void noHistoryKeepsTheDefaultThreshold() throws Exception {
    Outcome o = compare("--no-history");

    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("       ~  [+3.0%, +5.1%]")
        .contains("Noise floor: --noise-threshold 5 % for every row\n")
        .contains("is significant (p ");
    assertThat(json()).contains("\"source\" : \"default\"");
  }

  @Test
  void anUnreadableStoreCostsOneWarningAndTheThreshold() throws Exception {
    Path corrupt = tmp.resolve("corrupt.sqlite");
    Files.writeString(corrupt, "not a database, just text that is long enough to be a header");

    Outcome o = compare("--history", "jdbc:sqlite:" + corrupt);

    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.err().lines().filter(l -> l.contains("WARN"))).singleElement()
        .asString().contains("no noise floor from the history " + corrupt)
        .endsWith("; every row takes --noise-threshold 5 %");
    assertThat(o.out()).contains("       ~  [+3.0%, +5.1%]")
        .contains("Noise floor: --noise-threshold 5 % for every row\n");
  }

  @Test
  void historyAndNoHistoryTogetherAreAUsageError() {
    Outcome o = compare("--no-history", "--history", "jdbc:sqlite:x.sqlite");

    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("--history and --no-history contradict each other");
  }
}
