package jsonmark.lifecycle;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
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
 *
 * <p>{@code sun.misc.Signal} is reached by reflection: it is the JDK's only API for this (module
 * {@code jdk.unsupported}, exported to all code), and naming it in source draws a javac warning
 * that no annotation can silence.
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
    try {
      Class<?> signal = Class.forName("sun.misc.Signal");
      Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
      Constructor<?> named = signal.getConstructor(String.class);
      Method handle = signal.getMethod("handle", signal, handlerType);
      Method number = signal.getMethod("getNumber");
      Object handler =
          Proxy.newProxyInstance(
              FatalSignals.class.getClassLoader(),
              new Class<?>[] {handlerType},
              (proxy, method, args) -> {
                if (method.getName().equals("handle")) {
                  exit.accept(128 + (int) number.invoke(args[0]));
                  return null;
                }
                return switch (method.getName()) {
                  case "hashCode" -> System.identityHashCode(proxy);
                  case "equals" -> proxy == args[0];
                  default -> "jsonmark's handler of fatal signals";
                };
              });
      return NAMES.stream().filter(name -> installed(named, handle, handler, name)).toList();
    } catch (ReflectiveOperationException | RuntimeException unavailable) {
      return List.of(); // another JVM: its signals keep their default action
    }
  }

  private static boolean installed(
      Constructor<?> named, Method handle, Object handler, String name) {
    try {
      handle.invoke(null, named.newInstance(name), handler);
      return true;
    } catch (ReflectiveOperationException | RuntimeException unknownOrReserved) {
      return false; // not on this platform, or used by the JVM itself
    }
  }
}
