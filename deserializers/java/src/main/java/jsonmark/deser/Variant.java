package jsonmark.deser;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The deserializer variants, one per library, by their command-line name. */
enum Variant {
  JACKSON("jackson", JacksonParser::new, JacksonTreeParser::new,
      new Library("jackson-databind", "com.fasterxml.jackson.core")),
  FASTJSON2("fastjson2", Fastjson2Parser::new, Fastjson2TreeParser::new,
      new Library("fastjson2", "com.alibaba.fastjson2")),
  GSON("gson", GsonParser::new, GsonTreeParser::new,
      new Library("gson", "com.google.code.gson")),
  DSL_JSON("dsl-json", DslJsonParser::new, DslJsonTreeParser::new,
      new Library("dsl-json", "com.dslplatform"));

  private final String cliName;
  private final Function<Class<? extends Checksummed>, RecordParser> factory;
  private final Supplier<RecordParser> treeFactory;
  private final Library library;

  Variant(
      String cliName,
      Function<Class<? extends Checksummed>, RecordParser> factory,
      Supplier<RecordParser> treeFactory,
      Library library) {
    this.cliName = cliName;
    this.factory = factory;
    this.treeFactory = treeFactory;
    this.library = library;
  }

  /** The JSON library this variant measures. */
  Library library() {
    return library;
  }

  /** The name used on the command line. */
  String cliName() {
    return cliName;
  }

  /**
   * A new parser of this library into the model of {@code benchmark}, or into the library's tree
   * for benchmark {@code Data}, which has no model.
   */
  RecordParser newParser(Benchmark benchmark) {
    return benchmark.model() == null ? treeFactory.get() : factory.apply(benchmark.model());
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
