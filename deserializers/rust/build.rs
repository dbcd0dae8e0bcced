//! Passes the versions of the JSON libraries, as Cargo.lock pins them, to the program
//! (`env!("JSONMARK_VERSION_SIMD_JSON")`, ...) for its `library:` lines: read from the lock
//! file the binary is built from, never typed in by hand.

use std::fs;

fn main() {
    println!("cargo:rerun-if-changed=Cargo.lock");
    let lock = fs::read_to_string("Cargo.lock").expect("Cargo.lock is next to Cargo.toml");
    for (name, variable) in [
        ("simd-json", "JSONMARK_VERSION_SIMD_JSON"),
        ("serde_json", "JSONMARK_VERSION_SERDE_JSON"),
        ("serde", "JSONMARK_VERSION_SERDE"),
        ("sonic-rs", "JSONMARK_VERSION_SONIC_RS"),
    ] {
        let version = lock
            .split("[[package]]")
            .find_map(|package| {
                let mut fields = package.lines().map(str::trim);
                (fields.next() == Some("")
                    && fields.next() == Some(format!("name = \"{name}\"").as_str()))
                .then(|| fields.next())
                .flatten()
                .and_then(|line| line.strip_prefix("version = \""))
                .and_then(|rest| rest.strip_suffix('"'))
                .map(str::to_owned)
            })
            .unwrap_or_else(|| panic!("{name} is not in Cargo.lock"));
        println!("cargo:rustc-env={variable}={version}");
    }
}
