package jsonmark.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import jsonmark.exec.LabelledCommand;
import jsonmark.plan.Hooks;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * hyperfine's untimed commands around the runs, with its names and meanings: each given once
 * for every command, or once per DESERIALIZER_CMD in their order; run by /bin/sh -c with the
 * command's --env, {NAME} replaced by the command's parameter values.
 */
public final class HookOptions {

  @Option(
      names = "--prepare",
      paramLabel = "CMD",
      description = "As hyperfine: run CMD before every warm-up and timed run, untimed; once for"
          + " all commands, or once per DESERIALIZER_CMD in their order.")
  List<String> prepare = new ArrayList<>();

  @Option(
      names = "--conclude",
      paramLabel = "CMD",
      description = "As hyperfine: run CMD after every warm-up and timed run, untimed; once for"
          + " all, or once per DESERIALIZER_CMD.")
  List<String> conclude = new ArrayList<>();

  @Option(
      names = "--setup",
      paramLabel = "CMD",
      description = "As hyperfine: run CMD once before a command's first run (its start-up runs"
          + " included); once for all, or once per DESERIALIZER_CMD.")
  List<String> setup = new ArrayList<>();

  @Option(
      names = "--cleanup",
      paramLabel = "CMD",
      description = "As hyperfine: run CMD once after a command's last run; once for all, or once"
          + " per DESERIALIZER_CMD.")
  List<String> cleanup = new ArrayList<>();

  /**
   * The hooks of each of {@code commands} (expanded over the parameters from {@code given}
   * DESERIALIZER_CMDs, each the same number of times, in order).
   */
  Hooks hooks(int given, List<LabelledCommand> commands,
      Function<String, ParameterException> usage) {
    return new Hooks(each("--prepare", prepare, given, commands, usage),
        each("--conclude", conclude, given, commands, usage),
        each("--setup", setup, given, commands, usage),
        each("--cleanup", cleanup, given, commands, usage));
  }

  private static List<String> each(String option, List<String> hooks, int given,
      List<LabelledCommand> commands, Function<String, ParameterException> usage) {
    if (hooks.isEmpty()) {
      return List.of();
    }
    if (hooks.size() != 1 && hooks.size() != given) {
      throw usage.apply(option + " is given " + hooks.size() + " times for " + given
          + " commands: give one for all, or one per DESERIALIZER_CMD in their order");
    }
    if (hooks.stream().anyMatch(String::isBlank)) {
      throw usage.apply(option + " needs a command to run, not an empty one");
    }
    int each = commands.size() / Math.max(1, given);
    List<String> expanded = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      String hook = hooks.size() == 1 ? hooks.get(0) : hooks.get(i / each);
      for (Map.Entry<String, String> value : commands.get(i).parameters().entrySet()) {
        hook = hook.replace("{" + value.getKey() + "}", value.getValue());
      }
      expanded.add(hook);
    }
    return expanded;
  }
}
