//! The typed shape of one Twitter1Benchmark status (docs/benchmarks.md), for the typed variants.
//!
//! Every documented field is here with its nullability: `T|null` is `Option<T>`, a field that
//! is always `null` is `Option<()>` (any other value is an error), 64-bit ids are `u64`.
//! Counts are `i64`. Strings are owned, so every escape is decoded and every string copied.

use serde::{Deserialize, Deserializer, Serialize};

#[derive(Debug, Deserialize, Serialize)]
pub struct Status {
    pub metadata: Metadata,
    pub created_at: String,
    /// Above 2^53: `u64`, never a double.
    pub id: u64,
    pub id_str: String,
    pub text: String,
    pub source: String,
    pub truncated: bool,
    pub in_reply_to_status_id: Option<u64>,
    pub in_reply_to_status_id_str: Option<String>,
    pub in_reply_to_user_id: Option<u64>,
    pub in_reply_to_user_id_str: Option<String>,
    pub in_reply_to_screen_name: Option<String>,
    pub user: User,
    pub geo: Option<()>,
    pub coordinates: Option<()>,
    pub place: Option<()>,
    pub contributors: Option<()>,
    /// The checksum reads it, so the key is required (serde would take a missing `Option`
    /// as `None`; `deserialize_with` turns that default off); `null` is allowed.
    #[serde(deserialize_with = "required_option")]
    pub retweeted_status: Option<Box<Status>>,
    pub retweet_count: i64,
    pub favorite_count: i64,
    pub entities: Entities,
    pub favorited: bool,
    pub retweeted: bool,
    pub possibly_sensitive: Option<bool>,
    pub lang: String,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct Metadata {
    pub result_type: String,
    pub iso_language_code: String,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct User {
    pub id: u64,
    pub id_str: String,
    pub name: String,
    pub screen_name: String,
    pub location: String,
    pub description: String,
    pub url: Option<String>,
    pub entities: UserEntities,
    pub protected: bool,
    pub followers_count: i64,
    pub friends_count: i64,
    pub listed_count: i64,
    pub created_at: String,
    pub favourites_count: i64,
    pub utc_offset: Option<i64>,
    pub time_zone: Option<String>,
    pub geo_enabled: bool,
    pub verified: bool,
    pub statuses_count: i64,
    pub lang: String,
    pub profile_image_url_https: String,
    pub default_profile: bool,
    pub following: Option<bool>,
    pub notifications: Option<bool>,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct UserEntities {
    pub description: UserDescription,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct UserDescription {
    pub urls: Vec<Url>,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct Entities {
    pub hashtags: Vec<Hashtag>,
    pub symbols: Vec<Hashtag>,
    pub urls: Vec<Url>,
    pub user_mentions: Vec<Mention>,
}

/// `[int, int]`: exactly two integers, else an error.
pub type Indices = [i64; 2];

#[derive(Debug, Deserialize, Serialize)]
pub struct Hashtag {
    pub text: String,
    pub indices: Indices,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct Url {
    pub url: String,
    pub expanded_url: String,
    pub display_url: String,
    pub indices: Indices,
}

#[derive(Debug, Deserialize, Serialize)]
pub struct Mention {
    pub screen_name: String,
    pub name: String,
    pub id: u64,
    pub id_str: String,
    pub indices: Indices,
}

/// An `Option` whose key must be present (its value may be `null`).
fn required_option<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer)
}

impl Status {
    /// The benchmark's checksum of one status (i128: no overflow inside one record).
    pub fn checksum(&self) -> i128 {
        let mut sum = i128::from(self.retweet_count)
            + i128::from(self.favorite_count)
            + i128::from(self.user.followers_count)
            + self.entities.hashtags.len() as i128;
        for mention in &self.entities.user_mentions {
            sum += i128::from(mention.indices[0]);
        }
        if let Some(retweeted) = &self.retweeted_status {
            sum += i128::from(retweeted.user.friends_count);
        }
        sum
    }
}
