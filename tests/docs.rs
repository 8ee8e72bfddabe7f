//! The README and docs/ say what the project does: the system packages the README lists are
//! the ones CI installs, and every document and picture it links to is there (and small).

use std::collections::BTreeSet;

fn read(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The words of `.ci/run`'s `packages=( … )` list.
fn ci_packages() -> BTreeSet<String> {
    let ci = read(".ci/run");
    let start = ci.find("packages=(").expect("a packages list in .ci/run") + "packages=(".len();
    let end = start + ci[start..].find(')').expect("the list's end");
    ci[start..end]
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// The packages after `apt-get install` in the README.
fn readme_packages() -> BTreeSet<String> {
    let readme = read("README.md");
    let line = readme
        .lines()
        .find(|l| l.contains("apt-get install"))
        .expect("an apt-get install line in the README");
    line.split("apt-get install")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_lists_the_packages_ci_installs() {
    let ci = ci_packages();
    assert!(ci.len() > 5, "{ci:?}");
    assert_eq!(readme_packages(), ci);
}

/// The targets of the Markdown links `](…)` in `text` that are files of the repository.
fn local_links(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|target| !target.contains("://") && !target.starts_with('#'))
        .map(|target| target.split('#').next().unwrap().to_string())
        .collect()
}

#[test]
fn every_document_and_picture_the_readme_links_to_is_there_and_pictures_are_small() {
    let links = local_links(&read("README.md"));
    for doc in [
        "docs/guide.md",
        "docs/format.md",
        "docs/cli.md",
        "docs/rules.md",
        "docs/performance.md",
        "docs/packaging.md",
    ] {
        assert!(links.iter().any(|l| l == doc), "the README links {doc}");
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pictures = 0;
    for link in &links {
        let meta = std::fs::metadata(root.join(link)).unwrap_or_else(|e| panic!("{link}: {e}"));
        if link.ends_with(".png") {
            pictures += 1;
            assert!(meta.len() < 200_000, "{link} is {} bytes", meta.len());
        }
    }
    assert_eq!(pictures, 2, "two screenshots");
}

#[test]
fn the_guides_link_only_to_files_that_are_there() {
    for doc in [
        "docs/guide.md",
        "docs/format.md",
        "docs/cli.md",
        "docs/performance.md",
        "docs/packaging.md",
    ] {
        for link in local_links(&read(doc)) {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("docs")
                .join(&link);
            assert!(path.exists(), "{doc} links {link}, which is not there");
        }
    }
}
