package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.ManyCommands;
import jsonmark.report.Numbers;
import jsonmark.report.Ranking;
import jsonmark.report.Report;
import jsonmark.report.ReportOptions;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import org.junit.jupiter.api.Test;

class SummaryTableTest {

  private static RunResult run(String name, int number, double seconds) {
    return Fixtures.ok(number, seconds, Optional.empty(), List.of());
  }

  /** Commands of the given mean times, each with runs at 0.99, 1.00 and 1.01 of it. */
  private static Report report(String sort, String baseline, double... means) {
    List<CommandResult> commands = new ArrayList<>();
    for (int i = 0; i < means.length; i++) {
      String name = "c" + i;
      List<RunResult> runs = new ArrayList<>();
      for (int r = 1; r <= 3; r++) {
        runs.add(run(name, r, means[i] * (0.99 + 0.01 * (r - 1))));
      }
      commands.add(new CommandResult(name, name + " $FILENAME", runs, List.of(),
          List.of(run(name, 1, 0.004), run(name, 2, 0.006))));
    }
    ReportOptions base = Fixtures.options();
    ReportOptions options = new ReportOptions(base.dataFile(), base.dataSha256(), base.budget(),
        0, false, java.util.OptionalLong.empty(), java.util.OptionalDouble.empty(), 2,
        jsonmark.result.RunOrder.INTERLEAVED, java.util.OptionalLong.of(1),
        Optional.ofNullable(baseline), 5, jsonmark.result.RowOrder.of(sort),
        jsonmark.result.Measure.TIME);
    return Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1000, 10_000_000,
        1, Instant.EPOCH, options, Fixtures.environment(), commands);
  }

  @Test
  void timesAreInMillisecondsWhenTheSlowestMeanIsUnderASecondWithTheirSpreadReadable() {
    Report report = report("speed", null, 0.029, 0.5);

    List<String> header = SummaryTable.header(report);
    List<List<String>> rows = SummaryTable.rows(report);

    // The answer first: the mean, its spread, % time, MB/s, memory; each run's time last.
    assertThat(header).startsWith("command", "mean ± σ (ms)", "% time vs c0 (95 % CI)", "MB/s",
        "mem p95 (MiB)", "min…max (ms)", "user / sys (ms)", "runs");
    assertThat(header).endsWith("time_1 (ms)", "time_2 (ms)", "time_3 (ms)");
    // The memory column says which figure it is: tradeoff.png and the matrix plot the peak.
    assertThat(header).contains("cpu p95 (%)", "mem p95 (MiB)", "waited (%)");
    assertThat(header).contains("start-up ± σ (ms)", "MB/s", "parse MB/s",
        "% time vs c0 (95 % CI)");
    // 0.029 s ± 0.29 ms: never 0.029 ± 0.000.
    assertThat(rows.get(0)).startsWith("c0", "29.0 ± 0.29");
    assertThat(rows.get(0)).endsWith("28.7", "29.0", "29.3");
    assertThat(rows.get(0).get(header.indexOf("min…max (ms)"))).isEqualTo("28.7…29.3");
    assertThat(rows.get(0).get(header.indexOf("runs"))).isEqualTo("3");
    assertThat(rows.get(0).get(header.indexOf("start-up ± σ (ms)"))).isEqualTo("5.0 ± 1.4");
  }

  @Test
  void timesAreInSecondsFromASecondOn() {
    Report report = report("speed", null, 0.5, 2.0);

    assertThat(SummaryTable.header(report)).contains("mean ± σ (s)");
    assertThat(SummaryTable.rows(report).get(1)).contains("2.000 ± 0.0200");
  }

  @Test
  void rowsRunFastestFirstUnlessSortIsInput() {
    assertThat(SummaryTable.rows(report("speed", null, 3, 1, 2)))
        .extracting(row -> row.get(0)).containsExactly("c1", "c2", "c0");
    assertThat(SummaryTable.rows(report("input", null, 3, 1, 2)))
        .extracting(row -> row.get(0)).containsExactly("c0", "c1", "c2");
  }

  @Test
  void percentTimeAndTheRankingAreAgainstTheSameBaselineNamedInTheHeader() {
    Report fastest = report("speed", null, 3, 1);
    Report named = report("speed", "c0", 3, 1);

    int percent = SummaryTable.header(fastest).indexOf("% time vs c1 (95 % CI)");
    assertThat(percent).isPositive();
    assertThat(SummaryTable.rows(fastest).get(1).get(percent)).startsWith("300.0");
    assertThat(Ranking.lines(fastest)).singleElement().asString()
        .startsWith("'c1' ran 3.00 times faster than 'c0'");
    assertThat(SummaryTable.percentHeader(named)).isEqualTo("% time vs c0 (95 % CI)");
    assertThat(SummaryTable.rows(named).get(0).get(percent)).startsWith("33.3");
    // The faster command is still said to be faster, against the baseline.
    assertThat(Ranking.lines(named)).singleElement().asString()
        .startsWith("'c1' ran 3.00 times faster than 'c0'");
  }

  @Test
  void aParseRateTooCloseToTheStartupReadsNotAvailableWithANote() {
    // Start-up 5 ms of a 9 ms mean: over half.
    Report report = report("speed", null, 0.009, 1.0);

    List<String> header = SummaryTable.header(report);
    List<String> close = SummaryTable.rows(report).get(0);

    assertThat(close.get(header.indexOf("parse MB/s"))).isEqualTo("n/a");
    assertThat(close.get(header.indexOf("MB/s"))).isEqualTo("1111.1");
    assertThat(new SummaryTable().render(report))
        .contains("- parse MB/s n/a (the start-up is half the mean time or more, too close to"
            + " take out): c0\n");
  }

  @Test
  void theTerminalTableFits120ColumnsWithOneFiveOr24Commands() {
    for (int n : new int[] {1, 5, 24}) {
      Report report = ManyCommands.report(n);
      String table = SummaryTable.terminal(report, 120);
      assertThat(table.lines().filter(l -> l.startsWith("|")).mapToInt(String::length).max()
          .getAsInt()).as("%d commands:%n%s", n, table).isLessThanOrEqualTo(120);
      assertThat(table).contains("| command ", "mean ± σ (", "min…max (");
      // One command has nothing to be compared with: no % time column of 100.0 crowds out
      // the others.
      if (n == 1) {
        assertThat(table).doesNotContain("% time").contains("MB/s");
      } else {
        assertThat(table).contains("% time vs python-orjson");
      }
      // The files keep every column.
      assertThat(new SummaryTable().render(report)).contains("time_3 (", "waited (%)");
    }
  }

  @Test
  void aLongCommandWithoutANameIsCutInTheMiddleToFit() {
    String command = "python3 deserializers/python/main.py json $FILENAME --an-option-"
        + "x".repeat(150) + " --last";
    List<RunResult> runs = List.of(run(command, 1, 0.5), run(command, 2, 0.51));
    ReportOptions options = Fixtures.options();
    Report report = Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1000,
        10_000_000, 1, Instant.EPOCH, options, Fixtures.environment(),
        List.of(new CommandResult(command, command, runs, List.of(), List.of())));

    String table = SummaryTable.terminal(report, 120);

    assertThat(table.lines().filter(l -> l.startsWith("|")).mapToInt(String::length).max()
        .getAsInt()).as(table).isLessThanOrEqualTo(120);
    // Its start and its end stay readable.
    assertThat(table).containsPattern("\\| python3 deseria[^|]*…[^|]*x --last +\\|");
    // ...and it is cut before any figure is left out.
    assertThat(table.lines().findFirst().orElseThrow()).contains("MB/s", "min…max");
    // The files keep it whole.
    assertThat(new SummaryTable().render(report)).contains("| " + command + " |");
  }

  @Test
  void middleKeepsTheStartAndTheEnd() {
    assertThat(TableColumns.middle("abcdefghij", 5)).isEqualTo("ab…ij");
    assertThat(TableColumns.middle("abcdefghij", 10)).isEqualTo("abcdefghij");
    assertThat(TableColumns.middle("abcdefghij", 6)).isEqualTo("ab…hij");
  }

  @Test
  void theTerminalSaysWhichColumnsItLeftOut() {
    String table = SummaryTable.terminal(ManyCommands.report(5), 120);

    assertThat(table.lines().filter(line -> line.startsWith("|"))).noneMatch(
        line -> line.contains("time_1"));
    assertThat(table).contains("Left out to fit 120 columns (summary.md, report.html and runs.csv"
        + " have them): user / sys (s) (n/a), waited (%) (n/a), time_1 (s) to time_3 (s)");
  }

  @Test
  void aTableThatFitsIsPrintedWhole() {
    Report report = report("speed", null, 0.5);

    assertThat(SummaryTable.terminal(report, 400)).isEqualTo(new SummaryTable().render(report));
  }

  @Test
  void pastTenRoundsEachRunsTimeIsInRunsCsvOnlyAndTheTableSaysSo() {
    List<CommandResult> commands = new ArrayList<>();
    List<RunResult> runs = new ArrayList<>();
    for (int r = 1; r <= 11; r++) {
      runs.add(run("c", r, 1.0));
    }
    commands.add(new CommandResult("c", "c $FILENAME", runs));
    Report report = report("speed", null, 1.0).withCommands(commands);

    assertThat(SummaryTable.header(report)).noneMatch(h -> h.startsWith("time_1"));
    assertThat(new SummaryTable().render(report))
        .contains("- each run's time is in runs.csv (11 rounds)");
  }

  @Test
  void aFailedCommandReadsFailedAndANoteSaysWhy() {
    Report report = report("speed", null, 1.0).withCommands(List.of(new CommandResult("bad",
        "bad $FILENAME", List.of(Fixtures.failed(1, 0.2, 1, "printed 'x' (expected 7)"),
            Fixtures.failed(2, 0.2, 1, "printed 'x' (expected 7)")))));

    List<String> header = SummaryTable.header(report);
    assertThat(SummaryTable.rows(report).get(0).get(header.indexOf("mean ± σ (s)")))
        .isEqualTo("failed");
    assertThat(SummaryTable.terminal(report, 80))
        .contains("- bad failed: printed 'x' in 2 of 2 runs (expected 7)");
  }

  @Test
  void aTinyRateKeepsThreeSignificantDigitsRatherThanReadingZero() {
    assertThat(Numbers.rate(0.02634)).isEqualTo("0.0263");
    assertThat(Numbers.rate(13.54)).isEqualTo("13.5");
    assertThat(Numbers.rate(1350.34)).isEqualTo("1350.3");
    assertThat(Numbers.rate(Double.NaN)).isEqualTo("n/a");
  }

  @Test
  void columnsThatAreNotAvailableThroughoutGoFirstAndAreNamedOnce() {
    String table = SummaryTable.terminal(report("speed", null, 0.2, 0.3), 80);
    String left = table.lines().filter(line -> line.startsWith("Left out")).findFirst()
        .orElseThrow();

    assertThat(left).startsWith("Left out to fit 80 columns (summary.md, report.html and runs.csv"
        + " have them): mem p95 (MiB) (n/a), user / sys (ms) (n/a), cpu p95 (%) (n/a), waited"
        + " (%) (n/a), time_1 (ms) to time_3 (ms), start-up ± σ (ms), parse MB/s");
    assertThat(left.split("cpu p95", -1)).hasSize(2);
    assertThat(table.lines().filter(line -> line.startsWith("|")).mapToInt(String::length).max()
        .getAsInt()).isLessThanOrEqualTo(80);
  }

  @Test
  void aNarrowTerminalGetsItsNamesCutFurtherAndNeverAWrappedRow() {
    String command = "python3 deserializers/python/main.py json $FILENAME --an-option-"
        + "x".repeat(150) + " --last";
    List<RunResult> runs = List.of(run(command, 1, 0.5), run(command, 2, 0.51));
    Report longName = Report.of(Fixtures.provenance(), "Simple1Benchmark", 1, "jackson", 1000,
        10_000_000, 1, Instant.EPOCH, Fixtures.options(), Fixtures.environment(),
        List.of(new CommandResult(command, command, runs, List.of(), List.of())));
    for (Report report : List.of(ManyCommands.report(5), longName)) {
      for (int width : new int[] {60, 50}) {
        String table = SummaryTable.terminal(report, width);
        List<String> rows = table.lines().filter(l -> l.startsWith("|")).toList();
        assertThat(rows).as(table).allSatisfy(row -> assertThat(row).endsWith("|")
            .hasSizeLessThanOrEqualTo(width));
        assertThat(rows.get(0)).as(table).contains("| command", "mean ");
        // A table of one command has no % time column (against itself, always 100.0).
        assertThat(rows.get(0).contains("% time")).as(table).isEqualTo(report != longName);
      }
    }
    assertThat(SummaryTable.terminal(ManyCommands.report(5), 60))
        .contains("| pytho…idjson |").contains("| % time vs p…on (95 % CI) |");
    // Narrower than the columns that are never left out: rows cut, not wrapped.
    String narrowest = SummaryTable.terminal(ManyCommands.report(5), 40);
    assertThat(narrowest.lines().filter(l -> l.startsWith("|"))).hasSize(7)
        .allSatisfy(row -> assertThat(row).hasSize(40).endsWith("…"));
  }
}
