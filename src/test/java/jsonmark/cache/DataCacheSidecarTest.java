package jsonmark.cache;

import static jsonmark.cache.CacheFixture.KEY;
import static jsonmark.cache.CacheFixture.mustNotWrite;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A metadata sidecar that is empty, incomplete or edited is never believed, and is rewritten. */
class DataCacheSidecarTest {

  static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path dir;
  CacheFixture f;

  @BeforeEach
  void writeOnce() throws Exception {
    f = new CacheFixture(dir);
    f.obtain();
    f.logged.getBuffer().setLength(0);
  }

  /** Writes it again, then checks the new sidecar is believed by the next run. */
  void assertWrittenAgainWithOneWarning(String warning) throws Exception {
    DataFile again = f.obtain();
    assertThat(again.generated()).isTrue();
    assertThat(again.metadata().checksum()).isEqualTo(CacheFixture.CHECKSUM);
    assertThat(f.warnings()).containsExactly(warning);
    DataFile reused = f.cache.obtain("data", KEY, mustNotWrite());
    assertThat(reused.generated()).isFalse();
    assertThat(reused.metadata()).isEqualTo(again.metadata());
  }

  @Test
  void theSidecarHoldsTheKeyWhatTheFileHoldsAndADigestOverBoth() throws Exception {
    var sidecar = JSON.readTree(f.meta().toFile());
    assertThat(sidecar.fieldNames()).toIterable().containsExactly("key", "holds", "digest");
    assertThat(sidecar.get("key").fieldNames()).toIterable().containsExactly(
        "benchmark", "benchmarkVersion", "serializer", "serializerLibrary", "records", "seed",
        "generatorVersion");
    assertThat(sidecar.get("holds").fieldNames()).toIterable()
        .containsExactly("bytes", "sha256", "checksum");
    assertThat(sidecar.get("digest").asText()).matches("[0-9a-f]{64}");
  }

  @Test
  void anEmptyObjectIsTreatedAsMissingAndTheSidecarWrittenAgain() throws Exception {
    Files.writeString(f.meta(), "{}\n");
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": it is not complete metadata (\"key\" is missing); writing"
            + " the data file again");
  }

  @ParameterizedTest
  @CsvSource({
    "key, benchmark", "key, benchmarkVersion", "key, serializer", "key, serializerLibrary",
    "key, records", "key, seed", "key, generatorVersion",
    "holds, bytes", "holds, sha256", "holds, checksum"
  })
  void metadataMissingAnyFieldIsTreatedAsMissing(String part, String field) throws Exception {
    editSidecar(sidecar -> ((ObjectNode) sidecar.get(part)).remove(field));
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": it is not complete metadata (\"" + part + "." + field
            + "\" is missing); writing the data file again");
  }

  /** Rewrites the sidecar with {@code edit} applied to its JSON. */
  private void editSidecar(Consumer<ObjectNode> edit) throws IOException {
    ObjectNode sidecar = (ObjectNode) JSON.readTree(f.meta().toFile());
    edit.accept(sidecar);
    JSON.writeValue(f.meta().toFile(), sidecar);
  }

  @ParameterizedTest
  @CsvSource({"holds, checksum, 8", "key, records, 3", "key, seed, 43", "holds, bytes, 7"})
  void anEditedFieldIsNotBelieved(String part, String field, long value) throws Exception {
    editSidecar(sidecar -> ((ObjectNode) sidecar.get(part)).put(field, value));
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": its fields do not match its digest (edited?); writing"
            + " the data file again");
  }

  @Test
  void anEditedChecksumWithTheDigestRemovedIsNotBelieved() throws Exception {
    editSidecar(sidecar -> {
      ((ObjectNode) sidecar.get("holds")).put("checksum", 8);
      sidecar.remove("digest");
    });
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": it is not complete metadata (\"digest\" is missing);"
            + " writing the data file again");
  }

  @Test
  void aHugeSidecarIsNotReadIntoMemory() throws Exception {
    Files.write(f.meta(), new byte[Sidecar.MAX_BYTES + 1]);
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": it is too large to be metadata; writing the data file"
            + " again");
  }

  @Test
  void aSidecarOfTheOldFlatFormatIsWrittenAgain() throws Exception {
    Files.writeString(f.meta(), """
        {"benchmark":"Simple1Benchmark","benchmarkVersion":1,"serializer":"jackson",
         "serializerLibrary":"jackson-databind 2.23.0","records":2,"seed":42,"generatorVersion":1,
         "bytes":6,"sha256":"00","checksum":7}
        """);
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": it is not complete metadata (\"key\" is missing); writing"
            + " the data file again");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "''| it is not a JSON object",
    "null| it is not a JSON object",
    "[]| it is not a JSON object",
    "\"text\"| it is not a JSON object",
    "{not json| it is not JSON",
    "{\"key\":{}}| it is not complete metadata (\"key.benchmark\" is missing)",
  })
  void eachKindOfBrokenSidecarIsNamedInOneLine(String text, String why) throws Exception {
    Files.writeString(f.meta(), text);
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": " + why.strip() + "; writing the data file again");
  }

  @Test
  void aFieldOfTheWrongTypeIsNotBelieved() throws Exception {
    editSidecar(sidecar -> ((ObjectNode) sidecar.get("holds")).put("checksum", "seven"));
    assertWrittenAgainWithOneWarning(
        "WARN: Ignoring " + f.meta() + ": it is not metadata this jsonmark writes (a field of"
            + " another type or name); writing the data file again");
  }
}
