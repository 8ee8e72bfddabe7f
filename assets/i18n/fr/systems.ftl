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

## Tous les systèmes (src/systems/mod.rs)

sys-no-verdict-yet = Pas encore de verdict
sys-not-started-headline = Pas encore de verdict : rien n'est consigné, la bataille n'a pas commencé
sys-not-started-reason = rien n'est encore consigné
sys-not-started-why = Rien n'est consigné : la bataille n'a pas commencé, il n'y a donc pas encore de verdict (ce n'est pas un match nul : personne ne s'est battu). Consignez les événements du premier tour pour la juger.
sys-before-the-battle = Avant la bataille
sys-step-result = Résultat

## L’exemple commenté (src/systems/most_vp.rs)

mvp-name = Le plus de PV l'emporte (exemple commenté)
mvp-source = L'exemple commenté de la documentation du moteur de règles (src/systems/mod.rs)
mvp-no-markers = Aucun marqueur de PV n'est placé : placez-les pour voir qui en tient le plus.
mvp-victory = Victoire
mvp-victory-headline = Victoire : { $side } (le plus de PV tenus)
mvp-draw = Match nul
mvp-draw-headline = Match nul : autant de PV tenus de part et d'autre
mvp-reason = PV tenus à la fin : { $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") }
mvp-figure-label = % des PV tenus
mvp-step-count = Décompte des PV
mvp-step-count-text = { $a_number ->
        [one] À la fin du journal, { $a } tient { NUMBER($a_vp, style: "percent") } des PV et { $b } { NUMBER($b_vp, style: "percent") }.
       *[other] À la fin du journal, { $a } tiennent { NUMBER($a_vp, style: "percent") } des PV et { $b } { NUMBER($b_vp, style: "percent") }.
    }
mvp-step-result-text = Le camp qui tient le plus de PV l'emporte ; à égalité de PV, c'est un match nul.

## Table des pertes (src/systems/casualty_chart/)

cc-name = Table des pertes (Result at Waterloo)
cc-source = Référence des règles : table des pertes (« Result at Waterloo: Battle Victory Conditions »)
cc-measure-men = hommes
cc-source-returns = les états de fin de bataille
cc-early-end-consequence = la partie peut être déclarée terminée sur-le-champ
cc-early-end-consequence-campaign = la règle 2 permettrait de déclarer la partie terminée, mais une bataille de campagne se joue jusqu'à sa conclusion logique (règle 3)
cc-early-end-line = { NUMBER($percent, style: "percent") } : la partie peut être déclarée terminée (table des pertes, règle 2)
cc-early-end-line-campaign = { NUMBER($percent, style: "percent") } : la fin anticipée de la règle 2, qui ne termine pas une bataille de campagne (règle 3)

cc-draw = Match nul
cc-minor = Victoire mineure
cc-major = Victoire majeure
cc-overwhelming = Victoire écrasante
cc-headline = { $level } : { $side }
cc-result = { $level } : { $side }.
cc-result-draw = Match nul.

cc-column-under = < { NUMBER($percent, style: "percent") }
cc-column-from = { NUMBER($percent, style: "percent") }+
cc-row-more-than = Plus de { $ratio }
cc-row-at-most = { $ratio } ou moins
cc-column-range-under = moins de { NUMBER($percent, style: "percent") }
cc-column-range-over = { NUMBER($percent, style: "percent") } ou plus
cc-column-range = au moins { NUMBER($from, style: "percent") } et moins de { NUMBER($to, style: "percent") }
cc-row-range-more = plus de { $ratio }
cc-row-range-at-most = au plus { $ratio }
cc-row-range = plus de { $from } et au plus { $to }

cc-reason-equal = Pertes ajustées égales, { $percent } de part et d'autre → { $level }
cc-reason = Pertes ajustées : { $loser } { $loser_percent } contre { $winner } { $winner_percent } → colonne { $column }, ligne « { $row } »
cc-reason-moved = , déplacée par les modificateurs en colonne { $column }, ligne « { $row } »
cc-reason-level = { " " }→ { $level }
cc-reason-cavalry = { "\u202F" }; cavalerie (1) : { $side } a conservé plus de 3 fois la part de sa cavalerie conservée par l'autre camp → { $level }

cc-figure-strength = Effectif (hommes)
cc-figure-casualties = Pertes (hommes)
cc-figure-loss = % de pertes
cc-figure-adjusted = % de pertes ajusté

cc-rule-strength = Règle 4 : effectif
cc-rule-casualties = Règles 5 et 6 : pertes
cc-rule-percentage = Pourcentage de pertes
cc-rule-early-end = Règle 2 : fin anticipée
cc-rule-ratio = Règle 4 : rapport de forces
cc-rule-adjusted = Règle 5 : pertes ajustées
cc-rule-equal = Règle 5 : résultat
cc-rule-loser = Règle 5 : vaincu et vainqueur
cc-rule-column = Table : colonne
cc-rule-row = Table : ligne
cc-rule-artillery = Modificateur (2) : artillerie
cc-rule-ammunition = Modificateur (3) : munitions
cc-rule-c-in-c = Modificateur (4) : perte du commandant en chef
cc-rule-read = Table : lecture
cc-rule-cavalry = Modificateur (1) : cavalerie

cc-early-end-flag = { $side } : { $percent } de pertes ({ NUMBER($threshold, style: "percent") } ou plus) ; { $consequence } (règle 2){ $side_number ->
        [one] {""}
       *[other] {""}
    }
cc-early-end-flag-campaign = { $side } : { $percent } de pertes ({ NUMBER($threshold, style: "percent") } ou plus) ; { $consequence }{ $side_number ->
        [one] {""}
       *[other] {""}
    }
cc-early-end-none = Aucun camp n'a atteint 35 % de pertes : la partie se poursuit jusqu'à la fin du scénario ou jusqu'à ce que les joueurs et l'arbitre conviennent de la conclure.
cc-early-end-side = { $side } : { $percent } de pertes, { NUMBER($threshold, style: "percent") } ou plus ; { $consequence }{ $side_number ->
        [one] {""}
       *[other] {""}
    }

cc-strength-side = { $side } : { $start } au départ + { $reinforcements } de renforts = { $men } { $men_number ->
        [one] homme
       *[other] hommes
    } ({ $source })
cc-casualties-side = { $side } : { $sum } = { $men } { $men_number ->
        [one] homme
       *[other] hommes
    } ({ $sources })
cc-casualties-rules = Règle 6 : chaque canon perdu compte pour la moitié de son équivalent en infanterie (perdu face à l'infanterie, face à l'artillerie, abandonné, ou submergé par la cavalerie puis encloué ou pris par l'infanterie ou les pionniers), sauf les canons « détruits » par la cavalerie qu'aucune infanterie ni aucun pionnier n'a ensuite atteints, qui ne comptent pas. Règle 5 : les pertes pour infraction répétée sont retirées à la victime et ajoutées au fautif.
cc-percentage-side = { $side } : p = { $casualties } / { $strength } = { $percent }
cc-equal = Les deux pourcentages ajustés valent { $percent } : le résultat est un match nul ; la table et ses modificateurs ne servent pas (la cavalerie ne change pas un match nul).

cc-loser = Pourcentage ajusté le plus élevé ({ $loser_percent } contre { $winner_percent }) : { $loser }, vaincu{ $loser_number ->
        [one] {""}
       *[other] s
    } ; { $winner }, vainqueur{ $winner_number ->
        [one] {""}
       *[other] s
    }.
cc-column = q_L = { $percent } ({ $loser }) → colonne { $column } ({ $range } ; une valeur limite appartient à la colonne « + »).
cc-row = r = q_W / q_L = { $winner_percent } / { $loser_percent } = { $ratio } → ligne « { $row } » ({ $range } ; la ligne la plus restrictive qui s'applique).
cc-modifier = { $loser } (vaincu) : { $loser_text }. { $winner } (vainqueur) : { $winner_text }. { $shift } { $modifier ->
        [artillery] (Batteries et coups : saisis dans Fin de bataille.)
       *[ammunition] (Unités d'infanterie et leurs munitions : saisies dans Fin de bataille.)
    }
cc-artillery-right = Le vaincu est à court et pas le vainqueur : une colonne à droite (+1).
cc-artillery-left = Le vainqueur est à court et pas le vaincu : une colonne à gauche (−1).
cc-no-shift = Pas de décalage (aucun camp à court, ou les deux).
cc-ammunition-right = Seul le vaincu est à court : une colonne en faveur du vainqueur, à droite (+1).
cc-ammunition-left = Seul le vainqueur est à court : une colonne en faveur du vaincu, à gauche (−1).
cc-cell = Colonne { $column } { $column_shift } → { $new_column } ; ligne « { $row } » { $row_shift } → « { $new_row } »
cc-cell-edge = { " " }(les décalages, additionnés, sortent de la table : on s'arrête au bord)
cc-cell-level = { $cell } : { $level }.
cc-shift-none = sans décalage
cc-shift-up = décalée de +{ $shift }
cc-shift-down = décalée de −{ $shift }
cc-exactly = ≈{ $rounded } (exactement { $exact })
cc-exactly-percent = ≈{ $rounded } (exactement { $exact } %)

cc-within-ten-percent = Lecture : « à peu près de force égale (à 10 % près l'un de l'autre) » s'entend du camp le plus faible ayant au moins 90 % de l'effectif du plus fort, 90 % exactement compris.
cc-ratio-equal = Les deux camps ont { $men } hommes : le rapport vaut 1.
cc-ratio-advantage-changed = Au départ, { $weaker } avait plus d'hommes ({ $weaker_start } contre { $stronger_start }) ; avec les renforts, { $stronger } en a davantage ({ $stronger_men } contre { $weaker_men }){ $stronger_number ->
        [one] {""}
       *[other] {""}
    } : l'avantage numérique a changé de camp, le rapport vaut donc 1 et les étapes 4 et 5 sont ignorées.
cc-ratio-evenly-matched = Camp le plus faible : { $weaker }, avec { $weaker_men } hommes, soit { $percent } des { $stronger_men } hommes du camp adverse ({ $stronger }) : au moins 90 %, les camps sont donc à peu près de force égale, le rapport vaut 1 et les étapes 4 et 5 sont ignorées. { $reading }{ $weaker_number ->
        [one] {""}
       *[other] {""}
    }
cc-ratio-applied = Camp le plus faible : { $weaker } ; { $weaker_men } / { $stronger_men } = { $ratio }, moins de 90 % de l'effectif du camp adverse ({ $stronger }), le rapport s'applique donc aux pertes du camp le plus faible. { $reading }{ $weaker_number ->
        [one] {""}
       *[other] {""}
    }
cc-adjusted-applied = { $weaker } (le plus faible) : q = p × rapport = { $weaker_percent } × { $ratio } = { $weaker_adjusted }. { $stronger } (le plus fort) : q = p = { $stronger_adjusted }.
cc-adjusted-one = Le rapport vaut 1 : q = p pour les deux camps : { $a } { $a_percent }, { $b } { $b_percent }.

cc-artillery-none = aucune batterie, donc pas à court
cc-artillery-short = { $rounds } { $rounds ->
        [one] coup
       *[other] coups
    } pour { $batteries } { $batteries ->
        [one] batterie
       *[other] batteries
    }, moins d'un par batterie : à court
cc-artillery-exactly-one = { $rounds } { $rounds ->
        [one] coup
       *[other] coups
    } pour { $batteries } { $batteries ->
        [one] batterie
       *[other] batteries
    }, exactement un par batterie : pas à court (lecture : la règle oppose « moins d'un coup par batterie » à « plus que cela » ; exactement un n'est ni l'un ni l'autre, et umpire le compte comme pas à court, comme plus)
cc-artillery-enough = { $rounds } { $rounds ->
        [one] coup
       *[other] coups
    } pour { $batteries } { $batteries ->
        [one] batterie
       *[other] batteries
    }, plus d'un par batterie : pas à court
cc-ammunition-none = aucune unité d'infanterie, donc pas à court
cc-ammunition-side = { $out } à court de munitions et { $low } presque à court, sur { $units } { $units ->
        [one] unité
       *[other] unités
    } d'infanterie : { $out }/(10 % de { $units }) + { $low }/(25 % de { $units }) = { $value }, { $short ->
        [yes] au moins 1 : à court
       *[no] moins de 1 : pas à court
    }

cc-cavalry-typed = saisie dans Fin de bataille
cc-cavalry-units = d'après les unités de cavalerie et ce que le journal dit de leurs pertes
cc-cavalry-none = { $side } : pas de cavalerie (0 % ; { $from })
cc-cavalry-kept = { $side } : { $surviving } cavaliers conservés sur { $start } ({ $percent } ; { $from })
cc-cavalry-no-change = { $a_facts } ; { $b_facts } : aucune des deux parts n'est plus de 3 fois l'autre. Pas de changement.
cc-cavalry-why = { $a_facts } ; { $b_facts } : { $fraction } est plus de 3 × { $other } = { $three_times }
cc-cavalry-draw = { $why }, mais cette règle ne change pas un match nul. Pas de changement.
cc-cavalry-level = { $why } : un niveau en faveur de { $side } ({ $winner ->
        [yes] le vainqueur
       *[no] le vaincu
    }) : { $before } → { $after }{ $highest ->
        [yes] { " " }(déjà le niveau le plus haut)
       *[no] {""}
    }.

cc-c-in-c-fell = { $who } a été tué, blessé ou capturé ({ $record }) : une colonne en faveur du camp adverse, { $opponent } ({ $winner ->
        [yes] le vainqueur, +1
       *[no] le vaincu, −1
    })
cc-c-in-c-head-of-state = { "\u202F" }; il est aussi chef d'État : une ligne en faveur du camp adverse, { $opponent } ({ $winner ->
        [yes] vers « 0,4 ou moins »
       *[no] vers « Plus de 0,9 »
    })
cc-c-in-c-none = Aucun commandant en chef n'a été tué, blessé ou capturé (le journal ne consigne aucune perte de commandant d'armée). Pas de décalage.
cc-c-in-c-both = { $parts }. Les décalages des deux camps s'additionnent.
cc-c-in-c-of = Le commandant en chef ({ $side })
cc-c-in-c-named = Le commandant en chef ({ $side }), { $name },
cc-c-in-c-logged = le journal, { $turn }, commandant d'armée perdu
cc-c-in-c-reading = { "\u202F" }; lecture : le commandant d'armée que nomme le journal est le commandant en chef quel que soit son nom, { $logged } compte donc comme le commandant en chef ({ $side }), { $own }, compterait
cc-c-in-c-declared = coché dans Fin de bataille sans entrée au journal : pris comme déclaré à la fin de la bataille

