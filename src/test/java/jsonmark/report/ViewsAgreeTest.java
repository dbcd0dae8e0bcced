package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jsonmark.report.format.InstructionTable;
import jsonmark.report.format.MatrixFolder;
import jsonmark.report.format.ResultsFolder;
import jsonmark.report.format.SummaryJson;
import jsonmark.report.format.SummaryTable;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.Measure;
import jsonmark.result.RunResult;
import jsonmark.result.RunState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file of a results folder tells the same facts: the folder is written as a run writes
 * it, then each file is read back as a user reads it (summary.json, summary.md, report.html,
 * runs.csv), and each figure that two of them show must be the same figure. A view that derived
 * a fact of its own (another fastest, another count of runs) fails here.
 */
class ViewsAgreeTest {

  @TempDir Path dir;

  @Test
  void aTimedRunShowsTheSameFastestRunsAndMeansInEveryFile() throws Exception {
    Path folder = write("time", Fixtures.results());
    Report json = json(folder);
    Table md = markdownTable(md(folder), "## Results");
    Table html = htmlTable(html(folder), "results");
    assertThat(json.fastest()).contains("rust | tail");
    assertThat(md.column("command").get(0)).isEqualTo(json.fastest().get());
    assertThat(html.column("command").get(0)).isEqualTo(json.fastest().get());
    assertThat(card(html(folder), "fastest")).isEqualTo(json.fastest().get());
    assertThat(md.rows).isEqualTo(html.rows);
    for (CommandSummary command : json.commands()) {
      String runs = md.cell(command.name(), "runs");
      assertThat(runs).startsWith(String.valueOf(command.counts().counted()));
      if (command.counts().setAside() > 0) {
        assertThat(runs).contains("+" + command.counts().setAside() + " set aside");
      }
      if (command.counts().failed() > 0) {
        assertThat(runs).contains(command.counts().failed() + " failed");
      }
      assertThat(csvRows(folder, command.name())).isEqualTo(command.runs().size());
    }
    assertThat(md(folder)).contains("ran 2.0");
  }

  @Test
  void anInstructionRunLeadsWithCountsInEveryFileAndDrawsNoVerdictFromValgrindsTimes()
      throws Exception {
    Path folder = write("instructions", counted(Measure.INSTRUCTIONS));
    Report json = json(folder);
    String md = md(folder);
    String html = html(folder);
    assertThat(json.fewest()).contains("rust | tail");
    assertThat(headings(md)).containsSubsequence("## Results: instructions",
        "## Wall time under Valgrind");
    assertThat(headings(md).stream().filter(h -> h.startsWith("## Results")).findFirst())
        .contains("## Results: instructions");
    Table mdCounts = markdownTable(md, "## Results: instructions");
    Table htmlCounts = htmlTable(html, "instructions");
    assertThat(mdCounts.column("command").get(0)).isEqualTo(json.fewest().get());
    assertThat(mdCounts.rows).isEqualTo(htmlCounts.rows);
    assertThat(html.indexOf("<table id=\"instructions\">"))
        .isLessThan(html.indexOf("<table id=\"results\">"));
    assertThat(card(html, "fewest instructions")).isEqualTo(json.fewest().get());
    assertThat(html).doesNotContain("<h3>fastest</h3>").doesNotContain("`");
    // Valgrind's wall times: labelled as such, and no speed verdict drawn from them.
    assertThat(md).doesNotContain("times faster").doesNotContain("no significant difference (");
    assertThat(html).doesNotContain("times faster");
    for (Table valgrind : List.of(markdownTable(md, "## Wall time under Valgrind"),
        htmlTable(html, "results"))) {
      assertThat(valgrind.header).contains("runs")
          .noneMatch(h -> h.startsWith("% time") || h.endsWith("MB/s"));
    }
    assertThat(md).doesNotContain("parse MB/s n/a");
    assertThat(Files.exists(folder.resolve("instructions.png"))).isTrue();
    assertThat(Files.exists(folder.resolve("time.png"))).isFalse();
    assertThat(md).contains("(instructions.png)").doesNotContain("(time.png)");
    for (CommandSummary command : json.commands()) {
      command.instructions().ifPresent(s -> assertThat(mdCounts.cell(command.name(),
          "instructions")).isEqualTo(String.format(java.util.Locale.ROOT, "%,d",
              Math.round(s.mean()))));
    }
  }

