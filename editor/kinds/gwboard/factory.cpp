#include "kinds/factories.h"
#include "kinds/gwboard/gwboardeditor.h"

namespace starboard::editor {

// Galactic Warfare's board: the squares and the ships' start drawn, edited by click or keys.
QWidget *createGwBoardEditor(Document *document, QWidget *parent)
{
    return new GwBoardEditor(document, parent);
}

} // namespace starboard::editor
