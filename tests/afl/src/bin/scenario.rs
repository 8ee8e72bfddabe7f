//! AFL++ target `scenario`: see `umpire_afl::scenario`.

fn main() {
    // A panic umpire catches itself (a decoder's, turned into an error naming the file) is
    // not a finding; any other panic aborts, which AFL++ records as a crash.
    afl::fuzz_nohook!(|data: &[u8]| umpire_afl::scenario(data));
}
