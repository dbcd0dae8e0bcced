package jsonmark.merge;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import jsonmark.report.Report;
import jsonmark.report.format.ProfileFiles;
import jsonmark.report.ShardPart;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;
import jsonmark.result.RunState;

/**
 * The parts of a split plan checked against each other and merged into the reports one machine
 * would have written: each benchmark's commands from every part that ran them, summarised again
 * together, so that the baseline, the ranking and every relative figure are over all of them.
 */
final class Merge {

  /**
   * The merged result.
   *
   * @param reports one per benchmark the parts ran, in the plan's order
   * @param planned how many benchmarks the plan has
   * @param unfinished each part that failed, timed out or was interrupted, named
   * @param missing the parts not given (only with --allow-partial)
   * @param samples where each benchmark's commands' samples files are, by benchmark and command
   */
  record Merged(List<Report> reports, int planned, List<String> unfinished,
      List<String> missing, Map<String, Map<String, ProfileFiles.Source>> samples) {}

  private Merge() {}

  static Merged of(List<PartFolder> parts, boolean allowPartial) throws MergeRefused {
    PartFolder first = parts.stream().min(Comparator.comparingInt(PartFolder::index))
        .orElseThrow(() -> new MergeRefused("no folder to merge"));
    for (PartFolder p : parts) {
      same(first, p, "plan hash", f -> f.part().planHash(), "they are parts of different plans:"
          + " run every part with the same options, commands and --shard-costs");
      same(first, p, "jsonmark version", PartFolder::jsonmarkVersion, "run every part with"
          + " the same release");
      same(first, p, "number of parts", f -> "" + f.total(), "run every part with the same N");
    }
    Map<Integer, PartFolder> byIndex = new HashMap<>();
    for (PartFolder p : parts) {
      PartFolder earlier = byIndex.put(p.index(), p);
      if (earlier != null) {
        throw new MergeRefused(earlier.path() + " and " + p.path() + " are both shard "
            + p.part().shard() + ": give each part once");
      }
    }
    List<String> missing = new ArrayList<>();
    for (int k = 1; k <= first.total(); k++) {
      if (!byIndex.containsKey(k)) {
        missing.add(k + "/" + first.total());
      }
    }
    if (!missing.isEmpty() && !allowPartial) {
      throw new MergeRefused((missing.size() == 1 ? "shard " + missing.get(0) + " is"
          : "shards " + String.join(", ", missing) + " are") + " missing (given: "
          + String.join(", ", new TreeSet<>(byIndex.keySet()).stream()
              .map(k -> k + "/" + first.total()).toList())
          + "): give every part's folder, or --allow-partial for a result that no gate passes");
    }
    List<PartFolder> sorted = new ArrayList<>(byIndex.values());
    sorted.sort(Comparator.comparingInt(PartFolder::index));
    List<String> unfinished = sorted.stream().filter(p -> !p.succeeded())
        .map(p -> p.named() + " " + p.part().state().code()).toList();
    List<Report> merged = new ArrayList<>();
    Map<String, Map<String, ProfileFiles.Source>> samples = new HashMap<>();
    for (String benchmark : first.part().benchmarks()) {
      List<Report> pieces = new ArrayList<>();
      List<PartFolder> from = new ArrayList<>();
      for (PartFolder p : sorted) {
        for (Report r : p.reports()) {
          if (r.benchmark().equals(benchmark)) {
            pieces.add(r);
            from.add(p);
          }
        }
      }
      if (!pieces.isEmpty()) {
        merged.add(benchmark(benchmark, pieces, from, first.part(), missing));
        samples.put(benchmark, sources(benchmark, pieces, from));
      }
    }
    return new Merged(merged, first.part().benchmarks().size(), unfinished, missing, samples);
  }

  /** Refuses {@code b} when what {@code what} reads of it differs from {@code a}'s. */
  private static void same(PartFolder a, PartFolder b, String name,
      java.util.function.Function<PartFolder, String> what, String todo) throws MergeRefused {
    if (!what.apply(a).equals(what.apply(b))) {
      throw new MergeRefused("the " + name + " differs: " + what.apply(a) + " in " + a.named()
          + ", " + what.apply(b) + " in " + b.named() + "; " + todo);
    }
  }

