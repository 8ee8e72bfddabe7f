# Le bureau de l'arbitre (src/app/desk/) : ses panneaux, formulaires, outils et graphiques.

## Les panneaux du bureau (mod.rs)

desk-log = Journal de bataille
desk-end-of-battle = Fin de bataille
desk-settings = Réglages
desk-verdicts = Verdicts
desk-withdrawal = Test de retraite
desk-naw = Napoleon at Waterloo
desk-waterloo20 = Waterloo 20
desk-graphs = Graphiques
desk-log-about = Ce qui s'est passé, tour par tour : pertes, changements d'état, marqueurs, tests
desk-end-of-battle-about = Les chiffres à la fin de la bataille, et comment elle a fini
desk-settings-about = Le système de victoire qui décide de la bataille, ceux qui lui sont comparés, et qui a joué
desk-verdicts-about = Le verdict de chaque système de victoire côte à côte, avec son calcul détaillé
desk-withdrawal-about = Le test de retraite de l'armée : les chances avant le jet, puis le jet
desk-naw-about = Napoleon at Waterloo [8.0] : démoralisation et sorties
desk-waterloo20-about = Waterloo 20 : combats, moral, ralliement, événements aléatoires, piste des tours
desk-graphs-about = Pertes, PV et moral tour par tour ; enregistrer un graphique en PNG
desk-roll-real = { $roll } (vrais dés)
desk-roll-seeded = { $roll } (tirage { $draw } des dés du scénario)
desk-updating = Mise à jour des verdicts après la dernière modification…
desk-replaying =
    { $count ->
        [one] Relecture du journal de bataille ({ $count } entrée) et jugement…
       *[other] Relecture du journal de bataille ({ $count } entrées) et jugement…
    }
desk-strip-system = { $system } :
desk-strip-withheld = en attente : marqueurs encore face cachée
desk-strip-needs-data = données manquantes : { $count }
desk-strip-no-sense =
    { $count ->
        [one] données incohérentes ({ $count } problème)
       *[other] données incohérentes ({ $count } problèmes)
    }
desk-showing = Affiché : { $field } : { $message }
desk-clear-highlight = Effacer la mise en évidence

## Les dés (widgets.rs)

desk-seeded-dice = Dés du scénario
desk-real-dice = Vrais dés
desk-seeded-dice-name = { $what } : dés du scénario
desk-real-dice-name = { $what } : vrais dés
desk-real-dice-typed = { $what } (vrais dés)
desk-seeded-dice-why = Lancer les dés du scénario (dés à graine) : le tirage peut être reproduit.
desk-roll-empty = saisir d'abord le jet des vrais dés
desk-roll-out-of-range = « { $typed } » n'est pas un jet de dés : { $range }
desk-roll-range-percentile = 1 à 100 (00 = 100)
desk-roll-range = 1 à { $faces }
desk-roll-error = { $what } : { $cause }

## Le tour courant (turns.rs)

desk-answer-first = Le tour courant précède le dernier : répondre d'abord à la question au-dessus du panneau
desk-no-turns-yet = aucun tour pour l'instant
desk-current-turn = Tour courant
desk-current-turn-why = Le tour que lit chaque outil du bureau, et où il inscrit
desk-next-turn = Tour suivant
desk-next-turn-why = Commencer le tour suivant du journal et en faire le tour courant
desk-decided-collapse = la partie a pris fin sur l'effondrement des divisions ({ $side }) (Fin de bataille)
desk-decided-sundown = la partie a pris fin à la tombée de la nuit (Fin de bataille)
desk-decided-flag = { $system } : { $flag }
desk-decided-track-end = la piste des tours de Waterloo 20 s'arrête à : { $turn }
desk-list-separator = { " ; " }
desk-earlier-turn = Le tour courant ({ $current }) précède le dernier tour du journal ({ $last }). Inscrire quand même dans ce tour ?
desk-log-into = Inscrire dans ce tour ({ $turn })
desk-go-to-turn = Aller au dernier tour ({ $turn })
desk-add-after-decided = La bataille est décidée : { $why }. Le tour suivant ({ $next }) viendrait après. L'ajouter quand même ?
desk-add-after-decided-title = Ajouter un tour après la bataille ?
desk-add-the-turn = Ajouter le tour

## Les verdicts (verdicts.rs)

