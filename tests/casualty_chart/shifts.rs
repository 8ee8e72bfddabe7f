//! The column and row shifts: artillery and ammunition short, the C-in-C or a head of state lost,
//! shifts adding up and staying on the table, and the cavalry level.

use super::*;

pub(super) fn shifted(edit: impl FnOnce(&mut Scenario)) -> Analysis {
    let mut s = base();
    edit(&mut s);
    analysis(&s)
}

#[test]
fn artillery_short_on_one_side_shifts_a_column() {
    let plain = shifted(|_| {});
    assert_eq!(plain.reading.as_ref().unwrap().column, 2);
    assert_eq!(plain.level, Level::Minor);

    let loser_short = shifted(|s| {
        s.sides[0].contingents[0].end.batteries = 4;
        s.sides[0].contingents[0].end.rounds = 3;
    });
    let r = loser_short.reading.as_ref().unwrap();
    assert_eq!((r.column_read, r.column), (2, 3));
    assert_eq!(loser_short.level, Level::Major);
    assert!(step(&loser_short.steps, "artillery").contains("one column right (+1)"));

    let winner_short = shifted(|s| {
        s.sides[1].contingents[0].end.batteries = 4;
        s.sides[1].contingents[0].end.rounds = 0;
        // The loser's one round per battery is not short.
        s.sides[0].contingents[0].end.batteries = 2;
        s.sides[0].contingents[0].end.rounds = 2;
    });
    assert_eq!(winner_short.reading.as_ref().unwrap().column, 1);
    assert!(step(&winner_short.steps, "artillery").contains("one column left (−1)"));

    let both_short = shifted(|s| {
        for side in &mut s.sides {
            side.contingents[0].end.batteries = 4;
            side.contingents[0].end.rounds = 1;
        }
    });
    assert_eq!(both_short.reading.as_ref().unwrap().column, 2);

    // Without batteries a side is never short.
    let none = EndOfBattle::default();
    assert!(!casualty_chart::artillery_short(&none));
}

#[test]
fn ammunition_short_is_exact_at_one() {
    let short = |units, out, low| {
        casualty_chart::ammunition_short(&EndOfBattle {
            infantry_units: units,
            out_of_ammunition: out,
            low_on_ammunition: low,
            ..Default::default()
        })
    };
    assert!(short(20, 2, 0)); // exactly 10% out
    assert!(!short(20, 1, 2)); // 1/2 + 2/5 = 0.9
    assert!(short(20, 1, 3)); // 1/2 + 3/5 = 1.1
    assert!(short(20, 0, 5)); // exactly 25% low
    assert!(!short(20, 0, 4));
    assert!(!short(21, 2, 0)); // 2 of 21 is under 10%
    assert!(short(40, 2, 5)); // 5% out + 12.5% low: exactly 1
    assert!(!short(40, 2, 4)); // 0.5 + 0.4 = 0.9
    assert!(!short(0, 0, 0)); // no infantry: not short
}

#[test]
fn ammunition_shifts_toward_the_side_with_more() {
    let loser_short = shifted(|s| {
        let e = &mut s.sides[0].contingents[0].end;
        (e.infantry_units, e.out_of_ammunition) = (40, 4);
    });
    assert_eq!(loser_short.reading.as_ref().unwrap().column, 3);
    let text = step(&loser_short.steps, "ammunition");
    assert!(
        text.contains("4/(10% of 40) + 0/(25% of 40) = 1.00, at least 1: short"),
        "{text}"
    );

    let winner_short = shifted(|s| {
        let e = &mut s.sides[1].contingents[0].end;
        (e.infantry_units, e.low_on_ammunition) = (40, 10);
    });
    assert_eq!(winner_short.reading.as_ref().unwrap().column, 1);

    let both = shifted(|s| {
        for side in &mut s.sides {
            let e = &mut side.contingents[0].end;
            (e.infantry_units, e.out_of_ammunition) = (10, 1);
        }
    });
    assert_eq!(both.reading.as_ref().unwrap().column, 2);
}

#[test]
fn c_in_c_lost_moves_toward_the_opposition() {
    let loser = shifted(|s| s.sides[0].c_in_c.lost = true);
    let r = loser.reading.as_ref().unwrap();
    assert_eq!((r.column, r.row), (3, 5));
    assert_eq!(loser.level, Level::Major);

    let winner = shifted(|s| s.sides[1].c_in_c.lost = true);
    assert_eq!(winner.reading.as_ref().unwrap().column, 1);

    let both = shifted(|s| {
        s.sides[0].c_in_c.lost = true;
        s.sides[1].c_in_c.lost = true;
    });
    assert_eq!(both.reading.as_ref().unwrap().column, 2);
    assert_eq!(both.level, Level::Minor);
}

