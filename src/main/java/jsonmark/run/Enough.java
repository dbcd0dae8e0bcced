package jsonmark.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.result.Pairs;
import jsonmark.stats.RatioInterval;

/**
 * Whether another round is needed: always until {@code --runs}; beyond that, while a command
 * has had less than the minimum timed-run time, or (with {@code --precision}) while a command's
 * 95 % interval against the fastest is wider than asked, until {@code --max-time} is spent or
 * the most rounds allowed are done.
 */
final class Enough {

  private final BenchmarkOptions settings;

  Enough(BenchmarkOptions settings) {
    this.settings = settings;
  }

  /** Whether to run round {@code done + 1} of the commands, the first timed round at {@code started}. */
  boolean more(List<CommandProgress> commands, int done, long started) {
    List<CommandProgress> live = commands.stream().filter(p -> !p.stopped).toList();
    if (live.isEmpty()) {
      return false;
    }
    if (done < settings.runs()) {
      return true;
    }
    Rounds rounds = settings.rounds();
    if (!rounds.adaptive() || done >= rounds.maxRuns()) {
      return false;
    }
    Duration spent = Duration.ofNanos(System.nanoTime() - started);
    if (rounds.maxTime().isPresent() && spent.compareTo(rounds.maxTime().get()) >= 0) {
      return false;
    }
    boolean shortOfTime = live.stream().anyMatch(p -> p.countedSeconds() < rounds.minSeconds());
    return shortOfTime || !imprecise(live).isEmpty();
  }

  /**
   * The commands whose interval against the fastest is wider than {@code --precision}, or not
   * known yet; empty without {@code --precision} or with fewer than two commands.
   */
  List<String> imprecise(List<CommandProgress> commands) {
    List<String> names = new ArrayList<>();
    if (settings.rounds().precisionPercent().isEmpty() || commands.size() < 2) {
      return names;
    }
    double limit = settings.rounds().precisionPercent().getAsDouble();
    Optional<CommandProgress> fastest = Pairs.fastest(commands.stream().map(CommandProgress::snapshot).toList())
        .flatMap(result -> commands.stream().filter(p -> p.name().equals(result.name())).findFirst());
    if (fastest.isEmpty()) {
      return names;
    }
    for (CommandProgress p : commands) {
      if (p == fastest.get()) {
        continue;
      }
      Optional<RatioInterval> interval = Pairs.interval(p.snapshot(), fastest.get().snapshot());
      boolean precise = interval.flatMap(i -> i.known()
              ? Optional.of(i.halfWidthPercent().getAsDouble() <= limit) : Optional.empty())
          .orElse(false);
      if (!precise) {
        names.add(p.name());
      }
    }
    return names;
  }
}
