//! A verdict as one text (level, headline, reason, flags, figures, steps): what the systems'
//! French tests read with `english_words` and `figures`.

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
