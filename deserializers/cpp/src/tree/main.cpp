// jsonmark-cpp-tree VARIANT FILENAME: parses every record of a JSON Lines file into the tree
// of RapidJSON or nlohmann/json and prints the benchmark's checksum (the JSONMark
// deserializer protocol). The benchmark is named by JSONMARK_BENCHMARK (Simple1Benchmark
// when unset; Data is any JSON, the generic checksum). With JSONMARK_VALIDATE=1 every record
// is first written back, one line each, by the library's own writer; otherwise a `library:`
// line precedes the sum.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <string_view>

#include "tree.h"

namespace {

using jsonmark::tree::Benchmark;

struct NamedVariant {
  std::string_view name;
  jsonmark::tree::Run run;
  std::string (*library)();
};

constexpr NamedVariant kVariants[] = {
    {"rapidjson", jsonmark::tree::run_rapidjson, jsonmark::tree::rapidjson_library},
    {"rapidjson-fullprec", jsonmark::tree::run_rapidjson_fullprec, jsonmark::tree::rapidjson_library},
    {"nlohmann", jsonmark::tree::run_nlohmann, jsonmark::tree::nlohmann_library},
};

constexpr struct {
  std::string_view name;
  Benchmark benchmark;
} kBenchmarks[] = {{"Simple1Benchmark", Benchmark::Simple1},
                   {"Twitter1Benchmark", Benchmark::Twitter1},
                   {"Canada1Benchmark", Benchmark::Canada1},
                   {"Citm1Benchmark", Benchmark::Citm1},
                   {"Data", Benchmark::Data}};

constexpr const char *kUsage =
    "usage: [JSONMARK_BENCHMARK=BENCHMARK] jsonmark-cpp-tree VARIANT FILENAME (VARIANT: rapidjson, rapidjson-fullprec, nlohmann; "
    "BENCHMARK: Simple1Benchmark (default), Twitter1Benchmark, Canada1Benchmark, Citm1Benchmark, Data)";

}  // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "jsonmark-cpp-tree: expected 2 arguments, got %d\n%s\n", argc - 1, kUsage);
    return 2;
  }
  const NamedVariant *variant = nullptr;
  for (const auto &v : kVariants) {
    if (v.name == argv[1]) variant = &v;
  }
  if (!variant) {
    std::fprintf(stderr, "jsonmark-cpp-tree: unknown variant '%s'\n%s\n", argv[1], kUsage);
    return 2;
  }
  Benchmark benchmark = Benchmark::Simple1;
  if (const char *name = std::getenv("JSONMARK_BENCHMARK")) {
    bool known = false;
    for (const auto &b : kBenchmarks) {
      if (b.name == name) benchmark = b.benchmark, known = true;
    }
    if (!known) {
      std::fprintf(stderr,
                   "jsonmark-cpp-tree: unknown benchmark '%s' in JSONMARK_BENCHMARK; known benchmarks: "
                   "Simple1Benchmark, Twitter1Benchmark, Canada1Benchmark, Citm1Benchmark, Data\n",
                   name);
      return 2;
    }
  }
  const char *validate = std::getenv("JSONMARK_VALIDATE");
  bool validating = validate && std::string_view(validate) == "1";
  static char out_buffer[1 << 16];
  std::setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
  try {
    int64_t sum = variant->run(argv[2], benchmark, jsonmark::tree::Output{validating ? stdout : nullptr});
    if (!validating) std::printf("%s\n", variant->library().c_str());
    std::printf("%" PRId64 "\n", sum);
    if (std::fflush(stdout) != 0) throw jsonmark::Failure("cannot write to stdout");
    return 0;
  } catch (const jsonmark::Failure &failure) {
    std::fflush(stdout);
    std::fprintf(stderr, "jsonmark-cpp-tree: %s\n", failure.what());
  } catch (const std::bad_alloc &) {
    std::fflush(stdout);
    std::fprintf(stderr, "jsonmark-cpp-tree: %s: out of memory\n", argv[2]);
  }
  return 1;
}
