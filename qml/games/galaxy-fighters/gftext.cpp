#include "gftext.h"

#include "games/galaxy-fighters/gf_game.h"
#include "gametext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <array>
#include <memory>

namespace {

// The texts of Galaxy Fighters' board and log (context "GalaxyFighters").
struct GalaxyFighters
{
    Q_DECLARE_TR_FUNCTIONS(GalaxyFighters)
};

// The shipped content's English names and texts, for lupdate (context
// "GalaxyFightersContent"). tst_gf_controller checks that every name and text in
// resources/data/galaxy-fighters is here.
const char *const kContentStrings[] = {
    //: Galaxy Fighters: the name of the shipped spawn deck (the cards that say where alien
    //: invaders land). Seen in the Workshop and the game's setup.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Exovon spawn deck"),
    //: Galaxy Fighters: the name of an alien kind (made up; keep it or adapt its sound). The
    //: slowest, yellow.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Yellum"),
    //: Galaxy Fighters: the name of an alien kind (made up; keep it or adapt its sound). Blue,
    //: of middle speed.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Bluvol"),
    //: Galaxy Fighters: the name of an alien kind (made up; keep it or adapt its sound). The
    //: fastest, purple.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Magentis"),
    //: Galaxy Fighters: the name of the content file of the ship cards (a noun, plural).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Ship cards"),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Astro Wing"),
    //: Galaxy Fighters: the rules text of a ship card's special weapon.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Missile Command: destroy the top alien of any stack in deep space."),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Phalanx"),
    //: Galaxy Fighters: the rules text of a ship card's special weapon. A defence tile is a
    //: marker placed on a space of the board.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Shielded Defense System: place one of your 2 defence tiles on a free "
                      "space of your atmosphere; an alien that moves into it is destroyed, and "
                      "it blocks shots too."),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Gladius"),
    //: Galaxy Fighters: the rules text of a ship card's special. The Drone is a small
    //: helper craft.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Helper Drone: a Drone follows your ship into the space it left, and an "
                      "alien that stops on it is destroyed."),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Broadside"),
    //: Galaxy Fighters: the rules text of a ship card's special weapon.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Side Cannon: destroy the closest alien to the left or right of your ship "
                      "in its row."),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Supernova"),
    //: Galaxy Fighters: the rules text of a ship card's special weapon.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Nova Bomb: destroy the top alien of every stack in your atmosphere."),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Comet"),
    //: Galaxy Fighters: the rules text of a ship card's special.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Extra Die: roll one more command die every turn."),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Valkyrie"),
    //: Galaxy Fighters: the name of a fighter ship card (a proper name).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Vanguard"),
    //: Galaxy Fighters: the rules text of a ship card without a special weapon.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "No special weapon, but every engine modification fits."),
    //: Galaxy Fighters: the name of the content file of the weapons, engines and tiles.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Cockpit equipment"),
    //: Galaxy Fighters: the name of a weapon system.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Wide Beam"),
    //: Galaxy Fighters: a weapon system's rules text. A column is a line of spaces from the
    //: ship's district across the board; a zone a row of spaces.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Aim like Fire: every alien in the zone of the closest alien in your "
                      "column is hit, into your neighbours' atmospheres too."),
    //: Galaxy Fighters: the name of a weapon system.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Laser Beam"),
    //: Galaxy Fighters: a weapon system's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Hit the top alien of every stack in your column, through deep space and "
                      "into the opposite atmosphere."),
    //: Galaxy Fighters: the name of a weapon system.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Spread Shot"),
    //: Galaxy Fighters: a weapon system's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Hit the closest alien straight ahead and the closest on each forward "
                      "diagonal."),
    //: Galaxy Fighters: the name of an engine modification.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Afterburner"),
    //: Galaxy Fighters: an engine modification's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Fly to a free space of your atmosphere up to 2 spaces away."),
    //: Galaxy Fighters: the name of an engine modification.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Warp Drive"),
    //: Galaxy Fighters: an engine modification's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Jump to any free space of your atmosphere."),
    //: Galaxy Fighters: the name of an engine modification (it deflects what hits the ship).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Deflector"),
    //: Galaxy Fighters: an engine modification's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Your ship is shielded until the start of your next turn."),
    //: Galaxy Fighters: the name of an engine modification (it pushes aliens away).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Repulsor"),
    //: Galaxy Fighters: an engine modification's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent",
                      "Push the closest alien in your column one zone back."),
    //: Galaxy Fighters: the name of a bonus command tile (it gives a Fire symbol).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Blaster Cell"),
    //: Galaxy Fighters: a bonus command tile's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Adds a Fire symbol to your roll."),
    //: Galaxy Fighters: the name of a bonus command tile (it gives a Move symbol).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Thruster Boost"),
    //: Galaxy Fighters: a bonus command tile's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Adds a Move symbol to your roll."),
    //: Galaxy Fighters: the name of a bonus command tile (it gives a Special symbol).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Power Core"),
    //: Galaxy Fighters: a bonus command tile's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Adds a Special symbol to your roll."),
    //: Galaxy Fighters: the name of a bonus command tile (it lets the player roll again).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Lucky Star"),
    //: Galaxy Fighters: a bonus command tile's rules text.
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Reroll all your unused command dice once."),
    //: Galaxy Fighters: a difficulty's name (the easiest, for beginners).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Rookie"),
    //: Galaxy Fighters: a difficulty's name (the standard one).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Expert Pilot"),
    //: Galaxy Fighters: a difficulty's name (the hardest).
    QT_TRANSLATE_NOOP("GalaxyFightersContent", "Ace"),
};

