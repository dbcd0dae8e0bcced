//! Computes the JSONMark checksum of a JSON Lines file (docs/benchmarks.md), parsing every
//! line fully with the Rust JSON library chosen by a [`Variant`], for one [`Benchmark`].

mod canada;
mod citm;
mod data;
mod dom;
mod record;
mod twitter;

use std::fmt;
use std::hint::black_box;
use std::io::{self, BufRead, Write};

use serde::Serialize;
use serde::de::DeserializeOwned;
use simd_json::prelude::*;

pub use canada::Feature;
pub use citm::Event;
pub use record::{Coordinates, Record};
pub use twitter::Status;

/// The library (and style of parse) under test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// simd-json into a DOM (`BorrowedValue`), as the original JSONMark did.
    SimdJson,
    /// simd-json through its serde deserializer into the benchmark's typed record.
    SimdJsonTyped,
    /// serde_json into the benchmark's typed record.
    Serde,
    /// sonic-rs through its serde deserializer into the benchmark's typed record.
    Sonic,
}

impl Variant {
    /// Every variant, by the name used on the command line.
    pub const ALL: [(&'static str, Variant); 4] = [
        ("simd-json", Variant::SimdJson),
        ("simd-json-typed", Variant::SimdJsonTyped),
        ("serde", Variant::Serde),
        ("sonic", Variant::Sonic),
    ];

    /// The variant called `name` on the command line, if any.
    pub fn from_name(name: &str) -> Option<Variant> {
        Self::ALL.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }

    /// The command-line names of all variants, comma-separated.
    pub fn names() -> String {
        Self::ALL.map(|(n, _)| n).join(", ")
    }

    /// The protocol's `library: <name> <version>` lines of the libraries this variant uses,
    /// their versions as Cargo.lock pins them (build.rs).
    pub fn library_lines(self) -> Vec<String> {
        let simd_json = format!("library: simd-json {}", env!("JSONMARK_VERSION_SIMD_JSON"));
        let serde_json = format!(
            "library: serde_json {}",
            env!("JSONMARK_VERSION_SERDE_JSON")
        );
        let serde = format!("library: serde {}", env!("JSONMARK_VERSION_SERDE"));
        let sonic = format!("library: sonic-rs {}", env!("JSONMARK_VERSION_SONIC_RS"));
        match self {
            Variant::SimdJson => vec![simd_json],
            Variant::SimdJsonTyped => vec![simd_json, serde],
            Variant::Serde => vec![serde_json, serde],
            Variant::Sonic => vec![sonic, serde],
        }
    }
}

/// The shape of the records, and so the checksum (docs/benchmarks.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Benchmark {
    Simple1,
    Twitter1,
    Canada1,
    Citm1,
    /// Any JSON per line, the generic checksum (the user's own files).
    Data,
}

impl Benchmark {
    /// The environment variable the driver sets; unset means [`Benchmark::Simple1`].
    pub const ENV: &'static str = "JSONMARK_BENCHMARK";

    /// Every benchmark, by the driver's name for it.
    pub const ALL: [(&'static str, Benchmark); 5] = [
        ("Simple1Benchmark", Benchmark::Simple1),
        ("Twitter1Benchmark", Benchmark::Twitter1),
        ("Canada1Benchmark", Benchmark::Canada1),
        ("Citm1Benchmark", Benchmark::Citm1),
        ("Data", Benchmark::Data),
    ];

    /// The benchmark called `name` by the driver, if any.
    pub fn from_name(name: &str) -> Option<Benchmark> {
        Self::ALL.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
    }

    /// The names of all benchmarks, comma-separated.
    pub fn names() -> String {
        Self::ALL.map(|(n, _)| n).join(", ")
    }
}

/// A typed record: deserialized whole by serde, then asked for its part of the checksum.
pub trait Shape: DeserializeOwned + Serialize {
    /// This record's part of the checksum (i128: no overflow inside one record).
    fn checksum(&self) -> i128;
}

impl Shape for Record {
    fn checksum(&self) -> i128 {
        i128::from(self.integer_1) + i128::from(self.integer_2)
    }
}

impl Shape for Status {
    fn checksum(&self) -> i128 {
        Status::checksum(self)
    }
}

impl Shape for Feature {
    fn checksum(&self) -> i128 {
        Feature::checksum(self)
    }
}

impl Shape for Event {
    fn checksum(&self) -> i128 {
        Event::checksum(self)
    }
}

/// Why no checksum could be computed.
#[derive(Debug)]
pub enum Error {
    /// The input could not be read.
    Io(io::Error),
    /// Line `line` (1-based) is not valid JSON or not a valid record.
    Record {
        line: u64,
        library: &'static str,
        message: String,
    },
    /// The variant cannot run this benchmark, for the reason given.
    Unsupported(&'static str),
}

/// Why simd-json-typed does not read Data: it deserializes into the benchmarks' structs;
/// simd-json's untyped DOM is the simd-json variant.
pub const TYPED_DATA_UNSUPPORTED: &str = "simd-json-typed deserializes into the benchmarks' structs, \
    not arbitrary JSON; simd-json's DOM is the simd-json variant";

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Io(e) => write!(f, "read error: {e}"),
            Error::Record {
                line,
                library,
                message,
            } => {
                write!(f, "invalid record at line {line} ({library}): {message}")
            }
            Error::Unsupported(reason) => write!(f, "unsupported: {reason}"),
        }
    }
}

