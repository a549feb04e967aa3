#pragma once

// Galaxy of D in words: translated texts for the log, the phases and the content.

#include "engine/game.h"

#include <QColor>
#include <QString>

namespace starboard::god {

class GodState;

QString sideName(int side); // "Redog", "Cynder", "Pirates"
QColor sideColor(int side);
QString describeAction(const State &state, Action action);
// Shipped content names (ship, Thing) translated; designer names pass through unchanged.
QString contentName(const std::string &englishName);

} // namespace starboard::god
