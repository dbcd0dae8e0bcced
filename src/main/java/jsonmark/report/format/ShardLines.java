package jsonmark.report.format;

import java.util.Optional;
import jsonmark.report.ShardPart;

/**
 * The line summary.md gives a part of a split plan, or a result merged from parts: which part,
 * of which plan, how it ended; for a merge, each part and the machine it ran on. Nothing for a
 * plan that was not split.
 */
final class ShardLines {

  private ShardLines() {}

  /** The line of a matrix: its benchmarks' parts together, each once. */
  static String of(java.util.List<jsonmark.report.Report> reports) {
    java.util.Map<String, ShardPart.Source> sources = new java.util.TreeMap<>();
    Optional<ShardPart> first = reports.get(0).shard();
    ShardPart.State state = first.map(ShardPart::state).orElse(ShardPart.State.FINISHED);
    for (jsonmark.report.Report report : reports) {
      report.shard().ifPresent(p -> p.parts().forEach(s -> sources.putIfAbsent(s.shard(), s)));
      ShardPart.State own = report.shard().map(ShardPart::state).orElse(state);
      state = state == ShardPart.State.FINISHED ? own : state;
    }
    if (first.isEmpty() || !first.get().merged()) {
      return of(first);
    }
    ShardPart p = first.get();
    String total = p.shard().substring(p.shard().indexOf('/'));
    return of(Optional.of(new ShardPart(sources.size() + total, p.by(), p.planHash(), state,
        p.commands(), p.benchmarks(), java.util.List.copyOf(sources.values()))));
  }

  static String of(Optional<ShardPart> shard) {
    if (shard.isEmpty()) {
      return "";
    }
    ShardPart part = shard.get();
    String plan = " of plan " + part.planHash().substring(0, Math.min(12, part.planHash()
        .length())) + " (split by " + part.by() + ")";
    if (!part.merged()) {
      return "- Shard: " + part.shard() + plan + ", " + part.state().code() + "\n";
    }
    StringBuilder text = new StringBuilder("- Merged from " + part.shard().replace("/", " of ")
        + " parts" + plan + ", " + part.state().code() + ":");
    for (ShardPart.Source source : part.parts()) {
      text.append(' ').append(source.shard()).append(" in ").append(source.folder())
          .append(" (").append(source.cpu()).append(", ").append(source.os()).append("; ")
          .append(source.state().code()).append(");");
    }
    text.setLength(text.length() - 1);
    return text.append('\n').toString();
  }
}
