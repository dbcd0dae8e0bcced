package jsonmark.deser;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.Strictness;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import jsonmark.deser.canada.GsonPointArrays;
import jsonmark.deser.canada.PointArrays;

/**
 * Gson: decodes the line to a String (Gson reads only characters) and binds it into the model.
 *
 * <p>{@code new Gson()} reads leniently (unquoted and single-quoted strings, {@code NaN}, {@code
 * 01.5}, {@code nul}...); this instance is {@link Strictness#STRICT}, which follows RFC 8259.
 */
final class GsonParser implements RecordParser {

  private final Gson gson =
      new GsonBuilder()
          .setStrictness(Strictness.STRICT)
          .registerTypeAdapter(PointArrays.class, new GsonPointArrays())
          .create();
  private final Class<? extends Checksummed> model;

  GsonParser(Class<? extends Checksummed> model) {
    this.model = model;
  }

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    String line = new String(buffer, offset, length, StandardCharsets.UTF_8);
    return RecordParser.requireObject(gson.fromJson(line, model));
  }
}
