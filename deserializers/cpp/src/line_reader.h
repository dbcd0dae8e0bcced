// Streaming a file line by line through one reusable, padded buffer.
#pragma once

#include <cstddef>
#include <memory>
#include <string_view>

namespace jsonmark {

/**
 * Reads a file in large blocks and hands out its lines without copying them. Each line is
 * followed in memory by at least simdjson::SIMDJSON_PADDING readable bytes, so simdjson can
 * parse it in place. Memory stays at one block (grown only for a longer line).
 */
class LineReader {
 public:
  /** Opens `path`; throws Failure with the system's reason if it cannot. */
  explicit LineReader(const char *path);
  ~LineReader();
  LineReader(const LineReader &) = delete;
  LineReader &operator=(const LineReader &) = delete;

  /** The next line, without its "\n"; false at the end of the file. Throws Failure on a read error. */
  bool next(std::string_view &line);

 private:
  bool fill();  // reads more data after the unread rest; false at the end of the file

  const char *path_;
  int fd_;
  std::unique_ptr<char[]> buffer_;
  size_t capacity_;
  size_t begin_ = 0;  // start of the unread data
  size_t end_ = 0;    // end of the data read so far
  bool eof_ = false;
};

}  // namespace jsonmark
