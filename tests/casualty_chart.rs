//! `casualty-chart` (RULES.md §1, seed 000): the worked examples, every table edge, each
//! modifier and refusals; the shifts ([`shifts`]) and properties ([`properties`]: mirror,
//! monotone, no panic) in files of their own. Where the figures come from has files too: lost guns of every kind ([`guns`]), the C-in-C as the log records him
//! ([`c_in_c`]), strength and casualties from the units and the log ([`from_units`]), and the
//! readings the steps state ([`readings`]).

mod c_in_c;
mod from_units;
mod guns;
mod properties;
mod readings;
mod shifts;

use properties::arb_scenario;
use shifts::shifted;

use proptest::prelude::*;
use umpire::i18n::{Lang, with_lang};
use umpire::model::{Contingent, EndOfBattle, Scenario, SideId};
use umpire::systems::casualty_chart::{
    self, Analysis, COLUMN_COUNT, CasualtyChart, Level, RatioReason, TABLE, column_label,
    row_label, table_level,
};
use umpire::systems::exact::{int, q};
use umpire::systems::{Judgement, Missing, Step, Verdict, VictorySystem};

const A: SideId = SideId::A;
const B: SideId = SideId::B;

fn end(start: u64, casualties: u64) -> EndOfBattle {
    EndOfBattle {
        start_men: start,
        casualties_men: casualties,
        ..Default::default()
    }
}

fn contingent(name: &str, end: EndOfBattle) -> Contingent {
    Contingent {
        name: name.into(),
        units: vec![],
        end,
    }
}

fn scenario(a: EndOfBattle, b: EndOfBattle) -> Scenario {
    let mut s = Scenario::new("test");
    s.sides[0].name = "France".into();
    s.sides[1].name = "Prussia".into();
    s.sides[0].contingents.push(contingent("Armée du Nord", a));
    s.sides[1].contingents.push(contingent("Lower Rhine", b));
    s
}

fn analysis(s: &Scenario) -> Analysis {
    casualty_chart::analyse(s).unwrap_or_else(|j| panic!("no analysis: {j:?}"))
}

fn verdict(s: &Scenario) -> Verdict {
    match CasualtyChart.judge(s) {
        Judgement::Verdict(v) => v,
        j => panic!("no verdict: {j:?}"),
    }
}

fn step<'a>(steps: &'a [Step], rule: &str) -> &'a str {
    steps
        .iter()
        .find(|s| s.rule.contains(rule))
        .map(|s| s.text.as_str())
        .unwrap_or_else(|| panic!("no step {rule:?} in {steps:#?}"))
}

fn figure_text(v: &Verdict, id: &str) -> [String; 2] {
    v.figures
        .iter()
        .find(|f| f.id == id)
        .unwrap_or_else(|| panic!("no figure {id}"))
        .text
        .clone()
}

/// Equal strengths of 100,000 (ratio 1): France loses `a`, Prussia `b` men.
fn even(a: u64, b: u64) -> Scenario {
    scenario(end(100_000, a), end(100_000, b))
}

/// The base for the modifiers: France 20%, Prussia 10% of 100,000 → column 20%+, row 0.5 or
/// less → Minor victory for Prussia.
fn base() -> Scenario {
    even(20_000, 10_000)
}

#[test]
fn names_the_system_and_its_source() {
    assert_eq!(CasualtyChart.id(), "casualty-chart");
    assert_eq!(CasualtyChart.name(), "Casualty chart (Result at Waterloo)");
    assert!(
        CasualtyChart
            .source()
            .contains("Rules reference: Casualty chart")
    );
    assert!(CasualtyChart.source().contains("Result at Waterloo"));
}

/// A column's label in English, the seed's.
fn column_en(column: usize) -> String {
    with_lang(Lang::En, || column_label(column))
}

/// A row's label in English, the seed's.
fn row_en(row: usize) -> String {
    with_lang(Lang::En, || row_label(row))
}

