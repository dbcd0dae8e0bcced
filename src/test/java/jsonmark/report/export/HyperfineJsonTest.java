package jsonmark.report.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import org.junit.jupiter.api.Test;

class HyperfineJsonTest {

  static JsonNode parse(String json) throws Exception {
    return new ObjectMapper().readTree(json);
  }

  static List<String> keys(JsonNode node) {
    List<String> keys = new ArrayList<>();
    node.fieldNames().forEachRemaining(keys::add);
    return keys;
  }

  @Test
  void writesHyperfinesKeysFirstInItsOrderAndOursBeside() throws Exception {
    JsonNode first = parse(new HyperfineJson().render(List.of(Fixtures.report())))
        .get("results").get(0);
    assertThat(keys(first)).startsWith("command", "mean", "stddev", "median", "user", "system",
        "min", "max", "times", "memory_usage_byte", "exit_codes")
        .contains("unit", "command_line", "benchmark", "relative", "failed_runs");
  }

  @Test
  void holdsEachCountedRunInSecondsWithItsExitCodeAndPeakMemory() throws Exception {
    JsonNode results = parse(new HyperfineJson().render(List.of(Fixtures.report())))
        .get("results");
    JsonNode orjson = results.get(0);
    assertThat(orjson.get("command").asText()).isEqualTo("python-orjson");
    assertThat(orjson.get("mean").asDouble()).isEqualTo(2.18);
    assertThat(orjson.get("median").asDouble()).isEqualTo(2.18);
    assertThat(orjson.get("min").asDouble()).isEqualTo(2.16);
    assertThat(orjson.get("max").asDouble()).isEqualTo(2.2);
    assertThat(orjson.get("stddev").asDouble()).isCloseTo(0.02, org.assertj.core.data.Offset
        .offset(1e-12));
    assertThat(orjson.get("times").toString()).isEqualTo("[2.18,2.2,2.16]");
    assertThat(orjson.get("exit_codes").toString()).isEqualTo("[0,0,0]");
    // 14.5 MiB sampled at most 14.6 plus the peak's 0.25 over the sample: 14.75 MiB
    assertThat(orjson.get("memory_usage_byte").get(0).asLong())
        .isEqualTo(Math.round(14.75 * 1024 * 1024));
    assertThat(orjson.get("unit").asText()).isEqualTo("second");
    assertThat(orjson.get("relative").asDouble()).isEqualTo(1.0);
  }

  @Test
  void leavesOutRunsSetAsideAndFailedAndCountsTheFailures() throws Exception {
    JsonNode results = parse(new HyperfineJson().render(List.of(Fixtures.report())))
        .get("results");
    JsonNode rust = results.get(1);
    assertThat(rust.get("times").toString()).isEqualTo("[1.05,1.04]");
    assertThat(rust.get("exit_codes").toString()).isEqualTo("[0,0]");
    assertThat(rust.get("failed_runs").asInt()).isEqualTo(1);
    assertThat(rust.has("memory_usage_byte")).isFalse();
    JsonNode missing = results.get(2);
    assertThat(missing.get("mean").isNull()).isTrue();
    assertThat(missing.get("stddev").isNull()).isTrue();
    assertThat(missing.get("times").size()).isZero();
  }

  @Test
  void saysWhetherTheRunsRanToTheirEndInBothLayouts() throws Exception {
    jsonmark.report.Report cut = Fixtures.report()
        .withState(jsonmark.result.RunState.interrupted(java.util.Optional.of("SIGINT")));
    for (JsonNode state : List.of(parse(new HyperfineJson().render(List.of(cut))).get("state"),
        parse(new HyperfineJsonV2().render(List.of(cut))).get("jsonmark").get("state"))) {
      assertThat(state.get("status").asText()).isEqualTo("interrupted");
      assertThat(state.get("incomplete").get(0).asText())
          .startsWith("Interrupted by SIGINT after round 3 of 3");
    }
    JsonNode done = parse(new HyperfineJson().render(List.of(Fixtures.report())));
    assertThat(done.get("state").get("status").asText()).isEqualTo("complete");
    assertThat(done.get("state").get("incomplete")).isEmpty();
  }

