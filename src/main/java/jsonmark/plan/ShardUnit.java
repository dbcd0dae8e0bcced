package jsonmark.plan;

import java.util.Optional;

/**
 * What a sharded plan assigns to one part: one command on one benchmark, or, when the split
 * keeps each benchmark together, one benchmark with all its commands.
 *
 * @param command the command's name; empty for a whole benchmark
 * @param benchmark the workload's label, as its results folder is named
 * @param commands how many commands the unit runs
 * @param dataBytes the size of the benchmark's data file, or its estimate before it is written
 */
public record ShardUnit(Optional<String> command, String benchmark, int commands,
    long dataBytes) {

  /** The text the unit is known by: stable, so that its part is a function of it alone. */
  public String key() {
    return command.map(c -> c + " @ ").orElse("") + benchmark;
  }
}
