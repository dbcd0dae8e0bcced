package jsonmark.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.Set;
import jsonmark.cache.DataFile;
import jsonmark.cache.Sha256;
import jsonmark.exec.Execution;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.readcheck.EmptyDataFile;
import jsonmark.readcheck.FileIdentity;
import jsonmark.readcheck.ReadFloor;
import jsonmark.readcheck.ReadOnlyData;
import jsonmark.result.ReadProof;
import jsonmark.result.Verdict;

/**
 * What every run must pass besides printing the checksum: it left its input as it got it, and it
 * read it. The run loop hands out {@link #dataPath(int)} and {@link #emptyPath()}, and judges each
 * run right after it, before the next one starts: a start-up run by {@link #judgeStartup}, a run
 * on the data file by {@link #judging}, then the untimed runs on the empty file that {@link
 * #wantsBaseline} asks for (a command without a start-up run, or too few, shows there what it
 * reads whatever its input), then {@link #verdict}. The loop runs them: nothing here calls back.
 */
final class RunChecks implements AutoCloseable {

  /**
   * How many runs on the empty file the least of must be before a run fails for reading too few
   * bytes beyond it: one such run can read more than the command's usual (see {@link #judge}).
   */
  static final int LEAST_READINGS = 3;

  private final List<ReadOnlyData> copies;
  /** A verified good data file again, when a check says a copy needs restoring. */
  private final GoodData restore;
  private final long fileBytes;
  private final OptionalDouble floor;
  private final EmptyDataFile empty;
  private final Cleanup cleanup;
  private final Log log;
  private Optional<ReadOnlyData> emptyData = Optional.empty();
  private final boolean readsCountable;
  private boolean uncountedSaid;
  private boolean sharedSaid;
  private final Map<String, Long> baselines = new HashMap<>();
  private final Map<String, Integer> readings = new HashMap<>();
  private final Set<String> baselineTried = new HashSet<>();
  private final Set<String> unprovenSaid = new HashSet<>();
  private final Set<String> uncountedRunSaid = new HashSet<>();

  private RunChecks(List<ReadOnlyData> copies, GoodData restore, long fileBytes,
      OptionalDouble floor, EmptyDataFile empty, Cleanup cleanup, Log log,
      boolean readsCountable) {
    this.copies = copies;
    this.restore = restore;
    this.readsCountable = readsCountable;
    this.fileBytes = fileBytes;
    this.floor = floor;
    this.empty = empty;
    this.cleanup = cleanup;
    this.log = log;
  }

  /**
   * Hands {@code file} out read-only, in {@code copies} watched copies, and measures how fast it
   * can be read. The watch of a copy sees whoever opens, reads or maps it, and cannot tell two
   * runs apart: runs that may go side by side ({@code --jobs}) need a copy each, one per command
   * (a command runs once at a time), and then whatever --jobs, so that the path a command gets,
   * and with it its count, is the same either way.
   *
   * @param restore a verified good data file again, after a command damaged it
   * @param copies 1 when runs go one at a time, else the number of commands
   * @param readsCountable whether the runs' executor counts what they read here ({@link
   *     jsonmark.exec.Executor#countsReads})
   */
  static RunChecks of(DataFile file, GoodData restore, EmptyDataFile empty,
      Cleanup cleanup, Log log, int copies, boolean readsCountable) throws IOException {
    List<ReadOnlyData> handedOut = new ArrayList<>();
    try {
      for (int k = 0; k < copies; k++) {
        handedOut.add(
            ReadOnlyData.watched(file.path(), file.metadata().sha256(), cleanup));
      }
    } catch (IOException | RuntimeException e) {
      handedOut.forEach(ReadOnlyData::close);
      throw e;
    }
    ReadOnlyData data = handedOut.get(0);
    OptionalDouble floor = ReadFloor.of(data.path());
    data.arm(); // the floor's own reads are not the first run's
    floor.ifPresent(seconds -> log.debug(String.format(Locale.ROOT,
        "Commands read the data file as %s (read-only%s); no run that reads it can take under"
            + " %.6f s here", data.path(), copies == 1 ? ""
            : ", each command a copy of its own in a folder beside it", seconds)));
    if (data.watchBlind()) {
      log.warn("The driver cannot see who opens, reads or maps the data file here (no inotify,"
          + " and its file system keeps no access times): a program that maps the file and exits"
          + " within a few milliseconds fails the read check");
    } else {
      data.watchLimits().ifPresent(limits -> log.debug("The driver cannot see, of the data file, "
          + limits + ": a run that read too few bytes of it fails unless what it saw shows that"
          + " the run may have mapped it"));
    }
    RunChecks checks = new RunChecks(List.copyOf(handedOut), restore, file.metadata().bytes(),
        floor, empty, cleanup, log, readsCountable);
    handedOut.forEach(checks::sayIfShared);
    return checks;
  }

