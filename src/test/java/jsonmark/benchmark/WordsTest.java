package jsonmark.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A sentence is its words joined, the first capitalised; every word is plain ASCII. */
class WordsTest {

  @Test
  void aSentenceIsItsWordsCapitalisedJoinedAndEndedWithAPeriod() {
    for (long seed = 0; seed < 2_000; seed++) {
      int count = 1 + (int) (seed % 13);
      SplittableRandom random = new SplittableRandom(seed);
      int[] indices = new int[count];
      List<String> words = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        indices[i] = Words.index(random);
        words.add(Words.word(indices[i]));
      }
      String first = words.get(0);
      words.set(0, Character.toUpperCase(first.charAt(0)) + first.substring(1));

      assertThat(sentence(indices)).isEqualTo(String.join(" ", words) + ".");
    }
  }

  @Test
  void aSentenceOfThreeWordsIsCapitalisedWordsAndAPeriod() {
    SplittableRandom random = new SplittableRandom(3);
    int[] indices = {Words.index(random), Words.index(random), Words.index(random)};
    assertThat(sentence(indices)).matches("[A-Z][a-z]+ [a-z]+ [a-z]+\\.");
  }

  @Test
  void everyWordIsPlainAscii() {
    assertThat(Words.plainAscii()).isTrue();
  }

  private static String sentence(int[] indices) {
    byte[] text = new byte[Words.longestSentence(indices.length)];
    int end = Words.putSentence(indices, indices.length, text, 0);
    return new String(text, 0, end, StandardCharsets.ISO_8859_1);
  }
}
