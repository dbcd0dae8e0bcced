package jsonmark.conformance;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import jsonmark.exec.CommandTemplate;
import jsonmark.exec.Execution;
import jsonmark.exec.Executor;
import jsonmark.exec.ShellCommand;

/**
 * An executor around another that holds each case of an even place in the suite until the next
 * case has finished: with two cases at a time, the second of each pair ends first, so results
 * arrive out of the suite's order; and a case that saw its partner finish while it was itself
 * running proves that the two overlapped. One at a time, the first case waits in vain, for
 * {@link #PATIENCE_SECONDS}, and no case waits after that, so a test that fails fails soon.
 */
final class PairedCases implements Executor {

  /** How long a case waits for its partner: a bound against a hang, not a timing target. */
  static final long PATIENCE_SECONDS = 10;

  private final Executor inner;
  private final List<String> names = Suite.cases().stream().map(Case::name).toList();
  private final Map<Path, CountDownLatch> finished = new ConcurrentHashMap<>();
  private final List<String> overlapped = Collections.synchronizedList(new ArrayList<>());
  private final List<String> alone = Collections.synchronizedList(new ArrayList<>());

  PairedCases(Executor inner) {
    this.inner = inner;
  }

  @Override
  public Execution execute(ShellCommand shell, Options options) throws InterruptedException {
    Path file = Path.of(shell.environment().get(CommandTemplate.FILENAME_VARIABLE));
    String name = FakeDeserializer.caseOf(file);
    int index = names.indexOf(name);
    if (index % 2 == 0 && index + 1 < names.size()) {
      if (!alone.isEmpty()) {
        alone.add(name); // one wait in vain says enough
      } else if (finished(file.resolveSibling(names.get(index + 1) + ".jsonl"))
          .await(PATIENCE_SECONDS, TimeUnit.SECONDS)) {
        overlapped.add(name);
      } else {
        alone.add(name);
      }
    }
    try {
      return inner.execute(shell, options);
    } finally {
      finished(file).countDown();
    }
  }

  private CountDownLatch finished(Path file) {
    return finished.computeIfAbsent(file, f -> new CountDownLatch(1));
  }

  /** The cases that were running while their partner started and ended. */
  List<String> overlapped() {
    return List.copyOf(overlapped);
  }

  /** The cases whose partner did not run beside them. */
  List<String> alone() {
    return List.copyOf(alone);
  }
}
