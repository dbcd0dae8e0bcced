package jsonmark.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import jsonmark.history.Analysis;
import jsonmark.history.HistoryExport;
import jsonmark.history.HistoryHtml;
import jsonmark.history.HistoryQueries;
import jsonmark.history.HistoryStore;
import jsonmark.history.Line;
import jsonmark.history.Selection;
import jsonmark.history.ShowText;
import jsonmark.history.StoreException;
import jsonmark.history.StoreLocation;
import jsonmark.io.OutputFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;

/** {@code jsonmark history show NAME}: one command's points, change points and charts. */
@Command(
    name = "show",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Prints the runs of the command NAME (its --name) with their intervals, one table per"
          + " benchmark, measure and machine, and its change points, each with what else changed"
          + " between its two sides (commit, libraries, toolchain, jsonmark version, and the"
          + " machine when most of its series moved at that run). Writes history.html: one"
          + " chart per series over time, change points marked.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 shown; 1 the store or a file failed; 2 usage error (such as a"
        + " NAME the history does not hold)."})
public final class HistoryShowCommand extends ContextCommand implements Callable<Integer> {

  HistoryShowCommand(Context context) {
    super(context);
  }

  @Parameters(paramLabel = "NAME", description = "The command's name, as jsonmark history"
      + " lists it.")
  String name;

  @Option(names = {"-b", "--benchmark"}, paramLabel = "BENCHMARK",
      description = "Only this benchmark's series.")
  String benchmark;

  @Option(names = "--measure", paramLabel = "MEASURE",
      description = "Only time or instructions.")
  String measure;

  @Option(names = "--last", paramLabel = "N", defaultValue = "30",
      description = "Print the last N runs of each series (default: ${DEFAULT-VALUE}); the"
          + " chart has them all.")
  int last;

  @Option(names = "--html", paramLabel = "FILE", converter = PathConverter.class,
      description = "Where the charts go (default: history.html in the results directory).")
  Path html;

  @Option(names = "--export-csv", paramLabel = "FILE", converter = PathConverter.class,
      description = "Also write every point as CSV.")
  Path csv;

  @Option(names = "--export-json", paramLabel = "FILE", converter = PathConverter.class,
      description = "Also write every point as JSON.")
  Path json;

  @Mixin HistoryStoreOption store;

  @Mixin ResultsDirOption resultsDir;

  @Override
  public Integer call() {
    if (last < 1) {
      throw new ParameterException(spec.commandLine(), "--last " + last
          + " shows nothing; give 1 or more");
    }
    if (measure != null && !List.of("time", "instructions").contains(measure)) {
      throw new ParameterException(spec.commandLine(), "--measure " + measure
          + " is not one the history keeps; give time or instructions");
    }
    StoreLocation location = store.store(context.env(), resultsDir.resultsDir(), spec);
    try (HistoryStore opened = HistoryStore.open(location)) {
      List<Line> lines = HistoryQueries.lines(opened, new Selection(Optional.of(name),
          Optional.ofNullable(benchmark), Optional.ofNullable(measure)));
      if (lines.isEmpty()) {
        throw new ParameterException(spec.commandLine(), unknown(opened));
      }
      List<Analysis> analyses = Analysis.of(lines);
      context.out().print(ShowText.render(analyses, last));
      Path page = html != null ? html : resultsDir.resultsDir().resolve("history.html");
      write(page, HistoryHtml.render(analyses, location.shown()));
      context.out().println("Charts: " + page);
      if (csv != null) {
        write(csv, HistoryExport.csv(analyses));
      }
      if (json != null) {
        write(json, HistoryExport.json(analyses));
      }
      return 0;
    } catch (StoreException e) {
      context.log().error(e.getMessage());
      return 1;
    } catch (IOException e) {
      context.log().error(e.getMessage());
      return 1;
    } finally {
      context.out().flush();
    }
  }

  private String unknown(HistoryStore opened) throws StoreException {
    List<String> names = HistoryQueries.lines(opened, Selection.ALL).stream()
        .map(l -> l.key().commandName()).distinct().toList();
    String near = DidYouMean.near(name, names).stream().findFirst()
        .map(n -> " (did you mean '" + n + "'?)").orElse("");
    return "the history holds no series of " + name
        + (benchmark == null ? "" : " on " + benchmark)
        + (measure == null ? "" : " by " + measure) + near
        + "; jsonmark history lists the series it holds";
  }

  private static void write(Path file, String text) throws IOException {
    try {
      OutputFile.write(file, text.getBytes(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new IOException(OutputFile.cannotWrite("the history's page", file, e), e);
    }
  }
}
