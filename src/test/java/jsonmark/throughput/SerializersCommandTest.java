package jsonmark.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Usage errors of {@code jsonmark serializers} exit 2 with a message that says what to fix. */
class SerializersCommandTest {

  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli = new CommandLine(new SerializersCommand(java.util.Map.of()));
    cli.setErr(new PrintWriter(err, true));
    cli.setOut(new PrintWriter(new StringWriter(), true));
    return cli.execute(args);
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
        .contains("--records " + tooMany + " needs about")
        .contains("JSONMARK_JAVA_OPTS=-Xmx")
        .contains("--records must be at least 1, not 0")
        .contains("--iteration-time must be a time such as 500ms or 2s, not 'soon'")
        .contains("--iterations must be at least 1");
  }

  @Test
  void failsOnASerializerGivenTwice() {
    assertThat(
            run("--benchmark", "Simple1Benchmark", "--serializer", "gson", "--serializer", "gson"))
        .isEqualTo(2);
    assertThat(err.toString()).contains("--serializer gson is given twice");
  }
}
