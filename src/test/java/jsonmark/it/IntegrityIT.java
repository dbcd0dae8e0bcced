package jsonmark.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.it.Jsonmark.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run passes only if it read the data file, and no command can spoil another's input. */
class IntegrityIT {

  static final String PYTHON_JSON = "python3 deserializers/python/main.py json $FILENAME";

  /** Where built deserializers are looked for; runs of those not built are left out. */
  static final Path DESERIALIZERS =
      Path.of(System.getenv().getOrDefault("JSONMARK_DESERIALIZERS_DIR",
          Jsonmark.ROOT.resolve("deserializers").toString()));

  @TempDir Path tmp;

  List<String> base(int records) {
    return new ArrayList<>(List.of(
        "--benchmark", "Simple1Benchmark", "--records", String.valueOf(records),
        "--cache-dir", tmp.resolve("cache").toString(),
        "--results-dir", tmp.resolve("results").toString()));
  }

  Result jsonmark(int records, String... more) throws Exception {
    List<String> args = base(records);
    args.addAll(List.of(more));
    return Jsonmark.run(tmp, args.toArray(String[]::new));
  }

  /** The expected checksum, as the log gives it to anyone (and so to a faker). */
  long checksum(int records) throws Exception {
    return Jsonmark.expectedChecksum(jsonmark(records, "--only-serialize"));
  }

  @Test
  void programsThatNeverReadTheFileFailAndSayHowLittleTheyRead() throws Exception {
    long sum = checksum(300);
    Result r = jsonmark(300,
        "--name", "noop", "--name", "sized",
        ": $FILENAME; echo " + sum,
        "if [ -s $FILENAME ]; then echo " + sum + "; else echo 0; fi");
    assertThat(r.status()).isEqualTo(1);
    assertThat(r.err())
        .containsPattern("noop run 1/1 failed: read [\\d,]+ bytes in all \\(every file, pipe and"
            + " device counted\\), only [\\d,]+ more than on an empty file, fewer than the"
            + " [\\d,]+ bytes of the data file: it never opened the data file")
        .containsPattern("sized run 1/1 failed: read [\\d,]+ bytes .*: it never opened the data"
            + " file")
        .doesNotContain("sized start-up 1/3 on an empty file failed");
  }

  @Test
  void aCommandThatFailsOnTheEmptyFileButPassesItsRunsIsCalledSuspect() throws Exception {
    String emptyRefused = "python3 -c 'import json, os, sys\n"
        + "assert os.path.getsize(sys.argv[1]) > 0, \"empty\"\n"
        + "print(sum(r[\"integer_1\"] + r[\"integer_2\"] for r in map(json.loads,"
        + " open(sys.argv[1]))))' $FILENAME";
    Result r = jsonmark(300, "--name", "picky", emptyRefused);
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("WARN: picky failed on an empty data file (exited with status 1)"
        + " yet passed every timed run");
  }

  @Test
  void aCommandThatEmptiesTheFileIsBlamedAndTheNextGetsAGoodFile() throws Exception {
    long sum = checksum(300);
    Result r = jsonmark(300, "--startup-runs", "0", "--runs", "2",
        "--name", "truncate", "--name", "python-json", ": > $FILENAME; echo " + sum, PYTHON_JSON);
    assertThat(r.status()).isEqualTo(1);
    if (isRoot()) { // elsewhere the read-only mode stops it, and it fails for reading nothing
      assertThat(r.err()).containsPattern("truncate run 1/2 failed: changed the data file it was"
          + " given: changed its size from [\\d,]+ to 0 bytes, changed its modification time; a"
          + " good copy was put back for the next runs");
    }
    assertThat(r.err()).contains("truncate run 2/2 failed")
        .doesNotContain("python-json run 1/2 failed").doesNotContain("python-json run 2/2 failed");
    assertThat(r.out()).containsPattern("\\| python-json +\\| +\\d+\\.\\d+ ± \\d+\\.\\d+ +\\| +\\d+\\.\\d+");
    Result again = jsonmark(300, "--only-serialize");
    assertThat(again.err()).contains("Using cached");
  }

  @Test
  void theFileCommandsGetIsReadOnlyAndNotTheCacheFileItself() throws Exception {
    Path seen = tmp.resolve("seen.txt");
    // Every run appends, the run on the empty file that measures what python reads included.
    Result r = jsonmark(300, "--startup-runs", "0",
        "stat -c '%a %n' $FILENAME $(dirname $FILENAME) >> " + seen + "; " + PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isZero();
    List<String> lines = Files.readAllLines(seen);
    String folder = "555 " + tmp.resolve("cache/.jsonmark-readonly-");
    int file = lines.indexOf(lines.stream().filter(l -> l.startsWith(folder.replace("555", "444")))
        .findFirst().orElseThrow(() -> new AssertionError(lines)));
    assertThat(lines.get(file)).endsWith("/Simple1Benchmark.1.jackson.300.jsonl");
    assertThat(lines.get(file + 1)).startsWith(folder);
    try (var left = Files.list(tmp.resolve("cache"))) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .as("the private folder is gone").noneMatch(n -> n.startsWith(".jsonmark-readonly-"));
    }
  }

