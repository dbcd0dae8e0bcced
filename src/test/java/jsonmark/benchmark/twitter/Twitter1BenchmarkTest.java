package jsonmark.benchmark.twitter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import jsonmark.benchmark.RecordBlocks;
import org.junit.jupiter.api.Test;

/** Statuses look like real ones: ids, nulls, retweets, Unicode, escapes, consistent entities. */
class Twitter1BenchmarkTest {

  private static final long TWO_TO_53 = 1L << 53;

  private final List<Status> statuses = new RecordBlocks<>(new Twitter1Benchmark(), 600).all();

  @Test
  void idsAboveTwoToThe53HaveDecimalTwins() {
    for (Status s : all()) {
      assertThat(s.id()).isGreaterThan(TWO_TO_53);
      assertThat(s.idStr()).isEqualTo(Long.toString(s.id()));
      assertThat(s.user().id()).isLessThan(TWO_TO_53);
      assertThat(s.user().idStr()).isEqualTo(Long.toString(s.user().id()));
      boolean reply = s.inReplyToStatusId() != null;
      assertThat(s.inReplyToStatusIdStr() != null).isEqualTo(reply);
      assertThat(s.inReplyToUserId() != null).isEqualTo(reply);
      assertThat(s.inReplyToScreenName() != null).isEqualTo(reply);
      assertThat(new Object[] {s.geo(), s.coordinates(), s.place(), s.contributors()})
          .containsOnlyNulls();
    }
  }

  @Test
  void someStatusesAreRetweetsOfStatusesThatAreNot() {
    long retweets = statuses.stream().filter(s -> s.retweetedStatus() != null).count();
    assertThat(retweets).isBetween(statuses.size() / 4L, statuses.size() * 3L / 5);
    for (Status s : statuses) {
      if (s.retweetedStatus() != null) {
        assertThat(s.retweetedStatus().retweetedStatus()).isNull();
        assertThat(s.text()).startsWith("RT @" + s.retweetedStatus().user().screenName() + ": ");
      }
    }
  }

  @Test
  void textsHoldEveryKindOfCharacterThatMatters() {
    String texts = String.join("|", all().stream().map(Status::text).toList());
    assertThat(texts).contains("\"", "\\", "\n", "\t", "\u0001", "é", "ü", "東京", "안녕");
    assertThat(texts.codePoints().filter(c -> c > 0xFFFF).count()).isGreaterThan(100);
    assertThat(all().stream().mapToInt(s -> s.text().length()).average().orElseThrow())
        .isGreaterThan(40);
  }

  @Test
  void entityIndicesPointAtTheirTextInCodePoints() {
    for (Status s : all()) {
      Entities e = s.entities();
      e.hashtags().forEach(h -> assertThat(slice(s.text(), h.indices())).isEqualTo("#" + h.text()));
      e.urls().forEach(u -> assertThat(slice(s.text(), u.indices())).isEqualTo(u.url()));
      e.userMentions()
          .forEach(m -> assertThat(slice(s.text(), m.indices())).isEqualTo("@" + m.screenName()));
    }
  }

  @Test
  void nullableFieldsAreSometimesNullAndSometimesNot() {
    assertThat(statuses).anyMatch(s -> s.possiblySensitive() == null);
    assertThat(statuses).anyMatch(s -> s.possiblySensitive() != null);
    assertThat(statuses).anyMatch(s -> s.user().url() == null);
    assertThat(statuses).anyMatch(s -> s.user().url() != null);
    assertThat(statuses).anyMatch(s -> s.user().utcOffset() == null);
    assertThat(statuses).anyMatch(s -> s.user().timeZone() != null);
    assertThat(statuses).anyMatch(s -> s.inReplyToStatusId() != null);
  }

  @Test
  void formatsCreatedAtAsTheApiDoes() {
    assertThat(TwitterDate.format(1_409_444_955L)).isEqualTo("Sun Aug 31 00:29:15 +0000 2014");
  }

  private List<Status> all() {
    List<Status> all = new ArrayList<>(statuses);
    statuses.stream().map(Status::retweetedStatus).filter(s -> s != null).forEach(all::add);
    return all;
  }

  private static String slice(String text, List<Integer> indices) {
    int start = text.offsetByCodePoints(0, indices.get(0));
    return text.substring(start, text.offsetByCodePoints(start, indices.get(1) - indices.get(0)));
  }
}
