//! Runs the real binary: exit codes, the checksum line, and the error line on stderr.

use std::fs;
use std::path::PathBuf;
use std::process::{Command, Output};

const RECORD: &str = r#"{"integer_1":-12,"integer_2":981,"float_1":-431.2376523422,"float_2":1.2E-4,"bool":true,"words":["apple","river","stone","quiet","moon"],"str":"The quick brown fox jumps.","datetime":"2013-07-06T19:04:23Z","coordinates":{"longitude":-122.419416,"latitude":37.774929},"null":null}"#;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jsonmark-rust"))
        .args(args)
        .output()
        .expect("the binary runs")
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
    for variant in ["simd-json", "serde", "simd-json-typed"] {
        let out = run(&[variant, path.to_str().unwrap()]);
        assert!(out.status.success(), "{variant}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), "1938\n", "{variant}");
    }
    remove(path);
}

#[test]
fn invalid_json_exits_1_naming_the_line() {
    let path = data_file(
        "bad.jsonl",
        &format!("{RECORD}\n{RECORD}\n{{\"integer_1\":\n"),
    );
    for variant in ["simd-json", "serde", "simd-json-typed"] {
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
