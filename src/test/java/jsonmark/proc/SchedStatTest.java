package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A thread's schedstat line. */
class SchedStatTest {

  @Test
  void readsRunTimeRunQueueWaitAndTimeslices() {
    assertThat(SchedStat.parse("634400 1200 3\n")).contains(new SchedStat(634400, 1200, 3));
  }

  @Test
  void threadsAddUp() {
    assertThat(new SchedStat(1, 2, 3).plus(new SchedStat(10, 20, 30)))
        .isEqualTo(new SchedStat(11, 22, 33));
  }

  @Test
  void aMalformedLineIsEmpty() {
    assertThat(SchedStat.parse("634400 0")).isEmpty();
    assertThat(SchedStat.parse("a b c")).isEmpty();
  }
}
