# Les mots du registre de bataille (src/record/) : les phrases du narrateur, les noms lisibles
# des unités, marqueurs, jets et champs, et les chiffres que montre chaque sortie.

## Effectifs dans une mesure (src/record/losses.rs)

rec-men =
    { $count ->
        [one] { $written } homme
       *[other] { $written } hommes
    }
rec-stands =
    { $count ->
        [one] { $written } socle
       *[other] { $written } socles
    }
rec-strength-points =
    { $count ->
        [one] { $written } point de force
       *[other] { $written } points de force
    }
rec-unit-points =
    { $count ->
        [one] { $written } point d'unité
       *[other] { $written } points d'unité
    }
rec-measure-men = hommes
rec-measure-stands = socles
rec-measure-strength-points = points de force
rec-measure-unit-points = points d'unité
rec-measure-men-singular = homme
rec-measure-stands-singular = socle
rec-measure-strength-points-singular = point de force
rec-measure-unit-points-singular = point d'unité
rec-measure-men-short = hommes
rec-measure-stands-short = socles
rec-measure-strength-points-short = PF
rec-measure-unit-points-short = PU

## Noms et listes (src/record/words.rs)

rec-lost-of = { $lost } sur { $of } ({ $share })
rec-unknown-unit = unité inconnue « { $id } »
rec-no-unit = aucune
rec-and-list = { $init } et { $last }
rec-marker = marqueur { $id }
rec-marker-named = marqueur { $id } ({ $name })
rec-roll-real = { $value } (dés réels)
rec-roll-seeded = { $value } (tirage { $draw } du générateur)
rec-rolls-unmarked = Un jet sans mention a été fait avec de vrais dés ; « tirage n du générateur » est le n-ième tirage du générateur de dés du scénario.

## Le narrateur : une phrase par entrée du journal (src/record/narrator.rs)

rec-nothing = rien
rec-loses =
    { $side } { $side_number ->
        [one] perd
       *[other] perdent
    } { $what }.
rec-loses-unit =
    { $side } { $side_number ->
        [one] perd
       *[other] perdent
    } { $what } ({ $unit }).
rec-status =
    { $unit }{ $whose }{ $status ->
        [on-board] { " " }entre en jeu
        [destroyed] { "\u00A0" }: unité détruite ou en fuite
        [routed] { " " }part en déroute
        [withdrawn] { " " }se retire volontairement
        [off-table] { " " }quitte la table
        [not-arrived] { "\u00A0" }: pas encore en jeu
       *[exited] { " " }sort de la carte
    }.
rec-marker-control =
    { $side } { $side_number ->
        [one] examine
       *[other] examinent
    } le { $marker } et { $side_number ->
        [one] le tient
       *[other] le tiennent
    } désormais.
rec-commander-lost =
    { $side }{ $side_ends_in_s ->
        [yes] { "" }
       *[no] { "" }
    } : { $rank ->
        [army] le commandant d'armée
        [corps] le commandant de corps
       *[other] le commandant
    }{ $who } est tué, blessé ou capturé.
rec-commander-in-melee = { $name } ({ $side }) est attaché à une unité en mêlée : pas de test de retraite ce tour-ci.
rec-premature-call =
    { $caller } { $caller_number ->
        [one] demande
       *[other] demandent
    } prématurément un test de retraite ({ $against }) : { $caller } { $caller_number ->
        [one] paie
       *[other] paient
    } 20 points à { $caller_number ->
        [one] son
       *[other] leur
    } prochain test légitime.
rec-test-withdraws =
    { $side } { $side_number ->
        [one] bat
       *[other] battent
    } en retraite
rec-test-withdraws-victor =
    { $side } { $side_number ->
        [one] bat
       *[other] battent
    } en retraite ; { $other } { $other_number ->
        [one] l'emporte
       *[other] l'emportent
    }
rec-test-stands =
    { $side } { $side_number ->
        [one] tient
       *[other] tiennent
    } bon
