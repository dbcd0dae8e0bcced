package jsonmark.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.log.StatusLine;
import jsonmark.lifecycle.Interrupts;
import picocli.CommandLine;

/** Entry point: the static main only calls {@link #run} and exits with its status. */
public final class Main {

  /** Heap kept free until the driver runs out, so that it can still say so. */
  private static final int CUSHION_BYTES = 64 * 1024;

  private Main() {}

  public static void main(String[] args) {
    main(args, new FileOutputStream(FileDescriptor.out));
  }

  /**
   * The entry point with standard output on {@code results}: the launcher's results descriptor.
   * A command whose output could not all be written exits 1, saying so on stderr.
   */
  public static void main(String[] args, OutputStream results) {
    System.setProperty("java.awt.headless", "true"); // charts are drawn without a display
    StandardOutput stdout = new StandardOutput(results);
    System.setOut(stdout.stream()); // anything printing to System.out shares the one buffer
    // A dumb terminal cannot erase a line: it gets the lines a pipe gets.
    boolean terminal = System.console() != null && !"dumb".equals(System.getenv("TERM"));
    // The log writes through the live line, so that its lines go above it when one is drawn (on
    // a terminal, or piped with --style full).
    Optional<StatusLine> live = Optional.of(
        new StatusLine(new OutputStreamWriter(System.err, Charset.defaultCharset())));
    PrintWriter err = new PrintWriter(live.get(), true);
    Interrupts interrupts = Interrupts.install(new Cleanup(), System.err);
    int status;
    try {
      status = run(args, stdout.writer(), err, System.getenv(), terminal ? System.err : null,
          interrupts, live);
    } finally {
      interrupts.finished();
    }
    System.exit(stdout.checked(status, err));
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

  /** Runs the command line with {@code interrupts}, which Ctrl-C in a real run goes through. */
  static int run(
      String[] args,
      PrintWriter out,
      PrintWriter err,
      Map<String, String> env,
      PrintStream terminal,
      Interrupts interrupts) {
    return run(args, out, err, env, terminal, interrupts, Optional.empty());
  }

  /** Runs the command line, its log drawing the terminal's live line through {@code live}. */
  static int run(
      String[] args,
      PrintWriter out,
      PrintWriter err,
      Map<String, String> env,
      PrintStream terminal,
      Interrupts interrupts,
      Optional<StatusLine> live) {
    String level = env.get("LOG_LEVEL");
    Optional<Log.Level> parsed = Log.parseLevel(level);
    if (parsed.isEmpty()) {
      err.println("jsonmark: LOG_LEVEL '" + level + "' is unknown; use one of " + Log.LEVELS
          + ", or leave it unset for INFO");
      err.flush();
      return UsageErrors.STATUS;
    }
    Log log = new Log(err, parsed.get(), live, false, false);
    Context context = new Context(log, out, err, terminal, interrupts, env, List.of(args));
    CommandLine cli = commandLine(context);
    if (args.length == 0) {
      err.print(ShortUsage.text(cli));
      err.flush();
      return UsageErrors.STATUS;
    }
    // Room to say so when the heap runs out: what filled it (data blocks in flight) may still be
    // reachable when the error reaches here, and even the one line needs a few bytes.
    byte[] cushion = new byte[CUSHION_BYTES];
    try {
      return cli.execute(args);
    } catch (OutOfMemoryError e) {
      // Thrown past picocli's handler, which handles Exceptions only.
      cushion = null;
      RunFailures.outOfMemory(log, e);
      return 1;
    } finally {
      java.lang.ref.Reference.reachabilityFence(cushion);
    }
  }

  /**
   * The whole command tree, every command built by the factory that hands it {@code context}.
   * Arguments are never read from @-files: {@code --name @fast} names a command "@fast"; the
   * values of an enum option may be given in any case.
   */
  static CommandLine commandLine(Context context) {
    CommandLine cli = new CommandLine(JsonmarkCommand.class, new ContextFactory(context));
    NumberConverters.register(cli);
    cli.registerConverter(Path.class, new PathConverter());
    cli.setExpandAtFiles(false);
    // "--cache-dir cache" (the Makefile's) and "--name compare" name a folder and a command,
    // not the subcommands of those names.
    cli.setAllowSubcommandsAsOptionParameters(true);
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    // jsonmark plan takes a run's options after its own, and hands them to the run's parser.
    cli.getSubcommands().get("plan").setUnmatchedOptionsArePositionalParams(true);
    cli.setOut(context.out());
    cli.setErr(context.err());
    cli.setParameterExceptionHandler(new UsageErrors());
    cli.setExecutionExceptionHandler(new RunFailures(context));
    return cli;
  }
}
