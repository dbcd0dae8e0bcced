package jsonmark.result;

import static jsonmark.result.CommandSummaryTest.ok;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** Commands whose runs were counted under Valgrind: their statistics and their baseline. */
class CountedSummaryTest {

  private static CommandResult counted(String name, double seconds, long... counts) {
    List<RunResult> runs = new java.util.ArrayList<>();
    for (int i = 0; i < counts.length; i++) {
      runs.add(ok(i + 1, seconds).withInstructions(counts[i]));
    }
    return new CommandResult(name, name, runs);
  }

  @Test
  void theBaselineOfCountsIsTheFewestInstructionsNotTheFastest() {
    CommandResult fast = counted("fast-but-more", 1.0, 2_000, 2_000);
    CommandResult slow = counted("slow-but-fewer", 9.0, 1_000, 1_000);
    assertThat(Summaries.baseline(List.of(fast, slow), Optional.empty(), true))
        .contains(slow);
    assertThat(Summaries.baseline(List.of(fast, slow), Optional.empty())).contains(fast);
    List<CommandSummary> s = Summaries.of(List.of(fast, slow), 10, 100, Optional.empty(),
        OptionalDouble.empty(), true);
    assertThat(s.get(0).instructions().orElseThrow().relative().orElseThrow().ratio())
        .isEqualTo(2.0);
    assertThat(s.get(0).instructions().orElseThrow().perRecord()).isEqualTo(200.0);
    assertThat(s.get(1).instructions().orElseThrow().relative().orElseThrow().significant())
        .isFalse();
  }

  @Test
  void aRunWithoutACountIsLeftOutOfTheCountStatistics() {
    CommandResult timedOnly = CommandSummaryTest.timed("t", 1.0, 1.1);
    assertThat(Summaries.of(List.of(timedOnly), 10, 100, Optional.empty(),
        OptionalDouble.empty(), true).get(0).instructions()).isEmpty();
  }
}
