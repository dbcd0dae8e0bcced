//! The typed shape of one Canada1Benchmark GeoJSON feature (docs/benchmarks.md).

use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, Serialize)]
pub struct Feature {
    /// Always `"Feature"`.
    #[serde(rename = "type")]
    pub kind: String,
    pub properties: Properties,
    pub geometry: Geometry,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct Properties {
    pub name: String,
    pub id: i64,
}

/// `[longitude, latitude]`: exactly two numbers, else an error.
pub type Point = [f64; 2];
pub type Ring = Vec<Point>;

/// The geometry, chosen by its `"type"` member.
///
/// Adjacently tagged (`tag` + `content`) rather than internally tagged or untagged: serde
/// buffers every number of an internally tagged or untagged enum into its generic `Content`
/// tree before building the variant (hundreds of points per feature, twice the work), while
/// an adjacently tagged enum deserializes `coordinates` straight into the variant when
/// `"type"` comes first, as the generator writes it, and still accepts the other order
/// (buffered). Any other geometry type is an error.
#[derive(Debug, Deserialize, Serialize)]
#[serde(tag = "type", content = "coordinates")]
pub enum Geometry {
    Polygon(Vec<Ring>),
    MultiPolygon(Vec<Vec<Ring>>),
}

impl Feature {
    /// `properties.id` plus the number of points in all rings.
    pub fn checksum(&self) -> i128 {
        let rings = |polygon: &Vec<Ring>| polygon.iter().map(|r| r.len() as i128).sum::<i128>();
        let points = match &self.geometry {
            Geometry::Polygon(polygon) => rings(polygon),
            Geometry::MultiPolygon(polygons) => polygons.iter().map(rings).sum(),
        };
        i128::from(self.properties.id) + points
    }
}
