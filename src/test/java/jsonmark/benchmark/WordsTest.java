package jsonmark.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A sentence is the words {@link Words#pick} draws from the same stream, joined. */
class WordsTest {

  @Test
  void aSentenceIsItsPickedWordsCapitalisedJoinedAndEndedWithAPeriod() {
    for (long seed = 0; seed < 2_000; seed++) {
      int count = 1 + (int) (seed % 13);
      SplittableRandom picks = new SplittableRandom(seed);
      List<String> words = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        words.add(Words.pick(picks));
      }
      String first = words.get(0);
      words.set(0, Character.toUpperCase(first.charAt(0)) + first.substring(1));

      assertThat(Words.sentence(new SplittableRandom(seed), count))
          .isEqualTo(String.join(" ", words) + ".");
    }
  }

  @Test
  void aSentenceOfThreeWordsIsCapitalisedWordsAndAPeriod() {
    SplittableRandom random = new SplittableRandom(3);
    assertThat(Words.sentence(random, 3)).matches("[A-Z][a-z]+ [a-z]+ [a-z]+\\.");
  }
}
