package jsonmark.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import jsonmark.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jsonmark compare} in process: its messages, exit statuses and colours. */
class CompareCommandTest {

  @TempDir Path tmp;

  record Outcome(int status, String out, String err) {}

  private Outcome jsonmark(Map<String, String> env, boolean terminal, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    PrintStream screen = terminal ? new PrintStream(new ByteArrayOutputStream()) : null;
    int status = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true), env,
        screen);
    return new Outcome(status, out.toString(), err.toString());
  }

  private Outcome compare(String... args) {
    String[] all = new String[args.length + 3];
    all[0] = "compare";
    all[1] = "--results-dir";
    all[2] = tmp.resolve("compared").toString();
    System.arraycopy(args, 0, all, 3, args.length);
    return jsonmark(Map.of(), false, all);
  }

  /** A minimal summary.json of one command with {@code seconds}, as a newer driver might add to. */
  private String folder(String name, double... seconds) throws IOException {
    return folder(name, "Linux 6.1.0-18-amd64", seconds);
  }

  private String folder(String name, String kernel, double... seconds) throws IOException {
    Path folder = Files.createDirectories(tmp.resolve(name));
    StringBuilder runs = new StringBuilder();
    for (int i = 0; i < seconds.length; i++) {
      runs.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
          "{\"run\":%d,\"seconds\":%s,\"failure\":null,\"wait_percent\":1.5}", i + 1,
          seconds[i]));
    }
    Files.writeString(folder.resolve("summary.json"), "{\"format_version\":2,"
        + "\"jsonmark_version\":\"0.1.0\",\"argv\":[],\"benchmark\":\"Simple1Benchmark\","
        + "\"benchmark_version\":1,\"serializer\":\"jackson\",\"records\":100,"
        + "\"start_time\":\"2026-12-01T09:30:00.123Z\",\"something_new\":{\"x\":1},"
        + "\"options\":{\"data_sha256\":\"ab\",\"runs\":3},"
        + "\"environment\":{\"kernel\":\"" + kernel + "\"},"
        + "\"commands\":[{\"name\":\"orjson\",\"command\":\"c $FILENAME\",\"libraries\":[],"
        + "\"runs\":[" + runs + "]}]}");
    return folder.toString();
  }

  @Test
  void aFolderAgainstItselfShowsEachMeanAsItsOwnTableWithoutTheRunsSetAside() throws IOException {
    // The fixture's 'rust | tail' has a run set aside (1.62 s) and a failed one: neither counts.
    jsonmark.report.Report report = jsonmark.report.Fixtures.report();
    Path folder = Files.createDirectories(tmp.resolve("x"));
    Files.writeString(folder.resolve("summary.json"),
        new jsonmark.report.format.SummaryJson().render(report));

    Outcome o = compare(folder.toString(), folder.toString());

    assertThat(o.status()).as(o.err()).isZero();
    String table = new jsonmark.report.format.SummaryTable().render(report);
    for (String mean : new String[] {"1.045", "2.180"}) {
      assertThat(table).contains(" " + mean + " ± ");
      assertThat(o.out()).contains(" " + mean + " s ± ");
    }
    assertThat(o.out()).doesNotContain("1.237");
  }

  @Test
  void aCommandThatChangedUnderTheSameNameIsSaidAtTheTopAndMemoryIsCompared() throws IOException {
    jsonmark.report.Results results = jsonmark.report.Fixtures.results();
    jsonmark.report.Report report = results.report();
    java.util.List<jsonmark.result.CommandResult> changed = new java.util.ArrayList<>();
    for (jsonmark.result.CommandSummary c : report.commands()) {
      boolean orjson = c.name().equals("python-orjson");
      changed.add(new jsonmark.result.CommandResult(c.name(),
          orjson ? "sleep 0.2; " + c.command() : c.command(), orjson || c.shell(), c.runs(),
          results.samples().get(c.name()), c.warmupFailures(), c.startupRuns(), c.values()));
    }
    Path a = Files.createDirectories(tmp.resolve("a"));
    Path b = Files.createDirectories(tmp.resolve("b"));
    Files.writeString(a.resolve("summary.json"),
        new jsonmark.report.format.SummaryJson().render(report));
    Files.writeString(b.resolve("summary.json"),
        new jsonmark.report.format.SummaryJson().render(report.withCommands(changed)));

    Outcome o = compare(a.toString(), b.toString());

    assertThat(o.out()).contains("These differ between the folders:\n"
        + "  command of python-orjson: python3 main.py orjson $FILENAME → sleep 0.2; python3"
        + " main.py orjson $FILENAME\n"
        + "  how it ran of python-orjson: directly → by /bin/sh -c\n")
        .doesNotContain("Same machine");
    // Profiled in both: its peak and p95 resident memory, side by side.
    assertThat(o.out()).contains("Memory: the process tree's resident memory")
        .containsPattern("python-orjson +14\\.9 MiB +14\\.7 MiB +14\\.9 MiB +\\+0\\.0%");
  }

  @Test
  void aFormatThreeFolderWithSentenceWarningsComparesWithAFormatFourOne() throws IOException {
    Path old = Path.of(folder("old", 1.00, 1.01, 0.99));
    Files.writeString(old.resolve("summary.json"), Files.readString(old.resolve("summary.json"))
        .replace("{\"format_version\":2,", "{\"format_version\":3,")
        .replace("\"libraries\":[],", "\"libraries\":[],\"warnings\":[\"runs spread widely\"],"));
    Path now = Path.of(folder("new", 1.20, 1.21, 1.19));
    Files.writeString(now.resolve("summary.json"), Files.readString(now.resolve("summary.json"))
        .replace("{\"format_version\":2,", "{\"format_version\":4,")
        .replace("\"libraries\":[],", "\"libraries\":[],\"warnings\":[{\"kind\":\"busy\","
            + "\"command\":\"orjson\",\"figures\":{\"waited_percent\":7.5},\"message\":\"m\"}],"));
    assertThat(Files.readString(old.resolve("summary.json"))).contains("\"format_version\":3,")
        .contains("\"warnings\":[\"");
    assertThat(Files.readString(now.resolve("summary.json"))).contains("\"format_version\":4,")
        .contains("\"kind\":\"busy\"");
    Outcome o = compare(old.toString(), now.toString());
    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("+20.0%").doesNotContain("older jsonmark");
  }

  @Test
  void aSignificantSlowdownIsRedOnATerminalOnly() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    String now = folder("new", 1.20, 1.21, 1.19);
    Outcome plain = compare(old, now);
    assertThat(plain.status()).as(plain.err()).isZero();
    assertThat(plain.out()).contains("+20.0%").doesNotContain("\u001b[");
    Outcome coloured = jsonmark(Map.of(), true, "compare", "--results-dir",
        tmp.resolve("c").toString(), old, now);
    assertThat(coloured.out()).contains("\u001b[31m+20.0%\u001b[0m");
    Outcome noColour = jsonmark(Map.of("NO_COLOR", "1"), true, "compare", "--results-dir",
        tmp.resolve("c").toString(), old, now);
    assertThat(noColour.out()).doesNotContain("\u001b[");
  }

  @Test
  void unknownKeysAreIgnoredAndTheStartIsShownToTheSecond() throws IOException {
    Outcome o = compare(folder("old", 1, 1.1), folder("new", 1, 1.1));
    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("started 2026-12-01 09:30:00 UTC").contains("~");
  }

  @Test
  void foldersFromTwoMachinesPrintTheirDifferenceBeforeTheTable() throws IOException {
    Outcome o =
        compare(folder("laptop", 1, 1.1), folder("server", "Linux 6.5.0-1-amd64", 1, 1.1));
    assertThat(o.status()).as(o.err()).isZero();
    int difference = o.out().indexOf("kernel: Linux 6.1.0-18-amd64 → Linux 6.5.0-1-amd64");
    assertThat(difference).isPositive().isLessThan(o.out().indexOf("Simple1Benchmark\n"));
  }

  @Test
  void theHelpSaysWhatItComputesWithItsPercentSignsFormatted() {
    Outcome o = jsonmark(Map.of(), false, "compare", "--help");
    assertThat(o.status()).isZero();
    assertThat(o.out()).contains("95% interval").doesNotContain("%%")
        .contains("--fail-on-regression=PCT");
  }

  @Test
  void oneFolderIsAUsageError() throws IOException {
    Outcome o = compare(folder("old", 1, 1.1));
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).contains("FOLDER");
  }

  @Test
  void aBadAlphaOrMatchIsAOneLineUsageError() throws IOException {
    String old = folder("old", 1, 1.1);
    Outcome alpha = compare("--alpha", "1.5", old, old);
    assertThat(alpha.status()).isEqualTo(2);
    assertThat(alpha.err()).isEqualTo(
        "jsonmark compare: --alpha must be between 0 and 1 (e.g. 0.05), not 1.5\n");
    Outcome match = compare("--match", "text", old, old);
    assertThat(match.status()).isEqualTo(2);
    assertThat(match.err()).hasLineCount(1).contains("'name' or 'command', not 'text'");
  }

  @Test
  void aMissingFolderIsAOneLineUsageError() throws IOException {
    Outcome o = compare(folder("old", 1, 1.1), tmp.resolve("nope").toString());
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).hasLineCount(1).contains("nope is not a folder");
  }

  @Test
  void aResultsDirThatIsAFileOrUnderOneIsAUsageErrorBeforeAnyWork() throws IOException {
    Path file = Files.writeString(tmp.resolve("taken"), "a file");
    for (Path dir : new Path[] {file, file.resolve("sub")}) {
      Outcome o = jsonmark(Map.of(), false, "compare", "--results-dir", dir.toString(),
          folder("old", 1, 1.1), tmp.resolve("nope").toString());
      assertThat(o.status()).isEqualTo(2);
      assertThat(o.err()).hasLineCount(1)
          .startsWith("jsonmark compare: cannot create the comparison's folder in " + dir + ": ")
          .contains("is a file, not a directory").endsWith("; choose another --results-dir\n");
      assertThat(o.out()).isEmpty();
    }
    assertThat(Files.readString(file)).isEqualTo("a file");
  }

  @Test
  void aValidSummaryWithAStringPastJacksonsDefaultLimitIsReadAndADeeperOneSaysWhichLimit()
      throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    Path big = Files.createDirectories(tmp.resolve("big"));
    // 21 million characters in one string: Jackson's default (20 MB) called this invalid.
    Files.writeString(big.resolve("summary.json"), Files.readString(Path.of(old,
        "summary.json")).replace("\"something_new\":{\"x\":1}",
            "\"something_new\":\"" + "x".repeat(21_000_000) + "\""));
    Outcome o = compare(old, big.toString());
    assertThat(o.status()).as(o.err()).isZero();
    Path deep = Files.createDirectories(tmp.resolve("deep"));
    Files.writeString(deep.resolve("summary.json"), Files.readString(Path.of(old,
        "summary.json")).replace("\"something_new\":{\"x\":1}",
            "\"something_new\":" + "[".repeat(1_001) + "]".repeat(1_001)));
    Outcome refused = compare(old, deep.toString());
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err()).hasLineCount(1).doesNotContain("not valid JSON")
        .contains("it is beyond what jsonmark reads: Document nesting depth (1001) exceeds the"
            + " maximum allowed (1000");
  }

  @Test
  void aSummaryThatIsNotJsonIsAOneLineUsageError() throws IOException {
    Path broken = Files.createDirectories(tmp.resolve("broken"));
    Files.writeString(broken.resolve("summary.json"), "{ not json");
    Outcome o = compare(folder("old", 1, 1.1), broken.toString());
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).hasLineCount(1).contains("is not a jsonmark summary (it is not valid JSON)");
  }

  @Test
  void matchingByCommandPairsCommandsWhoseNamesDiffer() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    Path renamed = tmp.resolve("renamed");
    Files.createDirectories(renamed);
    Files.writeString(renamed.resolve("summary.json"), Files.readString(
        Path.of(old, "summary.json")).replace("\"name\":\"orjson\"", "\"name\":\"python-orjson\""));
    assertThat(compare(old, renamed.toString()).out()).contains("orjson: only in A");
    Outcome byCommand = compare("--match", "command", old, renamed.toString());
    assertThat(byCommand.out()).doesNotContain("only in").containsPattern("\n  orjson +1.000 s");
  }

  @Test
  void aZeroTinyOrSubnormalTimeIsRefusedInOneLineOnEitherSide() throws IOException {
    String real = folder("real", 1.00, 1.01, 0.99);
    String[][] cases = {
        {"zero", "0.0", "0 s"}, {"tiny", "1.0E-300", "1.00e-300 s"},
        {"subnormal", "4.9E-324", "4.90e-324 s"}, {"nanosecond", "1.0E-9", "1.00e-09 s"}};
    for (String[] c : cases) {
      String crafted = folder(c[0], 1.0, Double.parseDouble(c[1]), 1.0);
      for (String[] order : new String[][] {{real, crafted}, {crafted, real}}) {
        Outcome o = compare(order);
        String label = order[0].equals(crafted) ? "A" : "B";
        assertThat(o.status()).as(o.err()).isEqualTo(2);
        assertThat(o.err()).isEqualTo("jsonmark compare: " + label + " (" + crafted + "): run 2"
            + " of orjson took " + c[2] + ", below the 1 µs that no process beats; such a time"
            + " cannot be compared as a ratio: give folders that jsonmark wrote\n");
        assertThat(o.out()).isEmpty();
      }
    }
  }

  @Test
  void aMicrosecondRunComparesWithASecondOneAndItsChangeReadsInThreeDigits() throws IOException {
    Outcome o = compare(folder("fast", 1e-6, 1.1e-6, 1.2e-6), folder("slow", 1.00, 1.01, 0.99));
    assertThat(o.status()).as(o.err()).isZero();
    // 1.1 µs to 1 s: a change of 91 million percent, in three digits.
    assertThat(o.out()).contains(" +9.12e+07%  [+7.29e+07%, +1.14e+08%]  <0.001\n");
    assertThat(o.out().lines().mapToInt(String::length).max().orElseThrow()).isLessThan(400);
  }

  @Test
  void aCountOfNoInstructionsIsRefusedInOneLine() throws IOException {
    var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
    var summary = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(
        new jsonmark.report.format.SummaryJson().render(jsonmark.report.Fixtures.report()));
    ((com.fasterxml.jackson.databind.node.ObjectNode) summary.path("options"))
        .put("measure", "instructions");
    for (var command : summary.path("commands")) {
      for (var run : command.path("runs")) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) run).put("instructions", 1000);
      }
    }
    var first = (com.fasterxml.jackson.databind.node.ObjectNode) summary.path("commands").get(0)
        .path("runs").get(0);
    first.put("instructions", 0);
    Path counted = Files.createDirectories(tmp.resolve("counted"));
    Files.writeString(counted.resolve("summary.json"), mapper.writeValueAsString(summary));
    Outcome o = compare(counted.toString(), counted.toString());
    assertThat(o.status()).as(o.err()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("jsonmark compare: A (" + counted + "): run "
        + first.path("run").asInt() + " of " + summary.path("commands").get(0).path("name")
        .asText() + " counted 0 instructions, which no process executes; such a count cannot"
        + " be compared as a ratio: give folders that jsonmark wrote\n");
  }

  /** A real summary.json, its host's reference timed in three rounds, as {@code edit} changes it. */
  private Path edited(String name, java.util.function.Consumer<
      com.fasterxml.jackson.databind.node.ObjectNode> edit) throws IOException {
    var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
    var summary = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(
        new jsonmark.report.format.SummaryJson().render(jsonmark.report.Fixtures.report()
            .withHost(jsonmark.result.HostReference.of("xorshift64", java.util.List.of(0.1,
                0.101, 0.099)))));
    edit.accept(summary);
    Path folder = Files.createDirectories(tmp.resolve(name));
    Files.writeString(folder.resolve("summary.json"), mapper.writeValueAsString(summary));
    return folder;
  }

  @Test
  void aHostReferenceOrStoredTimeThatNoRunTakesIsRefusedNamingTheFileAndItsField()
      throws IOException {
    Path real = edited("real", s -> { });
    String[][] hosts = {{"0", "0 s"}, {"-0.5", "-0.500 s"}, {"1e-300", "1.00e-300 s"}};
    for (String[] h : hosts) {
      Path crafted = edited("host" + h[0], s -> ((com.fasterxml.jackson.databind.node.ArrayNode)
          s.path("host").path("seconds")).set(1,
              com.fasterxml.jackson.databind.node.DoubleNode.valueOf(Double.parseDouble(h[0]))));
      for (Path[] order : new Path[][] {{real, crafted}, {crafted, real}}) {
        Outcome o = compare(order[0].toString(), order[1].toString());
        String label = order[0].equals(crafted) ? "A" : "B";
        assertThat(o.status()).as(o.err()).isEqualTo(2);
        assertThat(o.err()).isEqualTo("jsonmark compare: " + label + " ("
            + crafted.resolve("summary.json") + "): Simple1Benchmark's host.seconds[1] (the"
            + " host's reference workload in round 2) is " + h[1] + ", which no CPU loop takes;"
            + " such a time cannot be compared as a ratio: give folders that jsonmark wrote, or"
            + " delete its \"host\" to compare without it\n");
        assertThat(o.out()).isEmpty();
      }
    }
    // A null among them fails binding, which names the key.
    Path nullHost = edited("hostnull", s -> ((com.fasterxml.jackson.databind.node.ArrayNode)
        s.path("host").path("seconds")).setNull(1));
    assertThat(compare(real.toString(), nullHost.toString()).err()).hasLineCount(1)
        .contains("(a value does not fit its key: host)");
    Path noMean = edited("nomean", s -> ((com.fasterxml.jackson.databind.node.ObjectNode)
        s.path("commands").get(0).path("statistics")).putNull("mean_s"));
    Outcome o = compare(real.toString(), noMean.toString());
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.err()).hasLineCount(1).contains("B (" + noMean.resolve("summary.json") + "):")
        .contains(" statistics.mean_s is null, which no run takes");
  }

  @Test
  void namesAndTextsFromAHostileSummaryAreShownAsOnePrintableLineInEveryView()
      throws IOException {
    String hostile = "evil\u001b]0;pwned\u0007\u001b[2K\r\u009b31m|x|\u202e\nINFO: all good";
    java.util.function.Consumer<com.fasterxml.jackson.databind.node.ObjectNode> edit = s -> {
      s.put("benchmark", "Simple1Benchmark" + hostile);
      ((com.fasterxml.jackson.databind.node.ObjectNode) s.path("environment"))
          .put("kernel", hostile);
      for (var command : s.path("commands")) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) command).put("name",
            command.path("name").asText() + hostile);
      }
    };
    Path a = edited("hostileA", edit);
    Path b = edited("hostileB", s -> {
      edit.accept(s);
      ((com.fasterxml.jackson.databind.node.ObjectNode) s.path("environment"))
          .put("kernel", "6.1" + hostile);
    });
    Path md = tmp.resolve("out.md");
    Path json = tmp.resolve("out.json");
    Outcome o = jsonmark(Map.of(), true, "compare", "--results-dir",
        tmp.resolve("compared").toString(), "--export-markdown", md.toString(),
        "--export-json", json.toString(), a.toString(), b.toString());
    assertThat(o.status()).as(o.err()).isZero();
    Path folder;
    try (var made = Files.list(tmp.resolve("compared"))) {
      folder = made.findFirst().orElseThrow();
    }
    String terminal = o.out();
    String markdown = Files.readString(md);
    String html = Files.readString(folder.resolve("compare.html"));
    for (String view : new String[] {terminal, markdown, Files.readString(json), html,
        Files.readString(folder.resolve("compare.md")), o.err()}) {
      // Our own colours are CSI m sequences; nothing else of ESC, C1, CR, BEL or bidi reaches it.
      assertThat(view.replaceAll("\u001b\\[[0-9;]*m", "")).doesNotContain("\u001b", "\r",
          "\u0007", "\u009b", "\u202e").doesNotContainPattern("(?m)^INFO: all good");
    }
    assertThat(terminal).contains("evil\\u001b]0;pwned\\u0007");
    assertThat(html).doesNotContain("evil\u001b").contains("\\u202e");
    // Every row of every Markdown table has its header's number of unescaped pipes.
    for (String view : new String[] {markdown, Files.readString(folder.resolve("compare.md"))}) {
      long header = -1;
      int rows = 0;
      for (String line : view.lines().toList()) {
        long pipes = line.replace("\\|", "").chars().filter(c -> c == '|').count();
        if (!line.startsWith("|")) {
          header = -1;
        } else if (header < 0) {
          header = pipes;
        } else {
          assertThat(pipes).as(line).isEqualTo(header);
          rows++;
        }
      }
      assertThat(rows).isGreaterThan(3);
    }
  }

  private Outcome compareWithoutFolder(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "compare";
    System.arraycopy(args, 0, all, 1, args.length);
    return jsonmark(Map.of(), false, all);
  }

  /** What {@code folder} holds, or a set holding only itself when it does not exist. */
  private static java.util.Set<Path> listing(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return java.util.Set.of(folder);
    }
    try (var all = Files.list(folder)) {
      return all.collect(java.util.stream.Collectors.toSet());
    }
  }

  @Test
  void withoutResultsDirOrExportNothingIsWrittenAndTheTableIsPrinted() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    String now = folder("new", 1.20, 1.21, 1.19);
    // The default folder was results/: neither it nor anything in it appears.
    Path results = Path.of("results").toAbsolutePath();
    java.util.Set<Path> was = listing(results);
    Outcome o = compareWithoutFolder(old, now);
    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("+20.0%");
    assertThat(o.err()).isEmpty();
    assertThat(listing(results)).isEqualTo(was);
    try (var all = Files.list(tmp)) {
      assertThat(all.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("old",
          "new");
    }
  }

  @Test
  void exportsWriteCompareJsonAndMarkdownTextsAndNoFolder() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    String now = folder("new", 1.20, 1.21, 1.19);
    Path json = tmp.resolve("out/c.json");
    Path markdown = tmp.resolve("out/c.md");
    Files.createDirectories(json.getParent());
    Outcome o = compareWithoutFolder("--export-json", json.toString(), "--export-markdown",
        markdown.toString(), old, now);
    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("+20.0%");
    assertThat(Files.readString(json)).startsWith("{\n").contains("\"change_percent\" : 20.0");
    assertThat(Files.readString(markdown)).startsWith("# jsonmark compare\n").contains("+20.0%");
    try (var all = Files.list(tmp.resolve("out"))) {
      assertThat(all.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("c.json",
          "c.md");
    }
  }

  @Test
  void anExportToStandardOutputIsAllThatGoesThereAndTheTableGoesToStandardError()
      throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    String now = folder("new", 1.20, 1.21, 1.19);
    Outcome json = compareWithoutFolder("--export-json", "-", old, now);
    assertThat(json.status()).as(json.err()).isZero();
    assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.out())
        .path("measure").asText()).isEqualTo("time");
    assertThat(json.err()).contains("+20.0%");
    Outcome markdown = compareWithoutFolder("--export-markdown", "-", "--fail-on-regression",
        "10", old, now);
    assertThat(markdown.status()).isEqualTo(1);
    assertThat(markdown.out()).startsWith("# jsonmark compare: gate failed\n\n**Gate"
        + " (--fail-on-regression 10.0%): FAILED: significantly slower by more than 10.0%:"
        + " Simple1Benchmark orjson +20.0% (B vs A)**\n").doesNotContain("ERROR");
    assertThat(markdown.err()).contains("  orjson ").contains("ERROR: significantly slower");
  }

  @Test
  void twoExportsToOneDestinationAreAOneLineUsageError() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    Outcome stdout = compareWithoutFolder("--export-json", "-", "--export-markdown", "-", old,
        old);
    assertThat(stdout.status()).isEqualTo(2);
    assertThat(stdout.err()).isEqualTo("jsonmark compare: only one export can go to standard"
        + " output (-); give the other a file\n");
    assertThat(stdout.out()).isEmpty();
    Path file = tmp.resolve("same");
    Outcome same = compareWithoutFolder("--export-json", file.toString(), "--export-markdown",
        tmp.resolve("x/../same").toString(), old, old);
    assertThat(same.status()).isEqualTo(2);
    assertThat(same.err()).isEqualTo("jsonmark compare: --export-json and --export-markdown"
        + " would both write " + file + ": give each its own file\n");
  }

  @Test
  void anExportIntoAMissingFolderIsAUsageErrorInOneLineBeforeAnyTable() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    Path nowhere = tmp.resolve("nowhere/c.json");
    Outcome o = compareWithoutFolder("--export-json", nowhere.toString(), old, old);
    assertThat(o.status()).isEqualTo(2);
    assertThat(o.out()).isEmpty();
    assertThat(o.err()).isEqualTo("jsonmark compare: --export-json " + nowhere + ": cannot write"
        + " there: no such folder: " + tmp.resolve("nowhere") + "; choose another path\n");
  }

  @Test
  void anExportOrResultsDirWhereAFolderOrAFileIsInTheWayIsAUsageError() throws IOException {
    String old = folder("old", 1.00, 1.01, 0.99);
    Path file = Files.writeString(tmp.resolve("plain"), "x");
    Outcome folder = compareWithoutFolder("--export-markdown", tmp.toString(), old, old);
    assertThat(folder.status()).isEqualTo(2);
    assertThat(folder.err()).isEqualTo("jsonmark compare: --export-markdown " + tmp
        + ": cannot write there: it is a folder; choose another path\n");
    Outcome results = compareWithoutFolder("--results-dir", file.resolve("r").toString(), old,
        old);
    assertThat(results.status()).isEqualTo(2);
    assertThat(results.err()).isEqualTo("jsonmark compare: cannot create the comparison's"
        + " folder in " + file.resolve("r") + ": " + file + " is a file, not a directory;"
        + " choose another --results-dir\n");
    assertThat(file).hasContent("x");
  }

  @Test
  void anExportToAFifoIsWrittenIntoItNotReplacingIt() throws Exception {
    String old = folder("old", 1.00, 1.01, 0.99);
    Path fifo = tmp.resolve("fifo");
    assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
    java.util.concurrent.CompletableFuture<String> read = java.util.concurrent.CompletableFuture
        .supplyAsync(() -> {
          try {
            return Files.readString(fifo);
          } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
          }
        });
    Outcome o = compareWithoutFolder("--export-markdown", fifo.toString(), old, old);
    assertThat(o.status()).isZero();
    assertThat(read.get(30, java.util.concurrent.TimeUnit.SECONDS)).contains("orjson");
    assertThat(Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class,
        java.nio.file.LinkOption.NOFOLLOW_LINKS).isOther()).as("still a FIFO").isTrue();
  }

  /** The fixtures' report written as a folder {@code name}, in state {@code state}. */
  private String reportFolder(String name, jsonmark.report.Report report) throws IOException {
    Path folder = Files.createDirectories(tmp.resolve(name));
    Files.writeString(folder.resolve("summary.json"),
        new jsonmark.report.format.SummaryJson().render(report));
    return folder.toString();
  }

  @Test
  void aGateRefusesAFolderWhoseRunWasInterruptedUnlessAskedTo() throws IOException {
    jsonmark.report.Report report = jsonmark.report.Fixtures.report();
    String done = reportFolder("done", report);
    String cut = reportFolder("cut", report.withState(
        jsonmark.result.RunState.interrupted(java.util.Optional.of("SIGINT"))));

    Outcome refused = compare(done, cut, "--fail-on-regression", "10");
    assertThat(refused.status()).isEqualTo(1);
    assertThat(refused.out()).contains("B: " + cut).contains("INCOMPLETE: Interrupted by SIGINT"
        + " after round 3 of 3");
    assertThat(refused.err()).contains("not gating: B (" + cut + ") did not run to its end;"
        + " run it again, or pass --allow-incomplete");

    Outcome allowed = compare(done, cut, "--fail-on-regression", "10", "--allow-incomplete");
    assertThat(allowed.status()).as(allowed.err()).isZero();
    assertThat(allowed.err()).doesNotContain("not gating");
    Outcome ungated = compare(done, cut);
    assertThat(ungated.status()).as(ungated.err()).isZero();
    assertThat(ungated.out()).contains("INCOMPLETE");
  }

  @Test
  void eachFolderSaysHowBusyItsMachineWasAndAVerdictOnABusyRunSaysSo() throws IOException {
    jsonmark.report.Report report = jsonmark.report.Fixtures.report();
    // The same runs, 30 % slower, in a folder whose runs waited 40 % of their time for a CPU.
    java.util.List<jsonmark.result.CommandResult> slower = new java.util.ArrayList<>();
    for (jsonmark.result.CommandResult c : jsonmark.report.Fixtures.raw(report)) {
      slower.add(new jsonmark.result.CommandResult(c.name(), c.command(), c.shell(),
          c.runs().stream().map(r -> new jsonmark.result.RunResult(r.run(), r.seconds() * 1.3,
              r.exitCode(), r.checksum(), r.checksumOk(), r.failure(), r.profile(),
              java.util.Optional.of(new jsonmark.stats.CpuWait(
                  java.util.OptionalDouble.of(r.seconds() * 0.52),
                  java.util.OptionalDouble.empty(), java.util.OptionalDouble.empty(),
                  r.seconds() * 1.3, java.util.Optional.empty(),
                  java.util.OptionalDouble.empty(), java.util.OptionalDouble.empty())),
              r.cpu(), r.contention(), r.readNotProven(), r.libraries())).toList(),
          c.samples(), c.warmupFailures(), c.startupRuns(), c.values()));
    }
    String quiet = reportFolder("quiet", report);
    String busy = reportFolder("busy", report.withCommands(slower)
        .withState(jsonmark.result.RunState.COMPLETE));

    Outcome o = compare(quiet, busy);

    assertThat(o.status()).as(o.err()).isZero();
    assertThat(o.out()).contains("B: " + busy).containsPattern(
        "B: .*; machine: waited 40\\.0 % for a CPU on average, 1 run set aside");
    assertThat(o.out()).contains("python-orjson is slower on a busy machine (in B its runs"
        + " waited 40.0 % of their time for a CPU): the change may be the machine's")
        .contains("rust | tail is slower on a busy machine (in A 1 run set aside; in B its runs"
            + " waited 40.0 % of their time for a CPU, 1 run set aside)");
  }
}
