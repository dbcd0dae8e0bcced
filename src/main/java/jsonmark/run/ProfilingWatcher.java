package jsonmark.run;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import jsonmark.exec.Executor;
import jsonmark.profile.Profile;

/** Profiles one run: starts sampling the tree at the spawn and stops when its root exits. */
final class ProfilingWatcher implements Executor.Watcher {

  private final Function<ProcessHandle, Supplier<Profile>> sampler;
  private Supplier<Profile> running;
  private Profile profile;

  /** @param sampler starts sampling a tree; the supplier stops it and returns the samples */
  ProfilingWatcher(Function<ProcessHandle, Supplier<Profile>> sampler) {
    this.sampler = sampler;
  }

  @Override
  public void started(ProcessHandle root) {
    running = sampler.apply(root);
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
