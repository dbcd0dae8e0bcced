package jsonmark.plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import jsonmark.io.FileNames;
import jsonmark.log.OneLine;

/**
 * What results, tables and log lines call each --data file: its file name, shown on one line
 * ({@link OneLine}), with as many of its parent folders as tell it apart from the other
 * workloads. Each label then gets a results subfolder of its own: two labels are told apart as
 * {@link FileNames#safe} writes them, in any case, since that is the folder's name. The same
 * files in the same order always get the same labels.
 */
public final class DataLabels {

  private DataLabels() {}

  /**
   * A label for each of {@code files}, in order.
   *
   * @param taken the labels of the benchmarks beside them, which no file's label may look like
   */
  public static List<String> of(List<String> taken, List<Path> files) {
    List<Path> paths = files.stream().map(f -> f.toAbsolutePath().normalize()).toList();
    int[] depth = new int[paths.size()];
    Arrays.fill(depth, 1);
    boolean deeper = true;
    while (deeper) {
      deeper = false;
      Map<String, Integer> uses = new HashMap<>();
      taken.forEach(t -> uses.merge(key(t), 1, Integer::sum));
      for (int i = 0; i < paths.size(); i++) {
        uses.merge(key(label(paths.get(i), depth[i])), 1, Integer::sum);
      }
      for (int i = 0; i < paths.size(); i++) {
        if (uses.get(key(label(paths.get(i), depth[i]))) > 1
            && depth[i] < paths.get(i).getNameCount()) {
          depth[i]++;
          deeper = true;
        }
      }
    }
    Set<String> used = new HashSet<>();
    taken.forEach(t -> used.add(key(t)));
    List<String> labels = new ArrayList<>();
    for (int i = 0; i < paths.size(); i++) {
      String label = label(paths.get(i), depth[i]);
      while (!used.add(key(label))) {
        // Folders that differ only in what a file name cannot hold: the position tells them.
        label = (i + 1) + "-" + label;
      }
      labels.add(label);
    }
    return labels;
  }

  /** The last {@code depth} names of {@code path}, on one line. */
  private static String label(Path path, int depth) {
    int names = path.getNameCount();
    if (names == 0) {
      return OneLine.escaped(path.toString());
    }
    return OneLine.escaped(path.subpath(names - Math.min(depth, names), names).toString());
  }

  private static String key(String label) {
    return FileNames.safe(label).toLowerCase(Locale.ROOT);
  }
}
