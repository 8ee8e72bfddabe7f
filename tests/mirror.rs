//! Mirror symmetry of a system's judgement, shared by the systems' property tests: the same
//! battle with the sides swapped gives the other side the same result, figures, flags and
//! problems.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use umpire::model::SideId;
use umpire::systems::{Judgement, Missing};

/// Whether `m`, the judgement of the battle with its sides swapped, mirrors `j`.
pub(crate) fn judgements_mirror(j: &Judgement, m: &Judgement) -> Result<(), TestCaseError> {
    match (&j, &m) {
        (Judgement::Verdict(v), Judgement::Verdict(w)) => {
            prop_assert_eq!(v.winner.map(SideId::other), w.winner);
            prop_assert_eq!(&v.level, &w.level);
            prop_assert_eq!(&v.headline, &w.headline);
            for (f, g) in v.figures.iter().zip(&w.figures) {
                prop_assert_eq!(&f.id, &g.id);
                prop_assert_eq!([&f.text[1], &f.text[0]], [&g.text[0], &g.text[1]]);
                prop_assert_eq!([f.values[1], f.values[0]], g.values);
            }
            let mut flags: Vec<_> = v
                .flags
                .iter()
                .map(|f| (f.id.clone(), f.side.map(SideId::other)))
                .collect();
            let mut flags_m: Vec<_> = w.flags.iter().map(|f| (f.id.clone(), f.side)).collect();
            flags.sort();
            flags_m.sort();
            prop_assert_eq!(flags, flags_m);
        }
        (Judgement::Invalid { problems: p }, Judgement::Invalid { problems: q }) => {
            prop_assert_eq!(mirrored_problems(p), sorted(q));
        }
        (Judgement::NotApplicable { missing: p }, Judgement::NotApplicable { missing: q }) => {
            prop_assert_eq!(mirrored_problems(p), sorted(q));
        }
        _ => prop_assert!(false, "{:?} against {:?}", j, m),
    }
    Ok(())
}

fn mirrored_problems(p: &[Missing]) -> Vec<(String, Option<SideId>)> {
    let mut out: Vec<_> = p
        .iter()
        .map(|m| {
            let path = m
                .path
                .replace("sides[0]", "sides[x]")
                .replace("sides[1]", "sides[0]")
                .replace("sides[x]", "sides[1]");
            (path, m.side.map(SideId::other))
        })
        .collect();
    out.sort();
    out
}

fn sorted(p: &[Missing]) -> Vec<(String, Option<SideId>)> {
    let mut out: Vec<_> = p.iter().map(|m| (m.path.clone(), m.side)).collect();
    out.sort();
    out
}