rec-test-penalty = , pénalité { $penalty }
rec-test-with-figures = Test de retraite ({ $side }) : FR { $rs } %, PV { $vp } %{ $penalty }, FDR { $wf } ; jet { $roll } : { $outcome }.
rec-test = Test de retraite ({ $side }) : FR { $rs } %{ $penalty } ; jet { $roll } : { $outcome }.
rec-night-morale =
    Fin de la nuit : unités françaises sur { $hexes ->
        [one] { $hexes } hexagone de ligne de communication alliée
       *[other] { $hexes } hexagones de ligne de communication alliée
    } ; les Alliés { $hold ->
        [yes] tiennent
       *[no] ne tiennent pas
    } les deux hexagones de ligne de communication française.
rec-morale-spent =
    { $side } { $side_number ->
        [one] dépense
       *[other] dépensent
    } { $points ->
        [one] { $points } point de moral
       *[other] { $points } points de moral
    }{ $why }.
rec-rally-morale-point = , avec un point de moral
rec-rally-outcome =
    { "\u00A0" }: { $modified } → { $result ->
        [eliminated] éliminée
        [no-effect] sans effet
       *[rallied] ralliée
    }
rec-rally = Ralliement ({ $unit }) : jet { $roll }{ $morale_point }{ $outcome }.
rec-second-roll = { "\u202F" }; second jet { $roll } : { $effect }
rec-random-event = Événement aléatoire ({ $side }) : jet { $roll } → { $title }{ $second }
rec-spotted =
    { $side } { $side_number ->
        [one] voit
       *[other] voient
    } { $units } ({ $other }).
rec-spotted-hidden =
    L'arbitre note ce que { $side } { $side_number ->
        [one] voit
       *[other] voient
    }.
rec-reveal-markers = L'arbitre retourne tous les marqueurs face visible : désormais chaque valeur est connue de tous.
rec-moves = { $unit }{ $whose } se déplace.
rec-moves-off = { $unit }{ $whose } quitte la carte.
rec-moves-to = { $unit }{ $whose } se déplace en { $place }.
rec-moves-to-facing = { $unit }{ $whose } se déplace en { $place }, orientée à { $degrees }°.
rec-guns-lost =
    { $how ->
        [cavalry-then-infantry] { $side } { $side_number ->
            [one] perd
           *[other] perdent
        } { $guns ->
            [one] { $guns } canon
           *[other] { $guns } canons
        }{ $battery } face à la cavalerie, puis encloués ou pris par l'infanterie ou les pionniers
        [infantry] { $side } { $side_number ->
            [one] perd
           *[other] perdent
        } { $guns ->
            [one] { $guns } canon
           *[other] { $guns } canons
        }{ $battery } face à l'infanterie
        [artillery] { $side } { $side_number ->
            [one] perd
           *[other] perdent
        } { $guns ->
            [one] { $guns } canon
           *[other] { $guns } canons
        }{ $battery } sous le feu de l'artillerie
        [abandoned] { $side } { $side_number ->
            [one] abandonne
           *[other] abandonnent
        } { $guns ->
            [one] { $guns } canon
           *[other] { $guns } canons
        }{ $battery }
       *[cavalry-alone] { $side } : la cavalerie « détruit » { $guns ->
            [one] { $guns } canon
           *[other] { $guns } canons
        }{ $battery }, mais ni infanterie ni pionniers ne { $guns ->
            [one] l'atteignent
           *[other] les atteignent
        }
    }{ $counted ->
        [yes] { "\u00A0" }: { $guns ->
            [one] compté
           *[other] comptés
        } dans les pertes (règle 6).
       *[no] { "\u00A0" }: { $guns ->
            [one] non compté
           *[other] non comptés
        } (règle 6).
    }
rec-combat-sides = { $side } ({ $attackers }) { $side_number ->
        [one] attaque
       *[other] attaquent
    } { $other } ({ $defenders })
rec-combat-units = Combat : { $attackers } contre { $defenders }
rec-combat-terrain = { $text }, terrain : { $terrain }
rec-combat-river = { $text }, à travers un côté d'hexagone de rivière
rec-combat-attacker-morale = { $text }, l'attaquant dépensant un point de moral
rec-combat-defender-morale = { $text }, le défenseur dépensant un point de moral
rec-combat-roll = { $text } ; jet { $roll }
rec-combat-result = { $text } : { $code } ({ $meaning })
rec-combat-sp-lost = { $text } ; points de force perdus : { $side_a } { $sp_a }, { $side_b } { $sp_b }
rec-combat-eliminated = { $text } ; éliminées : { $units }
rec-combat-routed = { $text } ; en déroute : { $units }
