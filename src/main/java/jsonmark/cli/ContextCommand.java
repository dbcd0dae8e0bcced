package jsonmark.cli;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** A subcommand built with the invocation's {@link Context}: its spec and its -h/--help. */
abstract class ContextCommand {

  final Context context;

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  ContextCommand(Context context) {
    this.context = context;
  }
}
