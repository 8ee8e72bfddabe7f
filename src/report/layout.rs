//! Pages and the flow of content down them: drawing primitives, headings, paragraphs, tables that
//! break across pages with their header repeated, and the footer with "Page 3 of 7".
//!
//! Coordinates here are points from the page's top-left corner, y downwards, as a reader sees
//! the page; they are turned into PDF's bottom-left origin only when an operation is emitted.

use super::text::{Face, Fonts};
use printpdf as pdf;

/// Points per millimetre.
pub const PT_PER_MM: f32 = 72.0 / 25.4;

/// A colour with components 0…1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colour(pub f32, pub f32, pub f32);

impl Colour {
    pub const BLACK: Colour = Colour(0.0, 0.0, 0.0);
    pub const WHITE: Colour = Colour(1.0, 1.0, 1.0);
    pub const TEXT: Colour = Colour(0.1, 0.1, 0.12);
    pub const MUTED: Colour = Colour(0.38, 0.38, 0.42);
    pub const RULE: Colour = Colour(0.72, 0.72, 0.75);
    pub const SHADE: Colour = Colour(0.90, 0.91, 0.93);
    pub const STRIPE: Colour = Colour(0.965, 0.965, 0.975);
    pub const ALERT: Colour = Colour(0.72, 0.1, 0.1);

    pub fn from_rgb(c: crate::model::Rgb) -> Colour {
        Colour(c.0 as f32 / 255.0, c.1 as f32 / 255.0, c.2 as f32 / 255.0)
    }

    /// The grey a black-and-white printer makes of this colour (Rec. 601 luma), 0…1.
    pub fn luminance(self) -> f32 {
        0.299 * self.0 + 0.587 * self.1 + 0.114 * self.2
    }

    /// The same hue, darkened until it prints no lighter than `max` grey: a light side colour
    /// (gold, yellow) would otherwise vanish from a line or ring printed in black and white.
    pub fn no_lighter_than(self, max: f32) -> Colour {
        let y = self.luminance();
        if y <= max || y <= 0.0 {
            return self;
        }
        let k = max / y;
        Colour(self.0 * k, self.1 * k, self.2 * k)
    }

    /// The colour as written into the PDF: its grey on a greyscale report.
    fn pdf(self, grey: bool) -> pdf::Color {
        if grey {
            let y = self.luminance().clamp(0.0, 1.0);
            return pdf::Color::Greyscale(pdf::Greyscale {
                percent: y,
                icc_profile: None,
            });
        }
        pdf::Color::Rgb(pdf::Rgb {
            r: self.0.clamp(0.0, 1.0),
            g: self.1.clamp(0.0, 1.0),
            b: self.2.clamp(0.0, 1.0),
            icc_profile: None,
        })
    }
}

/// How text is written: face, size in points, colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pen {
    pub face: Face,
    pub size: f32,
    pub colour: Colour,
}

impl Pen {
    pub fn new(face: Face, size: f32, colour: Colour) -> Pen {
        Pen { face, size, colour }
    }
}

/// A page being filled.
pub struct Page {
    /// Width and height in points.
    pub size: (f32, f32),
    pub ops: Vec<pdf::Op>,
}

/// How a line is drawn.
#[derive(Clone, Copy, Debug)]
pub struct Stroke {
    pub colour: Colour,
    pub width: f32,
    /// Dash and gap lengths in points; `None` for a solid line.
    pub dash: Option<[f32; 2]>,
}

impl Stroke {
    pub fn solid(colour: Colour, width: f32) -> Stroke {
        Stroke {
            colour,
            width,
            dash: None,
        }
    }

