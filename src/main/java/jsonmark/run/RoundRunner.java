package jsonmark.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.stream.IntStream;
import jsonmark.exec.Execution;
import jsonmark.log.Log;
import jsonmark.plan.Plan;
import jsonmark.progress.Progress;
import jsonmark.report.Report;
import jsonmark.report.Results;
import jsonmark.report.format.Closing;
import jsonmark.result.Contention;
import jsonmark.result.RunOrder;
import jsonmark.result.RunResult;
import jsonmark.result.ValueCheck;
import jsonmark.result.Verdicts;
import jsonmark.stats.Stopping.Need;
import jsonmark.stats.Stopping;
import jsonmark.validate.Judgement;

/**
 * The comparison's schedule, run: start-up rounds, warm-up rounds, then timed rounds as the
 * {@link Scheduler} decides them, each run by the {@link Runner} and recorded by the
 * {@link Recorder}; the text results are rewritten between rounds (at most once per {@link
 * #WRITE_EVERY}) and when the driver stops, so Ctrl-C keeps every finished round. A failing
 * command stops: at once when it could not be started, else at its second failed timed run
 * ({@link Stopping#failedOut}). Each command's place in the loop is its {@link CommandState}.
 */
final class RoundRunner {

  /**
   * What a value step found, if it ran, and whether the command is then left untimed: it said it
   * cannot read the data (the --data probe), not merely that it has no validation mode.
   */
  record Checked(Optional<ValueCheck> check, boolean untimed) {

    static final Checked NONE = new Checked(Optional.empty(), false);
  }

  private final Plan plan;
  private final List<PreparedCommand> commands;
  private final Runner runner;
  private final Recorder recorder;
  private final FolderSink sink;
  private final Log log;
  private final Progress progress;
  private final Scheduler scheduler;
  private final Contended contended;
  /** Each command's state, at its index. */
  private final List<CommandState> states;
  private boolean hookFailed;
  private final ReferenceWorkload reference;
  /** The timed runs made so far, set aside and failed ones too. */
  private int done;
  /** Whether a run was set aside yet: the first says what that means, the others are counted. */
  private boolean setAsideSaid;
  /** When the text results were last written between rounds ({@link System#nanoTime}). */
  private OptionalLong lastWritten = OptionalLong.empty();

  RoundRunner(Plan plan, List<PreparedCommand> commands, Runner runner, Recorder recorder,
      FolderSink sink, Log log, Progress progress) {
    this.plan = plan;
    this.commands = List.copyOf(commands);
    this.runner = runner;
    this.recorder = recorder;
    this.sink = sink;
    this.log = log;
    this.progress = progress;
    this.scheduler = new Scheduler(plan.schedule().budget(), plan.schedule().order(),
        plan.schedule().seed());
    this.contended = new Contended(plan, log);
    this.states = commands.stream().map(c -> new CommandState()).toList();
    this.reference = new ReferenceWorkload(plan.measuring().timesHost());
  }

  /**
   * What each command's values were found to be before its first run (--validate, the --data
   * probe), in the commands' order; one that cannot read the data is not run.
   */
  void values(List<Checked> checked) {
    for (PreparedCommand command : commands) {
      Checked found = checked.get(command.index());
      found.check().ifPresent(check -> recorder.values(command.index(), check));
      state(command.index()).stopped |= found.untimed();
    }
  }

  /** Runs every run of every command, each between its --setup and its --cleanup. */
  void run() throws InterruptedException {
    if (plan.schedule().order() == RunOrder.SEQUENTIAL) {
      for (PreparedCommand command : commands) {
        setup(command);
        startupAndWarmup(List.of(command.index()));
        timed(command.index());
        cleanup(command);
      }
    } else {
      for (PreparedCommand command : commands) {
        setup(command);
      }
      startupAndWarmup(IntStream.range(0, commands.size()).boxed().toList());
      timed(-1);
      for (PreparedCommand command : commands) {
        cleanup(command);
      }
    }
  }

  /** The state of command {@code index}. */
  private CommandState state(int index) {
    return states.get(index);
  }

  /** Whether a --prepare, --conclude, --setup or --cleanup command failed. */
  boolean hookFailed() {
    return hookFailed;
  }

