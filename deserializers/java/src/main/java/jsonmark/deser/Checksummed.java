package jsonmark.deser;

/** A decoded line of any benchmark: it knows what it adds to the benchmark's checksum. */
public interface Checksummed {

  /** The value this line adds to the checksum, as docs/benchmarks.md defines it. */
  long checksum();
}
