package jsonmark.serialize;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.RecordBlocks;
import jsonmark.benchmark.Simple1Benchmark;
import jsonmark.benchmark.Simple1Record;

/** Test helpers: a benchmark's records, a serializer's bytes for them, and those bytes parsed back. */
public final class Lines {

  static final JsonMapper JACKSON = new JsonMapper();

  private Lines() {}

  static List<Simple1Record> simple1(int count) {
    return new RecordBlocks<>(new Simple1Benchmark(), count).all();
  }

  public static byte[] write(Serializer serializer, List<Simple1Record> records) {
    return write(serializer, records, Simple1Record.class);
  }

  static <R> byte[] write(Serializer serializer, List<R> records, Class<R> type) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      serializer.writeLines(records, type, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** The first {@code count} records of {@code benchmark} as {@code serializer} writes them. */
  static <R> byte[] write(Serializer serializer, Benchmark<R> benchmark, int count) {
    return write(serializer, new RecordBlocks<>(benchmark, count).all(), benchmark.recordType());
  }

  /** Each line parsed by Jackson; the text must end with a newline and hold no empty line. */
  static List<JsonNode> parse(byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    if (!text.endsWith("\n")) {
      throw new AssertionError("output does not end with a newline");
    }
    List<JsonNode> nodes = new ArrayList<>();
    for (String line : text.substring(0, text.length() - 1).split("\n", -1)) {
      try {
        nodes.add(JACKSON.readTree(line));
      } catch (IOException e) {
        throw new AssertionError("not one JSON document: " + line, e);
      }
    }
    return nodes;
  }
}
