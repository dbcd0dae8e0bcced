package jsonmark.stats;

import jsonmark.stats.Welch.Change;

/**
 * When a change in time between two folders is called: significant at {@code alpha}, and its
 * whole interval beyond {@code ±noisePercent}. Two separate runs of the same command differ by
 * more than the rounds inside either run show (the host drifts between runs), so a change the
 * test finds but whose interval reaches inside that margin is not called (the rule of
 * criterion.rs's noise threshold). {@code compare} calls each command's change and the
 * geometric mean's by it.
 *
 * @param alpha the significance level
 * @param noisePercent the margin, in %, that an interval must lie wholly beyond; 0 for none
 */
public record Calling(double alpha, double noisePercent) {

  /** Whether {@code change} is called slower or faster. */
  public boolean called(Change change) {
    return change.p() < alpha
        && (change.lowPercent() > noisePercent || change.highPercent() < -noisePercent);
  }

  /** Whether {@code change} is significant at alpha but left uncalled by the margin alone. */
  public boolean withinNoise(Change change) {
    return change.p() < alpha && !called(change);
  }
}
