package jsonmark.conformance;

import java.util.Map;
import java.util.OptionalLong;

/**
 * One conformance case: a small JSON Lines file and what a deserializer should do with it.
 *
 * @param name short, file-name safe, unique in the suite
 * @param category what is asked, and whether it is scored
 * @param description one line saying what the file holds
 * @param content the file's exact bytes (not always valid UTF-8, on purpose)
 * @param expected the checksum a correct reading prints, for must-accept cases
 * @param readings for reported cases, what a printed checksum tells about the reading chosen
 * @param valuesChecked whether the command runs in validation mode on it and every value it
 *     writes back is compared with the file's, as {@code --validate} does (a must-accept case)
 * @param beyondRange whether the file holds a valid number beyond the range of a double, which a
 *     program may refuse as out of range ({@link Behaviour#OUT_OF_RANGE})
 */
public record Case(
    String name,
    Category category,
    String description,
    byte[] content,
    OptionalLong expected,
    Map<Long, String> readings,
    boolean valuesChecked,
    boolean beyondRange) {

  public Case {
    readings = Map.copyOf(readings);
  }

  /** A case whose numbers all fit a double. */
  public Case(String name, Category category, String description, byte[] content,
      OptionalLong expected, Map<Long, String> readings, boolean valuesChecked) {
    this(name, category, description, content, expected, readings, valuesChecked, false);
  }

  /** A case judged by its exit and checksum only. */
  public Case(String name, Category category, String description, byte[] content,
      OptionalLong expected, Map<Long, String> readings) {
    this(name, category, description, content, expected, readings, false);
  }

  /** A must-accept case whose lines are joined by {@code \n}, the last one ended too. */
  static Case accept(String name, String description, long expected, String... lines) {
    return new Case(
        name, Category.MUST_ACCEPT, description, Lines.of(lines), OptionalLong.of(expected),
        Map.of());
  }

  /** A must-accept case run in validation mode: exact values, not just the checksum, pass. */
  static Case values(String name, String description, long expected, String... lines) {
    return new Case(
        name, Category.MUST_ACCEPT, description, Lines.of(lines), OptionalLong.of(expected),
        Map.of(), true);
  }

  /** A must-reject case: a valid record first, so the parser must go on to the bad line. */
  static Case reject(String name, String description, String badLine) {
    return reject(name, description, Lines.of(Line.record(3, 4).compact(), badLine));
  }

  static Case reject(String name, String description, byte[] content) {
    return new Case(
        name, Category.MUST_REJECT, description, content, OptionalLong.empty(), Map.of());
  }

  /** A reported case: one line, with what some checksums would mean. */
  static Case reported(
      Category category, String name, String description, Map<Long, String> readings,
      String line) {
    return new Case(name, category, description, Lines.of(line), OptionalLong.empty(), readings);
  }

  /** The name: what tests and messages show, never the (possibly large) content. */
  @Override
  public String toString() {
    return name;
  }
}
