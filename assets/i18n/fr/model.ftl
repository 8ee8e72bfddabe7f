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
