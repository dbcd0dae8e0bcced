package jsonmark.serialize;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonWriter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Gson. It writes doubles with {@link Double#toString(double)}, so its bytes follow the JDK: JDK 19
 * and later print the shortest form, JDK 17 sometimes one digit more.
 */
final class GsonSerializer implements Serializer {

  private final Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

  @Override
  public String name() {
    return "gson";
  }

  @Override
  public String description() {
    return "Gson " + LibraryVersion.of(Gson.class, "com.google.code.gson", "gson");
  }

  @Override
  public <R> void writeLines(List<R> records, Class<R> type, OutputStream out) throws IOException {
    TypeAdapter<R> adapter = gson.getAdapter(type);
    Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
    JsonWriter json = gson.newJsonWriter(text);
    // Lenient only so that one JsonWriter may write many top-level documents, one per line.
    json.setStrictness(Strictness.LENIENT);
    for (R record : records) {
      adapter.write(json, record);
      text.write('\n');
    }
    json.flush();
  }
}
