package jsonmark.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import jsonmark.plan.Plan;
import jsonmark.plan.Shard;
import jsonmark.plan.ShardBy;
import jsonmark.plan.ShardMatrix;
import jsonmark.plan.UnitCosts;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/** {@code jsonmark plan --shards N}: how a run's plan splits over a CI matrix, as JSON. */
@Command(
    name = "plan",
    sortOptions = false,
    usageHelpAutoWidth = true,
    synopsisHeading = "Usage: ",
    customSynopsis = "Usage: jsonmark plan --shards N [RUN OPTIONS] DESERIALIZER_CMD...",
    description = {
      "Prints how the run that the RUN OPTIONS and DESERIALIZER_CMDs describe (exactly as"
          + " 'jsonmark' takes them, --shard-by included, --shard left out) splits into N parts,"
          + " as one line of JSON a CI matrix takes: {\"include\":[{\"shard\":\"1/N\",\"units\":..,"
          + "\"benchmarks\":[..],\"plan_hash\":\"..\"},...]}. GitHub Actions reads it with"
          + " fromJSON into strategy.matrix; each job then runs 'jsonmark --shard"
          + " $${{ matrix.shard }} ...' with the same options, and 'jsonmark merge' joins their"
          + " folders. The parts are balanced by each command's cost: the median of its latest "
          + "5 runs on this machine in the history store (--history, --no-history), else"
          + " estimated from its start-up and the data's size; when some were measured, each"
          + " entry has \"costs\", which every job passes on with --shard-costs, so that each"
          + " splits the plan alike. Nothing is run or written.",
    },
    footerHeading = "%n",
    footer = {"Exit status: 0 printed; 2 usage error."})
public final class PlanCommand extends ContextCommand implements Callable<Integer> {

  PlanCommand(Context context) {
    super(context);
  }

  @Option(
      names = "--shards",
      paramLabel = "N",
      required = true,
      description = "How many parts: 1 to " + Shard.MAX + ", one CI job each.")
  int shards;

  // Main lets this command take unknown options as parameters: they are the run's.
  @Parameters(paramLabel = "RUN", arity = "0..*", hidden = true)
  List<String> run = new ArrayList<>();

  @Override
  public Integer call() {
    if (shards < 1 || shards > Shard.MAX) {
      throw new ParameterException(spec.commandLine(), "--shards must be 1 to " + Shard.MAX
          + ", not " + shards);
    }
    if (run.stream().anyMatch(a -> a.equals("--shard") || a.startsWith("--shard="))) {
      throw new ParameterException(spec.commandLine(), "plan prints every part; leave --shard"
          + " out (each job of the matrix gives its own)");
    }
    CommandLine parsed = Main.commandLine(context);
    parsed.parseArgs(run.toArray(String[]::new));
    if (parsed.getParseResult().subcommand() != null) {
      throw new ParameterException(spec.commandLine(), "plan splits a benchmark run; give its"
          + " options and DESERIALIZER_CMDs, not another subcommand");
    }
    JsonmarkCommand command = parsed.getCommand();
    Plan plan = PlanBuilder.whole(command);
    ShardBy by = PlanBuilder.shardBy(command);
    UnitCosts costs = MeasuredCosts.of(plan, by, command.history.location(context.env(),
        plan.output().resultsDir(), spec), context.log());
    context.out().print(ShardMatrix.json(plan, shards, by, costs));
    context.out().flush();
    return 0;
  }
}