  @Test
  void underMeasureInstructionsHyperfinesSecondsAreValgrindsWallTimesAndTheCountsAreBeside()
      throws Exception {
    JsonNode doc = parse(new HyperfineJson().render(List.of(ExportFixtures.instructions())));
    assertThat(doc.get("unit").asText()).isEqualTo("second");
    assertThat(doc.get("measure").asText()).isEqualTo("instructions");
    assertThat(doc.get("times_under_valgrind").asBoolean()).isTrue();
    JsonNode heavy = doc.get("results").get(1);
    assertThat(heavy.get("unit").asText()).isEqualTo("second");
    assertThat(heavy.get("times").toString()).isEqualTo("[9.5,9.7]");
    assertThat(heavy.get("mean").asDouble()).isEqualTo(9.6);
    assertThat(heavy.get("min").asDouble()).isEqualTo(9.5);
    assertThat(heavy.get("instructions").toString()).isEqualTo("[1500000000,1510000000]");
    // the ratio is of counts: Valgrind's times give no figure of speed
    assertThat(heavy.get("relative").asDouble()).isEqualTo(1.505);
    assertThat(parse(new HyperfineJson().render(List.of(Fixtures.report())))
        .has("times_under_valgrind")).isFalse();
  }

  @Test
  void holdsEveryBenchmarkOfTheInvocationEachNamed() throws Exception {
    Report other = Fixtures.results("Twitter1Benchmark", 10, 1000,
        java.time.Instant.parse("2024-05-06T07:08:09Z"), List.of(Fixtures.rust())).report();
    JsonNode results = parse(new HyperfineJson().render(List.of(Fixtures.report(), other)))
        .get("results");
    assertThat(results.size()).isEqualTo(4);
    assertThat(results.get(3).get("benchmark").asText()).isEqualTo("Twitter1Benchmark");
  }

  @Test
  void writesTheSameBytesInAnyDefaultLocale() {
    Locale before = Locale.getDefault();
    String root = new HyperfineJson().render(List.of(Fixtures.report()));
    try {
      Locale.setDefault(Locale.GERMANY);
      assertThat(new HyperfineJson().render(List.of(Fixtures.report()))).isEqualTo(root);
      assertThat(new CsvExport().render(List.of(Fixtures.report())))
          .contains("python-orjson,2.18,");
    } finally {
      Locale.setDefault(before);
    }
  }

  @Test
  void recordsEachCommandsParameterValuesAsHyperfineDoes() throws Exception {
    jsonmark.result.CommandResult scanned = new jsonmark.result.CommandResult("p-2", "p 2 $FILENAME",
        true, List.of(Fixtures.ok(1, 1.5, java.util.Optional.empty(), List.of())),
        jsonmark.result.CommandResult.unprofiled(1), List.of(), List.of(),
        java.util.Optional.empty(), java.util.Map.of("n", "2"));
    Report report = Fixtures.results("Simple1Benchmark", 10, 1000,
        java.time.Instant.parse("2024-05-06T07:08:09Z"), List.of(scanned)).report();
    JsonNode result = parse(new HyperfineJson().render(List.of(report))).get("results").get(0);
    assertThat(result.get("parameters").toString()).isEqualTo("{\"n\":\"2\"}");
    assertThat(keys(result).indexOf("parameters")).isEqualTo(keys(result).indexOf("exit_codes") + 1);
    assertThat(parse(new HyperfineJsonV2().render(List.of(report))).get("results").get(0)
        .get("parameters").toString()).isEqualTo("{\"n\":{\"value\":\"2\"}}");
    assertThat(new CsvExport().render(List.of(report))).startsWith(
        "command,mean,stddev,median,user,system,min,max,parameter_n,unit,benchmark\n"
            + "p-2,1.5,,1.5,,,1.5,1.5,2,second,Simple1Benchmark\n");
  }

  @Test
  void writesParametersOrderedByNameAsHyperfinesMapDoes() throws Exception {
    java.util.Map<String, String> given = new java.util.LinkedHashMap<>();
    given.put("size", "10");
    given.put("mode", "json");
    jsonmark.result.CommandResult both = new jsonmark.result.CommandResult("p", "p $FILENAME",
        true, List.of(Fixtures.ok(1, 1.5, java.util.Optional.empty(), List.of())),
        jsonmark.result.CommandResult.unprofiled(1), List.of(), List.of(),
        java.util.Optional.empty(), given);
    Report report = Fixtures.results("Simple1Benchmark", 10, 1000,
        java.time.Instant.parse("2024-05-06T07:08:09Z"), List.of(both)).report();
    assertThat(parse(new HyperfineJson().render(List.of(report))).get("results").get(0)
        .get("parameters").toString()).isEqualTo("{\"mode\":\"json\",\"size\":\"10\"}");
    assertThat(keys(parse(new HyperfineJsonV2().render(List.of(report))).get("results").get(0)
        .get("parameters"))).containsExactly("mode", "size");
  }
}
