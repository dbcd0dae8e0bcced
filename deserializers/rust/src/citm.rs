//! The typed shape of one Citm1Benchmark event (docs/benchmarks.md).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    pub id: i64,
    pub name: String,
    pub description: Option<String>,
    pub sub_title: Option<String>,
    pub logo: Option<String>,
    pub subject_code: Option<()>,
    pub topic_ids: Vec<i64>,
    pub sub_topic_ids: Vec<i64>,
    pub performances: Vec<Performance>,
    /// Numeric-string keys kept as strings (they are JSON keys, not numbers). A BTreeMap:
    /// the maps hold a handful of members, where hashing costs more than comparing.
    pub area_names: BTreeMap<String, String>,
    pub seat_category_names: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Performance {
    pub id: i64,
    pub event_id: i64,
    pub name: Option<String>,
    pub description: Option<()>,
    pub logo: Option<String>,
    /// Milliseconds since 1970 (int53).
    pub start: i64,
    pub seat_categories: Vec<SeatCategory>,
    pub prices: Vec<Price>,
    pub seat_map_image: Option<String>,
    pub venue_code: String,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatCategory {
    pub seat_category_id: i64,
    pub areas: Vec<Area>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Area {
    pub area_id: i64,
    pub block_ids: Vec<i64>,
}

#[derive(Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Price {
    pub amount: i64,
    pub audience_sub_category_id: i64,
    pub seat_category_id: i64,
}

impl Event {
    /// `len(topicIds) + len(areaNames)` plus, per performance, its price amounts and the
    /// number of areas of each seat category.
    pub fn checksum(&self) -> i128 {
        let mut sum = self.topic_ids.len() as i128 + self.area_names.len() as i128;
        for performance in &self.performances {
            for price in &performance.prices {
                sum += i128::from(price.amount);
            }
            for category in &performance.seat_categories {
                sum += category.areas.len() as i128;
            }
        }
        sum
    }
}