// The engine's refusals (GfState::refusal()), for lupdate and refusalText().
const char *const kRefusals[] = {
    //: Galaxy Fighters: why a click does nothing (a command of the turn).
    QT_TRANSLATE_NOOP("GalaxyFighters",
                      "a ship moves to a free adjacent space of its own atmosphere"),
    //: Galaxy Fighters: why a click does nothing (ending the turn before any die is used).
    QT_TRANSLATE_NOOP("GalaxyFighters", "at least one command die must be used"),
    //: Galaxy Fighters: why a click does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no Fire symbol is left"),
    //: Galaxy Fighters: why a click does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no Move symbol is left"),
    //: Galaxy Fighters: why a click does nothing. A column: the line of spaces ahead of the ship.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no alien is ahead in the ship's column"),
    //: Galaxy Fighters: why a click does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "not enough Special symbols are left"),
    //: Galaxy Fighters: why a click does nothing (a weapon, engine or special).
    QT_TRANSLATE_NOOP("GalaxyFighters", "that has no target now"),
    //: Galaxy Fighters: why the Weapon command does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no alien is in the weapon's reach"),
    //: Galaxy Fighters: why a click does nothing (an engine that flies the ship, on a space
    //: it cannot reach).
    QT_TRANSLATE_NOOP("GalaxyFighters", "the engine cannot take the ship to that space"),
    //: Galaxy Fighters: why the Engine command does nothing (it flies the ship).
    QT_TRANSLATE_NOOP("GalaxyFighters", "no free space is within the engine's reach"),
    //: Galaxy Fighters: why the Engine command (Deflector) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "the ship is shielded already"),
    //: Galaxy Fighters: why the Engine command (Repulsor) does nothing. Zones: the rows of
    //: the board counted from the district.
    QT_TRANSLATE_NOOP("GalaxyFighters",
                      "the closest alien ahead is in the last zone and cannot be pushed back"),
    //: Galaxy Fighters: why the Engine command (Repulsor) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters",
                      "the closest alien ahead has been pushed back once already"),
    //: Galaxy Fighters: why the Special command does nothing (its special is always on).
    QT_TRANSLATE_NOOP("GalaxyFighters", "this ship's special needs no command"),
    //: Galaxy Fighters: why a click does nothing (Missile Command, on a wrong space).
    QT_TRANSLATE_NOOP("GalaxyFighters", "the target must be a stack in deep space"),
    //: Galaxy Fighters: why the Special command (Missile Command) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no alien is in deep space"),
    //: Galaxy Fighters: why the Special command (defence tiles) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no defence tile is left"),
    //: Galaxy Fighters: why a click does nothing (a defence tile, on a wrong space).
    QT_TRANSLATE_NOOP("GalaxyFighters",
                      "a defence tile goes on a free space of the ship's atmosphere"),
    //: Galaxy Fighters: why the Special command (defence tiles) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no space of the ship's atmosphere is free"),
    //: Galaxy Fighters: why the Special command (Side Cannon) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no alien is to the left or right in the ship's row"),
    //: Galaxy Fighters: why the Special command (Nova Bomb) does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "no alien is in the ship's atmosphere"),
    //: Galaxy Fighters: why a click does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "that is not a choice now"),
    //: Galaxy Fighters: why a click does nothing (the computer deals a card or rolls).
    QT_TRANSLATE_NOOP("GalaxyFighters", "the game is drawing a card or rolling a die"),
    //: Galaxy Fighters: why a click does nothing.
    QT_TRANSLATE_NOOP("GalaxyFighters", "the game is over"),
    //: Galaxy Fighters: why a click does nothing (where an invader goes when its district is
    //: full).
    QT_TRANSLATE_NOOP("GalaxyFighters",
                      "the invader can only go to a neighbouring district with room"),
    //: Galaxy Fighters: why the Reroll command does nothing. The reroll tile: a bonus
    //: command tile.
    QT_TRANSLATE_NOOP("GalaxyFighters", "this ship's bonus tile is not a reroll"),
    //: Galaxy Fighters: why the Reroll command does nothing (once a turn).
    QT_TRANSLATE_NOOP("GalaxyFighters", "the reroll tile is used already this turn"),
    //: Galaxy Fighters: why the Reroll command does nothing (every die is used).
    QT_TRANSLATE_NOOP("GalaxyFighters", "no die is left to roll"),
};

} // namespace

