//! `most-vp`: the worked example of a sixth victory system (see "Adding a victory system" in
//! [`super`]), compiled only for the tests. The side holding more VP at the end of the log
//! wins; equal VP is a draw. Shipping it would take one more line in [`super::registry`]:
//! `&most_vp::MostVp,`.

use super::words;
use super::{Figure, Judgement, Missing, Step, Verdict, VictorySystem};
use crate::i18n::{self, Msg, fixed, tr};
use crate::model::{Scenario, SideId, replay};
use std::cmp::Ordering;

pub struct MostVp;

/// The system's id on the command line, in JSON and in a scenario's `decided_by`.
pub const ID: &str = "most-vp";

/// The level ids: a side won, or neither did.
pub const VICTORY: &str = "victory";
pub const DRAW: &str = "draw";

impl VictorySystem for MostVp {
    fn id(&self) -> &'static str {
        ID
    }
    fn name(&self) -> &'static str {
        fixed(Msg::MvpName)
    }
    fn source(&self) -> &'static str {
        fixed(Msg::MvpSource)
    }
    fn level_ids(&self) -> &'static [&'static str] {
        &[VICTORY, DRAW]
    }
    fn reads_marker_values(&self) -> bool {
        true
    }
    fn judge(&self, s: &Scenario) -> Judgement {
        if s.markers.markers.is_empty() {
            return Judgement::NotApplicable {
                missing: vec![Missing {
                    path: "markers.markers".into(),
                    side: None,
                    message: tr!(MvpNoMarkers),
                }],
            };
        }
        Judgement::Verdict(verdict(s))
    }
}

fn verdict(s: &Scenario) -> Verdict {
    let end = replay(s, usize::MAX);
    let vp = SideId::BOTH.map(|side| end.vp_held(s, side));
    let [a, b] = SideId::BOTH.map(|side| s.side(side).name.as_str());
    let winner = match vp[0].cmp(&vp[1]) {
        Ordering::Greater => Some(SideId::A),
        Ordering::Less => Some(SideId::B),
        Ordering::Equal => None,
    };
    let (level, level_id, headline) = match winner {
        Some(w) => (
            tr!(MvpVictory),
            VICTORY,
            tr!(MvpVictoryHeadline, side = s.side(w).name.as_str()),
        ),
        None => (tr!(MvpDraw), DRAW, tr!(MvpDrawHeadline)),
    };
    Verdict {
        winner,
        level,
        level_id,
        headline,
        reason: tr!(MvpReason, a = a, a_vp = vp[0], b = b, b_vp = vp[1]),
        flags: Vec::new(),
        figures: vec![Figure {
            id: "vp-percent".into(),
            label: tr!(MvpFigureLabel),
            values: vp.map(|v| v as f64),
            text: vp.map(i18n::percent),
        }],
        steps: vec![
            Step::new(
                tr!(MvpStepCount),
                tr!(
                    MvpStepCountText,
                    a = a,
                    a_number = words::side_number(a),
                    a_vp = vp[0],
                    b = b,
                    b_vp = vp[1]
                ),
            ),
            Step::new(tr!(SysStepResult), tr!(MvpStepResultText)),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::assets::demo;
    use crate::model::parse;

    #[test]
    fn registered_beside_the_five_it_judges_a_scenario() {
        // Registered only here: the shipped registry, and one more line.
        let registry: Vec<&'static dyn VictorySystem> = super::super::registry()
            .into_iter()
            .chain([&MostVp as &'static dyn VictorySystem])
            .collect();
        let ids: Vec<&str> = registry.iter().map(|sys| sys.id()).collect();
        assert_eq!(ids.last(), Some(&"most-vp"));
        assert!(!ids[..ids.len() - 1].contains(&"most-vp"), "ids are unique");

        let text = demo::demo_scenario("lobositz.ron").expect("the Lobositz demo");
        let s = parse(text, "lobositz.ron", &ids).expect("a valid demo");
        let judged: Vec<(&str, Judgement)> = registry
            .iter()
            .map(|sys| (sys.id(), sys.judge(&s)))
            .collect();
        let (_, most_vp) = judged.last().expect("judged by every system");
        let v = most_vp.verdict().expect("Lobositz has markers");
        assert_eq!(v.winner, Some(SideId::A));
        assert_eq!(v.headline, "Victory for Prussian army: most VP held");
        assert_eq!(v.figures[0].text, ["60%".to_string(), "40%".to_string()]);
        // It agrees with weighted objectives, which also gives the Prussians the field.
        let (_, weighted) = &judged[1];
        assert_eq!(weighted.verdict().and_then(|v| v.winner), v.winner);
    }

    #[test]
    fn in_french_its_verdict_speaks_french() {
        use crate::i18n::{Lang, with_lang};
        let text = demo::demo_scenario("lobositz.ron").expect("the Lobositz demo");
        let s = parse(text, "lobositz.ron", &crate::systems::ids()).expect("a valid demo");
        let v = with_lang(Lang::Fr, || verdict(&s));
        assert_eq!(
            v.headline,
            "Victoire\u{A0}: Prussian army (le plus de PV tenus)"
        );
        assert_eq!(v.figures[0].text, ["60\u{202F}%", "40\u{202F}%"]);
        assert!(
            v.steps[0]
                .text
                .starts_with("À la fin du journal, Prussian army tient 60\u{202F}% des PV"),
            "{}",
            v.steps[0].text
        );
        assert_eq!(
            with_lang(Lang::Fr, || MostVp.name()),
            "Le plus de PV l'emporte (exemple commenté)"
        );
    }

    #[test]
    fn without_markers_it_says_what_is_missing() {
        let s = Scenario::new("No markers");
        let Judgement::NotApplicable { missing } = MostVp.judge(&s) else {
            panic!("judged without markers");
        };
        assert_eq!(missing[0].path, "markers.markers");
    }
}
