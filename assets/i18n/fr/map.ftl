# La carte du scénario et ses outils (src/app/map/), le panneau des camps
# (src/app/sides_panel.rs), l'écran des joueurs (src/app/players_screen*), et ce que le journal
# dit d'une chose supprimée (src/app/references.rs).

## Le panneau des camps

map-sides-scenario = Scénario
map-sides-title = Titre
map-sides-title-name = Titre du scénario
map-sides-date = Date
map-sides-date-name = Date du scénario
map-sides-notes = Notes
map-sides-notes-name = Notes du scénario
map-sides-umpire-notes = Notes de l'arbitre
map-sides-attacker = attaquant
map-sides-defender = défenseur
map-sides-totals = Totaux du camp { $side } ({ $name }) : { $units } { $units ->
        [one] unité
       *[other] unités
    }, { $men } { $men ->
        [one] homme
       *[other] hommes
    }, { $stands } { $stands ->
        [one] socle
       *[other] socles
    }, { $up } PU, { $sp } PF
map-sides-header = Camp { $side } : { $name }
map-sides-name = Nom
map-sides-name-of-side = Nom du camp { $side }
map-sides-colour = Couleur
map-sides-colour-of-side = Couleur du camp { $side }
map-sides-role = Rôle
map-sides-role-of-side = Rôle du camp { $side }
map-sides-c-in-c = Commandant en chef
map-sides-c-in-c-of-side = Commandant en chef du camp { $side }
map-sides-head-of-state = chef d'État
map-sides-head-of-state-name = Le commandant en chef du camp { $side } est chef d'État
map-sides-morale = Points de moral (Waterloo 20)
map-sides-morale-of-side = Points de moral du camp { $side }
map-sides-add-contingent = Ajouter un contingent
map-sides-add-contingent-name = Ajouter un contingent au camp { $side }
map-sides-contingent = Contingent { $number }
map-sides-contingent-name = Nom du contingent { $number } du camp { $side }
map-sides-delete-contingent = Supprimer le contingent
map-sides-delete-contingent-name = Supprimer le contingent { $number } du camp { $side }
map-sides-delete-contingent-why = Supprime le contingent et ses unités (Annuler les rétablit)
map-sides-col-id = Id
map-sides-col-name = Nom
map-sides-col-kind = Type
map-sides-col-men = Hommes
map-sides-col-stands = Socles
map-sides-col-up = PU
map-sides-col-sp = PF
map-sides-col-move = Mouv.
map-sides-col-status = État
map-sides-col-arrives = Arrivée
map-sides-col-guard = Garde
map-sides-col-rally = Rall.
map-sides-add-unit = Ajouter une unité
map-sides-add-unit-name = Ajouter une unité au contingent { $number } du camp { $side }
map-sides-new-unit = Nouvelle unité { $id }
map-sides-id-of = Id de l'unité { $id }
map-sides-name-of = Nom de l'unité { $id }
map-sides-kind-of = Type de l'unité { $id }
map-sides-men-of = Hommes de l'unité { $id }
map-sides-stands-of = Socles de l'unité { $id }
map-sides-up-of = Points d'unité de l'unité { $id }
map-sides-sp-of = Points de force de l'unité { $id }
map-sides-move-of = Mouvement de l'unité { $id }
map-sides-status-of = État de l'unité { $id }
map-sides-arrives-of = Arrivée de l'unité { $id }
map-sides-arrives-hint = tour
map-sides-guard-of = Unité { $id } de la Garde
map-sides-rally-of = Bonus de ralliement de l'unité { $id }
map-sides-delete = Supprimer
map-sides-delete-unit = Supprimer l'unité { $id }
map-sides-delete-unit-title = Supprimer l'unité { $id } ?
map-sides-delete-contingent-title = Supprimer le contingent « { $name } » ?
map-sides-delete-it = Supprimer
map-sides-delete-warning = { $entries } Après la suppression, ces entrées nommeraient une unité qui n'existe plus : leurs pertes et changements d'état ne compteraient plus quand la bataille serait rejouée.

## Ce que le journal dit d'une chose qu'on va supprimer ou changer

