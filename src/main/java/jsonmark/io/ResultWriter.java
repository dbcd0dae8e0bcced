package jsonmark.io;

import java.awt.AWTError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The one writer of result files, for every subcommand: writes a list of {@link Exporter}s into
 * one folder, each file under a temporary name in the folder and then renamed over the old one
 * atomically, so that a reader sees either the previous complete file or the new one.
 *
 * <p>A pass writes the text files first, then the charts and the pages that embed them, and the
 * index last: a chart that cannot be drawn costs only the charts and their pages. The writer
 * remembers which files it wrote, so that a file written once is not written again and the index
 * links the charts the folder holds without reading the disk.
 */
public final class ResultWriter {

  private final Path folder;
  private final Set<String> written = new HashSet<>();
  private final Set<String> charts = new HashSet<>();

  public ResultWriter(Path folder) {
    this.folder = folder;
  }

  public Path folder() {
    return folder;
  }

  /** (Re)writes every file of {@code exporters} from {@code model}, the charts included. */
  public <R> void write(R model, List<Exporter<R>> exporters) throws IOException {
    writeText(model, exporters, Exporter.Phase.TEXT, Exporter.Phase.ONCE);
    Map<String, byte[]> now = new LinkedHashMap<>();
    try {
      for (Exporter<R> chart : only(exporters, Exporter.Phase.CHART)) {
        Optional<byte[]> png = chart.render().apply(model, Drawn.none());
        if (png.isPresent()) {
          now.put(chart.file(), png.get());
          write(chart.file(), png.get());
          charts.add(chart.file());
        }
      }
      for (Exporter<R> page : only(exporters, Exporter.Phase.PAGE)) {
        writeOne(page, model, drawn(now));
      }
    } catch (RuntimeException | LinkageError | AWTError e) {
      writeText(model, exporters, Exporter.Phase.INDEX);
      throw new ChartFailure(e);
    }
    writeText(model, exporters, Exporter.Phase.INDEX); // last, linking the charts just drawn
  }

  /**
   * (Re)writes the text files only, the index linking the charts already in the folder: cheap
   * enough to do between two runs, where drawing charts would keep the driver busy.
   */
  public <R> void writeText(R model, List<Exporter<R>> exporters) throws IOException {
    writeText(model, exporters, Exporter.Phase.TEXT, Exporter.Phase.ONCE, Exporter.Phase.INDEX);
  }

  /** (Re)writes the one file {@code name}, a path relative to the folder, with {@code text}. */
  public void write(String name, String text) throws IOException {
    write(name, text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  private <R> void writeText(R model, List<Exporter<R>> exporters, Exporter.Phase... phases)
      throws IOException {
    for (Exporter.Phase phase : phases) {
      for (Exporter<R> exporter : only(exporters, phase)) {
        if (phase != Exporter.Phase.ONCE || !written.contains(exporter.file())) {
          writeOne(exporter, model, drawn(Map.of()));
        }
      }
    }
  }

  private <R> void writeOne(Exporter<R> exporter, R model, Drawn drawn) throws IOException {
    Optional<byte[]> bytes = exporter.render().apply(model, drawn);
    if (bytes.isPresent()) {
      write(exporter.file(), bytes.get());
    }
  }

  private void write(String name, byte[] bytes) throws IOException {
    Path target = folder.resolve(name);
    if (name.contains("/")) {
      Files.createDirectories(target.getParent());
    }
    ResultFiles.writeAtomically(target, bytes);
    written.add(name);
  }

  private Drawn drawn(Map<String, byte[]> now) {
    return new Drawn(now, charts);
  }

  private static <R> List<Exporter<R>> only(List<Exporter<R>> exporters, Exporter.Phase phase) {
    return exporters.stream().filter(e -> e.phase() == phase).toList();
  }

  /** Charts could not be drawn; the text files and the index are written. */
  public static final class ChartFailure extends IOException {

    private static final long serialVersionUID = 1L;

    ChartFailure(Throwable cause) {
      super("could not draw the charts (" + cause + "); the rest is written", cause);
    }
  }
}
