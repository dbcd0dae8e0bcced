// Citm1Benchmark: Σ len(topicIds) + len(areaNames) + Σ over performances of
// (Σ prices[].amount + Σ len(seatCategories[].areas)), per event.
#include "benchmarks.h"
#include "walk.h"

namespace jsonmark {

using namespace walk;

// ---- DOM ----

Problem Citm1::decode(dom::element event, Tally &out) noexcept {
  if (error_code e = event.get_object().error()) return whole(e);
  dom::array topics, performances;
  if (Problem p = dom_array(event, "topicIds", topics, "topicIds")) return p;
  int64_t sum = dom_length(topics);
  dom::object area_names;
  if (error_code e = event["areaNames"].get_object().get(area_names)) return {e, "areaNames"};
  sum += dom_length(area_names);
  if (Problem p = dom_array(event, "performances", performances, "performances")) return p;
  for (dom::element performance : performances) {
    dom::array prices, categories;
    if (Problem p = dom_array(performance, "prices", prices, "performances[].prices")) return p;
    for (dom::element price : prices) {
      int64_t amount;
      if (Problem p = dom_int(price, "amount", amount, "performances[].prices[].amount")) return p;
      sum += amount;
    }
    if (Problem p = dom_array(performance, "seatCategories", categories, "performances[].seatCategories")) return p;
    for (dom::element category : categories) {
      dom::array areas;
      if (Problem p = dom_array(category, "areas", areas, "performances[].seatCategories[].areas")) return p;
      sum += dom_length(areas);
    }
  }
  out = Tally{};
  out.checksum = sum;
  return {};
}

// ---- On-Demand ----

namespace {

Problem walk_price(ondemand::value &value, int64_t &sum) noexcept {
  bool amount = false;
  if (Problem p = for_each_field(value, "performances[].prices[]", [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key != "amount") return skip(item);
        amount = true;
        int64_t value;
        if (Problem p = read_int(item, value, "performances[].prices[].amount")) return p;
        sum += value;
        return {};
      })) {
    return p;
  }
  return require(amount, "performances[].prices[].amount");
}

Problem walk_seat_category(ondemand::value &value, int64_t &sum) noexcept {
  bool has_areas = false;
  if (Problem p = for_each_field(value, "performances[].seatCategories[]", [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key != "areas") return skip(item);
        has_areas = true;
        int64_t areas;
        if (Problem p = for_each_element(item, "performances[].seatCategories[].areas", areas, skip)) return p;
        sum += areas;
        return {};
      })) {
    return p;
  }
  return require(has_areas, "performances[].seatCategories[].areas");
}

Problem walk_performance(ondemand::value &value, int64_t &sum) noexcept {
  bool prices = false, categories = false;
  if (Problem p = for_each_field(value, "performances[]", [&](std::string_view key, ondemand::value &item) -> Problem {
        int64_t length;
        if (key == "prices") {
          prices = true;
          return for_each_element(item, "performances[].prices", length,
                                  [&](ondemand::value &price) { return walk_price(price, sum); });
        }
        if (key == "seatCategories") {
          categories = true;
          return for_each_element(item, "performances[].seatCategories", length,
                                  [&](ondemand::value &category) { return walk_seat_category(category, sum); });
        }
        return skip(item);
      })) {
    return p;
  }
  if (Problem p = require(prices, "performances[].prices")) return p;
  return require(categories, "performances[].seatCategories");
}

}  // namespace

Problem Citm1::decode(ondemand::document_reference &doc, Tally &out) noexcept {
  ondemand::object event;
  if (error_code e = doc.get_object().get(event)) return whole(e);
  enum : unsigned { kTopics = 1, kAreaNames = 2, kPerformances = 4 };
  unsigned seen = 0;
  int64_t sum = 0;
  if (Problem p = for_each_field(event, [&](std::string_view key, ondemand::value &item) -> Problem {
        int64_t length;
        // Counted as visited; the elements and values themselves are consumed like any
        // other (the DOM decoder reads only the sizes, and both must accept the same lines).
        if (key == "topicIds") {
          seen |= kTopics;
          if (Problem p = for_each_element(item, "topicIds", length, skip)) return p;
          sum += length;
          return {};
        }
        if (key == "areaNames") {
          seen |= kAreaNames;
          // Members as written: a duplicate key counts twice, as in the DOM's size().
          return for_each_field(item, "areaNames", [&](std::string_view, ondemand::value &name) -> Problem {
            sum++;
            return skip(name);
          });
        }
        if (key == "performances") {
          seen |= kPerformances;
          return for_each_element(item, "performances", length,
                                  [&](ondemand::value &performance) { return walk_performance(performance, sum); });
        }
        return skip(item);
      })) {
    return p;
  }
  if (Problem p = require(seen & kTopics, "topicIds")) return p;
  if (Problem p = require(seen & kAreaNames, "areaNames")) return p;
  if (Problem p = require(seen & kPerformances, "performances")) return p;
  out = Tally{};
  out.checksum = sum;
  return {};
}

}  // namespace jsonmark
