package jsonmark.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A file the user named for an export ({@code --export-json PATH}), written as hyperfine writes
 * it but never half: a regular file (or a missing one) is replaced atomically, through its
 * symbolic links, which stay links; anything else (a FIFO, a device, a pipe from {@code >(...)},
 * a terminal) is opened and written in place, never replaced.
 */
public final class OutputFile {

  /** The names of standard output itself: an export there goes where {@code -} sends it. */
  private static final Set<String> STANDARD_OUTPUT =
      Set.of("-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1");

  /** As the kernel's ELOOP: more links than this in a row is a loop. */
  private static final int MAX_LINKS = 40;

  private OutputFile() {}

  /**
   * Whether {@code destination} means standard output: {@code -}, or a name of descriptor 1,
   * which {@code ./jsonmark} gives to the JVM's own messages (its results stream is another).
   */
  public static boolean standardOutput(String destination) {
    return STANDARD_OUTPUT.contains(destination);
  }

  /** Writes {@code bytes} to {@code path}: atomically to a regular file, else in place. */
  public static void write(Path path, byte[] bytes) throws IOException {
    Path target = resolve(path);
    if (!inPlaceTarget(target)) {
      ResultFiles.writeAtomically(target, bytes);
      return;
    }
    try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE,
        StandardOpenOption.TRUNCATE_EXISTING)) {
      out.write(bytes);
    }
  }

  /**
   * Whether {@code path} is written in place (a FIFO, a device, a pipe): such a file is written
   * once, at the end, since a second write would reach its reader as a second document.
   */
  public static boolean inPlace(Path path) {
    try {
      return inPlaceTarget(resolve(path));
    } catch (IOException e) {
      return false; // the write says why
    }
  }

  /**
   * Whether the resolved {@code target} is written in place: not a regular file, or a descriptor
   * in {@code /proc}, which cannot be renamed over whatever it names.
   */
  private static boolean inPlaceTarget(Path target) {
    BasicFileAttributes a = attributes(target);
    return target.startsWith("/proc") || a != null && !a.isRegularFile();
  }

  /**
   * Why {@code path} cannot be written, checked before anything runs, in words ("no such
   * folder: /x", "it is a folder"); empty when it looks writable.
   */
  public static Optional<String> unwritable(Path path) {
    Path target;
    try {
      target = resolve(path);
    } catch (IOException e) {
      return Optional.of(why(e));
    }
    BasicFileAttributes a = attributes(target);
    if (a != null && a.isDirectory()) {
      return Optional.of("it is a folder");
    }
    if (a != null && inPlaceTarget(target)) {
      return Files.isWritable(target) ? Optional.empty() : Optional.of("permission denied");
    }
    Path folder = target.getParent();
    BasicFileAttributes f = attributes(folder);
    if (f == null) {
      return Optional.of("no such folder: " + folder);
    }
    if (!f.isDirectory()) {
      return Optional.of(folder + (f.isRegularFile() ? " is a file, not a folder"
          : " is not a folder"));
    }
    if (!Files.isWritable(folder) || (a != null && !Files.isWritable(target))) {
      return Optional.of("permission denied");
    }
    return Optional.empty();
  }

  /**
   * The usage error for {@code option PATH} when {@code path} cannot be written, said before
   * anything runs; empty when it looks writable.
   */
  public static Optional<String> refused(String option, Path path) {
    return unwritable(path).map(why -> option + " " + path + ": cannot write there: " + why
        + "; choose another path");
  }

  /**
   * Why a folder that will be created with its parents ({@code --results-dir}) cannot be, checked
   * before anything runs; empty when it looks possible.
   */
  public static Optional<String> unusableFolder(Path dir) {
    Path absolute = dir.toAbsolutePath().normalize();
    for (Path p = absolute; p != null; p = p.getParent()) {
      BasicFileAttributes a = attributes(p);
      if (a == null) {
        if (Files.isSymbolicLink(p)) {
          return Optional.of((p.equals(absolute) ? "it" : p.toString())
              + " is a symbolic link to a missing target");
        }
        continue;
      }
      if (!a.isDirectory()) { // FileKinds names what is in the way, as the later failure would
        return Optional.of(FileKinds.whyNotADirectory(dir,
            new FileSystemException(dir.toString(), null, "not a directory")));
      }
      return Files.isWritable(p) ? Optional.empty()
          : Optional.of((p.equals(absolute) ? "" : p + ": ") + "permission denied");
    }
    return Optional.empty();
  }

  /**
   * The one line that says {@code what} (the JSON export) could not be written to {@code path}:
   * the user's path, the cause in words, and what to do.
   */
  public static String cannotWrite(String what, Path path, IOException e) {
    return "cannot write " + what + " to " + path + ": " + why(e) + "; choose another path";
  }

  /**
   * Why a write failed, in words and without Java's names or the hidden temporary file: "no such
   * folder", "permission denied", "no space left on device".
   */
  public static String why(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such folder";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException fs && fs.getReason() == null) {
      // Its message would be a path, perhaps the temporary file's: say what its kind means.
      return e instanceof DirectoryNotEmptyException ? "it is a folder"
          : e instanceof NotDirectoryException ? "a part of the path is not a folder"
          : e instanceof FileAlreadyExistsException ? "a file of that name appeared meanwhile"
          : "the file system refused it";
    }
    String reason = e instanceof FileSystemException fs ? fs.getReason() : e.getMessage();
    if (reason == null || reason.isBlank()) {
      return "input/output error";
    }
    return reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1);
  }

  /**
   * The file a write to {@code path} reaches: its symbolic links followed, one by one, so that
   * an atomic write replaces the link's target and keeps the link; a link of {@code /proc} (a
   * process's open descriptor, as {@code /dev/stdout} and {@code /dev/fd/N} lead to) is kept,
   * since what it names is open elsewhere and only writing through it reaches that.
   */
  private static Path resolve(Path path) throws IOException {
    Path p = path.toAbsolutePath();
    for (int links = 0; ; links++) {
      if (p.getParent() == null) {
        return p;
      }
      Path folder = realFolder(p.getParent());
      p = folder.resolve(p.getFileName());
      if (!Files.isSymbolicLink(p) || folder.startsWith("/proc")) {
        return p;
      }
      if (links == MAX_LINKS) {
        throw new FileSystemException(path.toString(), null, "too many levels of symbolic links");
      }
      p = folder.resolve(Files.readSymbolicLink(p));
    }
  }

  /** {@code folder} with its links resolved, or itself when it does not exist (said later). */
  private static Path realFolder(Path folder) {
    try {
      return folder.toRealPath();
    } catch (IOException e) {
      return folder;
    }
  }

  /** What is at {@code p}, links followed; null when nothing (or nothing readable) is. */
  private static BasicFileAttributes attributes(Path p) {
    try {
      return Files.readAttributes(p, BasicFileAttributes.class);
    } catch (IOException e) {
      return null;
    }
  }
}
