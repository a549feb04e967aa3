#pragma once

// The base of the controllers' list models of plain rows (ships, sectors' cards, players):
// the `count` property for QML and the one way they are refilled after every change.

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace starboard {

class RowListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ANONYMOUS
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    using QAbstractListModel::QAbstractListModel;
    int count() const { return rowCount(); }

signals:
    void countChanged();

protected:
    // Replaces `rows` by `next`. The same number of rows (and no `reset`): dataChanged over
    // all of them, so that the delegates stay and animate; otherwise a model reset, and
    // countChanged when the number changed.
    template <typename Row>
    void replaceRows(std::vector<Row> &rows, std::vector<Row> next, bool reset = false)
    {
        if (next.size() == rows.size() && !reset) {
            rows = std::move(next);
            if (!rows.empty())
                emit dataChanged(index(0), index(int(rows.size()) - 1));
            return;
        }
        const bool countChanges = next.size() != rows.size();
        beginResetModel();
        rows = std::move(next);
        endResetModel();
        if (countChanges)
            emit countChanged();
    }
};

} // namespace starboard
