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
import jsonmark.report.chart.Charts;
import jsonmark.report.export.AsciidocExport;
import jsonmark.report.export.CsvExport;
import jsonmark.report.export.MarkdownExport;
import jsonmark.report.format.Closing;
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
 * start-up is most of the total, a command against itself, and a run of one command. The
 * terminal (under --quiet too), summary.md, report.html, summary.json, runs.csv, the charts (by
 * their chart models' titles, not pixels) and the Markdown, AsciiDoc and CSV exports must state
 * the same claims, the ones that qualify every verdict first.
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

    // The leanest and the Pareto front: claims, card and tradeoff.png agree. b peaks lowest, but
    // a's first run peaked below b's highest: memory does not separate them.
    assertThat(claims.leanest()).contains("b");
    assertThat(claims.leanestTiedWith()).containsExactly("a");
    assertThat(claims.pareto()).containsExactly("a", "b");
    assertThat(html).contains("<h3>leanest</h3><div class=\"what\">b, tied with a</div>")
        .contains("<h3>fastest and leanest (Pareto set)</h3><div class=\"what\">a, b</div>");
    assertThat(jsonText).contains("\"leanest_tied_with\" : [ \"a\" ]")
        .contains("\"pareto\" : [ \"a\", \"b\" ]");

    // Every chart says first that the run was interrupted, then what it draws; time.png says
    // its leader is tied, instructions.png that its own is not.
    Map<String, List<String>> charts = Charts.titles(results);
    assertThat(charts).containsOnlyKeys("time.png", "instructions.png", "tradeoff.png",
        "cpu.png", "memory.png");
    charts.forEach((file, lines) -> assertThat(lines.get(0)).as(file).startsWith(INTERRUPTED));
    assertThat(charts.get("time.png")).contains("fastest: 'a', tied with 'b' (their 95 %"
        + " intervals against it hold 1: the top bars are not separated)");
    assertThat(charts.get("instructions.png").get(1))
        .isEqualTo("Simple1Benchmark: instructions per record per command (start-up taken out),"
            + " fewest first");
    assertThat(String.join("\n", charts.get("instructions.png"))).doesNotContain("tied");
    for (String file : List.of("time.png", "instructions.png", "tradeoff.png", "cpu.png",
        "memory.png")) {
      assertThat(folder.resolve(file)).as(file).exists();
    }

    // runs.csv and every export say first that the run was interrupted.
    assertThat(Files.readAllLines(folder.resolve("runs.csv")).get(0))
        .startsWith("# " + INTERRUPTED);
    assertThat(new MarkdownExport().render(List.of(report))).startsWith("> **" + INTERRUPTED);
    assertThat(new AsciidocExport().render(List.of(report)))
        .startsWith("IMPORTANT: " + INTERRUPTED);
    assertThat(new CsvExport().render(List.of(report)).lines().toList())
        .first().asString().startsWith("# " + INTERRUPTED);
    assertThat(new CsvExport().render(List.of(report)).lines().skip(1).findFirst())
        .contains("command,mean,stddev,median,user,system,min,max,unit,benchmark");
  }

  @Test
  void aCommandAgainstItselfIsTiedInEveryView() throws Exception {
    // The same runs twice: the paired ratios are all 1, and no view may call a winner.
    Results same = results(List.of(command("a", runs(1.0, 1.1, 0.95, 1.05, 1.0), 0),
        command("a again", runs(1.0, 1.1, 0.95, 1.05, 1.0), 0)), Measure.TIME,
        RunState.COMPLETE);
    Claims claims = same.report().claims();
    assertThat(claims.time().leader()).contains("a");
    assertThat(claims.time().tiedWith()).containsExactly("a again");
    assertThat(claims.time().comparisons()).singleElement()
        .satisfies(c -> assertThat(c.significant()).isFalse());
    assertThat(terminal(same.report(), true)).contains("fastest: 'a', tied with 'a again'")
        .contains("no significant difference").doesNotContain("times faster");
    Path folder = write("same", same);
    assertThat(Files.readString(folder.resolve("report.html")))
        .contains("<h3>fastest</h3><div class=\"what\">a, tied with a again</div>");
    assertThat(Files.readString(folder.resolve("summary.md")))
        .contains("- fastest: 'a', tied with 'a again'");
    assertThat(Charts.titles(same).get("time.png"))
        .contains("fastest: 'a', tied with 'a again' (their 95 % intervals against it hold 1:"
            + " the top bars are not separated)");
    assertThat(Charts.titles(same).get("time.png").get(0)).startsWith("Simple1Benchmark:");
  }

  @Test
  void aCompleteRunOfOneCommandClaimsNoTieNorComparisonAndMarksNoFile() throws Exception {
    Results one = results(List.of(command("only", runs(1.0, 1.1, 0.95), 0)), Measure.TIME,
        RunState.COMPLETE);
    Claims claims = one.report().claims();
    assertThat(claims.time().leader()).contains("only");
    assertThat(claims.time().tiedWith()).isEmpty();
    assertThat(claims.time().comparisons()).isEmpty();
    assertThat(claims.interrupted()).isEmpty();
    Path folder = write("only", one);
    assertThat(Files.readString(folder.resolve("report.html")))
        .contains("<h3>fastest</h3><div class=\"what\">only</div>");
    assertThat(Charts.titles(one).get("time.png")).containsExactly(
        "Simple1Benchmark: mean wall time per command, fastest first",
        "error bars: ± σ over the runs; lighter part: start-up (the same command on an empty"
            + " file)");
    assertThat(Files.readAllLines(folder.resolve("runs.csv")).get(0)).startsWith("benchmark,");
    assertThat(new CsvExport().render(List.of(one.report()))).startsWith("command,");
    assertThat(new AsciidocExport().render(List.of(one.report()))).startsWith("[cols=");
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
    assertThat(Charts.titles(counts).get("instructions.png")).contains(
        "Simple1Benchmark: instructions per record per command (start-up taken out), fewest"
            + " first", "fewest: 'a', tied with 'b' (no difference within the measured spread)");
    assertThat(Charts.titles(counts)).doesNotContainKey("time.png");
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
    new Closing(log, new PrintWriter(out)).report(report, 120);
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
    List<Optional<Profile>> aSamples = new ArrayList<>(profiles(14, 20, 20, 20, 20));
    List<RunResult> a = new ArrayList<>(counted(runs(aSamples, 1.0, 1.1, 0.95, 1.05, 1.0),
        10_000_000));
    a.set(3, busy(a.get(3), Contention.KEPT_BUSY));
    a.set(4, busy(a.get(4), Contention.KEPT_BUSY));
    a.add(3, busy(Fixtures.ok(4, 1.6, Optional.empty(), List.of()), Contention.SET_ASIDE));
    aSamples.add(3, Optional.empty());
    commands.add(profiled("a", a, aSamples, 9_000_000));
    List<Optional<Profile>> bSamples = profiles(15, 15, 15, 15, 15);
    commands.add(profiled("b", counted(runs(bSamples, 1.02, 1.0, 1.05, 0.98, 1.06), 5_000_000),
        bSamples, 1_000_000));
    List<Optional<Profile>> slowSamples = profiles(30, 30, 30, 30, 30);
    commands.add(profiled("slow", counted(runs(slowSamples, 2.0, 2.1, 1.9, 2.05, 2.0),
        20_000_000), slowSamples, 1_000_000));
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

  /** A command whose runs were profiled, {@code samples} at the same index as {@code runs}. */
  private static CommandResult profiled(String name, List<RunResult> runs,
      List<Optional<Profile>> samples, long startup) {
    return new CommandResult(name, name + " $FILENAME", true, runs, samples, List.of(),
        List.of(Fixtures.startup(1, 0.05).withInstructions(startup)), Optional.empty());
  }

  /** One profile per run, each of about {@code rss} MiB (its peak a quarter more). */
  private static List<Optional<Profile>> profiles(double... rss) {
    List<Optional<Profile>> profiles = new ArrayList<>();
    for (double r : rss) {
      profiles.add(Fixtures.profile(100, r));
    }
    return profiles;
  }

  /** Runs that took {@code seconds}, each with the profile at its index. */
  private static List<RunResult> runs(List<Optional<Profile>> profiles, double... seconds) {
    List<RunResult> runs = new ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(Fixtures.ok(i + 1, seconds[i], profiles.get(i), List.of()));
    }
    return runs;
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
