package jsonmark.benchmark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

/** The embedded list of common English words that records draw words and sentences from. */
public final class Words {

  private static final String[] WORDS = load();

  private Words() {}

  public static String pick(SplittableRandom random) {
    return WORDS[random.nextInt(WORDS.length)];
  }

  /** An English-looking sentence: {@code count} words, the first capitalised, ending with a period. */
  public static String sentence(SplittableRandom random, int count) {
    StringBuilder sentence = new StringBuilder(count * 8);
    for (int i = 0; i < count; i++) {
      String word = pick(random);
      if (i == 0) {
        sentence.append(Character.toUpperCase(word.charAt(0))).append(word, 1, word.length());
      } else {
        sentence.append(' ').append(word);
      }
    }
    return sentence.append('.').toString();
  }

  private static String[] load() {
    try (InputStream in = Words.class.getResourceAsStream("words.txt")) {
      if (in == null) {
        throw new IllegalStateException("words.txt is missing from the jar");
      }
      List<String> lines =
          new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
              .map(String::strip)
              .filter(line -> !line.isEmpty())
              .toList();
      return lines.toArray(String[]::new);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
