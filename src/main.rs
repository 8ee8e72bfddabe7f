//! The `umpire` program: parse the command line and hand it to [`umpire::cli`]; without a
//! subcommand, open the window ([`umpire::app::run`]).

use clap::Parser;

fn main() -> std::process::ExitCode {
    let cli = umpire::cli::Cli::parse();
    if cli.command.is_none() {
        return match umpire::app::run(cli.file) {
            Ok(()) => std::process::ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("umpire: {e}");
                std::process::ExitCode::FAILURE
            }
        };
    }
    umpire::cli::run(cli)
}
