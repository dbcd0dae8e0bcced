package jsonmark.proc;

import java.util.OptionalLong;

/**
 * The memory lines of {@code /proc/PID/status}, in KiB. Each is empty where the line is absent:
 * a zombie, or a kernel thread, has no memory lines; {@code RssFile} exists since Linux 4.5.
 *
 * @param vmRssKiB resident set size now
 * @param rssFileKiB the part of it that maps files (an mmap reader's data file shows here)
 * @param vmHwmKiB peak resident set size
 */
public record ProcStatus(OptionalLong vmRssKiB, OptionalLong rssFileKiB, OptionalLong vmHwmKiB) {

  /** Parses a status file's text; lines it does not know are skipped. */
  public static ProcStatus parse(String text) {
    return new ProcStatus(
        KeyValues.kib(text, "VmRSS:"), KeyValues.kib(text, "RssFile:"), KeyValues.kib(text, "VmHWM:"));
  }
}
