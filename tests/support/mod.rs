//! What several test files share, and the library's unit tests too (see each module's doc).

// Each test file uses its own part of the builders.
pub mod binary;
#[allow(dead_code)]
pub mod campaign;
#[allow(dead_code)]
pub mod english;
#[allow(dead_code)]
pub mod verdict_text;
