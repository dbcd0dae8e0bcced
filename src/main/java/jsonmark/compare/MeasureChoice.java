package jsonmark.compare;

import java.util.List;
import java.util.Optional;
import jsonmark.result.Measure;

/**
 * What a comparison compares: what --measure asked for, or by default what every folder
 * measured (both when every folder measured both, instructions when every folder counted them,
 * else time). Instructions are refused for a folder that has none.
 */
final class MeasureChoice {

  private MeasureChoice() {}

  /** The measure to compare {@code folders} by; {@code asked} is empty without --measure. */
  static Measure of(Optional<Measure> asked, List<Folder> folders) throws CompareException {
    if (asked.isEmpty()) {
      boolean counted = folders.stream().allMatch(f -> measured(f).counts());
      boolean timed = folders.stream().allMatch(f -> measured(f).times());
      return counted && timed ? Measure.BOTH : counted ? Measure.INSTRUCTIONS : Measure.TIME;
    }
    if (asked.get().counts()) {
      for (Folder f : folders) {
        if (!measured(f).counts()) {
          throw new CompareException(f.label() + " (" + f.path() + ") has no instruction counts:"
              + " it measured " + measured(f).code() + "; run it with --measure instructions, or"
              + " compare --measure time");
        }
      }
    }
    return asked.get();
  }

  /** What the folder's runs measured: the first benchmark's, as every benchmark shares it. */
  private static Measure measured(Folder folder) {
    return folder.benchmarks().stream().findFirst()
        .map(b -> b.setting().getOrDefault(ResultsReader.MEASURE, Measure.TIME.code()))
        .map(Measure::of).orElse(Measure.TIME);
  }
}