  @Test
  void theFewestInstructionsClaimIsPerRecordWhenEveryStartUpWasCountedAndInAllOtherwise()
      throws Exception {
    // On 1,000 records: the first executes 9,000,000 in all, 500,000 of them its start-up (8,500
    // a record); the second 9,500,000 in all, 8,000,000 of them its start-up (1,500 a record).
    Path folder = write("startups", countedWithStartups(
        new long[] {9_000_000, 9_500_000}, new long[] {500_000, 8_000_000}));
    Report json = json(folder);
    List<CommandResult> raw = Fixtures.raw(Fixtures.results().report());
    String first = raw.get(0).name();
    String second = raw.get(1).name();
    assertThat(json.fewest()).contains(second);
    assertThat(json.claims().instructions().perRecord()).isTrue();
    assertThat(card(html(folder), "fewest instructions")).isEqualTo(second);
    assertThat(html(folder)).contains("1,500 per record (start-up taken out)")
        .contains("Instructions per record per command (start-up taken out)");
    assertThat(Files.readString(folder.resolve("summary.md")))
        .contains(first + " executes 5.6667× the instructions of " + second + " per record");
    // Without start-up counts the claim is of the whole file, and says so.
    Path plain = write("no-startups", counted(Measure.INSTRUCTIONS));
    assertThat(json(plain).claims().instructions().perRecord()).isFalse();
    assertThat(html(plain)).contains("(start-up included)").doesNotContain("per record (start");
  }

  @Test
  void aRunMeasuringBothShowsEachMeasureWithItsOwnVerdicts() throws Exception {
    Path folder = write("both", counted(Measure.BOTH));
    Report json = json(folder);
    String md = md(folder);
    assertThat(headings(md)).containsSubsequence("## Results", "## Instructions");
    assertThat(markdownTable(md, "## Results").column("command").get(0))
        .isEqualTo(json.fastest().get());
    assertThat(md).contains("times faster than").contains("executes");
    assertThat(card(html(folder), "fastest")).isEqualTo(json.fastest().get());
    assertThat(card(html(folder), "fewest instructions")).isEqualTo(json.fewest().get());
    assertThat(Files.exists(folder.resolve("time.png"))).isTrue();
    assertThat(Files.exists(folder.resolve("instructions.png"))).isTrue();
  }

  @Test
  void anInterruptedRunSaysSoInTheFirstLinesOfEveryFile() throws Exception {
    Results results = Fixtures.results();
    Results interrupted = new Results(
        results.report().withState(RunState.interrupted(Optional.of("SIGTERM"))),
        results.samples());
    Path folder = write("interrupted", interrupted);
    Report json = json(folder);
    String sentence = json.stateSentence().orElseThrow();
    assertThat(sentence).startsWith("Interrupted by SIGTERM after round 3 of 3");
    com.fasterxml.jackson.databind.JsonNode state = new com.fasterxml.jackson.databind
        .ObjectMapper().readTree(folder.resolve("summary.json").toFile()).get("state");
    assertThat(state.get("status").asText()).isEqualTo("interrupted");
    assertThat(state.get("by").asText()).isEqualTo("SIGTERM");
    assertThat(md(folder).lines().limit(4)).contains("> **" + sentence + "**");
    assertThat(html(folder)).contains("<p class=\"state\" role=\"alert\">" + sentence + "</p>");
  }

  @Test
  void aMatrixOfWhichOneBenchmarkRanCountsWhatRan() throws Exception {
    MatrixFolder matrix = MatrixFolder.create(dir, "2-benchmarks", Instant.EPOCH, 2);
    matrix.add(Fixtures.report().withState(RunState.interrupted(Optional.of("SIGINT"))));
    String md = Files.readString(matrix.path().resolve("summary.md"));
    String html = Files.readString(matrix.path().resolve("report.html"));
    assertThat(md).startsWith("# JSONMark: 1 of 2 benchmarks ran, interrupted\n\n> **Simple1Benchmark:"
        + " Interrupted by SIGINT");
    assertThat(md).contains("1 benchmark of the 2 asked for never ran.");
    assertThat(html).contains("<h1>JSONMark: 1 of 2 benchmarks ran, interrupted</h1>");
  }

  @Test
  void theTerminalsTablesShowTheSameFiguresAsSummaryMd() throws Exception {
    Results timed = Fixtures.results();
    assertSameCells(firstTable(SummaryTable.terminal(timed.report(), 400)),
        markdownTable(md(write("terminal-time", timed)), "## Results"));
    Results counted = counted(Measure.INSTRUCTIONS);
    assertSameCells(firstTable(InstructionTable.terminal(counted.report(), 400)),
        markdownTable(md(write("terminal-counts", counted)), "## Results: instructions"));
  }