impl std::error::Error for Error {}

/// Parses every non-blank line of `reader` with `variant` as a record of `benchmark` and
/// returns the sum of their checksums, or the first error with its line number.
///
/// The benchmark and variant are matched here once; each arm is a loop monomorphized for
/// one record type, so nothing is dispatched per line.
pub fn checksum<R: BufRead>(
    benchmark: Benchmark,
    variant: Variant,
    reader: R,
) -> Result<i64, Error> {
    run(benchmark, variant, reader, None)
}

/// [`checksum`] in validation mode: every record, as parsed, is also written to `out` as one
/// line of JSON by the library's own writer (simd-json's `Writable` for its DOM, serde's
/// `Serialize` through `simd_json::serde::to_writer` or `serde_json::to_writer`).
pub fn validate<R: BufRead>(
    benchmark: Benchmark,
    variant: Variant,
    reader: R,
    out: &mut dyn Write,
) -> Result<i64, Error> {
    run(benchmark, variant, reader, Some(out))
}

fn run<R: BufRead>(
    benchmark: Benchmark,
    variant: Variant,
    reader: R,
    out: Option<&mut dyn Write>,
) -> Result<i64, Error> {
    use Benchmark::*;
    match variant {
        Variant::SimdJson => match benchmark {
            Simple1 => simd_json_dom(reader, out, true, dom::simple1),
            Twitter1 => simd_json_dom(reader, out, true, dom::twitter1),
            Canada1 => simd_json_dom(reader, out, true, dom::canada1),
            Citm1 => simd_json_dom(reader, out, true, dom::citm1),
            Data => simd_json_dom(reader, out, false, |value| Ok(data::simd_json(value))),
        },
        Variant::SimdJsonTyped => match benchmark {
            Simple1 => simd_json_typed::<Record, R>(reader, out),
            Twitter1 => simd_json_typed::<Status, R>(reader, out),
            Canada1 => simd_json_typed::<Feature, R>(reader, out),
            Citm1 => simd_json_typed::<Event, R>(reader, out),
            Data => Err(Error::Unsupported(TYPED_DATA_UNSUPPORTED)),
        },
        Variant::Serde => match benchmark {
            Simple1 => serde_json_typed::<Record, R>(reader, out),
            Twitter1 => serde_json_typed::<Status, R>(reader, out),
            Canada1 => serde_json_typed::<Feature, R>(reader, out),
            Citm1 => serde_json_typed::<Event, R>(reader, out),
            Data => serde_json_value(reader, out),
        },
        Variant::Sonic => match benchmark {
            Simple1 => sonic_typed::<Record, R>(reader, out),
            Twitter1 => sonic_typed::<Status, R>(reader, out),
            Canada1 => sonic_typed::<Feature, R>(reader, out),
            Citm1 => sonic_typed::<Event, R>(reader, out),
            Data => sonic_value(reader, out),
        },
    }
}

/// Writes one record and its newline to the validation output, if there is one.
fn write_record(
    out: &mut Option<&mut dyn Write>,
    write: impl FnOnce(&mut dyn Write) -> Result<(), String>,
) -> Result<(), String> {
    match out {
        None => Ok(()),
        Some(out) => write(&mut **out)
            .and_then(|()| out.write_all(b"\n").map_err(|e| e.to_string()))
            .map_err(|e| format!("cannot write the record back: {e}")),
    }
}

