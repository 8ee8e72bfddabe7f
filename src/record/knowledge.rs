//! Who may know what: the knowledge rules of the rules reference ("Who knows what"), in one
//! place.
//!
//! - A face-up marker's value is known to all. A face-down marker's value is known to a side
//!   once it has examined the marker (a `MarkerControl` entry of that side), and from the start
//!   to a defender that held the field, for the markers of its own deployment area (seed 002).
//! - The umpire knows everything; the public knows only face-up values. The umpire's notes and
//!   both seeds (the dice seed and the shuffle seed of the deal) are the umpire's alone.
//! - Once the umpire turns the markers over (a `RevealMarkers` entry), every value is known to
//!   everyone.
//! - A figure computed from a value an audience does not know is not shown to it: a side's VP
//!   total, the verdict and steps of a system that reads marker values, the VP chart, a legend
//!   that lists values, and the VP% and withdrawal factor of a side's withdrawal test, which
//!   only that side and the umpire see. The opponent and the public learn that the test was
//!   taken, the residual strength (strength is not secret), the penalty for premature calls
//!   (the calls were made aloud), the roll and whether the army withdrew: what they see across
//!   the table.
//! - So an army that withdrew in front of its enemy decides the battle in plain sight of both
//!   armies: each side sees that result, its winner and the tests as seen across the table,
//!   told by the system without the values ([`VictorySystem::verdict_without_values`]); the
//!   steps that carry VP values stay withheld. The public is told the result of record when the
//!   umpire publishes it by turning the markers over (until then its log sees the army go, not
//!   who is the victor). Any verdict withheld says how to publish it ([`VERDICT_WITHHELD`]).
//!
//! An audience's knowledge is taken at the end of the log as it stands: a value a side learns
//! in turn 5 is known to it in every output made after turn 5 was logged.

use super::BattleRecord;
use crate::i18n::tr;
use crate::model::{Marker, Scenario, SideId, WithdrawalTestRecord};
use crate::systems::{Judgement, VictorySystem};

/// A word that names no [`Audience`] (as trimmed and lower-cased by [`Audience::parse`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!(RecUnknownAudience, word = word.as_str()))]
pub struct UnknownAudience {
    pub word: String,
}

/// Who is looking.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Audience {
    /// The umpire: everything.
    #[default]
    Umpire,
    /// One side's players: what its troops have found out.
    Side(SideId),
    /// Anyone else: only what is face up.
    Public,
}

impl Audience {
    /// Every audience, in the order every listing gives them (a side carries data, so strum
    /// cannot list them: `every_audience_is_listed` checks this list).
    pub const ALL: [Audience; 4] = [
        Audience::Umpire,
        Audience::Side(SideId::A),
        Audience::Side(SideId::B),
        Audience::Public,
    ];

    /// The word used on the command line: `umpire`, `a`, `b`, `public`.
    pub fn id(self) -> &'static str {
        match self {
            Audience::Umpire => "umpire",
            Audience::Side(SideId::A) => "a",
            Audience::Side(SideId::B) => "b",
            Audience::Public => "public",
        }
    }

    /// Parse a command-line word (`umpire`, `a`, `b`, `public`; any case).
    pub fn parse(word: &str) -> Result<Audience, UnknownAudience> {
        match word.trim().to_ascii_lowercase().as_str() {
            "umpire" => Ok(Audience::Umpire),
            "a" => Ok(Audience::Side(SideId::A)),
            "b" => Ok(Audience::Side(SideId::B)),
            "public" => Ok(Audience::Public),
            other => Err(UnknownAudience {
                word: other.to_string(),
            }),
        }
    }

    /// "Umpire", the side's name, or "Public".
    pub fn label(self, s: &Scenario) -> String {
        match self {
            Audience::Umpire => tr!(RecAudienceUmpire),
            Audience::Side(side) => s.side(side).name.clone(),
            Audience::Public => tr!(RecAudiencePublic),
        }
    }

    pub fn is_umpire(self) -> bool {
        self == Audience::Umpire
    }

    /// Whether this audience is told what was said to `said_to`: the umpire hears everything;
    /// anyone else only what was said to it (what the umpire was told may name a value face
    /// down, a seed or the other side's withdrawal figures).
    pub fn hears(self, said_to: Audience) -> bool {
        self.is_umpire() || self == said_to
    }
}

/// What one audience knows of one battle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    pub audience: Audience,
    /// For each marker (scenario order): whether its value is known.
    value_known: Vec<bool>,
    /// The umpire has turned everything over (a `RevealMarkers` entry): every unit's position
    /// is known to all (see [`super::sight`]).
    pub(super) positions_revealed: bool,
}

