use super::*;

const NNBSP: char = '\u{202F}';

fn fr(text: &str) -> String {
    text.replace('_', &NNBSP.to_string())
}

fn args_of(msg: Msg, value: impl Fn() -> Arg<'static>) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for v in msg.variables() {
        args.set(*v, value());
    }
    args
}

#[test]
fn every_message_formats_in_every_language_with_numbers_and_with_text() {
    let mut failures = Vec::new();
    for msg in Msg::ALL {
        for lang in Lang::ALL {
            for args in [
                args_of(msg, || Arg::from(2)),
                args_of(msg, || Arg::from("x")),
            ] {
                match checked_text(lang, msg, Some(&args)) {
                    Ok(text) if !text.trim().is_empty() => {}
                    Ok(_) => failures.push(format!("{} in {lang:?}: empty", msg.id())),
                    Err((text, e)) => {
                        failures.push(format!("{} in {lang:?}: {e:?} ({text})", msg.id()))
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        Msg::ALL.len() > 50,
        "too few messages read: {}",
        Msg::ALL.len()
    );
}

#[test]
fn a_message_without_its_variable_is_an_error_not_a_silent_text() {
    let err = checked_text(Lang::En, Msg::StatusProblems, None);
    assert!(err.is_err(), "{err:?}");
}

fn written_in(lang: Lang, value: f64) -> String {
    format::written(value, &Default::default(), lang)
}

#[test]
fn french_numbers_group_thousands_with_a_narrow_no_break_space_and_a_decimal_comma() {
    assert_eq!(written_in(Lang::Fr, 3300.0), fr("3_300"));
    assert_eq!(written_in(Lang::Fr, 1_234_567.0), fr("1_234_567"));
    assert_eq!(written_in(Lang::Fr, 11.38), "11,38");
    assert_eq!(written_in(Lang::Fr, -3300.5), fr("-3_300,5"));
    assert_eq!(written_in(Lang::Fr, 999.0), "999");
    assert_eq!(written_in(Lang::Fr, 0.0), "0");
    assert_eq!(written_in(Lang::Fr, -0.0001), "0", "no minus on a zero");
    assert_eq!(with_lang(Lang::Fr, || percent(11.38)), fr("11,38_%"));
    assert_eq!(
        with_lang(Lang::Fr, || number(1_234_567_u64)),
        fr("1_234_567")
    );
    assert_eq!(with_lang(Lang::Fr, || number(-42_i64)), "-42");
}

#[test]
fn english_numbers_group_thousands_with_commas_and_a_decimal_point() {
    assert_eq!(written_in(Lang::En, 3300.0), "3,300");
    assert_eq!(written_in(Lang::En, 1_234_567.0), "1,234,567");
    assert_eq!(written_in(Lang::En, 11.38), "11.38");
    assert_eq!(written_in(Lang::En, -1234.25), "-1,234.25");
    assert_eq!(
        written_in(Lang::En, 2.0 / 3.0),
        "0.667",
        "three decimals at most"
    );
    assert_eq!(with_lang(Lang::En, || percent(11.38)), "11.38%");
    assert_eq!(with_lang(Lang::En, || number(3300)), "3,300");
}

/// The figures the hand-written separators (`exact::thousands`, the sides panel's, the report
/// charts') wrote, which [`number`] and [`whole_number`] now write: the same in English.
#[test]
fn english_whole_numbers_are_written_as_the_old_separators_wrote_them() {
    let old = [
        (0, "0"),
        (999, "999"),
        (1000, "1,000"),
        (28_500, "28,500"),
        (1_000_000, "1,000,000"),
        (-999, "-999"),
        (-1000, "-1,000"),
        (-1_234_567, "-1,234,567"),
    ];
    for (n, text) in old {
        assert_eq!(with_lang(Lang::En, || whole_number(n)), text);
        assert_eq!(with_lang(Lang::En, || number(n as f64)), text);
        assert_eq!(with_lang(Lang::En, || number(n as i64)), text);
    }
    assert_eq!(
        with_lang(Lang::En, || number(-0.0_f64)),
        "0",
        "a rounded -0.4"
    );
    assert_eq!(with_lang(Lang::Fr, || whole_number(-28_500)), fr("-28_500"));
}

/// A whole percentage is written as `format!("{v}%")` wrote it, below a thousand: from there
/// `percent` groups thousands, so a `"{v}%"` whose figure a bad file can push past 999 (a marker
/// worth 1500) stays as it is until its sentence becomes a message.
#[test]
fn english_whole_percentages_are_the_old_format_below_a_thousand() {
    for v in [0_u32, 1, 40, 100, 999] {
        assert_eq!(with_lang(Lang::En, || percent(v)), format!("{v}%"));
    }
    assert_eq!(with_lang(Lang::En, || percent(1500)), "1,500%");
}

/// Where [`number`] and [`whole_number`] part: past 2^53 a figure through `f64` loses digits.
#[test]
fn whole_numbers_keep_every_digit_however_large() {
    let past_f64 = (1_i128 << 53) + 1;
    assert_eq!(
        with_lang(Lang::En, || whole_number(past_f64)),
        "9,007,199,254,740,993"
    );
    assert_ne!(
        with_lang(Lang::En, || number(past_f64)),
        "9,007,199,254,740,993"
    );
    assert_eq!(
        with_lang(Lang::En, || whole_number(i128::MIN)),
        "-170,141,183,460,469,231,731,687,303,715,884,105,728"
    );
    assert_eq!(
        with_lang(Lang::En, || whole_number(i128::MAX - 1)),
        "170,141,183,460,469,231,731,687,303,715,884,105,726"
    );
}

#[test]
fn a_message_s_options_set_the_decimals() {
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(2),
        ..Default::default()
    };
    assert_eq!(format::written(5.0, &options, Lang::Fr), "5,00");
    let options = FluentNumberOptions {
        maximum_fraction_digits: Some(1),
        use_grouping: false,
        ..Default::default()
    };
    assert_eq!(format::written(12345.67, &options, Lang::En), "12345.7");
}

fn problems(lang: Lang, count: i64) -> String {
    let mut args = FluentArgs::new();
    args.set("count", count);
    text_in(lang, Msg::StatusProblems, Some(&args))
}

#[test]
fn plurals_follow_each_language_s_rules_and_its_number_format() {
    // French "one" covers 0 and 1; English "one" is 1 alone.
    assert_eq!(problems(Lang::Fr, 0), "0 problème");
    assert_eq!(problems(Lang::Fr, 1), "1 problème");
    assert_eq!(problems(Lang::Fr, 2), "2 problèmes");
    assert_eq!(problems(Lang::Fr, 3300), fr("3_300 problèmes"));
    assert_eq!(problems(Lang::En, 0), "0 problems");
    assert_eq!(problems(Lang::En, 1), "1 problem");
    assert_eq!(problems(Lang::En, 3300), "3,300 problems");
}

#[test]
fn the_macro_fills_in_a_message_s_variables_in_the_language_in_force() {
    let n = 1usize;
    assert_eq!(
        with_lang(Lang::Fr, || tr!(StatusProblems, count = n)),
        "1 problème"
    );
    assert_eq!(with_lang(Lang::En, || tr!(MenuFile)), "File");
    assert_eq!(with_lang(Lang::Fr, || tr!(MenuFile)), "Fichier");
    // No bidi isolation marks around a variable.
    let stop = with_lang(Lang::En, || tr!(StatusStop, work = "export"));
    assert_eq!(stop, "Stop: export");
}

#[test]
fn the_environment_s_french_waits_for_french_to_be_complete() {
    let fr_locale = Some("fr_FR.UTF-8");
    // While French is partial, only an explicit choice gives it.
    assert_eq!(choose(fr_locale, None, false), Lang::En);
    assert_eq!(choose(fr_locale, Some(Lang::Fr), false), Lang::Fr);
    assert_eq!(choose(Some("en_GB.UTF-8"), Some(Lang::Fr), false), Lang::Fr);
    // Once complete, the environment's French is French.
    assert_eq!(choose(fr_locale, None, true), Lang::Fr);
    assert_eq!(choose(Some("fr"), None, true), Lang::Fr);
    assert_eq!(choose(Some("fr_CA"), None, true), Lang::Fr);
    assert_eq!(choose(fr_locale, Some(Lang::En), true), Lang::En);
    // Anything else is English.
    for other in [
        None,
        Some("C"),
        Some("POSIX"),
        Some("en_US.UTF-8"),
        Some("fy_NL"),
        Some("frr_DE"),
    ] {
        assert_eq!(choose(other, None, true), Lang::En, "{other:?}");
    }
}

#[test]
fn the_command_line_s_language_is_read_in_any_case() {
    assert_eq!(Lang::parse("fr"), Ok(Lang::Fr));
    assert_eq!(Lang::parse(" EN "), Ok(Lang::En));
    let err = Lang::parse("de").expect_err("German is not spoken");
    assert!(err.contains("en or fr"), "{err}");
    for lang in Lang::ALL {
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
    }
}

#[test]
fn threads_speak_their_own_language_and_jobs_take_their_starter_s() {
    let french = std::thread::spawn(|| {
        set_thread_lang(Lang::Fr);
        let job = std::thread::spawn(carried(|| tr!(MenuFile)));
        (tr!(MenuFile), job.join().expect("the job ends"))
    });
    let english = std::thread::spawn(|| with_lang(Lang::En, || tr!(MenuFile)));
    let (here, job) = french.join().expect("the French thread ends");
    assert_eq!((here.as_str(), job.as_str()), ("Fichier", "Fichier"));
    assert_eq!(english.join().expect("the English thread ends"), "File");
}

#[test]
fn with_lang_puts_back_the_language_it_found() {
    with_lang(Lang::Fr, || {
        assert_eq!(with_lang(Lang::En, current), Lang::En);
        assert_eq!(current(), Lang::Fr);
    });
}

#[test]
fn a_fixed_text_is_made_once_per_message_and_language_and_follows_the_language_in_force() {
    let english = with_lang(Lang::En, || fixed(Msg::ModelTerrainForest));
    let french = with_lang(Lang::Fr, || fixed(Msg::ModelTerrainForest));
    assert_eq!(english, text_in(Lang::En, Msg::ModelTerrainForest, None));
    assert_eq!(french, text_in(Lang::Fr, Msg::ModelTerrainForest, None));
    assert_ne!(english, french);
    // Asked again, the same kept text: the memory is one text per message and language.
    let again = with_lang(Lang::En, || fixed(Msg::ModelTerrainForest));
    assert!(std::ptr::eq(english, again));
    let again = with_lang(Lang::Fr, || fixed(Msg::ModelTerrainForest));
    assert!(std::ptr::eq(french, again));
}
