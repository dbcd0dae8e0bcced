package jsonmark.conformance;

/** What a case asks of a deserializer, and whether its answer is scored. */
public enum Category {
  /** Valid JSON Lines of valid records: exit 0 with the right checksum. */
  MUST_ACCEPT("must accept", true),
  /** Not JSON (RFC 8259) or not JSON Lines: exit non-zero, without a crash or a hang. */
  MUST_REJECT("must reject", true),
  /** Valid JSON that breaks the Simple1Benchmark record schema: what it did is reported. */
  SCHEMA("schema", false),
  /** Valid JSON whose meaning RFC 8259 leaves to the implementation: reported. */
  IMPLEMENTATION_DEFINED("implementation-defined", false);

  private final String label;
  private final boolean scored;

  Category(String label, boolean scored) {
    this.label = label;
    this.scored = scored;
  }

  /** How the reports name it. */
  public String label() {
    return label;
  }

  /** Whether a wrong answer counts against the command (and fails {@code --strict}). */
  public boolean scored() {
    return scored;
  }
}
