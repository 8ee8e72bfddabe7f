# Les mots de Waterloo 20 (src/systems/waterloo20/) : nom, niveaux, titres, raisons,
# signalements, chiffres et calcul détaillé, le rapport de forces des combats, les raisons du
# registre de moral, les tables de ralliement et d'événements aléatoires et les vérifications
# du journal. Identifiants : w20-.

w20-name = Waterloo 20 (moral et tables)
w20-source = Référence des règles : Waterloo 20 (Waterloo 20 Tables and Charts, de Joseph Miranda)
w20-line-label = { $points } : le camp perd (règle optionnelle, Napoleonic 20)
w20-no-victory-conditions = Pas de conditions de victoire : état du moral seulement
w20-morale-collapse = Effondrement du moral (règle optionnelle)
w20-optional-rule = Règle optionnelle, absente des tables de Waterloo 20 (rapportée pour l'édition ultérieure du jeu, Napoleonic 20) : un camp dont les points de moral tombent à 0 perd.
w20-missing-french = Waterloo 20 doit savoir quel camp est le camp français (settings.french) : la Garde impériale, les hexagones de LC et les tables d'événements aléatoires en dépendent.
w20-missing-morale = Waterloo 20 a besoin des points de moral de départ — { $side } (sides[{ $index }].morale_points vaut 0) ; les tables ne les donnent pas, le scénario doit les fournir.
# Un problème du journal : où, de quel camp, quoi.
w20-issue-side = { $path } ({ $side }) : { $message }
w20-issue = { $path } : { $message }

## Le verdict

w20-no-conditions-step = Les tables ne donnent pas de conditions de victoire : l'état du moral, les unités et les points de force perdus sont rapportés ; juger le vainqueur avec un autre système.
w20-rule-morale-points = Points de moral
w20-start = Au départ : { $a } { $a_points }, { $b } { $b_points } ({ $french } { $french_number ->
        [one] est
       *[other] sont
    } le camp français).
w20-rule-check = Vérification
w20-rule-optional = Règle optionnelle
w20-collapse-step = { $loser } : points de moral tombés à 0 ({ $turn } ; { $reason }) ; victoire : { $winner }. La partie s'arrête là ; les entrées suivantes sont montrées pour mémoire.
w20-collapse-headline = Victoire : { $winner } ; { $loser } : points de moral tombés à 0 ({ $turn }, règle optionnelle)
w20-no-collapse = Les points de moral d'aucun camp ne sont tombés à 0 : pas de vainqueur selon la règle optionnelle.
w20-rule-result = Résultat
w20-result = À la fin : points de moral { $a } { $a_morale }, { $b } { $b_morale } ; unités éliminées { $a } { $a_units } ({ $a_sp } PF), { $b } { $b_units } ({ $b_sp } PF) ; en déroute et non ralliées { $a } { $a_routed }, { $b } { $b_routed }.
w20-figure-morale-start = Points de moral au départ
w20-figure-morale = Points de moral à la fin
w20-figure-units-lost = Unités éliminées
w20-figure-sp-lost = Points de force éliminés (imprimés)
w20-figure-units-routed = Unités en déroute non ralliées
w20-reason = Points de moral à la fin : { $a } { $a_morale }, { $b } { $b_morale } (au départ { $a_start } et { $b_start }) ; unités éliminées : { $a } { $a_units } ({ $a_sp } PF), { $b } { $b_units } ({ $b_sp } PF)
w20-reason-collapse = ; { $side } : points de moral tombés à 0 ({ $turn }, règle optionnelle)
w20-standing = État du moral : { $a } { $a_morale }, { $b } { $b_morale } points de moral (Waterloo 20 ne donne pas de conditions de victoire)

## Rapport de forces des combats

# $role : attacking ou defending.
w20-no-units-listed = aucune unité { $role ->
        [attacking] attaquante
       *[defending] en défense
    } n'est indiquée
w20-listed-twice = l'unité « { $unit } » figure deux fois parmi les unités { $role ->
        [attacking] attaquantes
       *[defending] en défense
    }
w20-no-unit = aucune unité n'a l'identifiant « { $unit } »
w20-wrong-side = l'unité { $role ->
        [attacking] attaquante
       *[defending] en défense
    } « { $unit } » ({ $name }) appartient au camp adverse ({ $side }) : attaquants et défenseurs doivent être de camps opposés
w20-too-strong = les points de force des unités { $role ->
        [attacking] attaquantes
       *[defending] en défense
    } totalisent { $total }, ce qu'aucune armée n'a
