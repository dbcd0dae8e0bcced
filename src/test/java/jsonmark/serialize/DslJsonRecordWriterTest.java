package jsonmark.serialize;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import java.io.ByteArrayOutputStream;
import java.util.List;
import jsonmark.benchmark.Simple1Record;
import org.junit.jupiter.api.Test;

/** The run-time DSL-JSON writer is a faithful stand-in for the processor's generated one. */
class DslJsonRecordWriterTest {

  @Test
  void runTimeWriterWritesTheSameBytesAsTheSerializer() {
    List<Simple1Record> records = Lines.simple1(500);
    DslJson<Object> dsl = new DslJson<>(Settings.withRuntime());
    JsonWriter.WriteObject<Simple1Record> writer =
        DslJsonRecordWriter.register(Simple1Record.class, dsl);
    JsonWriter json = dsl.newWriter();
    for (Simple1Record record : records) {
      writer.write(json, record);
      json.writeByte((byte) '\n');
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(json.toByteArray());

    assertThat(out.toByteArray()).isEqualTo(Lines.write(new DslJsonSerializer(), records));
  }

  @Test
  void refusesClassesThatAreNotRecords() {
    assertThatThrownBy(
            () ->
                DslJsonRecordWriter.register(
                    StringBuilder.class, new DslJson<>(Settings.withRuntime())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("annotation processor");
  }
}
