//! Reading and writing campaign files (RON), and reading the battles' scenario files they list,
//! with messages that name the place: the campaign file's line and column, and for a battle
//! file that cannot be used, the campaign's line that lists it and the file.

use super::{CAMPAIGN_FORMAT_VERSION, Campaign};
use crate::i18n::tr;
use crate::model::files;
use crate::model::{FileError, FileKind, Scenario};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// A campaign as read, with what its messages and its battles need: where it came from, the
/// folder its battles' paths are relative to, and where each battle is listed in its text.
#[derive(Clone, Debug, PartialEq)]
pub struct CampaignSource {
    pub campaign: Campaign,
    /// The campaign file's path as given, or a name such as "jena-1806 (built-in demo)".
    pub origin: String,
    /// The folder the battles' files are read from; `None` for a campaign not on disk.
    pub dir: Option<PathBuf>,
    /// The line and column (1-based) of each battle's entry in the text; empty when the
    /// campaign did not come from a text (one made in the window).
    pub locations: Vec<(usize, usize)>,
}

/// How a battle's file is read: given the file as the campaign writes it, its name for
/// messages and its text.
pub type ReadBattle<'a> = &'a dyn Fn(&str) -> Result<(String, String), FileError>;

/// A battle file the campaign cannot use: the campaign's line that lists it, the file, and why.
#[derive(Debug)]
pub struct BattleFileError {
    /// `campaign.ron:23:5: ` or `campaign.ron: `.
    place: String,
    pub index: usize,
    pub file: String,
    pub why: BattleFileWhy,
}

impl std::error::Error for BattleFileError {}

/// In the language in force, the place as it is.
impl std::fmt::Display for BattleFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&tr!(
            ModelBattleFileError,
            place = self.place.as_str(),
            index = self.index.to_string(),
            file = self.file.as_str(),
            why = self.why.to_string()
        ))
    }
}

/// Why a battle's file cannot be used.
#[derive(Debug)]
pub enum BattleFileWhy {
    /// Missing, unreadable, not a scenario, or inconsistent (the message names the file and,
    /// for a syntax error, its line and column).
    Load(FileError),
    /// The file is one listed above it (the same name, a link to it, or the very same text):
    /// `how` is `file` or `scenario-text`.
    Again { first: usize, how: &'static str },
}

impl From<FileError> for BattleFileWhy {
    fn from(e: FileError) -> BattleFileWhy {
        BattleFileWhy::Load(e)
    }
}

impl std::error::Error for BattleFileWhy {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BattleFileWhy::Load(e) => Some(e),
            BattleFileWhy::Again { .. } => None,
        }
    }
}

/// In the language in force.
impl std::fmt::Display for BattleFileWhy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            BattleFileWhy::Load(e) => tr!(ModelBattleCannotBeRead, why = e.to_string()),
            BattleFileWhy::Again { first, how } => {
                tr!(ModelBattleAgain, first = *first, how = *how)
            }
        })
    }
}

impl CampaignSource {
    /// A campaign not read from any file (made in the window, or in a test).
    pub fn unsaved(campaign: Campaign, dir: Option<PathBuf>) -> CampaignSource {
        CampaignSource {
            campaign,
            origin: tr!(ModelUnsavedCampaign),
            dir,
            locations: Vec::new(),
        }
    }

    /// Where battle `i`'s file lies on disk, when the campaign is on disk.
    pub fn battle_path(&self, i: usize) -> Option<PathBuf> {
        let b = self.campaign.battles.get(i)?;
        Some(self.dir.as_deref()?.join(b.file.trim()))
    }

    /// The place of battle `i` in the campaign's text, for a message: `campaign.ron:23:5: `.
    fn place(&self, i: usize) -> String {
        match self.locations.get(i) {
            Some((line, col)) => format!("{}:{line}:{col}: ", self.origin),
            None => format!("{}: ", self.origin),
        }
    }

    fn refused(&self, i: usize, why: BattleFileWhy) -> BattleFileError {
        BattleFileError {
            place: self.place(i),
            index: i,
            file: self.campaign.battles[i].file.clone(),
            why,
        }
    }

