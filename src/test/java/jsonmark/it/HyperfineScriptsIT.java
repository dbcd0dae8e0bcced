package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * hyperfine's own scripts (copied unchanged into the test resources) read our --export-json as
 * they read hyperfine's; they run in the venv of bench/hyperfine/requirements.txt ({@code make
 * hyperfine-venv}, which {@code make test} builds), and are skipped without it.
 */
class HyperfineScriptsIT {

  static final Path SCRIPTS = Jsonmark.ROOT.resolve("src/test/resources/jsonmark/hyperfine");
  static final Path PYTHON = Jsonmark.ROOT.resolve("bench/hyperfine/.venv/bin/python");
  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";

  @TempDir static Path tmp;
  static Result run;
  static Path json;

  /** One run of two commands, exporting hyperfine's JSON to a file and Markdown to stdout. */
  @BeforeAll
  static void runTwoCommands() throws Exception {
    json = tmp.resolve("results.json");
    run = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "2000",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString(), "--runs", "3", "--startup-runs", "0",
        "--name", "first", "--name", "second", "--export-json", json.toString(),
        "--export-markdown", "-", PYTHON_JSON, PYTHON_JSON);
  }

  @Test
  void anExportToStandardOutputIsAllThatGoesThere() {
    assertThat(run.status()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines).hasSize(4);
    assertThat(lines.get(0)).isEqualTo("| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |");
    assertThat(run.out()).contains("| `first` |").contains("| `second` |");
    assertThat(run.err()).contains("Results written to"); // the table and log went to stderr
  }

  @Test
  void advancedStatisticsReadsOurJson() throws Exception {
    Script s = script("advanced_statistics.py", json.toString());
    assertThat(s.status()).as(s.output()).isZero();
    assertThat(s.output()).contains("Command 'first'").contains("Command 'second'")
        .contains("runs:          3").contains("P_05 .. P_95:");
  }

  @Test
  void welchTtestReadsOurJson() throws Exception {
    Script s = script("welch_ttest.py", json.toString());
    assertThat(s.status()).as(s.output()).isZero();
    assertThat(s.output()).contains("Command 1: first").contains("Command 2: second")
        .containsPattern("t = -?[0-9.e+-]+, p = [0-9.e+-]+|t = nan");
  }

  @Test
  void plotWhiskerDrawsOurJson() throws Exception {
    assumeTrue(imports("matplotlib"), "matplotlib is not in " + PYTHON);
    Path png = tmp.resolve("whisker.png");
    Script s = script("plot_whisker.py", json.toString(), "-o", png.toString());
    assertThat(s.status()).as(s.output()).isZero();
    assertThat(Files.size(png)).isPositive();
  }

  @Test
  void plotParametrizedDrawsAParameterScan() throws Exception {
    assumeTrue(imports("matplotlib"), "matplotlib is not in " + PYTHON);
    Path scanned = tmp.resolve("scan.json");
    Result scan = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "2000",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString(), "--runs", "2", "--startup-runs", "0",
        "-P", "n", "1", "2", "--name", "json-{n}", "--export-json", scanned.toString(),
        PYTHON_JSON);
    assertThat(scan.status()).as(scan.err()).isZero();
    assertThat(Files.readString(scanned)).contains("\"parameters\" : {\n      \"n\" : \"2\"");
    Path png = tmp.resolve("parametrized.png");
    Script s = script("plot_parametrized.py", scanned.toString(), "-o", png.toString());
    assertThat(s.status()).as(s.output()).isZero();
    assertThat(Files.size(png)).isPositive();
  }

  /**
   * Under --measure instructions the 1.x file's seconds are the wall times of the runs under
   * Valgrind, so hyperfine's scripts print seconds, those of summary.json, never a count.
   */
  @Test
  void underMeasureInstructionsTheScriptsPrintValgrindsSecondsNeverACount() throws Exception {
    assumeTrue(Jsonmark.onPath("valgrind"), "valgrind is not installed");
    String python = InstructionsIT.python() + " deserializers/python/main.py json $FILENAME";
    Path counted = tmp.resolve("counted.json");
    Result r = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "200",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("counted").toString(), "--measure", "instructions",
        "--runs", "2", "--startup-runs", "0", "--name", "once", "--name", "twice",
        "--export-json", counted.toString(), python, python + " >/dev/null && " + python);
    assertThat(r.status()).as(r.err()).isZero();
    JsonNode summary = new ObjectMapper().readTree(Jsonmark
        .onlyResultsFolder(tmp.resolve("counted")).resolve("summary.json").toFile());
    double seconds = summary.path("commands").get(0).path("statistics").path("mean_s").asDouble();
    assertThat(seconds).isPositive().isLessThan(600);

    Script stats = script("advanced_statistics.py", counted.toString());
    assertThat(stats.status()).as(stats.output()).isZero();
    assertThat(stats.output()).contains("Command 'once'")
        .contains(String.format(Locale.ROOT, "mean:   %8.3f s", seconds));
    Script welch = script("welch_ttest.py", counted.toString());
    assertThat(welch.status()).as(welch.output()).isZero();
    assertThat(welch.output()).containsPattern("t = -?[0-9.e+-]+, p = [0-9.e+-]+")
        .doesNotContain("inf");
  }

  /** What a script printed, and its exit status. */
  record Script(int status, String output) {}

  static Script script(String name, String... args) throws Exception {
    assumeTrue(Files.isExecutable(PYTHON), "no venv for hyperfine's scripts: make hyperfine-venv");
    assertThat(run.status()).as(run.err()).isZero();
    List<String> command = new ArrayList<>(List.of(PYTHON.toString(),
        SCRIPTS.resolve(name).toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().put("MPLBACKEND", "Agg");
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(2, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError(name + " did not finish in 2 minutes");
    }
    return new Script(process.exitValue(), output);
  }

  static boolean imports(String module) throws IOException, InterruptedException {
    return Files.isExecutable(PYTHON)
        && new ProcessBuilder(PYTHON.toString(), "-c", "import " + module).start().waitFor() == 0;
  }
}
