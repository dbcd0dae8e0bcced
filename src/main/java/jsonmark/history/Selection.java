package jsonmark.history;

import java.util.Optional;

/**
 * Which series a reader asks for: by command name, benchmark and measure, each optional.
 *
 * @param name the command's label
 * @param benchmark the benchmark's name
 * @param measure time or instructions
 */
public record Selection(Optional<String> name, Optional<String> benchmark,
    Optional<String> measure) {

  /** Every series. */
  public static final Selection ALL =
      new Selection(Optional.empty(), Optional.empty(), Optional.empty());
}