desk-result-of-record = Résultat officiel
desk-name-deciding-system = Désigner le système qui décide
desk-name-deciding-system-why = Dans le panneau Réglages du bureau
desk-name-deciding-system-message = Désigner le système de victoire qui décide de la bataille.
desk-for-comparison = Pour comparaison
desk-other-systems = Autres systèmes
desk-not-yet-played = Pas encore jouée : rien n'est encore inscrit au journal.
desk-cannot-judge = Jugement impossible : données manquantes
desk-does-not-apply = Ce système ne s'applique pas à ce scénario.
desk-no-sense = Les données sont incohérentes
desk-go-to = Aller à : { $field }
desk-go-to-field-why = Montrer le champ dans le bureau
desk-go-to-place-why = Montrer l'endroit dans le bureau
desk-level-winner = Niveau : { $level }. Vainqueur : { $winner }.
desk-level-no-winner = Niveau : { $level }. Vainqueur : aucun.
desk-why = Pourquoi : { $reason }.
desk-flag-of-side = ! { $side } : { $flag }
desk-flag = ! { $flag }
desk-worked-steps = Calcul détaillé : { $system }
desk-step = { $n }. { $rule }

## Les réglages (settings.rs)

desk-no-such-system = « { $id } » (aucun système de ce nom)
desk-result-of-record-about = Le système de victoire dont le verdict décide de la bataille, désigné avant la bataille (seed 000 : sa table décide, sauf si l'arbitre fixe clairement d'autres critères au départ). Le panneau Verdicts et le compte rendu donnent son verdict en premier, puis ceux qui lui sont comparés.
desk-decided-by = Décidé par
desk-not-named-yet = pas encore désigné
desk-compared-with = Comparé à
desk-compared-with-name = Comparé à : { $system }
desk-from-the-file = { $system } (lu dans le fichier)
desk-field-problem = { $field } : { $message }
desk-who-played = Qui a joué
desk-who-played-about = Qui a joué chaque camp, qui a arbitré, où et quand : ce qu'un club inscrit avec le résultat, en première page du compte rendu.
desk-players-of = Joueurs ({ $side })
desk-umpire = Arbitre
desk-place = Lieu
desk-date-played = Date de la partie
desk-date-hint = p. ex. 14 mars 2026
desk-place-hint = p. ex. le nom du club et sa ville

## Aller à un champ (focus.rs)

desk-tab-designer = Conception
desk-tab-sides = Camps et unités
desk-edited-in-tab = { $path } se modifie dans l'onglet « { $tab } » : { $message }

## La fin de la bataille (end_of_battle.rs)

desk-end-start-men = Hommes au départ
desk-end-reinforcements-men = Renforts arrivés (hommes)
desk-end-casualties-men = Pertes (hommes)
desk-end-guns-lost = Canons perdus face à la cavalerie, puis encloués ou pris
desk-end-guns-lost-to-infantry = Canons perdus face à l'infanterie
desk-end-guns-lost-to-artillery = Canons perdus face à l'artillerie
desk-end-guns-abandoned = Canons abandonnés
desk-end-guns-destroyed-by-cavalry-alone = Canons détruits par la seule cavalerie (non comptés)
desk-end-infringement-losses-caused = Pertes infligées pour infraction répétée
desk-end-cavalry-start = Cavalerie au départ (hommes)
desk-end-cavalry-surviving = Cavalerie survivante (hommes)
desk-end-batteries = Batteries
desk-end-rounds = Coups restants
desk-end-infantry-units = Unités d'infanterie
desk-end-out-of-ammunition = Unités d'infanterie à court de munitions
desk-end-low-on-ammunition = Unités d'infanterie presque sans munitions
desk-end-field-name = { $label }, { $side } : { $contingent }
desk-system-message = { $system } : { $message }
desk-not-ended-yet = pas encore finie
desk-collapse-of = effondrement des divisions ({ $side })
desk-sundown = tombée de la nuit (pas de vainqueur officiel)
desk-not-a-waterloo-game = pas une partie de Waterloo
desk-how-the-battle-ended = Comment la bataille a fini
desk-how-the-game-ended = Fin de la partie
desk-men-per-gun = Hommes par canon
desk-held-the-field = Terrain tenu 10 heures
desk-held-the-field-box = Le défenseur a tenu le terrain 10 heures de jour auparavant
desk-french-side = Camp français
desk-morale-points-at-start = Points de moral au départ ({ $side })
desk-optional-rule = Règle optionnelle
desk-morale-zero-loses = Waterloo 20 : un camp dont les points de moral tombent à 0 perd (hors tables)
desk-no-contingent = { $side } : aucun contingent ; en ajouter un dans l'onglet des camps pour saisir ses chiffres de fin de bataille.
desk-side-total-typed = Total du camp pour la table des pertes : effectif { $strength } hommes (saisi ci-dessous), pertes { $casualties } hommes (saisies ci-dessous), { $loss } de l'effectif
desk-side-total-from-units = Total du camp pour la table des pertes : effectif { $strength } hommes (d'après les unités : aucun homme saisi ci-dessous), pertes { $casualties } hommes (d'après le journal), { $loss } de l'effectif
desk-contingent-of = { $side } : { $contingent }
desk-fill-from-log = Remplir d'après le journal
desk-fill-from-log-name = Remplir d'après le journal, { $side } : { $contingent }
desk-fill-from-log-why = Prendre effectifs, pertes, cavalerie, canons perdus, batteries et unités d'infanterie dans l'ordre de bataille et le journal
desk-player-view-reads-only = La vue d'un joueur lit les chiffres et ne change rien
desk-being-replayed = Le journal est relu après la dernière modification
desk-fill-nothing = Le journal et l'ordre de bataille ne donnent aucun chiffre de fin de bataille pour { $side } : { $contingent }.
desk-filled-figure = { $label } { $value }
desk-filled = Rempli d'après le journal pour { $side } : { $contingent } : { $figures }.
desk-log-figure = journal : { $value }
desk-as-in-the-log = comme au journal

