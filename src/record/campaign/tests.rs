//! The carry-forward arithmetic worked by hand, unit by unit, and what each audience is told.

use super::*;
use crate::model::campaign::{Campaign, Replacements, ResultEffect, Returns, Share};
use crate::model::{Event, Scenario, SideId, Strength, Turn, Unit, UnitKind, UnitStatus};
#[allow(dead_code)] // Each test file uses its own part of the builders.
#[path = "../../../tests/support/campaign.rs"]
mod support;
use crate::record::Audience;
use support::{battle, day, fight, fight_first_battle, ledger, losses, men, test_war, unit};

/// Prussians: P1 800 infantry, P2 400 hussars and their general; French: F1 1,000, joined on
/// 1806-10-12 by F2 600 and a draft of 100 to F1. Half of the casualties return after 3 days;
/// a quarter of the rest every 7 days, up to three quarters; an overwhelming victory costs the
/// loser 10% of what it has left as stragglers.
fn campaign() -> Campaign {
    let mut c = test_war()
        .replacements_and_pursuit()
        .guard_comes_up("1806-10-12", &[("F1", 100)])
        .build();
    let guard = &mut c.sides[0].contingents[0].units;
    guard.insert(0, unit("PG", UnitKind::General, 0));
    c
}

/// The campaign after its first battle, on 1806-10-10: P1 loses 301 men, P2 is destroyed, F1
/// loses 100.
fn after_first_battle() -> (Campaign, Vec<Scenario>) {
    let mut c = campaign();
    let mut battles = Vec::new();
    fight_first_battle(&mut c, &mut battles);
    (c, battles)
}

fn line<'a>(l: &'a CampaignLedger, id: &str) -> &'a UnitLine {
    l.units.iter().find(|u| u.id == id).unwrap()
}

#[test]
fn a_battle_made_from_the_campaign_is_a_campaign_battle_at_the_ledgers_strengths() {
    let (c, battles) = after_first_battle();
    let s = &battles[0];
    assert!(s.settings.campaign, "the 35% does not end it");
    assert_eq!(s.settings.decided_by.as_deref(), Some("casualty-chart"));
    assert_eq!(s.date, "10 October 1806");
    assert_eq!(s.sides[0].name, "Prussians");
    assert_eq!(s.sides[1].role, crate::model::Role::Attacker);
    let ids: Vec<&str> = s.units().map(|(_, u)| u.id.as_str()).collect();
    assert_eq!(ids, ["PG", "P1", "P2", "F1"]);
    assert!(
        s.validate(&crate::systems::ids()).is_empty(),
        "{:?}",
        s.validate(&crate::systems::ids())
    );
    assert_eq!(c.battles[0].contingents.1, ["V Corps"]);
}

