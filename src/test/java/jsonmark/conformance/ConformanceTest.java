package jsonmark.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.env.Environment;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.Executor;
import jsonmark.log.Log;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One whole invocation with fake deserializers: the terminal, the files, the exit status. */
class ConformanceTest {

  static final Environment MACHINE =
      new Environment("Test CPU", 2, 4, 1L << 30, "Linux", "Linux 6.1", "JVM 17", Map.of(),
          List.of(), null);
  static final Instant NOW = Instant.parse("2026-12-01T10:20:30Z");

  @TempDir Path tmp;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  /** Two fakes: a strict parser, and a liar that prints 7 whatever it is given. */
  private int run(boolean strict) throws Exception {
    return run(strictAndLiar(), tmp.resolve("results"), strict, 1);
  }

  private static Executor strictAndLiar() {
    FakeDeserializer strictParser = FakeDeserializer.strict();
    FakeDeserializer liar = FakeDeserializer.constant("7");
    return (shell, options) ->
        (shell.script().startsWith("fake-liar ") ? liar : strictParser).execute(shell, options);
  }

  private int run(Executor executor, Path results, boolean strict, int jobs) throws Exception {
    ConformanceOptions settings = new ConformanceOptions(
        List.of(new LabelledCommand("strict", new CommandTemplate("fake $FILENAME")),
            new LabelledCommand("liar", new CommandTemplate("fake-liar $FILENAME"))),
        Optional.of(Duration.ofSeconds(30)), results, strict, jobs);
    Log log = new Log(new PrintWriter(err, true), Log.Level.INFO);
    return new Conformance(executor, log, new PrintWriter(out, true), () -> MACHINE,
            new jsonmark.lifecycle.Cleanup(), folder -> {},
            Optional::empty)
        .run(settings, Suite.cases(), NOW);
  }

  private Path folder() {
    return tmp.resolve("results/20261201-102030-conformance");
  }

  @Test
  void printsTheMatrixAndTheSummaryAndExitsZeroWhateverItFound() throws Exception {
    assertThat(run(false)).isZero();

    assertThat(out.toString())
        .containsPattern("\\| case +\\| category +\\| strict +\\| liar +\\|")
        .containsPattern("\\| nan +\\| must reject +\\| pass +\\| FAIL +\\|")
        .containsPattern("\\| integer-beyond-64-bits +\\| implementation-defined \\| rejected \\| accepted \\|")
        .containsPattern("\\| strict +\\| +158/158 \\| +32/32 \\| +126/126 \\| +40 \\| +132 \\| +0 \\|")
        .containsPattern("\\| liar +\\| +1/158 \\| +1/32 \\| +0/126 \\| +172 \\| +0 \\| +0 \\|")
        .contains("- **liar** (157): `compact` (checksum 7 expected 259), ");
    assertThat(err.toString()).contains("INFO: Results written to " + folder());
  }

  @Test
  void strictFailsWhenAnyScoredCaseIsWrong() throws Exception {
    assertThat(run(true)).isEqualTo(1);
    assertThat(err.toString()).contains("ERROR: --strict: a scored case went wrong");
  }

  @Test
  void writesMarkdownCsvJsonAndStderrLogs() throws Exception {
    run(false);

    assertThat(Files.readString(folder().resolve("conformance.md")))
        .startsWith("# JSON conformance\n\n172 cases, 30.0 s per case, started 2026-12-01 10:20:30 UTC.")
        .contains("## Reported cases: what each command did")
        .containsPattern("\\| duplicate-key +\\| implementation-defined \\| accepted, checksum 102"
            + " \\(last one wins\\) +\\| accepted, checksum 7 +\\|")
        .contains("| nan ", "| float_1 is NaN ")
        .contains("- CPU: Test CPU (2 physical / 4 logical cores)");
    List<String> csv = Files.readAllLines(folder().resolve("conformance.csv"));
    assertThat(csv).hasSize(1 + 2 * 172);
    assertThat(csv.get(0)).isEqualTo("name,command,case,category,scored,passed,behaviour,summary,"
        + "exit_code,checksum,expected_checksum,seconds,stderr");
    assertThat(csv).contains(
        "strict,\"fake $FILENAME\",compact,must_accept,true,true,accepted,\"checksum 259\",0,259,"
            + "259,0.250,",
        "liar,\"fake-liar $FILENAME\",duplicate-key,implementation_defined,false,,accepted,"
            + "\"accepted, checksum 7\",0,7,,0.250,");
    JsonNode json = new ObjectMapper().readTree(folder().resolve("conformance.json").toFile());
    assertThat(json.get("timeout_seconds").decimalValue()).isEqualByComparingTo("30");
    assertThat(json.get("cases")).hasSize(172);
    JsonNode liar = json.get("commands").get(1);
    assertThat(liar.get("scored_passed").asInt()).isEqualTo(1);
    assertThat(liar.get("wrong").get(0).get("case").asText()).isEqualTo("compact");
    assertThat(liar.get("results").get(0).get("summary").asText())
        .isEqualTo("checksum 7 expected 259");
    assertThat(Files.readString(folder().resolve("logs/strict.stderr.log")))
        .contains("== nan (exit 1)");
    assertThat(folder().resolve("logs/liar.stderr.log")).doesNotExist();
  }

