package jsonmark.env;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MachineTraitsTest {

  private static final String X86 = "processor\t: 0\ncpu MHz\t\t: 2994.374\n"
      + "flags\t\t: fpu sse sse2 ssse3 fma sse4_1 sse4_2 popcnt aes avx avx2 bmi1 bmi2"
      + " avx512f avx512bw hypervisor\nbogomips\t: 5988.74\n";

  @Test
  void keepsOnlyTheFlagsThatPickCodePathsNeverTheClock() {
    assertThat(MachineTraits.cpuFlags(X86)).containsExactly("aes", "avx", "avx2", "avx512bw",
        "avx512f", "bmi1", "bmi2", "fma", "popcnt", "sse4_1", "sse4_2", "ssse3");
  }

  @Test
  void readsArmFeatures() {
    assertThat(MachineTraits.cpuFlags("Features\t: fp asimd evtstrm aes pmull sha1 crc32 sve\n"))
        .containsExactly("aes", "asimd", "crc32", "pmull", "sve");
  }

  @Test
  void tellsAVirtualMachineByTheHypervisorFlag() {
    assertThat(MachineTraits.virtualization(X86, false)).isEqualTo("vm");
    assertThat(MachineTraits.virtualization(X86, true)).isEqualTo("vm+container");
    assertThat(MachineTraits.virtualization("flags\t: fpu sse\n", false)).isEqualTo("none");
  }
}