cc-strength-typed = saisi dans Fin de bataille
cc-strength-units = d'après les unités : les hommes { $units ->
        [one] de l'unité présente
       *[other] des { $units } unités présentes
    } au départ, généraux non comptés ; { $reinforcements }
cc-reinforcements-none = pas de renforts
cc-reinforcements = { $arrived } des { $count } { $count ->
        [one] unité
       *[other] unités
    } absentes au départ amenées par le journal
cc-casualties-typed = pertes saisies dans Fin de bataille
cc-casualties-log = pertes d'après le journal : les hommes que portent ses événements Pertes, tous les hommes des unités détruites ou en fuite
cc-guns-typed = canons saisis dans Fin de bataille : { $guns }
cc-guns-log = canons d'après le journal : { $guns }
cc-guns-not-counted = non comptés (règle 6) : { $guns }
cc-infringement-typed = pertes pour infraction saisies dans Fin de bataille
cc-sum-casualties = { $casualties } de pertes
cc-sum-guns = { " " }+ { $guns } { $guns_count ->
        [one] canon perdu
       *[other] canons perdus
    } × { $men } hommes (la moitié de { $men_per_gun } hommes par canon)
cc-sum-caused = { " " }+ { $losses } de pertes pour infraction causées par { $side }
cc-sum-suffered = { " " }− { $losses } de pertes pour infraction causées par { $side }

