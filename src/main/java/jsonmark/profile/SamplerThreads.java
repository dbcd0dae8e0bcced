package jsonmark.profile;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/** The one scheduler thread of each sampler: a daemon, so that it never keeps the driver up. */
final class SamplerThreads {

  private SamplerThreads() {}

  /** A scheduler on one daemon thread named {@code name}. */
  static ScheduledExecutorService scheduler(String name) {
    return Executors.newSingleThreadScheduledExecutor(task -> {
      Thread thread = new Thread(task, name);
      thread.setDaemon(true);
      return thread;
    });
  }
}
