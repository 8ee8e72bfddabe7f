//! The Help window: the rules reference (`docs/rules.md`, built into the program), the keyboard
//! shortcuts (from the command table, so they are the ones that work) and About.

use crate::app::commands::Command;
pub use crate::app::commands::HelpPage;
use egui::text::LayoutJob;
use egui::{Context, FontId, RichText, TextFormat, Ui};

/// Keys that act on the map without a menu entry of their own.
const MAP_KEYS: [(&str, &str); 4] = [
    ("Enter", "Close the area being drawn"),
    (
        "Backspace",
        "Delete the selected marker, vertex or area (as Delete)",
    ),
    ("Mouse wheel", "Zoom the map around the pointer"),
    ("Double-click an edge", "Add a vertex to a finished area"),
];

/// Show the Help window on `page` while `open`.
pub fn window(ctx: &Context, open: &mut bool, page: &mut HelpPage) {
    let max = ctx.content_rect().size() - egui::vec2(40.0, 80.0);
    egui::Window::new("Help")
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
                    HelpPage::Rules => markdown(ui, crate::assets::RULES_MD),
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
                let keys: Vec<String> = c
                    .shortcuts()
                    .iter()
                    .map(|s| ui.ctx().format_shortcut(s))
                    .collect();
                ui.label(RichText::new(keys.join(" or ")).monospace());
                ui.label(c.label().trim_end_matches('…').to_string());
                ui.end_row();
            }
            for (keys, what) in MAP_KEYS {
                ui.label(RichText::new(keys).monospace());
                ui.label(what);
                ui.end_row();
            }
        });
}

fn about(ui: &mut Ui) {
    ui.heading(format!("umpire {}", env!("CARGO_PKG_VERSION")));
    ui.label(env!("CARGO_PKG_DESCRIPTION"));
    ui.add_space(8.0);
    ui.label(format!("Licence: {}.", env!("CARGO_PKG_LICENSE")));
    ui.label(
        "Fonts: DejaVu Sans and DejaVu Sans Bold (free licence of the DejaVu fonts, derived \
         from Bitstream Vera; see assets/fonts/LICENSE-DejaVu.txt), in the window, the exported \
         maps and the PDF reports; egui's default fonts (Ubuntu Light, Hack, Noto Emoji, Emoji \
         Icon Font; their own free licences) in the window.",
    );
    ui.add_space(8.0);
    ui.label("Built with egui and eframe, printpdf, image and tiny-skia.");
}

/// Render the small Markdown of the rules reference: headings, paragraphs, bullet lists,
/// tables, **bold** and `code`. Text is left-aligned, never justified.
pub fn markdown(ui: &mut Ui, text: &str) {
    for block in blocks(text) {
        match block {
            Block::Heading(level, t) => {
                ui.add_space(if level == 1 { 4.0 } else { 10.0 });
                let size = if level == 1 { 20.0 } else { 16.0 };
                ui.label(RichText::new(t).size(size).strong());
            }
            Block::Paragraph(t) => {
                ui.label(inline(ui, &t));
                ui.add_space(4.0);
            }
            Block::Bullet(t) => {
                ui.horizontal_top(|ui| {
                    ui.label("•");
                    ui.label(inline(ui, &t));
                });
            }
            Block::Table(rows) => {
                egui::Grid::new(ui.next_auto_id())
                    .striped(true)
                    .show(ui, |ui| {
                        for row in rows {
                            for cell in row {
                                ui.label(inline(ui, &cell));
                            }
                            ui.end_row();
                        }
                    });
                ui.add_space(4.0);
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    Heading(usize, String),
    Paragraph(String),
    Bullet(String),
    Table(Vec<Vec<String>>),
}

/// The Markdown's blocks: lines joined into paragraphs and list items, table rows into tables
/// (the `|---|` line dropped).
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    let mut open: Option<Block> = None;
    let flush = |open: &mut Option<Block>, out: &mut Vec<Block>| {
        if let Some(b) = open.take() {
            out.push(b);
        }
    };
    for line in text.lines() {
        let t = line.trim();
        if t.is_empty() {
            flush(&mut open, &mut out);
        } else if let Some(h) = t.strip_prefix('#') {
            flush(&mut open, &mut out);
            let level = 1 + h.chars().take_while(|c| *c == '#').count();
            out.push(Block::Heading(
                level,
                h.trim_start_matches('#').trim().to_string(),
            ));
        } else if t.starts_with('|') {
            let cells: Vec<String> = t
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect();
            let rule = cells
                .iter()
                .all(|c| !c.is_empty() && c.chars().all(|ch| "-: ".contains(ch)));
            match &mut open {
                Some(Block::Table(rows)) => {
                    if !rule {
                        rows.push(cells);
                    }
                }
                _ => {
                    flush(&mut open, &mut out);
                    open = Some(Block::Table(vec![cells]));
                }
            }
        } else if let Some(item) = t.strip_prefix("- ").or_else(|| t.strip_prefix("* ")) {
            flush(&mut open, &mut out);
            open = Some(Block::Bullet(item.to_string()));
        } else {
            match &mut open {
                Some(Block::Paragraph(p)) | Some(Block::Bullet(p)) => {
                    p.push(' ');
                    p.push_str(t);
                }
                _ => {
                    flush(&mut open, &mut out);
                    open = Some(Block::Paragraph(t.to_string()));
                }
            }
        }
    }
    flush(&mut open, &mut out);
    out
}

/// A line with **bold** and `code` spans.
fn inline(ui: &Ui, text: &str) -> LayoutJob {
    let body = FontId::proportional(ui.style().text_styles[&egui::TextStyle::Body].size);
    let colour = ui.visuals().text_color();
    let strong = ui.visuals().strong_text_color();
    let mut job = LayoutJob::default();
    for (i, part) in text.split("**").enumerate() {
        let bold = i % 2 == 1;
        for (j, piece) in part.split('`').enumerate() {
            if piece.is_empty() {
                continue;
            }
            let code = j % 2 == 1;
            let format = TextFormat {
                font_id: if code {
                    FontId::monospace(body.size)
                } else {
                    body.clone()
                },
                color: if bold { strong } else { colour },
                ..Default::default()
            };
            job.append(piece, 0.0, format);
        }
    }
    job.wrap.max_width = ui.available_width();
    job
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_reference_reads_as_blocks() {
        let b = blocks(
            "# Title\n\nOne line\nand the next.\n\n- **Bold** item\n  continued\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
        );
        assert_eq!(
            b,
            vec![
                Block::Heading(1, "Title".into()),
                Block::Paragraph("One line and the next.".into()),
                Block::Bullet("**Bold** item continued".into()),
                Block::Bullet("two".into()),
                Block::Table(vec![
                    vec!["a".into(), "b".into()],
                    vec!["1".into(), "2".into()]
                ]),
            ]
        );
    }

    #[test]
    fn the_built_in_rules_have_every_system() {
        let headings: Vec<String> = blocks(crate::assets::RULES_MD)
            .into_iter()
            .filter_map(|b| match b {
                Block::Heading(2, t) => Some(t),
                _ => None,
            })
            .collect();
        for h in ["Losses", "Who knows what", "Waterloo 20"] {
            assert!(headings.iter().any(|x| x == h), "{headings:?}");
        }
    }
}
