package jsonmark.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.Executor;
import jsonmark.log.Log;
import jsonmark.log.StatusLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run loop with fake deserializers: exact verdicts, no processes, no clock. */
class ConformanceRunTest {

  /** One list for every run, so that the outcomes of two runs hold the same cases. */
  private static final List<Case> CASES = Suite.cases();

  @TempDir Path tmp;

  private final StringWriter err = new StringWriter();
  private final List<String> stderrLogs = new ArrayList<>();
  private final List<Integer> sinkSizes = new ArrayList<>();

  private CommandOutcomes run(Executor executor) throws Exception {
    return run(executor, 1, tmp);
  }

  private CommandOutcomes run(Executor executor, int jobs, Path folder) throws Exception {
    Log log = new Log(new PrintWriter(err, true), Log.Level.INFO);
    List<CommandOutcomes> all =
        new ConformanceRun(executor, log, Optional.of(Duration.ofSeconds(30)), jobs)
            .run(List.of(new LabelledCommand("fake", new CommandTemplate("fake $FILENAME"))),
                CASES, folder,
                new ConformanceRun.Sink() {
                  @Override
                  public void commandDone(List<CommandOutcomes> soFar, int index,
                      String stderrLog) {
                    sinkSizes.add(soFar.size());
                    stderrLogs.add(stderrLog);
                  }

                  @Override
                  public void interrupted(List<CommandOutcomes> soFar, int index,
                      String stderrLog) {
                    interrupted.add(soFar);
                  }
                });
    return all.get(0);
  }

  private final List<List<CommandOutcomes>> interrupted = new ArrayList<>();

  @Test
  void onALiveLineTheCasesCheckedOfAllAreDrawnAndTheLineIsClearedAfter() throws Exception {
    StringWriter screen = new StringWriter();
    StatusLine live = new StatusLine(screen);
    Log log = new Log(new PrintWriter(live, true), Log.Level.INFO, Optional.of(live), false,
        false);
    new ConformanceRun(FakeDeserializer.strict(), log, Optional.empty(), 2)
        .run(List.of(new LabelledCommand("fake", new CommandTemplate("fake $FILENAME"))), CASES,
            tmp, new ConformanceRun.Sink() {
              @Override
              public void commandDone(List<CommandOutcomes> soFar, int index, String stderrLog) {}

              @Override
              public void interrupted(List<CommandOutcomes> soFar, int index, String stderrLog) {}
            });
    String all = CASES.size() + " of " + CASES.size() + " cases, done | fake";
    assertThat(screen.toString()).contains(" 1 of " + CASES.size() + " cases")
        .contains(all).contains("\r\033[KINFO: fake: ").doesNotEndWith(" cases/s");
  }

  @Test
  void anInterruptHandsTheSinkTheCasesThatEndedBeforeIt() throws Exception {
    assertThatThrownBy(() -> run(FakeDeserializer.interruptedAt(11)))
        .isInstanceOf(InterruptedException.class);

    assertThat(sinkSizes).as("no command ended").isEmpty();
    assertThat(interrupted).hasSize(1);
    CommandOutcomes partial = interrupted.get(0).get(0);
    assertThat(partial.outcomes()).hasSize(10);
    assertThat(partial.outcomes().stream().map(o -> o.testCase().name()))
        .isEqualTo(CASES.subList(0, 10).stream().map(Case::name).toList());
    assertThat(partial.of(CASES.get(10))).isEmpty();
  }

  @Test
  void anInterruptAtTheFirstCaseHandsTheSinkNothing() throws Exception {
    assertThatThrownBy(() -> run(FakeDeserializer.interruptedAt(1)))
        .isInstanceOf(InterruptedException.class);

    assertThat(interrupted).containsExactly(List.of());
  }

  private static Map<String, String> summaries(CommandOutcomes result) {
    Map<String, String> byCase = new LinkedHashMap<>();
    result.outcomes().forEach(o -> byCase.put(o.testCase().name(), o.summary()));
    return byCase;
  }

  @Test
  void aParserAsStrictAsTheReferenceGetsEveryScoredCaseRight() throws Exception {
    CommandOutcomes result = run(FakeDeserializer.strict());

    assertThat(result.wrong()).isEmpty();
    assertThat(result.scoredPassed()).isEqualTo(result.scoredTotal()).isEqualTo(158);
    Map<String, String> summaries = summaries(result);
    assertThat(summaries)
        .containsEntry("compact", "checksum 259")
        .containsEntry("values-subnormals", "values exact, checksum 7")
        .containsEntry("nan-nested", "exit 1")
        .containsEntry("deep-nesting-unknown-key", "exit 1")
        .containsEntry("nan", "exit 1")
        .containsEntry("duplicate-key", "accepted, checksum 102 (last one wins)")
        .containsEntry("missing-integer-1", "exit 1")
        .containsEntry("lone-high-surrogate", "accepted, checksum 5")
        .containsEntry("integer-beyond-64-bits", "exit 1")
        .containsEntry("byte-order-mark", "exit 1");
    assertThat(err.toString())
        .contains("INFO: Checking fake (1/1) on 172 cases")
        .contains("INFO: fake: 158/158 scored cases right\n");
  }

