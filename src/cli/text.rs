//! `umpire compute` as text: per system its name, whether it applies, headline, why, level, flags,
//! a table of figures and the numbered steps.

use super::output::{at_place, side_name};
use crate::i18n::tr;
use crate::model::Scenario;
use crate::systems::{self, Judgement, Verdict, VictorySystem};
use std::io::Write;

/// The verdicts of one scenario as text: per system its name, whether it applies (and what is
/// missing), headline, level, flags, figures and numbered steps.
pub fn print_text(
    out: &mut dyn Write,
    origin: &str,
    s: &Scenario,
    results: &[(&'static dyn VictorySystem, Judgement)],
) {
    let _ = write!(out, "{}", text_report(origin, s, results));
}

/// [`print_text`] as a string.
pub fn text_report(
    origin: &str,
    s: &Scenario,
    results: &[(&'static dyn VictorySystem, Judgement)],
) -> String {
    use std::fmt::Write as _;
    let mut o = String::new();
    let title = if s.date.is_empty() || s.title.contains(&s.date) {
        s.title.clone()
    } else {
        format!("{}, {}", s.title, s.date)
    };
    let _ = writeln!(o, "{title}  ({origin})");
    let (a, b) = (s.sides[0].name.as_str(), s.sides[1].name.as_str());
    let _ = writeln!(o, "{}", tr!(CliSides, a = a, b = b));
    for (sys, j) in results {
        let _ = writeln!(o);
        let _ = writeln!(o, "== {} [{}]", sys.name(), sys.id());
        match j {
            Judgement::NotApplicable { missing } => {
                let _ = writeln!(o, "   {}", tr!(CliNotApplicableLacks));
                write_missing(&mut o, s, missing);
            }
            Judgement::Invalid { problems } => {
                let _ = writeln!(o, "   {}", tr!(CliNotApplicableInvalid));
                write_missing(&mut o, s, problems);
            }
            Judgement::Withheld { reason } => {
                let _ = writeln!(o, "   {reason}");
            }
            Judgement::Verdict(v) => write_verdict(&mut o, s, v),
        }
    }
    o
}

/// A verdict: headline, why, level and winner, then its flags, figures and numbered steps.
fn write_verdict(o: &mut String, s: &Scenario, v: &Verdict) {
    use std::fmt::Write as _;
    let _ = writeln!(o, "   {}", v.headline);
    let _ = writeln!(o, "   {}", tr!(CliWhy, reason = v.reason.as_str()));
    let winner = side_name(s, v.winner).unwrap_or_else(|| tr!(CliNoWinner));
    let level = v.level.as_str();
    let _ = writeln!(
        o,
        "   {}",
        tr!(CliLevelWinner, level = level, winner = winner)
    );
    if !v.flags.is_empty() {
        let _ = writeln!(o, "   {}", tr!(CliFlags));
        for f in &v.flags {
            let side = side_name(s, f.side)
                .map(|n| format!(" ({n})"))
                .unwrap_or_default();
            let text = match &f.path {
                Some(path) => at_place(path, &f.text),
                None => f.text.clone(),
            };
            let _ = writeln!(o, "     ! [{}]{side} {text}", f.id);
        }
    }
    if !v.figures.is_empty() {
        write_figures(o, s, &v.figures);
    }
    if !v.steps.is_empty() {
        let _ = writeln!(o, "   {}", tr!(CliSteps));
        let width = v.steps.len().to_string().len();
        for (k, st) in v.steps.iter().enumerate() {
            let _ = writeln!(o, "     {:>width$}. {}: {}", k + 1, st.rule, st.text);
        }
    }
}

fn write_missing(o: &mut String, s: &Scenario, list: &[systems::Missing]) {
    use std::fmt::Write as _;
    for m in list {
        let side = side_name(s, m.side)
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        let _ = writeln!(o, "     - {}{side}: {}", m.path, m.message);
    }
}

/// The widest column of figures padded; a longer text is written as it is.
const MAX_COLUMN: usize = 256;

fn write_figures(o: &mut String, s: &Scenario, figures: &[systems::Figure]) {
    use std::fmt::Write as _;
    let label_w = figures
        .iter()
        .map(|f| f.label.chars().count())
        .max()
        .unwrap_or(0);
    let col = |k: usize| {
        figures
            .iter()
            .map(|f| f.text[k].chars().count())
            .chain(std::iter::once(s.sides[k].name.chars().count()))
            .max()
            .unwrap_or(0)
    };
    // A width beyond what `format!` takes would panic; names are far shorter (limits).
    let (wa, wb) = (col(0).min(MAX_COLUMN), col(1).min(MAX_COLUMN));
    let label_w = label_w.min(MAX_COLUMN);
    let _ = writeln!(o, "   {}", tr!(CliFigures));
    let _ = writeln!(
        o,
        "     {:label_w$}  {:>wa$}  {:>wb$}",
        "", s.sides[0].name, s.sides[1].name
    );
    for f in figures {
        let _ = writeln!(
            o,
            "     {:label_w$}  {:>wa$}  {:>wb$}",
            f.label, f.text[0], f.text[1]
        );
    }
}
