//! "Create next battle…": the next battle's scenario made from the ledger
//! ([`crate::record::campaign::next_battle`]), written beside the campaign (never over a file
//! that is there), its line added to the campaign (one undo step), and an offer to open it.

use super::{Action, CampaignDesk};
use crate::i18n::tr;
use crate::model::SideId;
use crate::model::campaign::{Campaign, CampaignDate};
use crate::record::campaign::{NextBattle, next_battle};
use egui::{RichText, Ui};

/// What the umpire has filled in so far.
pub struct Form {
    pub file: String,
    pub title: String,
    pub date: String,
    /// Each side's contingents, and whether it fights.
    pub contingents: [Vec<(String, bool)>; 2],
    pub attacker: SideId,
    /// A map picture for the battle (a file name, beside the campaign), optional.
    pub map: String,
    error: Option<String>,
    /// The battle made: its index in the campaign, and the units left out.
    made: Option<(usize, Vec<String>)>,
}

impl Form {
    pub fn new(c: &Campaign) -> Form {
        let n = c.battles.len() + 1;
        Form {
            file: tr!(ShellNextFileDefault, n = n.to_string()),
            title: String::new(),
            date: c.last_day().iso(),
            contingents: SideId::BOTH.map(|side| {
                c.contingent_names(side)
                    .into_iter()
                    .map(|name| (name.to_string(), false))
                    .collect()
            }),
            attacker: SideId::A,
            map: String::new(),
            error: None,
            made: None,
        }
    }

    fn spec(&self) -> Result<NextBattle, String> {
        let date = CampaignDate::parse(self.date.trim())
            .map_err(|e| tr!(ShellNextDateError, error = e.to_string()))?;
        let named = |side: SideId| -> Vec<String> {
            self.contingents[side.index()]
                .iter()
                .filter(|(_, on)| *on)
                .map(|(name, _)| name.clone())
                .collect()
        };
        Ok(NextBattle {
            file: self.file.trim().to_string(),
            title: self.title.trim().to_string(),
            date,
            contingents: (named(SideId::A), named(SideId::B)),
            attacker: self.attacker,
        })
    }
}

/// Why no battle can be made now, if so.
pub fn why_not(desk: &mut CampaignDesk) -> Option<String> {
    if desk.doc.is_read_only() {
        return Some(tr!(ShellNextReadOnly));
    }
    if desk.dir().is_none() {
        return Some(tr!(ShellNextNotOnDisk));
    }
    desk.ledger().refused.as_ref().map(|r| {
        tr!(
            ShellNextLedgerStops,
            line = format!("battles[{}]", r.battle)
        )
    })
}

/// The dialog, while open.
pub fn window(ctx: &egui::Context, desk: &mut CampaignDesk, actions: &mut Vec<Action>) {
    let mut open = true;
    let mut close = false;
    egui::Window::new(tr!(ShellNextTitle))
        // Its own id, not its title's: it keeps its place when the language changes.
        .id(egui::Id::unique("umpire_next_battle"))
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(460.0)
        .show(ctx, |ui| {
            if desk.next.as_ref().is_some_and(|f| f.made.is_some()) {
                close = offer_to_open(ui, desk, actions);
            } else {
                close = fill_in(ui, desk, actions);
            }
        });
    if !open || close {
        desk.next = None;
    }
}

