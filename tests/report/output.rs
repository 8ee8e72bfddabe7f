//! Where the report goes: the job on its thread with progress, an unwritable output named by its
//! path, and the `report` subcommand writing the PDF or saying what is wrong.

use super::*;

#[test]
fn the_job_runs_on_a_thread_with_progress() {
    let dir = tempfile::tempdir().unwrap();
    let job = report::ReportJob {
        scenario: casualty_chart(),
        scenario_dir: None,
        template: Template::builtin("player").unwrap(),
        paper: Some(Paper::Letter),
        audience: umpire::record::Audience::Public,
        out: dir.path().join("r.pdf"),
    };
    let (handle, rx) = job.spawn();
    let summary = handle.join().unwrap().unwrap();
    let seen: Vec<f32> = rx.try_iter().collect();
    assert_eq!(seen.last(), Some(&1.0));
    assert!(summary.pages >= 3);
    assert!(dir.path().join("r.pdf").exists());
}

#[test]
fn an_unwritable_output_names_its_path() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("no-such-folder").join("r.pdf");
    let t = Template::builtin("player").unwrap();
    let e = report::write_report(&casualty_chart(), None, &t, None, &out).unwrap_err();
    assert!(matches!(e, ReportError::Save { .. }), "{e:?}");
    assert!(
        std::error::Error::source(&e).is_some(),
        "the io::Error is kept"
    );
    assert!(
        e.to_string()
            .starts_with(&format!("{}: cannot write the report", out.display())),
        "{e}"
    );
}

#[test]
fn the_report_subcommand_writes_the_pdf_or_says_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let scenario = dir.path().join("battle.ron");
    model::save(&casualty_chart(), &scenario).unwrap();
    let out = dir.path().join("battle.pdf");
    let ok = umpire(&[
        "report",
        scenario.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--template",
        "player",
        "--paper",
        "letter",
    ]);
    assert_eq!(
        ok.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(String::from_utf8_lossy(&ok.stdout).contains(" pages, "));
    let text = PdfText::read(&std::fs::read(&out).unwrap(), "");
    assert!(text.contains("Minor victory"));

    let broken = dir.path().join("broken.ron");
    std::fs::write(&broken, "(sections: [(kind: Title,,)])").unwrap();
    let bad = umpire(&[
        "report",
        scenario.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
        "--template",
        broken.to_str().unwrap(),
    ]);
    assert_eq!(bad.status.code(), Some(1));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.starts_with(&format!("{}:1:", broken.display())),
        "{err}"
    );
}