  /** Its --setup; a failure stops the command before any run. */
  private void setup(PreparedCommand command) throws InterruptedException {
    Optional<String> hook = plan.checks().hooks().setup(command.index());
    if (hook.isPresent() && !state(command.index()).stopped) {
      state(command.index()).setUp = hooked(command, "setup", hook.get());
    } else {
      state(command.index()).setUp = !state(command.index()).stopped;
    }
  }

  /** Its --cleanup, when it was set up. */
  private void cleanup(PreparedCommand command) throws InterruptedException {
    Optional<String> hook = plan.checks().hooks().cleanup(command.index());
    if (hook.isPresent() && state(command.index()).setUp) {
      if (!runner.hook(command, "cleanup", hook.get())) {
        hookFailed = true;
      }
    }
  }

  /** Its --prepare before a warm-up or timed run; false (and the command stopped) if it failed. */
  private boolean prepare(PreparedCommand command) throws InterruptedException {
    Optional<String> hook = plan.checks().hooks().prepare(command.index());
    return hook.isEmpty() || hooked(command, "prepare", hook.get());
  }

  /** Its --conclude after a warm-up or timed run. */
  private void conclude(PreparedCommand command) throws InterruptedException {
    Optional<String> hook = plan.checks().hooks().conclude(command.index());
    if (hook.isPresent()) {
      hooked(command, "conclude", hook.get());
    }
  }

  private boolean hooked(PreparedCommand command, String kind, String script)
      throws InterruptedException {
    if (runner.hook(command, kind, script)) {
      return true;
    }
    hookFailed = true;
    state(command.index()).stopped = true;
    return false;
  }

  private void startupAndWarmup(List<Integer> indices) throws InterruptedException {
    for (int s = 1; s <= plan.schedule().startupRuns(); s++) {
      List<Integer> order = scheduler.shuffled(indices);
      if (plan.width() > 1) {
        startupsTogether(order, s);
        continue;
      }
      for (int i : order) {
        startup(commands.get(i), s);
      }
    }
    for (int w = 1; w <= plan.schedule().warmup(); w++) {
      for (int i : scheduler.shuffled(indices)) {
        warmup(commands.get(i), w);
      }
    }
  }

  /**
   * Timed rounds until no command needs a run; in sequential order, those of command {@code
   * only} (the others' turn comes after), else of all ({@code only} negative).
   */
  private void timed(int only) throws InterruptedException {
    long started = System.nanoTime();
    if (lastWritten.isEmpty()) {
      lastWritten = OptionalLong.of(started); // the first write comes WRITE_EVERY in, see there
    }
    while (true) {
      double elapsed = (System.nanoTime() - started) / 1e9;
      List<Scheduler.Standing> standings = standings(only);
      Optional<Scheduler.Round> next =
          scheduler.next(standings, reference(), elapsed);
      if (next.isEmpty()) {
        timedDone(only);
        return;
      }
      Scheduler.Round round = next.get();
      log.debug("Round " + round.number() + " order: " + String.join(", ",
          round.commands().stream().map(i -> commands.get(i).name()).toList()));
      recorder.reference(reference.time());
      int ran = 0;
      if (plan.width() > 1) {
        ran = timedTogether(round.commands(), round.number());
        showProgress(only, (System.nanoTime() - started) / 1e9);
      } else {
        for (int i : round.commands()) {
          ran += timedRun(commands.get(i), round.number());
          showProgress(only, (System.nanoTime() - started) / 1e9);
        }
      }
      roundDone(only, round.number(), ran, (System.nanoTime() - started) / 1e9);
    }
  }

  /**
   * How often the text results are rewritten between rounds, at most: writing them after every
   * round of a short command was most of the driver's time between two runs. The first write
   * comes this long after the timed rounds began, not after the first round: the first write
   * makes the JIT compile the writers (some 700 methods), which it then did during the next few
   * runs, and the settle before each of them waited for it; a command whose runs all end within
   * this time has its files written once, at the end. Ctrl-C and SIGTERM lose nothing (the
   * results are written as the driver stops); a driver killed outright loses at most this much
   * of its last rounds.
   */
  static final Duration WRITE_EVERY = Duration.ofSeconds(1);

