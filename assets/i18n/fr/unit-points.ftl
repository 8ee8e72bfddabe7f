# Les mots du système des points d'unité (src/systems/unit_points/) : nom, niveaux, titres,
# raisons, signalements, chiffres, calcul détaillé et refus. Identifiants : up-.
# $band, partout : marginal, indecisive, decisive ou overwhelming (Band::key).

up-name = Points d'unité (Grande Tactique)
up-source = Référence des règles : points d'unité (règles de Grande Tactique, « Victoire » : les pertes comptées en points d'unité)
up-measure = points d'unité
up-loss-source = le décompte de l'état de chaque unité à la fin

## Ce que compte l'état d'une unité à la fin

up-category-destroyed = détruite ou en fuite
up-category-withdrawn = retirée volontairement
up-category-on-board = encore sur la carte
up-category-not-counted = sortie, hors carte ou pas encore arrivée

## L'échelle de victoire

up-band = { $band ->
        [marginal] victoire marginale
        [indecisive] victoire indécise
        [decisive] victoire décisive
       *[overwhelming] victoire écrasante
    }
# La victoire avec son article, dans une phrase.
up-band-article = { $band ->
        [marginal] une victoire marginale
        [indecisive] une victoire indécise
        [decisive] une victoire décisive
       *[overwhelming] une victoire écrasante
    }
up-band-range = { $band ->
        [marginal] de 1:1 à moins de 3:2
        [indecisive] de 3:2 à moins de 2:1
        [decisive] de 2:1 à moins de 4:1
       *[overwhelming] 4:1 ou plus
    }
up-below-range = sous 1:1, en dessous de la table
# $side : le nom du vainqueur.
up-headline = { $band ->
        [marginal] Victoire marginale
        [indecisive] Victoire indécise
        [decisive] Victoire décisive
       *[overwhelming] Victoire écrasante
    } : { $side }
up-no-official-victor = Pas de vainqueur officiel
# $band_article : up-band-article.
up-headline-sundown = Pas de vainqueur officiel (coucher du soleil) ; les pertes en feraient { $band_article } : { $side }
up-headline-sundown-equal = Pas de vainqueur officiel (coucher du soleil) ; les pertes sont égales, un résultat marginal

## La raison

# Les pertes d'un camp dans la raison ; $role : vanquished, victor, behind, ahead ou sundown.
up-side-lost = { $side } ({ $role ->
        [vanquished] vaincu
        [victor] vainqueur
        [behind] distancé
        [ahead] en tête
       *[sundown] coucher du soleil
    }) { $percent } ({ $tally } sur { $total } PU)
up-reason-equal = Pertes égales : { $a } et { $b } → 1:1 ; au coucher du soleil, pas de vainqueur officiel
up-ratio-unbounded = sans limite (le vainqueur n'a rien perdu)
up-reason = { $behind } : { $ahead } = { $ratio } → { $band_label } ({ $range })
up-reason-sundown = { $behind } : { $ahead } = { $ratio } → ce serait { $band_article } ({ $range }) ; au coucher du soleil, il n'y a pas de vainqueur officiel

## Les chiffres

up-figure-total = Total des points d'unité
up-figure-tally = Points d'unité perdus (décompte)
up-figure-loss = % de pertes

## Chiffres du calcul

up-ratio-rounded = ≈{ $decimal } (exactement { $fraction })
up-rounded = { $who } : { $points } PU × { $percent } = { $cost }
up-rounded-down = { $who } : { $points } PU × { $percent } = { $share }, arrondi à { $cost }

## Le calcul détaillé

up-rule-reading = Lecture
up-reading = État à la fin du journal de bataille : les unités détruites ou en fuite comptent pour 100 % ; celles retirées volontairement pour 20 % ; les unités sur la carte et en déroute comptent comme encore sur la carte ; les unités sorties, hors carte ou pas encore arrivées ne coûtent rien (elles restent dans le total). Les points d'unité notés comme perdus par une unité comptent comme détruits et se retranchent des points qui lui restent. Les généraux ne sont pas comptés.
up-rule-game-end = Fin de la partie
# $vanquished_number, $victor_number : one ou other, pour l'accord avec le nom des camps.
up-game-end-collapse = { $vanquished } : le moral de toutes ses divisions s'est effondré ; { $vanquished } { $vanquished_number ->
        [one] a perdu (vaincu)
       *[other] ont perdu (vaincus)
    } et { $victor } { $victor_number ->
        [one] est le vainqueur
       *[other] sont les vainqueurs
    }.
