//! The program's words in English or in French: Fluent messages (`assets/i18n/<lang>/*.ftl`),
//! the language in force, and figures written the language's way.
//!
//! The lowest floor: it uses nothing of umpire, so that every floor may speak.
//!
//! - A message is named by a [`Msg`], made by the build script (`src/build/i18n.rs`) from the
//!   message files: a wrong id, or a variable the message does not take, does not compile.
//!   Call sites write [`tr!`]: `tr!(MenuFile)`, `tr!(StatusProblems, count = n)`.
//! - The language in force ([`current`]) is the thread's if it set one ([`with_lang`],
//!   [`set_thread_lang`]), else the process's ([`set_default`]). A thread that works for
//!   another (a report export) takes its language along: [`carried`].
//! - How the language is chosen (the environment, `--lang`, the window's menu): [`choose`].
//! - Numbers passed to a message as numbers are written by [`format`]: `3 300`, `11,38 %` in
//!   French, `3,300`, `11.38%` in English; [`number`] and [`percent`] write figures outside
//!   messages the same way.
//!
//! How to add a message or a language: `docs/i18n.md`.
//!
//! What [`tr!`] expands to, checked by the compiler: a message with its variables compiles,
//! ```no_run
//! let _ = umpire::i18n::args::StatusProblems { count: 2.into() }.text();
//! ```
//! an id no file defines does not,
//! ```compile_fail
//! let _ = umpire::i18n::args::StatusProblem { count: 2.into() }.text();
//! ```
//! nor a message without its variable,
//! ```compile_fail
//! let _ = umpire::i18n::args::StatusProblems {}.text();
//! ```
//! nor one with a variable it does not take.
//! ```compile_fail
//! let _ = umpire::i18n::args::MenuFile { count: 2.into() }.text();
//! ```

pub mod format;
mod lang;
#[cfg(test)]
mod tests;

pub use fluent_bundle::FluentArgs;
pub use lang::{FRENCH_COMPLETE, Lang, choose, environment_locale};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions, FluentNumberStyle};
use fluent_bundle::{FluentError, FluentResource, FluentValue};
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock};

include!(concat!(env!("OUT_DIR"), "/i18n_messages.rs"));

/// A value given to a message: text, or a number (which selects the plural form and is
/// written the language's way).
pub type Arg<'a> = FluentValue<'a>;

/// The text of a message in the language in force: `tr!(MenuFile)`, or with the message's
/// variables, each named, in any order: `tr!(StatusProblems, count = n)`. Numbers are passed as
/// numbers (not as text): they choose the plural and are written the language's way.
macro_rules! tr {
    ($msg:ident) => {
        $crate::i18n::args::$msg {}.text()
    };
    ($msg:ident, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::args::$msg { $($name: $crate::i18n::Arg::from($value)),+ }.text()
    };
}
pub(crate) use tr;

// ---- The language in force ----

/// The process's language, as [`Lang`]'s index.
static DEFAULT: AtomicU8 = AtomicU8::new(0);
/// Whether the command line chose the language (`--lang`): it then outranks the window's
/// remembered choice.
static FROM_COMMAND_LINE: AtomicBool = AtomicBool::new(false);

thread_local! {
    static THREAD_LANG: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language in force on this thread.
pub fn current() -> Lang {
    THREAD_LANG
        .get()
        .unwrap_or_else(|| Lang::ALL[usize::from(DEFAULT.load(Ordering::Relaxed))])
}

/// The process's language: every thread's that has set none of its own.
pub fn set_default(lang: Lang) {
    DEFAULT.store(lang as u8, Ordering::Relaxed);
}

/// Choose the program's language at start ([`choose`] over the environment and `--lang`) and
/// make it the process's; returns it.
pub fn start(command_line: Option<Lang>) -> Lang {
    let lang = choose(
        environment_locale().as_deref(),
        command_line,
        FRENCH_COMPLETE,
    );
    set_default(lang);
    FROM_COMMAND_LINE.store(command_line.is_some(), Ordering::Relaxed);
    lang
}

/// Whether `--lang` chose the language of this run.
pub fn chosen_on_command_line() -> bool {
    FROM_COMMAND_LINE.load(Ordering::Relaxed)
}

/// This thread's language from now on (the window's thread: its menu's choice), whatever the
/// process's.
pub fn set_thread_lang(lang: Lang) {
    THREAD_LANG.set(Some(lang));
}

/// Run `work` with `lang` in force on this thread, then put back what was there (also when
/// `work` panics).
pub fn with_lang<T>(lang: Lang, work: impl FnOnce() -> T) -> T {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            THREAD_LANG.set(self.0);
        }
    }
    let _restore = Restore(THREAD_LANG.replace(Some(lang)));
    work()
}

