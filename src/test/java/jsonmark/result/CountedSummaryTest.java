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
    assertThat(Summaries.baseline(List.of(fast, slow), Optional.empty(), Metric.INSTRUCTIONS))
        .contains(slow);
    assertThat(Summaries.baseline(List.of(fast, slow), Optional.empty())).contains(fast);
    List<CommandSummary> s = Summaries.of(List.of(fast, slow), 10, 100, Optional.empty(),
        OptionalDouble.empty(), Metric.INSTRUCTIONS);
    assertThat(s.get(0).instructions().orElseThrow().relative().orElseThrow().ratio())
        .isEqualTo(2.0);
    assertThat(s.get(0).instructions().orElseThrow().perRecord()).isEqualTo(200.0);
    assertThat(s.get(1).instructions().orElseThrow().relative().orElseThrow().significant())
        .isFalse();
  }

  @Test
  void theBaselineOfCountsWithTheirStartUpsIsTheFewestPerRecordAsTheClaimsRankThem() {
    // "heavy" executes more in all (10,000 against 5,000), but 9,000 of it is start-up: per
    // record it costs 1,000 against 4,000. The baseline is the claims' leader at once, so the
    // counts are summarised against it once.
    CommandResult heavy = startedUp(counted("heavy", 1.0, 10_000, 10_000), 9_000);
    CommandResult light = startedUp(counted("light", 1.0, 5_000, 5_000), 1_000);
    assertThat(Summaries.baseline(List.of(light, heavy), Optional.empty(), Metric.INSTRUCTIONS))
        .contains(heavy);
    // Without a start-up for one of them, the totals are compared: light has fewer.
    assertThat(Summaries.baseline(List.of(light, counted("heavy", 1.0, 10_000, 10_000)),
        Optional.empty(), Metric.INSTRUCTIONS)).contains(light);
  }

  private static CommandResult startedUp(CommandResult command, long startup) {
    return new CommandResult(command.name(), command.command(), command.runs(), List.of(),
        List.of(ok(1, 0.01).withInstructions(startup)));
  }

  @Test
  void aRunWithoutACountIsLeftOutOfTheCountStatistics() {
    CommandResult timedOnly = CommandSummaryTest.timed("t", 1.0, 1.1);
    assertThat(Summaries.of(List.of(timedOnly), 10, 100, Optional.empty(),
        OptionalDouble.empty(), Metric.INSTRUCTIONS).get(0).instructions()).isEmpty();
  }
}
