#pragma once

#include <QWidget>

namespace starboard::editor {

class Document;

// The editor of one document, shown in a tab of the Workshop window.
class EditorWidget : public QWidget
{
    Q_OBJECT

public:
    EditorWidget(Document *document, QWidget *parent) : QWidget(parent), m_document(document) {}
    Document *document() const { return m_document; }
    // Shows and selects the item a JSON pointer names (a problem of the validation panel).
    virtual void selectPointer(const QString &pointer) = 0;

private:
    Document *m_document;
};

} // namespace starboard::editor
