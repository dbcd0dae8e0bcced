package jsonmark.report.chart;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.imageio.ImageIO;

/** What the hand-drawn charts share: a white antialiased canvas, text helpers, PNG encoding. */
public final class Canvas {

  public static final Color GRID = new Color(225, 225, 225);
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

  public static byte[] png(BufferedImage image) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    if (!ImageIO.write(image, "png", bytes)) {
      throw new IOException("no PNG writer in this JVM");
    }
    return bytes.toByteArray();
  }
}
