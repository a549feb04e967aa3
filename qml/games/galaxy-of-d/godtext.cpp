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
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). The cheapest ship: fast, weak.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Interceptor"),
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). A ship that earns money from enemy ships destroyed in its
    //: combats.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Scavenger"),
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). A cargo ship that carries goods from planets to the Spaceport.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Freighter"),
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). A sturdy warship.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Cruiser"),
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). A ship that attacks enemy Starbases only.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Bomber"),
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). A fast ship with a strong attack.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Assassin"),
    //: Galaxy of D: the name of a ship type, the game's term (in the shop, on the board's counters,
    //: in the log and the rules). The biggest warship: slow, the strongest.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Destroyer"),
    //: Galaxy of D: the name of a Thing, the game's term for what lies on a sector of the galaxy
    //: (on the board, in the log and the rules).
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Planet"),
    //: Galaxy of D: the name of a Thing, the game's term for what lies on a sector of the galaxy
    //: (on the board, in the log and the rules).
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Asteroid"),
    //: Galaxy of D: the name of a Thing, the game's term for what lies on a sector of the galaxy
    //: (on the board, in the log and the rules). Where Freighters sell their cargo.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Spaceport"),
    //: Galaxy of D: the name of a pirate ship (a Cruiser of the Pirates), the game's term (on the
    //: board, in the log and the rules).
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Cruiser Pirate"),
    //: Galaxy of D: the name of a pirate ship (a Scavenger of the Pirates), the game's term (on the
    //: board, in the log and the rules).
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Scavenger Pirate"),
    //: Galaxy of D: the name of the shipped galaxy (a content file, the game's own name), seen in
    //: the new game dialog and the Workshop.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Galaxy of D"),
    //: Galaxy of D: the name of the shipped rule set, seen in the new game dialog and the Workshop.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Standard rules"),
    //: Galaxy of D: the name of the shipped rule set with a quicker setup, seen in the new game
    //: dialog and the Workshop.
    QT_TRANSLATE_NOOP("GalaxyOfDContent", "Standard rules, quick setup"),
    //: Galaxy of D: the ability of the ship type Scavenger, seen in the shop and the rules.
    QT_TRANSLATE_NOOP("GalaxyOfDContent",
                      "Earns $1 for each enemy ship destroyed in a combat that one of your "
                      "Scavengers survives."),
    //: Galaxy of D: the ability of the ship type Freighter, seen in the shop and the rules. 'Cargo
    //: Price' is the game's term (the price a cargo sells for).
    QT_TRANSLATE_NOOP("GalaxyOfDContent",
                      "Picks up one cargo at a planet and sells it at the Spaceport for the "
                      "Cargo Price."),
    //: Galaxy of D: the ability of the ship type Bomber, seen in the shop and the rules. 'Starbase'
    //: is the game's term (each player's home base).
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
        //: Galaxy of D: the name of the first side (player), a proper name from the rulebook: keep
        //: it or transliterate. Seen in the log, the board and the results.
        return QCoreApplication::translate("GalaxyOfD", "Redog");
    case 1:
        //: Galaxy of D: the name of the second side (player), a proper name from the rulebook: keep
        //: it or transliterate. Seen in the log, the board and the results.
        return QCoreApplication::translate("GalaxyOfD", "Cynder");
    default:
        //: Galaxy of D: the pirates, the neutral ships that attack both sides, as a side of a
        //: combat (in the log and the board).
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
                //: Galaxy of D, the log: a number of ships of one type. %1: a ship type, e.g.
                //: 'Cruiser'; %2: how many, e.g. 'Cruiser ×3'.
                ships << QCoreApplication::translate("GalaxyOfD", "%1 ×%2")
                             .arg(contentName(types[t].name))
                             .arg(n);
        }
        // Plain if/else: lupdate 6.4 can hang on translate() calls in a ?: over lines.
        if (ships.isEmpty()) {
            //: Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. 'Redog'.
            sides << QCoreApplication::translate("GalaxyOfD", "%1 bought nothing")
                         .arg(sideName(seat));
        } else {
            //: Galaxy of D, the log: the secret purchase revealed. %1: a side, e.g. 'Redog'; %2:
            //: the ships, e.g. 'Cruiser ×2, Bomber'.
            sides << QCoreApplication::translate("GalaxyOfD", "%1 bought %2")
                         .arg(sideName(seat), ships.join(QStringLiteral(", ")));
        }
    }
    //: Galaxy of D, the log: %1: what each side bought, e.g. 'Redog bought Cruiser ×2; Cynder
    //: bought nothing'.
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
    //: Galaxy of D: a sector (a hexagon) of the galaxy, in the log and the board. %1 and %2: its
    //: coordinates, e.g. 'sector 4,-1'.
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
                //: Galaxy of D, the log: a side in a combat. %1: a side, e.g. 'Redog'; %2: its
                //: attack strength, a number.
                sides << QCoreApplication::translate("GalaxyOfD", "%1 (attack %2)")
                             .arg(sideName(side))
                             .arg(e.attack[side]);
        //: Galaxy of D, the log: %1: a sector, e.g. 'sector 4,-1'; %2: the sides and their attacks,
        //: e.g. 'Redog (attack 7), Pirates (attack 3)'.
        QString text = QCoreApplication::translate("GalaxyOfD", "Combat in %1: %2.")
                           .arg(sectorText(g, e.sector), sides.join(QStringLiteral(", ")));
        for (int side = 0; side < kSides; ++side) {
            if (!e.present[side])
                continue;
            text += QLatin1Char(' ');
            const bool pirates = side >= kSeats; // a plural name: "The Pirates lose"
            if (e.lost[side].empty()) {
                text +=
                    pirates
                        ? QCoreApplication::translate("GalaxyOfD", "The Pirates lose nothing.")
                        : /*: Galaxy of D, the log: a combat's result. %1: a side, e.g. 'Cynder'. */
                        QCoreApplication::translate("GalaxyOfD", "%1 loses nothing.")
                            .arg(sideName(side));
            } else if (pirates) {
                //: Galaxy of D, the log: a combat's result. %1: the ships the pirates lose, e.g.
                //: 'Cruiser Pirate'.
                text += QCoreApplication::translate("GalaxyOfD", "The Pirates lose %1.")
                            .arg(shipList(g, e.lost[side]));
            } else {
                //: Galaxy of D, the log: a combat's result. %1: a side, e.g. 'Cynder'; %2: the
                //: ships lost, e.g. 'Cruiser, Bomber'.
                text += QCoreApplication::translate("GalaxyOfD", "%1 loses %2.")
                            .arg(sideName(side), shipList(g, e.lost[side]));
            }
        }
        for (int seat = 0; seat < kSeats; ++seat) {
            if (e.starbaseDamage[seat] > 0)
                text += QLatin1Char(' ') +
                        //: Galaxy of D, the log: %1: a side, e.g. 'Cynder' ('the Cynder Starbase');
                        //: %2: the damage, a number. Starbase: the game's term, a side's home base.
                        QCoreApplication::translate("GalaxyOfD", "The %1 Starbase takes %2 damage.")
                            .arg(sideName(seat))
                            .arg(e.starbaseDamage[seat]);
        }
        for (int seat = 0; seat < kSeats; ++seat) {
            if (e.income[seat] > 0)
                text += QLatin1Char(' ') +
                        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: an amount of money
                        //: (after the dollar sign), e.g. '$2'. Scavenger: a ship type.
                        QCoreApplication::translate("GalaxyOfD", "%1 earns $%2 from Scavengers.")
                            .arg(sideName(seat))
                            .arg(e.income[seat]);
        }
        return text;
    }
    case GodEvent::Kind::PirateMove:
        //: Galaxy of D, the log: a pirate ship moves. %1: a pirate ship, e.g. 'Cruiser Pirate'; %2
        //: and %3: sectors, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "The %1 moves from %2 to %3.")
            .arg(shipName(e.type), sectorText(g, e.from), sectorText(g, e.sector));
    case GodEvent::Kind::PirateStays:
        //: Galaxy of D, the log: %1: a pirate ship, e.g. 'Cruiser Pirate'; %2: a sector, e.g.
        //: 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD",
                                           "The %1 in %2 has no ship it can reach and stays.")
            .arg(shipName(e.type), sectorText(g, e.sector));
    case GodEvent::Kind::BomberHit:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a ship type, e.g. 'Bomber'; %3: the
        //: other side, e.g. 'Cynder'; %4: the damage, a number.
        return QCoreApplication::translate("GalaxyOfD",
                                           "%1: the %2 hits the %3 Starbase for %4 damage.")
            .arg(sideName(e.side), shipName(e.type), sideName(1 - e.side))
            .arg(e.amount);
    case GodEvent::Kind::CargoLoaded:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a ship type, e.g. 'Freighter'; %3: a
        //: sector, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "%1: the %2 loads cargo in %3.")
            .arg(sideName(e.side), shipName(e.type), sectorText(g, e.sector));
    case GodEvent::Kind::CargoSold:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a ship type, e.g. 'Freighter'; %3:
        //: an amount of money, after the dollar sign.
        return QCoreApplication::translate("GalaxyOfD", "%1: the %2 sells its cargo for $%3.")
            .arg(sideName(e.side), shipName(e.type))
            .arg(e.amount);
    case GodEvent::Kind::Production:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog' ('the Redog turn'); %2: the money earned,
        //: after the dollar sign; %3: the Starbase's armor left, a number.
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
            //: Galaxy of D, the log: a setup roll. %1: the die roll, a number; %n: the number of
            //: Things drawn (placed on the galaxy).
            return QCoreApplication::translate("GalaxyOfD", "Die roll %1: %n Things are drawn.",
                                               nullptr, int(payload) + g.rules().thingsDrawBonus)
                .arg(payload);
        if (s->phase() == Phase::MoneyDie)
            //: Galaxy of D, the log: a setup roll. %1: the die roll; %2: an amount of money, after
            //: the dollar sign.
            return QCoreApplication::translate("GalaxyOfD",
                                               "Die roll %1: each player starts with $%2.")
                .arg(payload)
                .arg(payload + g.rules().startingMoneyBonus);
        if (payload <= g.rules().pirateMoveMaxRoll)
            //: Galaxy of D, the log: %1: the die roll, a number.
            return QCoreApplication::translate("GalaxyOfD", "Pirate die roll %1: the pirate moves.")
                .arg(payload);
        //: Galaxy of D, the log: %1: the die roll, a number.
        return QCoreApplication::translate("GalaxyOfD", "Pirate die roll %1: the pirate stays.")
            .arg(payload);
    case ActionKind::DrawThing:
        return QCoreApplication::translate("GalaxyOfD", "A Thing is drawn face down.");
    case ActionKind::PlaceThing:
        //: Galaxy of D, the log: %1: a sector, e.g. 'sector 4,-1'. Thing: the game's term for what
        //: lies on a sector (a planet, an asteroid ...).
        return QCoreApplication::translate("GalaxyOfD", "A Thing is placed in %1.")
            .arg(sectorName(payload));
    case ActionKind::FirstPlayer:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'.
        return QCoreApplication::translate("GalaxyOfD", "%1 takes the first turn.")
            .arg(sideName(int(payload)));
    case ActionKind::PirateTarget:
        //: Galaxy of D, the log: %1: a sector, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "The pirate chases the ships in %1.")
            .arg(sectorName(payload));
    case ActionKind::PirateStep:
        return QString(); // the step is told by the pirate's move event
    case ActionKind::Rise:
        //: Galaxy of D, the log: the bid for the first turn. %1: a side, e.g. 'Redog'; %2: an
        //: amount of money, after the dollar sign.
        return QCoreApplication::translate("GalaxyOfD", "%1 bids $%2.").arg(who).arg(payload);
    case ActionKind::Pass:
        //: Galaxy of D, the log: the player bids nothing more (a verb). %1: a side, e.g. 'Redog'.
        return QCoreApplication::translate("GalaxyOfD", "%1 passes.").arg(who);
    case ActionKind::PlaceStarbase:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a sector, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "%1 places the Starbase in %2.")
            .arg(who, sectorName(payload));
    case ActionKind::Buy:
        // 5.3: the purchase is secret until both reveal; not even how many ships (one
        // log line per ship would tell the opponent the count).
        if (s->phase() == Phase::Purchase)
            return QString();
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a ship type, e.g. 'Cruiser'.
        return QCoreApplication::translate("GalaxyOfD", "%1 buys: %2.").arg(who, shipName(payload));
    case ActionKind::Done:
        if (s->phase() == Phase::Purchase)
            //: Galaxy of D, the log: %1: a side, e.g. 'Redog'. The purchase is hidden from the
            //: other player until both are done.
            return QCoreApplication::translate("GalaxyOfD", "%1 finishes the secret purchase.")
                .arg(who);
        if (s->phase() == Phase::Movement)
            //: Galaxy of D, the log: %1: a side, e.g. 'Redog'. The movement is a phase of the turn.
            return QCoreApplication::translate("GalaxyOfD", "%1 ends the movement.").arg(who);
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'.
        return QCoreApplication::translate("GalaxyOfD", "%1 ends the turn.").arg(who);
    case ActionKind::Move: {
        const auto f = moveFields(action);
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a ship type, e.g. 'Cruiser'; %3 and
        //: %4: sectors, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "%1: %2 moves from %3 to %4.")
            .arg(who, shipName(f.type), sectorName(f.sector),
                 sectorName(g.neighbour(f.sector, f.dir)));
    }
    case ActionKind::Fight:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a sector, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "%1 starts the combat in %2.")
            .arg(who, sectorName(payload));
    case ActionKind::Casualty:
        //: Galaxy of D, the log: the ship that takes the enemy's hits first. %1: a side, e.g.
        //: 'Redog'; %2: a ship type, e.g. 'Cruiser'.
        return QCoreApplication::translate("GalaxyOfD", "%1: %2 takes the fire.")
            .arg(who, shipName(payload >> 1));
    case ActionKind::ChoosePirate:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'.
        return QCoreApplication::translate("GalaxyOfD", "%1 moves a pirate next.").arg(who);
    case ActionKind::Concede:
        //: Galaxy of D, the log: the player gives up the game. %1: a side, e.g. 'Redog'.
        return QCoreApplication::translate("GalaxyOfD", "%1 concedes.").arg(sideName(int(payload)));
    case ActionKind::ChooseTop:
        //: Galaxy of D, the log: %1: a side, e.g. 'Redog'; %2: a ship type, e.g. 'Cruiser'; %3: a
        //: sector, e.g. 'sector 4,-1'.
        return QCoreApplication::translate("GalaxyOfD", "%1 puts a %2 on top of the stack in %3.")
            .arg(who, shipName(payload >> 12 & 31), sectorName(payload & 0xfff));
    }
    return QString::fromStdString(state.actionToString(action));
}

} // namespace starboard::god
