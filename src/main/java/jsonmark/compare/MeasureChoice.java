package jsonmark.compare;

import java.util.List;
import java.util.Optional;
import jsonmark.result.Measure;

/**
 * What a comparison compares: what --measure asked for, or by default what every folder
 * measured (both when every folder measured both, instructions when every folder counted them,
 * else time). Instructions are refused for a folder that has none. Times taken under Valgrind
 * ({@code --measure instructions}) are never compared with native ones: by default such folders
 * compare their counts when all have them, and are refused otherwise.
 */
final class MeasureChoice {

  /**
   * The measure chosen, and what the user must be told about it.
   *
   * @param measure what is compared
   * @param notes what was not compared, and why; empty when the choice needs no word
   */
  record Choice(Measure measure, List<String> notes) {

    Choice {
      notes = List.copyOf(notes);
    }

    /** {@code measure}, with nothing to say. */
    static Choice of(Measure measure) {
      return new Choice(measure, List.of());
    }
  }

  private MeasureChoice() {}

  /** The measure to compare {@code folders} by; {@code asked} is empty without --measure. */
  static Choice of(Optional<Measure> asked, List<Folder> folders) throws CompareException {
    boolean counted = folders.stream().allMatch(f -> measured(f).counts());
    Optional<Folder> valgrind = folders.stream().filter(f -> !measured(f).times())
        .findFirst();
    Optional<Folder> natively = folders.stream().filter(f -> measured(f).times()).findFirst();
    boolean mixed = valgrind.isPresent() && natively.isPresent();
    if (asked.isEmpty()) {
      if (!mixed) {
        boolean timed = natively.isPresent();
        return Choice.of(counted && timed ? Measure.BOTH
            : counted ? Measure.INSTRUCTIONS : Measure.TIME);
      }
      if (!counted) {
        throw new CompareException(mixedTimes(folders, natively.get(), valgrind.get())
            + "; compare folders measured alike (" + withoutCounts(folders)
            + " has no instruction counts to compare instead)");
      }
      return new Choice(Measure.INSTRUCTIONS, List.of("times were not compared: "
          + natively.get().label() + " timed its runs natively and " + valgrind.get().label()
          + " under Valgrind (--measure instructions), which runs them many times slower;"
          + " their instruction counts are compared instead"));
    }
    if (asked.get().counts()) {
      for (Folder f : folders) {
        if (!measured(f).counts()) {
          throw new CompareException(f.label() + " (" + f.path() + ") has no instruction counts:"
              + " it measured " + measured(f).code() + "; run it with --measure instructions"
              + (mixed ? " too" : ", or compare --measure time"));
        }
      }
    }
    if (asked.get().times() && mixed) {
      throw new CompareException(mixedTimes(folders, natively.get(), valgrind.get())
          + (counted ? "; compare --measure instructions, which every folder counted"
              : "; compare folders measured alike"));
    }
    return Choice.of(asked.get());
  }

  /** Why the times of {@code natively} and {@code valgrind} cannot be compared, in their order. */
  private static String mixedTimes(List<Folder> folders, Folder natively, Folder valgrind) {
    String nativeSide = natively.label() + " (" + natively.path() + ") ";
    String valgrindSide = valgrind.label() + " (" + valgrind.path() + ") ";
    String how = "under Valgrind (--measure instructions), which runs many times slower";
    return (folders.indexOf(natively) < folders.indexOf(valgrind)
        ? nativeSide + "was timed natively and " + valgrindSide + how
        : valgrindSide + "was timed " + how + ", and " + nativeSide + "natively")
        + ": their times cannot be compared";
  }

  /** The label of the first folder without instruction counts. */
  private static String withoutCounts(List<Folder> folders) {
    return folders.stream().filter(f -> !measured(f).counts()).findFirst().orElseThrow()
        .label();
  }

  /** What the folder's runs measured. */
  private static Measure measured(Folder folder) {
    return folder.measure();
  }
}
