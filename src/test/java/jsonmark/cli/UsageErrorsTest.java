package jsonmark.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** A choice among fixed values, as an option added later would declare it, gets our words too. */
class UsageErrorsTest {

  /** The values of a choice option. */
  enum Order { SEQUENTIAL, INTERLEAVED }

  /** A command with one option of each kind a later option may be. */
  @Command(name = "probe")
  static final class Probe implements Runnable {
    @Option(names = "--order") Order order;

    @Option(names = "--precision") double precision;

    @Override
    public void run() {}
  }

  private static String error(String... args) {
    StringWriter err = new StringWriter();
    CommandLine cli = new CommandLine(new Probe());
    NumberConverters.register(cli);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setErr(new PrintWriter(err, true));
    cli.setParameterExceptionHandler(new UsageErrors());
    assertThat(cli.execute(args)).isEqualTo(2);
    return err.toString();
  }

  @Test
  void aValueThatIsNoneOfTheChoicesNamesThem() {
    assertThat(error("--order", "random"))
        .isEqualTo("jsonmark: --order must be one of SEQUENTIAL, INTERLEAVED, not 'random'\n"
            + "Try 'probe --help' for more information.\n");
  }

  @Test
  void aDecimalOptionGetsOurWordsWithoutAConverterOfItsOwn() {
    assertThat(error("--precision", "5%"))
        .startsWith("jsonmark: --precision must be a number, such as 0.5, not '5%'\n");
  }
}