map-refs-entry = { $kind } ({ $turn }, entrée { $entry })
map-refs-entry-unknown = entrée
map-refs-and = { $first } et { $last }
map-refs-more = { $count ->
        [one] { $count } autre entrée
       *[other] { $count } autres entrées
    }
map-refs-describe = { $count ->
        [one] { $count } entrée du journal s'y rapporte
       *[other] { $count } entrées du journal s'y rapportent
    } : { $list }.
map-confirm-cancel = Annuler

## Placer les marqueurs : qui place le premier, à qui le tour, distribuer les valeurs face cachée

map-place-off-the-die = { $whose } : le jet de { $roll } n'est pas sur un dé à { $faces } faces (1 à { $faces })
map-place-tie = Égalité ({ $roll } et { $roll }) : relancer.
map-place-ties-in-a-row = { $count } égalités de suite : saisissez plutôt les jets
map-place-not-a-seed = « { $text } » n'est pas une graine : saisissez un nombre entier de 0 à { $max }
map-place-summary = Jets : { $side_a } { $roll_a }, { $side_b } { $roll_b } ; premier à placer un marqueur : { $first }.
map-place-all-placed = { $count ->
        [one] Le seul marqueur est placé
       *[other] Les { $count } marqueurs sont tous placés
    }
map-place-over = { $all_placed }.
map-place-turn = À placer : { $whose }, marqueur { $number } sur { $count }.
map-place-heading = Placement
map-place-end = Terminer le placement
map-place-explain = Mode placement : un jet de dé décide qui place le premier marqueur, puis les camps placent à tour de rôle.
map-place-roll = Lancer le dé pour le premier placement
map-place-or-type = Ou saisir les jets de vrais dés :
map-place-roll-of = Jet : { $whose }
map-place-use-rolls = Utiliser ces jets
map-place-face-down-heading = Valeurs face cachée
map-place-face-down-count = { $hidden } { $hidden ->
        [one] marqueur placé sur { $count } est face cachée.
       *[other] marqueurs placés sur { $count } sont face cachée.
    }
map-place-face-down-ring = { $hidden } { $hidden ->
        [one] marqueur placé sur { $count } est face cachée
       *[other] marqueurs placés sur { $count } sont face cachée
    } : un anneau en tirets les signale sur la carte.
map-place-seed = Graine du mélange
map-place-seed-hint = nouvelle
map-place-seed-why = Laisser vide pour distribuer avec une graine nouvelle que personne ne peut deviner ; saisir une graine pour refaire une distribution
map-place-deal = Distribuer les valeurs face cachée
map-place-deal-why = Mélanger les valeurs du jeu avec la graine et les donner aux marqueurs placés, dans l'ordre du placement
map-place-last-seed = Dernière distribution avec la graine { $seed }.
map-place-face-up = Retourner toutes les valeurs face visible
map-place-face-up-why = Montrer la valeur de chaque marqueur à tous
map-place-deal-again-warning = { $entries } Distribuer à nouveau donne d'autres valeurs aux marqueurs : qui tenait combien de PV, et le pourcentage de PV des tests de retraite, seraient rejoués avec les nouvelles valeurs, et non celles avec lesquelles le journal a été écrit.
map-place-dealt = { $count } { $count ->
        [one] valeur distribuée
       *[other] valeurs distribuées
    } face cachée avec la graine { $seed } ; saisissez cette graine pour distribuer à nouveau les mêmes valeurs.
map-place-deal-again-title = Distribuer à nouveau les valeurs ?
map-place-deal-again = Distribuer à nouveau

## Les marqueurs de PV : le jeu, la palette, l'inspecteur, les textes au survol

