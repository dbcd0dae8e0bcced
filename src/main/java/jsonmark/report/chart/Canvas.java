package jsonmark.report.chart;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/** What the hand-drawn charts share: a white antialiased canvas, text helpers, PNG encoding. */
public final class Canvas {

  public static final Color GRID = new Color(225, 225, 225);

  /** Every chart's fonts, one set: a chart's title. */
  public static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
  /** Subtitles, names, figures and legends. */
  public static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
  /** A panel's or a table's heading inside a chart. */
  public static final Font HEADING = new Font(Font.SANS_SERIF, Font.BOLD, 12);
  /** Labels placed among the points, and axis ticks. */
  public static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
  /** The same, bold, for the label that matters most. */
  public static final Font SMALL_BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 11);
  /** The ticks of a small panel's axes. */
  public static final Font TICK = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
  private static final int MAX_LABEL = 32;

  private Canvas() {}

  /** A graphics context on {@code image}, cleared to white, antialiased. */
  public static Graphics2D begin(BufferedImage image) {
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, image.getWidth(), image.getHeight());
    return g;
  }

  /** {@code text} centred on {@code x}. */
  public static void centred(Graphics2D g, String text, int x, int y) {
    g.drawString(text, x - g.getFontMetrics().stringWidth(text) / 2, y);
  }

  /** A command's name cut to a length a chart can show. */
  public static String shorten(String name) {
    return shorten(name, MAX_LABEL);
  }

  /** {@code name} cut to {@code length} characters, the cut marked. */
  static String shorten(String name, int length) {
    return name.length() <= length ? name : name.substring(0, length - 1) + "…";
  }

  /**
   * {@code image} as PNG bytes, encoded in memory only: ImageIO's own {@code write} buffers
   * through a cache file in {@code java.io.tmpdir}, so a full or unusable temporary folder
   * failed every chart ("Can't create cache file!") and was blamed on the results folder.
   */
  public static byte[] png(BufferedImage image) throws IOException {
    Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
    if (!writers.hasNext()) {
      throw new IOException("no PNG writer in this JVM");
    }
    ImageWriter writer = writers.next();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ImageOutputStream out = new MemoryCacheImageOutputStream(bytes)) {
      writer.setOutput(out);
      writer.write(image);
    } finally {
      writer.dispose();
    }
    return bytes.toByteArray();
  }
}
