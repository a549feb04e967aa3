#pragma once

// Galaxy Fighters in words: translated texts for the log, the board and the content (alien
// kinds, ship cards, weapons, engines, tiles, difficulties). The words only: every rule and
// outcome is the engine's (core/games/galaxy-fighters).

#include "engine/game.h"
#include "games/galaxy-fighters/content.h"

#include <QColor>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace starboard::gf {

class GfState;
struct Event;

// Every English name and text of the shipped content (the list lupdate reads).
QStringList contentStrings();
// Shipped content names and texts translated; a designer's own pass through.
QString contentName(const std::string &englishName);

QString seatName(int seat);         // "Player 1"
QColor seatColor(int seat);         // the colour of the district the seat flies first
QString districtText(int district); // "Rocketown"
QColor districtColor(int district); // blue, green, yellow, red
QColor alienColor(int kind);        // Yellum yellow, Bluvol blue, Magentis purple
QString faceText(Face face);        // "Fire or Special"

// What `action` does in `state` (before it is applied), in words, for the game log, with
// what followed (aliens destroyed, the approach, crashes, invasions) unless `withEvents` is
// false (a suggestion: the decision alone, "Rocketown fires.", not what it would bring).
QString describeAction(const State &state, Action action, bool withEvents = true);
std::optional<Action> concedeAction(int seat);
// One event of the last action applied to `after`, in words (the log's and the board's
// steps'): "A Bluvol crashes into Rocketown's ship."
QString eventText(const GfState &after, const Event &event);
QString aliensLandText(int count);      // "3 aliens land."
QString aliensDestroyedText(int count); // "2 aliens destroyed."
// "3 aliens approach." (`more`: "2 more aliens approach.", the rest of an approach).
QString aliensApproachText(int count, bool more = false);
QString spawnCardText(int district); // "A spawn card is read from ..."
// The starting spawn card (set off by the last cockpit choice): the preview's caption and
// its landing's.
QString startingCardText(int district);
// A cockpit choice (weapon, tile, engine): the last one sets off the starting card.
bool isCockpitChoice(Action action);
QString startingCardLandsText(int count);
QString newShipText(int district); // "Rocketown's new ship waits ..."

// The end: facts without words for the results history, and their words.
QJsonObject resultFacts(const GfState &state);
QString resultTitle(const QJsonObject &facts); // "The districts are saved"
QString resultText(const QJsonObject &facts);  // "2 districts invaded"
QString resultNote(const QJsonObject &facts);  // the line of the results list

// The engine's refusal (State::refusal(), English) in the player's language.
QString refusalText(const GfState &state, Action action);

} // namespace starboard::gf
