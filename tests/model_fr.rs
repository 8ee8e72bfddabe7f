//! The model's messages in French (issue 29): a scenario's limits, its grid, positions and
//! marker placement, a campaign's problems, its shares and dates, and its battle files. Each
//! message is provoked from a demo broken in one field (or built as the model builds it) and
//! read in French: real French, French figures, the place kept as the file names it, and no
//! English word but the user's own and the file's syntax. A campaign's messages are in
//! `model_fr/campaign.rs`.
//!
//! One file past the usual length: each test breaks the same demo and reads it through the same French checks.

mod campaign;

use crate::support::english::{english_words, ron_strings};
use umpire::i18n::{Lang, with_lang};
use umpire::model::campaign::{Campaign, demo_campaign};
use umpire::model::grid::{self, CalibrationError, CellIdError, Hexside, HexsideKind};
use umpire::model::{
    Event, Facing, Grid, Leaving, MapScale, PlacementProblem, Point, Position, Problem, Scenario,
    SideId,
};

const LOBOSITZ: &str = include_str!("../assets/scenarios/lobositz.ron");
pub(crate) const JENA: &str = include_str!("../assets/campaigns/jena-1806/campaign.ron");

fn lobositz() -> Scenario {
    umpire::model::parse(LOBOSITZ, "lobositz.ron", &umpire::systems::ids()).expect("the demo")
}

pub(crate) fn jena() -> Campaign {
    demo_campaign().expect("the demo campaign").campaign
}

pub(crate) fn fr<T>(work: impl FnOnce() -> T) -> T {
    with_lang(Lang::Fr, work)
}

/// `text` is French: no English word once the user's words (`users`) and the file's syntax
/// words kept on purpose (`allowed`) are taken out, and a French typography mark where a
/// colon stands.
pub(crate) fn french(text: &str, users: &[String], allowed: &[&str]) {
    let left = english_words(text, users, allowed);
    assert!(left.is_empty(), "English in «{text}»: {left:?}");
    assert!(
        !text.contains(" :") && !text.contains(" ;"),
        "a plain space before a colon or a semicolon: «{text}»"
    );
}

/// The problem at `place` among the French `problems`, its message checked as French.
pub(crate) fn at<'a>(problems: &'a [Problem], place: &str, users: &[String]) -> &'a Problem {
    let p = problems
        .iter()
        .find(|p| p.path == place)
        .unwrap_or_else(|| panic!("no problem at {place}: {problems:#?}"));
    french(&p.message, users, &[]);
    p
}

fn validated(s: &Scenario) -> Vec<Problem> {
    fr(|| s.validate(&umpire::systems::ids()))
}

fn one_problem(s: &Scenario, place: &str, users: &[String]) -> String {
    let problems = validated(s);
    let p = at(&problems, place, users);
    let shown = fr(|| p.to_string());
    assert!(shown.starts_with(place), "{shown}");
    p.message.clone()
}

#[test]
fn texts_beyond_the_limits_read_in_french_with_their_place() {
    let users = ron_strings(LOBOSITZ);
    let mut s = lobositz();
    s.title = "x".repeat(201);
    assert_eq!(
        one_problem(&s, "title", &users),
        "201 caractères\u{202f}; umpire en accepte au plus 200 ici"
    );

    let mut s = lobositz();
    s.title = "Lobo\u{1b}sitz".into();
    s.notes = "Une note\u{7}".into();
    let problems = validated(&s);
    assert_eq!(
        at(&problems, "title", &users).message,
        "le caractère 5 est un caractère de contrôle (U+001B)\u{202f}; l'écrire sur une seule \
         ligne de caractères imprimables"
    );
    assert!(at(&problems, "notes", &users).message.ends_with(
        "les notes peuvent contenir des retours à la ligne et des tabulations, aucun autre"
    ));

    let mut s = lobositz();
    s.map.image = Some(" ".into());
    let problems = validated(&s);
    let p = &problems
        .iter()
        .find(|p| p.path == "map.image")
        .expect("named")
        .message;
    // `Some(…)` and `None` are the file's RON.
    french(p, &users, &["none"]);
    assert!(
        p.starts_with("le chemin de l'image de la carte est vide"),
        "{p}"
    );
}

