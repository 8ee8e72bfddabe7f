# Le cadre de la fenêtre : ses onglets et son titre, les fichiers, les exports, la
# récupération, les copies des joueurs, les panneaux de la campagne, les dialogues et le
# sélecteur de fichiers intégré.
# Typographie : espace insécable (U+00A0) avant « : », espace fine insécable (U+202F)
# avant « ; ! ? % ».

## Les onglets et le titre de la fenêtre

shell-tab-designer = Conception
shell-tab-sides = Camps et unités
shell-tab-battle = Bataille
shell-tab-designer-why = La carte : zones de déploiement, marqueurs de PV et leur placement
shell-tab-sides-why = La description du scénario, ses camps, contingents et unités
shell-tab-battle-why = Le bureau de bataille : le journal, les verdicts et les outils de chaque système
shell-not-saved-yet = pas encore enregistré
shell-untitled-scenario = scénario sans titre

## Les titres et filtres des dialogues de fichiers

shell-file-open-scenario = Ouvrir un scénario
shell-file-save-scenario-as = Enregistrer le scénario sous
shell-file-save-bundle-as = Enregistrer en paquet
shell-file-open-map-image = Ouvrir l'image de la carte
shell-file-export-map-png = Exporter la carte en PNG
shell-file-export-report = Exporter le compte rendu de bataille
shell-file-export-player-copy = Exporter une copie du joueur
shell-file-open-campaign = Ouvrir une campagne
shell-file-save-campaign-as = Enregistrer la campagne sous
shell-file-export-campaign-report = Exporter le compte rendu de campagne
shell-filter-scenario-or-bundle = Scénario umpire (RON ou paquet)
shell-filter-scenario = Scénario umpire (RON)
shell-filter-scenario-or-bundle-with-map = Scénario umpire (RON, ou paquet avec sa carte)
shell-filter-bundle = Paquet de bataille umpire
shell-filter-map-image = Image de carte
shell-filter-png = Image PNG
shell-filter-pdf = Document PDF
shell-filter-campaign = Campagne umpire (RON)

## L'image de la carte placée à côté d'un scénario

shell-map-written = Image de la carte écrite dans { $path }
shell-map-already-there = L'image de la carte est déjà dans { $path }
shell-map-written-beside = { $taken } est un autre fichier : l'image de la carte a été écrite dans { $path }
shell-map-cannot-write = { $path } : impossible d'écrire l'image de la carte : { $error }
shell-map-no-free-name = { $path } : impossible d'écrire l'image de la carte : { $name } et { $count } autres noms semblables sont pris
shell-map-images = images de carte

## La sauvegarde automatique et la récupération

shell-autosave-off = La sauvegarde automatique est désactivée dans cette fenêtre
shell-autosave-unreadable = Une sauvegarde automatique est illisible et n'a pas été proposée : { $error }
shell-no-autosave-waiting = Aucun travail non enregistré d'une autre fenêtre n'attend d'être récupéré
shell-autosave-failed = Échec de la sauvegarde automatique dans { $path } : { $error }
shell-autosave-restored = Sauvegarde automatique restaurée : enregistrez-la pour la garder
shell-autosaves-more-waiting =
    { $count ->
        [one] { $count } autre sauvegarde automatique attend
       *[other] { $count } autres sauvegardes automatiques attendent
    } : Fichier → Récupérer le travail non enregistré
shell-autosave-restore-failed = Impossible de restaurer la sauvegarde automatique

## Les copies des joueurs

shell-copy-lock-why = Ce fichier ne contient que ce que ce public sait : les valeurs qu'il n'a jamais vues n'y sont pas. Il est montré tel que ce public voit la bataille, et rien ne peut y être modifié ni retourné.
shell-copy-has-no-umpire-view = Ce fichier (« { $banner } ») n'a pas de vue de l'arbitre (le fichier de l'arbitre en a une)
shell-copy-newer = Copie plus récente : { $title } ; la bataille après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } (la copie ouverte avant en avait { $turns_before })
shell-copy-older = Copie plus ancienne : { $title } ; la bataille après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } (la copie ouverte avant en avait { $turns_before }) ; ouvrez la plus récente pour voir le dernier tour
shell-copy-exported = Copie du joueur exportée ({ $audience }) vers { $path }
shell-copy-export-failed = Impossible d'exporter la copie du joueur

## Le cadre de la fenêtre : le choix du public, la lecture seule, l'annulation, les fichiers déposés

