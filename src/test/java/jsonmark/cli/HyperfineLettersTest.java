package jsonmark.cli;

import static jsonmark.cli.HyperfineOptionsTest.CMD;
import static jsonmark.cli.HyperfineOptionsTest.plan;
import static jsonmark.cli.HyperfineOptionsTest.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import jsonmark.cli.MainTest.Outcome;
import jsonmark.exec.ShellMode;
import jsonmark.plan.Plan;
import jsonmark.result.RowOrder;
import jsonmark.result.TimeUnit;
import org.junit.jupiter.api.Test;

/** hyperfine's letters mean hyperfine's options; its options we lack say what to use instead. */
class HyperfineLettersTest {

  private static final String HELP = "Try 'jsonmark --help' for more information.\n";

  private static void assertUsageError(Outcome o, String line) {
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("jsonmark: " + line + "\n" + HELP);
  }

  @Test
  void eachHookHasHyperfinesLetter() {
    Plan plan = plan("-p", "sync", "-s", "make", "-c", "rm -f x", "-C", "true", CMD);
    assertThat(plan.checks().hooks().prepare(0)).contains("sync");
    assertThat(plan.checks().hooks().setup(0)).contains("make");
    assertThat(plan.checks().hooks().cleanup(0)).contains("rm -f x");
    assertThat(plan.checks().hooks().conclude(0)).contains("true");
  }

  @Test
  void profileHasNoShortForm() {
    assertThat(plan("-p", "sync", CMD).measuring().profile()).isFalse();
    assertThat(plan("--profile", CMD).measuring().profile()).isTrue();
  }

  @Test
  void theOtherLettersAreHyperfinesToo() {
    Plan plan = plan("-S", "none", "-w", "2", "-m", "7", "-M", "9", "-i", "-n", "cat",
        "-u", "second", CMD);
    assertThat(plan.work().commands().get(0).template().shell()).isEqualTo(ShellMode.NONE);
    assertThat(plan.work().commands().get(0).name()).isEqualTo("cat");
    assertThat(plan.schedule().warmup()).isEqualTo(2);
    assertThat(plan.schedule().budget().minRuns()).isEqualTo(7);
    assertThat(plan.schedule().budget().maxRuns()).isEqualTo(9);
    assertThat(plan.checks().ignoreFailure()).isTrue();
    assertThat(plan.output().timeUnit()).contains(TimeUnit.SECOND);
    assertThat(plan("-r", "3", CMD).schedule().budget().runs()).hasValue(3);
    assertThat(plan("-L", "x", "1,2", "cat {x} $FILENAME").work().commands()).hasSize(2);
    assertThat(plan("-P", "x", "1", "5", "-D", "2", "cat {x} $FILENAME").work().commands())
        .hasSize(3);
  }

  @Test
  void timeUnitIsEmptyByDefaultAndTakesHyperfinesThreeWords() {
    assertThat(plan(CMD).output().timeUnit()).isEmpty();
    assertThat(plan("-u", "millisecond", CMD).output().timeUnit())
        .contains(TimeUnit.MILLISECOND);
    assertThat(plan("--time-unit", "microsecond", CMD).output().timeUnit())
        .contains(TimeUnit.MICROSECOND);
    assertUsageError(run("-u", "ms", CMD),
        "--time-unit must be millisecond, second or microsecond, not 'ms'");
  }

  @Test
  void sortTakesHyperfinesWordsWithAutoByDefault() {
    assertThat(plan(CMD).output().sort()).isEqualTo(RowOrder.AUTO);
    assertThat(plan("--sort", "command", CMD).output().sort()).isEqualTo(RowOrder.COMMAND);
    assertThat(plan("--sort", "mean-time", CMD).output().sort()).isEqualTo(RowOrder.MEAN_TIME);
  }

