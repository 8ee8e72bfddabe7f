# Les mots de Napoleon at Waterloo (src/systems/naw.rs) : nom, titres, niveaux, raisons,
# signalements, chiffres, calcul détaillé et notes du suivi du bureau de bataille. Identifiants : naw-.
# $french, $allied : les noms des camps ; $french_number, $allied_number : one ou other, pour
# l'accord (words::side_number). $when, $turn : un tour tel que le journal le nomme.

naw-name = Napoleon at Waterloo [8.0]
naw-source = Référence des règles : Napoleon at Waterloo ([8.0] Comment gagner la partie)
naw-measure = points de force
naw-loss-source = les combats et les entrées de pertes du journal de bataille
naw-line-tag = { $sp } PF
naw-line-label = { $sp } PF : démoralisation (Napoleon at Waterloo)
naw-missing-french = Indiquer quel camp est le camp français (settings.french) pour juger selon Napoleon at Waterloo.

## Sorties [8.3]

naw-exit-off-exit-hex = { $unit } sort de la carte ({ $turn }), mais ne se tenait sur aucun hexagone de sortie de la grille de la carte.
naw-move-off-no-exit = { $unit } quitte la carte ({ $turn }) depuis un hexagone qui n'est pas un hexagone de sortie de la grille : la sortie n'est pas comptée. La déplacer d'abord sur un hexagone de sortie, ou annuler le mouvement.
naw-seventh-exit-win = { $when } : { $french } { $french_number ->
        [one] fait sortir sa
       *[other] font sortir leur
    } { $needed }e unité ({ $unit }), l'adversaire ({ $allied }) étant déjà démoralisé ; victoire : { $french }, la partie s'arrête.
naw-seventh-exit = { $when } : { $french } { $french_number ->
        [one] fait sortir sa
       *[other] font sortir leur
    } { $needed }e unité ({ $unit }) ; l'adversaire ({ $allied }) n'est pas encore démoralisé ({ $sp } PF perdus sur { $most }).

## Pertes [8.1], [8.2], [8.4]

naw-both-reached-french = { $exits } unités françaises étaient déjà sorties, victoire : { $french }
naw-both-reached-allied = { $exits ->
        [one] { $exits } seule unité française était sortie
       *[other] seulement { $exits } unités françaises étaient sorties
    } (sur { $needed }) : victoire : { $allied }
naw-both-reach = { $when } : les deux armées atteignent { $most } PF perdus dans le même combat ({ $french } { $f }, { $allied } { $a }) ; { $result }.
naw-demoralization = { $allied } : démoralisation ; attaques alliées à −1 colonne, attaques françaises à +1, jusqu'à la fin de la partie
naw-allies-reach = { $when } : { $allied } { $allied_number ->
        [one] atteint
       *[other] atteignent
    } { $a } PF de pertes (après { $before } ; { $most } ou plus) : { $demoralization }.
naw-demoralized-french-win = { $when } : l'adversaire ({ $allied }) est démoralisé et { $exits } unités françaises sont déjà sorties ; victoire : { $french }, la partie s'arrête.
naw-french-reach = { $when } : { $french } atteint { $f } PF de pertes (après { $before } ; { $most } ou plus) ; { $allied } { $allied_number ->
        [one] a perdu
       *[other] ont perdu
    } { $a } : victoire : { $allied }, la partie s'arrête.
naw-french-reach-after = { $when } : { $french } atteint { $f } PF de pertes, mais l'adversaire ({ $allied }) était déjà démoralisé : cela ne change rien.

## Les notes du suivi, une par entrée du journal

naw-note-combat-without-losses = Combat sans points de force perdus.
naw-note-losses-without-sp = Pertes sans points de force : aucun effet sur [8.0].
# $kind : la sorte d'entrée.
naw-note-no-effect = { $kind } : aucun effet sur [8.0].
naw-note-unknown-unit = État d'une unité inconnue « { $unit } » : non compté.
naw-note-allied-exit = { $unit } ({ $allied }) a quitté la carte : seules les sorties françaises comptent.
naw-note-exited-again = { $unit } était déjà sortie : pas comptée une seconde fois.
naw-note-exited = { $unit } est sortie par le bord nord : { $exits ->
        [one] { $exits } unité française sortie
       *[other] { $exits } unités françaises sorties
    }.
naw-note-french-win = Victoire française [8.3].
naw-note-french-off-map = { $unit } détruite ou forcée hors de la carte : ce n'est pas une sortie [8.3].
# $status : l'état de l'unité.
naw-note-other-status = { $unit } désormais { $status } : aucun effet sur [8.0].
# $what : combat ou pertes.
naw-note-losses = { $what ->
        [combat] Combat
       *[losses] Pertes
    } : { $french } : { $french_sp } PF perdus (total { $f }), { $allied } : { $allied_sp } PF perdus (total { $a }).
naw-note-both-reach = Les deux atteignent { $most } : { $result } [8.4].
naw-note-demoralized = { $demoralization } [8.2].
naw-note-allied-win = Victoire alliée [8.1].
naw-note-french-after = Français à 40 après la démoralisation des Alliés : aucun effet [8.2].
naw-note-after-end = Après la fin de la partie ({ $rule }, { $turn }) : ignoré.

## Le verdict

naw-aims = Le camp français est { $french }, le camp allié { $allied }. Chaque camp cherche à détruire { $most } points de force ennemis avant d'en perdre { $most } ; les Français cherchent aussi à faire sortir { $needed } unités par le bord nord.
naw-rule-game-over = Fin de la partie
naw-after-end = { $count ->
        [one] { $count } événement noté après la fin de la partie est ignoré.
       *[other] { $count } événements notés après la fin de la partie sont ignorés.
    }
naw-rule-totals = Totaux
naw-totals = { $french } : { $f } PF perdus ; { $allied } : { $a } PF perdus ; { $exits ->
        [one] { $exits } unité française sortie
       *[other] { $exits } unités françaises sorties
    }.
naw-flag-demoralized = { $allied } : démoralisation ; attaques alliées à −1 colonne, attaques françaises à +1.
naw-flag-game-over = Fin de la partie : { $text }
naw-why-8-1 = { $most } PF français détruits avant d'en perdre { $most }
naw-why-8-4-allied = les deux camps ont atteint { $most } PF perdus dans un même combat avant la sortie de { $needed } unités françaises
naw-why-8-4-french = les deux camps ont atteint { $most } PF perdus dans un même combat après la sortie de { $needed } unités françaises
naw-why-exits = Alliés démoralisés et { $exits } unités françaises sorties
naw-victory-step = Victoire : { $side } ; { $why }.
naw-victory = Victoire
naw-victory-headline = Victoire : { $side } { $rule } ; { $why }
naw-why-demoralized = { $allied } : démoralisation, mais seulement { $exits } unités françaises sur { $needed } sorties
naw-why-neither = aucun camp n'a perdu { $most } PF ({ $french } { $f }, { $allied } { $a })
naw-draw-step = Aucun camp ne remplit ses conditions de victoire : { $why }. La partie est un match nul (historiquement un succès moral des Alliés).
naw-draw = Match nul
naw-draw-headline = Match nul (historiquement un succès moral des Alliés) : { $why }
naw-reason = Points de force perdus : { $french } { $f }, { $allied } { $a } ({ $most } décide) ; unités françaises sorties : { $exits } sur { $needed }
naw-reason-ended = ; la partie s'est terminée ({ $turn }) { $rule }
naw-figure-sp-lost = Points de force perdus
naw-figure-exits = Unités françaises sorties
