package jsonmark.history;

import java.util.Locale;

/** A history figure as text: a time in ms or s, a count in full, a change in %. */
final class Figures {

  private Figures() {}

  /**
   * {@code value} of {@code measure} ({@code time}: seconds; {@code instructions}: a count;
   * {@code conformance}: scored cases wrong).
   */
  static String of(double value, String measure) {
    if (measure.equals(ConformanceEntries.MEASURE)) {
      return String.format(Locale.ROOT, "%.0f wrong", value);
    }
    if (measure.equals("instructions")) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    return value < 1 ? String.format(Locale.ROOT, "%.1f ms", value * 1e3)
        : String.format(Locale.ROOT, "%.3f s", value);
  }

  /** A change in %, signed: {@code +10.0 %}. */
  static String percent(double percent) {
    return String.format(Locale.ROOT, "%+.1f %%", percent);
  }
}
