package jsonmark.history;

import com.samskivert.mustache.Mustache;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * history.html: one chart per line (embedded, so the page is one file to keep or send), and
 * under each its change points with what else changed. Mustache escapes every value.
 */
public final class HistoryHtml {

  private static final String TEMPLATE = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>JSONMark history</title>
      <style>body{font-family:sans-serif;margin:1.5em;max-width:1000px}
      img{max-width:100%;border:1px solid #ddd}li{margin:.2em 0}</style></head>
      <body><h1>JSONMark history</h1><p>{{store}}: {{lines}} series.</p>
      {{#charts}}<section><h2>{{title}}</h2><p>{{machine}}</p>
      <img alt="{{title}}" src="data:image/png;base64,{{png}}">
      {{#hasChanges}}<ul>{{#changes}}<li>{{text}}</li>{{/changes}}</ul>{{/hasChanges}}
      {{^hasChanges}}<p>No change point.</p>{{/hasChanges}}</section>
      {{/charts}}</body></html>
      """;

  private HistoryHtml() {}

  /** The page of {@code analyses}. */
  public static String render(List<Analysis> analyses, String store) throws IOException {
    List<Map<String, Object>> charts = new ArrayList<>();
    for (Analysis analysis : analyses) {
      List<Map<String, String>> changes = analysis.changes().stream()
          .map(c -> Map.of("text", ShowText.describe(c, analysis.line().key().measure())))
          .toList();
      charts.add(Map.of("title", analysis.line().title(),
          "machine", analysis.line().points().get(0).run().machine().facts(),
          "png", Base64.getEncoder().encodeToString(HistoryChart.png(analysis)),
          "hasChanges", !changes.isEmpty(), "changes", changes));
    }
    return Mustache.compiler().escapeHTML(true).compile(TEMPLATE).execute(Map.of(
        "store", store, "lines", analyses.size(), "charts", charts));
  }
}
