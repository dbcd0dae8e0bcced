package jsonmark.history;

import java.util.Locale;
import jsonmark.env.Environment;

/**
 * A machine as the history tells machines apart: its stable facts only (CPU model and the
 * feature flags that pick code paths, cores, memory, OS, kernel, virtualisation), never a clock
 * speed, which changes between reboots.
 *
 * @param id a hash of the facts
 * @param facts the facts, in one line for a reader
 */
public record Fingerprint(String id, String facts) {

  /** The fingerprint of the machine {@code environment} describes. */
  public static Fingerprint of(Environment environment) {
    String facts = String.format(Locale.ROOT, "%s [%s]; %d/%d cores; %d MiB; %s; %s; virt %s",
        environment.cpu(), String.join(" ", environment.cpuFlags()),
        environment.physicalCores(), environment.logicalCores(),
        environment.memoryBytes() >> 20, environment.os(), environment.kernel(),
        environment.virtualization() == null ? "unknown" : environment.virtualization());
    return new Fingerprint(SeriesKey.hash(facts).substring(0, 16), facts);
  }
}
