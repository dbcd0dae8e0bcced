package jsonmark.exec;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The CPU time a command's whole process tree used, in seconds: in user mode and in the kernel
 * on its behalf, summed over every process of the tree.
 */
public record TreeCpu(
    @JsonProperty("user_s") double userSeconds,
    @JsonProperty("system_s") double systemSeconds) {

  /** User and system time together. */
  @JsonIgnore
  public double totalSeconds() {
    return userSeconds + systemSeconds;
  }
}
