package jsonmark.instructions;

import java.util.Map;

/**
 * The environment variables every counted run gets so that a runtime's own randomness does not
 * move its count; each was measured to matter before it was added (docs/instructions.md has the
 * figures). A command that sets one itself keeps its own value.
 */
public final class Determinism {

  /**
   * {@code PYTHONHASHSEED=0}: Python salts its string hashes at random at every start, which
   * moves the work of every dict built: python-orjson on 1,000 records spread 0.13 % over three
   * runs without it, and counted 164,092,151 instructions in each of three runs with it.
   */
  public static final Map<String, String> VARIABLES = Map.of("PYTHONHASHSEED", "0");

  private Determinism() {}
}