  @Test
  void everyUnknownOptionGetsADidYouMeanWhereOneIsClose() {
    assertUsageError(run("--warmpu", "1", CMD), "Unknown option: '--warmpu'; did you mean"
        + " '--warmup'?");
    assertUsageError(run("--time-units", "second", CMD), "Unknown option: '--time-units'; did"
        + " you mean '--time-unit'?");
    assertUsageError(run("-B", "Simple1Benchmark", CMD), "Unknown option: '-B'; did you mean"
        + " '-b'?");
    assertUsageError(run("-x", CMD), "Unknown option: '-x'");
  }

  @Test
  void hyperfinesOptionsThatJsonmarkLacksSaySoAndWhatToUseInstead() {
    assertUsageError(run("--output", "pipe", CMD), "--output is hyperfine's option, which"
        + " jsonmark does not have: jsonmark keeps each command's output in the run's log file;"
        + " use --show-output to see it");
    assertUsageError(run("--output=null", CMD), "--output is hyperfine's option, which"
        + " jsonmark does not have: jsonmark keeps each command's output in the run's log file;"
        + " use --show-output to see it");
    assertUsageError(run("--input", "f", CMD), "--input is hyperfine's option, which jsonmark"
        + " does not have: each command's standard input is empty; to read the data file there,"
        + " write < $FILENAME in the command (and --data FILE for a file of your own)");
    assertUsageError(run("--export-orgmode", "r.org", CMD), "--export-orgmode is hyperfine's"
        + " option, which jsonmark does not have: use --export-markdown or --export-asciidoc");
    assertUsageError(run("--command-name", "c", CMD), "--command-name is hyperfine's option,"
        + " which jsonmark does not have: use -n/--name NAME, as hyperfine's -n");
    assertUsageError(run("-E", CMD), "-E/--show-elapsed is hyperfine's option, which jsonmark"
        + " does not have: the live progress line shows the time elapsed (--style full)");
    assertUsageError(run("--min-benchmarking-time", "3", CMD), "--min-benchmarking-time is"
        + " hyperfine's option, which jsonmark does not have: use -m/--min-runs, or --precision"
        + " with --max-time");
  }

  @Test
  void referenceNamesTheBaselineByTheCommandAsWritten() {
    Plan plan = plan("--reference", "cat $FILENAME", "-n", "a", "-n", "b", CMD,
        "wc -c $FILENAME");
    assertThat(plan.output().baseline()).isEqualTo(Optional.of("a"));
    assertThat(plan("--reference", "b", "-n", "a", "-n", "b", CMD, "wc -c $FILENAME")
        .output().baseline()).contains("b");
    assertUsageError(run("--reference", "sleep 1", CMD), "--reference 'sleep 1' is none of the"
        + " commands: give it as a DESERIALIZER_CMD too, exactly as written (jsonmark runs only"
        + " the commands given)");
    assertUsageError(run("--reference", CMD, "--baseline", CMD, CMD), "--reference and"
        + " --baseline both name the command relative figures are against; give one of them");
  }

  @Test
  void aParameterValueThatWouldBeShellCodeIsRefusedNamingWhatAValueMayHold() {
    for (String value : new String[] {"it's", "$(id)", "a;b", "a b", "`id`"}) {
      assertUsageError(run("-L", "v", "ok," + value, "cat {v} $FILENAME"), "--parameter-list v:"
          + " the value '" + value + "' would be shell code in the command, not one word; a value"
          + " holds only letters, digits and _ . / + : = @ % - (put another in --env v=VALUE and"
          + " write \"$v\" in the command)");
    }
    assertThat(plan("-L", "v", "gcc-12,./a/b.c,x=1:2@3%", "cat {v} $FILENAME").work().commands())
        .extracting(c -> c.template().text())
        .containsExactly("cat gcc-12 $FILENAME", "cat ./a/b.c $FILENAME", "cat x=1:2@3% $FILENAME");
  }

  @Test
  void aHookTheDriverCannotFollowIsRefusedBeforeAnyRun() {
    Outcome o = run("--prepare", "cat <<$(x)\nhi\n$(x)\n", CMD);
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).startsWith("jsonmark: --prepare 'cat <<$(x) hi $(x) ': ");
  }
}
