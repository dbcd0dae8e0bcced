package jsonmark.stats.changes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Most series of a machine moving at one run make one change of the machine. */
class MachineShiftsTest {

  @Test
  void mostSeriesChangingAtOneRunAreOneChangeOfTheMachine() {
    List<int[]> changes = List.of(new int[] {10}, new int[] {4, 10}, new int[] {10},
        new int[] {11});
    assertThat(MachineShifts.find(changes, 5, MachineShifts.DEFAULT_FRACTION))
        .containsExactly(new MachineShift(10, 3, 5));
  }

  @Test
  void exactlyTheFractionIsEnoughAndOneRunApartIsNotTheSameRun() {
    List<int[]> half = List.of(new int[] {7}, new int[] {7});
    assertThat(MachineShifts.find(half, 4, 0.5)).containsExactly(new MachineShift(7, 2, 4));
    List<int[]> apart = List.of(new int[] {7}, new int[] {8});
    assertThat(MachineShifts.find(apart, 2, 0.5)).isEmpty();
  }

  @Test
  void aMinorityOfSeriesIsNoChangeOfTheMachine() {
    List<int[]> changes = List.of(new int[] {3}, new int[] {3}, new int[] {9});
    assertThat(MachineShifts.find(changes, 7, 0.5)).isEmpty();
  }

  @Test
  void oneSeriesIsNeverAMachinesChangeAndRepeatsInASeriesCountOnce() {
    assertThat(MachineShifts.find(List.<int[]>of(new int[] {5}), 1, 0.5)).isEmpty();
    assertThat(MachineShifts.find(List.<int[]>of(new int[] {5, 5}), 2, 0.5)).isEmpty();
  }

  @Test
  void severalShiftsComeInRunOrder() {
    List<int[]> changes = List.of(new int[] {20, 6}, new int[] {6, 20}, new int[] {20});
    assertThat(MachineShifts.find(changes, 3, 0.5))
        .containsExactly(new MachineShift(6, 2, 3), new MachineShift(20, 3, 3));
  }

  @Test
  void badArgumentsAreRefusedWithWhatToGive() {
    assertThatThrownBy(() -> MachineShifts.find(List.of(), 3, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the fraction of a machine's series is 0.0; give a number above 0 and at"
            + " most 1, such as 0.5");
    assertThatThrownBy(() -> MachineShifts.find(List.of(new int[] {1}, new int[] {1}), 1, 0.5))
        .hasMessage("change points of 2 series but a machine of 1; count every series of the"
            + " machine");
  }
}
