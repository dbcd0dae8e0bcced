//! `jsonmark-rust VARIANT FILENAME`: prints the JSONMark checksum of a JSON Lines file, for
//! the benchmark named by `JSONMARK_BENCHMARK` (default `Simple1Benchmark`).

use std::env;
use std::ffi::OsString;
use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::process::ExitCode;

use jsonmark_rust::{Benchmark, Variant, checksum};

const PROGRAM: &str = "jsonmark-rust";

/// Large enough that reading costs few system calls on a ~330 MB file.
const READ_BUFFER: usize = 1 << 20;

fn main() -> ExitCode {
    let args: Vec<OsString> = env::args_os().skip(1).collect();
    let usage = format!(
        "usage: [{}=BENCHMARK] {PROGRAM} VARIANT FILENAME (VARIANT: {}; BENCHMARK: {}, default {})",
        Benchmark::ENV,
        Variant::names(),
        Benchmark::names(),
        Benchmark::ALL[0].0
    );
    if args.len() == 1 && (args[0] == "-h" || args[0] == "--help") {
        println!("{usage}");
        return ExitCode::SUCCESS;
    }
    if args.len() != 2 {
        eprintln!(
            "{PROGRAM}: expected 2 arguments, got {}; {usage}",
            args.len()
        );
        return ExitCode::from(2);
    }
    let Some(variant) = args[0].to_str().and_then(Variant::from_name) else {
        eprintln!(
            "{PROGRAM}: unknown variant '{}'; expected one of: {}",
            args[0].to_string_lossy(),
            Variant::names()
        );
        return ExitCode::from(2);
    };
    // Read once here: the library matches on it once, never per line.
    let benchmark = match env::var_os(Benchmark::ENV) {
        None => Benchmark::Simple1,
        Some(name) => match name.to_str().and_then(Benchmark::from_name) {
            Some(benchmark) => benchmark,
            None => {
                eprintln!(
                    "{PROGRAM}: unknown benchmark '{}' in {}; known benchmarks: {}",
                    name.to_string_lossy(),
                    Benchmark::ENV,
                    Benchmark::names()
                );
                return ExitCode::from(2);
            }
        },
    };
    if env::var("LOG_LEVEL").is_ok_and(|level| level.eq_ignore_ascii_case("DEBUG")) {
        eprintln!(
            "{PROGRAM}: simd-json implementation: {}",
            simd_json::Deserializer::algorithm()
        );
    }
    run(benchmark, variant, Path::new(&args[1]))
}

fn run(benchmark: Benchmark, variant: Variant, path: &Path) -> ExitCode {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) => {
            eprintln!("{PROGRAM}: cannot open {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    match checksum(
        benchmark,
        variant,
        BufReader::with_capacity(READ_BUFFER, file),
    ) {
        Ok(sum) => {
            println!("{sum}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{PROGRAM}: {}: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}
