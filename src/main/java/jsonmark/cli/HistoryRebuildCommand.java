package jsonmark.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code jsonmark history rebuild [DIR...]}: the store recreated from the results folders. */
@Command(
    name = "rebuild",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Empties the history store and imports every run in DIR again (default: the results"
          + " directory): the folders are the source of truth, the store a copy. On a shared"
          + " PostgreSQL store this removes the runs of other machines too; import adds without"
          + " removing.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 rebuilt; 1 the store failed or a summary.json could not be read;"
        + " 2 usage error."})
public final class HistoryRebuildCommand extends ContextCommand implements Callable<Integer> {

  HistoryRebuildCommand(Context context) {
    super(context);
  }

  @Mixin HistoryStoreOption store;

  @Mixin ResultsDirOption resultsDir;

  @Parameters(paramLabel = "DIR", arity = "0..*", converter = PathConverter.class,
      description = "A results folder, or a folder of them (default: the results directory).")
  List<Path> folders;

  @Override
  public Integer call() {
    Path results = resultsDir.resultsDir();
    List<Path> from = folders == null || folders.isEmpty() ? List.of(results) : folders;
    return HistoryImportCommand.load(context,
        store.store(context.env(), results, spec), from, true);
  }
}
