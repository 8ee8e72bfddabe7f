//! Drawing on the current page: rectangles, lines, shapes, hatching, text, images and clips,
//! each turned into PDF operations with the page's bottom-left origin.

use super::{Align, Colour, Layout, Pen, Stroke};
use printpdf as pdf;

impl Layout<'_> {
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
        if s.is_empty() {
            return;
        }
        let w = self.fonts.width(pen.face, pen.size, s);
        let x = match align {
            Align::Left => x,
            Align::Right => x - w,
            Align::Centre => x - w / 2.0,
        };
        let pdf_y = self.pdf_y(y);
        self.show_text(
            pen,
            pdf::TextMatrix::Translate(pdf::Pt(x), pdf::Pt(pdf_y)),
            s,
        );
    }

    /// Text turned 90° counter-clockwise, reading upwards from (x, y): the baseline runs up the
    /// page along x, and the glyphs stand to its left.
    pub fn text_up(&mut self, x: f32, y: f32, pen: Pen, s: &str) {
        if s.is_empty() {
            return;
        }
        let pdf_y = self.pdf_y(y);
        self.show_text(
            pen,
            pdf::TextMatrix::Raw([0.0, 1.0, -1.0, 0.0, x, pdf_y]),
            s,
        );
    }

    /// One text object: `s` in the pen's face, size and colour, placed by `matrix`.
    fn show_text(&mut self, pen: Pen, matrix: pdf::TextMatrix, s: &str) {
        let Pen { face, size, colour } = pen;
        let font = self.font_ids[face as usize].clone();
        let col = colour.pdf(self.grey);
        let ops = &mut self.page().ops;
        ops.push(pdf::Op::StartTextSection);
        ops.push(pdf::Op::SetFont {
            font: pdf::PdfFontHandle::External(font),
            size: pdf::Pt(size),
        });
        ops.push(pdf::Op::SetFillColor { col });
        ops.push(pdf::Op::SetTextMatrix { matrix });
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
}
