package jsonmark.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import jsonmark.cache.CachedFiles.Entry;
import jsonmark.cache.CachedFiles.State;
import jsonmark.cache.CachedFiles;
import jsonmark.log.OneLine;
import jsonmark.preparation.CacheKeys;
import jsonmark.report.format.MarkdownTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code jsonmark cache}: what the data cache holds, and removing what no run will use. */
@Command(
    name = "cache",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Lists the data files in the cache folder: benchmark, serializer, records, size, when each"
          + " was written, and whether the next run uses it (current), writes it again (stale:"
          + " written by another version of the benchmark, generator or serializer library),"
          + " cannot trust it (broken), or never comes back for it (leftover of a killed"
          + " writer). Only sizes and metadata are read: a run still checks a file's SHA-256"
          + " before it trusts it.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 listed (or removed); 1 a file could not be read or removed;"
        + " 2 usage error."})
public final class CacheCommand extends ContextCommand implements Callable<Integer> {

  private static final DateTimeFormatter WHEN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneOffset.UTC);

  CacheCommand(Context context) {
    super(context);
  }

  @Option(
      names = "--cache-dir",
      paramLabel = "DIR",
      defaultValue = "cache",
      converter = PathConverter.class,
      description = "The cache folder (default: ${DEFAULT-VALUE}, the one the Makefile uses).")
  Path cacheDir;

  @Option(
      names = "--remove-stale",
      description = "Remove the stale, broken and leftover files; current ones stay.")
  boolean removeStale;

  @Override
  public Integer call() {
    try {
      return list();
    } finally {
      context.out().flush();
    }
  }

  private int list() {
    if (!Files.isDirectory(cacheDir)) {
      if (Files.exists(cacheDir)) {
        throw new ParameterException(spec.commandLine(), "--cache-dir " + cacheDir
            + " is not a folder; give the folder that --cache-dir named in the runs");
      }
      context.out().println("Nothing is cached: there is no folder " + cacheDir + ".");
      return 0;
    }
    List<Entry> entries;
    try {
      entries = CachedFiles.of(cacheDir, CacheKeys::expected);
    } catch (IOException | UncheckedIOException e) {
      context.log().error("cannot list " + cacheDir + ": " + e.getMessage());
      return 1;
    }
    context.out().print(table(entries));
    long removable = entries.stream().filter(Entry::removable).count();
    if (!removeStale) {
      if (removable > 0) {
        context.out().printf(Locale.ROOT, "%d of %d entries (%s) will not be used again:"
                + " jsonmark cache --remove-stale --cache-dir %s removes them.%n", removable,
            entries.size(), megabytes(bytes(entries, true)), cacheDir);
      }
      return 0;
    }
    return remove(entries);
  }

  private int remove(List<Entry> entries) {
    int status = 0;
    long freed = 0;
    int removed = 0;
    for (Entry entry : entries.stream().filter(Entry::removable).toList()) {
      try {
        for (Path file : entry.files()) {
          Files.deleteIfExists(file);
        }
        freed += entry.bytes();
        removed++;
      } catch (IOException e) {
        context.log().error("cannot remove " + OneLine.escaped(entry.name()) + ": " + e.getMessage());
        status = 1;
      }
    }
    context.out().printf(Locale.ROOT, "Removed %d entries (%s); %d current ones kept.%n", removed,
        megabytes(freed), entries.stream().filter(e -> !e.removable()).count());
    return status;
  }

  private static long bytes(List<Entry> entries, boolean removable) {
    return entries.stream().filter(e -> e.removable() == removable).mapToLong(Entry::bytes).sum();
  }

  /** The listing as a Markdown table (the one table writer every file uses), with a total. */
  static String table(List<Entry> entries) {
    if (entries.isEmpty()) {
      return "The cache folder is empty.\n";
    }
    List<List<String>> rows = new ArrayList<>();
    for (Entry e : entries) {
      String benchmark = e.metadata().map(m -> m.key().benchmark()).orElse("");
      String serializer = e.state() == State.USER_DATA ? "(--data)"
          : e.metadata().map(m -> m.key().serializer()).orElse("");
      String records = e.metadata().map(m -> String.format(Locale.ROOT, "%,d", m.records()))
          .orElse("");
      String state = e.state().name().toLowerCase(Locale.ROOT).replace('_', ' ')
          + (e.why().isEmpty() ? "" : ": " + e.why());
      rows.add(List.of(e.name(), benchmark, serializer, records, megabytes(e.bytes()),
          WHEN.format(e.written()), state));
    }
    return MarkdownTable.render(List.of("file", "benchmark", "serializer", "records", "size",
        "written (UTC)", "state"), rows, "lllrrll")
        + String.format(Locale.ROOT, "%n%d entries, %s in all.%n", entries.size(),
            megabytes(entries.stream().mapToLong(Entry::bytes).sum()));
  }

  private static String megabytes(long bytes) {
    return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
  }
}
