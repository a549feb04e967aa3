#include "kinds/factories.h"

namespace starboard::editor {

// Not written yet: the generic tree editor edits these files.
QWidget *createDeckEditor(Document *, QWidget *)
{
    return nullptr;
}

} // namespace starboard::editor

namespace starboard::editor {

QWidget *createTechnologiesEditor(Document *, QWidget *)
{
    return nullptr;
}

} // namespace starboard::editor
