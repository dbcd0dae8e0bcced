package jsonmark.history;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jsonmark.env.Environment;
import jsonmark.io.Mappers;

/**
 * A conformance run's conformance.json as the history records it: per command, how many scored
 * cases it got wrong (measure {@code conformance}, an exact count, 0 when it got none wrong), on
 * the suite identified by its cases and their expected checksums. Read from the file, as the
 * results folder is the source of truth; a file without a run id is skipped, as it cannot be
 * imported once only.
 */
final class ConformanceEntries {

  /** The measure of conformance points. */
  static final String MEASURE = "conformance";

  private ConformanceEntries() {}

  /** The entry of {@code file}, empty when it has no run id. */
  static Optional<RunEntry> read(Path file) throws IOException {
    JsonNode root = Mappers.JSON_READER.readTree(java.nio.file.Files.readString(file));
    if (!root.path("run_id").isTextual()) {
      return Optional.empty();
    }
    Environment environment = Mappers.JSON_READER.treeToValue(root.path("environment"),
        Environment.class);
    Fingerprint machine = Fingerprint.of(environment);
    String status = root.path("state").path("status").asText("running");
    RunRow run = new RunRow(root.get("run_id").asText(),
        file.getParent().toAbsolutePath().normalize().toString(),
        Instant.parse(root.path("start_time").asText()), status, "conformance",
        root.path("jsonmark_version").asText("unknown"), Optional.empty(), machine);
    String suite = SeriesKey.hash(root.path("cases").toString());
    List<Point> points = new ArrayList<>();
    for (JsonNode command : root.path("commands")) {
      String text = command.path("command").asText();
      SeriesKey key = new SeriesKey(command.path("name").asText(), text, "",
          "conformance suite of " + root.path("cases").size() + " cases", suite, MEASURE,
          machine.id(), Toolchain.of(text, environment.runtimes()));
      double wrong = command.path("scored_total").asLong() - command.path("scored_passed")
          .asLong();
      points.add(new Point(key, wrong, wrong, wrong, command.path("scored_total").asInt(),
          true));
    }
    return Optional.of(new RunEntry(run, points));
  }
}
