//! Report templates: which sections, in what order, with what titles, on what paper, and what
//! they may reveal.
//!
//! # The template format
//!
//! A template is a RON file. The two built-in templates, `umpire` (everything) and `player`
//! (nothing a player may not see), are in the program's `templates/` folder: copy one, edit it,
//! and pass its path to `umpire report FILE --template my.ron`.
//!
//! ```ron
//! (
//!     name: "player",                    // shown nowhere; for your own reference
//!     title: "After-action report",      // heading of the first page
//!     paper: A4,                         // A4 or Letter (`--paper` overrides it)
//!     orientation: Portrait,             // Portrait or Landscape
//!     greyscale: false,                  // true: shades of grey only (`--greyscale` too)
//!     map_turns: Every(2),               // the battle's map after these turns too (see below)
//!     reveal: (
//!         hidden_markers: false,         // values of markers dealt face down, and the shuffle seed
//!         umpire_notes: false,           // the scenario's umpire notes
//!         dice_seed: false,              // the seed of the scenario's dice roller
//!     ),
//!     sections: [
//!         (kind: Title),
//!         (kind: Map, title: "The field"),
//!         (kind: OrderOfBattle, new_page: true),
//!         (kind: Verdicts),
//!     ],
//! )
//! ```
//!
//! Where units stand on the map, the `Map` section is followed by the battle's map at
//! deployment and at the end, each with the units where the report's audience knows they stand
//! and the moves it saw; `map_turns` adds the map after other turns: `All` (every turn),
//! `Every(n)` (turns n, 2n, …) or `Turns(["June 18 Noon", …])` (turns by name); left out, none.
//!
//! # Headings and the report's language
//!
//! The report is written in the language in force (`--lang`, the window's View → Language).
//! A heading the template leaves out is the kind's default in that language ("Briefing",
//! "Présentation"); so is a heading that is exactly the English default, as the built-in
//! templates write it (`title: "After-action report (umpire)"`, `(kind: Map, title: "The
//! field")`): a copy of a built-in template keeps speaking the reader's language. A heading of
//! the template's own words (`title: "Gefechtsbericht"`) is printed as written, in every
//! language.
//!
//! Every field but `sections` may be left out (`reveal` then reveals nothing). A section is
//! `(kind: K, title: "…", new_page: true)`; `title` replaces the default heading and
//! `new_page` starts the section on a fresh page. The kinds:
//!
//! | kind | what it prints |
//! | --- | --- |
//! | `Title` | the one-page summary: the result of record (the scenario's deciding system) and the others for comparison, who played, the umpire, where and when, each side's losses and VP at the end, the losses and VP turn by turn, the umpire's signature line (umpire's report), printing date |
//! | `Briefing` | the scenario's notes (every reader may see them) |
//! | `UmpireNotes` | the umpire's notes, only when `reveal.umpire_notes` is true |
//! | `Map` | the map with deployment areas and markers, scaled to the page, with a legend; `orientation: Document` (default) keeps the document's pages, `Auto` turns the map's page to suit the map, or `Portrait`, `Landscape` (a page turned only where asked) |
//! | `Markers` | the VP markers: value (hidden ones as "?" unless revealed), who placed them, who holds them at the end |
//! | `OrderOfBattle` | per side and contingent: units, status at the end, losses |
//! | `Verdicts` | the result of record first, then the systems for comparison and the others, each verdict with its worked steps; why the others did not apply |
//! | `WithdrawalTests` | the withdrawal tests recorded in the log |
//! | `Combats` | the Waterloo 20 combats recorded in the log |
//! | `CasualtyChart` | bars: casualties per side, in each measure of strength the scenario uses |
//! | `LossesChart` | lines: cumulative losses per turn in % of the starting strength, in the measure the log uses (the casualty chart's 35% line on men, when that system is in play) |
//! | `StrengthPointsChart` | lines: Strength Points lost per turn (the 40 SP line when Napoleon at Waterloo is in play) |
//! | `VpChart` | lines: VP held per turn (left out when hidden values are not revealed) |
//! | `MoraleChart` | lines: Waterloo 20 Morale Points per turn |
//! | `Log` | the battle log, turn by turn |
//! | `Dice` | the dice seed, so every seeded roll can be reproduced (only when `reveal.dice_seed`) |
//!
//! Sections with nothing to show (no log, no markers, no combat) are not printed as empty
//! headings: each becomes one line under a common heading at the end. Each section and each
//! victory system has its entry in the PDF's outline. A broken template is refused with
//! `file:line:col` and what was expected.

use crate::i18n::tr;
use crate::model::{FileError, FileKind};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The built-in templates, by name.
pub const BUILTIN_TEMPLATES: [(&str, &str); 2] = [
    ("umpire", crate::assets::UMPIRE_TEMPLATE),
    ("player", crate::assets::PLAYER_TEMPLATE),
];

