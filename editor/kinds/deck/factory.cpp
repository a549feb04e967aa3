#include "kinds/deck/deckeditor.h"
#include "kinds/deck/technologieseditor.h"
#include "kinds/factories.h"

namespace starboard::editor {

// Galaxy Command's deck: the cards as a list, a form and a preview of the selected card.
QWidget *createDeckEditor(Document *document, QWidget *parent)
{
    return new DeckEditor(document, parent);
}

// Galaxy Command's technology mat: the eight technologies as a table.
QWidget *createTechnologiesEditor(Document *document, QWidget *parent)
{
    return new TechnologiesEditor(document, parent);
}

} // namespace starboard::editor