up-game-end-sundown = La partie s'est arrêtée au coucher du soleil : il n'y a pas de vainqueur officiel, et les unités encore sur la carte ne coûtent rien à aucun camp.
up-rule-total = Total des points d'unité
up-total = { $side } : { $points } PU en { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    } au départ (renforts compris, arrivés ou non)
up-rule-destroyed = Détruites ou en fuite (100 %)
up-destroyed = { $side } : { $points } PU → { $points }
up-destroyed-of-which = { $side } : { $points } PU (dont { $survivors } PU perdus par des unités non détruites) → { $points }
up-rule-withdrawn = Retirées volontairement (20 %)
up-rule-cavalry = Cavalerie du vainqueur
up-cavalry-none = { $victor } (vainqueur) n'a pas de cavalerie, ce qui compte comme ne pas en garder 50 % : les unités du vaincu encore sur la carte coûtent donc { $cost }.
up-cavalry = { $victor } (vainqueur) : { $start } PU de cavalerie au départ, { $kept } gardés ({ $percent }) : { $half ->
        [kept] au moins 50 %
       *[lost] moins de 50 %
    } ; les unités du vaincu encore sur la carte coûtent donc { $cost }.
up-rule-on-board = Encore sur la carte
up-on-board-sundown = { $side } : { $points } PU, rien au coucher du soleil
up-on-board-victor = { $side } (vainqueur) : { $points } PU, rien pour le vainqueur
up-on-board-vanquished = { $side } (vaincu)
up-rule-not-counted = Non comptées
up-not-counted = { $side } : { $points } PU sortis, hors carte ou pas encore arrivés, aucune perte
up-rule-tally = Décompte et % de pertes
up-tally = { $side } : { $destroyed } + { $withdrawn } + { $on_board } = { $tally } sur { $total } PU = { $percent }
up-rule-ratio = Rapport
up-ratio-equal = Les deux camps ont perdu { $percent } : le rapport est de 1:1.
# $role_b, $role_a : vanquished, victor, behind ou ahead.
up-ratio-unbounded-step = { $behind } ({ $role_b ->
        [vanquished] vaincu
       *[behind] distancé
    }) { $percent } : { $ahead } ({ $role_a ->
        [victor] vainqueur
       *[ahead] en tête
    }) 0 % : { $role_a ->
        [victor] le vainqueur
       *[ahead] le camp en tête
    } n'a rien perdu, le rapport est donc sans limite.
up-ratio-step = { $behind } ({ $role_b ->
        [vanquished] vaincu
       *[behind] distancé
    }) { $percent_b } : { $ahead } ({ $role_a ->
        [victor] vainqueur
       *[ahead] en tête
    }) { $percent_a } = { $ratio }.
up-rule-scale = Échelle de victoire
# $example : la bataille historique de la source (Eylau, Regensburg, Austerlitz, Friedland).
up-scale-unbounded = Un rapport sans limite vaut 4:1 ou plus : { $band_label } (p. ex. { $example }).
up-scale-below = { $ratio } est sous 1:1, en dessous de la plus basse tranche de la table : compté comme { $band_article } (p. ex. { $example }).
up-scale = { $ratio } est { $range } : { $band_label } (p. ex. { $example }).
up-flag-below-table = Le vaincu a perdu une part plus faible que le vainqueur, { $side } (rapport { $ratio }, sous 1:1) : compté comme une victoire marginale
up-flag-sundown = La partie s'est arrêtée au coucher du soleil : pas de vainqueur officiel. Les pertes en feraient { $band_article } : { $side }.
up-flag-sundown-equal = La partie s'est arrêtée au coucher du soleil : pas de vainqueur officiel, et les pertes sont égales.
up-rule-result = Résultat
up-result = { $band ->
        [marginal] Victoire marginale
        [indecisive] Victoire indécise
        [decisive] Victoire décisive
       *[overwhelming] Victoire écrasante
    } : { $side }.
up-result-sundown = Pas de vainqueur officiel au coucher du soleil ; l'échelle donnerait { $band_article } : { $ahead } en tête, { $behind } distancé.
up-result-sundown-equal = Pas de vainqueur officiel au coucher du soleil ; les pertes sont égales (1:1, un résultat marginal pour aucun des camps).

## Refus

up-missing-game-end = Indiquer comment la partie s'est terminée : par l'effondrement du moral d'un camp (lequel) ou au coucher du soleil
up-nothing-lost = Ni { $a } ni { $b } { $b_number ->
        [one] n'a
       *[other] n'ont
    } rien perdu : un rapport de 0 % à 0 % n'a pas de sens ; noter d'abord les pertes et l'état des unités
up-duplicate-id = { $side } : l'identifiant d'unité « { $unit } » sert plus d'une fois, on ne peut donc distinguer son état et ses pertes
up-lost-without-unit = { $side } : { $points } points d'unité perdus sans unité connue ; Grande Tactique compte les pertes unité par unité, il faut donc nommer l'unité
up-lost-too-many = { $side } : l'unité « { $unit } » a perdu { $lost } points d'unité à ce stade, plus que ses { $points }
up-too-many-points = { $side } : { $points } points d'unité en tout, plus que les { $most } que ce calcul accepte
up-no-units = { $side } { $side_number ->
        [one] n'a
       *[other] n'ont
    } aucune unité avec des points d'unité (les généraux ne sont pas comptés) : saisir les points d'unité de chaque unité
