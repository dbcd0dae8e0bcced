package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.BooleanSupplier;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.LineTee;
import jsonmark.exec.ShellCommand;
import jsonmark.exec.ShellMode;
import jsonmark.exec.SideBySide;
import jsonmark.instructions.CountFolder;
import jsonmark.instructions.Determinism;
import jsonmark.instructions.Counting;
import jsonmark.instructions.Valgrind;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.profile.Profile;
import jsonmark.progress.Ticker;
import jsonmark.result.RunResult;
import jsonmark.result.Verdict;
import jsonmark.result.Verdicts;
import jsonmark.stats.CpuWait;
import jsonmark.stats.ProfileSummary;

/**
 * Runs one run of one command — a start-up, warm-up or timed run — and returns what it measured,
 * judged: spawned through the executor, checked (checksum, the read check, the data intact),
 * metered for CPU wait, profiled when asked. It decides nothing about the next run.
 */
final class Runner {

  /** Where a run's stderr is kept besides the terminal: opened per run, may return null. */
  interface StderrLogs {
    OutputStream open(String name, String kind, int run);
  }

  private final Plan plan;
  private final String benchmarkName;
  private final long expectedChecksum;
  private final Executor executor;
  private final RunChecks checks;
  private final Optional<ProfilingWatcher.Sampler> sampler;
  private final WaitMeter meter;
  private final StderrLogs logs;
  private final Ticker ticker;
  private final Log log;
  private final BooleanSupplier stopping;
  private final DriverSettle settle;
  private final Map<Integer, ShellCommand> onEmpty = new HashMap<>();
  private final Set<String> ignoredSaid = new HashSet<>();
  private final RunGaps gaps = new RunGaps(System::nanoTime);

  /**
   * @param benchmarkName what programs get in {@code $BENCHMARK}
   * @param expectedChecksum what every run on the data file must print
   * @param stopping whether the driver is shutting down: then no run may start
   * @param settle waits for the driver's own threads to calm down before a measured run
   */
  Runner(Plan plan, String benchmarkName, long expectedChecksum, Executor executor,
      RunChecks checks, Optional<ProfilingWatcher.Sampler> sampler, WaitMeter meter,
      StderrLogs logs, Ticker ticker, Log log, BooleanSupplier stopping, DriverSettle settle) {
    this.plan = plan;
    this.benchmarkName = benchmarkName;
    this.expectedChecksum = expectedChecksum;
    this.executor = executor;
    this.checks = checks;
    this.sampler = sampler;
    this.meter = meter;
    this.logs = logs;
    this.ticker = ticker;
    this.log = log;
    this.stopping = stopping;
    this.settle = settle;
  }

  /**
   * Timed run of {@code command} in round {@code round}; {@code attempt} counts the re-runs of a
   * run set aside for CPU contention (0 for the first).
   */
  RunOutcome timed(PreparedCommand command, int round, int attempt) throws InterruptedException {
    String label = timedLabel(command, round, attempt);
    settle();
    Optional<ProfilingWatcher> profiler =
        plan.measuring().profile() ? sampler.map(ProfilingWatcher::new) : Optional.empty();
    WaitMeter.Watch watch = meter.watch();
    Counted counted = execute(command.onData(), label, command,
        attempt == 0 ? "run" : "rerun" + attempt, round,
        Optional.of(WaitMeter.both(gaps.watcher(), Optional.of(WaitMeter.both(watch, profiler)))),
        onData());
    OptionalDouble gap = gaps.take();
    Execution e = counted.execution();
    Optional<Profile> samples = profiler.flatMap(ProfilingWatcher::profile);
    RunResult result = counted.judged(RunResult.of(round, e.seconds(), e.exitCode(),
        counted.verdict(), samples.map(ProfileSummary::of), e.cpu()));
    ignored(command, result, label);
    Optional<CpuWait> wait = watch.cpuWait();
    if (wait.isPresent()) {
      result = result.withCpuWait(wait.get(), jsonmark.result.Contention.NONE);
    }
    return new RunOutcome(result, samples, counted.evidence(), label, gap);
  }

  private String timedLabel(PreparedCommand command, int round, int attempt) {
    return command.name() + " run " + round
        + plan.schedule().budget().runs().stream().mapToObj(n -> "/" + n).findFirst().orElse("")
        + (attempt == 0 ? "" : " (again, " + attempt + " of " + plan.maxReruns() + ")");
  }

