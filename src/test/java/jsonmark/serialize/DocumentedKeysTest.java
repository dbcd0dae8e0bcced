package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.benchmark.registry.Benchmarks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every serializer writes each object's keys in the order of docs/benchmarks.md: the tables are
 * read from the page itself, the one-line shapes below are copied from it.
 */
class DocumentedKeysTest {

  static List<Serializer> serializers() {
    return Serializers.all();
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void twitterStatusesHaveTheDocumentedKeys(Serializer serializer) throws IOException {
    for (JsonNode status : lines(serializer, "Twitter1Benchmark", 20)) {
      assertStatus(status);
      if (!status.get("retweeted_status").isNull()) {
        assertStatus(status.get("retweeted_status"));
      }
    }
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void canadaFeaturesHaveTheDocumentedKeys(Serializer serializer) {
    for (JsonNode feature : lines(serializer, "Canada1Benchmark", 10)) {
      assertThat(keys(feature)).containsExactly("type", "properties", "geometry");
      assertThat(keys(feature.get("properties"))).containsExactly("name", "id");
      assertThat(keys(feature.get("geometry"))).containsExactly("type", "coordinates");
    }
  }

  @ParameterizedTest
  @MethodSource("serializers")
  void citmEventsHaveTheDocumentedKeys(Serializer serializer) throws IOException {
    for (JsonNode event : lines(serializer, "Citm1Benchmark", 20)) {
      assertThat(keys(event)).isEqualTo(table("event:"));
      for (JsonNode performance : event.get("performances")) {
        assertThat(keys(performance)).isEqualTo(table("performance:"));
        for (JsonNode category : performance.get("seatCategories")) {
          assertThat(keys(category)).containsExactly("seatCategoryId", "areas");
          for (JsonNode area : category.get("areas")) {
            assertThat(keys(area)).containsExactly("areaId", "blockIds");
          }
        }
        for (JsonNode price : performance.get("prices")) {
          assertThat(keys(price))
              .containsExactly("amount", "audienceSubCategoryId", "seatCategoryId");
        }
      }
    }
  }

  private static void assertStatus(JsonNode status) throws IOException {
    assertThat(keys(status)).isEqualTo(table("status:"));
    assertThat(keys(status.get("metadata"))).containsExactly("result_type", "iso_language_code");
    JsonNode user = status.get("user");
    assertThat(keys(user)).isEqualTo(table("user:"));
    assertThat(keys(user.get("entities"))).containsExactly("description");
    assertThat(keys(user.get("entities").get("description"))).containsExactly("urls");
    user.get("entities").get("description").get("urls").forEach(DocumentedKeysTest::assertUrl);
    JsonNode entities = status.get("entities");
    assertThat(keys(entities)).containsExactly("hashtags", "symbols", "urls", "user_mentions");
    for (JsonNode hashtag : entities.get("hashtags")) {
      assertThat(keys(hashtag)).containsExactly("text", "indices");
    }
    entities.get("urls").forEach(DocumentedKeysTest::assertUrl);
    for (JsonNode mention : entities.get("user_mentions")) {
      assertThat(keys(mention)).containsExactly("screen_name", "name", "id", "id_str", "indices");
    }
  }

  private static void assertUrl(JsonNode url) {
    assertThat(keys(url)).containsExactly("url", "expanded_url", "display_url", "indices");
  }

  private static List<JsonNode> lines(Serializer serializer, String benchmark, int count) {
    return Lines.parse(Lines.write(serializer, Benchmarks.byName(benchmark).orElseThrow(), count));
  }

  /** The keys of the table that follows the line {@code heading} in docs/benchmarks.md. */
  static List<String> table(String heading) throws IOException {
    List<String> lines = Files.readAllLines(Path.of("docs", "benchmarks.md"));
    assertThat(lines).as("docs/benchmarks.md").contains(heading);
    List<String> keys = new ArrayList<>();
    for (int i = lines.indexOf(heading) + 1; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.startsWith("| `")) {
        keys.add(line.substring(3, line.indexOf('`', 3)));
      } else if (!keys.isEmpty()) {
        break;
      }
    }
    assertThat(keys).as("table after %s in docs/benchmarks.md", heading).isNotEmpty();
    return keys;
  }

  static List<String> keys(JsonNode object) {
    List<String> keys = new ArrayList<>();
    object.fieldNames().forEachRemaining(keys::add);
    return keys;
  }
}
