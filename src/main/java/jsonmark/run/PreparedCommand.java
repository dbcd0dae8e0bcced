package jsonmark.run;

import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ShellCommand;

/**
 * A command of a benchmark, its shell command rendered once for the data file as every command
 * gets it.
 *
 * @param index its place among the commands, as given
 * @param command the command with its label
 * @param onData what runs for a timed or warm-up run
 */
record PreparedCommand(int index, LabelledCommand command, ShellCommand onData) {

  String name() {
    return command.name();
  }
}
