package jsonmark.cli;

import java.nio.charset.Charset;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A file or folder named on the command line, refused when it would name another one: empty (the
 * current folder, silently), or with bytes the locale could not decode (the JVM turns them into
 * U+FFFD, so the path would point somewhere else than the user named).
 */
public final class PathConverter implements ITypeConverter<Path> {

  @Override
  public Path convert(String value) {
    if (value.isBlank()) {
      throw new TypeConversionException("must not be empty");
    }
    if (value.indexOf('\uFFFD') >= 0) {
      throw new TypeConversionException("'" + value + "' has bytes that are not valid in this"
          + " locale's character set (" + Charset.defaultCharset() + "); rename the folder or"
          + " choose another");
    }
    try {
      return Path.of(value);
    } catch (InvalidPathException e) {
      throw new TypeConversionException("'" + value + "' is not a usable path: " + e.getReason());
    }
  }
}
