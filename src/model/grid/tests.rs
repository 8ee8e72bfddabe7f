//! The grid's maths against worked examples (VASSAL's numbering of a flat-topped map, the six
//! neighbours of a regular hex) and as properties over random grids of every kind, numbering
//! and orientation.

use super::*;
use crate::model::{Point, Polygon};
use proptest::prelude::*;

fn near(p: Point, x: f32, y: f32) -> bool {
    (p.x - x).abs() < 1e-3 && (p.y - y).abs() < 1e-3
}

/// Regular flat-topped hexes 100 px from row to row, the origin's hex centred at (100, 100).
fn flat() -> Grid {
    Grid::hexes(100.0, false, 100.0, 100.0)
}

#[test]
fn vassal_numbers_the_columns_and_staggers_the_odd_ones() {
    let g = flat();
    assert_eq!(g.id(Cell::new(0, 0)), "0101");
    assert_eq!(g.id(Cell::new(0, 1)), "0102");
    // Column 1 stands half a hex lower; numbered one higher, its hex "0202" is level with
    // the gap below "0101", and "0201" half a hex above "0101".
    assert_eq!(g.id(Cell::new(1, 0)), "0202");
    assert_eq!(g.id(Cell::new(1, -1)), "0201");
    assert!(g.centre(g.parse_id("0201").unwrap()).y < g.centre(Cell::new(0, 0)).y);
    let mut lower = flat();
    lower.numbering.odd_higher = false;
    assert_eq!(lower.id(Cell::new(1, 0)), "0201");
    assert!(lower.centre(lower.parse_id("0201").unwrap()).y > g.centre(Cell::new(0, 0)).y);
    // Leading zeros, first numbers, separator and order.
    let mut n = flat();
    n.numbering = Numbering {
        order: Order::RowFirst,
        separator: ".".into(),
        column_zeros: 2,
        row_zeros: 0,
        first_column: 0,
        first_row: 10,
        odd_higher: false,
    };
    assert_eq!(n.id(Cell::new(7, 2)), "12.007");
    assert_eq!(n.parse_id("12.007"), Ok(Cell::new(7, 2)));
}

#[test]
fn a_cell_has_one_id_and_a_wrong_one_says_how_ids_are_written() {
    let g = flat();
    assert_eq!(g.parse_id("0712"), Ok(Cell::new(6, 11)));
    let e = g.parse_id("712").unwrap_err().to_string();
    assert_eq!(
        e,
        "\"712\" is not a cell id of this grid: ids are written like \"0712\" (column 7, then row 12)"
    );
    assert!(g.parse_id("07 12").is_err());
    assert!(g.parse_id("").is_err());
    assert!(g.parse_id("0x12").is_err());
}

#[test]
fn an_id_that_reads_two_ways_is_named_ambiguous() {
    let mut g = flat();
    g.numbering.column_zeros = 0;
    g.numbering.row_zeros = 0;
    g.numbering.odd_higher = false;
    // Column 1, row 11 and column 11, row 1 are both "111".
    assert_eq!(g.id(Cell::new(0, 10)), "111");
    assert_eq!(g.id(Cell::new(10, 0)), "111");
    let e = g.parse_id("111").unwrap_err();
    assert_eq!(
        e.to_string(),
        "\"111\" can be read as column 1, row 11 or column 11, row 1: give the numbering a separator or more leading zeros"
    );
    g.numbering.separator = "-".into();
    assert_eq!(g.parse_id("1-11"), Ok(Cell::new(0, 10)));
    // With a hyphen between, a negative row still reads one way.
    assert_eq!(g.id(Cell::new(0, -5)), "1--4");
    assert_eq!(g.parse_id("1--4"), Ok(Cell::new(0, -5)));
}