## Objectifs pondérés (src/systems/weighted_objectives/)
# ER : effectif résiduel (RS) ; FR : facteur de retraite (WF) ; PV : points de victoire (VP).

wo-name = Objectifs pondérés (test de retraite)
wo-source = Référence des règles : objectifs pondérés (objectifs de PV pondérés et test de retraite de l'armée, Military Miniatures Magazine)
wo-line = { NUMBER($percent, style: "percent") } : tient le terrain avec davantage (objectifs pondérés)
wo-no-markers = Aucun marqueur de PV n'est placé : placez les marqueurs (jeu standard 30, 20, 15 et sept de 5) pour juger selon les objectifs pondérés.
wo-absent = absent
wo-none = aucun
wo-roll-manual = { $roll } (2D10, vrais dés)
wo-roll-seeded = { $roll } (tirage initialisé n° { $index }, 1–100)

wo-level-withdrew = Victoire (l'armée adverse bat en retraite)
wo-headline-withdrew = Victoire : { $victor } (retraite adverse : { $side }, { $roll }, { $turn }){ $shown ->
        [yes] {""}
       *[no] {""}
    }
wo-roll-against-wf = jet { $roll } > FR { $wf }
wo-roll-above-wf = jet { $roll }, supérieur à son facteur de retraite
wo-reason-figures = jet { $roll } > FR { $wf } (ER { NUMBER($rs, style: "percent") } × PV { $vp } % / 100 − pénalité { $penalty })
wo-reason-figures-hidden = jet { $roll }, supérieur à son facteur de retraite (ER { NUMBER($rs, style: "percent") }, pénalité { $penalty } ; le facteur lit son % de PV, que seuls ce camp et l'arbitre voient)
wo-reason-withdrew = { $side } : test de retraite échoué ({ $turn }) ; { $figures }
wo-reason-holds = Aucune armée n'a battu en retraite ; { $side } { $side_number ->
        [one] tient
       *[other] tiennent
    } { NUMBER($vp, style: "percent") } des PV, plus de { NUMBER($limit, style: "percent") } ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") })
wo-reason-neither = Aucune armée n'a battu en retraite ; aucun camp ne tient plus de { NUMBER($limit, style: "percent") } des PV ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") })
wo-flag-withdrawal = Retraite : { $side }, après son test de retraite ({ $turn } ; { $roll }).
wo-rule-penalties = Pénalités
wo-rule-test = Test de retraite
wo-rule-result = Étape 6 : résultat
wo-rule-who-knows = Qui sait quoi
wo-rule-figures = Chiffres
wo-rule-reading = Lecture
wo-rule-end = Fin de la bataille
wo-rule-control = Contrôle
wo-rule-markers = Marqueurs
wo-rule-status = État
wo-rule-vp-count = Décompte des PV

wo-premature-seen = { $when } : { $by } a demandé prématurément un test de retraite de l'adversaire, { $against } (son % d'ER au-dessus de { NUMBER($legitimate, style: "percent") }) ; pénalité de { $penalty } points au prochain test légitime{ $by_number ->
        [one] {""}
       *[other] {""}
    }.
wo-void-seen = { $when } : le test de { $side } est nul et ne décide rien : { $why }.
wo-result-withdrew = { $side } : test de retraite échoué ({ $turn }) ; ce camp bat en retraite et l'adversaire, { $victor }, l'emporte ; aucun autre test n'est nécessaire.
wo-who-knows = Non montré à ce lecteur : les PV que tient chaque armée, ni le % de PV et le facteur de retraite du test d'une autre armée, qui lisent des valeurs de marqueurs encore cachées pour lui.
wo-test-figures = ER { NUMBER($rs, style: "percent") }, PV { $vp } %, pénalité { $penalty }, FR { $wf }
wo-test-figures-hidden = ER { NUMBER($rs, style: "percent") }, pénalité { $penalty }
wo-compared-above = { $roll } > FR { $wf }
wo-compared-not-above = { $roll } ≤ FR { $wf }
wo-compared-above-hidden = { $roll }, supérieur à son facteur de retraite
wo-compared-not-above-hidden = { $roll }, pas supérieur à son facteur de retraite
wo-outcome-withdraws = { $side } { $side_number ->
        [one] bat
       *[other] battent
    } en retraite et { $victor } { $victor_number ->
        [one] l'emporte
       *[other] l'emportent
    }
wo-outcome-stays = { $side } { $side_number ->
        [one] ne bat pas
       *[other] ne battent pas
    } en retraite
wo-test-seen = { $when } : test de { $side } : { $figures } ; jet { $compared } : { $outcome }.

wo-figure-rs = % d'effectif résiduel
wo-figure-vp = % des PV tenus
wo-figure-wf = Facteur de retraite
wo-figure-chance = Probabilité de retraite
wo-figure-at-test = { $figure } au test décisif

wo-figures-at-test = Les chiffres sont ceux du test décisif ({ $turn }) : { $side } tel que le test a été tranché (ER { NUMBER($rs, style: "percent") }, PV { $vp } %, pénalité { $penalty }, FR { $wf }), { $victor } tel que le journal se présentait alors (ER { $victor_rs }, PV { NUMBER($victor_vp, style: "percent") }, FR { $victor_wf }) ; l'état à la fin du journal figure plus haut.
wo-end-reading = Le texte source ne donne aucune règle pour une bataille qui se termine sans retraite ; la règle propre au programme (référence des règles, Lectures) est que le camp qui tient plus de 50 % des PV tient le terrain, et que tout autre cas est un match nul.
wo-end-holds = Aucune armée n'a battu en retraite. { $side } { $side_number ->
        [one] tient
       *[other] tiennent
    } { NUMBER($vp, style: "percent") } des PV, plus de { NUMBER($limit, style: "percent") } : ce camp tient le terrain.