#[test]
fn losses_stragglers_returns_and_replacements_are_carried_unit_by_unit_to_the_man() {
    let (mut c, battles) = after_first_battle();
    c.until = Some(day("1806-10-31"));
    let l = ledger(&c, &battles);
    assert!(l.refused.is_none(), "{:?}", l.refused);
    let b = &l.battles[0];
    let v = b.result.truth().and_then(|j| j.verdict()).unwrap();
    assert_eq!(v.level, "Overwhelming victory", "{}", v.reason);
    assert_eq!(v.winner, Some(SideId::B));
    assert_eq!(b.effect, Some(0));
    // P1: 800, loses 301 (499 left); stragglers ⌊10% × 499⌋ = 49; casualties 350.
    // Returns ⌊50% × 350⌋ = 175; not returned 175; replacements ⌊25%⌋ 43, ⌊50%⌋ 87, ⌊75%⌋ 131.
    let p1 = line(&l, "P1");
    assert_eq!(
        (p1.lost, p1.stragglers, p1.returned, p1.replaced),
        (men(301), men(49), men(175), men(131))
    );
    assert_eq!(p1.now, men(800 - 301 - 49 + 175 + 131));
    // P2: destroyed, 400 lost, nothing left for stragglers; 200 back, then 50, 50, 50.
    let p2 = line(&l, "P2");
    assert_eq!(
        (p2.lost, p2.stragglers, p2.returned, p2.replaced, p2.now),
        (men(400), men(0), men(200), men(150), men(350))
    );
    // F1, the winner: no stragglers; 100 lost, 50 back, then 12, 13, 12 (⌊12.5⌋, ⌊25⌋, ⌊37.5⌋),
    // and the draft of 100.
    let f1 = line(&l, "F1");
    assert_eq!(
        (f1.lost, f1.stragglers, f1.returned, f1.replaced, f1.drafted),
        (men(100), men(0), men(50), men(37), men(100))
    );
    assert_eq!(f1.now, men(1000 - 100 + 50 + 37 + 100));
    assert_eq!(line(&l, "F2").now, men(600));
    assert_eq!(l.strength_now(SideId::A), men(756 + 350));
    assert_eq!(l.strength_now(SideId::B), men(1087 + 600));
    // The general is listed with the army, never lost, never counted.
    assert_eq!(line(&l, "PG").lost, Strength::default());
    // The returns come on the 13th, the tranches on the 17th, 24th and 31st.
    let dates: Vec<(String, &str)> = l
        .steps_of(SideId::A)
        .map(|s| (s.date.iso(), s.kind.key()))
        .collect();
    assert_eq!(
        dates,
        [
            ("1806-10-08".to_string(), "start"),
            ("1806-10-10".into(), "battle"),
            ("1806-10-10".into(), "pursuit"),
            ("1806-10-13".into(), "returns"),
            ("1806-10-17".into(), "replacements"),
            ("1806-10-24".into(), "replacements"),
            ("1806-10-31".into(), "replacements"),
        ]
    );
    let afters: Vec<u64> = l.steps_of(SideId::A).map(|s| s.after.men).collect();
    assert_eq!(afters, [1200, 499, 450, 825, 918, 1012, 1106]);
    assert!(l.due.is_empty());
    // Each step says which rule made it, with its numbers.
    let pursuit = l.steps_of(SideId::A).nth(2).unwrap();
    assert_eq!(
        pursuit.rule,
        "Results table, \"Overwhelming victory\" (rules.results[0]): the loser of first loses 10% of what each unit has left after the battle as stragglers, rounded down per unit: 49 men"
    );
    let returns = l.steps_of(SideId::A).nth(3).unwrap();
    assert_eq!(
        returns.rule,
        "Returns (rules.returns): 50% of the casualties of first come back 3 days after it, rounded down per unit: 375 men of 750 men"
    );
    assert_eq!(returns.units, [(1, men(175)), (2, men(200))]);
}

#[test]
fn what_falls_due_after_the_ledgers_day_is_listed_not_counted() {
    let (c, battles) = after_first_battle();
    let l = ledger(&c, &battles);
    assert_eq!(l.day.iso(), "1806-10-10");
    assert_eq!(l.strength_now(SideId::A), men(450));
    let due: Vec<(String, SideId, &str)> = l
        .due
        .iter()
        .map(|s| (s.date.iso(), s.side, s.kind.key()))
        .collect();
    assert_eq!(due[0], ("1806-10-12".to_string(), SideId::B, "joined"));
    assert_eq!(due[1], ("1806-10-12".to_string(), SideId::B, "drafts"));
    assert!(due.contains(&("1806-10-13".to_string(), SideId::A, "returns")));
    // A battle made for the 14th gets the returns of the 13th, and the French their Guard.
    let on_14th = l.strengths_on(day("1806-10-14"));
    assert_eq!(on_14th[1], men(800 - 350 + 175));
    assert_eq!(on_14th[2], men(200));
    assert_eq!(on_14th[3], men(1000 - 100 + 50 + 100));
    assert_eq!(on_14th[4], men(600));
}

#[test]
fn the_second_battle_is_fought_from_the_returned_strengths() {
    let (mut c, mut battles) = after_first_battle();
    fight(
        &mut c,
        &mut battles,
        &battle(
            "second",
            "1806-10-14",
            &["Advance guard"],
            &["V Corps", "Guard"],
        ),
        vec![losses(SideId::A, "P1", 25), losses(SideId::B, "F2", 60)],
    );
    let s = &battles[1];
    let strength = |id: &str| s.unit(id).unwrap().1.strength;
    assert_eq!(strength("P1"), men(625));
    assert_eq!(strength("F2"), men(600));
    let l = ledger(&c, &battles);
    assert!(l.refused.is_none(), "{:?}", l.refused);
    assert_eq!(l.battles.len(), 2);
    assert_eq!(line(&l, "P1").lost, men(326));
    assert_eq!(line(&l, "P1").battles, [0, 1]);
    assert_eq!(line(&l, "F2").battles, [1]);
}

