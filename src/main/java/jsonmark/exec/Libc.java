package jsonmark.exec;

import com.sun.jna.Library;
import com.sun.jna.Native;
import java.util.Optional;

/**
 * The few libc calls Java has no API for: becoming a child subreaper, signalling a whole process
 * group, and reaping a child the JVM did not start. Reached through JNA, which OSHI brings.
 */
interface Libc extends Library {

  int PR_SET_CHILD_SUBREAPER = 36;
  int SIGKILL = 9;
  int SIGTERM = 15;
  int SIGCONT = 18;
  int SIGSTOP = 19;
  int WNOHANG = 1;

  int prctl(int option, long arg2, long arg3, long arg4, long arg5);

  int kill(int pid, int signal);

  int waitpid(int pid, int[] status, int options);

  /** libc, or empty where JNA cannot load it. */
  static Optional<Libc> get() {
    return Holder.LIBC;
  }

  /** Loads libc once, on first use. */
  final class Holder {
    private static final Optional<Libc> LIBC = load();

    private Holder() {}

    private static Optional<Libc> load() {
      try {
        return Optional.of(Native.load("c", Libc.class));
      } catch (UnsatisfiedLinkError | RuntimeException unavailable) {
        return Optional.empty();
      }
    }
  }
}