wo-level-holds = Victoire : tient le terrain
wo-headline-holds = Victoire : { $side } (tient le terrain avec { NUMBER($vp, style: "percent") } des PV)
wo-end-half-each = Aucune armée n'a battu en retraite. { $a } et { $b } tiennent chacun 50 % des PV : match nul.
wo-level-draw = Match nul
wo-headline-half-each = Match nul : { $a } et { $b } tiennent chacun 50 % des PV
wo-end-neither = Aucune armée n'a battu en retraite. Aucun camp ne tient plus de { NUMBER($limit, style: "percent") } des PV ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") }) : aucun ne tient le terrain ; compté comme match nul.
wo-headline-neither = Match nul : aucun camp ne tient plus de 50 % des PV ({ $a } { NUMBER($a_vp, style: "percent") }, { $b } { NUMBER($b_vp, style: "percent") })

wo-logged-numbers = ER { NUMBER($rs, style: "percent") }, PV { $vp } %, FR = arrondi({ $rs } × { $vp } / 100) − pénalité { $penalty } = arrondi({ $product }) − { $penalty } → { $wf }
wo-counted-withdrew = jet { $roll } > FR { $wf } : { $outcome }
wo-counted-stayed = jet { $roll } ≤ FR { $wf } : { $outcome }
wo-rechecked = Revérifié sur le journal : ER { NUMBER($rs, style: "percent") }, PV { $vp } %, pénalité { $penalty }, FR { $wf } concordent, et le test était légitime.
wo-recheck-mismatch = Revérification sur le journal : { $mismatches } ; le test était légitime et son résultat consigné tient.
wo-counted-test = { $when } : test ({ $side }) : { $numbers } ; { $outcome }. { $recheck }
wo-control = { $side } : a tenu le terrain 10 heures de jour avant la bataille et contrôle au départ les marqueurs de sa zone de déploiement : { $held }.
wo-control-no-defender = Le défenseur a tenu le terrain, mais aucun camp n'est seul défenseur : aucun marqueur n'est contrôlé au départ.
wo-markers-placed = { $placed } { $placed ->
        [one] seul marqueur placé
       *[other] marqueurs placés seulement
    } sur les { $count } du jeu.
