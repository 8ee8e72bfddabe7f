//! Nothing lost (issue 24): windows killed with SIGKILL have their unsaved work offered by the
//! next start at once, while the killed process is still a zombie (its id still listed by the
//! system); a writer killed midway leaves a temporary file that the next write into the folder
//! removes, while a live writer's is kept; an output the user made read-only is refused; a
//! map that lies outside the scenario's folder is offered to be copied beside it on save.
//!
//! The killed processes are this test binary itself, started again to run
//! [`helper_process`] alone, which holds an autosave or a half-written file and waits to be
//! killed.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use umpire::app::UmpireApp;
use umpire::app::autosave::Autosave;
use umpire::app::dialogs::Dialog;
use umpire::app::shell::Tab;
use umpire::model::Scenario;

/// What the helper process is to do: `autosave` or `write`.
const HELPER_VAR: &str = "UMPIRE_TEST_HELPER";
/// The folder it works in.
const FOLDER_VAR: &str = "UMPIRE_TEST_HELPER_FOLDER";
/// The scenario title the helper's window edits, or the arguments (one a line) the measuring
/// helper runs `umpire` with.
const TITLE_VAR: &str = "UMPIRE_TEST_HELPER_TITLE";
/// What the helper prints once it holds what it was asked to hold.
const READY: &str = "HELPER READY";
/// How long a helper may take to get ready.
const READY_WITHIN: Duration = Duration::from_secs(120);

fn window(app: UmpireApp) -> Harness<'static, UmpireApp> {
    let mut app = app;
    app.view.tab = Tab::Sides;
    Harness::builder()
        .with_size([1500.0, 1000.0])
        .build_ui_state(|ui, app: &mut UmpireApp| app.ui_frame(ui), app)
}

/// Not a test of its own: run by the tests below as a separate process, which they kill.
#[test]
#[ignore = "a process the crash tests start and kill; it waits for ever"]
fn helper_process() {
    let folder = PathBuf::from(std::env::var_os(FOLDER_VAR).expect("run by a crash test"));
    match std::env::var(HELPER_VAR).as_deref() {
        Ok("autosave") => hold_unsaved_work(&folder),
        Ok("write") => stop_in_the_middle_of_a_write(&folder),
        Ok("measure") => measure_umpire(&folder),
        other => panic!("unknown helper {other:?}"),
    }
}

/// A window with unsaved work, autosaved, that then waits to be killed.
fn hold_unsaved_work(folder: &Path) {
    let title = std::env::var(TITLE_VAR).expect("a title");
    let autosave = Autosave::new(folder).with_interval(Duration::from_secs(1));
    let file = autosave.file();
    let mut h =
        window(UmpireApp::new_for_test(Scenario::new("Draft"), None).with_autosave(autosave));
    h.run();
    h.get_by_label("Scenario title").focus();
    h.run();
    h.get_by_label("Scenario title")
        .type_text(&format!(" of {title}"));
    // Time passes in the harness: the autosave comes due and is written.
    h.run_steps(8);
    let written = std::fs::read_to_string(&file).expect("autosaved");
    assert!(written.contains(&title), "{written}");
    println!("{READY} {}", file.display());
    wait_for_ever();
}

/// A writer killed midway through a file: its bytes are in its temporary file, not yet renamed.
fn stop_in_the_middle_of_a_write(folder: &Path) {
    let _ = umpire::model::files::write_file_with(&folder.join("out.png"), |w| {
        w.write_all(b"the first half of a map")?;
        w.flush()?;
        println!("{READY}");
        wait_for_ever()
    });
}

fn wait_for_ever() -> ! {
    loop {
        std::thread::sleep(Duration::from_secs(60));
    }
}

/// A helper process, started and ready (what it said then); killed and reaped when dropped.
struct Helper {
    child: Child,
    said: String,
}

