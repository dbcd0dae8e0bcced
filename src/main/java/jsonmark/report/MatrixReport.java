package jsonmark.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import jsonmark.result.CommandSummary;

/**
 * The reports of an invocation that ran its commands on several benchmarks, one per benchmark in
 * the order given; each keeps its own baseline (its first command).
 *
 * @param reports one per benchmark, complete or as far as measured
 */
public record MatrixReport(List<Report> reports) {

  public MatrixReport {
    reports = List.copyOf(reports);
  }

  /** Every command name, in the order of first appearance. */
  public List<String> commandNames() {
    Set<String> names = new LinkedHashSet<>();
    reports.forEach(r -> r.commands().forEach(c -> names.add(c.result().name())));
    return new ArrayList<>(names);
  }

  /** The command named {@code name} in {@code report}, if it ran there. */
  static Optional<CommandSummary> command(Report report, String name) {
    return report.commands().stream().filter(c -> c.result().name().equals(name)).findFirst();
  }
}
