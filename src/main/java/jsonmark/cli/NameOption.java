package jsonmark.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code -n, --name}: the labels of the commands, for every command that runs deserializers. */
public final class NameOption {

  @Option(
      names = {"-n", "--name"},
      paramLabel = "NAME",
      converter = NameConverter.class,
      description = "Label of a command, repeatable, in the order of the commands.")
  List<String> names = new ArrayList<>();

  /** The names given, in order. */
  public List<String> names() {
    return names;
  }
}
