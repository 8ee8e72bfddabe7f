//! The map section: the page it goes on (turned when the map is wide), the map image at print
//! resolution, and the deployment areas, markers and legend drawn over it by
//! [`crate::report::map`].

use super::{Context, MapOutcome, note};
use crate::i18n::tr;
use crate::report::layout::{Colour, Layout};
use crate::report::map;
use crate::report::template::{MapOrientation, Orientation, Section};

/// The map's extent in image pixels: left, top, right, bottom.
type Extent = (f32, f32, f32, f32);

pub(super) fn nothing_to_show(cx: &Context) -> Option<String> {
    map::extent(cx.s, cx.map.map(|m| m.size))
        .is_none()
        .then(|| tr!(ReportNoMap))
}

pub(super) fn draw(l: &mut Layout, cx: &Context, section: &Section) -> MapOutcome {
    let image_size = cx.map.map(|m| m.size);
    let Some(extent) = map::extent(cx.s, image_size) else {
        return MapOutcome::default();
    };
    let turned = choose_page(l, cx, section, extent);
    l.heading(&section.title(), 100.0);
    if cx.map.is_none() && cx.map_missing.is_some() {
        note(l, &tr!(ReportMapUnread));
    }
    let (mut outcome, image) = map_and_overlay(l, cx, extent);
    let unknown = super::battle_maps::draw(l, cx, extent, image.as_ref());
    if !unknown.is_empty() && outcome.warning.is_none() {
        outcome.warning = Some(tr!(ReportMapTurnsUnknown, turns = unknown.join(", ")));
    }
    if turned {
        // The next section goes back to the document's own pages.
        l.y = l.bottom() + 1.0;
    }
    outcome
}

/// Put the map on this page, or on a page of its own (turned when the map is wide); whether
/// that page differs from the document's own.
fn choose_page(l: &mut Layout, cx: &Context, section: &Section, extent: Extent) -> bool {
    let (ew, eh) = (extent.2 - extent.0, extent.3 - extent.1);
    let doc_landscape = cx.template.orientation == Orientation::Landscape;
    let landscape = match section.orientation.unwrap_or_default() {
        MapOrientation::Auto => ew > eh * 1.05,
        MapOrientation::Document => doc_landscape,
        MapOrientation::Portrait => false,
        MapOrientation::Landscape => true,
    };
    let (pw, ph) = cx.page_size;
    let (short, long) = (pw.min(ph), pw.max(ph));
    // A turned page of its own would leave what is on this page alone: when the map, as wide
    // as this page, fits under it, it stays here.
    let fits_here = {
        let withheld = cx.withheld();
        let legend = map::legend_height(l, cx.s, &withheld, &cx.record().end().holders, l.width());
        let heading = 14.0 * 1.6 + 10.0;
        !l.at_page_top() && l.width() * eh / ew.max(1.0) + legend + heading <= l.room()
    };
    let auto = section.orientation.unwrap_or_default() == MapOrientation::Auto;
    let size = if auto && fits_here {
        l.current_size()
    } else if landscape {
        (long, short)
    } else {
        (short, long)
    };
    if auto && fits_here {
        // Stays under what is already on this page.
    } else if l.current_size() != size {
        l.resize_empty_page(size);
    } else if l.room() < l.full_height() * 0.6 {
        l.new_page();
    }
    size != cx.page_size
}

/// The map image (or a blank field) in the room left above the legend, and the overlay on it;
/// the image embedded, for the pages after it.
fn map_and_overlay(
    l: &mut Layout,
    cx: &Context,
    extent: Extent,
) -> (MapOutcome, Option<printpdf::XObjectId>) {
    let mut image = None;
    let mut outcome = MapOutcome::default();
    let withheld = cx.withheld();
    let held = &cx.record().end().holders;
    let legend_h = map::legend_height(l, cx.s, &withheld, held, l.width());
    let box_h = (l.room() - legend_h).max(60.0);
    let placement = map::Placement::fit(extent, l.left(), l.y, l.width(), box_h);
    let embedded = cx
        .map
        .map(|src| map::embed(&mut l.doc, src, (placement.w, placement.h), l.grey));
    match embedded {
        Some(Ok(e)) => {
            l.image(
                e.id.clone(),
                placement.x,
                placement.y,
                placement.w,
                placement.h,
            );
            outcome.pixels = Some(e.pixels);
            outcome.passthrough = e.passthrough;
            image = Some(e.id);
        }
        other => {
            if let Some(Err(e)) = other {
                outcome.warning = Some(tr!(ReportWithoutMap, error = e.to_string()));
            }
            l.fill_rect(
                placement.x,
                placement.y,
                placement.w,
                placement.h,
                Colour(0.97, 0.97, 0.95),
            );
        }
    }
    map::draw_overlay(l, cx.s, &placement, &withheld, held);
    map::draw_legend(l, cx.s, &placement, &withheld, held);
    (outcome, image)
}
