package jsonmark.lifecycle;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import jsonmark.io.ResultFiles;

/**
 * What Ctrl-C, SIGTERM or another fatal signal ({@link FatalSignals}) does: the JVM runs this
 * hook, which closes the driver's {@link Cleanup} (killing the running command's tree, removing
 * half-written data, and refusing any new run),
 * waits for the run loop to stop, and says where the results measured so far are (or that nothing
 * was measured, when the loop removed its folder for holding no result). The JVM then
 * exits with 128 + the signal (130 for SIGINT, 143 for SIGTERM).
 */
public final class Interrupts {

  /** How long the hook waits for the run loop to notice: a kill's grace and a drain, at most. */
  private static final Duration LOOP_STOP = Duration.ofSeconds(5);

  /** How long the driver's other children (a JMH fork) get between TERM and KILL. */
  private static final Duration CHILD_GRACE = Duration.ofSeconds(2);

  private final Cleanup cleanup;
  private final CountDownLatch stopped = new CountDownLatch(1);
  /**
   * The signals the JVM itself turns into an orderly exit (running the shutdown hooks); ours do
   * the same, with the same status, and first note which one came, for the results to say.
   */
  private static final List<String> SHUTDOWN_SIGNALS = List.of("INT", "TERM", "HUP");

  private volatile Path resultsFolder;
  private volatile boolean finished;
  private volatile String signal;

  /** Interrupts handled by {@code cleanup}, with no hook: for in-process runs and tests. */
  public Interrupts(Cleanup cleanup) {
    this.cleanup = cleanup;
  }

  /** Installs the hook; only the real {@code main} does this, never an in-process test. */
  public static Interrupts install(Cleanup cleanup, PrintStream err) {
    Interrupts interrupts = new Interrupts(cleanup);
    // Registered first, so run last: whatever the driver started and is still running.
    cleanup.register("the driver's own child processes", () -> ChildProcesses.end(CHILD_GRACE));
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> interrupts.onExit(err), "jsonmark-shutdown"));
    for (String name : SHUTDOWN_SIGNALS) {
      // Where the JVM's handler is not installed (the signal was ignored at start, or -Xrs),
      // the JVM refuses ours too, and the signal keeps its meaning.
      SignalHandlers.handle(name, number -> {
        interrupts.signalled("SIG" + name);
        System.exit(128 + number);
      });
    }
    FatalSignals.install(System::exit, interrupts::signalled);
    return interrupts;
  }

  /** Notes that signal {@code name} ({@code SIGINT}) is ending the driver. */
  public void signalled(String name) {
    if (signal == null) {
      signal = name;
    }
  }

  /** {@code " by SIGTERM"}, or nothing when no signal is known. */
  private String by() {
    return signal().map(name -> " by " + name).orElse("");
  }

  /** The signal that is ending the driver, if one is. */
  public Optional<String> signal() {
    return Optional.ofNullable(signal);
  }

  public Cleanup cleanup() {
    return cleanup;
  }

  /** Marks the end of the driver's work, normal or not, after which the hook only reports. */
  public void finished() {
    finished = true;
    stopped.countDown();
  }

  /** Where the results go; the first folder announced (the invocation's own) is kept. */
  public void announceResultsIn(Path folder) {
    if (resultsFolder == null) {
      resultsFolder = folder;
    }
  }

  private void onExit(PrintStream err) {
    if (finished) {
      return;
    }
    cleanup.close();
    Path folder = resultsFolder;
    if (folder != null) {
      // Results are written between runs: let the loop see the interrupt and stop writing, so
      // that nothing it prints or saves comes after this message.
      try {
        stopped.await(LOOP_STOP.toMillis(), TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    if (folder != null && !Files.isDirectory(folder)) {
      folder = null; // removed by the loop that stopped: it held no result
    }
    if (folder != null) {
      ResultFiles.deleteTemporaryFiles(folder);
    }
    err.println();
    err.println(
        folder == null
            ? "jsonmark: interrupted" + by() + "; nothing had been measured yet"
            : "jsonmark: interrupted" + by() + "; results measured so far are in " + folder
                + " (each file says it is incomplete)");
    err.flush();
  }
}
