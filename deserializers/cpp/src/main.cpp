// jsonmark-cpp VARIANT FILENAME: parses every record of a JSON Lines file with simdjson and
// prints the benchmark's checksum (the JSONMark deserializer protocol). The benchmark is
// named by JSONMARK_BENCHMARK (docs/benchmarks.md), Simple1Benchmark when it is unset; Data is
// any JSON, the generic checksum (data.h). With JSONMARK_VALIDATE=1 every record is first
// written back, one line each (validate.h); otherwise a `library:` line precedes the sum.
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

#include "data.h"
#include "validate.h"
#include "variants.h"

namespace {

constexpr size_t kVariantCount = 5;

/** One benchmark and its five variants, in the order of kVariantNames. */
struct NamedBenchmark {
  std::string_view name;
  jsonmark::Variant variants[kVariantCount];
};

constexpr std::string_view kVariantNames[kVariantCount] = {
    "dom_getline", "dom_load_many", "ondemand_load", "dom_load_many_threaded", "ondemand_load_threaded"};

template <class B>
constexpr NamedBenchmark named() {
  return {B::name,
          {jsonmark::dom_getline<B>, jsonmark::dom_load_many<B>, jsonmark::ondemand_load<B>,
           jsonmark::dom_load_many_threaded<B>, jsonmark::ondemand_load_threaded<B>}};
}

constexpr NamedBenchmark kBenchmarks[] = {
    named<jsonmark::Simple1>(), named<jsonmark::Twitter1>(), named<jsonmark::Canada1>(), named<jsonmark::Citm1>(),
    named<jsonmark::Data>()};

/** kBenchmarks in validation mode, in the same order. */
constexpr NamedBenchmark kValidating[] = {
    named<jsonmark::Validating<jsonmark::Simple1>>(), named<jsonmark::Validating<jsonmark::Twitter1>>(),
    named<jsonmark::Validating<jsonmark::Canada1>>(), named<jsonmark::Validating<jsonmark::Citm1>>(),
    named<jsonmark::Validating<jsonmark::Data>>()};

constexpr const char *kBenchmarkVariable = "JSONMARK_BENCHMARK";

constexpr const char *kUsage =
    "usage: [JSONMARK_BENCHMARK=BENCHMARK] jsonmark-cpp VARIANT FILENAME (VARIANT: dom_getline, dom_load_many, "
    "ondemand_load, dom_load_many_threaded, ondemand_load_threaded; BENCHMARK: Simple1Benchmark (default), "
    "Twitter1Benchmark, Canada1Benchmark, Citm1Benchmark, Data)";

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
  int variant = -1;
  for (size_t i = 0; i < kVariantCount; i++) {
    if (kVariantNames[i] == argv[1]) variant = static_cast<int>(i);
  }
  if (variant < 0) {
    std::fprintf(stderr, "jsonmark-cpp: unknown variant '%s'\n%s\n", argv[1], kUsage);
    return 2;
  }
  const NamedBenchmark *benchmark = &kBenchmarks[0];  // unset: Simple1Benchmark
  if (const char *name = std::getenv(kBenchmarkVariable)) {
    benchmark = nullptr;
    for (const auto &b : kBenchmarks) {
      if (b.name == name) benchmark = &b;
    }
    if (!benchmark) {
      std::string known;
      for (const auto &b : kBenchmarks) known += (known.empty() ? "" : ", ") + std::string(b.name);
      std::fprintf(stderr, "jsonmark-cpp: unknown benchmark '%s' in %s; known benchmarks: %s\n", name,
                   kBenchmarkVariable, known.c_str());
      return 2;
    }
  }
  const char *validate = std::getenv("JSONMARK_VALIDATE");
  bool validating = validate && std::string_view(validate) == "1";
  if (validating) benchmark = &kValidating[benchmark - kBenchmarks];
  // Chosen once: the variant runs one benchmark's decoder on every record.
  jsonmark::Variant run = benchmark->variants[variant];
  try {
    check_readable(argv[2]);
    jsonmark::Digest digest;
    run(argv[2], digest);
    publish(digest);
    if (validating) {
      if (!jsonmark::flush_validation_output()) throw jsonmark::Failure("cannot write to stdout");
    } else {
      // The version of the simdjson headers this program was compiled against.
      std::printf("library: simdjson %d.%d.%d\n", simdjson::SIMDJSON_VERSION_MAJOR, simdjson::SIMDJSON_VERSION_MINOR,
                  simdjson::SIMDJSON_VERSION_REVISION);
    }
    std::printf("%" PRId64 "\n", digest.checksum);
    return 0;
  } catch (const jsonmark::Failure &failure) {
    std::fprintf(stderr, "jsonmark-cpp: %s\n", failure.what());
  } catch (const std::bad_alloc &) {
    std::fprintf(stderr, "jsonmark-cpp: %s: out of memory\n", argv[2]);
  }
  return 1;
}
