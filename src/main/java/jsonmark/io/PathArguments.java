package jsonmark.io;

import java.nio.charset.Charset;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/** Folder names from the command line, refused when they would name another folder. */
public final class PathArguments {

  private PathArguments() {}

  /**
   * The folder named by {@code option}. The JVM decodes arguments with the locale's charset and
   * turns bytes it cannot decode into U+FFFD: using that path would write somewhere else than the
   * user named, so such a path is refused.
   *
   * @throws IllegalArgumentException with a one-line message naming {@code option}
   */
  public static Path folder(String option, String value) {
    if (value.indexOf('\uFFFD') >= 0) {
      throw new IllegalArgumentException(option + " '" + value + "' has bytes that are not valid"
          + " in this locale's character set (" + Charset.defaultCharset() + "); rename the"
          + " folder or choose another");
    }
    try {
      return Path.of(value);
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException(
          option + " '" + value + "' is not a usable path: " + e.getReason());
    }
  }
}