#[test]
fn a_battle_whose_units_differ_from_the_ledger_is_refused_with_every_difference() {
    let (mut c, mut battles) = after_first_battle();
    fight(
        &mut c,
        &mut battles,
        &battle("second", "1806-10-14", &["Advance guard"], &["V Corps"]),
        Vec::new(),
    );
    let s = &mut battles[1];
    s.sides[0].contingents[0].units[1].strength = men(800);
    s.sides[1].contingents[0].units[0].kind = UnitKind::Cavalry;
    s.sides[1].contingents[0]
        .units
        .push(unit("X9", UnitKind::Infantry, 10));
    let l = ledger(&c, &battles);
    let r = l.refused.as_ref().expect("refused");
    assert_eq!(r.battle, 1);
    assert_eq!(
        r.differences,
        [
            "unit \"P1\" (Unit P1) has 800 men here; the ledger gives it 625 men on 14 October 1806 (800 men at the start, 301 men lost in battle, 49 men lost as stragglers, 175 men returned)",
            "unit \"F1\" (Unit F1) is cavalry here, infantry in the campaign",
            "unit \"X9\" (Unit X9) of French is not in the campaign's order of battle",
        ]
    );
    assert!(
        r.message.starts_with("<unsaved campaign>: battles[1] (second, file \"second.ron\"): its units do not match the campaign's order of battle on 14 October 1806:\n  - unit \"P1\""),
        "{}",
        r.message
    );
    assert_eq!(l.battles.len(), 1, "the ledger stops before it");
    let made = next_battle(
        &c,
        &l,
        &battle("third", "1806-10-20", &["Advance guard"], &["V Corps"]),
    );
    assert_eq!(made.unwrap_err(), NextBattleError::LedgerStops(1));
}

#[test]
fn a_unit_from_a_contingent_not_listed_or_not_yet_joined_is_refused() {
    let (mut c, mut battles) = after_first_battle();
    fight(
        &mut c,
        &mut battles,
        &battle("second", "1806-10-11", &["Advance guard"], &["V Corps"]),
        Vec::new(),
    );
    battles[1].sides[1].contingents[0]
        .units
        .push(unit("F2", UnitKind::Infantry, 600));
    let l = ledger(&c, &battles);
    assert_eq!(
        l.refused.unwrap().differences,
        ["unit \"F2\" (Unit F2) joins French on 12 October 1806, after this battle"]
    );
}

#[test]
fn each_side_sees_its_own_army_and_the_enemy_only_as_the_battles_showed_it() {
    let (mut c, battles) = after_first_battle();
    c.until = Some(day("1806-10-31"));
    let l = ledger(&c, &battles);
    let prussians = CampaignView::new(&c, &l, Audience::Side(SideId::A));
    assert!(prussians.step_rows(SideId::A).is_some());
    assert!(prussians.step_rows(SideId::B).is_none());
    assert!(prussians.unit_rows(SideId::B).is_none());
    assert_eq!(prussians.strength_now(SideId::B), None);
    assert_eq!(prussians.strength_now(SideId::A), Some(men(1106)));
    let seen = prussians.seen_rows(SideId::B);
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0].text, "1,000 men at the outset, 100 men lost");
    let row = &prussians.battle_rows()[0];
    assert_eq!(row.stragglers, [Some(men(49)), None]);
    assert!(prussians.due().iter().all(|s| s.side == SideId::A));
    let public = CampaignView::new(&c, &l, Audience::Public);
    assert!(public.known_armies().is_empty());
    assert_eq!(public.battle_rows()[0].stragglers, [None, None]);
    assert!(public.warnings().is_empty());
    assert_eq!(public.standings().wins(SideId::B), 1);
}

mod properties {
    use super::*;
    use crate::record::Measure;
    use proptest::prelude::*;

    /// A unit's losses in one battle: men and stands charged, and whether it is destroyed.
    type Hit = (u64, u64, bool);

    fn strength() -> impl Strategy<Value = Strength> {
        (0u64..5_000, 0u64..40).prop_map(|(men, stands)| Strength {
            men,
            stands,
            ..Default::default()
        })
    }

    fn percent() -> impl Strategy<Value = Share> {
        (0u64..=100).prop_map(|p| Share::percent(p).unwrap())
    }

