package jsonmark.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.UUID;

/**
 * The one way result files are made, for every command of the tool: JSON and CSV through the
 * shared Jackson mappers (snake_case keys, plain decimals, no locale), and atomic writes.
 */
public final class ResultFiles {

  private ResultFiles() {}

  /** {@code value} as indented JSON with snake_case keys, ending in a newline. */
  public static String json(Object value) {
    try {
      return Mappers.JSON.writeValueAsString(value) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code rows} as CSV with a header; the columns are {@code type}'s properties in order. */
  public static <T> String csv(List<T> rows, Class<T> type) {
    try {
      return Mappers.CSV.writer(Mappers.CSV.schemaFor(type).withHeader()).writeValueAsString(rows);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Writes {@code text} to {@code target} under a temporary name in the same folder, then renames
   * it over the old file: a reader sees the previous complete file or the new one, never a part.
   */
  public static void writeAtomically(Path target, String text) throws IOException {
    writeAtomically(target, text.getBytes(StandardCharsets.UTF_8));
  }

  /** Bytes written as {@link #writeAtomically(Path, String)} writes text. */
  public static void writeAtomically(Path target, byte[] bytes) throws IOException {
    Path temporary =
        target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp");
    try {
      Files.write(temporary, bytes, StandardOpenOption.CREATE_NEW);
      Files.move(
          temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(temporary);
    }
  }
}
