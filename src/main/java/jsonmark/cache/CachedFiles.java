package jsonmark.cache;

import jsonmark.io.Owners;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import jsonmark.io.FileKinds;

/**
 * What a cache folder holds, entry by entry, and which entries a run of this version would
 * write again anyway (stale), could not trust (broken) or no run will ever come back for
 * (leftovers of killed writers, lock files without a data file). Reads only the sidecars and
 * the files' sizes: no data file is hashed, so listing a large cache takes no time (a run still
 * checks a file's SHA-256 before it trusts it).
 */
public final class CachedFiles {

  /** What becomes of an entry at the next run that asks for its key. */
  public enum State {
    /** Used as it is. */
    CURRENT,
    /** Written for another version of the benchmark, generator or serializer: written again. */
    STALE,
    /** Its sidecar cannot be believed or its data file is missing or of another size. */
    BROKEN,
    /** The user's own file (--data), kept while its source is unchanged. */
    USER_DATA,
    /** A partial file of a killed writer, or a lock file with no data file beside it. */
    LEFTOVER
  }

  /**
   * One entry of the cache.
   *
   * @param files the files that make it up (data, sidecar, lock), those that exist
   * @param name the data file's name
   * @param metadata what its sidecar says, when it could be read
   * @param bytes the size of its files together
   * @param written when its data file (or its first file) was last written
   * @param state what becomes of it
   * @param why for a stale, broken or leftover entry, why, in a few words
   */
  public record Entry(List<Path> files, String name, Optional<Metadata> metadata, long bytes,
      Instant written, State state, String why) {

    /** Whether {@code --remove-stale} removes it. */
    public boolean removable() {
      return state == State.STALE || state == State.BROKEN || state == State.LEFTOVER;
    }
  }

  private CachedFiles() {}