#[test]
fn a_regular_hex_has_six_neighbours_one_hex_away_all_round() {
    for sideways in [false, true] {
        let g = Grid::hexes(100.0, sideways, 100.0, 100.0);
        for c in [Cell::new(0, 0), Cell::new(3, -2), Cell::new(-5, 7)] {
            let centre = g.centre(c);
            let mut bearings: Vec<f32> = g
                .neighbours(c)
                .into_iter()
                .map(|n| {
                    assert!((g.centre(n).distance(centre) - 100.0).abs() < 1e-2);
                    Grid::bearing(centre, g.centre(n)).round()
                })
                .collect();
            bearings.sort_by(f32::total_cmp);
            let first = if sideways { 30.0 } else { 0.0 };
            let want: Vec<f32> = (0..6).map(|k| first + 60.0 * k as f32).collect();
            assert_eq!(bearings, want, "sideways {sideways}");
        }
    }
}

#[test]
fn distances_count_hexes_along_the_grid() {
    let g = flat();
    let c = |id: &str| g.parse_id(id).unwrap();
    assert_eq!(g.distance(c("0101"), c("0101")), 0);
    assert_eq!(g.distance(c("0101"), c("0105")), 4);
    assert_eq!(g.distance(c("0101"), c("0201")), 1);
    assert_eq!(g.distance(c("0101"), c("0202")), 1);
    // Three columns across a staggered map: a hex a column gains half a row.
    assert_eq!(g.distance(c("0101"), c("0402")), 3);
    assert_eq!(g.distance(c("0101"), c("0405")), 5);
}

#[test]
fn the_side_between_two_hexes_lies_between_their_centres() {
    let g = flat();
    let (a, b) = (Cell::new(0, 0), Cell::new(0, 1));
    let (p, q) = g.hexside(a, b).expect("one above the other");
    // A flat side 150 px down, from 100 − r/2 to 100 + r/2, r = 2/3 · dx.
    let r = 2.0 * g.dx as f32 / 3.0;
    assert!(
        (near(p, 100.0 + r / 2.0, 150.0) && near(q, 100.0 - r / 2.0, 150.0))
            || (near(q, 100.0 + r / 2.0, 150.0) && near(p, 100.0 - r / 2.0, 150.0)),
        "{p:?} {q:?}"
    );
    assert_eq!(g.hexside(a, Cell::new(0, 2)), None, "not neighbours");
    assert_eq!(g.hexside(a, a), None);
}

#[test]
fn squares_count_diagonals_as_one_step_but_share_only_their_four_sides() {
    let g = Grid::squares(50.0, 40.0, 25.0, 20.0);
    assert_eq!(g.cell_at(Point::new(0.0, 0.0)), Cell::new(0, 0));
    assert_eq!(g.cell_at(Point::new(51.0, 41.0)), Cell::new(1, 1));
    assert_eq!(g.neighbours(Cell::new(0, 0)).len(), 8);
    assert_eq!(g.distance(Cell::new(0, 0), Cell::new(3, -2)), 3);
    assert!(g.hexside(Cell::new(0, 0), Cell::new(1, 0)).is_some());
    assert_eq!(g.hexside(Cell::new(0, 0), Cell::new(1, 1)), None);
    assert_eq!(g.id(Cell::new(1, 0)), "0201", "squares do not stagger");
}

#[test]
fn snapping_moves_a_point_to_its_cells_centre() {
    let g = flat();
    assert!(near(g.snap(Point::new(112.0, 130.0)), 100.0, 100.0));
    // Below the flat side at y = 150, the next hex down.
    assert!(near(g.snap(Point::new(100.0, 151.0)), 100.0, 200.0));
}

#[test]
fn calibration_reads_three_centres_in_any_order_and_either_way_round() {
    let g = flat();
    let centres = |ids: [&str; 3]| ids.map(|id| g.centre(g.parse_id(id).unwrap()));
    let cal = calibrate(centres(["0101", "0102", "0202"])).unwrap();
    assert!(!cal.sideways);
    assert!((cal.dy - 100.0).abs() < 1e-3 && (cal.dx - g.dx).abs() < 1e-3);
    // The origin is moved to the hex nearest the top-left with the same stagger.
    assert!((cal.x0 - (100.0 - g.dx)).abs() < 1e-3, "{cal:?}");
    assert!((cal.y0 - 50.0).abs() < 1e-3, "{cal:?}");
    let again = calibrate(centres(["0202", "0101", "0102"])).unwrap();
    assert_eq!(cal, again);
    let pointy = Grid::hexes(60.0, true, 40.0, 30.0);
    let clicks = ["0101", "0102", "0202"].map(|id| pointy.centre(pointy.parse_id(id).unwrap()));
    let cal = calibrate(clicks).unwrap();
    assert!(cal.sideways);
    assert!((cal.dy - 60.0).abs() < 1e-3);
}

