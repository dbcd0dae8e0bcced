package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jsonmark.benchmark.Simple1Record;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every serializer writes Simple1 records with their exact values, in docs/benchmarks.md's key order. */
class SerializerOutputTest {

  private static final List<String> KEYS =
      List.of(
          "integer_1",
          "integer_2",
          "float_1",
          "float_2",
          "bool",
          "words",
          "str",
          "datetime",
          "coordinates",
          "null");

  private static final List<Simple1Record> RECORDS = Lines.simple1(2_000);

  static List<Serializer> serializers() {
    return Serializers.all();
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void writesEveryRecordWithItsExactValues(Serializer serializer) {
    List<JsonNode> lines = Lines.parse(Lines.write(serializer, RECORDS));

    assertThat(lines).hasSameSizeAs(RECORDS);
    for (int i = 0; i < RECORDS.size(); i++) {
      assertSameValues(lines.get(i), RECORDS.get(i));
    }
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void writesTheKeysInSpecOrder(Serializer serializer) {
    for (JsonNode line : Lines.parse(Lines.write(serializer, RECORDS.subList(0, 50)))) {
      assertThat(keys(line)).containsExactlyElementsOf(KEYS);
      assertThat(keys(line.get("coordinates"))).containsExactly("longitude", "latitude");
    }
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void writesCompactLinesWithAnExplicitNull(Serializer serializer) {
    String text =
        new String(Lines.write(serializer, RECORDS.subList(0, 50)), StandardCharsets.UTF_8);

    assertThat(text).doesNotContain(" \"", ": ", ", \"", "\r").contains(",\"null\":null}\n");
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void describesItselfWithTheLibraryVersion(Serializer serializer) {
    assertThat(serializer.description()).containsPattern(" \\d+\\.\\d+\\.\\d+");
  }

  private static void assertSameValues(JsonNode line, Simple1Record record) {
    assertThat(line.get("integer_1").isInt()).isTrue();
    assertThat(line.get("integer_1").intValue()).isEqualTo(record.integer1());
    assertThat(line.get("integer_2").intValue()).isEqualTo(record.integer2());
    assertBitEqual(line.get("float_1"), record.float1());
    assertBitEqual(line.get("float_2"), record.float2());
    assertThat(line.get("bool").booleanValue()).isEqualTo(record.bool());
    List<String> words = new ArrayList<>();
    line.get("words").forEach(word -> words.add(word.textValue()));
    assertThat(words).isEqualTo(record.words());
    assertThat(line.get("str").textValue()).isEqualTo(record.str());
    assertThat(line.get("datetime").textValue()).isEqualTo(record.datetime());
    assertBitEqual(line.get("coordinates").get("longitude"), record.coordinates().longitude());
    assertBitEqual(line.get("coordinates").get("latitude"), record.coordinates().latitude());
    assertThat(line.get("null").isNull()).isTrue();
  }

  private static void assertBitEqual(JsonNode node, double expected) {
    assertThat(node.isNumber()).isTrue();
    assertThat(Double.doubleToRawLongBits(Double.parseDouble(node.asText())))
        .as("%s parsed back", node)
        .isEqualTo(Double.doubleToRawLongBits(expected));
  }

  private static List<String> keys(JsonNode object) {
    List<String> keys = new ArrayList<>();
    object.fieldNames().forEachRemaining(keys::add);
    return keys;
  }
}