#[test]
fn counts_beyond_the_limits_read_in_french_with_french_figures() {
    let users = ron_strings(LOBOSITZ);
    let mut s = lobositz();
    s.settings.compare_with = vec!["naw".into(); 101];
    s.markers.values = vec![1; 201];
    s.sides[1].contingents = vec![s.sides[1].contingents[0].clone(); 1_001];
    let problems = validated(&s);
    assert_eq!(
        at(&problems, "settings.compare_with", &users).message,
        "101 systèmes à comparer\u{202f}; umpire en accepte au plus 100"
    );
    assert_eq!(
        at(&problems, "markers.values", &users).message,
        "201 valeurs de marqueurs\u{202f}; umpire en accepte au plus 200"
    );
    let contingents = problems
        .iter()
        .find(|p| p.path.ends_with(".contingents"))
        .expect("the contingents are counted");
    french(&contingents.message, &users, &[]);
    assert_eq!(
        contingents.message,
        "1\u{202f}001 contingents\u{202f}; umpire en accepte au plus 1\u{202f}000"
    );
    assert!(
        contingents.path.starts_with("sides[1]"),
        "{}",
        contingents.path
    );
}

#[test]
fn numbers_that_are_no_places_read_in_french() {
    let users = ron_strings(LOBOSITZ);
    let mut s = lobositz();
    s.sides[0].deployment.points[0] = Point::new(2_500_000.5, 10.0);
    s.sides[0].contingents[0].units[0].facing = Some(Facing(f32::NAN));
    s.settings.contact_distance = Some(-1.5);
    s.map.scale = Some(MapScale {
        per_pixel: -2.5,
        unit: "m".into(),
    });
    let problems = validated(&s);
    let point = problems
        .iter()
        .find(|p| p.path.ends_with(".deployment[0]"))
        .expect("the vertex is named");
    french(&point.message, &users, &[]);
    assert_eq!(
        point.message,
        "(x: 2\u{202f}500\u{202f}000,5, y: 10) n'est pas une position\u{a0}: les coordonnées \
         sont des nombres de pixels compris entre -1\u{202f}000\u{202f}000 et +1\u{202f}000\u{202f}000"
    );
    let facing = problems
        .iter()
        .find(|p| p.path.ends_with(".facing"))
        .expect("the facing is named");
    french(&facing.message, &users, &[]);
    assert!(
        facing.message.starts_with("NaN n'est pas une orientation"),
        "{}",
        facing.message
    );
    assert!(
        at(&problems, "settings.contact_distance", &users)
            .message
            .starts_with("-1,5 n'est pas une distance\u{a0}: écrire la distance de contact")
    );
    assert!(
        at(&problems, "map.scale.per_pixel", &users)
            .message
            .ends_with("la distance au sol d'un pixel, p. ex. 2,5")
    );
}

/// Lobositz on a map of 1,000 × 800 pixels with a hex grid of 50-pixel hexes.
fn gridded() -> Scenario {
    let mut s = lobositz();
    s.map.size = Some((1_000, 800));
    s.map.grid = Some(Grid::hexes(50.0, false, 25.0, 25.0));
    s
}

fn grid_mut(s: &mut Scenario) -> &mut Grid {
    s.map.grid.as_mut().expect("a grid")
}

