package jsonmark.proc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The stat line parser, on lines copied from a Linux 6.18 machine. */
class ProcStatTest {

  private static final String CAT =
      "8425 (cat) R 8423 8423 6827 0 -1 4194304 100 7 3 2 11 12 13 14 20 0 1 0 42827 3133440"
          + " 386 18446744073709551615 94797627142144 94797627162025 140725577399456 0 0 0 0 0 0 0"
          + " 0 0 17 1 0 0 0 0 0 94797627178032 94797627179648 94797654503424 140725577407171"
          + " 140725577407191 140725577407191 140725577408491 0\n";

  @Test
  void readsEveryFieldByItsNumberInProc5() {
    ProcStat stat = ProcStat.parse(CAT).orElseThrow();
    assertThat(stat)
        .isEqualTo(
            new ProcStat('R', 8423, 8423, 6827, 100, 7, 3, 2, 11, 12, 13, 14, 1, 42827, 386));
  }

  @Test
  void countsFieldsFromTheLastParenthesisSoANameWithSpacesAndParenthesesIsHarmless() {
    String line = CAT.replace("(cat)", "(a ) Z 1 2 3 (b))");
    assertThat(ProcStat.parse(line).orElseThrow().ppid()).isEqualTo(8423);
    assertThat(ProcStat.parse(line).orElseThrow().state()).isEqualTo('R');
  }

  @Test
  void aZombieHasExitedAndAStoppedProcessHasNot() {
    ProcStat zombie = ProcStat.parse(CAT.replace(" R ", " Z ")).orElseThrow();
    ProcStat stopped = ProcStat.parse(CAT.replace(" R ", " T ")).orElseThrow();
    assertThat(zombie.zombie()).isTrue();
    assertThat(zombie.exited()).isTrue();
    assertThat(stopped.stopped()).isTrue();
    assertThat(stopped.exited()).isFalse();
  }

  @Test
  void theStateAloneIsTheFieldAfterTheLastParenthesis() {
    assertThat(ProcStat.state(CAT)).isEqualTo('R');
    assertThat(ProcStat.state(CAT.replace("(cat) R", "(a ) R 1 (b)) S"))).isEqualTo('S');
    assertThat(ProcStat.state("8425 (cat) Z")).isEqualTo('Z');
  }

  @Test
  void theStateOfALineCutShortIsNone() {
    assertThat(ProcStat.state("8425 (cat)")).isEqualTo((char) 0);
    assertThat(ProcStat.state("8425 (cat) ")).isEqualTo((char) 0);
    assertThat(ProcStat.state("")).isEqualTo((char) 0);
  }

  @Test
  void aLineCutShortOrMalformedIsEmptyRatherThanZeros() {
    assertThat(ProcStat.parse("8425 (cat) R 8423 8423")).isEmpty();
    assertThat(ProcStat.parse("")).isEmpty();
    assertThat(ProcStat.parse("8425 cat R")).isEmpty();
    assertThat(ProcStat.parse(CAT.replace(" 42827 ", " x "))).isEmpty();
  }
}