  /**
   * The entries of {@code dir}, sorted by name; {@code expected} gives the key a run of this
   * version would ask for the benchmark, serializer and records of a sidecar's key (empty when
   * this version no longer knows that benchmark or serializer).
   */
  public static List<Entry> of(Path dir, Function<CacheKey, Optional<CacheKey>> expected)
      throws IOException {
    List<Path> all = new ArrayList<>();
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
      files.forEach(all::add);
    }
    all.sort(null);
    Set<Path> claimed = new HashSet<>();
    List<Entry> entries = new ArrayList<>();
    for (Path meta : all) {
      String file = meta.getFileName().toString();
      // A name starting with '.' is a partial file: a leftover, or a live writer's.
      if (!file.startsWith(".") && file.endsWith(".meta.json")) {
        Path data = dir.resolve(file.substring(0, file.length() - ".meta.json".length()));
        entries.add(described(data, meta, expected, claimed));
      }
    }
    for (Path copy : all) {
      if (!claimed.contains(copy) && UserDataCache.isCopy(copy.getFileName().toString())) {
        entries.add(olderUserCopy(copy, claimed));
      }
    }
    for (Path file : all) {
      if (!claimed.contains(file) && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
        try {
          leftover(file, dir).ifPresent(entries::add);
        } catch (IOException e) {
          // A lock or partial file this user cannot open is not one jsonmark cache may remove.
        }
      }
    }
    entries.sort(java.util.Comparator.comparing(Entry::name));
    return entries;
  }

  /**
   * The entry of a data file and its sidecar: one that cannot be read whole (a link, a FIFO, a
   * file it may not open) is listed broken, with why, and never hides the others.
   */
  private static Entry described(Path data, Path meta,
      Function<CacheKey, Optional<CacheKey>> expected, Set<Path> claimed) {
    Path lock = data.resolveSibling(data.getFileName() + ".lock");
    List<Path> parts = existing(data, meta, lock);
    claimed.addAll(parts);
    String name = data.getFileName().toString();
    Optional<String> kind = FileKinds.irregular(meta);
    if (kind.isPresent()) { // opening a FIFO would hang; a run ignores a link, as this says
      return new Entry(parts, name, Optional.empty(), size(parts), written(meta), State.BROKEN,
          "its metadata is " + kind.get() + ", not a regular file");
    }
    try {
      return generated(data, meta, parts, expected);
    } catch (IOException e) {
      return new Entry(parts, name, Optional.empty(), size(parts), written(meta), State.BROKEN,
          "cannot read it (" + FileKinds.cause(e) + ")");
    }
  }

  private static Entry generated(Path data, Path meta, List<Path> parts,
      Function<CacheKey, Optional<CacheKey>> expected) throws IOException {
    String name = data.getFileName().toString();
    Metadata metadata;
    try {
      metadata = Sidecar.read(meta);
    } catch (Sidecar.Untrusted e) {
      return new Entry(parts, name, Optional.empty(), size(parts), written(meta), State.BROKEN,
          "its metadata cannot be trusted: " + e.getMessage());
    }
    Optional<Metadata> known = Optional.of(metadata);
    Optional<String> kind = FileKinds.irregular(data);
    if (kind.isPresent()) {
      return new Entry(parts, name, known, size(parts), written(meta), State.BROKEN,
          "its data file is " + kind.get() + ", not a regular file");
    }
    if (!Files.isRegularFile(data, LinkOption.NOFOLLOW_LINKS)) {
      return new Entry(parts, name, known, size(parts), written(meta), State.BROKEN,
          "its data file is missing");
    }
    if (Files.size(data) != metadata.bytes()) {
      return new Entry(parts, name, known, size(parts), written(data), State.BROKEN,
          "its data file has " + Files.size(data) + " bytes, its metadata says "
              + metadata.bytes());
    }
    if (UserDataCache.isUserData(metadata.key())) {
      return new Entry(parts, name, known, size(parts), written(data),
          UserDataCache.state(metadata.key()), UserDataCache.why(name, metadata.key()));
    }
    if (!name.endsWith(DataCache.EXTENSION)) {
      return new Entry(parts, name, known, size(parts), written(data), State.STALE,
          "named by an older jsonmark, this version writes " + name + DataCache.EXTENSION);
    }
    Optional<CacheKey> wanted = expected.apply(metadata.key());
    if (wanted.isEmpty()) {
      return new Entry(parts, name, known, size(parts), written(data), State.STALE,
          "this version has no benchmark " + metadata.key().benchmark() + " or serializer "
              + metadata.key().serializer());
    }
    if (!wanted.get().equals(metadata.key())) {
      return new Entry(parts, name, known, size(parts), written(data), State.STALE,
          difference(metadata.key(), wanted.get()));
    }
    return new Entry(parts, name, known, size(parts), written(data), State.CURRENT, "");
  }

  /**
   * A user file's copy as jsonmark wrote it before copies had a digested sidecar: never used
   * again (the next run on its source copies it anew), so stale, with its validation file and
   * its old sidecar.
   */
  private static Entry olderUserCopy(Path copy, Set<Path> claimed) {
    String file = copy.getFileName().toString();
    String stem = file.substring(0, file.length() - DataCache.EXTENSION.length());
    List<Path> parts = new ArrayList<>(List.of(copy));
    for (Path part : existing(copy.resolveSibling(stem + ".validate.jsonl"),
        copy.resolveSibling(stem + ".json"))) {
      if (!claimed.contains(part)) {
        parts.add(part);
      }
    }
    claimed.addAll(parts);
    return new Entry(parts, file, Optional.empty(), size(parts), written(copy), State.STALE,
        "a --data copy by an older jsonmark, without a digest; the next run on its source copies"
            + " it again");
  }

  /** What differs between the key a file was written for and the one a run would ask for. */
  static String difference(CacheKey had, CacheKey wanted) {
    if (!had.serializerLibrary().equals(wanted.serializerLibrary())) {
      return "written by " + had.serializerLibrary() + ", this version writes with "
          + wanted.serializerLibrary();
    }
    if (had.benchmarkVersion() != wanted.benchmarkVersion() || had.seed() != wanted.seed()) {
      return "records of version " + had.benchmarkVersion() + " (seed " + had.seed()
          + "), this version generates version " + wanted.benchmarkVersion() + " (seed "
          + wanted.seed() + ")";
    }
    return "written by generator " + had.generatorVersion() + ", this version's is "
        + wanted.generatorVersion();
  }

  private static Optional<Entry> leftover(Path file, Path dir) throws IOException {
    String name = file.getFileName().toString();
    java.util.regex.Matcher partial = DeadWriters.PARTIAL.matcher(name);
    if (partial.matches()) {
      long pid = Long.parseLong(partial.group(2));
      boolean dead = Owners.gone(pid)
          && Owners.lockFree(dir.resolve(partial.group(1) + ".lock"));
      return dead ? Optional.of(new Entry(List.of(file), name, Optional.empty(),
          Files.size(file), written(file), State.LEFTOVER,
          "left by jsonmark process " + pid + ", killed while writing it")) : Optional.empty();
    }
    if (name.endsWith(".lock") && Owners.lockFree(file)) {
      return Optional.of(new Entry(List.of(file), name, Optional.empty(), Files.size(file),
          written(file), State.LEFTOVER, "a lock file with no data file beside it"));
    }
    return Optional.empty();
  }

  private static List<Path> existing(Path... files) {
    List<Path> present = new ArrayList<>();
    for (Path file : files) {
      if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
        present.add(file);
      }
    }
    return present;
  }

  /** The files' own sizes (a link's, not its target's); one that cannot be read counts 0. */
  private static long size(List<Path> files) {
    long bytes = 0;
    for (Path file : files) {
      try {
        bytes += Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
            .size();
      } catch (IOException e) {
        // Gone since it was listed, or not ours to read: it adds nothing.
      }
    }
    return bytes;
  }

  /** When {@code file} was last written; the epoch when that cannot be read. */
  private static Instant written(Path file) {
    try {
      return Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).toInstant();
    } catch (IOException e) {
      return Instant.EPOCH;
    }
  }
}
