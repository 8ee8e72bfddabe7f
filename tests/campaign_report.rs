//! The campaign's after-action report (issue 28), read back: every figure of the ledger as the
//! rows give it, a page per battle with its result, what each audience may know (a side's
//! report is the same whatever the enemy's unseen figures; the public's names no army's own
//! figures), a long campaign paginated with no text past the page's edge, and the command.
//!
//! The campaigns are built in code as the umpire builds them: each battle made from the ledger
//! (`next_battle`), fought (its losses logged) and fed back.
//!
//! One file past the usual length: its tests read back one report made by one campaign builder.

use crate::report::{PdfText, dump, poppler};
use crate::support::campaign::{
    CampaignBuilder, battle, day, fight, ledger, losses, source, unit_named,
};
use std::path::Path;
use umpire::model::campaign::{Campaign, CampaignSource};
use umpire::model::{Marker, MarkerSet, Point, Rgb, Scenario, SideId, Unit, UnitKind};
use umpire::record::Audience;
use umpire::record::campaign::{CampaignLedger, CampaignView, NextBattle};
use umpire::report::PrintDate;
use umpire::report::campaign::{
    CampaignInput, CampaignReportOptions, HEADING, render_campaign_report,
};

const PRINTED: PrintDate = PrintDate {
    year: 2025,
    month: 5,
    day: 12,
};

/// Prussians (an advance guard of two regiments) against the French (V Corps, and a reserve
/// of `reserve` men that never fights); half of the casualties come back after three days, a
/// quarter of the rest each week up to three quarters; an overwhelming victory costs the loser
/// a tenth of what it has left.
fn campaign(reserve: u64) -> Campaign {
    CampaignBuilder::new("The autumn war", "1806-10-08")
        .army(
            SideId::A,
            "Prussians",
            Rgb(30, 60, 160),
            vec![(
                "Advance guard",
                vec![
                    unit("P1", "Regiment Müffling", 800),
                    unit("P2", "Regiment Rechten", 700),
                ],
            )],
        )
        .army(
            SideId::B,
            "French",
            Rgb(180, 40, 40),
            vec![
                ("V Corps", vec![unit("F1", "1st Brigade", 1000)]),
                ("Reserve", vec![unit("R1", "Reserve brigade", reserve)]),
            ],
        )
        .decided_by("casualty-chart")
        .returns("50%", 3)
        .replacements_and_pursuit()
        .build()
}

/// An infantry unit of `men`.
fn unit(id: &str, name: &str, men: u64) -> Unit {
    unit_named(id, name, UnitKind::Infantry, men)
}

/// The advance guard against V Corps, the French attacking.
fn at(name: &str, date: &str) -> NextBattle {
    battle(name, date, &["Advance guard"], &["V Corps"])
}

/// Three battles: the Prussians routed at Saalfeld, holding at Schleiz, then the French
/// bloodied at Kahla; the ledger taken to the end of October.
fn three_battles(reserve: u64) -> (Campaign, Vec<Scenario>) {
    let mut c = campaign(reserve);
    let mut battles = Vec::new();
    fight(
        &mut c,
        &mut battles,
        &at("Saalfeld", "1806-10-10"),
        vec![losses(SideId::A, "P1", 601), losses(SideId::B, "F1", 80)],
    );
    fight(
        &mut c,
        &mut battles,
        &at("Schleiz", "1806-10-14"),
        vec![losses(SideId::A, "P2", 90), losses(SideId::B, "F1", 70)],
    );
    fight(
        &mut c,
        &mut battles,
        &at("Kahla", "1806-10-20"),
        vec![losses(SideId::A, "P2", 40), losses(SideId::B, "F1", 120)],
    );
    c.until = Some(day("1806-10-25"));
    (c, battles)
}

/// The report of `c` for `audience`: its bytes and its text.
fn report(c: &Campaign, battles: &[Scenario], audience: Audience) -> (Vec<u8>, PdfText) {
    let src = source(c);
    let read: Vec<_> = battles.iter().cloned().map(Ok).collect();
    render(&src, &read, audience, "campaign")
}

