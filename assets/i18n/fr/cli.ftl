# Les mots de la ligne de commande (src/cli/, src/main.rs) : la sortie des sous-commandes, leurs
# messages, et l'aide de chaque commande et option (les pages de manuel en sont faites).

## umpire compute, en texte

cli-sides = Camps : A = { $a }, B = { $b }
cli-not-applicable-lacks = Sans objet : il manque au scénario ce dont ce système a besoin.
cli-not-applicable-invalid = Sans objet : les données n'ont pas de sens pour ce système.
cli-why = Pourquoi : { $reason }
cli-level-winner = Niveau : { $level }    Vainqueur : { $winner }
cli-no-winner = aucun
cli-flags = Signalements :
cli-figures = Chiffres :
cli-steps = Calcul détaillé :
cli-judge-defect = { $file } : umpire a échoué en jugeant ce fichier ({ $panic }) ; les autres fichiers sont jugés comme d'habitude. C'est un défaut d'umpire : merci de le signaler avec le fichier.
cli-no-panic-message = aucun message
cli-cannot-write-json = impossible d'écrire le JSON : { $error }
cli-built-in-demo = { $name } (démo intégrée)
cli-demo-intro = La démo intégrée ; `umpire compute FICHIER` juge vos propres scénarios, `umpire --help` en dit plus.

## umpire check

cli-warning = { $origin } : avertissement : { $text }
cli-report-warning = avertissement : { $text }
cli-ok = OK : { $title }
cli-ok-campaign =
    { $count ->
        [one] OK : { $title } (une campagne de { $count } bataille)
       *[other] OK : { $title } (une campagne de { $count } batailles)
    }
cli-map-size-differs = map.size indique { $width } × { $height } mais { $file } mesure { $image_width } × { $image_height } pixels
cli-cannot-judge = jugement impossible : { $message }

## Fichiers écrits, et les entrées qu'une sortie ne peut pas écraser

cli-wrote = Écrit : { $file }
cli-input-scenario = le scénario
cli-input-template = le modèle
cli-input-map-image = l'image de la carte
cli-input-bundle = le paquet
cli-input-campaign = la campagne
cli-input-campaign-battle = une bataille de la campagne
# Les fichiers que vise une limite de taille, dans le message du modèle (trop gros pour …).
cli-campaign-files = fichiers de campagne

## umpire bundle

cli-bundle-name = { $file } : le nom d'un paquet se termine par .{ $extension }, pour qu'umpire le reconnaisse
cli-bundle-wrote-with-map = Écrit : { $file }, avec { $scenario } et sa carte { $map }
cli-bundle-wrote-no-map = Écrit : { $file }, avec { $scenario } (il ne nomme aucune image de carte)
cli-bundle-problems =
    { $count ->
        [one] ; le scénario a { $count } problème de cohérence (`umpire check` le montre)
       *[other] ; le scénario a { $count } problèmes de cohérence (`umpire check` les liste)
    }