  /** Warns once when the data file could not be copied, so another driver shares its bytes. */
  private void sayIfShared(ReadOnlyData file) {
    if (file.shared().isPresent() && !sharedSaid) {
      sharedSaid = true;
      log.warn("cannot give the commands a copy of their own of " + file.path().getFileName()
          + " (" + file.shared().get() + "): they get a hard link to the cached file, whose"
          + " bytes a command of another jsonmark sharing the cache could change");
    }
  }

  /** The data file's path as command {@code index} (its place among the commands) gets it. */
  Path dataPath(int index) {
    return copy(index).path();
  }

  /** The copy of command {@code index}: its own, or the one that every command shares. */
  private ReadOnlyData copy(int index) {
    return copies.get(index % copies.size());
  }

  /** The empty file of the start-up runs, read-only likewise, made on first use. */
  Path emptyPath() throws IOException {
    if (emptyData.isEmpty()) {
      Path file = empty.path();
      String sha;
      try {
        sha = Sha256.of(file);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted", e);
      }
      emptyData = Optional.of(ReadOnlyData.of(file, sha, cleanup));
    }
    return emptyData.get().path();
  }

  /**
   * A run on the data file being judged: what the watch saw of the file during it, its verdict
   * once the file was checked intact, and how many runs on the empty file its command had when
   * the last one was asked for (-1 before any).
   */
  static final class Pending {
    private final Verdict checked;
    private final ReadOnlyData data;
    private final Execution execution;
    private final String command;
    private final String label;
    private final ReadProof.Access access;
    private int askedAt = -1;

    private Pending(Verdict checked, ReadOnlyData data, Execution execution, String command,
        String label, ReadProof.Access access) {
      this.checked = checked;
      this.data = data;
      this.execution = execution;
      this.command = command;
      this.label = label;
      this.access = access;
    }
  }

  /**
   * Starts judging a run of the data file by {@code command}, command {@code index} of the
   * commands: its file is checked intact (a good copy put back if the run damaged it). The run
   * loop then runs the command on the empty file while {@link #wantsBaseline} says so, and ends
   * with {@link #verdict}. Runs that went side by side are judged in turn, each on its own copy.
   */
  Pending judging(Verdict verdict, Execution e, int index, String command, String label)
      throws InterruptedException {
    ReadOnlyData data = copy(index);
    // Before the check below reads the file itself.
    ReadProof.Access access = data.seen();
    return new Pending(intact(data, restore::restore, verdict, label, "data file"), data, e, command,
        label, access);
  }

  /**
   * Whether the run being judged needs one more untimed run of its command on the empty file
   * ({@link #emptyPath()}, judged by {@link #judgeStartup}) first. The first passing run of a
   * command without a start-up run needs one: without that baseline, Python's own 1.7 MB of
   * library would pass for reading a smaller file. And before a run fails only because of what
   * its command read on the empty file, that figure is made the least of {@link #LEAST_READINGS}
   * such runs: what one reads can be high by what the driver's own threads read during it and
   * did not live to be counted as the driver's (a first run's class loading, a JVM thread's look
   * at its memory limits: 1 to 4 KB here, and more, seldom): against that figure, a program that
   * read the whole file would fail. The driver's extra reads come once, not on every run, so the
   * least of three is the command's own; a program that truly read too little fails against it
   * as well. No more is asked once a run on the empty file counted nothing.
   */
  boolean wantsBaseline(Pending p) {
    if (!p.checked.ok() || p.execution.reads().isEmpty()) {
      return false;
    }
    int readingsNow = readings.getOrDefault(p.command, 0);
    if (!baselines.containsKey(p.command) && baselineTried.add(p.command)) {
      p.askedAt = readingsNow;
      return true;
    }
    if (p.askedAt == readingsNow) {
      return false; // that run counted nothing
    }
    boolean firmer = readingsNow < LEAST_READINGS
        && ReadProof.unread(p.execution.reads(), fileBytes, baseline(p.command), p.access)
            .isPresent()
        && ReadProof.unread(p.execution.reads(), fileBytes, OptionalLong.empty(), p.access)
            .isEmpty();
    if (firmer) {
      log.debug(p.label + " read too few bytes beyond what it read on the empty file in "
          + readingsNow + (readingsNow == 1 ? " run" : " runs") + ": one more untimed run on it,"
          + " whose least counts");
      p.askedAt = readingsNow;
    }
    return firmer;
  }

