package jsonmark.report.format;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import jsonmark.io.FileNames;
import jsonmark.profile.Profile;
import jsonmark.profile.Sample;
import jsonmark.report.Report;
import jsonmark.report.Results;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunResult;
import jsonmark.stats.ProfileSummary;

/**
 * The samples files ({@code profile/NAME-RUN.csv}) of results folders read back, so that a
 * report put together from several folders ({@code jsonmark merge}) carries its runs' samples
 * and draws its CPU and memory charts as the run that measured them did.
 */
public final class ProfileFiles {

  /**
   * Where a command's samples are: the benchmark folder that holds them, and the names of the
   * commands of that folder's report, which its files' names are made from.
   */
  public record Source(Path folder, List<String> commands) {

    public Source {
      commands = List.copyOf(commands);
    }
  }

  private ProfileFiles() {}

  /** {@code report} with the samples each command's {@link Source} holds for its runs. */
  public static Results read(Report report, Map<String, Source> sources) throws IOException {
    Map<String, List<Optional<Profile>>> samples = new HashMap<>();
    for (CommandSummary command : report.commands()) {
      Source source = sources.get(command.name());
      if (source == null || !source.commands().contains(command.name())) {
        continue;
      }
      String name = FileNames.distinct(source.commands())
          .get(source.commands().indexOf(command.name()));
      List<Optional<Profile>> runs = new ArrayList<>();
      for (RunResult run : command.runs()) {
        Path file = source.folder().resolve("profile").resolve(name + "-" + run.run() + ".csv");
        runs.add(Files.isRegularFile(file) ? Optional.of(profile(file, run))
            : Optional.empty());
      }
      samples.put(command.name(), runs);
    }
    return new Results(report, samples);
  }

  /** One run's samples as {@link ProfileCsv} wrote them, with its summary's totals. */
  private static Profile profile(Path file, RunResult run) throws IOException {
    List<Sample> samples = new ArrayList<>();
    List<String> lines = Files.readAllLines(file);
    for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      String[] f = line.split(",", -1);
      if (f.length != 4) {
        throw new IOException(file + ": not a samples file (seconds,cpuPercent,rssMib,processes)");
      }
      try {
        samples.add(new Sample(Double.parseDouble(f[0]), Double.parseDouble(f[1]),
            Double.parseDouble(f[2]), Integer.parseInt(f[3])));
      } catch (NumberFormatException e) {
        throw new IOException(file + ": not a number in '" + line + "'", e);
      }
    }
    Optional<ProfileSummary> summary = run.profile();
    return new Profile(samples, summary.map(ProfileSummary::cpuSeconds).orElse(0.0),
        summary.map(ProfileSummary::wallSeconds).orElse(run.seconds()),
        summary.map(ProfileSummary::peakRssMiB).orElse(OptionalDouble.empty()),
        summary.map(ProfileSummary::samplerCpuSeconds).orElse(OptionalDouble.empty()));
  }
}
