package jsonmark.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.LabelledCommand;
import jsonmark.exec.ShellCommand;
import jsonmark.result.CommandResult;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;

/**
 * One command's runs so far within a comparison, and whether it was stopped: rounds add to it
 * one run at a time, so that the commands' runs can interleave.
 */
final class CommandProgress {

  final LabelledCommand command;
  final ShellCommand shell;
  final List<RunResult> startup = new ArrayList<>();
  final List<String> warmupFailures = new ArrayList<>();
  final List<RunResult> runs = new ArrayList<>();
  /** No more runs of any kind: a warm-up failed, or the program could not be started. */
  boolean stopped;
  /** No more start-up runs: one failed, or the empty file could not be made. */
  boolean startupStopped;
  /** What --validate (or, for --data, the probe) found before the command's first round. */
  Optional<ValueCheck> values = Optional.empty();

  CommandProgress(LabelledCommand command, ShellCommand shell) {
    this.command = command;
    this.shell = shell;
  }

  String name() {
    return command.name();
  }

  /** The wall time of the timed runs that count, in seconds. */
  double countedSeconds() {
    return runs.stream().filter(RunResult::counted).mapToDouble(RunResult::seconds).sum();
  }

  /** The runs so far, copied: the sink may keep it while more runs are added. */
  CommandResult snapshot() {
    return new CommandResult(
        command.name(), command.template().text(), runs, warmupFailures, startup, values,
        !shell.direct());
  }
}
