package jsonmark.deser;

import com.dslplatform.json.BoolConverter;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.NumberConverter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;

/**
 * DSL-JSON, validation mode of benchmark Data: writes an untyped tree back with DSL-JSON's own
 * JsonWriter and number converters. {@code ObjectConverter.serializeObject} cannot: without
 * DSL-JSON's runtime reflection it finds no writer for ArrayList.
 */
final class DslJsonTreeWriter {

  private DslJsonTreeWriter() {}

  static void write(Object value, JsonWriter writer) {
    if (value instanceof Map<?, ?> map) {
      writer.writeByte(JsonWriter.OBJECT_START);
      boolean first = true;
      for (Map.Entry<?, ?> member : map.entrySet()) {
        if (!first) {
          writer.writeByte(JsonWriter.COMMA);
        }
        first = false;
        writer.writeString(String.valueOf(member.getKey()));
        writer.writeByte(JsonWriter.SEMI);
        write(member.getValue(), writer);
      }
      writer.writeByte(JsonWriter.OBJECT_END);
    } else if (value instanceof List<?> list) {
      writer.writeByte(JsonWriter.ARRAY_START);
      for (int i = 0; i < list.size(); i++) {
        if (i > 0) {
          writer.writeByte(JsonWriter.COMMA);
        }
        write(list.get(i), writer);
      }
      writer.writeByte(JsonWriter.ARRAY_END);
    } else if (value instanceof String text) {
      writer.writeString(text);
    } else if (value instanceof Long || value instanceof Integer) {
      NumberConverter.serialize(((Number) value).longValue(), writer);
    } else if (value instanceof Double number) {
      NumberConverter.serialize(number.doubleValue(), writer);
    } else if (value instanceof BigDecimal number) {
      NumberConverter.serialize(number, writer);
    } else if (value instanceof BigInteger number) {
      NumberConverter.serialize(number, writer);
    } else if (value instanceof Boolean bool) {
      BoolConverter.serialize(bool, writer);
    } else if (value == null) {
      writer.writeNull();
    } else {
      throw new IllegalStateException("DSL-JSON read an unexpected " + value.getClass().getName());
    }
  }
}
