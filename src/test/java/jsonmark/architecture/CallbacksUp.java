package jsonmark.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Function-typed fields and parameters through which a lower layer is handed a call into a
 * higher one: a parameter of a constructor or method that a higher layer calls, or a field a
 * higher layer sets, whose type is a function (java.util.function, Runnable, Callable, or an
 * interface of the driver's annotated as one, or nested with one abstract method).
 */
final class CallbacksUp {

  /** The layers of CONTRIBUTING.md, top first; packages of one entry are one layer. */
  static final List<List<String>> LAYERS = List.of(
      List.of("launcher"), List.of("cli"), List.of("compare", "merge"),
      List.of("run", "conformance", "serializers", "validate"),
      List.of("preparation", "readcheck", "progress"),
      List.of("plan"), List.of("history"), List.of("report"), List.of("result"), List.of("stats"),
      List.of("exec", "profile", "instructions"), List.of("cache", "serialize", "values"),
      List.of("benchmark"), List.of("env"), List.of("proc"), List.of("log", "lifecycle", "io"));

  private CallbacksUp() {}

  /** Each such field or parameter, as {@code Owner.member(param type) <- Caller}. */
  static Set<String> in(JavaClasses classes) {
    Set<String> found = new TreeSet<>();
    for (JavaClass owner : classes) {
      int rank = rank(owner);
      for (JavaCodeUnit unit : owner.getCodeUnits()) {
        unit.getRawParameterTypes().stream().filter(CallbacksUp::function).forEach(type ->
            unit.getCallsOfSelf().stream()
                .map(call -> call.getOriginOwner())
                .filter(caller -> rank(caller) < rank)
                .forEach(caller -> found.add(owner.getName() + "." + unit.getName() + "("
                    + type.getSimpleName() + ") <- " + caller.getName())));
      }
      for (JavaField field : owner.getFields()) {
        if (function(field.getRawType())) {
          field.getAccessesToSelf().stream()
              .filter(access -> access.getAccessType()
                  == com.tngtech.archunit.core.domain.JavaFieldAccess.AccessType.SET)
              .map(access -> access.getOriginOwner())
              .filter(caller -> rank(caller) < rank)
              .forEach(caller -> found.add(owner.getName() + "." + field.getName() + " <- "
                  + caller.getName()));
        }
      }
    }
    return found;
  }

  /** The layer of {@code type}'s package, 0 at the top; past the bottom for none of ours. */
  static int rank(JavaClass type) {
    String name = type.getPackageName();
    if (!name.startsWith("jsonmark.")) {
      return LAYERS.size();
    }
    String top = name.substring("jsonmark.".length()).split("\\.")[0];
    for (int i = 0; i < LAYERS.size(); i++) {
      if (LAYERS.get(i).contains(top)) {
        return i;
      }
    }
    return LAYERS.size();
  }

  /** Whether {@code type} is a function: what it is called with is code, not data. */
  static boolean function(JavaClass type) {
    String name = type.getName();
    if (name.startsWith("java.util.function.") || name.equals("java.lang.Runnable")
        || name.equals("java.util.concurrent.Callable")) {
      return true;
    }
    // A top-level interface of one method (Executor) is a role with implementations of its
    // own, not a function; a nested one (DataCache.Generation) is a function's type.
    return type.isInterface() && type.getPackageName().startsWith("jsonmark")
        && (type.isAnnotatedWith(FunctionalInterface.class)
            || type.isNestedClass() && type.getMethods().stream()
                .filter(m -> m.getModifiers().contains(JavaModifier.ABSTRACT)).count() == 1);
  }
}