#[test]
fn vassals_three_corners_give_the_grid_too() {
    let g = flat();
    let corners = g.corners(Cell::new(0, 0));
    // The flat top's two corners and the right-hand corner beyond them.
    let cal = calibrate_from_corners([corners[4], corners[5], corners[0]]).unwrap();
    assert!(!cal.sideways);
    // The same grid and origin as from the centres: the hex nearest the top-left, stagger kept.
    let centres = [(0, 0), (0, 1), (1, 0)].map(|(c, r)| g.centre(Cell::new(c, r)));
    let from_centres = calibrate(centres).unwrap();
    let figures = |c: Calibration| [c.dx, c.dy, c.x0, c.y0];
    for (a, b) in figures(cal).into_iter().zip(figures(from_centres)) {
        assert!((a - b).abs() < 1e-3, "{cal:?} {from_centres:?}");
    }
    let pointy = Grid::hexes(60.0, true, 40.0, 30.0);
    let corners = pointy.corners(Cell::new(2, 1));
    for start in 0..6 {
        let three = [0, 1, 2].map(|k| corners[(start + k) % 6]);
        let cal = calibrate_from_corners(three).unwrap();
        assert!(cal.sideways, "from corner {start}");
        assert!((cal.dy - 60.0).abs() < 1e-3, "{cal:?}");
    }
    let wrong = calibrate_from_corners([corners[0], corners[1], Point::new(500.0, 500.0)]);
    assert!(wrong.is_err());
    let p = |x: f32, y: f32| Point::new(x, y);
    // A side 50 px long and a third point 20 px too far: no corner of one hex.
    assert_eq!(
        calibrate_from_corners([p(0., 0.), p(50., 0.), p(95., 43.)])
            .unwrap_err()
            .to_string(),
        "point 3 is 20.0 px from the next corner of the hex the other two are corners of (at most 5): click three corners in a row around one hex"
    );
}

#[test]
fn calibration_says_what_is_wrong_with_the_clicks() {
    let p = |x: f32, y: f32| Point::new(x, y);
    let err = |clicks| calibrate(clicks).unwrap_err().to_string();
    assert!(err([p(0., 0.), p(2., 3.), p(80., 50.)]).starts_with("points 1 and 2 are within 5 px"));
    assert!(
        err([p(0., 0.), p(40., 70.), p(90., 20.)]).starts_with("no two of the points are in line")
    );
    assert!(
        err([p(0., 0.), p(0., 100.), p(0., 200.)]).starts_with("the three points are in one line")
    );
    assert_eq!(
        err([p(0., 0.), p(0., 100.), p(86., 80.)]),
        "point 3 is 30.0 px from beside the middle of points 1 and 2 (at most 5): click three hexes that meet at one corner"
    );
    assert!(err([p(0., 0.), p(f32::NAN, 0.), p(1., 1.)]).starts_with("point 2 is not on the map"));
}

#[test]
fn defenders_fight_in_the_best_terrain_of_their_cells() {
    use crate::model::{Combat, Terrain};
    let mut g = flat();
    g.terrain.insert("0101".into(), Terrain::Forest);
    g.terrain.insert("0102".into(), Terrain::Chateau);
    g.terrain.insert("0103".into(), Terrain::Town);
    let index = GridIndex::new(&g);
    let combat = Combat {
        defenders: vec!["a".into(), "b".into(), "c".into()],
        ..Combat::default()
    };
    let cells = [("a", "0101"), ("b", "0103"), ("c", "0104")];
    let cell_of = |id: &str| {
        let (_, c) = cells.iter().find(|(u, _)| *u == id)?;
        g.parse_id(c).ok()
    };
    // Forest and town are both +1: the first defender's decides the word.
    assert_eq!(
        index.defender_terrain(&combat, cell_of),
        Some(Terrain::Forest)
    );
    let on_chateau = |id: &str| (id == "c").then(|| g.parse_id("0102").unwrap());
    assert_eq!(
        index.defender_terrain(&combat, on_chateau),
        Some(Terrain::Chateau)
    );
    assert_eq!(index.defender_terrain(&combat, |_| None), None);
}