namespace starboard::gf {

QStringList contentStrings()
{
    QStringList out;
    for (const char *text : kContentStrings)
        out << QString::fromUtf8(text);
    return out;
}

QString contentName(const std::string &englishName)
{
    const QByteArray utf8 = QByteArray::fromStdString(englishName);
    for (const char *text : kContentStrings)
        if (utf8 == text)
            return QCoreApplication::translate("GalaxyFightersContent", text);
    return QString::fromStdString(englishName);
}

QString seatName(int seat)
{
    //: A seat's name when the player has none. %1: the seat's number from 1, e.g. 'Player 2'.
    return GalaxyFighters::tr("Player %1").arg(seat + 1);
}

QColor seatColor(int seat)
{
    return districtColor(std::clamp(seat, 0, kDistricts - 1));
}

QString districtText(int district)
{
    switch (district) {
    case 0:
        //: Galaxy Fighters: a district's name (a made-up city; keep it or adapt it).
        return GalaxyFighters::tr("Rocketown");
    case 1:
        //: Galaxy Fighters: a district's name (a made-up city; keep it or adapt it).
        return GalaxyFighters::tr("Atomville");
    case 2:
        //: Galaxy Fighters: a district's name (a made-up city; keep it or adapt it).
        return GalaxyFighters::tr("Novaport");
    case 3:
        //: Galaxy Fighters: a district's name (a made-up city; keep it or adapt it).
        return GalaxyFighters::tr("Astrofield");
    default:
        return {};
    }
}

QColor districtColor(int district)
{
    static const std::array<QColor, kDistricts> kColors = {
        QColor(0x3f, 0x8c, 0xe8), // Rocketown blue
        QColor(0x3b, 0xb2, 0x73), // Atomville green
        QColor(0xe8, 0xc5, 0x3a), // Novaport yellow
        QColor(0xe0, 0x4a, 0x3f), // Astrofield red
    };
    return kColors[std::size_t(std::clamp(district, 0, kDistricts - 1))];
}

QColor alienColor(int kind)
{
    static const std::array<QColor, 3> kColors = {
        QColor(0xf2, 0xd0, 0x3b), // Yellum yellow
        QColor(0x4f, 0x9d, 0xf5), // Bluvol blue
        QColor(0xc2, 0x4f, 0xe0), // Magentis purple
    };
    return kColors[std::size_t(std::clamp(kind, 0, 2))];
}

QString faceText(Face face)
{
    switch (face) {
    case Face::Fire:
        //: Galaxy Fighters: a command die's symbol (shoot at an alien).
        return GalaxyFighters::tr("Fire");
    case Face::Move:
        //: Galaxy Fighters: a command die's symbol (move the ship).
        return GalaxyFighters::tr("Move");
    case Face::Special:
        //: Galaxy Fighters: a command die's symbol (use the weapon system or engine).
        return GalaxyFighters::tr("Special");
    case Face::FireOrSpecial:
        //: Galaxy Fighters: a command die's face that counts as either symbol.
        return GalaxyFighters::tr("Fire or Special");
    }
    return {};
}

namespace {

QString kindName(const GfState &s, int kind)
{
    const auto &kinds = s.game().spawnDeck().kinds;
    return kind >= 0 && kind < int(kinds.size()) ? contentName(kinds[std::size_t(kind)].name)
                                                 : QString();
}

// What the events of the last action (of kind `kind`) did, one sentence each: the aliens that
// landed, were shot, approached (counted once each, the invaders and crashes included) or were
// pushed back by a ship's engine or special.
QStringList eventSentences(const GfState &after, ActionKind kind)
{
    QStringList out;
    int spawned = 0, destroyed = 0;
    std::vector<int> moving;
    const auto countMoving = [&](int alien) {
        if (std::find(moving.begin(), moving.end(), alien) == moving.end())
            moving.push_back(alien);
    };
    for (const Event &e : after.events()) {
        switch (e.kind) {
        case EventKind::Spawned:
            ++spawned;
            break;
        case EventKind::Destroyed:
            ++destroyed;
            break;
        case EventKind::Moved:
            countMoving(e.alien);
            break;
        case EventKind::Invaded:
        case EventKind::Crashed:
        case EventKind::HitDefence:
        case EventKind::HitDrone:
            countMoving(e.alien);
            out << eventText(after, e);
            break;
        default:
            out << eventText(after, e);
            break;
        }
    }
    // The same sentence again and again ("A Yellum invades Rocketown." three times in one
    // approach, a helper's report, session 20) is said once with how often.
    QStringList merged;
    for (qsizetype i = 0; i < out.size();) {
        qsizetype same = 1;
        while (i + same < out.size() && out[i + same] == out[i])
            ++same;
        QString line = out[i];
        if (same > 1) {
            if (line.endsWith(QLatin1Char('.')))
                line.chop(1);
            //: Galaxy Fighters, log: a sentence that happened several times in one action.
            //: %1: the sentence without its full stop, e.g. 'A Yellum invades Rocketown';
            //: %n: how often (2 or more).
            line = GalaxyFighters::tr("%1 (%n times).", nullptr, int(same)).arg(line);
        }
        merged << line;
        i += same;
    }
    out = merged;
    const bool approach = kind == ActionKind::EndTurn || kind == ActionKind::Overflow;
    const int moved = int(moving.size());
    const bool cockpit = isCockpitChoice(makeAction(kind));
    if (spawned > 0 && cockpit)
        out.prepend(startingCardLandsText(spawned));
    else if (spawned > 0)
        out.prepend(aliensLandText(spawned));
    if (destroyed > 0)
        out.prepend(aliensDestroyedText(destroyed));
    if (moved > 0 && approach)
        out.prepend(aliensApproachText(moved, kind == ActionKind::Overflow));
    else if (moved > 0)
        //: Galaxy Fighters, log: aliens pushed back by a ship's engine or special weapon.
        out.prepend(GalaxyFighters::tr("%n alien(s) pushed back.", nullptr, moved));
    else if (kind == ActionKind::EndTurn && after.phase() != Phase::Overflow)
        //: Galaxy Fighters, log: a turn ended and no alien faced the district.
        out.prepend(GalaxyFighters::tr("No alien approaches."));
    return out;
}

} // namespace

QString eventText(const GfState &after, const Event &e)
{
    switch (e.kind) {
    case EventKind::Spawned:
        return aliensLandText(1);
    case EventKind::Destroyed:
        //: Galaxy Fighters board, a step of what happens: %1: an alien kind, e.g. 'Bluvol'.
        return GalaxyFighters::tr("A %1 is destroyed.").arg(kindName(after, e.alienKind));
    case EventKind::Moved:
        //: Galaxy Fighters board, a step of the approach: %1: an alien kind, e.g. 'Bluvol';
        //: %2: the district it flies to, e.g. 'Rocketown'.
        return GalaxyFighters::tr("A %1 flies towards %2.")
            .arg(kindName(after, e.alienKind), districtText(e.district));
    case EventKind::Crashed:
        if (e.shielded)
            //: Galaxy Fighters, log: %1: an alien kind, e.g. 'Bluvol'; %2: a district,
            //: e.g. 'Rocketown'.
            return GalaxyFighters::tr("A %1 crashes into %2's shielded ship, which survives.")
                .arg(kindName(after, e.alienKind), districtText(e.district));
        //: Galaxy Fighters, log: %1: an alien kind, e.g. 'Bluvol'; %2: a district,
        //: e.g. 'Rocketown'.
        return GalaxyFighters::tr("A %1 crashes into %2's ship.")
            .arg(kindName(after, e.alienKind), districtText(e.district));
    case EventKind::HitDefence:
        //: Galaxy Fighters, log: %1: an alien kind, e.g. 'Bluvol'.
        return GalaxyFighters::tr("A %1 is destroyed on a defence tile.")
            .arg(kindName(after, e.alienKind));
    case EventKind::HitDrone:
        //: Galaxy Fighters, log: %1: an alien kind, e.g. 'Bluvol'.
        return GalaxyFighters::tr("A %1 is destroyed by a Drone.")
            .arg(kindName(after, e.alienKind));
    case EventKind::Invaded:
        if (e.goesTo == e.district)
            //: Galaxy Fighters, log: %1: an alien kind, e.g. 'Bluvol'; %2: a district.
            return GalaxyFighters::tr("A %1 invades %2.")
                .arg(kindName(after, e.alienKind), districtText(e.district));
        if (e.goesTo >= 0)
            //: Galaxy Fighters, log: an invader whose district's invader spaces are full
            //: takes a neighbour's. %1: an alien kind, e.g. 'Bluvol'; %2: its district, e.g.
            //: 'Rocketown'; %3: the neighbour, e.g. 'Atomville'.
            return GalaxyFighters::tr("A %1 reaches %2, which is full, and goes on to %3.")
                .arg(kindName(after, e.alienKind), districtText(e.district),
                     districtText(e.goesTo));
        //: Galaxy Fighters, log: an invader whose district's invader spaces are full; where it
        //: goes is chosen next (or no district has room). %1: an alien kind, e.g. 'Bluvol';
        //: %2: its district, e.g. 'Rocketown'.
        return GalaxyFighters::tr("A %1 reaches %2, which is full.")
            .arg(kindName(after, e.alienKind), districtText(e.district));
    case EventKind::Frenzy:
        //: Galaxy Fighters, log: a stack of aliens all move at once, each its own way.
        return GalaxyFighters::tr("Alien frenzy!");
    case EventKind::ShipLost:
        //: Galaxy Fighters, log: %1: a district, e.g. 'Rocketown'.
        return GalaxyFighters::tr("%1's ship is destroyed.").arg(districtText(e.district));
    case EventKind::DistrictLost:
        //: Galaxy Fighters, log: %1: a district, e.g. 'Rocketown'.
        return GalaxyFighters::tr("%1 is invaded.").arg(districtText(e.district));
    }
    return {};
}

QString aliensLandText(int count)
{
    //: Galaxy Fighters, log: aliens placed by the spawn card.
    return GalaxyFighters::tr("%n alien(s) land.", nullptr, count);
}

QString aliensDestroyedText(int count)
{
    //: Galaxy Fighters, log: aliens shot by the ship.
    return GalaxyFighters::tr("%n alien(s) destroyed.", nullptr, count);
}

QString aliensApproachText(int count, bool more)
{
    return more
               //: Galaxy Fighters, log and screen reader: the rest of an approach (after the
               //: player chose where an invader goes, or after a crash or an invasion).
               ? GalaxyFighters::tr("%n more alien(s) approach.", nullptr, count)
               //: Galaxy Fighters, log and screen reader: aliens that move in the approach
               //: (invaders and crashes included).
               : GalaxyFighters::tr("%n alien(s) approach.", nullptr, count);
}

QString spawnCardText(int district)
{
    //: Galaxy Fighters, log: %1: the district whose turn begins, e.g. 'Rocketown'.
    return GalaxyFighters::tr("A spawn card is read from %1's side.").arg(districtText(district));
}

bool isCockpitChoice(Action action)
{
    const ActionKind kind = actionKind(action);
    return kind == ActionKind::ChooseWeapon || kind == ActionKind::ChooseTile ||
           kind == ActionKind::ChooseEngine;
}

QString startingCardText(int district)
{
    //: Galaxy Fighters board, a step: the starting spawn card shown before its aliens land
    //: (not a turn's card). %1: the district whose side it is read from, e.g. 'Rocketown'.
    return GalaxyFighters::tr("The starting card is read from %1's side.")
        .arg(districtText(district));
}

QString startingCardLandsText(int count)
{
    //: Galaxy Fighters, log: the starting spawn card's aliens placed once every ship is
    //: ready.
    return GalaxyFighters::tr("The starting card: %n alien(s) land.", nullptr, count);
}

QString newShipText(int district)
{
    //: Galaxy Fighters board, a step of what happens: a destroyed ship's replacement. %1: a
    //: district, e.g. 'Rocketown'.
    return GalaxyFighters::tr("%1's new ship waits shielded in its atmosphere.")
        .arg(districtText(district));
}

QString describeAction(const State &state, Action action, bool withEvents)
{
    const auto *s = dynamic_cast<const GfState *>(&state);
    if (!s)
        return QString::fromStdString(state.actionToString(action));
    const auto &g = s->game();
    const int payload = actionPayload(action);
    const std::unique_ptr<State> clone = s->clone();
    auto *after = static_cast<GfState *>(clone.get());
    if (!after->applyAction(action))
        return QString::fromStdString(s->actionToString(action));
    const QString who = districtText(s->phase() == Phase::Command || s->phase() == Phase::Overflow
                                         ? s->district()
                                         : s->cockpitDistrict());
    QStringList parts;
    switch (actionKind(action)) {
    case ActionKind::DealShip:
        //: Galaxy Fighters, log: %1: a district, e.g. 'Rocketown'; %2: a ship card, e.g.
        //: 'Gladius'.
        parts << GalaxyFighters::tr("%1 gets the %2.")
                     .arg(who, contentName(g.ships()[std::size_t(payload)].name));
        break;
    case ActionKind::DrawSpawn:
        parts << spawnCardText(s->district());
        break;
    case ActionKind::RollDie: {
        // A roll is one line, with its last die (four lines of "A command die shows ..."
        // that did not say whose dice they were, session 22).
        if (after->phase() == Phase::Roll)
            return {};
        QStringList faces;
        for (std::size_t i = 0; i < after->dice().size(); ++i)
            if (!after->diceUsed()[i])
                faces << faceText(after->dice()[i]);
        const Ship &ship = s->ship(s->district());
        const bool again = s->tileUsed() && ship.tile >= 0 &&
                           g.equipment().tiles[std::size_t(ship.tile)].kind == TileKind::Reroll;
        const QString district = districtText(s->district());
        const QString shown = faces.join(QStringLiteral(", "));
        if (again)
            //: Galaxy Fighters, log: the unused dice rolled again with the reroll tile. %1: a
            //: district, e.g. 'Rocketown'; %2: the faces, e.g. 'Fire, Move'.
            parts << GalaxyFighters::tr("%1 rolls again: %2.").arg(district, shown);
        else
            //: Galaxy Fighters, log: a turn's command dice. %1: a district, e.g. 'Rocketown';
            //: %2: the faces, e.g. 'Fire, Move, Move, Special'.
            parts << GalaxyFighters::tr("%1 rolls %2.").arg(district, shown);
        break;
    }
    case ActionKind::ChooseWeapon:
        //: Galaxy Fighters, log: %1: a district; %2: a weapon system, e.g. 'Laser Beam'.
        parts << GalaxyFighters::tr("%1 fits the %2.")
                     .arg(who, contentName(g.equipment().weapons[std::size_t(payload)].name));
        break;
    case ActionKind::ChooseTile:
        //: Galaxy Fighters, log: %1: a district; %2: a bonus command tile, e.g. 'Lucky Star'.
        parts << GalaxyFighters::tr("%1 takes the %2 tile.")
                     .arg(who, contentName(g.equipment().tiles[std::size_t(payload)].name));
        break;
    case ActionKind::ChooseEngine:
        //: Galaxy Fighters, log: %1: a district; %2: an engine modification, e.g. 'Repulsor'.
        parts << GalaxyFighters::tr("%1 fits the %2.")
                     .arg(who, contentName(g.equipment().engines[std::size_t(payload)].name));
        break;
    case ActionKind::Fire:
        //: Galaxy Fighters, log: %1: a district.
        parts << GalaxyFighters::tr("%1 fires.").arg(who);
        break;
    case ActionKind::Move: {
        // Where to, as the pilot sees it (a helper read "moves its ship" and could not tell
        // where, session 22): zone 1-3 of its atmosphere and column 1-5 from its left.
        const Local to = localOf(s->district(), payload);
        //: Galaxy Fighters, log: a ship moves in its atmosphere. %1: a district; %2: the zone
        //: (1 nearest the district, 3 farthest); %3: the column from the pilot's left (1-5).
        parts << GalaxyFighters::tr("%1 moves its ship to zone %2, column %3.")
                     .arg(who)
                     .arg(to.zone)
                     .arg(to.col + 1);
        break;
    }
    case ActionKind::Weapon: {
        const int weapon = s->ship(s->district()).weapon;
        //: Galaxy Fighters, log: %1: a district; %2: its weapon system, e.g. 'Wide Beam'.
        parts << GalaxyFighters::tr("%1 fires the %2.")
                     .arg(who, weapon >= 0
                                   ? contentName(g.equipment().weapons[std::size_t(weapon)].name)
                                   : QString());
        break;
    }
    case ActionKind::Engine: {
        const int engine = s->ship(s->district()).engine;
        //: Galaxy Fighters, log: %1: a district; %2: its engine modification, e.g. 'Deflector'.
        parts << GalaxyFighters::tr("%1 uses the %2.")
                     .arg(who, engine >= 0
                                   ? contentName(g.equipment().engines[std::size_t(engine)].name)
                                   : QString());
        break;
    }
    case ActionKind::Special: {
        const int card = s->ship(s->district()).card;
        if (card >= 0 && g.ships()[std::size_t(card)].special == SpecialKind::DefenseSystem) {
            const Local at = localOf(s->district(), payload);
            //: Galaxy Fighters, log: the Phalanx's special. %1: a district; %2: the zone (1-3)
            //: of its atmosphere; %3: the column from the pilot's left (1-5).
            parts << GalaxyFighters::tr("%1 places a defence tile at zone %2, column %3.")
                         .arg(who)
                         .arg(at.zone)
                         .arg(at.col + 1);
            break;
        }
        //: Galaxy Fighters, log: %1: a district; %2: its ship card, e.g. 'Astro Wing'.
        parts << GalaxyFighters::tr("%1 uses the special weapon of the %2.")
                     .arg(who,
                          card >= 0 ? contentName(g.ships()[std::size_t(card)].name) : QString());
        break;
    }
    case ActionKind::Reroll:
        //: Galaxy Fighters, log: %1: a district.
        parts << GalaxyFighters::tr("%1 rerolls the unused dice.").arg(who);
        break;
    case ActionKind::EndTurn:
        //: Galaxy Fighters, log: %1: a district. Then the aliens facing it move (said next).
        parts << GalaxyFighters::tr("%1 ends its turn.").arg(who);
        break;
    case ActionKind::Overflow:
        //: Galaxy Fighters, log: %1: a district the invader goes to, e.g. 'Novaport'.
        parts << GalaxyFighters::tr("The invader goes on to %1.").arg(districtText(payload));
        break;
    case ActionKind::Concede:
        //: Galaxy Fighters, log: %1: a player's name, e.g. 'Player 1'.
        parts << GalaxyFighters::tr("%1 gives up for the team.").arg(seatName(payload));
        break;
    }
    const ActionKind kind = actionKind(action);
    if (!withEvents)
        return parts.join(QLatin1Char(' '));
    if (isCockpitChoice(action)) {
        // What the last cockpit choice set off (the starting card's aliens landing) is the
        // game's, not the chooser's: its own line of the log, without a seat (kTurnBreak).
        const QStringList events = eventSentences(*after, kind);
        if (!events.isEmpty())
            return parts.join(QLatin1Char(' ')) + kTurnBreak + events.join(QLatin1Char(' '));
    } else if (kind != ActionKind::RollDie) {
        parts << eventSentences(*after, kind);
    }
    // Each part is a sentence already.
    return parts.join(QLatin1Char(' '));
}

std::optional<Action> concedeAction(int seat)
{
    return makeAction(ActionKind::Concede, std::max(0, seat));
}

QJsonObject resultFacts(const GfState &state)
{
    if (!state.isTerminal())
        return {};
    QString reason;
    if (state.won())
        reason = QStringLiteral("deck");
    else if (state.conceded())
        reason = QStringLiteral("conceded");
    else if (state.invadedCount() >= state.game().rules().districtsToLose)
        reason = QStringLiteral("invaded");
    else
        reason = QStringLiteral("shipyard");
    return {{QStringLiteral("won"), state.won()},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("invaded"), state.invadedCount()},
            {QStringLiteral("destroyed"), state.aliensDestroyed()}};
}

