package jsonmark.report.chart;

import java.awt.Paint;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;

/**
 * JFreeChart renderers that take each item's colour from the chart: its command's language, or
 * compare's verdict. Stock renderers colour by series only, and a series per command would give
 * each command its own legend entry instead of one per language.
 */
public final class Painted {

  /** The colour of item {@code item} of series {@code series}. */
  @FunctionalInterface
  public interface ItemPaint {
    Paint of(int series, int item);
  }

  private Painted() {}

  /** Bars coloured item by item. */
  static final class Bars extends XYBarRenderer {
    private static final long serialVersionUID = 1L;
    private final transient ItemPaint paint;

    Bars(ItemPaint paint) {
      this.paint = paint;
    }

    @Override
    public Paint getItemPaint(int series, int item) {
      return paint.of(series, item);
    }
  }

  /**
   * Markers with error bars along the range axis, coloured item by item (the error bars too,
   * unless given a colour of their own), with their outlines in the series' outline colour when
   * {@code useOutlinePaint} is set.
   */
  public static final class Errors extends XYErrorRenderer {
    private static final long serialVersionUID = 1L;
    private final transient ItemPaint fill;

    /** Markers and bars in the colours of {@code fill}. */
    public Errors(ItemPaint fill) {
      this.fill = fill;
      setDrawXError(false);
      setDefaultLinesVisible(false);
      setUseFillPaint(true);
    }

    @Override
    public Paint getItemFillPaint(int series, int item) {
      return fill.of(series, item);
    }

    @Override
    public Paint getItemPaint(int series, int item) {
      return fill.of(series, item);
    }
  }
}
