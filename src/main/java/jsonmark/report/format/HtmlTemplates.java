package jsonmark.report.format;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every HTML page's templates, style and script (report.html, the matrix's, compare.html), read
 * once from the jar: Mustache with HTML escaping on every {@code {{value}}}, so that no command
 * text or name can end an element, where string concatenation had to remember to escape each
 * one; one stylesheet and one script shared by every page.
 */
public final class HtmlTemplates {

  static final Template BENCHMARK = compile("benchmark.mustache");
  static final Template MATRIX = compile("matrix.mustache");
  /** compare.html: the folders, what differs, a table per benchmark, the change charts. */
  public static final Template COMPARE = compile("compare.mustache");
  /** The stylesheet every page shares. */
  public static final String CSS = resource("report.css");
  /** compare.html's own rules, after {@link #CSS}: coloured changes, a card per row on a phone. */
  public static final String COMPARE_CSS = resource("compare.css");
  private static final String JS = resource("report.js");

  private HtmlTemplates() {}

  /** {@code template} filled from {@code view}, with the shared style and script added. */
  public static String render(Template template, Map<String, Object> view) {
    Map<String, Object> all = new HashMap<>(view);
    all.put("css", CSS);
    all.put("compareCss", COMPARE_CSS);
    all.put("js", JS);
    return template.execute(all);
  }

  /** A table row as the templates iterate it. */
  public static Map<String, Object> row(List<String> cells) {
    return Map.of("cells", cells);
  }

  private static Template compile(String name) {
    return Mustache.compiler().escapeHTML(true).compile(resource(name));
  }

  private static String resource(String name) {
    try (InputStream in = HtmlTemplates.class.getResourceAsStream("html/" + name)) {
      if (in == null) {
        throw new IllegalStateException("html/" + name + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