    prop_compose! {
        fn war()(
            a in prop::collection::vec(strength(), 1..5),
            b in prop::collection::vec(strength(), 1..5),
            back in percent(),
            after in 0u32..6,
            rep in percent(),
            every in 1u32..6,
            up_to in percent(),
            pursuit in percent(),
            hits in prop::collection::vec(prop::collection::vec((0u64..6_000, 0u64..50, any::<bool>()), 8), 1..4),
            gaps in prop::collection::vec(0i64..5, 4),
        ) -> (Campaign, Vec<Vec<Hit>>, Vec<i64>) {
            let mut c = campaign();
            let units = |side: &str, list: &[Strength]| -> Vec<Unit> {
                list.iter().enumerate().map(|(i, s)| {
                    let mut u = unit(&format!("{side}{i}"), UnitKind::Infantry, 0);
                    u.strength = *s;
                    u
                }).collect()
            };
            c.sides[0].contingents[0].units = units("P", &a);
            c.sides[1].contingents[0].units = units("F", &b);
            c.reinforcements.clear();
            c.rules.returns = Some(Returns { share: back, after_days: after });
            c.rules.replacements = (!rep.is_zero()).then_some(Replacements { share: rep, every_days: every, up_to });
            c.rules.results = ["Draw", "Minor victory", "Major victory", "Overwhelming victory"]
                .iter()
                .map(|level| ResultEffect {
                    level: level.to_string(),
                    effect: String::new(),
                    loser_stragglers: Some(pursuit),
                })
                .collect();
            (c, hits, gaps)
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn what_comes_back_never_exceeds_what_was_lost_and_no_strength_goes_below_nothing(
            (mut c, hits, gaps) in war()
        ) {
            let mut battles = Vec::new();
            let mut date = day("1806-10-09");
            for (k, hit) in hits.iter().enumerate() {
                date = date.plus_days(gaps[k]);
                let made = next_battle(&c, &ledger(&c, &battles), &battle(&format!("b{k}"), &date.iso(), &["Advance guard"], &["V Corps"]))
                    .expect("the battle is made");
                let mut s = made.scenario;
                let mut events = Vec::new();
                for (j, (side, u)) in s.units().enumerate() {
                    let (m, st, destroyed) = hit[j % hit.len()];
                    if destroyed && j % 3 == 0 {
                        events.push(Event::Status { unit: u.id.clone(), status: UnitStatus::DestroyedOrFled });
                    } else {
                        events.push(Event::Losses { side, unit: Some(u.id.clone()), men: m, stands: st, strength_points: 0, unit_points: 0 });
                    }
                }
                s.log.turns.push(Turn { name: "1".into(), events });
                c.battles.push(made.line);
                battles.push(s);
            }
            c.until = Some(date.plus_days(400));
            let l = ledger(&c, &battles);
            prop_assert!(l.refused.is_none(), "{:?}", l.refused);
            for (k, u) in l.units.iter().enumerate() {
                prop_assert_eq!(&l.unit_on(k, l.day), u, "a unit on the ledger's day is its line");
            }
            for u in &l.units {
                for m in Measure::ALL {
                    let (lost, strag) = (m.of(u.lost) as u128, m.of(u.stragglers) as u128);
                    let back = m.of(u.returned) as u128 + m.of(u.replaced) as u128;
                    prop_assert!(back <= lost + strag, "{} gets back {back} of {}", u.id, lost + strag);
                    let gained = m.of(u.start) as u128 + m.of(u.drafted) as u128 + back;
                    prop_assert!(lost + strag <= gained, "{} lost more than it ever had", u.id);
                    prop_assert_eq!(m.of(u.now) as u128, gained - lost - strag);
                }
            }
            for side in SideId::BOTH {
                let last = l.steps_of(side).last().unwrap();
                prop_assert_eq!(last.after, l.strength_now(side));
            }
        }
    }
}

#[test]
fn an_effect_ending_in_a_full_stop_runs_on_into_its_stragglers() {
    let (c, battles) = after_first_battle();
    let l = ledger(&c, &battles);
    let view = CampaignView::new(&c, &l, Audience::Umpire);
    assert_eq!(
        view.results_lines(),
        [
            "Overwhelming victory: The loser retreats two days; the loser loses 10% of what it has left as stragglers"
        ]
    );
    assert_eq!(
        view.battle_rows()[0].effect,
        "Overwhelming victory (rules.results[0]): The loser retreats two days; Prussians loses 10% of what it has left as stragglers"
    );
}

#[test]
fn two_battles_of_one_day_are_placed_in_the_campaigns_order_within_the_day() {
    // The demo lists Jena before Auerstedt, both on 14 October (day 6 of the campaign).
    let (src, l) = demo_ledger().unwrap();
    let c = &src.campaign;
    let index = |name: &str| l.battles.iter().position(|b| b.name == name).unwrap();
    let (jena, auerstedt) = (index("Jena"), index("Auerstedt"));
    assert!(jena < auerstedt);
    for audience in [
        Audience::Umpire,
        Audience::Side(SideId::A),
        Audience::Public,
    ] {
        let view = CampaignView::new(c, &l, audience);
        let x = |i: usize| view.chart_x(l.battles[i].date, Some(i));
        assert_eq!(x(jena), 6.0, "the first battle of a day is on the day");
        assert!(x(auerstedt) > x(jena) && x(auerstedt) < 7.0);
        assert_eq!(
            view.chart_x(l.battles[0].date, Some(0)),
            2.0,
            "Saalfeld, alone on its day"
        );
        assert_eq!(view.chart_end(), 12.0, "the ledger's day, after both");
        let seen = view.seen_rows(SideId::B);
        let seen_x = |name: &str| seen.iter().find(|r| r.battle == name).map(|r| r.x);
        if !view.knows_army(SideId::B) {
            assert_eq!(seen_x("Jena"), Some(x(jena)));
            assert_eq!(seen_x("Auerstedt"), Some(x(auerstedt)));
        }
    }
    let view = CampaignView::new(c, &l, Audience::Umpire);
    let (steps, _) = view.step_rows(SideId::A).unwrap();
    let xs: Vec<(f64, &str)> = steps.iter().map(|s| (s.x, s.entry.as_str())).collect();
    assert!(xs.iter().map(|s| s.0).is_sorted(), "{xs:?}");
    let after = |entry: &str| xs.iter().find(|s| s.1 == entry).unwrap().0;
    assert_eq!(
        after("Stragglers after Auerstedt"),
        after("Losses at Auerstedt")
    );
    assert_eq!(
        after("Returns from Auerstedt"),
        9.0,
        "a return is on its own day"
    );
}

#[test]
fn a_unit_left_out_of_a_new_battle_is_told_as_it_stood_on_the_battles_day() {
    // P2 was destroyed at the first battle (10 October); half of it comes back on the 13th,
    // and the ledger is taken to the 30th. A battle on the 11th leaves it out, as it stood then.
    let (mut c, battles) = after_first_battle();
    c.until = Some(day("1806-10-30"));
    let l = ledger(&c, &battles);
    assert_eq!(
        line(&l, "P2").returned,
        men(200),
        "by the ledger's day it is back"
    );
    let spec = battle("second", "1806-10-11", &["Advance guard"], &["V Corps"]);
    let made = next_battle(&c, &l, &spec).unwrap();
    assert_eq!(
        made.left_out,
        [
            "P2 (Unit P2): nothing of it is left on 11 October 1806 (400 men at the start, 400 men lost in battle)"
        ]
    );
}

#[test]
fn the_results_table_s_english_row_is_read_in_french_by_the_level_s_id() {
    use crate::i18n::{Lang, with_lang};
    let (mut c, battles) = after_first_battle();
    c.until = Some(day("1806-10-31"));
    let [english, french] =
        [Lang::En, Lang::Fr].map(|lang| with_lang(lang, || ledger(&c, &battles)));
    let level = |l: &CampaignLedger| {
        let v = l.battles[0]
            .result
            .truth()
            .and_then(|j| j.verdict())
            .cloned();
        v.map(|v| (v.level, v.level_id))
    };
    assert_eq!(
        level(&english),
        Some(("Overwhelming victory".into(), "overwhelming-victory"))
    );
    // The French words are not the row's ("Overwhelming victory"): the id matches it.
    assert_eq!(
        level(&french),
        Some(("Victoire écrasante".into(), "overwhelming-victory"))
    );
    assert_eq!(french.battles[0].effect, Some(0));
    assert_eq!(line(&french, "P1").stragglers, men(49));
    assert_eq!(line(&french, "P1").now, line(&english, "P1").now);
    // The standings count the level under one row keyed by its id, in French words.
    let standings = with_lang(Lang::Fr, || {
        CampaignView::new(&c, &french, Audience::Umpire).standings()
    });
    let rows: Vec<(&str, &str, [usize; 2])> = standings
        .rows
        .iter()
        .map(|r| (r.level.as_str(), r.level_id, r.wins))
        .collect();
    assert_eq!(
        rows,
        [("Victoire écrasante", "overwhelming-victory", [0, 1])]
    );
}

#[test]
fn a_results_table_may_name_a_level_by_its_id_or_in_any_case() {
    let (mut c, battles) = after_first_battle();
    for named in [
        "overwhelming-victory",
        "OVERWHELMING VICTORY",
        " Overwhelming  victory ",
    ] {
        c.rules.results[0].level = named.into();
        let l = ledger(&c, &battles);
        assert_eq!(l.battles[0].effect, Some(0), "{named}");
        assert_eq!(line(&l, "P1").stragglers, men(49), "{named}");
    }
    c.rules.results[0].level = "Major victory".into();
    let l = ledger(&c, &battles);
    assert_eq!(l.battles[0].effect, None, "another level's row is not read");
    assert_eq!(line(&l, "P1").stragglers, men(0));
}
