package jsonmark.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The sidecar's bytes are sealed: a library change that altered them would void every cache. */
class SidecarTest {

  static final Metadata FIXED =
      new Metadata(
          new CacheKey("Simple1Benchmark", 1, "jackson", "jackson-databind 2.23.0", 100, 42, 1),
          new Contents(
              33058, "c86869d04802519cf3e2dcb44039fa3c2a7a4a77b051ad3dcba0c96a4385babb", 383));

  @Test
  void theDigestCoversTheKeyAndContentsInCompactJson() {
    String signed = "{\"key\":{\"benchmark\":\"Simple1Benchmark\",\"benchmarkVersion\":1,"
        + "\"serializer\":\"jackson\",\"serializerLibrary\":\"jackson-databind 2.23.0\","
        + "\"records\":100,\"seed\":42,\"generatorVersion\":1},\"holds\":{\"bytes\":33058,"
        + "\"sha256\":\"c86869d04802519cf3e2dcb44039fa3c2a7a4a77b051ad3dcba0c96a4385babb\","
        + "\"checksum\":383}}";
    assertThat(Sidecar.digest(FIXED))
        .isEqualTo(Sha256.of(signed.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void rendersTheKeyWhatTheFileHoldsAndTheDigest() {
    assertThat(new String(Sidecar.render(FIXED), StandardCharsets.UTF_8)).isEqualTo("""
        {
          "key" : {
            "benchmark" : "Simple1Benchmark",
            "benchmarkVersion" : 1,
            "serializer" : "jackson",
            "serializerLibrary" : "jackson-databind 2.23.0",
            "records" : 100,
            "seed" : 42,
            "generatorVersion" : 1
          },
          "holds" : {
            "bytes" : 33058,
            "sha256" : "c86869d04802519cf3e2dcb44039fa3c2a7a4a77b051ad3dcba0c96a4385babb",
            "checksum" : 383
          },
          "digest" : "%s"
        }""".formatted(Sidecar.digest(FIXED)));
  }
}