map-set-bad-count = « { $item } » : « { $count } » n'est pas un nombre entier de marqueurs
map-set-bad-percent = « { $item } » n'est pas un nombre entier de pour cent
map-set-zero = « { $item } » : un marqueur valant 0 % ne compte pour rien
map-set-too-many = « { $item } » : plus de 100 marqueurs
map-set-empty = Le jeu est vide : saisissez les valeurs, par ex. 30, 20, 15, 7 × 5
map-set-too-little = Les valeurs font { NUMBER($sum, style: "percent") } au total, et non 100 % : il manque { NUMBER($missing, style: "percent") }.
map-set-too-much = Les valeurs font { NUMBER($sum, style: "percent") } au total, et non 100 % : { NUMBER($excess, style: "percent") } de trop.
map-marker-outside-areas = hors des deux zones de déploiement
map-marker-inside-area = dans la zone de déploiement : { $side }
map-marker-inside-both = dans les deux zones de déploiement (elles se chevauchent)
map-marker-not-recorded = non noté
map-marker-label = Marqueur { $id }, { NUMBER($value, style: "percent") }
map-marker-label-face-down = Marqueur { $id }, face cachée
map-marker-placement-over = { $all_placed } : le placement est terminé (supprimez un marqueur pour le placer à nouveau).
map-marker-set-used-up = Toutes les valeurs du jeu ({ $set }) sont sur la carte : supprimez un marqueur ou changez le jeu.
map-marker-own-area = Non placé : ce point est dans la zone de déploiement du camp qui place ({ $whose }) ; un camp ne peut pas placer de marqueur dans sa propre zone. Cliquez en dehors.
map-marker = Marqueur { $id }
map-marker-named = Marqueur { $id } : { $name }
map-marker-value = Valeur : { NUMBER($value, style: "percent") }
map-marker-value-face-down-to-players = Valeur : { NUMBER($value, style: "percent") } (face cachée pour les joueurs)
map-marker-value-face-down = Valeur : face cachée
map-marker-placed-by = Placé par : { $side }
map-marker-lies = Se trouve { $place }
map-markers-heading = Marqueurs de PV
map-markers-set-hidden = Jeu : { $count } { $count ->
        [one] marqueur
       *[other] marqueurs
    }, { NUMBER($sum, style: "percent") } au total
map-markers-set = Jeu : { $set } = { NUMBER($sum, style: "percent") }
map-markers-placed-face-down = { $placed } { $placed ->
        [one] marqueur placé
       *[other] marqueurs placés
    } sur { $count } ; leurs valeurs sont face cachée.
map-markers-next-placed-by = Prochain marqueur placé par
map-markers-placed-next-value = { $placed } { $placed ->
        [one] marqueur placé
       *[other] marqueurs placés
    } sur { $count }. Valeur du prochain marqueur :
map-markers-value-left = { NUMBER($value, style: "percent") } : { $left } { $left ->
        [one] restant
       *[other] restants
    } sur { $count }
map-markers-edit-set = Modifier le jeu de marqueurs
map-markers-values-in-percent = Valeurs en pour cent, par ex. 30, 20, 15, 7 × 5 :
map-markers-use-set = Utiliser ce jeu
map-markers-standard-set = Jeu standard (30, 20, 15, 7 × 5)
map-markers-rules-heading = Règles de placement
map-markers-in-defender-area = { $inside } { $inside ->
        [one] marqueur
       *[other] marqueurs
    } sur { $count } dans la zone du défenseur ({ $side })
map-markers-no-defender = Le défenseur a étudié le terrain, mais aucun camp (ou les deux) n'est défenseur.
map-markers-no-problem = Aucun marqueur n'enfreint une règle de placement.
map-markers-name = Nom
map-markers-value = Valeur
map-markers-value-choice = { NUMBER($value, style: "percent") }
map-markers-face-down = Face cachée (valeur cachée aux joueurs)
map-markers-placed-by = Placé par
map-markers-at = En ({ $x } ; { $y })
map-markers-delete = Supprimer le marqueur { $id }

## L'outil de grille

