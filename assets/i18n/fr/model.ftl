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

## Limites (src/model/limits.rs) : un fichier qui les dépasse est refusé

model-too-many-characters = { $count } caractères ; umpire en accepte au plus { $max } ici
model-control-character =
    le caractère { $at } est un caractère de contrôle (U+{ $code }) ; { $kind ->
        [notes] les notes peuvent contenir des retours à la ligne et des tabulations, aucun autre
       *[line] l'écrire sur une seule ligne de caractères imprimables
    }
model-map-image-empty = le chemin de l'image de la carte est vide : écrire le chemin de l'image, p. ex. Some("maps/field.jpg"), ou None s'il n'y a pas de carte
model-too-many =
    { $count } { $what ->
        [contingents] contingents
        [vertices] sommets dans la zone de déploiement
        [units] unités dans les deux camps réunis
        [markers] marqueurs
        [marker-values] valeurs de marqueurs
        [systems] systèmes à comparer
        [turns] tours
        [events] entrées du journal, tous tours réunis
        [combat-units] identifiants d'unités dans un même combat
        [painted-cells] cases peintes
        [hexsides] côtés d'hexagone
       *[exits] sorties
    } ; umpire en accepte au plus { $max }
model-not-a-facing = { $value } n'est pas une orientation : écrire des degrés, p. ex. 90,0
model-not-a-position = (x: { $x }, y: { $y }) n'est pas une position : les coordonnées sont des nombres de pixels compris entre -{ $max } et +{ $max }
model-not-a-contact-distance = { $value } n'est pas une distance : écrire la distance de contact, dans l'unité d'échelle de la carte, p. ex. 150
model-not-a-scale = { $value } n'est pas une distance : écrire la distance au sol d'un pixel, p. ex. 2,5

## La grille (src/model/grid/)

model-cell-hex = hexagone
model-cell-square = case
model-grid-not-a-cell-size = { $value } n'est pas une taille de case : écrire le pas des cases en pixels, de { $min } à { $max }
model-grid-not-a-position = { $value } n'est pas une position : un nombre de pixels compris entre -{ $max } et +{ $max }
model-grid-cells-not-sizes = les cases de la grille ({ $dx } × { $dy } px) n'ont pas une taille d'au moins { $min } px
model-grid-too-many-cells = la grille compte environ { NUMBER($cells, maximumFractionDigits: 0) } cases sur la carte de { $width } × { $height } ; umpire en accepte au plus { $max } : dx et dy sont-ils bien le pas des cases en pixels ?
model-cell-off-the-map =
    { $grid ->
        [hex] l'hexagone
       *[square] la case
    } « { $id } » est hors de la carte : son centre (x: { NUMBER($x, maximumFractionDigits: 0) }, y: { NUMBER($y, maximumFractionDigits: 0) }) est au-delà de l'image de { $width } × { $height }