## Le commandant en chef (end_of_battle/c_in_c.rs)

desk-c-in-c = Commandant en chef
desk-c-in-c-of = Commandant en chef ({ $side })
desk-head-of-state = Chef d'État
desk-head-of-state-box = Le commandant en chef est aussi chef d'État
desk-head-of-state-name = Le commandant en chef ({ $side }) est chef d'État
desk-c-in-c-lost = Commandant en chef perdu
desk-c-in-c-lost-box = Tué, blessé ou capturé
desk-c-in-c-lost-name = Commandant en chef ({ $side }) tué, blessé ou capturé
desk-show-in-the-log = Voir au journal
desk-show-loss-in-the-log = Voir au journal la perte du commandant en chef ({ $side })
desk-the-loss-of-c-in-c = La perte du commandant en chef ({ $side })
desk-ticked-no-entry = Coché sans entrée au journal : pris comme déclaré à la fin de la bataille.
desk-record-in-the-log = Inscrire au journal
desk-record-loss-in-the-log = Inscrire au journal la perte du commandant en chef ({ $side })
desk-ticking-logs = Cocher inscrit la perte au tour courant.
desk-logged-in =
    { $more ->
        [0] Inscrit au journal ({ $turn }) : le commandant de l'armée.
        [one] Inscrit au journal ({ $turn }) : le commandant de l'armée (et { $more } autre entrée).
       *[other] Inscrit au journal ({ $turn }) : le commandant de l'armée (et { $more } autres entrées).
    }
desk-logged-in-named =
    { $more ->
        [0] Inscrit au journal ({ $turn }) : le commandant de l'armée, { $name }.
        [one] Inscrit au journal ({ $turn }) : le commandant de l'armée, { $name } (et { $more } autre entrée).
       *[other] Inscrit au journal ({ $turn }) : le commandant de l'armée, { $name } (et { $more } autres entrées).
    }
desk-and-more =
    { $count ->
        [one] et { $count } autre
       *[other] et { $count } autres
    }
desk-loss-logged-times = Le journal inscrit { $count } fois la perte d'un commandant d'armée ({ $side }) : { $places }. Décocher les supprime toutes.
desk-remove-all =
    { $count ->
        [one] Supprimer l'entrée
       *[other] Supprimer les { $count }
    }
desk-remove-all-name =
    { $count ->
        [one] Supprimer la perte du commandant en chef ({ $side })
       *[other] Supprimer les { $count } pertes du commandant en chef ({ $side })
    }
desk-keep-them = Les garder

## Le journal de bataille (log_editor/mod.rs)

desk-default-purpose = marche forcée
desk-turns = Tours
desk-no-turns-logged = Aucun tour inscrit pour l'instant.
desk-turn-entries =
    { $count ->
        [one] { $turn } ({ $count } entrée)
       *[other] { $turn } ({ $count } entrées)
    }
