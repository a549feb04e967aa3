#include "godtext.h"

#include "games/galaxy-of-d/god_game.h"

#include <QCoreApplication>

namespace starboard::god {

namespace {

// The shipped content's English names and texts, for lupdate (context "GalaxyOfDContent").
// tst_god_content_strings checks that every name in resources/data/galaxy-of-d is here.
[[maybe_unused]] const char *const kContentStrings[] = {
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Interceptor"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Scavenger"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Freighter"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Cruiser"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Bomber"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Assassin"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Destroyer"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Planet"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Asteroid"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Spaceport"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Cruiser Pirate"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Scavenger Pirate"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Galaxy of D"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Standard rules"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Standard rules, quick setup"),
    QT_TRANSLATE_NOOP("GalaxyOfDContent",
                      "Earns $1 for each enemy ship destroyed in a combat that one of your "
                      "Scavengers survives."),
    QT_TRANSLATE_NOOP("GalaxyOfDContent",
                      "Picks up one cargo at a planet and sells it at the Spaceport for the "
                      "Cargo Price."),
    QT_TRANSLATE_NOOP("GalaxyOfDContent",
                      "Attacks enemy Starbases only: deals 10 damage on entering an enemy "
                      "Starbase."),
};

} // namespace

QString contentName(const std::string &englishName)
{
    return QCoreApplication::translate("GalaxyOfDContent", englishName.c_str());
}

QString sideName(int side)
{
    switch (side) {
    case 0:
        return QCoreApplication::translate("GalaxyOfD", "Redog");
    case 1:
        return QCoreApplication::translate("GalaxyOfD", "Cynder");
    default:
        return QCoreApplication::translate("GalaxyOfD", "Pirates");
    }
}

QColor sideColor(int side)
{
    switch (side) {
    case 0:
        return QColor(0xe0, 0x4a, 0x3f); // Redog red
    case 1:
        return QColor(0x3f, 0x8c, 0xe8); // Cynder blue
    default:
        return QColor(0x9a, 0xa3, 0xad); // Pirates grey
    }
}

QString describeAction(const State &state, Action action)
{
    const auto *s = dynamic_cast<const GodState *>(&state);
    if (!s)
        return QString::fromStdString(state.actionToString(action));
    const auto &g = s->game();
    const auto &types = g.shipTypes();
    const auto payload = actionPayload(action);
    const int actor = state.currentPlayer();
    const QString who = sideName(actor >= 0 ? actor : kPirates);
    auto shipName = [&](std::int64_t t) {
        return t >= 0 && t < std::int64_t(types.size()) ? contentName(types[t].name)
                                                        : QStringLiteral("?");
    };
    auto sectorName = [&](std::int64_t sector) {
        if (sector < 0 || sector >= g.sectorCount())
            return QStringLiteral("?");
        const auto &h = g.content().galaxy.sectors[sector];
        return QCoreApplication::translate("GalaxyOfD", "sector %1,%2").arg(h.q).arg(h.r);
    };
    switch (actionKind(action)) {
    case ActionKind::DieRoll:
        if (s->phase() == Phase::ThingsDie)
            return QCoreApplication::translate("GalaxyOfD", "Die roll %1: %n Things are drawn.",
                                               nullptr, int(payload) + g.rules().thingsDrawBonus)
                .arg(payload);
        if (s->phase() == Phase::MoneyDie)
            return QCoreApplication::translate("GalaxyOfD",
                                               "Die roll %1: each player starts with $%2.")
                .arg(payload)
                .arg(payload + g.rules().startingMoneyBonus);
        if (payload <= g.rules().pirateMoveMaxRoll)
            return QCoreApplication::translate("GalaxyOfD", "Pirate die roll %1: the pirate moves.")
                .arg(payload);
        return QCoreApplication::translate("GalaxyOfD", "Pirate die roll %1: the pirate stays.")
            .arg(payload);
    case ActionKind::DrawThing:
        return QCoreApplication::translate("GalaxyOfD", "A Thing is drawn face down.");
    case ActionKind::PlaceThing:
        return QCoreApplication::translate("GalaxyOfD", "A Thing is placed in %1.")
            .arg(sectorName(payload));
    case ActionKind::FirstPlayer:
        return QCoreApplication::translate("GalaxyOfD", "%1 takes the first turn.")
            .arg(sideName(int(payload)));
    case ActionKind::PirateTarget:
        return QCoreApplication::translate("GalaxyOfD", "The pirate chases the ships in %1.")
            .arg(sectorName(payload));
    case ActionKind::PirateStep:
        return QCoreApplication::translate("GalaxyOfD", "The pirate moves to %1.")
            .arg(sectorName(payload));
    case ActionKind::Rise:
        return QCoreApplication::translate("GalaxyOfD", "%1 bids $%2.").arg(who).arg(payload);
    case ActionKind::Pass:
        return QCoreApplication::translate("GalaxyOfD", "%1 passes.").arg(who);
    case ActionKind::PlaceStarbase:
        return QCoreApplication::translate("GalaxyOfD", "%1 places the Starbase in %2.")
            .arg(who, sectorName(payload));
    case ActionKind::Buy:
        if (s->phase() == Phase::Purchase)
            return QCoreApplication::translate("GalaxyOfD", "%1 buys a ship in secret.").arg(who);
        return QCoreApplication::translate("GalaxyOfD", "%1 buys: %2.").arg(who, shipName(payload));
    case ActionKind::Done:
        if (s->phase() == Phase::Purchase)
            return QCoreApplication::translate("GalaxyOfD", "%1 finishes the secret purchase.")
                .arg(who);
        if (s->phase() == Phase::Movement)
            return QCoreApplication::translate("GalaxyOfD", "%1 ends the movement.").arg(who);
        return QCoreApplication::translate("GalaxyOfD", "%1 ends the turn.").arg(who);
    case ActionKind::Move: {
        const auto f = moveFields(action);
        return QCoreApplication::translate("GalaxyOfD", "%1: %2 moves from %3 to %4.")
            .arg(who, shipName(f.type), sectorName(f.sector),
                 sectorName(g.neighbour(f.sector, f.dir)));
    }
    case ActionKind::Fight:
        return QCoreApplication::translate("GalaxyOfD", "%1 starts the combat in %2.")
            .arg(who, sectorName(payload));
    case ActionKind::Casualty:
        return QCoreApplication::translate("GalaxyOfD", "%1: %2 takes the fire.")
            .arg(who, shipName(payload >> 1));
    case ActionKind::ChoosePirate:
        return QCoreApplication::translate("GalaxyOfD", "%1 moves a pirate next.").arg(who);
    case ActionKind::Concede:
        return QCoreApplication::translate("GalaxyOfD", "%1 concedes.").arg(sideName(int(payload)));
    }
    return QString::fromStdString(state.actionToString(action));
}

} // namespace starboard::god
