//! `jsonmark-rust VARIANT FILENAME`: prints the JSONMark checksum of a JSON Lines file, for
//! the benchmark named by `JSONMARK_BENCHMARK` (default `Simple1Benchmark`).

use std::env;
use std::ffi::OsString;
use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::Path;
use std::process::ExitCode;

use jsonmark_rust::{Benchmark, Error, Variant, checksum, validate};

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
    let validating = env::var_os("JSONMARK_VALIDATE").is_some_and(|v| v == "1");
    run(benchmark, variant, Path::new(&args[1]), validating)
}

/// Parses the file; in validation mode every record is written back to stdout first.
fn run(benchmark: Benchmark, variant: Variant, path: &Path, validating: bool) -> ExitCode {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) => {
            eprintln!("{PROGRAM}: cannot open {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    };
    let reader = BufReader::with_capacity(READ_BUFFER, file);
    let stdout = std::io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = if validating {
        validate(benchmark, variant, reader, &mut out)
    } else {
        checksum(benchmark, variant, reader)
    };
    match result {
        Ok(sum) => {
            if !validating {
                for line in variant.library_lines() {
                    let _ = writeln!(out, "{line}");
                }
            }
            match writeln!(out, "{sum}").and_then(|()| out.flush()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{PROGRAM}: cannot write to stdout: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(Error::Unsupported(reason)) => {
            let _ = writeln!(out, "unsupported: {reason}").and_then(|()| out.flush());
            ExitCode::from(3)
        }
        Err(e) => {
            let _ = out.flush();
            eprintln!("{PROGRAM}: {}: {e}", path.display());
            ExitCode::FAILURE
        }
    }
}