    pub fn dashed(colour: Colour, width: f32, on: f32, off: f32) -> Stroke {
        Stroke {
            colour,
            width,
            dash: Some([on, off]),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
    Centre,
}

/// Body text sizes, in points.
pub const BODY: f32 = 9.5;
pub const SMALL: f32 = 8.0;
pub const TABLE: f32 = 8.2;

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
        let regular = pdf::ParsedFont::from_bytes(super::text::REGULAR_TTF, 0, &mut warnings)
            .expect("embedded DejaVuSans.ttf parses");
        let bold = pdf::ParsedFont::from_bytes(super::text::BOLD_TTF, 0, &mut warnings)
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

    // ----- primitives ----------------------------------------------------------------------

    fn pdf_y(&self, y: f32) -> f32 {
        self.current_size().1 - y
    }

    fn pt(&self, x: f32, y: f32) -> pdf::LinePoint {
        pdf::LinePoint {
            p: pdf::Point {
                x: pdf::Pt(x),
                y: pdf::Pt(self.pdf_y(y)),
            },
            bezier: false,
        }
    }

    fn set_stroke(&mut self, s: Stroke) {
        let grey = self.grey;
        let dash = match s.dash {
            Some([on, off]) => pdf::LineDashPattern::new(0.0, &[on, off]),
            None => pdf::LineDashPattern::solid(),
        };
        let ops = &mut self.page().ops;
        ops.push(pdf::Op::SetOutlineColor {
            col: s.colour.pdf(grey),
        });
        ops.push(pdf::Op::SetOutlineThickness {
            pt: pdf::Pt(s.width),
        });
        ops.push(pdf::Op::SetLineDashPattern { dash });
    }

    fn set_fill(&mut self, c: Colour) {
        let col = c.pdf(self.grey);
        self.page().ops.push(pdf::Op::SetFillColor { col });
    }

    fn alpha_state(&mut self, percent: u8) -> pdf::ExtendedGraphicsStateId {
        if let Some((_, id)) = self.alpha_states.iter().find(|(p, _)| *p == percent) {
            return id.clone();
        }
        let gs = pdf::ExtendedGraphicsState::default()
            .with_current_fill_alpha(percent as f32 / 100.0)
            .with_current_stroke_alpha(1.0);
        let id = self.doc.add_graphics_state(gs);
        self.alpha_states.push((percent, id.clone()));
        id
    }

    pub fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Colour) {
        self.set_fill(c);
        let top = self.pdf_y(y);
        self.page().ops.push(pdf::Op::DrawRectangle {
            rectangle: pdf::Rect {
                x: pdf::Pt(x),
                y: pdf::Pt(top - h),
                width: pdf::Pt(w),
                height: pdf::Pt(h),
                mode: Some(pdf::PaintMode::Fill),
                winding_order: None,
            },
        });
    }

    pub fn stroke_rect(&mut self, x: f32, y: f32, w: f32, h: f32, s: Stroke) {
        self.polyline(&[(x, y), (x + w, y), (x + w, y + h), (x, y + h)], true, s);
    }

    /// A line through the points; `closed` joins the last to the first.
    pub fn polyline(&mut self, pts: &[(f32, f32)], closed: bool, s: Stroke) {
        if pts.len() < 2 {
            return;
        }
        self.set_stroke(s);
        let points = pts.iter().map(|&(x, y)| self.pt(x, y)).collect();
        self.page().ops.push(pdf::Op::DrawLine {
            line: pdf::Line {
                points,
                is_closed: closed,
            },
        });
    }

    pub fn line(&mut self, a: (f32, f32), b: (f32, f32), s: Stroke) {
        self.polyline(&[a, b], false, s);
    }

    /// A closed shape filled with `fill` at `opacity` (0…1) and outlined with `stroke`.
    pub fn polygon(
        &mut self,
        pts: &[(f32, f32)],
        fill: Option<(Colour, f32)>,
        stroke: Option<Stroke>,
    ) {
        if pts.len() < 3 {
            return;
        }
        if let Some((c, opacity)) = fill {
            let percent = (opacity.clamp(0.0, 1.0) * 100.0).round() as u8;
            let translucent = percent < 100;
            if translucent {
                let gs = self.alpha_state(percent);
                let ops = &mut self.page().ops;
                ops.push(pdf::Op::SaveGraphicsState);
                ops.push(pdf::Op::LoadGraphicsState { gs });
            }
            self.set_fill(c);
            let points = pts.iter().map(|&(x, y)| self.pt(x, y)).collect();
            self.page().ops.push(pdf::Op::DrawPolygon {
                polygon: pdf::Polygon {
                    rings: vec![pdf::PolygonRing { points }],
                    mode: pdf::PaintMode::Fill,
                    winding_order: pdf::WindingOrder::EvenOdd,
                },
            });
            if translucent {
                self.page().ops.push(pdf::Op::RestoreGraphicsState);
            }
        }
        if let Some(s) = stroke {
            self.polyline(pts, true, s);
        }
    }

