package jsonmark.cli;

import jsonmark.plan.Shard;
import jsonmark.plan.ShardBy;
import jsonmark.plan.ShardVariables;
import picocli.CommandLine.Option;

/** {@code --shard K/N|auto} and {@code --shard-by}: which part of the plan this machine runs. */
final class ShardOptions {

  @Option(
      names = "--shard",
      paramLabel = "K/N",
      description = "Run only the K-th of N parts of the plan (N at most " + Shard.MAX + "), for"
          + " a CI matrix; 'jsonmark merge' joins the parts' folders. auto reads the part from "
          + ShardVariables.SHARD + "=K/N, GitLab's CI_NODE_INDEX/CI_NODE_TOTAL, Buildkite's"
          + " BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT, or a Kubernetes indexed Job's"
          + " JOB_COMPLETION_INDEX with " + ShardVariables.TOTAL + ".")
  String shard;

  @Option(
      names = "--shard-by",
      paramLabel = "UNIT",
      converter = Choices.ShardBys.class,
      description = "What --shard keeps together: benchmark (each benchmark with all its"
          + " commands, as --measure time needs: its commands are compared on one machine), or"
          + " command (each command on each benchmark apart; --measure instructions only)"
          + " (default: benchmark).")
  ShardBy shardBy;

  @Option(
      names = "--shard-costs",
      paramLabel = "JSON",
      description = "The measured costs that balance the split, as 'jsonmark plan --shards N'"
          + " prints them in each entry's \"costs\": that JSON, or a file holding it. Every part"
          + " must be given the same (they are part of the plan hash); a unit not in them costs"
          + " its estimate (default: none, every unit estimated).")
  String shardCosts;
}