  @Test
  void theMultiBenchmarkPageShowsEachBenchmarksMeansAsItsOwnSummaryDoes() throws Exception {
    Report simple = Fixtures.report();
    Report twitter = renamed(simple, "Twitter1Benchmark");
    MatrixFolder matrix = MatrixFolder.create(dir, "2-benchmarks", Instant.EPOCH, 2);
    matrix.add(simple);
    matrix.add(twitter);
    Table page = markdownTable(Files.readString(matrix.path().resolve("summary.md")),
        "## Matrix");
    for (Report report : List.of(simple, twitter)) {
      Table own = markdownTable(md(write("own-" + report.benchmark(),
          new Results(report, Fixtures.results().samples()))), "## Results");
      for (CommandSummary command : report.commands()) {
        assertThat(page.cell(command.name(), report.benchmark() + " (s)"))
            .as(command.name() + " on " + report.benchmark())
            .isEqualTo(own.cell(command.name(), "mean ± σ (s)").split(" ± ")[0]);
      }
    }
  }

  /** Every cell of {@code shown} equals the cell of {@code summary} in its row and column. */
  private static void assertSameCells(Table shown, Table summary) {
    assertThat(shown.rows).isNotEmpty();
    assertThat(shown.column("command")).isEqualTo(summary.column("command"));
    assertThat(shown.header.stream().filter(summary.header::contains).count())
        .as("columns both show").isGreaterThanOrEqualTo(4);
    for (String column : shown.header) {
      if (summary.header.contains(column)) {
        assertThat(shown.column(column)).as(column).isEqualTo(summary.column(column));
      }
    }
  }

  /** The first Markdown table in {@code text}. */
  private static Table firstTable(String text) {
    return markdownTable("#\n" + text, "#");
  }

  private static Report renamed(Report r, String benchmark) {
    return new Report(r.provenance(), new Report.Data(benchmark, r.benchmarkVersion(),
        r.serializer(), r.records(), r.dataBytes(), r.expectedChecksum()), r.started(),
        r.setting(), r.shard(), r.baseline(), r.tally(), null);
  }

  /** The fixtures' commands with instruction counts, measured as {@code measure}. */
  private static Results counted(Measure measure) {
    Results base = Fixtures.results();
    List<CommandResult> commands = new ArrayList<>();
    long perCommand = 9_000_000;
    for (CommandResult c : Fixtures.raw(base)) {
      long count = perCommand;
      perCommand /= 3;
      List<RunResult> runs = c.runs().stream()
          .map(r -> r.counted() ? r.withInstructions(count + r.run()) : r).toList();
      commands.add(new CommandResult(c.name(), c.command(), c.shell(), runs, c.samples(),
          c.warmupFailures(), List.of(), c.values()));
    }
    return measured(commands, measure);
  }

  /**
   * Two of the fixtures' commands counted: the command at {@code i} executes {@code totals[i]}
   * in each run and {@code startups[i]} in each start-up run.
   */
  private static Results countedWithStartups(long[] totals, long[] startups) {
    Results base = Fixtures.results();
    List<CommandResult> commands = new ArrayList<>();
    List<CommandResult> raw = Fixtures.raw(base);
    for (int i = 0; i < totals.length; i++) {
      CommandResult c = raw.get(i);
      long total = totals[i];
      long startup = startups[i];
      commands.add(new CommandResult(c.name(), c.command(), c.shell(),
          c.runs().stream().map(r -> r.counted() ? r.withInstructions(total) : r).toList(),
          c.samples(), c.warmupFailures(),
          List.of(Fixtures.startup(1, 0.05).withInstructions(startup)), c.values()));
    }
    return measured(commands, Measure.INSTRUCTIONS);
  }

