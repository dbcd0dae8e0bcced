package jsonmark.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ProgramLookup;

/**
 * Each command's program looked up on PATH before any run (and before the data is written), so
 * that a typo or a runtime not installed is said at once, naming the command, rather than after
 * a long generation; a command whose program cannot be known without a shell is not judged.
 */
final class MissingPrograms {

  private MissingPrograms() {}

  /**
   * One line per command whose program is missing, in the commands' order.
   *
   * @param path the driver's PATH; a command's --env may set its own
   */
  static List<String> of(List<LabelledCommand> commands, String path) {
    List<String> lines = new ArrayList<>();
    for (LabelledCommand command : commands) {
      Optional<String> program = command.template().program();
      if (program.isEmpty()) {
        continue;
      }
      ProgramLookup.missing(program.get(), command.environment().getOrDefault("PATH", path))
          .ifPresent(why -> lines.add(command.name() + ": " + why + "; it fails at its first run"
              + " and is not run again, the other commands run as planned"));
    }
    return lines;
  }
}