cli-bundle-needs-map = { $file } : map.image : { $error } (le paquet n'est pas fait sans sa carte)
cli-cannot-unpack = { $file } : impossible de déballer le paquet : { $error }

## umpire campaign-battle

cli-battle-needs-file = campaign-battle ajoute la ligne de la bataille au fichier de campagne : nommez le fichier, pas -
cli-battle-no-map = --map { $map } : image introuvable ({ $path }) ; le chemin part du dossier de la bataille
cli-battle-inconsistent = { $file } : la bataille faite n'est pas cohérente : { $problem }
cli-campaign-not-ron = { $origin } : la campagne ne peut pas être écrite en RON : { $error }
cli-battle-exists = { $file } : un fichier de ce nom existe déjà ; umpire n'écrit jamais par-dessus : choisissez un autre --file
cli-cannot-write-battle = { $file } : impossible d'écrire la bataille : { $error }
cli-cannot-add-battle = { $origin } : impossible d'ajouter la bataille à la campagne : { $error }
cli-battle-wrote = Écrit : { $file } ({ $title }, { $date })
cli-battle-side =
    { $count ->
        [one] { $side } ({ $role ->
            [attacker] attaquant
           *[defender] défenseur
        }) : { $count } unité : { $units }
       *[other] { $side } ({ $role ->
            [attacker] attaquant
           *[defender] défenseur
        }) : { $count } unités : { $units }
    }
cli-battle-added-kept = battles[{ $index }] ({ $file }) ajoutée à { $origin }, commentaires et mise en page gardés.
cli-battle-added-whole = battles[{ $index }] ({ $file }) ajoutée à { $origin }, fichier réécrit en entier : ses commentaires n'ont pas pu être gardés.
cli-not-a-side = « { $text } » n'est pas un camp : a ou b

## umpire campaign, en texte

cli-campaign-for = Pour : { $audience }
cli-campaign-for-umpire = l'arbitre
cli-campaign-for-public = le public
cli-army-name = { $side } (camp { $letter })
cli-campaign-from-to = Du { $start } au { $day } (le jour du registre)
cli-umpire-notes = Notes de l'arbitre : { $notes }
cli-heading-rules = Règles
cli-results-table = Table des résultats :
cli-heading-standings = Classement
cli-standing-row = { $level } : { $a } { $a_wins }, { $b } { $b_wins }
cli-standing-row-no-winner = { $level } : { $a } { $a_wins }, { $b } { $b_wins }, sans vainqueur { $no_winner }
cli-battles-won = Batailles gagnées : { $a } { $a_wins }, { $b } { $b_wins }
cli-heading-battles = Batailles
cli-fought = Engagés : { $a } ({ $a_units }) contre { $b } ({ $b_units })
cli-result-of-record = Résultat retenu : { $result }
cli-result-of-record-by = Résultat retenu ({ $system }) : { $result }
cli-battle-level = Niveau : { $level }
cli-battle-why = Pourquoi : { $reason }
cli-battle-losses = Pertes : { $a } { $a_losses } ; { $b } { $b_losses }
cli-battle-own-count = { $label } : { $a } { $a_count } ; { $b } { $b_count }
cli-campaign-effect = Effet sur la campagne : { $effect }
cli-stragglers = Traînards : { $side } { $amount }
cli-units = Unités :
cli-unit-joins = , arrive le { $day }
cli-unit-general = , un général : non compté
cli-unit-line = { $id } { $name } ({ $contingent }){ $status }{ $general } : { $now } aujourd'hui ; { $history }
cli-unit-fought-at = a combattu à : { $battles }
cli-heading-refused = Refusé
cli-heading-warnings = Avertissements

## main.rs

cli-options-after-subcommand = umpire : les options viennent après la sous-commande : umpire { $name } [OPTIONS]
cli-no-window = cette version d'umpire n'a pas de fenêtre (elle a été construite sans la fonction « gui ») : utilisez une sous-commande (compute, check, systems, report, render-map, record, player-copy, bundle, campaign, campaign-battle, campaign-report) ; `umpire --help` les liste
cli-no-profile = umpire : aucun profil servi sur { $address } : { $error }

## L'aide des commandes et de leurs options (clap les montre ; les pages de manuel en sont faites)

cli-about = Le bureau de l'arbitre pour les wargames historiques : juger une bataille selon cinq systèmes de victoire, chaque étape montrée.
cli-after-help =
    Sans sous-commande, umpire ouvre FILE dans sa fenêtre.
    Codes de sortie : 0 succès, 1 entrée invalide, 2 erreur d'utilisation.
cli-arg-file = Un fichier de scénario à ouvrir
cli-arg-lang = La langue : en ou fr. Sans elle, celle de l'environnement (LC_ALL, LC_MESSAGES, LANG), l'anglais tant que la traduction française est partielle
cli-about-compute = Juger des fichiers de scénario avec chaque système de victoire (ou ceux nommés par --system)
cli-about-check = Vérifier des fichiers de scénario : syntaxe, cohérence, placement des marqueurs et image de la carte
cli-about-systems = Lister les systèmes de victoire : id et nom
cli-about-report = Écrire le compte rendu de bataille d'un scénario en PDF
cli-about-render-map = Dessiner la carte avec ses zones de déploiement, ses marqueurs de PV et ses unités dans un PNG (sans fenêtre)
cli-about-record = Le journal de bataille tour par tour (pertes, PV tenus, moral) en CSV ou en JSON
cli-about-player-copy = Écrire une copie du joueur : le scénario avec ce que sait un seul public
cli-about-bundle = Mettre un scénario et l'image de sa carte dans un seul fichier (un paquet de bataille, .umpire), que chaque commande et la fenêtre ouvrent comme un scénario
cli-about-campaign-report = Écrire le compte rendu d'une campagne en PDF pour un public
cli-about-campaign = Le registre d'une campagne : classement, batailles, l'effectif de chaque armée au fil de la campagne avec la règle derrière chaque chiffre, et ce qui reste à venir, en texte, JSON ou CSV
cli-about-campaign-battle = Faire la prochaine bataille d'une campagne d'après son registre : écrire son scénario à côté de la campagne et ajouter sa ligne au fichier de campagne
cli-arg-campaign-file = Le fichier de campagne (RON) ; ses batailles sont lues à côté. `-` lit l'entrée standard, les batailles alors dans le dossier courant
cli-arg-campaign-audience = Pour qui est le registre : umpire (l'arbitre, tout), a ou b (sa propre armée en entier, l'ennemi tel que les batailles l'ont montré), public (les batailles seules)
cli-arg-battle-campaign = Le fichier de campagne (RON)
cli-arg-battle-file = Le fichier de scénario de la nouvelle bataille, relatif au dossier de la campagne ; jamais écrasé
cli-arg-battle-date = Le jour de la bataille (AAAA-MM-JJ), pas avant la dernière bataille de la campagne
cli-arg-battle-title = Le nom de la bataille
cli-arg-battle-a = Un contingent du camp A qui combat (à répéter pour plusieurs)
cli-arg-battle-b = Un contingent du camp B qui combat (à répéter pour plusieurs)
cli-arg-battle-attacker = Le camp attaquant : a ou b
cli-arg-battle-map = L'image de la carte, relative au dossier de la nouvelle bataille (comme le map.image d'un scénario)
cli-arg-copy-file = Le fichier de scénario de l'arbitre (RON) ; `-` lit l'entrée standard
cli-arg-copy-audience = Pour qui est la copie : a (camp A), b (camp B) ou public
cli-arg-copy-output = La copie à écrire : RON, ou un paquet de bataille avec sa carte quand le nom finit par .umpire
cli-arg-bundle-file = Fichier de scénario (RON, ou un paquet) ; son map.image est trouvé comme la fenêtre le trouve
cli-arg-bundle-output = Le paquet à écrire (son nom finit par .umpire)
cli-arg-map-file = Fichier de scénario (RON) ; le dessin se fait sur son map.image
cli-arg-map-output = Le PNG à écrire
cli-arg-map-player = Dessiner ce que les joueurs peuvent voir : aucune valeur de marqueur cachée (comme `--audience public`)
cli-arg-map-audience = Pour qui est la carte : umpire (l'arbitre), a, b ou public (voir « Qui sait quoi » dans la référence des règles)
cli-arg-map-scale = Taille par rapport à l'image de la carte (1 = pleine résolution, 0.25 = un quart de chaque côté)
cli-arg-map-turn = La bataille telle qu'elle était à la fin du tour N (un nombre, 0 pour le déploiement, ou le nom d'un tour), avec les mouvements de ce tour en flèches ; par défaut : la fin du journal
cli-arg-map-grid = Dessiner la grille de la carte : ses lignes et les ids des cases, le terrain, les rivières et les sorties
cli-arg-report-file = Fichier de scénario (RON)
cli-arg-pdf-output = Le PDF à écrire
cli-arg-report-template = Un modèle intégré (umpire, player) ou le chemin d'un fichier de modèle
cli-arg-report-paper = Format du papier ; l'emporte sur celui du modèle
cli-arg-report-audience = Pour qui est le compte rendu : umpire (l'arbitre), a, b ou public. Le public choisi décide seul de ce qui est secret ; sans lui, le modèle `player` veut dire le public et tout autre l'arbitre
cli-arg-report-greyscale = Tout en niveaux de gris, pour une imprimante monochrome (aussi un réglage du modèle)
cli-arg-scenario-files = Fichiers de scénario (RON) ; `-` lit l'entrée standard
cli-arg-compute-system = Seulement ce système (à répéter pour plusieurs)
cli-arg-compute-audience = Pour qui sont les verdicts : umpire (l'arbitre, tout), a ou b (ce que ce camp a découvert), public (seulement ce qui est visible de tous). Voir la référence des règles, « Qui sait quoi »
cli-arg-record-file = Fichier de scénario (RON) ; `-` lit l'entrée standard
cli-arg-record-audience = Pour qui est le journal : umpire (l'arbitre), a, b ou public ; une valeur qu'il ne peut pas connaître reste vide
cli-arg-campaign-report-file = Fichier de campagne (RON) ; les fichiers de ses batailles sont lus à côté
cli-arg-campaign-report-audience = Pour qui est le compte rendu : umpire (l'arbitre), a, b ou public. Un camp voit sa propre armée en entier et l'ennemi seulement tel que les batailles l'ont montré ; le public voit les deux armées seulement ainsi
cli-arg-campaign-report-paper = Format du papier (A4 par défaut)
cli-arg-campaign-report-greyscale = Tout en niveaux de gris, pour une imprimante monochrome

## Ce que clap ajoute à chaque commande, et ses titres (en français seulement : l'anglais garde ceux de clap)

cli-arg-help = Afficher l'aide
cli-arg-help-more = Afficher l'aide (plus de détails avec '--help')
cli-arg-help-summary = Afficher l'aide (résumé avec '-h')
cli-arg-version = Afficher la version
cli-about-help = Afficher ce message ou l'aide des sous-commandes données
cli-manual = Manuel des commandes générales
cli-heading-usage = Utilisation :
cli-heading-commands = Commandes{"\u00A0"}
cli-heading-arguments = Arguments{"\u00A0"}
cli-heading-options = Options{"\u00A0"}
cli-help-default = [par défaut : { $value }]
cli-help-possible-values = [valeurs possibles : { $values }]

## clap's own error messages (src/cli/clap_errors.rs)
cli-clap-error = erreur : { $message }
cli-clap-unknown-argument = argument inattendu « { $arg } »
cli-clap-invalid-value = valeur « { $value } » invalide pour « { $arg } »
cli-clap-value-required = « { $arg } » demande une valeur, mais aucune n'a été donnée
cli-clap-possible-values = [valeurs possibles : { $values }]
cli-clap-invalid-subcommand = sous-commande inconnue « { $name } »
cli-clap-missing-required = les arguments obligatoires suivants manquent :
cli-clap-missing-subcommand = « { $name } » demande une sous-commande, mais aucune n'a été donnée
cli-clap-subcommands = [sous-commandes : { $values }]
cli-clap-used-twice = l'argument « { $arg } » ne peut être donné qu'une fois
cli-clap-conflict = l'argument « { $arg } » ne peut pas être employé avec « { $other } »
cli-clap-conflict-many = l'argument « { $arg } » ne peut pas être employé avec :
cli-clap-too-many-values = valeur inattendue « { $value } » pour « { $arg } » ; aucune autre n'était attendue
cli-clap-validation = valeur « { $value } » invalide pour « { $arg } » : { $why }
cli-clap-wrong-number = « { $arg } » demande { $expected } valeurs, mais { $actual ->
        [one] { $actual } seule a été donnée
       *[other] { $actual } ont été données
    }
cli-clap-too-few = « { $arg } » demande { $min } valeurs ; { $actual ->
        [one] { $actual } seule a été donnée
       *[other] { $actual } seulement ont été données
    }
cli-clap-no-equals = il faut un signe égal pour donner une valeur à « { $arg } »
cli-clap-invalid-utf8 = un ou plusieurs arguments ne sont pas en UTF-8 valide
cli-clap-invalid = les arguments ne sont pas valides
cli-clap-similar-argument = { $count ->
        [one] astuce : un argument voisin existe : { $names }
       *[other] astuce : des arguments voisins existent : { $names }
    }
cli-clap-similar-subcommand = { $count ->
        [one] astuce : une sous-commande voisine existe : { $names }
       *[other] astuce : des sous-commandes voisines existent : { $names }
    }
cli-clap-similar-value = { $count ->
        [one] astuce : une valeur voisine existe : { $names }
       *[other] astuce : des valeurs voisines existent : { $names }
    }
cli-clap-quoted = « { $name } »
cli-clap-more-information = Pour en savoir plus, essayez « { $help } ».
cli-clap-conflict-others = l'argument « { $arg } » ne peut pas être employé avec un ou plusieurs des autres arguments donnés
