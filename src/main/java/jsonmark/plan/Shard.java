package jsonmark.plan;

import java.util.Optional;

/**
 * One part of a plan split over several machines: the {@code index}-th (from 1) of {@code
 * total}, as {@code --shard K/N} and CI systems' matrices give it.
 *
 * @param index which part, from 1 to {@code total}
 * @param total how many parts, from 1 to {@link #MAX}
 */
public record Shard(int index, int total) {

  /** The most parts a plan is split into: GitHub Actions' matrix takes at most 256 jobs. */
  public static final int MAX = 256;

  public Shard {
    Optional<String> wrong = problem(index, total);
    if (wrong.isPresent()) {
      throw new IllegalArgumentException(wrong.get());
    }
  }

  /** The whole plan, as one part of one. */
  public static Shard whole() {
    return new Shard(1, 1);
  }

  /**
   * {@code K/N}, checked.
   *
   * @throws IllegalArgumentException saying what is wrong with it, in words for the user
   */
  public static Shard parse(String text) {
    String[] parts = text.strip().split("/", -1);
    if (parts.length != 2 || !parts[0].strip().matches("[0-9]{1,9}")
        || !parts[1].strip().matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException("must be K/N, the K-th of N parts counted from 1"
          + " (e.g. 2/4), or auto");
    }
    return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
  }

  /** What is wrong with part {@code index} of {@code total}, if anything. */
  static Optional<String> problem(int index, int total) {
    if (total < 1 || total > MAX) {
      return Optional.of("the number of parts must be 1 to " + MAX + ", not " + total);
    }
    if (index < 1 || index > total) {
      return Optional.of("part " + index + " of " + total + " does not exist: parts are counted"
          + " from 1 to " + total);
    }
    return Optional.empty();
  }

  /** Whether this is the whole plan. */
  public boolean isWhole() {
    return total == 1;
  }

  /** {@code K/N}. */
  @Override
  public String toString() {
    return index + "/" + total;
  }
}