#[test]
fn the_chart_is_the_seeds() {
    let columns: Vec<String> = (0..COLUMN_COUNT).map(column_en).collect();
    assert_eq!(columns, ["<15%", "15%+", "20%+", "25%+", "30%+", "35%+"]);
    assert_eq!(row_en(0), "More than 0.9");
    assert_eq!(row_en(6), "0.4 or less");
    assert_eq!(table_level(1, 5), Some(Level::Minor));
    assert_eq!(table_level(1, 4), Some(Level::Draw));
    assert_eq!(table_level(3, 5), Some(Level::Major));
    assert_eq!(table_level(5, 5), Some(Level::Overwhelming));
    assert_eq!(table_level(6, 0), Some(Level::Minor));
    assert_eq!(table_level(6, 4), Some(Level::Overwhelming));
    assert_eq!(table_level(7, 0), None);
    let draws = TABLE
        .iter()
        .flatten()
        .filter(|&&l| l == Level::Draw)
        .count();
    assert_eq!(draws, 6 + 5 + 4 + 3 + 2 + 1);
}

#[test]
fn worked_example_of_rules_md_is_a_minor_victory_for_b() {
    let s = scenario(end(25_000, 10_000), end(50_000, 5_000));
    let a = analysis(&s);
    assert_eq!(a.ratio.value, q(1, 2));
    assert_eq!(a.ratio.weaker, Some(A));
    assert_eq!(a.ratio.reason, RatioReason::Applied);
    assert_eq!(a.adjusted, [q(1, 5), q(1, 10)]);
    let r = a.reading.as_ref().unwrap();
    assert_eq!((r.loser, r.winner), (A, B));
    assert_eq!(r.r, q(1, 2));
    assert_eq!(column_en(r.column_read), "20%+");
    assert_eq!(row_en(r.row_read), "0.5 or less");
    assert_eq!(a.level, Level::Minor);
    assert_eq!(a.early_end, vec![A]);

    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    assert_eq!(v.level, "Minor victory");
    assert_eq!(v.headline, "Minor victory for Prussia");
    assert_eq!(v.flags.len(), 1);
    assert_eq!(v.flags[0].id, "early-end");
    assert_eq!(v.flags[0].side, Some(A));
    assert!(v.flags[0].text.contains("40.00%"), "{}", v.flags[0].text);
    assert_eq!(figure_text(&v, "strength"), ["25,000", "50,000"]);
    assert_eq!(figure_text(&v, "casualties"), ["10,000", "5,000"]);
    assert_eq!(figure_text(&v, "loss-percent"), ["40.00%", "10.00%"]);
    assert_eq!(figure_text(&v, "adjusted-percent"), ["20.00%", "10.00%"]);
    let ratio = step(&v.steps, "strength ratio");
    assert!(ratio.contains("25,000 / 50,000 = 0.50"), "{ratio}");
    let adjusted = step(&v.steps, "adjusted");
    assert!(adjusted.contains("40.00% × 0.50 = 20.00%"), "{adjusted}");
    let column = step(&v.steps, "column");
    assert!(column.contains("column 20%+"), "{column}");
    let row = step(&v.steps, "row");
    assert!(row.contains("10.00% / 20.00% = 0.50"), "{row}");
    assert!(row.contains("row \"0.5 or less\""), "{row}");
    assert!(step(&v.steps, "early end").contains("France has 40.00%"));
    assert_eq!(step(&v.steps, "Result"), "Minor victory for Prussia.");
}

#[test]
fn a_campaign_battle_shows_the_35_percent_without_ending_the_battle() {
    // Seed 000, rule 3: "Campaign battles will always be played to a logical conclusion."
    let mut s = scenario(end(25_000, 10_000), end(50_000, 5_000));
    let alone = verdict(&s);
    assert!(
        alone.flags[0].text.ends_with(
            "40.00% casualties (35% or more): the game can be declared over at once (rule 2)"
        ),
        "{}",
        alone.flags[0].text
    );
    s.settings.campaign = true;
    let v = verdict(&s);
    assert_eq!(
        (v.winner, &v.level),
        (alone.winner, &alone.level),
        "the same result"
    );
    assert_eq!(v.flags[0].id, "early-end", "the 35% is still shown");
    assert_eq!(
        v.flags[0].text,
        "France has 40.00% casualties (35% or more): rule 2 would let the game be declared over, but a campaign battle is played to a logical conclusion (rule 3)"
    );
    assert!(
        step(&v.steps, "early end")
            .ends_with("a campaign battle is played to a logical conclusion (rule 3)."),
        "{}",
        step(&v.steps, "early end")
    );
    assert!(
        umpire::systems::casualty_chart::early_end_line(&s)
            .contains("does not end a campaign battle")
    );
}

