package jsonmark.exec;

/**
 * A deserializer command with its label.
 *
 * @param name the label: the {@code --name} given for it, or the command text on one line
 * @param template the command as given
 */
public record LabelledCommand(String name, CommandTemplate template) {

  /**
   * Refuses a command the driver cannot run.
   *
   * @throws IllegalArgumentException with {@link CommandTemplate#problem()}'s one-line message
   */
  public LabelledCommand {
    template.problem().ifPresent(why -> {
      throw new IllegalArgumentException(why);
    });
  }

  /** A command without a given name, labelled by its text folded onto one line. */
  public static LabelledCommand unnamed(CommandTemplate template) {
    return new LabelledCommand(template.text().replaceAll("\\p{Cntrl}+", " "), template);
  }
}
