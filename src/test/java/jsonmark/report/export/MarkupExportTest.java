package jsonmark.report.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import jsonmark.report.format.SummaryTable;
import jsonmark.result.RowOrder;
import jsonmark.result.RunState;
import jsonmark.result.TimeUnit;
import org.junit.jupiter.api.Test;

class MarkupExportTest {

  @Test
  void markdownIsHyperfinesTableInTheResultsTablesOrder() {
    assertThat(new MarkdownExport().render(List.of(Fixtures.report()))).isEqualTo("""
        | Command | Mean [s] | Min [s] | Max [s] | Relative |
        |:---|---:|---:|---:|---:|
        | `rust \\| tail` | 1.045 ± 0.007 | 1.040 | 1.050 | 0.48 ± 0.00 |
        | `python-orjson` | 2.180 ± 0.020 | 2.160 | 2.200 | 1.00 |
        | `missing` | n/a | n/a | n/a | n/a |
        """);
  }

  @Test
  void underSortAutoTheTableIsFastestFirstAndTheExportKeepsTheCommandsOrderAsHyperfines() {
    Report auto = Fixtures.report(RowOrder.AUTO, Optional.empty())
        .withState(RunState.COMPLETE);
    assertThat(auto.rowOrder()).extracting(c -> c.name())
        .containsExactly("rust | tail", "python-orjson", "missing");
    assertThat(new MarkdownExport().render(List.of(auto))).isEqualTo("""
        | Command | Mean [s] | Min [s] | Max [s] | Relative |
        |:---|---:|---:|---:|---:|
        | `python-orjson` | 2.180 ± 0.020 | 2.160 | 2.200 | 1.00 |
        | `rust \\| tail` | 1.045 ± 0.007 | 1.040 | 1.050 | 0.48 ± 0.00 |
        | `missing` | n/a | n/a | n/a | n/a |
        """);
    Report command = Fixtures.report(RowOrder.COMMAND, Optional.empty())
        .withState(RunState.COMPLETE);
    assertThat(command.rowOrder()).extracting(c -> c.name())
        .containsExactly("python-orjson", "rust | tail", "missing");
  }

  @Test
  void timeUnitSetsTheUnitOfTheExportAsOfTheResultsTable() {
    Report micro = Fixtures.report(RowOrder.MEAN_TIME, Optional.of(TimeUnit.MICROSECOND))
        .withState(RunState.COMPLETE);
    assertThat(new MarkdownExport().render(List.of(micro))).isEqualTo("""
        | Command | Mean [µs] | Min [µs] | Max [µs] | Relative |
        |:---|---:|---:|---:|---:|
        | `rust \\| tail` | 1045000.0 ± 7071.1 | 1040000.0 | 1050000.0 | 0.48 ± 0.00 |
        | `python-orjson` | 2180000.0 ± 20000.0 | 2160000.0 | 2200000.0 | 1.00 |
        | `missing` | n/a | n/a | n/a | n/a |
        """);
    Report milli = Fixtures.report(RowOrder.MEAN_TIME, Optional.of(TimeUnit.MILLISECOND))
        .withState(RunState.COMPLETE);
    assertThat(new MarkdownExport().render(List.of(milli))).contains("| Mean [ms] |")
        .contains("| `python-orjson` | 2180.0 ± 20.0 | 2160.0 | 2200.0 | 1.00 |");
    assertThat(SummaryTable.header(milli)).contains("mean ± σ (ms)");
    assertThat(SummaryTable.header(micro)).contains("mean ± σ (µs)");
    assertThat(SummaryTable.header(Fixtures.report())).contains("mean ± σ (s)");
  }

  @Test
  void asciidocIsTheSameTableInItsSyntax() {
    assertThat(new AsciidocExport().render(List.of(Fixtures.report()))).isEqualTo(
        "[cols=\"<,>,>,>,>\"]\n|==="
            + "\n| Command \n| Mean [s] \n| Min [s] \n| Max [s] \n| Relative \n"
            + "\n| `rust | tail` \n| 1.045 ± 0.007 \n| 1.040 \n| 1.050 \n| 0.48 ± 0.00 \n"
                .replace("rust | tail", "rust \\| tail")
            + "\n| `python-orjson` \n| 2.180 ± 0.020 \n| 2.160 \n| 2.200 \n| 1.00 \n"
            + "\n| `missing` \n| n/a \n| n/a \n| n/a \n| n/a \n"
            + "|===\n");
  }

  @Test
  void countsAreWholeInstructions() {
    assertThat(new MarkdownExport().render(List.of(ExportFixtures.instructions()))).isEqualTo("""
        | Command | Mean [instructions] | Min [instructions] | Max [instructions] | Relative |
        |:---|---:|---:|---:|---:|
        | `lean` | 1000000000 ± 0 | 1000000000 | 1000000000 | 1.00 |
        | `heavy` | 1505000000 ± 7071068 | 1500000000 | 1510000000 | 1.51 ± 0.01 |
        """);
  }

  @Test
  void csvHasHyperfinesColumnsThenTheUnitAndBenchmark() {
    assertThat(new CsvExport().render(List.of(Fixtures.report()))).isEqualTo("""
        command,mean,stddev,median,user,system,min,max,unit,benchmark
        python-orjson,2.18,0.020000000000000018,2.18,,,2.16,2.2,second,Simple1Benchmark
        "rust | tail",1.045,0.007071067811865481,1.045,,,1.04,1.05,second,Simple1Benchmark
        missing,,,,,,,,second,Simple1Benchmark
        """);
  }

  @Test
  void aCountedRunsCsvSaysItsFiguresAreInstructionsAndHasNoCpuSeconds() {
    assertThat(new CsvExport().render(List.of(ExportFixtures.instructions()))).isEqualTo("""
        command,mean,stddev,median,user,system,min,max,unit,benchmark
        lean,1000000000,0.0,1000000000,,,1000000000,1000000000,instruction,Simple1Benchmark
        heavy,1505000000,7071067.811865475,1505000000,,,1500000000,1510000000,instruction,\
        Simple1Benchmark
        """);
  }
}
