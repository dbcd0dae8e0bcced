package jsonmark.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.exec.TreeCpu;
import jsonmark.log.Log;
import jsonmark.profile.Profile;
import jsonmark.report.Claims;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.report.Results;
import jsonmark.report.export.MarkdownExport;
import jsonmark.report.format.ResultsFolder;
import jsonmark.report.format.SummaryJson;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.Measure;
import jsonmark.result.RunResult;
import jsonmark.result.RunState;
import jsonmark.result.Warning;
import jsonmark.stats.CpuWait;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Adversarial evidence, every view: two commands whose times are not separated, a busy machine
 * whose last run was kept without a re-run, an interrupted run, a failed command, counts whose
 * start-up is most of the total, and a run of one command. The terminal (under --quiet too),
 * summary.md, report.html, summary.json, runs.csv and the Markdown export must state the same
 * claims, the ones that qualify every verdict first.
 */
class ClaimsAgreeTest {

  private static final String INTERRUPTED = "Interrupted by SIGINT after round 5";
  private static final String BUSY = "the machine stayed busy: 2 of 5 runs of a waited more than"
      + " --max-wait for a CPU, 1 after every re-run, 1 not run again once re-running had"
      + " stopped; they count, but were measured on a busy machine";

  @TempDir Path dir;

  @Test
  void everyViewStatesTheSameClaimsWithTheQualifiersFirst() throws Exception {
    Results results = adversarial();
    Report report = results.report();
    Path folder = write("adversarial", results);

    // summary.json: the claims themselves.
    Report json = SummaryJson.read(folder.resolve("summary.json")).reports().get(0);
    Claims claims = json.claims();
    assertThat(claims).isEqualTo(report.claims());
    assertThat(claims.time().leader()).contains("a");
    assertThat(claims.time().tiedWith()).containsExactly("b");
    assertThat(json.fastest()).contains("a");
    assertThat(claims.instructions().perRecord()).isTrue();
    assertThat(claims.instructions().leader()).contains("a");
    assertThat(json.fewest()).contains("a");
    assertThat(claims.interrupted())
        .hasValueSatisfying(s -> assertThat(s).startsWith(INTERRUPTED));
    assertThat(claims.machine()).extracting(Warning::figures)
        .containsExactly(new Warning.KeptBusy(2, 5, 1L));
    String jsonText = Files.readString(folder.resolve("summary.json"));
    assertThat(jsonText).contains("\"tied_with\" : [ \"b\" ]");

    // The terminal, under --quiet as well: the qualifiers before the table, the tie, per record.
    for (boolean quiet : new boolean[] {false, true}) {
      String out = terminal(report, quiet);
      assertThat(out.indexOf("note: " + INTERRUPTED)).as(out).isNotNegative()
          .isLessThan(out.indexOf("note: " + BUSY));
      assertThat(out.indexOf("note: " + BUSY)).isLessThan(out.indexOf("| command"));
      assertThat(out).contains("fastest: 'a', tied with 'b'")
          .doesNotContain("fewest instructions per record: 'a', tied")
          .contains("'a' and 'b': no significant difference")
          .contains("b executes 4.0000× the instructions of a per record")
          .doesNotContain("calmed down");
    }

    // summary.md: the qualifiers first, then the same verdicts; the busy sentence said once.
    String md = Files.readString(folder.resolve("summary.md"));
    List<String> quoted = md.lines().filter(l -> l.startsWith("> **")).toList();
    assertThat(quoted).hasSize(2);
    assertThat(quoted.get(0)).startsWith("> **" + INTERRUPTED);
    assertThat(quoted.get(1)).isEqualTo("> **" + BUSY + "**");
    assertThat(md.indexOf(BUSY)).isLessThan(md.indexOf("## Results"));
    assertThat(md.indexOf(BUSY)).isEqualTo(md.lastIndexOf(BUSY));
    assertThat(md).contains("- fastest: 'a', tied with 'b'")
        .contains("b executes 4.0000× the instructions of a per record")
        .contains("![Instructions per record per command (start-up taken out)]");

    // report.html: the qualifiers before the cards, the cards as the claims say.
    String html = Files.readString(folder.resolve("report.html"));
    assertThat(html.indexOf(INTERRUPTED)).isNotNegative()
        .isLessThan(html.indexOf("aria-label=\"verdict\""));
    assertThat(html.indexOf(BUSY)).isNotNegative()
        .isLessThan(html.indexOf("aria-label=\"verdict\""));
    assertThat(html).contains("<h3>fastest</h3><div class=\"what\">a, tied with b</div>")
        .contains("<h3>fewest instructions</h3><div class=\"what\">a</div>")
        .contains("1,000 per record (start-up taken out)")
        .contains("Instructions per record per command (start-up taken out)");

    // runs.csv and the Markdown export say first that the run was interrupted.
    assertThat(Files.readAllLines(folder.resolve("runs.csv")).get(0))
        .startsWith("# " + INTERRUPTED);
    assertThat(new MarkdownExport().render(List.of(report))).startsWith("> **" + INTERRUPTED);
  }

