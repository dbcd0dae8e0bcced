// One Simple1Benchmark record, the names of its fields, what a decode error says, and the
// digest every benchmark's records are added to.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "simdjson.h"

namespace jsonmark {

/** The ten fields of a record; strings are views into the parser's buffers. */
struct Record {
  int64_t integer_1 = 0;
  int64_t integer_2 = 0;
  double float_1 = 0;
  double float_2 = 0;
  bool flag = false;
  std::vector<std::string_view> words;
  std::string_view str;
  std::string_view datetime;
  double longitude = 0;
  double latitude = 0;
  // "null" is checked to be null; there is nothing to keep.
};

/** The keys of a record, in document order; `unknown` is any other key. */
enum class Field : unsigned {
  integer_1, integer_2, float_1, float_2, boolean, words, str, datetime, coordinates, null,
  unknown
};

constexpr unsigned kAllFields = (1u << static_cast<unsigned>(Field::unknown)) - 1;

constexpr unsigned bit(Field f) { return 1u << static_cast<unsigned>(f); }

/** Maps a key to its field without depending on key order. */
inline Field field_of(std::string_view key) noexcept {
  switch (key.size()) {
    case 3: return key == "str" ? Field::str : Field::unknown;
    case 4: return key == "bool" ? Field::boolean : key == "null" ? Field::null : Field::unknown;
    case 5: return key == "words" ? Field::words : Field::unknown;
    case 7: return key == "float_1" ? Field::float_1 : key == "float_2" ? Field::float_2 : Field::unknown;
    case 8: return key == "datetime" ? Field::datetime : Field::unknown;
    case 9:
      return key == "integer_1" ? Field::integer_1
           : key == "integer_2" ? Field::integer_2 : Field::unknown;
    case 11: return key == "coordinates" ? Field::coordinates : Field::unknown;
    default: return Field::unknown;
  }
}

inline const char *field_name(Field f) noexcept {
  static const char *const names[] = {"integer_1", "integer_2", "float_1", "float_2", "bool",
                                      "words", "str", "datetime", "coordinates", "null", "?"};
  return names[static_cast<unsigned>(f)];
}

/** Why a document was rejected: a simdjson error, and the field it concerns if any. */
struct Problem {
  simdjson::error_code code = simdjson::SUCCESS;
  const char *field = nullptr;  // e.g. "integer_1", "coordinates.latitude"; null: whole document

  explicit operator bool() const noexcept { return code != simdjson::SUCCESS; }
};

/** The first required field missing from `seen`, as a Problem, or no problem. */
inline Problem missing_field(unsigned seen) noexcept {
  for (unsigned i = 0; i < static_cast<unsigned>(Field::unknown); i++) {
    if (!(seen & (1u << i))) return {simdjson::NO_SUCH_FIELD, field_name(static_cast<Field>(i))};
  }
  return {};
}

/** One line of text for a Problem, e.g. `missing field "integer_2"`. */
inline std::string describe(const Problem &p) {
  if (!p.field) {
    if (p.code == simdjson::INCORRECT_TYPE) return "not a JSON object";
    // The streams grow their batch to any line; only simdjson's own limit remains.
    if (p.code == simdjson::CAPACITY) return "larger than simdjson's largest document (4 GiB)";
    return std::string("invalid JSON: ") + simdjson::error_message(p.code);
  }
  if (p.code == simdjson::NO_SUCH_FIELD) return std::string("missing field \"") + p.field + "\"";
  return std::string("field \"") + p.field + "\": " + simdjson::error_message(p.code);
}

/** A failure to report on one line of stderr, exiting with status 1. */
class Failure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/**
 * What the decoders of Twitter1, Canada1 and Citm1 produce for one record: its part of the
 * checksum, and the sum of the doubles read (Canada's coordinates, On-Demand), published
 * like Simple1's. Their other reads feed the checksum or an error check, so none can be
 * optimised away.
 */
struct Tally {
  int64_t checksum = 0;
  double float_sum = 0;
};

/**
 * What the variants compute from every record: the checksum, plus a digest of the other
 * fields that is published at the end, so the compiler cannot drop any field access.
 */
struct Digest {
  int64_t checksum = 0;
  uint64_t records = 0;
  uint64_t text_bytes = 0;
  uint64_t trues = 0;
  double float_sum = 0;

  void add(const Record &r) noexcept {
    checksum += r.integer_1 + r.integer_2;
    records++;
    text_bytes += r.str.size() + r.datetime.size();
    for (std::string_view w : r.words) text_bytes += w.size();
    trues += r.flag;
    float_sum += r.float_1 + r.float_2 + r.longitude + r.latitude;
  }

  void add(const Tally &t) noexcept {
    checksum += t.checksum;
    records++;
    float_sum += t.float_sum;
  }
};

}  // namespace jsonmark
