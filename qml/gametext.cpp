#include "gametext.h"

#include "games/galactic-warfare/gw_game.h"
#include "games/galactic-warfare/gwtext.h"
#include "games/galaxy-command/gc_game.h"
#include "games/galaxy-command/gctext.h"
#include "games/galaxy-fighters/gf_game.h"
#include "games/galaxy-fighters/gftext.h"
#include "games/galaxy-of-d/god_game.h"
#include "games/galaxy-of-d/godtext.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>

namespace starboard {

QString gameDisplayName(const QString &gameId)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return QCoreApplication::translate("Games", "Galaxy of D");
    if (gameId == QLatin1String("galaxy-command"))
        return QCoreApplication::translate("Games", "Galaxy Command");
    if (gameId == QLatin1String("galaxy-fighters"))
        return QCoreApplication::translate("Games", "Galaxy Fighters");
    if (gameId == QLatin1String("galactic-warfare"))
        return QCoreApplication::translate("Games", "Galactic Warfare");
    return gameId;
}

QString seatSideName(const QString &gameId, int seat)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return god::sideName(seat);
    if (gameId == QLatin1String("galaxy-command"))
        return gc::seatName(seat);
    if (gameId == QLatin1String("galaxy-fighters"))
        return gf::seatName(seat);
    if (gameId == QLatin1String("galactic-warfare"))
        return gw::seatName(seat);
    //: A seat's name when the player has none. %1: the seat's number from 1, e.g. 'Player 2'.
    return QCoreApplication::translate("Games", "Player %1").arg(seat + 1);
}

QColor seatColor(const QString &gameId, int seat)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return god::sideColor(seat);
    if (gameId == QLatin1String("galaxy-command"))
        return gc::seatColor(seat);
    if (gameId == QLatin1String("galaxy-fighters"))
        return gf::seatColor(seat);
    if (gameId == QLatin1String("galactic-warfare"))
        return gw::seatColor(seat);
    static const QColor kColors[] = {QColor(0xd9, 0x48, 0x3b), QColor(0x3b, 0x82, 0xd9),
                                     QColor(0x3b, 0xb2, 0x73), QColor(0xd9, 0xa4, 0x3b)};
    return kColors[seat & 3];
}

QString seatEmblem(const QString &gameId, int seat)
{
    if (gameId == QLatin1String("galaxy-of-d") && seat == 2)
        return QStringLiteral("\u2716"); // heavy multiplication x
    static const char16_t *const kShapes[] = {u"\u25B2", u"\u25CF", u"\u25C6", u"\u25A0"};
    return QString::fromUtf16(kShapes[std::max(0, seat) & 3]);
}

bool seatNamesAreSides(const QString &gameId)
{
    return gameId == QLatin1String("galaxy-of-d");
}

QString contentText(const QString &gameId, const std::string &englishName)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return god::contentName(englishName);
    if (gameId == QLatin1String("galaxy-command"))
        return gc::contentName(englishName);
    if (gameId == QLatin1String("galaxy-fighters"))
        return gf::contentName(englishName);
    if (gameId == QLatin1String("galactic-warfare"))
        return gw::contentName(englishName);
    return QString::fromStdString(englishName);
}

QString describeAction(const QString &gameId, const State &state, Action action)
{
    if (gameId == QLatin1String("galaxy-of-d"))
        return god::describeAction(state, action);
    if (gameId == QLatin1String("galaxy-command"))
        return gc::describeAction(state, action);
    if (gameId == QLatin1String("galaxy-fighters"))
        return gf::describeAction(state, action);
    if (gameId == QLatin1String("galactic-warfare"))
        return gw::describeAction(state, action);
    return QString::fromStdString(state.actionToString(action));
}

QString describeSuggestion(const QString &gameId, const State &state, Action action)
{
    if (gameId == QLatin1String("galaxy-fighters"))
        return gf::describeAction(state, action, false);
    // The first line, up to the next turn's part (a combat with hidden ships is for the move
    // played, not for the suggestion).
    return describeAction(gameId, state, action)
        .section(QLatin1Char('\n'), 0, 0)
        .section(kTurnBreak, 0, 0);
}

std::optional<Action> concedeAction(const QString &gameId, int seat)
{
    if (gameId == QLatin1String("galaxy-of-d") && seat >= 0 && seat < god::kSeats)
        return god::makeAction(god::ActionKind::Concede, seat);
    if (gameId == QLatin1String("galaxy-command"))
        return gc::concedeAction(seat);
    if (gameId == QLatin1String("galaxy-fighters") && seat >= 0)
        return gf::concedeAction(seat);
    if (gameId == QLatin1String("galactic-warfare"))
        return gw::concedeAction(seat);
    return std::nullopt;
}

int soleWinner(const State &state)
{
    if (!state.isTerminal() || state.numPlayers() < 2)
        return -1;
    const auto returns = state.returns();
    int winner = -1;
    for (std::size_t seat = 0; seat < returns.size(); ++seat) {
        if (returns[seat] > 0) {
            if (winner >= 0)
                return -1;
            winner = int(seat);
        }
    }
    return winner;
}

QJsonObject resultFacts(const QString &gameId, const State &state)
{
    if (!state.isTerminal())
        return {};
    if (gameId == QLatin1String("galaxy-command")) {
        if (const auto *s = dynamic_cast<const gc::GcState *>(&state))
            return gc::resultFacts(*s);
    }
    if (gameId == QLatin1String("galaxy-fighters")) {
        if (const auto *s = dynamic_cast<const gf::GfState *>(&state))
            return gf::resultFacts(*s);
    }
    return {{QStringLiteral("winner"), soleWinner(state)}};
}

QString resultNote(const QString &gameId, const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    if (gameId == QLatin1String("galaxy-command"))
        return gc::resultNote(facts);
    if (gameId == QLatin1String("galaxy-fighters"))
        return gf::resultNote(facts);
    const int winner = facts.value(QLatin1String("winner")).toInt(-1);
    if (winner < 0)
        return QCoreApplication::translate("GameSession", "The game ends without a winner.");
    //: The result of a game in the results list. %1: a player's or side's name, e.g. 'Redog'.
    return QCoreApplication::translate("GameSession", "%1 wins.").arg(seatSideName(gameId, winner));
}

} // namespace starboard