model-squares-no-sideways = une grille de carrés n'a pas de variante couchée : écrire `sideways: false`, ou `kind: Hex`
model-too-many-leading-zeros = { $zeros } zéros de tête ; un numéro en a au plus { $max }
model-exit-twice = la sortie « { $id } » figure deux fois (d'abord en exits[{ $first }])
model-river-not-between-neighbours =
    une rivière passe entre deux { $grid ->
        [hex] hexagones voisins
       *[square] cases voisines
    } ; « { $a } » et « { $b } » { $why ->
        [same] sont la même case
        [corner] ne se touchent que par un coin
       *[apart] sont à { $distance } { $grid ->
            [hex] { $distance ->
                [one] hexagone
               *[other] hexagones
            }
           *[square] { $distance ->
                [one] case
               *[other] cases
            }
        } l'une de l'autre
    }
model-hexside-twice = le côté entre « { $a } » et « { $b } » figure deux fois (d'abord en hexsides[{ $first }])
model-not-a-cell-id =
    « { $id } » n'est pas un identifiant de case de cette grille : les identifiants s'écrivent comme « { $example } » ({ $order ->
        [row-first] ligne 7, puis colonne 12
       *[column-first] colonne 7, puis ligne 12
    })
model-not-a-cell-id-separated =
    « { $id } » n'est pas un identifiant de case de cette grille : les identifiants s'écrivent comme « { $example } » ({ $order ->
        [row-first] ligne 7, puis colonne 12
       *[column-first] colonne 7, puis ligne 12
    }, séparées par « { $separator } »)
model-cell-reading = colonne { $column }, ligne { $row }
model-one-or-other = { $one } ou { $other }
model-cell-id-ambiguous = « { $id } » peut se lire { $readings } : donner à la numérotation un séparateur ou plus de zéros de tête

## Trois clics qui ne font pas de grille (src/model/grid/calibrate.rs)

model-calibration-not-a-number = le point { $point } n'est pas sur la carte (ses coordonnées ne sont pas des nombres)
model-calibration-same-place = les points { $a } et { $b } sont à moins de { $tolerance } px l'un de l'autre : cliquer les centres de trois hexagones différents
model-calibration-no-pair-in-line = aucun couple de points n'est aligné (à { $tolerance } px près, en largeur ou en hauteur) : cliquer deux hexagones l'un au-dessus de l'autre dans une colonne, ou côte à côte dans une rangée d'hexagones à pointe en haut, puis l'hexagone voisin des deux
model-calibration-all-in-line = les trois points sont alignés : cliquer le troisième sur l'hexagone qui touche les deux autres, à côté d'eux
model-calibration-third-not-beside = le point { $third } est à { NUMBER($off, minimumFractionDigits: 1, maximumFractionDigits: 1) } px de l'emplacement attendu, à côté du milieu des points { $a } et { $b } (au plus { $tolerance }) : cliquer trois hexagones qui se rejoignent en un coin
model-calibration-corners-not-of-one-hex = le point { $third } est à { NUMBER($off, minimumFractionDigits: 1, maximumFractionDigits: 1) } px du coin suivant de l'hexagone dont les deux autres sont des coins (au plus { $tolerance }) : cliquer trois coins qui se suivent autour d'un même hexagone
model-calibration-too-small = les hexagones feraient { NUMBER($dx, minimumFractionDigits: 1, maximumFractionDigits: 1) } × { NUMBER($dy, minimumFractionDigits: 1, maximumFractionDigits: 1) } px ; umpire demande au moins { $min } px : zoomer et cliquer à nouveau

## Positions (src/model/positions.rs)

model-place-not-seen = un lieu non vu
model-move-off-the-map = { $problem } ; une unité quitte la carte par un mouvement vers une case du bord, ou vers un point au-delà
model-deployed-off-the-map = une unité est déployée sur la carte ou nulle part : une sortie de la carte s'écrit seulement dans le journal
model-cell-needs-grid = la case « { $id } » demande une grille sur la carte (map.grid), que ce scénario n'a pas
model-place-left-out = le lieu est omis : seule une copie du joueur peut omettre un lieu que son public n'a jamais vu
model-facing-out-of-range = orientation { $value } : écrire des degrés de 0 à 360, dans le sens des aiguilles d'une montre depuis le haut de la carte

## Le placement des marqueurs de PV (src/model/markers.rs)

model-marker-in-own-area = Le marqueur { $marker } est dans la zone de déploiement du camp qui l'a placé ({ $side }) : un camp ne peut pas placer de marqueur dans sa propre zone.
model-marker-loser-first = Le premier marqueur est noté comme placé par le perdant du jet de dé ({ $first } ; jets : { $a } { $a_roll }, { $b } { $b_roll }) : le vainqueur du jet place en premier.
model-marker-tied-roll = Le premier marqueur est noté comme placé ({ $first }) après un jet de dé à égalité ({ $roll } et { $roll }) : une égalité se rejoue.
model-marker-one-side = Les { $markers } marqueurs ont tous été placés par un seul camp ({ $side }) : les camps placent les marqueurs à tour de rôle, le vainqueur du jet de dé en premier.
model-marker-out-of-turn =
    Le marqueur { $marker } a été placé hors de son tour (placé par : { $by } ; c'était au tour de : { $turn }){ $others ->
        [0] { "" }
        [one] { " " }(ainsi que { $others } marqueur après lui)
       *[other] { " " }(ainsi que { $others } marqueurs après lui)
    } : le vainqueur du jet de dé place en premier, puis les camps alternent.
model-marker-defender-area-count =
    { $inside } { $inside ->
        [one] marqueur
       *[other] marqueurs
    } sur { $required } dans la zone de déploiement du défenseur : le défenseur a étudié le terrain, il en faut donc exactement { $required }.
model-marker-set-sum = La somme des valeurs des marqueurs fait { $sum } %, et non 100 %.
model-marker-set-too-small = { $placed } { $placed ->
        [one] marqueur placé
       *[other] marqueurs placés
    }, mais le jeu n'a que { $available } { $available ->
        [one] valeur
       *[other] valeurs
    }.

## Les problèmes de la campagne (src/model/campaign/validate.rs)

model-quoted = « { $text } »
model-campaign-too-long = fait { $count } caractères ; umpire en lit au plus { $max }
model-campaign-too-many =
    compte { $count } { $what ->
        [units] unités
        [battles] batailles
        [reinforcements] renforts
        [rows] lignes
       *[contingents] contingents dans une même armée
    } ; umpire lit des campagnes d'au plus { $max }
model-campaign-until-early = est le { $date }, avant la dernière bataille ({ $last }) : le registre de campagne est arrêté à un jour postérieur à toutes les batailles
model-campaign-unit-no-id = n'a pas d'identifiant : chaque unité doit en avoir un
model-campaign-unit-id-twice = l'identifiant « { $id } » sert deux fois (d'abord pour une unité de l'armée : { $side }) : une unité garde un même identifiant toute la campagne
model-campaign-contingent-no-name = n'a pas de nom : les batailles nomment les contingents qui ont combattu
model-campaign-contingent-name-twice = le nom « { $name } » sert deux fois dans cette armée
model-campaign-before-start = est le { $date }, avant le début de la campagne ({ $start })
model-campaign-reinforcement-empty = n'apporte ni unité ni levée
model-campaign-reinforcement-no-contingent = est vide : nommer le contingent que rejoignent les nouvelles unités
model-campaign-draft-no-unit = aucune unité de la campagne n'a l'identifiant « { $id } »
model-campaign-draft-other-army = « { $id } » est une unité d'une autre armée ({ $side }), pas de celle-ci
model-campaign-draft-before-joining = « { $id } » rejoint l'armée le { $date }, après cette levée
model-campaign-battle-no-file = est vide : nommer le fichier de scénario de la bataille
model-campaign-battle-file-twice = « { $file } » est de nouveau battles[{ $first }] : une bataille ne compte qu'une fois dans le registre de campagne
model-campaign-battle-out-of-order = est le { $date }, avant la bataille listée au-dessus ({ $previous }) : lister les batailles dans l'ordre où elles ont été livrées
model-campaign-battle-no-contingent = ne nomme aucun contingent : lister les contingents de cette armée qui ont combattu
model-campaign-contingent-joins-later = « { $name } » rejoint l'armée le { $date }, après cette bataille
model-campaign-no-such-contingent = pas de contingent « { $name } » dans cette armée ({ $side } ; elle a { $known })
model-campaign-share-above-all = vaut { $share } : une part vaut au plus 100 %
model-campaign-replacements-zero = vaut 0 : retirer les remplacements des règles s'il n'y en a pas
model-campaign-too-many-tranches = { $share } par tranche jusqu'à { $up_to } demande { $count } tranches ; umpire en permet au plus { $max }
model-campaign-every-zero-days = vaut 0 : les remplacements arrivent à au moins un jour d'intervalle
model-campaign-level-empty = est vide : nommer le niveau tel que le système qui décide le formule (« Major victory »)
model-campaign-level-twice = « { $level } » a déjà une ligne plus haut

## Parts et dates illisibles (src/model/campaign/share.rs, date.rs)

model-not-a-share =
    « { $text } » n'est pas une part : { $why ->
        [not-a-fraction] une fraction est faite de deux nombres entiers joints par « / »
        [zero-denominator] le dénominateur vaut 0
        [terms-too-large] ses termes sont trop grands
        [too-many-decimals] un pourcentage a au plus six décimales
        [not-a-number] un pourcentage est un nombre, comme 50 ou 12.5
       *[too-large] elle est trop grande
    } (écrire un pourcentage comme « 50% » ou « 12.5% », ou une fraction comme « 1/3 »)
model-not-a-date =
    « { $text } » n'est pas une date : { $why ->
        [not-three-parts] il faut une année, un mois et un jour joints par « - »
        [not-numbers] l'année, le mois et le jour doivent être des nombres
        [year-out-of-range] l'année doit aller de -9999 à 9999
       *[month-out-of-range] le mois doit aller de 1 à 12
    } (écrire un jour comme 1806-10-14 : année, mois, jour)
model-not-a-date-no-such-day =
    « { $text } » n'est pas une date : { $month ->
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
    } { $year } a { $days } jours (écrire un jour comme 1806-10-14 : année, mois, jour)

## Les fichiers des batailles d'une campagne (src/model/campaign/io.rs)

model-battle-file-error = { $place }battles[{ $index }].file (« { $file } ») : { $why }
model-battle-cannot-be-read = illisible : { $why }
model-battle-again =
    est de nouveau la bataille de battles[{ $first }] ({ $how ->
        [file] même fichier
       *[scenario-text] même texte de scénario
    }) : une bataille ne compte qu'une fois dans le registre de campagne
model-unsaved-campaign = <campagne non enregistrée>
model-campaign-not-written = la campagne ne peut pas être écrite en RON : { $why }

model-built-in-demo = { $path } (démo intégrée)
