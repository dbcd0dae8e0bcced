// Holds a stream of documents (load_many, iterate_many) to JSON Lines: one document per line.
#include "one_per_line.h"

namespace jsonmark {

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

std::string OnePerLine::spills() const {
  return "line " + std::to_string(line_) + ": the JSON document goes on past the end of its line";
}

std::string OnePerLine::placed(size_t start) {
  // On-Demand's stream gives the start of its buffer, not of the document, for the first
  // document of a stream: blanks there belong before the document.
  while (start < file_.size() && is_blank(file_[start])) start++;
  if (line_ > 0 && start < next_) {
    return "line " + std::to_string(line_) + ": more than one JSON document on the line";
  }
  uint64_t blank_lines = 0;
  for (size_t i = next_; i < start; i++) {  // usually nothing: the document starts its line
    if (file_[i] == '\n') {
      blank_lines++;
    } else if (!is_blank(file_[i])) {
      return line_ > 0 ? spills() : "line 1: text before the first JSON document";
    }
  }
  line_ += blank_lines + 1;
  next_ = after_line(start);
  return {};
}

std::string OnePerLine::finish() const {
  for (size_t i = next_; i < file_.size(); i++) {
    if (!is_blank(file_[i])) return spills();
  }
  return {};
}

size_t OnePerLine::line_length(size_t from) const {
  const void *newline = std::memchr(file_.data() + from, '\n', file_.size() - from);
  return newline ? static_cast<size_t>(static_cast<const char *>(newline) - file_.data()) - from : file_.size() - from;
}

}  // namespace jsonmark
