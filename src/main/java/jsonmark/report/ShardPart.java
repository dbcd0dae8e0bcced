package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Locale;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunState;
import jsonmark.result.Verdicts;

/**
 * Which part of a plan split over machines ({@code --shard K/N}) a report is, as summary.json
 * records it for {@code jsonmark merge}: the part, the split, the hash of the whole plan, and how
 * the part ended.
 *
 * @param shard the part, {@code K/N}
 * @param by what the split kept together: {@code benchmark} or {@code command}
 * @param planHash the SHA-256 of the whole plan, which every part of it shares
 * @param state how the part ended ({@link State}), derived from the report it belongs to
 */
@JsonPropertyOrder({"shard", "by", "plan_hash", "state"})
public record ShardPart(String shard, String by, String planHash, State state) {

  /** How a part ended. */
  public enum State {
    /** Every command ran and passed. */
    FINISHED,
    /** Every command ran, and one failed. */
    FAILED,
    /** Every command ran, and a run of one was killed by --timeout. */
    TIMED_OUT,
    /** Stopped by a signal (Ctrl-C; SIGTERM, as a CI system cancels a job or ends a late one). */
    INTERRUPTED,
    /** Never said it finished: the driver was killed, or is still running. */
    RUNNING,
    /** The part had nothing to run. */
    EMPTY;

    /** {@code finished}, {@code timed out}, ...: as summary.json writes it. */
    @com.fasterxml.jackson.annotation.JsonValue
    public String code() {
      return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The state written {@code code}. */
    @com.fasterxml.jackson.annotation.JsonCreator
    public static State of(String code) {
      return valueOf(code.strip().toUpperCase(Locale.ROOT).replace(' ', '_'));
    }

    /** The state of a part whose runs ended in {@code run} with {@code commands}. */
    public static State of(RunState run, List<CommandSummary> commands) {
      if (run.status() == RunState.Status.INTERRUPTED) {
        return INTERRUPTED;
      }
      if (run.status() == RunState.Status.RUNNING) {
        return RUNNING;
      }
      if (commands.stream().flatMap(c -> c.runs().stream()).anyMatch(r -> r.failure()
          .filter(f -> f.startsWith(Verdicts.TIMED_OUT)).isPresent())) {
        return TIMED_OUT;
      }
      return commands.stream().allMatch(c -> c.failure().isEmpty()) ? FINISHED : FAILED;
    }
  }

  /** This part, ended in {@code state}. */
  public ShardPart with(State state) {
    return new ShardPart(shard, by, planHash, state);
  }
}
