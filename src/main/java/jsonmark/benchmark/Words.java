package jsonmark.benchmark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** The embedded list of common English words that records draw words and sentences from. */
public final class Words {

  private static final String[] WORDS = load();

  /** Each word in Latin-1, as a sentence's later words take it. */
  private static final byte[][] LATIN1 = latin1(false);

  /** Each word in Latin-1 with its first letter capitalised, as a sentence's first word. */
  private static final byte[][] CAPITALISED = latin1(true);

  private static final int LONGEST = Arrays.stream(LATIN1).mapToInt(w -> w.length).max().orElse(0);

  private Words() {}

  public static String pick(SplittableRandom random) {
    return WORDS[random.nextInt(WORDS.length)];
  }

  /** An English-looking sentence: {@code count} words, the first capitalised, ending with a period. */
  public static String sentence(SplittableRandom random, int count) {
    // Latin-1 bytes, copied whole: a String of them is one copy, where a StringBuilder of the
    // words cost a third of the time to generate a Simple1 record.
    byte[] text = new byte[count * (LONGEST + 1) + 1];
    int length = 0;
    for (int i = 0; i < count; i++) {
      byte[] word = (i == 0 ? CAPITALISED : LATIN1)[random.nextInt(WORDS.length)];
      if (i > 0) {
        text[length++] = ' ';
      }
      System.arraycopy(word, 0, text, length, word.length);
      length += word.length;
    }
    text[length++] = '.';
    return new String(text, 0, length, StandardCharsets.ISO_8859_1);
  }

  /** The words as Latin-1 bytes, the first letter capitalised or not; a word must fit. */
  private static byte[][] latin1(boolean capitalised) {
    byte[][] words = new byte[WORDS.length][];
    for (int i = 0; i < WORDS.length; i++) {
      String word = capitalised
          ? Character.toUpperCase(WORDS[i].charAt(0)) + WORDS[i].substring(1)
          : WORDS[i];
      if (!word.chars().allMatch(c -> c <= 0xFF)) {
        throw new IllegalStateException("words.txt: '" + word + "' is not Latin-1");
      }
      words[i] = word.getBytes(StandardCharsets.ISO_8859_1);
    }
    return words;
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
