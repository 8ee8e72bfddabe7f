//! `umpire render-map`: the map with its areas, markers and units as a PNG, drawn by
//! [`crate::render::draw`] and [`crate::render::battle`] for one audience.

use super::EXIT_INVALID;
use super::args::RenderMapArgs;
use super::output::TerminalSafe;
use crate::record::Audience;
use std::io::Write;

/// `umpire render-map FILE -o PNG [--audience umpire|a|b|public] [--scale S] [--turn N]
/// [--grid]`.
pub(super) fn render_map(args: &RenderMapArgs, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let audience = match (args.audience, args.player) {
        (Some(a), _) => a,
        (None, true) => Audience::Public,
        (None, false) => Audience::Umpire,
    };
    let err = &mut TerminalSafe(err);
    let Ok(audience) = super::player_copy::audience_of_file(&args.file, Some(audience), err) else {
        return EXIT_INVALID;
    };
    let audience = audience.unwrap_or_default();
    let battle = crate::render::map_png::BattleRequest {
        turn: args.turn.clone(),
        grid: args.grid,
    };
    let drawn = crate::render::map_png::render_battle_file(
        &args.file,
        &args.output,
        audience,
        args.scale,
        &battle,
    );
    super::output::wrote(drawn, &args.output, out, err)
}