  /**
   * After a round: the text results rewritten (at most once per {@link #WRITE_EVERY}, the first
   * time that long after the timed rounds began), the round's line at DEBUG, and the one line of
   * each command that has all its runs now (with --precision, whose needs come and go, only of
   * those stopped: the others' at the end).
   */
  private void roundDone(int only, int round, int ran, double elapsed) {
    long now = System.nanoTime();
    if (lastWritten.isEmpty() || now - lastWritten.getAsLong() >= WRITE_EVERY.toNanos()) {
      sink.writeText(recorder.results());
      lastWritten = OptionalLong.of(now);
    }
    if (only < 0 && log.isDebug()) {
      log.debug(progressLine(round, ran, elapsed));
    }
    Map<Integer, Need> needs = needs(only, elapsed);
    boolean precision = plan.schedule().budget().precisionPercent().isPresent();
    for (int i = 0; i < commands.size(); i++) {
      if ((only < 0 || i == only) && !needs.containsKey(i) && (!precision || state(i).stopped)) {
        announce(i, recorder.results());
      }
    }
  }

  /** The timed rounds are over: each command's one line that has not been said yet. */
  private void timedDone(int only) {
    Results results = recorder.results();
    for (int i = 0; i < commands.size(); i++) {
      if (only < 0 || i == only) {
        announce(i, results);
      }
    }
  }

  /** The command's one line, said once: its runs, its start-up and the original's lines. */
  private void announce(int i, Results results) {
    if (!state(i).announced) {
      state(i).announced = true;
      Report report = results.report();
      log.info(Closing.commandLine(report.commands().get(i), report.records(),
          !report.timesUnderValgrind()));
    }
  }

  /** Redraws the live line, when there is one, after a timed run. */
  private void showProgress(int only, double elapsed) {
    if (progress.live()) {
      OptionalInt fastest = reference();
      boolean precision = plan.schedule().budget().precisionPercent().isPresent();
      List<Stopping.Tally> tallies = new ArrayList<>();
      for (int i = 0; i < commands.size(); i++) {
        tallies.add(recorder.tally(i, fastest, precision));
      }
      progress.show(done, needs(only, elapsed), tallies, elapsed);
    }
  }

  /**
   * The reference of the intervals that --precision waits for: the fastest command still running.
   * A stopped command runs no more, so no interval against it could narrow: the others would
   * run until --max-time.
   */
  private OptionalInt reference() {
    return recorder.fastest(IntStream.range(0, commands.size())
        .filter(i -> !state(i).stopped).boxed().toList());
  }

