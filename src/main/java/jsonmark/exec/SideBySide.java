package jsonmark.exec;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the tasks of a batch up to a given number at a time ({@code --jobs}) and returns their
 * results in the batch's order, whatever order they ended in. Every task has ended when this
 * returns or throws: the pool's threads live until then, because an orphan of a tree goes to the
 * driver (its subreaper) only while the thread that started the tree lives, and a failed or
 * interrupted batch leaves nothing running behind it.
 */
public final class SideBySide {

  /** The {@code index}-th task of a batch: usually one spawn, to its end. */
  public interface Task<T> {
    T run(int index) throws InterruptedException;
  }

  private SideBySide() {}

  /**
   * Runs {@code task} for each index below {@code count}, up to {@code width} at a time.
   *
   * @throws InterruptedException when a task was: the driver is shutting down, and the other
   *     tasks end too, their trees killed and no new one started
   */
  public static <T> List<T> run(int count, int width, Task<T> task) throws InterruptedException {
    if (count == 0) {
      return List.of();
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(width, count)),
        job -> {
          Thread thread = new Thread(job, "jsonmark-job");
          thread.setDaemon(true);
          return thread;
        });
    try {
      List<Future<T>> futures = new ArrayList<>();
      for (int k = 0; k < count; k++) {
        int index = k;
        futures.add(pool.submit(() -> task.run(index)));
      }
      List<T> results = new ArrayList<>();
      Throwable first = null;
      for (Future<T> future : futures) {
        try {
          results.add(future.get()); // waits for every task, even after one failed
        } catch (ExecutionException e) {
          if (first == null || interrupt(e.getCause()) && !interrupt(first)) {
            first = e.getCause();
          }
        }
      }
      if (first instanceof InterruptedException shuttingDown) {
        throw shuttingDown;
      } else if (first instanceof RuntimeException failed) {
        throw failed;
      } else if (first instanceof Error error) {
        throw error;
      } else if (first != null) {
        throw new IllegalStateException(first);
      }
      return results;
    } finally {
      pool.shutdown();
    }
  }

  /** An interrupt comes first: the others' failures are likely its consequences. */
  private static boolean interrupt(Throwable t) {
    return t instanceof InterruptedException;
  }
}
