//! Runs the real binary: exit codes, the checksum line, and the error line on stderr.

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Output};

const RECORD: &str = r#"{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["apple","river","stone","quiet","moon"],"str":"The quick brown fox jumps.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}"#;

/// Runs the binary with JSONMARK_BENCHMARK unset (Simple1Benchmark).
fn run(args: &[&str]) -> Output {
    run_benchmark(None, args)
}

fn run_benchmark(benchmark: Option<&str>, args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_jsonmark-rust"));
    command.args(args).env_remove("JSONMARK_BENCHMARK");
    if let Some(benchmark) = benchmark {
        command.env("JSONMARK_BENCHMARK", benchmark);
    }
    command.output().expect("the binary runs")
}

fn testdata(name: &str) -> String {
    format!("{}/../testdata/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A file alone in a new temporary folder; the caller removes it with [`remove`].
fn data_file(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("jsonmark-rust-{}-{name}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    fs::write(&path, contents).unwrap();
    path
}

fn remove(path: PathBuf) {
    fs::remove_dir_all(path.parent().unwrap()).unwrap();
}

#[test]
fn prints_the_checksum_as_the_last_line_for_both_targets() {
    let path = data_file("good.jsonl", &format!("{RECORD}\n{RECORD}\n"));
    for variant in ["simd-json", "serde", "simd-json-typed", "sonic"] {
        let out = run(&[variant, path.to_str().unwrap()]);
        assert!(out.status.success(), "{variant}: {out:?}");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(stdout.lines().last(), Some("1938"), "{variant}");
        assert!(
            stdout
                .lines()
                .rev()
                .skip(1)
                .all(|l| l.starts_with("library: ")),
            "{stdout}"
        );
    }
    remove(path);
}

#[test]
fn invalid_json_exits_1_naming_the_line() {
    let path = data_file(
        "bad.jsonl",
        &format!("{RECORD}\n{RECORD}\n{{\"integer_1\":\n"),
    );
    for variant in ["simd-json", "serde", "simd-json-typed", "sonic"] {
        let out = run(&[variant, path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1), "{variant}");
        assert!(out.stdout.is_empty(), "{variant}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("at line 3"), "{variant}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{variant}: {stderr}");
    }
    remove(path);
}

#[test]
fn missing_file_exits_1() {
    let out = run(&["serde", "/nonexistent/jsonmark/data.jsonl"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot open"));
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(&["simdjson", "x"]).status.code(), Some(2));
    assert_eq!(run(&["serde"]).status.code(), Some(2));
    assert_eq!(run(&[]).status.code(), Some(2));
}

#[test]
fn the_benchmark_comes_from_jsonmark_benchmark() {
    let sums = fs::read_to_string(testdata("checksums.txt")).unwrap();
    for line in sums.lines() {
        let (benchmark, sum) = line.split_once(' ').unwrap();
        let path = testdata(&format!("{benchmark}.jsonl"));
        for variant in ["simd-json", "serde", "simd-json-typed", "sonic"] {
            let out = run_benchmark(Some(benchmark), &[variant, &path]);
            if benchmark == "Data" && variant == "simd-json-typed" {
                assert_eq!(out.status.code(), Some(3), "{out:?}");
                continue;
            }
            assert!(out.status.success(), "{benchmark} {variant}: {out:?}");
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert_eq!(stdout.lines().last(), Some(sum), "{benchmark} {variant}");
        }
    }
    // Unset means Simple1Benchmark; a Twitter file is then invalid.
    let out = run(&["serde", &testdata("Twitter1Benchmark.jsonl")]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn an_unknown_benchmark_exits_2_naming_the_known_ones() {
    let path = testdata("Simple1Benchmark.jsonl");
    for benchmark in ["Twitter2Benchmark", "", "simple1benchmark"] {
        let out = run_benchmark(Some(benchmark), &["serde", &path]);
        assert_eq!(out.status.code(), Some(2), "{benchmark:?}");
        assert!(out.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        for known in [
            "Simple1Benchmark",
            "Twitter1Benchmark",
            "Canada1Benchmark",
            "Citm1Benchmark",
        ] {
            assert!(stderr.contains(known), "{stderr}");
        }
    }
}