  /**
   * Timed run {@code round} of each of {@code batch}, counted under Valgrind up to {@code jobs}
   * at a time (a count does not depend on what runs beside it), then judged one after the other
   * as {@link #timed} judges one; in the batch's order. Unprofiled, unmetered for CPU wait: wall
   * time beside other runs is no one's.
   */
  List<RunOutcome> timedTogether(List<PreparedCommand> batch, int round, int jobs)
      throws InterruptedException {
    gaps.broken();
    List<String> labels = batch.stream().map(c -> timedLabel(c, round, 0)).toList();
    List<Spawned> spawned = together(batch, jobs, "round " + round, k ->
        spawn(batch.get(k).onData(), labels.get(k), batch.get(k).name(), "run", round,
            Optional.empty(), true, true));
    List<RunOutcome> outcomes = new ArrayList<>();
    for (int k = 0; k < batch.size(); k++) {
      Counted counted = judged(spawned.get(k), labels.get(k), batch.get(k), onData());
      Execution e = counted.execution();
      RunResult result = counted.judged(RunResult.of(round, e.seconds(), e.exitCode(),
          counted.verdict(), Optional.empty(), e.cpu()));
      ignored(batch.get(k), result, labels.get(k));
      outcomes.add(new RunOutcome(result, Optional.empty(), counted.evidence(), labels.get(k)));
    }
    return outcomes;
  }

  /**
   * Start-up run {@code number} of {@code of} of each of {@code batch}, counted up to {@code jobs}
   * at a time and judged in turn, as {@link #timedTogether}; empty for a command whose empty file
   * cannot be made.
   */
  List<Optional<RunOutcome>> startupTogether(List<PreparedCommand> batch, int number, int of,
      int jobs) throws InterruptedException {
    gaps.broken();
    List<PreparedCommand> able = new ArrayList<>();
    List<ShellCommand> shells = new ArrayList<>();
    for (PreparedCommand command : batch) {
      Optional<ShellCommand> shell = onEmpty(command);
      if (shell.isPresent()) {
        able.add(command);
        shells.add(shell.get());
      }
    }
    List<String> labels =
        able.stream().map(c -> c.name() + " start-up " + number + "/" + of).toList();
    List<Spawned> spawned = together(able, jobs, "start-up " + number + "/" + of, k ->
        spawn(shells.get(k), labels.get(k), able.get(k).name(), "startup", number,
            Optional.empty(), true, true));
    List<Optional<RunOutcome>> outcomes = new ArrayList<>();
    for (PreparedCommand command : batch) {
      int k = able.indexOf(command);
      if (k < 0) {
        outcomes.add(Optional.empty());
        continue;
      }
      Counted counted = judged(spawned.get(k), labels.get(k), command, onEmpty());
      Execution e = counted.execution();
      outcomes.add(Optional.of(new RunOutcome(counted.judged(RunResult.of(number, e.seconds(),
          e.exitCode(), counted.verdict(), Optional.empty(), e.cpu())), Optional.empty(),
          counted.evidence(), labels.get(k))));
    }
    return outcomes;
  }

  /**
   * The spawns of {@code batch}, up to {@code jobs} at a time ({@link SideBySide}), in the
   * batch's order; one indicator on the terminal for them all.
   */
  private List<Spawned> together(List<PreparedCommand> batch, int jobs, String what,
      SideBySide.Task<Spawned> spawnOf) throws InterruptedException {
    if (batch.isEmpty()) {
      return List.of();
    }
    Ticker.Handle tick = ticker.start(what + ": " + batch.size() + " counted, "
        + Math.max(1, Math.min(jobs, batch.size())) + " at a time");
    try {
      return SideBySide.run(batch.size(), jobs, spawnOf);
    } finally {
      tick.close();
    }
  }

  /**
   * A --prepare, --conclude, --setup or --cleanup command ({@code kind}) of {@code command}:
   * run by /bin/sh -c with the command's --env and its placeholders ($FILENAME, $BENCHMARK),
   * untimed; whether it exited 0, said when not.
   */
  boolean hook(PreparedCommand command, String kind, String script) throws InterruptedException {
    if (stopping.getAsBoolean()) {
      throw new InterruptedException("the driver is shutting down");
    }
    gaps.broken();
    log.debug("Running " + command.name() + " --" + kind + ": " + script);
    OutputStream stderr = logs.open(command.name(), kind, 1);
    LineTee tee = new LineTee(log.commandOutput(), stderr);
    try {
      Execution e = executor.execute(
          new CommandTemplate(script, ShellMode.ALWAYS).hook(command.onData()),
          new Executor.Options(plan.schedule().timeout(), tee, Optional.empty()));
      if (e.exitCode() == 0 && !e.timedOut()) {
        return true;
      }
      log.error(command.name() + ": --" + kind + " '" + script + "' "
          + (e.timedOut() ? "timed out" : "exited with status " + e.exitCode())
          + "; no further run of " + command.name());
      return false;
    } finally {
      tee.close();
      LogFiles.closeQuietly(stderr);
    }
  }