w20-across-river = pas d'attaque à travers un côté d'hexagone de rivière (table des effets du terrain : « ne peut attaquer à travers »)
w20-combat-roll = le jet de combat { $roll } n'est pas compris entre 1 et 6
w20-rule-attack = Attaque
w20-rule-defence = Défense
w20-rule-crt = TRC
w20-rule-terrain = Table des effets du terrain
w20-the-attacker = l'attaquant
w20-the-defender = le défenseur
w20-no-units = aucune unité
w20-attack = Attaque ({ $side }) : { $units } = { $sp } PF.
w20-attack-morale = Attaque ({ $side }) : { $units } = { $sp } PF, +1 pour le point de moral que { $side_number ->
        [one] dépense
       *[other] dépensent
    } { $side } = { $attack }.
# $terrain : le terrain de l'hexagone ; $bonus : son modificateur (+1).
w20-defence = Défense ({ $side }) : { $units } = { $sp } PF, { $terrain } { $bonus } (le défenseur prend le seul meilleur modificateur de son hexagone) = { $defence }.
w20-defence-morale = Défense ({ $side }) : { $units } = { $sp } PF, { $terrain } { $bonus } (le défenseur prend le seul meilleur modificateur de son hexagone), +1 pour le point de moral que { $side_number ->
        [one] dépense
       *[other] dépensent
    } { $side } (−1 sur la différence) = { $defence }.
w20-differential = Différence { $attack } − { $defence } = { $differential }{ $clamp ->
        [above] { " " }(au-delà de +4 : lue à +4)
        [below] { " " }(en deçà de −2 : lue à −2)
       *[none] {""}
    } : colonne { $column }.
# $chances : le code et la chance de chaque résultat, « AE 1/6, AR 1/3 ».
w20-chances = Chances dans la colonne { $column } : { $chances }.
w20-roll = Jet de { $roll } dans la colonne { $column } : { $code } ({ $meaning }).
w20-river = L'attaque traverse un côté d'hexagone de rivière, ce que la table interdit.

## Ce que fait un résultat de la TRC

w20-result-ae = Toutes les unités attaquantes sont éliminées ; les unités du défenseur peuvent avancer après le combat.
w20-result-ar = Toutes les unités attaquantes sont mises en déroute ; les unités du défenseur peuvent avancer après le combat.
w20-result-aw = Toutes les unités attaquantes reculent d'un hexagone (une unité qui ne le peut pas, ou recule dans une ZdC ennemie, est éliminée) ; les unités du défenseur peuvent avancer après le combat.
w20-result-n = Accrochage : aucun camp ne perd d'unité, ne recule ni n'avance.
w20-result-ex = Échange : toutes les unités en défense sont éliminées ; l'attaquant doit aussi éliminer des unités attaquantes dont la force imprimée totalise au moins celle des défenseurs, et choisit lesquelles.
w20-result-dw = Toutes les unités en défense reculent d'un hexagone (une unité qui ne le peut pas, ou recule dans une ZdC ennemie, est éliminée) ; les unités de l'attaquant peuvent avancer après le combat.
w20-result-dr = Toutes les unités en défense sont mises en déroute ; les unités de l'attaquant peuvent avancer après le combat.
w20-result-de = Toutes les unités en défense sont éliminées ; les unités de l'attaquant peuvent avancer après le combat.

## La table de ralliement

w20-rally-code = Ralliement
w20-rally-eliminated = l'unité est définitivement éliminée
w20-rally-no-effect = aucun effet, elle pourra réessayer au prochain tour de nuit
w20-rally-rallied = l'unité se rallie : la placer sur un hexagone de LC ami

## Les tables d'événements aléatoires

