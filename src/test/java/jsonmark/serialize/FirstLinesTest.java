package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The first line of every benchmark's file, as Jackson writes it at the benchmark's seed, is
 * pinned byte for byte (first-lines/*.json): any change to the generated data shows here, and
 * must come with a new benchmark version.
 */
class FirstLinesTest {

  static List<Benchmark<?>> benchmarks() {
    return Benchmarks.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("benchmarks")
  void firstRecordIsPinned(Benchmark<?> benchmark) throws IOException {
    String expected = golden(benchmark.name());

    String written =
        new String(
            Lines.write(Serializers.defaultSerializer(), benchmark, 1), StandardCharsets.UTF_8);

    assertThat(written).isEqualTo(expected);
  }

  private static String golden(String name) throws IOException {
    try (InputStream in = FirstLinesTest.class.getResourceAsStream("first-lines/" + name + ".json")) {
      assertThat(in).as("first-lines/%s.json", name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
