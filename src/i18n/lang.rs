//! The languages, and which one a run speaks.

/// A language the program speaks; English first (the reference: every message is written in
/// English first, `assets/i18n/en`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

/// Whether every text of the program is in French, so that a French environment
/// (`LANG=fr_FR.UTF-8`) chooses it. While it was not, that environment got English (a program
/// half in French and half in English reads worse than English alone), and `--lang fr` and
/// View → Language gave the partial French, the menu saying so. A language added later starts
/// partial in the same way.
pub const FRENCH_COMPLETE: bool = true;

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language's code: the folder of its messages (`assets/i18n/fr`), `--lang`'s value
    /// and the window's stored choice.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// `--lang`'s value: `en` or `fr`, in any case.
    pub fn parse(text: &str) -> Result<Lang, String> {
        Lang::from_code(&text.trim().to_ascii_lowercase())
            .ok_or_else(|| format!("\"{text}\" is no language umpire speaks: en or fr"))
    }
}

/// The locale the environment asks for messages in: the first of `LC_ALL`, `LC_MESSAGES`,
/// `LANG` that is set and not empty (POSIX's order).
pub fn environment_locale() -> Option<String> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(std::env::var_os)
        .map(|v| v.to_string_lossy().into_owned())
        .find(|v| !v.is_empty())
}

/// The language of a run: the command line's (`--lang`) if given; else French for a French
/// locale (`fr`, `fr_FR.UTF-8`, `fr_CA`…) once French is complete ([`FRENCH_COMPLETE`]);
/// else English.
pub fn choose(locale: Option<&str>, command_line: Option<Lang>, french_complete: bool) -> Lang {
    if let Some(lang) = command_line {
        return lang;
    }
    let french_locale = locale.is_some_and(|l| {
        let l = l.to_ascii_lowercase();
        l == "fr" || l.starts_with("fr_") || l.starts_with("fr-") || l.starts_with("fr.")
    });
    match french_locale && french_complete {
        true => Lang::Fr,
        false => Lang::En,
    }
}
