## The map images' errors: src/render/image_io/, src/render/libjpeg (the Rust side). A number
## the English wrote without thousands separators keeps them off.

render-cannot-read = { $path } : impossible de lire le fichier : { $message }
render-not-an-image = { $path } : ce n'est pas une image qu'umpire sait lire (PNG, JPEG ou WebP attendu)
render-too-large = { $path } : l'image annonce { $width } × { $height } pixels ({ $mp } Mpx) ; umpire ouvre les cartes jusqu'à { $max_mp } Mpx et { $max_side } pixels de côté ({ $budget } de mémoire à { $bytes } octets par pixel). Réduisez d'abord la numérisation.
render-needs-memory-machine = { $path } : ouvrir cette image de { $width } × { $height } pixels demande environ { $needed } de mémoire ; cette machine n'en a que { $available } de libre. Réduisez d'abord la numérisation.
render-needs-memory-budget = { $path } : ouvrir cette image de { $width } × { $height } pixels demande environ { $needed } de mémoire ; umpire accorde au plus { $available } à une carte. Réduisez d'abord la numérisation.
render-damaged = { $path } : l'image est endommagée : { $message }
render-decode = { $path } : l'image est endommagée ou d'un type non pris en charge : { $message }
render-mib = { $mib } Mio

## Why an image is damaged (after "the image is damaged:")
render-decoder-failed = le décodeur a échoué sur les données de l'image
render-fewer-rows = elle a moins de lignes que ne l'annonce son en-tête
render-no-memory-for-pixels = impossible d'obtenir { $size } de mémoire pour ses pixels
render-metadata-limit = elle demande plus de mémoire qu'umpire n'en accorde (ses métadonnées sont limitées à { $size })
render-zero-size = l'en-tête donne une taille de { $width } × { $height } pixels
render-frame-header-short = l'en-tête de trame est trop court
render-frame-components = l'en-tête de trame décrit mal ses composantes
render-marker-expected = octet { $pos } : un marqueur était attendu
render-marker-out-of-place = octet { $pos } : marqueur { $marker } mal placé
render-two-frame-headers = elle a deux en-têtes de trame
render-jpeg-metadata = ses segments de métadonnées dépassent { $size }, le maximum qu'accepte umpire
render-scan-before-frame = des données d'image précèdent l'en-tête de trame
render-no-frame-header = elle n'a pas d'en-tête de trame (SOF)
render-no-scan = elle a un en-tête mais aucune donnée d'image (aucun balayage)
render-too-little-data = ses { $size } de données d'image sont trop peu pour { $width } × { $height } pixels : les données sont tronquées
render-colour-type = le type de couleur { $colour_type } n'existe pas
render-first-chunk = le premier bloc n'est pas l'en-tête (IHDR)
render-png-metadata = son bloc { $kind } contient { $size } ; umpire accepte des blocs de métadonnées jusqu'à { $max }
render-no-idat = elle a un en-tête mais aucune donnée d'image (IDAT)
render-webp-metadata = son bloc { $kind } contient { $size } ; umpire accepte des métadonnées jusqu'à { $max }
render-no-image-header = elle n'a pas d'en-tête d'image
render-webp-no-data = elle a un en-tête mais aucune donnée d'image
render-cut-image-data = le fichier s'arrête dans les données de l'image, avant le marqueur de fin d'image : il est tronqué
render-cut-before-eoi = le fichier s'arrête avant le marqueur de fin d'image : il est tronqué
render-cut-header-segment = le fichier s'arrête dans un segment d'en-tête : il est tronqué
render-cut-header = le fichier s'arrête dans l'en-tête : il est tronqué
render-cut-before-iend = le fichier s'arrête avant le bloc de fin (IEND) : il est tronqué
render-cut-chunk = le fichier s'arrête dans un bloc { $kind } : il est tronqué
render-cut-image-header = le fichier s'arrête dans l'en-tête de l'image : il est tronqué
render-cut-before-size = le fichier s'arrête avant la taille que donne son en-tête : il est tronqué
render-cut-chunk-header = le fichier s'arrête dans un en-tête de bloc : il est tronqué

## libjpeg
render-jpeg-unavailable = cette version d'umpire n'a pas libjpeg
render-jpeg-bad-scale = un JPEG se décode à 1/1, 1/2, 1/4 ou 1/8, pas à 1/{ $denom }
render-jpeg-colour-space = libjpeg ne sait pas donner du RVB pour un JPEG { $space }
render-jpeg-too-large = le JPEG annonce { $width } × { $height } pixels, au-delà des limites d'umpire
render-jpeg-out-of-memory = mémoire épuisée pour le décodeur JPEG
render-jpeg-fewer-rows = moins de lignes que n'en annonçait l'en-tête
