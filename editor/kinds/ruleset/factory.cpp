#include "kinds/factories.h"

namespace starboard::editor {

// Not written yet: the generic tree editor edits these files.
QWidget *createRulesetEditor(Document *, QWidget *)
{
    return nullptr;
}

} // namespace starboard::editor
