package jsonmark.report.export;

import static jsonmark.report.export.HyperfineJsonTest.keys;
import static jsonmark.report.export.HyperfineJsonTest.parse;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import jsonmark.report.Fixtures;
import jsonmark.report.Report;
import org.junit.jupiter.api.Test;

/**
 * {@code --export-json-schema 2} against files written by hand from hyperfine's own serializer
 * shapes (its newer source, the one with {@code src/metric.rs}), for the same runs. Where each
 * field comes from, in hyperfine's source:
 *
 * <ul>
 *   <li>the file, {@code schema_version} (2), {@code metadata}, {@code primary_metric} (the first
 *       {@code --metrics}: {@code time_wall_clock} by default, {@code instructions} for ours
 *       under --measure instructions), {@code results}: {@code src/export/json.rs}, {@code
 *       HyperfineSummary} and {@code JsonExporter::serialize};
 *   <li>{@code metadata.start_time} ({@code humantime::format_rfc3339_seconds}) and {@code
 *       metadata.platform.os} ({@code uname}'s sysname): {@code src/export/json/metadata.rs},
 *       {@code Metadata}, {@code utc_now}, {@code Platform::detect}. Not written:
 *       {@code hyperfine_version} (hyperfine did not write the file) and {@code
 *       platform.architecture} (the report does not record it; hyperfine, too, leaves out a
 *       platform field it does not know);
 *   <li>each result's {@code command}, {@code name} (only when it differs from the command),
 *       {@code measurements} (flattened in), {@code parameters} ({@code {"n": {"value": "2"}}},
 *       by name, left out when none): {@code src/benchmark/benchmark_result.rs}, {@code
 *       BenchmarkResult} and {@code Parameter}; then {@code summary}: {@code src/export/json.rs},
 *       {@code JsonBenchmarkResult};
 *   <li>each measurement's {@code time_wall_clock}, {@code time_cpu} (user + system), {@code
 *       time_user}, {@code time_system}, {@code memory_peak_resident} (left out when not
 *       measured), {@code instructions} (a hardware counter, flattened in, left out when not
 *       counted), {@code exit_code}, in that order: {@code src/benchmark/measurement.rs}, {@code
 *       Measurement}, {@code HardwareCounters}, {@code serialize_exit_status}; the times as
 *       {@code {"value": seconds, "unit": "second"}} ({@code src/quantity/mod.rs}, {@code
 *       serialize_time}), the memory as {@code {"value": bytes, "unit": "byte"}} ({@code
 *       serialize_information}, an {@code f64}: {@code 20971520.0}), a count as {@code
 *       {"value": n}} with no unit ({@code serialize_optional_count}, a {@code u64});
 *   <li>{@code summary}: one entry per metric that every measurement has, ordered by name (a
 *       {@code BTreeMap}), each {@code unit} ({@code second}, {@code byte}; none for a count),
 *       {@code count}, {@code mean}, {@code stddev} ({@code null} below two runs), {@code
 *       median}, {@code min}, {@code max}, all {@code f64}: {@code src/export/json.rs}, {@code
 *       StatisticalSummary::new}; {@code src/metric.rs}, {@code Metric::name}, {@code
 *       Metric::base_unit}, {@code Metric::summarize}.
 * </ul>
 *
 * <p>What hyperfine has no field for is under {@code jsonmark} only, at each level: the file's
 * driver version, measure, whether the times are Valgrind's, and state; a result's benchmark,
 * failed runs, ratio to the baseline, start-up and parse rate; a measurement's round, checksum
 * and CPU wait.
 */
class HyperfineJsonV2Test {

  private static final ObjectMapper JSON = new ObjectMapper();

  /** The text of {@code json} re-written with its keys, order and number types as they are. */
  private static String canonical(String json) throws Exception {
    return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(JSON.readTree(json));
  }

