package jsonmark.lifecycle;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.function.IntConsumer;

/**
 * Java handlers for POSIX signals, through {@code sun.misc.Signal}: the JDK's only API for this
 * (module {@code jdk.unsupported}, exported to all code), reached by reflection because naming it
 * in source draws a javac warning that no annotation can silence. Each handler runs on a thread
 * of its own that the JVM starts per signal.
 */
public final class SignalHandlers {

  private SignalHandlers() {}

  /**
   * Installs {@code handler}, which gets the signal's number, for the signal {@code name} (as
   * {@code kill -l} names it, without {@code SIG}); false where this JVM or platform refuses it
   * (unknown, or used by the JVM itself).
   */
  public static boolean handle(String name, IntConsumer handler) {
    try {
      Class<?> handlerType = Class.forName("sun.misc.SignalHandler");
      Method number = Class.forName("sun.misc.Signal").getMethod("getNumber");
      Object proxy =
          Proxy.newProxyInstance(
              SignalHandlers.class.getClassLoader(),
              new Class<?>[] {handlerType},
              (self, method, args) -> {
                if (method.getName().equals("handle")) {
                  handler.accept((int) number.invoke(args[0]));
                  return null;
                }
                return switch (method.getName()) {
                  case "hashCode" -> System.identityHashCode(self);
                  case "equals" -> self == args[0];
                  default -> "jsonmark's handler of SIG" + name;
                };
              });
      return set(name, proxy);
    } catch (ReflectiveOperationException | RuntimeException unavailable) {
      return false;
    }
  }

  /** Gives the signal {@code name} its default action back; false where it cannot. */
  public static boolean reset(String name) {
    try {
      return set(name, Class.forName("sun.misc.SignalHandler").getField("SIG_DFL").get(null));
    } catch (ReflectiveOperationException | RuntimeException unavailable) {
      return false;
    }
  }

  private static boolean set(String name, Object handler) {
    try {
      Class<?> signal = Class.forName("sun.misc.Signal");
      Constructor<?> named = signal.getConstructor(String.class);
      Method handle = signal.getMethod("handle", signal, Class.forName("sun.misc.SignalHandler"));
      handle.invoke(null, named.newInstance(name), handler);
      return true;
    } catch (ReflectiveOperationException | RuntimeException unknownOrReserved) {
      return false;
    }
  }
}
