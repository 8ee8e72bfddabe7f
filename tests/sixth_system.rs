//! A sixth system is one file and its registry line (docs/adding-a-system.md): every place that
//! lists the systems walks the registry, so a system registered there shows up in each of them
//! without another edit. (The registry is a fixed list, so a test cannot add a system to the
//! shipped binary; `src/systems/most_vp.rs` registers a toy one beside the five in its own test.)

use umpire::assets::demo::all_demo_scenarios;
use umpire::model::{Scenario, parse};
use umpire::report::{self, ReportOptions, Template};
use umpire::systems::{ids, judge_all, registry};

fn demos() -> Vec<(&'static str, Scenario)> {
    all_demo_scenarios()
        .into_iter()
        .map(|(file, text)| (file, parse(text, file, &ids()).expect("a demo loads")))
        .collect()
}

#[test]
fn every_registered_system_is_judged_and_in_the_json_in_registry_order() {
    let registered: Vec<&str> = registry().iter().map(|sys| sys.id()).collect();
    assert_eq!(ids(), registered);
    for (file, s) in demos() {
        let json: Vec<_> = judge_all(&s)
            .iter()
            .map(|(sys, j)| umpire::cli::json_result(file, &s, *sys, j))
            .collect();
        let listed: Vec<&str> = json.iter().map(|r| r.system.as_str()).collect();
        assert_eq!(listed, registered, "{file}");
        for (r, sys) in json.iter().zip(registry()) {
            assert_eq!(r.name, sys.name(), "{file}");
        }
    }
}

#[test]
fn the_umpires_report_names_every_registered_system() {
    let (_, s) = demos()
        .into_iter()
        .find(|(f, _)| *f == "waterloo.ron")
        .expect("the Waterloo demo");
    let template = Template::builtin("umpire").expect("the umpire's template");
    let (bytes, _) =
        report::render(&s, None, &template, &ReportOptions::default()).expect("the report renders");
    let doc = lopdf::Document::load_mem(&bytes).expect("the PDF reads back");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    let text = doc
        .extract_text(&pages)
        .expect("text comes out")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for sys in registry() {
        let name = sys.name().split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains(&name), "the report names {name:?}");
    }
}
