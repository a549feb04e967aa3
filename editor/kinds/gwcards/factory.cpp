#include "kinds/factories.h"
#include "kinds/gwcards/gwcardseditor.h"

namespace starboard::editor {

// Galactic Warfare's cards: the list, a form with the effect and its moment, and a preview.
QWidget *createGwCardsEditor(Document *document, QWidget *parent)
{
    return new GwCardsEditor(document, parent);
}

} // namespace starboard::editor
