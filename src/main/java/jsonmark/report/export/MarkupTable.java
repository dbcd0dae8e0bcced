package jsonmark.report.export;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import jsonmark.report.Numbers;
import jsonmark.report.Report;
import jsonmark.report.TimeScale;

/**
 * hyperfine's results table, shared by the Markdown and AsciiDoc exports: Command, Mean ± σ,
 * Min, Max and Relative (± the half-width of its 95 % interval), in the commands' order unless
 * {@code --sort mean-time}, as hyperfine's. Times are in the results table's unit
 * ({@link TimeScale}: {@code --time-unit}, else ms when the slowest mean is under a second).
 */
abstract class MarkupTable implements Export {

  /** A row of cells, in the markup's syntax. */
  abstract String row(List<String> cells);

  /** What goes between the header row and the rows. */
  abstract String divider();

  /** What opens the table. */
  String header() {
    return "";
  }

  /** What closes the table. */
  String footer() {
    return "";
  }

  /**
   * What the export says first of runs that did not run to their end, one sentence each; none
   * by default (a markup without a place for it).
   */
  String mark(List<String> incomplete) {
    return "";
  }

  /** A command's name as a cell. */
  abstract String command(String name);

  @Override
  public String render(List<Report> reports) {
    List<Row> rows = new ArrayList<>();
    reports.forEach(r -> rows.addAll(Row.inExportOrder(r)));
    Scale scale = Scale.of(rows, reports);
    boolean several = reports.size() > 1;
    StringBuilder table = new StringBuilder(mark(Report.interrupted(reports)));
    table.append(header());
    table.append(row(List.of("Command", "Mean " + scale.label(), "Min " + scale.label(),
        "Max " + scale.label(), "Relative")));
    table.append(divider());
    for (Row r : rows) {
      String name = several ? r.command().name() + " (" + r.benchmark() + ")" : r.command().name();
      String stddev = r.stddev().isPresent()
          ? " ± " + scale.format(r.stddev().getAsDouble()) : "";
      String relative = r.relative().map(ratio -> Numbers.fixed(ratio.ratio(), 2)
          + (r.reference() ? "" : plusMinus(ratio.halfWidth()))).orElse(Numbers.NOT_AVAILABLE);
      table.append(row(List.of(command(name.replace("|", "\\|")),
          scale.format(r.mean()) + stddev, scale.format(r.min()), scale.format(r.max()),
          relative)));
    }
    table.append(footer());
    return table.toString();
  }

  private static String plusMinus(OptionalDouble halfWidth) {
    return halfWidth.isPresent() ? " ± " + Numbers.fixed(halfWidth.getAsDouble(), 2) : "";
  }

  /** The unit of the table's figures and how many decimals they get. */
  private record Scale(String label, double factor, int decimals) {

    static Scale of(List<Row> rows, List<Report> reports) {
      if (!rows.isEmpty() && rows.get(0).metric().whole()) {
        return new Scale("[" + rows.get(0).metric().unit() + "s]", 1, 0);
      }
      TimeScale unit = reports.stream().findFirst().flatMap(r -> r.options().timeUnit())
          .map(TimeScale::of).orElseGet(() -> TimeScale.of(rows.stream()
              .mapToDouble(Row::mean).filter(Double::isFinite).max()));
      return new Scale("[" + unit.unit() + "]", unit.perSecond(), unit.minDecimals());
    }

    String format(double value) {
      return Numbers.fixed(value * factor, decimals);
    }
  }
}
