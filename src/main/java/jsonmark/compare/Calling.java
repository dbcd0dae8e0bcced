package jsonmark.compare;

import jsonmark.stats.Welch.Change;

/**
 * When a change in time between two folders is called: significant at {@code alpha}, and its
 * whole interval beyond {@code ±noisePercent}. Two separate runs of the same command differ by
 * more than the rounds inside either run show (the host drifts between runs), so a change the
 * test finds but whose interval reaches inside that margin is not called (the rule of
 * criterion.rs's noise threshold).
 *
 * @param alpha the significance level
 * @param noisePercent the margin, in %, that an interval must lie wholly beyond; 0 for none
 */
record Calling(double alpha, double noisePercent) {

  /** Whether {@code change} is called slower or faster. */
  boolean called(Change change) {
    return change.p() < alpha
        && (change.lowPercent() > noisePercent || change.highPercent() < -noisePercent);
  }

  /** Whether {@code change} is significant at alpha but left uncalled by the margin alone. */
  boolean withinNoise(Change change) {
    return change.p() < alpha && !called(change);
  }
}
