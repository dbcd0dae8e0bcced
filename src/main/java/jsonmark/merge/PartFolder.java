package jsonmark.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jsonmark.io.FileNames;
import jsonmark.io.Mappers;
import jsonmark.report.Report;
import jsonmark.report.ShardPart;
import jsonmark.report.format.SummaryJson;

/**
 * The folder of one part of a split plan, as {@code jsonmark --shard K/N} wrote it.
 *
 * @param path the folder
 * @param part which part, of which plan, and how it ended
 * @param jsonmarkVersion the driver that wrote it
 * @param reports its benchmarks' reports; none when the part had nothing to run
 */
record PartFolder(Path path, ShardPart part, String jsonmarkVersion, List<Report> reports) {

  private static final ObjectMapper MAPPER = Mappers.newJsonMapper();

  /**
   * The part folders {@code given} names: itself when it holds a summary.json, else each folder
   * in it that does (the --results-dir of a shard's job).
   */
  static List<PartFolder> read(Path given) throws MergeRefused, IOException {
    if (!Files.isDirectory(given)) {
      throw new MergeRefused(given + ": " + (Files.exists(given) ? "not a folder"
          : "no such folder"));
    }
    if (Files.isRegularFile(given.resolve("summary.json"))) {
      return List.of(one(given));
    }
    List<Path> inside;
    try (Stream<Path> list = Files.list(given)) {
      inside = list.filter(p -> Files.isRegularFile(p.resolve("summary.json"))).sorted()
          .toList();
    }
    if (inside.isEmpty()) {
      throw new MergeRefused(given + " holds no summary.json, nor does any folder in it: give"
          + " the folders that 'jsonmark --shard K/N' wrote");
    }
    List<PartFolder> parts = new ArrayList<>();
    for (Path folder : inside) {
      parts.add(one(folder));
    }
    return parts;
  }

  private static PartFolder one(Path folder) throws MergeRefused, IOException {
    Path file = folder.resolve("summary.json");
    JsonNode root;
    try {
      root = MAPPER.readTree(file.toFile());
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new MergeRefused(file + " is not valid JSON: the part did not finish writing it;"
          + " run the part again");
    }
    if (root.path("benchmarks").isArray() && root.get("benchmarks").isEmpty()
        && root.has("shard")) {
      ShardPart part = MAPPER.treeToValue(root.get("shard"), ShardPart.class);
      return new PartFolder(folder, part, root.path("jsonmark_version").asText(), List.of());
    }
    List<Report> reports;
    try {
      reports = SummaryJson.read(file).reports();
    } catch (SummaryJson.Unreadable e) {
      throw new MergeRefused(file + " cannot be read: " + e.getMessage());
    }
    Report first = reports.get(0);
    if (first.shard().isEmpty()) {
      throw new MergeRefused(folder + " is not a part of a split plan (its summary.json has no"
          + " shard): merge joins the folders of 'jsonmark --shard K/N'");
    }
    return new PartFolder(folder, worst(reports), first.jsonmarkVersion(), reports);
  }

  /** The part as its reports say it ended: the first state of theirs that is not finished. */
  private static ShardPart worst(List<Report> reports) {
    ShardPart part = reports.get(0).shard().orElseThrow();
    for (Report report : reports) {
      ShardPart.State state = report.shard().map(ShardPart::state)
          .orElse(ShardPart.State.RUNNING);
      if (state != ShardPart.State.FINISHED) {
        return part.with(state);
      }
    }
    return part;
  }

  /**
   * The folder of {@code benchmark}'s files: the part's own, or, when the part ran several
   * benchmarks, the one named after it inside.
   */
  Path folderOf(String benchmark) {
    Path inside = path.resolve(FileNames.safe(benchmark));
    return Files.isRegularFile(inside.resolve("summary.json")) ? inside : path;
  }

  /** K of {@code K/N}. */
  int index() {
    return Integer.parseInt(part.shard().substring(0, part.shard().indexOf('/')));
  }

  /** N of {@code K/N}. */
  int total() {
    return Integer.parseInt(part.shard().substring(part.shard().indexOf('/') + 1));
  }

  /** Whether the part ran to its end with every command passing, or had nothing to run. */
  boolean succeeded() {
    return part.state() == ShardPart.State.FINISHED || part.state() == ShardPart.State.EMPTY;
  }

  /** {@code shard 2/4 (DIR)}. */
  String named() {
    return "shard " + part.shard() + " (" + path + ")";
  }
}
