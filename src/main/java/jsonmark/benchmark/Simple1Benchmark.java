package jsonmark.benchmark;

import java.util.SplittableRandom;

/** The original JSONMark's flat record benchmark: ten keys, about 330 bytes a line. */
public final class Simple1Benchmark extends DefinedBenchmark<Simple1Record> {

  private static final String DESCRIPTION =
      "flat records: 2 ints, 2 doubles, bool, 5 words, sentence, date-time, coordinates, null"
          + " (~330 bytes; 1,000,000 records)";

  private static final long FIRST_SECOND = 946_684_800L; // 2000-01-01T00:00:00Z
  private static final long LAST_SECOND = 1_893_456_000L; // 2030-01-01T00:00:00Z

  public Simple1Benchmark() {
    super(new Definition<>("Simple1Benchmark", 1, DESCRIPTION,
        42, 1_000_000, RecordBlocks.BLOCK_SIZE, Simple1Record.class));
  }

  @Override
  public Simple1Record next(SplittableRandom random) {
    Simple1Draw draw = new Simple1Draw();
    draw(random, draw);
    return draw.toRecord();
  }

  /** Draws one record's values into {@code draw}: the one order every record is drawn in. */
  public static void draw(SplittableRandom random, Simple1Draw draw) {
    draw.integer1 = random.nextInt(-1000, 1001);
    draw.integer2 = random.nextInt(-1000, 1001);
    draw.float1 = random.nextDouble(-1000, 1000);
    draw.float2 = random.nextDouble(-1000, 1000);
    draw.bool = random.nextBoolean();
    for (int i = 0; i < draw.words.length; i++) {
      draw.words[i] = Words.index(random);
    }
    draw.sentenceLength = random.nextInt(6, Simple1Draw.LONGEST_SENTENCE + 1);
    for (int i = 0; i < draw.sentenceLength; i++) {
      draw.sentence[i] = Words.index(random);
    }
    draw.second = random.nextLong(FIRST_SECOND, LAST_SECOND);
    draw.longitude = random.nextInt(-180_000_000, 180_000_001) / 1e6;
    draw.latitude = random.nextInt(-90_000_000, 90_000_001) / 1e6;
  }

  @Override
  public long checksum(Simple1Record record) {
    return checksum(record.integer1(), record.integer2());
  }

  /** A record's checksum: the sum of its two integers. */
  static long checksum(int integer1, int integer2) {
    return (long) integer1 + integer2;
  }
}
