// Streaming a file line by line through one reusable, padded buffer.
#include "line_reader.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

#include "record.h"

namespace jsonmark {

static constexpr size_t kBlockSize = 1 << 20;

static std::unique_ptr<char[]> padded_buffer(size_t capacity) {
  // Zeroed, so the padding simdjson may read past a line is always initialised.
  return std::unique_ptr<char[]>(new char[capacity + simdjson::SIMDJSON_PADDING]());
}

LineReader::LineReader(const char *path)
    : path_(path), fd_(::open(path, O_RDONLY | O_CLOEXEC)), capacity_(kBlockSize) {
  if (fd_ < 0) throw Failure(std::string("cannot open ") + path + ": " + std::strerror(errno));
  ::posix_fadvise(fd_, 0, 0, POSIX_FADV_SEQUENTIAL);
  buffer_ = padded_buffer(capacity_);
}

LineReader::~LineReader() { ::close(fd_); }

bool LineReader::next(std::string_view &line) {
  size_t scanned = begin_;
  for (;;) {
    const char *data = buffer_.get();
    if (const void *newline = std::memchr(data + scanned, '\n', end_ - scanned)) {
      size_t stop = static_cast<const char *>(newline) - data;
      line = std::string_view(data + begin_, stop - begin_);
      begin_ = stop + 1;
      return true;
    }
    size_t pending = end_ - begin_;  // already scanned: no "\n" in there
    if (!fill()) {
      if (pending == 0) return false;
      line = std::string_view(buffer_.get() + begin_, pending);  // last line, without "\n"
      begin_ = end_;
      return true;
    }
    scanned = begin_ + pending;
  }
}

bool LineReader::fill() {
  if (eof_) return false;
  if (begin_ > 0) {
    std::memmove(buffer_.get(), buffer_.get() + begin_, end_ - begin_);
    end_ -= begin_;
    begin_ = 0;
  }
  if (end_ == capacity_) {  // a line longer than the buffer
    std::unique_ptr<char[]> larger = padded_buffer(capacity_ * 2);
    std::memcpy(larger.get(), buffer_.get(), end_);
    buffer_ = std::move(larger);
    capacity_ *= 2;
  }
  for (;;) {
    ssize_t n = ::read(fd_, buffer_.get() + end_, capacity_ - end_);
    if (n > 0) {
      end_ += static_cast<size_t>(n);
      return true;
    }
    if (n == 0) {
      eof_ = true;
      return false;
    }
    if (errno != EINTR) throw Failure(std::string("cannot read ") + path_ + ": " + std::strerror(errno));
  }
}

}  // namespace jsonmark
