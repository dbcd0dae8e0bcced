package jsonmark.exec;

/**
 * Signals to one process or a whole process group, through libc where JNA has it, else through
 * {@link ProcessHandle} (which can only terminate or kill one process at a time).
 */
final class Signals {

  private Signals() {}

  /** Sends {@code signal} to {@code pid}. */
  static void send(long pid, int signal) {
    if (Libc.get().isPresent()) {
      Libc.get().get().kill(Math.toIntExact(pid), signal);
    } else if (signal == Libc.SIGKILL) {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    } else if (signal == Libc.SIGTERM) {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
    }
  }

  /** Sends {@code signal} to every process of group {@code pgid}; nothing without libc. */
  static void group(long pgid, int signal) {
    Libc.get().ifPresent(libc -> libc.kill(-Math.toIntExact(pgid), signal));
  }

  /** Whether some process is left in group {@code pgid} (a background job of its shell, say). */
  static boolean groupAlive(long pgid) {
    return Libc.get().map(libc -> libc.kill(-Math.toIntExact(pgid), 0) == 0).orElse(false);
  }
}
