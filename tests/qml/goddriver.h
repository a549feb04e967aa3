#pragma once

// Plays Galaxy of D like a person would, through GodController's inputs only (clicks on
// sectors, buttons, casualties). Shared by the controller and board-view tests.

#include "games/galaxy-of-d/god_game.h"
#include "godcontroller.h"
#include "godgrid.h"
#include "session.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QtTest>

#include <algorithm>
#include <functional>

namespace goddriver {

using namespace starboard;
using namespace starboard::god;

inline QVariantMap config(const QString &setup, bool computerOpponent, const QString &seed)
{
    QVariantList seats;
    seats << QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                         {QStringLiteral("human"), true},
                         {QStringLiteral("level"), QString()}};
    seats << QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                         {QStringLiteral("human"), !computerOpponent},
                         {QStringLiteral("level"), QStringLiteral("heuristic")}};
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("setup"), setup},
            {QStringLiteral("seed"), seed}};
}

inline std::vector<int> highlighted(GodController &c, const QString &kind)
{
    std::vector<int> out;
    auto *m = c.sectors();
    for (int i = 0; i < m->rowCount(); ++i)
        if (m->data(m->index(i), GodSectorModel::HighlightRole).toString() == kind)
            out.push_back(i);
    return out;
}

// One decision of the viewing human, made only through the controller's inputs.
inline void decide(GodController &c, GameSession &session, int &bought)
{
    const QString phase = c.phase();
    QString error;
    if (phase == QLatin1String("bidding")) {
        error = c.bid() < 2 && c.maxRise() > 0 ? c.rise(c.bid() + 1) : c.pass();
    } else if (phase == QLatin1String("starbase")) {
        const auto places = highlighted(c, QStringLiteral("place"));
        QVERIFY(!places.empty());
        error = c.clickSector(places.front());
    } else if (phase == QLatin1String("purchase") || phase == QLatin1String("buy")) {
        const auto &rows = c.shop()->rows();
        auto it = std::find_if(rows.rbegin(), rows.rend(),
                               [](const auto &r) { return r.enabled && r.attack > 0; });
        if (bought < 3 && it != rows.rend()) {
            ++bought;
            error = c.buy(it->typeIndex);
        } else {
            bought = 0;
            error = c.done();
        }
    } else if (phase == QLatin1String("movement")) {
        if (c.selectedSector() < 0 || highlighted(c, QStringLiteral("move")).empty()) {
            // Select a stack that can still move, or end the movement.
            const auto *s = c.state();
            int pick = -1;
            for (const auto &ship : s->ships())
                if (ship.owner == session.viewSeat() && ship.movesLeft > 0 &&
                    ship.sector != c.selectedSector())
                    pick = ship.sector;
            if (pick < 0 || c.selectedSector() >= 0) {
                error = c.done();
            } else {
                error = c.clickSector(pick);
            }
        } else {
            // Head for the enemy Starbase when possible.
            const auto moves = highlighted(c, QStringLiteral("move"));
            const auto *s = c.state();
            const int target = s->starbase(1 - session.viewSeat());
            int best = moves.front();
            for (int m : moves)
                if (s->game().distance(m, target) < s->game().distance(best, target))
                    best = m;
            error = c.clickSector(best);
        }
    } else if (phase == QLatin1String("combat")) {
        const auto fights = highlighted(c, QStringLiteral("combat"));
        QVERIFY(!fights.empty());
        error = c.clickSector(fights.front());
    } else if (phase == QLatin1String("fight")) {
        const auto &rows = c.fighters()->rows();
        auto it = std::find_if(rows.begin(), rows.end(), [](const auto &r) { return r.enabled; });
        QVERIFY(it != rows.end());
        error = c.chooseCasualty(it->typeIndex, it->cargo);
    } else if (phase == QLatin1String("pirates")) {
        const auto pirates = highlighted(c, QStringLiteral("pirate"));
        QVERIFY(!pirates.empty());
        error = c.clickSector(pirates.front());
    } else {
        QFAIL(qPrintable(QStringLiteral("unexpected phase for a decision: ") + phase));
    }
    QVERIFY2(error.isEmpty(), qPrintable(phase + QStringLiteral(": ") + error));
}

// ---- The real QML board, by mouse ------------------------------------------------------

// The first item under `root` (depth first) for which `match` holds.
inline QQuickItem *findItem(QQuickItem *root, const std::function<bool(QQuickItem *)> &match)
{
    if (!root)
        return nullptr;
    if (match(root))
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findItem(child, match))
            return found;
    return nullptr;
}

inline bool isA(QQuickItem *item, const char *qmlType)
{
    return QString::fromLatin1(item->metaObject()->className())
        .startsWith(QLatin1String(qmlType) + QLatin1String("_QMLTYPE"));
}

// A left click in the middle of `item`, as a person makes it.
inline void clickItem(QQuickItem *item)
{
    QVERIFY(item);
    QVERIFY(item->isVisible());
    // A button whose meaning just changed takes no click for a moment (ActionButton).
    QTRY_VERIFY(!item->property("guarded").toBool());
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(item->window(), Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    QCoreApplication::processEvents();
}

// The board's hexes: one item for the galaxy (GodGrid, "sectorGrid").
inline GodGrid *sectorGrid(QQuickItem *board)
{
    return qobject_cast<GodGrid *>(findItem(
        board, [](QQuickItem *item) { return item->objectName() == QLatin1String("sectorGrid"); }));
}

// The centre of `sector`'s hex in the window.
inline QPointF sectorCentreInScene(QQuickItem *board, int sector)
{
    GodGrid *grid = sectorGrid(board);
    return grid ? grid->mapToScene(grid->centreOf(sector)) : QPointF(-1, -1);
}

// A left click in the middle of `sector`'s hex, as a person makes it.
inline void clickSector(QQuickItem *board, int sector)
{
    GodGrid *grid = sectorGrid(board);
    QVERIFY2(grid, "no sector grid");
    QVERIFY(grid->isVisible());
    QVERIFY2(sector >= 0 && sector < int(grid->clickSpots().size()),
             qPrintable(QStringLiteral("no hex for sector %1").arg(sector)));
    QTest::mouseClick(grid->window(), Qt::LeftButton, Qt::NoModifier,
                      sectorCentreInScene(board, sector).toPoint());
    QCoreApplication::processEvents();
}

// The row of the selected stack (GodStackRow.qml) at `row` (0: the top ship).
inline QQuickItem *stackRow(QQuickItem *board, int row)
{
    return findItem(board, [row](QQuickItem *item) {
        return isA(item, "GodStackRow") && item->property("index").toInt() == row;
    });
}

} // namespace goddriver
