package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * With JSONMARK_VALIDATE=1, every library writes every line of every sample file back, in order,
 * equal to the input line, followed by the checksum and nothing else.
 */
class ValidationModeTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * Numbers as the driver compares them: doubles by value and sign ({@code -0.0} is not {@code
   * 0.0}), integers by exact value, an integer equal to a double written with a fraction.
   */
  private static final Comparator<JsonNode> NUMBERS =
      (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
          if (a.isFloatingPointNumber() && b.isFloatingPointNumber()) {
            return Double.compare(a.doubleValue(), b.doubleValue());
          }
          return new BigDecimal(a.asText()).compareTo(new BigDecimal(b.asText()));
        }
        return a.equals(b) ? 0 : 1;
      };

  /**
   * The library's, not ours (README, "What --validate finds"): fastjson2's and DSL-JSON's untyped
   * readers hold {@code -0.0} as a BigDecimal zero, which has no sign, so they write {@code 0.0}
   * back: lines 11 and 12 of Data.jsonl.
   */
  private static final Map<Variant, Set<Integer>> KNOWN =
      Map.of(Variant.FASTJSON2, Set.of(11, 12), Variant.DSL_JSON, Set.of(11, 12));

  @ParameterizedTest
  @MethodSource("jsonmark.deser.Samples#everyVariantAndBenchmark")
  void writesEveryLineBackEqualToTheInput(Variant variant, Benchmark benchmark) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Main.run(
            new String[] {variant.cliName(), Samples.file(benchmark).toString()},
            Map.of(Benchmark.ENV, benchmark.benchmarkName(), Main.VALIDATE_ENV, "1"),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
    List<String> input = Files.readAllLines(Samples.file(benchmark), StandardCharsets.UTF_8);
    List<String> written = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(input.size() + 1, written.size(), "one line per input line, then the checksum");
    assertEquals(Long.toString(Samples.checksum(benchmark)), written.get(input.size()));
    Set<Integer> differing = new TreeSet<>();
    for (int i = 0; i < input.size(); i++) {
      JsonNode expected = MAPPER.readTree(input.get(i));
      JsonNode read = MAPPER.readTree(written.get(i));
      if (!expected.equals(NUMBERS, read)) {
        differing.add(i + 1);
      }
    }
    Set<Integer> known = benchmark == Benchmark.DATA ? KNOWN.getOrDefault(variant, Set.of()) : Set.of();
    assertEquals(known, differing, "the lines written back differently");
  }
}
