//! Per-turn series for the report's charts, replayed from the log: pure functions of the
//! scenario, no drawing. Turn 0 is the start of the battle; turn `t` is the state after the
//! first `t` turns of the log.

use crate::model::{BattleState, Scenario, SideId, Strength, Unit, UnitStatus, replay};

/// A measure of strength the scenario records.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Measure {
    Men,
    Stands,
    UnitPoints,
    StrengthPoints,
}

impl Measure {
    /// In the order the report prefers them for "losses in % of the starting strength".
    pub const ALL: [Measure; 4] = [
        Measure::Men,
        Measure::Stands,
        Measure::UnitPoints,
        Measure::StrengthPoints,
    ];

    pub fn of(self, s: Strength) -> u64 {
        match self {
            Measure::Men => s.men,
            Measure::Stands => s.stands,
            Measure::UnitPoints => s.unit_points,
            Measure::StrengthPoints => s.strength_points,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Measure::Men => "men",
            Measure::Stands => "stands",
            Measure::UnitPoints => "UP",
            Measure::StrengthPoints => "SP",
        }
    }
}

/// A side's strength at the outset: every unit of the order of battle, reinforcements included.
pub fn start_strength(s: &Scenario, side: SideId) -> Strength {
    s.side(side)
        .units()
        .fold(Strength::default(), |acc, u| acc.plus(u.strength))
}

/// What a unit has lost at some point of the battle: all of its strength once destroyed or fled,
/// else the losses logged against it (never more than it had).
pub fn unit_loss(u: &Unit, st: &BattleState) -> Strength {
    match st.units.get(u.id.as_str()) {
        Some(x) if x.status == UnitStatus::DestroyedOrFled => u.strength,
        Some(x) => Strength {
            men: x.lost.men.min(u.strength.men),
            stands: x.lost.stands.min(u.strength.stands),
            unit_points: x.lost.unit_points.min(u.strength.unit_points),
            strength_points: x.lost.strength_points.min(u.strength.strength_points),
        },
        None => Strength::default(),
    }
}

/// A side's losses: its units' ([`unit_loss`]) and those logged against the side at large.
pub fn side_losses(s: &Scenario, st: &BattleState, side: SideId) -> Strength {
    s.side(side)
        .units()
        .fold(st.unassigned_losses[side.index()], |acc, u| {
            acc.plus(unit_loss(u, st))
        })
}

/// The measures in which at least one side has a strength at the outset.
pub fn measures_in_use(s: &Scenario) -> Vec<Measure> {
    Measure::ALL
        .into_iter()
        .filter(|m| {
            SideId::BOTH
                .iter()
                .any(|&side| m.of(start_strength(s, side)) > 0)
        })
        .collect()
}

/// Everything the per-turn charts draw.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnSeries {
    /// "Start", then each turn's name.
    pub labels: Vec<String>,
    /// The measure the loss percentages are in; `None` when no unit has a strength.
    pub measure: Option<Measure>,
    /// Cumulative losses ([`side_losses`]) in % of the starting strength in `measure`, per side,
    /// per turn.
    pub loss_percent: [Vec<f64>; 2],
    /// Cumulative losses in `measure`, per side, per turn.
    pub losses: [Vec<u64>; 2],
    /// Strength Points lost in combat so far (Napoleon at Waterloo), per side, per turn.
    pub combat_sp_lost: [Vec<u64>; 2],
    /// VP % held, per side, per turn.
    pub vp_held: [Vec<u64>; 2],
}

impl TurnSeries {
    pub fn turns(&self) -> usize {
        self.labels.len().saturating_sub(1)
    }

    /// Whether any combat lost any SP.
    pub fn has_combat_sp(&self) -> bool {
        self.combat_sp_lost.iter().any(|v| v.iter().any(|&x| x > 0))
    }

    pub fn has_vp(&self) -> bool {
        self.vp_held.iter().any(|v| v.iter().any(|&x| x > 0))
    }

    pub fn has_losses(&self) -> bool {
        self.losses.iter().any(|v| v.iter().any(|&x| x > 0))
    }
}