impl Knowledge {
    pub fn new(s: &Scenario, record: &BattleRecord, audience: Audience) -> Knowledge {
        let revealed = record.revealed_at.is_some();
        let value_known = s
            .markers
            .markers
            .iter()
            .enumerate()
            .map(|(i, m)| match audience {
                Audience::Umpire => true,
                _ if !m.hidden || revealed => true,
                Audience::Side(side) => record
                    .examined
                    .get(i)
                    .is_some_and(|e| e[side.index()].is_some()),
                Audience::Public => false,
            })
            .collect();
        Knowledge {
            audience,
            value_known,
            positions_revealed: revealed,
        }
    }

    /// Whether the value of marker `i` (scenario order) is known.
    pub fn knows_value(&self, i: usize) -> bool {
        self.value_known.get(i).copied().unwrap_or(false)
    }

    /// Whether every marker's value is known.
    pub fn knows_every_value(&self) -> bool {
        self.value_known.iter().all(|&k| k)
    }

    /// The dice seed and the shuffle seed: the umpire's alone.
    pub fn sees_seeds(&self) -> bool {
        self.audience.is_umpire()
    }

    pub fn sees_umpire_notes(&self) -> bool {
        self.audience.is_umpire()
    }

    /// The VP% and withdrawal factor of a test of `tested`: that side's and the umpire's.
    pub fn sees_test_figures(&self, tested: SideId) -> bool {
        match self.audience {
            Audience::Umpire => true,
            Audience::Side(side) => side == tested,
            Audience::Public => false,
        }
    }

    /// A system's verdict and steps: hidden when it reads marker values the audience does not
    /// know all of.
    pub fn sees_judgement(&self, sys: &dyn VictorySystem) -> bool {
        !sys.reads_marker_values() || self.knows_every_value()
    }

    /// A result decided in front of both armies (an army that withdrew): told to the sides,
    /// which saw it across the table, without the values they do not know. The public is told
    /// the result of record when the umpire publishes it, by turning the markers over.
    pub fn saw_the_result(&self) -> bool {
        matches!(self.audience, Audience::Umpire | Audience::Side(_))
    }

    /// Whether this audience is told who won a battle decided in front of both armies: it saw
    /// it, or the markers are turned over (it knows every value).
    pub fn told_the_result(&self) -> bool {
        self.saw_the_result() || self.knows_every_value()
    }
}

/// Why a verdict is withheld, and how the umpire publishes it, in the language in force.
pub fn verdict_withheld() -> String {
    tr!(RecVerdictWithheld)
}

/// [`verdict_withheld`] in English (the tests' reference).
pub const VERDICT_WITHHELD: &str = "Withheld: this verdict reads marker values that are still face down to this audience. To publish the result, the umpire turns the markers over: the log entry \"Markers turned over\" in the battle desk.";

/// The record as one audience may see it. Every output (window, PDF, PNG, command line) reads
/// the battle through one of these.
pub struct Projection<'a> {
    pub s: &'a Scenario,
    pub record: &'a BattleRecord,
    pub knowledge: Knowledge,
}

/// The figures of a withdrawal test an audience may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestFigures {
    pub vp_percent: Option<u32>,
    pub wf: Option<u32>,
}