impl Helper {
    fn start(what: &str, folder: &Path, title: &str) -> Helper {
        let mut child = Command::new(std::env::current_exe().expect("the test binary"))
            .args([
                "--exact",
                "nothing_lost::helper_process",
                "--ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(HELPER_VAR, what)
            .env(FOLDER_VAR, folder)
            .env(TITLE_VAR, title)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the test binary runs again");
        let out = child.stdout.take().expect("piped");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let ready = BufReader::new(out)
                .lines()
                .map_while(Result::ok)
                .find(|line| line.contains(READY));
            let _ = tx.send(ready);
        });
        let mut helper = Helper {
            child,
            said: String::new(),
        };
        // A helper that hangs is killed (when dropped), failing the test instead of stopping it.
        match rx.recv_timeout(READY_WITHIN).ok().flatten() {
            Some(line) => helper.said = line,
            None => {
                let _ = helper.child.kill();
                panic!("the helper {what} did not get ready");
            }
        }
        helper
    }

    fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGKILL, then wait until the process has ended without reaping it: it stays listed by
    /// the system as a zombie, as a window killed with `kill -9` does until its parent reaps it.
    fn kill_leaving_a_zombie(&mut self) {
        self.child.kill().expect("SIGKILL");
        // SAFETY: waitid writes only into `info`; WNOWAIT leaves the child to be reaped.
        let mut info: libc::siginfo_t = unsafe { std::mem::zeroed() };
        let r = unsafe {
            libc::waitid(
                libc::P_PID,
                self.pid() as libc::id_t,
                &mut info,
                libc::WEXITED | libc::WNOWAIT,
            )
        };
        assert_eq!(r, 0, "{}", std::io::Error::last_os_error());
        assert!(
            Path::new(&format!("/proc/{}", self.pid())).exists(),
            "a zombie's id is still listed: a check of the id alone takes it for running"
        );
    }
}

impl Drop for Helper {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The titles of the autosaves the window's restore dialog offers.
fn offered(h: &Harness<'_, UmpireApp>) -> Vec<String> {
    match h.state().dialog() {
        Some(Dialog::RestoreAutosave(found)) => {
            found.iter().map(|r| r.scenario.title.clone()).collect()
        }
        other => panic!("no restore dialog: {other:?}"),
    }
}

#[test]
fn a_window_killed_with_sigkill_has_its_work_offered_at_once() {
    let data = tempfile::tempdir().unwrap();
    let mut killed = Helper::start("autosave", data.path(), "Hochkirch");
    killed.kill_leaving_a_zombie();

    let mut h = window(
        UmpireApp::new_for_test(Scenario::new("New scenario"), None)
            .with_autosave(Autosave::new(data.path())),
    );
    h.run();
    h.get_by_label("Restore unsaved work?");
    h.get_by_label_contains("An autosave of “Draft of Hochkirch”");
    h.get_by_label("Restore").click();
    h.run();
    assert_eq!(h.state().doc.scenario().title, "Draft of Hochkirch");
    assert!(h.state().doc.is_dirty());
    assert!(
        h.state().autosave_file().unwrap().exists(),
        "now this window's"
    );
}

#[test]
fn two_windows_killed_at_once_both_have_their_work_offered_when_started_again() {
    let data = tempfile::tempdir().unwrap();
    let mut first = Helper::start("autosave", data.path(), "Kolin");
    let mut second = Helper::start("autosave", data.path(), "Leuthen");
    first.kill_leaving_a_zombie();
    second.kill_leaving_a_zombie();

    let start = || {
        let mut h = window(
            UmpireApp::new_for_test(Scenario::new("New scenario"), None)
                .with_autosave(Autosave::new(data.path())),
        );
        h.run();
        h
    };
    let mut again = [start(), start()];
    let both = ["Draft of Kolin", "Draft of Leuthen"];
    for h in &again {
        let mut titles = offered(h);
        titles.sort();
        assert_eq!(titles, both, "each new window offers both");
        h.get_by_label_contains("2 autosaves of unsaved work were found");
    }
    // Each restores one of them (the lists are in the same order, oldest first).
    for (i, h) in again.iter_mut().enumerate() {
        let button = h
            .get_all_by_label("Restore")
            .nth(i)
            .expect("a Restore button");
        button.click();
        h.run();
    }
    let mut restored: Vec<String> = again
        .iter()
        .map(|h| h.state().doc.scenario().title.clone())
        .collect();
    restored.sort();
    assert_eq!(restored, both, "each window has one, and none was lost");
}

/// The temporary files in `dir` (hidden, ending in `.tmp`).
fn temporary_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.') && n.ends_with(".tmp"))
        .collect()
}

