# Les mots du scénario (src/model/) : les noms des genres d'entrées, des terrains et des
# résultats, et les messages de validation, de lecture et d'écriture des fichiers.

## Le journal de bataille (src/model/log.rs)

model-turn-numbered = tour { $number }

## Les noms montrés (src/model/log.rs, src/model/side.rs)

model-terrain-open = découvert
model-terrain-forest = forêt
model-terrain-rough = accidenté
model-terrain-town = village
model-terrain-chateau = château (Hougomont)
model-result-a-e = attaquant éliminé
model-result-a-r = attaquant en déroute
model-result-a-w = l'attaquant recule d'un hexagone
model-result-n = engagés : sans effet
model-result-e-x = échange
model-result-d-w = le défenseur recule d'un hexagone
model-result-d-r = défenseur en déroute
model-result-d-e = défenseur éliminé
model-event-losses = Pertes
model-event-status = Statut
model-event-marker-control = Contrôle de marqueur
model-event-commander-lost = Commandant perdu
model-event-commander-in-melee = Commandant en mêlée
model-event-guns-lost = Canons perdus
model-event-combat = Combat
model-event-premature-call = Appel prématuré
model-event-withdrawal-test = Test de retraite
model-event-night-morale = Moral de nuit
model-event-morale-spent = Moral dépensé
model-event-rally = Ralliement
model-event-random-event = Événement aléatoire
model-event-note = Note
model-event-move = Mouvement
model-event-spotted = Repérage
model-event-reveal-markers = Marqueurs retournés
model-guns-cavalry-then-infantry = perdus face à la cavalerie puis encloués ou pris par l'infanterie ou les pionniers
model-guns-infantry = perdus face à l'infanterie
model-guns-artillery = perdus face à l'artillerie
model-guns-abandoned = abandonnés
model-guns-cavalry-alone = « détruits » par la cavalerie sans que l'infanterie ni les pionniers ne les atteignent
model-status-on-board = en jeu
model-status-destroyed = détruite ou en fuite
model-status-routed = en déroute
model-status-withdrawn = retirée volontairement
model-status-off-table = hors de la table
model-status-not-arrived = pas encore arrivée
model-status-exited = sortie de la carte
model-kind-infantry = infanterie
model-kind-cavalry = cavalerie
model-kind-artillery = artillerie
model-kind-general = général

## Les dates de campagne (src/model/campaign/date.rs)

model-date-long =
    { $day } { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } { $year }
model-date-short =
    { $day } { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    }
