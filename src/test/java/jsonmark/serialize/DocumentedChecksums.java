package jsonmark.serialize;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * The checksums of docs/benchmarks.md, computed from parsed JSON (Jackson's tree model) and
 * nothing else: an independent check of the driver, which computes them from its records.
 * Every integer is read with {@link #integer}, which refuses anything that is not one.
 */
final class DocumentedChecksums {

  private DocumentedChecksums() {}

  /** The sum of the checksums of {@code lines}, for benchmark {@code name}. */
  static long of(String name, List<JsonNode> lines) {
    long sum = 0;
    for (JsonNode line : lines) {
      sum += of(name, line);
    }
    return sum;
  }

  static long of(String name, JsonNode line) {
    return switch (name) {
      case "Simple1Benchmark" -> integer(line, "integer_1") + integer(line, "integer_2");
      case "Twitter1Benchmark" -> twitter(line);
      case "Canada1Benchmark" -> canada(line);
      case "Citm1Benchmark" -> citm(line);
      default -> throw new IllegalArgumentException("no documented checksum for " + name);
    };
  }

  private static long twitter(JsonNode status) {
    JsonNode entities = status.get("entities");
    long sum =
        integer(status, "retweet_count")
            + integer(status, "favorite_count")
            + integer(status.get("user"), "followers_count")
            + length(entities.get("hashtags"));
    for (JsonNode mention : entities.get("user_mentions")) {
      sum += integer(mention.get("indices"), 0);
    }
    JsonNode retweeted = status.get("retweeted_status");
    if (!retweeted.isNull()) {
      sum += integer(retweeted.get("user"), "friends_count");
    }
    return sum;
  }

  private static long canada(JsonNode feature) {
    long sum = integer(feature.get("properties"), "id");
    JsonNode geometry = feature.get("geometry");
    JsonNode coordinates = geometry.get("coordinates");
    switch (geometry.get("type").textValue()) {
      case "Polygon" -> {
        for (JsonNode ring : coordinates) {
          sum += length(ring);
        }
      }
      case "MultiPolygon" -> {
        for (JsonNode polygon : coordinates) {
          for (JsonNode ring : polygon) {
            sum += length(ring);
          }
        }
      }
      default -> throw new AssertionError("unknown geometry type in " + geometry);
    }
    return sum;
  }

  private static long citm(JsonNode event) {
    long sum = length(event.get("topicIds")) + length(event.get("areaNames"));
    for (JsonNode performance : event.get("performances")) {
      for (JsonNode price : performance.get("prices")) {
        sum += integer(price, "amount");
      }
      for (JsonNode category : performance.get("seatCategories")) {
        sum += length(category.get("areas"));
      }
    }
    return sum;
  }

  /** "len(x)": elements of an array or members of an object. */
  private static long length(JsonNode node) {
    if (!node.isArray() && !node.isObject()) {
      throw new AssertionError("neither array nor object: " + node);
    }
    return node.size();
  }

  private static long integer(JsonNode object, String key) {
    return checked(object.get(key), key);
  }

  private static long integer(JsonNode array, int index) {
    return checked(array.get(index), "[" + index + "]");
  }

  private static long checked(JsonNode node, String where) {
    if (node == null || !node.isIntegralNumber() || !node.canConvertToLong()) {
      throw new AssertionError("not an integer at " + where + ": " + node);
    }
    return node.longValue();
  }
}
