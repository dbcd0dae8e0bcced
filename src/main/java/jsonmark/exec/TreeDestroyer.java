package jsonmark.exec;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import jsonmark.lifecycle.Cleanup;
import org.apache.commons.exec.ProcessDestroyer;

/**
 * Commons Exec's hook for processes to destroy when the driver stops, backed by {@link Cleanup}
 * instead of a shutdown hook of its own: each running tree is registered there, so an interrupt
 * kills it (the whole tree, see {@link TreeProcess#destroy()}), and once cleanup has begun no
 * tree may be added, so no run starts after an interrupt. Created once and passed down.
 */
public final class TreeDestroyer implements ProcessDestroyer {

  private final Cleanup cleanup;
  private final Map<Process, Cleanup.Registration> running = new ConcurrentHashMap<>();

  public TreeDestroyer(Cleanup cleanup) {
    this.cleanup = cleanup;
  }

  /** Whether the driver is shutting down, so nothing may be started. */
  public boolean closed() {
    return cleanup.isClosed();
  }

  /**
   * Registers {@code process}'s tree to be killed on an interrupt.
   *
   * @throws Cleanup.ClosedException when the driver is shutting down; the tree was killed
   */
  @Override
  public boolean add(Process process) {
    try {
      running.put(process, cleanup.register("process tree of pid " + process.pid(),
          process::destroy));
      return true;
    } catch (Cleanup.ClosedException e) {
      process.destroy(); // spawned in the instant the interrupt began: it must not outlive it
      throw e;
    }
  }

  @Override
  public boolean remove(Process process) {
    Cleanup.Registration registration = running.remove(process);
    if (registration != null) {
      registration.close();
    }
    return registration != null;
  }

  @Override
  public int size() {
    return running.size();
  }
}
