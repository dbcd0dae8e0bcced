package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Usage errors of {@code jsonmark serializers} exit 2 with a message that says what to fix. */
class SerializersCommandTest {

  private final StringBuilder err = new StringBuilder();

  private int run(String... args) {
    List<String> all = new ArrayList<>(List.of("serializers"));
    all.addAll(List.of(args));
    MainTest.Outcome o = MainTest.jsonmark(all.toArray(String[]::new));
    err.append(o.err());
    return o.status();
  }

  @Test
  void failsWithoutBenchmark() {
    assertThat(run("--serializer", "jackson")).isEqualTo(2);
    assertThat(err.toString()).contains("--benchmark");
  }

  @Test
  void failsOnUnknownSerializerNamingTheKnownOnes() {
    assertThat(run("--benchmark", "Simple1Benchmark", "--serializer", "yaml")).isEqualTo(2);
    assertThat(err.toString())
        .contains("unknown serializer 'yaml'; known: jackson, gson, fastjson2, dsl-json");
  }

  @Test
  void failsOnUnknownBenchmark() {
    assertThat(run("--benchmark", "Simple9")).isEqualTo(2);
    assertThat(err.toString()).contains("unknown benchmark 'Simple9'");
  }

  @Test
  void failsOnTooManyRecordsAndBadIterationTime() {
    long tooMany = Runtime.getRuntime().maxMemory() / SerializersCommand.HEAP_BYTES_PER_RECORD + 1;
    assertThat(run("--benchmark", "Simple1Benchmark", "--records", String.valueOf(tooMany)))
        .isEqualTo(2);
    assertThat(run("--benchmark", "Simple1Benchmark", "--records", "0")).isEqualTo(2);
    assertThat(run("--benchmark", "Simple1Benchmark", "--iteration-time", "soon")).isEqualTo(2);
    assertThat(run("--benchmark", "Simple1Benchmark", "--iterations", "0")).isEqualTo(2);
    assertThat(err.toString())
        .contains("--records " + tooMany + " of Simple1Benchmark needs about")
        .contains("JSONMARK_JAVA_OPTS=-Xmx")
        .contains("--records must be at least 1, not 0")
        .contains("--iteration-time must be a time such as 500ms or 2s, not 'soon'")
        .contains("--iterations must be at least 1");
  }

  @Test
  void aLargerShapeNeedsMoreHeapPerRecord() {
    // Twitter1's default file has 120,000 records where Simple1's has 1,000,000, both ~300 MB.
    assertThat(SerializersCommand.heapPerRecord(
        jsonmark.benchmark.registry.Benchmarks.byName("Twitter1Benchmark").orElseThrow()))
        .isEqualTo(2_600L * 1_000_000 / 120_000);
  }

  @Test
  void failsOnASerializerGivenTwice() {
    assertThat(
            run("--benchmark", "Simple1Benchmark", "--serializer", "gson", "--serializer", "gson"))
        .isEqualTo(2);
    assertThat(err.toString()).contains("--serializer gson is given twice");
  }

  @Test
  void itsErrorsPointToItsOwnHelpInOurWords() {
    assertThat(run("--benchmark", "Simple1Benchmark", "--records", "100k")).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo("jsonmark: --records must be a whole number, such as 10, not '100k'\n"
            + "Try 'jsonmark serializers --help' for more information.\n");
  }

  @Test
  void aBenchmarkNameInAnyCaseIsTheBenchmark() {
    assertThat(run("-b", "simple1benchmark", "--records", "0")).isEqualTo(2);
    assertThat(err.toString()).contains("--records must be at least 1, not 0");
  }

  @Test
  void anArgumentThatIsNoOptionIsNamedWithTheOptionItMayMean() {
    assertThat(run("benchmark", "Simple1Benchmark")).isEqualTo(2);
    assertThat(err.toString())
        .startsWith("jsonmark: unexpected argument 'benchmark': jsonmark serializers takes"
            + " options only; did you mean '--benchmark'?\n");
  }
}
