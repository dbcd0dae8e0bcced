package jsonmark.lifecycle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Owns everything the driver must undo when it stops early: half-written files, temporary
 * folders, running process trees. Created once in {@code Main} and passed down; closing it runs
 * every pending action, newest first, once, and from then on nothing new may start.
 */
public final class Cleanup implements AutoCloseable {

  /** One pending action; closing it means the thing finished normally and needs no undoing. */
  public interface Registration extends AutoCloseable {
    @Override
    void close();
  }

  /** Thrown when something tries to start after cleanup began (an interrupt is under way). */
  public static final class ClosedException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    ClosedException(String what) {
      super("not starting " + what + ": the driver is shutting down");
    }
  }

  private final Map<Long, Action> pending = new LinkedHashMap<>();
  private long nextId;
  private boolean closed;

  private record Action(String what, Runnable undo) {}

  /**
   * Registers {@code undo}, run if the driver stops before the returned registration is closed.
   *
   * @throws ClosedException when cleanup has begun: the caller must not start {@code what}
   */
  public synchronized Registration register(String what, Runnable undo) {
    if (closed) {
      throw new ClosedException(what);
    }
    long id = nextId++;
    pending.put(id, new Action(what, undo));
    return () -> {
      synchronized (Cleanup.this) {
        pending.remove(id);
      }
    };
  }

  /** Whether cleanup has begun; a loop checks this before starting its next step. */
  public synchronized boolean isClosed() {
    return closed;
  }

  /** Descriptions of what is still pending, oldest first (for tests and debug logs). */
  public synchronized List<String> pending() {
    return pending.values().stream().map(Action::what).toList();
  }

  /** Runs every pending action, newest first, each once; later registrations are refused. */
  @Override
  public void close() {
    List<Action> actions;
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      actions = new ArrayList<>(pending.values());
      pending.clear();
    }
    for (int i = actions.size() - 1; i >= 0; i--) {
      try {
        actions.get(i).undo().run();
      } catch (RuntimeException e) {
        // One failed undo must not keep the others from running on the way out.
      }
    }
  }
}
