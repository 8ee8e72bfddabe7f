//! Content that flows down the pages: headings kept with what follows, paragraphs that break
//! between lines without leaving a lone line at a page's edge, bookmarks, and tables.

use super::table::TableLayout;
use super::{Align, Colour, Layout, OutlineEntry, Pen, Stroke, Table};
use crate::report::text::Face;

impl Layout<'_> {
    pub fn line_height(size: f32) -> f32 {
        size * 1.32
    }

    /// A section heading, kept on the same page as at least `keep` points of what follows.
    pub fn heading(&mut self, text: &str, keep: f32) {
        let size = 14.0;
        self.gap(10.0);
        self.ensure(size * 1.6 + keep);
        self.mark(text, 0);
        let base = self.y + self.fonts.ascent(Face::Bold, size);
        self.text(
            self.left(),
            base,
            Pen::new(Face::Bold, size, Colour::TEXT),
            Align::Left,
            text,
        );
        self.y = base + 4.0;
        let (l, r) = (self.left(), self.right());
        self.line((l, self.y), (r, self.y), Stroke::solid(Colour::RULE, 0.6));
        self.y += 8.0;
    }

    /// A smaller heading inside a section.
    pub fn subheading(&mut self, text: &str, keep: f32) {
        let size = 11.0;
        self.gap(6.0);
        self.ensure(size * 1.5 + keep);
        let base = self.y + self.fonts.ascent(Face::Bold, size);
        let lines = self.fonts.wrap(Face::Bold, size, text, self.width());
        let mut b = base;
        for l in &lines {
            self.text(
                self.left(),
                b,
                Pen::new(Face::Bold, size, Colour::TEXT),
                Align::Left,
                l,
            );
            b += Layout::line_height(size);
        }
        self.y = b - Layout::line_height(size) + self.fonts.descent(Face::Bold, size) + 5.0;
    }

    /// A paragraph that starts a block (a system's headline): it goes whole to the next page
    /// unless `keep` points of what follows fit under it; [`Layout::mark_above`] then
    /// bookmarks it.
    pub fn paragraph_kept(&mut self, text: &str, face: Face, size: f32, colour: Colour, keep: f32) {
        let lines = self.fonts.wrap(face, size, text, self.width()).len();
        self.ensure(lines as f32 * Layout::line_height(size) + keep);
        self.block_top = (self.pages.len().saturating_sub(1), self.y);
        self.paragraph(text, face, size, colour);
    }

    /// Bookmark what was just drawn, `above` points higher than the current place.
    pub fn mark_here_above(&mut self, title: &str, level: u8, above: f32) {
        self.mark(title, level);
        if let Some(e) = self.outline.last_mut() {
            e.y = (e.y - above).max(self.margin);
        }
    }

    /// Bookmark the block [`Layout::paragraph_kept`] began.
    pub fn mark_above(&mut self, title: &str, level: u8) {
        let (page, y) = self.block_top;
        self.outline.push(OutlineEntry {
            title: title.trim().to_string(),
            level,
            page,
            y,
        });
    }

    /// Wrapped text across the content width, breaking pages between lines.
    pub fn paragraph(&mut self, text: &str, face: Face, size: f32, colour: Colour) {
        self.paragraph_indented(text, face, size, colour, 0.0);
    }

    pub fn paragraph_indented(
        &mut self,
        text: &str,
        face: Face,
        size: f32,
        colour: Colour,
        indent: f32,
    ) {
        let lh = Layout::line_height(size);
        let lines = self.fonts.wrap(face, size, text, self.width() - indent);
        let n = lines.len();
        for (k, l) in lines.into_iter().enumerate() {
            // No paragraph starts or ends with a lone line at a page's edge.
            let keep = if n >= 2 && (k == 0 || k + 2 == n) {
                2.0 * lh
            } else {
                lh
            };
            self.ensure(keep);
            let base = self.y + self.fonts.ascent(face, size);
            let x = self.left() + indent;
            self.text(x, base, Pen::new(face, size, colour), Align::Left, &l);
            self.y += lh;
        }
        self.y += size * 0.35;
    }

    /// A table; see [`Table`].
    pub fn table(&mut self, t: &Table) {
        TableLayout::new(self, t).draw(self, t);
    }

    /// The room `t`'s start needs on a page (its header and first rows): what a heading over
    /// it keeps on its page.
    pub fn table_start_height(&self, t: &Table) -> f32 {
        TableLayout::new(self, t).start_height(self, t)
    }

    /// The height of `t` drawn whole, its header included.
    pub fn table_height(&self, t: &Table) -> f32 {
        let tl = TableLayout::new(self, t);
        tl.header_height(self, t)
            + t.rows
                .iter()
                .map(|r| tl.row_height(self, t, r, usize::MAX))
                .sum::<f32>()
    }
}
