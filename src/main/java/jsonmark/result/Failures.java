package jsonmark.result;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why a command failed, in one sentence that the log's closing line, the tables and summary.json
 * share: {@code printed 'no checksum here' in 2 of 2 runs (expected 71701)}.
 */
public final class Failures {

  private Failures() {}

  /** The sentence for {@code result}, empty when it passed. */
  public static Optional<String> of(CommandResult result) {
    if (!result.warmupFailures().isEmpty()) {
      return Optional.of("failed its " + result.warmupFailures().get(0)
          + "; a failed warm-up stops a command");
    }
    List<RunResult> failed = result.runs().stream().filter(RunResult::failed).toList();
    if (!failed.isEmpty()) {
      long attempted = result.runs().stream().filter(r -> r.contention() != Contention.SET_ASIDE)
          .count();
      return Optional.of(timed(failed, attempted));
    }
    boolean unsupported = result.values()
        .map(v -> v.outcome() == ValueCheck.Outcome.UNSUPPORTED).orElse(false);
    if (result.runs().isEmpty() && !unsupported) {
      return Optional.of(result.startupRuns().stream().flatMap(r -> r.failure().stream())
          .findFirst().map(why -> "had no timed run: on the empty file it " + why)
          .orElse("had no timed run"));
    }
    if (result.values().isPresent() && !result.values().get().ok()) {
      return Optional.of("read values wrong: " + result.values().get().summary());
    }
    return Optional.empty();
  }

  /**
   * One reason for every failed run: {@code REASON in k of n runs (detail)}; several reasons,
   * each with the runs it stands for.
   */
  static String timed(List<RunResult> failed, long attempted) {
    Map<String, List<Integer>> byReason = new LinkedHashMap<>();
    for (RunResult run : failed) {
      byReason.computeIfAbsent(run.failure().get(), k -> new ArrayList<>()).add(run.run());
    }
    String of = " of " + attempted + (attempted == 1 ? " run" : " runs");
    if (byReason.size() == 1) {
      return counted(byReason.keySet().iterator().next(), " in " + failed.size() + of);
    }
    List<String> reasons = new ArrayList<>();
    byReason.forEach((reason, runs) -> reasons.add(counted(reason,
        runs.size() == 1 ? " in run " + runs.get(0) : " in runs " + joined(runs))));
    return "failed " + failed.size() + of + ": " + String.join("; ", reasons);
  }

  /** {@code reason} with {@code count} put before its closing parenthesis, if it has one. */
  static String counted(String reason, String count) {
    int open = reason.lastIndexOf(" (");
    if (reason.endsWith(")") && open > 0) {
      return reason.substring(0, open) + count + reason.substring(open);
    }
    return reason + count;
  }

  private static String joined(List<Integer> runs) {
    return String.join(", ", runs.stream().map(String::valueOf).toList());
  }
}
