#include "kinds/factories.h"

namespace starboard::editor {

// Not written yet: the generic tree editor edits these files.
QWidget *createGalaxyEditor(Document *, QWidget *)
{
    return nullptr;
}

} // namespace starboard::editor
