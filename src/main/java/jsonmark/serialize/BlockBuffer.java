package jsonmark.serialize;

import java.io.ByteArrayOutputStream;

/**
 * A block's bytes, reused from block to block; a writer of its own may write into its array and
 * hand back the (possibly grown) array, so that the block is never copied before the file.
 */
public final class BlockBuffer extends ByteArrayOutputStream {

  BlockBuffer(int capacity) {
    super(capacity);
  }

  /** The array, whose first {@link #size} bytes are the block. */
  byte[] array() {
    return buf;
  }

  /** Makes {@code array} the buffer and its first {@code size} bytes the block. */
  void adopt(byte[] array, int size) {
    buf = array;
    count = size;
  }
}
