package jsonmark.run;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import jsonmark.exec.Executor;
import jsonmark.profile.Profile;

/** Profiles one run: starts sampling the tree at the spawn and stops when its root exits. */
final class ProfilingWatcher implements Executor.Watcher {

  /** Starts sampling a tree; the supplier it returns stops sampling and gives the samples. */
  interface Sampler {
    Supplier<Profile> start(ProcessHandle root, Supplier<List<Long>> adopted);
  }

  private final Sampler sampler;
  private Supplier<Profile> running;
  private Profile profile;

  ProfilingWatcher(Sampler sampler) {
    this.sampler = sampler;
  }

  @Override
  public void started(ProcessHandle root, Supplier<List<Long>> adopted) {
    running = sampler.start(root, adopted);
  }

  @Override
  public void exited() {
    if (running != null) {
      profile = running.get();
      running = null;
    }
  }

  /** The samples, once the root exited; empty when the tree never started. */
  Optional<Profile> profile() {
    return Optional.ofNullable(profile);
  }
}
