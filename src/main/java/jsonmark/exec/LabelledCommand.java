package jsonmark.exec;

import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A deserializer command with its label.
 *
 * @param name the label: the {@code --name} given for it, or the command text on one line
 * @param template the command as given
 * @param parameters the values of --parameter-list or --parameter-scan substituted into it, by
 *     parameter name; empty without them
 * @param environment the variables --env adds to its environment
 */
public record LabelledCommand(String name, CommandTemplate template,
    Map<String, String> parameters, Map<String, String> environment) {

  /**
   * Refuses a command the driver cannot run.
   *
   * @throws IllegalArgumentException with {@link CommandTemplate#problem()}'s one-line message
   */
  public LabelledCommand {
    environment = environment == null ? Map.of() : Map.copyOf(environment);
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters)); // in order
    template.problem().ifPresent(why -> {
      throw new IllegalArgumentException(why);
    });
  }

  /** A command without parameters or variables of its own. */
  public LabelledCommand(String name, CommandTemplate template) {
    this(name, template, Map.of(), Map.of());
  }

  /** A command with parameters, without variables of its own. */
  public LabelledCommand(String name, CommandTemplate template, Map<String, String> parameters) {
    this(name, template, parameters, Map.of());
  }

  /** A command without a given name, labelled by its text folded onto one line. */
  public static LabelledCommand unnamed(CommandTemplate template) {
    return new LabelledCommand(template.text().replaceAll("\\p{Cntrl}+", " "), template);
  }

  /** The same command, made with {@code values} of the parameters. */
  public LabelledCommand withParameters(Map<String, String> values) {
    return new LabelledCommand(name, template, values, environment);
  }

  /** The same command with {@code variables} (--env) added to its environment. */
  public LabelledCommand withEnvironment(Map<String, String> variables) {
    return new LabelledCommand(name, template, parameters, variables);
  }

  /**
   * The command to run on {@code dataFile} ({@link CommandTemplate#render}), with its --env
   * variables; the protocol's own variables win, as the command line refuses to set them.
   */
  public ShellCommand render(Path dataFile, String benchmark) {
    ShellCommand shell = template.render(dataFile, benchmark);
    if (environment.isEmpty()) {
      return shell;
    }
    Map<String, String> all = new HashMap<>(environment);
    all.putAll(shell.environment());
    return shell.withEnvironment(all);
  }
}
