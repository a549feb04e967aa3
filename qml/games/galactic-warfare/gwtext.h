#pragma once

// Galactic Warfare in words: translated texts for the log, the board and the shipped content
// (the cards' names and texts). The words only: every rule and outcome is the engine's
// (core/games/galactic-warfare).

#include "engine/game.h"

#include <QColor>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace starboard::gw {

class GwState;

// Every English name and text of the shipped content (the list lupdate reads).
QStringList contentStrings();
// Shipped content names and texts translated; a designer's own pass through.
QString contentName(const std::string &englishName);

QString seatName(int seat); // "White", "Blue"
QColor seatColor(int seat);
QString windowText(int window); // gw::Window as int: "Before your move", ...

// What `action` does in `state` (before it is applied), in words, for the game log. A card
// dealt or drawn is not named (the log is seen by both players).
QString describeAction(const State &state, Action action);
std::optional<Action> concedeAction(int seat);

// The engine's refusal (GwState::refusal(), English) in the player's language.
QString refusalText(const GwState &state, Action action);

} // namespace starboard::gw