  /** The verdict on the run being judged, against what its command reads on the empty file. */
  Verdict verdict(Pending p) {
    Execution e = p.execution;
    e.reads().ifPresent(reads -> log.debug(String.format(Locale.ROOT,
        "%s read %,d bytes; the most of the data file seen mapped at once: %s; the file was"
            + " opened: %s, read: %s, read or mapped: %s", p.label,
        reads.bytes(), reads.mapped().isPresent()
            ? String.format(Locale.ROOT, "%,d bytes", reads.mapped().getAsLong())
            : "not watched", p.access.opened(), p.access.read(), p.access.touched())));
    if (e.reads().isEmpty()) {
      uncounted(p);
    }
    OptionalLong baseline = baseline(p.command);
    Verdict judged = ReadProof.judge(p.checked, e, fileBytes, baseline, floor, p.access);
    if (judged.ok()) {
      Optional<String> why = ReadProof.notProven(e.reads(), fileBytes, baseline, p.access);
      if (why.isPresent()) {
        notProven(p.command, p.label, why.get());
        judged = judged.unproven(why.get());
      }
    }
    p.data.arm();
    return judged;
  }

  /**
   * Says why the run being judged has no count of what it read. Where the system cannot count
   * reads at all (no /proc/self/io), once: no run is checked. Elsewhere only a run that passed is
   * worth a word, once per command (later ones a DEBUG line): a run that failed, by the timeout,
   * a signal or not starting, was ended before its count was written, and its failure says why.
   */
  private void uncounted(Pending p) {
    if (!readsCountable) {
      if (!uncountedSaid) {
        uncountedSaid = true;
        log.warn("This system does not let the driver count what a command reads (no"
            + " /proc/self/io): runs are not checked for having read the data file");
      }
      return;
    }
    if (!p.checked.ok()) {
      log.debug(p.label + " has no count of what it read: it ended before that was written ("
          + p.checked.failure().get() + ")");
      return;
    }
    String line = p.label + ": what its process tree read could not be counted, so this run is"
        + " not checked for having read the data file";
    if (uncountedRunSaid.add(p.command)) {
      log.warn(line);
    } else {
      log.debug(line);
    }
  }

  private OptionalLong baseline(String command) {
    Long known = baselines.get(command);
    return known == null ? OptionalLong.empty() : OptionalLong.of(known);
  }

  /**
   * Says, once per command, that a run passed whose reading of the whole file is not proven: a
   * program that maps the file and exits before the driver has looked at its mappings.
   */
  private void notProven(String command, String label, String why) {
    String line = label + " " + why + ": that it read the whole file is not proven; the run"
        + " counts";
    if (unprovenSaid.add(command)) {
      log.warn(line);
    } else {
      log.debug(line);
    }
  }

  /**
   * {@code verdict} on a start-up run of {@code command}, failed if the run damaged the empty
   * file; what it read, failed or not, is what the command reads whatever its input.
   */
  Verdict judgeStartup(Verdict verdict, Execution e, String command, String label)
      throws InterruptedException {
    baselineTried.add(command);
    e.reads().ifPresent(reads -> {
      log.debug(String.format(Locale.ROOT, "%s read %,d bytes", label, reads.bytes()));
      baselines.merge(command, reads.bytes(), Math::min);
      readings.merge(command, 1, Integer::sum);
    });
    return emptyData.isEmpty() ? verdict
        : intact(emptyData.get(), empty::recreate, verdict, label, "empty file");
  }

  /**
   * {@code verdict}, failed if the run damaged {@code file}; a damaged file is restored from
   * {@code good} at once, before any other run may start.
   */
  private Verdict intact(ReadOnlyData file, ReadOnlyData.Source good, Verdict verdict,
      String label, String what) throws InterruptedException {
    ReadOnlyData.Check check = file.check();
    sayIfShared(file);
    if (check instanceof ReadOnlyData.Touched touched) {
      if (touched.what().equals(FileIdentity.LINKS_ONLY)) {
        // A new or removed link (another jsonmark sharing the cache) changes only this.
        log.debug("The " + what + "'s links or attributes changed during " + label
            + "; its contents are intact");
      } else {
        log.warn(label + " changed the " + what + " it was given (" + touched.what()
            + ") but not its contents; it was made read-only again");
      }
    }
    if (check instanceof ReadOnlyData.Damaged damaged) {
      restore(file, good, damaged);
      return new Verdict(verdict.checksum(), verdict.checksumOk(),
          Optional.of("changed the " + what + " it was given: " + damaged.what()
              + "; a good copy was put back for the next runs"),
          verdict.libraries());
    }
    return verdict;
  }

  /** Puts a good file back in place of one a run damaged; no run may start if none can be. */
  private static void restore(ReadOnlyData file, ReadOnlyData.Source good,
      ReadOnlyData.Damaged damaged) throws InterruptedException {
    try {
      file.restore(good.restore());
    } catch (InterruptedException e) {
      throw e;
    } catch (Exception e) {
      throw new ReadOnlyData.Unrestorable("cannot restore the data file after a command "
          + damaged.what() + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void close() {
    emptyData.ifPresent(ReadOnlyData::close);
    copies.forEach(ReadOnlyData::close);
  }
}