    /// Read every battle's scenario in order with `read`, knowing the victory systems
    /// `systems` (the model knows none itself). A battle listed twice (the same text) is
    /// refused at its second place, so the ledger never counts it twice.
    pub fn load_battles_with(
        &self,
        systems: &[&str],
        read: ReadBattle,
    ) -> Vec<Result<Scenario, BattleFileError>> {
        let loaded = self
            .campaign
            .battles
            .iter()
            .map(|b| read_and_parse(read, b.file.trim(), systems))
            .collect();
        self.taken_once(loaded)
    }

    /// The battles as read and parsed, each with its text, refused where it could not be read
    /// or is a battle listed above it.
    fn taken_once(
        &self,
        loaded: Vec<Result<(Scenario, String), FileError>>,
    ) -> Vec<Result<Scenario, BattleFileError>> {
        let mut texts: HashMap<u64, Vec<(usize, String)>> = HashMap::new();
        let mut out = Vec::with_capacity(loaded.len());
        for (i, loaded) in loaded.into_iter().enumerate() {
            let result = match loaded {
                Err(e) => Err(self.refused(i, BattleFileWhy::Load(e))),
                Ok((scenario, text)) => {
                    let key = hash_of(&text);
                    let same = texts
                        .get(&key)
                        .and_then(|seen| seen.iter().find(|(_, t)| *t == text))
                        .map(|(first, _)| *first);
                    match same {
                        Some(first) => Err(self.refused(
                            i,
                            BattleFileWhy::Again {
                                first,
                                how: "scenario-text",
                            },
                        )),
                        None => {
                            texts.entry(key).or_default().push((i, text));
                            Ok(scenario)
                        }
                    }
                }
            };
            out.push(result);
        }
        self.refuse_same_files(&mut out);
        out
    }

    /// A battle whose file is one listed above it through another name (a link) is refused.
    fn refuse_same_files(&self, out: &mut [Result<Scenario, BattleFileError>]) {
        let Some(dir) = self.dir.as_deref() else {
            return;
        };
        for i in 0..out.len() {
            if out[i].is_err() {
                continue;
            }
            let here = dir.join(self.campaign.battles[i].file.trim());
            let first = (0..i).find(|&j| {
                out[j].is_ok()
                    && files::same_file(&here, &dir.join(self.campaign.battles[j].file.trim()))
            });
            if let Some(first) = first {
                out[i] = Err(self.refused(i, BattleFileWhy::Again { first, how: "file" }));
            }
        }
    }

    /// Read every battle's scenario from disk, beside the campaign file, knowing `systems`.
    /// The files are read and parsed on as many threads as the machine has cores (a long
    /// campaign is most of its time in parsing its battles), in the campaign's order all the
    /// same.
    pub fn load_battles(&self, systems: &[&str]) -> Vec<Result<Scenario, BattleFileError>> {
        let dir = self.dir.clone().unwrap_or_default();
        let read = |file: &str| {
            let path = dir.join(file);
            let text = crate::model::read_scenario_text(&path)?;
            Ok((path.display().to_string(), text))
        };
        let files: Vec<&str> = self
            .campaign
            .battles
            .iter()
            .map(|b| b.file.trim())
            .collect();
        let loaded = in_parallel(&files, |file| read_and_parse(&read, file, systems));
        self.taken_once(loaded)
    }
}

/// Read one battle's file with `read` and parse it, keeping its text.
fn read_and_parse(
    read: ReadBattle,
    file: &str,
    systems: &[&str],
) -> Result<(Scenario, String), FileError> {
    let (origin, text) = read(file)?;
    let scenario = crate::model::parse(&text, &origin, systems)?;
    Ok((scenario, text))
}

/// `f` of each item, in order, on up to as many threads as there are cores.
fn in_parallel<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items.len());
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                // In the caller's language: a battle file's messages are written here.
                scope.spawn(crate::i18n::carried(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            return mine;
                        };
                        mine.push((i, f(item)));
                    }
                }))
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

