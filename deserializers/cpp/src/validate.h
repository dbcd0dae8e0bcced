// Validation mode (JSONMARK_VALIDATE=1, docs/benchmarks.md): Validating<B> is benchmark B
// whose decoders, once B's decoder has read a record, also write the record back as one line
// of JSON. The variants run it exactly as they run B (same reading, same parse, same decode).
#pragma once

#include <string>

#include "record.h"

namespace jsonmark {

/** The records written so far, flushed to stdout by the caller when large and at the end. */
extern std::string validation_output;

/** Writes validation_output to stdout and empties it; false if stdout failed. */
bool flush_validation_output() noexcept;

/** Appends a DOM document written by simdjson's own writer (simdjson::minify). */
void write_record(simdjson::dom::element doc) noexcept;

/**
 * Appends an On-Demand document, read again from its start (rewind) with the calls that
 * consume_any reads it with (get_number, get_string, unescaped_key, ...): On-Demand keeps no
 * values and has no writer of its own (to_json_string would echo the input), so the values
 * are written by this program: numbers as simdjson returned them (int64, uint64, or a
 * double in its shortest round-trip form), strings escaped as JSON requires.
 */
simdjson::error_code write_record(simdjson::ondemand::document_reference &doc) noexcept;

template <class B>
struct Validating {
  static constexpr const char *name = B::name;
  using Record = typename B::Record;
  static Problem decode(simdjson::dom::element doc, Record &out) noexcept {
    Problem p = B::decode(doc, out);
    if (!p) write_record(doc);
    return p;
  }
  static Problem decode(simdjson::ondemand::document_reference &doc, Record &out) noexcept {
    if (Problem p = B::decode(doc, out)) return p;
    doc.rewind();
    if (simdjson::error_code e = write_record(doc)) return {e, nullptr};
    return {};
  }
};

}  // namespace jsonmark
