//! The `umpire` program: parse the command line and hand it to [`umpire::cli`]; without a
//! subcommand, open the window ([`umpire::app::run`]), or, in a build without the `gui`
//! feature, say that there is none.

use std::process::ExitCode;
use umpire::i18n::args::CliOptionsAfterSubcommand;

fn main() -> ExitCode {
    // The language first: clap writes the help (and --help exits) while it parses.
    umpire::i18n::start(umpire::cli::lang_in_args(std::env::args_os()));
    let cli = umpire::cli::parse();
    umpire::i18n::start(cli.lang);
    if let Some(name) = cli.misplaced_subcommand() {
        let name = name.into();
        eprintln!("{}", CliOptionsAfterSubcommand { name }.text());
        return ExitCode::from(umpire::cli::EXIT_USAGE);
    }
    if cli.command.is_none() {
        return open_window(cli.file);
    }
    umpire::cli::run(cli)
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> ExitCode {
    #[cfg(feature = "profile-with-puffin")]
    let _profiler = serve_profile();
    match umpire::app::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("umpire: {e}");
            ExitCode::FAILURE
        }
    }
}

/// With the `profile-with-puffin` feature, the scopes of every frame go to `puffin_viewer` on
/// puffin's port for as long as the window is open.
#[cfg(feature = "profile-with-puffin")]
fn serve_profile() -> Option<puffin_http::Server> {
    use umpire::i18n::args::CliNoProfile;
    profiling::puffin::set_scopes_on(true);
    let address = format!("127.0.0.1:{}", puffin_http::DEFAULT_PORT);
    puffin_http::Server::new(&address)
        .inspect_err(|e| {
            let (address, error) = (address.as_str().into(), e.to_string().into());
            eprintln!("{}", CliNoProfile { address, error }.text());
        })
        .ok()
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("umpire: {}", umpire::cli::no_window());
    ExitCode::from(umpire::cli::EXIT_USAGE)
}
