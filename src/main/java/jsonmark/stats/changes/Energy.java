package jsonmark.stats.changes;

/**
 * E-Divisive's energy statistic (Matteson and James, 2014, with exponent 1) over one window of a
 * series: where a stretch of it splits into the two most different parts.
 *
 * <p>For a stretch {@code [a, b)}, every split {@code τ} and end {@code κ} ({@code a < τ < κ ≤ b})
 * gives {@code X = [a, τ)} of n points and {@code Y = [τ, κ)} of m points, and
 * {@code Q = 2/(m+n) ΣΣ|X-Y| - 2m/((m+n)(n-1)) Σ|X-X| - 2n/((m+n)(m-1)) Σ|Y-Y|} (pairs counted
 * once; a term over one point is 0). The candidate is the {@code τ} of the largest {@code Q}, the
 * first in order of {@code τ} then {@code κ} on a tie, as Otava's {@code argmax}. The distances
 * from every point to all points before it in the window are summed once, so one stretch costs
 * {@code O(w²)}.
 */
final class Energy {

  private final double[] logs;
  private final int start;
  /** {@code before[k - start][i - start]}: the sum of {@code |x_j - x_k|} for j in [start, i). */
  private final double[][] before;

  Energy(double[] logs, int start, int end) {
    this.logs = logs;
    this.start = start;
    int w = end - start;
    before = new double[w][w + 1];
    for (int k = 0; k < w; k++) {
      for (int i = 0; i < w; i++) {
        before[k][i + 1] = before[k][i] + Math.abs(logs[start + i] - logs[start + k]);
      }
    }
  }

  /** The best split of {@code [a, b)} (absolute indexes in the window, {@code b - a ≥ 2}). */
  Candidate best(int a, int b) {
    double bestQ = Double.NEGATIVE_INFINITY;
    int bestSplit = a + 1;
    double withinX = 0;
    for (int tau = a + 1; tau < b; tau++) {
      if (tau > a + 1) {
        withinX += distances(tau - 1, a, tau - 1);
      }
      int n = tau - a;
      double between = 0;
      double withinY = 0;
      for (int kappa = tau + 1; kappa <= b; kappa++) {
        int newest = kappa - 1;
        between += distances(newest, a, tau);
        withinY += distances(newest, tau, newest);
        int m = kappa - tau;
        double q = 2.0 / (m + n) * between
            - (n > 1 ? 2.0 * m / ((m + n) * (n - 1.0)) * withinX : 0)
            - (m > 1 ? 2.0 * n / ((m + n) * (m - 1.0)) * withinY : 0);
        if (q > bestQ) {
          bestQ = q;
          bestSplit = tau;
        }
      }
    }
    return new Candidate(bestSplit, bestQ);
  }

  /** The sum of {@code |x_j - x_k|} for j in {@code [from, to)}. */
  private double distances(int k, int from, int to) {
    double[] row = before[k - start];
    return row[to - start] - row[from - start];
  }

  /** A split and its energy. */
  record Candidate(int index, double energy) {}
}