fn hash_of(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

#[derive(serde::Deserialize)]
struct VersionProbe {
    // Written as a plain number (`version: 2`), which RON does not read as an `Option`.
    #[serde(default, deserialize_with = "plain_number")]
    version: Option<u32>,
}

fn plain_number<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    <u32 as serde::Deserialize>::deserialize(d).map(Some)
}

/// Parse and validate a campaign from RON text; `origin` names it in messages.
pub fn parse_campaign(text: &str, origin: &str) -> Result<Campaign, FileError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let campaign: Campaign = match ron::from_str(text) {
        Ok(c) => c,
        Err(e) => {
            // A newer file is refused for what it is, not for a field this version lacks.
            if let Ok(VersionProbe { version: Some(v) }) = ron::from_str::<VersionProbe>(text)
                && v > CAMPAIGN_FORMAT_VERSION
            {
                return Err(newer(origin, v));
            }
            return Err(FileError::ron(origin, &e));
        }
    };
    if campaign.version > CAMPAIGN_FORMAT_VERSION {
        return Err(newer(origin, campaign.version));
    }
    let problems = campaign.validate();
    if !problems.is_empty() {
        return Err(FileError::Invalid {
            kind: FileKind::Campaign,
            path: origin.into(),
            problems,
        });
    }
    Ok(campaign)
}

/// A campaign written by a newer umpire.
fn newer(origin: &str, version: u32) -> FileError {
    FileError::NewerVersion {
        kind: FileKind::Campaign,
        path: origin.into(),
        version,
        reads: CAMPAIGN_FORMAT_VERSION,
    }
}

/// Read a campaign file: the campaign, where it came from and where each battle is listed.
pub fn read_campaign(path: &Path) -> Result<CampaignSource, FileError> {
    let origin = path.display().to_string();
    let text = FileKind::Campaign.read_text(path)?;
    source_from_text(&text, &origin, path.parent().map(Path::to_path_buf))
}

/// A campaign from its text, its battles read from `dir`.
pub fn source_from_text(
    text: &str,
    origin: &str,
    dir: Option<PathBuf>,
) -> Result<CampaignSource, FileError> {
    let campaign = parse_campaign(text, origin)?;
    Ok(CampaignSource {
        campaign,
        origin: origin.to_string(),
        dir: Some(dir.unwrap_or_default()),
        locations: battle_locations(text),
    })
}

/// The campaign as RON text, as [`save_campaign`] writes it.
pub fn to_ron(c: &Campaign) -> Result<String, ron::Error> {
    crate::model::pretty_ron(c)
}

/// Write the campaign whole or not at all.
pub fn save_campaign(c: &Campaign, path: &Path) -> std::io::Result<()> {
    let text = to_ron(c).map_err(unwritable)?;
    files::write_file(path, text.as_bytes())
}

/// Why the campaign could not be made into RON text, as a write error.
pub(super) fn unwritable(e: ron::Error) -> std::io::Error {
    std::io::Error::other(tr!(ModelCampaignNotWritten, why = e.to_string()))
}

/// Where each element of the top-level `battles: [...]` list begins in a RON text, as
/// (line, column), 1-based: the place a message about a battle names. Comments and strings are
/// skipped, so a bracket inside either does not count.
pub fn battle_locations(text: &str) -> Vec<(usize, usize)> {
    let mut s = Scanner::new(text);
    let mut out = Vec::new();
    // Depth 1 is inside the campaign's own brackets.
    let mut depth = 0usize;
    let mut last_ident: Option<String> = None;
    let mut in_battles: Option<usize> = None;
    let mut expecting_item = false;
    let mut after_key = false;
    while let Some((c, line, col)) = s.next_token_char() {
        if let Some(list_depth) = in_battles
            && expecting_item
            && depth == list_depth
            && c != ']'
        {
            out.push((line, col));
            expecting_item = false;
        }
        match c {
            '(' | '[' | '{' => {
                if c == '[' && after_key && depth == 1 && in_battles.is_none() {
                    in_battles = Some(depth + 1);
                    expecting_item = true;
                }
                depth += 1;
                after_key = false;
            }
            ')' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                if in_battles.is_some_and(|d| depth < d) {
                    in_battles = None;
                    expecting_item = false;
                }
            }
            ',' => {
                if in_battles == Some(depth) {
                    expecting_item = true;
                }
                after_key = false;
            }
            ':' => after_key = depth == 1 && last_ident.as_deref() == Some("battles"),
            c if c.is_alphabetic() || c == '_' => {
                let word = s.rest_of_word(c);
                last_ident = Some(word);
                continue;
            }
            _ => {}
        }
        last_ident = None;
    }
    out
}

