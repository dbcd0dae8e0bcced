package jsonmark.report.export;

import static jsonmark.report.export.HyperfineJsonTest.keys;
import static jsonmark.report.export.HyperfineJsonTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import jsonmark.report.Fixtures;
import org.junit.jupiter.api.Test;

class HyperfineJsonV2Test {

  @Test
  void writesSchemaVersionTwoWithAMeasurementPerCountedRunAndASummaryPerMetric()
      throws Exception {
    JsonNode doc = parse(new HyperfineJsonV2().render(List.of(Fixtures.report())));
    assertThat(doc.get("schema_version").asInt()).isEqualTo(2);
    JsonNode orjson = doc.get("results").get(0);
    assertThat(orjson.get("command").asText()).isEqualTo("python-orjson");
    assertThat(orjson.get("measurements").size()).isEqualTo(3);
    JsonNode first = orjson.get("measurements").get(0);
    assertThat(keys(first)).containsExactly("time_wall_clock", "memory_peak_resident",
        "exit_code");
    assertThat(first.get("time_wall_clock").asDouble()).isEqualTo(2.18);
    assertThat(keys(orjson.get("summary")))
        .containsExactly("time_wall_clock", "memory_peak_resident");
    JsonNode wall = orjson.get("summary").get("time_wall_clock");
    assertThat(wall.get("unit").asText()).isEqualTo("second");
    assertThat(wall.get("mean").asDouble()).isEqualTo(2.18);
    assertThat(wall.get("min").asDouble()).isEqualTo(2.16);
    assertThat(wall.get("max").asDouble()).isEqualTo(2.2);
    assertThat(orjson.get("summary").get("memory_peak_resident").get("unit").asText())
        .isEqualTo("byte");
    assertThat(doc.get("results").get(1).get("measurements").size()).isEqualTo(2);
    assertThat(doc.get("results").get(2).get("summary").size()).isZero();
  }

  @Test
  void holdsOnlyInstructionsUnderMeasureInstructions() throws Exception {
    JsonNode doc = parse(new HyperfineJsonV2().render(List.of(ExportFixtures.instructions())));
    assertThat(doc.get("measure").asText()).isEqualTo("instructions");
    JsonNode heavy = doc.get("results").get(1);
    assertThat(keys(heavy.get("measurements").get(0)))
        .containsExactly("instructions", "exit_code");
    assertThat(heavy.get("measurements").get(1).get("instructions").asLong())
        .isEqualTo(1_510_000_000L);
    assertThat(keys(heavy.get("summary"))).containsExactly("instructions");
    JsonNode summary = heavy.get("summary").get("instructions");
    assertThat(summary.get("unit").asText()).isEqualTo("instruction");
    assertThat(summary.get("mean").asLong()).isEqualTo(1_505_000_000L);
  }
}
