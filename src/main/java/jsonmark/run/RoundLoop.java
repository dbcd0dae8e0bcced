package jsonmark.run;

import java.util.ArrayList;
import java.util.List;
import jsonmark.log.Log;
import jsonmark.result.CommandResult;

/**
 * The comparison's schedule: by default interleaved rounds (start-up rounds, then warm-up
 * rounds, then timed rounds, each round every command once in a fresh seeded order), or with
 * {@code --order sequential} one command's runs after the other's. Results are saved after
 * every round (after every run in sequential order), so Ctrl-C keeps every finished round.
 */
final class RoundLoop {

  /** Saves the results so far; {@code complete} when every file, charts too, should be drawn. */
  interface Save {
    ResultsSink.Written save(List<CommandResult> soFar, boolean complete);
  }

  /** Checks a command's values once, before its first round (--validate, --data's probe). */
  interface Check {
    void check(CommandProgress p) throws InterruptedException;
  }

  private final BenchmarkOptions settings;
  private final CommandRunner runner;
  private final Log log;
  private final CommandsLeft commandsLeft;
  private final Enough enough;
  private final Check check;

  RoundLoop(BenchmarkOptions settings, CommandRunner runner, Log log, CommandsLeft commandsLeft,
      Enough enough, Check check) {
    this.settings = settings;
    this.runner = runner;
    this.log = log;
    this.commandsLeft = commandsLeft;
    this.enough = enough;
    this.check = check;
  }

  /** Runs every command and returns their results in the order given. */
  List<CommandResult> run(Save save) throws InterruptedException {
    List<CommandProgress> all = new ArrayList<>();
    settings.commands().forEach(command -> all.add(runner.begin(command)));
    if (settings.rounds().order() == Rounds.Order.SEQUENTIAL) {
      sequential(all, save);
    } else {
      interleaved(all, save);
    }
    return snapshots(all);
  }

  private void interleaved(List<CommandProgress> all, Save save) throws InterruptedException {
    RoundOrder order = new RoundOrder(settings.rounds().seed(), all.size());
    if (all.size() > 1) {
      log.info("Interleaved rounds: every round runs each command once in a random order (seed "
          + settings.rounds().seed() + "; --seed " + settings.rounds().seed() + " repeats it)");
    }
    for (CommandProgress p : all) {
      check.check(p);
    }
    for (int s = 1; s <= settings.startupRuns(); s++) {
      for (int i : order.next()) {
        runner.startupRun(all.get(i), s, settings.startupRuns());
      }
    }
    for (int w = 1; w <= settings.warmup(); w++) {
      for (int i : order.next()) {
        runner.warmupRun(all.get(i), w, settings.warmup());
      }
    }
    long started = System.nanoTime();
    for (int r = 1; r == 1 || enough.more(all, r - 1, started); r++) {
      int planned = Math.max(r, settings.runs());
      for (int i : order.next()) {
        runner.timedRun(all.get(i), r, planned);
      }
      save.save(snapshots(all), false);
      commandsLeft.roundDone(all.size(), r, planned).ifPresent(log::info);
    }
    commandsLeft.commandsDone(all.size());
    List<String> imprecise = enough.imprecise(all);
    if (!imprecise.isEmpty()) {
      log.warn("--precision ±" + TimedRuns.plain(settings.rounds().precisionPercent().getAsDouble())
          + " % not reached against the fastest by " + String.join(", ", imprecise)
          + " when --max-time or the most rounds ran out");
    }
    finish(all, save);
  }

  private void sequential(List<CommandProgress> all, Save save) throws InterruptedException {
    for (CommandProgress p : all) {
      check.check(p);
      for (int s = 1; s <= settings.startupRuns(); s++) {
        runner.startupRun(p, s, settings.startupRuns());
      }
      for (int w = 1; w <= settings.warmup(); w++) {
        runner.warmupRun(p, w, settings.warmup());
      }
      long started = System.nanoTime();
      for (int r = 1; r == 1 || enough.more(List.of(p), r - 1, started); r++) {
        runner.timedRun(p, r, Math.max(r, settings.runs()));
        save.save(snapshots(all.subList(0, all.indexOf(p) + 1)), false);
      }
      int index = all.indexOf(p);
      ResultsSink.Written written = save.save(snapshots(all.subList(0, index + 1)), true);
      runner.finish(p, written.commands().get(index));
      commandsLeft.commandDone().ifPresent(log::info);
    }
  }

  /** Saves every file, then logs each command's last lines from the summaries just written. */
  private void finish(List<CommandProgress> all, Save save) {
    ResultsSink.Written written = save.save(snapshots(all), true);
    for (int i = 0; i < all.size(); i++) {
      runner.finish(all.get(i), written.commands().get(i));
    }
  }

  private static List<CommandResult> snapshots(List<CommandProgress> progress) {
    return progress.stream().map(CommandProgress::snapshot).toList();
  }
}