/// The form; true when cancelled.
fn fill_in(ui: &mut Ui, desk: &mut CampaignDesk, actions: &mut Vec<Action>) -> bool {
    let names = SideId::BOTH.map(|s| desk.doc.campaign().side(s).name.clone());
    let Some(form) = desk.next.as_mut() else {
        return true;
    };
    egui::Grid::new("next_battle_form")
        .num_columns(2)
        .show(ui, |ui| {
            for (label, text, hint) in [
                (
                    tr!(ShellNextFileName),
                    &mut form.file,
                    tr!(ShellNextFileNameHint),
                ),
                (
                    tr!(ShellNextBattleTitle),
                    &mut form.title,
                    tr!(ShellNextTitleHint),
                ),
                (
                    tr!(ShellLedgerDate),
                    &mut form.date,
                    "1806-10-14".to_string(),
                ),
                (tr!(ShellNextMap), &mut form.map, tr!(ShellNextMapHint)),
            ] {
                let l = ui.label(label);
                ui.add(egui::TextEdit::singleline(text).hint_text(hint))
                    .labelled_by(l.id);
                ui.end_row();
            }
        });
    for side in SideId::BOTH {
        ui.label(
            RichText::new(tr!(
                ShellNextContingents,
                army = names[side.index()].as_str()
            ))
            .strong(),
        );
        ui.horizontal_wrapped(|ui| {
            for (name, on) in &mut form.contingents[side.index()] {
                ui.checkbox(on, name.as_str());
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(tr!(ShellNextAttacker));
        for side in SideId::BOTH {
            ui.radio_value(&mut form.attacker, side, names[side.index()].as_str());
        }
    });
    if let Some(e) = &form.error {
        ui.label(RichText::new(e).color(ui.visuals().error_fg_color));
    }
    let mut cancel = false;
    ui.horizontal(|ui| {
        if ui.button(tr!(ShellNextCreate)).clicked() {
            create(desk, actions);
        }
        cancel = ui.button(tr!(ShellCancel)).clicked();
    });
    cancel
}

/// Make the battle, write it and add its line; a refusal stays in the form.
fn create(desk: &mut CampaignDesk, actions: &mut Vec<Action>) {
    let Some(form) = desk.next.as_ref() else {
        return;
    };
    let map = form.map.trim().to_string();
    let made = form.spec().and_then(|spec| {
        let campaign = desk.doc.campaign().clone();
        next_battle(&campaign, desk.ledger(), &spec).map_err(|e| {
            let mut text = e.to_string();
            if let Some(first) = text.get(..1) {
                text = first.to_uppercase() + &text[1..];
            }
            text
        })
    });
    let result = made.and_then(|mut made| {
        let dir = desk
            .dir()
            .map(std::path::Path::to_path_buf)
            .unwrap_or_default();
        let path = dir.join(&made.line.file);
        if path.exists() {
            return Err(tr!(ShellNextFileExists, path = path.display().to_string()));
        }
        if !map.is_empty() {
            made.scenario.map.image = Some(map);
        }
        crate::model::save(&made.scenario, &path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok((made, path))
    });
    match result {
        Err(e) => {
            if let Some(f) = desk.next.as_mut() {
                f.error = Some(e);
            }
        }
        Ok((made, path)) => {
            let line = made.line.clone();
            desk.doc.edit(|c| c.battles.push(line));
            let index = desk.doc.campaign().battles.len() - 1;
            actions.push(Action::Info(tr!(
                ShellNextCreated,
                path = path.display().to_string(),
                line = format!("battles[{index}]")
            )));
            if let Some(f) = desk.next.as_mut() {
                f.made = Some((index, made.left_out));
            }
        }
    }
}

/// After making it: open it now, or not. True when done.
fn offer_to_open(ui: &mut Ui, desk: &mut CampaignDesk, actions: &mut Vec<Action>) -> bool {
    let Some((index, left_out)) = desk.next.as_ref().and_then(|f| f.made.clone()) else {
        return true;
    };
    let file = desk
        .doc
        .campaign()
        .battles
        .get(index)
        .map(|b| b.file.clone())
        .unwrap_or_default();
    ui.label(tr!(
        ShellNextMade,
        file = file,
        line = format!("battles[{index}]")
    ));
    if !left_out.is_empty() {
        ui.label(crate::record::campaign::words::left_out());
        for u in &left_out {
            ui.label(RichText::new(u).small());
        }
    }
    let mut done = false;
    ui.horizontal(|ui| {
        if ui.button(tr!(ShellNextOpenNew)).clicked() {
            actions.push(Action::OpenBattle(index));
            done = true;
        }
        if ui.button(tr!(ShellNextNotNow)).clicked() {
            done = true;
        }
    });
    done
}
