//! Mutations, after libFuzzer's: byte and bit changes, chunks deleted, inserted, duplicated and
//! copied, two inputs spliced, words from a dictionary, the constants the code under test was
//! seen comparing against (see `coverage`), and for text formats RON-aware ones: numbers at
//! the boundaries of their types, brackets and long strings.

use crate::coverage;

/// splitmix64: small, fast, good enough to choose mutations.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// 0 .. n (0 when n is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }

    /// A length in 1 ..= max, small ones far more often (chunks are mostly short).
    pub fn short_len(&mut self, max: usize) -> usize {
        let max = max.max(1);
        let cap = [4, 16, 64, 512, max][self.below(5)].min(max);
        1 + self.below(cap)
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }
}

/// Integers at the edges of their types, for binary formats.
const INTERESTING: [u64; 16] = [
    0,
    1,
    0x7f,
    0x80,
    0xff,
    0x100,
    0x7fff,
    0x8000,
    0xffff,
    0x1_0000,
    0x7fff_ffff,
    0x8000_0000,
    0xffff_ffff,
    0x1_0000_0000,
    0x7fff_ffff_ffff_ffff,
    u64::MAX,
];

/// Numbers at the edges of the types a RON file's numbers land in, as text.
const NUMBERS: [&str; 30] = [
    "0",
    "-0",
    "1",
    "-1",
    "2",
    "100",
    "101",
    "255",
    "256",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "99999999999999999999999999999999999999999",
    "0.5",
    "-0.0",
    "1e308",
    "1e309",
    "-1e308",
    "NaN",
    "inf",
    "-inf",
    "4.9e-324",
];

/// Tokens every RON file is made of.
const RON_TOKENS: [&str; 24] = [
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "Some(",
    "None",
    "true",
    "false",
    "//",
    "/*",
    "*/",
    "\n",
    "r#\"",
    "\"#",
    "'",
    "\\",
    "\\u{1b}",
    "#![enable(implicit_some)]",
    "0x",
];

/// What a target's inputs are, for the mutations that depend on it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Binary,
}

pub struct Mutator {
    pub rng: Rng,
    kind: Kind,
    max_len: usize,
    dictionary: Vec<Vec<u8>>,
}

impl Mutator {
    pub fn new(seed: u64, kind: Kind, max_len: usize, dictionary: Vec<Vec<u8>>) -> Mutator {
        Mutator {
            rng: Rng::new(seed),
            kind,
            max_len,
            dictionary,
        }
    }

    /// One to five mutations stacked on `data`; `other` is a second input to splice with.
    pub fn mutate(&mut self, data: &mut Vec<u8>, other: &[u8]) {
        let most = self.rng.below(5) + 1;
        let rounds = 1 + self.rng.below(most);
        for _ in 0..rounds {
            for _ in 0..8 {
                if self.once(data, other) {
                    break;
                }
            }
        }
        if data.len() > self.max_len {
            data.truncate(self.max_len);
        }
    }

    /// One mutation; `false` when it could not apply (the caller draws another).
    fn once(&mut self, data: &mut Vec<u8>, other: &[u8]) -> bool {
        let text = self.kind == Kind::Text;
        match self.rng.below(if text { 17 } else { 14 }) {
            0 => self.flip_bit(data),
            1 => self.random_byte(data),
            2 => self.delete_chunk(data),
            3 => self.insert_bytes(data),
            4 => self.duplicate_chunk(data),
            5 => self.copy_chunk(data),
            6 => self.splice(data, other),
            7 => self.dictionary_word(data),
            8 => self.compared_constant(data),
            9 => self.arithmetic(data),
            10 => self.interesting_integer(data),
            11 => self.truncate(data),
            12 => self.insert_from_other(data, other),
            13 => self.swap_chunks(data),
            14 => self.boundary_number(data),
            15 => self.long_string(data),
            _ => self.ron_token(data),
        }
    }

    fn flip_bit(&mut self, data: &mut [u8]) -> bool {
        if data.is_empty() {
            return false;
        }
        let at = self.rng.below(data.len());
        data[at] ^= 1 << self.rng.below(8);
        true
    }

    fn random_byte(&mut self, data: &mut [u8]) -> bool {
        if data.is_empty() {
            return false;
        }
        let at = self.rng.below(data.len());
        data[at] = self.rng.next() as u8;
        true
    }

    fn delete_chunk(&mut self, data: &mut Vec<u8>) -> bool {
        if data.len() < 2 {
            return false;
        }
        let len = self.rng.short_len(data.len() - 1);
        let at = self.rng.below(data.len() - len + 1);
        data.drain(at..at + len);
        true
    }

    fn insert_at(&mut self, data: &mut Vec<u8>, bytes: &[u8]) -> bool {
        if bytes.is_empty() || data.len() + bytes.len() > self.max_len {
            return false;
        }
        let at = self.rng.below(data.len() + 1);
        data.splice(at..at, bytes.iter().copied());
        true
    }

    fn overwrite_at(&mut self, data: &mut [u8], bytes: &[u8]) -> bool {
        if bytes.is_empty() || bytes.len() > data.len() {
            return false;
        }
        let at = self.rng.below(data.len() - bytes.len() + 1);
        data[at..at + bytes.len()].copy_from_slice(bytes);
        true
    }

