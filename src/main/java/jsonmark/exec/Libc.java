package jsonmark.exec;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Structure;
import java.util.Optional;

/**
 * The few libc calls Java has no API for: becoming a child subreaper, signalling a whole process
 * group, reaping a child the JVM did not start, and the CPU time of the children it reaped.
 * Reached through JNA, which OSHI brings.
 */
interface Libc extends Library {

  int PR_SET_CHILD_SUBREAPER = 36;
  int SIGKILL = 9;
  int SIGTERM = 15;
  int SIGCONT = 18;
  int SIGSTOP = 19;
  int SIGTSTP = 20;
  int WNOHANG = 1;
  int RUSAGE_CHILDREN = -1;

  int prctl(int option, long arg2, long arg3, long arg4, long arg5);

  int kill(int pid, int signal);

  int waitpid(int pid, int[] status, int options);

  int getrusage(int who, Rusage usage);

  /**
   * {@code struct rusage}: the two {@code struct timeval}s of user and system time (a {@code
   * time_t} and a {@code suseconds_t}, each a C {@code long} on Linux), then fourteen longs.
   */
  @Structure.FieldOrder({"userSeconds", "userMicros", "systemSeconds", "systemMicros", "rest"})
  final class Rusage extends Structure {
    public NativeLong userSeconds;
    public NativeLong userMicros;
    public NativeLong systemSeconds;
    public NativeLong systemMicros;
    public NativeLong[] rest = new NativeLong[14];

    public Rusage() {
      for (int i = 0; i < rest.length; i++) {
        rest[i] = new NativeLong();
      }
    }
  }

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
