package jsonmark.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import jsonmark.lifecycle.Cleanup;
import jsonmark.lifecycle.DriverGuard;
import org.apache.commons.exec.CommandLine;
import org.apache.commons.exec.DefaultExecutor;
import org.apache.commons.exec.ExecuteWatchdog;

/**
 * Runs {@code /bin/sh -c COMMAND}, or the command's own argument vector when it needs no shell
 * ({@link ShellCommand#direct()}), through Commons Exec, in a session of its own, and waits for it
 * without polling. The pieces: {@link CommandLine} with the command as one argument, or each
 * argument as one, never re-split; a {@link DefaultExecutor} that accepts every exit status; a
 * {@link TailStreamHandler}; the stock {@link ExecuteWatchdog} for the timeout and a {@link
 * TreeDestroyer} for interrupts, both handed a {@link TreeProcess} so that ending the process
 * ends its whole tree.
 *
 * <p>The synchronous {@code execute} is used, which spawns and waits on the calling thread; its
 * asynchronous form hands the spawn to a new thread, whose start-up (about 0.1 to 1 ms here, more
 * on a loaded machine) would fall between the clock and the spawn. The clock is read in {@code
 * launch()} right before the spawn and in {@link TreeProcess#waitFor()} right after the root's
 * exit, as close to the child as with a bare {@link ProcessBuilder}.
 */
public final class ShellExecutor implements Executor {

  /** How long a tree gets between TERM and KILL. */
  public static final Duration GRACE = Duration.ofSeconds(2);

  /** A session of its own keeps the terminal's Ctrl-C away from the command: the driver ends it. */
  private static final Optional<String> SETSID =
      List.of("/usr/bin/setsid", "/bin/setsid").stream()
          .filter(p -> Files.isExecutable(Path.of(p)))
          .findFirst();

  /** One for the driver's life: see {@link MapWatcher}. */
  private static final MapWatcher MAPS = new MapWatcher();

  private final TreeDestroyer destroyer;
  private final Subreaper subreaper;
  private final JobControl jobs;

  public ShellExecutor(TreeDestroyer destroyer, Subreaper subreaper) {
    this(destroyer, subreaper, JobControl.process());
  }

  /** An executor whose trees stop with {@code jobs}'s stops: a stand-in's, in tests. */
  ShellExecutor(TreeDestroyer destroyer, Subreaper subreaper, JobControl jobs) {
    this.destroyer = destroyer;
    this.subreaper = subreaper;
    this.jobs = jobs;
  }

  @Override
  public Execution execute(ShellCommand command, Options options) throws InterruptedException {
    if (destroyer.closed()) {
      throw shuttingDown();
    }
    Spawn spawn = new Spawn(options, command.dataFile());
    TailStreamHandler streams = new TailStreamHandler(options.stderrSink(), options.stdoutSink());
    Optional<ExecuteWatchdog> watchdog =
        options.timeout().map(t -> ExecuteWatchdog.builder().setTimeout(t).get());
    Launcher executor = new Launcher(spawn);
    executor.setStreamHandler(streams);
    executor.setExitValues(null);
    executor.setProcessDestroyer(destroyer);
    watchdog.ifPresent(executor::setWatchdog);
    Map<String, String> environment =
        ProtocolEnvironment.of(System.getenv(), command.environment(), DriverGuard.mark());
    if (command.direct()) {
      Optional<String> missing = ProgramLookup.missing(command.program(), environment.get("PATH"));
      if (missing.isPresent()) {
        return notStarted(missing.get());
      }
    }
    Optional<Path> accounting = options.rootShell();
    Optional<ReadMeter> meter = accounting.isPresent() ? Optional.empty() : ReadMeter.start();
    ShellCommand spawned =
        accounting.map(report -> RootAccounting.wrap(command, report)).orElse(command);
    int status;
    try {
      status = executor.execute(commandLine(spawned), environment);
    } catch (Cleanup.ClosedException e) {
      throw shuttingDown();
    } catch (IOException e) {
      if (spawn.process == null) {
        return notStarted(e.getMessage());
      }
      throw new IllegalStateException("the command's output could not be read: " + e, e);
    } finally {
      spawn.ended();
    }
    if (destroyer.closed() || spawn.process.interrupted()) {
      throw shuttingDown();
    }
    double seconds = (spawn.process.exitNanos() - spawn.startNanos) / 1e9;
    Optional<RootAccounting.Report> report = accounting.flatMap(RootAccounting::read);
    return new Execution(
        status,
        seconds,
        Optional.ofNullable(streams.stdout().lastNonEmptyLine()),
        streams.stdout().lastLines(),
        streams.stderr().lastLines(),
        watchdog.map(ExecuteWatchdog::killedProcess).orElse(false) || over(seconds, options),
        Optional.empty(),
        spawn.leftovers,
        streams.stdout().libraries(),
        accounting.isPresent() ? rootReads(report, spawn) : reads(meter, streams, spawn),
        jobs.stops() != spawn.stopsAtStart,
        accounting.isPresent() ? report.map(RootAccounting.Report::cpu)
            : subreaper.active() ? ReapedChildren.since(spawn.cpuAtStart) : Optional.empty());
  }