/// Replay the log turn by turn.
pub fn turn_series(s: &Scenario) -> TurnSeries {
    let turns = s.log.turns.len();
    let measure = measures_in_use(s).first().copied();
    let start = SideId::BOTH.map(|side| start_strength(s, side));
    let mut out = TurnSeries {
        labels: std::iter::once("Start".to_string())
            .chain(
                s.log
                    .turns
                    .iter()
                    .enumerate()
                    .map(|(i, t)| turn_label(i, &t.name)),
            )
            .collect(),
        measure,
        loss_percent: [Vec::new(), Vec::new()],
        losses: [Vec::new(), Vec::new()],
        combat_sp_lost: [Vec::new(), Vec::new()],
        vp_held: [Vec::new(), Vec::new()],
    };
    for t in 0..=turns {
        let st = replay(s, t);
        for side in SideId::BOTH {
            let i = side.index();
            let lost = measure
                .map(|m| m.of(side_losses(s, &st, side)))
                .unwrap_or(0);
            let base = measure.map(|m| m.of(start[i])).unwrap_or(0);
            out.losses[i].push(lost);
            out.loss_percent[i].push(if base == 0 {
                0.0
            } else {
                100.0 * lost as f64 / base as f64
            });
            out.combat_sp_lost[i].push(st.combat_sp_lost[i]);
            out.vp_held[i].push(st.vp_held(s, side));
        }
    }
    out
}

/// A turn's name for an axis: the scenario's name, or its number when unnamed.
pub fn turn_label(index: usize, name: &str) -> String {
    if name.trim().is_empty() {
        format!("{}", index + 1)
    } else {
        name.trim().to_string()
    }
}

/// Waterloo 20 Morale Points per side at the start (index 0) and after each turn, when the
/// scenario keeps Morale Points (a side starts with some). The one place that asks
/// `systems::waterloo20` for them.
pub fn morale_series(s: &Scenario) -> Option<[Vec<i64>; 2]> {
    let start = SideId::BOTH.map(|id| i64::from(s.side(id).morale_points));
    if start == [0, 0] {
        return None;
    }
    let by_turn = crate::systems::waterloo20::morale_by_turn(s);
    let mut out = [vec![start[0]], vec![start[1]]];
    for m in by_turn {
        out[0].push(m[0]);
        out[1].push(m[1]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Contingent, Event, Turn, Unit, UnitKind};

    fn scenario() -> Scenario {
        let mut s = Scenario::new("t");
        for (side, men) in [(0, 1000u64), (1, 2000)] {
            let mut u = Unit::new(&format!("u{side}"), "Line", UnitKind::Infantry);
            u.strength.men = men;
            u.strength.strength_points = 10;
            s.sides[side].contingents.push(Contingent {
                name: "Main".into(),
                units: vec![u],
                ..Default::default()
            });
        }
        let loss = |side, men, sp| Event::Losses {
            side,
            unit: None,
            men,
            stands: 0,
            strength_points: sp,
            unit_points: 0,
        };
        s.log.turns = vec![
            Turn {
                name: "Dawn".into(),
                events: vec![loss(SideId::A, 100, 0), loss(SideId::B, 500, 1)],
            },
            Turn {
                name: String::new(),
                events: vec![loss(SideId::A, 250, 0)],
            },
        ];
        s
    }

    #[test]
    fn losses_accumulate_turn_by_turn() {
        let ts = turn_series(&scenario());
        assert_eq!(ts.labels, vec!["Start", "Dawn", "2"]);
        assert_eq!(ts.measure, Some(Measure::Men));
        assert_eq!(ts.losses[0], vec![0, 100, 350]);
        assert_eq!(ts.losses[1], vec![0, 500, 500]);
        assert_eq!(ts.loss_percent[0], vec![0.0, 10.0, 35.0]);
        assert_eq!(ts.loss_percent[1], vec![0.0, 25.0, 25.0]);
        assert_eq!(ts.turns(), 2);
        assert!(ts.has_losses() && !ts.has_vp() && !ts.has_combat_sp());
    }

    #[test]
    fn a_destroyed_unit_loses_all_its_strength() {
        let mut s = scenario();
        // Side B's 500 men of turn 1 were lost by its one unit, which is then destroyed.
        if let Event::Losses { unit, .. } = &mut s.log.turns[0].events[1] {
            *unit = Some("u1".into());
        }
        s.log.turns[1].events.push(Event::Status {
            unit: "u1".into(),
            status: UnitStatus::DestroyedOrFled,
        });
        let ts = turn_series(&s);
        assert_eq!(
            ts.losses[1],
            vec![0, 500, 2000],
            "the whole 2,000 men, not 500 + 2,000"
        );
        assert_eq!(ts.loss_percent[1], vec![0.0, 25.0, 100.0]);
    }

    #[test]
    fn an_empty_log_gives_only_the_start() {
        let mut s = scenario();
        s.log.turns.clear();
        let ts = turn_series(&s);
        assert_eq!(ts.labels, vec!["Start"]);
        assert_eq!(ts.losses, [vec![0], vec![0]]);
        assert!(!ts.has_losses());
        assert_eq!(
            measures_in_use(&s),
            vec![Measure::Men, Measure::StrengthPoints]
        );
    }
}
