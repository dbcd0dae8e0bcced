package jsonmark.progress;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Optional;
import jsonmark.log.Log;
import jsonmark.log.StatusLine;
import org.junit.jupiter.api.Test;

/** Counted work (records written, cases checked) on the engine the runs' live line uses. */
class StepsTest {

  private static final String ERASE = "\r\033[K";

  private static final Log QUIET = new Log(new PrintWriter(new StringWriter()), Log.Level.INFO);

  @Test
  void theRateUsesTheExactElapsedTimeNotWholeSeconds() {
    assertThat(Steps.rate(1_000_000, 2_010_000_000L, "records")).isEqualTo("497,512 records/s");
    assertThat(Steps.rate(1_000, 250_000_000L, "records")).isEqualTo("4,000 records/s");
  }

  @Test
  void theTimeLeftIsAtTheRateSoFar() {
    // A quarter written in 3 s: three quarters left take about 9 s.
    assertThat(Steps.left(250_000, 1_000_000, 3_000_000_000L)).contains("about 9 s left");
    assertThat(Steps.left(0, 1_000_000, 3_000_000_000L)).isEmpty();
  }

  @Test
  void theLiveLineHasTheBarTheCountTheTimeLeftAndTheRate() {
    try (Steps steps = Steps.on("Generating", "records", 1_000_000, QUIET,
        Ticker.on(Optional.empty()))) {
      assertThat(steps.line(250_000, 3_000_000_000L).text()).isEqualTo("[#####               ]"
          + " 250,000 of 1,000,000 records, about 9 s left | Generating: 83,333 records/s");
      assertThat(steps.line(1_000_000, 4_000_000_000L).text()).isEqualTo("[####################]"
          + " 1,000,000 of 1,000,000 records, done | Generating: 250,000 records/s");
    }
  }

  @Test
  void onATerminalTheLineIsRedrawnAtMostFourTimesASecondAndAtTheEnd() throws Exception {
    StringWriter screen = new StringWriter();
    try (Steps steps = Steps.on("cmd", "cases", 10, QUIET,
        new Ticker(new StatusLine(screen), () -> 200))) {
      for (int done = 1; done <= 10; done++) {
        steps.accept(done);
      }
    }
    String drawn = screen.toString();
    assertThat(drawn).startsWith(ERASE + "[##                  ] 1 of 10 cases, about ")
        .doesNotContain(" 5 of 10 cases").contains(ERASE + "[####################] 10 of 10"
            + " cases, done | cmd: ").endsWith(" cases/s" + ERASE);
  }

  @Test
  void withoutALiveLineAQuarterIsOneLogLineAndAWhileIsNone() {
    StringWriter err = new StringWriter();
    Log log = new Log(new PrintWriter(err, true), Log.Level.INFO);
    try (Steps steps = Steps.start("Generating", "records", 100, Optional.of("Generated"), log,
        Optional.empty())) {
      for (int done = 1; done <= 100; done++) {
        steps.accept(done);
      }
    }
    assertThat(err.toString().lines().toList()).hasSize(3)
        .allSatisfy(line -> assertThat(line).contains("Generated "))
        .first().asString().contains("Generated 25 of 100 records (25%)");
    StringWriter none = new StringWriter();
    try (Steps steps = Steps.start("cmd", "cases", 100, Optional.empty(),
        new Log(new PrintWriter(none, true), Log.Level.INFO), Optional.empty())) {
      steps.accept(50);
    }
    assertThat(none.toString()).isEmpty();
  }
}