  /** The fixtures' run of {@code commands}, on 1,000 records, measured as {@code measure}. */
  private static Results measured(List<CommandResult> commands, Measure measure) {
    Results base = Fixtures.results();
    ReportOptions o = base.report().options();
    ReportOptions options = new ReportOptions(o.dataFile(), o.dataSha256(), o.budget(),
        o.warmup(), o.profile(), o.intervalMs(), o.timeoutS(), o.startupRuns(), o.order(),
        o.seed(), Optional.empty(), o.maxWaitPercent(), o.sort(), measure);
    Report report = Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1_000,
        330_000, -123_456_789, Instant.EPOCH, options, Fixtures.environment(), commands)
        .withState(RunState.COMPLETE);
    return new Results(report, base.samples());
  }

  private Path write(String name, Results results) throws Exception {
    ResultsFolder folder = ResultsFolder.createIn(Files.createDirectories(dir), name);
    folder.write(results);
    return folder.path();
  }

  private static Report json(Path folder) throws Exception {
    return SummaryJson.read(folder.resolve("summary.json")).reports().get(0);
  }

  private static String md(Path folder) throws Exception {
    return Files.readString(folder.resolve("summary.md"));
  }

  private static String html(Path folder) throws Exception {
    return Files.readString(folder.resolve("report.html"));
  }

  private static List<String> headings(String md) {
    return md.lines().filter(l -> l.startsWith("## ")).toList();
  }

  /** The rows of a csv file whose second column is {@code name}. */
  private static long csvRows(Path folder, String name) throws Exception {
    String quoted = name.contains("|") || name.contains(",") ? "\"" + name + "\"" : name;
    return Files.readAllLines(folder.resolve("runs.csv")).stream()
        .filter(l -> l.contains("," + quoted + ",")).count();
  }

  /** {@code text} as report.html escapes it. */
  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\"", "&quot;");
  }

  /** The {@code what} of report.html's card headed {@code heading}. */
  private static String card(String html, String heading) {
    Matcher m = Pattern.compile("<h3>" + Pattern.quote(heading)
        + "</h3><div class=\"what\">([^<]*)</div>").matcher(html);
    assertThat(m.find()).as("card " + heading).isTrue();
    return unescape(m.group(1));
  }

  /** A table: its header and its rows of cells, as a reader sees them. */
  private record Table(List<String> header, List<List<String>> rows) {
    List<String> column(String name) {
      int i = header.indexOf(name);
      assertThat(i).as("column " + name + " in " + header).isNotNegative();
      return rows.stream().map(r -> r.get(i)).toList();
    }

    String cell(String command, String column) {
      int i = header.indexOf(column);
      Map<String, String> byName = new LinkedHashMap<>();
      rows.forEach(r -> byName.put(r.get(0), r.get(i)));
      return byName.get(command);
    }
  }

  /** The first Markdown table after {@code heading}. */
  private static Table markdownTable(String md, String heading) {
    List<String> lines = md.lines().toList();
    int at = lines.indexOf(heading);
    assertThat(at).as(heading).isNotNegative();
    List<List<String>> rows = new ArrayList<>();
    for (int i = at + 1; i < lines.size(); i++) {
      String line = lines.get(i);
      if (!line.startsWith("|")) {
        if (!rows.isEmpty()) {
          break;
        }
        continue;
      }
      rows.add(cells(line));
    }
    return new Table(rows.get(0), rows.subList(2, rows.size()));
  }

  private static List<String> cells(String line) {
    List<String> cells = new ArrayList<>();
    for (String cell : line.substring(1, line.length() - 1).split("(?<!\\\\)\\|")) {
      cells.add(cell.strip().replace("\\|", "|"));
    }
    return cells;
  }

  /** The table {@code id} of report.html. */
  private static Table htmlTable(String html, String id) {
    int start = html.indexOf("<table id=\"" + id + "\">");
    assertThat(start).as("table " + id).isNotNegative();
    String table = html.substring(start, html.indexOf("</table>", start));
    List<String> header = new ArrayList<>();
    Matcher th = Pattern.compile("<th>(.*?)</th>").matcher(table);
    while (th.find()) {
      header.add(unescape(th.group(1)));
    }
    List<List<String>> rows = new ArrayList<>();
    Matcher tr = Pattern.compile("<tr>((?:<td>.*?</td>)+)</tr>").matcher(table);
    while (tr.find()) {
      List<String> row = new ArrayList<>();
      Matcher td = Pattern.compile("<td>(.*?)</td>").matcher(tr.group(1));
      while (td.find()) {
        row.add(unescape(td.group(1)));
      }
      rows.add(row);
    }
    return new Table(header, rows);
  }

  private static String unescape(String html) {
    return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
        .replace("&#39;", "'").replace("&#x27;", "'").replace("&#61;", "=")
        .replace("&#96;", "`").replace("&amp;", "&");
  }
}
