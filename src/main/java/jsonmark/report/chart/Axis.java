package jsonmark.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The range of a chart's axis, chosen before JFreeChart draws it: a linear axis from 0 to a round
 * number, or a logarithmic one where the values spread too widely for a linear one to show the
 * small ones (largest over smallest above {@link #LOG_SPREAD}), from and to 1, 2 or 5 times a
 * power of ten; and the ticks of a logarithmic one ({@link TickedLogAxis}).
 *
 * @param min the value at the start of the axis
 * @param max the value at its end
 * @param log whether it is logarithmic
 */
record Axis(double min, double max, boolean log) {

  /** Largest over smallest value past which a log scale reads better. */
  static final double LOG_SPREAD = 20;

  /** A linear axis from 0 to a round number at or above {@code max}. */
  static Axis linear(double max) {
    double step = step(max > 0 ? max : 1);
    return new Axis(0, Math.ceil(max / step) * step, false);
  }

  /** The axis for values from {@code lowest} to {@code highest}, logarithmic if they spread. */
  static Axis fitting(double lowest, double highest) {
    if (lowest > 0 && highest / lowest > LOG_SPREAD) {
      // A margin, so that no point sits on the axis line.
      return logarithmic(lowest / 1.2, highest * 1.2);
    }
    return linear(highest * 1.08);
  }

  /**
   * A logarithmic axis from 1, 2 or 5 times a power of ten at or below {@code low} to one at or
   * above {@code high}; both must be positive.
   */
  static Axis logarithmic(double low, double high) {
    return new Axis(roundDown(low), roundUp(high), true);
  }

  /**
   * The values to mark on a log axis: 1, 2 and 5 times each power of ten, or only the powers of
   * ten where the axis spans more than three decades (the others would crowd).
   */
  List<Double> ticks() {
    List<Double> ticks = new ArrayList<>();
    boolean fine = max / min <= 1000;
    double first = Math.pow(10, Math.floor(Math.log10(min) + 1e-9));
    for (double decade = first; decade <= max * 1.0001; decade *= 10) {
      for (double m : fine ? new double[] {1, 2, 5} : new double[] {1}) {
        if (decade * m >= min * 0.9999 && decade * m <= max * 1.0001) {
          ticks.add(decade * m);
        }
      }
    }
    return ticks;
  }

  /** A tick's text, without needless decimals and never in the default locale. */
  static String label(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e9) {
      return String.format(Locale.ROOT, "%d", (long) value);
    }
    return String.format(Locale.ROOT, "%s", (float) value);
  }

  /** The largest of 1, 2 or 5 times a power of ten at or below {@code value}. */
  private static double roundDown(double value) {
    double power = Math.pow(10, Math.floor(Math.log10(value)));
    double m = value / power;
    return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * power;
  }

  /** The smallest of 1, 2 or 5 times a power of ten at or above {@code value}. */
  private static double roundUp(double value) {
    double power = Math.pow(10, Math.floor(Math.log10(value)));
    double m = value / power;
    return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * power;
  }

  /** A round step (1, 2 or 5 times a power of ten) cutting {@code span} into 4 to 10 parts. */
  static double step(double span) {
    double raw = span / 5;
    double power = Math.pow(10, Math.floor(Math.log10(raw)));
    double m = raw / power;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * power;
  }
}