  /** Counted by the driver's own {@code /proc/self/io}, or by a root shell's, where there is one. */
  @Override
  public boolean countsReads() {
    return ReadMeter.available();
  }

  /**
   * Whether the run took longer than its timeout. The watchdog alone does not say so: it is a
   * thread that wakes after the timeout, so a run of 3 to 16 ms under a 1 ms timeout often ends
   * before it acts; the measured time is the judge.
   */
  private static boolean over(double seconds, Options options) {
    return options.timeout().map(t -> seconds > t.toNanos() / 1e9).orElse(false);
  }

  /** The tree's reads: counted once the output is drained and every orphan reaped. */
  private Optional<TreeReads> reads(
      Optional<ReadMeter> meter, TailStreamHandler streams, Spawn spawn) {
    subreaper.reapExited();
    Optional<Long> bytes =
        meter.flatMap(m -> m.stop(streams.stdout().bytes() + streams.stderr().bytes()));
    return bytes.map(b -> new TreeReads(b, spawn.mapped()));
  }

  /** The tree's reads as its root shell counted them; reaps orphans too. */
  private Optional<TreeReads> rootReads(
      Optional<RootAccounting.Report> report, Spawn spawn) {
    subreaper.reapExited();
    return report.flatMap(r -> r.readBytes().isPresent()
        ? Optional.of(new TreeReads(r.readBytes().getAsLong(), spawn.mapped()))
        : Optional.empty());
  }

  /**
   * The command line to spawn: setsid (which execs the program in its own process, so it adds
   * no process to the tree) in front of the shell or of the program itself.
   */
  private static CommandLine commandLine(ShellCommand command) {
    List<String> argv =
        command.direct() ? command.argv() : List.of("/bin/sh", "-c", command.script());
    CommandLine line = SETSID.map(s -> new CommandLine(s).addArgument("-w")).orElse(null);
    line = line == null ? new CommandLine(argv.get(0)) : line.addArgument(argv.get(0), false);
    for (String argument : argv.subList(1, argv.size())) {
      line.addArgument(argument, false);
    }
    return line;
  }

  private static InterruptedException shuttingDown() {
    return new InterruptedException("the driver is shutting down");
  }

  private static Execution notStarted(String why) {
    return new Execution(
        -1, 0, Optional.empty(), List.of(), List.of(), false, Optional.of(why), List.of(),
        List.of(), Optional.empty(), false, Optional.empty());
  }

  /** One spawn's moments: when it started, its tree, and what outlived its root. */
  private final class Spawn {
    final Options options;
    final Optional<Path> dataFile;
    long startNanos;
    long stopsAtStart;
    Optional<TreeCpu> cpuAtStart = Optional.empty();
    TreeProcess process;
    ProcessTree tree;
    List<String> leftovers = List.of();
    Optional<MapWatcher.Watch> maps = Optional.empty();
    OptionalLong mapped = OptionalLong.empty();

    Spawn(Options options, Optional<Path> dataFile) {
      this.options = options;
      this.dataFile = dataFile;
    }

    OptionalLong mapped() {
      return mapped;
    }

    TreeProcess started(Process root) {
      tree = new ProcessTree(root.toHandle(), subreaper, jobs);
      jobs.started(tree);
      process = new TreeProcess(root, tree, GRACE, () -> rootExited(tree));
      options.watcher().ifPresent(w -> w.started(root.toHandle(), subreaper::adopted));
      maps = MAPS.watch(root.toHandle(), subreaper::adopted, dataFile);
      return process;
    }

    /** Right before the spawn: the clock, the driver's stops and its reaped children's CPU. */
    void clockStarts() {
      cpuAtStart = ReapedChildren.now();
      stopsAtStart = jobs.stops();
      startNanos = System.nanoTime();
    }

    /** The run is over: the driver's stops no longer concern its tree. */
    void ended() {
      if (tree != null) {
        jobs.ended(tree);
      }
    }

    /** The profile ends with the root; what outlived it is killed before the output is drained. */
    private void rootExited(ProcessTree tree) {
      options.watcher().ifPresent(Executor.Watcher::exited);
      maps.ifPresent(watch -> mapped = watch.stop());
      leftovers = tree.killLeftovers(GRACE);
    }
  }

  /** The executor with the clock and the tree put around the spawn itself. */
  private static final class Launcher extends DefaultExecutor {
    private final Spawn spawn;

    // The builder cannot create a subclass, and launch() is the one hook at the spawn itself.
    @SuppressWarnings("deprecation")
    Launcher(Spawn spawn) {
      super();
      this.spawn = spawn;
    }

    @Override
    protected Process launch(CommandLine command, Map<String, String> env, Path dir)
        throws IOException {
      spawn.clockStarts();
      return spawn.started(super.launch(command, env, dir));
    }
  }
}
