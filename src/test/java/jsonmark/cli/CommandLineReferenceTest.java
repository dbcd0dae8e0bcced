package jsonmark.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.Interrupts;
import jsonmark.log.Log;
import jsonmark.testing.GoldenFiles;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * docs/cli.md, the command-line reference, is every command's {@code --help}, generated from the
 * same picocli declarations: this test fails when an option changes and the reference does not.
 * Rewrite it with {@code mvn test -Dtest=CommandLineReferenceTest -Djsonmark.golden.update=true}.
 */
class CommandLineReferenceTest {

  /** The width the reference is laid out in, whatever the terminal. */
  static final int WIDTH = 100;

  @Test
  void theReferenceIsEveryCommandsHelpAsItIsNow() throws IOException {
    GoldenFiles.under("docs").assertMatches("cli.md", CommandLineReferenceTest::reference);
  }

  /** The whole reference: a heading and the help of jsonmark, then of each subcommand. */
  static String reference() {
    CommandLine root = Main.commandLine(new Context(
        new Log(new PrintWriter(new StringWriter()), Log.Level.INFO),
        new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), null,
        new Interrupts(new Cleanup()), Map.of(), List.of()));
    StringBuilder text = new StringBuilder("# Command-line reference\n\n"
        + "Every command's `--help`, as this version prints it (generated from the same"
        + " declarations, and checked by a test that it is current). The README shows the"
        + " everyday use.\n");
    section(text, "jsonmark", root);
    subcommands(text, "jsonmark", root);
    return text.toString();
  }

  /** Each subcommand's help, then its own subcommands' (jsonmark history import...). */
  private static void subcommands(StringBuilder text, String path, CommandLine command) {
    command.getSubcommands().forEach((name, sub) -> {
      if (!name.equals("help")) {
        section(text, path + " " + name, sub);
        subcommands(text, path + " " + name, sub);
      }
    });
  }

  private static void section(StringBuilder text, String title, CommandLine command) {
    command.setUsageHelpAutoWidth(false);
    command.setUsageHelpWidth(WIDTH);
    text.append("\n## `").append(title).append("`\n\n```\n")
        .append(command.getUsageMessage().stripTrailing()).append("\n```\n");
  }
}
