#include "kinds/factories.h"
#include "shipseditor.h"

namespace starboard::editor {

QWidget *createShipsEditor(Document *document, QWidget *parent)
{
    return new ShipsEditor(document, parent);
}

} // namespace starboard::editor
