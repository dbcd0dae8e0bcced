package jsonmark.serializers;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import jsonmark.serialize.Serializer;

/**
 * The check before timing: a serializer's output must hold one line per record, each parsing back
 * (with Jackson) to exactly the values of its record. The records' values are taken from the
 * objects themselves ({@code valueToTree}), never from any serializer's text.
 */
final class Equivalence {

  private static final JsonMapper JSON =
      JsonMapper.builder().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

  private Equivalence() {}

  /**
   * A serializer's output and whether it passed.
   *
   * @param problem why it failed, empty when it passed
   */
  record Verdict(String serializer, byte[] output, Optional<String> problem) {

    boolean passed() {
      return problem.isEmpty();
    }

    long bytes() {
      return output.length;
    }
  }

  /** Writes {@code records} with {@code serializer} and checks every line. */
  static <R> Verdict check(List<R> records, Class<R> type, Serializer serializer) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      serializer.writeLinesWithLibrary(records, type, out);
    } catch (IOException | RuntimeException e) {
      return new Verdict(serializer.name(), new byte[0], Optional.of("failed to write: " + e));
    }
    byte[] output = out.toByteArray();
    return new Verdict(serializer.name(), output, problem(records, output));
  }

  private static <R> Optional<String> problem(List<R> records, byte[] output) {
    String text = new String(output, StandardCharsets.UTF_8);
    if (!records.isEmpty() && !text.endsWith("\n")) {
      return Optional.of("the output does not end with a newline");
    }
    String[] lines = text.isEmpty() ? new String[0] : text.split("\n", -1);
    int count = lines.length == 0 ? 0 : lines.length - 1; // the text ends with '\n'
    if (count != records.size()) {
      return Optional.of(count + " lines for " + records.size() + " records");
    }
    for (int i = 0; i < count; i++) {
      Optional<String> difference = compare(records.get(i), lines[i]);
      if (difference.isPresent()) {
        return Optional.of("record " + (i + 1) + " " + difference.get());
      }
    }
    return Optional.empty();
  }

  private static Optional<String> compare(Object record, String line) {
    JsonNode actual;
    try {
      actual = JSON.readTree(line);
    } catch (JsonProcessingException e) {
      return Optional.of("is not one JSON document: " + e.getOriginalMessage());
    }
    if (actual == null || actual.isMissingNode()) {
      return Optional.of("is an empty line");
    }
    return Trees.difference(JSON.valueToTree(record), actual);
  }
}
