// Benchmark Data: any JSON value per line, and its generic checksum (docs/benchmarks.md):
// 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses + 17·nulls
// + 19·code points of every string value and every key.
#pragma once

#include "record.h"

namespace jsonmark {

/** The generic checksum of any document, from a DOM element or an On-Demand document. */
struct Data {
  static constexpr const char *name = "Data";
  using Record = Tally;
  /** Walks the whole tape (a stack, not recursion): every value counted once. */
  static Problem decode(simdjson::dom::element doc, Tally &out) noexcept;
  /** Visits every value, as consume_any does (every key and string unescaped, every number parsed). */
  static Problem decode(simdjson::ondemand::document_reference &doc, Tally &out) noexcept;
};

/** The number of Unicode code points of valid UTF-8 text: the bytes that are not continuations. */
inline int64_t code_points(std::string_view text) noexcept {
  int64_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n;
}

}  // namespace jsonmark
