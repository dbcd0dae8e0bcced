// Canada1Benchmark: Σ properties.id + the number of points of all rings, per feature.
#include "benchmarks.h"
#include "walk.h"

namespace jsonmark {

using namespace walk;

// ---- DOM ----

/**
 * The number of points in the rings of `polygon` (an array of rings). Each point must be
 * an array of two numbers, as the On-Demand walk requires (it cannot count points
 * otherwise), so both accept the same lines.
 */
static Problem dom_polygon_points(dom::element polygon, int64_t &points) noexcept {
  dom::array rings;
  if (error_code e = polygon.get_array().get(rings)) return {e, "geometry.coordinates"};
  for (dom::element ring : rings) {
    dom::array ring_points;
    if (error_code e = ring.get_array().get(ring_points)) return {e, "geometry.coordinates"};
    for (dom::element point : ring_points) {
      dom::array pair;
      if (error_code e = point.get_array().get(pair)) return {e, "geometry.coordinates"};
      auto longitude = pair.begin();
      if (pair.size() != 2 || !(*longitude).is_number() || !(*++longitude).is_number()) {
        return {simdjson::INCORRECT_TYPE, "geometry.coordinates"};
      }
      points++;
    }
  }
  return {};
}

Problem Canada1::decode(dom::element feature, Tally &out) noexcept {
  if (error_code e = feature.get_object().error()) return whole(e);
  dom::element properties, geometry, coordinates;
  int64_t id;
  if (Problem p = dom_member(feature, "properties", properties, "properties")) return p;
  if (Problem p = dom_int(properties, "id", id, "properties.id")) return p;
  if (Problem p = dom_member(feature, "geometry", geometry, "geometry")) return p;
  std::string_view type;
  if (error_code e = geometry["type"].get_string().get(type)) return {e, "geometry.type"};
  if (Problem p = dom_member(geometry, "coordinates", coordinates, "geometry.coordinates")) return p;
  int64_t points = 0;
  if (type == "Polygon") {
    if (Problem p = dom_polygon_points(coordinates, points)) return p;
  } else if (type == "MultiPolygon") {
    dom::array polygons;
    if (error_code e = coordinates.get_array().get(polygons)) return {e, "geometry.coordinates"};
    for (dom::element polygon : polygons) {
      if (Problem p = dom_polygon_points(polygon, points)) return p;
    }
  } else {
    return {simdjson::INCORRECT_TYPE, "geometry.type"};  // neither Polygon nor MultiPolygon
  }
  out = Tally{};
  out.checksum = id + points;
  return {};
}

// ---- On-Demand ----

namespace {

/**
 * What the walk of `coordinates` found. "type" may come after "coordinates" (keys are in any
 * order), so the nesting is checked afterwards: a point is an array of two numbers, found at
 * depth 2 in a Polygon (coordinates → ring → point) and 3 in a MultiPolygon.
 */
struct Positions {
  int64_t points = 0;
  unsigned point_depth = 0;  // 0: no point seen yet
  double coordinate_sum = 0;
};

/**
 * Walks an array of arrays … of numbers, parsing every number as a double. `point_depth`
 * is the depth of points if "type" came first (as the generator writes it), else 0; then
 * an array at that depth must be a point even if empty, as in the DOM decoder.
 */
error_code walk_positions(ondemand::value &value, unsigned depth, unsigned point_depth, Positions &found) noexcept {
  if (point_depth != 0 && depth > point_depth) return simdjson::INCORRECT_TYPE;
  ondemand::array array;
  SIMDJSON_TRY(value.get_array().get(array));
  unsigned numbers = 0, arrays = 0;
  for (auto element : array) {
    ondemand::value item;
    SIMDJSON_TRY(std::move(element).get(item));
    ondemand::json_type type;
    SIMDJSON_TRY(item.type().get(type));
    if (type == ondemand::json_type::number) {
      double coordinate;
      SIMDJSON_TRY(item.get_double().get(coordinate));
      found.coordinate_sum += coordinate;
      numbers++;
    } else if (type == ondemand::json_type::array) {
      SIMDJSON_TRY(walk_positions(item, depth + 1, point_depth, found));
      arrays++;
    } else {
      return simdjson::INCORRECT_TYPE;
    }
  }
  if (numbers == 0 && depth != point_depth) return SUCCESS;  // a ring, polygon or coordinates array (maybe empty)
  if (arrays != 0 || numbers != 2) return simdjson::INCORRECT_TYPE;  // not [longitude, latitude]
  if (found.point_depth == 0) found.point_depth = depth;
  if (found.point_depth != depth) return simdjson::INCORRECT_TYPE;  // points at mixed depths
  found.points++;
  return SUCCESS;
}

Problem walk_geometry(ondemand::value &value, Positions &found) noexcept {
  unsigned depth = 0;  // of points, known once "type" is read
  bool has_type = false, has_coordinates = false;
  if (Problem p = for_each_field(value, "geometry", [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key == "coordinates") {
          has_coordinates = true;
          return at(walk_positions(item, 0, depth, found), "geometry.coordinates");
        }
        if (key == "type") {
          has_type = true;
          std::string_view type;
          if (Problem p = at(item.get_string().get(type), "geometry.type")) return p;
          depth = type == "Polygon" ? 2 : type == "MultiPolygon" ? 3 : 0;
          return depth ? Problem{} : Problem{simdjson::INCORRECT_TYPE, "geometry.type"};
        }
        return skip(item);
      })) {
    return p;
  }
  if (Problem p = require(has_type, "geometry.type")) return p;
  if (Problem p = require(has_coordinates, "geometry.coordinates")) return p;
  if (found.point_depth != 0 && found.point_depth != depth) return {simdjson::INCORRECT_TYPE, "geometry.coordinates"};
  return {};
}

}  // namespace

Problem Canada1::decode(ondemand::document_reference &doc, Tally &out) noexcept {
  ondemand::object feature;
  if (error_code e = doc.get_object().get(feature)) return whole(e);
  int64_t id = 0;
  bool has_id = false, has_properties = false, has_geometry = false;
  Positions found;
  if (Problem p = for_each_field(feature, [&](std::string_view key, ondemand::value &item) -> Problem {
        if (key == "geometry") {
          has_geometry = true;
          return walk_geometry(item, found);
        }
        if (key == "properties") {
          has_properties = true;
          return for_each_field(item, "properties", [&](std::string_view property, ondemand::value &v) -> Problem {
            if (property != "id") return skip(v);
            has_id = true;
            return read_int(v, id, "properties.id");
          });
        }
        return skip(item);
      })) {
    return p;
  }
  if (Problem p = require(has_properties, "properties")) return p;
  if (Problem p = require(has_id, "properties.id")) return p;
  if (Problem p = require(has_geometry, "geometry")) return p;
  out = Tally{};
  out.checksum = id + found.points;
  out.float_sum = found.coordinate_sum;
  return {};
}

}  // namespace jsonmark