QString resultTitle(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    return facts.value(QLatin1String("won")).toBool()
               //: Galaxy Fighters: the title of the end of a won game.
               ? GalaxyFighters::tr("The districts are saved")
               //: Galaxy Fighters: the title of the end of a lost game.
               : GalaxyFighters::tr("The aliens have won");
}

QString resultText(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    const QString reason = facts.value(QLatin1String("reason")).toString();
    const int destroyed = facts.value(QLatin1String("destroyed")).toInt();
    QString why;
    if (reason == QLatin1String("deck"))
        //: Galaxy Fighters: why the game was won.
        why = GalaxyFighters::tr("The spawn deck has run out and the sky is clear.");
    else if (reason == QLatin1String("conceded"))
        //: Galaxy Fighters: why the game was lost.
        why = GalaxyFighters::tr("The team gave up.");
    else if (reason == QLatin1String("invaded"))
        //: Galaxy Fighters: why the game was lost.
        why = GalaxyFighters::tr("%n district(s) invaded.", nullptr,
                                 facts.value(QLatin1String("invaded")).toInt());
    else
        //: Galaxy Fighters: why the game was lost (no backup ship is left).
        why = GalaxyFighters::tr("The shipyard is empty.");
    //: Galaxy Fighters: the end of a game. %1: why it ended, a sentence.
    return GalaxyFighters::tr("%1 %n alien(s) destroyed.", nullptr, destroyed).arg(why);
}

QString resultNote(const QJsonObject &facts)
{
    if (facts.isEmpty())
        return {};
    //: Galaxy Fighters: the result in the log and the results list. %1: the title, e.g. 'The
    //: aliens have won'; %2: what it rests on, sentences.
    return GalaxyFighters::tr("%1: %2").arg(resultTitle(facts), resultText(facts));
}

QString refusalText(const GfState &state, Action action)
{
    const std::string reason = state.refusal(action);
    if (reason.empty())
        return {};
    for (const char *text : kRefusals)
        if (reason == text) {
            QString out = GalaxyFighters::tr(text);
            out[0] = out[0].toUpper();
            return out + QLatin1Char('.');
        }
    QString out = QString::fromStdString(reason);
    out[0] = out[0].toUpper();
    return out + QLatin1Char('.');
}

} // namespace starboard::gf