/// The first page's heading in English when the template gives none, and the built-in
/// `umpire` template's: templates that write these English words get them in the language in
/// force.
const BUILTIN_HEADING: &str = "After-action report";
const BUILTIN_UMPIRE_HEADING: &str = "After-action report (umpire)";

/// A first page's heading in the language in force: a built-in English heading is translated,
/// a template's own words are kept.
fn translated_heading(heading: &str) -> String {
    match heading {
        BUILTIN_HEADING => tr!(ReportTitle),
        BUILTIN_UMPIRE_HEADING => tr!(ReportTitleUmpire),
        own => own.to_string(),
    }
}

/// Paper sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Paper {
    #[default]
    A4,
    Letter,
}

impl Paper {
    /// Width and height in portrait, in millimetres.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// `a4` or `letter`, in any case.
    pub fn parse(s: &str) -> Option<Paper> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Some(Paper::A4),
            "letter" => Some(Paper::Letter),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Orientation {
    #[default]
    Portrait,
    Landscape,
}

/// How the map's page is turned. A report keeps one orientation unless its template asks
/// for another here: a page turned among the others is awkward to bind and to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum MapOrientation {
    /// Landscape for a map wider than tall, portrait otherwise (a page of its own when the
    /// document's pages are turned the other way).
    Auto,
    /// As the rest of the document.
    #[default]
    Document,
    Portrait,
    Landscape,
}

/// Kept so that older templates still read: today it only chooses the template's default
/// audience ([`Template::default_audience`]): a template that reveals the hidden markers is the
/// umpire's, any other the public's. What is secret is decided by the audience alone
/// (`crate::record::knowledge`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Reveal {
    /// Values of markers dealt face down, and the seed of the shuffle that dealt them.
    pub hidden_markers: bool,
    /// The scenario's umpire notes.
    pub umpire_notes: bool,
    /// The seed of the scenario's dice roller.
    pub dice_seed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SectionKind {
    Title,
    Briefing,
    UmpireNotes,
    Map,
    Markers,
    OrderOfBattle,
    Verdicts,
    WithdrawalTests,
    Combats,
    CasualtyChart,
    LossesChart,
    StrengthPointsChart,
    VpChart,
    MoraleChart,
    Log,
    Dice,
}

impl SectionKind {
    /// The heading used when the template gives none, in the language in force.
    pub fn default_title(self) -> String {
        match self {
            SectionKind::Title => tr!(ReportTitle),
            SectionKind::Briefing => tr!(ReportSectionBriefing),
            SectionKind::UmpireNotes => tr!(ReportSectionUmpireNotes),
            SectionKind::Map => tr!(ReportSectionMap),
            SectionKind::Markers => tr!(ReportSectionMarkers),
            SectionKind::OrderOfBattle => tr!(ReportSectionOrderOfBattle),
            SectionKind::Verdicts => tr!(ReportSectionVerdicts),
            SectionKind::WithdrawalTests => tr!(ReportSectionWithdrawalTests),
            SectionKind::Combats => tr!(ReportSectionCombats),
            SectionKind::CasualtyChart => tr!(ReportSectionCasualtyChart),
            SectionKind::LossesChart => tr!(ReportSectionLossesChart),
            SectionKind::StrengthPointsChart => tr!(ReportSectionStrengthPointsChart),
            SectionKind::VpChart => tr!(ReportSectionVpChart),
            SectionKind::MoraleChart => tr!(ReportSectionMoraleChart),
            SectionKind::Log => tr!(ReportSectionLog),
            SectionKind::Dice => tr!(ReportSectionDice),
        }
    }

    /// The English default heading, as the built-in templates and older user templates write
    /// it: a title equal to it is the default, printed in the language in force.
    fn english_title(self) -> String {
        crate::i18n::with_lang(crate::i18n::Lang::En, || self.default_title())
    }
}

/// One section of the report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub kind: SectionKind,
    /// Heading; the kind's default when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Start the section on a new page.
    #[serde(default)]
    pub new_page: bool,
    /// Only for `Map`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub orientation: Option<MapOrientation>,
}

impl Section {
    pub fn new(kind: SectionKind) -> Section {
        Section {
            kind,
            title: None,
            new_page: false,
            orientation: None,
        }
    }

    /// The heading as printed: the template's own words, or the kind's default in the language
    /// in force (also when the template writes the English default itself).
    pub fn title(&self) -> String {
        match self.title.as_deref() {
            Some(t) if t != self.kind.english_title() => t.to_string(),
            _ => self.kind.default_title(),
        }
    }
}

