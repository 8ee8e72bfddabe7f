//! Non-interference of secrets (rules reference, "Who knows what"): for each audience, shuffling
//! the values among the markers it does not know leaves everything it is shown the same: the
//! `compute` JSON, the `record` CSV, the map PNG, the PDF's text and every text of the window on
//! every tab. For the umpire the same shuffle changes what is shown, so the test can fail.

use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use proptest::prelude::*;
use umpire::app::UmpireApp;
use umpire::app::desk::DeskPanel;
use umpire::app::shell::Tab;
use umpire::model::{Event, Scenario, SideId, Turn};
use umpire::record::{Audience, BattleRecord, Knowledge, Projection, export};
use umpire::render::draw;
use umpire::report::{self, PrintDate, ReportOptions, Template};

const LOBOSITZ: &str = include_str!("../assets/scenarios/lobositz.ron");

pub(crate) fn lobositz() -> Scenario {
    let mut s = umpire::model::parse(LOBOSITZ, "lobositz.ron", &umpire::systems::ids())
        .expect("the demo reads");
    // The window and the report would read the map from disk; the overlay is what matters here.
    s.map.image = None;
    s
}

/// The demo with the markers examined as `examined` says (bit i of .0 for side A, of .1 for B)
/// in a turn of its own, and face down or not as `hidden` says; when `withdrew`, the Prussian
/// army's test fails (a roll of 72 against its WF of 35) and the result is seen by all.
pub(crate) fn scenario(
    examined: (u16, u16),
    hidden: u16,
    held_field: bool,
    withdrew: bool,
) -> Scenario {
    let mut s = lobositz();
    if withdrew {
        for e in s.log.turns.iter_mut().flat_map(|t| t.events.iter_mut()) {
            if let Event::WithdrawalTest(t) = e {
                t.roll.value = 72;
                t.withdrew = true;
            }
        }
    }
    let ids: Vec<String> = s.markers.markers.iter().map(|m| m.id.clone()).collect();
    // Only the demo's own examinations of the first turns, then the generated ones.
    for t in &mut s.log.turns {
        t.events
            .retain(|e| !matches!(e, Event::MarkerControl { .. }));
    }
    let mut events = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        for (side, bits) in [(SideId::A, examined.0), (SideId::B, examined.1)] {
            if bits & (1 << i) != 0 {
                events.push(Event::MarkerControl {
                    marker: id.clone(),
                    side,
                });
            }
        }
    }
    s.log.turns.insert(
        1,
        Turn {
            name: "Scouting".into(),
            events,
        },
    );
    for (i, m) in s.markers.markers.iter_mut().enumerate() {
        m.hidden = hidden & (1 << i) != 0;
    }
    s.settings.defender_held_field = held_field;
    // A tenth of the map's size, so that the map test draws a small picture.
    for m in &mut s.markers.markers {
        m.pos.x /= 10.0;
        m.pos.y /= 10.0;
    }
    for side in &mut s.sides {
        for p in &mut side.deployment.points {
            p.x /= 10.0;
            p.y /= 10.0;
        }
    }
    s
}

/// Shuffle the values among the markers `audience` does not know, by rotating them `by` places.
pub(crate) fn shuffle_unknown(s: &Scenario, audience: Audience, by: usize) -> Scenario {
    let record = BattleRecord::build(s);
    let k = Knowledge::new(s, &record, audience);
    let unknown: Vec<usize> = (0..s.markers.markers.len())
        .filter(|&i| !k.knows_value(i))
        .collect();
    let mut out = s.clone();
    if unknown.is_empty() {
        return out;
    }
    let values: Vec<u32> = unknown
        .iter()
        .filter_map(|&i| s.markers.markers[i].value)
        .collect();
    for (j, &i) in unknown.iter().enumerate() {
        out.markers.markers[i].value = Some(values[(j + by) % values.len()]);
    }
    out
}

pub(crate) fn compute_json(s: &Scenario, audience: Audience) -> String {
    let record = BattleRecord::build(s);
    let view = Projection::new(s, &record, audience);
    let judged = view.judgements(&umpire::systems::judge_all(s));
    let rows: Vec<_> = judged
        .iter()
        .map(|(sys, j)| umpire::cli::json_result("x.ron", s, *sys, j))
        .collect();
    serde_json::to_string(&rows).unwrap()
}

