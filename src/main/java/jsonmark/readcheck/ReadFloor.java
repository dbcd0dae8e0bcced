package jsonmark.readcheck;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.OptionalDouble;

/**
 * The least time a run that reads the data file can take on this machine, measured, never
 * assumed: the driver reads the file (by then in the page cache) a few times in 1 MiB blocks
 * into one buffer, doing nothing with the bytes, and keeps its fastest pass. A program must at
 * least copy the same bytes (or, mapping the file, touch every page) and then parse them, so a
 * run shorter than half that pass cannot have read the file; the half leaves room for a machine
 * that was busier while the driver measured than during the run.
 */
public final class ReadFloor {

  private static final int PASSES = 3;
  private static final int BLOCK = 1 << 20;

  private ReadFloor() {}

  /** Half the fastest of a few reads of {@code file}, in seconds; empty if it cannot be read. */
  public static OptionalDouble of(Path file) {
    ByteBuffer buffer = ByteBuffer.allocateDirect(BLOCK);
    long fastest = Long.MAX_VALUE;
    for (int pass = 0; pass < PASSES; pass++) {
      long start = System.nanoTime();
      try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
        while (in.read(buffer.clear()) >= 0) {
          // Only the copy into memory is timed: it is what every reader must pay at least.
        }
      } catch (IOException e) {
        return OptionalDouble.empty();
      }
      fastest = Math.min(fastest, System.nanoTime() - start);
    }
    return OptionalDouble.of(fastest / 2 / 1e9);
  }
}
