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

## Validation : les problèmes du scénario (src/model/validate.rs)

model-version = doit valoir { $expected }, trouvé { $found }
model-no-system = pas de système de victoire « { $id } » : utiliser l'un de { $known }
model-side-needs-name = le camp { $side } doit avoir un nom
model-deployment-vertices = une zone de déploiement doit avoir au moins 3 sommets, { $count ->
        [one] { $count } trouvé
       *[other] { $count } trouvés
    }
model-casualties-exceed = { $casualties } pertes dépassent l'effectif de { $strength } (départ { $start } + renforts { $reinforcements }) dans le contingent « { $contingent } »
model-cavalry-exceed = { $surviving } cavaliers survivants dépassent les { $start } du départ dans le contingent « { $contingent } »
model-ammunition-exceed = { $out } unités à court de munitions et { $low } faibles en munitions, mais seulement { $infantry } unités d'infanterie dans le contingent « { $contingent } »
model-infringement-exceed = les pertes causées par infraction ({ $caused }, tous contingents confondus) dépassent les pertes ({ $side } : { $casualties }) dont elles sont tirées
model-empty-unit-id = une unité a un identifiant vide
model-unit-id-twice = l'identifiant d'unité « { $id } » sert plus d'une fois (d'abord en { $first })
model-marker-values-sum = les valeurs des marqueurs font { $sum } %, elles doivent faire 100 %
model-too-many-markers = { $markers } marqueurs mais le jeu n'a que { $values ->
        [one] { $values } valeur
       *[other] { $values } valeurs
    }
model-marker-id-twice = l'identifiant de marqueur « { $id } » sert plus d'une fois
model-marker-value-not-in-set = le marqueur { $id } vaut { $value } %, valeur dont le jeu { $set } n'a pas (ou plus) de marqueur
model-no-unit = pas d'unité d'identifiant « { $id } »
model-unit-of-other-side = l'unité « { $unit } » appartient à un autre camp ({ $owner })
model-roll-out-of-range =
    { $what ->
        [combat] jet de combat
        [percentile] jet de pourcentage
        [rally] jet de ralliement
       *[random-event] jet d'événement aléatoire
    } { $value } hors de 1 à { $faces }
model-lost-of =
    { $lost } { $measure ->
        [men] hommes
        [stands] socles
        [unit_points] points d'unité
       *[strength_points] points de force
    } perdus sur { $of }
model-losses-exceed = les pertes de l'unité « { $unit } » dépassent son effectif : { $over }
model-no-marker = pas de marqueur d'identifiant « { $id } »
model-reveal-no-marker = les marqueurs sont retournés, mais aucun marqueur n'a été placé
model-attacker-of-other-side = l'unité attaquante « { $unit } » appartient à l'autre camp
model-test-figures-above = ER % { $rs }, PV % { $vp } et FR { $wf } doivent chacun valoir au plus 100
model-spotted-own-unit = l'unité « { $unit } » appartient à ce camp : un camp voit toujours ses unités

## Problèmes et fichiers (src/model/limits.rs, src/model/file_error.rs)

model-problem = { $place } : { $message }
model-problem-of-side = { $place } ({ $side }) : { $message }
model-cannot-read =
    { $path } : impossible de lire { $kind ->
        [campaign] la campagne
        [template] le modèle
       *[scenario] le fichier
    } : { $source }
model-too-large =
    { $path } : impossible de lire le fichier : il fait { $size } ; umpire lit { $kind ->
        [campaign] les fichiers de campagne
        [template] les modèles
       *[scenario] les fichiers de scénario
    } jusqu'à { $limit }
model-newer-version =
    { $path } : { $kind ->
        [campaign] cette campagne a été écrite
        [template] ce modèle a été écrit
       *[scenario] ce scénario a été écrit
    } au format de version { $version } par un umpire plus récent ; cet umpire lit les versions jusqu'à { $reads }. Mettre umpire à jour pour l'ouvrir.
model-not-consistent =
    { $path } : { $kind ->
        [campaign] la campagne n'est pas cohérente
        [template] le modèle n'est pas cohérent
       *[scenario] le scénario n'est pas cohérent
    } :
model-default-side = Camp { $letter }
