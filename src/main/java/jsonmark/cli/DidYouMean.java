package jsonmark.cli;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

/** The known names a mistyped one is close to: a couple of edits away, or its beginning. */
final class DidYouMean {

  /** Edits (insertions, deletions, substitutions) a typo may be from the name it means. */
  static final int MAX_EDITS = 2;

  private DidYouMean() {}

  /** The names near {@code typed}, in their given order. */
  static List<String> near(String typed, Collection<String> names) {
    String word = typed.toLowerCase(Locale.ROOT);
    return names.stream()
        .filter(name -> !name.equals(typed))
        .filter(name -> {
          String known = name.toLowerCase(Locale.ROOT);
          return distance(word, known) <= MAX_EDITS
              || (word.replace("-", "").length() >= 3 && known.startsWith(word));
        })
        .toList();
  }

  /** "; did you mean 'a'?" or "; did you mean 'a' or 'b'?", or nothing when none is near. */
  static String suggestion(String typed, Collection<String> names) {
    List<String> near = near(typed, names);
    if (near.isEmpty()) {
      return "";
    }
    List<String> quoted = near.stream().limit(3).map(name -> "'" + name + "'").toList();
    return "; did you mean " + String.join(" or ", quoted) + "?";
  }

  /** Levenshtein distance: edits that turn {@code a} into {@code b}. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
