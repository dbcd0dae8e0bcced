package jsonmark.plan;

import java.util.Map;
import java.util.Optional;

/**
 * {@code --shard auto}: the part a CI job is, read from the variables its CI system sets, in this
 * order: {@code JSONMARK_SHARD=K/N} (what GitHub Actions, which has no such variable, passes from
 * its matrix); GitLab's {@code CI_NODE_INDEX} and {@code CI_NODE_TOTAL} (from 1, with {@code
 * parallel:}); Buildkite's {@code BUILDKITE_PARALLEL_JOB} and {@code
 * BUILDKITE_PARALLEL_JOB_COUNT} (from 0); a Kubernetes indexed Job's {@code
 * JOB_COMPLETION_INDEX} (from 0) with {@code JSONMARK_SHARD_TOTAL}, which the Job sets to its
 * {@code spec.completions}: Kubernetes puts the index in a pod's environment, not the total.
 */
public final class ShardVariables {

  /** The variable of a part given as {@code K/N}. */
  public static final String SHARD = "JSONMARK_SHARD";

  /** The number of parts beside Kubernetes' index. */
  public static final String TOTAL = "JSONMARK_SHARD_TOTAL";

  private ShardVariables() {}

  /**
   * The part {@code env} names.
   *
   * @throws IllegalArgumentException when none names one, or the one that does is wrong, saying
   *     which variable and what to set
   */
  public static Shard of(Map<String, String> env) {
    if (env.containsKey(SHARD)) {
      try {
        return Shard.parse(env.get(SHARD));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(SHARD + "=" + env.get(SHARD) + ": " + e.getMessage());
      }
    }
    Optional<Shard> found = pair(env, "CI_NODE_INDEX", "CI_NODE_TOTAL", 1)
        .or(() -> pair(env, "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0));
    if (found.isPresent()) {
      return found.get();
    }
    if (env.containsKey("JOB_COMPLETION_INDEX")) {
      if (!env.containsKey(TOTAL)) {
        throw new IllegalArgumentException("JOB_COMPLETION_INDEX is set but not " + TOTAL
            + ": Kubernetes gives a pod its index, not the number of parts; set " + TOTAL
            + " to the Job's spec.completions");
      }
      return pair(env, "JOB_COMPLETION_INDEX", TOTAL, 0).orElseThrow();
    }
    throw new IllegalArgumentException("--shard auto found none of " + SHARD + ", CI_NODE_INDEX"
        + " (GitLab), BUILDKITE_PARALLEL_JOB (Buildkite), JOB_COMPLETION_INDEX (Kubernetes): set "
        + SHARD + "=K/N (on GitHub Actions, from the matrix), or give --shard K/N");
  }

  /** The part {@code index} of {@code total}, the index counted from {@code first}. */
  private static Optional<Shard> pair(Map<String, String> env, String index, String total,
      int first) {
    if (!env.containsKey(index) || !env.containsKey(total)) {
      return Optional.empty();
    }
    String i = env.get(index).strip();
    String n = env.get(total).strip();
    if (!i.matches("[0-9]{1,9}") || !n.matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException(index + "=" + env.get(index) + " and " + total + "="
          + env.get(total) + " must both be whole numbers");
    }
    int k = Integer.parseInt(i) + 1 - first;
    int parts = Integer.parseInt(n);
    Optional<String> wrong = Shard.problem(k, parts);
    if (wrong.isPresent()) {
      throw new IllegalArgumentException(index + "=" + i + " and " + total + "=" + n + ": "
          + wrong.get());
    }
    return Optional.of(new Shard(k, parts));
  }
}
