#pragma once

// Drawing a Galaxy Fighters spawn card (starboard.gf-spawn-deck) for the Workshop: the 5 x 5
// deep space as the card's reader sees it (row 0 the far row at the top, the reader's
// district below), each cell's stack bottom first, an alien a disc in its kind's colour with
// an arrow for its facing. The card list's thumbnails and the painter share it.

#include <QColor>
#include <QJsonObject>
#include <QPoint>
#include <QString>
#include <QStringList>

class QPainter;
class QRectF;

namespace starboard::editor::gfspawn {

inline constexpr int kGrid = 5;      // a card is 5 x 5 cells
inline constexpr int kMaxStack = 6;  // the loader's limit per cell
inline constexpr int kMaxCards = 99; // the designer's limit (the loader allows more)

// The facings as the file writes them, in the order the designer offers them.
const QStringList &facingIds(); // "toward", "away", "left", "right"
// The facing's name for people (translated), e.g. "Toward the reader".
QString facingName(const QString &facing);
// An arrow character for the facing, as the reader sees the card.
QString facingArrow(const QString &facing);

// The colour of an alien kind by its index in the deck's kinds (Yellum, Bluvol, Magentis, ...).
QColor kindColor(int kind);

// The index of `cell` {col, row} in a card's "cells", -1 when the card has none there.
int cellIndex(const QJsonObject &card, int col, int row);
// The number of aliens of each kind (by index of `kindIds`) on a card.
QList<int> aliensPerKind(const QJsonObject &card, const QStringList &kindIds);
int alienCount(const QJsonObject &card);

// Draws `card` into `rect` (a square is best). `cursor` (col, row) is framed when not
// (-1, -1); `start` marks the starting card.
void paintSpawnCard(QPainter &painter, const QRectF &rect, const QJsonObject &card,
                    const QStringList &kindIds, QPoint cursor = {-1, -1}, bool start = false);

} // namespace starboard::editor::gfspawn
