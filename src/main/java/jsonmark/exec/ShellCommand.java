package jsonmark.exec;

import java.nio.file.Path;
import java.util.Optional;
import java.util.List;
import java.util.Map;

/**
 * A command for {@code /bin/sh -c}, the variables it expects in its environment (added to the
 * driver's own), and, when it needs no shell, the argument vector to execute directly instead.
 *
 * @param script the command as {@code /bin/sh -c} runs it, placeholders rewritten
 * @param environment the variables added to the driver's environment
 * @param argv the program and its arguments exactly as the shell would have run them, when the
 *     command runs directly; empty when it runs through the shell
 * @param dataFile the data file it is given, whose reading the executor watches; empty for a
 *     command that is given none
 */
public record ShellCommand(String script, Map<String, String> environment, List<String> argv,
    Optional<Path> dataFile) {

  public ShellCommand {
    environment = Map.copyOf(environment);
    argv = List.copyOf(argv);
  }

  /** A command run through the shell, given no data file. */
  public ShellCommand(String script, Map<String, String> environment) {
    this(script, environment, List.of(), Optional.empty());
  }

  /** Whether it runs without a shell. */
  public boolean direct() {
    return !argv.isEmpty();
  }

  /** The same command with another environment, run the same way. */
  public ShellCommand withEnvironment(Map<String, String> other) {
    return new ShellCommand(script, other, argv, dataFile);
  }

  /** The program a direct run starts, or the shell. */
  public String program() {
    return direct() ? argv.get(0) : "/bin/sh";
  }


  /** What is spawned, for a debug line: the argument vector, or the shell and its script. */
  public String describe() {
    return direct() ? "argv " + argv : "/bin/sh -c " + script;
  }
}
