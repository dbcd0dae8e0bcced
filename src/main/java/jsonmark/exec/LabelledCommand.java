package jsonmark.exec;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A deserializer command with its label.
 *
 * @param name the label: the {@code --name} given for it, or the command text on one line
 * @param template the command as given
 * @param parameters the values of --parameter-list or --parameter-scan substituted into it, by
 *     parameter name; empty without them
 */
public record LabelledCommand(String name, CommandTemplate template,
    Map<String, String> parameters) {

  /**
   * Refuses a command the driver cannot run.
   *
   * @throws IllegalArgumentException with {@link CommandTemplate#problem()}'s one-line message
   */
  public LabelledCommand {
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters)); // in order
    template.problem().ifPresent(why -> {
      throw new IllegalArgumentException(why);
    });
  }

  /** A command without parameters. */
  public LabelledCommand(String name, CommandTemplate template) {
    this(name, template, Map.of());
  }

  /** A command without a given name, labelled by its text folded onto one line. */
  public static LabelledCommand unnamed(CommandTemplate template) {
    return new LabelledCommand(template.text().replaceAll("\\p{Cntrl}+", " "), template);
  }

  /** The same command, made with {@code values} of the parameters. */
  public LabelledCommand withParameters(Map<String, String> values) {
    return new LabelledCommand(name, template, values);
  }
}
