//! How things look on the page: colours (and their grey on a monochrome report), pens for
//! text, strokes for lines, alignment and the text sizes.

use super::super::text::Face;
use printpdf as pdf;

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
    pub(super) fn pdf(self, grey: bool) -> pdf::Color {
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
