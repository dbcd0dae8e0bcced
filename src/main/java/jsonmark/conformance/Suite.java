package jsonmark.conformance;

import java.util.ArrayList;
import java.util.List;

/** The whole conformance suite, in report order: must accept, must reject, schema, the rest. */
public final class Suite {

  private Suite() {}

  public static List<Case> cases() {
    List<Case> all = new ArrayList<>(AcceptCases.all());
    all.addAll(RejectCases.all());
    all.addAll(ReportedCases.all());
    return List.copyOf(all);
  }
}
