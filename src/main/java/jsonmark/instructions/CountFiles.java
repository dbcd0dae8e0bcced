package jsonmark.instructions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * Reads the instruction count of a run from the files cachegrind wrote, one per process of the
 * tree ({@code --cachegrind-out-file=DIR/cg.%p}), never from Valgrind's text log: each file ends
 * with a {@code summary: N} line whose first figure is the Ir (instructions read) total of its
 * process, and the tree's count is their sum.
 */
public final class CountFiles {

  /** The prefix of every out file in a run's folder. */
  public static final String PREFIX = "cg.";

  private CountFiles() {}

  /**
   * What one run's tree executed.
   *
   * @param instructions the sum over every process that wrote a file
   * @param processes how many processes wrote one
   */
  public record TreeCount(long instructions, int processes) {}

  /**
   * The Ir total of one out file's text: the first figure of its {@code summary:} line, where the
   * {@code events:} line names Ir first. Empty when there is no such line (a process killed
   * before Valgrind wrote its totals) or the events do not start with Ir.
   */
  public static OptionalLong instructions(String text) {
    return instructions(text.lines().iterator());
  }

  private static OptionalLong instructions(Iterator<String> lines) {
    boolean irFirst = false;
    while (lines.hasNext()) {
      String line = lines.next();
      if (line.startsWith("events:")) {
        String[] events = line.substring("events:".length()).strip().split("\\s+");
        irFirst = events.length > 0 && events[0].equals("Ir");
      } else if (line.startsWith("summary:") && irFirst) {
        String[] figures = line.substring("summary:".length()).strip().split("\\s+");
        try {
          return OptionalLong.of(Long.parseLong(figures[0]));
        } catch (NumberFormatException e) {
          return OptionalLong.empty();
        }
      }
    }
    return OptionalLong.empty();
  }

  /**
   * The sum over every out file in {@code folder}; empty when no file holds a count (Valgrind
   * could not start, or every process was killed).
   */
  public static Optional<TreeCount> sum(Path folder) {
    long total = 0;
    int processes = 0;
    for (Path file : outFiles(folder)) {
      OptionalLong count = read(file);
      if (count.isPresent()) {
        total += count.getAsLong();
        processes++;
      }
    }
    return processes == 0 ? Optional.empty()
        : Optional.of(new TreeCount(total, processes));
  }

  private static List<Path> outFiles(Path folder) {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(folder)) {
      return files.filter(f -> f.getFileName().toString().startsWith(PREFIX)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + folder, e);
    }
  }

  private static OptionalLong read(Path file) {
    try (Stream<String> lines = Files.lines(file, StandardCharsets.ISO_8859_1)) {
      return instructions(lines.iterator());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    }
  }
}
