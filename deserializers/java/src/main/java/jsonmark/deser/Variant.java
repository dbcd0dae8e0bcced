package jsonmark.deser;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The deserializer variants, one per library, by their command-line name. */
enum Variant {
  JACKSON("jackson", JacksonParser::new),
  FASTJSON2("fastjson2", Fastjson2Parser::new),
  GSON("gson", GsonParser::new),
  DSL_JSON("dsl-json", DslJsonParser::new);

  private final String cliName;
  private final Supplier<RecordParser> factory;

  Variant(String cliName, Supplier<RecordParser> factory) {
    this.cliName = cliName;
    this.factory = factory;
  }

  /** The name used on the command line. */
  String cliName() {
    return cliName;
  }

  /** A new parser of this library. */
  RecordParser newParser() {
    return factory.get();
  }

  /** The variant with this command-line name, if any. */
  static Optional<Variant> byName(String name) {
    return Arrays.stream(values()).filter(v -> v.cliName.equals(name)).findFirst();
  }

  /** All command-line names, comma-separated, for messages. */
  static String names() {
    return Arrays.stream(values()).map(Variant::cliName).collect(Collectors.joining(", "));
  }
}
