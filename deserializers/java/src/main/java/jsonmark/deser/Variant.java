package jsonmark.deser;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** The deserializer variants, one per library, by their command-line name. */
enum Variant {
  JACKSON("jackson", JacksonParser::new),
  FASTJSON2("fastjson2", Fastjson2Parser::new),
  GSON("gson", GsonParser::new),
  DSL_JSON("dsl-json", DslJsonParser::new);

  private final String cliName;
  private final Function<Class<? extends Checksummed>, RecordParser> factory;

  Variant(String cliName, Function<Class<? extends Checksummed>, RecordParser> factory) {
    this.cliName = cliName;
    this.factory = factory;
  }

  /** The name used on the command line. */
  String cliName() {
    return cliName;
  }

  /** A new parser of this library into the model of {@code benchmark}. */
  RecordParser newParser(Benchmark benchmark) {
    return factory.apply(benchmark.model());
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
