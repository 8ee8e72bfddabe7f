# The victory systems' words (src/systems/: mod.rs, words.rs, casualty_chart/,
# weighted_objectives/, most_vp.rs): their names, headlines, levels, reasons, flags, figures and
# worked steps. Ids: sys- (the systems in common), cc- (casualty chart), wo- (weighted
# objectives), mvp- (the worked example).

## Counted nouns (words::Noun)

sys-count-hex = { $count ->
        [one] { $count } hex
       *[other] { $count } hexes
    }
sys-count-marker = { $count ->
        [one] { $count } marker
       *[other] { $count } markers
    }
sys-count-unit = { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }
sys-count-entry = { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }
sys-count-day = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
sys-count-battle = { $count ->
        [one] { $count } battle
       *[other] { $count } battles
    }
sys-count-page = { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
sys-count-man = { $count ->
        [one] { $count } man
       *[other] { $count } men
    }
sys-count-gun = { $count ->
        [one] { $count } gun
       *[other] { $count } guns
    }
sys-count-morale-point = { $count ->
        [one] { $count } Morale Point
       *[other] { $count } Morale Points
    }
