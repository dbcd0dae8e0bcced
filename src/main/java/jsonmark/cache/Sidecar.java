package jsonmark.cache;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The metadata file beside a data file: its key, what the file holds, and a SHA-256 over both.
 *
 * <p>Why a digest of its own fields rather than recomputing the checksum when the file is reused:
 * recomputing means parsing every record again (the benchmark's work, seconds on 332 MB), while
 * the SHA-256 pass over the data already proves the bytes unchanged. The digest binds the
 * checksum and every key field to that SHA-256, so a sidecar with any field edited (the checksum,
 * the records) is not trusted and the file is written again. It catches edits and corruption, not
 * an adversary: whoever can recompute the digest can as well replace the data file.
 */
final class Sidecar {

  /** Larger than any sidecar this writes; a bigger file is not read into memory. */
  static final int MAX_BYTES = 64 * 1024;

  /** The sidecar's content on disk. */
  record Json(CacheKey key, Contents holds, String digest) {}

  /** The fields the digest covers, in a fixed order (record components keep declaration order). */
  private record Signed(CacheKey key, Contents holds) {}

  /** A sidecar that must not be believed; the message says why in a few words. */
  static final class Untrusted extends Exception {
    private static final long serialVersionUID = 1L;

    Untrusted(String message) {
      super(message);
    }
  }

  private static final ObjectMapper READER =
      new ObjectMapper()
          .enable(
              DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES,
              DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES,
              DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
              DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
  private static final ObjectWriter PRETTY = READER.writerWithDefaultPrettyPrinter();
  private static final ObjectWriter COMPACT = READER.writer();

  private Sidecar() {}

  /** The sidecar's bytes for {@code metadata}, digest included. */
  static byte[] render(Metadata metadata) {
    try {
      return PRETTY.writeValueAsBytes(
          new Json(metadata.key(), metadata.holds(), digest(metadata)));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads and checks the regular file {@code meta}.
   *
   * @throws Untrusted when it is not complete metadata or its digest does not match its fields
   */
  static Metadata read(Path meta) throws IOException, Untrusted {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(meta, LinkOption.NOFOLLOW_LINKS)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    }
    if (bytes.length > MAX_BYTES) {
      throw new Untrusted("it is too large to be metadata");
    }
    Json json = parse(bytes);
    Metadata metadata = new Metadata(json.key(), json.holds());
    if (!digest(metadata).equals(json.digest())) {
      throw new Untrusted("its fields do not match its digest (edited?)");
    }
    return metadata;
  }

  static String digest(Metadata metadata) {
    try {
      return Sha256.of(COMPACT.writeValueAsBytes(new Signed(metadata.key(), metadata.holds())));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Json parse(byte[] bytes) throws Untrusted {
    JsonNode root;
    try {
      root = READER.readTree(bytes);
    } catch (IOException e) {
      throw new Untrusted("it is not JSON");
    }
    if (root == null || !root.isObject()) {
      throw new Untrusted("it is not a JSON object");
    }
    Optional<String> missing = missing(root, Json.class, "");
    if (missing.isPresent()) {
      throw new Untrusted("it is not complete metadata (\"" + missing.get() + "\" is missing)");
    }
    try {
      return READER.treeToValue(root, Json.class);
    } catch (JsonProcessingException e) {
      throw new Untrusted(
          "it is not metadata this jsonmark writes (a field of another type or name)");
    }
  }

  /** The first field of {@code type} (nested records included) that {@code node} lacks. */
  private static Optional<String> missing(JsonNode node, Class<?> type, String prefix) {
    for (RecordComponent component : type.getRecordComponents()) {
      String name = prefix + component.getName();
      JsonNode value = node.get(component.getName());
      if (value == null || value.isNull()) {
        return Optional.of(name);
      }
      if (component.getType().isRecord()) {
        Optional<String> inner = missing(value, component.getType(), name + ".");
        if (inner.isPresent()) {
          return inner;
        }
      }
    }
    return Optional.empty();
  }
}
