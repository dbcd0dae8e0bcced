package jsonmark.io;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Safe file names from command labels, which are often whole shell commands: runs of anything
 * but letters, digits, dots and dashes become one underscore, and the result is cut to 60
 * characters. Two commands that would share a name get their position appended.
 */
public final class FileNames {

  private static final int MAX_LENGTH = 60;

  private FileNames() {}

  public static String safe(String label) {
    String safe = label.replaceAll("[^A-Za-z0-9.-]+", "_").replaceAll("^[_.]+|_+$", "");
    if (safe.length() > MAX_LENGTH) {
      safe = safe.substring(0, MAX_LENGTH).replaceAll("_+$", "");
    }
    return safe.isEmpty() ? "command" : safe;
  }

  /** A distinct safe name for each label, in order; the same labels always give the same names. */
  public static List<String> distinct(List<String> labels) {
    List<String> names = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    for (int i = 0; i < labels.size(); i++) {
      String name = safe(labels.get(i));
      while (!taken.add(name.toLowerCase(Locale.ROOT))) {
        name = name + "-" + (i + 1);
      }
      names.add(name);
    }
    return names;
  }
}
