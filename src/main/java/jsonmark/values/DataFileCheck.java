package jsonmark.values;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Reads a user's JSON Lines file once, in blocks, in the same memory whatever the length of its
 * lines: checks that every line is one strict JSON value in UTF-8 ({@link LineScanner}), computes
 * the generic checksum of benchmark {@code Data} as it goes, copies the bytes into the cache, and
 * copies its first short lines into the validation file. A bad line does not stop the check, so
 * that the user learns of the first {@value #SHOWN} bad lines, and how many there are, at once.
 */
public final class DataFileCheck {

  /** How many bad lines a report names. */
  public static final int SHOWN = 10;

  private static final int BLOCK = 1 << 18;

  /**
   * What the file holds.
   *
   * @param lines its lines (records)
   * @param bytes its size
   * @param checksum its generic checksum
   * @param prefixLines the lines copied into the validation file
   * @param prefixBytes their size
   * @param prefixChecksum their generic checksum
   */
  public record Checked(
      long lines, long bytes, long checksum, long prefixLines, long prefixBytes,
      long prefixChecksum) {}

  /**
   * One bad line.
   *
   * @param line its number, from 1
   * @param column the 1-based byte column where it goes wrong
   * @param reason what is wrong there, in a few words
   */
  public record Fault(long line, long column, String reason) {

    /** {@code line 7412, column 19: a comma before '}' (...)}. */
    public String describe() {
      return "line " + line + ", column " + column + ": " + reason;
    }
  }

  /** A file with bad lines: the first {@value DataFileCheck#SHOWN} of them, and how many. */
  public static final class BadLine extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<Fault> shown;
    private final long count;

    BadLine(List<Fault> shown, long count) {
      super(shown.get(0).describe());
      this.shown = List.copyOf(shown);
      this.count = count;
    }

    /** The first bad lines, in file order, at most {@value DataFileCheck#SHOWN}. */
    public List<Fault> shown() {
      return shown;
    }

    /** How many lines are bad in all. */
    public long count() {
      return count;
    }

    /** The first bad line's number. */
    public long line() {
      return shown.get(0).line();
    }

    /** The first bad line's column. */
    public long column() {
      return shown.get(0).column();
    }

    /**
     * What to tell the user about {@code subject} (such as {@code --data mine.jsonl}): one line
     * when one line is bad; else a line saying how many, then one line for each shown.
     */
    public List<String> report(String subject) {
      if (count == 1) {
        return List.of(subject + ": " + shown.get(0).describe()
            + "; nothing was run (fix or remove that line)");
      }
      List<String> lines = new ArrayList<>();
      lines.add(String.format(Locale.ROOT, "%s: %,d bad lines%s; nothing was run (fix or remove"
          + " them):", subject, count,
          count > shown.size() ? ", the first " + shown.size() + " below" : ""));
      shown.forEach(f -> lines.add("  " + f.describe()));
      return lines;
    }
  }

  private DataFileCheck() {}

  /**
   * Checks {@code in} line by line, copying it to {@code copy}, and its first lines of at most
   * {@code prefixLimit} bytes each, until they reach {@code prefixLimit} bytes, to {@code
   * prefix}; either may be null.
   *
   * @throws BadLine when a line is not one strict JSON value, after reading the whole file
   */
  public static Checked scan(InputStream in, OutputStream copy, OutputStream prefix,
      long prefixLimit) throws IOException, BadLine {
    return new Scan(copy, prefix, prefixLimit, false).read(in);
  }

  /**
   * Writes the validation lines of a file already checked to {@code prefix}, as {@link #scan}
   * picks them, and stops reading there; what it returns counts those lines alone.
   */
  public static Checked prefix(InputStream in, OutputStream prefix, long limit)
      throws IOException, BadLine {
    Checked c = new Scan(null, prefix, limit, true).read(in);
    return new Checked(c.prefixLines(), c.prefixBytes(), c.prefixChecksum(), c.prefixLines(),
        c.prefixBytes(), c.prefixChecksum());
  }

  /** One reading of a file. */
  private static final class Scan {
    private final OutputStream copy;
    private final OutputStream prefix;
    private final long limit;
    private final boolean stopWhenPrefixFull;
    private final LineScanner scanner = new LineScanner();
    private final List<Fault> shown = new ArrayList<>();
    private long bad;
    private long lines;
    private long bytes;
    private long checksum;
    private long prefixLines;
    private long prefixBytes;
    private long prefixChecksum;
    private boolean prefixOpen;
    private long lineBytes;
    private LineScanner.Fault lineFault;
    /** The current line, while it may still go into the validation file (at most limit bytes). */
    private byte[] kept = new byte[1024];
    private int keptBytes;
    private boolean keeping;

    Scan(OutputStream copy, OutputStream prefix, long limit, boolean stopWhenPrefixFull) {
      this.copy = copy;
      this.prefix = prefix;
      this.limit = Math.min(limit, Integer.MAX_VALUE - 8); // a line kept is one array
      this.stopWhenPrefixFull = stopWhenPrefixFull;
      this.prefixOpen = prefix != null;
      this.keeping = prefixOpen;
    }

    Checked read(InputStream in) throws IOException, BadLine {
      byte[] block = new byte[BLOCK];
      int n = in.readNBytes(block, 0, block.length);
      if (n >= 3 && (block[0] & 0xFF) == 0xEF && (block[1] & 0xFF) == 0xBB
          && (block[2] & 0xFF) == 0xBF) {
        // Refused rather than skipped: programs get the file's very bytes, and strict parsers
        // (Python's json.loads, serde_json) refuse a BOM.
        lineFault = new LineScanner.Fault(1, "the file starts with a byte-order mark (bytes EF BB"
            + " BF), which JSON Lines does not allow: remove it");
      }
      while (n > 0) {
        bytes += n;
        if (copy != null && bad == 0) {
          copy.write(block, 0, n);
        }
        int start = 0;
        for (int i = 0; i < n; i++) {
          if (block[i] == '\n') {
            segment(block, start, i);
            endLine();
            start = i + 1;
            if (stopWhenPrefixFull && !prefixOpen) {
              return result();
            }
          }
        }
        segment(block, start, n);
        n = in.readNBytes(block, 0, block.length);
      }
      if (lineBytes > 0) {
        endLine(); // the last line, without a final newline
      }
      if (lines == 0) {
        bad++;
        shown.add(new Fault(1, 1, "the file is empty: it needs one JSON value per line"));
      }
      return result();
    }

    private Checked result() throws BadLine {
      if (bad > 0) {
        throw new BadLine(shown, bad);
      }
      return new Checked(lines, bytes, checksum, prefixLines, prefixBytes, prefixChecksum);
    }

    private void segment(byte[] block, int from, int to) {
      if (to == from) {
        return;
      }
      lineBytes += to - from;
      if (lineFault == null && !scanner.feed(block, from, to)) {
        lineFault = scanner.fault().orElseThrow();
      }
      if (keeping) {
        if (keptBytes + (long) (to - from) > limit) {
          keeping = false; // too long to compare values in memory: left out of validation
        } else {
          if (keptBytes + (to - from) > kept.length) {
            kept = Arrays.copyOf(kept, (int) Math.min(limit, 2L * (keptBytes + (to - from))));
          }
          System.arraycopy(block, from, kept, keptBytes, to - from);
          keptBytes += to - from;
        }
      }
    }

    private void endLine() throws IOException {
      lines++;
      LineScanner.Fault fault = lineFault != null ? lineFault : scanner.end().orElse(null);
      if (fault != null) {
        bad++;
        if (shown.size() < SHOWN) {
          shown.add(new Fault(lines, fault.column(), fault.reason()));
        }
      } else {
        checksum += scanner.sum();
        if (keeping && bad == 0) {
          prefix.write(kept, 0, keptBytes);
          prefix.write('\n');
          prefixLines++;
          prefixBytes += keptBytes + 1;
          prefixChecksum += scanner.sum();
          prefixOpen = prefixBytes < limit;
        }
      }
      scanner.reset();
      lineFault = null;
      lineBytes = 0;
      keptBytes = 0;
      keeping = prefixOpen;
    }
  }
}
