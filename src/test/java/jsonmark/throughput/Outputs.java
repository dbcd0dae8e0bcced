package jsonmark.throughput;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import jsonmark.benchmark.Simple1Record;
import jsonmark.serialize.Serializer;

/** Test helper: what a serializer writes for some Simple1 records. */
final class Outputs {

  private Outputs() {}

  static byte[] write(Serializer serializer, List<Simple1Record> records) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      serializer.writeLines(records, Simple1Record.class, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
