package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every library, for every benchmark named in the environment ({@code Data} too, with the generic
 * checksum), sums the sample file right.
 */
class SampleFilesTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(Benchmark benchmark, Variant variant) {
    return Main.run(
        new String[] {variant.cliName(), Samples.file(benchmark).toString()},
        Map.of(Benchmark.ENV, benchmark.benchmarkName()),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @ParameterizedTest
  @MethodSource("jsonmark.deser.Samples#everyVariantAndBenchmark")
  void printsTheChecksumOfTheSampleFile(Variant variant, Benchmark benchmark) {
    assertEquals(0, run(benchmark, variant), err.toString(StandardCharsets.UTF_8));
    assertEquals(
        variant.library().line() + "\n" + Samples.checksum(benchmark) + "\n",
        out.toString(StandardCharsets.UTF_8));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void readsTwitterLinesAsSimple1WhenTheEnvironmentNamesNoBenchmark(Variant variant) {
    int status =
        Main.run(
            new String[] {variant.cliName(), Samples.file(Benchmark.TWITTER1).toString()},
            Map.of(),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(1, status);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("on line 1"), err::toString);
  }
}
