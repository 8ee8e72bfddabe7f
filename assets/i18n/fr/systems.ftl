# Les mots des systèmes de victoire (src/systems/ : mod.rs, words.rs, casualty_chart/,
# weighted_objectives/, most_vp.rs).

## Noms comptés (words::Noun)

sys-count-hex = { $count ->
        [one] { $count } hexagone
       *[other] { $count } hexagones
    }
sys-count-marker = { $count ->
        [one] { $count } marqueur de PV
       *[other] { $count } marqueurs de PV
    }
sys-count-unit = { $count ->
        [one] { $count } unité
       *[other] { $count } unités
    }
sys-count-entry = { $count ->
        [one] { $count } entrée
       *[other] { $count } entrées
    }
sys-count-day = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
sys-count-battle = { $count ->
        [one] { $count } bataille
       *[other] { $count } batailles
    }
sys-count-page = { $count ->
        [one] { $count } page
       *[other] { $count } pages
    }
sys-count-man = { $count ->
        [one] { $count } homme
       *[other] { $count } hommes
    }
sys-count-gun = { $count ->
        [one] { $count } canon
       *[other] { $count } canons
    }
sys-count-morale-point = { $count ->
        [one] { $count } point de moral
       *[other] { $count } points de moral
    }
