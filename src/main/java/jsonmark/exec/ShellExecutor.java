package jsonmark.exec;

import java.io.File;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Spawns {@code /bin/sh -c COMMAND} in a session of its own and waits for it without polling:
 * the calling thread sleeps in {@link Process#waitFor} while two threads drain stdout and stderr.
 */
public final class ShellExecutor implements Executor {

  /** How long a tree gets between TERM and KILL. */
  public static final Duration GRACE = Duration.ofSeconds(2);

  private static final long DRAIN_MILLIS = 2_000;

  @Override
  public Execution execute(String shellCommand, Options options) throws InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder("setsid", "-w", "/bin/sh", "-c", shellCommand)
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
    long start = System.nanoTime();
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return notStarted(e.getMessage());
    }
    long pgid = process.pid();
    ProcessGroups.register(pgid);
    try {
      options.watcher().ifPresent(w -> w.started(process.toHandle()));
      StreamTail stdout = StreamTail.start(process.getInputStream(), null, "jsonmark-stdout");
      StreamTail stderr =
          StreamTail.start(process.getErrorStream(), options.stderrSink(), "jsonmark-stderr");
      boolean finished = waitFor(process, options.timeout());
      long end = System.nanoTime();
      if (!finished) {
        ProcessGroups.kill(process.toHandle(), GRACE);
        process.waitFor();
      }
      options.watcher().ifPresent(Executor.Watcher::exited);
      boolean leftovers = ProcessGroups.groupAlive(pgid);
      if (leftovers) {
        ProcessGroups.killGroup(pgid, GRACE);
      }
      stdout.await(DRAIN_MILLIS);
      stderr.await(DRAIN_MILLIS);
      return new Execution(
          process.exitValue(),
          (end - start) / 1e9,
          Optional.ofNullable(stdout.lastNonEmptyLine()),
          stdout.lastLines(),
          stderr.lastLines(),
          !finished,
          Optional.empty(),
          leftovers);
    } catch (InterruptedException e) {
      ProcessGroups.kill(process.toHandle(), GRACE);
      throw e;
    } finally {
      ProcessGroups.unregister(pgid);
    }
  }

  private static boolean waitFor(Process process, Optional<Duration> timeout)
      throws InterruptedException {
    if (timeout.isEmpty()) {
      process.waitFor();
      return true;
    }
    return process.waitFor(timeout.get().toNanos(), TimeUnit.NANOSECONDS);
  }

  private static Execution notStarted(String why) {
    return new Execution(
        -1, 0, Optional.empty(), List.of(), List.of(), false, Optional.of(why), false);
  }
}
