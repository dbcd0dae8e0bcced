package jsonmark.stats;

import java.util.Map;

/**
 * The noise floor of every compared row: the history's, for the commands whose series it holds
 * enough of, else the fixed threshold, which the geometric mean always keeps.
 *
 * @param threshold the fixed --noise-threshold
 * @param history the history's floors by {@link #key}, empty without a history
 */
public record NoiseFloors(NoiseFloor threshold, Map<String, NoiseFloor> history) {

  public NoiseFloors {
    history = Map.copyOf(history);
  }

  /** The fixed threshold for every row. */
  public static NoiseFloors fixed(double percent, boolean given) {
    return new NoiseFloors(NoiseFloor.threshold(percent, given), Map.of());
  }

  /** The floor of the base's command {@code command} in {@code benchmark}. */
  public NoiseFloor of(String benchmark, String command) {
    return history.getOrDefault(key(benchmark, command), threshold);
  }

  /** The key of a row: its benchmark (as a report names it) and the base's command name. */
  public static String key(String benchmark, String command) {
    return benchmark + "\u0000" + command;
  }
}