    fn insert_bytes(&mut self, data: &mut Vec<u8>) -> bool {
        let len = self.rng.short_len(16);
        let byte = self.rng.next() as u8;
        let bytes: Vec<u8> = if self.rng.chance(2) {
            vec![byte; len]
        } else {
            (0..len).map(|_| self.rng.next() as u8).collect()
        };
        self.insert_at(data, &bytes)
    }

    fn duplicate_chunk(&mut self, data: &mut Vec<u8>) -> bool {
        if data.is_empty() {
            return false;
        }
        let len = self.rng.short_len(data.len());
        let from = self.rng.below(data.len() - len + 1);
        let chunk = data[from..from + len].to_vec();
        self.insert_at(data, &chunk)
    }

    fn copy_chunk(&mut self, data: &mut [u8]) -> bool {
        if data.len() < 2 {
            return false;
        }
        let len = self.rng.short_len(data.len() / 2);
        let from = self.rng.below(data.len() - len + 1);
        let chunk = data[from..from + len].to_vec();
        self.overwrite_at(data, &chunk)
    }

    fn swap_chunks(&mut self, data: &mut [u8]) -> bool {
        if data.len() < 4 {
            return false;
        }
        let len = self.rng.short_len(data.len() / 2);
        let a = self.rng.below(data.len() - 2 * len + 1);
        let b = a + len + self.rng.below(data.len() - a - 2 * len + 1);
        let (left, right) = data.split_at_mut(b);
        left[a..a + len].swap_with_slice(&mut right[..len]);
        true
    }

    /// The head of this input and the tail of the other one.
    fn splice(&mut self, data: &mut Vec<u8>, other: &[u8]) -> bool {
        if data.is_empty() || other.is_empty() {
            return false;
        }
        let cut = self.rng.below(data.len());
        let from = self.rng.below(other.len());
        data.truncate(cut);
        let room = self.max_len.saturating_sub(data.len());
        data.extend_from_slice(&other[from..other.len().min(from + room)]);
        true
    }

    fn insert_from_other(&mut self, data: &mut Vec<u8>, other: &[u8]) -> bool {
        if other.is_empty() {
            return false;
        }
        let len = self.rng.short_len(other.len());
        let from = self.rng.below(other.len() - len + 1);
        self.insert_at(data, &other[from..from + len])
    }

    fn truncate(&mut self, data: &mut Vec<u8>) -> bool {
        if data.len() < 2 {
            return false;
        }
        let keep = self.rng.below(data.len());
        data.truncate(keep);
        true
    }

    fn dictionary_word(&mut self, data: &mut Vec<u8>) -> bool {
        let Some(word) = self.rng.pick(&self.dictionary).cloned() else {
            return false;
        };
        if self.rng.chance(2) {
            self.insert_at(data, &word)
        } else {
            self.overwrite_at(data, &word)
        }
    }

    /// A constant the code was seen comparing against: as text in a text format, as 1 to 8
    /// bytes either way round in a binary one.
    fn compared_constant(&mut self, data: &mut Vec<u8>) -> bool {
        let constants = coverage::compared_constants();
        let Some(&v) = self.rng.pick(&constants) else {
            return false;
        };
        if self.kind == Kind::Text {
            let text = v.to_string();
            return if self.rng.chance(2) {
                self.replace_number(data, text.as_bytes())
            } else {
                self.insert_at(data, text.as_bytes())
            };
        }
        let bytes = self.integer_bytes(v);
        if self.rng.chance(3) {
            self.insert_at(data, &bytes)
        } else {
            self.overwrite_at(data, &bytes)
        }
    }

    /// `v` in the fewest bytes that hold it (or a random width), big- or little-endian.
    fn integer_bytes(&mut self, v: u64) -> Vec<u8> {
        let natural = match v {
            0..=0xff => 1,
            0x100..=0xffff => 2,
            0x1_0000..=0xffff_ffff => 4,
            _ => 8,
        };
        let width = if self.rng.chance(4) {
            [1, 2, 4, 8][self.rng.below(4)]
        } else {
            natural
        };
        let le = v.to_le_bytes();
        let mut bytes = le[..width].to_vec();
        if self.rng.chance(2) {
            bytes.reverse();
        }
        bytes
    }

    fn arithmetic(&mut self, data: &mut [u8]) -> bool {
        let width = [1, 2, 4][self.rng.below(3)];
        if data.len() < width {
            return false;
        }
        let at = self.rng.below(data.len() - width + 1);
        let delta = 1 + self.rng.below(35) as u32;
        let be = self.rng.chance(2);
        let mut word = [0u8; 4];
        word[..width].copy_from_slice(&data[at..at + width]);
        if be {
            word[..width].reverse();
        }
        let v = u32::from_le_bytes(word);
        let v = if self.rng.chance(2) {
            v.wrapping_add(delta)
        } else {
            v.wrapping_sub(delta)
        };
        let mut out = v.to_le_bytes();
        if be {
            out[..width].reverse();
        }
        data[at..at + width].copy_from_slice(&out[..width]);
        true
    }

