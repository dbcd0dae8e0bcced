package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import jsonmark.io.OutputFile;
import jsonmark.plan.Exports;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** hyperfine's export options, with its names: {@code --export-json PATH} and the tables. */
public final class ExportOptions {

  @Option(
      names = "--export-json",
      paramLabel = "PATH",
      description = "Also write the results as hyperfine's JSON (its 1.x layout unless"
          + " --export-json-schema 2); - writes it to standard output, which then holds nothing"
          + " else (the table goes to standard error).")
  String json;

  @Option(
      names = "--export-json-schema",
      paramLabel = "N",
      description = "The layout of --export-json: 1, hyperfine 1.x's (results[] with mean,"
          + " stddev, times, ... in seconds; what hyperfine's scripts and continuous-benchmarking"
          + " services read today), or 2, hyperfine 2.0's (schema_version 2, measurements and a"
          + " summary per metric) (default: 1).")
  Integer jsonSchema;

  @Option(
      names = "--export-markdown",
      paramLabel = "PATH",
      description = "Also write hyperfine's Markdown table of the results (- for standard"
          + " output).")
  String markdown;

  @Option(
      names = "--export-csv",
      paramLabel = "PATH",
      description = "Also write hyperfine's CSV of the results (- for standard output).")
  String csv;

  @Option(
      names = "--export-asciidoc",
      paramLabel = "PATH",
      description = "Also write hyperfine's AsciiDoc table of the results (- for standard"
          + " output).")
  String asciidoc;

  /** The exports asked for, checked: one {@code -} at most, no file twice. */
  Exports exports(boolean onlySerialize, Function<String, ParameterException> usage) {
    if (jsonSchema != null && jsonSchema != 1 && jsonSchema != 2) {
      throw usage.apply("--export-json-schema must be 1 (hyperfine 1.x's layout) or 2"
          + " (hyperfine 2.0's), not " + jsonSchema);
    }
    if (jsonSchema != null && json == null) {
      throw usage.apply("--export-json-schema " + jsonSchema + " is the layout of"
          + " --export-json: give --export-json PATH too");
    }
    List<Exports.Target> targets = new ArrayList<>();
    add(targets, json, jsonSchema != null && jsonSchema == 2
        ? Exports.Format.JSON_V2 : Exports.Format.JSON);
    add(targets, markdown, Exports.Format.MARKDOWN);
    add(targets, csv, Exports.Format.CSV);
    add(targets, asciidoc, Exports.Format.ASCIIDOC);
    if (!targets.isEmpty() && onlySerialize) {
      throw usage.apply("--only-serialize runs no command, so there are no results to export:"
          + " leave out --export-*");
    }
    if (targets.stream().filter(Exports.Target::toStdout).count() > 1) {
      throw usage.apply("only one export can go to standard output (-); give the others a file");
    }
    Set<String> files = new HashSet<>();
    for (Exports.Target target : targets) {
      if (target.destination().isBlank()) {
        throw usage.apply("an --export-* option needs a file name, or - for standard output");
      }
      if (!target.toStdout() && !files.add(target.destination())) {
        throw usage.apply("two exports would write " + target.destination()
            + ": give each its own file");
      }
      if (!target.toStdout()) {
        // Said now, not after a long run whose export would then be lost.
        OutputFile.refused(target.format().option(), Path.of(target.destination()))
            .ifPresent(refused -> {
              throw usage.apply(refused);
            });
      }
    }
    return new Exports(targets);
  }

  private static void add(List<Exports.Target> targets, String destination,
      Exports.Format format) {
    if (destination != null) {
      targets.add(new Exports.Target(format,
          OutputFile.standardOutput(destination) ? Exports.STDOUT : destination));
    }
  }
}
