package jsonmark.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import jsonmark.exec.TreeCpu;
import jsonmark.stats.CpuWait;
import jsonmark.stats.ProfileSummary;

/**
 * The outcome of one run of one command (timed, or on the empty file), judged and summarised
 * once, as summary.json records it. The profile's samples are not here: they go to the run's
 * own {@code profile/*.csv}.
 *
 * @param run its round: 1-based, shared by a run set aside and the re-run that replaced it
 * @param seconds wall time from spawn to exit
 * @param exitCode the exit status; 128+N when killed by signal N; -1 when it could not start
 * @param verdict its checksum, whether that is the expected one, and why it failed, if it did
 * @param tree what its process tree used: its profile, CPU wait and CPU time
 * @param doubts whether it waited too long for a CPU to count, and whether its read is unproven
 * @param libraries the libraries its stdout named ({@code orjson 3.10.7}), empty when none
 * @param instructions what its whole tree executed, counted under Valgrind; empty unless
 *     {@code --measure} counts instructions, or when Valgrind wrote no count
 */
@JsonPropertyOrder({"run", "seconds", "exit_code", "verdict", "tree", "doubts", "libraries",
    "instructions"})
public record RunResult(
    int run,
    double seconds,
    int exitCode,
    @JsonUnwrapped Checked verdict,
    @JsonUnwrapped Tree tree,
    @JsonUnwrapped Doubts doubts,
    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> libraries,
    @JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalLong instructions) {

  public RunResult {
    instructions = instructions == null ? OptionalLong.empty() : instructions;
    libraries = libraries == null ? List.of() : List.copyOf(libraries);
    verdict = verdict == null ? new Checked(Optional.empty(), false, Optional.empty()) : verdict;
    tree = tree == null ? new Tree(Optional.empty(), Optional.empty(), Optional.empty()) : tree;
    doubts = doubts == null ? new Doubts(Contention.NONE, Optional.empty()) : doubts;
  }

  /**
   * What its output was judged.
   *
   * @param checksum the trimmed last non-empty line of stdout, if any
   * @param checksumOk whether it is exactly the expected checksum
   * @param failure why the run failed, empty when it succeeded
   */
  @JsonPropertyOrder({"checksum", "checksum_ok", "failure"})
  public record Checked(Optional<String> checksum, boolean checksumOk,
      Optional<String> failure) {

    public Checked {
      checksum = checksum == null ? Optional.empty() : checksum;
      failure = failure == null ? Optional.empty() : failure;
    }
  }

  /**
   * What its process tree used.
   *
   * @param profile its profile's samples reduced to max, median and 95th percentile
   * @param cpuWait how long the tree waited for a CPU, and the machine's pressure, when measured
   * @param cpu the user and system CPU time of its whole tree, where the platform tells
   */
  @JsonPropertyOrder({"profile", "cpu_wait", "cpu"})
  public record Tree(Optional<ProfileSummary> profile, Optional<CpuWait> cpuWait,
      Optional<TreeCpu> cpu) {

    public Tree {
      profile = profile == null ? Optional.empty() : profile;
      cpuWait = cpuWait == null ? Optional.empty() : cpuWait;
      cpu = cpu == null ? Optional.empty() : cpu;
    }
  }

  /**
   * Why its figure may not count as it stands.
   *
   * @param contention whether it waited too long for a CPU to count
   * @param readNotProven why it passed though that it read the whole file is not proven, if so
   */
  @JsonPropertyOrder({"contention", "read_not_proven"})
  public record Doubts(Contention contention,
      @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> readNotProven) {

    public Doubts {
      readNotProven = readNotProven == null ? Optional.empty() : readNotProven;
      contention = contention == null ? Contention.NONE : contention;
    }
  }

  /** A run, every figure given apart. */
  public RunResult(int run, double seconds, int exitCode, Optional<String> checksum,
      boolean checksumOk, Optional<String> failure, Optional<ProfileSummary> profile,
      Optional<CpuWait> cpuWait, Optional<TreeCpu> cpu, Contention contention,
      Optional<String> readNotProven, List<String> libraries, OptionalLong instructions) {
    this(run, seconds, exitCode, new Checked(checksum, checksumOk, failure),
        new Tree(profile, cpuWait, cpu), new Doubts(contention, readNotProven), libraries,
        instructions);
  }

  /** The trimmed last non-empty line of stdout, if any. */
  public Optional<String> checksum() {
    return verdict.checksum();
  }

  /** Whether it is exactly the expected checksum. */
  public boolean checksumOk() {
    return verdict.checksumOk();
  }

  /** Why the run failed, empty when it succeeded. */
  public Optional<String> failure() {
    return verdict.failure();
  }

  /** Its profile's samples reduced to max, median and 95th percentile. */
  public Optional<ProfileSummary> profile() {
    return tree.profile();
  }

  /** How long the tree waited for a CPU, and the machine's pressure, when measured. */
  public Optional<CpuWait> cpuWait() {
    return tree.cpuWait();
  }

  /** The user and system CPU time of its whole tree, where the platform tells. */
  public Optional<TreeCpu> cpu() {
    return tree.cpu();
  }

  /** Whether it waited too long for a CPU to count. */
  public Contention contention() {
    return doubts.contention();
  }

  /** Why it passed though that it read the whole file is not proven, if so. */
  public Optional<String> readNotProven() {
    return doubts.readNotProven();
  }

  /** A run whose instructions were not counted. */
  public RunResult(int run, double seconds, int exitCode, Optional<String> checksum,
      boolean checksumOk, Optional<String> failure, Optional<ProfileSummary> profile,
      Optional<CpuWait> cpuWait, Optional<TreeCpu> cpu, Contention contention,
      Optional<String> readNotProven, List<String> libraries) {
    this(run, seconds, exitCode, checksum, checksumOk, failure, profile, cpuWait, cpu, contention,
        readNotProven, libraries, OptionalLong.empty());
  }

  /** A run whose tree's CPU time is not known. */
  public RunResult(int run, double seconds, int exitCode, Optional<String> checksum,
      boolean checksumOk, Optional<String> failure, Optional<ProfileSummary> profile,
      Optional<CpuWait> cpuWait, Contention contention, List<String> libraries) {
    this(run, seconds, exitCode, checksum, checksumOk, failure, profile, cpuWait,
        Optional.empty(), contention, Optional.empty(), libraries);
  }

  /** A run judged by {@code verdict}, with its profile's summary if profiled. */
  public static RunResult of(int run, double seconds, int exitCode, Verdict verdict,
      Optional<ProfileSummary> profile, Optional<TreeCpu> cpu) {
    return new RunResult(run, seconds, exitCode, verdict.checksum(), verdict.checksumOk(),
        verdict.failure(), profile, Optional.empty(), cpu, Contention.NONE, verdict.unproven(),
        verdict.libraries());
  }

  /** This run with its CPU wait, and what that made of it. */
  public RunResult withCpuWait(CpuWait wait, Contention judged) {
    return new RunResult(run, seconds, exitCode, verdict,
        new Tree(profile(), Optional.of(wait), cpu()), new Doubts(judged, readNotProven()),
        libraries, instructions);
  }

  /** This run judged {@code judged}: set aside or not. */
  public RunResult withContention(Contention judged) {
    return new RunResult(run, seconds, exitCode, verdict, tree,
        new Doubts(judged, readNotProven()), libraries, instructions);
  }

  /** This run with the instructions its tree executed. */
  public RunResult withInstructions(long count) {
    return new RunResult(run, seconds, exitCode, verdict, tree, doubts, libraries,
        OptionalLong.of(count));
  }

  /**
   * This run failed for {@code why} (Valgrind wrote no count for a run that passed): a count is
   * its figure, and a run without one measured nothing.
   */
  public RunResult failing(String why) {
    return new RunResult(run, seconds, exitCode,
        new Checked(checksum(), checksumOk(), Optional.of(why)), tree, doubts, libraries,
        instructions);
  }

  /**
   * Whether it failed and counts as a failure: a run set aside (it was suspended, Ctrl-Z) is run
   * again whatever its verdict, and its failure, if any, is the pause's, not the command's.
   */
  public boolean failed() {
    return !ok() && contention() != Contention.SET_ASIDE;
  }

  /** Whether it passed: exit status 0, the expected checksum, and every check. */
  public boolean ok() {
    return failure().isEmpty();
  }

  /** The wall times of the counted runs among {@code runs}, in order: what statistics read. */
  public static double[] seconds(List<RunResult> runs) {
    return runs.stream().filter(RunResult::counted).mapToDouble(RunResult::seconds).toArray();
  }

  /** The instruction counts of the counted runs among {@code runs} that have one, in order. */
  public static long[] counts(List<RunResult> runs) {
    return runs.stream().filter(r -> r.counted() && r.instructions().isPresent())
        .mapToLong(r -> r.instructions().getAsLong()).toArray();
  }

  /** Whether it passed and counts in the statistics: not set aside as contended. */
  public boolean counted() {
    return ok() && contention() != Contention.SET_ASIDE;
  }
}