#[test]
fn a_writer_killed_midway_leaves_a_temporary_file_that_the_next_write_removes() {
    let dir = tempfile::tempdir().unwrap();
    let mut writer = Helper::start("write", dir.path(), "");
    let mine = format!(".out.png.{}-", writer.pid());
    let left = temporary_files(dir.path());
    assert!(
        matches!(left.as_slice(), [name] if name.starts_with(&mine)),
        "{left:?}"
    );
    // While the writer lives, another write into the folder leaves its file alone.
    umpire::model::write_file(&dir.path().join("battle.ron"), b"x").unwrap();
    assert_eq!(
        temporary_files(dir.path()),
        left,
        "a live writer's file is kept"
    );

    writer.kill_leaving_a_zombie();
    assert_eq!(
        temporary_files(dir.path()),
        left,
        "killed midway: left behind"
    );
    umpire::model::write_file(&dir.path().join("battle.ron"), b"y").unwrap();
    assert!(
        temporary_files(dir.path()).is_empty(),
        "the next write removes a dead writer's file"
    );
    assert!(
        !dir.path().join("out.png").exists(),
        "never renamed into place"
    );
}

// ---------------------------------------------------------------------------------------------
// Writes: a file made read-only is refused; the map goes with the scenario.

/// A folder with `s.ron` naming a small PNG map `map.png` beside it.
fn scenario_with_a_map(dir: &Path) {
    image::RgbImage::from_pixel(40, 30, image::Rgb([90, 140, 60]))
        .save(dir.join("map.png"))
        .unwrap();
    let mut s = Scenario::new("Prague 1757");
    s.map.image = Some("map.png".into());
    umpire::model::save(&s, &dir.join("s.ron")).unwrap();
}

