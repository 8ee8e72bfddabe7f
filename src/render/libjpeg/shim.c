/*
 * A small C layer over libjpeg (libjpeg-turbo) for umpire.
 *
 * libjpeg reports a fatal error by calling error_exit, whose default prints and calls exit():
 * a corrupt map would close the window. Here error_exit keeps the message and longjmps back
 * to the shim function that called into libjpeg, so Rust only ever sees a return code. Every
 * entry point sets its own jump target before touching the decompressor, and no Rust frame
 * lies between setjmp and longjmp.
 *
 * Warnings (recoverable corrupt data) are counted and the first is kept, except a file cut
 * short: libjpeg would pad it with grey, and a map with a grey band is not the user's map.
 */
#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

enum { UMPIRE_OK = 0, UMPIRE_ERR = 1, UMPIRE_ROWS_AT_ONCE = 16 };

struct umpire_jpeg {
    struct jpeg_decompress_struct cinfo;
    struct jpeg_error_mgr jerr;
    jmp_buf jump;
    int created;
    int started;
    unsigned long warnings;
    char message[JMSG_LENGTH_MAX];
    char first_warning[JMSG_LENGTH_MAX];
};

static void umpire_error_exit(j_common_ptr cinfo) {
    struct umpire_jpeg *h = (struct umpire_jpeg *)cinfo->client_data;
    (*cinfo->err->format_message)(cinfo, h->message);
    longjmp(h->jump, 1);
}

static void umpire_emit_message(j_common_ptr cinfo, int level) {
    struct umpire_jpeg *h = (struct umpire_jpeg *)cinfo->client_data;
    if (level >= 0) {
        return; /* trace messages */
    }
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) {
        (*cinfo->err->format_message)(cinfo, h->message);
        longjmp(h->jump, 1);
    }
    if (h->warnings == 0) {
        (*cinfo->err->format_message)(cinfo, h->first_warning);
    }
    h->warnings++;
}

static void umpire_output_message(j_common_ptr cinfo) {
    (void)cinfo; /* never print to the terminal */
}

struct umpire_jpeg *umpire_jpeg_new(void) {
    struct umpire_jpeg *h = calloc(1, sizeof *h);
    return h;
}

void umpire_jpeg_free(struct umpire_jpeg *h) {
    if (h == NULL) {
        return;
    }
    if (h->created) {
        /* jpeg_destroy only frees memory: it cannot raise an error. */
        jpeg_destroy_decompress(&h->cinfo);
    }
    free(h);
}

const char *umpire_jpeg_message(const struct umpire_jpeg *h) { return h->message; }

unsigned long umpire_jpeg_warnings(const struct umpire_jpeg *h, const char **first) {
    *first = h->first_warning;
    return h->warnings;
}

/*
 * Reads the header and starts decompression at 1/denom in the DCT, RGB out (components 3) or
 * RGBA with opaque alpha (components 4, libjpeg-turbo's JCS_EXT_RGBA: what a GPU texture
 * takes without converting each pixel).
 * Fills the full (unscaled) and output sizes and the file's colour space
 * (a J_COLOR_SPACE value, so the caller can name CMYK when libjpeg refuses it).
 */
int umpire_jpeg_open(struct umpire_jpeg *h, const unsigned char *data, size_t len,
                     unsigned int denom, unsigned int components, uint32_t full[2],
                     uint32_t out[2], int *colour_space) {
    h->cinfo.err = jpeg_std_error(&h->jerr);
    h->jerr.error_exit = umpire_error_exit;
    h->jerr.emit_message = umpire_emit_message;
    h->jerr.output_message = umpire_output_message;
    h->cinfo.client_data = h;
    *colour_space = JCS_UNKNOWN;
    if (setjmp(h->jump)) {
        return UMPIRE_ERR;
    }
    jpeg_create_decompress(&h->cinfo);
    h->created = 1;
    jpeg_mem_src(&h->cinfo, data, (unsigned long)len);
    jpeg_read_header(&h->cinfo, TRUE);
    *colour_space = (int)h->cinfo.jpeg_color_space;
    full[0] = h->cinfo.image_width;
    full[1] = h->cinfo.image_height;
    if (components == 4) {
#ifdef JCS_EXTENSIONS
        h->cinfo.out_color_space = JCS_EXT_RGBA;
#else
        snprintf(h->message, sizeof h->message, "this libjpeg cannot give RGBA");
        return UMPIRE_ERR;
#endif
    } else {
        h->cinfo.out_color_space = JCS_RGB;
    }
    h->cinfo.scale_num = 1;
    h->cinfo.scale_denom = denom;
    jpeg_calc_output_dimensions(&h->cinfo);
    if (h->cinfo.out_color_components != (int)components) {
        snprintf(h->message, sizeof h->message, "libjpeg gives %d components, not %u",
                 h->cinfo.out_color_components, components);
        return UMPIRE_ERR;
    }
    out[0] = h->cinfo.output_width;
    out[1] = h->cinfo.output_height;
    return UMPIRE_OK;
}

/* Starts decompression: the costly allocations happen here, after the caller's checks. */
int umpire_jpeg_start(struct umpire_jpeg *h) {
    if (setjmp(h->jump)) {
        return UMPIRE_ERR;
    }
    jpeg_start_decompress(&h->cinfo);
    h->started = 1;
    return UMPIRE_OK;
}

/*
 * Decodes up to `rows` rows into `dst` (rows * output_width * components bytes); `*got` is how
 * many. 0 rows at the end of the image.
 */
int umpire_jpeg_read(struct umpire_jpeg *h, unsigned char *dst, uint32_t rows, uint32_t *got) {
    *got = 0;
    if (setjmp(h->jump)) {
        return UMPIRE_ERR;
    }
    size_t stride = (size_t)h->cinfo.output_width * (size_t)h->cinfo.out_color_components;
    while (*got < rows && h->cinfo.output_scanline < h->cinfo.output_height) {
        JSAMPROW ptrs[UMPIRE_ROWS_AT_ONCE];
        uint32_t want = rows - *got;
        if (want > UMPIRE_ROWS_AT_ONCE) {
            want = UMPIRE_ROWS_AT_ONCE;
        }
        for (uint32_t i = 0; i < want; i++) {
            ptrs[i] = dst + (size_t)(*got + i) * stride;
        }
        JDIMENSION n = jpeg_read_scanlines(&h->cinfo, ptrs, want);
        if (n == 0) {
            /* Suspension cannot happen with a memory source: all data is there. */
            snprintf(h->message, sizeof h->message, "libjpeg returned no rows");
            return UMPIRE_ERR;
        }
        *got += n;
    }
    return UMPIRE_OK;
}