#[test]
fn the_float_trap_picks_row_0_7_or_less() {
    // 700 of 10,000 against 1,000 of 10,000: r is exactly 0.7.
    let a = analysis(&scenario(end(10_000, 700), end(10_000, 1_000)));
    let r = a.reading.unwrap();
    assert_eq!(r.winner, A);
    assert_eq!(r.r, q(7, 10));
    assert_eq!(row_en(r.row_read), "0.7 or less");
    assert_eq!(column_en(r.column_read), "<15%");
    assert_eq!(a.level, Level::Draw);
}

#[test]
fn every_column_edge_belongs_to_the_plus_column() {
    // Prussia loses 1% so that the row stays "0.4 or less" well away from its edge.
    for (col, floor) in [(1, 15u64), (2, 20), (3, 25), (4, 30), (5, 35)] {
        let at = analysis(&even(floor * 1_000, 1_000)).reading.unwrap();
        assert_eq!(at.column_read, col, "exactly {floor}%");
        assert_eq!(column_en(at.column_read), format!("{floor}%+"));
        let below = analysis(&even(floor * 1_000 - 1, 1_000)).reading.unwrap();
        assert_eq!(below.column_read, col - 1, "just below {floor}%");
    }
    let top = analysis(&even(100_000, 1_000)).reading.unwrap();
    assert_eq!(column_en(top.column_read), "35%+");
}

#[test]
fn every_row_edge_is_the_most_restrictive_row_that_holds() {
    // France loses 10% (the loser); Prussia's loss sets r.
    for tenths in 4..=9u64 {
        let at = analysis(&even(10_000, tenths * 1_000)).reading.unwrap();
        assert_eq!(at.r, q(tenths, 10));
        assert_eq!(
            row_en(at.row_read),
            format!("0.{tenths} or less"),
            "r exactly 0.{tenths}"
        );
        let above = analysis(&even(10_000, tenths * 1_000 + 1)).reading.unwrap();
        let expected = if tenths == 9 {
            "More than 0.9".to_string()
        } else {
            format!("0.{} or less", tenths + 1)
        };
        assert_eq!(row_en(above.row_read), expected, "r just above 0.{tenths}");
    }
    let nothing = analysis(&even(10_000, 0)).reading.unwrap();
    assert_eq!(nothing.r, int(0));
    assert_eq!(row_en(nothing.row_read), "0.4 or less");
}

#[test]
fn a_boundary_step_shows_the_exact_value_when_the_decimals_round() {
    // 14,999.5 of 100,000 via half a gun: 14.9995% shows as 15.00% but is under 15%.
    let mut s = even(14_999, 1_000);
    s.sides[0].contingents[0].end.guns_lost = 1;
    s.settings.men_per_gun = 1;
    let a = analysis(&s);
    let r = a.reading.as_ref().unwrap();
    assert_eq!(column_en(r.column_read), "<15%");
    let column = step(&a.steps, "column");
    assert!(
        column.contains("≈15.00% (exactly 29999/2000 %)"),
        "{column}"
    );
}

#[test]
fn ninety_percent_of_the_stronger_is_evenly_matched() {
    let at = analysis(&scenario(end(90_000, 9_000), end(100_000, 5_000)));
    assert_eq!(at.ratio.reason, RatioReason::EvenlyMatched);
    assert_eq!(at.ratio.value, int(1));
    assert_eq!(at.adjusted, [q(1, 10), q(1, 20)]);
    assert!(step(&at.steps, "strength ratio").contains("90.00%"));

    let below = analysis(&scenario(end(89_999, 9_000), end(100_000, 5_000)));
    assert_eq!(below.ratio.reason, RatioReason::Applied);
    assert_eq!(below.ratio.value, q(89_999, 100_000));
    assert_eq!(below.adjusted[0], q(9_000, 100_000));
}

