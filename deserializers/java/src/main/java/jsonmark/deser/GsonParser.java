package jsonmark.deser;

import com.google.gson.Gson;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Gson: decodes the line to a String (Gson reads only characters) and binds it into the record. */
final class GsonParser implements RecordParser {

  private final Gson gson = new Gson();

  @Override
  public Simple1Record parse(byte[] buffer, int offset, int length) throws IOException {
    String line = new String(buffer, offset, length, StandardCharsets.UTF_8);
    return RecordParser.requireObject(gson.fromJson(line, Simple1Record.class));
  }
}
