// nlohmann/json: every line parsed by nlohmann::json::parse into its default `json` type
// (objects are std::map, so keys come back sorted and a repeated key keeps its last value).
#include <limits>

#include "checksums.h"
#include "nlohmann/json.hpp"

namespace jsonmark::tree {

namespace {

using nlohmann::json;

/** nlohmann::json for the shared checksums. */
struct Nlohmann {
  using Value = json;

  static bool is_object(const json &v) { return v.is_object(); }
  static bool is_array(const json &v) { return v.is_array(); }
  static bool is_string(const json &v) { return v.is_string(); }
  static bool is_null(const json &v) { return v.is_null(); }

  static const json *find(const json &object, const char *key) {
    auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
  }

  static bool to_int64(const json &v, int64_t &out) {
    if (const auto *u = v.get_ptr<const json::number_unsigned_t *>()) {  // every integer >= 0
      if (*u > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) return false;
      out = static_cast<int64_t>(*u);
      return true;
    }
    if (const auto *i = v.get_ptr<const json::number_integer_t *>()) {
      out = *i;
      return true;
    }
    return false;
  }

  static size_t size(const json &v) { return v.size(); }
  static const json::array_t &elements(const json &array) { return array.get_ref<const json::array_t &>(); }
  static std::string_view text(const json &v) { return v.get_ref<const std::string &>(); }

  static Kind kind(const json &v) {
    switch (v.type()) {
      case json::value_t::object: return Kind::Object;
      case json::value_t::array: return Kind::Array;
      case json::value_t::string: return Kind::String;
      case json::value_t::boolean: return v.get<bool>() ? Kind::True : Kind::False;
      case json::value_t::number_integer:
      case json::value_t::number_unsigned:
      case json::value_t::number_float: return Kind::Number;
      default: return Kind::Null;  // null; parse never makes binary or discarded values
    }
  }

  template <class Visit>
  static void for_each_member(const json &object, Visit &&visit) {
    for (const auto &[key, value] : object.get_ref<const json::object_t &>()) visit(key, value);
  }
};

using Sums = Checksums<Nlohmann>;

template <int64_t (*Checksum)(const json &)>
int64_t read_lines(const char *path, Output out) {
  return sum_lines(path, [&](std::string_view line) {
    json doc;
    try {
      doc = json::parse(line.begin(), line.end());
    } catch (const json::exception &e) {
      throw LineError(std::string("invalid JSON: ") + e.what());
    }
    int64_t sum = Checksum(doc);
    if (out.file) {
      Sums::check_writable(doc);
      try {
        out.line(doc.dump());
      } catch (const json::exception &e) {
        throw LineError(std::string("cannot write the record back: ") + e.what());
      }
    }
    return sum;
  });
}

}  // namespace

int64_t run_nlohmann(const char *path, Benchmark benchmark, Output out) {
  switch (benchmark) {
    case Benchmark::Simple1: return read_lines<Sums::simple1>(path, out);
    case Benchmark::Twitter1: return read_lines<Sums::twitter1>(path, out);
    case Benchmark::Canada1: return read_lines<Sums::canada1>(path, out);
    case Benchmark::Citm1: return read_lines<Sums::citm1>(path, out);
    case Benchmark::Data: return read_lines<Sums::data>(path, out);
  }
  return 0;
}

std::string nlohmann_library() {
  return "library: nlohmann/json " + std::to_string(NLOHMANN_JSON_VERSION_MAJOR) + "." +
         std::to_string(NLOHMANN_JSON_VERSION_MINOR) + "." + std::to_string(NLOHMANN_JSON_VERSION_PATCH);
}

}  // namespace jsonmark::tree