#[test]
fn a_grid_s_problems_read_in_french() {
    let users = ron_strings(LOBOSITZ);
    let mut s = gridded();
    let g = grid_mut(&mut s);
    g.terrain
        .insert("9999".into(), umpire::model::Terrain::Forest);
    g.terrain
        .insert("zz".into(), umpire::model::Terrain::Forest);
    g.exits = vec!["0101".into(), "0101".into()];
    g.hexsides = vec![
        Hexside {
            cells: ("0101".into(), "0101".into()),
            kind: HexsideKind::River,
        },
        Hexside {
            cells: ("0101".into(), "0105".into()),
            kind: HexsideKind::River,
        },
        Hexside {
            cells: ("0101".into(), "0102".into()),
            kind: HexsideKind::River,
        },
        Hexside {
            cells: ("0102".into(), "0101".into()),
            kind: HexsideKind::River,
        },
    ];
    let problems = validated(&s);
    let off = &at(&problems, "map.grid.terrain[\"9999\"]", &users).message;
    assert!(
        off.starts_with(
            "l'hexagone «\u{a0}9999\u{a0}» est hors de la carte\u{a0}: son centre (x: 4\u{202f}"
        ),
        "{off}"
    );
    assert!(
        off.ends_with("est au-delà de l'image de 1\u{202f}000 × 800"),
        "{off}"
    );
    assert_eq!(
        at(&problems, "map.grid.terrain[\"zz\"]", &users).message,
        "«\u{a0}zz\u{a0}» n'est pas un identifiant de case de cette grille\u{a0}: les \
         identifiants s'écrivent comme «\u{a0}0712\u{a0}» (colonne 7, puis ligne 12)"
    );
    assert_eq!(
        at(&problems, "map.grid.exits[1]", &users).message,
        "la sortie «\u{a0}0101\u{a0}» figure deux fois (d'abord en exits[0])"
    );
    assert_eq!(
        at(&problems, "map.grid.hexsides[0].cells", &users).message,
        "une rivière passe entre deux hexagones voisins\u{202f}; «\u{a0}0101\u{a0}» et \
         «\u{a0}0101\u{a0}» sont la même case"
    );
    assert!(
        at(&problems, "map.grid.hexsides[1].cells", &users)
            .message
            .ends_with("sont à 4 hexagones l'une de l'autre")
    );
    assert_eq!(
        at(&problems, "map.grid.hexsides[3]", &users).message,
        "le côté entre «\u{a0}0102\u{a0}» et «\u{a0}0101\u{a0}» figure deux fois (d'abord en \
         hexsides[2])"
    );
    let mut s = gridded();
    grid_mut(&mut s).numbering.row_zeros = 12;
    assert_eq!(
        at(&validated(&s), "map.grid.numbering.row_zeros", &users).message,
        "12 zéros de tête\u{202f}; un numéro en a au plus 9"
    );
}

#[test]
fn squares_cells_and_separators_read_in_french() {
    let users = ron_strings(LOBOSITZ);
    let mut s = gridded();
    let g = grid_mut(&mut s);
    *g = Grid::squares(50.0, 50.0, 25.0, 25.0);
    g.sideways = true;
    g.numbering.separator = "-".into();
    g.terrain.insert("x".into(), umpire::model::Terrain::Town);
    g.hexsides = vec![Hexside {
        cells: ("01-01".into(), "02-02".into()),
        kind: HexsideKind::River,
    }];
    let problems = validated(&s);
    let sideways = problems
        .iter()
        .find(|p| p.path == "map.grid.sideways")
        .expect("named");
    // The fields and values named are the file's: `kind: Hex`.
    french(&sideways.message, &users, &["hex"]);
    assert!(
        sideways.message.starts_with("une grille de carrés"),
        "{}",
        sideways.message
    );
    let not_an_id = &at(&problems, "map.grid.terrain[\"x\"]", &users).message;
    assert!(
        not_an_id.ends_with("(colonne 7, puis ligne 12, séparées par «\u{a0}-\u{a0}»)"),
        "{not_an_id}"
    );
    assert_eq!(
        at(&problems, "map.grid.hexsides[0].cells", &users).message,
        "une rivière passe entre deux cases voisines\u{202f}; «\u{a0}01-01\u{a0}» et \
         «\u{a0}02-02\u{a0}» ne se touchent que par un coin"
    );
    assert_eq!(fr(|| s.map.grid.as_ref().unwrap().cell_word()), "case");
    assert_eq!(fr(|| gridded().map.grid.unwrap().cell_word()), "hexagone");
}

#[test]
fn an_ambiguous_cell_id_reads_in_french() {
    let mut g = Grid::hexes(50.0, false, 25.0, 25.0);
    g.numbering.column_zeros = 0;
    g.numbering.row_zeros = 0;
    let ambiguous = (100..2_000)
        .map(|n| n.to_string())
        .find_map(|id| match g.parse_id(&id) {
            Err(e @ CellIdError::Ambiguous { .. }) => Some(e),
            _ => None,
        })
        .expect("an id of three digits reads two ways");
    let text = fr(|| ambiguous.to_string());
    french(&text, &[], &[]);
    assert!(text.contains("peut se lire colonne "), "{text}");
    assert!(text.contains(" ou colonne "), "{text}");
    assert!(
        text.ends_with("\u{a0}: donner à la numérotation un séparateur ou plus de zéros de tête"),
        "{text}"
    );
}

