//! Checksums read from a simd-json DOM (`BorrowedValue`), one function per benchmark.
//!
//! The parse has already validated the whole line and converted every number and string
//! into the tree; these functions only read what the checksum needs, strictly: a missing
//! key, a `null`, a fraction or a string where an integer is needed is an error.

use simd_json::BorrowedValue as Value;
use simd_json::prelude::*;

type Result<T> = std::result::Result<T, String>;

/// Member `key` of `value`, which must be an object.
fn get<'v, 'a>(value: &'v Value<'a>, key: &str) -> Result<&'v Value<'a>> {
    let Some(object) = value.as_object() else {
        return Err(format!(
            "expected an object with `{key}`, found {:?}",
            value.value_type()
        ));
    };
    object
        .get(key)
        .ok_or_else(|| format!("missing field `{key}`"))
}

/// `value` as a 64-bit integer; `what` names it in the error.
fn int(value: &Value, what: &str) -> Result<i128> {
    value.as_i64().map(i128::from).ok_or_else(|| {
        format!(
            "`{what}` is not a 64-bit integer: {:?} {value}",
            value.value_type()
        )
    })
}

/// Member `key` of `value`, as an integer.
fn int_field(value: &Value, key: &str) -> Result<i128> {
    int(get(value, key)?, key)
}

/// Member `key` of `value`, as an array.
fn array_field<'v, 'a>(value: &'v Value<'a>, key: &str) -> Result<&'v [Value<'a>]> {
    let member = get(value, key)?;
    member
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| format!("`{key}` is not an array: {:?}", member.value_type()))
}

pub fn simple1(doc: &Value) -> Result<i128> {
    Ok(int_field(doc, "integer_1")? + int_field(doc, "integer_2")?)
}

pub fn twitter1(status: &Value) -> Result<i128> {
    let mut sum = int_field(status, "retweet_count")?
        + int_field(status, "favorite_count")?
        + int_field(get(status, "user")?, "followers_count")?;
    let entities = get(status, "entities")?;
    sum += array_field(entities, "hashtags")?.len() as i128;
    for mention in array_field(entities, "user_mentions")? {
        let indices = array_field(mention, "indices")?;
        let first = indices.first().ok_or("`indices` is empty")?;
        sum += int(first, "indices[0]")?;
    }
    let retweeted = get(status, "retweeted_status")?;
    if !retweeted.is_null() {
        sum += int_field(get(retweeted, "user")?, "friends_count")?;
    }
    Ok(sum)
}

pub fn canada1(feature: &Value) -> Result<i128> {
    let id = int_field(get(feature, "properties")?, "id")?;
    let geometry = get(feature, "geometry")?;
    // The points of a polygon's rings. Each must be `[number, number]`, as in the typed
    // variants, so that a Polygon nested like a MultiPolygon is an error, not a count.
    let rings = |polygon: &Value| -> Result<i128> {
        let Some(rings) = polygon.as_array() else {
            return Err(format!(
                "a polygon is not an array: {:?}",
                polygon.value_type()
            ));
        };
        let mut points = 0i128;
        for ring in rings {
            let Some(ring) = ring.as_array() else {
                return Err(format!("a ring is not an array: {:?}", ring.value_type()));
            };
            for point in ring {
                match point.as_array().map(Vec::as_slice) {
                    Some([longitude, latitude])
                        if longitude.is_number() && latitude.is_number() => {}
                    _ => return Err(format!("a point is not [longitude, latitude]: {point}")),
                }
            }
            points += ring.len() as i128;
        }
        Ok(points)
    };
    let coordinates = get(geometry, "coordinates")?;
    let points = match get(geometry, "type")?.as_str() {
        Some("Polygon") => rings(coordinates)?,
        Some("MultiPolygon") => array_field(geometry, "coordinates")?
            .iter()
            .try_fold(0i128, |points, polygon| {
                Ok::<_, String>(points + rings(polygon)?)
            })?,
        other => return Err(format!("unknown geometry type {other:?}")),
    };
    Ok(id + points)
}

pub fn citm1(event: &Value) -> Result<i128> {
    let mut sum = array_field(event, "topicIds")?.len() as i128;
    let areas = get(event, "areaNames")?;
    sum += areas
        .as_object()
        .ok_or_else(|| format!("`areaNames` is not an object: {:?}", areas.value_type()))?
        .len() as i128;
    for performance in array_field(event, "performances")? {
        for price in array_field(performance, "prices")? {
            sum += int_field(price, "amount")?;
        }
        for category in array_field(performance, "seatCategories")? {
            sum += array_field(category, "areas")?.len() as i128;
        }
    }
    Ok(sum)
}
