package main

import (
	"encoding/json"
	"fmt"
)

// Canada1Benchmark: one GeoJSON Feature per line (docs/benchmarks.md).
//
// checksum = properties.id + the number of points in all rings of geometry, a Polygon
// ([ring, ...]) or a MultiPolygon ([[ring, ...], ...]), a ring being [[lon, lat], ...].

type canadaFeature struct {
	Type       string           `json:"type"`
	Properties canadaProperties `json:"properties"`
	Geometry   canadaGeometry   `json:"geometry"`
}

type canadaProperties struct {
	Name string `json:"name"`
	ID   *int64 `json:"id"` // a pointer, so that a missing or null id fails instead of being 0
}

type canadaGeometry struct {
	Type string `json:"type"`
	// The coordinates of a MultiPolygon nest one level deeper than those of a Polygon, and
	// "type" may come after them, so no single Go type fits before decoding. They are kept
	// raw (checked by the library, copied, not converted) and decoded by canadaDecoded, with
	// the same library, into the typed form that "type" names: the way Go GeoJSON packages
	// such as paulmach/orb do it. The numbers are converted once, in that second step.
	Coordinates json.RawMessage `json:"coordinates"`
}

type (
	canadaPoint   [2]float64 // [longitude, latitude]
	canadaPolygon [][]canadaPoint
)

// canadaDecoded makes the typed parser: the feature, then its coordinates.
func canadaDecoded(unmarshal unmarshalFunc) lineParser {
	return func(line []byte) (int64, error) {
		_, sum, _, err := canadaDecodeFeature(unmarshal, line)
		return sum, err
	}
}

// canadaDecodeFeature decodes one line's feature and its coordinates; it returns the feature,
// its checksum (id + points) and the coordinates as polygons (see canadaDecodePoints).
func canadaDecodeFeature(unmarshal unmarshalFunc, line []byte) (canadaFeature, int64, []canadaPolygon, error) {
	var f canadaFeature
	if err := unmarshal(line, &f); err != nil {
		return f, 0, nil, err
	}
	if f.Properties.ID == nil {
		return f, 0, nil, errMissingOrNull("properties.id")
	}
	points, polygons, err := canadaDecodePoints(unmarshal, &f.Geometry)
	if err != nil {
		return f, 0, nil, inKey("geometry", err)
	}
	return f, *f.Properties.ID + points, polygons, nil
}

// canadaDecodePoints decodes the coordinates that g.Type names and counts their points; it
// also returns them as polygons (a Polygon's is the only one), for validation mode.
func canadaDecodePoints(unmarshal unmarshalFunc, g *canadaGeometry) (int64, []canadaPolygon, error) {
	if g.Coordinates == nil {
		return 0, nil, errMissingOrNull("coordinates")
	}
	var polygons []canadaPolygon
	switch g.Type {
	case "Polygon":
		polygons = make([]canadaPolygon, 1)
		if err := unmarshal(g.Coordinates, &polygons[0]); err != nil {
			return 0, nil, err
		}
	case "MultiPolygon":
		if err := unmarshal(g.Coordinates, &polygons); err != nil {
			return 0, nil, err
		}
	default:
		return 0, nil, fmt.Errorf("type %q is neither Polygon nor MultiPolygon", g.Type)
	}
	var points int64
	for _, p := range polygons {
		if p == nil {
			return 0, nil, errMissingOrNull("coordinates: a polygon")
		}
		for _, ring := range p {
			if ring == nil {
				return 0, nil, errMissingOrNull("coordinates: a ring")
			}
			points += int64(len(ring))
		}
	}
	return points, polygons, nil
}

// canadaChecksum walks a feature with an unstructured library.
func canadaChecksum[V any, T tree[V]](t T, root V) (int64, error) {
	var id, points int64
	var seen fieldSet
	err := t.object(root, func(key string, x V) error {
		switch key {
		case "properties":
			seen |= 1
			return inKey(key, t.object(x, func(key string, x V) error {
				if key != "id" {
					return t.skip(x)
				}
				var err error
				id, err = t.integer(x)
				seen |= 2
				return inKey(key, err)
			}))
		case "geometry":
			var err error
			points, err = canadaWalkGeometry(t, x)
			seen |= 4
			return inKey(key, err)
		}
		return t.skip(x)
	})
	if err == nil {
		err = seen.missing("properties", "properties.id", "geometry")
	}
	return id + points, err
}

// canadaCounts is what one walk over coordinates learns, before "type" may be known.
type canadaCounts struct {
	len2, len3       int64 // Σ len of the arrays at depth 2 and at depth 3 (coordinates is 1)
	arrays4, others4 bool  // whether elements at depth 4 were arrays, or anything else
}

func canadaWalkGeometry[V any, T tree[V]](t T, v V) (int64, error) {
	var typ string
	var c canadaCounts
	var seen fieldSet
	err := t.object(v, func(key string, x V) error {
		var err error
		switch key {
		case "type":
			typ, err = t.text(x)
			seen |= 1
		case "coordinates":
			err = canadaWalkCoordinates(t, x, 1, &c)
			seen |= 2
		default:
			return t.skip(x)
		}
		return inKey(key, err)
	})
	if err == nil {
		err = seen.missing("type", "coordinates")
	}
	if err != nil {
		return 0, err
	}
	// A Polygon's rings are at depth 2 and its numbers at depth 4; a MultiPolygon's rings
	// are at depth 3 and its points at depth 4.
	switch {
	case typ == "Polygon" && !c.arrays4:
		return c.len2, nil
	case typ == "MultiPolygon" && !c.others4:
		return c.len3, nil
	}
	return 0, fmt.Errorf("coordinates are not those of a %q", typ)
}

// canadaWalkCoordinates walks the array v at depth; arrays are required down to depth 3.
func canadaWalkCoordinates[V any, T tree[V]](t T, v V, depth int, c *canadaCounts) error {
	n, err := t.array(v, func(_ int, x V) error {
		if depth < 3 {
			return canadaWalkCoordinates(t, x, depth+1, c)
		}
		if t.isArray(x) {
			c.arrays4 = true
		} else {
			c.others4 = true
		}
		return t.skip(x)
	})
	switch depth {
	case 2:
		c.len2 += int64(n)
	case 3:
		c.len3 += int64(n)
	}
	return err
}