/// Run `umpire` in `dir`; its exit code and standard error.
fn umpire_in(dir: &Path, args: &[&str]) -> (i32, String) {
    let out = crate::support::binary::umpire_command()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("the umpire binary runs");
    (
        out.status.code().expect("exited"),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// We run as root, where the system lets any write through: the refusal must come from the
/// file's own mode bits, and this test means something only because it does.
#[cfg(unix)]
#[test]
fn an_output_the_user_made_read_only_is_refused_and_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    scenario_with_a_map(d);
    for (cmd, out) in [("render-map", "kept.png"), ("report", "kept.pdf")] {
        let kept = d.join(out);
        std::fs::write(&kept, b"the club's copy").unwrap();
        std::fs::set_permissions(&kept, std::fs::Permissions::from_mode(0o444)).unwrap();
        let (code, err) = umpire_in(d, &[cmd, "s.ron", "-o", out]);
        assert_eq!(code, 1, "{cmd}: {err}");
        assert!(
            err.contains(&format!(
                "{out}: it is read-only (mode 0444: no write permission for anyone); umpire will \
                 not replace a file made read-only"
            )),
            "{cmd}: {err}"
        );
        assert_eq!(std::fs::read(&kept).unwrap(), b"the club's copy", "{cmd}");
        // Writable again: written.
        std::fs::set_permissions(&kept, std::fs::Permissions::from_mode(0o644)).unwrap();
        let (code, err) = umpire_in(d, &[cmd, "s.ron", "-o", out]);
        assert_eq!(code, 0, "{cmd}: {err}");
        assert_ne!(std::fs::read(&kept).unwrap(), b"the club's copy", "{cmd}");
    }
}

const SAVE_AS: egui::Modifiers = egui::Modifiers {
    shift: true,
    ..egui::Modifiers::COMMAND
};

/// A scenario whose map lies in another folder, named by its absolute path (as when the map
/// was chosen there), in a window whose Save as answers `saved`; and the map's bytes.
fn window_with_a_map_elsewhere(
    maps: &Path,
    saved: &Path,
) -> (Harness<'static, UmpireApp>, PathBuf, Vec<u8>) {
    let map = maps.join("kolin.png");
    image::RgbImage::from_fn(300, 200, |x, y| image::Rgb([x as u8, y as u8, 7]))
        .save(&map)
        .unwrap();
    let mut s = Scenario::new("Kolin 1757");
    s.map.image = Some(map.to_string_lossy().into_owned());
    s.map.size = Some((300, 200));
    let picker = umpire::app::files::ScriptedPicker::default();
    picker.answer(saved);
    let h = window(UmpireApp::new_for_test(s, None).with_file_picker(picker));
    let bytes = std::fs::read(&map).unwrap();
    (h, map, bytes)
}

#[test]
fn saving_a_scenario_whose_map_lies_elsewhere_offers_to_copy_it_beside() {
    let maps = tempfile::tempdir().unwrap();
    let club = tempfile::tempdir().unwrap();
    let saved = club.path().join("kolin.ron");
    let (mut h, map, bytes) = window_with_a_map_elsewhere(maps.path(), &saved);
    // The map decodes on a thread: a loaded machine takes more frames than `run` allows.
    super::gui_shell::settle_map(&mut h);
    h.key_press_modifiers(SAVE_AS, egui::Key::S);
    h.run();
    // Saved at once (nothing waits on the question), with the map where it is.
    let first = umpire::model::load(&saved, &umpire::systems::ids()).unwrap();
    assert_eq!(first.map.image.as_deref(), map.to_str());
    h.get_by_label("Copy the map beside the scenario?");
    h.get_by_label("Copy the map beside the scenario").click();
    super::gui_shell::settle_map(&mut h);

    let copy = club.path().join("kolin.png");
    assert_eq!(
        std::fs::read(&copy).unwrap(),
        bytes,
        "the map is beside the file"
    );
    let again = umpire::model::load(&saved, &umpire::systems::ids()).unwrap();
    assert_eq!(
        again.map.image.as_deref(),
        Some("kolin.png"),
        "named relatively"
    );
    assert!(!h.state().doc.is_dirty(), "saved again");
    assert_eq!(
        umpire::render::draw::map_image_path(Some(club.path()), "kolin.png"),
        copy
    );
    assert!(h.state().dialog().is_none());
    assert_eq!(std::fs::read(&map).unwrap(), bytes, "the original stays");
}

#[test]
fn a_map_kept_where_it_is_is_not_asked_about_again() {
    let maps = tempfile::tempdir().unwrap();
    let club = tempfile::tempdir().unwrap();
    let saved = club.path().join("kolin.ron");
    let (mut h, map, _) = window_with_a_map_elsewhere(maps.path(), &saved);
    // The map decodes on a thread: a loaded machine takes more frames than `run` allows.
    super::gui_shell::settle_map(&mut h);
    h.key_press_modifiers(SAVE_AS, egui::Key::S);
    h.run();
    h.get_by_label("Keep it where it is").click();
    h.run();
    assert!(h.state().dialog().is_none());
    h.state_mut()
        .doc
        .apply(|s| s.title = "Kolin 1757 (revised)".into());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(h.state().dialog().is_none(), "not asked again");
    let saved = umpire::model::load(&saved, &umpire::systems::ids()).unwrap();
    assert_eq!(saved.title, "Kolin 1757 (revised)");
    assert_eq!(saved.map.image.as_deref(), map.to_str());
    assert!(!club.path().join("kolin.png").exists(), "no copy made");
}

// ---------------------------------------------------------------------------------------------
// A picture of a few kilobytes that unpacks to gigabytes.

/// A 1-bit grey scan `side` pixels square, written by the `png` crate: lines every 500 rows,
/// the right half striped. At 14,000 pixels a side, some 50 KB of file and 196 million pixels.
fn one_bit_bomb(side: u32) -> Vec<u8> {
    let row_bytes = side.div_ceil(8) as usize;
    let mut rows = vec![0u8; row_bytes * side as usize];
    for (y, row) in rows.chunks_exact_mut(row_bytes).enumerate() {
        if y % 500 >= 4 {
            let (left, right) = row.split_at_mut(row_bytes / 2);
            left.fill(0xff);
            right.fill(0x7f);
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, side, side);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::One);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(&rows).unwrap();
    writer.finish().unwrap();
    out
}

/// The measuring helper: run `umpire` in `folder` with the arguments given, wait for it, and
/// say its exit code, its peak resident memory in bytes and its standard error. Run from this
/// small process, not from the test binary running every test: the peak `wait4` gives for a
/// child also counts the address space it was started from (before `exec`), which for the
/// busy test binary is hundreds of megabytes.
#[cfg(target_os = "linux")]
#[expect(
    clippy::zombie_processes,
    reason = "reaped by wait4, which gives its resource use"
)]
fn measure_umpire(folder: &Path) {
    use std::io::Read;
    let args = std::env::var(TITLE_VAR).expect("umpire's arguments");
    let mut child = crate::support::binary::umpire_command()
        .args(args.lines())
        .current_dir(folder)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the umpire binary runs");
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let (mut status, mut usage) = (0, unsafe { std::mem::zeroed::<libc::rusage>() });
    // SAFETY: wait4 writes into `status` and `usage` only.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t);
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    let peak = usage.ru_maxrss as u64 * 1024;
    println!(
        "{READY} code {code} peak {peak} stderr {}",
        err.replace('\n', " ")
    );
}

