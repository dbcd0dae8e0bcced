package jsonmark.serialize;

import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import jsonmark.benchmark.Benchmark;

/** One Java JSON library writing records as JSON Lines. Implementations are thread-safe. */
public interface Serializer {

  /** The name used on the command line, e.g. {@code jackson}. */
  String name();

  /** One line for {@code --list}: the library and its version. */
  String description();

  /** Writes each record as one compact JSON document followed by {@code '\n'}. */
  <R> void writeLines(List<R> records, Class<R> type, OutputStream out) throws IOException;

  /**
   * The same bytes as {@link #writeLines}, always through the library's own writer, where
   * {@code writeLines} may take a faster path of the serializer's own: what {@code jsonmark
   * serializers} times, so that it compares the libraries.
   */
  default <R> void writeLinesWithLibrary(List<R> records, Class<R> type, OutputStream out)
      throws IOException {
    writeLines(records, type, out);
  }

  /** A writer of {@code benchmark}'s blocks that skips the records, when this serializer has one. */
  default Optional<DirectBlocks> directBlocks(Benchmark<?> benchmark) {
    return Optional.empty();
  }
}
