package jsonmark.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ShellMode;

/**
 * The one set of rules every subcommand applies to the DESERIALIZER_CMDs and {@code --name}s a
 * user gives (each name itself is checked by {@link NameConverter}).
 */
final class DeserializerCommands {

  private DeserializerCommands() {}

  /**
   * The commands with their labels, in order.
   *
   * @throws IllegalArgumentException with a one-line message naming what to fix, when there are
   *     more names than commands, a command lacks {@code $FILENAME} or starts with {@code -}, a
   *     label is repeated, or a command needs a shell under {@code --shell none}
   */
  static List<LabelledCommand> labelled(
      List<String> names, List<String> commands, ShellMode shell) {
    if (names.size() > commands.size()) {
      throw new IllegalArgumentException("--name was given " + names.size() + " times but there "
          + (commands.size() == 1 ? "is 1 command" : "are " + commands.size() + " commands")
          + "; give one --name per DESERIALIZER_CMD, in order");
    }
    List<LabelledCommand> labelled = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      CommandTemplate template = new CommandTemplate(commands.get(i), shell);
      if (template.text().strip().startsWith("-")) {
        throw new IllegalArgumentException(startsWithDash(template.text()));
      }
      if (!template.hasPlaceholder()) {
        throw new IllegalArgumentException("DESERIALIZER_CMD '" + template.text()
            + "' lacks $FILENAME, the placeholder for the data file (or $JSONMARK_FILENAME)"
            + " (quote the command in single quotes so the shell keeps it)");
      }
      if (shell == ShellMode.NONE) {
        template.shellReason().ifPresent(why -> {
          throw new IllegalArgumentException("DESERIALIZER_CMD '" + template.text()
              + "' needs /bin/sh, which --shell none forbids: " + why + "; drop --shell none"
              + " (or -N), or write the command as a program and its arguments only");
        });
      }
      labelled.add(i < names.size()
          ? new LabelledCommand(names.get(i), template)
          : LabelledCommand.unnamed(template));
    }
    Set<String> repeated = repeated(labelled.stream().map(LabelledCommand::name).toList());
    if (!repeated.isEmpty()) {
      throw new IllegalArgumentException("Each command needs its own name; repeated: "
          + String.join(", ", repeated) + " (use --name)");
    }
    return labelled;
  }

  /** What to say of a command that {@code /bin/sh} would take for one of its own options. */
  static String startsWithDash(String command) {
    return "DESERIALIZER_CMD '" + command.strip() + "' starts with '-': a command starts with the"
        + " program to run; put jsonmark's options before the commands, each option a word of"
        + " its own";
  }

  private static Set<String> repeated(List<String> values) {
    Set<String> seen = new HashSet<>();
    Set<String> repeated = new LinkedHashSet<>();
    for (String value : values) {
      if (!seen.add(value)) {
        repeated.add(value);
      }
    }
    return repeated;
  }
}