/// A report template (see the module documentation for the file format).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Template {
    #[serde(default)]
    pub name: String,
    /// Heading of the first page; "After-action report" when empty.
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub paper: Paper,
    #[serde(default)]
    pub orientation: Orientation,
    #[serde(default)]
    pub reveal: Reveal,
    /// Everything in shades of grey, the map image included, for a monochrome printer
    /// (`--greyscale` sets it too). Sides stay apart by line pattern and marker shape, not
    /// only by colour, in every report.
    #[serde(default)]
    pub greyscale: bool,
    /// The battle's map after which turns, besides deployment and the end.
    #[serde(default)]
    pub map_turns: MapTurns,
    pub sections: Vec<Section>,
}

/// The turns whose map the report shows besides deployment and the end.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MapTurns {
    /// No other.
    #[default]
    None,
    /// Every turn.
    All,
    /// Turns n, 2n, 3n, … (counting from 1).
    Every(u32),
    /// The turns of these names.
    Turns(Vec<String>),
}

impl MapTurns {
    /// The numbers of turns (1-based) to show of a log whose turns are named `names`, besides
    /// the end; every name asked for that names no turn, for a warning.
    pub fn pick<'a>(&'a self, names: &[&str]) -> (Vec<usize>, Vec<&'a str>) {
        let n = names.len();
        match self {
            MapTurns::None => (Vec::new(), Vec::new()),
            MapTurns::All => ((1..n).collect(), Vec::new()),
            MapTurns::Every(k) => {
                let k = (*k as usize).max(1);
                ((1..n).filter(|t| t % k == 0).collect(), Vec::new())
            }
            MapTurns::Turns(asked) => {
                let mut turns = Vec::new();
                let mut unknown = Vec::new();
                for a in asked {
                    match names.iter().position(|name| name.trim() == a.trim()) {
                        Some(t) if t + 1 < n => turns.push(t + 1),
                        Some(_) => {}
                        None => unknown.push(a.as_str()),
                    }
                }
                turns.sort_unstable();
                turns.dedup();
                (turns, unknown)
            }
        }
    }
}

/// Why a template could not be used.
/// Distinct from [`FileError`] because a template is also named (a built-in) rather than read.
#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    /// The template's file cannot be read, or read but not used.
    #[error(transparent)]
    File(#[from] FileError),
    /// `--template NAME` that is neither a built-in template nor a file.
    #[error(
        "no template called \"{name}\": use one of {} or the path of a template file",
        builtin_names()
    )]
    Unknown { name: String },
}

