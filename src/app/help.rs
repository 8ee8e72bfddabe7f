//! The Help window: the rules reference (`docs/rules.md`, built into the program), the keyboard
//! shortcuts (from the command table, so they are the ones that work) and About.
//!
//! The rules reference is CommonMark, shown by `egui_commonmark` (built on the egui of the
//! window, 0.37): its lists, emphasis, code and tables wrap at whatever width the window has.

pub use crate::app::commands::HelpPage;
use crate::app::commands::{Command, shortcut_in_words};
use crate::i18n::tr;
use egui::{Context, RichText, Ui};
use egui_commonmark::{CommonMarkCache, CommonMarkViewer};

/// Keys that act on the map without a menu entry of their own, and what they do.
fn map_keys() -> [(String, String); 4] {
    [
        (tr!(HelpKeyEnter), tr!(HelpKeyEnterDoes)),
        (tr!(HelpKeyBackspace), tr!(HelpKeyBackspaceDoes)),
        (tr!(HelpKeyWheel), tr!(HelpKeyWheelDoes)),
        (tr!(HelpKeyDoubleClick), tr!(HelpKeyDoubleClickDoes)),
    ]
}

/// Show the Help window on `page` while `open`; `cache` keeps the rules reference's layout
/// between frames.
pub fn window(ctx: &Context, open: &mut bool, page: &mut HelpPage, cache: &mut CommonMarkCache) {
    let max = ctx.content_rect().size() - egui::vec2(40.0, 80.0);
    egui::Window::new(tr!(HelpWindow))
        .id(egui::Id::unique("umpire_help"))
        .open(open)
        .default_size([620.0_f32.min(max.x), 480.0_f32.min(max.y)])
        .max_height(max.y.max(200.0))
        .resizable(true)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                for p in HelpPage::ALL {
                    ui.selectable_value(page, p, p.title());
                }
            });
            ui.separator();
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| match page {
                    HelpPage::Rules => markdown(ui, cache, rules_md(crate::i18n::current())),
                    HelpPage::Shortcuts => shortcuts(ui),
                    HelpPage::About => about(ui),
                });
        });
}

fn shortcuts(ui: &mut Ui) {
    egui::Grid::new("help_shortcuts")
        .striped(true)
        .num_columns(2)
        .show(ui, |ui| {
            for c in Command::WITH_KEYS {
                let keys = c
                    .shortcuts()
                    .iter()
                    .map(|s| shortcut_in_words(ui.ctx(), s))
                    .reduce(|first, second| tr!(HelpKeysEither, first = first, second = second))
                    .unwrap_or_default();
                ui.label(RichText::new(keys).monospace());
                ui.label(c.label().trim_end_matches('…').to_string());
                ui.end_row();
            }
            for (keys, what) in map_keys() {
                ui.label(RichText::new(keys).monospace());
                ui.label(what);
                ui.end_row();
            }
        });
}

fn about(ui: &mut Ui) {
    ui.heading(format!("umpire {}", env!("CARGO_PKG_VERSION")));
    ui.label(tr!(HelpAboutDescription));
    ui.add_space(8.0);
    ui.label(tr!(HelpAboutLicence, licence = env!("CARGO_PKG_LICENSE")));
    ui.label(tr!(HelpAboutFonts));
    ui.add_space(8.0);
    ui.label(tr!(HelpAboutBuiltWith));
}

/// The rules reference in `lang`.
fn rules_md(lang: crate::i18n::Lang) -> &'static str {
    match lang {
        crate::i18n::Lang::En => crate::assets::RULES_MD,
        crate::i18n::Lang::Fr => crate::assets::RULES_FR_MD,
    }
}

/// Show CommonMark `text` at the width the `ui` has, wrapped.
pub fn markdown(ui: &mut Ui, cache: &mut CommonMarkCache, text: &str) {
    CommonMarkViewer::new().show(ui, cache, text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::{NodeT, Queryable};

    /// The rules reference in a column `width` points wide, scrolled as the Help window is, in
    /// the language in force.
    fn rules(width: f32) -> Harness<'static, CommonMarkCache> {
        let h = Harness::builder()
            .with_size([width, 600.0])
            // The first frame, before the fonts below are in.
            .allow_missing_glyphs()
            .build_ui_state(
                |ui, cache: &mut CommonMarkCache| {
                    egui::ScrollArea::vertical()
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            markdown(ui, cache, rules_md(crate::i18n::current()))
                        });
                },
                CommonMarkCache::default(),
            );
        // The window's fonts (DejaVu), which have the rules' arrows and signs.
        crate::app::shell::install_fonts(&h.ctx);
        h
    }

    fn texts(h: &Harness<'_, CommonMarkCache>) -> Vec<String> {
        h.root()
            .children_recursive()
            .flat_map(|n| {
                let a = n.accesskit_node();
                [a.label(), a.value()]
                    .into_iter()
                    .flatten()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn the_rules_reference_shows_its_sections_with_emphasis_not_asterisks() {
        let mut h = rules(700.0);
        h.run();
        let shown = texts(&h);
        let all = shown.join("\n");
        for heading in ["The rules as umpire reads them", "Losses", "Who knows what"] {
            assert!(shown.iter().any(|t| t == heading), "no heading {heading}");
        }
        assert!(all.contains("Losses"), "the emphasised word is there");
        for literal in ["*Losses*", "**", "`S`"] {
            assert!(!all.contains(literal), "{literal} shown as typed");
        }
    }

    #[test]
    fn the_rules_reference_wraps_at_any_width() {
        for width in [320.0, 700.0] {
            let mut h = rules(width);
            h.run();
            let past: Vec<String> = h
                .root()
                .children_recursive()
                .filter(|n| n.accesskit_node().bounding_box().is_some())
                .filter(|n| n.rect().max.x > width + 1.0)
                .map(|n| format!("{:?} {:?}", n.accesskit_node().label(), n.rect()))
                .collect();
            assert_eq!(past, Vec::<String>::new(), "past the right edge at {width}");
            assert!(
                h.query_by_label_contains("Exact arithmetic at every table boundary.")
                    .is_some()
            );
        }
    }

    #[test]
    fn the_rules_reference_is_french_in_french_and_wraps() {
        crate::i18n::with_lang(crate::i18n::Lang::Fr, || {
            for width in [320.0, 700.0] {
                let mut h = rules(width);
                h.run();
                let shown = texts(&h);
                for heading in [
                    "Les règles telles qu'umpire les lit",
                    "Pertes",
                    "Qui sait quoi",
                ] {
                    assert!(shown.iter().any(|t| t == heading), "no heading {heading}");
                }
                assert!(!shown.iter().any(|t| t == "Who knows what"));
                let past = h
                    .root()
                    .children_recursive()
                    .filter(|n| n.accesskit_node().bounding_box().is_some())
                    .filter(|n| n.rect().max.x > width + 1.0)
                    .count();
                assert_eq!(past, 0, "past the right edge at {width}");
            }
        });
    }
}
