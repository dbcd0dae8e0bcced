package jsonmark.report.format;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.report.Fixtures;
import jsonmark.io.Mappers;
import jsonmark.report.SummarySchemaTest;
import jsonmark.result.Warning;
import jsonmark.stats.Startup;
import org.junit.jupiter.api.Test;

/** summary.json carries each warning's kind, command and figures, and the sentence beside them. */
class WarningJsonTest {

  private static final List<Warning> EVERY_KIND = List.of(
      Warning.about("a", new Warning.SlowFirstRun(1.62, 1.05)),
      Warning.about("a", new Warning.Outliers(1, 5, 0.29, 0.5)),
      Warning.about("a", new Warning.StartupTooClose(0.3, 0.2, Startup.NoParseRate.WITHIN_NOISE)),
      Warning.about("a", new Warning.KeptBusy(2, 5)),
      Warning.about("a", new Warning.Busy(7.625)),
      Warning.about("a", new Warning.CpuWaitUnavailable("no schedstat")),
      Warning.about("a", new Warning.PrecisionNotReached("b", OptionalDouble.empty(), 10)),
      new Warning(Optional.empty(),
          new Warning.PrecisionNotReached("b", OptionalDouble.of(3), 2.5)),
      Warning.about("a", new Warning.Unsteady(19.254, 5, 0.03)),
      Warning.about("a", new Warning.ReadNotProven(2, 5, "it touched the file without reading"
          + " it")));

  private static final com.fasterxml.jackson.databind.ObjectMapper MAPPER =
      Mappers.newJsonMapper(WarningJson.module());

  private static String json(Warning warning) {
    try {
      return MAPPER.writer().without(SerializationFeature.INDENT_OUTPUT)
          .writeValueAsString(warning);
    } catch (JsonProcessingException e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void eachKindReadsBackAsItWasWritten() throws IOException {
    for (Warning warning : EVERY_KIND) {
      assertThat(MAPPER.readValue(json(warning), Warning.class)).isEqualTo(warning);
    }
  }

  @Test
  void eachKindWritesItsFiguresWithTheirUnitsAndTheSentence() {
    assertThat(EVERY_KIND.stream().map(WarningJsonTest::json)).containsExactly(
        "{\"kind\":\"slow_first_run\",\"command\":\"a\",\"figures\":{\"first_s\":1.62,"
            + "\"median_s\":1.05},\"message\":\"" + WarningText.of(EVERY_KIND.get(0)) + "\"}",
        "{\"kind\":\"outliers\",\"command\":\"a\",\"figures\":{\"outliers\":1,\"runs\":5,"
            + "\"min_s\":0.29,\"max_s\":0.5},\"message\":\""
            + WarningText.of(EVERY_KIND.get(1)) + "\"}",
        "{\"kind\":\"startup_too_close\",\"command\":\"a\",\"figures\":{\"startup_s\":0.3,"
            + "\"mean_s\":0.2,\"reason\":\"within-noise\"},\"message\":\""
            + WarningText.of(EVERY_KIND.get(2)) + "\"}",
        "{\"kind\":\"kept_busy\",\"command\":\"a\",\"figures\":{\"kept_busy_runs\":2,"
            + "\"counted_runs\":5,\"rerun_runs\":2},\"message\":\""
            + WarningText.of(EVERY_KIND.get(3)) + "\"}",
        "{\"kind\":\"busy\",\"command\":\"a\",\"figures\":{\"waited_percent\":7.625},"
            + "\"message\":\"" + WarningText.of(EVERY_KIND.get(4)) + "\"}",
        "{\"kind\":\"cpu_wait_unavailable\",\"command\":\"a\",\"figures\":{\"reason\":"
            + "\"no schedstat\"},\"message\":\"CPU wait of a is n/a: no schedstat\"}",
        "{\"kind\":\"precision_not_reached\",\"command\":\"a\",\"figures\":{\"fastest\":\"b\","
            + "\"half_width_percent\":null,\"precision_percent\":10.0},\"message\":\""
            + WarningText.of(EVERY_KIND.get(6)) + "\"}",
        "{\"kind\":\"precision_not_reached\",\"command\":null,\"figures\":{\"fastest\":\"b\","
            + "\"half_width_percent\":3.0,\"precision_percent\":2.5},\"message\":\""
            + WarningText.of(EVERY_KIND.get(7)) + "\"}",
        "{\"kind\":\"unsteady\",\"command\":\"a\",\"figures\":{\"spread_percent\":19.254,"
            + "\"runs\":5,\"waited_percent\":0.03},\"message\":\""
            + WarningText.of(EVERY_KIND.get(8)) + "\"}",
        "{\"kind\":\"read_not_proven\",\"command\":\"a\",\"figures\":{\"runs\":2,"
            + "\"counted_runs\":5,\"reason\":\"it touched the file without reading it\"},"
            + "\"message\":\"" + WarningText.of(EVERY_KIND.get(9)) + "\"}");
  }

  /** The fixture's summary.json with {@code warnings} as its first command's warnings. */
  private static String summaryWith(List<Warning> warnings) throws IOException {
    ObjectNode summary = (ObjectNode) Mappers.JSON_READER.readTree(new SummaryJson().render(
        Fixtures.report()));
    ArrayNode list = ((ObjectNode) summary.get("commands").get(0)).putArray("warnings");
    for (Warning warning : warnings) {
      list.add(MAPPER.valueToTree(warning));
    }
    return Mappers.JSON.writeValueAsString(summary);
  }

  @Test
  void everyKindFollowsTheSchema() throws IOException {
    assertThat(SummarySchemaTest.violations(summaryWith(EVERY_KIND))).isEmpty();
  }

  @Test
  void theSchemaRejectsFiguresThatDoNotBelongToTheKind() throws IOException {
    ObjectNode summary = (ObjectNode) Mappers.JSON_READER.readTree(
        summaryWith(List.of(EVERY_KIND.get(0))));
    JsonNode warning = summary.get("commands").get(0).get("warnings").get(0);
    ((ObjectNode) warning).put("kind", "busy");
    assertThat(SummarySchemaTest.violations(Mappers.JSON.writeValueAsString(summary)))
        .isNotEmpty();
  }
}