  @Test
  void aTableOfOneCommandHasNoPercentTimeAndKeepsItsRangeAndCpuTimes() throws Exception {
    // A long command, as an unnamed one is: a "% time vs <it>" header pushed the others out.
    Results one = results(List.of(timed("python3 /work/deserializers/python/main.py json"
        + " $FILENAME", 1.0, 1.1, 0.95, 1.05, 1.0)), Measure.TIME, RunState.COMPLETE);
    String md = Files.readString(write("one", one).resolve("summary.md"));
    String header = md.lines().filter(l -> l.startsWith("| command")).findFirst().orElseThrow();
    assertThat(header).doesNotContain("% time").contains("min…max", "user / sys", "MB/s");
    String out = terminal(one.report(), false);
    String terminalHeader = out.lines().filter(l -> l.startsWith("| command")).findFirst()
        .orElseThrow();
    assertThat(terminalHeader).doesNotContain("% time").contains("min…max", "user / sys");
  }

  @Test
  void countsTheSamePerRecordAreTiedThoughTheirStartUpsDifferAndTheLeanestCardIsLeftOut()
      throws Exception {
    // 1,000 per record each on 1,000 records: 10,000,000 with a start-up of 9,000,000, and
    // 2,000,000 with one of 1,000,000.
    Results counts = results(List.of(
        command("a", counted(runs(1.0, 1.0), 10_000_000), 9_000_000),
        command("b", counted(runs(1.0, 1.0), 2_000_000), 1_000_000)),
        Measure.INSTRUCTIONS, RunState.COMPLETE);
    assertThat(terminal(counts.report(), true))
        .contains("fewest instructions per record: 'a', tied with 'b'")
        .contains("b: no difference from a per record within the measured spread");
    String html = Files.readString(write("counts", counts).resolve("report.html"));
    assertThat(html)
        .contains("<h3>fewest instructions</h3><div class=\"what\">a, tied with b</div>")
        .doesNotContain("<h3>leanest</h3>").doesNotContain("--profile");
  }

  /** What the closing prints on standard output, with --quiet or without. */
  private static String terminal(Report report, boolean quiet) {
    StringWriter out = new StringWriter();
    Log log = new Log(new PrintWriter(new StringWriter()), Log.Level.INFO, Optional.empty(),
        false, quiet);
    new Closing(log, new PrintWriter(out)).report(report);
    return out.toString();
  }

  private Path write(String name, Results results) throws Exception {
    ResultsFolder folder = ResultsFolder.createIn(Files.createDirectories(dir), name);
    folder.write(results);
    return folder.path();
  }

