package jsonmark.deser;

import static jsonmark.deser.Benchmark.CANADA1;
import static jsonmark.deser.Benchmark.CITM1;
import static jsonmark.deser.Benchmark.TWITTER1;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A value that the checksum reads, missing or null on line 2, fails the whole file in every
 * library with the key's name (a primitive would have read it as 0 and summed on).
 */
class MissingValueTest {

  /** One line of a benchmark without a value, and the key the error must name. */
  record Case(Benchmark benchmark, String key, String line) {}

  static final List<Case> CASES = new ArrayList<>();

  static {
    add(TWITTER1, "retweet_count", "\"retweet_count\":593", "\"retweet_count\":null");
    add(TWITTER1, "favorite_count", "\"favorite_count\":276,", "");
    add(TWITTER1, "user.followers_count", "\"followers_count\":37645,", "");
    add(TWITTER1, "user.friends_count", "\"friends_count\":635", "\"friends_count\":null");
    add(TWITTER1, "entities.hashtags", "\"hashtags\":[],", "\"hashtags\":null,");
    add(
        TWITTER1,
        "user_mentions.indices[0]",
        "\"user_mentions\":[]}",
        "\"user_mentions\":[{\"screen_name\":\"m\",\"name\":\"n\",\"id\":7,\"id_str\":\"7\","
            + "\"indices\":[null,4]}]}");
    add(CANADA1, "properties.id", "\"id\":0}", "\"id\":null}");
    add(CANADA1, "geometry.type", "\"type\":\"MultiPolygon\",", "");
    String feature = Samples.firstLine(CANADA1);
    CASES.add(
        new Case(
            CANADA1,
            "geometry",
            feature.substring(0, feature.indexOf(",\"geometry\":")) + ",\"geometry\":null}"));
    add(CITM1, "prices.amount", "\"amount\":9628", "\"amount\":null");
    add(CITM1, "topicIds", "\"topicIds\":[],", "");
    add(CITM1, "areaNames", "\"areaNames\":{}", "\"areaNames\":null");
    add(
        CITM1,
        "seatCategories.areas",
        "\"areas\":[{\"areaId\":205705999,\"blockIds\":[1,2]}]",
        "\"areas\":null");
  }

  private static void add(Benchmark benchmark, String key, String from, String to) {
    CASES.add(new Case(benchmark, key, Samples.edit(Samples.firstLine(benchmark), from, to)));
  }

  @ParameterizedTest
  @EnumSource(Variant.class)
  void failsOnTheLineWithTheKeysName(Variant variant) {
    for (Case c : CASES) {
      String text = Samples.firstLine(c.benchmark()) + "\n" + c.line() + "\n";
      InvalidLineException e =
          assertThrows(
              InvalidLineException.class,
              () -> Samples.sum(variant, c.benchmark(), text),
              variant.cliName() + " summed a line without " + c.key());
      assertEquals(
          "invalid JSON on line 2: " + c.key() + " is missing or null",
          e.getMessage(),
          variant.cliName());
    }
  }
}
