//! Write every target's seeds: `seeds DIR` makes `DIR/TARGET/N` for each target, the inputs
//! `cargo afl fuzz -i DIR/TARGET` starts from.

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: seeds DIR");
        return ExitCode::from(2);
    };
    for (target, seeds) in umpire_afl::TARGETS {
        let folder = dir.join(target);
        let written = std::fs::create_dir_all(&folder).and_then(|()| {
            seeds()
                .iter()
                .enumerate()
                .try_for_each(|(i, seed)| std::fs::write(folder.join(i.to_string()), seed))
        });
        if let Err(e) = written {
            eprintln!("seeds: {}: {e}", folder.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
