// The benchmarks (docs/benchmarks.md): for each, the record type its decoders fill and the
// two decoders, from a DOM element and from an On-Demand document. The variants are
// templates over these, instantiated once per benchmark, so the benchmark is chosen once.
#pragma once

#include "dom_record.h"
#include "ondemand_record.h"
#include "record.h"

namespace jsonmark {

/** Ten flat fields per record; checksum Σ integer_1 + integer_2 (dom_record, ondemand_record). */
struct Simple1 {
  static constexpr const char *name = "Simple1Benchmark";
  using Record = jsonmark::Record;
  static Problem decode(simdjson::dom::element doc, Record &out) noexcept { return jsonmark::decode(doc, out); }
  static Problem decode(simdjson::ondemand::document_reference &doc, Record &out) noexcept {
    return jsonmark::decode(doc, out);
  }
};

/** Twitter API statuses, each with a user, entities and maybe a retweeted status (twitter.cpp). */
struct Twitter1 {
  static constexpr const char *name = "Twitter1Benchmark";
  using Record = Tally;
  static Problem decode(simdjson::dom::element doc, Tally &out) noexcept;
  static Problem decode(simdjson::ondemand::document_reference &doc, Tally &out) noexcept;
};

/** GeoJSON features: Polygon or MultiPolygon rings of [longitude, latitude] doubles (canada.cpp). */
struct Canada1 {
  static constexpr const char *name = "Canada1Benchmark";
  using Record = Tally;
  static Problem decode(simdjson::dom::element doc, Tally &out) noexcept;
  static Problem decode(simdjson::ondemand::document_reference &doc, Tally &out) noexcept;
};

/** citm_catalog events: performances, prices, seat categories, numeric-keyed maps (citm.cpp). */
struct Citm1 {
  static constexpr const char *name = "Citm1Benchmark";
  using Record = Tally;
  static Problem decode(simdjson::dom::element doc, Tally &out) noexcept;
  static Problem decode(simdjson::ondemand::document_reference &doc, Tally &out) noexcept;
};

}  // namespace jsonmark