  /** Says, once per command, that --ignore-failure counted a run that exited non-zero. */
  private void ignored(PreparedCommand command, RunResult result, String label) {
    if (result.ok() && result.exitCode() != 0 && ignoredSaid.add(command.name())) {
      log.warn(label + " " + Verdicts.exitText(result.exitCode()) + " but printed the expected"
          + " checksum: counted, as --ignore-failure asks (said once per command; runs.csv has"
          + " every exit status)");
    }
  }

  /** Warm-up run {@code number} of {@code of}: judged as a timed run, never counted. */
  RunOutcome warmup(PreparedCommand command, int number, int of) throws InterruptedException {
    gaps.broken();
    String label = command.name() + " warm-up " + number + "/" + of;
    Counted counted = execute(command.onData(), label, command, "warmup", number,
        Optional.empty(), onData());
    Execution e = counted.execution();
    return new RunOutcome(counted.judged(RunResult.of(number, e.seconds(), e.exitCode(),
        counted.verdict(), Optional.empty(), e.cpu())), Optional.empty(), counted.evidence(),
        label);
  }

  /**
   * Start-up run {@code number} of {@code of}, on an empty data file, unprofiled; empty when the
   * empty file cannot be made (said once, as a warning).
   */
  Optional<RunOutcome> startup(PreparedCommand command, int number, int of)
      throws InterruptedException {
    Optional<ShellCommand> shell = onEmpty(command);
    if (shell.isEmpty()) {
      return Optional.empty();
    }
    gaps.broken();
    String label = command.name() + " start-up " + number + "/" + of;
    settle(); // a start-up run is measured too
    Counted counted = execute(shell.get(), label, command, "startup", number,
        Optional.empty(), onEmpty());
    Execution e = counted.execution();
    return Optional.of(new RunOutcome(counted.judged(RunResult.of(number, e.seconds(),
        e.exitCode(), counted.verdict(), Optional.empty(), e.cpu())), Optional.empty(),
        counted.evidence(), label));
  }

  /**
   * One run of {@code command} on the empty data file, neither timed nor reported, that the read
   * check takes as what the command reads whatever its input when it has no start-up run
   * ({@link RunChecks#wantsBaseline}); {@code underValgrind} for the baseline of its Valgrind runs
   * with --measure both, where Valgrind's own reads (megabytes of debug information) count.
   */
  void baseline(PreparedCommand command, boolean underValgrind) throws InterruptedException {
    Optional<ShellCommand> shell = onEmpty(command);
    if (shell.isEmpty()) {
      return;
    }
    String label = command.name() + " read baseline" + (underValgrind ? UNDER_VALGRIND : "");
    log.debug(label + ": one untimed run on an empty file, to learn what it reads whatever its"
        + " input");
    if (underValgrind) {
      Spawned run = spawn(shell.get(), label, command.name(), "baseline-valgrind", 1,
          Optional.empty(), true, false);
      onEmpty().of(command, run.execution(), label, true);
    } else {
      execute(shell.get(), label, command, "baseline", 1, Optional.empty(), onEmpty());
    }
  }

  /** What the label of a run under Valgrind adds, with --measure both. */
  static final String UNDER_VALGRIND = " under Valgrind";

  /**
   * The name under which the read check keeps what a command reads whatever its input: its
   * Valgrind runs of --measure both have their own, for Valgrind reads megabytes of its own.
   */
  static String readKey(String name, boolean underValgrind) {
    return underValgrind ? name + UNDER_VALGRIND : name;
  }

  /**
   * Judges one spawn of a run of {@code command}: its exit, its checksum, the read check, its
   * input intact; {@code underValgrind} for the Valgrind run of --measure both.
   */
  private interface Judge {
    Verdict of(PreparedCommand command, Execution e, String label, boolean underValgrind)
        throws InterruptedException;
  }