  @Test
  void aParserThatReadsNothingFailsEveryCaseButTheOnesItsNumberHappensToFit() throws Exception {
    CommandOutcomes result = run(FakeDeserializer.constant("7"));

    Map<String, String> summaries = summaries(result);
    assertThat(summaries)
        .containsEntry("compact", "checksum 7 expected 259")
        .containsEntry("escape-unicode", "checksum 7")
        .containsEntry("values-subnormals", "wrote 0 record lines for 1 input lines")
        .containsEntry("nan", "accepted")
        .containsEntry("missing-integer-1", "accepted, checksum 7 (missing read as 0)")
        .containsEntry("number-beyond-double", "accepted, checksum 7");
    assertThat(result.passed(Category.MUST_ACCEPT)).isEqualTo(1);
    assertThat(result.passed(Category.MUST_REJECT)).isZero();
    assertThat(result.accepted()).isEqualTo(172);
    assertThat(err.toString()).contains(
        "INFO: fake: 1/158 scored cases right; wrong: compact (checksum 7 expected 259),"
            + " whitespace-space-tab (checksum 7 expected 54)");
    assertThat(err.toString()).containsPattern("and 152 more\n");
  }

  @Test
  void crashesHangsAndMissingProgramsAreWrongWhateverTheCaseAsks() throws Exception {
    CommandOutcomes result = run(new FakeDeserializer(file -> switch (FakeDeserializer.caseOf(file)) {
      case "compact", "nan" -> FakeDeserializer.timedOut();
      case "escapes-all", "leading-zero" -> FakeDeserializer.exited(139, "segfault");
      case "long-line", "hex-number" -> FakeDeserializer.exited(127, "sh: fake: not found");
      case "keys-reordered" -> FakeDeserializer.exited(128, "odd but orderly");
      default -> FakeDeserializer.exited(2, "usage");
    }));

    Map<String, String> summaries = summaries(result);
    assertThat(summaries)
        .containsEntry("compact", "timed out")
        .containsEntry("nan", "timed out")
        .containsEntry("escapes-all", "killed by SIGSEGV (exit status 139)")
        .containsEntry("leading-zero", "killed by SIGSEGV (exit status 139)")
        .containsEntry("long-line", "not run: exited with status 127 (command not found?)")
        .containsEntry("hex-number", "not run: exited with status 127 (command not found?)")
        .containsEntry("keys-reordered", "exit 128")
        .containsEntry("trailing-comma-object", "exit 2");
    assertThat(result.wrong()).extracting(o -> o.testCase().name())
        .contains("compact", "nan", "escapes-all", "leading-zero", "long-line", "hex-number")
        .doesNotContain("trailing-comma-object");
    assertThat(result.passed(Category.MUST_REJECT)).isEqualTo(126 - 3);
    assertThat(result.other()).isEqualTo(6);
  }

  @Test
  void eachCommandsStderrGoesToItsLogNotTheTerminal() throws Exception {
    run(FakeDeserializer.strict());

    assertThat(sinkSizes).containsExactly(1);
    assertThat(stderrLogs.get(0))
        .contains("== nan (exit 1)\ninvalid: line 2: ")
        .doesNotContain("== compact");
    assertThat(err.toString()).doesNotContain("invalid:");
  }

  @Test
  void twoAtATimeTwoCasesRunAtOnce() throws Exception {
    PairedCases paired = new PairedCases(FakeDeserializer.strict());
    run(paired, 2, tmp);

    assertThat(paired.alone()).isEmpty();
    assertThat(paired.overlapped()).hasSize(CASES.size() / 2);
    assertThat(err.toString()).contains("INFO: Checking fake (1/1) on 172 cases, up to 2 at a time");
  }

  @Test
  void oneAtATimeNoTwoCasesEverRunAtOnce() throws Exception {
    AtomicInteger running = new AtomicInteger();
    AtomicInteger most = new AtomicInteger();
    FakeDeserializer strict = FakeDeserializer.strict();
    run((shell, options) -> {
      most.accumulateAndGet(running.incrementAndGet(), Math::max);
      try {
        Thread.sleep(1); // room for a second case to start, were one allowed to
        return strict.execute(shell, options);
      } finally {
        running.decrementAndGet();
      }
    }, 1, tmp);

    assertThat(most.get()).isEqualTo(1);
    assertThat(err.toString()).contains("INFO: Checking fake (1/1) on 172 cases\n");
  }

  @Test
  void twoAtATimeGiveTheSameOutcomesStderrLogAndLinesInTheSuitesOrderAsOneAtATime()
      throws Exception {
    Executor varied = new FakeDeserializer((file, validating) -> switch (FakeDeserializer.caseOf(file)) {
      case "compact", "nan" -> FakeDeserializer.timedOut();
      case "escapes-all" -> FakeDeserializer.exited(139, "segfault");
      case "long-line" -> FakeDeserializer.exited(127, "sh: fake: not found");
      default -> FakeDeserializer.strictly(file, validating);
    });
    CommandOutcomes one = run(varied, 1, Files.createDirectory(tmp.resolve("one")));
    String linesOfOne = err.toString();
    err.getBuffer().setLength(0);
    PairedCases paired = new PairedCases(varied);
    CommandOutcomes two = run(paired, 2, Files.createDirectory(tmp.resolve("two")));

    assertThat(paired.alone()).as("the pairs ran side by side, each ending out of order")
        .isEmpty();
    assertThat(two).isEqualTo(one);
    assertThat(stderrLogs).hasSize(2);
    assertThat(stderrLogs.get(1)).isEqualTo(stderrLogs.get(0))
        .contains("== escapes-all (killed by SIGSEGV (exit status 139))\nsegfault\n",
            "== long-line (not run: exited with status 127 (command not found?))\n");
    assertThat(err.toString().replace(", up to 2 at a time", "")).isEqualTo(linesOfOne);
  }
}
