//! The one definition of losses (written out in the rules reference, "Losses"):
//!
//! - A side's strength at the outset is the sum of its units' strengths, reinforcements
//!   included whether or not they arrived. Generals are left out: a general is a person, not
//!   troops, and the Unit Points rules leave them out of every total.
//! - A unit destroyed or fled has lost its whole strength, in every measure. Any other unit has
//!   lost what the log's `Losses` entries charge to it, never more than it had.
//! - Losses entered against a side at large are added to the side's losses as they are.
//! - The Strength Points each side lost in a combat, as the combat entry records them (the
//!   Napoleon at Waterloo count), are a count of their own ([`super::TurnState::combat_sp`]):
//!   they are never added to the units' Strength Points, which may be another game's counters
//!   (the Waterloo demo's units are Waterloo 20 counters). Each game's measure stays its own.
//!
//! [`Ledger`] keeps these totals up to date as the log is walked, one entry at a time, so the
//! whole record costs one pass over the log.

use crate::i18n::fixed;
use crate::i18n::{Msg, tr, whole_number};
use crate::model::{SideId, Strength, Unit, UnitStatus};

/// What the report and the window call the Strength Points the combat entries record
/// ([`super::TurnState::combat_sp`]), a count of their own.
pub const COMBAT_SP: &str = "Strength Points lost in combats (as the combats record them)";
/// [`COMBAT_SP`] for a narrow column.
pub const COMBAT_SP_SHORT: &str = "SP lost in combats";

/// A measure of strength: each victory system reads one.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, strum::VariantArray, strum::EnumCount,
)]
pub enum Measure {
    Men,
    Stands,
    StrengthPoints,
    UnitPoints,
}

impl Measure {
    /// The order in which charts and tables list them.
    pub const ALL: [Measure; <Measure as strum::EnumCount>::COUNT] = crate::model::all_variants();

    pub fn of(self, s: Strength) -> u64 {
        match self {
            Measure::Men => s.men,
            Measure::Stands => s.stands,
            Measure::StrengthPoints => s.strength_points,
            Measure::UnitPoints => s.unit_points,
        }
    }

    /// Put `v` in this measure of `s`.
    pub fn set(self, s: &mut Strength, v: u64) {
        match self {
            Measure::Men => s.men = v,
            Measure::Stands => s.stands = v,
            Measure::StrengthPoints => s.strength_points = v,
            Measure::UnitPoints => s.unit_points = v,
        }
    }

    /// A strength made of `f` of each measure.
    pub fn strength(f: impl Fn(Measure) -> u64) -> Strength {
        let mut s = Strength::default();
        for m in Measure::ALL {
            m.set(&mut s, f(m));
        }
        s
    }

    /// The index of the measure in [`Measure::ALL`].
    pub fn position(self) -> usize {
        Measure::ALL.iter().position(|m| *m == self).unwrap_or(0)
    }

    /// The plural noun: "men", "stands", "Strength Points", "Unit Points".
    pub fn label(self) -> &'static str {
        match self {
            Measure::Men => fixed(Msg::RecMeasureMen),
            Measure::Stands => fixed(Msg::RecMeasureStands),
            Measure::StrengthPoints => fixed(Msg::RecMeasureStrengthPoints),
            Measure::UnitPoints => fixed(Msg::RecMeasureUnitPoints),
        }
    }

    /// The singular noun: "man", "stand", "Strength Point", "Unit Point".
    pub fn singular(self) -> &'static str {
        match self {
            Measure::Men => fixed(Msg::RecMeasureMenSingular),
            Measure::Stands => fixed(Msg::RecMeasureStandsSingular),
            Measure::StrengthPoints => fixed(Msg::RecMeasureStrengthPointsSingular),
            Measure::UnitPoints => fixed(Msg::RecMeasureUnitPointsSingular),
        }
    }

    /// The short form for narrow table columns: "men", "stands", "SP", "UP".
    pub fn short(self) -> &'static str {
        match self {
            Measure::Men => fixed(Msg::RecMeasureMenShort),
            Measure::Stands => fixed(Msg::RecMeasureStandsShort),
            Measure::StrengthPoints => fixed(Msg::RecMeasureStrengthPointsShort),
            Measure::UnitPoints => fixed(Msg::RecMeasureUnitPointsShort),
        }
    }

    /// The CSV column and JSON key of losses in this measure.
    pub fn key(self) -> &'static str {
        match self {
            Measure::Men => "men_lost",
            Measure::Stands => "stands_lost",
            Measure::StrengthPoints => "sp_lost",
            Measure::UnitPoints => "up_lost",
        }
    }

    /// "1 stand", "2,000 men".
    pub fn count(self, n: u64) -> String {
        // `count` chooses the plural; `written` is the figure, every digit exact however
        // large (a message's number goes through f64).
        let written = whole_number(i128::from(n));
        match self {
            Measure::Men => tr!(RecMen, count = n, written = written),
            Measure::Stands => tr!(RecStands, count = n, written = written),
            Measure::StrengthPoints => tr!(RecStrengthPoints, count = n, written = written),
            Measure::UnitPoints => tr!(RecUnitPoints, count = n, written = written),
        }
    }
}

