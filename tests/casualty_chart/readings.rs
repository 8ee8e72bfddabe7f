//! Where the program reads the text one way, the step says so in plain words, and the rules
//! reference lists the reading under "Readings".

use super::{analysis, end, scenario, shifted, step};
use umpire::systems::casualty_chart::{Level, RatioReason};

#[test]
fn exactly_one_round_per_battery_is_read_as_not_short_and_the_step_says_so() {
    // The loser is short (3 rounds, 4 batteries); the winner has exactly one per battery.
    let a = shifted(|s| {
        let (loser, winner) = (0, 1);
        (
            s.sides[loser].contingents[0].end.batteries,
            s.sides[loser].contingents[0].end.rounds,
        ) = (4, 3);
        (
            s.sides[winner].contingents[0].end.batteries,
            s.sides[winner].contingents[0].end.rounds,
        ) = (2, 2);
    });
    let r = a.reading.as_ref().unwrap();
    assert_eq!(
        (r.column_read, r.column),
        (2, 3),
        "+1: the winner is not short"
    );
    assert_eq!(a.level, Level::Major);
    let text = step(&a.steps, "artillery");
    assert!(
        text.contains("2 rounds for 2 batteries, exactly one per battery: not short (reading: the rule sets \"less than one round per battery\" against \"more than that\"; exactly one is neither, and umpire counts it as not short, like more)"),
        "{text}"
    );
    assert!(text.contains("one column right (+1)"), "{text}");
}

#[test]
fn within_ten_percent_is_read_as_at_least_ninety_percent_and_the_step_says_so() {
    let reading = "Reading: \"fairly evenly matched (within 10% of each other's strength)\" is taken as the weaker side having at least 90% of the stronger's strength, exactly 90% included.";
    let at = analysis(&scenario(end(90_000, 9_000), end(100_000, 5_000)));
    assert_eq!(at.ratio.reason, RatioReason::EvenlyMatched);
    let text = step(&at.steps, "strength ratio");
    assert!(text.contains("90.00%"), "{text}");
    assert!(text.ends_with(reading), "{text}");
    let below = analysis(&scenario(end(89_999, 9_000), end(100_000, 5_000)));
    assert_eq!(below.ratio.reason, RatioReason::Applied);
    assert!(step(&below.steps, "strength ratio").ends_with(reading));
}

#[test]
fn the_rules_reference_lists_the_casualty_charts_readings() {
    let rules = umpire::assets::RULES_MD;
    let readings = rules
        .split("\n## ")
        .find(|section| section.starts_with("Readings"))
        .expect("a Readings section in docs/rules.md");
    let chart = readings
        .split("\n### ")
        .find(|sub| sub.starts_with("Casualty chart"))
        .expect("a casualty-chart subsection under Readings");
    // Lines are wrapped anywhere: read the words.
    let chart = chart.split_whitespace().collect::<Vec<_>>().join(" ");
    for reading in [
        "at least 90%",
        "exactly one round per battery",
        "rank of army commander",
        "not arrived",
        "typed in End of battle",
        "destroyed\" by cavalry",
        "declared at the end of the battle",
        "head of state",
    ] {
        assert!(chart.contains(reading), "no {reading:?} in:\n{chart}");
    }
}
