package jsonmark.compare;

import static jsonmark.compare.CompareFixtures.command;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.cli.Main;
import jsonmark.report.format.SummaryJson;
import jsonmark.result.Measure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adversarial pairs of folders (a folder against itself, a tie, a real regression, a gate that
 * passes and one that fails): the terminal, compare.md, compare.json, compare.html and the CI's
 * step summary state the same verdicts, the gate's first.
 */
class CompareViewsAgreeTest {

  @TempDir Path tmp;

  private Path folder(String name, double orjson, double rust) throws IOException {
    Path folder = Files.createDirectories(tmp.resolve(name));
    Files.writeString(folder.resolve("summary.json"), new SummaryJson().render(
        CompareFixtures.report("6.1", 1_000_000, Measure.TIME, "2026-12-02T10:00:00Z", List.of(
            command("python-orjson", List.of(), times(orjson, 2.18, 2.20, 2.16, 2.21, 2.17)),
            command("rust", List.of(), times(rust, 1.05, 1.04, 1.06, 1.05, 1.03))))));
    return folder;
  }

  private static double[] times(double factor, double... base) {
    double[] t = new double[base.length];
    for (int i = 0; i < t.length; i++) {
      t[i] = base[i] * factor;
    }
    return t;
  }

  /** What every view said of one comparison. */
  private record Views(int status, String terminal, String markdown, JsonNode json, String html,
      String stepSummary) {}

  private Views compare(String name, Path a, Path b, String... gate) throws IOException {
    Path dir = tmp.resolve("out-" + name);
    Path summary = tmp.resolve("step-" + name + ".md");
    List<String> args = new ArrayList<>(List.of("compare", "--results-dir", dir.toString()));
    args.addAll(List.of(gate));
    args.addAll(List.of(a.toString(), b.toString()));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Main.run(args.toArray(String[]::new), new PrintWriter(out, true),
        new PrintWriter(err, true), Map.of("GITHUB_STEP_SUMMARY", summary.toString()),
        new PrintStream(new ByteArrayOutputStream()));
    Path folder;
    try (var made = Files.list(dir)) {
      folder = made.findFirst().orElseThrow();
    }
    return new Views(status, out.toString(), Files.readString(folder.resolve("compare.md")),
        new ObjectMapper().readTree(folder.resolve("compare.json").toFile()),
        Files.readString(folder.resolve("compare.html")), Files.readString(summary));
  }

  /** The change cell each verdict reads as: the signed change when called, else ~. */
  private static String cell(JsonNode change) {
    return change.path("significant").asBoolean()
        ? Cells.percent(change.path("change_percent").asDouble()) : "~";
  }

  private static void agree(Views v, List<String> verdicts, String gate) {
    JsonNode table = v.json().path("benchmarks").get(0);
    List<JsonNode> rows = new ArrayList<>();
    table.path("rows").forEach(rows::add);
    rows.add(table.path("geomean"));
    assertThat(rows.stream().map(r -> r.path("changes").get(0).path("verdict").asText()))
        .containsExactlyElementsOf(verdicts);
    List<String> classes = new ArrayList<>();
    Matcher td = Pattern.compile("<td class=\"(slower|faster|same)\"").matcher(v.html());
    while (td.find()) {
      classes.add(td.group(1));
    }
    assertThat(classes).containsExactlyElementsOf(verdicts.stream()
        .map(x -> x.equals("~") ? "same" : x).toList());
    // On a terminal each change is coloured by its verdict, the gate's line by its own.
    String terminal = v.terminal().replaceAll("\u001b\\[[0-9;]*m", "");
    long red = verdicts.stream().filter("slower"::equals).count()
        + (gate != null && !gate.equals("passed") ? 1 : 0);
    long green = verdicts.stream().filter("faster"::equals).count()
        + ("passed".equals(gate) ? 1 : 0);
    assertThat(v.terminal().split("\u001b\\[31m", -1)).hasSize((int) red + 1);
    assertThat(v.terminal().split("\u001b\\[32m", -1)).hasSize((int) green + 1);
    for (JsonNode row : rows) {
      String name = row.path("name").asText();
      String change = cell(row.path("changes").get(0));
      assertThat(terminal).containsPattern("(?m)^  " + Pattern.quote(name) + " .*  "
          + Pattern.quote(change) + "  ");
      assertThat(v.markdown()).containsPattern("(?m)^\\| " + Pattern.quote(name) + " .*\\| +"
          + Pattern.quote(change) + " \\|");
    }
    if (gate == null) {
      assertThat(v.json().path("gate").isNull()).isTrue();
      assertThat(terminal).doesNotContain("Gate");
      assertThat(v.markdown()).startsWith("# jsonmark compare\n");
      assertThat(v.html()).doesNotContain("id=\"gate\"");
      assertThat(v.status()).isZero();
    } else {
      String line = v.json().path("gate").path("reasons").toString();
      assertThat(v.json().path("gate").path("verdict").asText()).isEqualTo(gate);
      assertThat(v.json().fieldNames().next()).isEqualTo("gate");
      String said = "): " + gate.toUpperCase(java.util.Locale.ROOT) + ": ";
      assertThat(terminal.lines().findFirst().orElseThrow()).startsWith("Gate (")
          .contains(said);
      assertThat(v.markdown()).startsWith("# jsonmark compare: gate " + gate + "\n\n**Gate (");
      assertThat(v.markdown().lines().skip(2).findFirst().orElseThrow()).contains(said);
      assertThat(v.html()).containsPattern("<h1>jsonmark compare</h1>\n<p id=\"gate\" class=\""
          + (gate.equals("passed") ? "faster" : "slower") + "\">Gate \\(.*" + Pattern.quote(said));
      assertThat(line).isNotEmpty();
      assertThat(v.status()).isEqualTo(gate.equals("passed") ? 0 : 1);
    }
    assertThat(v.stepSummary()).isEqualTo(v.markdown() + "\n");
  }

  @Test
  void aFolderAgainstItselfIsNoChangeAndPassesTheGateInEveryView() throws IOException {
    Path a = folder("a", 1, 1);
    agree(compare("self", a, a, "--fail-on-regression", "0"), List.of("~", "~", "~"), "passed");
  }

  @Test
  void aTieWithinTheNoiseIsNoChangeInEveryView() throws IOException {
    agree(compare("tie", folder("a", 1, 1), folder("b", 1.01, 0.995)), List.of("~", "~", "~"),
        null);
  }

  @Test
  void aRealRegressionIsCalledSlowerInEveryViewAndTheGeomeanFollowsIt() throws IOException {
    agree(compare("slow", folder("a", 1, 1), folder("b", 1.2, 1)),
        List.of("slower", "~", "slower"), null);
  }

  @Test
  void aGateAboveTheRegressionPassesInEveryView() throws IOException {
    agree(compare("pass", folder("a", 1, 1), folder("b", 1.2, 1), "--fail-on-regression", "30"),
        List.of("slower", "~", "slower"), "passed");
  }

  @Test
  void aGateBelowTheRegressionFailsInEveryViewFirst() throws IOException {
    agree(compare("fail", folder("a", 1, 1), folder("b", 1.2, 1), "--fail-on-regression", "10"),
        List.of("slower", "~", "slower"), "failed");
  }
}
