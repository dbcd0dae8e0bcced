package jsonmark.exec;

import java.util.OptionalLong;

/**
 * What a command's whole process tree read during one run, as the kernel counted it.
 *
 * @param bytes bytes that read(2) and its kin (pread, readv, sendfile, copy_file_range) returned
 *     to the tree's processes, from any file, pipe or device, page cache or not: the {@code
 *     rchar} of {@code /proc/PID/io}, summed over the tree
 * @param mapped the most bytes of the data file seen mapped and resident in the tree's memory at
 *     once, for programs that map the file instead of reading it; empty when not watched
 */
public record TreeReads(long bytes, OptionalLong mapped) {}
