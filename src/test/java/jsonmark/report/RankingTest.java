package jsonmark.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import org.junit.jupiter.api.Test;

/** The exact wording of each comparison against the fastest command. */
class RankingTest {

  static CommandResult command(String name, double... seconds) {
    List<RunResult> runs = new ArrayList<>();
    for (int i = 0; i < seconds.length; i++) {
      runs.add(Fixtures.ok(i + 1, seconds[i], Optional.empty(), List.of()));
    }
    return new CommandResult(name, name + " $FILENAME", runs);
  }

  static String line(CommandResult fastest, CommandResult slower) {
    List<CommandSummary> summaries = jsonmark.result.Summaries.of(List.of(fastest, slower), 10,
        1000, Optional.empty(), java.util.OptionalDouble.empty());
    CommandSummary f = summaries.get(0);
    CommandSummary s = summaries.get(1);
    return Ranking.line(f.name(), s.name(),
        jsonmark.result.RunTimes.interval(slower.runs(), fastest.runs()).orElseThrow());
  }

  @Test
  void aDifferenceWhoseIntervalExcludesOneIsStatedWithItsInterval() {
    // ln-ratios of 2.0/1.0, 2.2/1.01, 1.9/0.98, 2.1/1.02, 2.05/1.0: RatioIntervalTest's data.
    assertThat(line(command("a", 1.0, 1.01, 0.98, 1.02, 1.0),
        command("aa", 2.0, 2.2, 1.9, 2.1, 2.05)))
        .isEqualTo("'a' ran 2.04 times faster than 'aa' (95 % interval 1.94 to 2.16, 5 paired"
            + " rounds)");
  }

  @Test
  void anIntervalContainingOneIsNoSignificantDifference() {
    assertThat(line(command("a", 1.01, 1.00, 0.99, 1.02), command("b", 1.00, 1.03, 0.97, 1.01)))
        .isEqualTo("'a' and 'b': no significant difference (ratio 1.00, 95 % interval 0.96 to"
            + " 1.03, 4 paired rounds)");
  }

  @Test
  void aSingleRoundHasNoIntervalAndSaysSo() {
    assertThat(line(command("a", 1.0), command("b", 1.5)))
        .isEqualTo("'a' ran 1.50 times faster than 'b' (one paired round: no interval; use"
            + " --runs 2 or more)");
  }

  @Test
  void theLinesRankAgainstTheFastestByMean() {
    Report report = Fixtures.report();
    assertThat(Ranking.lines(report)).singleElement().asString()
        .startsWith("'rust | tail' ran 2.08 times faster than 'python-orjson'");
  }
}
