package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.exec.CommandTemplate;
import jsonmark.lifecycle.Cleanup;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import jsonmark.log.Log;
import jsonmark.serialize.Serializers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run loop with a fake executor: exact timings, no processes. */
class BenchmarkRunTest {

  @TempDir Path cache;
  final StringWriter err = new StringWriter();
  final StringWriter out = new StringWriter();
  final List<List<CommandResult>> updates = new ArrayList<>();
  final List<Boolean> complete = new ArrayList<>();
  long expected;

  /** A results sink that remembers every update. */
  final class RecordingSink implements ResultsSink {
    @Override
    public void update(List<CommandResult> results, boolean commandDone) {
      updates.add(List.copyOf(results));
      complete.add(commandDone);
    }

    @Override
    public String table(List<CommandResult> results) {
      return "TABLE " + results.size() + "\n";
    }

    @Override
    public OutputStream stderrLog(String name, String kind, int run) {
      return null;
    }

    @Override
    public Path folder() {
      return cache.resolve("results");
    }
  }

  @BeforeEach
  void writeDataOnce() throws Exception {
    // One real generation of 100 records, so the fake runs have a true expected checksum.
    BenchmarkOptions only = settings(1, 0, List.of());
    BenchmarkRun run = new BenchmarkRun(
        new BenchmarkOptions(only.benchmark(), only.serializer(), 100, Optional.of(cache), true, false,
            1, 0, Optional.empty(), Duration.ofMillis(50), cache, List.of(), 0),
        log(), new PrintWriter(out, true), new FakeExecutor(), Optional.empty(),
        (data, failures) -> new RecordingSink(), null, new Interrupts(new Cleanup()));
    assertThat(run.run()).isZero();
    Path meta = cache.resolve("Simple1Benchmark.1.jackson.100.meta.json");
    expected = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(meta.toFile()).get("holds").get("checksum").asLong();
    err.getBuffer().setLength(0);
    assertThat(Files.exists(cache.resolve("Simple1Benchmark.1.jackson.100"))).isTrue();
  }

  Log log() {
    return new Log(new PrintWriter(err, true), Log.Level.INFO);
  }

  BenchmarkOptions settings(int runs, int warmup, List<LabelledCommand> commands) {
    return new BenchmarkOptions(new Simple1Benchmark(), Serializers.defaultSerializer(), 100,
        Optional.of(cache), false, false, runs, warmup, Optional.empty(), Duration.ofMillis(50),
        cache.resolve("results"), commands, 0);
  }

  static LabelledCommand command(String name, String text) {
    return new LabelledCommand(name, new CommandTemplate(text));
  }

  int run(BenchmarkOptions settings, FakeExecutor executor) throws Exception {
    return new BenchmarkRun(settings, log(), new PrintWriter(out, true), executor,
        Optional.empty(), (data, failures) -> new RecordingSink(), null,
        new Interrupts(new Cleanup())).run();
  }

