package jsonmark.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Every usage error of every command, in one place: one line saying what is wrong, in our words,
 * and where that command's help is; exit status 2.
 */
final class UsageErrors implements IParameterExceptionHandler {

  static final int STATUS = 2;

  /** Picocli's own message for a value that is none of an enum's, which names Java's rules. */
  private static final Pattern ENUM_CHOICES =
      Pattern.compile("expected one of \\[(.*)\\] \\(case-(?:in)?sensitive\\) but was '(.*)'");

  @Override
  public int handleParseException(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    PrintWriter err = command.getErr();
    err.println("jsonmark: " + message(e, args));
    err.println("Try '" + command.getCommandSpec().qualifiedName() + " --help' for more"
        + " information.");
    err.flush();
    return STATUS;
  }

  static String message(ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    if (command.getParent() == null && args.length > 0) {
      Optional<String> misspelt = Subcommands.misspelt(command, args[0]);
      if (misspelt.isPresent()) {
        return misspelt.get();
      }
    }
    if (e instanceof UnmatchedArgumentException unmatched && unmatched.isUnknownOption()) {
      return unknownOption(command, unmatched.getUnmatched().get(0));
    }
    if (!command.getUnmatchedArguments().isEmpty()) {
      // Said before a missing option, which the stray word was often meant to be.
      String argument = command.getUnmatchedArguments().get(0);
      return "unexpected argument '" + argument + "': "
          + command.getCommandSpec().qualifiedName() + " takes options only"
          + DidYouMean.suggestion(argument, longOptions(command));
    }
    if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()
        && missing.getMissing().get(0) instanceof PositionalParamSpec positional) {
      return tooFew(command, positional, e.getMessage());
    }
    if (e.getCause() instanceof TypeConversionException conversion && e.getArgSpec() != null) {
      Matcher choices = ENUM_CHOICES.matcher(conversion.getMessage());
      return name(e.getArgSpec()) + " " + (choices.matches()
          ? "must be one of " + choices.group(1) + ", not '" + choices.group(2) + "'"
          : conversion.getMessage());
    }
    return e.getMessage();
  }

  /**
   * {@code jsonmark compare needs at least 2 FOLDER, but 1 was given: A}: what picocli says in
   * its own words ("positional parameter at index 0..*"), said in ours.
   */
  private static String tooFew(CommandLine command, PositionalParamSpec positional,
      String picocli) {
    Matcher given = GIVEN.matcher(picocli == null ? "" : picocli);
    boolean some = given.find();
    String count = some ? given.group(1) : "0";
    return command.getCommandSpec().qualifiedName() + " needs at least "
        + positional.arity().min() + " " + positional.paramLabel() + ", but " + count
        + (count.equals("1") ? " was" : " were") + " given" + (some ? ": " + given.group(2) : "");
  }

  /** The count and values in picocli's message for too few positional parameters. */
  private static final Pattern GIVEN =
      Pattern.compile("only (\\d+) (?:were|was) specified: \\[(.*)\\]");

  private static String unknownOption(CommandLine command, String argument) {
    if (argument.strip().contains(" ")) {
      return DeserializerCommands.startsWithDash(argument);
    }
    String option = argument.split("=", 2)[0];
    Optional<String> hyperfine = command.getParent() == null
        ? HyperfineOnly.message(option) : Optional.empty();
    if (hyperfine.isPresent()) {
      return hyperfine.get();
    }
    return "Unknown option: '" + option + "'" + suggestion(command, option);
  }

  /**
   * The options an unknown one is close to: a long one's near names, a single-dash word's as if
   * it had two dashes ({@code -warmup}), a letter's other case ({@code -B}, {@code -b}).
   */
  private static String suggestion(CommandLine command, String option) {
    if (option.startsWith("--")) {
      return DidYouMean.suggestion(option, longOptions(command));
    }
    if (option.length() > 2) {
      return DidYouMean.suggestion("-" + option, longOptions(command));
    }
    return DidYouMean.suggestion(option, command.getCommandSpec().optionsMap().keySet().stream()
        .filter(name -> name.length() == 2 && !name.equals(option)
            && name.equalsIgnoreCase(option))
        .toList());
  }

  private static List<String> longOptions(CommandLine command) {
    return command.getCommandSpec().optionsMap().keySet().stream()
        .filter(name -> name.startsWith("--"))
        .toList();
  }

  /** How the user names the option or parameter: its longest name, or its label. */
  private static String name(ArgSpec spec) {
    return spec instanceof OptionSpec option ? option.longestName() : spec.paramLabel();
  }
}
