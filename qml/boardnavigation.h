#pragma once

// Keyboard play on every board (issue 12): the arrow keys move a cursor between the board's
// spots (sectors, cards, squares), each a point in the board's coordinates. One rule for
// every board, so that the keys feel the same in every game: the next spot is the one ahead
// in the arrow's direction (within 50 degrees of it) with the least distance plus sideways
// offset; of two equally good spots the one turned clockwise wins, so that on a hex grid Up
// and then Down come back to where they started.

#include <QObject>
#include <QPointF>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace starboard {

// The spot that the arrow `key` (Qt::Key_Left, Key_Right, Key_Up, Key_Down) leads to from
// spot `from`: `from` itself when no spot lies that way or `key` is not an arrow; with
// `from` out of range, the spot nearest the middle of all spots (-1 without spots).
int stepTowards(const std::vector<QPointF> &spots, int from, int key);

// The same rule for boards made of QML items (BoardNavigator.qml): `points` holds each
// spot's centre (a JS array of Qt.point values).
class BoardNavigation : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    Q_INVOKABLE int step(const QVariantList &points, int from, int key) const;
};

} // namespace starboard