fn numbering() -> impl Strategy<Value = Numbering> {
    (
        any::<bool>(),
        prop::sample::select(vec!["", ",", "-", ".", "/"]),
        0u8..3,
        0u8..3,
        -3i32..4,
        -3i32..4,
        any::<bool>(),
    )
        .prop_map(|(row_first, sep, cz, rz, fc, fr, odd)| Numbering {
            order: if row_first {
                Order::RowFirst
            } else {
                Order::ColumnFirst
            },
            separator: sep.to_string(),
            column_zeros: cz,
            row_zeros: rz,
            first_column: fc,
            first_row: fr,
            odd_higher: odd,
        })
}

/// A grid of any kind, orientation and numbering, cells from 4 to 300 px.
fn grid() -> impl Strategy<Value = Grid> {
    (
        prop::sample::select(vec![
            (GridKind::Hex, false),
            (GridKind::Hex, true),
            (GridKind::Square, false),
        ]),
        4.0f64..300.0,
        4.0f64..300.0,
        -500.0f64..500.0,
        -500.0f64..500.0,
        numbering(),
    )
        .prop_map(|((kind, sideways), dx, dy, x0, y0, numbering)| Grid {
            kind,
            sideways,
            dx,
            dy,
            x0,
            y0,
            numbering,
            ..Grid::hexes(100.0, false, 0.0, 0.0)
        })
}

fn cell() -> impl Strategy<Value = Cell> {
    (-150i32..150, -150i32..150).prop_map(|(c, r)| Cell::new(c, r))
}

