//! Every variant on the shared sample files of every benchmark (deserializers/testdata), and
//! the strictness rules of docs/benchmarks.md on records of each shape.

use std::fs;
use std::path::PathBuf;

use jsonmark_rust::{Benchmark, Error, Variant, checksum};

fn testdata(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../testdata")
        .join(name)
}

/// The sample file of `benchmark` and the checksum testdata/checksums.txt gives for it.
fn sample(benchmark: &str) -> (String, i64) {
    let text = fs::read_to_string(testdata(&format!("{benchmark}.jsonl"))).unwrap();
    let sums = fs::read_to_string(testdata("checksums.txt")).unwrap();
    let sum = sums
        .lines()
        .find_map(|line| line.strip_prefix(benchmark)?.strip_prefix(' '))
        .unwrap_or_else(|| panic!("{benchmark} is not in checksums.txt"))
        .parse()
        .unwrap();
    (text, sum)
}

fn run(benchmark: Benchmark, variant: Variant, input: &str) -> Result<i64, Error> {
    checksum(benchmark, variant, input.as_bytes())
}

#[test]
fn every_variant_gives_the_sample_checksum_of_every_benchmark() {
    for (benchmark_name, benchmark) in Benchmark::ALL {
        let (text, want) = sample(benchmark_name);
        assert!(
            text.lines().count() >= 8,
            "{benchmark_name}: sample too small"
        );
        for (name, variant) in Variant::ALL {
            if benchmark == Benchmark::Data && variant == Variant::SimdJsonTyped {
                assert!(matches!(
                    run(benchmark, variant, &text),
                    Err(Error::Unsupported(_))
                ));
                continue;
            }
            assert_eq!(
                run(benchmark, variant, &text).unwrap(),
                want,
                "{benchmark_name}, variant {name}"
            );
        }
    }
}

#[test]
fn a_record_of_another_benchmark_is_an_error() {
    let (twitter, _) = sample("Twitter1Benchmark");
    for (name, variant) in Variant::ALL {
        assert!(
            run(Benchmark::Canada1, variant, &twitter).is_err(),
            "variant {name}"
        );
        assert!(
            run(Benchmark::Simple1, variant, &twitter).is_err(),
            "variant {name}"
        );
    }
}

