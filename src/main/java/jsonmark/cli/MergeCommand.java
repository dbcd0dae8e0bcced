package jsonmark.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import jsonmark.benchmark.Benchmark;
import jsonmark.benchmark.registry.Benchmarks;
import jsonmark.merge.MergeRefused;
import jsonmark.merge.MergeRun;
import jsonmark.run.ExportFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code jsonmark merge}: one results folder from the folders of a split plan's parts. */
@Command(
    name = "merge",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Writes one results folder from the folders of the parts of a plan that 'jsonmark --shard"
          + " K/N' ran on several machines: the same summary.md, summary.json, report.html,"
          + " charts and runs.csv one run of the whole plan writes, its commands summarised"
          + " together, the runs' samples (profile/), and in summary.json where each part ran;"
          + " --export-* writes hyperfine's exports of the whole as a run would. A DIR is a"
          + " part's folder, or a folder holding parts' folders (a job's --results-dir).",
      "Refuses parts of different plans (plan hash), of different jsonmark versions or data,"
          + " parts given twice or overlapping, and a missing part, naming it.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 merged; 1 a part failed, timed out or was interrupted (the"
        + " merged folder says which), or the folder could not be written; 2 usage error, or"
        + " folders that are not the parts of one plan."})
public final class MergeCommand implements Callable<Integer> {

  private final Context context;

  MergeCommand(Context context) {
    this.context = context;
  }

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Parameters(paramLabel = "DIR", arity = "1..*", description = "The parts' folders.")
  List<Path> folders = new ArrayList<>();

  @Mixin ResultsDirOption resultsDir;

  @Option(
      names = "--allow-partial",
      description = "Merge without the parts not given: the result says it is partial, and no"
          + " gate ('jsonmark compare --fail-on-regression') passes on it.")
  boolean allowPartial;

  @Mixin ExportOptions exports;

  @Override
  public Integer call() throws Exception {
    List<MergeRun.Export> wanted = exports.exports(false,
        why -> new ParameterException(spec.commandLine(), why)).targets().stream()
        .map(t -> new MergeRun.Export(ExportFiles.format(t.format()), t.format().label(),
            t.destination())).toList();
    MergeRun merge = new MergeRun(Benchmarks.all().stream().map(Benchmark::name).toList(),
        context.log());
    try {
      return merge.run(folders, resultsDir.resultsDir(), allowPartial, wanted,
          context.out());
    } catch (MergeRefused e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
