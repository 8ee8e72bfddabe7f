//! The Fluent message files (`assets/i18n/<lang>/<area>.ftl`), read at build time: the build
//! fails, naming the file and line, when a file does not parse, when a message is in one
//! language and not in another, or when a translation takes a variable the English message does
//! not (a translation may leave one out; it may never show a value English does not). It then
//! writes `i18n_messages.rs` into `OUT_DIR` for `src/i18n/` to include: the enum `Msg` (a
//! variant per message id, CamelCase), one argument struct per message (its variables as
//! fields, so that a call with a wrong id or a wrong variable does not compile), and the files'
//! text, each embedded there once, deflated ([`packed_name`]; the build script packs them).

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// The folder of the message files, one folder per language.
const ROOT: &str = "assets/i18n";
/// The reference language: every other has the same files and the same messages.
const REFERENCE: &str = "en";

/// One message as a file defines it.
struct Message {
    /// `file:line`, for the build's errors.
    place: String,
    variables: BTreeSet<String>,
}

/// The messages of one language, by id.
type Messages = BTreeMap<String, Message>;

/// Check the message files and write the code `src/i18n/` includes; returns each file with the
/// name, in `OUT_DIR`, its deflated copy must have.
pub fn generate() -> Vec<(PathBuf, String)> {
    let mut packed = Vec::new();
    println!("cargo::rerun-if-changed={ROOT}");
    let languages = languages();
    let mut errors = Vec::new();
    let mut read = BTreeMap::new();
    let mut files_of = BTreeMap::new();
    for lang in &languages {
        let files = ftl_files(&Path::new(ROOT).join(lang));
        let mut messages = Messages::new();
        for file in &files {
            read_file(file, &mut messages, &mut errors);
        }
        files_of.insert(lang.clone(), files);
        read.insert(lang.clone(), messages);
    }
    let Some(reference) = read.get(REFERENCE) else {
        panic!("{ROOT}/{REFERENCE}: the English messages are missing");
    };
    for (lang, messages) in &read {
        if lang != REFERENCE {
            compare(reference, lang, messages, &mut errors);
        }
        let names: Vec<_> = files_of[lang].iter().map(|f| f.file_name()).collect();
        let reference_names: Vec<_> = files_of[REFERENCE].iter().map(|f| f.file_name()).collect();
        if names != reference_names {
            errors.push(format!(
                "{ROOT}/{lang}: its files differ from {ROOT}/{REFERENCE}'s: {names:?} against {reference_names:?}"
            ));
        }
    }
    if !errors.is_empty() {
        panic!("the message files are wrong:\n{}", errors.join("\n"));
    }
    let code = rust_code(reference, &files_of);
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR for build scripts");
    for (lang, files) in &files_of {
        for file in files {
            let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
            packed.push((file.clone(), packed_name(lang, &name.unwrap_or_default())));
        }
    }
    let target = Path::new(&out).join("i18n_messages.rs");
    std::fs::write(&target, code)
        .unwrap_or_else(|e| panic!("{}: cannot write: {e}", target.display()));
    packed
}

/// The name, in `OUT_DIR`, of a message file's deflated copy.
fn packed_name(lang: &str, file: &str) -> String {
    format!("i18n-{lang}-{file}.deflate")
}

/// The language folders under [`ROOT`], sorted.
fn languages() -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(ROOT)
        .unwrap_or_else(|e| panic!("{ROOT}: cannot read: {e}"))
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    found
}

/// The `.ftl` files of one language folder, sorted by name.
fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: cannot read: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    found.sort();
    found
}

fn line_of(text: &str, byte: usize) -> usize {
    text[..byte.min(text.len())].matches('\n').count() + 1
}

/// Read one file's messages into `messages`; what is wrong goes to `errors`.
fn read_file(file: &Path, messages: &mut Messages, errors: &mut Vec<String>) {
    let text = std::fs::read_to_string(file)
        .unwrap_or_else(|e| panic!("{}: cannot read: {e}", file.display()));
    read_messages(file, &text, messages, errors);
}

