package jsonmark.deser;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.Strictness;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import jsonmark.deser.canada.GsonPointArrays;
import jsonmark.deser.canada.PointArrays;

/**
 * Gson: decodes the line to a String (Gson reads only characters) and binds it into the model;
 * in validation mode the same Gson writes it back.
 *
 * <p>{@code new Gson()} reads leniently (unquoted and single-quoted strings, {@code NaN}, {@code
 * 01.5}, {@code nul}...); this instance is {@link Strictness#STRICT}, which follows RFC 8259. It
 * writes nulls ({@code serializeNulls}), since every key of the input is there, null or not.
 */
final class GsonParser implements RecordParser {

  /** The strict Gson of every Gson parser, with the coordinates' adapter. */
  static Gson strictGson() {
    return new GsonBuilder()
        .setStrictness(Strictness.STRICT)
        .serializeNulls()
        .registerTypeAdapter(PointArrays.class, new GsonPointArrays())
        .create();
  }

  private final Gson gson = strictGson();
  private final Class<? extends Checksummed> model;

  GsonParser(Class<? extends Checksummed> model) {
    this.model = model;
  }

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    String line = new String(buffer, offset, length, StandardCharsets.UTF_8);
    return RecordParser.requireObject(gson.fromJson(line, model));
  }

  @Override
  public String write(Checksummed line) {
    return gson.toJson(line);
  }
}
