package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One short real JMH run, forked, writes the result files with a positive throughput. */
class SerializersEndToEndIT {

  @TempDir Path results;

  @Test
  void shortForkedRunWritesTheResultFiles() throws IOException {
    MainTest.Outcome outcome =
        MainTest.jsonmark(
            "serializers",
            "--benchmark",
            "Simple1Benchmark",
            "--serializer",
            "jackson",
            "--records",
            "200",
            "--forks",
            "1",
            "--warmup-iterations",
            "0",
            "--iterations",
            "1",
            "--iteration-time",
            "200ms",
            "--results-dir",
            results.toString());

    assertThat(outcome.status()).isEqualTo(0);
    Path folder = onlyFolder();
    assertThat(folder.getFileName().toString()).matches("\\d{8}-\\d{6}-serializers");
    assertThat(folder.resolve("summary.md")).content().contains("| jackson ", "fresh buffer");
    assertThat(folder.resolve("jmh.json")).isNotEmptyFile();
    List<String> csv = Files.readAllLines(folder.resolve("serializers.csv"));
    assertThat(csv.get(0))
        .isEqualTo(
            "serializer,variant,records,output_bytes,mb_per_second,sigma,error999,iterations,"
                + "relative");
    assertThat(csv).hasSize(3);
    JsonNode summary = new JsonMapper().readTree(folder.resolve("summary.json").toFile());
    assertThat(summary.get("results")).hasSize(2);
    for (JsonNode row : summary.get("results")) {
      assertThat(row.get("mb_per_second").doubleValue()).isPositive();
      assertThat(row.get("output_bytes").longValue()).isGreaterThan(200 * 300);
    }
    assertThat(summary.get("checks").get(0).get("passed").booleanValue()).isTrue();
    assertThat(summary.get("environment").get("logical_cores").intValue()).isPositive();
    assertThat(outcome.out()).contains("| jackson    | fresh buffer  |", "| reused buffer |");
  }

  private Path onlyFolder() throws IOException {
    try (Stream<Path> folders = Files.list(results)) {
      List<Path> all = folders.toList();
      assertThat(all).hasSize(1);
      return all.get(0);
    }
  }
}
