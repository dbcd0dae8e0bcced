package jsonmark.serialize;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import jsonmark.benchmark.registry.Benchmarks;

/**
 * DSL-JSON. It uses the converters its annotation processor generates from {@code @CompiledJson}
 * when they were compiled in, and otherwise {@link DslJsonRecordWriter}, built at run time from
 * DSL-JSON's own attribute encoders; both write the same bytes.
 */
final class DslJsonSerializer implements Serializer {

  private static final int BUFFER = 1 << 16;

  private final DslJson<Object> dsl = new DslJson<>(Settings.withRuntime().includeServiceLoader());

  private final ClassValue<JsonWriter.WriteObject<?>> writers =
      new ClassValue<>() {
        @Override
        protected JsonWriter.WriteObject<?> computeValue(Class<?> type) {
          return DslJsonRecordWriter.compiled(type)
              ? dsl.tryFindWriter(type)
              : DslJsonRecordWriter.register(type, dsl);
        }
      };

  @Override
  public String name() {
    return "dsl-json";
  }

  @Override
  public String description() {
    return "DSL-JSON "
        + LibraryVersion.of(DslJson.class, "com.dslplatform", "dsl-json")
        + (Benchmarks.all().stream().allMatch(b -> usesCompiledConverter(b.recordType()))
            ? " (compile-time converters)"
            : " (run-time encoders)");
  }

  /** Whether records of {@code type} go through a converter generated at compile time. */
  static boolean usesCompiledConverter(Class<?> type) {
    return DslJsonRecordWriter.compiled(type);
  }

  @Override
  public <R> void writeLines(List<R> records, Class<R> type, OutputStream out) throws IOException {
    @SuppressWarnings("unchecked")
    JsonWriter.WriteObject<R> writer = (JsonWriter.WriteObject<R>) writers.get(type);
    JsonWriter json = dsl.newWriter(BUFFER);
    json.reset(out); // flushes to out whenever the buffer fills
    for (R record : records) {
      writer.write(json, record);
      json.writeByte((byte) '\n');
    }
    json.flush();
  }
}
