package jsonmark.exec;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A deserializer command with its label, and the one set of rules that every subcommand applies
 * to the commands and {@code --name}s a user gives.
 *
 * @param name the label: the {@code --name} given for it, or the command text on one line
 * @param template the command as given
 */
public record LabelledCommand(String name, CommandTemplate template) {

  /**
   * The commands with their labels, in order.
   *
   * @throws IllegalArgumentException with a one-line message naming what to fix, when a command
   *     lacks {@code $FILENAME}, there are more names than commands, or a name is empty, not one
   *     printable line, or repeated
   */
  public static List<LabelledCommand> of(List<String> names, List<String> commands) {
    if (names.size() > commands.size()) {
      throw new IllegalArgumentException("--name was given " + names.size() + " times but there "
          + (commands.size() == 1 ? "is 1 command" : "are " + commands.size() + " commands")
          + "; give one --name per DESERIALIZER_CMD, in order");
    }
    List<LabelledCommand> labelled = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      CommandTemplate template = new CommandTemplate(commands.get(i));
      if (!template.hasPlaceholder()) {
        throw new IllegalArgumentException("DESERIALIZER_CMD '" + template.text()
            + "' lacks $FILENAME, the placeholder for the data file"
            + " (quote the command in single quotes so the shell keeps it)");
      }
      boolean given = i < names.size();
      // A label made from a multi-line command is folded onto one line; a given one must be.
      String name = given ? names.get(i) : template.text().replaceAll("\\p{Cntrl}+", " ");
      if (name.isBlank()) {
        throw new IllegalArgumentException("--name must not be empty");
      }
      if (given && name.chars().anyMatch(Character::isISOControl)) {
        throw new IllegalArgumentException(
            "--name must be one line of printable text, not '" + escaped(name) + "'");
      }
      labelled.add(new LabelledCommand(name, template));
    }
    Set<String> repeated = repeated(labelled.stream().map(LabelledCommand::name).toList());
    if (!repeated.isEmpty()) {
      throw new IllegalArgumentException("Each command needs its own name; repeated: "
          + String.join(", ", repeated) + " (use --name)");
    }
    return labelled;
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

  /** Control characters as {@code \\uXXXX}, so that a message stays on one line. */
  private static String escaped(String text) {
    StringBuilder shown = new StringBuilder();
    text.chars().forEach(c -> shown.append(
        Character.isISOControl(c) ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return shown.toString();
  }
}
