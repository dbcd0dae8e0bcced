package jsonmark.docs;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The relative file targets of a Markdown page's links and images, as a reader's renderer
 * follows them: inline links and images (with an optional title or angle brackets), reference
 * definitions, and HTML {@code src}/{@code href}; not what sits in code (fenced blocks, spans),
 * nor web addresses ({@code http:}, {@code mailto:}...) nor links to an anchor of the same page.
 * The {@code #anchor} of a target is dropped: the file is what must exist.
 */
final class MarkdownLinks {

  private static final Pattern FENCE = Pattern.compile("(?ms)^\\s*(```|~~~).*?^\\s*\\1[^\\n]*$");
  private static final Pattern SPAN = Pattern.compile("`[^`\\n]*`");
  private static final Pattern INLINE =
      Pattern.compile("!?\\[[^\\]]*\\]\\(\\s*(?:<([^>]+)>|([^)\\s]+))(?:\\s+[\"'(][^)]*)?\\)");
  private static final Pattern DEFINITION =
      Pattern.compile("(?m)^ {0,3}\\[[^\\]]+\\]:\\s*(?:<([^>]+)>|(\\S+))");
  private static final Pattern HTML =
      Pattern.compile("<(?:img|a|source)\\b[^>]*?\\b(?:src|href)\\s*=\\s*\"([^\"]+)\"");

  private static final Pattern HEADING = Pattern.compile("(?m)^ {0,3}#{1,6}[ \\t]+(.*?)[ \\t#]*$");

  private MarkdownLinks() {}

  /**
   * The links and images of {@code markdown} whose target has an anchor, same-page ones
   * ({@code #top}) included, with the anchor; not web addresses nor what sits in code.
   */
  static List<String> targetsWithAnchors(String markdown) {
    String text = SPAN.matcher(FENCE.matcher(markdown).replaceAll("")).replaceAll("");
    List<String> targets = new ArrayList<>();
    Matcher m = INLINE.matcher(text);
    while (m.find()) {
      String target = m.group(1) != null ? m.group(1) : m.group(2);
      if (target.contains("#") && !target.matches("[A-Za-z][A-Za-z0-9+.-]*:.*")) {
        targets.add(target);
      }
    }
    return targets;
  }

  /**
   * The anchors of the headings of {@code markdown}, as GitHub spells them: lower case, spaces
   * as hyphens, every character but letters, digits, {@code -} and {@code _} dropped, a repeated
   * one numbered {@code -1}, {@code -2}...; not the lines that code blocks hold.
   */
  static List<String> anchors(String markdown) {
    Matcher m = HEADING.matcher(FENCE.matcher(markdown).replaceAll(""));
    List<String> anchors = new ArrayList<>();
    while (m.find()) {
      String slug = m.group(1).strip().toLowerCase(java.util.Locale.ROOT)
          .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
      String unique = slug;
      for (int n = 1; anchors.contains(unique); n++) {
        unique = slug + "-" + n;
      }
      anchors.add(unique);
    }
    return anchors;
  }

  /** The relative targets of {@code markdown}, each without its anchor, in order of kind. */
  static List<String> targets(String markdown) {
    String text = SPAN.matcher(FENCE.matcher(markdown).replaceAll("")).replaceAll("");
    List<String> targets = new ArrayList<>();
    for (Pattern pattern : List.of(INLINE, DEFINITION, HTML)) {
      Matcher m = pattern.matcher(text);
      while (m.find()) {
        String target = m.group(1) != null ? m.group(1) : m.group(2);
        if (!target.matches("[A-Za-z][A-Za-z0-9+.-]*:.*") && !target.startsWith("#")) {
          targets.add(target.replaceAll("#.*", ""));
        }
      }
    }
    return targets;
  }
}