/// Whether a RON text is a campaign rather than a scenario, by its content: its outermost
/// brackets hold a `start:` field, which a campaign must have and a scenario never has. Read
/// without parsing the whole, so that a campaign with a mistake further down is still opened
/// as a campaign and its message names the mistake's place.
pub fn looks_like_campaign(text: &str) -> bool {
    let mut s = Scanner::new(text);
    let mut depth = 0usize;
    let mut last_ident: Option<String> = None;
    while let Some((c, _, _)) = s.next_token_char() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ':' if depth == 1 && last_ident.as_deref() == Some("start") => return true,
            c if c.is_alphabetic() || c == '_' => {
                last_ident = Some(s.rest_of_word(c));
                continue;
            }
            _ => {}
        }
        last_ident = None;
    }
    false
}

/// A walk over RON text that skips whitespace, comments and the insides of strings, giving
/// each other character with its line and column.
pub(super) struct Scanner<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    col: usize,
    /// The byte offset of the next character.
    pub(super) offset: usize,
}

impl<'a> Scanner<'a> {
    pub(super) fn new(text: &'a str) -> Scanner<'a> {
        Scanner {
            chars: text.chars().peekable(),
            line: 1,
            col: 1,
            offset: 0,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        self.offset += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    /// The next character that is neither space, comment nor inside a string; a string or a
    /// char literal is given as its opening quote.
    pub(super) fn next_token_char(&mut self) -> Option<(char, usize, usize)> {
        loop {
            let (line, col) = (self.line, self.col);
            let c = self.bump()?;
            match c {
                c if c.is_whitespace() => continue,
                '/' if self.chars.peek() == Some(&'/') => {
                    while let Some(c) = self.bump() {
                        if c == '\n' {
                            break;
                        }
                    }
                }
                '/' if self.chars.peek() == Some(&'*') => {
                    self.bump();
                    let mut nested = 1;
                    while nested > 0 {
                        match self.bump() {
                            Some('*') if self.chars.peek() == Some(&'/') => {
                                self.bump();
                                nested -= 1;
                            }
                            Some('/') if self.chars.peek() == Some(&'*') => {
                                self.bump();
                                nested += 1;
                            }
                            Some(_) => {}
                            None => return None,
                        }
                    }
                }
                '"' => {
                    self.skip_quoted('"');
                    return Some(('"', line, col));
                }
                '\'' => {
                    self.skip_quoted('\'');
                    return Some(('\'', line, col));
                }
                'r' if matches!(self.chars.peek(), Some('"') | Some('#')) => {
                    self.skip_raw_string();
                    return Some(('"', line, col));
                }
                c => return Some((c, line, col)),
            }
        }
    }

    fn skip_quoted(&mut self, quote: char) {
        while let Some(c) = self.bump() {
            match c {
                '\\' => {
                    self.bump();
                }
                c if c == quote => return,
                _ => {}
            }
        }
    }

    fn skip_raw_string(&mut self) {
        let mut hashes = 0;
        while self.chars.peek() == Some(&'#') {
            self.bump();
            hashes += 1;
        }
        if self.bump() != Some('"') {
            return;
        }
        'outer: while let Some(c) = self.bump() {
            if c == '"' {
                for _ in 0..hashes {
                    if self.chars.peek() != Some(&'#') {
                        continue 'outer;
                    }
                    self.bump();
                }
                return;
            }
        }
    }

    /// The identifier that starts with `first`.
    pub(super) fn rest_of_word(&mut self, first: char) -> String {
        let mut word = String::from(first);
        while let Some(&c) = self.chars.peek() {
            if c.is_alphanumeric() || c == '_' {
                word.push(c);
                self.bump();
            } else {
                break;
            }
        }
        word
    }
}