impl<'a> Projection<'a> {
    pub fn new(s: &'a Scenario, record: &'a BattleRecord, audience: Audience) -> Projection<'a> {
        Projection {
            s,
            record,
            knowledge: Knowledge::new(s, record, audience),
        }
    }

    pub fn audience(&self) -> Audience {
        self.knowledge.audience
    }

    /// A marker's value, when known.
    pub fn marker_value(&self, i: usize) -> Option<u32> {
        self.knowledge
            .knows_value(i)
            .then(|| self.s.markers.markers.get(i).and_then(|m| m.value))
            .flatten()
    }

    /// A marker's value by the marker itself (found by id).
    pub fn value_of(&self, m: &Marker) -> Option<u32> {
        let i = self.s.markers.markers.iter().position(|x| x.id == m.id)?;
        self.marker_value(i)
    }

    /// VP % held by `side` at the start (t = 0) or after turn t, when every marker it holds
    /// then is known.
    pub fn vp_held(&self, t: usize, side: SideId) -> Option<u64> {
        let state = self.record.turns.get(t)?;
        state
            .holders
            .iter()
            .enumerate()
            .filter(|(_, h)| **h == Some(side))
            .map(|(i, _)| self.marker_value(i).map(u64::from))
            .sum()
    }

    /// VP % held by `side` at the start and after each turn.
    pub fn vp_series(&self, side: SideId) -> Vec<Option<u64>> {
        (0..self.record.turns.len())
            .map(|t| self.vp_held(t, side))
            .collect()
    }

    /// VP % held at the end of the log.
    pub fn vp_at_end(&self, side: SideId) -> Option<u64> {
        self.vp_held(self.record.turns.len() - 1, side)
    }

    /// The judgements as this audience may see them: a withheld one becomes
    /// [`Judgement::Withheld`].
    pub fn judgements(
        &self,
        all: &[(&'static dyn VictorySystem, Judgement)],
    ) -> Vec<(&'static dyn VictorySystem, Judgement)> {
        all.iter()
            .map(|(sys, j)| (*sys, self.judgement(*sys, j)))
            .collect()
    }

    /// One judgement as this audience may see it: whole, as the system tells it without the
    /// values the audience does not know (an army that withdrew), or withheld.
    pub fn judgement(&self, sys: &dyn VictorySystem, j: &Judgement) -> Judgement {
        if self.knowledge.sees_judgement(sys) {
            return self.without_positional_flags(j);
        }
        let sees_test_figures = |side: SideId| self.knowledge.sees_test_figures(side);
        let seen = self
            .knowledge
            .saw_the_result()
            .then(|| sys.verdict_without_values(self.s, &sees_test_figures))
            .flatten();
        match seen {
            Some(v) if j.verdict().is_some() => Judgement::Verdict(v),
            _ => Judgement::Withheld {
                reason: verdict_withheld(),
            },
        }
    }

    /// A judgement without the flags read from where units stood (a marker control or an exit
    /// the map does not bear out), for an audience that does not see every unit's place: such
    /// a flag would tell where enemy units stood ([`super::sight`]).
    fn without_positional_flags(&self, j: &Judgement) -> Judgement {
        let mut j = j.clone();
        if self.knowledge.sees_every_position() {
            return j;
        }
        if let Judgement::Verdict(v) = &mut j {
            let positional = [
                crate::systems::weighted_objectives::CONTROL_UNHELD,
                crate::systems::naw::EXIT_OFF_EXIT_HEX,
            ];
            v.flags.retain(|f| !positional.contains(&f.id.as_str()));
        }
        j
    }

    /// The figures of a logged withdrawal test this audience may see.
    pub fn test_figures(&self, t: &WithdrawalTestRecord) -> TestFigures {
        let sees = self.knowledge.sees_test_figures(t.side);
        TestFigures {
            vp_percent: t.vp_percent.filter(|_| sees),
            wf: t.wf.filter(|_| sees),
        }
    }

    /// The dice seed, for the umpire only.
    pub fn dice_seed(&self) -> Option<u64> {
        self.knowledge
            .sees_seeds()
            .then_some(self.s.dice_seed.unwrap_or_default())
    }

    /// The shuffle seed of the deal face down, for the umpire only.
    pub fn shuffle_seed(&self) -> Option<u64> {
        self.knowledge
            .sees_seeds()
            .then_some(self.s.markers.shuffle_seed)
            .flatten()
    }

    /// The umpire's notes, for the umpire only.
    pub fn umpire_notes(&self) -> Option<&'a str> {
        self.knowledge
            .sees_umpire_notes()
            .then_some(self.s.umpire_notes.as_str())
    }

    /// The distinct marker values this audience can see, highest first (for a map legend).
    pub fn known_values(&self) -> Vec<u32> {
        let mut v: Vec<u32> = (0..self.s.markers.markers.len())
            .filter_map(|i| self.marker_value(i))
            .collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v.dedup();
        v
    }

    /// Whether any marker's value is withheld from this audience.
    pub fn any_value_withheld(&self) -> bool {
        !self.knowledge.knows_every_value()
    }
}

#[cfg(test)]
mod audience_tests {
    use super::Audience;
    use crate::model::SideId;

    #[test]
    fn every_audience_is_listed_once_and_reads_back() {
        // An exhaustive match: a new audience does not compile here until it is in `ALL`.
        let listed = |a: Audience| match a {
            Audience::Umpire | Audience::Side(SideId::A | SideId::B) | Audience::Public => {
                Audience::ALL.iter().filter(|&&x| x == a).count() == 1
            }
        };
        for a in [
            Audience::Umpire,
            Audience::Side(SideId::A),
            Audience::Side(SideId::B),
            Audience::Public,
        ] {
            assert!(listed(a), "{a:?} is in Audience::ALL once");
            assert_eq!(Audience::parse(a.id()), Ok(a));
        }
    }
}
