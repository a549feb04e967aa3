#pragma once

// Plays Galactic Warfare like a person would, through GwController's inputs only (the
// decision's buttons, the lit cards, the lit squares), reading only what the board shows,
// choosing at random among what is offered. Shared by the controller and board-view tests.

#include "gwcontroller.h"
#include "session.h"

#include <QRandomGenerator>
#include <QtTest>

#include "games/galactic-warfare/gw_game.h"

namespace gwdriver {

using namespace starboard;
using namespace starboard::gw;

// Ann (human, White or Blue as `humanSeat` says) against the heuristic computer.
inline QVariantMap config(const QString &seed, int humanSeat = 0)
{
    QVariantList seats;
    for (int i = 0; i < 2; ++i) {
        const bool human = i == humanSeat;
        seats << QVariantMap{
            {QStringLiteral("name"), human ? QStringLiteral("Ann") : QStringLiteral("Bob")},
            {QStringLiteral("human"), human},
            {QStringLiteral("level"), QStringLiteral("heuristic")}};
    }
    return {{QStringLiteral("gameId"), QStringLiteral("galactic-warfare")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("seed"), seed}};
}

// Both seats people (hotseat): Ann White, Bob Blue.
inline QVariantMap hotseatConfig(const QString &seed)
{
    QVariantMap c = config(seed);
    QVariantList seats = c.value(QStringLiteral("seats")).toList();
    QVariantMap bob = seats[1].toMap();
    bob[QStringLiteral("human")] = true;
    seats[1] = bob;
    c[QStringLiteral("seats")] = seats;
    return c;
}

inline QList<int> litSquares(const GwController &c, const QString &action = QString())
{
    QList<int> out;
    for (const QVariant &v : c.squares()) {
        const QVariantMap m = v.toMap();
        const QString a = m.value(QStringLiteral("action")).toString();
        if (!a.isEmpty() && (action.isEmpty() || a == action))
            out << m.value(QStringLiteral("square")).toInt();
    }
    return out;
}

// One decision of the viewer, made only through the controller's inputs: random among the
// buttons, the lit cards and the lit squares, until the engine has taken an action.
inline void decide(GwController &c, QRandomGenerator &rng)
{
    const GwState *s = c.state();
    const std::size_t before = s->history().size();
    for (int attempt = 0; attempt < 60; ++attempt) {
        QStringList options;
        for (const QVariant &v : c.choices())
            if (v.toMap().value(QStringLiteral("id")) != QLatin1String("cancel"))
                options << QStringLiteral("choice:") +
                               v.toMap().value(QStringLiteral("id")).toString();
        for (const QVariant &v : c.hand())
            if (v.toMap().value(QStringLiteral("playable")).toBool())
                options << QStringLiteral("card:") +
                               QString::number(v.toMap().value(QStringLiteral("type")).toInt());
        for (int sq : litSquares(c))
            options << QStringLiteral("square:") + QString::number(sq);
        QVERIFY2(!options.isEmpty(), qPrintable(c.phase() + QStringLiteral(": nothing to click")));
        const QString pick = options[rng.bounded(int(options.size()))];
        const QString arg = pick.section(QLatin1Char(':'), 1);
        QString error;
        if (pick.startsWith(QLatin1String("choice:")))
            error = c.choose(arg);
        else if (pick.startsWith(QLatin1String("card:")))
            error = c.clickCard(arg.toInt());
        else
            error = c.clickSquare(arg.toInt());
        QVERIFY2(error.isEmpty(),
                 qPrintable(c.phase() + QStringLiteral(" ") + pick + QStringLiteral(": ") + error));
        if (c.state()->history().size() != before)
            return;
    }
    QFAIL(qPrintable(QStringLiteral("no action after 60 clicks in ") + c.phase()));
}

} // namespace gwdriver
