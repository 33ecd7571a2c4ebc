// FreeType (Debian libfreetype-dev) for Swift: font files opened and their vertical metrics read.
// Only Sources/TextShaping/Interop/ calls it.
#ifndef FEED_CFREETYPE_SHIM_H
#define FEED_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H

#endif