/// The report of a campaign read, for `audience`, kept as `{name}-{audience}.pdf` when the
/// tests are asked to keep their PDFs: its bytes and its text without the footers.
fn render(
    src: &CampaignSource,
    battles: &[Result<Scenario, umpire::model::campaign::BattleFileError>],
    audience: Audience,
    name: &str,
) -> (Vec<u8>, PdfText) {
    let l = CampaignLedger::build(src, battles);
    let opts = CampaignReportOptions {
        printed: Some(PRINTED),
        ..CampaignReportOptions::for_audience(audience)
    };
    let input = CampaignInput {
        src,
        battles,
        ledger: &l,
    };
    let (bytes, summary) = render_campaign_report(input, &opts).expect("the report renders");
    assert!(bytes.starts_with(b"%PDF-"));
    let c = &src.campaign;
    let who = match audience {
        Audience::Umpire => "umpire",
        Audience::Side(s) => c.side(s).name.as_str(),
        Audience::Public => "public",
    };
    let footer = format!("{} · {HEADING} · {who} · printed 12 May 2025", c.title);
    let text = PdfText::read(&bytes, &footer);
    assert_eq!(text.pages.len(), summary.pages);
    assert!(summary.warnings.is_empty(), "{:?}", summary.warnings);
    dump(&format!("{name}-{}", audience.id()), &bytes);
    (bytes, text)
}

#[test]
fn every_figure_of_the_ledger_is_printed_as_the_rows_give_it() {
    let (c, battles) = three_battles(500);
    let l = ledger(&c, &battles);
    assert!(l.refused.is_none(), "{:?}", l.refused);
    let view = CampaignView::new(&c, &l, Audience::Umpire);
    let (_, text) = report(&c, &battles, Audience::Umpire);
    for line in view.rule_lines().iter().chain(&view.results_lines()) {
        text.assert_has(line);
    }
    for b in view.battle_rows() {
        text.assert_has(&b.date.long());
        text.assert_has(&b.result);
        text.assert_has(b.level.as_deref().expect("every battle was decided"));
        for lost in &b.losses {
            text.assert_has(lost);
        }
        text.assert_has(&b.effect);
    }
    for side in SideId::BOTH {
        let (steps, cut) = view.step_rows(side).expect("the umpire knows both armies");
        assert!(cut.is_none());
        assert!(steps.len() > 4, "start, battles, returns, replacements");
        for s in steps {
            text.assert_has(&s.entry);
            text.assert_has(&s.change_text);
            text.assert_has(&s.after_text);
            text.assert_has(&s.rule);
        }
        for u in view.unit_rows(side).unwrap() {
            text.assert_has(&u.unit.history(&l.measures));
        }
    }
    let due = view.due_rows();
    assert!(!due.is_empty(), "replacements fall due after the 25th");
    for s in due {
        text.assert_has(&s.rule);
    }
    text.assert_has("Strength over the campaign");
    text.assert_has(&view.audience_line());
}

#[test]
fn each_battle_has_its_page_with_its_result_of_record() {
    let (c, battles) = three_battles(500);
    let l = ledger(&c, &battles);
    for audience in Audience::ALL {
        let view = CampaignView::new(&c, &l, audience);
        let (_, text) = report(&c, &battles, audience);
        for b in view.battle_rows() {
            let heading = format!("{} · {}", b.name, b.date.long());
            let page = text
                .bodies
                .iter()
                .find(|p| p.starts_with(&heading))
                .unwrap_or_else(|| panic!("{}: no page begins with {heading:?}", audience.id()));
            assert!(page.contains(&format!(
                "Result of record · {}",
                b.system.as_deref().unwrap()
            )));
            assert!(page.contains(&b.result), "{page}");
            assert!(
                page.contains(&format!("Level: {}", b.level.as_deref().unwrap())),
                "{page}"
            );
        }
    }
}

