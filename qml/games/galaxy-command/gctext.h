#pragma once

// Galaxy Command in words: translated texts for the log, the board and the content (card,
// technology, ruleset and rank names). The words only: every rule and outcome is the
// engine's (core/games/galaxy-command).

#include "engine/game.h"
#include "games/galaxy-command/content.h"

#include <QColor>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace starboard::gc {

class GcState;
struct EventEffect;
struct CollectReport;
struct AttackReport;

// Every English name and text of the shipped content (the list lupdate reads).
QStringList contentStrings();

QString seatName(int seat); // "Player 1"
QColor seatColor(int seat); // the cube colours: red, blue, green, violet
// Shipped content names and texts translated; a designer's own names pass through.
QString contentName(const std::string &englishName);
QString cardName(const GcState &state, int card);
QString rankName(const GcState &state, int seat); // "Promoted to Admiral"; "Out of the game"
// The end of a finished game: the solitaire rank or the Empire's result ("The Empire wins"),
// and what it rests on ("18 victory points", "6 of 6 distant systems aligned").
QString resultTitle(const GcState &state);
QString resultText(const GcState &state);
// The last line of the log of a finished game: "Promoted to Admiral: 18 victory points."
QString endNote(const State &state);
// The same end as facts without words (the rank's English name, the points, the Empire's
// result), kept in the results history and worded when shown, in the language of that day.
QJsonObject resultFacts(const GcState &state);
QString resultTitle(const QJsonObject &facts);
QString resultText(const QJsonObject &facts);
QString resultNote(const QJsonObject &facts); // as endNote()

// The event card's printed texts: the line under the title ("Against the system aligned
// last"), one year's effect ("Invasion force roll +2") and the footnote ("+1 resistance
// with Planetary Defenses"); empty when the card has none.
QString eventCondition(const Card &card);
QString eventYearText(const Card &card, int year);
QString eventNote(const GcState &state, const Card &card);
// What a (possibly unfinished) event did to one player, e.g. "Sirius: 3 + force 1 = 4
// against 6, the revolt fails". `pending`: that player's die is still to be rolled.
QString eventEffectText(const GcState &state, const Card &card, int year, int seat,
                        const EventEffect &effect, bool pending);
// "4 + military 2 = 6 against 6 (Sirius): aligned" (an explore or conquer), with the
// system's name when given.
QString attackText(const GcState &state, const AttackReport &attack,
                   const QString &systemName = QString());
// Whether `seat` collected (step 2 of its turn) between the two states.
bool collectedBetween(const GcState &before, const GcState &after, int seat);
// The seat whose target or die the event in progress waits for, or -1.
int pendingEventSeat(const GcState &state);
// "Player 1: +1 metal", one line per player for what an event did between two states
// (`drawn`: the event card was turned over in between).
QStringList eventChanges(const GcState &before, const GcState &after, bool drawn);
// "collects 1 metal and 2 wealth" with the strike and the storage limit.
QString collectText(const CollectReport &collect);

// What `action` does in `state` (before it is applied), in words, for the game log:
// chance outcomes with what they caused ("Player 1 rolls 4 + military 2 = 6 against 6
// (Sirius): aligned."), the automatic steps that follow (collecting, a turn with nothing
// to explore, the new year).
QString describeAction(const State &state, Action action);
std::optional<Action> concedeAction(int seat);

// The engine's refusal (State::refusal(), English) in the player's language, with the
// figures of this game's ruleset.
QString refusalText(const GcState &state, Action action);

} // namespace starboard::gc
