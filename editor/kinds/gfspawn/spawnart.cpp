#include "spawnart.h"

#include "games/galaxy-fighters/gftext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace starboard::editor::gfspawn {

const QStringList &facingIds()
{
    static const QStringList ids = {QStringLiteral("toward"), QStringLiteral("away"),
                                    QStringLiteral("left"), QStringLiteral("right")};
    return ids;
}

QString facingName(const QString &facing)
{
    if (facing == QLatin1String("away"))
        //: Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card
        //: flies: away from the district of the card's reader (to the opposite district).
        return QCoreApplication::translate("Workshop", "Away from the reader");
    if (facing == QLatin1String("left"))
        //: Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card
        //: flies: to the district on the left of the card's reader.
        return QCoreApplication::translate("Workshop", "To the reader's left");
    if (facing == QLatin1String("right"))
        //: Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card
        //: flies: to the district on the right of the card's reader.
        return QCoreApplication::translate("Workshop", "To the reader's right");
    //: Workshop, spawn deck designer (Galaxy Fighters): where an alien on a spawn card flies:
    //: towards the district of the card's reader (the player whose turn spawns it).
    return QCoreApplication::translate("Workshop", "Toward the reader");
}

QString facingArrow(const QString &facing)
{
    if (facing == QLatin1String("away"))
        return QStringLiteral("\u2191");
    if (facing == QLatin1String("left"))
        return QStringLiteral("\u2190");
    if (facing == QLatin1String("right"))
        return QStringLiteral("\u2192");
    return QStringLiteral("\u2193");
}

QColor kindColor(int kind)
{
    return kind < 0 ? QColor(Qt::gray) : gf::alienColor(kind); // the board's colours
}

int cellIndex(const QJsonObject &card, int col, int row)
{
    const QJsonArray cells = card.value(QLatin1String("cells")).toArray();
    for (qsizetype i = 0; i < cells.size(); ++i) {
        const QJsonObject cell = cells[i].toObject();
        if (cell.value(QLatin1String("col")).toInt(-1) == col &&
            cell.value(QLatin1String("row")).toInt(-1) == row)
            return int(i);
    }
    return -1;
}

QList<int> aliensPerKind(const QJsonObject &card, const QStringList &kindIds)
{
    QList<int> counts(kindIds.size(), 0);
    for (const auto &cell : card.value(QLatin1String("cells")).toArray()) {
        for (const auto &alien : cell.toObject().value(QLatin1String("aliens")).toArray()) {
            const int kind =
                int(kindIds.indexOf(alien.toObject().value(QLatin1String("kind")).toString()));
            if (kind >= 0)
                ++counts[kind];
        }
    }
    return counts;
}

int alienCount(const QJsonObject &card)
{
    int count = 0;
    for (const auto &cell : card.value(QLatin1String("cells")).toArray())
        count += int(cell.toObject().value(QLatin1String("aliens")).toArray().size());
    return count;
}

namespace {

// A small arrow in `r` pointing the way the alien flies, as the reader sees the card.
void paintArrow(QPainter &painter, const QRectF &r, const QString &facing)
{
    double angle = 90; // toward: down
    if (facing == QLatin1String("away"))
        angle = -90;
    else if (facing == QLatin1String("left"))
        angle = 180;
    else if (facing == QLatin1String("right"))
        angle = 0;
    painter.save();
    painter.translate(r.center());
    painter.rotate(angle);
    const double s = r.width() * 0.32;
    QPainterPath path;
    path.moveTo(s, 0);
    path.lineTo(-s * 0.6, -s * 0.7);
    path.lineTo(-s * 0.25, 0);
    path.lineTo(-s * 0.6, s * 0.7);
    path.closeSubpath();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x10, 0x10, 0x18));
    painter.drawPath(path);
    painter.restore();
}

} // namespace

void paintSpawnCard(QPainter &painter, const QRectF &rect, const QJsonObject &card,
                    const QStringList &kindIds, QPoint cursor, bool start)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double side = std::min(rect.width(), rect.height());
    const QRectF square(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    painter.fillRect(square, QColor(0x0b, 0x10, 0x20));
    const double cellSide = side / kGrid;
    // The reader's edge: a band at the bottom (the card's arrows point at the reader).
    painter.setPen(QPen(QColor(0x50, 0x60, 0x80), std::max(1.0, side / 120)));
    for (int i = 1; i < kGrid; ++i) {
        painter.drawLine(QPointF(square.left() + i * cellSide, square.top()),
                         QPointF(square.left() + i * cellSide, square.bottom()));
        painter.drawLine(QPointF(square.left(), square.top() + i * cellSide),
                         QPointF(square.right(), square.top() + i * cellSide));
    }
    painter.setPen(QPen(start ? QColor(0xf0, 0xd0, 0x40) : QColor(0x80, 0x90, 0xb0),
                        std::max(1.5, side / (start ? 40 : 90))));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(square);

    const QJsonArray cells = card.value(QLatin1String("cells")).toArray();
    for (const auto &value : cells) {
        const QJsonObject cell = value.toObject();
        const int col = cell.value(QLatin1String("col")).toInt(-1);
        const int row = cell.value(QLatin1String("row")).toInt(-1);
        if (col < 0 || col >= kGrid || row < 0 || row >= kGrid)
            continue;
        const QRectF box(square.left() + col * cellSide, square.top() + row * cellSide, cellSide,
                         cellSide);
        const QJsonArray aliens = cell.value(QLatin1String("aliens")).toArray();
        const int n = int(aliens.size());
        // Bottom first: each alien a disc a little up and right of the one beneath it.
        const double disc = cellSide * (n > 1 ? 0.58 : 0.7);
        const double step = n > 1 ? (cellSide - disc - cellSide * 0.12) / (n - 1) : 0;
        for (int i = 0; i < n; ++i) {
            const QJsonObject alien = aliens[i].toObject();
            const int kind = int(kindIds.indexOf(alien.value(QLatin1String("kind")).toString()));
            const QRectF d(n > 1 ? box.left() + cellSide * 0.06 + i * step
                                 : box.center().x() - disc / 2,
                           n > 1 ? box.bottom() - cellSide * 0.06 - disc - i * step
                                 : box.center().y() - disc / 2,
                           disc, disc);
            painter.setPen(QPen(QColor(0x10, 0x10, 0x18), std::max(1.0, side / 200)));
            painter.setBrush(kindColor(kind));
            painter.drawEllipse(d);
            if (side >= 60)
                paintArrow(painter, d, alien.value(QLatin1String("facing")).toString());
        }
        if (n > 1 && cellSide >= 24) {
            QFont font = painter.font();
            font.setPixelSize(int(cellSide * 0.26));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(Qt::white);
            painter.drawText(box.adjusted(2, 1, -3, -1), Qt::AlignRight | Qt::AlignBottom,
                             QString::number(n));
        }
    }
    if (cursor.x() >= 0 && cursor.y() >= 0) {
        const QRectF box(square.left() + cursor.x() * cellSide,
                         square.top() + cursor.y() * cellSide, cellSide, cellSide);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(Qt::white, std::max(2.0, side / 100)));
        painter.drawRect(box.adjusted(2, 2, -2, -2));
        painter.setPen(QPen(Qt::black, 1));
        painter.drawRect(box.adjusted(4, 4, -4, -4));
    }
    painter.restore();
}

} // namespace starboard::editor::gfspawn
