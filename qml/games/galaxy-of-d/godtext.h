#pragma once

// Galaxy of D in words: translated texts for the log, the phases and the content.

#include "engine/game.h"

#include <QColor>
#include <QString>

namespace starboard::god {

class GodState;
class GodGame;
struct GodEvent;

QString sideName(int side); // "Redog", "Cynder", "Pirates"
QColor sideColor(int side);
// The log line of `action` in `state` (before it is applied): the decision, then, one per
// line, what the engine resolved with it (GodState::lastEvents()). "" for a step of the
// secret purchase, which the log does not show.
QString describeAction(const State &state, Action action);
// The decision alone, without what it caused.
QString describeDecision(const State &state, Action action);
QString describeEvent(const GodGame &game, const GodEvent &event);
QString sectorText(const GodGame &game, int sector);
// Shipped content names (ship, Thing) translated; designer names pass through unchanged.
QString contentName(const std::string &englishName);

} // namespace starboard::god
