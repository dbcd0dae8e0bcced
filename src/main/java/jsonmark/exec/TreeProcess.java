package jsonmark.exec;

import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The command's root process standing for its whole tree, which is what Commons Exec is handed:
 * its stock {@code ExecuteWatchdog} and {@code DefaultExecutor} end a run by calling {@link
 * #destroy()}, which here kills the tree rather than the direct child only. Waiting for it also
 * stamps the exit on the calling thread, the moment the root's {@code waitpid} returns, so the
 * measured time has no thread hand-off in it; then {@code onRootExit} runs, before Commons Exec
 * drains the output.
 */
final class TreeProcess extends Process {

  private final Process root;
  private final ProcessTree tree;
  private final Duration grace;
  private final Runnable onRootExit;
  private volatile long exitNanos;
  private volatile boolean interrupted;

  TreeProcess(Process root, ProcessTree tree, Duration grace, Runnable onRootExit) {
    this.root = root;
    this.tree = tree;
    this.grace = grace;
    this.onRootExit = onRootExit;
  }

  /** {@link System#nanoTime()} when the root's exit was seen, 0 before. */
  long exitNanos() {
    return exitNanos;
  }

  /** Whether the waiting thread was interrupted (Commons Exec then kills and clears the flag). */
  boolean interrupted() {
    return interrupted;
  }

  @Override
  public int waitFor() throws InterruptedException {
    int status;
    try {
      status = root.waitFor();
    } catch (InterruptedException e) {
      interrupted = true;
      throw e;
    }
    exited();
    return status;
  }

  @Override
  public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
    boolean done = root.waitFor(timeout, unit);
    if (done) {
      exited();
    }
    return done;
  }

  private void exited() {
    if (exitNanos == 0) {
      exitNanos = System.nanoTime();
      onRootExit.run();
    }
  }

  /** Kills the whole tree: TERM, then KILL after the grace period. */
  @Override
  public void destroy() {
    tree.kill(grace);
  }

  @Override
  public Process destroyForcibly() {
    tree.kill(Duration.ZERO);
    return this;
  }

  @Override
  public boolean supportsNormalTermination() {
    return true;
  }

  @Override
  public OutputStream getOutputStream() {
    return root.getOutputStream();
  }

  @Override
  public InputStream getInputStream() {
    return root.getInputStream();
  }

  @Override
  public InputStream getErrorStream() {
    return root.getErrorStream();
  }

  @Override
  public int exitValue() {
    return root.exitValue();
  }

  @Override
  public boolean isAlive() {
    return root.isAlive();
  }

  @Override
  public long pid() {
    return root.pid();
  }

  @Override
  public ProcessHandle toHandle() {
    return root.toHandle();
  }

  @Override
  public CompletableFuture<Process> onExit() {
    return root.onExit().thenApply(done -> this);
  }
}
