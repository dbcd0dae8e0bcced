package jsonmark.testing;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.htmlunit.cssparser.parser.CSSErrorHandler;
import org.htmlunit.cssparser.parser.CSSOMParser;
import org.htmlunit.cssparser.parser.CSSParseException;
import org.htmlunit.cssparser.parser.InputSource;

/**
 * Reads a page's stylesheet as a browser would, for the tests that check it is well formed: a
 * stray or missing brace does not fail in a browser, it silently drops the rules around it.
 */
public final class Stylesheets {

  private Stylesheets() {}

  /**
   * The problems of {@code css}, each on one line with its place: every brace that closes nothing
   * or is never closed (outside comments and strings), and every error or warning of a CSS3
   * parser. Empty when the stylesheet is well formed.
   */
  public static List<String> problems(String css) throws IOException {
    List<String> problems = new ArrayList<>(braces(css));
    CSSOMParser parser = new CSSOMParser();
    parser.setErrorHandler(new CSSErrorHandler() {
      @Override
      public void warning(CSSParseException e) {
        problems.add(where(e) + "warning: " + e.getMessage());
      }

      @Override
      public void error(CSSParseException e) {
        problems.add(where(e) + "error: " + e.getMessage());
      }

      @Override
      public void fatalError(CSSParseException e) {
        problems.add(where(e) + "fatal: " + e.getMessage());
      }
    });
    parser.parseStyleSheet(new InputSource(new StringReader(css)), null);
    return problems;
  }

  /** Each brace that closes nothing, and each left open at the end, by line. */
  static List<String> braces(String css) {
    List<String> problems = new ArrayList<>();
    List<Integer> open = new ArrayList<>();
    int line = 1;
    for (int i = 0; i < css.length(); i++) {
      char c = css.charAt(i);
      if (c == '\n') {
        line++;
      } else if (c == '/' && i + 1 < css.length() && css.charAt(i + 1) == '*') {
        int end = css.indexOf("*/", i + 2);
        end = end < 0 ? css.length() : end + 1;
        line += (int) css.substring(i, end).chars().filter(ch -> ch == '\n').count();
        i = end;
      } else if (c == '"' || c == '\'') {
        int end = i + 1;
        while (end < css.length() && css.charAt(end) != c && css.charAt(end) != '\n') {
          end += css.charAt(end) == '\\' ? 2 : 1;
        }
        i = end;
      } else if (c == '{') {
        open.add(line);
      } else if (c == '}') {
        if (open.isEmpty()) {
          problems.add("line " + line + ": '}' closes nothing");
        } else {
          open.remove(open.size() - 1);
        }
      }
    }
    open.forEach(l -> problems.add("line " + l + ": '{' is never closed"));
    return problems;
  }

  private static String where(CSSParseException e) {
    return "line " + e.getLineNumber() + ", column " + e.getColumnNumber() + ": ";
  }
}