#[test]
fn reinforcements_that_swap_the_advantage_make_the_ratio_one() {
    let mut b = end(20_000, 2_000);
    b.reinforcements_men = 15_000;
    let a = analysis(&scenario(end(30_000, 6_000), b));
    assert_eq!(a.ratio.reason, RatioReason::AdvantageChanged);
    assert_eq!(a.ratio.weaker, Some(A));
    assert_eq!(a.ratio.value, int(1));
    assert_eq!(a.adjusted, [q(1, 5), q(2, 35)]);
    let text = step(&a.steps, "strength ratio");
    assert!(
        text.contains("At the start France had more men (30,000 against 20,000)"),
        "{text}"
    );

    // Without the swap the ratio applies to the weaker side.
    let kept = analysis(&scenario(end(30_000, 6_000), end(20_000, 2_000)));
    assert_eq!(kept.ratio.reason, RatioReason::Applied);
    assert_eq!(kept.ratio.weaker, Some(B));
    assert_eq!(kept.ratio.value, q(2, 3));
}

#[test]
fn sides_equal_at_the_start_had_no_advantage_to_move() {
    let mut b = end(20_000, 2_000);
    b.reinforcements_men = 30_000;
    let a = analysis(&scenario(end(20_000, 4_000), b));
    assert_eq!(a.ratio.reason, RatioReason::Applied);
    assert_eq!(a.ratio.value, q(2, 5));
}

#[test]
fn rule_4_text_example_with_reinforcements_gives_one_third() {
    let mut b = end(50_000, 5_000);
    b.reinforcements_men = 25_000;
    let a = analysis(&scenario(end(25_000, 5_000), b));
    assert_eq!(a.ratio.value, q(1, 3));
    assert_eq!(a.ratio.weaker, Some(A));
    let text = step(&a.steps, "strength ratio");
    assert!(
        text.contains("25,000 / 75,000 = ≈0.33 (exactly 1/3)"),
        "{text}"
    );
    assert_eq!(a.adjusted[0], q(1, 15));
}

#[test]
fn a_lost_gun_counts_half_the_men_per_gun() {
    let mut a = end(10_000, 1_000);
    a.guns_lost = 3;
    let s = scenario(a, end(10_000, 500));
    let v = verdict(&s);
    assert_eq!(figure_text(&v, "casualties"), ["1,037.5", "500"]);
    assert_eq!(
        casualty_chart::side_figures(&s).unwrap()[0].casualties,
        q(2_075, 2)
    );
    let text = step(&v.steps, "casualties");
    assert!(
        text.contains("3 guns lost × 12.5 men (half of 25 men per gun)"),
        "{text}"
    );

    let mut s30 = s.clone();
    s30.settings.men_per_gun = 30;
    assert_eq!(
        casualty_chart::side_figures(&s30).unwrap()[0].casualties,
        int(1_045)
    );
}

#[test]
fn repeat_infringement_losses_move_from_victim_to_offender() {
    let mut a = end(10_000, 1_000);
    a.infringement_losses_caused = 300;
    let s = scenario(a, end(10_000, 800));
    let f = casualty_chart::side_figures(&s).unwrap();
    assert_eq!(f[0].casualties, int(1_300));
    assert_eq!(f[1].casualties, int(500));
    let v = verdict(&s);
    assert_eq!(v.winner, Some(B));
    let text = step(&v.steps, "casualties");
    assert!(
        text.contains("1,000 casualties + 300 infringement losses France caused = 1,300 men"),
        "{text}"
    );
    assert!(
        text.contains("800 casualties − 300 infringement losses caused by France = 500 men"),
        "{text}"
    );
}

#[test]
fn contingents_are_added_together() {
    let mut s = scenario(end(15_000, 6_000), end(50_000, 5_000));
    s.sides[0]
        .contingents
        .push(contingent("Allies", end(10_000, 4_000)));
    assert_eq!(
        analysis(&s),
        analysis(&scenario(end(25_000, 10_000), end(50_000, 5_000)))
    );
}

#[test]
fn equal_adjusted_percentages_are_a_draw() {
    let mut s = even(10_000, 10_000);
    s.sides[1].contingents[0].end.cavalry_start = 100;
    s.sides[1].contingents[0].end.cavalry_surviving = 100;
    let a = analysis(&s);
    assert!(a.reading.is_none());
    assert_eq!(a.level, Level::Draw);
    let v = verdict(&s);
    assert_eq!(
        (v.winner, v.level.as_str(), v.headline.as_str()),
        (None, "Draw", "Draw")
    );
}

