package jsonmark.cli;

import java.lang.reflect.Constructor;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * Builds every command, mixin and converter picocli asks for; a class with a constructor taking
 * the {@link Context} gets the invocation's, so a subcommand needs no wiring of its own.
 */
final class ContextFactory implements IFactory {

  private final Context context;
  private final IFactory fallback = CommandLine.defaultFactory();

  ContextFactory(Context context) {
    this.context = context;
  }

  @Override
  public <K> K create(Class<K> type) throws Exception {
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      Class<?>[] parameters = constructor.getParameterTypes();
      if (parameters.length == 1 && parameters[0] == Context.class) {
        constructor.setAccessible(true);
        return type.cast(constructor.newInstance(context));
      }
    }
    return fallback.create(type);
  }
}
