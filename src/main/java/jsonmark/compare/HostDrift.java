package jsonmark.compare;

import java.util.Locale;
import java.util.Optional;
import jsonmark.report.Report;
import jsonmark.result.HostReference;
import jsonmark.stats.Welch;
import jsonmark.stats.Welch.Change;

/**
 * How a comparison of two runs' times takes the host into account: each run timed a fixed
 * reference workload once per round ({@link HostReference}), so the reference's change between
 * the runs is the host's. Where both runs recorded it, in at least two rounds each:
 *
 * <ul>
 *   <li><b>normalised</b>: the host changed (its change is significant) by at most
 *       {@link #DECLINE_PERCENT}: every change is net of the host's, its interval widened by the
 *       host's uncertainty ({@link Welch#net});
 *   <li><b>steady</b>: no change of the host shows: the changes are left as measured (widening
 *       them by the host's uncertainty would count the host's round-to-round noise twice, as
 *       the commands' own spread already holds it);
 *   <li><b>declined</b>: the host changed by more than {@link #DECLINE_PERCENT}: no change is
 *       called (verdict {@code ?}): so large a change of the machine does not slow every command
 *       in proportion to a CPU loop, and nothing else tells the command's share.
 * </ul>
 *
 * Where one run lacks the reference (run without --host-reference, or older files), nothing is
 * done and the output says so.
 */
final class HostDrift {

  /** A change of the host beyond this, in %, declines every verdict. */
  static final double DECLINE_PERCENT = 25;

  /** What was done about the host between two runs. */
  enum Method {
    NORMALISED, STEADY, DECLINED, NONE;

    String code() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * The host's change between two runs and what it made compare do.
   *
   * @param change the reference's change, empty when a run lacks it
   * @param why the sentence that says what was done, for the output
   */
  record Host(Method method, Optional<Change> change, String why) {}

  private HostDrift() {}

  /**
   * The host's change from {@code old} to {@code now} (of folders labelled {@code a} and
   * {@code b}), or empty when neither recorded a reference: folders older than it say nothing.
   */
  static Optional<Host> of(String a, Report old, String b, Report now, double alpha) {
    Optional<HostReference> before = old.host();
    Optional<HostReference> after = now.host();
    if (before.isEmpty() && after.isEmpty()) {
      return Optional.empty();
    }
    if (before.isEmpty() || after.isEmpty()) {
      String lacking = before.isEmpty() ? a : b;
      return Optional.of(new Host(Method.NONE, Optional.empty(), lacking + " did not time the"
          + " host's reference workload (run without --host-reference, or its files predate"
          + " it): changes may include a change of the host's speed"));
    }
    if (!before.get().work().equals(after.get().work())) {
      return Optional.of(new Host(Method.NONE, Optional.empty(), a + " and " + b + " timed"
          + " different reference workloads: changes may include a change of the host's speed"));
    }
    Optional<Change> host = Welch.change(before.get().times(), after.get().times());
    if (host.isEmpty()) {
      return Optional.of(new Host(Method.NONE, Optional.empty(), "the host's reference workload"
          + " ran in fewer than 2 rounds in " + a + " or " + b + ": changes may include a change"
          + " of the host's speed"));
    }
    Change h = host.get();
    String measured = String.format(Locale.ROOT, "the host's reference workload changed %s"
        + " [%s, %s]", Cells.percent(h.percent()), Cells.percent(h.lowPercent()),
        Cells.percent(h.highPercent()));
    if (Math.abs(h.percent()) > DECLINE_PERCENT) {
      return Optional.of(new Host(Method.DECLINED, host, measured + ", more than "
          + Cells.percent(DECLINE_PERCENT).substring(1) + ": no change is called (?); compare"
          + " runs taken on a steadier machine"));
    }
    if (h.p() < alpha) {
      return Optional.of(new Host(Method.NORMALISED, host, measured + ": every change is net"
          + " of the host's, its interval widened by the host's"));
    }
    return Optional.of(new Host(Method.STEADY, host, measured + ", not significant: the"
        + " changes are left as measured"));
  }

  /** {@code change} as {@code host} makes it; unchanged without a reference or when declined. */
  static Change adjusted(Optional<Host> host, Change change) {
    if (host.isEmpty() || host.get().change().isEmpty()) {
      return change;
    }
    return switch (host.get().method()) {
      case NORMALISED -> Welch.net(change, host.get().change().get());
      default -> change;
    };
  }

  /** Whether {@code host} declines every verdict. */
  static boolean declined(Optional<Host> host) {
    return host.isPresent() && host.get().method() == Method.DECLINED;
  }
}
