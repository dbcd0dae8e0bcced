package jsonmark.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recognises a quoted argument that a second shell will parse as code: the script of {@code sh
 * -c '...'} (or bash, dash, zsh, ksh, ash, mksh, {@code busybox sh}, with options before
 * {@code -c}) and the argument of {@code eval}. A path pasted into such text as plain characters
 * would be split or run as code by that shell.
 */
final class NestedShells {

  private static final Set<String> SHELLS =
      Set.of("sh", "bash", "dash", "zsh", "ksh", "ash", "mksh", "posh", "yash");

  /** An option word that carries {@code c}: {@code -c}, {@code -ec}, {@code -euxc}. */
  private static final Pattern DASH_C = Pattern.compile("-[A-Za-z]*c[A-Za-z]*");

  private NestedShells() {}

  /** Whether the quote at {@code quote} in {@code s} opens the script of a nested shell. */
  static boolean scriptAt(String s, int quote) {
    if (quote > 0 && " \t".indexOf(s.charAt(quote - 1)) < 0) {
      return false; // the quote continues a word: x'...' is no script of its own
    }
    List<String> words = wordsBefore(s, quote);
    int last = words.size() - 1;
    if (last < 0) {
      return false;
    }
    if (words.get(last).equals("eval")) {
      return true;
    }
    if (!DASH_C.matcher(words.get(last)).matches()) {
      return false;
    }
    for (int w = last - 1; w >= 0; w--) {
      String word = words.get(w);
      String name = word.substring(word.lastIndexOf('/') + 1);
      if (SHELLS.contains(name)) {
        return true;
      }
      boolean option = word.startsWith("-") || word.startsWith("+");
      boolean optionArgument = w > 0 && (words.get(w - 1).equals("-o")
          || words.get(w - 1).equals("+o"));
      if (!option && !optionArgument) {
        return false;
      }
    }
    return false;
  }

  /** The blank-separated words of the simple command that {@code end} is in, up to {@code end}. */
  private static List<String> wordsBefore(String s, int end) {
    int start = end;
    while (start > 0 && ";&|(\n`".indexOf(s.charAt(start - 1)) < 0) {
      start--;
    }
    List<String> words = new ArrayList<>();
    for (String word : s.substring(start, end).trim().split("[ \t]+")) {
      if (!word.isEmpty()) {
        words.add(word);
      }
    }
    return words;
  }
}
