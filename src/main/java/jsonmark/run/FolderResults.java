package jsonmark.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jsonmark.cache.DataFile;
import jsonmark.cli.Settings;
import jsonmark.exec.CommandResult;
import jsonmark.log.Log;

/** TEMPORARY until the report package lands. */
final class FolderResults implements ResultsSink {
  private final Path folder;

  private FolderResults(Path folder) {
    this.folder = folder;
  }

  static FolderResults create(Settings s, DataFile data, Log log) throws IOException {
    Path folder = s.resultsDir().resolve("dev");
    Files.createDirectories(folder);
    return new FolderResults(folder);
  }

  @Override
  public void update(List<CommandResult> results) {}

  @Override
  public String table(List<CommandResult> results) {
    return results.toString() + "\n";
  }

  @Override
  public OutputStream stderrLog(String name, String kind, int run) {
    return null;
  }

  @Override
  public Path folder() {
    return folder;
  }
}
