package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The four serializers differ at most in bytes, never in the values they write. */
class SerializersAgreeTest {

  static List<Benchmark<?>> benchmarks() {
    return Benchmarks.all();
  }

  @Test
  void registryListsTheFourLibrariesWithJacksonFirst() {
    assertThat(Serializers.all())
        .extracting(Serializer::name)
        .containsExactly("jackson", "gson", "fastjson2", "dsl-json");
    assertThat(Serializers.defaultSerializer().name()).isEqualTo("jackson");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("benchmarks")
  void allSerializersParseToEqualTreesLineByLine(Benchmark<?> benchmark) {
    // Enough records for every optional branch (retweets, holes, block ids) to occur.
    int count = (int) Math.min(2_000, benchmark.recordsPerBlock() * 2L);
    List<JsonNode> reference =
        Lines.parse(Lines.write(Serializers.defaultSerializer(), benchmark, count));

    for (Serializer serializer : Serializers.all()) {
      List<JsonNode> lines = Lines.parse(Lines.write(serializer, benchmark, count));
      assertThat(lines).as(serializer.name()).hasSameSizeAs(reference);
      for (int i = 0; i < lines.size(); i++) {
        assertThat(lines.get(i))
            .as("%s %s line %d", benchmark.name(), serializer.name(), i + 1)
            .isEqualTo(reference.get(i));
      }
    }
  }
}
