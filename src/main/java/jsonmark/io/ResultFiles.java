package jsonmark.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The one way result files are made, for every command of the tool: JSON and CSV through the
 * shared Jackson mappers (snake_case keys, plain decimals, no locale), and atomic writes.
 */
public final class ResultFiles {

  /** {@code .NAME.UUID.tmp}: the temporary name of an atomic write. */
  private static final Pattern TEMPORARY =
      Pattern.compile("\\..+\\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.tmp");

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
      return Mappers.csv(type).writeValueAsString(rows);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@code csv} after each of {@code comments} as a line of its own starting {@code # }: what a
   * file of an unfinished run says first, which CSV readers skip when told ({@code
   * pandas.read_csv(..., comment='#')}, R's {@code read.csv(comment.char='#')}).
   */
  public static String commented(List<String> comments, String csv) {
    StringBuilder text = new StringBuilder();
    comments.forEach(line -> text.append("# ").append(line.replace('\n', ' ')).append('\n'));
    return text.append(csv).toString();
  }

  /**
   * Writes {@code text} to {@code target} under a temporary name in the same folder, then renames
   * it over the old file: a reader sees the previous complete file or the new one, never a part.
   */
  public static void writeAtomically(Path target, String text) throws IOException {
    writeAtomically(target, text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Deletes the temporary files that {@link #writeAtomically} leaves when the JVM stops in the
   * middle of a write (a signal ends the thread before its {@code finally}), anywhere under
   * {@code folder}; complete result files are left alone.
   */
  public static void deleteTemporaryFiles(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      files.filter(file -> TEMPORARY.matcher(file.getFileName().toString()).matches())
          .forEach(file -> {
            try {
              Files.deleteIfExists(file);
            } catch (IOException e) {
              // On the way out: what cannot be deleted now is named like no result file.
            }
          });
    } catch (IOException | UncheckedIOException e) {
      // The folder is gone or unreadable: there is nothing to clean in it.
    }
  }

  /** Bytes written as {@link #writeAtomically(Path, String)} writes text. */
  public static void writeAtomically(Path target, byte[] bytes) throws IOException {
    writeAtomically(target, bytes,
        target.resolveSibling("." + target.getFileName() + "." + UUID.randomUUID() + ".tmp"));
  }

  /**
   * Bytes written to {@code temporary} (a new file, never through a link), then renamed over
   * {@code target}; {@code temporary} is gone afterwards whatever happened. For writers whose
   * temporary names mean something, as the cache's name the process that wrote them.
   */
  public static void writeAtomically(Path target, byte[] bytes, Path temporary)
      throws IOException {
    try {
      Files.write(temporary, bytes,
          StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
      Files.move(
          temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(temporary);
    }
  }
}
