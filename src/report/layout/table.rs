//! Tables: columns sized to their content, rows that wrap in their columns, striped rows,
//! group headings and totals, and the break across pages with the header repeated.

use super::{Align, Colour, Layout, Pen, SMALL, Stroke, TABLE};
use crate::report::text::Face;

/// A column of a [`Table`].
#[derive(Clone, Debug)]
pub struct Column {
    pub header: String,
    /// Relative width.
    pub weight: f32,
    pub align: Align,
    /// Cells never wrap ("9 / 12" is one figure): the column is at least as wide as its
    /// widest cell.
    pub unbroken: bool,
}

impl Column {
    pub fn left(header: &str, weight: f32) -> Column {
        Column {
            header: header.to_string(),
            weight,
            align: Align::Left,
            unbroken: false,
        }
    }

    pub fn right(header: &str, weight: f32) -> Column {
        Column {
            header: header.to_string(),
            weight,
            align: Align::Right,
            unbroken: false,
        }
    }

    /// The same column, its cells never wrapped.
    pub fn unbroken(self) -> Column {
        Column {
            unbroken: true,
            ..self
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RowStyle {
    Normal,
    /// Bold, e.g. a total.
    Total,
    /// One cell across the whole table, shaded: a group's heading (a contingent, a turn).
    Group,
    /// Normal text in a colour (e.g. a flagged row).
    Coloured(Colour),
}

#[derive(Clone, Debug)]
pub struct Row {
    pub cells: Vec<String>,
    pub style: RowStyle,
    /// A colour swatch (a side's colour) drawn before the text of cell `swatch_col`.
    pub swatch: Option<Colour>,
    pub swatch_col: usize,
}

impl Row {
    pub fn new(cells: Vec<String>) -> Row {
        Row {
            cells,
            style: RowStyle::Normal,
            swatch: None,
            swatch_col: 0,
        }
    }

    pub fn total(cells: Vec<String>) -> Row {
        Row {
            style: RowStyle::Total,
            ..Row::new(cells)
        }
    }

    pub fn group(text: impl Into<String>) -> Row {
        Row {
            style: RowStyle::Group,
            ..Row::new(vec![text.into()])
        }
    }
}

/// A table whose rows wrap in their columns and which continues on the next page with its header
/// repeated. A row taller than a third of a page is split between lines.
#[derive(Clone, Debug)]
pub struct Table {
    pub columns: Vec<Column>,
    pub rows: Vec<Row>,
    pub size: f32,
    /// Shown above the repeated header on continuation pages, e.g. "Order of battle (continued)".
    pub continued: Option<String>,
}

impl Table {
    pub fn new(columns: Vec<Column>) -> Table {
        Table {
            columns,
            rows: Vec::new(),
            size: TABLE,
            continued: None,
        }
    }

    pub fn push(&mut self, row: Row) {
        self.rows.push(row);
    }
}

const PAD_X: f32 = 3.0;
const PAD_Y: f32 = 2.2;
const SWATCH: f32 = 7.0;

pub(super) struct TableLayout {
    xs: Vec<f32>,
    widths: Vec<f32>,
    lh: f32,
}

struct CellLines {
    lines: Vec<Vec<String>>,
}

impl CellLines {
    fn height(&self) -> usize {
        self.lines.iter().map(Vec::len).max().unwrap_or(1).max(1)
    }
}

impl TableLayout {
    pub(super) fn new(l: &Layout, t: &Table) -> TableLayout {
        let widths = column_widths(l, t);
        let mut xs = Vec::with_capacity(widths.len());
        let mut x = l.left();
        for w in &widths {
            xs.push(x);
            x += w;
        }
        TableLayout {
            xs,
            widths,
            lh: Layout::line_height(t.size),
        }
    }

    fn wrap_row(&self, l: &Layout, t: &Table, row: &Row) -> CellLines {
        let face = if row.style == RowStyle::Total || row.style == RowStyle::Group {
            Face::Bold
        } else {
            Face::Regular
        };
        if row.style == RowStyle::Group {
            let w = l.width() - 2.0 * PAD_X;
            let text = row.cells.first().map(String::as_str).unwrap_or("");
            return CellLines {
                lines: vec![l.fonts.wrap(face, t.size, text, w)],
            };
        }
        let lines = self
            .widths
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let mut avail = w - 2.0 * PAD_X;
                if i == row.swatch_col && row.swatch.is_some() {
                    avail -= SWATCH + 3.0;
                }
                let text = row.cells.get(i).map(String::as_str).unwrap_or("");
                l.fonts.wrap(face, t.size, text, avail.max(4.0))
            })
            .collect();
        CellLines { lines }
    }

    pub(super) fn header_height(&self, l: &Layout, t: &Table) -> f32 {
        let lines = self.header_lines(l, t);
        lines.height() as f32 * self.lh + 2.0 * PAD_Y
    }

    fn header_lines(&self, l: &Layout, t: &Table) -> CellLines {
        CellLines {
            lines: t
                .columns
                .iter()
                .zip(&self.widths)
                .map(|(c, w)| l.fonts.wrap(Face::Bold, t.size, &c.header, w - 2.0 * PAD_X))
                .collect(),
        }
    }

    fn draw_header(&self, l: &mut Layout, t: &Table, continued: bool) {
        if continued && let Some(c) = &t.continued {
            let base = l.y + l.fonts.ascent(Face::Regular, SMALL);
            l.text(
                l.left(),
                base,
                Pen::new(Face::Regular, SMALL, Colour::MUTED),
                Align::Left,
                c,
            );
            l.y += Layout::line_height(SMALL) + 2.0;
        }
        let lines = self.header_lines(l, t);
        let h = lines.height() as f32 * self.lh + 2.0 * PAD_Y;
        let (x0, w) = (l.left(), l.width());
        l.fill_rect(x0, l.y, w, h, Colour::SHADE);
        let look = CellLook {
            aligns: t.columns.iter().map(|c| c.align).collect(),
            face: Face::Bold,
            colour: Colour::TEXT,
            swatch: None,
        };
        self.draw_cells(l, t, &lines, &look);
        l.y += h;
        l.line((x0, l.y), (x0 + w, l.y), Stroke::solid(Colour::RULE, 0.6));
    }

    fn draw_cells(&self, l: &mut Layout, t: &Table, cells: &CellLines, look: &CellLook) {
        let pen = Pen::new(look.face, t.size, look.colour);
        let asc = l.fonts.ascent(look.face, t.size);
        for (i, lines) in cells.lines.iter().enumerate() {
            let (x, w) = if cells.lines.len() == 1 && self.widths.len() > 1 {
                (l.left(), l.width())
            } else {
                (self.xs[i], self.widths[i])
            };
            let mut x_text = x + PAD_X;
            if let Some((c, col)) = look.swatch
                && col == i
            {
                let top = l.y + PAD_Y + (self.lh - SWATCH) / 2.0;
                l.fill_rect(x_text, top, SWATCH, SWATCH, c);
                l.stroke_rect(
                    x_text,
                    top,
                    SWATCH,
                    SWATCH,
                    Stroke::solid(Colour::MUTED, 0.3),
                );
                x_text += SWATCH + 3.0;
            }
            let align = look.aligns.get(i).copied().unwrap_or(Align::Left);
            let anchor = match align {
                Align::Left => x_text,
                Align::Right => x + w - PAD_X,
                Align::Centre => x + w / 2.0,
            };
            for (k, line) in lines.iter().enumerate() {
                let base = l.y + PAD_Y + k as f32 * self.lh + asc;
                l.text(anchor, base, pen, align, line);
            }
        }
    }

    pub(super) fn row_height(&self, l: &Layout, t: &Table, row: &Row, max_lines: usize) -> f32 {
        self.wrap_row(l, t, row).height().min(max_lines) as f32 * self.lh + 2.0 * PAD_Y
    }

    pub(super) fn draw(&self, l: &mut Layout, t: &Table) {
        self.header_with_first_rows(l, t);
        let mut rows_on_page = 0usize;
        for ri in 0..t.rows.len() {
            let keep_next = self.keep_with_next(l, t, ri);
            rows_on_page = self.place_row(l, t, ri, keep_next, rows_on_page);
        }
        l.y += 6.0;
    }

    /// The header never ends a page: it goes with its first rows (up to three).
    fn header_with_first_rows(&self, l: &mut Layout, t: &Table) {
        l.ensure(self.start_height(l, t));
        self.draw_header(l, t, false);
    }

    /// The room the table's start needs on a page: its header and first rows (up to three,
    /// of up to four lines each), at most half a page.
    pub(super) fn start_height(&self, l: &Layout, t: &Table) -> f32 {
        let header_h = self.header_height(l, t);
        let first_h: f32 = t
            .rows
            .iter()
            .take(3)
            .map(|r| self.row_height(l, t, r, 4))
            .sum();
        (header_h + first_h).min(l.full_height() * 0.5)
    }

    /// How much of the next row must go on the same page as row `ri`: a group heading stays
    /// with the row after it, and the last row never stands alone at the top of a page (it
    /// takes the row before it along).
    fn keep_with_next(&self, l: &Layout, t: &Table, ri: usize) -> f32 {
        let last = t.rows.len().saturating_sub(1);
        if t.rows[ri].style == RowStyle::Group || (ri + 1 == last && last > 2) {
            t.rows
                .get(ri + 1)
                .map(|n| self.row_height(l, t, n, 3))
                .unwrap_or(0.0)
        } else {
            0.0
        }
    }

    /// Draw row `ri` where it fits: on this page, or on the next with the header repeated; a
    /// row taller than a third of a page is split between its lines. Returns how many rows the
    /// current page now holds.
    fn place_row(
        &self,
        l: &mut Layout,
        t: &Table,
        ri: usize,
        keep_next: f32,
        mut rows_on_page: usize,
    ) -> usize {
        let row = &t.rows[ri];
        let mut cells = self.wrap_row(l, t, row);
        let mut fresh = false;
        loop {
            let h = cells.height() as f32 * self.lh + 2.0 * PAD_Y;
            let may_keep = keep_next > 0.0 && rows_on_page >= 2;
            if h + keep_next <= l.room() || (!may_keep && h <= l.room()) || (fresh && h <= l.room())
            {
                self.draw_row(l, t, row, &cells, ri);
                return rows_on_page + 1;
            }
            let fitting = ((l.room() - 2.0 * PAD_Y) / self.lh).floor() as usize;
            let tall = h > l.full_height() / 3.0;
            if tall && fitting >= 2 {
                let (head, rest) = split_cells(&cells, fitting);
                self.draw_row(l, t, row, &head, ri);
                cells = rest;
            } else if fresh {
                // Nothing better is possible on a page this small.
                self.draw_row(l, t, row, &cells, ri);
                return rows_on_page;
            }
            l.new_page();
            self.draw_header(l, t, true);
            rows_on_page = 0;
            fresh = true;
        }
    }

    /// Draw a row (or the part of a row that fits); `index` stripes every other row.
    fn draw_row(&self, l: &mut Layout, t: &Table, row: &Row, cells: &CellLines, index: usize) {
        let h = cells.height() as f32 * self.lh + 2.0 * PAD_Y;
        let (x0, w) = (l.left(), l.width());
        let (face, colour) = match row.style {
            RowStyle::Normal => (Face::Regular, Colour::TEXT),
            RowStyle::Total | RowStyle::Group => (Face::Bold, Colour::TEXT),
            RowStyle::Coloured(c) => (Face::Regular, c),
        };
        if row.style == RowStyle::Group {
            l.fill_rect(x0, l.y, w, h, Colour::SHADE);
        } else if index % 2 == 1 {
            l.fill_rect(x0, l.y, w, h, Colour::STRIPE);
        }
        let aligns = if row.style == RowStyle::Group {
            vec![Align::Left]
        } else {
            t.columns.iter().map(|c| c.align).collect()
        };
        let look = CellLook {
            aligns,
            face,
            colour,
            swatch: row.swatch.map(|c| (c, row.swatch_col)),
        };
        self.draw_cells(l, t, cells, &look);
        if row.style == RowStyle::Total {
            l.line((x0, l.y), (x0 + w, l.y), Stroke::solid(Colour::RULE, 0.5));
        }
        l.y += h;
    }
}

/// How the cells of one row are written.
struct CellLook {
    aligns: Vec<Align>,
    face: Face,
    colour: Colour,
    /// A side's colour and the column it stands in.
    swatch: Option<(Colour, usize)>,
}

/// Column widths sized to their content, as a browser sizes a table: each column gets at least
/// its longest word (so no word is broken when the table can hold them all), and what is left
/// goes to the columns whose text would otherwise wrap, in proportion to how much they need.
/// When even the longest words do not fit, the columns shrink in proportion and only the
/// longest words are hyphenated.
fn column_widths(l: &Layout, t: &Table) -> Vec<f32> {
    if t.columns.is_empty() {
        return Vec::new();
    }
    let (min_w, max_w) = content_widths(l, t);
    share_out(l.width(), &min_w, &max_w, t)
}

/// Each column's narrowest width (its longest word) and its widest (its longest line unbroken),
/// padding included.
fn content_widths(l: &Layout, t: &Table) -> (Vec<f32>, Vec<f32>) {
    let n = t.columns.len();
    // Half a point more than the text needs, so that rounding never pushes a word that fits
    // onto a second line.
    let pad = 2.0 * PAD_X + 0.5;
    let mut min_w = vec![0.0f32; n];
    let mut max_w = vec![0.0f32; n];
    let mut measure = |i: usize, face: Face, text: &str, extra: f32, whole: bool| {
        for para in text.split('\n') {
            if whole {
                let full = l.fonts.width(face, t.size, para.trim());
                max_w[i] = max_w[i].max(full + pad + extra);
            }
            for word in para.split_whitespace() {
                let w = l.fonts.width(face, t.size, word);
                min_w[i] = min_w[i].max(w + pad + extra);
            }
        }
    };
    // A header wraps before its column's content does: its longest word is a floor, its whole
    // width is no need.
    for (i, c) in t.columns.iter().enumerate() {
        measure(i, Face::Bold, &c.header, 0.0, false);
    }
    for row in t.rows.iter().filter(|r| r.style != RowStyle::Group) {
        let face = if row.style == RowStyle::Total {
            Face::Bold
        } else {
            Face::Regular
        };
        for (i, cell) in row.cells.iter().enumerate().take(n) {
            let extra = if row.swatch.is_some() && row.swatch_col == i {
                SWATCH + 3.0
            } else {
                0.0
            };
            measure(i, face, cell, extra, true);
        }
    }
    for (m, n) in max_w.iter_mut().zip(&min_w) {
        *m = m.max(*n);
    }
    for (i, c) in t.columns.iter().enumerate() {
        if c.unbroken {
            min_w[i] = max_w[i];
        }
    }
    (min_w, max_w)
}

/// Share `avail` points between the columns: by weight when every line fits unbroken, else
/// by how much each column would need to stop wrapping, else in proportion to the longest words.
fn share_out(avail: f32, min_w: &[f32], max_w: &[f32], t: &Table) -> Vec<f32> {
    let sum_max: f32 = max_w.iter().sum();
    let sum_min: f32 = min_w.iter().sum();
    let weights: Vec<f32> = t.columns.iter().map(|c| c.weight.max(0.01)).collect();
    let sum_weights: f32 = weights.iter().sum();
    if sum_max <= avail {
        // Everything fits on one line: the spare width goes by the columns' weights.
        let spare = avail - sum_max;
        return max_w
            .iter()
            .zip(&weights)
            .map(|(m, w)| m + spare * w / sum_weights)
            .collect();
    }
    if sum_min <= avail {
        let spare = avail - sum_min;
        let want: Vec<f32> = max_w.iter().zip(min_w).map(|(a, b)| a - b).collect();
        let sum_want: f32 = want.iter().sum::<f32>().max(1e-6);
        return min_w
            .iter()
            .zip(&want)
            .map(|(m, w)| m + spare * w / sum_want)
            .collect();
    }
    min_w.iter().map(|m| m * avail / sum_min).collect()
}

/// The first `n` lines of every cell, and the rest.
fn split_cells(c: &CellLines, n: usize) -> (CellLines, CellLines) {
    let mut head = Vec::new();
    let mut rest = Vec::new();
    for lines in &c.lines {
        let k = n.min(lines.len());
        head.push(lines[..k].to_vec());
        rest.push(lines[k..].to_vec());
    }
    (CellLines { lines: head }, CellLines { lines: rest })
}