  /** The standings the scheduler reads; in sequential order the others count as stopped. */
  private List<Scheduler.Standing> standings(int only) {
    OptionalInt fastest = reference();
    boolean precision = plan.schedule().budget().precisionPercent().isPresent();
    List<Scheduler.Standing> standings = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      standings.add(new Scheduler.Standing(recorder.tally(i, fastest, precision),
          state(i).stopped || (only >= 0 && i != only)));
    }
    return standings;
  }

  private Map<Integer, Need> needs(int only, double elapsed) {
    return scheduler.needs(standings(only), reference(), elapsed);
  }

  private String progressLine(int round, int ran, double elapsed) {
    OptionalInt fastest = reference();
    boolean precision = plan.schedule().budget().precisionPercent().isPresent();
    List<Stopping.Tally> tallies = new ArrayList<>();
    for (int i = 0; i < commands.size(); i++) {
      tallies.add(recorder.tally(i, fastest, precision));
    }
    return progress.line(round, ran, needs(-1, elapsed), tallies,
        commands.stream().map(PreparedCommand::name).toList(), elapsed);
  }

  /**
   * Times a run that was suspended (Ctrl-Z, SIGSTOP) is set aside and run again, at most: a user
   * who keeps stopping the driver has the run counted as it ends, with its pause.
   */
  static final int MAX_SUSPENDED = 5;

  /**
   * One timed run, run again while it is set aside for CPU contention or because the driver was
   * suspended while it ran; the runs made.
   */
  private int timedRun(PreparedCommand command, int round) throws InterruptedException {
    int made = runs(command, round);
    done += made;
    return made;
  }

  private int runs(PreparedCommand command, int round) throws InterruptedException {
    int made = 0;
    int suspended = 0;
    for (int attempt = 0; ; attempt++) {
      if (!prepare(command)) {
        return made;
      }
      RunOutcome outcome = runner.timed(command, round, attempt);
      conclude(command);
      if (unsupported(command, outcome)) {
        return made;
      }
      if (outcome.execution().suspended() && suspended < MAX_SUSPENDED) {
        suspended++;
        recorder.timed(command.index(), outcome.judged(Contention.SET_ASIDE));
        made++;
        log.warn(outcome.label() + " was suspended (Ctrl-Z or SIGSTOP) while it ran: its time"
            + " holds the pause; set aside, run again");
        continue;
      }
      outcome = outcome.judged(contended.judge(outcome.result(), attempt - suspended));
      recorder.timed(command.index(), outcome);
      made++;
      logRun(outcome);
      if (!outcome.result().ok()) {
        stopIfFailedOut(command, outcome);
        return made;
      }
      if (outcome.result().contention() != Contention.SET_ASIDE) {
        return made;
      }
      Optional<String> why = contended.setAside(outcome.label(), outcome.result());
      if (why.isPresent() && !setAsideSaid) {
        setAsideSaid = true;
        log.warn(why.get() + Contended.SET_ASIDE_MEANS);
      } else {
        why.ifPresent(log::debug);
      }
    }
  }

  /**
   * One counted run of each of {@code indices}, {@link Plan#width} at a time, each after its
   * --prepare and before its --conclude; recorded in the round's order. A count does not depend
   * on load, so no run is set aside; the runs made.
   */
  private int timedTogether(List<Integer> indices, int round) throws InterruptedException {
    List<PreparedCommand> ready = new ArrayList<>();
    for (int i : indices) {
      if (prepare(commands.get(i))) {
        ready.add(commands.get(i));
      }
    }
    List<RunOutcome> outcomes = runner.timedTogether(ready, round, plan.width());
    for (int k = 0; k < ready.size(); k++) {
      PreparedCommand command = ready.get(k);
      conclude(command);
      RunOutcome outcome = outcomes.get(k);
      if (unsupported(command, outcome)) {
        continue;
      }
      recorder.timed(command.index(), outcome);
      logRun(outcome);
      if (!outcome.result().ok()) {
        stopIfFailedOut(command, outcome);
      }
    }
    done += outcomes.size();
    return outcomes.size();
  }

  /** Start-up run {@code number} of each of {@code indices}, {@link Plan#width} at a time. */
  private void startupsTogether(List<Integer> indices, int number) throws InterruptedException {
    List<PreparedCommand> batch = indices.stream().map(commands::get)
        .filter(c -> !state(c.index()).stopped && !state(c.index()).startupStopped)
        .toList();
    List<Optional<RunOutcome>> outcomes =
        runner.startupTogether(batch, number, plan.schedule().startupRuns(), plan.width());
    for (int k = 0; k < batch.size(); k++) {
      startupEnded(batch.get(k), outcomes.get(k));
    }
  }

  private void stopIfFailedOut(PreparedCommand command, RunOutcome outcome) {
    int i = command.index();
    if (cannotStart(outcome.execution())) {
      state(i).stopped = true;
      log.error(outcome.label() + ": the program could not be started; " + command.name()
          + " is not run again");
      return;
    }
    Stopping.Tally tally = recorder.tally(i, OptionalInt.empty(), false);
    if (Stopping.failedOut(tally, plan.schedule().budget())) {
      state(i).stopped = true;
      log.error(command.name() + " is stopped after " + tally.failed() + " failed "
          + (tally.failed() == 1 ? "run" : "runs") + ": no more runs of it");
    }
  }

  private void warmup(PreparedCommand command, int number) throws InterruptedException {
    int i = command.index();
    if (state(i).stopped) {
      return;
    }
    if (!prepare(command)) {
      return;
    }
    RunOutcome outcome = runner.warmup(command, number, plan.schedule().warmup());
    conclude(command);
    if (unsupported(command, outcome)) {
      return;
    }
    RunResult result = outcome.result();
    if (result.ok()) {
      log.debug(String.format(Locale.ROOT, "%s: %.2fs (not counted)", outcome.label(),
          result.seconds()));
      return;
    }
    reportFailure(outcome);
    recorder.warmupFailed(i, "warm-up " + number + ": " + result.failure().get());
    state(i).stopped = true;
    log.error(command.name() + " is stopped at its first failed warm-up: no further warm-up or"
        + " timed run of it");
  }

  /**
   * Start-up run {@code number}; the first failure ends the command's start-up runs, reported in
   * one line: its start-up is then unknown.
   */
  private void startup(PreparedCommand command, int number) throws InterruptedException {
    int i = command.index();
    if (state(i).stopped || state(i).startupStopped) {
      return;
    }
    Optional<RunOutcome> outcome = runner.startup(command, number, plan.schedule().startupRuns());
    for (int again = 0; outcome.isPresent() && outcome.get().execution().suspended()
        && again < MAX_SUSPENDED; again++) {
      log.warn(outcome.get().label() + " was suspended (Ctrl-Z or SIGSTOP) while it ran: its"
          + " time holds the pause; run again");
      outcome = runner.startup(command, number, plan.schedule().startupRuns());
    }
    startupEnded(command, outcome);
  }

  /** What a start-up run's outcome makes of its command: its start-up, or a stop. */
  private void startupEnded(PreparedCommand command, Optional<RunOutcome> outcome) {
    int i = command.index();
    if (outcome.isEmpty() || unsupported(command, outcome.get())) {
      state(i).startupStopped = true;
      return;
    }
    RunResult result = outcome.get().result();
    recorder.startup(i, result);
    if (result.ok()) {
      log.debug(String.format(Locale.ROOT, "%s: %.3fs", outcome.get().label(),
          result.seconds()));
      return;
    }
    log.error(outcome.get().label() + " on an empty file failed: "
        + result.failure().get().replace('\n', ' ') + "; its start-up is n/a");
    state(i).startupStopped = true;
    if (cannotStart(outcome.get().execution())) {
      state(i).stopped = true;
      log.error(outcome.get().label() + ": the program could not be started; " + command.name()
          + " is not run again");
    }
  }

  /**
   * Whether the run of {@code outcome} said, by the protocol's rule ({@link
   * Judgement#unsupported}), that its command cannot do what it was asked, whichever
   * kind of run it was: the command is then reported {@code unsupported}, as the --data probe
   * reports it, and runs no more; the run is recorded neither as timed nor as failed.
   */
  private boolean unsupported(PreparedCommand command, RunOutcome outcome) {
    Optional<ValueCheck> check = Judgement.unsupported(outcome.execution());
    if (check.isEmpty()) {
      return false;
    }
    recorder.values(command.index(), check.get());
    state(command.index()).stopped = true;
    log.info(outcome.label() + ": " + check.get().summary() + "; not timed, and not run again");
    return true;
  }

  /** A program that could not be started will not start on the next run either. */
  private static boolean cannotStart(Execution e) {
    return e.startError().isPresent() || e.exitCode() == 127;
  }

  /** A failed run's reason and evidence, and what else is worth saying of a run. */
  private void logRun(RunOutcome outcome) {
    RunResult result = outcome.result();
    log.debug(String.format(Locale.ROOT, "%s: %.3fs", outcome.label(), result.seconds()));
    if (!result.ok()) {
      reportFailure(outcome);
    }
    if (result.profile().isPresent() && result.profile().get().samples() == 0) {
      log.warn(outcome.label() + " exited before the profiler's first sample ("
          + plan.measuring().interval().toMillis() + " ms); its CPU and memory are n/a");
    }
    Execution e = outcome.execution();
    if (e.leftovers()) {
      log.warn(outcome.label() + " left processes running after it exited; they were killed"
          + (e.leftoverProcesses().isEmpty() ? "" : ": " + String.join(", ",
              e.leftoverProcesses())));
    }
  }

  private void reportFailure(RunOutcome outcome) {
    log.error(outcome.label() + " failed: " + outcome.result().failure().get());
    for (String line : Verdicts.evidence(outcome.execution())) {
      log.error(line);
    }
  }
}