#[test]
fn a_side_without_strength_is_not_applicable() {
    let s = scenario(end(0, 0), end(10_000, 100));
    match CasualtyChart.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing.len(), 1);
            assert_eq!(missing[0].path, "sides[0].contingents[0].end.start_men");
            assert_eq!(missing[0].side, Some(A));
            assert!(missing[0].message.contains("France has no strength"));
        }
        j => panic!("{j:?}"),
    }
    let mut empty = Scenario::new("empty");
    empty.sides[1].name = "Prussia".into();
    match CasualtyChart.judge(&empty) {
        Judgement::NotApplicable { missing } => assert_eq!(missing.len(), 2),
        j => panic!("{j:?}"),
    }
}

fn problems(s: &Scenario) -> Vec<Missing> {
    match CasualtyChart.judge(s) {
        Judgement::Invalid { problems } => problems,
        j => panic!("expected Invalid, got {j:?}"),
    }
}

/// A problem with a side's sum names the first contingent that contributes to it, by index.
#[test]
fn summed_problems_name_a_real_contingent() {
    let mut s = scenario(end(0, 0), end(10_000, 100));
    s.sides[0].contingents.push(contingent("Guard", end(0, 0)));
    match CasualtyChart.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing[0].path, "sides[0].contingents[0].end.start_men");
        }
        j => panic!("{j:?}"),
    }
    let mut s = scenario(end(10_000, 100), end(10_000, 100));
    let mut guard = end(1_000, 0);
    guard.infringement_losses_caused = 500;
    s.sides[1].contingents.push(contingent("Guard", guard));
    let p = problems(&s);
    assert_eq!(
        p[0].path,
        "sides[1].contingents[1].end.infringement_losses_caused"
    );
    let mut s = scenario(end(10_000, 100), end(10_000, 100));
    s.sides[0]
        .contingents
        .push(contingent("Guard", end(900_000_000, 0)));
    s.sides[0]
        .contingents
        .push(contingent("Line", end(900_000_000, 0)));
    let p = problems(&s);
    assert_eq!(p[0].path, "sides[0].contingents[2].end.start_men");
    let mut s = scenario(end(10_000, 100), end(10_000, 100));
    s.sides[0].contingents.clear();
    match CasualtyChart.judge(&s) {
        Judgement::NotApplicable { missing } => {
            assert_eq!(missing[0].path, "sides[0].contingents");
        }
        j => panic!("{j:?}"),
    }
}

#[test]
fn nonsense_is_refused_with_the_field_and_side() {
    let p = problems(&scenario(end(25_000, 30_000), end(10_000, 0)));
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!(p[0].path, "sides[0].contingents[0].end.casualties_men");
    assert!(
        p[0].message
            .contains("30,000 casualties exceed the strength of 25,000")
    );

    // Lost guns can carry casualties over the strength.
    let mut a = end(1_000, 1_000);
    a.guns_lost = 1;
    let p = problems(&scenario(a, end(10_000, 0)));
    assert_eq!(p[0].path, "sides[0].contingents[0].end.casualties_men");
    assert!(p[0].message.contains("1,012.5"), "{}", p[0].message);

    // Casualties with no strength at all: 0 men cannot lose 10.
    let p = problems(&scenario(end(0, 10), end(10_000, 0)));
    assert_eq!(p[0].side, Some(A));

    let mut b = end(10_000, 100);
    b.infringement_losses_caused = 500;
    let p = problems(&scenario(end(10_000, 200), b));
    assert_eq!(
        p[0].path,
        "sides[1].contingents[0].end.infringement_losses_caused"
    );
    assert_eq!(p[0].side, Some(B));

    let mut a = end(10_000, 100);
    a.cavalry_start = 10;
    a.cavalry_surviving = 11;
    a.infantry_units = 3;
    a.out_of_ammunition = 2;
    a.low_on_ammunition = 2;
    let p = problems(&scenario(a, end(10_000, 0)));
    let paths: Vec<&str> = p.iter().map(|m| m.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "sides[0].contingents[0].end.cavalry_surviving",
            "sides[0].contingents[0].end.out_of_ammunition"
        ]
    );

    let mut s = base();
    s.settings.men_per_gun = u64::MAX;
    assert_eq!(problems(&s)[0].path, "settings.men_per_gun");

    let s = scenario(end(u64::MAX, 0), end(u64::MAX, 1));
    let p = problems(&s);
    assert_eq!(p.len(), 2);
    assert!(
        p[0].message.contains("more than the 1,000,000,000"),
        "{}",
        p[0].message
    );
}
