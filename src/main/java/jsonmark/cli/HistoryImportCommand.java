package jsonmark.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import jsonmark.history.HistoryStore;
import jsonmark.history.Imported;
import jsonmark.history.Importer;
import jsonmark.history.StoreException;
import jsonmark.history.StoreLocation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code jsonmark history import DIR...}: adds results folders to the history, each run once. */
@Command(
    name = "import",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Adds every run in the results folders DIR (and the folders under them) to the history"
          + " store. A run is recorded once, by the run id its summary.json holds, however often"
          + " it is imported; a folder written before run ids gets one drawn from its start,"
          + " benchmark, command line and machine.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 imported; 1 the store failed or a summary.json could not be read;"
        + " 2 usage error."})
public final class HistoryImportCommand extends ContextCommand implements Callable<Integer> {

  HistoryImportCommand(Context context) {
    super(context);
  }

  @Mixin HistoryStoreOption store;

  @Mixin ResultsDirOption resultsDir;

  @Parameters(paramLabel = "DIR", arity = "1..*", converter = PathConverter.class,
      description = "A results folder, or a folder of them (such as results).")
  List<Path> folders;

  @Override
  public Integer call() {
    StoreLocation location = store.store(context.env(), resultsDir.resultsDir(),
        spec);
    return HistoryImportCommand.load(context, location, folders, false);
  }

  /** Imports {@code folders}, after emptying the store when {@code rebuild}; the exit status. */
  static int load(Context context, StoreLocation location, List<Path> folders,
      boolean rebuild) {
    try (HistoryStore store = HistoryStore.open(location)) {
      if (rebuild) {
        store.clear();
      }
      Imported imported = Importer.run(store, folders);
      imported.problems().forEach(p -> context.log().error("cannot import " + p));
      context.out().println(location.shown() + ": " + imported.sentence() + ".");
      return imported.problems().isEmpty() ? 0 : 1;
    } catch (StoreException e) {
      context.log().error(e.getMessage());
      return 1;
    } finally {
      context.out().flush();
    }
  }
}