#[test]
fn a_head_of_state_lost_also_moves_a_row() {
    let loser = shifted(|s| {
        s.sides[0].c_in_c.name = "Napoleon".into();
        s.sides[0].c_in_c.lost = true;
        s.sides[0].c_in_c.head_of_state = true;
    });
    let r = loser.reading.as_ref().unwrap();
    assert_eq!((r.column, r.row), (3, 6));
    assert_eq!(row_en(r.row), "0.4 or less");
    assert_eq!(loser.level, Level::Major);
    let text = step(&loser.steps, "C-in-C");
    assert!(text.contains("France's C-in-C, Napoleon,"), "{text}");
    assert!(text.contains("toward \"0.4 or less\""), "{text}");

    // The winner's head of state lost: column 1, row 4: a Draw.
    let winner = shifted(|s| {
        s.sides[1].c_in_c.lost = true;
        s.sides[1].c_in_c.head_of_state = true;
    });
    let r = winner.reading.as_ref().unwrap();
    assert_eq!((r.column, r.row), (1, 4));
    assert_eq!(winner.level, Level::Draw);
    assert_eq!(winner.winner, None);
}

#[test]
fn shifts_add_up_then_stay_on_the_table() {
    // Right edge: France at 40% → 35%+, loser short of artillery: still 35%+.
    let mut s = even(40_000, 4_000);
    s.sides[0].contingents[0].end.batteries = 1;
    let a = analysis(&s);
    let r = a.reading.as_ref().unwrap();
    assert_eq!((r.column_read, r.column), (5, 5));
    assert_eq!(a.level, Level::Overwhelming);
    assert!(step(&a.steps, "Chart: read").contains("kept at its edge"));

    // Left edge: 10% against 3% → <15%, row 0.4 or less; winner short: still <15%.
    let mut s = even(10_000, 3_000);
    s.sides[1].contingents[0].end.batteries = 1;
    let a = analysis(&s);
    let r = a.reading.as_ref().unwrap();
    assert_eq!((r.column_read, r.column), (0, 0));
    assert_eq!(a.level, Level::Minor);

    // Bottom edge: a head of state lost at row "0.4 or less" stays there.
    let mut s = even(10_000, 3_000);
    s.sides[0].c_in_c.lost = true;
    s.sides[0].c_in_c.head_of_state = true;
    let r = analysis(&s).reading.unwrap();
    assert_eq!((r.column, r.row), (1, 6));

    // Top edge: the winner's head of state lost at "More than 0.9".
    let mut s = even(30_000, 28_000);
    s.sides[1].c_in_c.lost = true;
    s.sides[1].c_in_c.head_of_state = true;
    let r = analysis(&s).reading.unwrap();
    assert_eq!((r.row_read, r.row), (0, 0));
    assert_eq!((r.column_read, r.column), (4, 3));

    // +1 and −1 at the right edge cancel: added first, then kept on the table.
    let mut s = even(40_000, 4_000);
    s.sides[0].contingents[0].end.batteries = 1;
    s.sides[1].c_in_c.lost = true;
    let r = analysis(&s).reading.unwrap();
    assert_eq!((r.column_read, r.column), (5, 5));
}

fn cavalry(s: &mut Scenario, side: usize, start: u64, surviving: u64) {
    let e = &mut s.sides[side].contingents[0].end;
    (e.cavalry_start, e.cavalry_surviving) = (start, surviving);
}

#[test]
fn cavalry_more_than_three_times_moves_the_level() {
    // Exactly 3×: 100% against 1/3 does not move.
    let exact = shifted(|s| {
        cavalry(s, 1, 3_000, 3_000);
        cavalry(s, 0, 3_000, 1_000);
    });
    assert_eq!(exact.reading.as_ref().unwrap().cavalry, 0);
    assert_eq!(exact.level, Level::Minor);
    assert!(step(&exact.steps, "cavalry").contains("neither fraction is more than 3 times"));

    let more = shifted(|s| {
        cavalry(s, 1, 3_000, 3_000);
        cavalry(s, 0, 3_000, 999);
    });
    assert_eq!(more.reading.as_ref().unwrap().cavalry, 1);
    assert_eq!(more.level, Level::Major);
    assert_eq!(more.winner, Some(B));
    assert!(step(&more.steps, "cavalry").contains("Minor victory → Major victory"));

    let loser_more = shifted(|s| {
        cavalry(s, 0, 3_000, 3_000);
        cavalry(s, 1, 3_000, 999);
    });
    assert_eq!(loser_more.level, Level::Draw);
    assert_eq!(loser_more.winner, None);

    // A side without cavalry has a fraction of 0.
    let none = shifted(|s| cavalry(s, 1, 10, 1));
    assert_eq!(none.level, Level::Major);
}

#[test]
fn cavalry_never_moves_a_draw_and_caps_at_overwhelming() {
    // <15% column, row 0.7 or less: a Draw from the table.
    let mut s = even(10_000, 7_000);
    cavalry(&mut s, 0, 1_000, 1_000);
    let a = analysis(&s);
    assert_eq!(a.reading.as_ref().unwrap().table_level, Level::Draw);
    assert_eq!(a.level, Level::Draw);
    assert!(step(&a.steps, "cavalry").contains("a Draw is not affected"));

    let mut s = even(40_000, 4_000);
    cavalry(&mut s, 1, 1_000, 1_000);
    let a = analysis(&s);
    assert_eq!(a.level, Level::Overwhelming);
    assert_eq!(a.reading.unwrap().cavalry, 1);
}
