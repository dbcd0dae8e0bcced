package jsonmark.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import java.util.TreeSet;
import jsonmark.result.Measure;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A run's headline is chosen once, in the command line, the plan and the result model; every
 * other file renders it without asking which measure it is (issue 45, item 1). Only the files
 * listed in {@link #ALLOWED} may still read {@link Measure}'s constants or its predicates.
 */
class MeasureBranchesTest {

  /**
   * compare chooses what two folders have in common to compare ({@code MeasureChoice}), then
   * builds the time and the instruction tables and gates of that choice.
   */
  private static final Set<String> ALLOWED = Set.of(
      "jsonmark.compare.MeasureChoice",
      "jsonmark.compare.Comparisons",
      "jsonmark.compare.Gates");

  private static final Set<String> PREDICATES = Set.of("counts", "times");

  private static JavaClasses classes;

  @BeforeAll
  static void importMainClasses() {
    classes = new ClassFileImporter()
        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("jsonmark");
  }

  @Test
  void atMostFourFilesOutsideTheModelBranchOnTheMeasure() {
    assertTrue(ALLOWED.size() <= 4, "at most 4 files may branch on the measure: " + ALLOWED);
    Set<String> branching = branching(classes);
    branching.removeAll(ALLOWED);
    assertEquals(Set.of(), branching, "these files branch on the measure; read the headline"
        + " (result.Metric, Report) or the plan's Measuring instead");
  }

  @Test
  void findsAConstantOrAPredicateOfTheMeasure() {
    // The rule sees what it forbids: the plan's Measuring (a nested class) calls Measure's
    // predicates and compares with its constants, and Metric names its constants.
    Set<String> all = new TreeSet<>();
    classes.forEach(c -> {
      if (reads(c)) {
        all.add(file(c));
      }
    });
    assertTrue(all.containsAll(Set.of("jsonmark.plan.Plan", "jsonmark.result.Metric")), "" + all);
  }

  /** The top-level classes outside cli/, plan/ and result/ that read the measure. */
  private static Set<String> branching(JavaClasses classes) {
    Set<String> files = new TreeSet<>();
    for (JavaClass c : classes) {
      String name = c.getName();
      if (!name.startsWith("jsonmark.cli.") && !name.startsWith("jsonmark.plan.")
          && !name.startsWith("jsonmark.result.") && reads(c)) {
        files.add(file(c));
      }
    }
    return files;
  }

  /** Whether {@code c} reads one of Measure's constants or calls one of its predicates. */
  private static boolean reads(JavaClass c) {
    boolean constant = c.getFieldAccessesFromSelf().stream()
        .anyMatch(a -> a.getTargetOwner().isEquivalentTo(Measure.class)
            && !a.getTarget().getName().startsWith("$"));
    boolean predicate = c.getMethodCallsFromSelf().stream()
        .anyMatch(m -> m.getTargetOwner().isEquivalentTo(Measure.class)
            && PREDICATES.contains(m.getTarget().getName()));
    return constant || predicate;
  }

  /** The top-level class, which names the file, of {@code c} (a switch's map is a nested one). */
  private static String file(JavaClass c) {
    int nested = c.getName().indexOf('$');
    return nested < 0 ? c.getName() : c.getName().substring(0, nested);
  }
}