wo-premature = { $when } : { $by } a demandé prématurément un test de retraite de l'adversaire, { $against } (% d'ER alors : { $rs }) ; pénalité de { $penalty } points au prochain test légitime{ $by_number ->
        [one] {""}
       *[other] {""}
    }.
wo-premature-recheck = Revérification : le % d'ER, { $rs }, n'est pas au-dessus de { $legitimate } : la demande n'était donc pas prématurée.
wo-premature-flag = La demande prématurée ({ $by }, { $turn }) n'était pas prématurée (% d'ER de l'adversaire, { $against } : { $rs }).
wo-ignored-test = { $when } : test ({ $side }) ignoré : { $withdrawn } a déjà battu en retraite ({ $turn }).
wo-mismatch-flag = Le test de retraite ({ $side }, { $turn }) ne concorde pas avec le journal rejoué : { $mismatches }.
wo-void-test = { $when } : test ({ $side }) : { $numbers } ; jet { $roll }. Le test est nul et ne décide rien (pas de retraite, pas de pénalité payée, pas de blocage) : { $why }.
wo-void-flag = Le test de retraite ({ $side }, { $turn }) est nul et ne décide rien (pas de retraite, pas de pénalité payée, pas de blocage) : { $why }.
wo-status = À la fin du journal, { $side } : { $current } { $current ->
        [one] socle
       *[other] socles
    } sur { $original }, ER { NUMBER($rs, style: "percent") }, PV { NUMBER($vp, style: "percent") }, pénalité { $penalty }, FR { $wf }, probabilité de retraite { NUMBER($chance, style: "percent") } ; { $challenge }
