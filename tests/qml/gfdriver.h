#pragma once

// Plays Galaxy Fighters like a person would, through GfController's inputs only (the
// cockpit's choice buttons, the command buttons, clicks on highlighted spaces, the overflow
// buttons), reading only what the board shows (its cell model and properties), choosing at
// random among what is offered. Shared by the controller and board-view tests.

#include "gfcontroller.h"
#include "session.h"

#include <QRandomGenerator>
#include <QtTest>

namespace gfdriver {

using namespace starboard;
using namespace starboard::gf;

// Seats: `humans` humans (Ann first), then `computers` computer pilots (heuristic).
inline QVariantMap config(int computers, const QString &seed, int humans = 1)
{
    static const char *const kNames[] = {"Ann", "Bob", "Cid", "Dee"};
    QVariantList seats;
    for (int i = 0; i < humans + computers; ++i)
        seats << QVariantMap{{QStringLiteral("name"), QString::fromLatin1(kNames[i])},
                             {QStringLiteral("human"), i < humans},
                             {QStringLiteral("level"), QStringLiteral("heuristic")}};
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-fighters")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("seed"), seed}};
}

// The cells a click acts on now.
inline QList<int> actionCells(GfController &c)
{
    QList<int> out;
    for (const auto &row : c.cells()->rows())
        if (!row.action.isEmpty())
            out << row.cell;
    return out;
}

// One decision of the viewing human, made only through the controller's inputs.
inline void decide(GfController &c, QRandomGenerator &rng)
{
    c.flushPending();
    const QString phase = c.phase();
    QString error;
    if (phase == QLatin1String("weapon") || phase == QLatin1String("tile") ||
        phase == QLatin1String("engine")) {
        const QVariantList choices = c.choices();
        QVERIFY(!choices.isEmpty());
        const QVariantMap pick = choices[rng.bounded(int(choices.size()))].toMap();
        error = c.choose(pick.value(QStringLiteral("index")).toInt());
    } else if (phase == QLatin1String("overflow")) {
        QList<int> legal;
        for (const QVariant &v : c.overflowChoices())
            if (v.toMap().value(QStringLiteral("legal")).toBool())
                legal << v.toMap().value(QStringLiteral("district")).toInt();
        QVERIFY(!legal.isEmpty());
        error = c.overflow(legal[rng.bounded(int(legal.size()))]);
    } else if (phase == QLatin1String("command")) {
        if (!c.aim().isEmpty()) {
            const QList<int> cells = actionCells(c);
            QVERIFY2(!cells.isEmpty(), "aiming without a target");
            error = c.clickCell(cells[rng.bounded(int(cells.size()))]);
        } else {
            const QVariantMap cmd = c.commands();
            QStringList options;
            for (const char *key : {"fire", "weapon", "engine", "special", "reroll", "endTurn"})
                if (cmd.value(QLatin1String(key)).toBool())
                    options << QLatin1String(key);
            if (!actionCells(c).isEmpty())
                options << QStringLiteral("move");
            QVERIFY2(!options.isEmpty(), "no command offered");
            // End the turn now and then, not at once (the dice are meant to be used).
            QString pick = options[rng.bounded(int(options.size()))];
            if (pick == QLatin1String("endTurn") && options.size() > 1 && rng.bounded(3) != 0)
                pick = options.first();
            if (pick == QLatin1String("fire"))
                error = c.fire();
            else if (pick == QLatin1String("weapon"))
                error = c.weapon();
            else if (pick == QLatin1String("engine"))
                error = c.engine();
            else if (pick == QLatin1String("special"))
                error = c.special();
            else if (pick == QLatin1String("reroll"))
                error = c.reroll();
            else if (pick == QLatin1String("endTurn"))
                error = c.endTurn();
            else {
                const QList<int> cells = actionCells(c);
                error = c.clickCell(cells[rng.bounded(int(cells.size()))]);
            }
        }
    } else {
        QFAIL(qPrintable(QStringLiteral("unexpected phase for a decision: ") + phase));
    }
    QVERIFY2(error.isEmpty(), qPrintable(phase + QStringLiteral(": ") + error));
}

} // namespace gfdriver
