package jsonmark.readcheck;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Platform;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.result.ReadProof.Access;
import jsonmark.result.ReadProof.Seen;

/**
 * What happened to the data file itself during a run, as the kernel shows it after the run,
 * however short the run was: whether anything opened it and read it with {@code read(2)} (inotify
 * {@code IN_OPEN} and {@code IN_ACCESS}, queued as they happen), and whether anything read or
 * mapped it (its access time, which {@code mmap} moves too, set back before each run). A program
 * that maps the file leaves no other trace once it has exited: its mappings die with it, and
 * neither {@code rchar} nor inotify sees page faults. The file is the driver's own copy, so no
 * other driver's command moves these; the driver itself reads it only between runs.
 */
final class AccessWatch implements AutoCloseable {

  private static final int IN_ACCESS = 0x1;
  private static final int IN_OPEN = 0x20;
  private static final int IN_Q_OVERFLOW = 0x4000;
  private static final int IN_IGNORED = 0x8000;
  private static final int IN_NONBLOCK = 04000;
  private static final int IN_CLOEXEC = 02000000;
  private static final Duration BACK = Duration.ofDays(1);

  /** The inotify calls, through JNA (which OSHI brings). */
  private interface Inotify extends Library {
    int inotify_init1(int flags);

    int inotify_add_watch(int fd, byte[] path, int mask);

    NativeLong read(int fd, byte[] buffer, NativeLong count);

    int close(int fd);
  }

  private static final Optional<Inotify> INOTIFY = load();

  private final Path file;
  private final int fd;
  private boolean accessTimes;
  private FileTime setBack;

  private AccessWatch(Path file, int fd) {
    this.file = file;
    this.fd = fd;
  }

  /**
   * Starts watching {@code file}, which the driver owns, and finds out whether its file system
   * keeps access times (not on a {@code noatime} mount); call {@link #arm()} before each run.
   */
  static AccessWatch on(Path file) {
    AccessWatch watch = new AccessWatch(file, INOTIFY.map(in -> watch(in, file)).orElse(-1));
    // Both must move it here: the verdict tells a reader from a mapper by it.
    watch.accessTimes = watch.setBack() && mapOneByte(file) && watch.moved()
        && watch.setBack() && readOneByte(file) && watch.moved();
    return watch;
  }

  /** Whether it sees nothing at all here: neither inotify nor access times. */
  boolean blind() {
    return fd < 0 && !accessTimes;
  }

  /** What the driver cannot see on this system, in words; empty when it sees everything. */
  Optional<String> limits() {
    List<String> missing = new ArrayList<>();
    if (fd < 0) {
      missing.add("who opens and reads it (no inotify)");
    }
    if (!accessTimes) {
      missing.add("whether it was read or mapped at all (its file system keeps no access times)");
    }
    return missing.isEmpty() ? Optional.empty() : Optional.of(String.join(", nor ", missing));
  }

  /** Forgets what happened so far and sets the access time back, so the next run starts clean. */
  void arm() {
    if (accessTimes) {
      setBack();
    }
    drain(); // after setting the time back, which Java does through an open file
  }

  /** What happened since {@link #arm()}. */
  Access seen() {
    int mask = drain();
    boolean lost = fd < 0 || (mask & (IN_Q_OVERFLOW | IN_IGNORED)) != 0;
    Seen opened = lost ? Seen.UNKNOWN : Seen.of((mask & IN_OPEN) != 0);
    Seen read = lost ? Seen.UNKNOWN : Seen.of((mask & IN_ACCESS) != 0);
    return new Access(opened, read, touched());
  }

  private Seen touched() {
    if (!accessTimes || setBack == null) {
      return Seen.UNKNOWN;
    }
    try {
      return Seen.of(!accessTime().equals(setBack));
    } catch (IOException gone) {
      return Seen.UNKNOWN;
    }
  }

  @Override
  public void close() {
    if (fd >= 0) {
      INOTIFY.get().close(fd);
    }
  }

  /** Sets the access time a day before the modification time, so that any access moves it. */
  private boolean setBack() {
    try {
      FileTime modified = Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS);
      Instant before = modified.toInstant().isBefore(Instant.now())
          ? modified.toInstant() : Instant.now();
      Files.getFileAttributeView(file, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
          .setTimes(null, FileTime.from(before.minus(BACK)), null);
      // As stored: a file system may keep coarser times than were given.
      setBack = accessTime();
      return true;
    } catch (IOException | RuntimeException e) {
      setBack = null;
      return false;
    }
  }

  private boolean moved() {
    try {
      return setBack != null && !accessTime().equals(setBack);
    } catch (IOException e) {
      return false;
    }
  }

  private FileTime accessTime() throws IOException {
    return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
        .lastAccessTime();
  }

  private static boolean mapOneByte(Path file) {
    try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
      if (in.size() == 0) {
        return false;
      }
      in.map(FileChannel.MapMode.READ_ONLY, 0, 1).get(0); // the mapping, and a page touched
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private static boolean readOneByte(Path file) {
    try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
      return in.read(ByteBuffer.allocate(1)) >= 0;
    } catch (IOException e) {
      return false;
    }
  }

  /** Reads every queued event; returns their masks or'ed together. */
  private int drain() {
    if (fd < 0) {
      return 0;
    }
    int mask = 0;
    byte[] buffer = new byte[4096];
    while (true) {
      long n = INOTIFY.get().read(fd, buffer, new NativeLong(buffer.length)).longValue();
      if (n <= 0) {
        return mask; // EAGAIN: the queue is empty
      }
      ByteBuffer events = ByteBuffer.wrap(buffer, 0, (int) n).order(ByteOrder.nativeOrder());
      while (events.remaining() >= 16) {
        events.getInt(); // the watch: there is one
        mask |= events.getInt();
        events.getInt(); // cookie
        int nameLength = events.getInt();
        events.position(Math.min(events.limit(), events.position() + nameLength));
      }
    }
  }

  /** An inotify instance watching the opens and reads of {@code file}; -1 where none is had. */
  private static int watch(Inotify inotify, Path file) {
    int fd = inotify.inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0) {
      return -1;
    }
    byte[] name = (file.toString() + '\0').getBytes(pathCharset());
    if (inotify.inotify_add_watch(fd, name, IN_OPEN | IN_ACCESS) < 0) {
      inotify.close(fd);
      return -1;
    }
    return fd;
  }

  private static Charset pathCharset() {
    String jnu = System.getProperty("sun.jnu.encoding");
    return jnu != null && Charset.isSupported(jnu)
        ? Charset.forName(jnu) : Charset.defaultCharset();
  }

  private static Optional<Inotify> load() {
    if (!Platform.isLinux()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Native.load("c", Inotify.class));
    } catch (UnsatisfiedLinkError | RuntimeException unavailable) {
      return Optional.empty();
    }
  }
}