wo-may-be-challenged = peut être soumis au test dès maintenant.
wo-may-not-be-challenged = ne peut pas être soumis au test maintenant : { $reasons }
wo-status-no-stands = À la fin du journal, { $side } : aucun socle ; PV { NUMBER($vp, style: "percent") }.{ $side_number ->
        [one] {""}
       *[other] {""}
    }
wo-held-none = { $side } { NUMBER($vp, style: "percent") } (aucun marqueur)
wo-held = { $side } { NUMBER($vp, style: "percent") } ({ $markers })
wo-vp-count = PV à la fin du journal : { $a } ; { $b } ; { $uncontrolled }.
wo-none-uncontrolled = aucun marqueur non contrôlé
wo-uncontrolled = { NUMBER($vp, style: "percent") } non contrôlés ({ $markers })

wo-bar-no-stands = { $side } : aucune unité avec des socles, il n'y a rien à tester.{ $side_number ->
        [one] {""}
       *[other] {""}
    }
wo-bar-premature = % d'ER ({ $side }) : { NUMBER($rs, style: "percent") }, au-dessus de { NUMBER($legitimate, style: "percent") } : une demande maintenant serait prématurée, et l'armée qui la fait paie { $penalty } points de son FR à son prochain test légitime ({ $other } si la demande vient de ce camp, { $side } si elle vient de ce camp contre lui-même).{ $other_number ->
        [one] {""}
       *[other] {""}
    }{ $side_number ->
        [one] {""}
       *[other] {""}
    }
wo-bar-too-much-vp = { $side } tiendrait { NUMBER($vp, style: "percent") } des PV, plus de 100 % : les valeurs des marqueurs sont fausses (markers.markers).
wo-bar-withdrew = { $side } : déjà en retraite après son test ({ $turn }).
wo-bar-opponent-withdrew = { $other } : déjà en retraite ({ $turn }) ; la bataille est tranchée, plus aucun test.
wo-bar-locked = { $side } : test de retraite réussi ({ $turn }) et, depuis, aucun marqueur pris ni perdu, ni commandant d'armée ou de corps perdu.
wo-bar-melee = Un commandant ({ $side } : { $commanders }) est attaché à une unité en mêlée ({ $turn }) : pas de test de retraite ce tour-ci.
wo-void-no-stands = { $side } : aucune unité avec des socles à tester
wo-void-premature = le % d'ER ({ $side }) était de { NUMBER($rs, style: "percent") }, au-dessus de { NUMBER($legitimate, style: "percent") } : le test n'était donc pas légitime
wo-void-too-much-vp = { $side } aurait tenu { NUMBER($vp, style: "percent") } des PV, plus de 100 %
wo-void-withdrew = { $side } : déjà en retraite après son test ({ $turn })
wo-void-opponent-withdrew = { $other } : déjà en retraite ({ $turn }) ; la bataille était tranchée et aucun autre test n'est nécessaire
wo-void-locked = { $side } : test réussi ({ $turn }) et, depuis, aucun marqueur pris ni perdu, ni commandant d'armée ou de corps perdu
wo-void-melee = un commandant ({ $side } : { $commanders }) était attaché à une unité en mêlée ({ $turn }), et aucun test ne peut avoir lieu ce tour-là
wo-lifted-marker = { $side } : marqueur { $marker } { $took ->
        [yes] pris
       *[no] perdu
    } ({ $turn })
