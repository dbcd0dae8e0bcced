package jsonmark.serialize;

import java.util.List;
import java.util.Optional;

/** The registry of serializers known to the driver; the first is the default. */
public final class Serializers {

  private static final List<Serializer> ALL =
      List.of(
          new JacksonSerializer(),
          new GsonSerializer(),
          new Fastjson2Serializer(),
          new DslJsonSerializer());

  private Serializers() {}

  public static List<Serializer> all() {
    return ALL;
  }

  public static Serializer defaultSerializer() {
    return ALL.get(0);
  }

  public static Optional<Serializer> byName(String name) {
    return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
  }

  public static String names() {
    return String.join(", ", ALL.stream().map(Serializer::name).toList());
  }
}