    /// A circle as four cubic Béziers (PDF has no circle).
    pub fn circle(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Colour>,
        stroke: Option<Stroke>,
    ) {
        const K: f32 = 0.552_284_8;
        let k = K * r;
        let raw = [
            ((cx + r, cy), false),
            ((cx + r, cy + k), true),
            ((cx + k, cy + r), true),
            ((cx, cy + r), false),
            ((cx - k, cy + r), true),
            ((cx - r, cy + k), true),
            ((cx - r, cy), false),
            ((cx - r, cy - k), true),
            ((cx - k, cy - r), true),
            ((cx, cy - r), false),
            ((cx + k, cy - r), true),
            ((cx + r, cy - k), true),
            ((cx + r, cy), false),
        ];
        let points: Vec<pdf::LinePoint> = raw
            .iter()
            .map(|&((x, y), bezier)| pdf::LinePoint {
                bezier,
                ..self.pt(x, y)
            })
            .collect();
        if let Some(c) = fill {
            self.set_fill(c);
            self.page().ops.push(pdf::Op::DrawPolygon {
                polygon: pdf::Polygon {
                    rings: vec![pdf::PolygonRing {
                        points: points.clone(),
                    }],
                    mode: pdf::PaintMode::Fill,
                    winding_order: pdf::WindingOrder::NonZero,
                },
            });
        }
        if let Some(s) = stroke {
            self.set_stroke(s);
            self.page().ops.push(pdf::Op::DrawLine {
                line: pdf::Line {
                    points,
                    is_closed: true,
                },
            });
        }
    }

    /// A square of half-side `r` centred on (cx, cy).
    pub fn square(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Colour>,
        stroke: Option<Stroke>,
    ) {
        let pts = [
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy + r),
            (cx - r, cy + r),
        ];
        self.polygon(&pts, fill.map(|c| (c, 1.0)), stroke);
    }

    /// A triangle pointing up, inscribed in a circle of radius `r` centred on (cx, cy).
    pub fn triangle(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fill: Option<Colour>,
        stroke: Option<Stroke>,
    ) {
        let pts = [
            (cx, cy - r),
            (cx + r * 0.866, cy + r * 0.5),
            (cx - r * 0.866, cy + r * 0.5),
        ];
        self.polygon(&pts, fill.map(|c| (c, 1.0)), stroke);
    }

    /// Diagonal hatching across the box (x, y, w, h): lines of `colour` every `spacing` points,
    /// which a black-and-white printer keeps apart from a solid fill.
    pub fn hatch(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Colour, spacing: f32) {
        if w <= 0.0 || h <= 0.0 {
            return;
        }
        self.begin_clip(x, y, w, h);
        let stroke = Stroke::solid(colour, 0.8);
        let mut d = -h;
        while d < w {
            self.line((x + d, y + h), (x + d + h, y), stroke);
            d += spacing.max(1.0);
        }
        self.end_clip();
    }

    /// Text with its baseline at `y`, starting at `x` (or ending or centred there).
    pub fn text(&mut self, x: f32, y: f32, pen: Pen, align: Align, s: &str) {
        let Pen { face, size, colour } = pen;
        if s.is_empty() {
            return;
        }
        let w = self.fonts.width(face, size, s);
        let x = match align {
            Align::Left => x,
            Align::Right => x - w,
            Align::Centre => x - w / 2.0,
        };
        let font = self.font_ids[face as usize].clone();
        let pdf_y = self.pdf_y(y);
        let col = colour.pdf(self.grey);
        let ops = &mut self.page().ops;
        ops.push(pdf::Op::StartTextSection);
        ops.push(pdf::Op::SetFont {
            font: pdf::PdfFontHandle::External(font),
            size: pdf::Pt(size),
        });
        ops.push(pdf::Op::SetFillColor { col });
        ops.push(pdf::Op::SetTextMatrix {
            matrix: pdf::TextMatrix::Translate(pdf::Pt(x), pdf::Pt(pdf_y)),
        });
        ops.push(pdf::Op::ShowText {
            items: vec![pdf::TextItem::Text(s.to_string())],
        });
        ops.push(pdf::Op::EndTextSection);
    }

    /// Text turned 90° counter-clockwise, reading upwards from (x, y): the baseline runs up the
    /// page along x, and the glyphs stand to its left.
    pub fn text_up(&mut self, x: f32, y: f32, pen: Pen, s: &str) {
        let Pen { face, size, colour } = pen;
        if s.is_empty() {
            return;
        }
        let font = self.font_ids[face as usize].clone();
        let pdf_y = self.pdf_y(y);
        let col = colour.pdf(self.grey);
        let ops = &mut self.page().ops;
        ops.push(pdf::Op::StartTextSection);
        ops.push(pdf::Op::SetFont {
            font: pdf::PdfFontHandle::External(font),
            size: pdf::Pt(size),
        });
        ops.push(pdf::Op::SetFillColor { col });
        ops.push(pdf::Op::SetTextMatrix {
            matrix: pdf::TextMatrix::Raw([0.0, 1.0, -1.0, 0.0, x, pdf_y]),
        });
        ops.push(pdf::Op::ShowText {
            items: vec![pdf::TextItem::Text(s.to_string())],
        });
        ops.push(pdf::Op::EndTextSection);
    }

    /// Place an image XObject in the box (x, y, w, h).
    pub fn image(&mut self, id: pdf::XObjectId, x: f32, y: f32, w: f32, h: f32) {
        let bottom = self.pdf_y(y + h);
        let ops = &mut self.page().ops;
        ops.push(pdf::Op::SaveGraphicsState);
        ops.push(pdf::Op::SetTransformationMatrix {
            matrix: pdf::CurTransMat::Raw([w, 0.0, 0.0, h, x, bottom]),
        });
        ops.push(pdf::Op::UseXobject {
            id,
            transform: pdf::XObjectTransform {
                no_auto_scale: true,
                ..Default::default()
            },
        });
        ops.push(pdf::Op::RestoreGraphicsState);
    }

    /// Clip what follows to a rectangle until [`Layout::end_clip`].
    pub fn begin_clip(&mut self, x: f32, y: f32, w: f32, h: f32) {
        let top = self.pdf_y(y);
        let ops = &mut self.page().ops;
        ops.push(pdf::Op::SaveGraphicsState);
        ops.push(pdf::Op::DrawRectangle {
            rectangle: pdf::Rect {
                x: pdf::Pt(x),
                y: pdf::Pt(top - h),
                width: pdf::Pt(w),
                height: pdf::Pt(h),
                mode: Some(pdf::PaintMode::Clip),
                winding_order: Some(pdf::WindingOrder::NonZero),
            },
        });
    }

    pub fn end_clip(&mut self) {
        self.page().ops.push(pdf::Op::RestoreGraphicsState);
    }

    // ----- flowing content -------------------------------------------------------------------

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
        let page_no = format!("Page {number} of {of}");
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