  @Test
  void filesDoNotDependOnTheDefaultLocale() throws Exception {
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      run(false);
    } finally {
      Locale.setDefault(before);
    }
    assertThat(Files.readString(folder().resolve("conformance.csv"))).contains(",0.250,");
    assertThat(Files.readString(folder().resolve("conformance.md"))).contains("30.0 s per case");
  }

  private void runInterrupted(Executor executor) {
    ConformanceOptions settings = new ConformanceOptions(
        List.of(new LabelledCommand("strict", new CommandTemplate("fake $FILENAME")),
            new LabelledCommand("liar", new CommandTemplate("fake-liar $FILENAME"))),
        Optional.of(Duration.ofSeconds(30)), tmp.resolve("results"), false, 1);
    Conformance conformance = new Conformance(executor,
        new Log(new PrintWriter(err, true), Log.Level.INFO), new PrintWriter(out, true),
        () -> MACHINE, new jsonmark.lifecycle.Cleanup(), folder -> {},
        () -> Optional.of("SIGTERM"));
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> conformance.run(settings, Suite.cases(), NOW))
        .isInstanceOf(InterruptedException.class);
  }

  @Test
  void anInterruptDuringTheFirstCommandWritesTheCasesThatEndedAndSaysItWasInterrupted()
      throws Exception {
    runInterrupted(FakeDeserializer.interruptedAt(11));

    assertThat(Files.readString(folder().resolve("conformance.md")))
        .contains("\n**Interrupted by SIGTERM: 1 of 2 commands checked, the last on 10 of the 172"
            + " cases; the counts are of the cases that ran.**\n")
        .containsPattern("\\| strict +\\| +10/10 \\|")
        .containsPattern("\\| compact +\\| must accept +\\| pass +\\|")
        .containsPattern("\\| nan +\\| must reject +\\| +\\|");
    // conformance.csv says it first too, in a '#' line above the header, as runs.csv does.
    assertThat(Files.readAllLines(folder().resolve("conformance.csv"))).hasSize(1 + 1 + 10)
        .first().isEqualTo("# Interrupted by SIGTERM: 1 of 2 commands checked, the last on 10"
            + " of the 172 cases; the counts are of the cases that ran.");
    JsonNode json = new ObjectMapper().readTree(folder().resolve("conformance.json").toFile());
    assertThat(json.get("state").get("status").asText()).isEqualTo("interrupted");
    assertThat(json.get("state").get("by").asText()).isEqualTo("SIGTERM");
  }

  @Test
  void anInterruptBeforeAnyCaseEndedRemovesTheEmptyResultsFolder() throws Exception {
    runInterrupted(FakeDeserializer.interruptedAt(1));

    assertThat(folder()).doesNotExist();
    assertThat(tmp.resolve("results")).isEmptyDirectory();
  }

  @Test
  void filesWrittenBetweenCommandsSayTheRunIsNotFinishedAndTheLastOnesThatItIs()
      throws Exception {
    // The first command's 172 cases, then the interrupt at the second's first.
    Executor interrupted = FakeDeserializer.interruptedAt(173);
    List<String> between = new java.util.ArrayList<>();
    runInterrupted((shell, options) -> {
      if (Files.exists(folder().resolve("conformance.md")) && between.isEmpty()) {
        try {
          between.add(Files.readString(folder().resolve("conformance.md")));
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }
      return interrupted.execute(shell, options);
    });
    assertThat(between).singleElement().asString().contains("**Incomplete: 1 of 2 commands"
        + " checked when the driver last wrote this file (it was killed, or is still running);"
        + " the counts are of the cases that ran.**");
    assertThat(Files.readString(folder().resolve("conformance.md")))
        .contains("**Interrupted by SIGTERM: 1 of 2 commands checked; the counts are of the"
            + " cases that ran.**");

    assertThat(run(false)).isZero();
    assertThat(Files.readString(folder().getParent().resolve(folder().getFileName() + "-2")
        .resolve("conformance.md"))).doesNotContain("Interrupted", "Incomplete");
  }

  @Test
  void theCaseFilesAreDeletedAfterTheRun() throws Exception {
    FakeDeserializer strict = FakeDeserializer.strict();
    ConformanceOptions settings = new ConformanceOptions(
        List.of(new LabelledCommand("strict", new CommandTemplate("fake $FILENAME"))),
        Optional.empty(), tmp.resolve("results"), false, 1);
    new Conformance(strict, new Log(new PrintWriter(err, true), Log.Level.INFO),
        new PrintWriter(out, true), () -> MACHINE, new jsonmark.lifecycle.Cleanup(), folder -> {},
            Optional::empty)
        .run(settings, Suite.cases(), NOW);

    Path file = strict.files.get(0);
    assertThat(file.getParent()).doesNotExist();
  }

  @Test
  void aResultsDirThatCannotBeCreatedNamesTheCause() throws Exception {
    Path file = tmp.resolve("plain-file");
    java.nio.file.Files.writeString(file, "x");
    ConformanceOptions settings = new ConformanceOptions(
        List.of(new LabelledCommand("strict", new CommandTemplate("fake $FILENAME"))),
        Optional.empty(), file.resolve("results"), false, 1);
    int status = new Conformance(FakeDeserializer.strict(),
        new Log(new PrintWriter(err, true), Log.Level.INFO), new PrintWriter(out, true),
        () -> MACHINE, new jsonmark.lifecycle.Cleanup(), folder -> {},
            Optional::empty).run(settings, Suite.cases(), NOW);

    assertThat(status).isEqualTo(1);
    assertThat(err.toString()).contains("cannot create the results folder in "
        + file.resolve("results") + ": " + file + " is a file, not a directory;"
        + " choose another --results-dir");
  }

  @Test
  void theResultsFolderIsAnnouncedBeforeTheFirstCaseRuns() throws Exception {
    List<Path> announced = new java.util.ArrayList<>();
    List<Integer> announcedWhenFirstCaseRan = new java.util.ArrayList<>();
    FakeDeserializer strict = FakeDeserializer.strict();
    Executor watching = (shell, options) -> {
      announcedWhenFirstCaseRan.add(announced.size());
      return strict.execute(shell, options);
    };
    ConformanceOptions settings = new ConformanceOptions(
        List.of(new LabelledCommand("strict", new CommandTemplate("fake $FILENAME"))),
        Optional.empty(), tmp.resolve("results"), false, 1);
    new Conformance(watching, new Log(new PrintWriter(err, true), Log.Level.INFO),
        new PrintWriter(out, true), () -> MACHINE, new jsonmark.lifecycle.Cleanup(), announced::add,
        Optional::empty)
        .run(settings, Suite.cases(), NOW);

    assertThat(announced).containsExactly(folder());
    assertThat(announcedWhenFirstCaseRan.get(0)).isEqualTo(1);
  }

  @Test
  void twoCasesAtATimePrintTheSameMatrixAndWriteTheSameFilesAsOneAtATime() throws Exception {
    assertThat(run(strictAndLiar(), tmp.resolve("one"), false, 1)).isZero();
    String matrixOfOne = out.toString();
    out.getBuffer().setLength(0);
    PairedCases paired = new PairedCases(strictAndLiar());
    assertThat(run(paired, tmp.resolve("two"), false, 2)).isZero();

    assertThat(paired.alone()).as("the pairs ran side by side, each ending out of order")
        .isEmpty();
    assertThat(out.toString()).isEqualTo(matrixOfOne);
    Path one = tmp.resolve("one/20261201-102030-conformance");
    Path two = tmp.resolve("two/20261201-102030-conformance");
    List<Path> files = filesUnder(one);
    assertThat(files).contains(Path.of("conformance.json"), Path.of("logs/strict.stderr.log"))
        .isEqualTo(filesUnder(two));
    for (Path file : files) {
      // Each run draws its own id for the history; everything else is the same.
      assertThat(withoutRunId(Files.readString(two.resolve(file)))).as(file.toString())
          .isEqualTo(withoutRunId(Files.readString(one.resolve(file))));
    }
  }

  private static String withoutRunId(String text) {
    return text.replaceAll("\"run_id\" : \"[0-9a-f-]+\"", "\"run_id\" : \"\"");
  }

  /** Every file under {@code folder}, relative to it, sorted. */
  private static List<Path> filesUnder(Path folder) throws Exception {
    try (var walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile).map(folder::relativize).sorted().toList();
    }
  }
}
