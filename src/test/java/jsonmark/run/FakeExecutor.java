package jsonmark.run;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellCommand;

/** An executor that spawns nothing: it returns the executions it was given, in order. */
final class FakeExecutor implements Executor {

  final List<String> commands = new ArrayList<>();
  final List<java.util.Map<String, String>> environments = new ArrayList<>();
  private final Deque<Execution> planned = new ArrayDeque<>();

  /** A run that exited 0 after {@code seconds}, printing {@code stdout} last. */
  FakeExecutor passes(double seconds, String stdout) {
    planned.add(
        new Execution(0, seconds, Optional.of(stdout), List.of(stdout), List.of(), false,
            Optional.empty(), List.of(), List.of()));
    return this;
  }

  /** A run that exited with {@code status}, printing {@code stderr}. */
  FakeExecutor fails(int status, String stderr) {
    planned.add(
        new Execution(status, 0.5, Optional.empty(), List.of(), List.of(stderr), false,
            Optional.empty(), List.of(), List.of()));
    return this;
  }

  @Override
  public Execution execute(ShellCommand command, Options options) {
    String shellCommand = command.script();
    commands.add(shellCommand);
    environments.add(command.environment());
    if (planned.isEmpty()) {
      throw new AssertionError("no execution planned for " + shellCommand);
    }
    return planned.poll();
  }
}
