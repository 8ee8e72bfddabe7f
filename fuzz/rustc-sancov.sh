#!/bin/sh
# rustc wrapper (see .cargo/config.toml). Compiled without the SanitizerCoverage flags:
# - the fuzzer's own crate, umpire_fuzz, so that its bookkeeping never moves the counters;
# - the PDF writer and the window's crates, which no target's guidance needs and which take
#   most of the build's time when instrumented (umpire's own report code stays instrumented).
rustc="$1"
shift
case " $* " in
*" --crate-name umpire_fuzz "* | *" --crate-name printpdf "* | *" --crate-name lopdf "* | \
    *" --crate-name azul_"* | *" --crate-name eframe "* | *" --crate-name egui"* | \
    *" --crate-name epaint "* | *" --crate-name winit "* | *" --crate-name wayland_"* | \
    *" --crate-name zbus"* | *" --crate-name accesskit"* | *" --crate-name atspi"* | \
    *" --crate-name glutin"* | *" --crate-name glow "* | *" --crate-name x11rb"* | \
    *" --crate-name rfd "* | *" --crate-name smithay_"*)
    for arg in "$@"; do
        shift
        case "$arg" in
        -Cpasses=sancov-module | -Cllvm-args=-sanitizer-coverage-*) ;;
        *) set -- "$@" "$arg" ;;
        esac
    done
    ;;
esac
exec "$rustc" "$@"
