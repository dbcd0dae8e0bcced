//! The typed shape of one Simple1Benchmark record, shared by the typed variants.

use serde::{Deserialize, Serialize};

/// One record with all ten fields; strings are owned, so escapes are decoded and copied.
#[derive(Debug, Deserialize, Serialize)]
pub struct Record {
    pub integer_1: i64,
    pub integer_2: i64,
    pub float_1: f64,
    pub float_2: f64,
    pub bool: bool,
    pub words: Vec<String>,
    pub str: String,
    pub datetime: String,
    pub coordinates: Coordinates,
    /// Always `null` in the data; any other value is an error, a missing key is `None`.
    pub null: Option<()>,
}

/// The nested `coordinates` object.
#[derive(Debug, Deserialize, Serialize)]
pub struct Coordinates {
    pub longitude: f64,
    pub latitude: f64,
}
