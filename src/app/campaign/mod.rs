//! The Campaign view: shown instead of the battle desk while a campaign is open, one file per
//! panel:
//! - [`battles`]: the battles in order, each with its result, losses and effect, and "Open
//!   battle";
//! - [`ledger_panel`]: each army's ledger as a table of steps (which rule made each figure)
//!   and a chart of its strength over the campaign's days;
//! - [`summary`]: the standings, the rules and the results table, what is still due, and the
//!   ledger's refusals and warnings with their places;
//! - [`edit`]: the umpire's edits of the campaign (title, notes, rules, results table, the
//!   battle lines);
//! - [`next_battle`]: the "Create next battle…" dialog;
//! - [`document`]: the campaign as a document with undo.
//!
//! Every figure and sentence comes from `crate::record::campaign` ([`CampaignView`] and its
//! rows) as the audience looking may know it; the panels lay them out and compute nothing.
//! What they ask of the window (open a battle, say something) comes back as [`Action`]s.

pub mod battles;
pub mod document;
pub mod edit;
pub mod ledger_panel;
pub mod next_battle;
pub mod summary;

use crate::i18n::tr;
use crate::model::campaign::{CampaignSource, read_campaign, source_from_text};
use crate::record::Audience;
use crate::record::campaign::{CampaignLedger, CampaignView};
use document::CampaignDoc;
use egui::{RichText, Ui};
use std::collections::HashMap;
use std::path::PathBuf;

/// What a panel asks of the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Open the scenario of battle `index` in the desk.
    OpenBattle(usize),
    /// Show the battle desk.
    BackToDesk,
    /// Ask where to write the campaign's after-action report, for the audience shown.
    ExportReport,
    Info(String),
    Error(String),
}

/// The panes of the Campaign view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pane {
    #[default]
    Battles,
    Ledger,
    Standings,
    Edit,
}

impl Pane {
    pub const ALL: [Pane; 4] = [Pane::Battles, Pane::Ledger, Pane::Standings, Pane::Edit];

    pub fn label(self) -> String {
        match self {
            Pane::Battles => tr!(ShellPaneBattles),
            Pane::Ledger => tr!(ShellPaneLedger),
            Pane::Standings => tr!(ShellPaneStandings),
            Pane::Edit => tr!(ShellPaneEdit),
        }
    }

    /// The screen check's name for it (`UMPIRE_SCREENSHOT_TAB=campaign:ledger`).
    pub fn key(self) -> &'static str {
        match self {
            Pane::Battles => "battles",
            Pane::Ledger => "ledger",
            Pane::Standings => "standings",
            Pane::Edit => "edit",
        }
    }

    /// The pane whose [`Pane::key`] begins with `word` (not empty): `ledger`, `stand`. The
    /// labels are not read, so that a translated label changes nothing.
    pub fn from_key_start(word: &str) -> Option<Pane> {
        Pane::ALL
            .into_iter()
            .find(|p| !word.is_empty() && p.key().starts_with(word))
    }
}

/// The open campaign and the view's state.
pub struct CampaignDesk {
    pub doc: CampaignDoc,
    /// Where the campaign came from, for messages: its file, or the demo's name.
    origin: String,
    /// The folder its battles' files are read from and written to; `None` for a campaign held
    /// in memory (the built-in demo), whose battles are in `embedded`.
    dir: Option<PathBuf>,
    /// The battles' texts held in memory, by file name (the built-in demo's).
    embedded: Option<HashMap<String, String>>,
    /// The text the campaign was opened from: a save keeps its comments where it can.
    opened_text: Option<String>,
    /// Where each battle is listed in the text opened, while the campaign is as opened.
    locations: Vec<(usize, usize)>,
    ledger: Option<CampaignLedger>,
    /// The (campaign generation, reads) the ledger was drawn up for.
    built: Option<(u64, u64)>,
    /// Bumped to read the battles' files again (a battle was saved, the view shown again).
    reads: u64,
    /// The Campaign view is shown (rather than the battle desk).
    pub shown: bool,
    pub pane: Pane,
    /// The "Create next battle…" dialog, while open.
    pub next: Option<next_battle::Form>,
}

impl CampaignDesk {
    fn from_source(
        src: CampaignSource,
        text: Option<String>,
        embedded: Option<HashMap<String, String>>,
    ) -> Self {
        let dir = if embedded.is_some() { None } else { src.dir };
        let mut desk = CampaignDesk {
            doc: CampaignDoc::new(src.campaign, None),
            origin: src.origin,
            dir,
            embedded,
            opened_text: text,
            locations: src.locations,
            ledger: None,
            built: None,
            reads: 0,
            shown: true,
            pane: Pane::default(),
            next: None,
        };
        desk.refresh();
        desk
    }