  /** One benchmark's report from its pieces, one per part that ran some of its commands. */
  private static Report benchmark(String benchmark, List<Report> pieces, List<PartFolder> from,
      ShardPart plan, List<String> missing) throws MergeRefused {
    Report base = pieces.get(0);
    Map<String, CommandSummary> commands = new LinkedHashMap<>();
    Map<String, PartFolder> ranIn = new HashMap<>();
    for (int i = 0; i < pieces.size(); i++) {
      Report piece = pieces.get(i);
      if (!data(piece).equals(data(base))) {
        throw new MergeRefused("the data of " + benchmark + " differs: " + data(base) + " in "
            + from.get(0).named() + ", " + data(piece) + " in " + from.get(i).named()
            + "; run every part on the same data");
      }
      for (CommandSummary c : piece.commands()) {
        PartFolder earlier = ranIn.put(c.name(), from.get(i));
        if (earlier != null) {
          throw new MergeRefused("the parts overlap: " + c.name() + " on " + benchmark
              + " is in " + earlier.named() + " and in " + from.get(i).named());
        }
        commands.put(c.name(), c);
      }
    }
    List<CommandResult> ordered = commands.values().stream()
        .sorted(Comparator.comparingInt(c -> order(plan.commands(), c.name())))
        .map(CommandSummary::raw).toList();
    RunState state = missing.isEmpty() ? worst(pieces)
        : RunState.partial((missing.size() == 1 ? "shard " : "shards ")
            + String.join(", ", missing));
    Instant start = pieces.stream().map(Report::startTime).min(Comparator.naturalOrder())
        .orElseThrow();
    List<ShardPart.Source> sources = new ArrayList<>();
    for (int i = 0; i < pieces.size(); i++) {
      Report piece = pieces.get(i);
      sources.add(new ShardPart.Source(from.get(i).part().shard(),
          from.get(i).path().getFileName().toString(), piece.environment().cpu(),
          piece.environment().os() + " " + piece.environment().kernel(),
          piece.shard().map(ShardPart::state).orElse(ShardPart.State.RUNNING)));
    }
    ShardPart part = new ShardPart(pieces.size() + "/" + plan.shard().substring(
        plan.shard().indexOf('/') + 1), plan.by(), plan.planHash(), ShardPart.State.RUNNING,
        plan.commands(), plan.benchmarks(), sources);
    Report started = new Report(base.provenance(), base.data(),
        new Report.Started(start, RunState.RUNNING), base.setting(), Optional.of(part),
        Optional.empty(), new Report.Tally(0, base.host(), List.of()), null);
    Report summarised = started.withCommands(ordered).withState(state);
    List<CommandSummary> profiled = summarised.commands().stream()
        .map(c -> c.withProfile(commands.get(c.name()).profile())).toList();
    return new Report(summarised.provenance(), summarised.data(), summarised.started(),
        summarised.setting(), summarised.shard(), summarised.baseline(),
        new Report.Tally(summarised.rounds(), summarised.host(), profiled), null);
  }

  /** Where each command of {@code benchmark} has its samples files: in the part that ran it. */
  private static Map<String, ProfileFiles.Source> sources(String benchmark, List<Report> pieces,
      List<PartFolder> from) {
    Map<String, ProfileFiles.Source> sources = new HashMap<>();
    for (int i = 0; i < pieces.size(); i++) {
      List<String> names = pieces.get(i).commands().stream().map(CommandSummary::name).toList();
      ProfileFiles.Source source = new ProfileFiles.Source(from.get(i).folderOf(benchmark),
          names);
      names.forEach(name -> sources.put(name, source));
    }
    return sources;
  }

  /** What a part's data was: its SHA-256, records and checksum. */
  private static String data(Report r) {
    return "SHA-256 " + r.options().dataSha256() + " (" + r.records() + " records, checksum "
        + r.expectedChecksum() + ")";
  }

  private static int order(List<String> names, String name) {
    int i = names.indexOf(name);
    return i < 0 ? Integer.MAX_VALUE : i;
  }

  /** The pieces' state: the first that did not run to its end, else complete. */
  private static RunState worst(List<Report> pieces) {
    return pieces.stream().map(Report::state).filter(s -> !s.complete()).findFirst()
        .orElse(RunState.COMPLETE);
  }
}
