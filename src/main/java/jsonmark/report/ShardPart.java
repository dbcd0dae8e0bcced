package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonInclude;
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
 * @param commands the names of the whole plan's commands, in their order
 * @param benchmarks the whole plan's benchmarks, in their order
 * @param parts in a merged result, the parts it was merged from and where each ran; empty in a
 *     part's own folder
 */
@JsonPropertyOrder({"shard", "by", "plan_hash", "state", "commands", "benchmarks", "parts"})
public record ShardPart(String shard, String by, String planHash, State state,
    List<String> commands, List<String> benchmarks,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Source> parts) {

  public ShardPart {
    commands = commands == null ? List.of() : List.copyOf(commands);
    benchmarks = benchmarks == null ? List.of() : List.copyOf(benchmarks);
    parts = parts == null ? List.of() : List.copyOf(parts);
  }

  /**
   * One part of a merged result: which, from what folder, on what machine, how it ended.
   *
   * @param shard the part, {@code K/N}
   * @param folder the part's folder, by its name
   * @param cpu the machine's processor, as its environment recorded it
   * @param os the machine's system and kernel
   * @param state how the part ended
   */
  public record Source(String shard, String folder, String cpu, String os, State state) {}

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
    EMPTY,
    /** A merged result that lacks parts ({@code jsonmark merge --allow-partial}). */
    PARTIAL;

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
      if (run.status() == RunState.Status.PARTIAL) {
        return PARTIAL;
      }
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
    return new ShardPart(shard, by, planHash, state, commands, benchmarks, parts);
  }

  /** Whether this is a result merged from parts rather than one part. */
  public boolean merged() {
    return !parts.isEmpty();
  }
}
