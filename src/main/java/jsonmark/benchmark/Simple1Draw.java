package jsonmark.benchmark;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The values of one {@link Simple1Benchmark} record as drawn from its random stream, reusable
 * from record to record: a writer that knows the record's layout writes its strings' bytes from
 * here without building the record (words by index, the date-time from its second).
 */
public final class Simple1Draw {

  /** The most words a sentence has. */
  static final int LONGEST_SENTENCE = 12;

  int integer1;
  int integer2;
  double float1;
  double float2;
  boolean bool;
  final int[] words = new int[5];
  int sentenceLength;
  final int[] sentence = new int[LONGEST_SENTENCE];
  long second;
  double longitude;
  double latitude;

  public int integer1() {
    return integer1;
  }

  public int integer2() {
    return integer2;
  }

  public double float1() {
    return float1;
  }

  public double float2() {
    return float2;
  }

  public boolean bool() {
    return bool;
  }

  public double longitude() {
    return longitude;
  }

  public double latitude() {
    return latitude;
  }

  /** The record's checksum, as {@link Simple1Benchmark#checksum} gives it. */
  public long checksum() {
    return Simple1Benchmark.checksum(integer1, integer2);
  }

  /** The number of words in {@code "words"}. */
  public int wordCount() {
    return words.length;
  }

  /** The most bytes any string of a record takes: a longest sentence of longest words. */
  public static int longestString() {
    return Words.longestSentence(LONGEST_SENTENCE);
  }

  /** Copies word {@code i}'s bytes (Latin-1) to {@code at}; returns the end. */
  public int putWord(int i, byte[] b, int at) {
    return Words.put(Words.latin1(words[i]), b, at);
  }

  /** Copies the sentence's bytes (Latin-1) to {@code at}; returns the end. */
  public int putSentence(byte[] b, int at) {
    return Words.putSentence(sentence, sentenceLength, b, at);
  }

  /** Writes the date-time's 20 ASCII bytes at {@code at}; returns the end. */
  public int putDatetime(byte[] b, int at) {
    return IsoInstant.put(second, b, at);
  }

  /** The record these values make. */
  Simple1Record toRecord() {
    byte[] text = new byte[Words.longestSentence(sentenceLength)];
    String str = new String(text, 0, putSentence(text, 0), StandardCharsets.ISO_8859_1);
    return new Simple1Record(integer1, integer2, float1, float2, bool,
        List.of(Words.word(words[0]), Words.word(words[1]), Words.word(words[2]),
            Words.word(words[3]), Words.word(words[4])),
        str, IsoInstant.format(second), new Coordinates(longitude, latitude), null);
  }
}