#[test]
fn a_grid_too_costly_to_draw_reads_in_french() {
    let users = ron_strings(LOBOSITZ);
    let mut s = gridded();
    let g = grid_mut(&mut s);
    g.dx = 1.0;
    g.y0 = f64::INFINITY;
    g.exits = vec!["0101".into(); 250_001];
    let problems = validated(&s);
    assert_eq!(
        at(&problems, "map.grid.dx", &users).message,
        "1 n'est pas une taille de case\u{a0}: écrire le pas des cases en pixels, de 4 à \
         1\u{202f}000\u{202f}000"
    );
    assert_eq!(
        at(&problems, "map.grid.y0", &users).message,
        "inf n'est pas une position\u{a0}: un nombre de pixels compris entre -1\u{202f}000\u{202f}000 \
         et +1\u{202f}000\u{202f}000"
    );
    assert_eq!(
        at(&problems, "map.grid.exits", &users).message,
        "250\u{202f}001 sorties\u{202f}; umpire en accepte au plus 250\u{202f}000"
    );
    let mut g = Grid::hexes(50.0, false, 0.0, 0.0);
    g.dx = 2.5;
    let small = fr(|| grid::too_many_cells(&g, (1_000, 800))).expect("too small");
    french(&small, &[], &[]);
    assert_eq!(
        small,
        "les cases de la grille (2,5 × 50 px) n'ont pas une taille d'au moins 4 px"
    );
    let g = Grid::squares(10.0, 10.0, 0.0, 0.0);
    let many = fr(|| grid::too_many_cells(&g, (60_000, 50_000))).expect("too many");
    french(&many, &[], &[]);
    assert_eq!(
        many,
        "la grille compte environ 30\u{202f}022\u{202f}004 cases sur la carte de \
         60\u{202f}000 × 50\u{202f}000\u{202f}; umpire en accepte au plus 250\u{202f}000\u{a0}: \
         dx et dy sont-ils bien le pas des cases en pixels\u{202f}?"
    );
}

#[test]
fn three_clicks_that_make_no_grid_read_in_french() {
    let refused = [
        CalibrationError::NotANumber(2),
        CalibrationError::SamePlace(1, 3),
        CalibrationError::NoPairInLine,
        CalibrationError::AllInLine,
        CalibrationError::ThirdNotBeside {
            third: 3,
            a: 1,
            b: 2,
            off: 7.26,
        },
        CalibrationError::CornersNotOfOneHex {
            third: 2,
            off: 12.0,
        },
        CalibrationError::TooSmall { dx: 2.04, dy: 3.5 },
    ];
    let texts: Vec<String> = fr(|| refused.iter().map(|e| e.to_string()).collect());
    for text in &texts {
        french(text, &[], &[]);
    }
    assert_eq!(
        texts[0],
        "le point 2 n'est pas sur la carte (ses coordonnées ne sont pas des nombres)"
    );
    assert!(
        texts[1].starts_with("les points 1 et 3 sont à moins de 5 px"),
        "{}",
        texts[1]
    );
    assert!(
        texts[4].starts_with("le point 3 est à 7,3 px"),
        "{}",
        texts[4]
    );
    assert!(
        texts[5].starts_with("le point 2 est à 12,0 px"),
        "{}",
        texts[5]
    );
    assert!(
        texts[6].starts_with(
            "les hexagones feraient 2,0 × 3,5 px\u{202f}; umpire demande au moins 4 px"
        ),
        "{}",
        texts[6]
    );
    // The clicks refused by the tool itself give the same French.
    let nan = Point::new(f32::NAN, 0.0);
    let e = grid::calibrate([Point::new(0.0, 0.0), nan, Point::new(9.0, 9.0)]).unwrap_err();
    assert_eq!(fr(|| e.to_string()), texts[0]);
}

