//! `umpire record`: the battle record turn by turn, as CSV or JSON, for one audience.

use super::args::{RecordArgs, RecordFormat};
use super::output::load;
use super::{EXIT_INVALID, EXIT_OK};
use crate::record::{BattleRecord, Projection};
use std::io::Write;

/// `umpire record FILE [--format csv|json] [--audience umpire|a|b|public]`.
pub(super) fn record(args: &RecordArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let (origin, s) = match load(&args.file) {
        Ok(x) => x,
        Err(e) => {
            let _ = writeln!(err, "{e}");
            return EXIT_INVALID;
        }
    };
    let Some(audience) = super::player_copy::audience_of(&origin, &s, args.audience, err) else {
        return EXIT_INVALID;
    };
    let record = BattleRecord::build(&s);
    let view = Projection::new(&s, &record, audience);
    match args.format {
        RecordFormat::Csv => {
            let _ = write!(out, "{}", crate::record::export::csv(&view));
        }
        RecordFormat::Json => {
            match serde_json::to_string_pretty(&crate::record::export::json(&view)) {
                Ok(text) => {
                    let _ = writeln!(out, "{text}");
                }
                Err(e) => {
                    let error = e.to_string();
                    let _ = writeln!(
                        err,
                        "{}",
                        crate::i18n::tr!(CliCannotWriteJson, error = error)
                    );
                    return EXIT_INVALID;
                }
            }
        }
    }
    EXIT_OK
}
