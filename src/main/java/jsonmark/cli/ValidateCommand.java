package jsonmark.cli;

import java.util.concurrent.Callable;
import jsonmark.validate.ValidationOnly;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code jsonmark validate}: the check of {@code --validate} alone, untimed: every command on a
 * small file of each benchmark, every value it reads compared with the input.
 */
@Command(
    name = "validate",
    sortOptions = false,
    usageHelpAutoWidth = true,
    description = {
      "Runs each DESERIALIZER_CMD once in validation mode (JSONMARK_VALIDATE=1) on a small file"
          + " of each --benchmark (1/250 of its default records, or --records, or --size; written"
          + " by --serializer and cached like the data file), or on the first lines of each --data file, and compares"
          + " every value it writes back with the input: every key, string, number (integers by"
          + " exact value, doubles bit for bit), boolean and null. Prints a table of what each read.",
    },
    footerHeading = "%n",
    footer = {
      "Exit status: 0 every command read every value right (partial and unsupported included);"
          + " 1 a value differed or a run failed; 2 usage error, or a --data file that is not"
          + " JSON Lines.",
    })
final class ValidateCommand extends ContextCommand implements Callable<Integer> {

  ValidateCommand(Context context) {
    super(context);
  }

  @Mixin WorkloadOptions workload;

  @Mixin TimeoutOption timeout;

  @Mixin CommandOptions commands;

  @Override
  public Integer call() throws Exception {
    return ValidationOnly.run(PlanBuilder.validation(this), timeout.timeout(), context.log(),
        context.out(), context.terminal(), context.interrupts(), context.executor());
  }
}
