#pragma once

// Plays Galaxy Command like a person would, through GcController's inputs only (clicks on
// system cards, technologies and buttons), reading only what the board shows (its models
// and properties). Shared by the controller and board-view tests.

#include "gccontroller.h"
#include "session.h"

#include <QtTest>

namespace gcdriver {

using namespace starboard;
using namespace starboard::gc;

// Seats: the first is Ann (human), then `computers` computer players.
inline QVariantMap config(int computers, const QString &seed, int humans = 1)
{
    static const char *const kNames[] = {"Ann", "Bob", "Cid", "Dee"};
    QVariantList seats;
    for (int i = 0; i < humans + computers; ++i)
        seats << QVariantMap{{QStringLiteral("name"), QString::fromLatin1(kNames[i])},
                             {QStringLiteral("human"), i < humans},
                             {QStringLiteral("level"), QStringLiteral("heuristic")}};
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-command")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("seed"), seed}};
}

// The row of the sector model where a click does `what` ("explore", "conquer"), best
// first: the conquest with the lowest resistance, else the first face-down system (distant
// ones first, they are worth more).
inline int pickSlot(GcController &c, const QString &what)
{
    int best = -1;
    int bestScore = 1 << 30;
    for (const auto &row : c.sector()->rows()) {
        if (row.action != what)
            continue;
        const int score =
            what == QLatin1String("conquer") ? row.resistance : (row.distant ? 0 : 1 + row.slot);
        if (score < bestScore) {
            bestScore = score;
            best = row.slot;
        }
    }
    return best;
}

// One decision of the viewing human, made only through the controller's inputs.
inline void decide(GcController &c)
{
    const QString phase = c.phase();
    QString error;
    if (phase == QLatin1String("action")) {
        const int conquer = pickSlot(c, QStringLiteral("conquer"));
        const int explore = pickSlot(c, QStringLiteral("explore"));
        int resistance = 99;
        for (const auto &row : c.sector()->rows())
            if (row.slot == conquer)
                resistance = row.resistance;
        if (conquer >= 0 && (resistance - c.military() <= 4 || explore < 0 || c.diplomacyReady()))
            error = c.clickSlot(conquer);
        else if (explore >= 0 && (c.military() >= 1 || c.diplomacyReady() || c.round() > 4))
            error = c.clickSlot(explore);
        else
            error = c.bide();
    } else if (phase == QLatin1String("trade")) {
        if (c.canTradeMetal() && c.metal() > c.wealth() + 1)
            error = c.trade(0);
        else if (c.canTradeWealth() && c.wealth() > c.metal() + 3)
            error = c.trade(1);
        else
            error = c.noTrade();
    } else if (phase == QLatin1String("build")) {
        const GcTechModel::Row *tech = nullptr;
        for (const auto &row : c.technologies()->rows())
            if (row.available && (!tech || row.cost < tech->cost))
                tech = &row;
        if (c.canBuild() && c.military() < 3)
            error = c.buildMilitary();
        else if (tech)
            error = c.discover(tech->techIndex);
        else
            error = c.endTurn();
    } else {
        QFAIL(qPrintable(QStringLiteral("unexpected phase for a decision: ") + phase));
    }
    QVERIFY2(error.isEmpty(), qPrintable(phase + QStringLiteral(": ") + error));
}

} // namespace gcdriver