desk-turn-number-entries =
    { $count ->
        [one] Tour { $turn } ({ $count } entrée)
       *[other] Tour { $turn } ({ $count } entrées)
    }
desk-add-turn = Ajouter un tour
desk-turn-name = Nom du tour
desk-rename = Renommer
desk-cancel = Annuler
desk-rename-turn = Renommer le tour
desk-delete-turn = Supprimer le tour
desk-delete-turn-why =
    { $count ->
        [one] Supprimer ce tour ({ $turn }) et son entrée ({ $count }) ; annuler les rétablit
       *[other] Supprimer ce tour ({ $turn }) et ses { $count } entrées ; annuler les rétablit
    }
desk-add-a-turn-to-start = Ajouter un tour pour commencer le journal de bataille.
desk-nothing-logged-yet = Rien n'est encore inscrit au journal.
desk-nothing-logged-in-turn = Rien n'est encore inscrit dans ce tour.
desk-void = nul
desk-done = Terminer
desk-done-entry = Terminer l'entrée { $entry }
desk-edit = Modifier
desk-edit-entry = Modifier l'entrée { $entry }
desk-delete = Supprimer
desk-delete-entry = Supprimer l'entrée { $entry }
desk-up = Monter
desk-move-entry-up = Monter l'entrée { $entry }
desk-down = Descendre
desk-move-entry-down = Descendre l'entrée { $entry }
desk-new-entry = Nouvelle entrée
desk-add-entry = Ajouter l'entrée
desk-entry-problem = Problème ({ $field }) : { $message }

## Le formulaire d'une entrée du journal (log_editor/form.rs)

desk-men-lost = Hommes perdus
desk-stands-lost = Socles perdus
desk-strength-points-lost = Points de force perdus
desk-unit-points-lost = Points d'unité perdus
desk-examined-by = Examiné par
desk-side = Camp
desk-unit = Unité
desk-guns = Canons
desk-guns-lost-name = Nombre de canons perdus
desk-called-by = Demandé par
desk-army-challenged = Armée mise en cause
desk-allied-loc-held = Hexagones de LdC alliés tenus par les Français
desk-french-loc = LdC françaises
desk-allies-hold-french-loc = Les Alliés tiennent les deux hexagones de LdC français
desk-morale-points = Points de moral
desk-morale-points-spent = Points de moral dépensés
desk-purpose = Objet
desk-rally-roll = Jet de ralliement
desk-morale-point = Point de moral
desk-morale-point-spent = Point de moral dépensé (+1)
desk-event-roll = Jet d'événement
desk-note = Note
desk-note-text = Texte de la note
desk-seen-by = Vu par
desk-units-seen = Unités vues
desk-seen = Vue
desk-seen-is-theirs = ce que l'arbitre a montré à l'autre camp ne regarde que lui
desk-markers = Marqueurs
desk-every-marker-face-up = Chaque marqueur est retourné face visible : dès lors toutes les valeurs sont connues.
desk-side-at-large = le camp dans son ensemble
desk-new-status = Nouvel état
desk-marker = Marqueur
desk-commander = Commandant
desk-commander-name = Nom du commandant
desk-rank = Rang
desk-how = Comment
desk-how-guns-lost = Comment les canons ont été perdus
desk-gun-loss-counted = { $how } (compté)
desk-gun-loss-not-counted = { $how } (non compté)
desk-not-known-to-audience = inconnu de ce public
desk-army-tested = Armée testée
desk-rs-percent = RF %
desk-vp-percent = PV %
desk-penalty = Pénalité
desk-wf = FR
desk-percentile-roll = Jet de pourcentage
desk-outcome = Résultat
desk-the-army-withdraws = L'armée bat en retraite
desk-second-die = Second dé
desk-second-die-rolled = Un second dé a été lancé
desk-second-roll = Second jet
desk-rank-army = commandant d'armée
desk-rank-corps = commandant de corps
desk-rank-other = commandant
desk-on-board-arrived = sur la carte (arrivée)
desk-pick-a-unit = choisir une unité
desk-unit-of-side = { $unit } — { $side }

## Un combat du journal (log_editor/combat.rs)