shell-copy-read-only = Ce fichier (« { $banner } ») est en lecture seule : rien n'a été modifié.
shell-view-read-only = { $view } est en lecture seule : rien n'a été modifié. Affichage → Vue de l'arbitre… pour modifier le scénario.
shell-undone = Annulé : { $change }
shell-redone = Rétabli : { $change }
shell-the-last-change = la dernière modification
shell-dropped-unknown = { $path } : umpire ouvre les scénarios (.ron), les paquets de bataille (.umpire) et les images de carte (PNG, JPEG, WebP) ; ce fichier n'est rien de cela
shell-drop-here = Déposez un scénario (.ron) pour l'ouvrir, ou une image pour en faire la carte
shell-shown-to = Vu par :
shell-shown-to-name = Vu par
shell-shown-to-why = Qui regarde : l'arbitre voit tout ; chaque camp ne voit que ce que ses troupes ont découvert ; le public ne voit que ce qui est face visible (Ctrl+Maj+P pour la vue du joueur suivant). La vue d'un joueur est en lecture seule.
shell-read-only = Lecture seule
shell-read-only-why = La vue d'un joueur montre la bataille telle que ce public la connaît et ne modifie rien : Affichage → Vue de l'arbitre… pour modifier le scénario
shell-umpires-view = La vue de l'arbitre
shell-sides-view = La vue du camp (« { $side } »)
shell-public-view = La vue du public

## Ouvrir et enregistrer

shell-new-scenario = Nouveau scénario
shell-nothing-to-undo = Rien à annuler
shell-nothing-to-redo = Rien à rétablir
shell-autosave-remove-failed = Impossible de supprimer la sauvegarde automatique : { $error }
shell-kept-original = Fichier d'origine conservé sous { $path }
shell-save-failed = Impossible d'enregistrer le scénario
shell-save-bundle-failed = Impossible d'enregistrer le paquet
shell-opened = { $path } ouvert
shell-opened-with-problems =
    { $count ->
        [one] { $path } ouvert avec { $count } problème de cohérence : voir Affichage, Problèmes
       *[other] { $path } ouvert avec { $count } problèmes de cohérence : voir Affichage, Problèmes
    }
shell-open-failed = Impossible d'ouvrir le scénario
shell-no-such-demo = { $file } : cette démo intégrée n'existe pas
shell-demo-origin = { $file } (démo intégrée)
shell-opened-demo = Démo intégrée ouverte : { $file }
shell-open-demo-failed = Impossible d'ouvrir la démo
shell-saved = { $path } enregistré
shell-copy-map-failed = Impossible de copier l'image de la carte
shell-file-dialog-busy = Un sélecteur de fichiers est déjà ouvert ({ $dialog }) : terminez-le d'abord
shell-no-file-dialog = Aucun sélecteur de fichiers
shell-no-file-dialog-why = Aucun sélecteur de fichiers n'a pu s'afficher. umpire utilise le portail de fichiers du bureau (xdg-desktop-portal) et, à défaut, zenity : installez l'un ou l'autre. Vous pouvez aussi déposer un scénario ou une image de carte sur la fenêtre.

## Les exports

shell-map-export-busy = La carte est déjà en cours d'export : attendez ou annulez
shell-map-export-failed = Impossible d'exporter la carte
shell-exporting-map = Export de la carte
shell-map-exported = Carte exportée vers { $path } ({ $width } × { $height } pixels, { $kb } Ko)
shell-map-export-cancelled = Export de la carte annulé : rien n'a été écrit
shell-map-export-defect = { $path } : l'export a échoué de façon inattendue (un défaut d'umpire)
shell-map-loading-stopped = Chargement de l'image de la carte interrompu
shell-report-busy = Un compte rendu est déjà en préparation : attendez ou annulez
shell-report-template-missing =
    { $kind ->
        [player] Le modèle intégré du compte rendu des joueurs manque à cette version
       *[other] Le modèle intégré du compte rendu de l'arbitre manque à cette version
    }
shell-making-report =
    { $kind ->
        [player] Préparation du compte rendu des joueurs
       *[other] Préparation du compte rendu de l'arbitre
    }
shell-making-report-now =
    { $kind ->
        [player] Préparation du compte rendu des joueurs…
       *[other] Préparation du compte rendu de l'arbitre…
    }
