package jsonmark.serialize;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;

/**
 * A DSL-JSON writer for a Java record, assembled at run time from DSL-JSON's own attribute
 * encoders, for builds where its annotation processor did not run. DSL-JSON's run-time analysis
 * would name keys after the record components, and its {@code @JsonAttribute} is not retained at
 * run time, so key names come from Jackson's {@code @JsonProperty}, which the processor also
 * honours. Keys are written in component order, nulls included, as the generated code does.
 */
final class DslJsonRecordWriter<R> implements JsonWriter.WriteObject<R> {

  private static final DslJson<Object> COMPILED_ONLY =
      new DslJson<>(new DslJson.Settings<>().includeServiceLoader());

  private final JsonWriter.WriteObject<R>[] attributes;

  private DslJsonRecordWriter(JsonWriter.WriteObject<R>[] attributes) {
    this.attributes = attributes;
  }

  /** Whether DSL-JSON's annotation processor generated a converter for {@code type}. */
  static boolean compiled(Class<?> type) {
    return COMPILED_ONLY.tryFindWriter(type) != null;
  }

  /**
   * Builds the writer for record {@code type} (and nested records) and registers it in {@code dsl}.
   */
  static <R> JsonWriter.WriteObject<R> register(Class<R> type, DslJson<Object> dsl) {
    if (!type.isRecord()) {
      throw new IllegalArgumentException(
          type.getName() + " is no record: compile it with DSL-JSON's annotation processor");
    }
    RecordComponent[] components = type.getRecordComponents();
    @SuppressWarnings("unchecked")
    JsonWriter.WriteObject<R>[] attributes =
        (JsonWriter.WriteObject<R>[]) new JsonWriter.WriteObject<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      attributes[i] = attribute(components[i], dsl);
    }
    DslJsonRecordWriter<R> writer = new DslJsonRecordWriter<>(attributes);
    dsl.registerWriter(type, writer);
    return writer;
  }

  private static <R> JsonWriter.WriteObject<R> attribute(
      RecordComponent component, DslJson<Object> dsl) {
    Method accessor = component.getAccessor();
    Settings.Function<R, Object> read = record -> get(accessor, record);
    Class<?> type = component.getType();
    if (type.isRecord() && !compiled(type) && !type.equals(component.getDeclaringRecord())) {
      @SuppressWarnings("unchecked")
      JsonWriter.WriteObject<Object> nested = (JsonWriter.WriteObject<Object>) register(type, dsl);
      return Settings.createEncoder(read, name(component), dsl, type, nested);
    }
    return Settings.createEncoder(read, name(component), dsl, component.getGenericType());
  }

  private static String name(RecordComponent component) {
    // @JsonProperty cannot target record components; javac copies it onto the accessor.
    JsonProperty property = component.getAccessor().getAnnotation(JsonProperty.class);
    return property == null || property.value().isEmpty() ? component.getName() : property.value();
  }

  private static Object get(Method accessor, Object record) {
    try {
      return accessor.invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + accessor, e);
    }
  }

  @Override
  public void write(JsonWriter writer, R value) {
    if (value == null) {
      writer.writeNull();
      return;
    }
    writer.writeByte(JsonWriter.OBJECT_START);
    for (int i = 0; i < attributes.length; i++) {
      if (i > 0) {
        writer.writeByte(JsonWriter.COMMA);
      }
      attributes[i].write(writer, value);
    }
    writer.writeByte(JsonWriter.OBJECT_END);
  }
}
