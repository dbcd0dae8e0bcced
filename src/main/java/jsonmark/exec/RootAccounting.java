package jsonmark.exec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tree's reads and CPU time accounted by a shell at its root, for counted runs, which may go
 * on beside others of the same driver ({@code --jobs}). The driver's own accounting is the
 * growth of what it reaped ({@link ReadMeter}, {@link ReapedChildren}): two trees ending at once
 * would be summed.
 * The shell waits for the command, so its own counters then hold the command's whole tree, less
 * what left it for the driver (a double fork); it writes them to a file before it exits with the
 * command's status: {@code times} (its children's user and system time) and its {@code
 * /proc/PID/io}, read by a {@code cat} that is not yet reaped, so not counted.
 */
final class RootAccounting {

  /**
   * The root shell: $1 the report file, then the command's argument vector. A command killed by
   * a signal has its shell end by the same signal, so the run still reads as killed.
   */
  static final String SCRIPT = String.join("\n",
      "report=$1; shift",
      "\"$@\"",
      "status=$?",
      "{ times; cat /proc/$$/io; } >\"$report\" 2>/dev/null",
      "if [ \"$status\" -gt 128 ] && [ \"$status\" -lt 160 ]; then",
      "  trap - $((status - 128)) 2>/dev/null",
      "  kill -s \"$(kill -l \"$status\")\" $$ 2>/dev/null",
      "fi",
      "exit \"$status\"");

  private static final Pattern TIME = Pattern.compile("(\\d+)m([0-9.]+)s");
  private static final Pattern RCHAR = Pattern.compile("(?m)^rchar:\\s*(\\d+)$");

  private RootAccounting() {}

  /** {@code command} run by the accounting shell, which writes its report to {@code report}. */
  static ShellCommand wrap(ShellCommand command, Path report) {
    List<String> argv = new ArrayList<>(List.of("/bin/sh", "-c", SCRIPT, "jsonmark-run",
        report.toString()));
    argv.addAll(command.direct() ? command.argv() : List.of("/bin/sh", "-c", command.script()));
    return new ShellCommand(command.script(), command.environment(), argv, command.dataFile());
  }

  /** What the shell wrote: empty when it wrote nothing (it was killed, or /proc is missing). */
  static Optional<Report> read(Path report) {
    try {
      return parse(Files.readString(report, StandardCharsets.ISO_8859_1));
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /**
   * The report's figures: the second line of {@code times} (the children's user and system
   * time), and {@code rchar} of the shell's io; empty when the times are missing.
   */
  static Optional<Report> parse(String text) {
    String[] lines = text.split("\n", -1);
    if (lines.length < 2) {
      return Optional.empty();
    }
    Matcher m = TIME.matcher(lines[1]);
    double[] seconds = new double[2];
    for (int k = 0; k < 2; k++) {
      if (!m.find()) {
        return Optional.empty();
      }
      seconds[k] = Long.parseLong(m.group(1)) * 60 + Double.parseDouble(m.group(2));
    }
    Matcher rchar = RCHAR.matcher(text);
    OptionalLong bytes = rchar.find() ? OptionalLong.of(Long.parseLong(rchar.group(1)))
        : OptionalLong.empty();
    return Optional.of(new Report(new TreeCpu(seconds[0], seconds[1]), bytes));
  }

  /** A tree's CPU time, and the bytes it read when /proc could tell. */
  record Report(TreeCpu cpu, OptionalLong readBytes) {}
}
