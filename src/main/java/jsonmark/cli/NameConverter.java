package jsonmark.cli;

import java.util.OptionalInt;
import jsonmark.log.OneLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A command's label: one line of printable text, since it appears in log lines and tables; no
 * character that would break the line, turn it around or not show ({@link OneLine}).
 */
public final class NameConverter implements ITypeConverter<String> {

  @Override
  public String convert(String value) {
    if (value.isBlank()) {
      throw new TypeConversionException("must not be empty");
    }
    OptionalInt hidden = OneLine.firstHidden(value);
    if (hidden.isPresent()) {
      throw new TypeConversionException("must be one line of printable text, not '"
          + OneLine.escaped(value) + "' (" + OneLine.described(hidden.getAsInt()) + ")");
    }
    return value;
  }
}
