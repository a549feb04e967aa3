#pragma once

// A table over one array of a document ("/ships", "/cards"): a row per element, the columns
// the subclass shows. It follows the document: one element changed gives that row's
// dataChanged, another number of elements a model reset, any other change of the array (or of
// the whole document) dataChanged over every row.

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QString>

namespace starboard::editor {

class Document;

class DocumentArrayModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    DocumentArrayModel(Document *document, const QString &arrayPointer, int columns,
                       QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;

    Document *document() const { return m_document; }
    const QString &arrayPointer() const { return m_array; }
    QString elementPointer(int row) const;
    QJsonObject element(int row) const;

private:
    void documentChanged(const QString &pointer);

    Document *m_document;
    QString m_array; // "/ships"
    int m_columns;
    int m_rows = 0;
};

} // namespace starboard::editor
