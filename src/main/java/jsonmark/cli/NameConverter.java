package jsonmark.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A command's label: one line of printable text, since it appears in log lines and tables. */
public final class NameConverter implements ITypeConverter<String> {

  @Override
  public String convert(String value) {
    if (value.isBlank()) {
      throw new TypeConversionException("must not be empty");
    }
    if (value.chars().anyMatch(Character::isISOControl)) {
      throw new TypeConversionException(
          "must be one line of printable text, not '" + escaped(value) + "'");
    }
    return value;
  }

  /** Control characters as {@code \\uXXXX}, so that a message stays on one line. */
  static String escaped(String text) {
    StringBuilder shown = new StringBuilder();
    text.chars().forEach(c -> shown.append(
        Character.isISOControl(c) ? String.format("\\u%04x", c) : String.valueOf((char) c)));
    return shown.toString();
  }
}
