# Les menus de la fenêtre, ses commandes et la barre d'état (src/app/commands.rs,
# src/app/menu_bar.rs, src/app/status_bar.rs).
# Typographie : espace insécable (U+00A0) avant « : », espace fine insécable (U+202F)
# avant « ; ! ? % ».

## Les menus

menu-file = Fichier
menu-open-demo = Ouvrir une démo
menu-open-recent = Fichiers récents
menu-no-recent-files = Aucun fichier récent
menu-export-player-copy = Exporter une copie pour les joueurs
menu-edit = Édition
menu-view = Affichage
menu-players-screen = Écran des joueurs
menu-language = Langue
menu-help = Aide
menu-read-only-why = La vue d'un joueur est en lecture seule : Affichage → Vue de l'arbitre… pour modifier le document

## Les commandes, telles que les menus et la liste des raccourcis de l'Aide les montrent

cmd-new = Nouveau
cmd-open = Ouvrir…
cmd-clear-recent-files = Effacer la liste des fichiers récents
cmd-save = Enregistrer
cmd-save-as = Enregistrer sous…
cmd-save-as-bundle = Enregistrer en un seul fichier (.umpire)…
cmd-open-map-image = Ouvrir l'image de la carte…
cmd-export-map-png = Exporter la carte en PNG…
cmd-export-report = Exporter le rapport…
cmd-export-copy-side-a = Pour le camp A…
cmd-export-copy-side-b = Pour le camp B…
cmd-export-copy-public = Pour le public…
cmd-export-copy-umpire = Pour l'arbitre…
cmd-quit = Quitter
cmd-undo = Annuler
cmd-redo = Rétablir
cmd-delete-selection = Supprimer la sélection
cmd-cancel-tool = Interrompre l'action de l'outil
cmd-next-player-view = Vue du joueur suivant
cmd-umpire-view = Vue de l'arbitre…
cmd-dark-theme = Thème sombre
cmd-problems = Problèmes…
cmd-messages = Messages…
cmd-recover-autosaves = Récupérer le travail non enregistré…
cmd-screen-side-a = Pour le camp A
cmd-screen-side-b = Pour le camp B
cmd-screen-public = Pour le public
cmd-close-players-screen = Fermer l'écran des joueurs
cmd-open-campaign = Ouvrir une campagne…
cmd-open-demo-campaign = { $name } (campagne)
cmd-close-campaign = Fermer la campagne
cmd-language-english = English
cmd-language-french = Français
cmd-language-french-partial = Français (partiel)
cmd-language-french-partial-why = Seuls les menus et la barre d'état sont en français pour l'instant

## Les pages de la fenêtre d'Aide : leurs titres, et les entrées de menu qui les ouvrent

help-rules = Référence des règles
help-shortcuts = Raccourcis clavier
help-about = À propos d'umpire
help-rules-menu = Référence des règles…
help-shortcuts-menu = Raccourcis clavier…
help-about-menu = À propos d'umpire…

## Les touches, telles que les menus et la liste des raccourcis de l'Aide les nomment

key-shift = Maj
key-delete = Suppr
key-escape = Échap
help-keys-either = { $first } ou { $second }

## La fenêtre d'Aide, et sa liste des touches de la carte

help-window = Aide
help-key-enter = Entrée
help-key-enter-does = Fermer la zone en cours de tracé
help-key-backspace = Retour arrière
help-key-backspace-does = Supprimer le marqueur, le sommet ou la zone sélectionnés (comme Suppr)
help-key-wheel = Molette de la souris
help-key-wheel-does = Zoomer sur la carte autour du pointeur
help-key-double-click = Double-clic sur un bord
help-key-double-click-does = Ajouter un sommet à une zone terminée

## La barre d'état et les fenêtres qu'elle ouvre

status-cancel = Annuler
status-stop = Arrêter : { $work }
status-unsaved = • modifications non enregistrées
status-saved = aucune modification non enregistrée
status-no-file = pas encore de fichier
status-problems =
    { $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    }
status-problems-why = Problèmes de cohérence du scénario
status-all-messages = Tous les messages
problems-title = Problèmes
problems-consistency = Problèmes de cohérence
problems-consistency-none = Aucun champ du scénario n'en contredit un autre.
problems-in-file = Dans le fichier : { $path }
problems-placement = Placement des marqueurs
problems-placement-none = Aucun marqueur n'enfreint une règle de placement.
messages-title = Messages
help-about-description = Le bureau de l'arbitre de jeu de guerre : conception de scénarios, systèmes de victoire, comptes rendus de bataille
help-about-licence = Licence : { $licence }.
help-about-fonts = Polices : DejaVu Sans et DejaVu Sans Bold (licence libre des polices DejaVu, dérivées de Bitstream Vera ; voir assets/fonts/LICENSE-DejaVu.txt), dans la fenêtre, les cartes exportées et les comptes rendus PDF ; les polices par défaut d'egui (Ubuntu Light, Hack, Noto Emoji, Emoji Icon Font ; chacune sous sa licence libre) dans la fenêtre.
help-about-built-with = Fait avec egui et eframe, printpdf, image et tiny-skia.
