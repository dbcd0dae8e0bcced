package jsonmark.report.format;

import java.util.ArrayList;
import java.util.List;
import jsonmark.profile.Profile;
import jsonmark.io.Exporter;
import jsonmark.io.FileNames;
import jsonmark.report.chart.Charts;
import jsonmark.report.Results;
import jsonmark.result.CommandSummary;
import java.util.Optional;
import jsonmark.result.Contention;
import jsonmark.result.RunResult;

/**
 * The one list of a benchmark's result files: runs.csv, summary.json, a samples file per
 * profiled run ({@code profile/NAME-RUN.csv}), the five charts, report.html embedding them, and
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
  public static List<Exporter<Results>> of(Results results, boolean inOverview) {
    List<Exporter<Results>> files = new ArrayList<>();
    files.add(Exporter.text("runs.csv", r -> new RunsCsv().render(r.report())));
    files.add(Exporter.text("summary.json", r -> new SummaryJson().render(r.report())));
    files.addAll(profiles(results));
    // Under --measure instructions the wall times are Valgrind's: Charts draws none of them.
    files.add(Exporter.chart("time.png", r -> Charts.time(r.report())));
    files.add(Exporter.chart("instructions.png", r -> Charts.instructions(r.report())));
    files.add(Exporter.chart("tradeoff.png", r -> Charts.tradeoff(r.report())));
    files.add(Exporter.chart("cpu.png", Charts::cpu));
    files.add(Exporter.chart("memory.png", Charts::memory));
    files.add(Exporter.page("report.html",
        (r, drawn) -> new HtmlReport(drawn::png, inOverview).render(r.report())));
    files.add(Exporter.index("summary.md",
        (r, drawn) -> new MarkdownSummary(drawn::inFolder).render(r.report())));
    return files;
  }

  /**
   * A run's samples never change once measured: each file is written once, so the writing between
   * two runs does not grow with the number of runs. A run set aside as contended has none: its
   * file is its re-run's, the run that counts.
   */
  private static List<Exporter<Results>> profiles(Results results) {
    List<CommandSummary> commands = results.report().commands();
    List<String> names = FileNames.distinct(commands.stream().map(CommandSummary::name).toList());
    List<Exporter<Results>> files = new ArrayList<>();
    for (int index = 0; index < commands.size(); index++) {
      CommandSummary command = commands.get(index);
      for (int i = 0; i < command.runs().size(); i++) {
        RunResult run = command.runs().get(i);
        Optional<Profile> samples = results.samples(command, i);
        if (samples.isPresent() && run.contention() != Contention.SET_ASIDE) {
          Profile profile = samples.get();
          files.add(Exporter.once("profile/" + names.get(index) + "-" + run.run() + ".csv",
              r -> ProfileCsv.render(profile)));
        }
      }
    }
    return files;
  }
}
