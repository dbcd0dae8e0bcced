package jsonmark.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellExecutor;
import jsonmark.exec.Subreaper;
import jsonmark.exec.TreeDestroyer;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.lifecycle.Interrupts;

/**
 * What every subcommand is handed, built once per invocation: the log, the output streams, the
 * interrupt handling with its cleanup, the real executor, and where a results folder is reported
 * so that Ctrl-C can name it.
 *
 * @param out results (tables), standard output
 * @param err the log's stream and usage errors, standard error
 * @param terminal where progress bars and timers are drawn, or null when not on a terminal
 * @param env the environment (NO_COLOR, TERM), injected so that tests need no real one
 * @param argv the command line as given, recorded with the results
 */
public record Context(
    Log log, PrintWriter out, PrintWriter err, PrintStream terminal, Interrupts interrupts,
    Map<String, String> env, List<String> argv) {

  public Context {
    env = Map.copyOf(env);
    argv = List.copyOf(argv);
  }

  /** The one owner of what an interrupt must undo: process trees, half-written files. */
  public Cleanup cleanup() {
    return interrupts.cleanup();
  }

  /** A new executor running commands as {@code /bin/sh -c}, killing whole trees on the way out. */
  public Executor executor() {
    Subreaper subreaper = Subreaper.enable();
    if (!subreaper.active()) {
      log.debug("No child subreaper on this platform: a command's detached processes are not"
          + " seen, profiled or killed");
    }
    return new ShellExecutor(new TreeDestroyer(cleanup()), subreaper);
  }

  /** Tells the interrupt handler where this invocation's results go, as soon as it exists. */
  public void resultsFolder(Path folder) {
    interrupts.announceResultsIn(folder);
  }
}
