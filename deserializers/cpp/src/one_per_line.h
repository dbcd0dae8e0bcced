// Holds a stream of documents (load_many, iterate_many) to JSON Lines: one document per line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace jsonmark {

/**
 * Checks, document by document, that a stream's documents lie one per line as dom_getline
 * reads them: each starts on a line of its own (after blanks only) and ends on it. simdjson's
 * streams split at JSON boundaries, so `{...} {...}` on one line, or one document over two
 * lines, would otherwise pass. It costs one memchr over each line.
 */
class OnePerLine {
 public:
  explicit OnePerLine(std::string_view file) : file_(file) {}

  /**
   * Takes the document that starts at byte `start` of the file; an empty string when it is
   * alone on its line, else the message ("line N: ..."), and the check is over.
   */
  std::string document_at(size_t start) {
    if (start == next_ && line_ > 0) {  // the usual case: right at the start of the next line
      line_++;
      next_ = after_line(start);
      return {};
    }
    return placed(start);
  }

  /** After the last document: empty when only blanks follow it, else the message. */
  std::string finish() const;

  /** The first byte after the last document's line: where a restarted stream may begin. */
  size_t next_line() const { return next_; }

  /** The length of the line that starts at `from`, without its newline. */
  size_t line_length(size_t from) const;

 private:
  std::string placed(size_t start);
  std::string spills() const;

  size_t after_line(size_t start) const {
    const void *newline = std::memchr(file_.data() + start, '\n', file_.size() - start);
    return newline ? static_cast<size_t>(static_cast<const char *>(newline) - file_.data()) + 1 : file_.size();
  }

  std::string_view file_;
  size_t next_ = 0;    // the first byte after the last document's line
  uint64_t line_ = 0;  // the 1-based line of the last document (0: none yet)
};

}  // namespace jsonmark
