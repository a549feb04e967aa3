#pragma once

// Translated words for each game: action texts for the log, seat names and colours, the
// game's display name. One explicit list of games (like the engine's registry); the
// game-specific parts live in qml/games/<id>/.

#include "engine/game.h"

#include <QColor>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace starboard {

// The translated name of a registered game ("Galaxy of D").
QString gameDisplayName(const QString &gameId);
// The game's name for a seat ("Redog", "Cynder"; "Player 3" for games without names).
QString seatSideName(const QString &gameId, int seat);
QColor seatColor(const QString &gameId, int seat);
// The emblem that tells the seat apart without its colour (issue 12): a glyph drawn in
// the seat's colour, one shape per seat: a triangle, a circle, a diamond, a square; Galaxy
// of D's Pirates (side 2) a cross.
QString seatEmblem(const QString &gameId, int seat);
// True when the seats are the game's named sides (Redog and Cynder), which the log keeps;
// false when they are only numbered ("Player 2"), so that the log says the players' names.
bool seatNamesAreSides(const QString &gameId);
// A name from the game's shipped content (a ship, a card, a rank), translated; a name the
// translations do not know (a designer's own) as it is.
QString contentText(const QString &gameId, const std::string &englishName);
// In describeAction()'s text: what follows belongs to the next turn (what the engine
// resolved at the start of the next player's turn, told with the action that ended the
// turn). The session logs it as an entry of that turn; elsewhere it reads as a new line.
inline constexpr QChar kTurnBreak = QChar(0x0c);
// What `action` does in `state` (before it is applied), in words, translated.
QString describeAction(const QString &gameId, const State &state, Action action);
// The same for a suggestion ("Suggest a move"): the decision's own words, not what the
// engine would resolve with it (a Galaxy Fighters shot's "1 alien destroyed." read as done).
QString describeSuggestion(const QString &gameId, const State &state, Action action);
// The action by which `seat` concedes (legal at any time, also when it is not that seat's
// turn), or nullopt when the game has none.
std::optional<Action> concedeAction(const QString &gameId, int seat);
// The one seat that won a finished game of 2+ players; -1 when nobody or several won (a
// team result) or the game is not over.
int soleWinner(const State &state);
// A finished game's result as facts without words (the winner; Galaxy Command's rank and
// points or the Empire's result): the results history keeps these and words them when
// shown, in the language of that moment. {} while the game goes on.
QJsonObject resultFacts(const QString &gameId, const State &state);
// The log's last line for those facts: "Redog wins.", "Promoted to Admiral: 18 victory
// points."
QString resultNote(const QString &gameId, const QJsonObject &facts);

} // namespace starboard
