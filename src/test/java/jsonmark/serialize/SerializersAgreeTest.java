package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import jsonmark.benchmark.Simple1Record;
import org.junit.jupiter.api.Test;

/** The four serializers differ at most in bytes, never in the values they write. */
class SerializersAgreeTest {

  @Test
  void registryListsTheFourLibrariesWithJacksonFirst() {
    assertThat(Serializers.all())
        .extracting(Serializer::name)
        .containsExactly("jackson", "gson", "fastjson2", "dsl-json");
    assertThat(Serializers.defaultSerializer().name()).isEqualTo("jackson");
  }

  @Test
  void allSerializersParseToEqualTreesLineByLine() {
    List<Simple1Record> records = Lines.simple1(2_000);
    List<JsonNode> reference = Lines.parse(Lines.write(Serializers.defaultSerializer(), records));

    for (Serializer serializer : Serializers.all()) {
      List<JsonNode> lines = Lines.parse(Lines.write(serializer, records));
      assertThat(lines).as(serializer.name()).hasSameSizeAs(reference);
      for (int i = 0; i < lines.size(); i++) {
        assertThat(lines.get(i))
            .as("%s line %d", serializer.name(), i + 1)
            .isEqualTo(reference.get(i));
      }
    }
  }
}