proptest! {
    #[test]
    fn a_cells_centre_is_in_the_cell(g in grid(), c in cell()) {
        prop_assert_eq!(g.cell_at(g.centre(c)), c);
    }

    #[test]
    fn every_point_lies_in_the_cell_it_is_given_to(
        g in grid(),
        x in -20_000.0f32..20_000.0,
        y in -20_000.0f32..20_000.0,
    ) {
        let c = g.cell_at(Point::new(x, y));
        let outline = Polygon::new(g.corners(c));
        // Within a hundredth of a pixel: a point on a side may go to either cell.
        let inside = outline.contains(Point::new(x, y))
            || outline.points.iter().zip(outline.points.iter().cycle().skip(1)).any(|(a, b)| {
                segment_distance(Point::new(x, y), *a, *b) < 1e-2
            });
        prop_assert!(inside, "{:?} not in {:?} {:?}", (x, y), c, outline.points);
    }

    #[test]
    fn an_id_reads_back_as_its_cell_or_is_named_ambiguous(g in grid(), c in cell()) {
        let id = g.id(c);
        match g.parse_id(&id) {
            Ok(back) => prop_assert_eq!(back, c),
            Err(CellIdError::Ambiguous { readings, .. }) => {
                let (col, row) = g.numbering.numbers(g.kind, c);
                prop_assert!(readings.contains(&(col, row)));
                prop_assert!(g.numbering.separator.is_empty() || g.numbering.separator == "-");
            }
            Err(e) => prop_assert!(false, "{} of {:?}: {}", id, c, e),
        }
    }

    #[test]
    fn neighbours_are_one_step_away_and_neighbours_back(g in grid(), c in cell()) {
        let around = g.neighbours(c);
        prop_assert_eq!(around.len(), if g.is_hex() { 6 } else { 8 });
        for (k, &n) in around.iter().enumerate() {
            prop_assert_eq!(g.distance(c, n), 1);
            prop_assert_eq!(g.distance(n, c), 1);
            prop_assert!(g.neighbours(n).contains(&c));
            prop_assert!(!around[..k].contains(&n), "listed twice");
            let diagonal = !g.is_hex() && n.col != c.col && n.row != c.row;
            match g.hexside(c, n) {
                Some((p, q)) => {
                    prop_assert!(!diagonal);
                    // The shared side's middle is the middle of the two centres.
                    let (a, b) = (g.centre(c), g.centre(n));
                    let tolerance = 1e-3 * (1.0 + a.x.abs().max(a.y.abs()));
                    prop_assert!(((p.x + q.x) - (a.x + b.x)).abs() / 2.0 < tolerance);
                    prop_assert!(((p.y + q.y) - (a.y + b.y)).abs() / 2.0 < tolerance);
                }
                None => prop_assert!(diagonal),
            }
        }
    }

    #[test]
    fn distance_is_a_distance(g in grid(), a in cell(), b in cell(), c in cell()) {
        prop_assert_eq!(g.distance(a, b), g.distance(b, a));
        prop_assert_eq!(g.distance(a, a), 0);
        prop_assert!(g.distance(a, c) <= g.distance(a, b) + g.distance(b, c));
        // One step towards b shortens the way by one.
        if a != b {
            let closer = g.neighbours(a).into_iter().map(|n| g.distance(n, b)).min();
            prop_assert_eq!(closer, Some(g.distance(a, b) - 1));
        }
    }

    #[test]
    fn calibration_recovers_a_hex_grid_from_three_exact_centres(
        sideways in any::<bool>(),
        dx in 12.0f64..200.0,
        dy in 12.0f64..200.0,
        x0 in -300.0f64..300.0,
        y0 in -300.0f64..300.0,
        c in (-40i32..40, -40i32..40).prop_map(|(c, r)| Cell::new(c, r)),
        order in Just([0usize, 1, 2]).prop_shuffle(),
    ) {
        let g = Grid { dx, dy, x0, y0, sideways, ..Grid::hexes(100.0, false, 0.0, 0.0) };
        let below = Cell::new(c.col, c.row + 1);
        let beside = g
            .neighbours(c)
            .into_iter()
            .find(|&n| n.col != c.col && g.adjacent(n, below))
            .expect("a hex touches both");
        let cells = [c, below, beside];
        let clicks = order.map(|k| g.centre(cells[k]));
        let cal = calibrate(clicks).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(cal.sideways, sideways);
        prop_assert!((cal.dx - dx).abs() < 0.02 && (cal.dy - dy).abs() < 0.02, "{:?}", cal);
        prop_assert!((0.0..cal.dx).contains(&cal.x0) && (0.0..cal.dy).contains(&cal.y0));
        let back = cal.applied_to(None);
        for dc in -3..=3 {
            for dr in -3..=3 {
                let p = g.centre(Cell::new(c.col + dc, c.row + dr));
                let q = back.snap(p);
                prop_assert!(p.distance(q) < 0.2, "{:?} snaps to {:?}", p, q);
            }
        }
    }

    #[test]
    fn calibration_recovers_a_hex_grid_from_three_corners_of_one_hex(
        sideways in any::<bool>(),
        size in 24.0f64..200.0,
        stretch in 0.8f64..1.25,
        x0 in -300.0f64..300.0,
        y0 in -300.0f64..300.0,
        c in (-40i32..40, -40i32..40).prop_map(|(c, r)| Cell::new(c, r)),
        start in 0usize..6,
        backwards in any::<bool>(),
    ) {
        let mut g = Grid::hexes(size, sideways, x0, y0);
        g.dx *= stretch;
        let corners = g.corners(c);
        let k = |i: usize| if backwards { (start + 6 - i) % 6 } else { (start + i) % 6 };
        let clicks = [corners[k(0)], corners[k(1)], corners[k(2)]];
        let cal = calibrate_from_corners(clicks).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(cal.sideways, sideways);
        prop_assert!((cal.dx - g.dx).abs() < 0.05 && (cal.dy - g.dy).abs() < 0.05, "{:?}", cal);
        let back = cal.applied_to(None);
        for dc in -3..=3 {
            for dr in -3..=3 {
                let p = g.centre(Cell::new(c.col + dc, c.row + dr));
                prop_assert!(p.distance(back.snap(p)) < 0.3, "{:?}", p);
            }
        }
    }
}

