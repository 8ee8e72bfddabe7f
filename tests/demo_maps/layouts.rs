//! The hand-placed layouts of the three demo maps, in the map's pixels (2400 × 1600), so that
//! villages and hills lie under the demo scenarios' markers. Each map is
//! [`render`](super::generate::render)`(2400, 1600, seed, &MapStyle::default(), &layout)` saved
//! as JPEG quality 85 with 4:2:0 chroma, with the seed of its battle's year ([`DEMO_MAPS`]).

use super::generate::{Hill, Label, Layout, Stroke, Village, Wood};

/// Each demo map: the name of its layout and file (`NAME.jpg`), and its seed.
pub const DEMO_MAPS: [(&str, u64); 3] =
    [("lobositz", 1756), ("saalfeld", 1806), ("waterloo", 1815)];

/// The size of the demo maps, in pixels.
pub const SIZE: (u32, u32) = (2400, 1600);

/// The JPEG quality of the demo maps.
pub const JPEG_QUALITY: u8 = 85;

/// The layout of a demo map by name (`lobositz`, `saalfeld`, `waterloo`).
pub fn map_layout(name: &str) -> Option<Layout> {
    match name {
        "lobositz" => Some(lobositz()),
        "saalfeld" => Some(saalfeld()),
        "waterloo" => Some(waterloo()),
        _ => None,
    }
}

fn stroke(points: &[(f32, f32)], width: f32) -> Stroke {
    Stroke {
        points: points.to_vec(),
        width,
    }
}

fn village(at: (f32, f32), radius: f32, name: &str) -> Village {
    Village {
        at,
        radius,
        name: name.into(),
    }
}

fn hill(at: (f32, f32), radius: f32, height: f32, name: &str) -> Hill {
    Hill {
        at,
        radius,
        height,
        name: name.into(),
    }
}

fn wood(at: (f32, f32), radius: f32) -> Wood {
    Wood { at, radius }
}

fn label(at: (f32, f32), text: &str, size: f32, water: bool) -> Label {
    Label {
        at,
        text: text.into(),
        size,
        water,
    }
}

fn lobositz() -> Layout {
    let mut l = Layout::empty((2400.0, 1600.0));
    l.wildwood = 0.15;
    l.rivers = vec![
        // The Elbe, from the south-east past Lobositz to Leitmeritz in the north.
        stroke(
            &[
                (2450.0, 1020.0),
                (2250.0, 860.0),
                (2130.0, 640.0),
                (2120.0, 380.0),
                (2210.0, 120.0),
                (2260.0, -40.0),
            ],
            70.0,
        ),
        // The Morellen brook, from the hills in the south to the Elbe below Lobositz.
        stroke(
            &[
                (1330.0, 1650.0),
                (1420.0, 1300.0),
                (1480.0, 1030.0),
                (1620.0, 900.0),
                (1880.0, 830.0),
                (2150.0, 780.0),
            ],
            10.0,
        ),
    ];
    l.roads = vec![
        // The Leitmeritz road along the foot of the Lobosch.
        stroke(
            &[
                (1980.0, 720.0),
                (1600.0, 690.0),
                (1300.0, 700.0),
                (800.0, 620.0),
                (-20.0, 560.0),
            ],
            9.0,
        ),
        // Lobositz to Sullowitz and the south.
        stroke(
            &[
                (1980.0, 720.0),
                (1750.0, 800.0),
                (1660.0, 1050.0),
                (1600.0, 1300.0),
                (1560.0, 1640.0),
            ],
            7.0,
        ),
        // Lobositz to Tschischkowitz.
        stroke(
            &[
                (1980.0, 720.0),
                (2080.0, 1000.0),
                (2200.0, 1250.0),
                (2300.0, 1640.0),
            ],
            7.0,
        ),
        // From the road junction over the brook to Welmina, the Prussians' approach.
        stroke(
            &[
                (1300.0, 700.0),
                (1150.0, 900.0),
                (900.0, 1100.0),
                (560.0, 1260.0),
                (300.0, 1360.0),
                (-20.0, 1420.0),
            ],
            7.0,
        ),
        // Lobositz north along the Elbe to Welhotta.
        stroke(
            &[
                (1980.0, 720.0),
                (2010.0, 480.0),
                (2000.0, 300.0),
                (2060.0, -20.0),
            ],
            6.0,
        ),
    ];
    l.villages = vec![
        village((1980.0, 720.0), 95.0, "Lobositz"),
        village((1600.0, 1300.0), 50.0, "Sullowitz"),
        village((2200.0, 1250.0), 45.0, "Tschischkowitz"),
        village((2000.0, 300.0), 40.0, "Welhotta"),
        village((300.0, 1360.0), 45.0, "Welmina"),
        village((250.0, 820.0), 38.0, "Radostitz"),
    ];
    l.hills = vec![
        hill((950.0, 330.0), 330.0, 1.3, "Lobosch"),
        hill((650.0, 1150.0), 190.0, 0.8, "Homolka"),
        hill((300.0, 300.0), 260.0, 0.9, ""),
        hill((900.0, 1550.0), 300.0, 0.7, ""),
    ];
    l.woods = vec![
        wood((420.0, 330.0), 150.0),
        wood((1050.0, 1420.0), 120.0),
        wood((120.0, 1050.0), 90.0),
    ];
    l.labels = vec![
        label((2280.0, 560.0), "Elbe", 30.0, true),
        label((1720.0, 930.0), "Morellen Bach", 20.0, true),
        label((1230.0, 470.0), "Vineyards", 16.0, false),
    ];
    l
}

