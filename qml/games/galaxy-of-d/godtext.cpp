#include "godtext.h"

#include "games/galaxy-of-d/god_game.h"
#include "gametext.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

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

namespace {

// The purchases both players revealed (5.3): public once both are done.
QString revealText(const GodState &s)
{
    const auto &types = s.game().shipTypes();
    QStringList sides;
    for (int seat = 0; seat < kSeats; ++seat) {
        QStringList ships;
        for (int t = 0; t < int(types.size()); ++t) {
            const int n = s.pendingPurchase(seat, t);
            if (n == 1)
                ships << contentName(types[t].name);
            else if (n > 1)
                ships << QCoreApplication::translate("GalaxyOfD", "%1 ×%2")
                             .arg(contentName(types[t].name))
                             .arg(n);
        }
        // Plain if/else: lupdate 6.4 can hang on translate() calls in a ?: over lines.
        if (ships.isEmpty()) {
            sides << QCoreApplication::translate("GalaxyOfD", "%1 bought nothing")
                         .arg(sideName(seat));
        } else {
            sides << QCoreApplication::translate("GalaxyOfD", "%1 bought %2")
                         .arg(sideName(seat), ships.join(QStringLiteral(", ")));
        }
    }
    return QCoreApplication::translate("GalaxyOfD", "The starting ships are revealed: %1.")
        .arg(sides.join(QStringLiteral("; ")));
}

QString shipList(const GodGame &g, const std::vector<int> &typesLost)
{
    const auto &types = g.shipTypes();
    QStringList out;
    for (int t = 0; t < int(types.size()); ++t) {
        const auto n = std::count(typesLost.begin(), typesLost.end(), t);
        if (n == 1)
            out << contentName(types[t].name);
        else if (n > 1)
            out << QCoreApplication::translate("GalaxyOfD", "%1 ×%2")
                       .arg(contentName(types[t].name))
                       .arg(n);
    }
    return out.join(QStringLiteral(", "));
}

} // namespace

QString sectorText(const GodGame &g, int sector)
{
    if (sector < 0 || sector >= g.sectorCount())
        return QStringLiteral("?");
    const auto &h = g.content().galaxy.sectors[sector];
    return QCoreApplication::translate("GalaxyOfD", "sector %1,%2").arg(h.q).arg(h.r);
}

QString describeEvent(const GodGame &g, const GodEvent &e)
{
    const auto &types = g.shipTypes();
    auto shipName = [&](int t) {
        return t >= 0 && t < int(types.size()) ? contentName(types[t].name) : QStringLiteral("?");
    };
    switch (e.kind) {
    case GodEvent::Kind::Fight: {
        QStringList sides;
        for (int side = 0; side < kSides; ++side)
            if (e.present[side])
                sides << QCoreApplication::translate("GalaxyOfD", "%1 (attack %2)")
                             .arg(sideName(side))
                             .arg(e.attack[side]);
        QString text = QCoreApplication::translate("GalaxyOfD", "Combat in %1: %2.")
                           .arg(sectorText(g, e.sector), sides.join(QStringLiteral(", ")));
        for (int side = 0; side < kSides; ++side) {
            if (!e.present[side])
                continue;
            text += QLatin1Char(' ');
            const bool pirates = side >= kSeats; // a plural name: "The Pirates lose"
            if (e.lost[side].empty()) {
                text += pirates
                            ? QCoreApplication::translate("GalaxyOfD", "The Pirates lose nothing.")
                            : QCoreApplication::translate("GalaxyOfD", "%1 loses nothing.")
                                  .arg(sideName(side));
            } else if (pirates) {
                text += QCoreApplication::translate("GalaxyOfD", "The Pirates lose %1.")
                            .arg(shipList(g, e.lost[side]));
            } else {
                text += QCoreApplication::translate("GalaxyOfD", "%1 loses %2.")
                            .arg(sideName(side), shipList(g, e.lost[side]));
            }
        }
        for (int seat = 0; seat < kSeats; ++seat) {
            if (e.starbaseDamage[seat] > 0)
                text += QLatin1Char(' ') +
                        QCoreApplication::translate("GalaxyOfD", "The %1 Starbase takes %2 damage.")
                            .arg(sideName(seat))
                            .arg(e.starbaseDamage[seat]);
        }
        for (int seat = 0; seat < kSeats; ++seat) {
            if (e.income[seat] > 0)
                text += QLatin1Char(' ') +
                        QCoreApplication::translate("GalaxyOfD", "%1 earns $%2 from Scavengers.")
                            .arg(sideName(seat))
                            .arg(e.income[seat]);
        }
        return text;
    }
    case GodEvent::Kind::PirateMove:
        return QCoreApplication::translate("GalaxyOfD", "The %1 moves from %2 to %3.")
            .arg(shipName(e.type), sectorText(g, e.from), sectorText(g, e.sector));
    case GodEvent::Kind::PirateStays:
        return QCoreApplication::translate("GalaxyOfD",
                                           "The %1 in %2 has no ship it can reach and stays.")
            .arg(shipName(e.type), sectorText(g, e.sector));
    case GodEvent::Kind::BomberHit:
        return QCoreApplication::translate("GalaxyOfD",
                                           "%1: the %2 hits the %3 Starbase for %4 damage.")
            .arg(sideName(e.side), shipName(e.type), sideName(1 - e.side))
            .arg(e.amount);
    case GodEvent::Kind::CargoLoaded:
        return QCoreApplication::translate("GalaxyOfD", "%1: the %2 loads cargo in %3.")
            .arg(sideName(e.side), shipName(e.type), sectorText(g, e.sector));
    case GodEvent::Kind::CargoSold:
        return QCoreApplication::translate("GalaxyOfD", "%1: the %2 sells its cargo for $%3.")
            .arg(sideName(e.side), shipName(e.type))
            .arg(e.amount);
    case GodEvent::Kind::Production:
        return QCoreApplication::translate("GalaxyOfD",
                                           "End of the %1 turn: production $%2, Starbase armor %3.")
            .arg(sideName(e.side))
            .arg(e.amount)
            .arg(e.armor);
    }
    return {};
}

