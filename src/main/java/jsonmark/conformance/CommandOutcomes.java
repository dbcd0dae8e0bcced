package jsonmark.conformance;

import java.util.List;
import java.util.Optional;

/**
 * One command's outcomes on the suite, in the suite's order, with the counts the report shows.
 *
 * @param name the command's label
 * @param command the command template as given
 * @param outcomes one per case run so far
 */
public record CommandOutcomes(String name, String command, List<Outcome> outcomes) {

  public CommandOutcomes {
    outcomes = List.copyOf(outcomes);
  }

  /** Its outcome on {@code c}, if {@code c} ran (an interrupted command ran only some). */
  public Optional<Outcome> of(Case c) {
    return outcomes.stream().filter(o -> o.testCase() == c).findFirst();
  }

  /** Cases it exited 0 on, scored or not. */
  public long accepted() {
    return count(Behaviour.ACCEPTED);
  }

  /** Cases it refused with an orderly non-zero exit, scored or not (out of range included). */
  public long rejected() {
    return count(Behaviour.REJECTED) + count(Behaviour.OUT_OF_RANGE);
  }

  /** Cases it timed out on, crashed on, or could not run. */
  public long other() {
    return outcomes.size() - accepted() - rejected();
  }

  /** Scored cases it got right. */
  public long passed(Category category) {
    return outcomes.stream()
        .filter(o -> o.testCase().category() == category && o.passed())
        .count();
  }

  /** Scored cases of {@code category}. */
  public long total(Category category) {
    return outcomes.stream().filter(o -> o.testCase().category() == category).count();
  }

  /** Scored cases it got right, of all categories. */
  public long scoredPassed() {
    return passed(Category.MUST_ACCEPT) + passed(Category.MUST_REJECT);
  }

  public long scoredTotal() {
    return total(Category.MUST_ACCEPT) + total(Category.MUST_REJECT);
  }

  /** The scored cases it got wrong, in suite order. */
  public List<Outcome> wrong() {
    return outcomes.stream().filter(Outcome::wrong).toList();
  }

  private long count(Behaviour behaviour) {
    return outcomes.stream().filter(o -> o.behaviour() == behaviour).count();
  }
}
