package jsonmark.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The deserializer commands, with their {@code --name}s and how they run ({@code --shell}), for
 * every subcommand that runs them.
 */
public final class CommandOptions {

  @Parameters(
      paramLabel = "DESERIALIZER_CMD",
      arity = "0..*",
      description = "Command that parses the file named by $FILENAME; several are compared.")
  List<String> commands = new ArrayList<>();

  @Mixin NameOption names;

  @Mixin ShellOption shell;
}