/// `"umpire", "player"`.
fn builtin_names() -> String {
    BUILTIN_TEMPLATES
        .iter()
        .map(|(n, _)| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Template {
    /// The audience a report made with this template is for when none is named: the umpire for
    /// a template that reveals the hidden markers (`umpire`), else the public (`player`).
    pub fn default_audience(&self) -> crate::record::Audience {
        if self.reveal.hidden_markers {
            crate::record::Audience::Umpire
        } else {
            crate::record::Audience::Public
        }
    }

    /// The heading as printed for `audience`: a heading that names the umpire ("After-action
    /// report (umpire)") is not printed on a report for the players or the public, which gets
    /// the plain one. The built-in templates' English headings are printed in the language in
    /// force; a heading of the template's own is printed as written.
    pub fn heading_for(&self, audience: crate::record::Audience) -> String {
        let heading = self.english_heading();
        if !audience.is_umpire() && heading.to_lowercase().contains("umpire") {
            SectionKind::Title.default_title()
        } else {
            translated_heading(heading)
        }
    }

    /// Parse a template from RON text; `origin` names it in messages.
    pub fn parse(text: &str, origin: &str) -> Result<Template, TemplateError> {
        // `title: "…"` rather than `title: Some("…")`: templates are written by hand.
        let ron = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        let t: Template = ron.from_str(text).map_err(|e| FileError::ron(origin, &e))?;
        t.check(origin)?;
        Ok(t)
    }

    /// Read a template file.
    pub fn load(path: &Path) -> Result<Template, TemplateError> {
        let text = FileKind::Template.read_text(path)?;
        Template::parse(&text, &path.display().to_string())
    }

    /// A built-in template: `umpire` or `player`.
    pub fn builtin(name: &str) -> Option<Template> {
        let (n, text) = BUILTIN_TEMPLATES.iter().find(|(n, _)| *n == name)?;
        // The built-in files are tested; a failure here is a defect of this build.
        Template::parse(text, &format!("templates/{n}.ron")).ok()
    }

    /// A built-in template by name, else a template file by path.
    pub fn resolve(name_or_path: &str) -> Result<Template, TemplateError> {
        if let Some(t) = Template::builtin(name_or_path) {
            return Ok(t);
        }
        let path = Path::new(name_or_path);
        if path.exists() || name_or_path.ends_with(".ron") || name_or_path.contains('/') {
            return Template::load(path);
        }
        Err(TemplateError::Unknown {
            name: name_or_path.to_string(),
        })
    }

    /// The heading of the first page, in the language in force unless the template has its own.
    pub fn heading(&self) -> String {
        translated_heading(self.english_heading())
    }

    /// The heading as the template writes it, English when it leaves it out.
    fn english_heading(&self) -> &str {
        if self.title.trim().is_empty() {
            BUILTIN_HEADING
        } else {
            &self.title
        }
    }

    fn check(&self, origin: &str) -> Result<(), FileError> {
        let invalid = |place: String, message: String| FileError::Unusable {
            path: origin.to_string(),
            place,
            message,
        };
        if self.sections.is_empty() {
            return Err(invalid(
                "sections".into(),
                "the template lists no sections: a report needs at least one, e.g. `sections: [(kind: Title)]`".into(),
            ));
        }
        if self.map_turns == MapTurns::Every(0) {
            return Err(invalid(
                "map_turns".into(),
                "Every(0) shows no turn: write Every(1) or more, All, or leave it out".into(),
            ));
        }
        for (i, s) in self.sections.iter().enumerate() {
            if s.orientation.is_some() && s.kind != SectionKind::Map {
                return Err(invalid(
                    format!("sections[{i}] ({:?})", s.kind),
                    "`orientation` applies only to the Map section".into(),
                ));
            }
            if s.kind == SectionKind::Map
                && self.sections[..i]
                    .iter()
                    .any(|p| p.kind == SectionKind::Map)
            {
                return Err(invalid(
                    format!("sections[{i}] (Map)"),
                    "the map is listed twice".into(),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_builtin_templates_parse() {
        let u = Template::builtin("umpire").expect("umpire template");
        assert!(u.reveal.hidden_markers && u.reveal.umpire_notes && u.reveal.dice_seed);
        assert!(
            u.sections
                .iter()
                .any(|s| s.kind == SectionKind::UmpireNotes)
        );
        let p = Template::builtin("player").expect("player template");
        assert_eq!(p.reveal, Reveal::default());
        assert!(
            p.sections
                .iter()
                .all(|s| s.kind != SectionKind::UmpireNotes)
        );
        assert!(Template::builtin("nobody").is_none());
    }

    #[test]
    fn a_syntax_error_names_line_and_column() {
        let text = "(\n    name: \"x\",\n    paper: A5,\n    sections: [],\n)";
        let e = Template::parse(text, "my.ron").unwrap_err();
        match &e {
            TemplateError::File(FileError::Syntax { line, col, .. }) => {
                assert_eq!((*line, *col), (3, 12))
            }
            other => panic!("{other:?}"),
        }
        assert!(e.to_string().starts_with("my.ron:3:12: "), "{e}");
        assert!(e.to_string().contains("A5"), "{e}");
    }

    #[test]
    fn a_misspelt_field_is_refused() {
        let text = "(sections: [(kind: Map, titel: \"x\")])";
        let e = Template::parse(text, "t.ron").unwrap_err();
        assert!(e.to_string().starts_with("t.ron:1:"), "{e}");
        assert!(e.to_string().contains("titel"), "{e}");
    }

    #[test]
    fn misplaced_options_are_refused_with_their_place() {
        let e = Template::parse(
            "(sections: [(kind: Title), (kind: Log, orientation: Auto)])",
            "t.ron",
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.ron: sections[1] (Log): `orientation` applies only to the Map section"
        );
        let e = Template::parse("(sections: [])", "t.ron").unwrap_err();
        assert!(e.to_string().contains("no sections"), "{e}");
    }

    #[test]
    fn resolve_builtin_file_or_unknown() {
        assert_eq!(Template::resolve("player").unwrap().name, "player");
        let e = Template::resolve("plyer").unwrap_err();
        assert!(e.to_string().contains("\"umpire\", \"player\""), "{e}");
        let e = Template::resolve("/nonexistent/t.ron").unwrap_err();
        assert!(
            e.to_string().starts_with("/nonexistent/t.ron: cannot read"),
            "{e}"
        );
        // The cause is kept, not only its words.
        let io = std::error::Error::source(&e).and_then(|s| s.downcast_ref::<std::io::Error>());
        assert_eq!(
            io.map(std::io::Error::kind),
            Some(std::io::ErrorKind::NotFound)
        );
    }

    #[test]
    fn paper_names() {
        assert_eq!(Paper::parse("A4"), Some(Paper::A4));
        assert_eq!(Paper::parse("letter"), Some(Paper::Letter));
        assert_eq!(Paper::parse("a5"), None);
    }
}
