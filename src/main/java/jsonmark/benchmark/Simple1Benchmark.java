package jsonmark.benchmark;

import java.util.List;
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
    int integer1 = random.nextInt(-1000, 1001);
    int integer2 = random.nextInt(-1000, 1001);
    double float1 = random.nextDouble(-1000, 1000);
    double float2 = random.nextDouble(-1000, 1000);
    boolean bool = random.nextBoolean();
    List<String> words =
        List.of(
            Words.pick(random), Words.pick(random), Words.pick(random), Words.pick(random),
            Words.pick(random));
    String str = Words.sentence(random, random.nextInt(6, 13));
    String datetime = IsoInstant.format(random.nextLong(FIRST_SECOND, LAST_SECOND));
    Coordinates coordinates =
        new Coordinates(
            random.nextInt(-180_000_000, 180_000_001) / 1e6,
            random.nextInt(-90_000_000, 90_000_001) / 1e6);
    return new Simple1Record(
        integer1, integer2, float1, float2, bool, words, str, datetime, coordinates, null);
  }

  @Override
  public long checksum(Simple1Record record) {
    return (long) record.integer1() + record.integer2();
  }
}
