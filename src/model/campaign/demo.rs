//! The built-in demo campaign (`assets/campaigns/jena-1806/`), read as a campaign from disk is,
//! its battles from memory: the window, the report and the command line can show it without
//! any file.

use super::{BattleFileError, CampaignSource, source_from_text};
use crate::assets::demo::{DEMO_CAMPAIGN, DEMO_CAMPAIGN_ORIGIN, demo_campaign_file};
use crate::model::{FileError, FileKind, Scenario};

/// The demo campaign as read: no folder on disk (its battles are read by
/// [`demo_campaign_battles`]), each battle placed at its line of the built-in text.
pub fn demo_campaign() -> Result<CampaignSource, FileError> {
    let text = demo_campaign_file("campaign.ron").unwrap_or_default();
    let mut src = source_from_text(text, DEMO_CAMPAIGN_ORIGIN, None)?;
    src.dir = None;
    Ok(src)
}

/// The demo campaign's battles, read from memory knowing the victory systems `systems` (the
/// model knows none: pass `&crate::systems::ids()` from a floor above).
pub fn demo_campaign_battles(
    src: &CampaignSource,
    systems: &[&str],
) -> Vec<Result<Scenario, BattleFileError>> {
    src.load_battles_with(systems, &|file: &str| {
        let origin = crate::i18n::tr!(ModelBuiltInDemo, path = format!("{DEMO_CAMPAIGN}/{file}"));
        match demo_campaign_file(file) {
            Some(text) => Ok((origin, text.to_string())),
            None => Err(FileError::io(
                FileKind::Scenario,
                &origin,
                std::io::Error::from(std::io::ErrorKind::NotFound),
            )),
        }
    })
}
