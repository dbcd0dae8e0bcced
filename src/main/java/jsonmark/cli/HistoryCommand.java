package jsonmark.cli;

import java.util.List;
import java.util.concurrent.Callable;
import jsonmark.history.Analysis;
import jsonmark.history.HistoryQueries;
import jsonmark.history.HistoryStore;
import jsonmark.history.Selection;
import jsonmark.history.StoreException;
import jsonmark.history.StoreLocation;
import jsonmark.history.TrendTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code jsonmark history}: the series the history holds, their last value and trend. */
@Command(
    name = "history",
    sortOptions = false,
    usageHelpAutoWidth = true,
    subcommands = {HistoryImportCommand.class, HistoryRebuildCommand.class,
        HistoryShowCommand.class, HistoryCheckCommand.class},
    description = {
      "Lists the series of the history store: each command on each benchmark, by measure and"
          + " machine, with its complete runs, its last value, that value against the median of"
          + " the 10 runs before it, and its last change point. Every run records into the store"
          + " as it ends (--no-history turns that off); interrupted runs are kept but never"
          + " used as evidence.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 listed; 1 the store could not be opened or read; 2 usage error."})
public final class HistoryCommand extends ContextCommand implements Callable<Integer> {

  HistoryCommand(Context context) {
    super(context);
  }

  @Mixin HistoryStoreOption store;

  @Mixin ResultsDirOption resultsDir;

  @Override
  public Integer call() {
    StoreLocation location = store.store(context.env(), resultsDir.resultsDir(), spec);
    try (HistoryStore opened = HistoryStore.open(location)) {
      List<Analysis> analyses = Analysis.of(HistoryQueries.lines(opened, Selection.ALL));
      context.out().print(TrendTable.render(analyses, location.shown()));
      return 0;
    } catch (StoreException e) {
      context.log().error(e.getMessage());
      return 1;
    } finally {
      context.out().flush();
    }
  }
}