  /**
   * How a run on the data file is judged: the expected checksum, and the read check, with the
   * untimed runs on the empty file that the check asks for first.
   */
  private Judge onData() {
    return (command, e, label, underValgrind) -> {
      RunChecks.Pending pending = checks.judging(
          Verdicts.of(e, expectedChecksum, plan.schedule().timeout(),
              plan.checks().ignoreFailure()), e, command.index(),
          readKey(command.name(), underValgrind), label);
      while (checks.wantsBaseline(pending)) {
        try {
          baseline(command, underValgrind);
        } catch (InterruptedException shuttingDown) {
          // Only the untimed run was cut short: the run before it finished, and is kept, judged
          // without it; the run loop starts no further run.
          log.debug(label + ": the run on an empty file was interrupted; judged without it");
          break;
        }
      }
      return checks.verdict(pending);
    };
  }

  /** How a run on the empty file is judged: checksum 0, and what it read kept as a baseline. */
  private Judge onEmpty() {
    return (command, e, label, underValgrind) ->
        checks.judgeStartup(Verdicts.of(e, 0, plan.schedule().timeout(),
            plan.checks().ignoreFailure()), e, readKey(command.name(), underValgrind), label);
  }

  /** The command rendered once for the empty file; empty when that file cannot be made. */
  private Optional<ShellCommand> onEmpty(PreparedCommand command) {
    ShellCommand shell = onEmpty.get(command.index());
    if (shell == null) {
      Path file;
      try {
        file = checks.emptyPath();
      } catch (IOException e) {
        log.warn("cannot create an empty data file to measure start-up (" + e.getMessage()
            + "); start-up of " + command.name() + " is n/a");
        return Optional.empty();
      }
      shell = command.command().render(file, benchmarkName);
      onEmpty.put(command.index(), shell);
    }
    return Optional.of(shell);
  }

  /** Sleeps until the driver's own background work has died down, before a measured run. */
  private void settle() throws InterruptedException {
    int steps = settle.settle();
    if (steps > 1) {
      log.debug("waited " + steps * DriverSettle.STEP.toMillis() + " ms for the driver's own"
          + " threads to calm down");
    }
  }

  /**
   * One run, judged: what its (native) spawn did and the verdict on it, the instructions its
   * tree executed when the plan counts them (see {@link #judged}), and the spawn whose output
   * explains a failure (the Valgrind one when that failed).
   */
  private record Counted(Execution execution, Verdict verdict,
      Optional<OptionalLong> instructions, Optional<String> valgrindSaid, Execution evidence) {

    /**
     * {@code result} with its count; a run that passed but has no count failed, for a count is
     * what it was run for, and a run that failed keeps none (a run killed by the timeout counted
     * only what it reached).
     */
    RunResult judged(RunResult result) {
      if (instructions.isEmpty() || !result.ok()) {
        return result;
      }
      if (instructions.get().isPresent()) {
        return result.withInstructions(instructions.get().getAsLong());
      }
      return result.failing("Valgrind wrote no instruction count"
          + valgrindSaid.map(line -> " (it said: " + line + ")").orElse(""));
    }
  }

  /**
   * One run: under Valgrind with --measure instructions; with --measure both, natively for its
   * time and, when {@link #alsoCounted} and the native run passed, a second time under Valgrind
   * for its count (Valgrind's wall time says nothing of the native one). The Valgrind run is
   * judged like the native one: the timeout, the exit status, the checksum and the read check;
   * when it fails, the run fails.
   */
  private Counted execute(
      ShellCommand shell, String label, PreparedCommand command, String kind, int number,
      Optional<? extends Executor.Watcher> watcher, Judge judge) throws InterruptedException {
    String name = command.name();
    if (!plan.measuring().twice()) {
      return judged(spawn(shell, label, name, kind, number, watcher,
          plan.measuring().needsValgrind(), false), label, command, judge);
    }
    Spawned timed = spawn(shell, label, name, kind, number, watcher, false, false);
    Verdict verdict = judge.of(command, timed.execution(), label, false);
    if (!alsoCounted(kind, number) || !verdict.ok()) {
      return new Counted(timed.execution(), verdict, Optional.empty(), Optional.empty(),
          timed.execution());
    }
    String countLabel = label + UNDER_VALGRIND;
    gaps.broken(); // the run under Valgrind is not the driver's own time
    Spawned count = spawn(shell, countLabel, name, kind + "-valgrind", number, Optional.empty(),
        true, false);
    Verdict counted =
        count.explained(judge.of(command, count.execution(), countLabel, true));
    if (counted.ok()) {
      return new Counted(timed.execution(), verdict, count.instructions(), count.valgrindSaid(),
          timed.execution());
    }
    Verdict failed = new Verdict(verdict.checksum(), verdict.checksumOk(),
        Optional.of("its run under Valgrind " + counted.failure().get()), verdict.libraries(),
        verdict.unproven());
    return new Counted(timed.execution(), failed, count.instructions(), count.valgrindSaid(),
        count.execution());
  }