/// The messages of `text`, the file `file`'s, into `messages`.
fn read_messages(file: &Path, text: &str, messages: &mut Messages, errors: &mut Vec<String>) {
    // What does not parse is one entry lost (junk): the rest is read, so that the build names
    // the broken line, not every message of the file as missing.
    let (resource, parse_errors) = match fluent_syntax::parser::parse(text) {
        Ok(resource) => (resource, Vec::new()),
        Err(partial) => partial,
    };
    for e in parse_errors {
        let line = line_of(text, e.pos.start);
        errors.push(format!("{}:{line}: {e}", file.display()));
    }
    for entry in &resource.body {
        let ast::Entry::Message(m) = entry else {
            continue;
        };
        let id = m.id.name;
        let start = m.id.name.as_ptr() as usize - text.as_ptr() as usize;
        let place = format!("{}:{}", file.display(), line_of(text, start));
        if m.value.is_none() || !m.attributes.is_empty() {
            errors.push(format!(
                "{place}: `{id}`: a message is one text, without attributes (give a tooltip its own id)"
            ));
            continue;
        }
        if let Some(first) = messages.get(id) {
            errors.push(format!(
                "{place}: `{id}` is already defined at {}",
                first.place
            ));
            continue;
        }
        let mut variables = BTreeSet::new();
        if let Some(value) = &m.value {
            pattern_variables(value, &mut variables);
        }
        if let Some(bad) = variables.iter().find(|v| !usable_field(v)) {
            errors.push(format!(
                "{place}: `{id}`: the variable `${bad}` cannot be a Rust field name"
            ));
        }
        if camel_case(id).is_empty() {
            errors.push(format!("{place}: `{id}` is no usable message id"));
        }
        messages.insert(id.to_string(), Message { place, variables });
    }
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            arguments_variables(arguments, out);
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => arguments_variables(arguments, out),
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

fn arguments_variables(arguments: &ast::CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &arguments.positional {
        inline_variables(p, out);
    }
    for n in &arguments.named {
        inline_variables(&n.value, out);
    }
}

/// A variable becomes a field of the message's argument struct: `$side-name` is `side_name`.
fn usable_field(variable: &str) -> bool {
    const KEYWORDS: [&str; 12] = [
        "as", "fn", "for", "if", "impl", "in", "let", "match", "mod", "type", "use", "where",
    ];
    !KEYWORDS.contains(&variable)
        && variable
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
}

fn field_name(variable: &str) -> String {
    variable.replace('-', "_")
}

/// `menu-file` → `MenuFile`, `help-page-rules` → `HelpPageRules`.
fn camel_case(id: &str) -> String {
    id.split(['-', '_'])
        .filter(|part| !part.is_empty())
        .map(|part| {
            let mut chars = part.chars();
            let first = chars.next().map(|c| c.to_ascii_uppercase());
            first.into_iter().chain(chars).collect::<String>()
        })
        .collect()
}

/// Every message of the reference in `lang`, and none more, each taking no variable the
/// reference's does not. A translation may leave a variable out (French needs no `$count` to say
/// "aucune perte"); one more would be a value the English text does not show, which the
/// knowledge rules never checked it may show (a secret), and a call site never gives it.
fn compare(reference: &Messages, lang: &str, messages: &Messages, errors: &mut Vec<String>) {
    for (id, m) in reference {
        let Some(t) = messages.get(id) else {
            errors.push(format!(
                "{}: `{id}` has no translation in {ROOT}/{lang}",
                m.place
            ));
            continue;
        };
        let added: BTreeSet<&String> = t.variables.difference(&m.variables).collect();
        if !added.is_empty() {
            errors.push(format!(
                "{}: `{id}` takes {added:?}, which the English message at {} does not",
                t.place, m.place
            ));
        }
    }
    for (id, t) in messages {
        if !reference.contains_key(id) {
            errors.push(format!(
                "{}: `{id}` is not in the English messages ({ROOT}/{REFERENCE})",
                t.place
            ));
        }
    }
}

/// The code `src/i18n/` includes.
fn rust_code(messages: &Messages, files_of: &BTreeMap<String, Vec<PathBuf>>) -> String {
    let mut c = String::from("// Written by src/build/i18n.rs from assets/i18n: do not edit.\n\n");
    c.push_str("/// A message of `assets/i18n`, by its id.\n");
    c.push_str("#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\npub enum Msg {\n");
    for (id, m) in messages {
        let _ = writeln!(c, "    /// `{id}` ({})\n    {},", m.place, camel_case(id));
    }
    c.push_str("}\n\nimpl Msg {\n");
    let _ = writeln!(c, "    pub const ALL: [Msg; {}] = [", messages.len());
    for id in messages.keys() {
        let _ = writeln!(c, "        Msg::{},", camel_case(id));
    }
    c.push_str("    ];\n\n    /// The message's id in the `.ftl` files.\n");
    c.push_str("    pub const fn id(self) -> &'static str {\n        match self {\n");
    for id in messages.keys() {
        let _ = writeln!(c, "            Msg::{} => {id:?},", camel_case(id));
    }
    c.push_str("        }\n    }\n\n    /// The variant's name, as call sites write it.\n");
    c.push_str("    pub const fn name(self) -> &'static str {\n        match self {\n");
    for id in messages.keys() {
        let name = camel_case(id);
        let _ = writeln!(c, "            Msg::{name} => {name:?},");
    }
    c.push_str("        }\n    }\n\n    /// The variables the message takes, sorted.\n");
    c.push_str(
        "    pub const fn variables(self) -> &'static [&'static str] {\n        match self {\n",
    );
    for (id, m) in messages {
        let variables: Vec<&String> = m.variables.iter().collect();
        let _ = writeln!(c, "            Msg::{} => &{variables:?},", camel_case(id));
    }
    c.push_str("        }\n    }\n}\n\n");
    c.push_str(
        "/// One struct per message, its variables as fields: what [`tr!`](crate::tr) fills in.\n",
    );
    c.push_str("pub mod args {\n");
    for (id, m) in messages {
        let name = camel_case(id);
        if m.variables.is_empty() {
            let _ = writeln!(
                c,
                "    pub struct {name} {{}}\n    impl {name} {{\n        pub fn text(self) -> String {{\n            super::text(super::Msg::{name}, None)\n        }}\n    }}"
            );
            continue;
        }
        let _ = writeln!(c, "    pub struct {name}<'a> {{");
        for v in &m.variables {
            let _ = writeln!(c, "        pub {}: super::Arg<'a>,", field_name(v));
        }
        // The variables go to one shared function, not one copy of Fluent's argument code per
        // message: about a thousand messages take variables.
        let pairs: Vec<String> = m
            .variables
            .iter()
            .map(|v| format!("({v:?}, self.{})", field_name(v)))
            .collect();
        let _ = writeln!(
            c,
            "    }}\n    impl {name}<'_> {{\n        pub fn text(self) -> String {{\n            super::text_with(super::Msg::{name}, [{}])\n        }}\n    }}",
            pairs.join(", ")
        );
    }
    c.push_str("}\n\n");
    c.push_str("/// Each language's message files: (language code, file name, text deflated).\n");
    let all: Vec<(&String, &PathBuf)> = files_of
        .iter()
        .flat_map(|(lang, files)| files.iter().map(move |f| (lang, f)))
        .collect();
    let _ = writeln!(
        c,
        "pub static SOURCES: [(&str, &str, &[u8]); {}] = [",
        all.len()
    );
    for (lang, file) in all {
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
        let name = name.unwrap_or_default();
        let _ = writeln!(
            c,
            "    ({lang:?}, {name:?}, include_bytes!(concat!(env!(\"OUT_DIR\"), \"/{}\"))),",
            packed_name(lang, &name)
        );
    }
    c.push_str("];\n");
    c
}

/// Run by `tests/all.rs`, which includes this file (the build script has no tests of its own).
#[cfg(test)]
mod tests {
    use super::*;

    fn read(file: &str, text: &str) -> (Messages, Vec<String>) {
        let (mut messages, mut errors) = (Messages::new(), Vec::new());
        read_messages(Path::new(file), text, &mut messages, &mut errors);
        (messages, errors)
    }

    const EN: &str = "menu-file = File\n\nstatus-problems =\n    { $count ->\n        [one] { $count } problem\n       *[other] { $count } problems\n    }\n";

    #[test]
    fn a_file_that_does_not_parse_is_named_with_its_line_and_the_rest_is_read() {
        let (messages, errors) = read(
            "fr/app.ftl",
            "menu-file = Fichier\nmenu-edit = { Édition\nmenu-view = Affichage\n",
        );
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].starts_with("fr/app.ftl:2: "), "{errors:?}");
        assert!(messages.contains_key("menu-file") && messages.contains_key("menu-view"));
    }

    #[test]
    fn a_message_missing_in_a_language_or_taking_a_variable_english_does_not_is_named() {
        let (en, e) = read("en/app.ftl", EN);
        assert_eq!(e, Vec::<String>::new());
        assert_eq!(
            en["status-problems"].variables,
            BTreeSet::from(["count".to_string()])
        );
        let (fr, _) = read(
            "fr/app.ftl",
            "status-problems = { $nombre } problèmes\nmenu-extra = De plus\n",
        );
        let mut errors = Vec::new();
        compare(&en, "fr", &fr, &mut errors);
        assert_eq!(
            errors,
            [
                "en/app.ftl:1: `menu-file` has no translation in assets/i18n/fr",
                "fr/app.ftl:1: `status-problems` takes {\"nombre\"}, which the English message at en/app.ftl:3 does not",
                "fr/app.ftl:2: `menu-extra` is not in the English messages (assets/i18n/en)",
            ]
        );
    }

    #[test]
    fn a_translation_may_leave_a_variable_out_but_never_add_one() {
        let en = "losses = { $side } lost { $count } of { $total }\n";
        let (en, _) = read("en/record.ftl", en);
        let check = |fr: &str| {
            let (fr, e) = read("fr/record.ftl", fr);
            assert_eq!(e, Vec::<String>::new());
            let mut errors = Vec::new();
            compare(&en, "fr", &fr, &mut errors);
            errors
        };
        assert_eq!(
            check("losses = { $side } perd { $count } sur { $total }\n"),
            Vec::<String>::new()
        );
        assert_eq!(
            check("losses = { $side } subit des pertes\n"),
            Vec::<String>::new()
        );
        assert_eq!(check("losses = Des pertes\n"), Vec::<String>::new());
        assert_eq!(
            check("losses = { $side } perd { $count } sur { $total } ({ $percent })\n"),
            [
                "fr/record.ftl:1: `losses` takes {\"percent\"}, which the English message at en/record.ftl:1 does not"
            ]
        );
    }

    #[test]
    fn attributes_twice_defined_ids_and_unusable_variables_are_refused() {
        let (_, errors) = read(
            "en/app.ftl",
            "a = A\n    .tooltip = T\nb = B\nb = C\nc = { $type }\n",
        );
        assert_eq!(errors.len(), 3, "{errors:?}");
        assert!(
            errors[0].starts_with("en/app.ftl:1: `a`: a message is one text"),
            "{errors:?}"
        );
        assert!(
            errors[1].starts_with("en/app.ftl:4: `b` is already defined at en/app.ftl:3"),
            "{errors:?}"
        );
        assert!(
            errors[2].contains("`$type` cannot be a Rust field name"),
            "{errors:?}"
        );
    }

    #[test]
    fn ids_become_camel_case_names_and_variables_fields() {
        assert_eq!(camel_case("menu-file"), "MenuFile");
        assert_eq!(camel_case("help-rules-menu"), "HelpRulesMenu");
        assert_eq!(field_name("side-name"), "side_name");
        let (en, _) = read("en/app.ftl", EN);
        let code = rust_code(&en, &BTreeMap::new());
        assert!(code.contains("    MenuFile,\n"), "{code}");
        assert!(
            code.contains("pub struct StatusProblems<'a> {\n        pub count: super::Arg<'a>,"),
            "{code}"
        );
        assert!(
            code.contains("Msg::StatusProblems => &[\"count\"],"),
            "{code}"
        );
    }
}