fn saalfeld() -> Layout {
    let mut l = Layout::empty((2400.0, 1600.0));
    l.wildwood = 0.35;
    l.rivers = vec![
        // The Saale, out of the wooded hills in the south and north past Saalfeld.
        stroke(
            &[
                (700.0, 1650.0),
                (820.0, 1250.0),
                (760.0, 900.0),
                (900.0, 560.0),
                (1200.0, 300.0),
                (1400.0, -40.0),
            ],
            55.0,
        ),
        // The Siegenbach, where Prince Louis Ferdinand fell near Wöhlsdorf.
        stroke(
            &[
                (2450.0, 500.0),
                (2000.0, 620.0),
                (1600.0, 700.0),
                (1180.0, 600.0),
                (1000.0, 470.0),
            ],
            12.0,
        ),
    ];
    l.roads = vec![
        stroke(
            &[
                (560.0, 1000.0),
                (1200.0, 900.0),
                (1700.0, 860.0),
                (2450.0, 820.0),
            ],
            8.0,
        ),
        stroke(&[(560.0, 1000.0), (900.0, 1300.0), (1000.0, 1650.0)], 7.0),
        stroke(
            &[
                (1700.0, 860.0),
                (1650.0, 560.0),
                (1600.0, 200.0),
                (1550.0, -20.0),
            ],
            7.0,
        ),
        stroke(
            &[
                (1200.0, 900.0),
                (1350.0, 1200.0),
                (1500.0, 1400.0),
                (2100.0, 1450.0),
            ],
            6.0,
        ),
        stroke(&[(560.0, 1000.0), (400.0, 1000.0), (-20.0, 1080.0)], 7.0),
    ];
    l.villages = vec![
        village((560.0, 1000.0), 100.0, "Saalfeld"),
        village((1650.0, 560.0), 45.0, "Wöhlsdorf"),
        village((1700.0, 860.0), 45.0, "Crösten"),
        village((1500.0, 1400.0), 42.0, "Garnsdorf"),
        village((1200.0, 900.0), 40.0, "Beulwitz"),
        village((2100.0, 1450.0), 40.0, "Aue"),
    ];
    l.hills = vec![
        hill((1900.0, 1250.0), 420.0, 1.2, "Sandberg"),
        hill((400.0, 400.0), 350.0, 1.0, ""),
        hill((1350.0, 1250.0), 200.0, 0.6, ""),
    ];
    l.woods = vec![
        wood((2050.0, 1200.0), 260.0),
        wood((300.0, 1400.0), 240.0),
        wood((1950.0, 250.0), 200.0),
    ];
    l.labels = vec![
        label((1020.0, 420.0), "Saale", 28.0, true),
        label((2150.0, 580.0), "Siegenbach", 18.0, true),
    ];
    l
}

fn waterloo() -> Layout {
    let mut l = Layout::empty((2400.0, 1600.0));
    l.wildwood = 0.1;
    l.rivers = vec![
        // The Lasne brook on the east, which the Prussians crossed to reach Plancenoit.
        stroke(
            &[
                (2000.0, -40.0),
                (2120.0, 400.0),
                (2080.0, 800.0),
                (2200.0, 1200.0),
                (2250.0, 1650.0),
            ],
            14.0,
        ),
        // The Smohain brook joining it.
        stroke(&[(1500.0, 560.0), (1750.0, 620.0), (2100.0, 640.0)], 8.0),
    ];
    l.roads = vec![
        // The Brussels road through Mont-Saint-Jean, La Haye Sainte and La Belle Alliance.
        stroke(
            &[
                (1150.0, -20.0),
                (1160.0, 300.0),
                (1170.0, 560.0),
                (1190.0, 1000.0),
                (1200.0, 1640.0),
            ],
            10.0,
        ),
        // The Nivelles road.
        stroke(
            &[
                (1160.0, 300.0),
                (900.0, 520.0),
                (600.0, 800.0),
                (250.0, 1200.0),
                (-20.0, 1500.0),
            ],
            8.0,
        ),
        // The Ohain road along the ridge.
        stroke(
            &[
                (-20.0, 440.0),
                (500.0, 480.0),
                (900.0, 470.0),
                (1170.0, 500.0),
                (1600.0, 520.0),
                (2450.0, 540.0),
            ],
            6.0,
        ),
        // La Belle Alliance to Plancenoit.
        stroke(
            &[
                (1190.0, 1000.0),
                (1500.0, 1080.0),
                (1800.0, 1150.0),
                (2200.0, 1200.0),
                (2450.0, 1260.0),
            ],
            6.0,
        ),
    ];
    l.villages = vec![
        village((1160.0, 250.0), 60.0, "Mont-Saint-Jean"),
        village((1175.0, 640.0), 30.0, "La Haye Sainte"),
        village((640.0, 740.0), 38.0, "Hougomont"),
        village((1730.0, 610.0), 40.0, "Papelotte"),
        village((1190.0, 1000.0), 30.0, "La Belle Alliance"),
        village((1850.0, 1150.0), 60.0, "Plancenoit"),
        village((2050.0, 540.0), 40.0, "Smohain"),
    ];
    l.hills = vec![
        hill((1100.0, 430.0), 380.0, 0.8, "Mont-Saint-Jean ridge"),
        hill((1200.0, 1050.0), 330.0, 0.6, ""),
    ];
    l.woods = vec![
        wood((610.0, 790.0), 80.0),
        wood((2250.0, 900.0), 230.0),
        wood((150.0, 150.0), 200.0),
    ];
    l.labels = vec![
        label((2180.0, 320.0), "Lasne", 22.0, true),
        label((2240.0, 960.0), "Bois de Paris", 18.0, false),
    ];
    l
}