    /// Open a campaign file; the message names the place of what is wrong.
    pub fn open(path: &std::path::Path) -> Result<CampaignDesk, String> {
        let src = read_campaign(path).map_err(|e| e.to_string())?;
        let text = std::fs::read_to_string(path).ok();
        let mut desk = CampaignDesk::from_source(src, text, None);
        desk.doc.mark_saved(path.to_path_buf());
        Ok(desk)
    }

    /// A campaign held in memory (the built-in demo): its text, its name for messages, and its
    /// battles' texts by file name. It has no file until saved.
    pub fn from_memory(
        text: &str,
        origin: &str,
        battles: HashMap<String, String>,
    ) -> Result<CampaignDesk, String> {
        let src = source_from_text(text, origin, None).map_err(|e| e.to_string())?;
        Ok(CampaignDesk::from_source(
            src,
            Some(text.to_string()),
            Some(battles),
        ))
    }

    /// The campaign as the record floor reads it.
    pub fn source(&self) -> CampaignSource {
        CampaignSource {
            campaign: self.doc.campaign().clone(),
            origin: self.origin.clone(),
            dir: self.dir.clone(),
            // The places are the text's: once edited, the lines may have moved.
            locations: if self.doc.is_dirty() {
                Vec::new()
            } else {
                self.locations.clone()
            },
        }
    }

    /// The folder the battles' files lie in, once the campaign is on disk.
    pub fn dir(&self) -> Option<&std::path::Path> {
        self.dir.as_deref()
    }

    /// Battle `i`'s scenario file on disk.
    pub fn battle_path(&self, i: usize) -> Option<PathBuf> {
        self.source().battle_path(i)
    }

    /// Battle `i`'s text held in memory (the built-in demo's), with its name for messages.
    pub fn embedded_battle(&self, i: usize) -> Option<(String, &str)> {
        let file = self.doc.campaign().battles.get(i)?.file.trim().to_string();
        let text = self.embedded.as_ref()?.get(&file)?;
        Some((format!("{file} ({})", self.origin), text.as_str()))
    }

    /// The campaign was saved to `path`: its battles are read from beside it from now on (the
    /// demo's are written there first by the window).
    pub fn saved_to(&mut self, path: PathBuf) {
        self.dir = crate::app::files::folder_of(&path);
        self.origin = path.display().to_string();
        self.embedded = None;
        self.doc.mark_saved(path);
        self.opened_text = self
            .doc
            .path
            .as_deref()
            .and_then(|p| std::fs::read_to_string(p).ok());
        self.locations = self
            .opened_text
            .as_deref()
            .map(crate::model::campaign::battle_locations)
            .unwrap_or_default();
        self.refresh();
    }

    /// The text the campaign was opened from.
    pub fn opened_text(&self) -> Option<&str> {
        self.opened_text.as_deref()
    }

    /// The demo's battles held in memory, by file name, to write beside a first save.
    pub fn embedded_battles(&self) -> Option<&HashMap<String, String>> {
        self.embedded.as_ref()
    }

    /// Read the battles' files again at the next frame (a battle was saved, or the view is
    /// shown again).
    pub fn refresh(&mut self) {
        self.reads += 1;
    }

    /// The ledger, drawn up again when the campaign or its battles' files have changed.
    pub fn ledger(&mut self) -> &CampaignLedger {
        let key = (self.doc.generation(), self.reads);
        let ledger = match self.ledger.take() {
            Some(l) if self.built == Some(key) => l,
            _ => self.draw_up(),
        };
        self.built = Some(key);
        self.ledger.insert(ledger)
    }

    fn draw_up(&self) -> CampaignLedger {
        let src = self.source();
        let systems = crate::systems::ids();
        let battles = match &self.embedded {
            Some(texts) => src.load_battles_with(&systems, &|file: &str| {
                let name = format!("{file} ({})", src.origin);
                match texts.get(file) {
                    Some(t) => Ok((name, t.clone())),
                    None => Err(crate::model::FileError::io(
                        crate::model::FileKind::Scenario,
                        &name,
                        std::io::Error::from(std::io::ErrorKind::NotFound),
                    )),
                }
            }),
            None => src.load_battles(&systems),
        };
        CampaignLedger::build(&src, &battles)
    }