desk-attacking-side = Camp attaquant
desk-attackers = Attaquants
desk-attacker = Attaquant
desk-defenders = Défenseurs
desk-defender = Défenseur
desk-defenders-terrain = Terrain du défenseur
desk-river = Rivière
desk-across-river = À travers un côté d'hexagone de rivière (interdit)
desk-attacker-spends = L'attaquant dépense un point de moral (+1)
desk-defender-spends = Le défenseur dépense un point de moral (−1)
desk-roll = Jet
desk-the-die-was-rolled = Le dé a été lancé
desk-combat-roll = Jet de combat
desk-result = Résultat
desk-none = aucun
desk-table-gives = la table donne { $code } ({ $meaning }) pour ce jet
desk-as-the-table-gives = comme le donne la table des résultats de combat
desk-sp-lost-by = PF perdus ({ $side })
desk-eliminated = Éliminées
desk-routed = En déroute
desk-pick-attackers-first = choisir d'abord attaquants et défenseurs
desk-role-unit = { $role } : { $unit }

## Un mouvement du journal (log_editor/moves.rs)

desk-move-to = Vers
desk-facing = Orientation
desk-a-cell-of = { $cell }
desk-a-cell = case
desk-a-point = point
desk-cell-id = Identifiant de la case
desk-point-x = Point x, pixels
desk-point-y = Point y, pixels
desk-not-seen = non vu (copie du joueur)
desk-new-facing = Nouvelle orientation
desk-facing-name = Orientation, en degrés dans le sens horaire depuis le haut

## Le test de retraite (withdrawal.rs)

desk-as-at-start-logs = Comme au début de la bataille ; un test va dans le premier tour du journal.
desk-as-at-start = Comme au début de la bataille.
desk-as-at-end-logs = Comme à la fin du tour courant ({ $turn }) ; un test y est inscrit.
desk-as-at-end = Comme à la fin du tour courant ({ $turn }).
desk-original-strength = Effectif initial (socles)
desk-current-strength = Effectif actuel (socles)
desk-residual-strength = Effectif résiduel RF %
desk-no-stands = aucun socle
desk-legitimate = Légitime (RF % de { $percent } ou moins)
desk-yes = oui
desk-no = non
desk-vp-held = PV % détenus
desk-unpaid-calls = Demandes prématurées non payées
desk-unpaid-calls-penalty =
    { $penalty ->
        [one] { $calls } (pénalité de { $penalty } point)
       *[other] { $calls } (pénalité de { $penalty } points)
    }
desk-withdrawal-factor = Facteur de retraite FR
desk-chance-of-withdrawing = Probabilité de battre en retraite
desk-may-be-challenged = { $side } : peut être soumis au test maintenant.
desk-may-not-be-challenged = { $side } : ne peut pas être soumis au test maintenant :
desk-may-not-be-challenged-now = { $side } : ne peut pas être soumis au test maintenant
desk-reason = - { $reason }
desk-how-found = Comment ces chiffres ont été trouvés : { $side }
desk-test-called-by = Test de retraite ({ $side }) demandé par
desk-premature-call-on = Demande prématurée : { $side }
desk-premature-call-why = { $side } : RF au-dessus de { NUMBER($percent, style: "percent") } ; la demande est prématurée et { $caller } { $caller_number ->
        [one] paie
       *[other] paient
    } { $penalty } points à son prochain test légitime
desk-withdrawal-roll-of = Jet de retraite ({ $side })
desk-roll-withdrawal-test = Lancer le test de retraite ({ $side })

## Le suivi de Napoleon at Waterloo (naw_tracker.rs)

desk-naw-game-goes-on = la partie continue
desk-naw-allies-win = victoire : { $side } (Alliés)
desk-naw-french-win = victoire : { $side } (Français)
desk-naw-needs-french = Napoleon at Waterloo doit savoir quel camp est le français.
desk-naw-go-to-french = Aller au réglage du camp français
desk-naw-heading = [8.0] Démoralisation et conditions de victoire
desk-naw-french-sp-lost = Points de force perdus : { $side } (Français)
desk-naw-allied-sp-lost = Points de force perdus : { $side } (Alliés)
desk-naw-exited-north = Unités sorties au nord : { $side }
desk-naw-bar = { $label } : { $value } sur { $of }
desk-naw-demoralized = { $side } : démoralisés [8.2] ; les attaques alliées sont décalées d'une colonne vers le bas (3-1 devient 2-1), les attaques françaises d'une colonne vers le haut (1-2 devient 1-1).
desk-naw-not-demoralized =
    { $count ->
        [one] { $side } : pas démoralisés ; encore { $count } point de force allié à perdre avant de l'être.
       *[other] { $side } : pas démoralisés ; encore { $count } points de force alliés à perdre avant de l'être.
    }
