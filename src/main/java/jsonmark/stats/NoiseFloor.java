package jsonmark.stats;

/**
 * The margin that one compared row's change in time must lie wholly beyond to be called, and
 * where it came from: its series' own spread over recent runs in the history, or the fixed
 * {@code --noise-threshold} (its default, or the value the user gave, which wins over history).
 *
 * @param source {@link #HISTORY}, {@link #DEFAULT} or {@link #GIVEN}
 * @param percent the margin, in %
 * @param runs how many of the series' runs measured it; null for a threshold
 */
public record NoiseFloor(String source, double percent, Integer runs) {

  /** The series' spread in the history. */
  public static final String HISTORY = "history";

  /** --noise-threshold's default, for a row without enough history. */
  public static final String DEFAULT = "default";

  /** --noise-threshold as the user gave it: it wins over the history. */
  public static final String GIVEN = "given";

  /** The spread {@code percent} that {@code runs} of the series' runs show. */
  public static NoiseFloor history(double percent, int runs) {
    return new NoiseFloor(HISTORY, percent, runs);
  }

  /** The fixed --noise-threshold {@code percent}, as the user gave it or by default. */
  public static NoiseFloor threshold(double percent, boolean given) {
    return new NoiseFloor(given ? GIVEN : DEFAULT, percent, null);
  }

  /** Whether this floor is a series' history, not the fixed threshold. */
  public boolean fromHistory() {
    return source.equals(HISTORY);
  }
}
