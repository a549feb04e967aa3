#include "kinds/factories.h"

#include "galaxyeditor.h"

namespace starboard::editor {

QWidget *createGalaxyEditor(Document *document, QWidget *parent)
{
    return new galaxy::GalaxyEditor(document, parent);
}

} // namespace starboard::editor
