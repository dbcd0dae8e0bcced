package jsonmark.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * hyperfine's parameter options, with its names and meanings: {@code -L NAME V1,V2,...} and
 * {@code -P NAME MIN MAX} with {@code -D STEP}; {@link ParameterGrid} expands the commands.
 */
public final class ParameterOptions {

  @Option(
      names = {"-L", "--parameter-list"},
      arity = "2",
      paramLabel = "NAME VALUES",
      description = "As hyperfine: run each command once per value of the comma-separated list,"
          + " with {NAME} in the command and its --name replaced by the value; one row per value,"
          + " the value recorded in the result files. Several -L give every combination. A value"
          + " is one plain word: letters, digits and _ . / + : = @ %% - (others go in --env).")
  List<String> lists = new ArrayList<>();

  @Option(
      names = {"-P", "--parameter-scan"},
      arity = "3",
      paramLabel = "NAME MIN MAX",
      description = "As hyperfine: like -L with the numbers from MIN to MAX in steps of"
          + " --parameter-step-size.")
  List<String> scan = new ArrayList<>();

  @Option(
      names = {"-D", "--parameter-step-size"},
      paramLabel = "STEP",
      description = "The step of --parameter-scan (default: 1).")
  String step;
}
