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
  private final java.util.Map<String, Deque<Execution>> byProgram = new java.util.HashMap<>();
  private final List<Double> waits = new ArrayList<>();
  /** The first word of each command, in the order they ran. */
  final List<String> programs = new ArrayList<>();
  private final java.util.Map<String, Execution> always = new java.util.HashMap<>();
  private Runnable beforeEach = () -> {};
  private int interruptAt = -1;

  /** Every run of {@code program} (once its planned ones are used up) exits 0 so. */
  FakeExecutor always(String program, double seconds, String stdout) {
    always.put(program, new Execution(0, seconds, Optional.of(stdout), List.of(stdout),
        List.of(), false, Optional.empty(), List.of(), List.of()));
    return this;
  }

  /** Every run of {@code program} (once its planned ones are used up) ends as {@code e}. */
  FakeExecutor always(String program, Execution e) {
    always.put(program, e);
    return this;
  }

  /** {@code check} runs before every execution, to look at what was written so far. */
  FakeExecutor beforeEach(Runnable check) {
    this.beforeEach = check;
    return this;
  }

  /** The execution number {@code n} (1-based) is interrupted, as Ctrl-C does. */
  FakeExecutor interruptingAt(int n) {
    this.interruptAt = n;
    return this;
  }

  /** A run of the command whose first word is {@code program}, whatever the order of runs. */
  FakeExecutor passesAs(String program, double seconds, String stdout) {
    byProgram.computeIfAbsent(program, p -> new ArrayDeque<>()).add(
        new Execution(0, seconds, Optional.of(stdout), List.of(stdout), List.of(), false,
            Optional.empty(), List.of(), List.of()));
    return this;
  }

  /** A failed run of the command whose first word is {@code program}. */
  FakeExecutor failsAs(String program, int status) {
    byProgram.computeIfAbsent(program, p -> new ArrayDeque<>()).add(
        new Execution(status, 0.5, Optional.empty(), List.of(), List.of("failed"), false,
            Optional.empty(), List.of(), List.of()));
    return this;
  }

  /** How long each next metered run waited for a CPU, in seconds, one value per run. */
  FakeExecutor waiting(double... seconds) {
    for (double wait : seconds) {
      waits.add(wait);
    }
    return this;
  }

  /** A wait meter that reports the {@link #waiting} values, one per timed run, then none. */
  WaitMeter meter() {
    return () -> new WaitMeter.Watch() {
      private Optional<jsonmark.stats.CpuWait> measured = Optional.empty();

      @Override
      public void started(ProcessHandle root, java.util.function.Supplier<List<Long>> adopted) {}

      @Override
      public void exited() {
        if (!waits.isEmpty()) {
          double wait = waits.remove(0);
          measured = Optional.of(new jsonmark.stats.CpuWait(
              java.util.OptionalDouble.of(wait), java.util.OptionalDouble.empty(),
              java.util.OptionalDouble.empty(), 1.0, Optional.empty(),
              java.util.OptionalDouble.empty(), java.util.OptionalDouble.empty()));
        }
      }

      @Override
      public Optional<jsonmark.stats.CpuWait> cpuWait() {
        return measured;
      }
    };
  }

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
  public Execution execute(ShellCommand command, Options options) throws InterruptedException {
    beforeEach.run();
    if (commands.size() + 1 == interruptAt) {
      throw new InterruptedException("the driver is shutting down");
    }
    String shellCommand = command.script();
    commands.add(shellCommand);
    environments.add(command.environment());
    String program = shellCommand.split(" ")[0];
    programs.add(program);
    options.watcher().ifPresent(w -> w.started(ProcessHandle.current(), List::of));
    options.watcher().ifPresent(Executor.Watcher::exited);
    Deque<Execution> own = byProgram.get(program);
    if ((own == null || own.isEmpty()) && always.containsKey(program)) {
      return always.get(program);
    }
    if (own != null) {
      if (own.isEmpty()) {
        throw new AssertionError("no execution planned for " + shellCommand);
      }
      return own.poll();
    }
    if (planned.isEmpty()) {
      throw new AssertionError("no execution planned for " + shellCommand);
    }
    return planned.poll();
  }
}
