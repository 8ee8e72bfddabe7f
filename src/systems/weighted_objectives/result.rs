//! The result of the verdict: the first army that withdrew in a test that counted loses;
//! otherwise the side holding more than 50% of VP holds the field (the program's own
//! end-of-battle rule); and the figures that go with it.

use super::verdict::Decided;
use super::{HOLDS_THE_FIELD_VP_PERCENT, WithdrawalStatus, seen, turn_label};
use crate::model::figure_or_absent;
use crate::model::{Scenario, SideId};
use crate::systems::exact::{decimal, q};
use crate::systems::words::says;
use crate::systems::{Figure, Flag, Step};

/// The first army that withdrew in a test that counted loses; no further tests are required.
pub(super) fn withdrawal_result(
    s: &Scenario,
    d: &Decided,
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) -> (Option<SideId>, String, String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let (t, r) = (d.turn, &d.record);
    let victor = r.side.other();
    flags.push(seen::withdrawal_flag(s, t, r, true));
    steps.push(Step::new(
        "Step 6: result",
        format!(
            "{} failed its withdrawal test in {}: it withdraws and {} is the victor; no further tests are required.",
            name(r.side),
            turn_label(s, t),
            name(victor)
        ),
    ));
    let opponent = &d.at_test[victor.index()];
    steps.push(Step::new(
        "Figures",
        format!(
            "The figures are those of the deciding test in {}: {} as the test was decided (RS {}%, VP {}%, penalty {}, WF {}), {} as the log stood then (RS {}, VP {}%, WF {}); the status at the end of the log is above.",
            turn_label(s, t),
            name(r.side),
            r.rs_percent,
            figure_or_absent(r.vp_percent),
            r.penalty,
            figure_or_absent(r.wf),
            name(victor),
            opponent.rs_percent.map_or("none".into(), |v| format!("{v}%")),
            opponent.vp_percent,
            opponent.wf.map_or("none".into(), |v| v.to_string()),
        ),
    ));
    (
        Some(victor),
        seen::LEVEL_WITHDREW.to_string(),
        seen::withdrawal_headline(s, t, r, true),
    )
}

/// What the program reads where the source text gives no end-of-battle rule.
const END_OF_BATTLE_READING: &str = "The source text gives no rule for a battle that ends without a withdrawal; the program's own rule (rules reference, Readings) is that the side holding more than 50% of VP holds the field, and anything else is a draw.";

/// The end of the battle without a withdrawal: who holds more than 50% of VP.
pub(super) fn vp_result(
    s: &Scenario,
    vp: [u64; 2],
    steps: &mut Vec<Step>,
) -> (Option<SideId>, String, String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let holder = SideId::BOTH
        .into_iter()
        .find(|side| vp[side.index()] > HOLDS_THE_FIELD_VP_PERCENT);
    let (a, b) = (name(SideId::A), name(SideId::B));
    steps.push(Step::new("Reading", END_OF_BATTLE_READING));
    match holder {
        Some(side) => {
            steps.push(Step::new(
                "End of battle",
                format!(
                    "No army withdrew. {} {}% of VP, more than {HOLDS_THE_FIELD_VP_PERCENT}%: it holds the field.",
                    says(name(side), "holds", "hold"),
                    vp[side.index()]
                ),
            ));
            (
                Some(side),
                "Victory: holds the field".to_string(),
                format!(
                    "Victory for {}: holds the field with {}% of VP",
                    name(side),
                    vp[side.index()]
                ),
            )
        }
        None if vp == [HOLDS_THE_FIELD_VP_PERCENT; 2] => {
            steps.push(Step::new(
                "End of battle",
                format!("No army withdrew. {a} and {b} hold 50% of VP each: a draw."),
            ));
            (
                None,
                "Draw".to_string(),
                format!("Draw: {a} and {b} hold 50% of VP each"),
            )
        }
        None => {
            steps.push(Step::new(
                "End of battle",
                format!(
                    "No army withdrew. Neither side holds more than {HOLDS_THE_FIELD_VP_PERCENT}% of VP ({a} {}%, {b} {}%): neither holds the field; counted as a draw.",
                    vp[0], vp[1]
                ),
            ));
            (
                None,
                "Draw".to_string(),
                format!(
                    "Draw: neither side holds more than 50% of VP ({a} {}%, {b} {}%)",
                    vp[0], vp[1]
                ),
            )
        }
    }
}

/// Each army's RS%, VP%, WF and chance to withdraw: at the deciding test when `at_test` (the
/// labels say so), else at the end of the log.
pub(super) fn figures(status: &[WithdrawalStatus; 2], at_test: bool) -> Vec<Figure> {
    let figure = |id: &str, what: &str, of: &dyn Fn(&WithdrawalStatus) -> (f64, String)| {
        let [(a, a_text), (b, b_text)] = status.each_ref().map(of);
        Figure {
            id: id.into(),
            label: if at_test {
                format!("{what} at the deciding test")
            } else {
                what.to_string()
            },
            values: [a, b],
            text: [a_text, b_text],
        }
    };
    let number = |x: Option<u32>, unit: &str| {
        x.map_or((0.0, "—".to_string()), |v| {
            (f64::from(v), format!("{v}{unit}"))
        })
    };
    let chance = |st: &WithdrawalStatus| {
        st.chance_to_withdraw
            .map(|c| c * q(100, 1))
            .map_or((0.0, "—".to_string()), |c| {
                (
                    crate::systems::exact::to_f64(c),
                    format!("{}%", decimal(c, 0)),
                )
            })
    };
    vec![
        figure("rs-percent", "Residual strength %", &|st| {
            number(st.rs_percent, "%")
        }),
        figure("vp-percent", "VP % held", &|st| {
            number(Some(st.vp_percent), "%")
        }),
        figure("wf", "Withdrawal factor", &|st| number(st.wf, "")),
        figure("withdraw-chance", "Chance to withdraw", &chance),
    ]
}