#[test]
fn places_read_in_french() {
    let users = ron_strings(LOBOSITZ);
    let mut s = lobositz();
    let units = &mut s.sides[0].contingents[0].units;
    units[0].position = Some(Position::Cell("0101".into()));
    units[1].position = Some(Position::Unseen);
    units[2].position = Some(Position::LeftUnseen(Leaving::Exits));
    units[3].facing = Some(Facing(400.0));
    let problems = validated(&s);
    let of_unit = |u: usize, field: &str| {
        let p = problems
            .iter()
            .find(|p| p.path.contains(&format!("units[{u}]")) && p.path.ends_with(field))
            .unwrap_or_else(|| panic!("unit {u}: {problems:#?}"));
        french(&p.message, &users, &[]);
        p.message.clone()
    };
    assert_eq!(
        of_unit(0, ".position"),
        "la case «\u{a0}0101\u{a0}» demande une grille sur la carte (map.grid), que ce scénario \
         n'a pas"
    );
    assert!(
        of_unit(1, ".position").starts_with("le lieu est omis\u{a0}: seule une copie du joueur")
    );
    assert!(
        of_unit(2, ".position").starts_with("une unité est déployée sur la carte ou nulle part")
    );
    assert!(
        of_unit(3, ".facing").starts_with("orientation 400\u{a0}: écrire des degrés de 0 à 360")
    );
    assert_eq!(fr(|| Position::Unseen.label(None)), "un lieu non vu");
}

#[test]
fn a_move_to_a_hex_off_the_map_reads_in_french() {
    let users = ron_strings(LOBOSITZ);
    let mut s = gridded();
    let unit = s.sides[0].contingents[0].units[0].id.clone();
    s.log.turns[0].events.push(Event::Move {
        unit,
        to: Position::Cell("3030".into()),
        facing: None,
    });
    let problems = validated(&s);
    let p = problems
        .iter()
        .find(|p| p.path.starts_with("log[0]") && p.path.ends_with(".to"))
        .unwrap_or_else(|| panic!("{problems:#?}"));
    french(&p.message, &users, &[]);
    assert!(
        p.message
            .starts_with("l'hexagone «\u{a0}3030\u{a0}» est hors de la carte")
    );
    assert!(
        p.message.ends_with(
            "\u{202f}; une unité quitte la carte par un mouvement vers une case du bord, ou vers \
             un point au-delà"
        ),
        "{}",
        p.message
    );
}

#[test]
fn the_marker_placement_problems_read_in_french() {
    let s = lobositz();
    let users: Vec<String> = s.sides.iter().map(|d| d.name.clone()).collect();
    let (a, b) = (users[0].as_str(), users[1].as_str());
    let problems = [
        PlacementProblem::InOwnArea {
            marker: "C".into(),
            side: SideId::A,
        },
        PlacementProblem::LoserFirst {
            first: SideId::B,
            rolls: (5, 2),
        },
        PlacementProblem::TiedRoll {
            first: SideId::A,
            roll: 4,
        },
        PlacementProblem::OneSide {
            side: SideId::B,
            markers: 4,
        },
        PlacementProblem::OutOfTurn {
            marker: "A".into(),
            by: SideId::A,
            turn: SideId::B,
            others: 0,
        },
        PlacementProblem::OutOfTurn {
            marker: "A".into(),
            by: SideId::A,
            turn: SideId::B,
            others: 1,
        },
        PlacementProblem::OutOfTurn {
            marker: "A".into(),
            by: SideId::A,
            turn: SideId::B,
            others: 3,
        },
        PlacementProblem::DefenderAreaCount {
            inside: 1,
            required: 7,
        },
        PlacementProblem::SetSum { sum: 1_250 },
        PlacementProblem::TooMany {
            placed: 11,
            available: 1,
        },
    ];
    let texts: Vec<String> = fr(|| problems.iter().map(|p| p.message(&s)).collect());
    for text in &texts {
        french(text, &users, &[]);
    }
    assert_eq!(
        texts[1],
        format!(
            "Le premier marqueur est noté comme placé par le perdant du jet de dé ({b}\u{202f}; \
             jets\u{a0}: {a} 5, {b} 2)\u{a0}: le vainqueur du jet place en premier."
        )
    );
    assert!(
        texts[4].contains(&format!(
            "c'était au tour de\u{a0}: {b})\u{a0}: le vainqueur"
        )),
        "{}",
        texts[4]
    );
    assert!(
        texts[5].contains("(ainsi que 1 marqueur après lui)"),
        "{}",
        texts[5]
    );
    assert!(
        texts[6].contains("(ainsi que 3 marqueurs après lui)"),
        "{}",
        texts[6]
    );
    assert!(texts[7].starts_with("1 marqueur sur 7 dans la zone de déploiement du défenseur"));
    assert_eq!(
        texts[8],
        "La somme des valeurs des marqueurs fait 1\u{202f}250\u{202f}%, et non 100\u{202f}%."
    );
    assert_eq!(
        texts[9],
        "11 marqueurs placés, mais le jeu n'a que 1 valeur."
    );
    assert!(texts[0].contains(&format!("({a})")), "{}", texts[0]);
    assert!(texts[2].contains("(4 et 4)"), "{}", texts[2]);
    assert!(texts[3].starts_with(&format!(
        "Les 4 marqueurs ont tous été placés par un seul camp ({b})"
    )));
}

