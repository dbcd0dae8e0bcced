//! Benchmark Data: any JSON value per line and its generic checksum (docs/benchmarks.md):
//! 1·objects + 2·arrays + 3·members + 5·strings + 7·numbers + 11·trues + 13·falses
//! + 17·nulls + 19·code points of every string value and every key. A stack, not recursion,
//! so any depth the parser accepted is counted.

use simd_json::{BorrowedValue, StaticNode};

/// The generic checksum of one value that simd-json parsed into its DOM.
pub fn simd_json(root: &BorrowedValue) -> i128 {
    let mut sum = 0i128;
    let mut stack = vec![root];
    while let Some(value) = stack.pop() {
        sum += match value {
            BorrowedValue::Object(object) => {
                for (key, member) in object.iter() {
                    sum += 3 + 19 * key.chars().count() as i128;
                    stack.push(member);
                }
                1
            }
            BorrowedValue::Array(array) => {
                stack.extend(array.iter());
                2
            }
            BorrowedValue::String(text) => 5 + 19 * text.chars().count() as i128,
            BorrowedValue::Static(StaticNode::Bool(true)) => 11,
            BorrowedValue::Static(StaticNode::Bool(false)) => 13,
            BorrowedValue::Static(StaticNode::Null) => 17,
            BorrowedValue::Static(_) => 7,
        };
    }
    sum
}

/// The generic checksum of one value that serde_json parsed into its `Value`.
pub fn serde_json(root: &serde_json::Value) -> i128 {
    use serde_json::Value;
    let mut sum = 0i128;
    let mut stack = vec![root];
    while let Some(value) = stack.pop() {
        sum += match value {
            Value::Object(object) => {
                for (key, member) in object {
                    sum += 3 + 19 * key.chars().count() as i128;
                    stack.push(member);
                }
                1
            }
            Value::Array(array) => {
                stack.extend(array.iter());
                2
            }
            Value::String(text) => 5 + 19 * text.chars().count() as i128,
            Value::Bool(true) => 11,
            Value::Bool(false) => 13,
            Value::Null => 17,
            Value::Number(_) => 7,
        };
    }
    sum
}

/// The generic checksum of one value that sonic-rs parsed into its `Value`.
pub fn sonic(root: &sonic_rs::Value) -> i128 {
    use sonic_rs::{JsonContainerTrait, JsonType, JsonValueTrait};
    let mut sum = 0i128;
    let mut stack = vec![root];
    while let Some(value) = stack.pop() {
        sum += match value.get_type() {
            JsonType::Object => {
                for (key, member) in value.as_object().into_iter().flat_map(|o| o.iter()) {
                    sum += 3 + 19 * key.chars().count() as i128;
                    stack.push(member);
                }
                1
            }
            JsonType::Array => {
                stack.extend(value.as_array().into_iter().flat_map(|a| a.iter()));
                2
            }
            JsonType::String => 5 + 19 * value.as_str().unwrap_or_default().chars().count() as i128,
            JsonType::Boolean if value.is_true() => 11,
            JsonType::Boolean => 13,
            JsonType::Null => 17,
            JsonType::Number => 7,
        };
    }
    sum
}
