package jsonmark.exec;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Kills a command's whole process tree. Each command runs in its own session (via {@code
 * setsid}), so its process group reaches even descendants whose parent has exited; the handles
 * seen as descendants are killed too, for those that moved to a group of their own. Groups still
 * running are remembered so an interrupted driver can kill them on the way out.
 */
public final class ProcessGroups {

  private static final Set<Long> RUNNING = ConcurrentHashMap.newKeySet();

  /** How long a killed process may take to disappear before the driver moves on. */
  private static final Duration REAP = Duration.ofSeconds(1);

  private ProcessGroups() {}

  static void register(long pgid) {
    RUNNING.add(pgid);
  }

  static void unregister(long pgid) {
    RUNNING.remove(pgid);
  }

  /** Kills every group still registered: for the driver's shutdown hook. */
  public static void killAllRunning(Duration grace) {
    for (Long pgid : List.copyOf(RUNNING)) {
      ProcessHandle.of(pgid).ifPresentOrElse(h -> kill(h, grace), () -> killGroup(pgid, grace));
      RUNNING.remove(pgid);
    }
  }

  /** TERM to the tree, then KILL to whatever is still alive after {@code grace}. */
  static void kill(ProcessHandle root, Duration grace) {
    List<ProcessHandle> tree = snapshot(root);
    signal(root.pid(), "TERM");
    tree.forEach(ProcessHandle::destroy);
    awaitExit(tree, grace);
    List<ProcessHandle> survivors = new ArrayList<>(tree);
    survivors.addAll(snapshot(root));
    signal(root.pid(), "KILL");
    survivors.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    awaitExit(survivors, REAP);
  }

  /** Whether any process is left in the group, e.g. a background job after its shell exited. */
  static boolean groupAlive(long pgid) {
    return run("kill", "-0", "--", "-" + pgid) == 0;
  }

  /** TERM, then KILL after {@code grace}, to a group whose leader may be gone. */
  static void killGroup(long pgid, Duration grace) {
    if (!groupAlive(pgid)) {
      return;
    }
    signal(pgid, "TERM");
    long deadline = System.nanoTime() + grace.toNanos();
    while (groupAlive(pgid) && System.nanoTime() < deadline) {
      sleep(50);
    }
    signal(pgid, "KILL");
  }

  private static List<ProcessHandle> snapshot(ProcessHandle root) {
    List<ProcessHandle> tree = new ArrayList<>();
    root.descendants().forEach(tree::add);
    tree.add(root);
    return tree;
  }

  private static void awaitExit(List<ProcessHandle> tree, Duration grace) {
    long deadline = System.nanoTime() + grace.toNanos();
    while (tree.stream().anyMatch(ProcessHandle::isAlive) && System.nanoTime() < deadline) {
      sleep(50);
    }
  }

  private static void signal(long pgid, String signal) {
    run("kill", "-" + signal, "--", "-" + pgid);
  }

  private static int run(String... command) {
    try {
      Process process =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      return process.waitFor();
    } catch (IOException e) {
      return -1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return -1;
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