/// One way of breaking the Lobositz demo (on a hex grid over a map of known size), each
/// provoking one of the model's messages.
type Breakage = fn(&mut Scenario);

const BREAKAGES: [Breakage; 22] = [
    |s| s.title = "x".repeat(300),
    |s| s.sides[0].contingents[0].units[0].name = "a\u{8}b".into(),
    |s| s.map.image = Some(String::new()),
    |s| s.sides[0].deployment.points = vec![Point::new(1.0, 1.0); 10_001],
    |s| s.markers.markers = vec![s.markers.markers[0].clone(); 201],
    |s| s.log.turns = vec![s.log.turns[0].clone(); 10_001],
    |s| {
        let combat = umpire::model::Combat {
            attacker: Some(SideId::A),
            attackers: vec!["X".to_string(); 1_001],
            ..Default::default()
        };
        s.log.turns[0].events.push(Event::Combat(combat));
    },
    |s| s.sides[1].contingents[0].units[0].facing = Some(Facing(f32::INFINITY)),
    |s| s.sides[1].contingents[0].units[0].facing = Some(Facing(-90.0)),
    |s| s.sides[0].contingents[0].units[1].position = Some(Position::Cell("9999".into())),
    |s| s.sides[0].contingents[0].units[1].position = Some(Position::Cell("zz".into())),
    |s| s.settings.contact_distance = Some(f64::NAN),
    |s| {
        s.map.scale = Some(MapScale {
            per_pixel: f64::NEG_INFINITY,
            unit: "m".into(),
        })
    },
    |s| s.sides[0].contingents[0].units[2].id = s.sides[0].contingents[0].units[3].id.clone(),
    |s| s.sides[1].name = String::new(),
    |s| s.version = 0,
    |s| s.markers.values[0] += 7,
    |s| grid_mut(s).exits = vec!["0202".into(), "0202".into()],
    |s| {
        grid_mut(s).hexsides = vec![Hexside {
            cells: ("0202".into(), "0505".into()),
            kind: HexsideKind::River,
        }]
    },
    |s| {
        grid_mut(s)
            .terrain
            .insert("3030".into(), umpire::model::Terrain::Rough);
    },
    |s| grid_mut(s).dy = f64::NAN,
    |s| {
        let unit = s.sides[0].contingents[0].units[0].id.clone();
        s.log.turns[0].events.push(Event::Move {
            unit,
            to: Position::Cell("3030".into()),
            facing: Some(Facing(720.0)),
        })
    },
];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    /// Lobositz broken in any few of the ways above validates in French with no English word
    /// in any message, at the very places and for the same problems as in English.
    #[test]
    fn a_scenario_broken_in_any_of_many_ways_is_told_in_french(
        ways in proptest::collection::btree_set(0..BREAKAGES.len(), 1..4)
    ) {
        let users = ron_strings(LOBOSITZ);
        let mut s = gridded();
        for &way in &ways {
            BREAKAGES[way](&mut s);
        }
        let english = with_lang(Lang::En, || s.validate(&umpire::systems::ids()));
        let french_problems = validated(&s);
        proptest::prop_assert!(!french_problems.is_empty(), "{ways:?} is refused");
        let places = |ps: &[Problem]| ps.iter().map(|p| p.path.clone()).collect::<Vec<_>>();
        proptest::prop_assert_eq!(places(&english), places(&french_problems));
        for (en, fr) in english.iter().zip(&french_problems) {
            proptest::prop_assert_ne!(&en.message, &fr.message);
            // `None` (the map image), the grid's `Hex` and the file's fields are its RON.
            let left = english_words(&fr.message, &users, &["none", "hex"]);
            proptest::prop_assert!(left.is_empty(), "{ways:?}: «{}»: {left:?}", fr.message);
        }
    }
}