wo-lifted-commander = { $side } : commandant { $army ->
        [yes] d'armée
       *[no] de corps
    } { $commander } perdu ({ $turn })
wo-overspent = { $unit } ({ $lost } socles perdus sur { $stands })

wo-rule-step-1 = Étape 1 : effectif initial
wo-rule-step-2 = Étape 2 : effectif actuel
wo-rule-step-3 = Étape 3 : % d'ER
wo-rule-step-4 = Étape 4 : % de PV
wo-rule-step-5 = Étape 5 : FR
wo-rule-step-6 = Étape 6 : jet
wo-rule-subsequent = Tests suivants
wo-original-strength = { $side } : { $stands } { $stands ->
        [one] socle
       *[other] socles
    } en { $units } { $units ->
        [one] unité
       *[other] unités
    }, sur la table ou hors de la table, renforts compris.
wo-excluded-none = aucune unité laissée de côté
wo-excluded-unit = { $unit } ({ $stands } { $stands ->
        [one] socle
       *[other] socles
    }, { $status })
wo-excluded = sans compter { $units }
wo-current-strength = { $side } : { $on_table } socles des unités sur la table − { $unit_losses } socles qu'elles ont perdus − { $unassigned } socles perdus par l'armée en général = { $current } { $current ->
        [one] socle
       *[other] socles
    } ; { $excluded }.
wo-overspent-step = Plus de socles consignés comme perdus que l'unité n'en avait (comptés comme tous perdus) : { $units }.
wo-unassigned-exceed = { $side } : les { $unassigned } socles perdus par l'armée en général dépassent les { $left } socles restant sur la table : effectif actuel compté comme 0.
wo-rs-none = { $side } : aucun socle, donc pas d'effectif résiduel.
wo-rs-legitimate = { $rs } ≤ { $legitimate } : le test est légitime
wo-rs-premature = { $rs } > { $legitimate } : une demande maintenant serait prématurée
wo-rs = % d'ER = arrondi(100 × { $current } / { $original }) = arrondi({ $exact }) = { NUMBER($rs, style: "percent") } (les demis arrondis au-dessus) ; { $verdict }.
wo-rounding-note = Lecture : le % d'ER est d'abord arrondi (demis au-dessus) puis comparé à { $legitimate }, comme la référence des règles lit l'étape 3 ; un ER exact de { $exact } % compte donc pour { NUMBER($legitimate, style: "percent") } et le test est légitime, bien que les pertes de l'armée, { $losses } %, soient sous le « minimum de 40 % » du texte source.
wo-vp-none = { $side } : aucun marqueur contrôlé ; % de PV = 0.{ $side_number ->
        [one] {""}
       *[other] {""}
    }
wo-vp = { $side } : { $count ->
        [one] { $count } marqueur contrôlé
       *[other] { $count } marqueurs contrôlés
    } : { $markers } → % de PV = { $vp }.{ $side_number ->
        [one] {""}
       *[other] {""}
    }
wo-penalty-none = { $side } : le joueur n'a aucune demande prématurée impayée ; pas de pénalité.
wo-penalty = { $side } : le joueur a fait { $calls ->
        [one] { $calls } demande prématurée encore impayée
       *[other] { $calls } demandes prématurées encore impayées
    } : { $calls } × { $per_call } = { $penalty } points retirés du FR au prochain test légitime de ce camp, puis effacés.
wo-wf-floor = { " " }= { $value }, pas moins de 0
wo-wf = FR = arrondi({ $rs } × { $vp } / 100) − { $penalty } = arrondi({ $product }) − { $penalty } = { $rounded } − { $penalty }{ $floor } → FR { $wf }.
wo-roll-never = Aucun jet de pourcentage ne dépasse { $wf } : probabilité de retraite 0 %.
wo-roll = Un jet de pourcentage 2D10 (00 = 100) de { $from } à 100 dépasse le FR { $wf } : l'armée bat en retraite et l'adversaire, { $other }, l'emporte ; probabilité de retraite (100 − { $wf }) % = { NUMBER($chance, style: "percent") }.
wo-lockout-lifted = Le blocage après le dernier test réussi ({ $side }) est levé : { $by }.
cc-no-strength =
    { $side } { $side_number ->
        [one] n'a
       *[other] n'ont
    } aucun effectif : donner leurs hommes à ses unités (Camps et unités), ou saisir les hommes au départ (et les renforts) de ses contingents dans Fin de bataille

