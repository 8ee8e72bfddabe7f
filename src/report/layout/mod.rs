//! Pages and the flow of content down them: drawing primitives, headings, paragraphs, tables that
//! break across pages with their header repeated, and the footer with "Page 3 of 7".
//!
//! Coordinates here are points from the page's top-left corner, y downwards, as a reader sees
//! the page; they are turned into PDF's bottom-left origin only when an operation is emitted.
//!
//! This file holds the document and its pages (where the next content goes, when a page is
//! full, the footer); `style` how things look, `primitives` the drawing on a page,
//! `flow` headings and paragraphs, `table` the tables.

mod flow;
mod primitives;
mod style;
mod table;

pub use style::{Align, BODY, Colour, Pen, SMALL, Stroke, TABLE};
pub use table::{Column, Row, RowStyle, Table};

use super::text::{Face, Fonts};
use printpdf as pdf;

/// Points per millimetre.
pub const PT_PER_MM: f32 = 72.0 / 25.4;

/// A page being filled.
pub struct Page {
    /// Width and height in points.
    pub size: (f32, f32),
    pub ops: Vec<pdf::Op>,
}

/// The document being laid out: its pages, fonts and shared resources.
pub struct Layout<'f> {
    pub fonts: &'f Fonts,
    pub doc: pdf::PdfDocument,
    font_ids: [pdf::FontId; 2],
    /// Graphics states with a fill opacity, by opacity in percent.
    alpha_states: Vec<(u8, pdf::ExtendedGraphicsStateId)>,
    pub pages: Vec<Page>,
    /// The size of ordinary pages (the map may turn its own page).
    pub page_size: (f32, f32),
    pub margin: f32,
    /// Room kept at the bottom for the footer.
    pub footer: f32,
    /// Distance of the next content from the top of the current page.
    pub y: f32,
    /// Every colour is written as its grey (a report for a monochrome printer).
    pub grey: bool,
    /// The document outline (bookmarks), in reading order.
    pub outline: Vec<OutlineEntry>,
    /// Where the last kept block began: page index and y.
    block_top: (usize, f32),
}

/// One bookmark: a heading's text, its depth (0 for a section, 1 within it) and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct OutlineEntry {
    pub title: String,
    pub level: u8,
    /// Index of the page (0-based).
    pub page: usize,
    /// Distance of the heading from the top of its page, in points.
    pub y: f32,
}

