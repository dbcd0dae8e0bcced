/**
 * The command line: every option and subcommand is declared here and nowhere else.
 *
 * <p>An option is one annotated field. Its value is converted and refused in our words by the
 * converter registered for its type (int, long, double: {@code NumberConverters}; {@code Path}:
 * {@code PathConverter}) or named on it ({@code SecondsConverter} for a time in seconds); a
 * converter's message is prefixed with the option's name by {@code UsageErrors}. An option that
 * several commands share is a mixin ({@code NameOption}, {@code TimeoutOption},
 * {@code ResultsDirOption}, {@code HelpOption}). Checks that need several options, or the
 * option's meaning ("at least 1"), go where the command turns its fields into its validated
 * options value ({@code PlanBuilder} for a benchmark run, which builds the one {@code plan.Plan}).
 *
 * <p>A subcommand is a class with a constructor taking the {@link jsonmark.cli.Context}, its own
 * options only, and {@code @Mixin}s for the shared ones, added to {@code subcommands} of
 * {@code JsonmarkCommand}; it inherits the help layout, the usage errors and the context (log,
 * output, cleanup, interrupts, executor, and {@code resultsFolder}, which it calls as soon as its
 * results folder exists so that Ctrl-C can name it).
 */
package jsonmark.cli;
