package jsonmark.report.format;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jsonmark.io.Mappers;
import jsonmark.report.Report;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;

/**
 * {@code summary.json}: the serialized form of a benchmark's {@link Report}, written and read by
 * the same Jackson records, so that a key renamed in one place is renamed everywhere; the file
 * of a run over several benchmarks holds one report per benchmark under {@code benchmarks}. Keys
 * are snake_case with the unit in the name ({@code mean_s}, {@code cpu_p95_percent}); unknown
 * values are null; docs/summary.schema.json describes every key. Folders of formats 1 to 4 are
 * read through {@link SummaryUpgrade}.
 */
public final class SummaryJson {

  /**
   * The version of this document's shape, bumped when a key changes meaning or goes away (not
   * when one is added), so that {@code jsonmark compare} can tell a folder it cannot read.
   * Version 1 had no such key; 3 renamed the rates; 4 made warnings objects; 5 is the one model
   * written and read by the same records: each command's {@code counts} (counted, set-aside and
   * failed runs, rounds) and {@code failure}, the run budget in {@code options.budget}, the
   * rounds at the top, every figure at full precision, start-up runs in {@code startup_runs}.
   */
  public static final int FORMAT_VERSION = 5;

  /** The longest a run can have taken and be believed, in seconds: about 31 years. */
  private static final double MAX_SECONDS = 1e9;

  private static final ObjectMapper MAPPER = withReadLimits(
      Mappers.newJsonMapper(WarningJson.module()));

  /**
   * A summary of a huge run is large but never deep: Jackson's default limits (strings of 20
   * MB, names of 50,000 characters) would call a valid one invalid, so strings and names are
   * bounded only by what a Java string holds, and the document by the heap; nesting stays at
   * 1,000 (a summary nests under 10) and numbers at 1,000 digits (its figures have under 30).
   */
  private static ObjectMapper withReadLimits(ObjectMapper mapper) {
    mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
        .maxStringLength(Integer.MAX_VALUE)
        .maxNameLength(Integer.MAX_VALUE)
        .maxDocumentLength(-1)
        .maxNestingDepth(1_000)
        .maxNumberLength(1_000)
        .build());
    return mapper;
  }

  /** What a summary.json held: its format and one report per benchmark, in order. */
  public record Read(int formatVersion, List<Report> reports) {}

  /** Why a summary.json could not be read, in words for the user. */
  public static final class Unreadable extends Exception {

    private static final long serialVersionUID = 1L;

    private final boolean newer;

    Unreadable(String why) {
      this(why, false);
    }

    Unreadable(String why, boolean newer) {
      super(why);
      this.newer = newer;
    }

    /** Whether a newer jsonmark wrote it, in a format this one does not know. */
    public boolean newer() {
      return newer;
    }
  }

  public String render(Report report) {
    return text(document(report));
  }

  /** Several benchmarks' documents under one key: the summary of an invocation that ran them. */
  static String render(List<Report> reports) {
    ObjectNode all = MAPPER.createObjectNode();
    all.putArray("benchmarks").addAll(reports.stream().map(SummaryJson::document).toList());
    return text(all);
  }

  /** The document of {@code report}: its format version first, then the report's keys. */
  static ObjectNode document(Report report) {
    ObjectNode document = MAPPER.createObjectNode();
    document.put("format_version", FORMAT_VERSION);
    document.setAll((ObjectNode) MAPPER.valueToTree(report));
    return document;
  }

  /**
   * The reports of {@code file}, of any format from 1 to {@link #FORMAT_VERSION}.
   *
   * @throws Unreadable when it is not a summary this driver can read, saying why
   * @throws IOException when it cannot be read at all
   */
  public static Read read(Path file) throws Unreadable, IOException {
    JsonNode root;
    try {
      root = MAPPER.readTree(file.toFile());
    } catch (StreamConstraintsException e) {
      // Valid JSON beyond what this reader takes: say which limit, never "not valid JSON".
      throw new Unreadable("it is beyond what jsonmark reads: " + e.getOriginalMessage()
          .replaceAll(" \\(from `StreamReadConstraints[^)]*\\)", ""));
    } catch (JsonProcessingException e) {
      throw new Unreadable("it is not valid JSON");
    }
    return read(root);
  }

  private static Read read(JsonNode root) throws Unreadable {
    List<JsonNode> documents = new ArrayList<>();
    if (root != null && root.path("benchmarks").isArray()) {
      root.get("benchmarks").forEach(documents::add);
    } else if (root != null && root.isObject()) {
      documents.add(root);
    }
    if (documents.isEmpty() || !documents.stream().allMatch(JsonNode::isObject)) {
      throw new Unreadable("it holds no benchmark");
    }
    int format = format(documents.get(0));
    List<Report> reports = new ArrayList<>();
    for (JsonNode document : documents) {
      ObjectNode current = format == FORMAT_VERSION ? ((ObjectNode) document).deepCopy()
          : SummaryUpgrade.toCurrent((ObjectNode) document, format);
      current.remove("format_version");
      reports.add(checked(bind(current, format)));
    }
    return new Read(format, reports);
  }

  private static Report bind(ObjectNode document, int format) throws Unreadable {
    for (String key : List.of("benchmark", "serializer", "records", "options", "commands")) {
      if (!document.hasNonNull(key)) {
        throw new Unreadable("it has no \"" + key + "\"");
      }
    }
    try {
      Report report = MAPPER.treeToValue(document, Report.class);
      return format == FORMAT_VERSION ? report : SummaryUpgrade.summarised(report);
    } catch (JsonProcessingException | IllegalArgumentException e) {
      throw new Unreadable("a value does not fit its key: " + Reasons.of(e));
    }
  }

  /** The figures a comparison rests on must be times a run can have taken. */
  private static Report checked(Report report) throws Unreadable {
    for (CommandSummary command : report.commands()) {
      if (command.name() == null || command.runs() == null) {
        throw new Unreadable("a command has no name or no runs");
      }
      for (RunResult run : command.runs()) {
        if (!(run.seconds() >= 0 && run.seconds() <= MAX_SECONDS)) {
          throw new Unreadable("run " + run.run() + " of " + command.name() + " took "
              + run.seconds() + " s, which no run can take");
        }
      }
    }
    return report;
  }

  private static int format(JsonNode document) throws Unreadable {
    JsonNode version = document.get("format_version");
    if (version == null) {
      return 1; // written before the key existed, which is format 1
    }
    if (!version.isIntegralNumber() || !version.canConvertToInt() || version.asInt() < 1) {
      throw new Unreadable("its format_version is " + version);
    }
    if (version.asInt() > FORMAT_VERSION) {
      throw new Unreadable("written by a newer jsonmark (result format " + version.asInt()
          + "; this one reads formats 1 to " + FORMAT_VERSION + ")", true);
    }
    return version.asInt();
  }

  private static String text(JsonNode document) {
    try {
      return MAPPER.writeValueAsString(document) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