/// (benchmark, what, valid text in the first line of the sample, replacement, which
/// occurrence to replace, from 0). `"k":` → `"k":null,"x":` makes `k` null and its old
/// value that of an extra key `x`, which every variant accepts, so only the null can be
/// rejected. The first Twitter status holds a retweeted status, which comes before its own
/// `retweet_count`, `favorite_count` and `entities` (so those are occurrence 1) and after
/// its `user` (so the retweeted user's `friends_count` is occurrence 1).
const BROKEN: &[(&str, &str, &str, &str, usize)] = &[
    // Invalid JSON in values the checksum does not read.
    (
        "Twitter1Benchmark",
        "invalid escape in text",
        r#""text":""#,
        r#""text":"\q"#,
        0,
    ),
    (
        "Twitter1Benchmark",
        "raw control character in text",
        r#""text":""#,
        "\"text\":\"\u{1}",
        0,
    ),
    (
        "Twitter1Benchmark",
        "unquoted lang",
        r#""lang":"fr""#,
        r#""lang":fr"#,
        0,
    ),
    (
        "Twitter1Benchmark",
        "truncated false",
        r#""truncated":false"#,
        r#""truncated":fals"#,
        0,
    ),
    (
        "Twitter1Benchmark",
        "leading zero in id",
        r#""id":576460752303423488"#,
        r#""id":0576460752303423488"#,
        0,
    ),
    (
        "Canada1Benchmark",
        "leading zero in a coordinate",
        "[[[[-59.9999,",
        "[[[[01.5,",
        0,
    ),
    (
        "Canada1Benchmark",
        "NaN coordinate",
        "[[[[-59.9999,",
        "[[[[NaN,",
        0,
    ),
    (
        "Canada1Benchmark",
        "unquoted name",
        r#""name":"Canada""#,
        r#""name":Canada"#,
        0,
    ),
    (
        "Canada1Benchmark",
        "trailing comma in a ring",
        "]],[[",
        ",]],[[",
        0,
    ),
    (
        "Citm1Benchmark",
        "unquoted name",
        r#""name":"30th Anniversary Tour""#,
        r#""name":30th Anniversary Tour"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "single-quoted venueCode",
        r#""venueCode":"PLEYEL_PLEYEL""#,
        r#""venueCode":'PLEYEL_PLEYEL'"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "trailing comma in blockIds",
        r#""blockIds":[1,2]"#,
        r#""blockIds":[1,2,]"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "comment after subjectCode",
        r#""subjectCode":null"#,
        r#""subjectCode":null/**/"#,
        0,
    ),
    // A value the checksum needs: null, missing, fractional or of the wrong type.
    (
        "Twitter1Benchmark",
        "retweet_count null",
        r#""retweet_count":"#,
        r#""retweet_count":null,"x":"#,
        1,
    ),
    (
        "Twitter1Benchmark",
        "favorite_count fractional",
        r#""favorite_count":"#,
        r#""favorite_count":1.5,"x":"#,
        1,
    ),
    (
        "Twitter1Benchmark",
        "followers_count quoted",
        r#""followers_count":"#,
        r#""followers_count":"1","x":"#,
        0,
    ),
    (
        "Twitter1Benchmark",
        "retweeted_status missing",
        r#""retweeted_status":"#,
        r#""x":"#,
        0,
    ),
    (
        "Twitter1Benchmark",
        "user_mentions missing",
        r#""user_mentions":"#,
        r#""x":"#,
        1,
    ),
    (
        "Twitter1Benchmark",
        "friends_count of the retweeted user null",
        r#""friends_count":"#,
        r#""friends_count":null,"x":"#,
        1,
    ),
    (
        "Canada1Benchmark",
        "properties.id null",
        r#""id":"#,
        r#""id":null,"x":"#,
        0,
    ),
    (
        "Canada1Benchmark",
        "unknown geometry type",
        r#""MultiPolygon""#,
        r#""Point""#,
        0,
    ),
    (
        "Canada1Benchmark",
        "Polygon nested like a MultiPolygon",
        r#""MultiPolygon""#,
        r#""Polygon""#,
        0,
    ),
    (
        "Canada1Benchmark",
        "a point of three numbers",
        "[[[[-59.9999,",
        "[[[[1,2,3],[-59.9999,",
        0,
    ),
    (
        "Canada1Benchmark",
        "an empty point",
        "[[[[-59.9999,",
        "[[[[],[-59.9999,",
        0,
    ),
    (
        "Canada1Benchmark",
        "a point with a string",
        "[[[[-59.9999,",
        r#"[[[[1,"2"],[-59.9999,"#,
        0,
    ),
    (
        "Canada1Benchmark",
        "coordinates missing",
        r#""coordinates":"#,
        r#""x":"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "amount null",
        r#""amount":"#,
        r#""amount":null,"x":"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "amount fractional",
        r#""amount":"#,
        r#""amount":9.5,"x":"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "areaNames missing",
        r#""areaNames":"#,
        r#""x":"#,
        0,
    ),
    (
        "Citm1Benchmark",
        "topicIds null",
        r#""topicIds":"#,
        r#""topicIds":null,"x":"#,
        0,
    ),
];

#[test]
fn a_broken_or_null_value_in_a_record_is_an_error_naming_its_line() {
    for &(benchmark_name, what, valid, invalid, nth) in BROKEN {
        let benchmark = Benchmark::from_name(benchmark_name).unwrap();
        let (text, _) = sample(benchmark_name);
        let first = text.lines().next().unwrap();
        let Some((at, _)) = first.match_indices(valid).nth(nth) else {
            panic!("{what}: {valid} is not {nth} times in the first line");
        };
        let broken = format!("{}{invalid}{}", &first[..at], &first[at + valid.len()..]);
        let input = format!("{first}\n{broken}\n{first}\n");
        for (name, variant) in Variant::ALL {
            match run(benchmark, variant, &input) {
                Err(Error::Record { line: 2, .. }) => {}
                other => panic!("{benchmark_name}, variant {name}, {what}: got {other:?}"),
            }
        }
    }
}
