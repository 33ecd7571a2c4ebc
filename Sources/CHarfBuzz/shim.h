// HarfBuzz (Debian libharfbuzz-dev) for Swift: text shaping with HarfBuzz's own OpenType font functions.
// Only Sources/TextShaping/Interop/ calls it.
#ifndef FEED_CHARFBUZZ_SHIM_H
#define FEED_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
