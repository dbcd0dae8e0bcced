package jsonmark.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** --shard K/N, and --shard auto from each CI system's variables. */
class ShardVariablesTest {

  @Test
  void kOfNIsParsedAndChecked() {
    assertThat(Shard.parse(" 2/4 ")).isEqualTo(new Shard(2, 4));
    assertThat(Shard.parse("2/4").toString()).isEqualTo("2/4");
    assertThatThrownBy(() -> Shard.parse("0/4"))
        .hasMessage("part 0 of 4 does not exist: parts are counted from 1 to 4");
    assertThatThrownBy(() -> Shard.parse("1/300"))
        .hasMessage("the number of parts must be 1 to 256, not 300");
    assertThatThrownBy(() -> Shard.parse("2"))
        .hasMessage("must be K/N, the K-th of N parts counted from 1 (e.g. 2/4), or auto");
  }

  @Test
  void jsonmarkShardComesFirst() {
    assertThat(ShardVariables.of(Map.of("JSONMARK_SHARD", "3/8", "CI_NODE_INDEX", "1",
        "CI_NODE_TOTAL", "2"))).isEqualTo(new Shard(3, 8));
  }

  @Test
  void gitLabCountsFromOne() {
    assertThat(ShardVariables.of(Map.of("CI_NODE_INDEX", "4", "CI_NODE_TOTAL", "4")))
        .isEqualTo(new Shard(4, 4));
  }

  @Test
  void buildkiteCountsFromZero() {
    assertThat(ShardVariables.of(Map.of("BUILDKITE_PARALLEL_JOB", "0",
        "BUILDKITE_PARALLEL_JOB_COUNT", "3"))).isEqualTo(new Shard(1, 3));
  }

  @Test
  void kubernetesCountsFromZeroAndNeedsTheTotalFromTheJob() {
    assertThat(ShardVariables.of(Map.of("JOB_COMPLETION_INDEX", "5",
        "JSONMARK_SHARD_TOTAL", "6"))).isEqualTo(new Shard(6, 6));
    assertThatThrownBy(() -> ShardVariables.of(Map.of("JOB_COMPLETION_INDEX", "5")))
        .hasMessage("JOB_COMPLETION_INDEX is set but not JSONMARK_SHARD_TOTAL: Kubernetes gives"
            + " a pod its index, not the number of parts; set JSONMARK_SHARD_TOTAL to the"
            + " Job's spec.completions");
  }

  @Test
  void wrongOrMissingVariablesSayWhich() {
    assertThatThrownBy(() -> ShardVariables.of(Map.of("CI_NODE_INDEX", "5",
        "CI_NODE_TOTAL", "4")))
        .hasMessage("CI_NODE_INDEX=5 and CI_NODE_TOTAL=4: part 5 of 4 does not exist: parts are"
            + " counted from 1 to 4");
    assertThatThrownBy(() -> ShardVariables.of(Map.of("JSONMARK_SHARD", "x")))
        .hasMessageStartingWith("JSONMARK_SHARD=x: must be K/N");
    assertThatThrownBy(() -> ShardVariables.of(Map.of("HOME", "/root")))
        .hasMessageStartingWith("--shard auto found none of JSONMARK_SHARD, CI_NODE_INDEX");
  }
}
