package jsonmark.launcher;

import java.io.FileDescriptor;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.lang.reflect.Field;
import jsonmark.progress.TerminalWidth;

/**
 * The entry point that {@code ./jsonmark} runs. HotSpot writes the header of a crash report to
 * descriptor 1 whatever its options say (the stream it writes with is made before they are
 * read), and descriptor 1 is standard output, the results stream. So the launcher gives the JVM
 * standard error as descriptor 1 and standard output as the descriptor named by {@value
 * #RESULTS_FD}, and this hands that one to the driver as its standard output.
 */
public final class LauncherMain {

  /**
   * The system property that names the descriptor of the results stream; the width of the
   * results table is read from the terminal on that descriptor.
   */
  static final String RESULTS_FD = TerminalWidth.RESULTS_FD;

  private LauncherMain() {}

  public static void main(String[] args) {
    String results = System.getProperty(RESULTS_FD);
    if (results == null) {
      jsonmark.cli.Main.main(args);
    } else {
      jsonmark.cli.Main.main(args, open(Integer.parseInt(results)));
    }
  }

  /**
   * The descriptor itself, so that writes share its offset with whatever else has it open (a
   * file that stdout and stderr both go to, {@code > log 2>&1}); Java has no public way to it,
   * so reflection, which the launcher opens with {@code --add-opens}. Failing that, the same
   * file opened again to append, through {@code /dev/fd}.
   */
  private static OutputStream open(int descriptor) {
    try {
      FileDescriptor fd = new FileDescriptor();
      Field number = FileDescriptor.class.getDeclaredField("fd");
      number.setAccessible(true);
      number.setInt(fd, descriptor);
      return new FileOutputStream(fd);
    } catch (ReflectiveOperationException | RuntimeException closed) {
      try {
        return new FileOutputStream("/dev/fd/" + descriptor, true);
      } catch (FileNotFoundException e) {
        System.err.println("jsonmark: the results stream (descriptor " + descriptor
            + ") cannot be opened: " + e.getMessage() + "; results go to standard error");
        return new FileOutputStream(FileDescriptor.out);
      }
    }
  }
}