impl<'f> Layout<'f> {
    pub fn new(fonts: &'f Fonts, mut doc: pdf::PdfDocument, page_size: (f32, f32)) -> Layout<'f> {
        let mut warnings = Vec::new();
        let regular = pdf::ParsedFont::from_bytes(crate::assets::regular_ttf(), 0, &mut warnings)
            .expect("embedded DejaVuSans.ttf parses");
        let bold = pdf::ParsedFont::from_bytes(crate::assets::bold_ttf(), 0, &mut warnings)
            .expect("embedded DejaVuSans-Bold.ttf parses");
        let font_ids = [doc.add_font(&regular), doc.add_font(&bold)];
        let margin = 16.0 * PT_PER_MM;
        Layout {
            fonts,
            doc,
            font_ids,
            alpha_states: Vec::new(),
            pages: Vec::new(),
            page_size,
            margin,
            footer: 12.0 * PT_PER_MM,
            y: margin,
            grey: false,
            outline: Vec::new(),
            block_top: (0, margin),
        }
    }

    // ----- pages -------------------------------------------------------------------------

    pub fn new_page(&mut self) {
        let size = self.page_size;
        self.new_page_sized(size);
    }

    pub fn new_page_sized(&mut self, size: (f32, f32)) {
        self.pages.push(Page {
            size,
            ops: Vec::new(),
        });
        self.y = self.margin;
    }

    /// Turn or resize the current page, which must still be empty (no blank page is left behind
    /// when a section wants a page of another shape).
    pub fn resize_empty_page(&mut self, size: (f32, f32)) {
        match self.pages.last_mut() {
            Some(p) if p.ops.is_empty() => {
                p.size = size;
                self.y = self.margin;
            }
            _ => self.new_page_sized(size),
        }
    }

    fn page(&mut self) -> &mut Page {
        if self.pages.is_empty() {
            self.new_page();
        }
        self.pages.last_mut().expect("a page exists")
    }

    pub fn current_size(&self) -> (f32, f32) {
        self.pages.last().map(|p| p.size).unwrap_or(self.page_size)
    }

    pub fn left(&self) -> f32 {
        self.margin
    }

    pub fn right(&self) -> f32 {
        self.current_size().0 - self.margin
    }

    pub fn width(&self) -> f32 {
        self.right() - self.left()
    }

    /// The lowest y content may reach on this page.
    pub fn bottom(&self) -> f32 {
        self.current_size().1 - self.margin.min(self.footer) - self.footer
    }

    pub fn room(&self) -> f32 {
        self.bottom() - self.y
    }

    /// The height of an empty page's content area.
    pub fn full_height(&self) -> f32 {
        self.bottom() - self.margin
    }

    /// Start a new page unless `h` points still fit on this one.
    pub fn ensure(&mut self, h: f32) {
        if self.pages.is_empty() || self.y + h > self.bottom() {
            self.new_page();
        }
    }

    /// Whether nothing has been placed on the current page yet.
    pub fn at_page_top(&self) -> bool {
        self.pages.is_empty() || self.y <= self.margin + 0.01
    }

    pub fn gap(&mut self, h: f32) {
        if !self.at_page_top() {
            self.y += h;
        }
    }

    /// How far down the current page content has come, as a fraction of its content height.
    pub fn page_used(&self) -> f32 {
        ((self.y - self.margin) / self.full_height().max(1.0)).max(0.0)
    }

    /// A section that asks for a page of its own starts one, unless the current page holds only
    /// a short tail of the section before (up to a third of a page): that tail would be a
    /// stray page of its own, so the section joins it instead.
    pub fn section_break(&mut self) {
        if !self.at_page_top() && self.page_used() > 0.35 {
            self.new_page();
        }
    }

    /// Bookmark the current place under `title` (level 0: a section; 1: a part of it).
    pub fn mark(&mut self, title: &str, level: u8) {
        if self.pages.is_empty() {
            self.new_page();
        }
        self.outline.push(OutlineEntry {
            title: title.trim().to_string(),
            level,
            page: self.pages.len() - 1,
            y: self.y,
        });
    }

    // ----- finishing -------------------------------------------------------------------------

    /// Add the footer to every page (the report's title and printing date, "Page 3 of 7") and
    /// hand the pages and the outline to the document. The footer is never cut: a left part
    /// too long for its line wraps onto a second.
    pub fn finish(mut self, left_footer: &str) -> (pdf::PdfDocument, Vec<OutlineEntry>) {
        let n = self.pages.len();
        let pages = std::mem::take(&mut self.pages);
        let mut done = Vec::with_capacity(n);
        for (i, page) in pages.into_iter().enumerate() {
            self.pages.push(page);
            self.footer_of_page(left_footer, i + 1, n);
            let p = self.pages.pop().expect("just pushed");
            done.push(pdf::PdfPage::new(
                pdf::Mm(p.size.0 / PT_PER_MM),
                pdf::Mm(p.size.1 / PT_PER_MM),
                p.ops,
            ));
        }
        let mut doc = self.doc;
        doc.pages = done;
        (doc, self.outline)
    }

    fn footer_of_page(&mut self, left_footer: &str, number: usize, of: usize) {
        let (w, h) = self.current_size();
        let pen = Pen::new(Face::Regular, SMALL, Colour::MUTED);
        let page_no = crate::i18n::tr!(ReportPageOf, number = number, of = of);
        let no_w = self.fonts.width(Face::Regular, SMALL, &page_no);
        let room = w - 2.0 * self.margin - no_w - 12.0;
        let mut lines = self.fonts.wrap(Face::Regular, SMALL, left_footer, room);
        if lines.len() > 2 {
            // Three lines would run into the page's content: the rest of a very long title goes.
            let rest = lines[1..].join(" ");
            lines = vec![
                lines[0].clone(),
                self.fonts.truncate(Face::Regular, SMALL, &rest, room),
            ];
        }
        let lh = Layout::line_height(SMALL);
        let last_base = h - self.margin.min(self.footer) - 2.0;
        let first_base = last_base - lh * (lines.len() as f32 - 1.0);
        let rule_y = first_base - SMALL - 3.0;
        self.line(
            (self.margin, rule_y),
            (w - self.margin, rule_y),
            Stroke::solid(Colour::RULE, 0.4),
        );
        for (k, line) in lines.iter().enumerate() {
            self.text(
                self.margin,
                first_base + lh * k as f32,
                pen,
                Align::Left,
                line,
            );
        }
        self.text(w - self.margin, first_base, pen, Align::Right, &page_no);
    }
}