#[test]
fn a_sides_report_is_the_same_whatever_the_enemy_kept_from_it() {
    let (small, small_battles) = three_battles(500);
    let (large, large_battles) = three_battles(4_321);
    for audience in [Audience::Side(SideId::A), Audience::Public] {
        let (_, a) = report(&small, &small_battles, audience);
        let (_, b) = report(&large, &large_battles, audience);
        assert_eq!(a.pages.len(), b.pages.len(), "{}", audience.id());
        assert_eq!(a.all(), b.all(), "{}", audience.id());
        a.assert_lacks("Reserve brigade");
        a.assert_lacks("4,321");
    }
    // The umpire's report does tell them apart, so the test above can fail.
    let (_, a) = report(&small, &small_battles, Audience::Umpire);
    let (_, b) = report(&large, &large_battles, Audience::Umpire);
    assert_ne!(a.all(), b.all());
    b.assert_has("4,321 men");
    // The French see their reserve; the Prussians see only the French at the battles.
    let (_, french) = report(&large, &large_battles, Audience::Side(SideId::B));
    french.assert_has("Reserve brigade");
    let (_, prussians) = report(&large, &large_battles, Audience::Side(SideId::A));
    prussians.assert_has("French: as the battles showed it");
    prussians.assert_has("Prussians: strength over the campaign");
    prussians.assert_lacks("French: strength over the campaign");
}

#[test]
fn the_publics_report_names_no_armys_own_figures() {
    let (c, battles) = three_battles(500);
    let l = ledger(&c, &battles);
    let umpire = CampaignView::new(&c, &l, Audience::Umpire);
    let (_, text) = report(&c, &battles, Audience::Public);
    for side in SideId::BOTH {
        text.assert_lacks(&format!(
            "{}: strength over the campaign",
            c.side(side).name
        ));
        text.assert_lacks(&format!("{}: its units", c.side(side).name));
        text.assert_has(&format!("{}: as the battles showed it", c.side(side).name));
        // Not a step of either army's ledger: no returns, replacements or stragglers.
        for s in umpire.step_rows(side).unwrap().0 {
            if s.key != "start" && s.key != "battle" {
                text.assert_lacks(&s.rule);
            }
        }
        text.assert_lacks(&umpire.amount(umpire.strength_now(side).unwrap()));
        for u in umpire.unit_rows(side).unwrap() {
            text.assert_lacks(&u.unit.name);
        }
    }
    text.assert_has("Nothing this reader may know of is still to come.");
}

/// A campaign of twenty battles, one every other day.
fn twenty_battles() -> (Campaign, Vec<Scenario>) {
    let mut c = campaign(500);
    c.sides[0].contingents[0].units = (1..=12)
        .map(|i| {
            unit(
                &format!("P{i}"),
                &format!("Prussian infantry regiment No. {i}"),
                2_000,
            )
        })
        .collect();
    c.sides[1].contingents[0].units = (1..=12)
        .map(|i| {
            unit(
                &format!("F{i}"),
                &format!("French line brigade No. {i}"),
                2_500,
            )
        })
        .collect();
    let mut battles = Vec::new();
    let mut date = day("1806-10-09");
    for k in 0..20u64 {
        let events = (1..=12)
            .flat_map(|i| {
                [
                    losses(SideId::A, &format!("P{i}"), 20 + 3 * k + i),
                    losses(SideId::B, &format!("F{i}"), 10 + 2 * k + i),
                ]
            })
            .collect();
        fight(
            &mut c,
            &mut battles,
            &at(&format!("Battle {}", k + 1), &date.iso()),
            events,
        );
        date = date.plus_days(2);
    }
    (c, battles)
}

/// Every word pdftotext finds, with its page's size: (page width, page height, xMin, yMin,
/// xMax, yMax, word).
fn words_with_boxes(pdf: &Path) -> Vec<(f32, f32, f32, f32, f32, f32, String)> {
    words_of(&["-bbox", &pdf.display().to_string(), "-"])
}

