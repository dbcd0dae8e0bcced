package jsonmark.deser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Jackson's field-name table hashes the same way in every run, whatever the clock says. */
class SeededJsonFactoryTest {

  @Test
  void twoFactoriesMadeAtDifferentMillisecondsHashNamesAlike() throws Exception {
    SeededJsonFactory first = new SeededJsonFactory();
    ByteQuadsCanonicalizer clockSeeded = ByteQuadsCanonicalizer.createRoot();
    Thread.sleep(5);
    SeededJsonFactory second = new SeededJsonFactory();
    // Jackson's own root takes its seed from the clock: 5 ms later it hashes otherwise.
    assertNotEquals(clockSeeded.calcHash(0x6e616d65), ByteQuadsCanonicalizer.createRoot()
        .calcHash(0x6e616d65));
    for (int quad : new int[] {0x6e616d65, 0x69640000, 0x75736572}) {
      assertEquals(first.names().calcHash(quad), second.names().calcHash(quad));
    }
  }

  @Test
  void aMapperOnItReadsFieldNamesAsJacksonDoes() throws Exception {
    byte[] line = "{\"id\":1,\"name\":\"x\",\"id2\":[true]}".getBytes(StandardCharsets.UTF_8);
    Map<?, ?> seeded = JsonMapper.builder(new SeededJsonFactory()).build()
        .readValue(line, 0, line.length, Map.class);
    Map<?, ?> plain = JsonMapper.builder().build().readValue(line, 0, line.length, Map.class);
    assertEquals(plain, seeded);
    assertEquals(3, seeded.size());
  }
}