  /**
   * a and b, not separated by their times (a 1.02 s, b 1.022 s on average); slow, twice as long;
   * broken, failing. a's rounds 4 and 5 waited over --max-wait: round 4 was re-run first, round 5
   * kept at once. Counts on 1,000 records: a 10,000,000 in all of which 9,000,000 start-up (1,000
   * a record), b 5,000,000 of which 1,000,000 (4,000 a record), slow 20,000,000 of which 1,000,000.
   */
  private static Results adversarial() {
    List<CommandResult> commands = new ArrayList<>();
    List<RunResult> a = new ArrayList<>(counted(runs(1.0, 1.1, 0.95, 1.05, 1.0), 10_000_000));
    a.set(3, busy(a.get(3), Contention.KEPT_BUSY));
    a.set(4, busy(a.get(4), Contention.KEPT_BUSY));
    a.add(3, busy(Fixtures.ok(4, 1.6, Optional.empty(), List.of()), Contention.SET_ASIDE));
    commands.add(command("a", a, 9_000_000));
    commands.add(command("b", counted(runs(1.02, 1.0, 1.05, 0.98, 1.06), 5_000_000), 1_000_000));
    commands.add(command("slow", counted(runs(2.0, 2.1, 1.9, 2.05, 2.0), 20_000_000),
        1_000_000));
    commands.add(new CommandResult("broken", "broken $FILENAME",
        List.of(Fixtures.failed(1, 0.1, 1, "exit status 1"),
            Fixtures.failed(2, 0.1, 1, "exit status 1"))));
    return results(commands, Measure.BOTH, RunState.interrupted(Optional.of("SIGINT")));
  }

  private static Results results(List<CommandResult> commands, Measure measure, RunState state) {
    ReportOptions o = Fixtures.options();
    ReportOptions options = new ReportOptions(o.dataFile(), o.dataSha256(), o.budget(),
        o.warmup(), false, o.intervalMs(), o.timeoutS(), o.startupRuns(), o.order(), o.seed(),
        Optional.empty(), o.maxWaitPercent(), o.sort(), measure);
    Report report = Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1_000,
        330_000, -123_456_789, Instant.EPOCH, options, Fixtures.environment(), commands)
        .withState(state);
    Map<String, List<Optional<Profile>>> samples = new LinkedHashMap<>();
    commands.forEach(c -> samples.put(c.name(), c.samples()));
    return new Results(report, samples);
  }

  /** A command named by its text whose runs took {@code seconds}, 80 % of it in user mode. */
  private static CommandResult timed(String command, double... seconds) {
    List<RunResult> runs = new ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(new RunResult(i + 1, seconds[i], 0, Optional.of("-123456789"), true,
          Optional.empty(), Optional.empty(), Optional.empty(),
          Optional.of(new TreeCpu(0.8 * seconds[i], 0.1 * seconds[i])), Contention.NONE,
          Optional.empty(), List.of()));
    }
    return new CommandResult(command, command, runs);
  }

  private static CommandResult command(String name, List<RunResult> runs, long startup) {
    return new CommandResult(name, name + " $FILENAME", runs, List.of(),
        List.of(Fixtures.startup(1, 0.05).withInstructions(startup)));
  }

  private static List<RunResult> runs(double... seconds) {
    List<RunResult> runs = new ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(Fixtures.ok(i + 1, seconds[i], Optional.empty(), List.of()));
    }
    return runs;
  }

  private static List<RunResult> counted(List<RunResult> runs, long count) {
    return runs.stream().map(r -> r.withInstructions(count)).toList();
  }

  /** {@code run} having waited half its time for a CPU, judged {@code contention}. */
  private static RunResult busy(RunResult run, Contention contention) {
    return run.withCpuWait(new CpuWait(OptionalDouble.of(run.seconds() / 2),
        OptionalDouble.empty(), OptionalDouble.empty(), run.seconds(), Optional.empty(),
        OptionalDouble.empty(), OptionalDouble.empty()), contention);
  }
}
