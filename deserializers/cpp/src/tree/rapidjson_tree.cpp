// RapidJSON: every line parsed into a rapidjson::Document, with the default flags (no
// kParseFullPrecisionFlag, no kParseValidateEncodingFlag: README.md says what that reads), or
// with kParseFullPrecisionFlag alone (variant rapidjson-fullprec), as nativejson-benchmark
// lists both.
#include <memory>

#include "checksums.h"
#include "rapidjson/document.h"
#include "rapidjson/error/en.h"
#include "rapidjson/stringbuffer.h"
#include "rapidjson/writer.h"

namespace jsonmark::tree {

namespace {

/** RapidJSON's DOM for the shared checksums. */
struct RapidJSON {
  using Value = rapidjson::Value;

  static bool is_object(const Value &v) { return v.IsObject(); }
  static bool is_array(const Value &v) { return v.IsArray(); }
  static bool is_string(const Value &v) { return v.IsString(); }
  static bool is_null(const Value &v) { return v.IsNull(); }

  static const Value *find(const Value &object, const char *key) {
    auto it = object.FindMember(key);
    return it == object.MemberEnd() ? nullptr : &it->value;
  }

  static bool to_int64(const Value &v, int64_t &out) {
    if (!v.IsInt64()) return false;  // a double, or an integer beyond int64_t (IsUint64 only)
    out = v.GetInt64();
    return true;
  }

  static size_t size(const Value &v) { return v.IsArray() ? v.Size() : v.MemberCount(); }
  static auto elements(const Value &array) { return array.GetArray(); }
  static std::string_view text(const Value &v) { return {v.GetString(), v.GetStringLength()}; }

  static Kind kind(const Value &v) {
    switch (v.GetType()) {
      case rapidjson::kNullType: return Kind::Null;
      case rapidjson::kFalseType: return Kind::False;
      case rapidjson::kTrueType: return Kind::True;
      case rapidjson::kObjectType: return Kind::Object;
      case rapidjson::kArrayType: return Kind::Array;
      case rapidjson::kStringType: return Kind::String;
      case rapidjson::kNumberType: return Kind::Number;
    }
    return Kind::Null;
  }

  template <class Visit>
  static void for_each_member(const Value &object, Visit &&visit) {
    for (const auto &m : object.GetObject()) visit(text(m.name), m.value);
  }
};

using Sums = Checksums<RapidJSON>;

/**
 * The pool's first block, reused by every line (RapidJSON's own advice for many small
 * documents): most records' trees fit in it, so a line's parse seldom calls malloc.
 */
constexpr size_t kPoolBuffer = 256 << 10;

template <unsigned Flags, int64_t (*Checksum)(const rapidjson::Value &)>
int64_t read_lines(const char *path, Output out) {
  auto buffer = std::make_unique<char[]>(kPoolBuffer);
  rapidjson::MemoryPoolAllocator<> pool(buffer.get(), kPoolBuffer);
  rapidjson::Document doc(&pool);
  rapidjson::StringBuffer written;
  rapidjson::Writer<rapidjson::StringBuffer> writer(written);
  return sum_lines(path, [&](std::string_view line) {
    // The previous line's tree lives in the pool; with this allocator nothing is freed one
    // value at a time, so clearing the pool drops it at once.
    doc.SetNull();
    pool.Clear();
    doc.Parse<Flags>(line.data(), line.size());
    if (doc.HasParseError()) {
      throw LineError(std::string("invalid JSON: ") + rapidjson::GetParseError_En(doc.GetParseError()) +
                      " (at byte " + std::to_string(doc.GetErrorOffset()) + ")");
    }
    int64_t sum = Checksum(doc);
    if (out.file) {
      Sums::check_writable(doc);
      written.Clear();
      writer.Reset(written);
      if (!doc.Accept(writer)) throw LineError("cannot write the record back");
      out.line({written.GetString(), written.GetSize()});
    }
    return sum;
  });
}

template <unsigned Flags>
int64_t run(const char *path, Benchmark benchmark, Output out) {
  switch (benchmark) {
    case Benchmark::Simple1: return read_lines<Flags, Sums::simple1>(path, out);
    case Benchmark::Twitter1: return read_lines<Flags, Sums::twitter1>(path, out);
    case Benchmark::Canada1: return read_lines<Flags, Sums::canada1>(path, out);
    case Benchmark::Citm1: return read_lines<Flags, Sums::citm1>(path, out);
    case Benchmark::Data: return read_lines<Flags, Sums::data>(path, out);
  }
  return 0;
}

}  // namespace

int64_t run_rapidjson(const char *path, Benchmark benchmark, Output out) {
  return run<rapidjson::kParseDefaultFlags>(path, benchmark, out);
}

int64_t run_rapidjson_fullprec(const char *path, Benchmark benchmark, Output out) {
  return run<rapidjson::kParseFullPrecisionFlag>(path, benchmark, out);
}

std::string rapidjson_library() { return "library: RapidJSON " RAPIDJSON_VERSION_STRING; }

}  // namespace jsonmark::tree
