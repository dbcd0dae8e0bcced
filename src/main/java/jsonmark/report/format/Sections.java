package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import jsonmark.report.Report;

/**
 * The results sections of summary.md and report.html, decided once for both: the headline
 * metric's table first, under the title "Results", then the other metric's table when there is
 * one, each with its title and what it says first.
 */
final class Sections {

  /** What the wall-time table says first when wall time is not the headline. */
  static final String VALGRIND_TIMES =
      "Every run ran under Valgrind, which emulates each instruction and runs a program 20 to"
          + " 100 times slower, and by different factors for different programs: these times are"
          + " not the commands' speed, and no verdict on speed is drawn from them. Run without"
          + " --measure instructions (or with --measure both) for native times.";

  /** Which table a section holds. */
  enum Table {
    /** The wall-time table ({@link SummaryTable}). */
    TIMES,
    /** The instruction-count table ({@link InstructionTable}). */
    INSTRUCTIONS
  }

  /**
   * One results section.
   *
   * @param id its anchor in report.html
   * @param title its heading
   * @param intro what it says before the table; empty for nothing
   * @param table the table it holds
   * @param headline whether that table is of the headline metric, which the ranking follows
   */
  record Section(String id, String title, String intro, Table table, boolean headline) {}

  private Sections() {}

  /** The sections of {@code report}, in order. */
  static List<Section> of(Report report) {
    boolean counts = report.timesUnderValgrind();
    Section times = counts
        ? new Section("results", "Wall time under Valgrind", VALGRIND_TIMES, Table.TIMES, false)
        : new Section("results", "Results", "", Table.TIMES, true);
    List<Section> sections = new ArrayList<>(List.of(times));
    if (counts) {
      sections.add(0, new Section("instructions", "Results: instructions", "",
          Table.INSTRUCTIONS, true));
    } else if (InstructionTable.present(report)) {
      sections.add(new Section("instructions", "Instructions", "", Table.INSTRUCTIONS, false));
    }
    return sections;
  }
}
