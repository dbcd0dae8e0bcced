package jsonmark.env;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import oshi.SystemInfo;
import oshi.hardware.CentralProcessor;
import oshi.hardware.HardwareAbstractionLayer;
import oshi.software.os.OperatingSystem;

/**
 * The machine and the language runtimes a benchmark ran on, as the report shows them.
 *
 * @param cpu the processor model
 * @param physicalCores physical cores
 * @param logicalCores logical processors (hardware threads)
 * @param memoryBytes total physical memory
 * @param os the operating system with its version, such as {@code Debian GNU/Linux 12 (bookworm)}
 * @param kernel the kernel, such as {@code Linux 6.1.0-18-amd64}
 * @param jvm the JVM running jsonmark
 * @param runtimes the first line of each runtime's version on PATH, {@code n/a} when absent, in
 *     the order python3, node, java, go, rustc, g++
 * @param cpuFlags the CPU's feature flags that select code paths ({@link MachineTraits}), empty
 *     in files written before they were recorded
 * @param virtualization none, vm, container or vm+container; null in older files
 */
public record Environment(
    String cpu,
    int physicalCores,
    int logicalCores,
    long memoryBytes,
    String os,
    String kernel,
    String jvm,
    Map<String, String> runtimes,
    List<String> cpuFlags,
    String virtualization) {

  /** How long a runtime may take to print its version before it counts as absent. */
  static final Duration PROBE_TIMEOUT = Duration.ofSeconds(5);

  public Environment {
    runtimes = Collections.unmodifiableMap(
        runtimes == null ? new LinkedHashMap<>() : new LinkedHashMap<>(runtimes));
    cpuFlags = cpuFlags == null ? List.of() : List.copyOf(cpuFlags);
  }

  /** Reads this machine through OSHI and asks each runtime for its version, all in parallel. */
  public static Environment capture() {
    RuntimeVersions versions = RuntimeVersions.start(PROBE_TIMEOUT);
    SystemInfo system = new SystemInfo();
    HardwareAbstractionLayer hardware = system.getHardware();
    CentralProcessor processor = hardware.getProcessor();
    OperatingSystem os = system.getOperatingSystem();
    return new Environment(
        processor.getProcessorIdentifier().getName().trim(),
        processor.getPhysicalProcessorCount(),
        processor.getLogicalProcessorCount(),
        hardware.getMemory().getTotal(),
        describe(os),
        System.getProperty("os.name") + " " + System.getProperty("os.version"),
        System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
        versions.await(),
        MachineTraits.cpuFlags(),
        MachineTraits.virtualization());
  }

  /** A short Markdown bullet list, one line per item. */
  public String toMarkdown() {
    StringBuilder text = new StringBuilder();
    text.append(
        String.format(
            Locale.ROOT,
            "- CPU: %s (%d physical / %d logical cores)\n",
            cpu,
            physicalCores,
            logicalCores));
    text.append(
        String.format(Locale.ROOT, "- Memory: %.1f GiB\n", memoryBytes / (1024.0 * 1024 * 1024)));
    text.append(String.format(Locale.ROOT, "- OS: %s, kernel %s\n", os, kernel));
    text.append(String.format(Locale.ROOT, "- JVM: %s\n", jvm));
    runtimes.forEach(
        (name, version) -> text.append(String.format(Locale.ROOT, "- %s: %s\n", name, version)));
    return text.toString();
  }

  private static String describe(OperatingSystem os) {
    OperatingSystem.OSVersionInfo version = os.getVersionInfo();
    StringBuilder text = new StringBuilder(os.getFamily());
    if (version.getVersion() != null && !version.getVersion().isBlank()) {
      text.append(' ').append(version.getVersion());
    }
    if (version.getCodeName() != null && !version.getCodeName().isBlank()) {
      text.append(" (").append(version.getCodeName()).append(')');
    }
    return text.toString();
  }
}
