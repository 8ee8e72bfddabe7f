//! The report's battle map pages, read back from the PDF: their titles name the turn as every
//! other sentence of the report does ("after turn 7", or the scenario's own turn name), and
//! where the scenario has a grid each page draws its lines and, where they are large enough to
//! read at the page's scale, its cells' ids.

use umpire::model::{
    Contingent, Event, Grid, Point, Polygon, Position, Scenario, SideId, Turn, Unit, UnitKind,
};
use umpire::record::Audience;
use umpire::report::template::MapTurns;
use umpire::report::{self, PrintDate, ReportOptions, Template};

/// A 200 × 200 map with one unit a side on it, `grid` over it, and two turns named `names`,
/// a move in each.
fn battle(grid: Option<Grid>, names: [&str; 2]) -> Scenario {
    let mut s = Scenario::new("Grid");
    for side in SideId::BOTH {
        let mut u = Unit::new(&format!("u{}", side.index()), "Foot", UnitKind::Infantry);
        u.position = Some(Position::Point {
            x: 30.0 + 140.0 * side.index() as f32,
            y: 100.0,
        });
        s.sides[side.index()].contingents.push(Contingent {
            name: "c".into(),
            units: vec![u],
            ..Default::default()
        });
    }
    s.map.size = Some((200, 200));
    s.sides[0].deployment = Polygon::new(
        [(0.0, 0.0), (200.0, 0.0), (200.0, 200.0), (0.0, 200.0)]
            .map(|(x, y)| Point::new(x, y))
            .to_vec(),
    );
    s.map.grid = grid;
    s.log.turns = names
        .iter()
        .enumerate()
        .map(|(t, name)| Turn {
            name: name.to_string(),
            events: vec![Event::Move {
                unit: "u0".into(),
                to: Position::Point {
                    x: 50.0 + 20.0 * t as f32,
                    y: 100.0,
                },
                facing: None,
            }],
        })
        .collect();
    s
}

fn report_pdf(s: &Scenario) -> lopdf::Document {
    let opts = ReportOptions {
        printed: Some(PrintDate {
            year: 2026,
            month: 11,
            day: 26,
        }),
        audience: Some(Audience::Umpire),
        ..Default::default()
    };
    let mut template = Template::builtin("player").unwrap();
    template.map_turns = MapTurns::All;
    let (bytes, _) = report::render(s, None, &template, &opts).expect("the report renders");
    lopdf::Document::load_mem(&bytes).expect("the PDF reads back")
}

/// The text of each page.
fn page_texts(doc: &lopdf::Document) -> Vec<String> {
    doc.get_pages()
        .keys()
        .map(|&n| doc.extract_text(&[n]).expect("text comes out"))
        .collect()
}

/// The pages whose text begins a battle map, with their titles.
fn map_pages(doc: &lopdf::Document) -> Vec<(String, String)> {
    page_texts(doc)
        .into_iter()
        .filter_map(|text| {
            let title = text.lines().find(|l| l.starts_with("The battle "))?;
            Some((title.to_string(), text.clone()))
        })
        .collect()
}

#[test]
fn a_page_title_names_a_numbered_turn_as_a_turn() {
    let doc = report_pdf(&battle(None, ["1", "7"]));
    let titles: Vec<String> = map_pages(&doc).into_iter().map(|(t, _)| t).collect();
    assert_eq!(
        titles,
        [
            "The battle at deployment",
            "The battle after turn 1",
            "The battle after turn 7"
        ]
    );
}

#[test]
fn a_page_title_names_an_unnamed_turn_by_its_number_and_a_named_one_by_its_name() {
    let doc = report_pdf(&battle(None, ["", "June 18 Evening"]));
    let titles: Vec<String> = map_pages(&doc).into_iter().map(|(t, _)| t).collect();
    assert_eq!(
        titles,
        [
            "The battle at deployment",
            "The battle after turn 1",
            "The battle after June 18 Evening"
        ]
    );
}

#[test]
fn every_map_page_prints_the_cells_ids_of_a_grid_large_enough_to_read() {
    // 40-pixel squares: 5 × 5 cells over the map, each some 90 points wide on the page.
    let doc = report_pdf(&battle(
        Some(Grid::squares(40.0, 40.0, 20.0, 20.0)),
        ["1", "2"],
    ));
    let pages = map_pages(&doc);
    assert_eq!(pages.len(), 3);
    for (title, text) in &pages {
        for id in ["0101", "0305", "0505"] {
            assert!(text.contains(id), "{title}: no cell {id} in {text:?}");
        }
    }
}

#[test]
fn ids_too_small_to_read_are_left_out_and_the_lines_stay() {
    // 2-pixel squares: 100 × 100 cells, each under 5 points on the page.
    let fine = report_pdf(&battle(Some(Grid::squares(2.0, 2.0, 1.0, 1.0)), ["1", "2"]));
    let plain = report_pdf(&battle(None, ["1", "2"]));
    for (title, text) in map_pages(&fine) {
        assert!(!text.contains("0101"), "{title}: ids printed too small");
    }
    // The lines are there: each map page draws far more than the page without a grid.
    let drawn = |doc: &lopdf::Document| -> Vec<usize> {
        doc.get_pages()
            .values()
            .map(|&p| doc.get_page_content(p).len())
            .collect()
    };
    let (with, without) = (drawn(&fine), drawn(&plain));
    assert_eq!(with.len(), without.len());
    let grown = with
        .iter()
        .zip(&without)
        .filter(|(a, b)| **a > **b * 4)
        .count();
    assert_eq!(
        grown, 3,
        "the three map pages draw the grid: {with:?} vs {without:?}"
    );
}