map-grid-river = bord d'hexagone de rivière
map-grid-exit = hexagone de sortie
map-grid-set = Grille posée : hexagones à { NUMBER($dy, minimumFractionDigits: 1, maximumFractionDigits: 1) } px l'un de l'autre dans une colonne, colonnes à { NUMBER($dx, minimumFractionDigits: 1, maximumFractionDigits: 1) } px. Les flèches la déplacent d'un pixel ; avec Maj, elles la redimensionnent d'un dixième.
map-grid-hex = Hexagone { $cell }
map-grid-square = Case { $cell }
map-grid-terrain = Terrain : { $terrain }
map-grid-exit-hex = Hexagone de sortie
map-grid-heading = Grille
map-grid-show = Afficher la grille et les numéros de case
map-grid-calibrate = Caler
map-grid-calibrate-why = Cliquer les centres de trois hexagones qui se touchent en un coin
map-grid-square-grid = Grille carrée
map-grid-remove = Retirer la grille
map-grid-calibrating = Cliquez les centres de trois hexagones qui se touchent en un coin ({ $clicks } sur 3 pour l'instant). Flèches : déplacer la grille d'un pixel. Maj avec Gauche ou Droite : sa largeur, avec Haut ou Bas : sa hauteur, d'un dixième de pixel.
map-grid-squares = Cases carrées
map-grid-flat-hexes = Hexagones à côté plat en haut
map-grid-pointy-hexes = Hexagones à pointe en haut
map-grid-cells = Cases
map-grid-dx = Pas des colonnes (dx)
map-grid-dy = Pas des lignes (dy)
map-grid-x0 = Origine x0
map-grid-y0 = Origine y0
map-grid-first-column = Numéro de la première colonne
map-grid-first-row = Numéro de la première ligne
map-grid-column-zeros = Zéros en tête (colonne)
map-grid-row-zeros = Zéros en tête (ligne)
map-grid-separator = Séparateur
map-grid-column-first = Colonne d'abord
map-grid-row-first = Ligne d'abord
map-grid-odd-higher = Colonnes impaires numérotées plus haut
map-grid-paint = Peindre (cliquer ou glisser sur la carte) :
map-grid-refused = Pas de grille avec ces clics : { $reason }. La grille n'a pas été changée.

## La barre d'outils et le panneau latéral de la carte

map-tool-select = Sélection
map-tool-select-why = Sélectionner et glisser les marqueurs et les sommets des zones ; glisser la carte pour la déplacer
map-tool-place-marker = Placer un marqueur
map-tool-place-marker-why = Cliquer sur la carte pour placer le prochain marqueur de PV
map-tool-draw-area = Tracer la zone : { $side }
map-tool-draw-area-why = Tracer la zone de déploiement ({ $side }) : cliquer les sommets ; cliquer le premier, double-cliquer ou appuyer sur Entrée pour fermer ; Échap annule
map-zoom = Zoom
map-zoom-why = Ajuster, 100 % et le zoom
map-zoom-fit = Ajuster
map-zoom-fit-why = Montrer toute la carte
map-zoom-100 = 100 %
map-zoom-100-why = Un pixel de l'image par point de l'écran
map-zoom-level = Zoom { NUMBER($zoom, style: "percent", maximumFractionDigits: 0) }
map-zoom-level-why = Points de l'écran par pixel de l'image ; la molette de la souris zoome
map-load-decoding = Décodage de l'image { $file }… { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s
map-load-tiling = Chargement du plein détail : tuile { $done } sur { $total }
map-load-size = { $file } : { $width } × { $height } px
map-load-not-loaded = Image de carte { $file } non chargée
map-load-no-image = Pas d'image de carte
map-selection-none = Rien de sélectionné : cliquez un marqueur ou l'intérieur d'une zone.
map-areas-heading = Zones de déploiement
map-areas-vertices = { $side } : { $count } { $count ->
        [one] sommet
       *[other] sommets
    }
map-areas-none = { $side } : pas de zone
map-areas-draw = Tracer
map-areas-draw-again = Retracer
map-areas-draw-name = Tracer la zone : { $side }
map-areas-draw-why = Tracer sur la carte la zone de déploiement : { $side }
map-areas-delete = Supprimer
map-areas-delete-name = Supprimer la zone : { $side }
map-areas-delete-why = Supprimer la zone de déploiement : { $side }
map-areas-drawing = Tracé de la zone ({ $side }) : { $count } { $count ->
        [one] sommet
       *[other] sommets
    }. Cliquez le premier sommet, double-cliquez ou appuyez sur Entrée pour fermer ; Échap annule.

## Une zone de déploiement sélectionnée

map-area-vertex = Sommet { $number } de la zone ({ $side })
map-area-add-vertex = Ajouter un sommet sur le côté { $number } de la zone ({ $side })
map-area-heading = Zone de déploiement : { $side }
map-area-extent-units = { $area } { $unit } carrés
map-area-extent-pixels = { $area } pixels carrés
map-area-vertices = { $count } { $count ->
        [one] sommet
       *[other] sommets
    }, { $extent }
map-area-how = Glissez un sommet pour le déplacer ; sélectionnez-en un et appuyez sur Suppr pour le retirer. Glissez la poignée ronde au milieu d'un côté, ou double-cliquez le côté, pour y ajouter un sommet.
map-area-vertex-at = Sommet { $number } en ({ $x } ; { $y })
map-area-delete-vertex = Supprimer le sommet { $number }
map-area-three-vertices = Une zone a besoin de trois sommets : supprimez plutôt toute la zone.
map-area-redraw = Retracer cette zone
map-area-delete = Supprimer la zone ({ $side })

## La bataille sur la carte : les unités, le curseur des tours

map-unit-of-side = { $unit } ({ $side })
map-unit-off-map = { $state } : hors de la carte
map-unit-at = { $state } : { $place }
map-look-standing = Sur la carte
map-look-routed = En déroute
map-look-eliminated = Éliminée pendant ce tour
map-look-gone = A quitté la carte pendant ce tour
map-unit-label = Unité { $unit }
map-battle-after-turn = Bataille après le tour
map-battle-after-turn-why = Les unités telles qu'elles étaient à la fin d'un tour (0 : au déploiement), avec les mouvements et combats de ce tour
map-battle-at-deployment = au déploiement
map-battle-after = après : { $turn }
map-battle-follow-desk = Suivre le bureau
map-battle-follow-desk-why = Montrer la fin du tour en cours du bureau de bataille, à mesure qu'il change
map-battle-no-turn = Le journal n'a encore aucun tour : ajoutez-en un sur le bureau de bataille pour noter les mouvements.
map-battle-not-current-turn = Les mouvements sont notés dans le tour en cours du bureau ({ $turn }) : montrez la bataille après ce tour (Suivre le bureau) pour glisser une unité.
map-battle-unit-gone = { $unit } n'est plus sur la carte.

## La vue de la carte : progression, grille, messages, le canevas

map-progress-reading = Lecture de l'image de carte { $file }
map-progress-detail = Chargement du plein détail de la carte
map-grid-switch = Grille
map-grid-switch-why = Montrer les lignes de la grille, les numéros de case, le terrain, les rivières et les sorties
map-size-updated = L'image de carte { $file } fait { $width } × { $height } pixels, et non { $recorded_width } × { $recorded_height } comme le scénario l'indiquait : map.size mis à jour.
map-image-not-changed = { $error }. L'image de carte ({ $file }) n'a pas été changée.
map-delete-marker-warning = { $entries } Supprimer le marqueur { $id } laisse ces entrées nommer un marqueur qui n'existe plus, et change les PV rejoués à partir d'elles.
map-delete-marker-title = Supprimer le marqueur { $id } ?
map-delete-it = Supprimer
map-canvas = Carte
map-canvas-not-loaded = L'image de carte { $file } n'est pas chargée
map-canvas-no-image = Pas encore d'image de carte : ouvrez-en une pour disposer le champ de bataille.
map-load-fewer-rows = le JPEG a moins de lignes que son en-tête ne l'annonce
map-load-decoder-stopped = le décodeur s'est arrêté de façon inattendue

## L'écran des joueurs

map-screen-title = umpire — écran des joueurs
map-screen-public = le public
map-screen-preparing = Préparation de la vue…
map-screen-graph-shown = Graphique affiché
map-screen-preparing-graph = Préparation du graphique…
map-screen-at-deployment = au déploiement
map-screen-turn = tour { $turn }
map-screen-heading-turn = — { $when }
map-screen-shown-to = Montré à :
map-screen-leave-full-screen = Quitter le plein écran
map-screen-full-screen = Plein écran
map-screen-close = Fermer
map-screen-drawing = Dessin de la carte…
map-screen-after-turn = après le tour { $turn }
map-screen-the-map = La carte { $when }
map-screen-image-unreadable = L'image de carte n'a pas pu être lue : { $error }