    pub fn title(&self) -> &str {
        &self.doc.campaign().title
    }
}

/// Draw the Campaign view for `audience`.
pub fn ui(ui: &mut Ui, desk: &mut CampaignDesk, audience: Audience) -> Vec<Action> {
    let mut actions = Vec::new();
    header(ui, desk, audience, &mut actions);
    ui.separator();
    let umpire = audience.is_umpire();
    if !umpire && desk.pane == Pane::Edit {
        desk.pane = Pane::Battles;
    }
    ui.horizontal(|ui| {
        for pane in Pane::ALL {
            if pane == Pane::Edit && !umpire {
                continue;
            }
            ui.selectable_value(&mut desk.pane, pane, pane.label());
        }
    });
    ui.separator();
    desk.ledger();
    let Some(ledger) = desk.ledger.as_ref() else {
        return actions;
    };
    let view = CampaignView::new(desk.doc.campaign(), ledger, audience);
    match desk.pane {
        Pane::Battles => battles::ui(ui, &view, &mut actions),
        Pane::Ledger => ledger_panel::ui(ui, &view),
        Pane::Standings => summary::ui(ui, &view, &mut actions),
        Pane::Edit => edit::ui(ui, &mut desk.doc, &mut actions),
    }
    if !umpire {
        // The dialog makes files: the umpire's alone.
        desk.next = None;
    }
    if desk.next.is_some() {
        next_battle::window(ui.ctx(), desk, &mut actions);
    }
    actions
}

/// The campaign's title, file, day of the ledger and what can be done from here.
fn header(ui: &mut Ui, desk: &mut CampaignDesk, audience: Audience, actions: &mut Vec<Action>) {
    let c = desk.doc.campaign();
    ui.horizontal_wrapped(|ui| {
        ui.heading(tr!(ShellCampaignTab, title = c.title.trim()));
        let file = match &desk.doc.path {
            Some(p) => p.display().to_string(),
            None => tr!(ShellCampaignNotSaved, origin = desk.origin.as_str()),
        };
        ui.label(RichText::new(file).weak());
        if desk.doc.is_dirty() {
            ui.label(tr!(ShellCampaignUnsavedMark));
        }
    });
    let span = tr!(
        ShellCampaignSpan,
        start = c.start.long(),
        day = c.ledger_day().long()
    );
    ui.horizontal_wrapped(|ui| {
        ui.label(span);
        ui.separator();
        if ui
            .button(tr!(ShellCampaignBackToDesk))
            .on_hover_text(tr!(ShellCampaignBackToDeskWhy))
            .clicked()
        {
            actions.push(Action::BackToDesk);
        }
        if ui
            .button(tr!(ShellCampaignReread))
            .on_hover_text(tr!(ShellCampaignRereadWhy))
            .clicked()
        {
            desk.refresh();
        }
        if ui
            .button(tr!(ShellCampaignExportReport))
            .on_hover_text(tr!(ShellCampaignExportReportWhy))
            .clicked()
        {
            actions.push(Action::ExportReport);
        }
        if audience.is_umpire() {
            let why_not = next_battle::why_not(desk);
            let r = ui.add_enabled(
                why_not.is_none(),
                egui::Button::new(tr!(ShellCampaignCreateNext)),
            );
            let r = match &why_not {
                Some(why) => r.on_disabled_hover_text(why.as_str()),
                None => r.on_hover_text(tr!(ShellCampaignCreateNextWhy)),
            };
            if r.clicked() {
                desk.next = Some(next_battle::Form::new(desk.doc.campaign()));
            }
        } else {
            ui.label(RichText::new(tr!(ShellCampaignReadOnly)).color(ui.visuals().warn_fg_color));
        }
    });
}

/// The army's colour for charts and headings.
pub(crate) fn army_colour(
    c: &crate::model::campaign::Campaign,
    side: crate::model::SideId,
) -> egui::Color32 {
    let rgb = c.side(side).colour;
    egui::Color32::from_rgb(rgb.0, rgb.1, rgb.2)
}

#[cfg(test)]
mod tests {
    use super::Pane;

    #[test]
    fn every_pane_is_found_again_by_its_key_or_the_key_begun() {
        for pane in Pane::ALL {
            assert_eq!(Pane::from_key_start(pane.key()), Some(pane));
            assert_eq!(Pane::from_key_start(&pane.key()[..3]), Some(pane));
        }
        assert_eq!(Pane::from_key_start(""), None);
        assert_eq!(Pane::from_key_start("attic"), None);
    }
}
