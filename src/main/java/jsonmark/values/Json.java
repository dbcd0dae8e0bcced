package jsonmark.values;

import java.util.Iterator;
import java.util.Map;

/** Writes a {@link JsonValue} back as compact JSON, for messages (numbers as they were written). */
final class Json {

  private Json() {}

  static String write(JsonValue value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(JsonValue value, StringBuilder out) {
    if (value instanceof JsonValue.Obj o) {
      out.append('{');
      Iterator<Map.Entry<String, JsonValue>> members = o.members().entrySet().iterator();
      while (members.hasNext()) {
        Map.Entry<String, JsonValue> member = members.next();
        out.append(quote(member.getKey())).append(':');
        write(member.getValue(), out);
        if (members.hasNext()) {
          out.append(',');
        }
      }
      out.append('}');
    } else if (value instanceof JsonValue.Arr a) {
      out.append('[');
      for (int i = 0; i < a.elements().size(); i++) {
        if (i > 0) {
          out.append(',');
        }
        write(a.elements().get(i), out);
      }
      out.append(']');
    } else if (value instanceof JsonValue.Str s) {
      out.append(quote(s.value()));
    } else if (value instanceof JsonValue.Num n) {
      out.append(n.text());
    } else if (value instanceof JsonValue.Bool b) {
      out.append(b.value());
    } else {
      out.append("null");
    }
  }

  /** A JSON string literal; control characters, and characters past ASCII, escaped. */
  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c < 0x20 || c > 0x7e) {
        out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append('"').toString();
  }
}
