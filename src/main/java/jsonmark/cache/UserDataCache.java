package jsonmark.cache;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import jsonmark.io.FileKinds;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.log.OneLine;
import jsonmark.values.DataFileCheck;

/**
 * The user's own JSON Lines files ({@code --data}) in the cache: each checked (one strict JSON
 * value per line, UTF-8), copied in under its SHA-256 with its generic checksum, and its first
 * short lines (about 1 MB) kept as its validation file. Both are cached files like generated
 * ones ({@link DataCache}: a sidecar with a digest, verified size and SHA-256 before each use,
 * atomic writes, a lock), so an edited copy or sidecar is never believed: the file is checked and
 * copied again from its source.
 */
public final class UserDataCache {

  /** The benchmark name that programs get for user data. */
  public static final String BENCHMARK = "Data";

  /** The version of benchmark Data's cache entries and results: the file is the user's own. */
  public static final int BENCHMARK_VERSION = 1;

  /**
   * The version of the check's rules (strict JSON, the nesting and key limits, the byte-order
   * mark), kept as the key's generator version: a copy checked under other rules is checked again.
   */
  static final int CHECK_VERSION = 2;

  /** The serializer of a user file's key: none wrote it. */
  static final String USER = "user";

  /** How the key names a file's source, for {@code jsonmark cache}. */
  private static final String SOURCE = "user data ";

  /** {@code Data.<its SHA-256's first 16 hex digits>.jsonl}, and the validation file's name. */
  private static final Pattern COPY = Pattern.compile(BENCHMARK + "\\.[0-9a-f]{16}\\.jsonl");
  private static final Pattern VALIDATION =
      Pattern.compile(BENCHMARK + "\\.[0-9a-f]{16}\\.validate\\.jsonl");

  /**
   * The validation file's size, and the longest line it takes: its values are compared in the
   * driver's memory, and a longer line is left out of it (it is still timed and checked).
   */
  public static final long VALIDATION_BYTES = 1 << 20;

  /** The cached copy and its validation file. */
  public record Entry(DataFile data, DataFile validation) {}

  /** The user's file is unusable: missing, unreadable, or with bad lines (up to ten named). */
  public static final class BadDataException extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<String> lines;

    BadDataException(List<String> lines) {
      super(String.join("\n", lines));
      this.lines = List.copyOf(lines);
    }