pub(crate) fn record_csv(s: &Scenario, audience: Audience) -> String {
    let record = BattleRecord::build(s);
    export::csv(&Projection::new(s, &record, audience))
}

pub(crate) fn map_png(s: &Scenario, audience: Audience) -> Vec<u8> {
    let base = image::RgbaImage::from_pixel(240, 160, image::Rgba([200, 210, 190, 255]));
    let opts = draw::RenderOptions {
        withheld: draw::withheld_values(s, audience),
        scale: 1.0,
    };
    draw::render_map(s, &base, &opts).into_raw()
}

/// The text of the report for `audience`, made with the umpire's template and with the
/// players' (which carries the battle log).
pub(crate) fn pdf_text(s: &Scenario, audience: Audience) -> String {
    let opts = ReportOptions {
        printed: Some(PrintDate {
            year: 2026,
            month: 11,
            day: 23,
        }),
        audience: Some(audience),
        ..Default::default()
    };
    ["umpire", "player"]
        .map(|name| {
            let template = Template::builtin(name).unwrap();
            let (bytes, _) = report::render(s, None, &template, &opts).expect("the report renders");
            let doc = lopdf::Document::load_mem(&bytes).expect("the PDF reads back");
            let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
            doc.extract_text(&pages).expect("text comes out")
        })
        .join("\n== players' template ==\n")
}

/// Every text on every tab and desk panel (every turn of the log), as `audience` sees them.
pub(crate) fn window_texts(s: &Scenario, audience: Audience) -> Vec<String> {
    let mut app = UmpireApp::new_for_test(s.clone(), None);
    app.view.audience = audience;
    let mut h = Harness::builder()
        .with_size([1600.0, 1000.0])
        .allow_missing_glyphs()
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app);
    let mut out = Vec::new();
    let mut grab = |h: &mut Harness<'_, UmpireApp>, what: String| {
        h.run();
        out.push(format!("== {what}"));
        for n in h.root().children_recursive() {
            let node = n.accesskit_node();
            for text in [node.label(), node.value()].into_iter().flatten() {
                out.push(text.to_string());
            }
        }
    };
    for tab in [Tab::Designer, Tab::Sides] {
        h.state_mut().view.tab = tab;
        grab(&mut h, format!("{tab:?}"));
    }
    h.state_mut().view.tab = Tab::Battle;
    for panel in DeskPanel::ALL {
        h.state_mut().desk.panel = panel;
        if panel == DeskPanel::Log {
            for t in 0..s.log.turns.len() {
                h.state_mut().desk.turn = t;
                grab(&mut h, format!("log turn {t}"));
            }
        } else {
            grab(&mut h, format!("{panel:?}"));
        }
    }
    out
}

pub(crate) fn audiences() -> impl Strategy<Value = Audience> {
    prop_oneof![
        Just(Audience::Side(SideId::A)),
        Just(Audience::Side(SideId::B)),
        Just(Audience::Public),
    ]
}

pub(crate) fn case() -> impl Strategy<Value = (Scenario, Audience, usize)> {
    (
        any::<u16>(),
        any::<u16>(),
        any::<u16>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(a, b, h, f, w)| scenario((a & 0x3ff, b & 0x3ff), h & 0x3ff, f, w))
        .prop_flat_map(|s| (Just(s), audiences(), 1usize..10))
}

/// Whether the shuffle changed any value at all (rotating equal values changes nothing).
pub(crate) fn values_changed(a: &Scenario, b: &Scenario) -> bool {
    a.markers
        .markers
        .iter()
        .zip(&b.markers.markers)
        .any(|(x, y)| x.value != y.value)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn an_audience_learns_nothing_from_values_it_has_not_seen((s, audience, by) in case()) {
        let t = shuffle_unknown(&s, audience, by);
        prop_assert_eq!(compute_json(&s, audience), compute_json(&t, audience));
        prop_assert_eq!(record_csv(&s, audience), record_csv(&t, audience));
        prop_assert!(map_png(&s, audience) == map_png(&t, audience), "map PNG differs");
        if values_changed(&s, &t) {
            // The same shuffle is visible to the umpire: the test can see a leak.
            prop_assert!(map_png(&s, Audience::Umpire) != map_png(&t, Audience::Umpire));
        }
    }
}

