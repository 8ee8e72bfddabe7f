//! A verdict as one text (level, headline, reason, flags, figures, steps): what the systems'
//! French tests read with `english_words` and `figures`.

use crate::support::english::{english_words, figures};
use umpire::i18n::{Lang, with_lang};
use umpire::systems::Verdict;

/// Every text of `v`, one a line.
pub fn verdict_text(v: &Verdict) -> String {
    let mut text = vec![v.level.clone(), v.headline.clone(), v.reason.clone()];
    text.extend(v.flags.iter().map(|f| f.text.clone()));
    for f in &v.figures {
        text.push(f.label.clone());
        text.extend(f.text.iter().cloned());
    }
    for s in &v.steps {
        text.push(s.rule.clone());
        text.push(s.text.clone());
    }
    text.join("\n")
}

/// The verdict `judge` gives in English and in French, the French checked against the English:
/// the same winner and the same figures, and no English word once the user's words (`users`)
/// are taken out. `text_of` makes a verdict one text ([`verdict_text`], or less).
pub fn checked_in_french(
    judge: impl Fn() -> Verdict,
    users: &[String],
    text_of: impl Fn(&Verdict) -> String,
) -> (Verdict, Verdict) {
    let english = with_lang(Lang::En, &judge);
    let french = with_lang(Lang::Fr, &judge);
    let (en, fr) = (text_of(&english), text_of(&french));
    let left = english_words(&fr, users, &[]);
    assert!(left.is_empty(), "English left: {left:#?}\n{fr}");
    // The winner does not change with the language.
    assert_eq!(english.winner, french.winner);
    assert_eq!(figures(&en, false), figures(&fr, true), "{en}\n---\n{fr}");
    (english, french)
}