    /**
     * What to print, one log line each: one line, or a line that counts the bad lines followed by
     * one line for each of the first ten.
     */
    public List<String> lines() {
      return lines;
    }
  }

  private final Path dir;
  private final Log log;
  private final DataCache cache;

  /** The user files in {@code dir}; {@code cleanup} deletes a half-written copy if we stop. */
  public UserDataCache(Path dir, Log log, Cleanup cleanup) {
    this.dir = dir;
    this.log = log;
    this.cache = new DataCache(dir, log, cleanup);
  }

  /**
   * As {@link #UserDataCache(Path, Log, Cleanup)}, for a caller with no cleanup: a half-written
   * copy is then deleted when its writing fails, or by a later run once this driver is gone.
   */
  public UserDataCache(Path dir, Log log) {
    this(dir, log, new Cleanup());
  }

  /** The cached, checked copy of {@code source}, and its validation file. */
  public Entry obtain(Path source)
      throws CacheException, BadDataException, InterruptedException {
    if (!Files.isRegularFile(source)) {
      throw new BadDataException(List.of("--data " + shown(source) + ": "
          + (Files.exists(source) ? "not a regular file" : "no such file")));
    }
    Path real;
    String sha;
    try {
      real = source.toRealPath();
      sha = Sha256.of(real);
    } catch (IOException e) {
      throw new BadDataException(List.of("--data " + shown(source) + ": cannot read it ("
          + FileKinds.cause(e) + ")"));
    }
    String stem = BENCHMARK + "." + sha.substring(0, 16);
    DataFile copy = cache.obtain(stem + ".jsonl", cached -> unusable(cached, Optional.of(sha)),
        out -> check(source, real, out));
    DataFile validation = cache.obtain(stem + ".validate.jsonl",
        cached -> unusable(cached, Optional.empty()), out -> firstLines(copy, real, out));
    forgetOlderSidecar(dir.resolve(stem + ".json"));
    return new Entry(copy, validation);
  }

  /** Why a cached file will not do for a source whose SHA-256 is {@code sha}, if it will not. */
  private static Optional<String> unusable(Metadata cached, Optional<String> sha) {
    if (!isUserData(cached.key())) {
      return Optional.of("is not a copy of a --data file");
    }
    if (cached.key().generatorVersion() != CHECK_VERSION) {
      return Optional.of("was checked under another jsonmark's rules");
    }
    if (sha.isPresent() && !cached.sha256().equals(sha.get())) {
      return Optional.of("holds other bytes than its source");
    }
    return Optional.empty();
  }

  private DataCache.Written check(Path source, Path real, OutputStream out)
      throws IOException, BadDataException {
    log.info("Checking " + shown(source) + " (" + Files.size(real) + " bytes): one JSON value per"
        + " line, UTF-8");
    try (InputStream in = Files.newInputStream(real)) {
      DataFileCheck.Checked checked = DataFileCheck.scan(in, out, null, 0);
      return new DataCache.Written(key(real, checked.lines()), checked.checksum());
    } catch (DataFileCheck.BadLine e) {
      throw new BadDataException(e.report("--data " + shown(source)));
    }
  }

  /** The validation lines, from the verified copy: only its first lines are read. */
  private static DataCache.Written firstLines(DataFile copy, Path real, OutputStream out)
      throws IOException {
    try (InputStream in = Files.newInputStream(copy.path())) {
      DataFileCheck.Checked checked = DataFileCheck.prefix(in, out, VALIDATION_BYTES);
      return new DataCache.Written(key(real, checked.lines()), checked.checksum());
    } catch (DataFileCheck.BadLine e) {
      throw new IOException("the verified copy " + copy.path() + " has a bad " + e.getMessage(), e);
    }
  }

  private static CacheKey key(Path source, long lines) {
    return new CacheKey(BENCHMARK, BENCHMARK_VERSION, USER, SOURCE + source, lines, 0,
        CHECK_VERSION);
  }

  /** Removes the sidecar that jsonmark wrote beside a copy before copies had a digest. */
  private void forgetOlderSidecar(Path sidecar) {
    try {
      if (Files.isRegularFile(sidecar, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        Files.delete(sidecar);
      }
    } catch (IOException e) {
      log.debug("Cannot remove " + sidecar + ": " + FileKinds.cause(e));
    }
  }

  /** Whether {@code key} is a user file's (its copy or its validation file). */
  static boolean isUserData(CacheKey key) {
    return key.benchmark().equals(BENCHMARK) && key.serializer().equals(USER);
  }

  /** Whether {@code fileName} is the name of a user file's copy (not of its validation file). */
  static boolean isCopy(String fileName) {
    return COPY.matcher(fileName).matches();
  }

  /** What {@code jsonmark cache} says of a user file's entry, and whether a run uses it. */
  static CachedFiles.State state(CacheKey key) {
    return key.generatorVersion() == CHECK_VERSION ? CachedFiles.State.USER_DATA
        : CachedFiles.State.STALE;
  }

  /** A --data path as messages show it: on one line, whatever it holds. */
  private static String shown(Path source) {
    return OneLine.escaped(source.toString());
  }

  /** Why, in a few words, for {@link #state}. */
  static String why(String fileName, CacheKey key) {
    String source = OneLine.escaped(key.serializerLibrary().replaceFirst("^" + SOURCE, ""));
    if (key.generatorVersion() != CHECK_VERSION) {
      return "checked under another jsonmark's rules; the next run on " + source
          + " checks it again";
    }
    return VALIDATION.matcher(fileName).matches()
        ? "the first lines of " + source + ", for --validate" : "a copy of " + source;
  }
}