/// The words pdftotext finds with `args`, as [`words_with_boxes`] gives them.
fn words_of(args: &[&str]) -> Vec<(f32, f32, f32, f32, f32, f32, String)> {
    let html = String::from_utf8_lossy(&poppler("pdftotext", args).stdout).into_owned();
    let attr = |tag: &str, name: &str| -> f32 {
        let key = format!("{name}=\"");
        let at = tag.find(&key).expect(name) + key.len();
        tag[at..].split('"').next().unwrap().parse().unwrap()
    };
    let mut page = (0.0, 0.0);
    let mut out = Vec::new();
    for tag in html.split('<').skip(1) {
        if tag.starts_with("page ") {
            page = (attr(tag, "width"), attr(tag, "height"));
        } else if tag.starts_with("word ") {
            let word = tag.split('>').nth(1).unwrap_or("").to_string();
            out.push((
                page.0,
                page.1,
                attr(tag, "xMin"),
                attr(tag, "yMin"),
                attr(tag, "xMax"),
                attr(tag, "yMax"),
                word,
            ));
        }
    }
    out
}

#[test]
fn a_twenty_battle_campaign_runs_over_pages_and_no_text_leaves_its_page() {
    let (c, battles) = twenty_battles();
    let l = ledger(&c, &battles);
    assert!(l.refused.is_none(), "{:?}", l.refused);
    assert_eq!(l.battles.len(), 20);
    let (bytes, text) = report(&c, &battles, Audience::Umpire);
    let continued = text
        .pages
        .iter()
        .filter(|p| p.contains("The ledger of battles (continued)"))
        .count();
    assert!(continued >= 1, "the ledger's table runs over pages");
    for p in text.pages.iter().filter(|p| p.contains("(continued)")) {
        let after = p.split("(continued) ").nth(1).unwrap_or("");
        assert!(
            ["Date ", "Unit ", "Level of result "]
                .iter()
                .any(|h| after.starts_with(h)),
            "a continued table repeats its header: {p}"
        );
    }
    for k in 1..=20 {
        let heading = format!("Battle {k} · ");
        assert!(
            text.bodies.iter().any(|p| p.starts_with(&heading)),
            "battle {k} has its page"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("twenty.pdf");
    std::fs::write(&pdf, &bytes).unwrap();
    let words = words_with_boxes(&pdf);
    assert!(words.len() > 2_000, "{} words", words.len());
    // The layout's margin is 16 mm (45.4 pt); the footer stands in the bottom margin.
    let margin = 16.0 * 72.0 / 25.4 - 1.0;
    for (w, h, x0, y0, x1, y1, word) in words {
        assert!(
            x0 >= margin && x1 <= w - margin && y0 >= margin - 4.0 && y1 <= h,
            "{word:?} at ({x0}, {y0})–({x1}, {y1}) leaves the page's text area ({w} × {h})"
        );
    }
}

#[test]
fn the_command_writes_the_report_and_says_where_the_ledger_stops() {
    let (mut c, battles) = three_battles(500);
    let dir = tempfile::tempdir().unwrap();
    for (b, s) in c.battles.iter().zip(&battles) {
        umpire::model::save(s, &dir.path().join(&b.file)).unwrap();
    }
    // The third battle's file is missing: the ledger stops before it.
    c.battles[2].file = "missing.ron".into();
    let file = dir.path().join("war.ron");
    umpire::model::campaign::save_campaign(&c, &file).unwrap();
    let out = dir.path().join("war.pdf");
    let run = |args: &[&str]| {
        crate::support::binary::umpire_command()
            .args(args)
            .output()
            .unwrap()
    };
    let file_s = file.display().to_string();
    let out_s = out.display().to_string();
    let done = run(&["campaign-report", &file_s, "-o", &out_s, "--audience", "a"]);
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    let said = String::from_utf8_lossy(&done.stdout);
    assert!(
        said.starts_with(&format!("{out_s}: ")) && said.contains(" pages, "),
        "{said}"
    );
    let text = crate::report::pdftotext(&out, None);
    assert!(text.contains("Where the ledger stops"), "{text}");
    assert!(
        text.contains("the umpire has to put that battle right first"),
        "{text}"
    );
    // The umpire is told which file and line.
    let done = run(&["campaign-report", &file_s, "-o", &out_s]);
    assert!(done.status.success());
    let text = crate::report::pdftotext(&out, None);
    assert!(text.contains("missing.ron"), "{text}");
    // The campaign itself is never overwritten, and a bad audience is a usage error.
    let refused = run(&["campaign-report", &file_s, "-o", &file_s]);
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("the campaign"));
    let bad = run(&["campaign-report", &file_s, "-o", &out_s, "--audience", "c"]);
    assert_eq!(bad.status.code(), Some(2));
    let missing = run(&["campaign-report", "no-such-campaign.ron", "-o", &out_s]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no-such-campaign.ron"));
}

// ----- the demo campaign, Jena 1806 -----------------------------------------------------------

/// The demo campaign's report for `audience`, read from disk (its map beside it) or from the
/// copy built into the program.
fn demo_report(audience: Audience, built_in: bool) -> (Vec<u8>, PdfText) {
    let (src, battles) = if built_in {
        let src = umpire::model::campaign::demo_campaign().expect("the demo reads");
        let battles = umpire::model::campaign::demo_campaign_battles(&src, &umpire::systems::ids());
        (src, battles)
    } else {
        let file =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/campaigns/jena-1806/campaign.ron");
        let src = umpire::model::campaign::read_campaign(&file).expect("the demo reads");
        let battles = src.load_battles(&umpire::systems::ids());
        (src, battles)
    };
    assert!(
        CampaignLedger::build(&src, &battles).refused.is_none(),
        "the demo's ledger takes every battle"
    );
    render(&src, &battles, audience, "jena")
}

/// How many images each page draws.
fn images_per_page(bytes: &[u8]) -> Vec<usize> {
    let doc = lopdf::Document::load_mem(bytes).unwrap();
    doc.get_pages()
        .values()
        .map(|&id| doc.get_page_images(id).map(|i| i.len()).unwrap_or(0))
        .collect()
}

#[test]
fn the_demo_campaigns_report_has_each_battle_with_its_result_and_saalfelds_map() {
    let (src, l) = umpire::record::campaign::demo_ledger().unwrap();
    for audience in Audience::ALL {
        let view = CampaignView::new(&src.campaign, &l, audience);
        let (bytes, text) = demo_report(audience, false);
        let images = images_per_page(&bytes);
        for b in view.battle_rows() {
            let heading = format!("{} · {}", b.name, b.date.long());
            let (page, body) = text
                .bodies
                .iter()
                .enumerate()
                .find(|(_, p)| p.starts_with(&heading))
                .unwrap_or_else(|| panic!("{}: no page for {heading:?}", audience.id()));
            assert!(
                body.contains(&b.losses[0]) && body.contains(&b.losses[1]),
                "{body}"
            );
            if b.status == "verdict" {
                assert!(body.contains(&format!("Level: {}", b.level.as_deref().unwrap())));
            }
            let with_map = body.contains("at the end of the battle");
            // Saalfeld is fought on the Grande Tactique demo's map; Jena and Auerstedt have none.
            assert_eq!(with_map, b.name.contains("Saalfeld"), "{}: {body}", b.name);
            if with_map {
                let drawn: usize = images[page..(page + 2).min(images.len())].iter().sum();
                assert!(
                    drawn >= 1,
                    "{}: Saalfeld's map image is drawn",
                    audience.id()
                );
            }
        }
    }
    // The built-in copy finds its map without a folder.
    let (bytes, _) = demo_report(Audience::Umpire, true);
    assert!(images_per_page(&bytes).iter().sum::<usize>() >= 1);
}

#[test]
fn in_the_demo_each_side_reads_its_own_army_and_the_public_neither() {
    let (src, l) = umpire::record::campaign::demo_ledger().unwrap();
    let umpire_view = CampaignView::new(&src.campaign, &l, Audience::Umpire);
    let (_, public) = demo_report(Audience::Public, false);
    for side in SideId::BOTH {
        let name = &src.campaign.side(side).name;
        let (_, own) = demo_report(Audience::Side(side), false);
        own.assert_has(&format!("{name}: strength over the campaign"));
        let enemy = &src.campaign.side(side.other()).name;
        own.assert_lacks(&format!("{enemy}: strength over the campaign"));
        own.assert_has(&format!("{enemy}: as the battles showed it"));
        public.assert_lacks(&format!("{name}: strength over the campaign"));
        for s in umpire_view.step_rows(side).unwrap().0 {
            if !matches!(s.key, "start" | "battle") {
                public.assert_lacks(&s.rule);
            }
        }
    }
}

/// The three battles with Schleiz decided by weighted objectives over a marker still face down
/// worth `value` VP: its result is withheld from the sides and the public.
fn with_a_face_down_marker(value: u32) -> (Campaign, Vec<Scenario>) {
    let (c, mut battles) = three_battles(500);
    let s = &mut battles[1];
    s.settings.decided_by = Some("weighted-objectives".into());
    s.markers = MarkerSet {
        markers: vec![Marker {
            id: "A".into(),
            name: "Schleiz bridge".into(),
            pos: Point::new(200.0, 150.0),
            value: Some(value),
            hidden: true,
            placed_by: Some(SideId::A),
        }],
        ..MarkerSet::default()
    };
    (c, battles)
}

#[test]
fn a_withheld_result_and_the_figures_it_can_change_stay_withheld_in_a_sides_report() {
    let (c, battles) = with_a_face_down_marker(30);
    let l = ledger(&c, &battles);
    let prussians = CampaignView::new(&c, &l, Audience::Side(SideId::A));
    assert_eq!(
        prussians.withheld_after(),
        Some(1),
        "the results table has stragglers"
    );
    let (_, text) = report(&c, &battles, Audience::Side(SideId::A));
    text.assert_has(umpire::record::knowledge::VERDICT_WITHHELD);
    text.assert_has(&prussians.step_rows(SideId::A).unwrap().1.unwrap());
    text.assert_has("Schleiz at the end of the battle");
    text.assert_lacks("30 VP");
    text.assert_lacks("Prussians on 25 October 1806");
    // The marker's value is never in a side's or the public's report, by any figure.
    let (c5, battles5) = with_a_face_down_marker(5);
    for audience in [
        Audience::Side(SideId::A),
        Audience::Side(SideId::B),
        Audience::Public,
    ] {
        let (_, thirty) = report(&c, &battles, audience);
        let (_, five) = report(&c5, &battles5, audience);
        assert_eq!(thirty.pages.len(), five.pages.len(), "{}", audience.id());
        assert_eq!(thirty.all(), five.all(), "{}", audience.id());
    }
    // The umpire's map names the value, so the comparison above can fail.
    let (_, thirty) = report(&c, &battles, Audience::Umpire);
    let (_, five) = report(&c5, &battles5, Audience::Umpire);
    assert_ne!(thirty.all(), five.all());
}

#[test]
fn jena_and_auerstedt_are_named_under_the_strength_chart_one_after_the_other() {
    // Both on 14 October: each its own step, named where it falls, in the campaign's order.
    let (bytes, _) = demo_report(Audience::Side(SideId::A), true);
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("jena.pdf");
    std::fs::write(&pdf, &bytes).unwrap();
    let chart_page = (1..)
        .find(|&p| {
            crate::report::pdftotext(&pdf, Some((p, p))).contains("Strength over the campaign")
        })
        .unwrap()
        .to_string();
    let pdf_s = pdf.display().to_string();
    let words = words_of(&["-bbox", "-f", &chart_page, "-l", &chart_page, &pdf_s, "-"]);
    let centre = |w: &(f32, f32, f32, f32, f32, f32, String)| (w.2 + w.4) / 2.0;
    let named = |name: &str| -> Vec<&(f32, f32, f32, f32, f32, f32, String)> {
        words.iter().filter(|w| w.6 == name).collect()
    };
    // The chart's two names: a row apart, close together along the days.
    let pair = named("Jena").into_iter().find_map(|j| {
        named("Auerstedt")
            .into_iter()
            .find(|a| (centre(a) - centre(j)).abs() < 30.0 && a.3 > j.3 && a.3 - j.3 < 20.0)
            .map(|a| (j, a))
    });
    let Some((jena, auerstedt)) = pair else {
        panic!("Jena and Auerstedt named under the chart: {words:?}");
    };
    assert!(
        centre(jena) + 3.0 < centre(auerstedt),
        "Auerstedt's step is after Jena's: {jena:?} {auerstedt:?}"
    );
}
