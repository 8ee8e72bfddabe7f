//! The result of the verdict: the first army that withdrew in a test that counted loses;
//! otherwise the side holding more than 50% of VP holds the field (the program's own
//! end-of-battle rule); and the figures that go with it.

use super::figure_or_absent;
use super::verdict::Decided;
use super::{HOLDS_THE_FIELD_VP_PERCENT, WithdrawalStatus, seen, turn_label};
use crate::i18n::{self, tr};
use crate::model::{Scenario, SideId};
use crate::systems::exact::{q, round_half_up};
use crate::systems::words::side_number;
use crate::systems::{Figure, Flag, Step};

/// The first army that withdrew in a test that counted loses; no further tests are required.
pub(super) fn withdrawal_result(
    s: &Scenario,
    d: &Decided,
    steps: &mut Vec<Step>,
    flags: &mut Vec<Flag>,
) -> (Option<SideId>, (String, &'static str), String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let (t, r) = (d.turn, &d.record);
    let victor = r.side.other();
    flags.push(seen::withdrawal_flag(s, t, r, true));
    steps.push(seen::result_step(s, t, r.side));
    let opponent = &d.at_test[victor.index()];
    steps.push(Step::new(
        tr!(WoRuleFigures),
        tr!(
            WoFiguresAtTest,
            turn = turn_label(s, t),
            side = name(r.side),
            rs = r.rs_percent,
            vp = figure_or_absent(r.vp_percent),
            penalty = r.penalty,
            wf = figure_or_absent(r.wf),
            victor = name(victor),
            victor_rs = opponent.rs_percent.map_or(tr!(WoNone), i18n::percent),
            victor_vp = opponent.vp_percent,
            victor_wf = opponent.wf.map_or(tr!(WoNone), |v| v.to_string()),
        ),
    ));
    (
        Some(victor),
        (seen::level_withdrew(), super::WITHDREW),
        seen::withdrawal_headline(s, t, r, true),
    )
}

/// The end of the battle without a withdrawal: who holds more than 50% of VP.
pub(super) fn vp_result(
    s: &Scenario,
    vp: [u64; 2],
    steps: &mut Vec<Step>,
) -> (Option<SideId>, (String, &'static str), String) {
    let name = |id: SideId| s.side(id).name.as_str();
    let holder = SideId::BOTH
        .into_iter()
        .find(|side| vp[side.index()] > HOLDS_THE_FIELD_VP_PERCENT);
    let (a, b) = (name(SideId::A), name(SideId::B));
    // The source text gives no end-of-battle rule: the program's own is read out.
    steps.push(Step::new(tr!(WoRuleReading), tr!(WoEndReading)));
    let limit = HOLDS_THE_FIELD_VP_PERCENT;
    let (a_vp, b_vp) = (vp[0], vp[1]);
    match holder {
        Some(side) => {
            let (name, vp) = (name(side), vp[side.index()]);
            steps.push(Step::new(
                tr!(WoRuleEnd),
                tr!(
                    WoEndHolds,
                    side = name,
                    side_number = side_number(name),
                    vp = vp,
                    limit = limit
                ),
            ));
            (
                Some(side),
                (tr!(WoLevelHolds), super::HOLDS_THE_FIELD),
                tr!(WoHeadlineHolds, side = name, vp = vp),
            )
        }
        None if vp == [HOLDS_THE_FIELD_VP_PERCENT; 2] => {
            steps.push(Step::new(tr!(WoRuleEnd), tr!(WoEndHalfEach, a = a, b = b)));
            (
                None,
                (tr!(WoLevelDraw), super::DRAW),
                tr!(WoHeadlineHalfEach, a = a, b = b),
            )
        }
        None => {
            steps.push(Step::new(
                tr!(WoRuleEnd),
                tr!(
                    WoEndNeither,
                    limit = limit,
                    a = a,
                    a_vp = a_vp,
                    b = b,
                    b_vp = b_vp
                ),
            ));
            (
                None,
                (tr!(WoLevelDraw), super::DRAW),
                tr!(WoHeadlineNeither, a = a, a_vp = a_vp, b = b, b_vp = b_vp),
            )
        }
    }
}

/// Each army's RS%, VP%, WF and chance to withdraw: at the deciding test when `at_test` (the
/// labels say so), else at the end of the log.
pub(super) fn figures(status: &[WithdrawalStatus; 2], at_test: bool) -> Vec<Figure> {
    let figure = |id: &str, what: String, of: &dyn Fn(&WithdrawalStatus) -> (f64, String)| {
        let [(a, a_text), (b, b_text)] = status.each_ref().map(of);
        Figure {
            id: id.into(),
            label: if at_test {
                tr!(WoFigureAtTest, figure = what)
            } else {
                what
            },
            values: [a, b],
            text: [a_text, b_text],
        }
    };
    let number = |x: Option<u32>, percent: bool| {
        x.map_or((0.0, "—".to_string()), |v| {
            let text = match percent {
                true => i18n::percent(v),
                false => v.to_string(),
            };
            (f64::from(v), text)
        })
    };
    let chance = |st: &WithdrawalStatus| {
        st.chance_to_withdraw
            .map(|c| c * q(100, 1))
            .map_or((0.0, "—".to_string()), |c| {
                (
                    crate::systems::exact::to_f64(c),
                    i18n::percent(round_half_up(c) as f64),
                )
            })
    };
    vec![
        figure("rs-percent", tr!(WoFigureRs), &|st| {
            number(st.rs_percent, true)
        }),
        figure("vp-percent", tr!(WoFigureVp), &|st| {
            number(Some(st.vp_percent), true)
        }),
        figure("wf", tr!(WoFigureWf), &|st| number(st.wf, false)),
        figure("withdraw-chance", tr!(WoFigureChance), &chance),
    ]
}
