package jsonmark.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

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

  private void userEntry(String name, int checkVersion, int bytes) throws Exception {
    entry(name, new CacheKey("Data", 1, "user", "user data /home/me/events.jsonl", 17, 0,
        checkVersion), bytes);
  }

  @Test
  void aUserFilesCopyAndItsValidationFileAreUserDataNamingTheirSource() throws Exception {
    entry("Simple1Benchmark.1.jackson.10.jsonl", KEY, 300);
    userEntry("Data.0123456789abcdef.jsonl", UserDataCache.CHECK_VERSION, 40);
    userEntry("Data.0123456789abcdef.validate.jsonl", UserDataCache.CHECK_VERSION, 4);

    List<Entry> entries = CachedFiles.of(dir, EXPECTED);

    assertThat(entries).extracting(Entry::name, Entry::state, Entry::why).containsExactly(
        tuple("Data.0123456789abcdef.jsonl", State.USER_DATA, "a copy of /home/me/events.jsonl"),
        tuple("Data.0123456789abcdef.validate.jsonl", State.USER_DATA,
            "the first lines of /home/me/events.jsonl, for --validate"),
        tuple("Simple1Benchmark.1.jackson.10.jsonl", State.CURRENT, ""));
    assertThat(entries).allMatch(e -> e.files().size() == 3 && !e.removable());
  }

  @Test
  void aUserFilesCopyCheckedUnderOtherRulesIsStale() throws Exception {
    userEntry("Data.0123456789abcdef.jsonl", 1, 40);
    assertThat(only("Data.0123456789abcdef.jsonl"))
        .extracting(Entry::state, Entry::removable, Entry::why)
        .containsExactly(State.STALE, true, "checked under another jsonmark's rules; the next"
            + " run on /home/me/events.jsonl checks it again");
  }

  @Test
  void aCopyByAnOlderJsonmarkWithoutADigestIsStaleWithItsValidationFileAndSidecar()
      throws Exception {
    Files.write(dir.resolve("Data.0123456789abcdef.jsonl"), new byte[40]);
    Files.write(dir.resolve("Data.0123456789abcdef.validate.jsonl"), new byte[4]);
    Files.writeString(dir.resolve("Data.0123456789abcdef.json"), "{\"sha256\":\"ab\"}");

    Entry e = only("Data.0123456789abcdef.jsonl");

    assertThat(e.state()).isEqualTo(State.STALE);
    assertThat(e.files()).extracting(p -> p.getFileName().toString()).containsExactly(
        "Data.0123456789abcdef.jsonl", "Data.0123456789abcdef.validate.jsonl",
        "Data.0123456789abcdef.json");
    assertThat(CachedFiles.of(dir, EXPECTED)).hasSize(1);
  }

  @Test
  void aSidecarThatIsASymbolicLinkOrAFifoIsOneBrokenEntryAndTheOthersAreListed()
      throws Exception {
    entry("Simple1Benchmark.1.jackson.10.jsonl", KEY, 300);
    entry("Simple1Benchmark.1.jackson.11.jsonl", KEY, 300);
    Path meta = dir.resolve("Simple1Benchmark.1.jackson.11.jsonl.meta.json");
    Path elsewhere = Files.move(meta, Files.createDirectory(dir.resolve("elsewhere"))
        .resolve("real.meta.json"));
    Files.createSymbolicLink(meta, elsewhere);
    Path loop = dir.resolve("Simple1Benchmark.1.jackson.12.jsonl.meta.json");
    Files.createSymbolicLink(loop, loop);
    Path fifo = dir.resolve("Simple1Benchmark.1.jackson.13.jsonl.meta.json");
    new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor();

    List<Entry> entries = CachedFiles.of(dir, EXPECTED);

    assertThat(entries).extracting(Entry::name, Entry::state, Entry::why).containsExactly(
        tuple("Simple1Benchmark.1.jackson.10.jsonl", State.CURRENT, ""),
        tuple("Simple1Benchmark.1.jackson.11.jsonl", State.BROKEN,
            "its metadata is a symbolic link, not a regular file"),
        tuple("Simple1Benchmark.1.jackson.12.jsonl", State.BROKEN,
            "its metadata is a symbolic link, not a regular file"),
        tuple("Simple1Benchmark.1.jackson.13.jsonl", State.BROKEN,
            "its metadata is a FIFO, not a regular file"));
    assertThat(entries.get(2).files()).containsExactly(loop);
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
