package jsonmark.exec;

/**
 * A deserializer command with its label.
 *
 * @param name the label: the {@code --name} given for it, or the command text on one line
 * @param template the command as given
 */
public record LabelledCommand(String name, CommandTemplate template) {

  /** A command without a given name, labelled by its text folded onto one line. */
  public static LabelledCommand unnamed(CommandTemplate template) {
    return new LabelledCommand(template.text().replaceAll("\\p{Cntrl}+", " "), template);
  }
}
