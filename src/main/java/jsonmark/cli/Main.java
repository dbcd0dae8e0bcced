package jsonmark.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Map;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.run.Interrupts;
import jsonmark.run.Invocation;
import jsonmark.run.ValidationOnly;
import jsonmark.conformance.ConformanceCommand;
import jsonmark.throughput.SerializersCommand;
import picocli.CommandLine;

/** Entry point: the static main only calls {@link #run} and exits with its status. */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    System.setProperty("java.awt.headless", "true"); // charts are drawn without a display
    Interrupts interrupts = Interrupts.install(new Cleanup(), System.err);
    boolean terminal = System.console() != null;
    int status;
    try {
      status =
          run(
              args,
              new PrintWriter(System.out, true),
              new PrintWriter(System.err, true),
              System.getenv(),
              terminal ? System.err : null,
              interrupts);
    } finally {
      interrupts.finished();
    }
    System.exit(status);
  }

  /**
   * Runs the whole command line in process, with a cleanup of its own, and returns the exit
   * status.
   *
   * @param terminal where progress bars and timers are drawn, or null when not on a terminal
   */
  public static int run(
      String[] args,
      PrintWriter out,
      PrintWriter err,
      Map<String, String> env,
      PrintStream terminal) {
    try (Cleanup cleanup = new Cleanup()) {
      return run(args, out, err, env, terminal, new Interrupts(cleanup));
    }
  }

  private static int run(
      String[] args,
      PrintWriter out,
      PrintWriter err,
      Map<String, String> env,
      PrintStream terminal,
      Interrupts interrupts) {
    Log log = new Log(err, Log.parseLevel(env.get("LOG_LEVEL")));
    CommandLine cli =
        new CommandLine(
            new JsonmarkCommand(
                settings -> new Invocation(settings, log, out, terminal, interrupts).run()));
    cli.addSubcommand("serializers", new SerializersCommand(env));
    cli.addSubcommand("conformance", new ConformanceCommand(env, interrupts.cleanup()));
    cli.addSubcommand("validate", new ValidateCommand(
        settings -> ValidationOnly.run(settings, log, out, terminal, interrupts)));
    cli.setOut(out);
    cli.setErr(err);
    cli.setParameterExceptionHandler(
        (e, arguments) -> {
          err.println("jsonmark: " + e.getMessage());
          err.println("Try 'jsonmark --help' for more information.");
          err.flush();
          return 2;
        });
    cli.setExecutionExceptionHandler(
        (e, command, parsed) -> {
          if (e instanceof InterruptedException || e instanceof Cleanup.ClosedException) {
            if (!interrupts.cleanup().isClosed()) {
              log.error("interrupted"); // else the shutdown hook says it, with the results folder
            }
            return 130;
          }
          if (causedByOutOfMemory(e)) {
            log.error(outOfMemory(Runtime.getRuntime().maxMemory()));
            log.debug(e);
            return 1;
          }
          log.error("unexpected " + e.getClass().getSimpleName() + ": " + e.getMessage()
              + (log.isDebug() ? "" : " (LOG_LEVEL=DEBUG shows the stack trace)"));
          log.debug(e);
          return 1;
        });
    if (args.length == 0) {
      // A first try with nothing should teach the command line, not complain about --benchmark.
      cli.usage(err);
      err.flush();
      return 2;
    }
    try {
      return cli.execute(args);
    } catch (OutOfMemoryError e) {
      // Thrown past picocli's handler, which handles Exceptions only.
      log.error(outOfMemory(Runtime.getRuntime().maxMemory()));
      log.debug(e);
      return 1;
    }
  }

  /** What to say when the driver's heap is too small, and how to give it more. */
  static String outOfMemory(long maxHeapBytes) {
    long mib = maxHeapBytes >> 20;
    return "the driver ran out of memory (its heap is " + mib + " MiB); give it more, e.g."
        + " JSONMARK_JAVA_OPTS=-Xmx" + Math.max(256, mib * 4) + "m";
  }

  private static boolean causedByOutOfMemory(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof OutOfMemoryError) {
        return true;
      }
    }
    return false;
  }
}