/// A column of a [`Table`].
#[derive(Clone, Debug)]
pub struct Column {
    pub header: String,
    /// Relative width.
    pub weight: f32,
    pub align: Align,
}

impl Column {
    pub fn left(header: &str, weight: f32) -> Column {
        Column {
            header: header.to_string(),
            weight,
            align: Align::Left,
        }
    }

    pub fn right(header: &str, weight: f32) -> Column {
        Column {
            header: header.to_string(),
            weight,
            align: Align::Right,
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

struct TableLayout {
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
    fn new(l: &Layout, t: &Table) -> TableLayout {
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

    fn header_height(&self, l: &Layout, t: &Table) -> f32 {
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

    fn row_height(&self, l: &Layout, t: &Table, row: &Row, max_lines: usize) -> f32 {
        self.wrap_row(l, t, row).height().min(max_lines) as f32 * self.lh + 2.0 * PAD_Y
    }

    fn draw(&self, l: &mut Layout, t: &Table) {
        let header_h = self.header_height(l, t);
        // The header never ends a page: it goes with its first rows (up to three).
        let first_h: f32 = t
            .rows
            .iter()
            .take(3)
            .map(|r| self.row_height(l, t, r, 4))
            .sum();
        l.ensure((header_h + first_h).min(l.full_height() * 0.5));
        self.draw_header(l, t, false);
        let last = t.rows.len().saturating_sub(1);
        let mut rows_on_page = 0usize;
        for (ri, row) in t.rows.iter().enumerate() {
            let mut cells = self.wrap_row(l, t, row);
            // A group heading stays with the row after it, and the last row never stands
            // alone at the top of a page: it takes the row before it along.
            let keep_next = if row.style == RowStyle::Group || (ri + 1 == last && last > 2) {
                t.rows
                    .get(ri + 1)
                    .map(|n| self.row_height(l, t, n, 3))
                    .unwrap_or(0.0)
            } else {
                0.0
            };
            let mut fresh = false;
            loop {
                let h = cells.height() as f32 * self.lh + 2.0 * PAD_Y;
                let may_keep = keep_next > 0.0 && rows_on_page >= 2;
                if h + keep_next <= l.room()
                    || (!may_keep && h <= l.room())
                    || (fresh && h <= l.room())
                {
                    self.draw_row(l, t, row, &cells, ri);
                    rows_on_page += 1;
                    break;
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
                    break;
                }
                l.new_page();
                self.draw_header(l, t, true);
                rows_on_page = 0;
                fresh = true;
            }
        }
        l.y += 6.0;
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
    let n = t.columns.len();
    let avail = l.width();
    if n == 0 {
        return Vec::new();
    }
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
        let want: Vec<f32> = max_w.iter().zip(&min_w).map(|(a, b)| a - b).collect();
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
