package jsonmark.report.export;

/** What the numbers of an export are: seconds of wall time, or instructions counted. */
public enum Unit {
  /** Wall time in seconds, hyperfine's own unit. */
  SECOND("second"),
  /** Instructions the command's whole process tree executed, counted under Valgrind. */
  INSTRUCTION("instruction");

  private final String code;

  Unit(String code) {
    this.code = code;
  }

  /** {@code second} or {@code instruction}, as the files say it. */
  public String code() {
    return code;
  }
}
