package jsonmark.exec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Supplier;
import jsonmark.proc.Proc;
import jsonmark.proc.ProcMaps;

/**
 * Looks for mappings of the data file in a running tree, for programs that map the file instead
 * of reading it (their reads do not show in {@code rchar}). One daemon thread for the driver's
 * life, so that its own {@code /proc} reads fall on a thread that {@link ReadMeter} sees at both
 * ends of every run and leaves out. It looks 16 ms after the spawn, then at doubling intervals up
 * to a second, reading each tree process's {@code maps} and children (about a millisecond of CPU
 * for a JVM): one look catches a mapping whole (its length is known when it is made), a run of
 * a few milliseconds costs nothing, and a long run is looked at once a second.
 */
final class MapWatcher {

  private static final long FIRST_MILLIS = 16;
  private static final long MAX_MILLIS = 1000;

  /** One run's watch; {@link #stop()} ends it and gives the most seen mapped at once. */
  final class Watch {
    private final ProcessHandle root;
    private final Supplier<List<Long>> adopted;
    private final ProcMaps.MappedFile file;
    private long most;
    private boolean stopped;

    private Watch(ProcessHandle root, Supplier<List<Long>> adopted, long dev, long inode) {
      this.root = root;
      this.adopted = adopted;
      this.file = ProcMaps.MappedFile.of(ProcMaps.major(dev), ProcMaps.minor(dev), inode);
    }

    OptionalLong stop() {
      synchronized (MapWatcher.this) {
        stopped = true;
        if (current == this) {
          current = null;
        }
        MapWatcher.this.notifyAll();
        return OptionalLong.of(most);
      }
    }

    private void look() {
      long mapped = 0;
      Set<Long> seen = new HashSet<>();
      List<Long> queue = new ArrayList<>(List.of(root.pid()));
      queue.addAll(adopted.get());
      for (int i = 0; i < queue.size(); i++) {
        long pid = queue.get(i);
        if (seen.add(pid)) {
          mapped += Proc.maps(pid).map(file::bytesIn).orElse(0L);
          queue.addAll(Proc.children(pid));
        }
      }
      synchronized (MapWatcher.this) {
        most = Math.max(most, mapped);
      }
    }
  }

  private Watch current;
  private final boolean available = Proc.maps(Proc.self()).isPresent();

  MapWatcher() {
    if (available) {
      Thread thread = new Thread(this::loop, "jsonmark-maps");
      thread.setDaemon(true);
      thread.start();
    }
  }

  /**
   * Starts watching the tree of {@code root} for mappings of {@code file} (the path the command
   * was given); empty where there is no {@code /proc} or the file cannot be identified.
   */
  Optional<Watch> watch(ProcessHandle root, Supplier<List<Long>> adopted, Optional<Path> file) {
    if (!available || file.isEmpty()) {
      return Optional.empty();
    }
    Map<String, Object> id;
    try {
      id = Files.readAttributes(file.get(), "unix:dev,ino", LinkOption.NOFOLLOW_LINKS);
    } catch (IOException | RuntimeException unknown) {
      return Optional.empty();
    }
    Watch watch = new Watch(root, adopted, (Long) id.get("dev"), (Long) id.get("ino"));
    synchronized (this) {
      current = watch;
      notifyAll();
    }
    return Optional.of(watch);
  }

  private void loop() {
    try {
      while (true) {
        Watch watch;
        synchronized (this) {
          while (current == null) {
            wait();
          }
          watch = current;
        }
        long pause = FIRST_MILLIS;
        while (true) {
          synchronized (this) {
            long until = System.nanoTime() + pause * 1_000_000;
            while (!watch.stopped && System.nanoTime() < until) {
              wait(Math.max(1, (until - System.nanoTime()) / 1_000_000));
            }
            if (watch.stopped) {
              break;
            }
          }
          watch.look();
          pause = Math.min(MAX_MILLIS, pause * 2);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