/// simd-json into a `BorrowedValue` per line (its buffers reused), then `read` takes the
/// checksum out of the tree; `object`: the line must be an object (every benchmark but Data).
fn simd_json_dom<R, F>(
    reader: R,
    mut out: Option<&mut dyn Write>,
    object: bool,
    read: F,
) -> Result<i64, Error>
where
    R: BufRead,
    F: Fn(&simd_json::BorrowedValue) -> Result<i128, String>,
{
    let mut buffers = simd_json::Buffers::new(LINE_CAPACITY);
    sum_lines(reader, "simd-json", |line| {
        let value = simd_json::to_borrowed_value_with_buffers(line, &mut buffers)
            .map_err(|e| e.to_string())?;
        if object && !value.is_object() {
            return Err(format!(
                "expected a JSON object, found {:?}",
                value.value_type()
            ));
        }
        let sum = read(&value)?;
        write_record(&mut out, |mut w| {
            value.write(&mut w).map_err(|e| e.to_string())
        })?;
        black_box(&value);
        Ok(sum)
    })
}

/// simd-json's serde deserializer into `T`, every field, per line.
fn simd_json_typed<T: Shape, R: BufRead>(
    reader: R,
    mut out: Option<&mut dyn Write>,
) -> Result<i64, Error> {
    let mut buffers = simd_json::Buffers::new(LINE_CAPACITY);
    sum_lines(reader, "simd-json", |line| {
        let record: T = simd_json::serde::from_slice_with_buffers(line, &mut buffers)
            .map_err(|e| e.to_string())?;
        write_record(&mut out, |w| {
            simd_json::serde::to_writer(w, &record).map_err(|e| e.to_string())
        })?;
        Ok(typed_checksum(&record))
    })
}

/// serde_json into `T`, every field, per line, the line checked to be UTF-8 first.
fn serde_json_typed<T: Shape, R: BufRead>(
    reader: R,
    mut out: Option<&mut dyn Write>,
) -> Result<i64, Error> {
    sum_lines(reader, "serde_json", |line| {
        // from_slice checks UTF-8 only in the strings it keeps, so invalid UTF-8 under a key
        // the struct does not have would pass; the whole line is checked first (std's check
        // is far faster than the parse, and from_str then skips serde_json's own).
        let text = std::str::from_utf8(line)
            .map_err(|e| format!("invalid UTF-8 at column {}", e.valid_up_to() + 1))?;
        let record: T = serde_json::from_str(text).map_err(serde_json_message)?;
        write_record(&mut out, |w| {
            serde_json::to_writer(w, &record).map_err(|e| e.to_string())
        })?;
        Ok(typed_checksum(&record))
    })
}

/// serde_json into its untyped `Value` per line (benchmark Data).
fn serde_json_value<R: BufRead>(reader: R, mut out: Option<&mut dyn Write>) -> Result<i64, Error> {
    sum_lines(reader, "serde_json", |line| {
        let value: serde_json::Value = serde_json::from_slice(line).map_err(serde_json_message)?;
        write_record(&mut out, |w| {
            serde_json::to_writer(w, &value).map_err(|e| e.to_string())
        })?;
        Ok(data::serde_json(black_box(&value)))
    })
}

/// sonic-rs into `T`, every field, per line. Its `from_slice` checks the whole line's UTF-8
/// (skipped values too), so the line is not checked first as for serde_json.
fn sonic_typed<T: Shape, R: BufRead>(
    reader: R,
    mut out: Option<&mut dyn Write>,
) -> Result<i64, Error> {
    sum_lines(reader, "sonic-rs", |line| {
        let record: T = sonic_rs::from_slice(line).map_err(|e| sonic_message(&e))?;
        write_record(&mut out, |w| sonic_write(w, &record))?;
        Ok(typed_checksum(&record))
    })
}

/// sonic-rs into its untyped `Value` per line (benchmark Data).
fn sonic_value<R: BufRead>(reader: R, mut out: Option<&mut dyn Write>) -> Result<i64, Error> {
    sum_lines(reader, "sonic-rs", |line| {
        let value: sonic_rs::Value = sonic_rs::from_slice(line).map_err(|e| sonic_message(&e))?;
        write_record(&mut out, |w| sonic_write(w, &value))?;
        Ok(data::sonic(black_box(&value)))
    })
}

/// Writes `value` with sonic-rs's serializer (into bytes first: its `to_writer` wants a
/// sized writer).
fn sonic_write<T: Serialize + ?Sized>(w: &mut dyn Write, value: &T) -> Result<(), String> {
    let bytes = sonic_rs::to_vec(value).map_err(|e| e.to_string())?;
    w.write_all(&bytes).map_err(|e| e.to_string())
}

