#include "documentarraymodel.h"

#include "document.h"

#include <QJsonArray>

namespace starboard::editor {

DocumentArrayModel::DocumentArrayModel(Document *document, const QString &arrayPointer, int columns,
                                       QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_array(arrayPointer), m_columns(columns),
      m_rows(int(document->value(arrayPointer).toArray().size()))
{
    connect(document, &Document::changed, this, &DocumentArrayModel::documentChanged);
}

int DocumentArrayModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int DocumentArrayModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QString DocumentArrayModel::elementPointer(int row) const
{
    return childPointer(m_array, row);
}

QJsonObject DocumentArrayModel::element(int row) const
{
    return m_document->value(elementPointer(row)).toObject();
}

void DocumentArrayModel::documentChanged(const QString &pointer)
{
    const QStringList tokens = splitPointer(pointer);
    const QStringList ours = splitPointer(m_array);
    if (!tokens.isEmpty() && tokens.first() != ours.first())
        return; // another member of the file
    const int rows = int(m_document->value(m_array).toArray().size());
    if (tokens.size() >= 2 && rows == m_rows) {
        // One element or one of its values.
        bool ok = false;
        const int row = tokens.at(1).toInt(&ok);
        if (ok && row >= 0 && row < m_rows)
            emit dataChanged(index(row, 0), index(row, m_columns - 1));
        return;
    }
    if (rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (m_rows > 0) {
        emit dataChanged(index(0, 0), index(m_rows - 1, m_columns - 1));
    }
}

} // namespace starboard::editor
