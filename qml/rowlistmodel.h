#pragma once

// The base of the controllers' list models of plain rows (ships, sectors' cards, players):
// the `count` property for QML and the one way they are refilled after every change.

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

#include <algorithm>
#include <utility>
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
    // Replaces `rows` by `next`, telling the views only what changed, so that delegates stay
    // (and animate) and unchanged rows cost nothing:
    // - rows beyond the new end are removed, new rows at the end inserted (countChanged when
    //   the number changes);
    // - a row that differs (Row::operator==) gets dataChanged with the roles whose value
    //   differs (`value(row, role)` is the model's data() of a row), consecutive rows with
    //   the same roles in one signal.
    // With `reset`, a model reset instead (a wholly different list, such as another
    // player's sector, whose delegates should not animate from the old one).
    template <typename Row, typename Value>
    void replaceRows(std::vector<Row> &rows, std::vector<Row> next, Value value, bool reset = false)
    {
        const std::size_t before = rows.size();
        if (reset) {
            beginResetModel();
            rows = std::move(next);
            endResetModel();
            if (rows.size() != before)
                emit countChanged();
            return;
        }
        const std::size_t common = std::min(before, next.size());
        if (next.size() < before) {
            beginRemoveRows(QModelIndex(), int(next.size()), int(before) - 1);
            rows.erase(rows.begin() + qsizetype(next.size()), rows.end());
            endRemoveRows();
        }
        QList<int> roles = roleNames().keys();
        std::sort(roles.begin(), roles.end());
        int first = -1;
        QList<int> pending; // the roles of rows first..i-1
        auto flush = [&](int end) {
            if (first >= 0)
                emit dataChanged(index(first), index(end - 1), pending);
            first = -1;
        };
        for (std::size_t i = 0; i < common; ++i) {
            if (rows[i] == next[i]) {
                flush(int(i));
                continue;
            }
            QList<int> changed;
            for (int role : roles)
                if (value(rows[i], role) != value(next[i], role))
                    changed.append(role);
            rows[i] = std::move(next[i]);
            if (changed.isEmpty()) { // a difference no role shows
                flush(int(i));
                continue;
            }
            if (first >= 0 && changed != pending)
                flush(int(i));
            if (first < 0) {
                first = int(i);
                pending = std::move(changed);
            }
        }
        flush(int(common));
        if (next.size() > before) {
            beginInsertRows(QModelIndex(), int(before), int(next.size()) - 1);
            rows.insert(rows.end(), std::make_move_iterator(next.begin() + qsizetype(before)),
                        std::make_move_iterator(next.end()));
            endInsertRows();
        }
        if (rows.size() != before)
            emit countChanged();
    }
};

} // namespace starboard
