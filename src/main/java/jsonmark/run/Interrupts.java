package jsonmark.run;

import java.io.PrintStream;
import java.nio.file.Path;
import jsonmark.exec.ProcessGroups;
import jsonmark.exec.ShellExecutor;
import jsonmark.lifecycle.Cleanup;

/**
 * What Ctrl-C or SIGTERM does: the JVM runs this hook, which kills the running command's tree,
 * removes half-written data, and says where the results measured so far are. The JVM then exits
 * with 128 + the signal (130 for SIGINT, 143 for SIGTERM).
 */
public final class Interrupts {

  private static volatile Path resultsFolder;
  private static volatile boolean finished;

  private Interrupts() {}

  /** Installs the hook; only the real {@code main} does this, never an in-process test. */
  public static void install(PrintStream err, Cleanup cleanup) {
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> onExit(err, cleanup), "jsonmark-shutdown"));
  }

  /** Marks a normal end, after which the hook has nothing to do. */
  public static void finished() {
    finished = true;
  }

  static void announceResultsIn(Path folder) {
    resultsFolder = folder;
  }

  private static void onExit(PrintStream err, Cleanup cleanup) {
    if (finished) {
      return;
    }
    ProcessGroups.killAllRunning(ShellExecutor.GRACE);
    cleanup.close();
    TemporaryFiles.deleteAll();
    Path folder = resultsFolder;
    err.println();
    err.println(
        folder == null
            ? "jsonmark: interrupted; nothing had been measured yet"
            : "jsonmark: interrupted; results measured so far are in " + folder);
    err.flush();
  }
}
