package jsonmark.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Recognises text that a second shell parses as code after the first has expanded it: the script
 * of {@code sh -c '...'} (or bash, dash, zsh, ksh, ash, mksh, {@code busybox sh}, with options
 * and {@code --} around {@code -c}), the words of {@code eval}, and the words of an {@code echo}
 * or {@code printf} and the body of a here-document when a shell reads them from its standard
 * input ({@code sh <<EOF}, {@code cat <<EOF | sh}, {@code echo ... | bash}). A path pasted into
 * such text as plain characters would be split or run as code by that shell. The pipeline checks
 * read the rest of the line without its quotes: a wrong guess there gives a program a variable
 * reference instead of the path, never the path as code.
 */
final class NestedShells {

  private static final Set<String> SHELLS =
      Set.of("sh", "bash", "dash", "zsh", "ksh", "ash", "mksh", "posh", "yash");

  /** Programs that run the words after them as a command, so a shell there is still the reader. */
  private static final Set<String> WRAPPERS =
      Set.of("env", "exec", "command", "nice", "nohup", "busybox", "setsid");

  /** Words that may stand before a command's name in the same simple command. */
  private static final Set<String> PREFIXES = Set.of(
      "!", "{", "if", "then", "else", "elif", "while", "until", "do", "time", "command", "builtin");

  /** An option word that carries {@code c}: {@code -c}, {@code -ec}, {@code -euxc}. */
  private static final Pattern DASH_C = Pattern.compile("-[A-Za-z]*c[A-Za-z]*");

  private NestedShells() {}

  /** Whether the quote at {@code quote} in {@code s} opens the script of a nested shell. */
  static boolean scriptAt(String s, int quote) {
    if (quote > 0 && " \t".indexOf(s.charAt(quote - 1)) < 0) {
      return false; // the quote continues a word: x'...' is no script of its own
    }
    List<String> words = wordsBefore(s, quote);
    int w = words.size() - 1;
    // Between -c and its script: '--', and options (sh -c -e '...'), as dash and bash take them.
    while (w >= 0 && !DASH_C.matcher(words.get(w)).matches()) {
      if (isOption(words.get(w))) {
        w--;
      } else if (w > 0 && isSetOption(words.get(w - 1))) {
        w -= 2;
      } else {
        return false;
      }
    }
    for (w--; w >= 0; w--) {
      String word = words.get(w);
      if (SHELLS.contains(name(word))) {
        return true;
      }
      if (!isOption(word) && !(w > 0 && isSetOption(words.get(w - 1)))) {
        return false;
      }
    }
    return false;
  }

  /**
   * {@code "eval"}, {@code "echo"} or {@code "printf"} when that word starts at {@code i} as the
   * name of a command, whose following words are then a nested script (those of a command that
   * prints them only when {@link #pipedToShell}); null otherwise.
   */
  static String wordsCommandAt(String s, int i) {
    for (String name : List.of("eval", "echo", "printf")) {
      int end = i + name.length();
      if (!s.startsWith(name, i) || (end < s.length() && " \t".indexOf(s.charAt(end)) < 0)
          || (i > 0 && " \t\n;&|(`".indexOf(s.charAt(i - 1)) < 0)) {
        continue;
      }
      boolean commandName = wordsBefore(s, i).stream()
          .allMatch(word -> PREFIXES.contains(word) || word.contains("="));
      return commandName ? name : null;
    }
    return null;
  }

  /**
   * Whether the here-document whose operator runs from {@code start} to {@code end} is read by a
   * shell as its script: its command is a shell reading its standard input, or a pipe later on
   * its line leads into one (also from a group, {@code { cat <<EOF; } | sh}).
   */
  static boolean hereDocIsScript(String s, int start, int end) {
    List<String> words = new ArrayList<>(wordsBefore(s, start));
    int stageEnd = end;
    while (stageEnd < s.length() && ";&|\n".indexOf(s.charAt(stageEnd)) < 0) {
      stageEnd++;
    }
    words.addAll(words(s.substring(end, stageEnd)));
    if (readsStdin(words)) {
      return true;
    }
    int lineEnd = s.indexOf('\n', end);
    for (int bar = stageEnd; bar < (lineEnd < 0 ? s.length() : lineEnd); bar++) {
      if (pipedToShell(s, bar)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code s} has a pipe at {@code bar} and a later stage of that pipeline is a shell
   * that reads its script from its standard input.
   */
  static boolean pipedToShell(String s, int bar) {
    if (bar >= s.length() || s.charAt(bar) != '|' || s.startsWith("||", bar)) {
      return false;
    }
    int end = bar + 1;
    while (end < s.length() && ";&\n)".indexOf(s.charAt(end)) < 0 && !s.startsWith("||", end)) {
      end++;
    }
    for (String stage : s.substring(bar + 1, end).split("\\|")) {
      if (readsStdin(words(stage))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code words} run a shell that reads its script from standard input: no {@code -c},
   * and no script file (or {@code -s}, after which the words are its arguments).
   */
  static boolean readsStdin(List<String> given) {
    List<String> words = new ArrayList<>(given);
    words.removeIf(word -> word.contains("<") || word.contains(">")); // redirections
    int w = 0;
    while (w < words.size() && !SHELLS.contains(name(words.get(w)))) {
      String word = words.get(w);
      if (!WRAPPERS.contains(name(word)) && !word.contains("=") && !isOption(word)) {
        return false;
      }
      w++;
    }
    if (w == words.size()) {
      return false;
    }
    for (w++; w < words.size(); w++) {
      String word = words.get(w);
      if (word.equals("--") || word.equals("-")) {
        return w + 1 == words.size() || words.get(w + 1).equals("/dev/stdin");
      } else if (isSetOption(word)) {
        w++;
      } else if (word.startsWith("-") && !word.startsWith("--")) {
        if (word.contains("c")) {
          return false;
        }
        if (word.contains("s")) {
          return true;
        }
      } else if (!isOption(word)) {
        return word.equals("/dev/stdin");
      }
    }
    return true;
  }

  private static boolean isOption(String word) {
    return word.startsWith("-") || word.startsWith("+");
  }

  /** {@code -o} or {@code +o}, whose next word is an option's name, not an operand. */
  private static boolean isSetOption(String word) {
    return word.equals("-o") || word.equals("+o");
  }

  private static String name(String word) {
    return word.substring(word.lastIndexOf('/') + 1);
  }

  /** The blank-separated words of the simple command that {@code end} is in, up to {@code end}. */
  private static List<String> wordsBefore(String s, int end) {
    int start = end;
    while (start > 0 && ";&|(\n`".indexOf(s.charAt(start - 1)) < 0) {
      start--;
    }
    return words(s.substring(start, end));
  }

  private static List<String> words(String text) {
    List<String> words = new ArrayList<>();
    for (String word : text.trim().split("[ \t]+")) {
      if (!word.isEmpty()) {
        words.add(word);
      }
    }
    return words;
  }
}
