package jsonmark.benchmark.canada;

import java.util.SplittableRandom;

/**
 * Draws closed rings around a centre, like coastlines and lakes: a rotating unit vector (rotated
 * by multiplication, so no platform-dependent trigonometry per point) scaled by a jittered radius.
 * Every coordinate is a full-precision double of 15 to 17 significant digits, as in {@code
 * canada.json}.
 */
final class Outlines {

  private Outlines() {}

  /** A closed ring of {@code points} points (the last equal to the first) around the centre. */
  static double[][] ring(
      SplittableRandom r, double longitude, double latitude, double radius, int points) {
    double step = 2 * Math.PI / (points - 1);
    double cosStep = StrictMath.cos(step);
    double sinStep = StrictMath.sin(step);
    double cos = 1;
    double sin = 0;
    double[][] ring = new double[points][];
    for (int i = 0; i < points - 1; i++) {
      double distance = radius * (0.75 + 0.5 * r.nextDouble());
      // Longitude degrees are shorter up north; stretch them so outlines keep their shape.
      ring[i] =
          new double[] {
            fifteenDigits(longitude + 2 * distance * cos), fifteenDigits(latitude + distance * sin)
          };
      double nextCos = cos * cosStep - sin * sinStep;
      sin = sin * cosStep + cos * sinStep;
      cos = nextCos;
    }
    ring[points - 1] = ring[0].clone();
    return ring;
  }

  /**
   * {@code value}, or the next double up when the shortest decimal of {@code value} has fewer than
   * 15 significant digits; for magnitudes in [10, 1000), where every coordinate here lies.
   */
  static double fifteenDigits(double value) {
    double scale = Math.abs(value) >= 100 ? 1e11 : 1e12; // 14 significant digits
    // The nearest 14-digit decimal reads back as value exactly when value is that short.
    while (Math.rint(value * scale) / scale == value) {
      value = Math.nextUp(value);
    }
    return value;
  }
}