/// `work`, to be run on another thread in the language in force here: a job started from the
/// window speaks the window's language.
pub fn carried<T>(work: impl FnOnce() -> T + Send) -> impl FnOnce() -> T + Send {
    let lang = current();
    move || with_lang(lang, work)
}

// ---- Messages ----

/// The bundle of `lang`, made once, when the language is first used.
fn bundle_of(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    BUNDLES[lang as usize].get_or_init(|| bundle(lang))
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .expect("a language code of Lang is a language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around variables: neither egui nor the PDF shows them as
    // nothing, and every language here is written left to right.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::En => format::english as fn(&FluentValue, &_) -> Option<String>,
        Lang::Fr => format::french,
    }));
    bundle
        .add_builtins()
        .expect("NUMBER is the only function, added once");
    for (code, file, packed) in SOURCES {
        if code != lang.code() {
            continue;
        }
        // The build script parsed every file, checked every id and deflated the text: a
        // failure here is a broken build.
        let mut text = String::new();
        std::io::Read::read_to_string(&mut flate2::read::DeflateDecoder::new(packed), &mut text)
            .unwrap_or_else(|e| panic!("assets/i18n/{code}/{file}: {e}"));
        let resource = FluentResource::try_new(text)
            .unwrap_or_else(|(_, e)| panic!("assets/i18n/{code}/{file}: {e:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|e| panic!("assets/i18n/{code}/{file}: {e:?}"));
    }
    bundle
}

/// A message's text in the language in force (what [`tr!`] calls).
pub fn text(msg: Msg, args: Option<&FluentArgs>) -> String {
    text_in(current(), msg, args)
}

/// A message's text with its variables by name (what [`tr!`] calls for a message that has
/// some). Never inlined: one copy per number of variables serves every message.
#[inline(never)]
pub fn text_with<const N: usize>(msg: Msg, variables: [(&'static str, Arg<'_>); N]) -> String {
    let mut args = FluentArgs::with_capacity(N);
    for (name, value) in variables {
        args.set(name, value);
    }
    text(msg, Some(&args))
}

/// A message's text in `lang`. A Fluent error (which the tests rule out for every message)
/// leaves the text as Fluent wrote it, with the id in braces where it failed.
pub fn text_in(lang: Lang, msg: Msg, args: Option<&FluentArgs>) -> String {
    checked_text(lang, msg, args).unwrap_or_else(|(text, _)| text)
}

/// The text of a message without variables in the language in force, as a `&'static str`:
/// the closed sets' names (a terrain, a unit's status, a system's name and source, a measure)
/// live in `'static` fields and `match` arms that the floors above hold by reference
/// (`Verdict::system_name`, `LossFigures::measure`, `Terrain::name`), so the text must outlive
/// any borrow. Each text is made once, on first use, and kept for the run: the memory is
/// bounded by one short text per message and language, never by how often it is asked.
pub fn fixed(msg: Msg) -> &'static str {
    static KEPT: OnceLock<Mutex<HashMap<(Lang, Msg), &'static str>>> = OnceLock::new();
    let lang = current();
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    kept.entry((lang, msg))
        .or_insert_with(|| Box::leak(text_in(lang, msg, None).into_boxed_str()))
}

/// A message's text in `lang`, or the text with the errors Fluent met.
pub fn checked_text(
    lang: Lang,
    msg: Msg,
    args: Option<&FluentArgs>,
) -> Result<String, (String, Vec<FluentError>)> {
    let bundle = bundle_of(lang);
    let Some(pattern) = bundle.get_message(msg.id()).and_then(|m| m.value()) else {
        return Err((msg.id().to_string(), Vec::new()));
    };
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, args, &mut errors)
        .into_owned();
    match errors.is_empty() {
        true => Ok(text),
        false => Err((text, errors)),
    }
}

// ---- Figures outside messages ----

/// A number in the language in force: `3 300` (French), `3,300` (English); up to three
/// decimals, as many as it has.
pub fn number(n: impl Into<FluentNumber>) -> String {
    let n = n.into();
    format::written(n.value, &n.options, current())
}

/// A whole number in the language in force, as [`number`] writes it but every digit exact
/// however large: the systems' exact figures (men, points) are written with it.
pub fn whole_number(n: i128) -> String {
    format::whole(n, current())
}

/// A percentage (the figure in percent: 11.38 for 11.38 %) in the language in force:
/// `11,38 %` (French), `11.38%` (English).
pub fn percent(figure: impl Into<FluentNumber>) -> String {
    let n = figure.into();
    let options = FluentNumberOptions {
        style: FluentNumberStyle::Percent,
        ..n.options
    };
    format::written(n.value, &options, current())
}
