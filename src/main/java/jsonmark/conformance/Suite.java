package jsonmark.conformance;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole conformance suite, in report order: must accept (then those whose values are checked),
 * must reject (each fault, the faults of a line, the families), schema, the rest.
 */
public final class Suite {

  private Suite() {}

  public static List<Case> cases() {
    List<Case> all = new ArrayList<>(AcceptCases.all());
    all.addAll(ValueCases.all());
    all.addAll(RejectCases.all());
    all.addAll(ReportedCases.all());
    return List.copyOf(all);
  }
}
