package jsonmark.values;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The keys of the objects open on a line, one set per nesting level, to refuse a duplicate key
 * (which parsers read differently: the last wins in a map, both count in a token stream). A key
 * is compared as the decoded string, so {@code "a"} and {@code "\u0061"} are the same; a long key
 * is kept as its SHA-256, so that what is kept is bounded by the number of keys alone.
 */
final class Keys {

  /** A key longer than this many UTF-16 units is kept as its SHA-256. */
  static final int KEPT_UNITS = 32;

  /** A long key, by its SHA-256: never equal to a String, so the two kinds never mix. */
  private record Digest(long a, long b, long c, long d) {}

  private final Level[] levels;
  private final StringBuilder text = new StringBuilder();
  private final byte[] pending = new byte[4096];
  private int pendingBytes;
  private int units;
  private MessageDigest digest;
  private int held;

  Keys(int maxDepth) {
    levels = new Level[maxDepth];
  }

  /** Forgets every key, for a new line. */
  void clear() {
    if (held == 0) {
      return; // every object of the line closed, and took its keys with it
    }
    for (Level level : levels) {
      if (level != null) {
        level.clear();
      }
    }
    held = 0;
  }

  /** A key starts. */
  void startKey() {
    text.setLength(0);
    units = 0;
  }

  /** The key's next UTF-16 unit. */
  void unit(char c) {
    if (units < KEPT_UNITS) {
      text.append(c);
    } else {
      if (units == KEPT_UNITS) {
        digest = digest == null ? sha256() : digest;
        digest.reset();
        pendingBytes = 0;
        for (int k = 0; k < text.length(); k++) {
          hash(text.charAt(k));
        }
      }
      hash(c);
    }
    units++;
  }

  /** The key's next code point, from UTF-8. */
  void codePoint(int codePoint) {
    if (Character.isBmpCodePoint(codePoint)) {
      unit((char) codePoint);
    } else {
      unit(Character.highSurrogate(codePoint));
      unit(Character.lowSurrogate(codePoint));
    }
  }

  /**
   * Adds the key just read to the object at {@code level}; empty when it was new, else why the
   * line is refused.
   */
  Optional<String> add(int level) {
    Object key;
    if (units <= KEPT_UNITS) {
      key = text.toString();
    } else {
      digest.update(pending, 0, pendingBytes);
      ByteBuffer d = ByteBuffer.wrap(digest.digest());
      key = new Digest(d.getLong(), d.getLong(), d.getLong(), d.getLong());
    }
    if (levels[level] == null) {
      levels[level] = new Level();
    }
    if (!levels[level].add(key)) {
      String shown = Json.quote(text.toString());
      if (units > KEPT_UNITS) {
        shown = shown.substring(0, shown.length() - 1) + "...\"";
      }
      return Optional.of("a duplicate key " + shown + " (each key may appear once in an object)");
    }
    if (++held > LineScanner.MAX_KEYS) {
      return Optional.of(String.format(Locale.ROOT, "more than %,d keys in the objects open at"
          + " this point, more than the check keeps to refuse a duplicate",
          LineScanner.MAX_KEYS));
    }
    return Optional.empty();
  }

  /** The object at {@code level} closed: its keys are forgotten. */
  void close(int level) {
    if (levels[level] != null) {
      held -= levels[level].size;
      levels[level].clear();
    }
  }

  private void hash(char c) {
    if (pendingBytes == pending.length) {
      digest.update(pending, 0, pendingBytes);
      pendingBytes = 0;
    }
    pending[pendingBytes++] = (byte) (c >> 8);
    pending[pendingBytes++] = (byte) c;
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JVM lacks SHA-256", e);
    }
  }

  /** One object's keys: the first few in an array (most objects), then a hash set. */
  private static final class Level {
    private final Object[] few = new Object[8];
    private Set<Object> many;
    private int size;

    boolean add(Object key) {
      if (many == null) {
        for (int k = 0; k < size; k++) {
          if (few[k].equals(key)) {
            return false;
          }
        }
        if (size < few.length) {
          few[size++] = key;
          return true;
        }
        many = new HashSet<>(Arrays.asList(few));
      }
      if (!many.add(key)) {
        return false;
      }
      size++;
      return true;
    }

    void clear() {
      Arrays.fill(few, null);
      many = null;
      size = 0;
    }
  }
}
