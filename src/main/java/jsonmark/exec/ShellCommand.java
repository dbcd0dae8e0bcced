package jsonmark.exec;

import java.util.Map;

/**
 * A command for {@code /bin/sh -c} and the variables it expects in its environment, added to the
 * driver's own.
 */
public record ShellCommand(String script, Map<String, String> environment) {

  public ShellCommand {
    environment = Map.copyOf(environment);
  }
}
