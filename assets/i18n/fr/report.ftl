# The PDF after-action report's own words (src/report/, src/render/, the built-in templates'
# headings). The systems' steps and the record's sentences come from their own files.

## The document

report-title = Compte rendu de bataille
report-title-umpire = Compte rendu de bataille (arbitre)
# $day, $month: numbers; $year: text.
report-date = { $day ->
        [1] 1er
       *[other] { $day }
    } { $month ->
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
report-footer = { $scenario } · { $heading } · imprimé le { $date }
report-document-title = { $scenario } : { $heading }
report-subject = Compte rendu de bataille : { $title }
report-subject-dated = Compte rendu de bataille : { $title }, { $date }
report-author-umpire = Arbitre
# $path: the PDF; $kb: its size in kilobytes, as text.
report-written = { $path } : { $pages } { $pages ->
        [one] page
       *[other] pages
    }, { $kb } Ko
# $error: why the map image could not be used (it names the file).
report-without-map = { $error } ; le compte rendu est fait sans l'image de la carte

## The sections' default headings (a template's own `title` is printed as written)

report-section-briefing = Présentation
report-section-umpire-notes = Remarques de l'arbitre
report-section-map = Le terrain
report-section-markers = Marqueurs de points de victoire
report-section-order-of-battle = Ordre de bataille et pertes
report-section-verdicts = Verdicts
report-section-withdrawal-tests = Tests de retraite
report-section-combats = Combats (Waterloo 20)
report-section-casualty-chart = Pertes par camp
report-section-losses-chart = Pertes cumulées par tour
report-section-strength-points-chart = Points de force perdus par tour
report-section-vp-chart = PV tenus par tour
report-section-morale-chart = Moral par tour (Waterloo 20)
report-section-log = Journal de bataille
report-section-dice = Dés

## Sections with nothing to show, and what every table says

report-nothing-to-show = Sections sans contenu
report-empty-line = { $title } : { $why }
report-continued = { $title } (suite)
# $value: a whole figure in per cent, as text.
report-whole-percent = { $value } %
report-role-attacker = attaquant
report-role-defender = défenseur
report-no-briefing = Aucune présentation n'a été écrite.
report-no-umpire-notes = L'arbitre n'a laissé aucune note.
# $seed: the dice seed, as text.
report-dice-seed = Graine des dés : { $seed }. Le tirage n de cette graine est le n-ième jet du générateur du scénario : l'arbitre peut refaire tout jet tiré par le générateur.

## Victory-point markers

report-no-markers = Aucun marqueur de PV n'a été placé.
report-markers-marker = Marqueur
report-markers-objective = Objectif
report-markers-value = Valeur
report-markers-placed-by = Placé par
report-markers-held-by = Tenu à la fin par
report-markers-face-down = face cachée
report-markers-nobody = personne
report-markers-dealt-all-known = { $dealt ->
        [one] { $dealt } marqueur a été distribué
       *[other] { $dealt } marqueurs ont été distribués
    } face cachée ; toutes les valeurs sont connues du lecteur de ce compte rendu.
report-markers-dealt-withheld = { $dealt ->
        [one] { $dealt } marqueur a été distribué
       *[other] { $dealt } marqueurs ont été distribués
    } face cachée ; { $withheld ->
        [one] { $withheld } valeur reste cachée
       *[other] { $withheld } valeurs restent cachées
    } au lecteur de ce compte rendu.
# $seed: as text.
report-markers-shuffle-seed = Les valeurs ont été distribuées par le mélange de graine { $seed }.

## The battle log

report-nothing-logged = Rien n'a été consigné.
report-log-entry = Entrée
report-log-what-happened = Ce qui s'est passé
# $turn: the turn's name, or its number, as text.
report-log-turn = Tour { $turn }
report-nothing-logged-this-turn = Rien de consigné à ce tour.

## Words several tables share

report-col-turn = Tour
report-col-roll = Jet
report-col-result = Résultat
report-list-separator = {" ; "}
report-not-known = inconnu
# $turn: the turn's name; $sentence: the log's sentence.
report-turn-sentence = Tour { $turn } : { $sentence }

## Combats (Waterloo 20)

report-no-combat = Aucun combat n'a été consigné.
report-combats-attacker = Attaquant
report-combats-defender = Défenseur
report-combats-terrain = Terrain
report-combats-morale-point = Point de moral
report-combats-eliminated-routed = Éliminées / en déroute
report-combats-sp-lost = PF perdus
report-combats-results = Résultats : { $results }.
report-combats-morale-point-note = Point de moral : dépensé par l'attaquant (A+1) ou le défenseur (D−1).
report-combats-sp-lost-note = PF perdus : les points de force perdus par chaque camp, { $side_a } / { $side_b }, tels que le combat les consigne (le décompte de Napoleon at Waterloo).
report-combats-side-units = { $side } : { $units }
report-combats-eliminated = éliminées : { $units }
report-combats-routed = en déroute : { $units }

## Withdrawal tests

report-no-withdrawal-test = Aucun test de retraite n'a été consigné.
report-tests-army = Armée
report-tests-rs = ER %
report-tests-vp = PV %
report-tests-penalty = Pénalité
report-tests-wf = FR
report-tests-chance = Probabilité de retraite
report-tests-note = Une armée bat en retraite quand le jet de pourcentage dépasse son facteur de retraite (FR). Un test nul est un test que les règles interdisaient : il ne décide rien (le verdict dit pourquoi).
report-tests-premature-calls = Demandes prématurées
report-tests-void = nul : ne décide rien
report-tests-withdraws = bat en retraite
report-tests-stands = tient

## Figures written the language's way

report-one-decimal = { NUMBER($value, minimumFractionDigits: 1, maximumFractionDigits: 1) }
report-one-decimal-percent = { NUMBER($value, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }

## The charts

report-no-losses = Aucune perte n'a été consignée.
# $lost: the losses, written; $percent: their share, written.
report-bar-label = { $lost } ({ $percent })
# $measure: what is counted (men, stands, Strength Points).
report-measure-lost-in-log = { $measure } perdus selon le journal
report-men-end-of-battle = hommes (chiffres de fin de bataille)
report-axis-losses-share = pertes, % de l'effectif
report-no-strength = Aucune unité n'a d'effectif : il n'y a rien à quoi rapporter les pertes.
report-losses-in-strength-points = Les pertes sont comptées en points de force : voir Points de force perdus par tour.
report-losses-chart-lost = { $title } ({ $measure } perdus)
report-losses-chart-share = { $title } (% de l'effectif de départ : { $measure })
report-axis-cumulative-losses = pertes cumulées
report-sp-the-units = celles des unités, selon le journal
report-no-strength-points-lost = Aucun point de force n'a été perdu.
# $what: whose count the chart plots.
report-sp-chart-title = { $title } ({ $what })
report-axis-strength-points-lost = Points de force perdus
report-vp-held-withheld = Non montré : les PV tenus tour par tour trahiraient des valeurs encore cachées au lecteur de ce compte rendu.
report-no-side-held-marker = Aucun camp n'a tenu de marqueur.
report-vp-held = PV tenus
report-no-morale = Aucun camp ne tient de points de moral de Waterloo 20 dans ce scénario.
report-axis-morale-points = Points de moral

## The map page

report-no-map = Pas d'image de carte, et aucune zone de déploiement ni aucun marqueur placé.
report-map-unread = L'image de la carte n'a pu être lue : les zones de déploiement et les marqueurs sont dessinés sur un fond vierge.
# $turns: the turns' names as the template gives them.
report-map-turns-unknown = le map_turns du modèle ne nomme aucun tour du journal : { $turns }

## The order of battle

report-no-units = Aucune unité dans l'ordre de bataille.
# $role: report-role-attacker or report-role-defender.
report-side-role = { $side } ({ $role })
# A system's own count of a side's losses: its name, its role in this battle, its source, what
# it counts and the figure.
report-counted-by-system = { $system }, { $role }, source : { $source } ; { $label } { $lost }.
report-count-line = { $label } : { $count }.
report-counted-apart = Compté à part des unités ci-dessus, jamais ajouté à elles (camp : { $side }) :
report-ob-unit = Unité
report-ob-kind = Type
report-ob-start-in = Départ ({ $measure })
report-ob-strength-at-start = Effectif au départ
report-ob-status-at-end = État à la fin
report-ob-lost-in = Pertes ({ $measure })
report-ob-losses = Pertes
report-ob-unassigned = Pertes non attribuées à une unité
report-ob-side-units = { $side } : { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }
report-ob-contingent = Contingent
report-ob-units = { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }
report-ob-units-and-generals = { $units ->
        [one] { $units } unité
       *[other] { $units } unités
    } et { $generals ->
        [one] { $generals } général
       *[other] { $generals } généraux
    }
report-ob-gone = { $count ->
        [one] { $count } n'est plus sur le terrain
       *[other] { $count } ne sont plus sur le terrain
    }
report-ob-general = général (non compté)
report-ob-counting-note = Une unité détruite ou en fuite compte tout son effectif comme perdu ; les autres unités, les pertes consignées contre elles (voir Pertes dans la référence des règles).
# $logged, $unlogged: lists of measures.
report-ob-logged-in = Le journal consigne les pertes en { $logged }, non en { $unlogged } : les pertes des unités sont montrées dans ce qui a été consigné.
report-ob-no-measure = aucune mesure
report-ob-men-from-returns = Les hommes perdus sont les pertes des états de fin de bataille (sous les unités de chaque camp), non une somme sur ses unités.
report-ob-generals-note = Les généraux ne sont comptés dans aucun total : les chiffres propres d'un général sont entre parenthèses.
report-eob-figures = Chiffres de fin de bataille
report-eob-men-at-start = Hommes au départ
report-eob-reinforcements = Renforts
report-eob-casualties = Pertes
report-eob-guns-lost = Canons perdus
report-eob-cavalry = Cavalerie au départ / restante
report-eob-batteries = Batteries / coups
report-eob-ammunition = Unités d'infanterie / sans / à court de munitions
report-eob-continued = { $side } : chiffres de fin de bataille (suite)
report-eob-all-contingents = { $side } (tous les contingents)
report-rank-army = Commandant en chef
report-rank-corps = Commandant de corps
report-rank-other = Commandant
# $name: the commander; $rank: report-rank-…; $turn: the turn's name.
report-commander-lost = { $name } ({ $rank }, { $side }), tour { $turn }
report-commanders-lost = Commandants tués, blessés ou capturés

## The first page

report-summary = Résumé
report-printed-on = Imprimé le { $date }.
report-kicker-for-side = { $heading } · pour le camp : { $side }
report-kicker-for-public = { $heading } · pour le public
report-untitled = Scénario sans titre
report-not-yet-played = Pas encore joué.
report-withheld = Caché
report-cannot-judge = Ne peut juger cette bataille
# $why: the first thing missing.
report-cannot-judge-because = Ne peut juger cette bataille : { $why }
report-no-sense = Les chiffres n'ont pas de sens pour ce système
report-no-sense-because = Les chiffres n'ont pas de sens pour ce système : { $why }
# $reason: the verdict's reason, without its last full stop.
report-why = Pourquoi : { $reason }.
report-result-of-record = Résultat officiel
report-result-of-record-by = Résultat officiel · { $system }
report-for-comparison = Pour comparaison
report-results-of-systems = Résultats des systèmes qui ont pu juger
report-col-system = Système
report-umpire-is = Arbitre : { $umpire }.
report-played-at = Joué à : { $place }.
report-played-on = Joué le { $date }.
report-played-at-on = Joué le { $date }, lieu : { $place }.
report-played-not-recorded = Les joueurs, l'arbitre, le lieu et le jour de la partie ne sont pas consignés.
report-col-side = Camp
report-col-role = Rôle
report-col-c-in-c = Commandant en chef
report-col-played-by = Joué par
report-col-strength-of-record = Effectif (résultat officiel)
report-col-strength-at-outset = Effectif au départ
report-col-at-the-end = À la fin
report-casualties-in-men = Pertes en hommes (états de fin de bataille)
report-not-known-to-reader = inconnu de ce lecteur
report-morale-points-w20 = Points de moral (Waterloo 20)
report-losses-at-the-end = Pertes et situation à la fin
report-each-cell = Chaque case : { $side_a } / { $side_b } ; les pertes sont cumulées, à la fin de chaque tour (voir Pertes dans la référence des règles).
report-vp-unknown-note = ? : PV tenus que ce lecteur ne peut connaître, car ils comptent des valeurs encore cachées.
report-turn-by-turn = Tour par tour
report-sign-umpire = Arbitre :
report-sign-umpire-named = Arbitre : { $umpire }
report-sign-signature = Signature :
report-sign-date = Fait le :
report-page-of = Page { $number } sur { $of }

## The verdicts

report-no-system-judged = Aucun système de victoire n'a encore pu juger cette bataille.
report-other-systems = Autres systèmes
report-every-system = Résultats de tous les systèmes
# The PDF outline's entry: the part of the verdicts, and the system.
report-bookmark = { $part } : { $system }
report-system-headline = { $system } : { $headline }
report-system-cannot-judge = { $system } : ne peut juger cette bataille
report-system-no-sense = { $system } : les chiffres n'ont pas de sens pour ce système
report-level = Niveau : { $level }.
report-col-figure = Chiffre
report-col-rule = Règle
report-col-worked-step = Calcul détaillé
report-worked-steps-continued = { $system } : calcul détaillé (suite)
report-did-not-apply-heading = Systèmes non applicables
report-did-not-apply = Non applicable : { $system }
report-not-applicable = Ne s'applique pas à ce scénario.
# $place: where in the scenario to enter what is missing.
report-where = (où : { $place })

## The battle's map pages

report-battle-at-deployment = La bataille au déploiement
# $turn: the turn's number, as text.
report-battle-after-turn = La bataille après le tour { $turn }
# $name: the turn's own name.
report-battle-after-named = La bataille, après : { $name }
report-counters-note = Pions : les unités là où le lecteur de ce compte rendu sait qu'elles se trouvaient, évidées quand elles sont en déroute ; traits : les mouvements de ce tour qu'il a vus.

## The map's legend and labels

# $role: report-role-attacker or report-role-defender.
report-legend-area = { $side } ({ $role }) : zone de déploiement
report-legend-ring = anneau : tenu à la fin par { $side }
report-legend-dashed-ring = anneau pointillé : tenu à la fin par { $side }
report-legend-no-ring = sans anneau : tenu par personne à la fin
# $value: a whole per cent, as text.
report-legend-marker-worth = marqueur de PV valant { $value } %
report-legend-marker-unknown = ? marqueur dont ce lecteur ne connaît pas la valeur
# Beside a marker on the map: its id and value ("C 30%").
report-marker-label = { $id } { $value } %

## The campaign's report

report-campaign-heading = Compte rendu de campagne
report-untitled-campaign = Campagne sans titre
report-audience-umpire = arbitre
report-audience-public = public
# $audience: report-audience-…, or a side's name.
report-campaign-footer = { $title } · { $heading } · { $audience } · imprimé le { $date }
report-campaign-subject = Compte rendu de campagne : { $title }
report-campaign-mark = Campagne
report-campaign-notes = Remarques
report-campaign-rules = Les règles en vigueur
report-campaign-results-mean = Ce que chaque résultat signifie pour la campagne
report-campaign-kicker = { $heading } · { $audience }
# $start, $day: dates, written.
report-campaign-days = Depuis le { $start } · { $battles ->
        [one] { $battles } bataille
       *[other] { $battles } batailles
    } · registre de campagne arrêté au { $day }
report-standings = Classement
report-standings-none = Aucun résultat de bataille n'est encore communiqué à ce lecteur.
report-standings-level = Niveau de résultat
report-standings-won-by = Gagnées : { $side }
report-standings-no-winner = Sans vainqueur
report-standings-all-levels = Tous niveaux
report-campaign-level = Niveau : { $level }
report-campaign-stragglers = Traînards ({ $side }) : { $amount }
report-campaign-effect = Effet sur la campagne : { $effect }
report-campaign-no-contingent = { $side } : aucun contingent indiqué
report-campaign-lost-of = Pertes, sur l'effectif au départ
report-campaign-map-unread = L'image de la carte n'a pu être lue : { $error }.
report-campaign-map-warning = { $battle } : { $error } ; sa page est faite sans l'image de la carte
report-campaign-map-at-end = { $battle } : la fin de la bataille
report-campaign-armies = Les armées
report-campaign-date = Jour
report-campaign-change = Variation
report-campaign-strength-after = Effectif après
report-campaign-rule-made = La règle qui l'a produite
report-campaign-rule-makes = La règle qui la produit
report-campaign-now = Actuel
report-campaign-how = Comment il y est arrivé
report-campaign-battles = Batailles
report-campaign-battle = Bataille
report-campaign-its-units = { $side } : ses unités
report-campaign-not-yet-joined = pas encore arrivée
report-campaign-showed = Ce que la bataille a montré
report-campaign-chart = Effectif au fil de la campagne
report-campaign-chart-note = Une ligne par armée : son effectif tel que son registre le donne, étape par étape ; une armée connue seulement par les batailles est tracée à chaque bataille, de son effectif au départ à ce qui lui restait, et non entre les batailles.
report-campaign-still-to-come-continued = À venir (suite)
report-campaign-due-note = Chaque variation est comptée à son jour, une fois le registre de campagne mené au-delà (le until du fichier de campagne).
report-campaign-refusals = Refus et avertissements
report-campaign-ledger-stops = Où le registre de campagne s'arrête
report-campaign-warnings = Avertissements
report-campaign-ledger = Le registre des batailles
report-campaign-battle-who = Bataille et combattants
report-campaign-losses-measures = Pertes, dans les mesures de la bataille
report-campaign-effect-col = Effet sur la campagne

## Why a report could not be made ($error: the cause, which names its place)

report-err-map-image = image de la carte { $error }
report-err-map-encode = image de la carte { $path } : impossible de la mettre dans le PDF : { $error }
report-err-save = { $path } : impossible d'écrire le compte rendu : { $error }
report-err-pdf = impossible d'assembler le PDF : { $error }
# --paper and a4, letter are the option and its values: never translated.
report-err-paper = --paper { $given } : choisir a4 ou letter

## Why a map or a graph could not be drawn (src/render/); figures as text, never grouped

# $place: the scenario's file and field. map.image and None are the file's words.
report-err-no-map-image = { $place } : map.image n'est pas renseigné : le scénario n'a pas d'image de carte sur laquelle dessiner
report-err-empty-map-image = { $place } : map.image est vide ("") : écrire le chemin de l'image, ou None pour aucune carte
report-err-bad-scale = --scale { $scale } : l'échelle doit être un nombre supérieur à 0 (1 = taille réelle)
report-err-too-large = --scale { $scale } : l'image ferait { $width } × { $height } pixels, plus qu'umpire n'en écrit ({ $megapixels } Mpx, { $side } par côté)
report-err-jpeg = { $origin } : impossible de décoder le JPEG : { $error }
report-err-write-png = { $path } : impossible d'écrire le PNG : { $error }
report-err-font = la police intégrée est illisible
report-err-no-picture = impossible de dessiner un graphique de { $width } × { $height } pixels
report-err-too-small = { $width } × { $height } pixels, c'est trop petit pour un graphique
report-err-encode-png = impossible d'encoder le graphique en PNG
report-err-channels = impossible d'encoder { $channels } canaux en JPEG
report-err-jpeg-too-large = { $width } × { $height }, c'est trop grand pour un JPEG
report-err-jpeg-unreadable = les segments du JPEG ne se lisent pas jusqu'à la fin de l'image
