//! The `umpire` binary as the tests run it: in English whatever the machine's language (the
//! environment's `LC_ALL`, `LC_MESSAGES` and `LANG` are left out), unless a test asks for a
//! language itself (`--lang fr`, or the variable set again on the command).

use std::process::Command;

/// A command running the `umpire` binary built for the tests, without the environment's
/// language.
pub fn umpire_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_umpire"));
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    command
}
