package jsonmark.plan;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import jsonmark.exec.LabelledCommand;

/**
 * The SHA-256 of what a plan measures, the same on every machine that runs a part of it: the
 * commands (names, text, shell, parameters, variables), the workloads (benchmark, serializer,
 * records; a --data file by its label), what is measured and how often, and how it is split
 * (into how many parts, by what, and the measured costs that balance them, if any). It
 * leaves out what does not change a figure: the results folder, the seed of the rounds' order
 * (each part draws its own, as one machine would), --jobs, and the part itself, so that the
 * shards of one plan share it and {@code jsonmark merge} can tell shards of different plans.
 */
public final class PlanHash {

  private PlanHash() {}

  /** The hash of {@code plan} split into {@code parts} by {@code by}, 64 hex digits. */
  public static String of(Plan plan, int parts, ShardBy by) {
    return of(plan, parts, by, UnitCosts.none());
  }

  /** ... balanced by {@code costs}, which enter the hash when there are any. */
  public static String of(Plan plan, int parts, ShardBy by, UnitCosts costs) {
    StringBuilder text = new StringBuilder("jsonmark plan 1\n");
    for (LabelledCommand c : plan.work().commands()) {
      line(text, "command", c.name(), c.template().text(), c.template().shell().name(),
          sorted(c.parameters()), sorted(c.environment()));
    }
    for (Workload w : plan.work().workloads()) {
      if (w instanceof Workload.Generated g) {
        line(text, "benchmark", g.benchmark().name(), "" + g.benchmark().version(),
            g.serializer().name(), "" + g.records());
      } else {
        line(text, "data", w.label());
      }
    }
    Plan.Schedule s = plan.schedule();
    line(text, "schedule", s.budget().toString(), "" + s.warmup(), "" + s.startupRuns(),
        s.timeout().map(Object::toString).orElse("-"), s.order().name(),
        "" + s.maxWaitPercent());
    line(text, "measuring", plan.measuring().measure().name(), "" + plan.measuring().profile(),
        plan.measuring().interval().toString());
    line(text, "checks", "" + plan.checks().validate(), "" + plan.checks().ignoreFailure(),
        plan.checks().hooks().toString());
    line(text, "split", "" + parts, by.code());
    if (!costs.seconds().isEmpty()) {
      line(text, "costs", costs.text());
    }
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
          .digest(text.toString().getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  private static String sorted(Map<String, String> map) {
    return new TreeMap<>(map).toString();
  }

  /** One line of fields, each with its length first, so that no two plans read the same. */
  private static void line(StringBuilder text, String kind, String... fields) {
    text.append(kind);
    for (String field : fields) {
      text.append(' ').append(field.length()).append(':').append(field);
    }
    text.append('\n');
  }
}