  /** A run of one spawn (not --measure both), judged. */
  private Counted judged(Spawned run, String label, PreparedCommand command, Judge judge)
      throws InterruptedException {
    Verdict verdict = run.explained(judge.of(command, run.execution(), label, false));
    return new Counted(run.execution(), verdict, run.instructions(), run.valgrindSaid(),
        run.execution());
  }

  /**
   * With --measure both, the runs also counted under Valgrind: every start-up run and the first
   * {@link Counting#RUNS} timed runs (a run set aside and run again is counted again).
   */
  static boolean alsoCounted(String kind, int number) {
    return kind.equals("startup")
        || ((kind.equals("run") || kind.startsWith("rerun")) && number <= Counting.RUNS);
  }

  /**
   * What one spawn did; when it ran under Valgrind, the instructions its tree executed (empty
   * when none wrote a count), Valgrind's last log line, and the instruction it could not
   * execute, if any.
   */
  private record Spawned(Execution execution, Optional<OptionalLong> instructions,
      Optional<String> valgrindSaid, Optional<String> unemulated) {

    /** {@code verdict}, its failure explained when Valgrind could not execute an instruction. */
    Verdict explained(Verdict verdict) {
      if (verdict.ok() || unemulated.isEmpty()) {
        return verdict;
      }
      return new Verdict(verdict.checksum(), verdict.checksumOk(),
          Optional.of(Valgrind.cannotExecute(unemulated.get())), verdict.libraries(),
          verdict.unproven());
    }
  }

  /**
   * One spawn; {@code beside} when other runs go on at the same time, and the batch has the
   * terminal's indicator. A counted run's reads and CPU time are those a shell at its root
   * accounts for, alone or beside others: the driver's own accounting (what it reaped) would sum
   * the runs that end together, and one source for all runs keeps the read check's baseline and
   * runs comparable (the driver's counts the shell's report writing too, some 6 KB). The shell
   * also gives the program the same environment, in the same order, whatever --jobs (the order
   * changes a count: 12 instructions of a Python run here).
   */
  private Spawned spawn(
      ShellCommand shell, String label, String name, String kind, int number,
      Optional<? extends Executor.Watcher> watcher, boolean counted, boolean beside)
      throws InterruptedException {
    if (stopping.getAsBoolean()) {
      throw new InterruptedException("the driver is shutting down");
    }
    log.debug("Running " + label);
    Optional<CountFolder> counts = counted ? Optional.of(countFolder()) : Optional.empty();
    OutputStream stderr = logs.open(name, kind, number);
    // A JVM notes the options a counted run gives it on every run: the driver's doing, not the
    // command's, so the note stays in the run's log file only.
    LineTee tee = new LineTee(log.commandOutput(), stderr,
        counted ? Set.of(Determinism.JAVA_NOTE) : Set.of());
    // --show-output: its standard output shown as it comes, and still read for the checksum.
    LineTee shown = log.showOutput() ? new LineTee(log.commandOutput(), null) : null;
    Executor.Options options = new Executor.Options(plan.schedule().timeout(), tee,
        watcher.map(Executor.Watcher.class::cast), shown,
        counts.map(c -> c.file(ACCOUNTING)));
    Ticker.Handle tick = beside ? () -> { } : ticker.start(label);
    try {
      Execution e = executor.execute(counts.map(c -> c.wrap(shell)).orElse(shell), options);
      return new Spawned(e, counts.map(c -> c.count()
          .map(t -> OptionalLong.of(t.instructions())).orElse(OptionalLong.empty())),
          counts.flatMap(CountFolder::lastLogLine),
          counts.flatMap(CountFolder::illegalInstruction));
    } finally {
      tick.close();
      tee.close();
      if (shown != null) {
        shown.close();
      }
      LogFiles.closeQuietly(stderr);
      counts.ifPresent(CountFolder::close);
    }
  }

  /** The file in a run's count folder where its root shell accounts for it beside others. */
  private static final String ACCOUNTING = "tree-accounting";

  private static CountFolder countFolder() {
    try {
      return CountFolder.create();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create a folder for Valgrind's counts", e);
    }
  }
}
