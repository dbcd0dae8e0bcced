package jsonmark.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a chart says above its plot: its title and subtitles, and, for a run that did not run to
 * its end, the claims' sentence first, as the title, the chart's own title and subtitles after
 * it, so that every chart of an interrupted run's folder says so before anything else.
 *
 * @param title the first line, in the title's font
 * @param subtitles the lines after it
 * @param above the pixels the sentence adds above the chart's own titles, 0 for none
 */
record Heading(String title, List<String> subtitles, int above) {

  /** A title's padding on its left and right ({@link ChartStyle#chart}). */
  private static final int TITLE_PADDING = 20;

  Heading {
    subtitles = List.copyOf(subtitles);
  }

  /**
   * {@code title} and {@code subtitles}, after {@code first} when there is one, for a picture
   * {@code width} pixels wide: taller by the sentence as the title font wraps it there.
   */
  static Heading of(Optional<String> first, String title, List<String> subtitles, int width) {
    if (first.isEmpty()) {
      return new Heading(title, subtitles, 0);
    }
    List<String> after = new ArrayList<>(List.of(title));
    after.addAll(subtitles);
    return new Heading(first.get(), after, ChartStyle.wrappedHeight(first.get(), ChartStyle.TITLE,
        width - TITLE_PADDING));
  }

  /** Every line, the first first. */
  List<String> lines() {
    List<String> lines = new ArrayList<>(List.of(title));
    lines.addAll(subtitles);
    return lines;
  }
}
