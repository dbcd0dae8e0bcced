package jsonmark.report.format;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.util.Arrays;
import java.util.Optional;
import jsonmark.result.Warning;

/**
 * A warning in summary.json: its kind, the command, its figures under snake_case keys with their
 * unit (the figures record's own), and the sentence the other formats show, so that a reader of
 * the JSON needs neither to parse prose nor to rebuild it. Read back by its kind and figures; the
 * sentence is made again from them.
 */
final class WarningJson {

  private WarningJson() {}

  /** The serializer and deserializer of {@link Warning}, for the summary's mapper. */
  static SimpleModule module() {
    SimpleModule module = new SimpleModule("jsonmark-warnings");
    module.addSerializer(Warning.class, new Writer());
    module.addDeserializer(Warning.class, new Reader());
    return module;
  }

  /** {@code {"kind", "command", "figures", "message"}}. */
  private static final class Writer extends StdSerializer<Warning> {

    private static final long serialVersionUID = 1L;

    Writer() {
      super(Warning.class);
    }

    @Override
    public void serialize(Warning warning, JsonGenerator out, SerializerProvider provider)
        throws IOException {
      out.writeStartObject();
      out.writeStringField("kind", warning.kind().code());
      out.writeFieldName("command");
      if (warning.command().isPresent()) {
        out.writeString(warning.command().get());
      } else {
        out.writeNull();
      }
      out.writeFieldName("figures");
      provider.defaultSerializeValue(warning.figures(), out);
      out.writeStringField("message", WarningText.of(warning));
      out.writeEndObject();
    }
  }

  /** The figures of the record its {@code kind} names. */
  private static final class Reader extends StdDeserializer<Warning> {

    private static final long serialVersionUID = 1L;

    Reader() {
      super(Warning.class);
    }

    @Override
    public Warning deserialize(JsonParser in, DeserializationContext context)
        throws IOException {
      JsonNode node = context.readTree(in);
      String code = node.path("kind").asText();
      Warning.Kind kind = Arrays.stream(Warning.Kind.values())
          .filter(k -> k.code().equals(code)).findFirst()
          .orElseThrow(() -> context.weirdStringException(code, Warning.class,
              "not a kind of warning"));
      Warning.Figures figures = context.readTreeAsValue(node.path("figures"), kind.figures());
      JsonNode command = node.path("command");
      return new Warning(command.isTextual() ? Optional.of(command.asText()) : Optional.empty(),
          figures);
    }
  }
}
