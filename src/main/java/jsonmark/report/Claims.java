package jsonmark.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import jsonmark.result.Warning;

/**
 * What a user acts on, decided once from the evidence by {@link Judgement} and printed by every
 * view (terminal, summary.md, report.html, charts, runs.csv, exports), none of which decides for
 * itself: whether the run was interrupted, whether the machine was busy, the baseline, who leads
 * by time and by instructions (with the commands it is not separated from), each command's ratio
 * against the baseline with its interval, the leanest (with those it is tied with), the Pareto
 * front of time against memory, and the rows' order.
 *
 * @param interrupted what the first lines of every view say when the runs did not run to their
 *     end; empty when they did
 * @param machine the warnings about the machine's state that qualify every verdict (it was
 *     busy, stayed busy, or its speed varied), said before any verdict and kept under --quiet
 * @param baseline the command ratios are against, empty without one
 * @param time the standing by mean wall time; no leader and no comparisons under --measure
 *     instructions, whose times are Valgrind's
 * @param instructions the standing by instructions, per record when every counted command's
 *     start-up was counted, else in all
 * @param memory the leanest and those it is tied with, written as {@code leanest} and {@code
 *     leanest_tied_with} beside the other claims
 * @param pareto the commands that no other is both faster and leaner than (mean time against
 *     peak memory), fastest first; empty without native times or without profiles
 * @param rows the results tables' order of commands, by name
 */
@JsonPropertyOrder({"interrupted", "machine", "baseline", "time", "instructions", "memory",
    "pareto", "rows"})
public record Claims(
    Optional<String> interrupted,
    List<Warning> machine,
    Optional<String> baseline,
    Standing time,
    Standing instructions,
    @JsonUnwrapped Memory memory,
    List<String> pareto,
    List<String> rows) {

  public Claims {
    machine = List.copyOf(machine);
    pareto = List.copyOf(pareto);
    rows = List.copyOf(rows);
  }

  /** The command with the lowest peak resident memory, empty when none was profiled. */
  public Optional<String> leanest() {
    return memory.leanest();
  }

  /** The commands not separated from the leanest ({@link Memory#leanestTiedWith}). */
  public List<String> leanestTiedWith() {
    return memory.leanestTiedWith();
  }

  /**
   * Who is leanest by peak resident memory.
   *
   * @param leanest the command with the lowest peak, empty when none was profiled
   * @param leanestTiedWith the commands not separated from it: a run of theirs peaked no higher
   *     than a run of its own (the memory of each run is one figure, with no interval)
   */
  @JsonPropertyOrder({"leanest", "leanest_tied_with"})
  public record Memory(Optional<String> leanest, List<String> leanestTiedWith) {

    public Memory {
      leanestTiedWith = List.copyOf(leanestTiedWith);
    }
  }

  /**
   * The commands ranked by one measure, and what that ranking supports.
   *
   * @param order the commands with a figure, best first
   * @param leader the best, empty when nothing can be claimed
   * @param tiedWith the commands not separated from the leader (their interval against it
   *     holds 1): the leader is then "fastest, tied with" them, never alone
   * @param perRecord whether the figures are per record with the start-up taken out (counts
   *     only; times are always of the whole run)
   * @param comparisons each other command against the baseline, in {@code order}
   */
  @JsonPropertyOrder({"order", "leader", "tied_with", "per_record", "comparisons"})
  public record Standing(List<String> order, Optional<String> leader, List<String> tiedWith,
      boolean perRecord, List<Comparison> comparisons) {

    public Standing {
      order = List.copyOf(order);
      tiedWith = List.copyOf(tiedWith);
      comparisons = List.copyOf(comparisons);
    }

    /** A standing with nothing in it. */
    static Standing none() {
      return new Standing(List.of(), Optional.empty(), List.of(), false, List.of());
    }

    /** Whether {@code name} leads, alone or tied. */
    public boolean leads(String name) {
      return leader.filter(name::equals).isPresent() || tiedWith.contains(name);
    }
  }

  /**
   * One command's figure over the baseline's.
   *
   * @param command the command
   * @param against the baseline
   * @param ratio its figure over the baseline's (its mean time or count, per record when the
   *     standing is)
   * @param low the interval's lower end, empty when it cannot be known (one paired round, one
   *     counted run)
   * @param high its upper end
   * @param pairs the paired rounds behind a time's interval; empty for counts, whose interval
   *     spans every run of one against every run of the other
   * @param significant whether the interval excludes 1: the two differ
   */
  @JsonPropertyOrder({"command", "against", "ratio", "low", "high", "pairs", "significant"})
  public record Comparison(String command, String against, double ratio, OptionalDouble low,
      OptionalDouble high, OptionalInt pairs, boolean significant) {

    /** Whether its interval is known. */
    public boolean known() {
      return low.isPresent();
    }
  }
}