  @Test
  void timesEveryRunAndLogsTheOriginalsLine() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(9.0, "" + expected)
        .passes(2.0, "" + expected).passes(4.0, "" + expected);
    int status = run(settings(2, 1, List.of(command("fast", "parse $FILENAME"))), executor);
    assertThat(status).isZero();
    assertThat(err.toString())
        .contains("fast warm-up 1/1: 9.00s (not counted)")
        .contains("Deserialize time taken: 2.00s (50.00 lines/sec)")
        .contains("Deserialize time taken: 4.00s (25.00 lines/sec)");
    List<CommandResult> last = updates.get(updates.size() - 1);
    assertThat(last.get(0).runs()).extracting(RunResult::seconds).containsExactly(2.0, 4.0);
    assertThat(out.toString()).contains("TABLE 1");
  }

  @Test
  void passesTheDataPathAndBenchmarkAsExportedVariablesNeverAsCommandText() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(1.0, "" + expected);
    run(settings(1, 0, List.of(command("c", "parse $FILENAME --fast"))), executor);
    assertThat(executor.commands).containsExactly("parse \"${JSONMARK_FILENAME}\" --fast");
    assertThat(executor.environments).singleElement().satisfies(env -> {
      assertThat(env).containsOnlyKeys("JSONMARK_FILENAME", "JSONMARK_BENCHMARK")
          .containsEntry("JSONMARK_BENCHMARK", "Simple1Benchmark");
      // The cache file as every command got it: in a private folder beside it, gone by now.
      Path given = Path.of(env.get("JSONMARK_FILENAME"));
      assertThat(given).hasFileName("Simple1Benchmark.1.jackson.100");
      assertThat(given.getParent().getFileName().toString()).startsWith(".jsonmark-readonly-");
      assertThat(given.getParent().getParent()).isEqualTo(cache);
    });
  }

  @Test
  void writesResultsAfterEveryRunSoNothingMeasuredIsLost() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(1.0, "" + expected)
        .passes(1.5, "" + expected).passes(3.0, "" + expected).passes(3.5, "" + expected);
    run(settings(2, 0, List.of(command("a", "a $FILENAME"), command("b", "b $FILENAME"))),
        executor);
    assertThat(updates).extracting(u -> u.stream().mapToInt(c -> c.runs().size()).sum())
        .containsExactly(1, 2, 2, 3, 4, 4);
    assertThat(complete).containsExactly(false, false, true, false, false, true);
    assertThat(updates.get(3)).extracting(CommandResult::name).containsExactly("a", "b");
  }

  @Test
  void aFailingCommandIsReportedAndTheNextStillRuns() throws Exception {
    FakeExecutor executor = new FakeExecutor().fails(3, "Traceback: boom")
        .passes(1.0, "" + (expected + 1)).passes(2.0, "" + expected);
    int status = run(settings(1, 0, List.of(command("crash", "x $FILENAME"),
        command("liar", "y $FILENAME"), command("good", "z $FILENAME"))), executor);
    assertThat(status).isEqualTo(1);
    assertThat(err.toString())
        .contains("crash run 1/1 failed: exited with status 3")
        .contains("  | Traceback: boom")
        .contains("liar run 1/1 failed: printed checksum '" + (expected + 1) + "', expected "
            + expected)
        .contains("Deserialize time taken: 2.00s (50.00 lines/sec)");
    List<CommandResult> last = updates.get(updates.size() - 1);
    assertThat(last).extracting(c -> c.runs().get(0).ok()).containsExactly(false, false, true);
  }

  @Test
  void warnsWhenTheFirstRunIsMuchSlowerThanTheRest() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(5.0, "" + expected)
        .passes(2.0, "" + expected).passes(2.01, "" + expected);
    run(settings(3, 0, List.of(command("cold", "c $FILENAME"))), executor);
    assertThat(err.toString()).contains("WARN: the first run of cold was much slower")
        .contains("--warmup 1");
  }

  @Test
  void measuresTheStartupOnAnEmptyFileBeforeTheTimedRunsAndKeepsItApart() throws Exception {
    FakeExecutor executor = new FakeExecutor().passes(0.25, "0").passes(0.35, "0")
        .passes(2.3, "" + expected);
    BenchmarkOptions base = settings(1, 0, List.of(command("c", "parse $FILENAME")));
    BenchmarkOptions withStartup = new BenchmarkOptions(base.benchmark(), base.serializer(), base.records(),
        base.cacheDir(), false, false, 1, 0, Optional.empty(), base.interval(),
        base.resultsDir(), base.commands(), 2);

    assertThat(run(withStartup, executor)).isZero();

    CommandResult last = updates.get(updates.size() - 1).get(0);
    assertThat(last.startupRuns()).extracting(RunResult::seconds).containsExactly(0.25, 0.35);
    assertThat(last.runs()).extracting(RunResult::seconds).containsExactly(2.3);
    assertThat(executor.environments.get(0).get("JSONMARK_FILENAME"))
        .endsWith("Simple1Benchmark.1.jackson.100")
        .isNotEqualTo(executor.environments.get(2).get("JSONMARK_FILENAME"));
    assertThat(Files.exists(Path.of(executor.environments.get(0).get("JSONMARK_FILENAME"))))
        .as("the empty file is deleted at the end").isFalse();
    assertThat(err.toString()).contains("c start-up: 0.300s on an empty file; parsing");
  }

  @Test
  void aFailedStartupRunIsOneLineAndDoesNotFailTheCommand() throws Exception {
    FakeExecutor executor = new FakeExecutor().fails(1, "cannot parse nothing")
        .passes(2.0, "" + expected);
    BenchmarkOptions base = settings(1, 0, List.of(command("c", "parse $FILENAME")));
    BenchmarkOptions withStartup = new BenchmarkOptions(base.benchmark(), base.serializer(), base.records(),
        base.cacheDir(), false, false, 1, 0, Optional.empty(), base.interval(),
        base.resultsDir(), base.commands(), 3);

    assertThat(run(withStartup, executor)).isZero();

    assertThat(err.toString())
        .contains("ERROR: c start-up 1/3 on an empty file failed: exited with status 1")
        .contains("its start-up is n/a")
        .doesNotContain("  | cannot parse nothing");
    assertThat(updates.get(updates.size() - 1).get(0).startupRuns()).hasSize(1);
  }
}
