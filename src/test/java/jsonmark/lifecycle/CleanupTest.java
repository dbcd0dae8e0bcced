package jsonmark.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CleanupTest {

  @Test
  void closingRunsPendingActionsNewestFirstAndOnlyOnce() {
    List<String> undone = new ArrayList<>();
    Cleanup cleanup = new Cleanup();
    cleanup.register("a", () -> undone.add("a"));
    cleanup.register("b", () -> undone.add("b"));
    cleanup.close();
    cleanup.close();
    assertThat(undone).containsExactly("b", "a");
  }

  @Test
  void aClosedRegistrationIsNotUndone() {
    List<String> undone = new ArrayList<>();
    Cleanup cleanup = new Cleanup();
    Cleanup.Registration done = cleanup.register("finished file", () -> undone.add("file"));
    cleanup.register("tree", () -> undone.add("tree"));
    done.close();
    assertThat(cleanup.pending()).containsExactly("tree");
    cleanup.close();
    assertThat(undone).containsExactly("tree");
  }

  @Test
  void nothingMayStartOnceCleanupBegan() {
    Cleanup cleanup = new Cleanup();
    cleanup.close();
    assertThat(cleanup.isClosed()).isTrue();
    assertThatThrownBy(() -> cleanup.register("run 3", () -> {}))
        .isInstanceOf(Cleanup.ClosedException.class)
        .hasMessage("not starting run 3: the driver is shutting down");
  }

  @Test
  void aFailingActionDoesNotStopTheOthers() {
    List<String> undone = new ArrayList<>();
    Cleanup cleanup = new Cleanup();
    cleanup.register("first", () -> undone.add("first"));
    cleanup.register("broken", () -> {
      throw new IllegalStateException("boom");
    });
    cleanup.close();
    assertThat(undone).containsExactly("first");
  }
}