    fn interesting_integer(&mut self, data: &mut Vec<u8>) -> bool {
        let v = INTERESTING[self.rng.below(INTERESTING.len())];
        if self.kind == Kind::Text && self.rng.chance(2) {
            return self.replace_number(data, v.to_string().as_bytes());
        }
        let bytes = self.integer_bytes(v);
        self.overwrite_at(data, &bytes)
    }

    /// Byte ranges of the numbers in a text (digits, with a sign, point or exponent).
    fn number_spans(data: &[u8]) -> Vec<(usize, usize)> {
        let mut spans = Vec::new();
        let mut i = 0;
        while i < data.len() {
            let starts = data[i].is_ascii_digit()
                && (i == 0 || !(data[i - 1].is_ascii_alphanumeric() || data[i - 1] == b'_'));
            if !starts {
                i += 1;
                continue;
            }
            let start = if i > 0 && data[i - 1] == b'-' {
                i - 1
            } else {
                i
            };
            while i < data.len() && (data[i].is_ascii_alphanumeric() || data[i] == b'.') {
                i += 1;
            }
            spans.push((start, i));
        }
        spans
    }

    fn replace_number(&mut self, data: &mut Vec<u8>, with: &[u8]) -> bool {
        let spans = Self::number_spans(data);
        let Some(&(start, end)) = self.rng.pick(&spans) else {
            return false;
        };
        if data.len() - (end - start) + with.len() > self.max_len {
            return false;
        }
        data.splice(start..end, with.iter().copied());
        true
    }

    fn boundary_number(&mut self, data: &mut Vec<u8>) -> bool {
        let n = NUMBERS[self.rng.below(NUMBERS.len())];
        if self.rng.chance(8) {
            return self.insert_at(data, n.as_bytes());
        }
        self.replace_number(data, n.as_bytes())
    }

    fn ron_token(&mut self, data: &mut Vec<u8>) -> bool {
        let token = RON_TOKENS[self.rng.below(RON_TOKENS.len())].as_bytes();
        let n = if self.rng.chance(16) {
            self.rng.short_len(200)
        } else {
            1
        };
        let bytes = token.repeat(n);
        self.insert_at(data, &bytes)
    }

    /// A string's contents replaced by (or a new string of) many characters: names and notes
    /// at and past their limits, and wide characters.
    fn long_string(&mut self, data: &mut Vec<u8>) -> bool {
        let len = [199, 200, 201, 256, 1000, 4096, 65_536][self.rng.below(7)];
        let unit: &[u8] = [
            &b"x"[..],
            "é".as_bytes(),
            "𝕏".as_bytes(),
            b"\\n",
            b"\\u{202e}",
        ][self.rng.below(5)];
        let body = unit.repeat(len);
        let quotes: Vec<usize> = data
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'"')
            .map(|(i, _)| i)
            .collect();
        if quotes.len() >= 2 && !self.rng.chance(4) {
            let k = self.rng.below(quotes.len() - 1);
            let (open, close) = (quotes[k], quotes[k + 1]);
            if data.len() - (close - open - 1) + body.len() <= self.max_len {
                data.splice(open + 1..close, body);
                return true;
            }
            return false;
        }
        let mut quoted = b"\"".to_vec();
        quoted.extend_from_slice(&body);
        quoted.push(b'"');
        self.insert_at(data, &quoted)
    }
}

/// Words worth inserting, taken from text seeds: every `field:` and every capitalised word
/// (enum variants), each once.
pub fn harvest_dictionary(seeds: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let mut words = std::collections::BTreeSet::new();
    for seed in seeds {
        let text = String::from_utf8_lossy(seed);
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if !(bytes[i].is_ascii_alphabetic() || bytes[i] == b'_') {
                i += 1;
                continue;
            }
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            if bytes.get(i) == Some(&b':') {
                words.insert(format!("{word}: "));
            } else if word.starts_with(|c: char| c.is_ascii_uppercase()) {
                words.insert(word.to_string());
                words.insert(format!("{word}("));
            }
        }
    }
    words.into_iter().map(String::into_bytes).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_found_whole() {
        assert_eq!(
            Mutator::number_spans(b"a: 12, b: -3.5, c2: 7"),
            vec![(3, 5), (10, 14), (20, 21)]
        );
    }

    #[test]
    fn mutations_stay_within_the_length() {
        let mut m = Mutator::new(1, Kind::Text, 300, vec![b"Some(".to_vec()]);
        for _ in 0..10_000 {
            let mut d = b"(a: 1, b: \"x\", c: [2, 3])".to_vec();
            m.mutate(&mut d, b"(z: 9)");
            assert!(d.len() <= 300);
        }
    }

    #[test]
    fn the_dictionary_has_fields_and_variants() {
        let d = harvest_dictionary(&[b"(side: A, roll: Manual)".to_vec()]);
        assert!(d.contains(&b"side: ".to_vec()));
        assert!(d.contains(&b"Manual(".to_vec()));
        assert!(d.contains(&b"A".to_vec()));
    }
}
