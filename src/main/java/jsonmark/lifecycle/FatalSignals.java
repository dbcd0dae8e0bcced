package jsonmark.lifecycle;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Turns the signals whose default action would end the JVM at once, skipping its shutdown hooks
 * (SIGUSR1, SIGALRM and the like: the JVM itself handles only SIGINT, SIGTERM and SIGHUP), into
 * an orderly exit with status 128 + N, so that the hooks end the running command's tree and
 * remove temporary files first. Signals the JVM uses itself (SIGQUIT, SIGSEGV, and SIGUSR2, with
 * which HotSpot suspends a thread for JFR's method sampler: a handler of ours there ended the
 * driver at JFR's first sample) and those that report a real fault (SIGABRT, SIGBUS, SIGTRAP)
 * are left alone; real-time signals and SIGKILL cannot be caught here, and {@link DriverGuard}
 * covers them.
 */
public final class FatalSignals {

  /** The default-fatal signals the JVM leaves to their default action on Linux. */
  static final List<String> NAMES =
      List.of("USR1", "ALRM", "VTALRM", "PROF", "IO", "PWR", "STKFLT", "XCPU", "SYS");

  private FatalSignals() {}

  /**
   * Installs a handler for each signal of {@link #NAMES} that this JVM and platform know, calling
   * {@code exit} with 128 + the signal's number; returns the names installed.
   */
  public static List<String> install(IntConsumer exit) {
    return install(exit, name -> { });
  }

  /** The same, telling {@code caught} the signal's name ({@code SIGUSR1}) before it exits. */
  public static List<String> install(IntConsumer exit, Consumer<String> caught) {
    return NAMES.stream()
        .filter(name -> SignalHandlers.handle(name, number -> {
          caught.accept("SIG" + name);
          exit.accept(128 + number);
        }))
        .toList();
  }
}