desk-naw-state-of-game = État de la partie : { $game }.
desk-naw-after-every-entry = Après chaque entrée du journal
desk-naw-nothing-logged = Rien n'est encore inscrit au journal.
desk-naw-turn = Tour
desk-naw-french-sp = PF français perdus
desk-naw-allied-sp = PF alliés perdus
desk-naw-exited = Sorties
desk-naw-allies-demoralized = Alliés démoralisés
desk-naw-game = Partie
desk-naw-what-it-did = Effet
desk-naw-entry = Entrée

## L'assistant de Waterloo 20 (waterloo20/mod.rs)

desk-w20-combat-resolver = Résolution des combats
desk-w20-morale-ledger = Registre du moral
desk-w20-rally = Ralliement
desk-w20-random-events = Événements aléatoires
desk-w20-turn-track = Piste des tours
desk-w20-needs-french = Waterloo 20 doit savoir quel camp est le français.
desk-w20-beyond-track =
    { $count ->
        [one] Le journal a { $count } tour ; la piste des tours en a { $track } : Waterloo 20 s'arrête après « { $last } », les tours suivants sont hors jeu.
       *[other] Le journal a { $count } tours ; la piste des tours en a { $track } : Waterloo 20 s'arrête après « { $last } », les tours suivants sont hors jeu.
    }
# $ends_in_s ne sert qu'à l'anglais (son possessif) : le français l'ignore.
desk-w20-negative-morale = Points de moral ({ $side }) à { $points } après { $turn } : un camp ne peut dépenser ni perdre des points qu'il n'a pas ; vérifier les entrées de ce tour.
desk-w20-start = Départ
desk-w20-ledger = Registre
desk-w20-no-morale-change = Aucun changement de points de moral au journal pour l'instant.
desk-w20-end-of-night = Fin d'un tour de nuit
desk-w20-not-night = Le tour courant ({ $turn }) n'est pas un tour de nuit : les lignes de fin de nuit ne s'appliquent qu'aux tours de nuit.
desk-w20-allied-loc-occupied = Hexagones de LdC alliés occupés par les Français
desk-w20-allies-occupy-both = Les Alliés occupent les deux hexagones de LdC français
desk-w20-log-night-morale = Inscrire le moral de la nuit
desk-w20-logged-in = Inscrit au journal ({ $turn }) : { $said }
desk-w20-turn-record-track = Piste des tours
desk-w20-night = Nuit
desk-w20-reinforcements = Renforts
desk-w20-log = Journal
desk-w20-current = courant
desk-w20-logged = inscrit

## La résolution des combats de Waterloo 20 (waterloo20/combat.rs)

desk-w20-no-unit-on-board = aucune unité sur la carte
desk-w20-units-on-board-in = Les unités sur la carte au tour courant ({ $turn }).
desk-w20-attackers-of = Attaquants ({ $side })
desk-w20-defenders-of = Défenseurs ({ $side })
desk-w20-across-river = À travers un côté d'hexagone de rivière
desk-w20-attacker-spends = L'attaquant dépense un point de moral (+1 à l'attaque)
desk-w20-defender-spends = Le défenseur dépense un point de moral (−1 au différentiel)
desk-w20-odds = Attaque { $attack } contre défense { $defence } : différentiel { $differential }, colonne { $column }
desk-w20-meaning = Signification
desk-w20-chance = Probabilité
desk-w20-in-six = { $sixths } sur 6 ({ $percent })
desk-w20-how-odds-found = Comment la colonne a été trouvée
desk-w20-roll-again = Le combat ou les dés ont changé depuis le jet : relancer.
desk-w20-roll-the-die = Lancer le dé
desk-w20-roll-result = Jet { $roll } dans la colonne { $column } : { $code } ({ $meaning })
desk-w20-eliminated-units = Éliminées : { $units }
desk-w20-routed-units = En déroute : { $units }
desk-w20-retreat-units = Retraite d'un hexagone : { $units } (une unité qui ne le peut pas, ou qui recule dans une ZdC ennemie, est éliminée : modifier l'entrée du journal)
desk-w20-exchange = Échange : l'attaquant choisit des unités attaquantes d'au moins { $points } points de force imprimés à éliminer ; les ajouter aux unités éliminées de l'entrée du journal.
desk-w20-log-this-combat = Inscrire ce combat au journal

