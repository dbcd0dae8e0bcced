package jsonmark.report.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import jsonmark.report.Report;
import jsonmark.result.CommandResult;
import jsonmark.result.CommandSummary;

/**
 * Reads the summaries of formats 1 to 4: what they recorded of each run (times, exit, checksum,
 * failure, contention, CPU wait) is moved into the current shape, and everything derived from
 * the runs (statistics, intervals, counts, warnings) is computed again by today's code, so that
 * an old folder is compared by the same rules as a new one. What old formats did not record
 * reads as absent.
 */
final class SummaryUpgrade {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private SummaryUpgrade() {}

  /** The document of format {@code format} in the current shape, its derived figures empty. */
  static ObjectNode toCurrent(ObjectNode old, int format) {
    ObjectNode now = NODES.objectNode();
    now.put("jsonmark_version", old.path("jsonmark_version").asText("unknown"));
    now.set("argv", old.path("argv").isArray() ? old.get("argv") : NODES.arrayNode());
    copy(old, now, "benchmark", "serializer", "records");
    now.put("benchmark_version", old.path("benchmark_version").asInt(0));
    now.put("data_bytes", old.path("data_bytes").asLong(0));
    now.put("expected_checksum", old.path("expected_checksum").asLong(0));
    now.put("start_time", old.path("start_time").asText("1970-01-01T00:00:00Z"));
    if (old.has("options")) {
      now.set("options", options(old.path("options")));
    }
    now.set("environment", old.path("environment"));
    now.put("rounds", 0);
    if (old.path("commands").isArray()) {
      ArrayNode commands = now.putArray("commands");
      old.get("commands").forEach(c -> commands.add(command(c)));
    }
    return now;
  }

  /** {@code report}, bound from an upgraded document, with its commands summarised again. */
  static Report summarised(Report report) {
    List<CommandResult> results = report.commands().stream().map(CommandSummary::raw).toList();
    return report.withCommands(results);
  }

  private static ObjectNode options(JsonNode old) {
    ObjectNode now = NODES.objectNode();
    copy(old, now, "data_file", "data_sha256", "warmup", "profile", "interval_ms", "timeout_s",
        "startup_runs", "seed", "baseline", "max_wait_percent");
    if (old.path("budget").isObject()) {
      now.set("budget", old.get("budget"));
    } else {
      // What older formats said of the runs: --runs, or nothing (then zeros: not recorded).
      ObjectNode budget = now.putObject("budget").put("min_runs", 0).put("min_s", 0)
          .put("max_runs", 0);
      if (old.path("runs").canConvertToInt()) {
        int runs = old.get("runs").asInt();
        budget.put("runs", runs).put("min_runs", runs).put("max_runs", runs);
      }
      copy(old, budget, "precision_percent");
    }
    now.put("order", old.path("order").asText("interleaved"));
    now.put("sort", old.path("sort").asText("speed"));
    if (!now.has("max_wait_percent")) {
      now.put("max_wait_percent", 100);
    }
    return now;
  }

  private static ObjectNode command(JsonNode old) {
    ObjectNode now = NODES.objectNode();
    copy(old, now, "name", "command");
    now.put("shell", old.path("shell").asBoolean(true));
    now.set("libraries", NODES.arrayNode());
    now.set("counts", NODES.objectNode().put("counted", 0).put("set_aside", 0)
        .put("failed", 0).put("rounds", 0));
    now.set("warnings", NODES.arrayNode());
    now.set("warmup_failures",
        old.path("warmup_failures").isArray() ? old.get("warmup_failures") : NODES.arrayNode());
    now.set("startup", NODES.objectNode());
    now.set("startup_runs", runs(old.path("startup").path("runs")));
    if (old.path("values").isObject()) {
      now.set("values", old.get("values"));
    }
    now.set("runs", runs(old.path("runs")));
    return now;
  }

  private static ArrayNode runs(JsonNode old) {
    ArrayNode runs = NODES.arrayNode();
    old.forEach(r -> runs.add(run(r)));
    return runs;
  }

  private static ObjectNode run(JsonNode old) {
    ObjectNode now = NODES.objectNode();
    copy(old, now, "run", "seconds", "exit_code", "checksum", "checksum_ok", "failure");
    now.put("contention", old.path("contention").asText("none"));
    JsonNode wait = old.path("cpu_wait");
    if (wait.isObject()) {
      ObjectNode upgraded = now.putObject("cpu_wait");
      copy(wait, upgraded, "wait_s", "pressure_s", "steal_s", "unavailable", "others_cpu_s");
      double seconds = old.path("seconds").asDouble();
      upgraded.put("wall_s", seconds);
      if (wait.path("driver_cpu_percent").isNumber()) {
        upgraded.put("driver_cpu_s", wait.get("driver_cpu_percent").asDouble() * seconds / 100);
      }
    }
    return now;
  }

  private static void copy(JsonNode from, ObjectNode to, String... keys) {
    for (String key : keys) {
      if (from.has(key)) {
        to.set(key, from.get(key));
      }
    }
  }
}
