#pragma once

// The Workshop's high-contrast look: a QPalette of white text on black with a yellow
// selection, applied to the whole application (the Workshop's windows and dialogs) while
// AppSettings::highContrast is on, and the palette from before restored when it goes off.

#include <QPalette>

namespace starboard {
class AppSettings;
}

namespace starboard::editor {

QPalette highContrastPalette();

// Applies `settings`' high contrast now and whenever it changes (for as long as `settings`
// lives). main() calls it once, before the Workshop is made.
void followHighContrast(AppSettings *settings);

} // namespace starboard::editor
