// jsonmark-cpp VARIANT FILENAME: parses every record of a JSON Lines file with simdjson and
// prints the sum of integer_1 + integer_2 (the JSONMark deserializer protocol).
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <string_view>

#include "variants.h"

namespace {

struct NamedVariant {
  std::string_view name;
  jsonmark::Variant run;
};

constexpr NamedVariant kVariants[] = {
    {"dom_getline", jsonmark::dom_getline},
    {"dom_load_many", jsonmark::dom_load_many},
    {"ondemand_load", jsonmark::ondemand_load},
    {"dom_load_many_threaded", jsonmark::dom_load_many_threaded},
    {"ondemand_load_threaded", jsonmark::ondemand_load_threaded},
};

constexpr const char *kUsage =
    "usage: jsonmark-cpp VARIANT FILENAME (VARIANT: dom_getline, dom_load_many, ondemand_load, "
    "dom_load_many_threaded, ondemand_load_threaded)";

/** Fails early, with the system's reason, for a file that no variant could read. */
void check_readable(const char *path) {
  int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw jsonmark::Failure(std::string("cannot open ") + path + ": " + std::strerror(errno));
  struct stat info;
  bool directory = ::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode);
  ::close(fd);
  if (directory) throw jsonmark::Failure(std::string("cannot read ") + path + ": " + std::strerror(EISDIR));
}

volatile uint64_t published_bytes;
volatile double published_floats;

/** Hands the digest to the outside world, so that no field read can be optimised away. */
void publish(const jsonmark::Digest &d) {
  published_bytes = d.text_bytes + d.trues;
  published_floats = d.float_sum;
  if (std::getenv("JSONMARK_CPP_VERBOSE")) {
    const simdjson::implementation *active = simdjson::get_active_implementation();
    std::fprintf(stderr,
                 "simdjson %d.%d.%d; active implementation: %s (%s); on-demand built for: %s\n"
                 "stream thread: %s\n"
                 "records: %" PRIu64 ", string bytes: %" PRIu64 ", true: %" PRIu64 ", float sum: %.6f\n",
                 simdjson::SIMDJSON_VERSION_MAJOR, simdjson::SIMDJSON_VERSION_MINOR,
                 simdjson::SIMDJSON_VERSION_REVISION, active->name().c_str(), active->description().c_str(),
                 SIMDJSON_STRINGIFY(SIMDJSON_BUILTIN_IMPLEMENTATION), jsonmark::stream_threaded, d.records, d.text_bytes,
                 d.trues, d.float_sum);
  }
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "jsonmark-cpp: expected 2 arguments, got %d\n%s\n", argc - 1, kUsage);
    return 2;
  }
  const NamedVariant *variant = nullptr;
  for (const auto &v : kVariants) {
    if (v.name == argv[1]) variant = &v;
  }
  if (!variant) {
    std::fprintf(stderr, "jsonmark-cpp: unknown variant '%s'\n%s\n", argv[1], kUsage);
    return 2;
  }
  try {
    check_readable(argv[2]);
    jsonmark::Digest digest;
    variant->run(argv[2], digest);
    publish(digest);
    std::printf("%" PRId64 "\n", digest.checksum);
    return 0;
  } catch (const jsonmark::Failure &failure) {
    std::fprintf(stderr, "jsonmark-cpp: %s\n", failure.what());
  } catch (const std::bad_alloc &) {
    std::fprintf(stderr, "jsonmark-cpp: %s: out of memory\n", argv[2]);
  }
  return 1;
}
