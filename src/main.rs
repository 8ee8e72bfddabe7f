//! The `umpire` program: parse the command line and hand it to [`umpire::cli`]; without a
//! subcommand, open the window ([`umpire::app::run`]), or, in a build without the `gui`
//! feature, say that there is none.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = umpire::cli::Cli::parse();
    if cli.command.is_none() {
        return open_window(cli.file);
    }
    umpire::cli::run(cli)
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    match umpire::app::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("umpire: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("umpire: {}", umpire::cli::NO_WINDOW);
    ExitCode::from(umpire::cli::EXIT_USAGE)
}