## Les tables de Waterloo 20 (waterloo20/tables.rs)

desk-w20-rally-table = Table de ralliement (tours de nuit)
desk-w20-rally-eliminated = E : l'unité est définitivement éliminée
desk-w20-rally-no-effect = – : sans effet, elle peut réessayer au prochain tour de nuit
desk-w20-rally-rallies = Ralliement : la placer sur un hexagone de LdC ami
desk-w20-rally-modifiers = Modificateurs : +1 pour la Garde impériale française ou le Ier corps anglo-néerlandais ; +1 pour un point de moral dépensé.
desk-w20-no-rally-nothing-logged = Aucune unité en déroute ne peut tenter de se rallier : rien n'est encore inscrit au journal.
desk-w20-no-rally-in = Aucune unité en déroute ne peut tenter de se rallier au tour courant ({ $turn }).
desk-w20-routed-unit = Unité en déroute
desk-w20-expend-morale-point = Dépenser un point de moral (+1)
desk-w20-modifier-for = Modificateur ({ $unit }) : +{ $modifier }
desk-w20-rally-on-night = Les unités se rallient aux tours de nuit ; le tour courant n'en est pas un.
desk-w20-roll-and-log-rally = Lancer et inscrire le ralliement
desk-w20-rally-of = Ralliement ({ $unit }) : jet { $roll }, modifié { $modified } : { $code } ({ $meaning })
desk-w20-side-rolling = Camp qui lance
desk-w20-side-rolling-name = Camp qui lance un événement aléatoire
desk-w20-french-events-table = Table des événements aléatoires français
desk-w20-allied-events-table = Table des événements aléatoires alliés
desk-w20-random-event-roll = Jet d'événement aléatoire
desk-w20-second-die-for = Second dé, pour Météo (3) et Fluctuation du moral (5) :
desk-w20-roll-and-log-event = Lancer et inscrire l'événement aléatoire
desk-w20-random-event-for = Événement aléatoire ({ $side }) : jet { $roll } : { $event }. { $text }
desk-w20-random-event-for-then = Événement aléatoire ({ $side }) : jet { $roll } : { $event }. { $text } { $extra }

## Les graphiques (graphs.rs)

desk-chart-losses = Pertes
desk-chart-loss-percent = Pertes en % de l'effectif
desk-chart-strength-points = Points de force perdus
desk-chart-vp-held = PV détenus
desk-chart-morale = Points de moral (Waterloo 20)
desk-no-chart-no-losses = Aucune unité n'a d'effectif et aucune perte n'est inscrite.
desk-no-chart-no-strength = Aucune unité n'a d'effectif dans la mesure qu'utilise le journal : pas de pourcentage à montrer.
desk-no-chart-no-sp-lost = Aucun point de force n'a été perdu.
desk-no-chart-no-markers = Aucun marqueur de PV n'est placé.
desk-no-chart-vp-face-down = Les PV détenus ne sont pas montrés : ils trahiraient des valeurs encore face cachée pour ce public.
desk-no-chart-not-waterloo20 = Pas un scénario de Waterloo 20 (le camp français, des unités avec une capacité de mouvement et des points de moral au départ).
desk-series-name = { $side } : { $what }
desk-measure-lost = { $measure } perdus
desk-chart-cumulative-losses = Pertes cumulées en { $measure }
desk-chart-cumulative-percent = Pertes cumulées en % de l'effectif ({ $measure })
desk-percent-of-measure-lost = % de { $measure } perdus
desk-percent-lost = % perdus
desk-chart-cumulative-sp = Points de force perdus cumulés
desk-sp-lost = PF perdus
desk-chart-morale-per-turn = Points de moral par tour
desk-save-graph = Enregistrer le graphique en PNG
desk-png-image = Image PNG
desk-saved-to = enregistré dans { $path }
desk-current-turn-line = Tour courant : { $turn }
desk-hover-point = { $turn } : { $value } { $measure }
desk-graph-saved = Graphique « { $title } » enregistré dans { $path }
desk-cannot-save-graph = { $path } : impossible d'enregistrer le graphique : { $error }
