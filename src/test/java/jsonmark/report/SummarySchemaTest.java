package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.report.format.MatrixResults;
import jsonmark.report.format.SummaryJson;
import org.junit.jupiter.api.Test;

/** summary.json keeps the shape docs/summary.schema.json documents, key for key. */
public class SummarySchemaTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  public static List<Error> violations(String summaryJson) throws IOException {
    Schema schema =
        SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
            .getSchema(Files.readString(Path.of("docs/summary.schema.json")));
    return schema.validate(JSON.readTree(summaryJson));
  }

  @Test
  void theRenderedSummaryFollowsTheSchema() throws IOException {
    assertThat(violations(new SummaryJson().render(Fixtures.report()))).isEmpty();
  }

  @Test
  void theSummaryOfSeveralBenchmarksFollowsTheSchema() throws IOException {
    MatrixReport matrix = new MatrixReport(java.util.List.of(Fixtures.report(), Fixtures.report()));
    assertThat(violations(MatrixResults.summaryJson(matrix))).isEmpty();
  }

  @Test
  void theHostReferenceFollowsTheSchemaAndReadsBackAsItWasWritten(
      @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    jsonmark.report.Report report = Fixtures.report().withHost(jsonmark.result.HostReference.of(
        "xorshift64", java.util.List.of(0.071, 0.0735, 0.0702)));
    String text = new SummaryJson().render(report);
    assertThat(violations(text)).isEmpty();
    assertThat(JSON.readTree(text).get("host").get("seconds").toString())
        .isEqualTo("[0.071,0.0735,0.0702]");
    Path file = Files.writeString(dir.resolve("summary.json"), text);
    assertThat(SummaryJson.read(file).reports().get(0).host()).isEqualTo(report.host());
    assertThat(JSON.readTree(new SummaryJson().render(Fixtures.report())).has("host")).isFalse();
  }

  @Test
  void aShardsPartFollowsTheSchemaAndItsStateFollowsTheRuns(
      @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    String hash = "ab".repeat(32);
    Report report = Fixtures.report().withShard(java.util.Optional.of(
        new ShardPart("2/4", "command", hash, ShardPart.State.RUNNING, List.of("a", "b"),
            List.of("Simple1Benchmark"), List.of())));
    String text = new SummaryJson().render(report);
    assertThat(violations(text)).isEmpty();
    assertThat(JSON.readTree(text).get("shard").toString()).isEqualTo("{\"shard\":\"2/4\","
        + "\"by\":\"command\",\"plan_hash\":\"" + hash + "\",\"state\":\""
        + ShardPart.State.of(report.state(), report.commands()).code() + "\",\"commands\":"
        + "[\"a\",\"b\"],\"benchmarks\":[\"Simple1Benchmark\"]}");
    Path file = Files.writeString(dir.resolve("summary.json"), text);
    assertThat(SummaryJson.read(file).reports().get(0).shard()).isEqualTo(report.shard());
    Report stopped = report.withState(jsonmark.result.RunState.interrupted(
        java.util.Optional.of("SIGTERM")));
    assertThat(stopped.shard().orElseThrow().state()).isEqualTo(ShardPart.State.INTERRUPTED);
    assertThat(violations(jsonmark.report.format.EmptyShardFolder.summaryJson(
        new ShardPart("4/4", "benchmark", hash, ShardPart.State.EMPTY, List.of("a"),
            List.of("Simple1Benchmark"), List.of()), "1.2.3"))).isEmpty();
  }

  @Test
  void theSchemaRejectsAKeyItDoesNotDocument() throws IOException {
    JsonNode summary = JSON.readTree(new SummaryJson().render(Fixtures.report()));
    ((com.fasterxml.jackson.databind.node.ObjectNode) summary.get("options"))
        .put("interval (ms)", 50);
    assertThat(violations(JSON.writeValueAsString(summary)))
        .extracting(Error::getMessage)
        .anyMatch(message -> message.contains("interval (ms)"));
  }
}
