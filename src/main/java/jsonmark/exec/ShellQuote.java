package jsonmark.exec;

import java.util.regex.Pattern;

/** Quotes a string as one POSIX shell word, so that no character in it is ever code. */
public final class ShellQuote {

  private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_@%+=:,./-]+");

  private ShellQuote() {}

  /** Leaves plain words alone and single-quotes the rest, closing around each single quote. */
  public static String quote(String word) {
    if (!word.isEmpty() && SAFE.matcher(word).matches()) {
      return word;
    }
    return "'" + word.replace("'", "'\"'\"'") + "'";
  }
}