  @Test
  void aCommandThatDeletesItsPrivateFolderFailsAndTheOthersRunOnAFreshCopy() throws Exception {
    long sum = checksum(300);
    Result r = jsonmark(300, "--startup-runs", "0", "--runs", "2",
        "--name", "rmdir", "--name", "python-json",
        "sh -c 'chmod u+w \"$(dirname \"$1\")\"; rm -rf \"$(dirname \"$1\")\"' sh $FILENAME;"
            + " echo " + sum,
        PYTHON_JSON);
    assertThat(r.status()).as(r.err()).isEqualTo(1);
    assertThat(r.err())
        .contains("rmdir run 1/2 failed: changed the data file it was given: deleted the folder"
            + " it was in; a good copy was put back for the next runs")
        .contains("rmdir run 2/2 failed: changed the data file it was given: deleted the folder")
        .doesNotContain("cannot restore").doesNotContain("python-json run 1/2 failed")
        .doesNotContain("python-json run 2/2 failed");
    assertThat(r.out()).containsPattern("\\| python-json +\\| +\\d+\\.\\d+ ± \\d+\\.\\d+ +\\| +\\d+\\.\\d+");
  }

  @Test
  void anotherDriversCommandCannotChangeThisDriversInput() throws Exception {
    long sum = checksum(300);
    Path started = tmp.resolve("started");
    Path spoiled = tmp.resolve("spoiled");
    // The innocent command waits, in its first run, until the other driver's command has
    // emptied the file it was given, as root can (or its owner, after chmod).
    List<String> args = base(300);
    args.addAll(List.of("--startup-runs", "0", "--runs", "2", "--name", "innocent",
        "touch " + started + "; while [ ! -e " + spoiled + " ]; do sleep 0.05; done; "
            + PYTHON_JSON));
    ProcessBuilder innocent = Jsonmark.builder(tmp, args);
    Process running = innocent.start();
    for (int i = 0; i < 1200 && !Files.exists(started); i++) {
      Thread.sleep(50);
    }
    Result vandal = jsonmark(300, "--startup-runs", "0", "--name", "vandal",
        "sh -c 'chmod u+w \"$1\"; : > \"$1\"' sh $FILENAME; touch " + spoiled + "; echo " + sum);
    Result r = Jsonmark.finish(running, innocent);
    assertThat(vandal.err()).contains("vandal run 1/1 failed: changed the data file it was given");
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("failed");
  }

  @Test
  void everyRealDeserializerStillPasses() throws Exception {
    List<String> commands = new ArrayList<>(List.of("--name", "python-json"));
    List<String> texts = new ArrayList<>(List.of(PYTHON_JSON));
    Path cpp = DESERIALIZERS.resolve("cpp/build/jsonmark-cpp");
    for (String variant : List.of("dom_getline", "dom_load_many", "ondemand_load")) {
      if (Files.isExecutable(cpp)) {
        commands.addAll(List.of("--name", "cpp-" + variant));
        texts.add(cpp + " " + variant + " $FILENAME");
      }
    }
    Path go = DESERIALIZERS.resolve("go/jsonmark-go");
    for (String variant : List.of("structured-json", "unstructured-jsonparser")) {
      if (Files.isExecutable(go)) {
        commands.addAll(List.of("--name", "go-" + variant));
        texts.add(go + " " + variant + " $FILENAME");
      }
    }
    Path rust = DESERIALIZERS.resolve("rust/target/release/jsonmark-rust");
    if (Files.isExecutable(rust)) {
      commands.addAll(List.of("--name", "rust"));
      texts.add(rust + " simd-json $FILENAME");
    }
    // A program that maps the file and reads no byte of it with read(2).
    commands.addAll(List.of("--name", "mmap"));
    texts.add("python3 -c 'import json, mmap, sys\n"
        + "f = open(sys.argv[1], \"rb\")\n"
        + "m = mmap.mmap(f.fileno(), 0, prot=mmap.PROT_READ) if f.seek(0, 2) else b\"\"\n"
        + "print(sum(r[\"integer_1\"] + r[\"integer_2\"] for r in map(json.loads,"
        + " (l for l in bytes(m).split(b\"\\n\") if l))))' $FILENAME");
    commands.addAll(texts);
    Result r = jsonmark(20_000, commands.toArray(String[]::new));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).doesNotContain("failed").doesNotContain("suspect");
  }

  private static boolean isRoot() {
    return "root".equals(System.getProperty("user.name"));
  }
}
