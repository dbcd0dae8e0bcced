package jsonmark.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import java.util.Optional;

/**
 * Says what is at a path and why an I/O call failed, in words for a one-line message. The cache
 * looks before it opens: opening a FIFO blocks until someone writes to it, which is forever.
 */
public final class FileKinds {

  private static final String LOOP = "too many levels of symbolic links";

  private FileKinds() {}

  /**
   * What is at {@code path} when it is neither missing nor a regular file ("a directory", "a
   * FIFO", "a symbolic link", ...); a symbolic link is not followed.
   */
  public static Optional<String> irregular(Path path) {
    BasicFileAttributes a;
    try {
      a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (IOException e) {
      return Optional.empty();
    }
    if (a.isRegularFile()) {
      return Optional.empty();
    }
    if (a.isDirectory()) {
      return Optional.of("a directory");
    }
    if (a.isSymbolicLink()) {
      return Optional.of("a symbolic link");
    }
    return Optional.of(special(path));
  }

  /**
   * Why the cache directory {@code dir} could not be created or used: what is in the way (it or
   * an ancestor is a file, a FIFO, a symbolic link loop) or else the OS reason for {@code failure}.
   */
  public static String whyNotADirectory(Path dir, IOException failure) {
    Path absolute = dir.toAbsolutePath();
    for (Path p = absolute; p != null; p = p.getParent()) {
      String it = p.equals(absolute) ? "it" : p.toString();
      BasicFileAttributes a;
      try {
        a = Files.readAttributes(p, BasicFileAttributes.class);
      } catch (NoSuchFileException e) {
        if (Files.isSymbolicLink(p)) {
          return it + " is a symbolic link to a missing target";
        }
        continue;
      } catch (IOException e) {
        if (cause(e).equals("not a directory")) {
          continue; // an ancestor is in the way: name it
        }
        return cause(e);
      }
      if (a.isDirectory()) {
        break;
      }
      return it + " is " + (a.isRegularFile() ? "a file" : special(p)) + ", not a directory";
    }
    return cause(failure);
  }

  /** The human part of an I/O error: the OS reason where there is one. */
  public static String cause(IOException e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file or directory";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      String reason = fs.getReason().toLowerCase(Locale.ROOT);
      // The JDK's ELOOP text adds "or unable to access attributes of symbolic link".
      return reason.startsWith(LOOP) ? LOOP : reason;
    }
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  /** A FIFO, device or socket, named from the POSIX file type where the JDK exposes it. */
  private static String special(Path path) {
    int mode;
    try {
      mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS);
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return "a special file";
    }
    return switch (mode & 0170000) {
      case 0010000 -> "a FIFO";
      case 0020000 -> "a character device";
      case 0060000 -> "a block device";
      case 0140000 -> "a socket";
      default -> "a special file";
    };
  }
}
