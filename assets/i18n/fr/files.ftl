# La lecture et l'écriture des fichiers (src/model/files/, src/model/io.rs,
# src/model/file_error.rs), les paquets de bataille (src/model/bundle.rs, src/model/bundle/) et
# les valeurs qu'une copie du joueur peut omettre (src/model/player_copy.rs). Chemins, noms
# d'entrées et lieux `fichier:ligne:colonne` restent tels quels.
# Typographie : espace insécable (U+00A0) avant « : », espace fine insécable (U+202F) avant
# « ; ! ? % ».

## Tailles (src/model/files/mod.rs)

files-size-gib = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Gio
files-size-mib = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Mio
files-size-whole-mib = { $size } Mio
files-size-kib = { NUMBER($size, minimumFractionDigits: 1, maximumFractionDigits: 1) } Kio
files-size-bytes =
    { $size ->
        [one] { NUMBER($size, useGrouping: "false") } octet
       *[other] { NUMBER($size, useGrouping: "false") } octets
    }

## Un lieu dans un fichier (src/model/file_error.rs)

files-place = { $place } : { $message }
files-place-in = { $path } : { $place } : { $message }

## Les mots du lecteur de RON (src/model/file_error/ron_words.rs)

files-ron-expected =
    { $cause ->
        [eof] fin inattendue du texte RON
        [array] crochet ouvrant `[` attendu
        [array-end] crochet fermant `]` attendu
        [boolean] booléen attendu
        [comma] virgule attendue
        [float] nombre décimal attendu
        [integer] nombre entier attendu
        [option] option attendue
        [paren-end] parenthèse fermante `)` attendue
        [colon] deux-points attendu
        [paren] parenthèse ouvrante `(` attendue
        [string] chaîne de caractères attendue
        [string-end] fin de chaîne de caractères attendue
        [identifier] identifiant attendu
        [out-of-bounds] entier hors limites
       *[trailing] caractères en trop après la fin
    }
files-ron-unexpected-char = caractère inattendu { $char }
files-ron-field =
    { $problem ->
        [duplicate]
            { $inside ->
                [yes] champ { $field } en double dans { $outer }
               *[no] champ { $field } en double
            }
       *[missing]
            { $inside ->
                [yes] champ { $field } manquant dans { $outer }
               *[no] champ { $field } manquant
            }
    }
files-ron-unknown =
    { $sort ->
        [variant]
            variante inconnue { $found }{ $inside ->
                [yes] { " " }dans l'énumération { $outer }
               *[no] { "" }
            }, { $count ->
                [0] il n'y a aucune variante
                [1] { $last } attendue à la place
                [2] { $first } ou { $last } attendue à la place
               *[other] l'une de { $first } ou { $last } attendue à la place
            }
       *[field]
            champ inconnu { $found }{ $inside ->
                [yes] { " " }dans { $outer }
               *[no] { "" }
            }, { $count ->
                [0] il n'y a aucun champ
                [1] { $last } attendu à la place
                [2] { $first } ou { $last } attendu à la place
               *[other] l'un de { $first } ou { $last } attendu à la place
            }
    }

## Ce qui n'est pas un fichier ordinaire, et la lecture (src/model/files/)

files-thing =
    { $thing ->
        [folder] un dossier
        [fifo] un tube nommé (FIFO)
        [char-device] un périphérique en mode caractère
        [block-device] un périphérique en mode bloc
        [socket] une socket
       *[other] autre chose
    }
# $what : un nom au pluriel, sans article (« fichiers de scénario »).
files-read-not-regular = c'est { $thing }, pas un fichier ordinaire ; umpire ne lit les { $what } que dans des fichiers ordinaires
files-read-too-large = il fait { $size } ; umpire lit les { $what } jusqu'à { $limit }
files-read-grew = il a dépassé { $limit } pendant sa lecture ; umpire lit les { $what } jusqu'à cette taille
files-stream-too-large = plus de { $limit } ; umpire lit les { $what } jusqu'à cette taille
files-not-utf8 = UTF-8 invalide à l'octet { NUMBER($byte, useGrouping: "false") } : le fichier doit être du texte UTF-8 (l'enregistrer en UTF-8)
files-what =
    { $kind ->
        [campaign] fichiers de campagne
        [template] modèles
       *[scenario] fichiers de scénario
    }
files-what-bundles = paquets de bataille
files-system-error =
    { $kind ->
        [not-found] fichier ou dossier introuvable
        [permission-denied] permission refusée
        [read-only] système de fichiers en lecture seule
        [storage-full] plus de place sur le disque
        [quota] quota de disque dépassé
        [busy] ressource occupée
        [too-large] fichier trop gros pour le système de fichiers
       *[other] { $text }
    }

## L'écriture (src/model/files/write.rs, leftovers.rs)

files-too-many-links = plus de { $hops } liens symboliques se suivent à partir de ce chemin ; umpire ne les suit pas
files-no-temporary-name = aucun nom temporaire libre
files-write-read-only = il est en lecture seule ({ $why }) ; umpire ne remplace pas un fichier mis en lecture seule. Le rendre modifiable d'abord, ou choisir un autre fichier
files-mode-unix = mode { $mode } : personne n'a le droit d'écrire
files-mode-attribute = son attribut « lecture seule » est activé
files-write-not-regular = c'est { $thing }, pas un fichier ordinaire ; umpire n'écrit que des fichiers ordinaires et ne le remplacera pas
files-lock-not-regular = pas un fichier ordinaire
files-overwrites-input = { $out } : c'est { $what } ({ $input }) ; umpire n'écrit pas par-dessus un fichier que la même commande lit. Choisir un autre fichier de sortie.

