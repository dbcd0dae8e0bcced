package jsonmark.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParetoTest {

  static Pareto.Point p(int index, double seconds, double mib) {
    return new Pareto.Point(index, seconds, mib);
  }

  @Test
  void theFrontHoldsWhatNothingBeatsOnBothTimeAndMemory() {
    List<Pareto.Point> points =
        List.of(
            p(0, 2.0, 15), // python-orjson: lean but slow
            p(1, 1.0, 40), // fast and fat
            p(2, 1.5, 20), // between: on the front
            p(3, 2.5, 30), // beaten by 0 and 2 on both
            p(4, 1.5, 25)); // as fast as 2 but fatter

    assertThat(Pareto.front(points)).extracting(Pareto.Point::index).containsExactly(1, 2, 0);
  }

  @Test
  void theFastestAndLeanestAloneIsTheWholeFront() {
    assertThat(Pareto.front(List.of(p(0, 3, 30), p(1, 1, 10), p(2, 2, 20))))
        .extracting(Pareto.Point::index)
        .containsExactly(1);
  }

  @Test
  void twoEqualPointsAreBothOnTheFront() {
    assertThat(Pareto.front(List.of(p(0, 1, 10), p(1, 1, 10), p(2, 0.5, 50))))
        .extracting(Pareto.Point::index)
        .containsExactly(2, 0, 1);
  }

  @Test
  void noPointsMakeNoFront() {
    assertThat(Pareto.front(List.of())).isEmpty();
  }
}