wo-unheld-marker = marqueur { $id } ({ $name })
wo-unheld-no-troops = aucune infanterie ni cavalerie ({ $side }) ne se tenait dessus ou à côté
wo-unheld-enemy-on = une unité ennemie se tenait dessus
wo-unheld-and = { $first } et { $second }
wo-unheld = { $side } : { $marker } pris ({ $turn }), mais { $why }.
wo-mismatch = { $what } { $logged } au journal, { $replayed } au rejeu
wo-what-rs = % d'ER
wo-what-vp = % de PV
wo-what-penalty = pénalité
wo-what-wf = FR

wo-values-sum = Les valeurs des marqueurs totalisent { $sum } % ; leur total doit être de 100 %.
wo-placed-over = Les marqueurs placés valent ensemble { $placed } %, plus de 100 %.
wo-bad-roll = Test de retraite ({ $side }, { $turn }) : un jet de { $roll } n'est pas un jet de pourcentage (1 à 100, 00 = 100).
wo-bad-outcome = Test de retraite ({ $side }, { $turn }) : un jet de { $roll } contre un FR de { $wf } signifie que l'armée { $withdraws ->
        [yes] bat en retraite
       *[no] reste
    }, mais le journal dit qu'elle { $withdrew ->
        [yes] a battu en retraite
       *[no] est restée
    }.
wo-over-100 = Test de retraite ({ $side }, { $turn }) : % d'ER { $rs }, % de PV { $vp } et FR { $wf } doivent chacun valoir au plus 100.
wo-refused-roll = Un jet de { $roll } n'est pas un jet de pourcentage : 2D10 se lit de 1 à 100 (00 = 100).
wo-refused-not-now = { $side } : pas de test possible maintenant. { $reasons }
wo-refused-no-stands = { $side } : aucun socle à tester.

cc-guns-cavalry-then-infantry = { $count } perdus face à la cavalerie puis encloués ou pris par l'infanterie ou les pionniers
cc-guns-infantry = { $count } perdus face à l'infanterie
cc-guns-artillery = { $count } perdus face à l'artillerie
cc-guns-abandoned = { $count } abandonnés
cc-guns-cavalry-alone = { $count } « détruits » par la cavalerie sans qu'infanterie ni pionniers ne les atteignent

## The chart's checks of the typed figures (figures.rs, sources.rs, c_in_c.rs)
cc-check-men-per-gun = { $men } hommes par canon, c'est plus que les { $max } que prend en compte cette table (le chiffre normal de la règle est 25)
cc-check-sum = { $side } : { $field } totalise { $sum }, plus que les { $max } que prend en compte cette table
cc-check-unit-men = { $side } : les hommes des unités de ce camp totalisent { $sum }, plus que les { $max } que prend en compte cette table
cc-check-log-men = { $side } : les hommes perdus d'après le journal totalisent { $sum }, plus que les { $max } que prend en compte cette table
cc-check-log-guns = { $side } : les canons perdus d'après le journal totalisent { $sum }, plus que les { $max } que prend en compte cette table
cc-check-infringement = { $offender } : { $losses } de pertes pour infraction causées, plus que les pertes du camp auquel elles sont retirées ({ $victim } : { $casualties }) (règle 5)
cc-check-over-strength = { $side } : les pertes, { $casualties } hommes ({ $sum } ; { $sources }), dépassent l'effectif de { $strength } hommes ({ $strength_source })
cc-check-contingent = { $side }, contingent « { $contingent } » : { $problem }
cc-check-contingent-casualties = { $casualties } de pertes dépassent l'effectif de { $strength } ({ $start } au départ + { $reinforcements } de renforts)
cc-check-contingent-cavalry = { $surviving } de cavalerie survivante, plus que les { $start } du départ
cc-check-contingent-ammunition = { $out } sans munitions et { $low } à court de munitions, mais { $infantry ->
        [one] { $infantry } unité
       *[other] { $infantry } unités
    } d'infanterie seulement
cc-check-guns-typed = les canons perdus saisis dans Fin de bataille ({ $side } : { $typed }) sont ceux que compte la table des pertes ; le journal enregistre : { $logged } (« Remplir d'après le journal » les reprend)
cc-check-c-in-c-ticked = le commandant en chef ({ $side }) est coché comme perdu, mais le journal n'a aucune entrée « Commandant perdu » d'un commandant d'armée de ce camp : le modificateur (4) prend la case cochée comme déclarée à la fin de la bataille ; inscrivez la perte au journal (Fin de bataille, « Inscrire au journal ») pour que le journal soit le seul registre
cc-check-c-in-c-rank = { $name } est le commandant en chef ({ $side }), mais cette entrée lui donne le rang de { $rank ->
        [corps] commandant de corps
       *[lower] commandant subalterne
    } : le modificateur (4) de la table des pertes ne compte que la perte d'un commandant d'armée
cc-sources-then = { $text } ; { $then }
