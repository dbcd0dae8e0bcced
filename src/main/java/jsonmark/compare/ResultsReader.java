package jsonmark.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jsonmark.report.format.SummaryJson;

/**
 * Reads a results folder's {@code summary.json}, of one benchmark or of several, taking only the
 * keys compare needs and ignoring any others, so that folders from newer drivers of the same
 * format (more keys) read as well as older ones (fewer keys).
 */
final class ResultsReader {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String EXAMPLE = "e.g. results/20261201-093000-Simple1Benchmark";

  private ResultsReader() {}

  static Folder read(Path path, String label) throws CompareException {
    if (!Files.isDirectory(path)) {
      throw new CompareException(path + " is not a folder: give results folders that jsonmark"
          + " wrote (" + EXAMPLE + ")");
    }
    Path summary = path.resolve("summary.json");
    if (!Files.isRegularFile(summary)) {
      throw new CompareException(path + " is not a results folder (it has no summary.json):"
          + " give the folders that jsonmark wrote (" + EXAMPLE + ")");
    }
    JsonNode root;
    try {
      root = JSON.readTree(summary.toFile());
    } catch (JsonProcessingException e) {
      throw notASummary(summary, "it is not valid JSON");
    } catch (IOException e) {
      throw new CompareException("cannot read " + summary + ": " + e.getMessage());
    }
    List<JsonNode> documents = new ArrayList<>();
    if (root != null && root.path("benchmarks").isArray()) {
      root.get("benchmarks").forEach(documents::add);
    } else if (root != null && root.isObject()) {
      documents.add(root);
    }
    if (documents.isEmpty()) {
      throw notASummary(summary, "it holds no benchmark");
    }
    int format = format(summary, documents.get(0));
    List<BenchmarkRuns> benchmarks = new ArrayList<>();
    for (JsonNode document : documents) {
      benchmarks.add(benchmark(summary, document, format));
    }
    JsonNode first = documents.get(0);
    return new Folder(label, path, format, startTime(first.path("start_time").asText("")),
        text(first, "jsonmark_version"), strings(first.get("argv")), benchmarks);
  }

  private static int format(Path summary, JsonNode document) throws CompareException {
    JsonNode version = document.get("format_version");
    if (version == null) {
      return 1; // written before the key existed, which is format 1
    }
    if (!version.canConvertToInt() || !version.isIntegralNumber() || version.asInt() < 1) {
      throw notASummary(summary, "its format_version is " + version);
    }
    if (version.asInt() > SummaryJson.FORMAT_VERSION) {
      throw new CompareException(summary.getParent() + " was written by a newer jsonmark (result"
          + " format " + version.asInt() + "; this one reads formats 1 to "
          + SummaryJson.FORMAT_VERSION + "): compare it with that jsonmark or a later one");
    }
    return version.asInt();
  }

  private static BenchmarkRuns benchmark(Path summary, JsonNode d, int format)
      throws CompareException {
    for (String key : List.of("benchmark", "serializer", "records", "options", "commands")) {
      if (!d.hasNonNull(key)) {
        throw notASummary(summary, "it has no \"" + key + "\"");
      }
    }
    if (!d.get("commands").isArray()) {
      throw notASummary(summary, "its \"commands\" is not a list");
    }
    List<CommandRuns> commands = new ArrayList<>();
    for (JsonNode c : d.get("commands")) {
      commands.add(command(c, format));
    }
    Optional<Integer> version =
        d.path("benchmark_version").isInt()
            ? Optional.of(d.get("benchmark_version").asInt()) : Optional.empty();
    return new BenchmarkRuns(d.get("benchmark").asText(), version, d.get("serializer").asText(),
        d.get("records").asLong(), d.path("options").path("data_sha256").asText(""),
        setting(d), commands);
  }

  private static CommandRuns command(JsonNode c, int format) {
    List<Double> seconds = new ArrayList<>();
    int failed = 0;
    for (JsonNode run : c.path("runs")) {
      boolean passed = run.path("failure").isNull() || run.path("failure").isMissingNode();
      // A run the driver marked as disturbed by other load measures that load, not the command.
      boolean contended = run.path("contended").asBoolean(false);
      if (passed && !contended && run.path("seconds").isNumber()
          && run.get("seconds").asDouble() > 0) {
        seconds.add(run.get("seconds").asDouble());
      } else if (!passed) {
        failed++;
      }
    }
    Optional<List<String>> libraries =
        format >= 2 ? strings(c.get("libraries")).or(() -> Optional.of(List.of()))
            : Optional.empty();
    return new CommandRuns(c.path("name").asText(""), c.path("command").asText(""), libraries,
        seconds.stream().mapToDouble(Double::doubleValue).toArray(), failed);
  }

  /** What the results depend on besides the command, in the order the differences are shown. */
  private static Map<String, String> setting(JsonNode d) {
    Map<String, String> setting = new LinkedHashMap<>();
    JsonNode e = d.path("environment");
    put(setting, "CPU", e.get("cpu"));
    if (e.has("physical_cores") || e.has("logical_cores")) {
      setting.put("cores", e.path("physical_cores").asText("?") + " physical / "
          + e.path("logical_cores").asText("?") + " logical");
    }
    if (e.path("memory_bytes").isNumber()) {
      setting.put("memory", String.format(Locale.ROOT, "%.1f GiB",
          e.get("memory_bytes").asDouble() / (1L << 30)));
    }
    put(setting, "OS", e.get("os"));
    put(setting, "kernel", e.get("kernel"));
    put(setting, "JVM", e.get("jvm"));
    e.path("runtimes").properties().forEach(r -> put(setting, r.getKey(), r.getValue()));
    put(setting, "jsonmark", d.get("jsonmark_version"));
    put(setting, "serializer", d.get("serializer"));
    put(setting, "records", d.get("records"));
    JsonNode o = d.path("options");
    put(setting, "runs per command", o.get("runs"));
    put(setting, "warm-up runs", o.get("warmup"));
    put(setting, "profiled", o.get("profile"));
    return setting;
  }

  private static void put(Map<String, String> setting, String what, JsonNode value) {
    if (value != null && !value.isNull() && !value.isContainerNode()) {
      setting.put(what, value.asText());
    }
  }

  /** The start to the second ({@code 2026-12-01T09:30:00Z}), or the text as recorded. */
  private static String startTime(String text) {
    try {
      return java.time.Instant.parse(text).truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
          .toString();
    } catch (java.time.format.DateTimeParseException e) {
      return text.isEmpty() ? "n/a" : text;
    }
  }

  private static Optional<String> text(JsonNode node, String key) {
    return node.path(key).isTextual() ? Optional.of(node.get(key).asText()) : Optional.empty();
  }

  private static Optional<List<String>> strings(JsonNode array) {
    if (array == null || !array.isArray()) {
      return Optional.empty();
    }
    List<String> values = new ArrayList<>();
    array.forEach(v -> values.add(v.asText()));
    return Optional.of(values);
  }

  private static CompareException notASummary(Path summary, String why) {
    return new CompareException(summary + " is not a jsonmark summary (" + why + "): give the"
        + " folders that jsonmark wrote (" + EXAMPLE + ")");
  }
}
