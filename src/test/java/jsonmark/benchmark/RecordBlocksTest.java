package jsonmark.benchmark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import jsonmark.benchmark.canada.Canada1Benchmark;
import org.junit.jupiter.api.Test;

class RecordBlocksTest {

  private final Simple1Benchmark benchmark = new Simple1Benchmark();

  @Test
  void sameSeedAndCountGiveTheSameRecords() {
    assertThat(new RecordBlocks<>(benchmark, 5000).all())
        .isEqualTo(new RecordBlocks<>(benchmark, 5000).all());
  }

  @Test
  void aShorterRunIsAPrefixOfALongerOne() {
    List<Simple1Record> longer = new RecordBlocks<>(benchmark, 9000).all();
    assertThat(new RecordBlocks<>(benchmark, 5000).all()).isEqualTo(longer.subList(0, 5000));
  }

  @Test
  void countsPartialLastBlock() {
    RecordBlocks<Simple1Record> blocks = new RecordBlocks<>(benchmark, RecordBlocks.BLOCK_SIZE + 1);
    assertThat(blocks.count()).isEqualTo(2);
    assertThat(blocks.block(1)).hasSize(1);
  }

  @Test
  void aBenchmarkMaySetItsOwnBlockSize() {
    Canada1Benchmark canada = new Canada1Benchmark();
    RecordBlocks<?> blocks = new RecordBlocks<>(canada, canada.recordsPerBlock() * 2L + 1);
    assertThat(canada.recordsPerBlock()).isLessThan(RecordBlocks.BLOCK_SIZE);
    assertThat(blocks.count()).isEqualTo(3);
    assertThat(blocks.block(2)).hasSize(1);
  }

  @Test
  void blocksDrawFromDifferentStreams() {
    RecordBlocks<Simple1Record> blocks = new RecordBlocks<>(benchmark, 3 * RecordBlocks.BLOCK_SIZE);
    assertThat(blocks.block(0).get(0)).isNotEqualTo(blocks.block(1).get(0));
  }

  @Test
  void firstRecordIsPinnedSoAnyChangeToTheDataIsNoticed() {
    Simple1Record first = new RecordBlocks<>(benchmark, 1).all().get(0);
    assertThat(first.toString()).isEqualTo(FirstRecord.TEXT);
  }
}
