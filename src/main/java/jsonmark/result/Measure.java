package jsonmark.result;

import jsonmark.io.Coded;

/** What a run measures (--measure): wall time, the instructions its tree executed, or both. */
public enum Measure implements Coded {
  /** Wall time from spawn to exit, as always. */
  TIME,
  /** The instructions every process of the tree executed, counted under Valgrind. */
  INSTRUCTIONS,
  /**
   * Both: every run natively for its wall time, with the time budget; the start-up runs and the
   * first few timed runs a second time under Valgrind for their counts.
   */
  BOTH;

  /** Whether runs execute under Valgrind and carry an instruction count. */
  public boolean counts() {
    return this != TIME;
  }

  /** Whether wall time is a figure the user asked for. */
  public boolean times() {
    return this != INSTRUCTIONS;
  }

  /** {@code measure}, or for results written before --measure existed (null), {@link #TIME}. */
  public static Measure orDefault(Measure measure) {
    return measure == null ? TIME : measure;
  }

  /** The measure written {@code code}, in any case. */
  public static Measure of(String code) {
    return Coded.of(Measure.class, code);
  }
}