/// sonic-rs's message on one line: its own message repeats the line with a caret under
/// the error, over several lines.
fn sonic_message(e: &sonic_rs::Error) -> String {
    e.to_string().lines().next().unwrap_or_default().to_owned()
}

/// The checksum of a record that has been fully parsed (and is kept alive until then).
fn typed_checksum<T: Shape>(record: &T) -> i128 {
    black_box(record).checksum()
}

/// A first guess at a line's length; buffers grow as needed and are reused across lines.
const LINE_CAPACITY: usize = 4096;

/// Reads `reader` line by line into one reused buffer, skips blank lines, and adds up what
/// `parse` returns for each other line.
fn sum_lines<R, F>(mut reader: R, library: &'static str, mut parse: F) -> Result<i64, Error>
where
    R: BufRead,
    F: FnMut(&mut [u8]) -> Result<i128, String>,
{
    let mut buf = Vec::with_capacity(LINE_CAPACITY);
    let mut line_number = 0u64;
    let mut sum = 0i64;
    loop {
        buf.clear();
        if reader.read_until(b'\n', &mut buf).map_err(Error::Io)? == 0 {
            return Ok(sum);
        }
        line_number += 1;
        let record_error = |message| Error::Record {
            line: line_number,
            library,
            message,
        };
        let line = buf.strip_suffix(b"\n").map_or(buf.len(), <[u8]>::len);
        let line = &mut buf[..line];
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let record = parse(line).map_err(record_error)?;
        sum = i64::try_from(record)
            .ok()
            .and_then(|record| sum.checked_add(record))
            .ok_or_else(|| record_error("checksum overflows a signed 64-bit integer".into()))?;
    }
}

/// serde_json's message with the position given by column only, since the line is ours.
fn serde_json_message(e: serde_json::Error) -> String {
    let text = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    match text.strip_suffix(&suffix) {
        Some(message) => format!("{message} at column {}", e.column()),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Negative ints, exponent and plain floats, escapes, other key order, CRLF, blank lines.
    const LINES: &str = concat!(
        r#"{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["apple","river","stone","quiet","moon"],"str":"The quick brown fox jumps.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}"#,
        "\n",
        r#"{"null":null,"coordinates":{"latitude":-3.5E-5,"longitude":1e2},"datetime":"2020-01-01T00:00:00Z","str":"Say \"hi\" \u00e9\\.","words":[],"bool":false,"float_2":-0.0,"float_1":7,"integer_2":-1000,"integer_1":-1000}"#,
        "\r\n",
        "\n",
        r#" { "integer_1" : 1000 , "integer_2" : 3 , "float_1" : 1.0E7 , "float_2" : -9.87654321E-300 , "bool" : true , "words" : [ "a" ] , "str" : "" , "datetime" : "" , "coordinates" : { "longitude" : 0 , "latitude" : 0.5 } , "null" : null } "#,
        "\n",
    );
    const LINES_SUM: i64 = -12 + 981 - 1000 - 1000 + 1000 + 3;

    fn run(variant: Variant, input: &str) -> Result<i64, Error> {
        checksum(Benchmark::Simple1, variant, input.as_bytes())
    }

    fn error_line(result: Result<i64, Error>) -> u64 {
        match result {
            Err(Error::Record { line, .. }) => line,
            other => panic!("expected a record error, got {other:?}"),
        }
    }

    #[test]
    fn every_variant_sums_fixed_lines_exactly() {
        for (name, variant) in Variant::ALL {
            assert_eq!(run(variant, LINES).unwrap(), LINES_SUM, "variant {name}");
        }
    }

    #[test]
    fn last_line_without_newline_is_counted() {
        for (name, variant) in Variant::ALL {
            assert_eq!(
                run(variant, LINES.trim_end()).unwrap(),
                LINES_SUM,
                "variant {name}"
            );
        }
    }

    #[test]
    fn empty_input_sums_to_zero() {
        for (_, variant) in Variant::ALL {
            assert_eq!(run(variant, "").unwrap(), 0);
            assert_eq!(run(variant, "\n\n").unwrap(), 0);
        }
    }

    #[test]
    fn invalid_json_reports_its_one_based_line_number() {
        let first = LINES.lines().next().unwrap();
        let input = format!("{first}\n\n{{\"integer_1\":1,\"integer_2\":\n{first}\n");
        for (name, variant) in Variant::ALL {
            assert_eq!(error_line(run(variant, &input)), 3, "variant {name}");
        }
    }

    #[test]
    fn invalid_value_deep_in_the_line_is_an_error() {
        let first = LINES.lines().next().unwrap();
        let broken = first.replace("\"latitude\":37.774929", "\"latitude\":37.77.4929");
        let input = format!("{first}\n{broken}\n");
        for (name, variant) in Variant::ALL {
            assert_eq!(error_line(run(variant, &input)), 2, "variant {name}");
        }
    }

    #[test]
    fn missing_integer_field_is_an_error() {
        let first = LINES.lines().next().unwrap();
        let input = first.replace("\"integer_2\":981,", "");
        for (name, variant) in Variant::ALL {
            assert_eq!(error_line(run(variant, &input)), 1, "variant {name}");
        }
    }

    /// One value that the checksum never reads (never `integer_1` or `integer_2`) made
    /// invalid JSON; (name, valid text in the first line, invalid replacement).
    const MALFORMED: [(&str, &str, &str); 15] = [
        (
            "unquoted string",
            r#""str":"The quick brown fox jumps.""#,
            r#""str":Week"#,
        ),
        (
            "single-quoted string",
            r#""str":"The quick brown fox jumps.""#,
            r#""str":'Week'"#,
        ),
        ("NaN", r#""float_1":-431.2376523422"#, r#""float_1":NaN"#),
        (
            "-Infinity",
            r#""float_1":-431.2376523422"#,
            r#""float_1":-Infinity"#,
        ),
        (
            "hex float",
            r#""float_1":-431.2376523422"#,
            r#""float_1":0x1p3"#,
        ),
        (
            "leading zero",
            r#""float_1":-431.2376523422"#,
            r#""float_1":01.5"#,
        ),
        (
            "plus sign",
            r#""float_1":-431.2376523422"#,
            r#""float_1":+1.5"#,
        ),
        (
            "trailing dot",
            r#""float_1":-431.2376523422"#,
            r#""float_1":1."#,
        ),
        ("unquoted word", r#"["apple","#, r#"[fact,"#),
        ("truncated null", r#""null":null"#, r#""null":nul"#),
        (
            "trailing comma in object",
            r#""null":null}"#,
            r#""null":null,}"#,
        ),
        ("trailing comma in array", r#""moon"]"#, r#""moon",]"#),
        ("invalid escape", r#""The quick"#, r#""The \x quick"#),
        (
            "raw control character",
            r#""The quick"#,
            "\"The \u{1} quick",
        ),
        ("comment", r#""null":null}"#, r#""null":null/*c*/}"#),
    ];

    #[test]
    fn invalid_json_in_a_value_the_checksum_does_not_read_is_an_error() {
        let first = LINES.lines().next().unwrap();
        for (what, valid, invalid) in MALFORMED {
            let broken = first.replacen(valid, invalid, 1);
            assert_ne!(broken, first, "{what}: {valid} is not in the line");
            let input = format!("{first}\n{broken}\n");
            for (name, variant) in Variant::ALL {
                assert_eq!(
                    error_line(run(variant, &input)),
                    2,
                    "variant {name} on {what}: {broken}"
                );
            }
        }
    }

    #[test]
    fn null_or_fractional_integer_is_an_error() {
        let first = LINES.lines().next().unwrap();
        for invalid in [
            r#""integer_1":null"#,
            r#""integer_1":1.5"#,
            r#""integer_1":"-12""#,
        ] {
            let input = first.replacen(r#""integer_1":-12"#, invalid, 1);
            assert_ne!(input, first);
            for (name, variant) in Variant::ALL {
                assert_eq!(
                    error_line(run(variant, &input)),
                    1,
                    "variant {name} on {invalid}"
                );
            }
        }
    }

    #[test]
    fn checksum_overflow_is_an_error_not_a_wrap() {
        let first = LINES.lines().next().unwrap();
        let huge = first.replace("\"integer_1\":-12", &format!("\"integer_1\":{}", i64::MAX));
        let input = format!("{first}\n{huge}\n");
        for (name, variant) in Variant::ALL {
            assert_eq!(error_line(run(variant, &input)), 2, "variant {name}");
        }
    }

    #[test]
    fn variant_names_round_trip() {
        for (name, variant) in Variant::ALL {
            assert_eq!(Variant::from_name(name), Some(variant));
        }
        assert_eq!(Variant::from_name("simdjson"), None);
    }
}
