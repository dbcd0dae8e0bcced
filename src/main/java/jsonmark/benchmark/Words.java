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

  private static final boolean PLAIN_ASCII = Arrays.stream(WORDS).allMatch(
      w -> w.chars().allMatch(c -> c >= 0x20 && c <= 0x7E && c != '"' && c != '\\'));

  private static final int LONGEST = Arrays.stream(LATIN1).mapToInt(w -> w.length).max().orElse(0);

  private Words() {}

  /** The index of a word drawn from {@code random}. */
  static int index(SplittableRandom random) {
    return random.nextInt(WORDS.length);
  }

  static String word(int index) {
    return WORDS[index];
  }

  static byte[] latin1(int index) {
    return LATIN1[index];
  }

  /**
   * True when every word is printable ASCII without quote or backslash: bytes that JSON writers
   * put between quotes as they are.
   */
  public static boolean plainAscii() {
    return PLAIN_ASCII;
  }

  /** The most bytes a sentence of {@code count} words takes. */
  static int longestSentence(int count) {
    return count * (LONGEST + 1) + 1;
  }

  /**
   * Writes the English-looking sentence of the first {@code count} words of {@code indices} (the
   * first capitalised, a period at the end) as Latin-1 bytes at {@code at}, where {@link
   * #longestSentence} bytes fit; returns the end.
   */
  static int putSentence(int[] indices, int count, byte[] b, int at) {
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        b[at++] = ' ';
      }
      at = put((i == 0 ? CAPITALISED : LATIN1)[indices[i]], b, at);
    }
    b[at++] = '.';
    return at;
  }

  static int put(byte[] word, byte[] b, int at) {
    System.arraycopy(word, 0, b, at, word.length);
    return at + word.length;
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
