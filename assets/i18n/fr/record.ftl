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
    { $side } : { $rank ->
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
rec-test-with-figures = Test de retraite ({ $side }) : ER { $rs } %, PV { $vp } %{ $penalty }, FR { $wf } ; jet { $roll } : { $outcome }.
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

## Les noms lisibles des champs du fichier de scénario (src/record/words.rs)

rec-field-game-end = comment la partie s'est terminée
rec-field-french = quel camp est le camp français
rec-field-men-per-gun = hommes par canon perdu
rec-field-defender-studied-ground = si le défenseur a étudié le terrain
rec-field-defender-held-field = si le défenseur a tenu le terrain
rec-field-waterloo20 = la règle optionnelle de Waterloo 20
rec-field-decided-by = le système de victoire qui décide
rec-field-compare-with = les systèmes de victoire de comparaison
rec-field-morale-zero-loses = la règle optionnelle de Waterloo 20
rec-field-dice-seed = graine des dés
rec-field-start-men = hommes au départ
rec-field-reinforcements-men = hommes des renforts
rec-field-casualties-men = pertes (hommes)
rec-field-guns-lost = canons perdus face à la cavalerie, puis encloués ou pris
rec-field-guns-lost-to-infantry = canons perdus face à l'infanterie
rec-field-guns-lost-to-artillery = canons perdus face à l'artillerie
rec-field-guns-abandoned = canons abandonnés
rec-field-guns-destroyed-by-cavalry-alone = canons détruits par la seule cavalerie
rec-field-infringement-losses-caused = pertes causées par des infractions répétées
rec-field-cavalry-start = cavalerie au départ
rec-field-cavalry-surviving = cavalerie survivante
rec-field-batteries = batteries
rec-field-rounds = coups de munitions d'artillerie
rec-field-infantry-units = unités d'infanterie
rec-field-out-of-ammunition = unités d'infanterie à court de munitions
rec-field-low-on-ammunition = unités d'infanterie faibles en munitions
rec-field-unit-points = points d'unité
rec-field-strength-points = points de force
rec-field-morale-points = points de moral
rec-field-c-in-c = commandant en chef
rec-field-markers = marqueurs de PV
rec-field-rs-percent = FR %
rec-field-vp-percent = PV %
rec-field-wf = facteur de retraite
rec-field-stands = socles
rec-field-status = statut au départ
rec-field-men = hommes
rec-field-kind = type

## Un chemin de champ tel qu'un lecteur le dit (src/record/field_names.rs)

rec-field-of = { $field } ({ $owners })
rec-owner-of = { ", " }
rec-side-letter = camp { $letter }
rec-a-side = un camp
rec-contingent-named = contingent « { $name } »
rec-contingent-number = contingent { $number }
rec-each-contingent = chaque contingent
rec-a-contingent = un contingent
rec-unit-named = unité { $unit }
rec-each-unit = chaque unité
rec-a-unit = une unité
rec-entry-of-kind = entrée { $number } ({ $kind })
rec-entry = entrée { $number }
rec-an-entry = une entrée
rec-each-marker = chaque marqueur de PV
rec-the-markers = les marqueurs de PV

## Les chiffres et libellés du registre (src/record/mod.rs, result.rs, end_figures.rs)

rec-start = Départ
rec-commander-killed = tué, blessé ou capturé
rec-naw-count = Points de force perdus (décompte de Napoleon at Waterloo)
rec-naw-count-short = PF perdus, Napoleon at Waterloo
rec-naw-count-whose = décompte de Napoleon at Waterloo
rec-combat-sp = Points de force perdus en combat (tels que les combats les notent)
rec-combat-sp-short = PF perdus en combat
rec-combat-sp-whose = tels que les combats les notent
rec-system-losses = { $system } : { $lost }
rec-role-of-record = le résultat officiel
rec-role-for-comparison = pour comparaison
rec-lost-of-strength = { $lost } sur { $strength }
rec-no-choice = Ce scénario ne dit pas quel système de victoire décide de la bataille : il n'y a donc pas de résultat officiel et le résultat de chaque système est montré à égalité. L'arbitre devrait le désigner avant la bataille.
rec-not-yet-played = Pas encore jouée : rien n'a été noté au journal, aucun système ne donne donc de résultat.
rec-why-start-men = hommes des unités présentes au départ (sans les généraux)
rec-why-reinforcements-men = hommes des renforts que le journal fait entrer
rec-why-casualties-men = hommes perdus par ces unités (une unité détruite ou en fuite perd tout, voir Pertes)
rec-why-casualties-men-at-large = hommes perdus par ces unités (une unité détruite ou en fuite perd tout, voir Pertes) et par le camp hors unités
rec-why-cavalry-start = hommes des unités de cavalerie engagées
rec-why-cavalry-surviving = hommes de ces unités de cavalerie, moins leurs pertes
rec-why-guns =
    canons { $how } selon { $entries ->
        [one] { $written } entrée
       *[other] { $written } entrées
    } du journal
rec-why-batteries = unités d'artillerie arrivées, ni détruites ni en fuite
rec-why-infantry-units = unités d'infanterie arrivées, ni détruites ni en fuite

## Audiences et copies du joueur (src/record/knowledge.rs, player_copy.rs)

rec-audience-umpire = Arbitre
rec-audience-public = Public
rec-unknown-audience = pas d'audience « { $word } » : utiliser umpire, a (camp A), b (camp B) ou public
rec-verdict-withheld = Retenu : ce verdict lit des valeurs de marqueurs encore face cachée pour cette audience. Pour publier le résultat, l'arbitre retourne les marqueurs : l'entrée « Marqueurs retournés » du journal, dans le bureau de bataille.
rec-copy-for-umpire = une copie du joueur se fait pour le camp A, le camp B ou le public (--audience a|b|public), pas pour l'arbitre
rec-copy-other-audience = ce fichier est une copie du joueur ({ $made_for }) : il ne contient que ce que sait cette audience, aucune copie pour une autre ({ $asked }) ne peut donc en être faite (faire cette copie depuis le fichier de l'arbitre)
rec-copy-banner = copie du joueur : { $audience }

## Le registre de campagne (src/record/campaign/)

rec-campaign-start-rule = L'ordre de bataille au début de la campagne ({ $date }) : { $amount }
rec-campaign-join-rule =
    Renfort (reinforcements[{ $index }]){ $note } : { $units ->
        [one] { $units_written } unité rejoint
       *[other] { $units_written } unités rejoignent
    } le contingent « { $contingent } » : { $amount }
rec-campaign-drafts-rule =
    Levée (reinforcements[{ $index }]){ $note } : { $amount } pour { $units ->
        [one] { $units_written } unité
       *[other] { $units_written } unités
    }
rec-campaign-losses-rule = Pertes à { $battle }, unité par unité comme son journal les note (référence des règles, Pertes) : { $amount }
rec-campaign-stragglers-rule = Table des résultats, « { $level } » (rules.results[{ $row }]) : le vaincu à { $battle } perd en traînards { $share } de ce qui reste à chaque unité après la bataille, arrondi à l'inférieur par unité : { $amount }
rec-campaign-returns-rule =
    Retours (rules.returns) : { $share } des pertes à { $battle } reviennent { $days ->
        [one] { $days_written } jour
       *[other] { $days_written } jours
    } après, arrondi à l'inférieur par unité : { $amount } sur { $of }
rec-campaign-replacements-rule =
    Remplacements (rules.replacements) : { $share } tous les { $days ->
        [one] { $days_written } jour
       *[other] { $days_written } jours
    } des pertes à { $battle } non revenues, jusqu'à { $up_to }, arrondi à l'inférieur par unité ; tranche { $tranche } sur { $tranches } : { $amount }
rec-campaign-the-battle = la bataille
rec-campaign-start-entry = Début de la campagne
rec-campaign-join-entry = Renfort : { $contingent }
rec-campaign-drafts-entry = Levée
rec-campaign-losses-entry = Pertes à { $battle }
rec-campaign-stragglers-entry = Traînards après { $battle }
rec-campaign-returns-entry = Retours de { $battle }
rec-campaign-replacements-entry = Remplacements pour { $battle } ({ $tranche } sur { $tranches })
rec-campaign-a-battle = une bataille
rec-campaign-cut-note = La suite est retenue : le résultat de la bataille ({ $battle }) n'est pas encore annoncé à cette audience, et la table des résultats de la campagne peut en changer les chiffres d'une armée. L'arbitre publie le résultat en retournant les marqueurs de la bataille.
rec-campaign-no-result = Pas de résultat officiel : le scénario de la bataille ne nomme aucun système de victoire de ce programme pour la décider (settings.decided_by)
rec-campaign-cannot-judge = Le système qui décide ne peut pas juger cette bataille
rec-campaign-cannot-judge-because = Le système qui décide ne peut pas juger cette bataille : { $why }
rec-campaign-effect-not-played = Aucun : pas encore jouée
rec-campaign-effect-no-result = Aucun : pas de résultat officiel
rec-campaign-effect-withheld = Retenu avec le résultat
rec-campaign-effect = { $level } (rules.results[{ $row }]) : { $effect }
rec-campaign-loser-stragglers = le vaincu ({ $side }) perd en traînards { $share } de ce qui lui reste
rec-campaign-no-loser = pas de vaincu, donc pas de traînards
rec-campaign-then = { $text } ; { $then }
rec-campaign-no-row = Aucun : la table des résultats de la campagne n'a pas de ligne « { $level } »
rec-campaign-decided-by = Chaque bataille est décidée par { $system } [{ $id }].
rec-campaign-decided-by-unknown = Chaque bataille est décidée par « { $id } », que ce programme n'a pas.
rec-campaign-decided-by-scenarios = Les règles ne nomment aucun système qui décide : le scénario de chaque bataille nomme le sien.
rec-campaign-returns-line =
    Retours : { $share } des pertes de chaque unité reviennent { $days ->
        [one] { $days_written } jour
       *[other] { $days_written } jours
    } après la bataille, arrondi à l'inférieur par unité.
rec-campaign-no-returns = Retours : aucun ; toute perte est définitive.
rec-campaign-replacements-line =
    Remplacements : tous les { $days ->
        [one] { $days_written } jour
       *[other] { $days_written } jours
    }, { $share } des pertes non revenues de chaque unité, jusqu'à { $up_to } de celles-ci, arrondi à l'inférieur par unité ; l'unité garde le reste de sa perte.
rec-campaign-no-replacements = Remplacements : aucun.
rec-campaign-result-line = { $level } : { $effect }
rec-campaign-the-loser-stragglers = le vaincu perd en traînards { $share } de ce qui lui reste
rec-campaign-for-umpire = Pour l'arbitre : les deux armées en entier, chaque résultat, les notes de l'arbitre et les avertissements du registre.
rec-campaign-for-side = Pour { $side } : sa propre armée en entier ; { $other } seulement telle que les batailles l'ont montrée.
rec-campaign-for-public = Pour le public : les résultats tels qu'annoncés, et les deux armées seulement telles que les batailles les ont montrées.
rec-campaign-withheld-results =
    { $count ->
        [one] { $written } résultat de bataille est retenu pour ce lecteur jusqu'à ce que l'arbitre le publie.
       *[other] { $written } résultats de bataille sont retenus pour ce lecteur jusqu'à ce que l'arbitre les publie.
    }
rec-campaign-not-played-battles =
    { $count ->
        [one] { $written } bataille pas encore jouée.
       *[other] { $written } batailles pas encore jouées.
    }
rec-campaign-no-result-battles =
    { $count ->
        [one] { $written } bataille sans résultat officiel.
       *[other] { $written } batailles sans résultat officiel.
    }
rec-campaign-steps-heading = { $army } : effectif au fil de la campagne
rec-campaign-seen-heading = { $army } : tel que les batailles l'ont montré
rec-campaign-not-seen = Aucune bataille n'a encore montré cette armée ({ $army }).
rec-campaign-strength-on = { $army }, le { $date } : { $amount }.
rec-campaign-still-to-come = À venir après le { $date }
rec-campaign-nothing-to-come = Rien de ce que ce lecteur peut connaître n'est encore à venir.
rec-campaign-no-results-table = La table des résultats de la campagne est vide : aucun résultat ne change les chiffres d'une armée.
rec-campaign-no-battles = La campagne ne compte encore aucune bataille.
rec-campaign-left-out = Laissées de côté, car il ne leur reste rien ce jour-là :
rec-campaign-none-left-out = Aucune unité laissée de côté.
rec-campaign-units-do-not-match = { $place }battles[{ $index }] ({ $battle }, fichier « { $file } ») : ses unités ne correspondent pas à l'ordre de bataille de la campagne au { $date } :
rec-campaign-not-played-rule = Pas encore jouée ({ $battle }) : rien n'est noté au journal, donc rien n'est perdu
rec-campaign-at-large-warning = { $place } : { $amount } ({ $side }) notés contre le camp hors unités, pas contre une unité : la campagne reporte les pertes unité par unité, elles ne sont donc pas reportées (les imputer à des unités dans le journal de la bataille)
rec-campaign-not-flagged-warning = { $place } : son scénario n'est pas marqué comme bataille de campagne (settings.campaign), sa table des pertes montre donc la fin anticipée à 35 % comme fin de la bataille
rec-campaign-no-system-warning = { $place } : son scénario ne nomme aucun système de victoire de ce programme pour la décider (settings.decided_by), elle n'a donc ni résultat officiel ni effet sur la campagne
rec-campaign-other-system-warning = { $place } : décidée par { $id }, alors que les règles de la campagne nomment { $rule } (rules.decided_by)
rec-campaign-ledger-stops = Le registre de campagne s'arrête avant battles[{ $index }] : l'arbitre doit d'abord corriger cette bataille.
rec-campaign-not-read = { $place }battles[{ $index }] : son scénario n'a pas été lu
rec-campaign-unknown-system = rules.decided_by : pas de système de victoire « { $id } » (umpire a { $known })
rec-history =
    { $amount } { $what ->
        [joining] à l'arrivée
        [start] au départ
        [drafted] de levée
        [lost] perdus en bataille
        [stragglers] perdus en traînards
        [returned] revenus
       *[replaced] remplacés
    }
rec-campaign-seen-row = { $start } au départ, pertes : { $lost }
rec-campaign-seen-nothing-yet = rien encore

## The battle made from a campaign's ledger (record/campaign/next.rs)
rec-next-ledger-stops = le registre de campagne s'arrête avant { $place } : corrigez cette bataille avant d'en préparer une autre
rec-next-too-early = le jour de la bataille, { $day }, précède la dernière bataille de la campagne ({ $last })
rec-next-before-start = le jour de la bataille, { $day }, précède le début de la campagne ({ $start })
rec-next-no-contingent = nommez les contingents qui combattent ({ $army })
rec-next-no-such-contingent = { $army } : aucun contingent « { $name } » à la date du { $day }
rec-next-no-file = nommez le fichier de la bataille
rec-next-file-taken = « { $file } » est déjà une bataille de la campagne
rec-next-notes = Une bataille de la campagne « { $campaign } », préparée d'après son registre de campagne au { $date } : chaque unité à l'effectif que le registre lui donne ce jour-là.
rec-next-left-out = { $id } ({ $name }) : il n'en reste rien le { $date } ({ $history })
rec-csv-still-to-come = À venir : { $entry }
rec-csv-seen-at = Vu en bataille : { $battle }
