package jsonmark.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import jsonmark.cache.CachedFiles.Entry;
import jsonmark.cache.CachedFiles.State;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What jsonmark cache tells of each file in a cache folder. */
class CachedFilesTest {

  @TempDir Path dir;

  private static final CacheKey KEY =
      new CacheKey("Simple1Benchmark", 1, "jackson", "Jackson 2.20.1", 10, 7, 1);

  /** This version asks for KEY, and knows no benchmark "Gone". */
  private static final Function<CacheKey, Optional<CacheKey>> EXPECTED =
      had -> had.benchmark().equals("Gone") ? Optional.empty()
          : Optional.of(new CacheKey(had.benchmark(), 1, had.serializer(), "Jackson 2.20.1",
              had.records(), 7, 1));

  private void entry(String name, CacheKey key, int bytes) throws Exception {
    Files.write(dir.resolve(name), new byte[bytes]);
    Files.write(dir.resolve(name + ".meta.json"),
        Sidecar.render(new Metadata(key, new Contents(bytes, "ab", 42))));
    Files.writeString(dir.resolve(name + ".lock"), "");
  }

  private Entry only(String name) throws Exception {
    return CachedFiles.of(dir, EXPECTED).stream().filter(e -> e.name().equals(name))
        .findFirst().orElseThrow();
  }

  @Test
  void aFileWrittenForTheKeyThisVersionAsksForIsCurrentWithItsThreeFiles() throws Exception {
    entry("Simple1Benchmark.1.jackson.10.jsonl", KEY, 300);
    Entry e = only("Simple1Benchmark.1.jackson.10.jsonl");
    assertThat(e.state()).isEqualTo(State.CURRENT);
    assertThat(e.removable()).isFalse();
    assertThat(e.files()).hasSize(3);
    assertThat(e.bytes()).isGreaterThan(300);
    assertThat(e.metadata().orElseThrow().records()).isEqualTo(10);
  }

  @Test
  void aFileOfAnotherSerializerLibraryIsStaleAndSaysWhichVersions() throws Exception {
    entry("Simple1Benchmark.1.jackson.10.jsonl",
        new CacheKey("Simple1Benchmark", 1, "jackson", "Jackson 2.17.0", 10, 7, 1), 300);
    Entry e = only("Simple1Benchmark.1.jackson.10.jsonl");
    assertThat(e.state()).isEqualTo(State.STALE);
    assertThat(e.why())
        .isEqualTo("written by Jackson 2.17.0, this version writes with Jackson 2.20.1");
  }

  @Test
  void aBenchmarkThisVersionNoLongerHasIsStale() throws Exception {
    entry("Gone.1.jackson.10.jsonl",
        new CacheKey("Gone", 1, "jackson", "Jackson 2.20.1", 10, 7, 1), 30);
    assertThat(only("Gone.1.jackson.10.jsonl").state()).isEqualTo(State.STALE);
    assertThat(only("Gone.1.jackson.10.jsonl").why())
        .isEqualTo("this version has no benchmark Gone or serializer jackson");
  }

  @Test
  void aFileNamedWithoutTheExtensionIsStaleEvenForTheKeyThisVersionAsksFor() throws Exception {
    String old = "Simple1Benchmark.1.jackson.10";
    entry(old, KEY, 300);

    assertThat(only(old)).extracting(Entry::state, Entry::removable, Entry::why)
        .containsExactly(State.STALE, true,
            "named by an older jsonmark, this version writes " + old + ".jsonl");
    assertThat(only(old).files()).extracting(p -> p.getFileName().toString()).containsExactly(
        "Simple1Benchmark.1.jackson.10", "Simple1Benchmark.1.jackson.10.meta.json",
        "Simple1Benchmark.1.jackson.10.lock");
  }

  @Test
  void aGeneratedJsonlFileIsNotTakenForAUserFilesCopy() throws Exception {
    entry("Simple1Benchmark.1.jackson.10.jsonl", KEY, 300);
    Files.write(dir.resolve("Data.0123456789abcdef.jsonl"), new byte[40]);
    Files.write(dir.resolve("Data.0123456789abcdef.validate.jsonl"), new byte[4]);

    List<Entry> entries = CachedFiles.of(dir, EXPECTED);

    assertThat(entries).extracting(Entry::name, Entry::state).containsExactly(
        org.assertj.core.groups.Tuple.tuple("Data.0123456789abcdef.jsonl", State.USER_DATA),
        org.assertj.core.groups.Tuple.tuple("Simple1Benchmark.1.jackson.10.jsonl",
            State.CURRENT));
    assertThat(entries.get(0).files()).hasSize(2);
    assertThat(entries.get(1).files()).hasSize(3);
  }

  @Test
  void anEditedSidecarOrADataFileOfAnotherSizeIsBroken() throws Exception {
    entry("a", KEY, 300);
    Path meta = dir.resolve("a.meta.json");
    Files.writeString(meta, Files.readString(meta).replace("42", "43"));
    entry("b", KEY, 300);
    Files.write(dir.resolve("b"), new byte[299]);

    assertThat(only("a").state()).isEqualTo(State.BROKEN);
    assertThat(only("a").why()).startsWith("its metadata cannot be trusted");
    assertThat(only("b").state()).isEqualTo(State.BROKEN);
    assertThat(only("b").why()).isEqualTo("its data file has 299 bytes, its metadata says 300");
  }

  @Test
  void aDeadWritersPartialFileAndALoneLockAreLeftoversButALiveWritersIsNotListed()
      throws Exception {
    Process dead = new ProcessBuilder("true").start();
    dead.waitFor();
    Files.write(dir.resolve(".x.partial-" + dead.pid()), new byte[5]);
    Files.write(dir.resolve(".y.partial-" + ProcessHandle.current().pid()), new byte[5]);
    Files.writeString(dir.resolve("z.lock"), "");

    List<Entry> entries = CachedFiles.of(dir, EXPECTED);

    assertThat(entries).extracting(Entry::name)
        .containsExactly(".x.partial-" + dead.pid(), "z.lock");
    assertThat(entries).allMatch(e -> e.state() == State.LEFTOVER && e.removable());
  }
}
