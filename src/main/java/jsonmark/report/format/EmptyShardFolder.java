package jsonmark.report.format;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import jsonmark.io.Mappers;
import jsonmark.io.OutputFile;
import jsonmark.report.ShardPart;

/**
 * The folder of a part of a split plan that had nothing to run (more parts than units): its
 * summary.json names the part, the plan and the state {@code empty} with no benchmark, and its
 * summary.md says so, so that {@code jsonmark merge} counts the part as present.
 */
public final class EmptyShardFolder {

  private static final ObjectMapper MAPPER = Mappers.newJsonMapper();

  private EmptyShardFolder() {}

  /** The name of the empty part {@code K/N}'s folder, before its date: {@code shard-K-of-N}. */
  public static String name(ShardPart part) {
    return "shard-" + part.shard().replace("/", "-of-");
  }

  /**
   * Writes the folder of the empty part in {@code resultsDir} and returns it.
   *
   * @param version the driver's version
   */
  public static Path write(Path resultsDir, ShardPart part, String version, Instant now)
      throws IOException {
    ShardPart empty = part.with(ShardPart.State.EMPTY);
    Path folder = ResultsFolder.create(resultsDir, name(empty), now).path();
    OutputFile.write(folder.resolve("summary.json"),
        summaryJson(empty, version).getBytes(StandardCharsets.UTF_8));
    OutputFile.write(folder.resolve("summary.md"), ("# Shard " + empty.shard() + ": nothing to"
        + " run\n\nThis part of the plan (" + empty.planHash().substring(0, 12) + ") holds no"
        + " benchmark: the plan has fewer units than parts. `jsonmark merge` takes this folder"
        + " with the others.\n").getBytes(StandardCharsets.UTF_8));
    return folder;
  }

  /** summary.json of an empty part: its format, the driver, the part, and no benchmark. */
  public static String summaryJson(ShardPart part, String version) {
    ObjectNode document = MAPPER.createObjectNode();
    document.put("format_version", SummaryJson.FORMAT_VERSION);
    document.put("jsonmark_version", version);
    document.set("shard", MAPPER.valueToTree(part));
    document.putArray("benchmarks");
    try {
      return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(document) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