/// Whether a unit counts in a side's strength and losses (generals do not).
pub fn counts(u: &Unit) -> bool {
    u.counts_in_strength()
}

/// A side's strength at the outset.
pub fn start_strength(units: &[(SideId, &Unit)], side: SideId) -> Strength {
    units
        .iter()
        .filter(|(s, u)| *s == side && counts(u))
        .fold(Strength::default(), |acc, (_, u)| acc.plus(u.strength))
}

/// What a unit has lost: its whole strength once destroyed or fled, else what the log charged
/// to it, never more than it had.
pub fn unit_loss(strength: Strength, charged: Strength, status: UnitStatus) -> Strength {
    // Stated in the model, so that the casualty chart reckons a unit's losses as this does.
    strength.lost(charged, status)
}

struct UnitEntry {
    side: SideId,
    strength: Strength,
    counts: bool,
    status: UnitStatus,
    charged: Strength,
    commander_lost: bool,
}

impl UnitEntry {
    fn loss(&self) -> Strength {
        if self.counts {
            unit_loss(self.strength, self.charged, self.status)
        } else {
            Strength::default()
        }
    }
}

/// Each side's losses, kept current entry by entry.
pub struct Ledger {
    units: Vec<UnitEntry>,
    /// Units' losses plus those at large, per side.
    totals: [Strength; 2],
}

impl Ledger {
    pub fn new(units: &[(SideId, &Unit)]) -> Ledger {
        let units: Vec<UnitEntry> = units
            .iter()
            .map(|(side, u)| UnitEntry {
                side: *side,
                strength: u.strength,
                counts: counts(u),
                status: u.status,
                charged: Strength::default(),
                commander_lost: false,
            })
            .collect();
        let mut totals = [Strength::default(); 2];
        for u in &units {
            let t = &mut totals[u.side.index()];
            *t = t.plus(u.loss());
        }
        Ledger { units, totals }
    }

    /// Change unit `i` and move the side's total by the difference in what it has lost.
    fn update(&mut self, i: usize, change: impl FnOnce(&mut UnitEntry)) {
        let u = &mut self.units[i];
        let before = u.loss();
        change(u);
        let after = u.loss();
        let t = &mut self.totals[u.side.index()];
        *t = t.minus(before).plus(after);
    }

    pub fn unit_lost(&mut self, i: usize, loss: Strength) {
        self.update(i, |u| u.charged = u.charged.plus(loss));
    }

    pub fn set_status(&mut self, i: usize, status: UnitStatus) {
        self.update(i, |u| u.status = status);
    }

    pub fn commander_lost(&mut self, i: usize) {
        self.units[i].commander_lost = true;
    }

    pub fn side_lost(&mut self, side: SideId, loss: Strength) {
        let t = &mut self.totals[side.index()];
        *t = t.plus(loss);
    }

    pub fn totals(&self) -> [Strength; 2] {
        self.totals
    }

    pub fn fates(&self) -> Vec<super::UnitFate> {
        self.units
            .iter()
            .map(|u| super::UnitFate {
                side: u.side,
                status: u.status,
                lost: u.loss(),
                commander_lost: u.commander_lost,
            })
            .collect()
    }
}
