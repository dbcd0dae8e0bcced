package jsonmark.plan;

import java.util.Locale;

/**
 * What a sharded plan keeps together: each benchmark with all its commands (what --measure time
 * needs, as it compares the commands of one benchmark on one machine), or each command on each
 * benchmark alone (only when nothing is compared in time: --measure instructions).
 */
public enum ShardBy {
  /** A unit is one benchmark with every command. */
  BENCHMARK,
  /** A unit is one command on one benchmark. */
  COMMAND;

  /** {@code benchmark} or {@code command}, as --shard-by takes it and summary.json writes it. */
  public String code() {
    return name().toLowerCase(Locale.ROOT);
  }
}