w20-event-march = Marche au canon
w20-event-march-text = Le joueur allié choisit deux corps d'armée. Ils ajoutent +1 à leur mouvement pendant cette phase de mouvement si (et seulement si) ils finissent leur mouvement dans une ZdC ennemie.
w20-event-coordination = Difficultés de coordination
w20-event-coordination-text = Pendant cette phase de mouvement alliée, les unités anglo-néerlandaises et prussiennes ne peuvent traverser les hexagones les unes des autres, ni finir leur mouvement adjacentes les unes aux autres (les unités qui commençaient adjacentes peuvent rester en place).
w20-event-weather = Météo
w20-event-weather-allied-text = Lancer un dé. Sur 1–3, le joueur allié perd le reste de son tour de joueur (passer à la fin du tour) ; sur 4–6, le tour se joue normalement.
w20-event-none = Pas d'événement
w20-event-none-text = Il ne se passe rien.
w20-event-fluctuation = Fluctuation du moral
w20-event-fluctuation-allied-text = Le joueur allié lance un dé : 1–2 aucun effet ; 3–4 les Alliés perdent un point de moral ; 5–6 les Alliés gagnent un point de moral.
w20-event-information = Renseignement
w20-event-information-allied-text = Le joueur allié peut examiner une unité ennemie face cachée (avec la règle optionnelle du brouillard de guerre ; sinon, pas d'événement).
w20-event-humbugs = Napoléon trompe les Alliés
w20-event-humbugs-text = Pendant cette phase de mouvement française, toutes les unités françaises ajoutent +1 à leur potentiel de mouvement.
w20-event-orders = Ordres contradictoires
w20-event-orders-text = Le joueur allié désigne une unité française qui n'est pas dans une ZdC alliée. Cette unité ne peut entrer dans une ZdC alliée pendant la phase de mouvement de ce tour de joueur.
w20-event-weather-french-text = Lancer un dé. Sur 1–3, le joueur français perd le reste de son tour de joueur (passer au tour du joueur allié) ; sur 4–6, le tour se joue normalement.
w20-event-fluctuation-french-text = Le joueur français lance un dé : 1–2 aucun effet ; 3–4 les Français perdent un point de moral ; 5–6 les Français gagnent un point de moral.
w20-event-information-french-text = Le joueur français peut examiner une unité ennemie face cachée (avec la règle optionnelle du brouillard de guerre ; sinon, pas d'événement).
w20-event-no-such = Événement inexistant
w20-event-no-such-text = Un jet d'événement aléatoire doit être compris entre 1 et 6.
w20-second-roll-range = Le second jet { $second } n'est pas compris entre 1 et 6.
w20-weather-loses-french = Météo ({ $second }) : le joueur français perd le reste de son tour de joueur (passer au tour du joueur allié).
w20-weather-loses-allied = Météo ({ $second }) : le joueur allié perd le reste de son tour de joueur (passer à la fin du tour).
w20-weather-normal = Météo ({ $second }) : le joueur { $table ->
        [french] français
       *[allied] allié
    } joue le tour normalement.
w20-fluctuation-lose = Fluctuation du moral ({ $second }) : les { $table ->
        [french] Français
       *[allied] Alliés
    } perdent un point de moral.
w20-fluctuation-gain = Fluctuation du moral ({ $second }) : les { $table ->
        [french] Français
       *[allied] Alliés
    } gagnent un point de moral.
w20-fluctuation-none = Fluctuation du moral ({ $second }) : aucun effet.

## Le registre de moral et les étapes du journal

w20-rule-end-of-turn = Fin du tour
w20-rule-expended = Points de moral dépensés
w20-rule-night = Table de moral, fin du tour de nuit
w20-rule-combat = Table de moral, combat
w20-rule-guard = Table de moral, Garde impériale
w20-rule-rally = Table de ralliement
w20-rule-events = Événements aléatoires
# Une étape sur une entrée du journal : son tour, puis ce qu'elle a fait.
w20-line = { $turn } : { $text }
w20-end-of-turn = Fin ({ $turn }) : points de moral { $a } { $a_morale }, { $b } { $b_morale } ; pertes jusqu'ici { $a } { $a_units ->
        [one] { $a_units } unité
       *[other] { $a_units } unités
    } ({ $a_sp } PF), { $b } { $b_units ->
        [one] { $b_units } unité
       *[other] { $b_units } unités
    } ({ $b_sp } PF).
# $change : +1, −1, −2 ; $standing : les points de moral du camp après.
w20-entry = { $side } { $change } : { $reason } → { $standing }.
w20-spent-too-many = { $points ->
        [one] { $points } point de moral dépensé
       *[other] { $points } points de moral dépensés
    } alors qu'il n'en reste que { $have } ({ $side })
w20-spent = { $points ->
        [one] { $points } point de moral dépensé
       *[other] { $points } points de moral dépensés
    } : { $purpose }
w20-no-purpose = sans objet précisé
w20-night-not-night = le moral de fin de nuit est noté pour un tour ({ $turn }) qui n'est pas un tour de nuit de la piste ; il compte comme tel
w20-night-twice = { $count } événements de moral de fin de nuit ({ $turn }) : chacun compte
w20-night-automatic = automatiquement, à la fin du tour de nuit
w20-night-allied-loc = les Français occupent { $hexes } hexagones de LC alliés (deux ou plus)
w20-night-allied-loc-few = Les Français occupent { $hexes ->
        [one] { $hexes } hexagone
       *[other] { $hexes } hexagones
    } de LC alliés, moins de deux : aucune perte — { $allies }.
w20-night-french-loc = les Alliés occupent les deux hexagones de LC français
w20-rally-mods-both = { " " }(+1 Garde impériale ou I Corps anglo-néerlandais, +1 point de moral)
w20-rally-mods-guard = { " " }(+1 Garde impériale ou I Corps anglo-néerlandais)
w20-rally-mods-point = { " " }(+1 point de moral)

## La tenue des unités

w20-arrives-off-schedule = { $unit } arrive ({ $turn }), mais le calendrier des renforts la fait entrer au tour « { $due } »
# $why : not-arrived, eliminated, routed ou other ($status le dit alors).
w20-fights-but = { $unit } combat dans ce combat mais { $why ->
        [not-arrived] n'est pas encore arrivée
        [eliminated] a été éliminée plus tôt
        [routed] est en déroute : une unité en déroute est hors de la carte jusqu'à ce qu'elle se rallie
       *[other] est { $status }
    }
w20-beyond-track = « { $name } » est le tour { $number } du journal, au-delà des { $track } tours de la piste des tours (la partie finit avec « { $last } ») ; le journal a { $turns } tours

## Ce qu'un combat fait aux points de moral

w20-attacker-point = Point de moral dépensé par l'attaquant pour un combat (+1 à l'attaque)
w20-defender-point = Point de moral dépensé par le défenseur pour un combat (−1 sur la différence)
w20-result-differs = le journal indique { $logged } mais la TRC donne { $read } pour un jet de { $roll } dans la colonne { $column }
w20-no-result-logged = Pas de résultat noté : le { $code } de la table pour un jet de { $roll } est retenu.
w20-result-logged = Résultat noté : { $code } ({ $meaning }).
w20-eliminated-twice = l'unité « { $unit } » figure deux fois parmi les éliminées ; comptée une fois
w20-already-eliminated = { $unit } était déjà éliminée ; pas comptée une seconde fois
w20-eliminated-not-in-combat = { $unit } est éliminée mais ne figure pas parmi les unités de ce combat
w20-enemy-eliminated = unité ennemie { $unit } éliminée au combat
w20-own-eliminated = { $unit } éliminée au combat
w20-cannot-rout = { $unit } était déjà éliminée et ne peut être mise en déroute
w20-routed-not-in-combat = { $unit } est en déroute mais ne figure pas parmi les unités de ce combat
w20-routed = { $unit } mise en déroute au combat
w20-guard = la Garde impériale
w20-guard-units = la Garde impériale ({ $units })
# $on : french ou allies.
w20-guard-fought = { $who } a pris part à un combat dont le { $code } frappe { $on ->
        [french] les Français
       *[allies] les Alliés
    }
