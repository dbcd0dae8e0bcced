package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The driver, through its launcher, on a pseudo-terminal 60, 80 and 120 columns wide with
 * {@code COLUMNS} unset (as bash leaves it), three commands with long names; what it wrote is
 * replayed through a VT100 emulator (pyte, in the venv of bench/hyperfine/requirements.txt, which
 * {@code make test} builds; skipped without it, failed without it under
 * {@code JSONMARK_REQUIRE_ALL=1}, as in CI). No live line is drawn wider than the terminal
 * less one column, none is left on the screen at the end (a line that wrapped would leave its
 * first rows), and no row of the table is wider than the terminal.
 */
class TerminalReplayIT {

  static final Path SCRIPT = Jsonmark.ROOT.resolve("src/test/resources/jsonmark/terminal/replay.py");

  /** Each run takes over half a second, so that the live line shows the run's time too. */
  static final List<String> COMMANDS = List.of(
      "sleep 0.6 && python3 deserializers/python/main.py json $FILENAME # the first command, named"
          + " by its own long text",
      "sleep 0.6 && python3 deserializers/python/main.py json $FILENAME # the second command, as"
          + " long as the first",
      "sleep 0.6 && python3 deserializers/python/main.py json $FILENAME # and a third, to have"
          + " more runs to show");

  @TempDir static Path tmp;

  /** The data file, written once before the replays, so that they show the runs only. */
  @BeforeAll
  static void writeTheDataFile() throws Exception {
    Result written = Jsonmark.run(tmp, "--benchmark", "Simple1Benchmark", "--records", "300",
        "--cache-dir", tmp.resolve("cache").toString(), "--only-serialize");
    assertThat(written.status()).as(written.err()).isZero();
  }

  /** One live line drawn, or one line written, with its width in columns. */
  record Text(String text, int width) {}

  /** What the emulator saw: the exit status, the live lines, the final screen, every line. */
  record Replay(int status, List<Text> live, List<String> screen, List<Text> lines) {}

  @ParameterizedTest
  @ValueSource(ints = {60, 80, 120})
  void theOutputFitsTheTerminalAndLeavesNoFragmentOfTheLiveLine(int columns) throws Exception {
    Replay replay = replay(columns);
    String screen = String.join("\n", replay.screen());
    assertThat(replay.status()).as(screen).isZero();
    assertThat(replay.live()).as(screen).hasSizeGreaterThan(6)
        .allSatisfy(line -> assertThat(line.width()).as(line.text()).isLessThan(columns))
        .anySatisfy(line -> assertThat(line.text()).contains(" run 2/2: "));
    List<String> drawn = replay.live().stream().map(Text::text).toList();
    assertThat(replay.screen()).as("rows left on the screen by a live line, in\n" + screen)
        .noneMatch(row -> !row.isBlank() && drawn.stream().anyMatch(line -> line.startsWith(row)));
    List<Text> table = replay.lines().stream().filter(line -> line.text().startsWith("|"))
        .toList();
    assertThat(table).as(screen).hasSizeGreaterThanOrEqualTo(5)
        .allSatisfy(row -> assertThat(row.width()).as(row.text()).isLessThanOrEqualTo(columns));
    assertThat(replay.screen()).as(screen).filteredOn(row -> row.startsWith("|"))
        .hasSameSizeAs(table).allSatisfy(row -> assertThat(row).endsWith("|"));
  }

  private static Replay replay(int columns) throws Exception {
    Path python = HyperfineScriptsIT.PYTHON;
    if (!HyperfineScriptsIT.imports("pyte")) {
      String missing = "no pyte in " + python + ": make hyperfine-venv";
      // CI's make test builds the venv first: there, a missing emulator is a failure.
      assertThat(System.getenv("JSONMARK_REQUIRE_ALL")).as(missing).isNotEqualTo("1");
      assumeTrue(false, missing);
    }
    List<String> command = new ArrayList<>(List.of(python.toString(), SCRIPT.toString(),
        String.valueOf(columns), Jsonmark.ROOT.resolve("jsonmark").toString(),
        "--benchmark", "Simple1Benchmark", "--records", "300",
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results-" + columns).toString(),
        "--runs", "2", "--startup-runs", "0", "--max-wait", "100"));
    command.addAll(COMMANDS);
    Process process = new ProcessBuilder(command).directory(Jsonmark.ROOT.toFile())
        .redirectError(ProcessBuilder.Redirect.INHERIT).start();
    byte[] json = process.getInputStream().readAllBytes();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("the replay did not finish in 10 minutes");
    }
    assertThat(process.exitValue()).as(new String(json, StandardCharsets.UTF_8)).isZero();
    return new ObjectMapper().readValue(json, Replay.class);
  }
}
