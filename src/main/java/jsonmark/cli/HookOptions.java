package jsonmark.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ShellMode;
import jsonmark.plan.Hooks;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * hyperfine's untimed commands around the runs, with its names and meanings: each given once
 * for every command, or once per DESERIALIZER_CMD in their order; run by /bin/sh -c with the
 * command's --env, $FILENAME and $BENCHMARK as in the command, {NAME} replaced by the command's
 * parameter values.
 */
public final class HookOptions {

  @Option(
      names = {"-p", "--prepare"},
      paramLabel = "CMD",
      description = "As hyperfine: run CMD before every warm-up and timed run, untimed, by /bin/sh"
          + " -c; $FILENAME and $BENCHMARK in CMD (and in the three below) are as in the command"
          + " ('vmtouch -e $FILENAME' evicts the data file); once for all commands, or once per"
          + " DESERIALIZER_CMD in their order.")
  List<String> prepare = new ArrayList<>();

  @Option(
      names = {"-C", "--conclude"},
      paramLabel = "CMD",
      description = "As hyperfine: run CMD after every warm-up and timed run, untimed; once for"
          + " all, or once per DESERIALIZER_CMD.")
  List<String> conclude = new ArrayList<>();

  @Option(
      names = {"-s", "--setup"},
      paramLabel = "CMD",
      description = "As hyperfine: run CMD once before a command's first run (its start-up runs"
          + " included); once for all, or once per DESERIALIZER_CMD.")
  List<String> setup = new ArrayList<>();

  @Option(
      names = {"-c", "--cleanup"},
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
    for (String hook : hooks) {
      new CommandTemplate(hook, ShellMode.ALWAYS).problem().ifPresent(why -> {
        throw usage.apply(option + " " + why.substring(why.indexOf('\'')));
      });
    }
    int each = commands.size() / Math.max(1, given);
    List<String> expanded = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      String hook = hooks.size() == 1 ? hooks.get(0) : hooks.get(i / each);
      expanded.add(ParameterGrid.substitute(hook, commands.get(i).parameters()));
    }
    return expanded;
  }
}