  private static String fixture(String name) throws Exception {
    try (InputStream in = HyperfineJsonV2Test.class.getResourceAsStream(
        "/jsonmark/report/export/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  void writesWhatHyperfinesSerializerWritesForTheSameTimedRuns() throws Exception {
    String ours = new HyperfineJsonV2().render(List.of(ExportFixtures.timedOnLinux()));
    assertThat(canonical(ours)).isEqualTo(canonical(fixture("hyperfine-schema-2-timed.json")));
  }

  @Test
  void writesCountsAsHyperfinesInstructionsMetricUnderMeasureInstructions() throws Exception {
    String ours = new HyperfineJsonV2().render(List.of(ExportFixtures.instructions()));
    assertThat(canonical(ours))
        .isEqualTo(canonical(fixture("hyperfine-schema-2-instructions.json")));
    JsonNode doc = parse(ours);
    assertThat(doc.get("primary_metric").asText()).isEqualTo("instructions");
    assertThat(doc.get("jsonmark").get("times_under_valgrind").asBoolean()).isTrue();
  }

  @Test
  void aConsumerReadsEveryQuantityAsAValueWithItsUnit() throws Exception {
    JsonNode result = parse(new HyperfineJsonV2().render(List.of(ExportFixtures.timedOnLinux())))
        .get("results").get(1);
    JsonNode m = result.get("measurements").get(1);
    assertThat(m.get("time_wall_clock").get("value").asDouble()).isEqualTo(1.25);
    assertThat(m.get("time_wall_clock").get("unit").asText()).isEqualTo("second");
    assertThat(m.get("time_cpu").get("value").asDouble()).isEqualTo(1.25);
    assertThat(m.get("memory_peak_resident").get("value").asDouble()).isEqualTo(30 * 1048576.0);
    assertThat(m.get("memory_peak_resident").get("unit").asText()).isEqualTo("byte");
    assertThat(result.get("summary").get("time_wall_clock").get("count").asInt()).isEqualTo(2);
  }

  @Test
  void failedAndSetAsideRunsAreNoMeasurementsAndAMetricSomeRunLacksIsNotSummarised()
      throws Exception {
    JsonNode results = parse(new HyperfineJsonV2().render(List.of(Fixtures.report())))
        .get("results");
    JsonNode rust = results.get(1);
    assertThat(rust.get("measurements").size()).isEqualTo(2); // one set aside, one failed
    assertThat(rust.get("jsonmark").get("failed_runs").asInt()).isEqualTo(1);
    assertThat(keys(rust.get("summary"))).containsExactly("time_wall_clock");
    JsonNode missing = results.get(2);
    assertThat(missing.get("measurements").size()).isZero();
    assertThat(missing.get("summary").size()).isZero();
  }

  @Test
  void everyBenchmarkOfTheInvocationIsAResultNamingItsBenchmarkUnderOurKey() throws Exception {
    Report other = Fixtures.results("Twitter1Benchmark", 10, 1000,
        java.time.Instant.parse("2024-05-06T07:08:09Z"), List.of(Fixtures.rust())).report();
    JsonNode results = parse(new HyperfineJsonV2().render(List.of(Fixtures.report(), other)))
        .get("results");
    assertThat(results.size()).isEqualTo(4);
    assertThat(results.get(3).get("jsonmark").get("benchmark").asText())
        .isEqualTo("Twitter1Benchmark");
  }

  @Test
  void nameIsTheNameGivenWithoutTheParametersItDoesNotMentionAsHyperfinesNameIs() {
    java.util.Map<String, String> both = new java.util.LinkedHashMap<>();
    both.put("mode", "json");
    both.put("n", "2");
    assertThat(HyperfineJsonV2.customName("json (mode = json, n = 2)", both)).isEqualTo("json");
    assertThat(HyperfineJsonV2.customName("json-2 (mode = json)", both)).isEqualTo("json-2");
    assertThat(HyperfineJsonV2.customName("json (n = 2, mode = json)", both))
        .isEqualTo("json (n = 2, mode = json)");
    assertThat(HyperfineJsonV2.customName("json (fast)", both)).isEqualTo("json (fast)");
    assertThat(HyperfineJsonV2.customName("json (mode = json)", java.util.Map.of()))
        .isEqualTo("json (mode = json)");
  }
}
