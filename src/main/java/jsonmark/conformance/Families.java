package jsonmark.conformance;

import java.util.ArrayList;
import java.util.List;

/**
 * The variants every must-reject fault gets for free: the same fault two levels down, and the
 * same fault under a key the typed models do not bind. A parser that checks only the members it
 * reads, or only the top level, accepts one of them.
 */
final class Families {

  /** The member the nested variant fills: the typed Java and Go models read it as any value. */
  static final String NESTED_MEMBER = "null";

  /** The key the unknown-key variant adds: no model of any benchmark has it. */
  static final String UNKNOWN_KEY = "extra";

  private Families() {}

  /** Both variants of every fault: all nested ones first, then all unknown-key ones. */
  static List<Case> of(List<Fault> faults) {
    List<Case> cases = new ArrayList<>();
    faults.forEach(f -> cases.add(nested(f)));
    faults.forEach(f -> cases.add(underUnknownKey(f)));
    return List.copyOf(cases);
  }

  /**
   * {@code "null":{"a":[FAULT]}}: inside an array inside an object, in the one member that the
   * typed Java and Go models read as any JSON value, so they parse it rather than refuse its type.
   */
  static Case nested(Fault f) {
    return family(f, "nested", "at $.null.a[0]",
        Fault.good().with(NESTED_MEMBER, "{\"a\":[" + Fault.mark() + "]}"));
  }

  /** {@code "extra":FAULT} after the record's last member: typed models skip such a value. */
  static Case underUnknownKey(Fault f) {
    return family(f, "unknown-key", "under the unknown key \"" + UNKNOWN_KEY + "\"",
        Fault.good().append(UNKNOWN_KEY, Fault.mark()));
  }

  private static Case family(Fault f, String suffix, String where, Line line) {
    return Case.reject(f.name() + "-" + suffix,
        "the fault of " + f.name() + " (" + f.shown() + ") " + where,
        Lines.concat(Line.record(3, 4).compact(), "\n", Fault.embed(line, f.value()), "\n"));
  }
}
