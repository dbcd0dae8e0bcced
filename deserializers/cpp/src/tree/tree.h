// jsonmark-cpp-tree: the C++ tree (DOM) libraries other than simdjson, RapidJSON and
// nlohmann/json, each parsing every line into its own document tree. What they share: the
// benchmarks, the errors, and the loop over the lines of the file.
#pragma once

#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>

#include "../line_reader.h"
#include "../record.h"

namespace jsonmark::tree {

/** The benchmarks of docs/benchmarks.md; Data is any JSON, the generic checksum. */
enum class Benchmark { Simple1, Twitter1, Canada1, Citm1, Data };

/** A line that is not valid JSON, or not a record of the benchmark: one line of text. */
class LineError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/** Where validation mode writes each record back: stdout, or nowhere in the normal mode. */
struct Output {
  std::FILE *file = nullptr;

  void line(std::string_view text) const {
    std::fwrite(text.data(), 1, text.size(), file);
    std::fputc('\n', file);
  }
};

/** A library: parses every line of `path` as a record of `benchmark`, returns the sum. */
using Run = int64_t (*)(const char *path, Benchmark benchmark, Output out);

int64_t run_rapidjson(const char *path, Benchmark benchmark, Output out);
/** RapidJSON with kParseFullPrecisionFlag: every double rounded correctly, more slowly. */
int64_t run_rapidjson_fullprec(const char *path, Benchmark benchmark, Output out);
int64_t run_nlohmann(const char *path, Benchmark benchmark, Output out);

/** The protocol's `library: <name> <version>` line, from the headers compiled against. */
std::string rapidjson_library();
std::string nlohmann_library();

/** Whether a line holds only JSON whitespace (a blank line is skipped). */
inline bool blank(std::string_view line) noexcept {
  for (char c : line) {
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return false;
  }
  return true;
}

/**
 * Calls `parse(line)` on every non-blank line of `path` and adds up what it returns; a
 * LineError becomes a Failure naming the file and the 1-based line.
 */
template <class Parse>
int64_t sum_lines(const char *path, Parse &&parse) {
  LineReader reader(path);
  int64_t sum = 0;
  std::string_view text;
  for (uint64_t line = 1; reader.next(text); line++) {
    if (blank(text)) continue;
    try {
      if (__builtin_add_overflow(sum, parse(text), &sum)) {
        throw LineError("the checksum overflows a signed 64-bit integer");
      }
    } catch (const LineError &e) {
      throw Failure(std::string(path) + ": line " + std::to_string(line) + ": " + e.what());
    }
  }
  return sum;
}

/** The number of code points of valid UTF-8 text: every byte but continuation bytes. */
inline int64_t code_points(std::string_view text) noexcept {
  int64_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace jsonmark::tree
