package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import jsonmark.profile.Profile;
import jsonmark.io.Exporter;
import jsonmark.io.FileNames;
import jsonmark.report.Report;
import jsonmark.report.chart.Charts;
import jsonmark.result.CommandResult;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;

/**
 * The one list of a benchmark's result files: runs.csv, summary.json, a samples file per
 * profiled run ({@code profile/NAME-RUN.csv}), the four charts, report.html embedding them, and
 * summary.md linking those in the folder.
 */
public final class BenchmarkFiles {

  private BenchmarkFiles() {}

  /**
   * The files of {@code report}.
   *
   * @param inOverview whether the benchmark is one of a run over several, whose overview page is
   *     one folder up
   */
  public static List<Exporter<Report>> of(Report report, boolean inOverview) {
    List<Exporter<Report>> files = new ArrayList<>();
    files.add(Exporter.text("runs.csv", new RunsCsv()::render));
    files.add(Exporter.text("summary.json", new SummaryJson()::render));
    files.addAll(profiles(report.results()));
    files.add(Exporter.chart("time.png", Charts::time));
    files.add(Exporter.chart("tradeoff.png", Charts::tradeoff));
    files.add(Exporter.chart("cpu.png", Charts::cpu));
    files.add(Exporter.chart("memory.png", Charts::memory));
    files.add(Exporter.page("report.html",
        (r, drawn) -> new HtmlReport(drawn::png, inOverview).render(r)));
    files.add(Exporter.index("summary.md",
        (r, drawn) -> new MarkdownSummary(drawn::inFolder).render(r)));
    return files;
  }

  /**
   * A run's samples never change once measured: each file is written once, so the writing between
   * two runs does not grow with the number of runs. A run set aside as contended has none: its
   * file is its re-run's, the run that counts.
   */
  private static List<Exporter<Report>> profiles(List<CommandResult> commands) {
    List<String> names = FileNames.distinct(commands.stream().map(CommandResult::name).toList());
    List<Exporter<Report>> files = new ArrayList<>();
    for (int index = 0; index < commands.size(); index++) {
      for (RunResult run : commands.get(index).runs()) {
        if (run.profile().isPresent() && run.contention() != Contention.SET_ASIDE) {
          Profile profile = run.profile().get();
          files.add(Exporter.once("profile/" + names.get(index) + "-" + run.run() + ".csv",
              r -> ProfileCsv.render(profile)));
        }
      }
    }
    return files;
  }
}