proptest! {
    // A PDF and a dozen window frames per case: fewer cases, each a whole battle.
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn the_report_and_the_window_keep_the_secret((s, audience, by) in case()) {
        let t = shuffle_unknown(&s, audience, by);
        prop_assert_eq!(pdf_text(&s, audience), pdf_text(&t, audience));
        prop_assert_eq!(window_texts(&s, audience), window_texts(&t, audience));
        if values_changed(&s, &t) {
            prop_assert!(pdf_text(&s, Audience::Umpire) != pdf_text(&t, Audience::Umpire));
            prop_assert!(
                window_texts(&s, Audience::Umpire) != window_texts(&t, Audience::Umpire)
            );
        }
    }
}

/// An army that withdrew decides the battle in plain sight of both armies: each side is told
/// the result (the public when the umpire turns the markers over), and what each audience is
/// told does not move when the values it never saw are shuffled (issue 23).
#[test]
fn a_withdrawal_is_told_to_both_sides_without_the_values_it_read() {
    let s = scenario((0b1_0000_0011, 0b0_0000_1100), 0x3ff, false, true);
    for audience in [
        Audience::Side(SideId::A),
        Audience::Side(SideId::B),
        Audience::Public,
    ] {
        let json = compute_json(&s, audience);
        let told =
            json.contains("\"headline\":\"Victory for Austrian army: Prussian army withdrew");
        assert_eq!(told, audience != Audience::Public, "{audience:?}: {json}");
        for by in 1..4 {
            let t = shuffle_unknown(&s, audience, by);
            assert!(
                values_changed(&s, &t),
                "{audience:?}: the shuffle moves values"
            );
            assert_eq!(compute_json(&s, audience), compute_json(&t, audience));
            assert_eq!(pdf_text(&s, audience), pdf_text(&t, audience));
        }
    }
}

#[test]
fn the_lobositz_demo_shows_each_audience_something_else() {
    let s = lobositz();
    let record = BattleRecord::build(&s);
    let known = |a| {
        let k = Knowledge::new(&s, &record, a);
        s.markers
            .markers
            .iter()
            .enumerate()
            .filter(|(i, _)| k.knows_value(*i))
            .map(|(_, m)| m.id.as_str())
            .collect::<Vec<_>>()
    };
    assert_eq!(known(Audience::Umpire).len(), 10);
    assert_eq!(known(Audience::Side(SideId::A)), ["A", "B", "E", "G", "H"]);
    assert_eq!(
        known(Audience::Side(SideId::B)),
        ["A", "B", "C", "D", "F", "H", "I", "J"]
    );
    assert!(known(Audience::Public).is_empty());
    // The Prussians know their own 60%; the verdict that needs every value is withheld.
    let a = Projection::new(&s, &record, Audience::Side(SideId::A));
    assert_eq!(a.vp_at_end(SideId::A), Some(60));
    assert_eq!(a.vp_at_end(SideId::B), None);
    assert!(compute_json(&s, Audience::Side(SideId::A)).contains("\"status\":\"withheld\""));
    assert!(!compute_json(&s, Audience::Umpire).contains("withheld"));
    // The Austrians do not see the Prussian test's VP% and WF; the Prussians do.
    let csv = record_csv(&s, Audience::Side(SideId::B));
    // The columns of the units' places follow (none of them Prussian to the Austrians).
    assert!(
        csv.lines()
            .any(|l| l.starts_with("6,Prussian army,0,70,0,0,,,0,") && l.ends_with(",,")),
        "{csv}"
    );
}

#[test]
fn the_lobositz_loss_chart_counts_stands_everywhere() {
    let s = lobositz();
    let record = BattleRecord::build(&s);
    assert_eq!(record.main_measure(), Some(umpire::record::Measure::Stands));
    let csv = record_csv(&s, Audience::Umpire);
    let prussian_stands: Vec<u64> = csv
        .lines()
        .filter(|l| l.contains(",Prussian army,"))
        .map(|l| l.split(',').nth(3).unwrap().parse().unwrap())
        .collect();
    assert_eq!(prussian_stands, [0, 0, 10, 29, 44, 54, 70, 70]);
    assert_eq!(
        record.loss_series(SideId::A, umpire::record::Measure::Stands),
        prussian_stands
    );
}