w20-result-eliminates = le résultat { $code } élimine « { $unit } », qui ne figure pas parmi les éliminées
w20-result-routs = le résultat { $code } met en déroute « { $unit } », qui ne figure pas parmi les unités en déroute
w20-exchange-short = échange : l'attaquant a perdu des unités de { $lost } PF imprimés ; il doit perdre au moins { $needed }, la force imprimée des défenseurs

## Ralliements et événements aléatoires

w20-rally-roll = le jet de ralliement { $roll } n'est pas compris entre 1 et 6
w20-rally-not-night = { $unit } tente de se rallier ({ $turn }), mais ce n'est pas un tour de nuit
w20-rally-not-routed = { $unit } tente de se rallier mais est { $status }, pas en déroute
w20-rally-point = Point de moral dépensé pour les ralliements (+1 au jet de ralliement de chaque unité — { $army } — pendant ce tour de nuit)
w20-rally = Ralliement de l'unité { $unit } : jet de { $roll }{ $mods } = { $modified } : { $code } ({ $meaning }).
w20-event-roll = le jet d'événement aléatoire { $roll } n'est pas compris entre 1 et 6
w20-event-rolled = { $side } { $side_number ->
        [one] obtient
       *[other] obtiennent
    } { $roll } sur la table { $table ->
        [french] française
       *[allied] alliée
    } : { $title }.
w20-event-needs-second = { $title } demande un second dé, et aucun n'est noté
w20-second-roll = le second jet { $second } n'est pas compris entre 1 et 6
w20-fluctuation = Fluctuation du moral sur la table { $table ->
        [french] française
       *[allied] alliée
    }, second dé { $second }
w20-event-effect = { $side } { $side_number ->
        [one] obtient
       *[other] obtiennent
    } { $roll } sur la table { $table ->
        [french] française
       *[allied] alliée
    } : { $effect }
