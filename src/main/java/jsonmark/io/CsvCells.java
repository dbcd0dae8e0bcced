package jsonmark.io;

import java.util.regex.Pattern;

/**
 * The text cells of every CSV file, guarded against CSV injection as OWASP advises: a cell that
 * begins with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return is prefixed
 * with a single quote, so that a spreadsheet shows it as text instead of running it as a formula.
 * A cell that is a plain number ({@code -1.5}, {@code -42}) is left as it is: it runs nothing.
 */
public final class CsvCells {

  private static final Pattern NUMBER =
      Pattern.compile("[-+]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?");

  private CsvCells() {}

  /** {@code text} as a CSV cell: quoted with {@code '} when a spreadsheet would run it. */
  public static String guarded(String text) {
    if (text.isEmpty() || "=+-@\t\r".indexOf(text.charAt(0)) < 0
        || NUMBER.matcher(text).matches()) {
      return text;
    }
    return "'" + text;
  }
}