## Les fichiers de scénario (src/model/io.rs)

files-no-version = aucun champ `version` : un fichier de scénario commence par `version: { $version }`
files-scenario-not-ron = le scénario ne peut pas être écrit en RON : { $error }

## Les paquets de bataille (src/model/bundle.rs, src/model/bundle/write.rs)

files-bundle-refused = { $bundle } : { $reason }
files-bundle-entry-refused = { $bundle } : entrée « { $entry } » : { $reason }
files-name-empty = un nom vide
files-name-folders = un paquet ne contient que des noms de fichiers simples : ni dossiers, ni chemins absolus, ni barres obliques inverses
files-name-dots = un paquet ne contient que des noms de fichiers simples, ni `.` ni `..`
files-name-control = un caractère de contrôle dans le nom
files-name-too-long = un nom de plus de { $max } caractères
files-name-colon = un deux-points dans le nom (un lecteur ou un flux sous Windows)
files-bundle-cannot-read = impossible de lire le fichier : { $error }
files-bundle-damaged = ce n'est pas un paquet de bataille (un zip endommagé) : { $error }
files-bundle-too-many-entries =
    il compte { $count ->
        [one] { $count } entrée
       *[other] { $count } entrées
    } ; un paquet de bataille en contient au plus { $max }
files-bundle-names-repeat = deux entrées portent le même nom (un nom ne peut pas se répéter, ni différer seulement par les majuscules)
files-bundle-not-in-manifest = le manifeste ne la nomme pas (un paquet ne contient que son manifeste, un scénario et une carte)
files-not-bundle = ce n'est pas un paquet de bataille : { $why }
files-not-zip-short = trop court pour être un fichier zip
files-not-zip-end = il ne se termine pas comme un fichier zip (un zip avec un commentaire n'est pas non plus un paquet)
files-not-zip-disks = un zip réparti sur plusieurs disques
files-not-zip-zip64 = un fichier ZIP64, dont un paquet n'a jamais besoin
files-directory-too-large = son répertoire fait { $size } ; celui d'un paquet de bataille fait au plus { $max }
files-directory-misplaced = son répertoire n'est pas là où son enregistrement de fin l'indique (un zip endommagé, ou des données à sa suite)
files-entry-unreadable-at = l'entrée { $number } est illisible : { $error }
files-entry-folder = un dossier ; un paquet ne contient que des fichiers ordinaires
files-entry-link = un lien symbolique ; un paquet ne contient que des fichiers ordinaires
files-entry-encrypted = chiffrée ; un paquet n'est jamais chiffré
files-entry-method = compressée en { $method } ; les entrées d'un paquet sont stockées telles quelles ou compressées par Deflate
files-entry-repeated = une deuxième entrée de ce nom (un nom ne peut pas se répéter, ni différer seulement par les majuscules)
files-manifest-syntax = { $place } : { $error } (le manifeste s'écrit `(version: 1, scenario: "NAME.ron", map: Some("NAME.png"))`)
files-bundle-newer = { $place } : écrit au format de paquet { $version } par un umpire plus récent ; cet umpire lit les versions jusqu'à { $reads }. Mettre umpire à jour pour l'ouvrir.
files-named-by-manifest = nommée par le manifeste : { $problem }
files-manifest-names-itself = le manifeste se nomme lui-même comme scénario ou comme carte
files-manifest-names-twice = le manifeste la nomme à la fois comme scénario et comme carte
files-entry-missing = le paquet n'a aucune entrée de ce nom
files-entry-unreadable = illisible : { $error }
files-entry-too-large = elle fait { $size } ; umpire lit de tels fichiers jusqu'à { $limit }
files-entry-wrong-size =
    elle contient { $more ->
        [more] plus
       *[fewer] moins
    } d'octets que les { NUMBER($declared, useGrouping: "false") } que son en-tête annonce (un zip endommagé ou hostile)
files-map-not-the-bundles = le scénario nomme sa carte « { $image } », pas la carte du paquet « { $map } »
files-map-outside = le scénario nomme la carte « { $image } », mais le paquet ne contient aucune carte
files-map-unnamed = le scénario ne nomme aucune carte, mais le paquet en contient une
files-not-a-name = « { $name } » ne peut pas être un nom dans un paquet : { $problem }
files-names-differ = le scénario, sa carte et le manifeste doivent porter trois noms différents dans un paquet
files-manifest-not-written = le manifeste ne peut pas être écrit : { $error }

## Les copies du joueur (src/model/player_copy.rs)

files-marker-value-missing = la valeur manque : seule une copie du joueur peut omettre la valeur d'un marqueur
files-face-up-value = la valeur d'un marqueur face visible est connue de tous : elle ne peut pas être omise
files-test-figures-missing = le % de PV et le FR manquent : seule une copie du joueur peut omettre les chiffres du test de retraite d'un camp
files-own-test-figures = un camp connaît les chiffres de son propre test de retraite : une copie pour lui ne peut pas les omettre
files-own-places = un camp sait où se trouvent ses propres unités : une copie pour lui ne peut pas omettre leur position

# An error of the system at a file: $error is files-system-error's text.
files-at-path = { $path } : { $error }