shell-no-campaign-open = Aucune campagne n'est ouverte
shell-making-campaign-report = Préparation du compte rendu de campagne
shell-making-campaign-report-now = Préparation du compte rendu de campagne…
shell-report-written =
    Compte rendu écrit dans { $path } ({ $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }, { $kb } Ko)
shell-report-cancelled = Compte rendu annulé : rien n'a été écrit
shell-report-failed = Impossible de préparer le compte rendu
shell-report-defect = { $path } : le compte rendu a échoué de façon inattendue (un défaut d'umpire)

## La campagne dans la fenêtre

shell-campaign-files = fichiers de campagne
shell-campaign-window-title = campagne { $title }
shell-campaign-opened = Campagne ouverte : { $path }
shell-campaign-open-failed = Impossible d'ouvrir la campagne
shell-no-demo-campaign = Cette version d'umpire ne contient aucune campagne de démonstration
shell-demo-campaign-opened = Campagne de démonstration ouverte : { $origin }
shell-demo-campaign-open-failed = Impossible d'ouvrir la campagne de démonstration
shell-campaign-closed = Campagne fermée
shell-campaign-unsaved = La campagne a des modifications non enregistrées
shell-campaign-unsaved-why = La campagne ouverte a des modifications non enregistrées : Fichier → Enregistrer les garde (la vue Campagne affichée). Redemandez pour les abandonner.
shell-campaign-undone = Annulé : la dernière modification de la campagne
shell-campaign-redone = Rétabli : la dernière modification de la campagne
shell-campaign-over-battle = { $path } : c'est le fichier d'une bataille de la campagne (« { $file } ») ; enregistrez la campagne sous un autre nom
shell-campaign-save-failed = Impossible d'enregistrer la campagne
shell-campaign-comments-kept = La campagne est réécrite en entier : ses commentaires sont conservés dans { $path }
shell-campaign-saved = Campagne enregistrée : { $path }
shell-campaign-tab = Campagne : { $title }
shell-campaign-tab-back = ← Campagne : { $title }
shell-campaign-tab-why = Les batailles de la campagne, son registre et le classement
shell-scenario-unsaved = Le scénario a des modifications non enregistrées
shell-scenario-unsaved-why = Enregistrez le scénario ouvert (ou annulez ses modifications) avant d'ouvrir { $origin } : elles seraient perdues
shell-battle-open-failed = Impossible d'ouvrir la bataille

## La vue Campagne : son en-tête et ses volets

shell-pane-battles = Batailles
shell-pane-ledger = Registre
shell-pane-standings = Classement et règles
shell-pane-edit = Modifier la campagne
shell-campaign-not-saved = { $origin } (non enregistrée)
shell-campaign-unsaved-mark = • modifications non enregistrées
shell-campaign-span = Du { $start } au { $day }, jour du registre
shell-campaign-back-to-desk = ← Bureau de bataille
shell-campaign-back-to-desk-why = Afficher le scénario ouvert dans le bureau ; la campagne reste ouverte
shell-campaign-reread = Relire les batailles
shell-campaign-reread-why = Relire les fichiers des batailles (le registre est relu chaque fois que la vue s'affiche)
shell-campaign-export-report = Exporter le compte rendu…
shell-campaign-export-report-why = Le compte rendu de la campagne (PDF), tel que le public affiché peut le lire
shell-campaign-create-next = Créer la bataille suivante…
shell-campaign-create-next-why = Faire le scénario de la bataille suivante à partir du registre
shell-campaign-read-only = Lecture seule : la campagne telle que ce public la connaît

## Les batailles de la campagne

shell-campaign-no-battles = { $none } « Créer la bataille suivante… » fait la première à partir de l'ordre de bataille.
shell-campaign-open-battle = Ouvrir la bataille
shell-campaign-open-battle-why = Ouvrir le scénario de cette bataille dans le bureau ; « ← Campagne » dans la barre d'onglets y ramène
shell-campaign-fought-losses = { $army } : { $fought } — pertes { $losses }
shell-campaign-result = Résultat : { $result }{ $level }
shell-campaign-effect = Effet sur la campagne : { $effect }

## Modifier la campagne

shell-campaign-rules = Règles
shell-campaign-results-table = Table des résultats
shell-campaign-battle-lines = Lignes des batailles
shell-campaign-title = Titre de la campagne
shell-campaign-notes = Notes (tous les lecteurs)
shell-campaign-umpire-notes = Notes de l'arbitre
shell-days =
    { $count ->
        [one] jour
       *[other] jours
    }
shell-campaign-returns = Retour des pertes
shell-campaign-share-returning = Part qui revient
shell-campaign-after = après
shell-campaign-replacements = Remplacements
shell-campaign-share-each-time = Part à chaque fois
shell-campaign-every = tous les
shell-campaign-up-to = jusqu'à
shell-campaign-no-rows = Aucune ligne.
shell-campaign-effect-of = Effet : { $level }
shell-campaign-no-lines = Aucune pour l'instant : « Créer la bataille suivante… » en ajoute une.
shell-campaign-remove-line = Retirer { $line }
shell-campaign-remove-line-why = Retirer cette bataille de la campagne (son fichier reste) ; Ctrl+Z la remet
shell-campaign-line-removed = { $line } retirée de la campagne ; son fichier reste tel quel

## Le registre de la campagne

shell-ledger-date = Date
shell-ledger-entry = Entrée
shell-ledger-change = Variation
shell-ledger-strength = Effectif
shell-ledger-rule = Règle
shell-ledger-as-seen = { $army } (vu en bataille)
shell-ledger-chart-title = Effectif ({ $measure }) au fil des jours de la campagne

## Créer la bataille suivante de la campagne

shell-next-date-error = Date : { $error }
shell-next-read-only = La vue d'un joueur est en lecture seule
shell-next-not-on-disk = La campagne n'est pas encore sur le disque : Fichier → Enregistrer sous… d'abord, pour que la bataille soit écrite à côté
shell-next-ledger-stops = Le registre s'arrête avant { $line } : corrigez cette bataille avant d'en faire une autre
shell-next-title = Créer la bataille suivante
shell-next-file-name = Nom du fichier
shell-next-file-name-hint = à côté du fichier de la campagne
shell-next-battle-title = Titre
shell-next-title-hint = Iéna
shell-next-map = Image de la carte
shell-next-map-hint = facultatif : une image à côté de la campagne
shell-next-contingents = Contingents engagés : { $army }
shell-next-attacker = Attaquant :
shell-next-create = Créer
shell-cancel = Annuler
shell-next-file-exists = { $path } existe déjà : une bataille n'est jamais écrite par-dessus un fichier ; choisissez un autre nom
shell-next-created = { $path } créé et ajouté à la campagne comme { $line } (Ctrl+Z retire la ligne ; le fichier reste)
shell-next-made = { $file } est créé : c'est { $line } de la campagne. L'ouvrir maintenant ?
shell-next-open-new = Ouvrir la nouvelle bataille
shell-next-not-now = Pas maintenant

## Le classement

shell-standings = Classement
shell-standings-level = Niveau
shell-standings-no-winner = Sans vainqueur
shell-standings-all-levels = Tous niveaux
shell-refusals-and-warnings = Refus et avertissements
shell-open-line = Ouvrir { $line }
shell-open-line-why = Ouvrir dans le bureau la bataille en cause

## Les dialogues

shell-doing-new = de commencer un nouveau scénario
shell-doing-open = d'ouvrir un autre scénario
shell-doing-open-file = d'ouvrir { $file }
shell-doing-open-demo = d'ouvrir la démo { $name }
shell-doing-quit = de quitter
shell-unsaved-changes = Modifications non enregistrées
shell-the-scenario = Le scénario
shell-unsaved-changes-why = « { $title } » a des modifications non enregistrées. Les enregistrer avant { $doing } ?
shell-save = Enregistrer
shell-discard = Abandonner
shell-umpire-view-ask = Afficher la vue de l'arbitre ?
shell-umpire-view-why = La vue de l'arbitre montre tout : les valeurs des marqueurs face cachée, les seuils de retraite des deux camps, les graines et les notes de l'arbitre, et elle permet de modifier le scénario. Assurez-vous qu'aucun joueur ne regarde l'écran.
shell-umpire-view-show = Afficher la vue de l'arbitre
shell-ok = OK
shell-restore-ask = Restaurer le travail non enregistré ?
shell-restore-one = umpire ne s'est pas fermé correctement la dernière fois. Une sauvegarde automatique de « { $title } » ({ $origin }) a été écrite { $age }.
shell-restore = Restaurer
shell-discard-autosave = Abandonner la sauvegarde
shell-decide-later = Décider plus tard
shell-decide-later-why = La garder : Fichier → Récupérer le travail non enregistré la proposera de nouveau
shell-restore-many = Des fenêtres d'umpire ne se sont pas fermées correctement. { $count } sauvegardes automatiques de travail non enregistré ont été trouvées ; restaurez-en une dans cette fenêtre (les autres restent proposées sous Fichier → Récupérer le travail non enregistré).
shell-restore-line = « { $title } » ({ $origin }), écrite { $age }
shell-restore-why = Restaurer « { $title } » dans cette fenêtre
shell-discard-why = Supprimer la sauvegarde automatique de « { $title } »
shell-from = depuis { $path }
shell-never-saved = jamais enregistré dans un fichier
shell-comments-dropped = Les commentaires ne seront pas conservés
shell-comments-dropped-why =
    { $count ->
        [one] { $name } a été écrit à la main et contient { $count } commentaire. umpire réécrit le scénario et ne peut pas le conserver. Le fichier tel qu'il est maintenant sera gardé à côté sous le nom { $name }~.
       *[other] { $name } a été écrit à la main et contient { $count } commentaires. umpire réécrit le scénario et ne peut pas les conserver. Le fichier tel qu'il est maintenant sera gardé à côté sous le nom { $name }~.
    }
shell-save-keeping-original = Enregistrer et garder l'original
shell-copy-map-ask = Copier la carte à côté du scénario ?
shell-copy-map-why = { $scenario } désigne son image de carte par { $image }, hors du dossier du scénario. Envoyé à un autre joueur ou déplacé, le scénario perdrait sa carte. Copier { $map } dans { $folder } et la désigner depuis là ?
shell-copy-map = Copier la carte à côté du scénario
shell-keep-map = La laisser où elle est
shell-keep-map-why = Plus demandé pour cette carte tant que le scénario est ouvert

## Les sauvegardes automatiques

shell-age-unknown = à une heure inconnue
shell-age-seconds = il y a moins d'une minute
shell-age-minutes =
    { $count ->
        [one] il y a { $count } minute
       *[other] il y a { $count } minutes
    }
shell-age-hours =
    { $count ->
        [one] il y a { $count } heure
       *[other] il y a { $count } heures
    }
shell-age-days =
    { $count ->
        [one] il y a { $count } jour
       *[other] il y a { $count } jours
    }
shell-autosave-not-ours = La sauvegarde automatique { $slot } appartient à une autre fenêtre d'umpire
shell-autosave-taken = Une autre fenêtre d'umpire a déjà restauré ou abandonné cette sauvegarde automatique
shell-autosaves = sauvegardes automatiques

## Le sélecteur de fichiers dans la fenêtre

shell-cannot-list = { $path } : impossible de lister le dossier : { $error }
shell-no-such-folder = Le dossier { $path } n'existe pas
shell-no-such-file = Aucun fichier nommé « { $name } » dans ce dossier
shell-folder = Dossier
shell-folder-why = Saisir un dossier et appuyer sur Entrée
shell-up = Parent
shell-up-why = Le dossier au-dessus de celui-ci
shell-home = Accueil
shell-show-hidden = Fichiers cachés
shell-show-hidden-why = Lister les fichiers et dossiers dont le nom commence par un point
shell-showing = Affichés : dossiers et { $filter }
shell-nothing-here = Aucun dossier ni fichier correspondant ici.
shell-truncated = Seules les { $count } premières entrées sont listées : saisissez le nom.
shell-file-name = Nom du fichier
shell-replace-ask = « { $name } » existe déjà. Le remplacer ?
shell-replace = Remplacer
shell-keep-it = Le garder
shell-open = Ouvrir
shell-no-map-to-export = Le scénario n'a pas d'image de carte à exporter : choisissez-en une d'abord avec Fichier → Ouvrir l'image de la carte.

## Les entrées du choix du public

shell-audience-umpire = Arbitre
shell-audience-public = Public
shell-next-file-default = bataille-{ $n }.ron

# Keeping the original of a commented file, and taking over or removing an autosave; $error is the system's error.
shell-original-unreadable = { $path } : impossible de lire le fichier d'origine : { $error }
shell-original-not-kept = { $path } : impossible de conserver le fichier d'origine : { $error }
shell-autosave-take-over = { $path } : impossible de reprendre la sauvegarde automatique : { $error }
shell-autosave-remove = { $path } : impossible de supprimer les fichiers de la sauvegarde automatique { $slot } : { $error }