QString describeAction(const State &state, Action action)
{
    const QString text = describeDecision(state, action);
    const auto *s = dynamic_cast<const GodState *>(&state);
    if (!s || !state.isLegal(action))
        return text;
    // What the engine resolved with it: combats (forced steps included), pirate moves,
    // Bomber hits, cargo, production; and the reveal of the starting purchases.
    auto after = state.clone();
    after->applyLegalAction(action);
    const auto *next = static_cast<const GodState *>(after.get());
    QStringList lines;
    if (!text.isEmpty())
        lines << text;
    if (s->phase() == Phase::Purchase && next->phase() != Phase::Purchase)
        lines << revealText(*s);
    // What the engine resolved after the end of the turn (a combat or a pirate at the start
    // of the next player's turn) belongs to the next turn: kTurnBreak tells the session.
    QString joined = lines.join(QLatin1Char('\n'));
    bool turnEnded = false;
    for (const auto &e : next->lastEvents()) {
        if (!joined.isEmpty())
            joined += turnEnded ? kTurnBreak : QLatin1Char('\n');
        joined += describeEvent(s->game(), e);
        turnEnded = e.kind == GodEvent::Kind::Production;
    }
    return joined;
}

QString describeDecision(const State &state, Action action)
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
        return QString(); // the step is told by the pirate's move event
    case ActionKind::Rise:
        return QCoreApplication::translate("GalaxyOfD", "%1 bids $%2.").arg(who).arg(payload);
    case ActionKind::Pass:
        return QCoreApplication::translate("GalaxyOfD", "%1 passes.").arg(who);
    case ActionKind::PlaceStarbase:
        return QCoreApplication::translate("GalaxyOfD", "%1 places the Starbase in %2.")
            .arg(who, sectorName(payload));
    case ActionKind::Buy:
        // 5.3: the purchase is secret until both reveal; not even how many ships (one
        // log line per ship would tell the opponent the count).
        if (s->phase() == Phase::Purchase)
            return QString();
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
    case ActionKind::ChooseTop:
        return QCoreApplication::translate("GalaxyOfD", "%1 puts a %2 on top of the stack in %3.")
            .arg(who, shipName(payload >> 12 & 31), sectorName(payload & 0xfff));
    }
    return QString::fromStdString(state.actionToString(action));
}

} // namespace starboard::god