fn segment_distance(p: Point, a: Point, b: Point) -> f32 {
    let (abx, aby) = (b.x - a.x, b.y - a.y);
    let len = abx * abx + aby * aby;
    let t = if len > 0.0 {
        (((p.x - a.x) * abx + (p.y - a.y) * aby) / len).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.distance(Point::new(a.x + t * abx, a.y + t * aby))
}

/// A scenario on a 400 × 300 map with the grid `g`.
fn on_map(g: Grid) -> crate::model::Scenario {
    let mut s = crate::model::Scenario::new("t");
    s.map.size = Some((400, 300));
    s.map.grid = Some(g);
    s
}

#[test]
fn what_is_wrong_in_the_grid_is_named_with_its_field() {
    let mut g = flat();
    g.terrain
        .insert("0101".into(), crate::model::Terrain::Forest);
    g.terrain.insert("101".into(), crate::model::Terrain::Town);
    g.terrain
        .insert("0909".into(), crate::model::Terrain::Rough);
    let river = |a: &str, b: &str| Hexside {
        cells: (a.into(), b.into()),
        kind: HexsideKind::River,
    };
    g.hexsides = vec![
        river("0101", "0102"),
        river("0102", "0101"),
        river("0101", "0103"),
        river("0101", "0101"),
    ];
    g.exits = vec!["0201".into(), "0201".into()];
    let text: Vec<String> = on_map(g)
        .validate(&[])
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert_eq!(
        text,
        [
            "map.grid.terrain[\"0909\"]: hex \"0909\" is off the map: its centre (x: 793, y: 900) lies beyond the 400 × 300 image",
            "map.grid.terrain[\"101\"]: \"101\" is not a cell id of this grid: ids are written like \"0712\" (column 7, then row 12)",
            "map.grid.hexsides[1]: the side between \"0102\" and \"0101\" is listed twice (first at hexsides[0])",
            "map.grid.hexsides[2].cells: a river runs between two neighbouring hexes; \"0101\" and \"0103\" are 2 hexes apart",
            "map.grid.hexsides[3].cells: a river runs between two neighbouring hexes; \"0101\" and \"0101\" are the same cell",
            "map.grid.exits[1]: exit \"0201\" is listed twice (first at exits[0])",
        ]
    );
    let mut squares = Grid::squares(50.0, 50.0, 25.0, 25.0);
    squares.sideways = true;
    squares.hexsides = vec![river("0101", "0202")];
    let text: Vec<String> = on_map(squares)
        .validate(&[])
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert_eq!(
        text,
        [
            "map.grid.sideways: squares have no sideways: write `sideways: false`, or `kind: Hex`",
            "map.grid.hexsides[0].cells: a river runs between two neighbouring squares; \"0101\" and \"0202\" touch only at a corner",
        ]
    );
}

#[test]
fn a_grid_that_could_not_be_drawn_is_refused_before_anything_reads_it() {
    let mut g = flat();
    (g.dx, g.dy, g.x0) = (f64::NAN, 1.0, f64::INFINITY);
    let hard = crate::model::limits::hard_problems(&on_map(g));
    let paths: Vec<&str> = hard.iter().map(|p| p.path.as_str()).collect();
    assert_eq!(paths, ["map.grid.dx", "map.grid.dy", "map.grid.x0"]);
    assert!(
        hard[1].message.starts_with("1 is not a cell size"),
        "{}",
        hard[1].message
    );
    // 5-pixel squares over a 40,000-pixel map: 64 million cells.
    let mut fine = on_map(Grid::squares(5.0, 5.0, 0.0, 0.0));
    fine.map.size = Some((40_000, 40_000));
    let hard = crate::model::limits::hard_problems(&fine);
    assert_eq!(hard.len(), 1);
    assert!(
        hard[0]
            .message
            .starts_with("the grid has about 64032004 cells over the 40000 × 40000 map"),
        "{}",
        hard[0].message
    );
}