#[cfg(not(target_os = "linux"))]
fn measure_umpire(_folder: &Path) {
    panic!("measured on Linux only");
}

/// `umpire` with `args` in `dir`, run and measured by the measuring helper: its exit code,
/// peak resident memory in bytes, and standard error.
fn umpire_measured(dir: &Path, args: &[&str]) -> (i32, u64, String) {
    let helper = Helper::start("measure", dir, &args.join("\n"));
    let said = helper.said.split_once(READY).map_or("", |(_, s)| s).trim();
    let field = |name: &str| {
        said.split(&format!("{name} "))
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .unwrap_or_default()
            .to_string()
    };
    let err = said
        .split_once("stderr ")
        .map_or("", |(_, e)| e)
        .to_string();
    (
        field("code").parse().expect(said),
        field("peak").parse().expect(said),
        err,
    )
}

/// Issue 24: `render-map --scale 0.1` of a 1-bit 14,000 × 14,000 PNG took 1.1 GB. Reduced as
/// its rows come, it stays within 200 MB.
#[cfg(target_os = "linux")]
#[test]
fn render_map_of_a_one_bit_bomb_at_a_tenth_stays_within_200_mb() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let bomb = one_bit_bomb(14_000);
    assert!(bomb.len() < 100_000, "{} bytes", bomb.len());
    std::fs::write(d.join("bomb.png"), &bomb).unwrap();
    let mut s = Scenario::new("Leuthen 1757");
    s.map.image = Some("bomb.png".into());
    umpire::model::save(&s, &d.join("s.ron")).unwrap();
    let (code, peak, err) = umpire_measured(
        d,
        &["render-map", "s.ron", "-o", "out.png", "--scale", "0.1"],
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        image::image_dimensions(d.join("out.png")).unwrap(),
        (1400, 1400)
    );
    assert!(peak <= 200_000_000, "peak {} MB", peak / 1_000_000);
}
