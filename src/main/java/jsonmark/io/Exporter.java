package jsonmark.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One result file: its path in the results folder, when it is written ({@link Phase}), and a pure
 * rendering of the model {@code R} into its bytes. A subcommand's files are one list of these,
 * written by {@link ResultWriter}; a new output is a new entry, never a new writer.
 *
 * @param file the file's path relative to the folder ({@code profile/x-1.csv} makes its folder)
 * @param phase when the writer writes it
 * @param render the file's bytes, or empty when it has nothing to show (a chart with no data)
 */
public record Exporter<R>(String file, Phase phase, Render<R> render) {

  /** When a file is written in one pass of the writer, and what it may depend on. */
  public enum Phase {
    /** A text file of the model alone, written first. */
    TEXT,
    /** A text file that never changes once written (a run's samples): written the first time. */
    ONCE,
    /** A chart, drawn after every text file: a failure to draw costs only the charts. */
    CHART,
    /** A page embedding the charts just drawn, written after them when they were drawn. */
    PAGE,
    /** A text file linking the charts in the folder, written last, even when a chart failed. */
    INDEX
  }

  /** Renders the model, given the charts of this pass and of the folder. */
  public interface Render<R> {
    Optional<byte[]> apply(R model, Drawn drawn) throws IOException;
  }

  /** Draws a chart of the model: its PNG bytes, or empty when there is nothing to draw. */
  public interface Chart<R> {
    Optional<byte[]> draw(R model) throws IOException;
  }

  /** A text file of the model alone. */
  public static <R> Exporter<R> text(String file, Function<? super R, String> render) {
    return new Exporter<>(file, Phase.TEXT, (model, drawn) -> utf8(render.apply(model)));
  }

  /** A text file written once, the first time the list is written with it. */
  public static <R> Exporter<R> once(String file, Function<? super R, String> render) {
    return new Exporter<>(file, Phase.ONCE, (model, drawn) -> utf8(render.apply(model)));
  }

  /** A chart. */
  public static <R> Exporter<R> chart(String file, Chart<R> chart) {
    return new Exporter<>(file, Phase.CHART, (model, drawn) -> chart.draw(model));
  }

  /** A page that embeds the charts drawn in the same pass ({@link Drawn#png}). */
  public static <R> Exporter<R> page(String file, BiFunction<? super R, Drawn, String> render) {
    return new Exporter<>(file, Phase.PAGE, (model, drawn) -> utf8(render.apply(model, drawn)));
  }

  /** A text file that links the charts in the folder ({@link Drawn#inFolder}). */
  public static <R> Exporter<R> index(String file, BiFunction<? super R, Drawn, String> render) {
    return new Exporter<>(file, Phase.INDEX, (model, drawn) -> utf8(render.apply(model, drawn)));
  }

  private static Optional<byte[]> utf8(String text) {
    return Optional.of(text.getBytes(StandardCharsets.UTF_8));
  }
}
