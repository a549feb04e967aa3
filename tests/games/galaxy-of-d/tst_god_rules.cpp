// Galaxy of D: every worked example and FAQ of the rulebook (shared/rules/galaxy-of-d.txt)
// as a test named after it, plus the rules around them. Where the rulebook is ambiguous the
// tests follow the engine's documented choice (god_game.h, docs/rules/galaxy-of-d.md).
//
// The shipped content (resources/data/galaxy-of-d) is used throughout; examples that need a
// particular geometry play on a hexagonal test galaxy of radius 5 (axial coordinates, see
// content.h) with the shipped ship table and Things.

#include "data/data.h"
#include "engine/record.h"
#include "engine/rng.h"
#include "games/galaxy-of-d/god_game.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <vector>

using namespace starboard;
using namespace starboard::god;

namespace {

// Applies an action that must be legal.
#define APPLY(state, action)                                                                       \
    do {                                                                                           \
        const Action a_ = (action);                                                                \
        const std::string what_ = (state)->actionToString(a_);                                     \
        std::string error_;                                                                        \
        QVERIFY2((state)->applyAction(a_, &error_),                                                \
                 ("refused: " + what_ + ": " + error_).c_str());                                   \
        const std::string why_ = (state)->checkInvariants();                                       \
        QVERIFY2(why_.empty(), ("invariant after " + what_ + ": " + why_).c_str());                \
    } while (false)

// Applies an action that must be refused, leaving the state unchanged.
#define REFUSE(state, action)                                                                      \
    do {                                                                                           \
        const Action a_ = (action);                                                                \
        const std::string before_ = (state)->toString();                                           \
        const auto history_ = (state)->history();                                                  \
        std::string error_;                                                                        \
        QVERIFY2(!(state)->applyAction(a_, &error_),                                               \
                 ("accepted: " + (state)->actionToString(a_)).c_str());                            \
        QVERIFY(!error_.empty());                                                                  \
        QVERIFY(!(state)->isLegal(a_));                                                            \
        QCOMPARE((state)->toString(), before_);                                                    \
        QVERIFY((state)->history() == history_);                                                   \
    } while (false)

#define SCENARIO(var, game, scenario)                                                              \
    std::unique_ptr<GodState> var;                                                                 \
    do {                                                                                           \
        std::string error_;                                                                        \
        var = (game)->newScenarioState((scenario), &error_);                                       \
        QVERIFY2(var, ("scenario refused: " + error_).c_str());                                    \
    } while (false)

Action act(ActionKind kind, std::int64_t payload = 0)
{
    return makeAction(kind, payload);
}

bool contains(const std::vector<Action> &v, Action a)
{
    return std::find(v.begin(), v.end(), a) != v.end();
}

std::shared_ptr<Content> hexContent(const Content &shipped, int radius)
{
    auto c = std::make_shared<Content>();
    c->ships = shipped.ships;
    c->things = shipped.things;
    c->ruleset = shipped.ruleset;
    c->galaxy.id = "test-hexagon";
    c->galaxy.name = "Test hexagon";
    for (int q = -radius; q <= radius; ++q)
        for (int r = -radius; r <= radius; ++r)
            if (std::abs(q + r) <= radius)
                c->galaxy.sectors.push_back({q, r});
    return c;
}

} // namespace

class TestGodRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Content> m_content; // shipped
    std::shared_ptr<GodGame> m_shipped;
    std::shared_ptr<GodGame> m_hex;
    // On the shipped galaxy: two Starbase sites far apart, an open sector between them, a
    // second open sector, and a neighbour of Cynder's site.
    int m_redogBase = -1, m_cynderBase = -1, m_field = -1, m_field2 = -1, m_nextToCynder = -1;

    // Sector (q, r) of the test hexagon.
    int at(int q, int r) const
    {
        const auto &sectors = m_hex->content().galaxy.sectors;
        for (int i = 0; i < int(sectors.size()); ++i)
            if (sectors[i] == Hex{q, r})
                return i;
        return -1;
    }
    int ship(const char *id) const { return m_hex->shipTypeIndex(id); }
    int thing(const char *id) const { return m_hex->thingTypeIndex(id); }
    static int dirTo(const GodGame &game, int from, int to)
    {
        for (int d = 0; d < kDirections; ++d)
            if (game.neighbour(from, d) == to)
                return d;
        return -1;
    }
    // The Move of the active player's ship of `type` (and `cargo`) from `from` to the
    // neighbouring `to`, with the moves that ship has left.
    static Action move(const GodState &state, int from, int to, int type, bool cargo = false)
    {
        int moves = 0;
        for (const auto &s : state.ships())
            if (s.owner == state.activePlayer() && s.sector == from && s.type == type &&
                s.cargo == cargo)
                moves = std::max<int>(moves, s.movesLeft);
        return makeMove(from, dirTo(state.game(), from, to), type, cargo, moves);
    }
    static const Ship *shipAt(const GodState &state, int owner, int sector, int type)
    {
        for (const auto &s : state.ships())
            if (s.owner == owner && s.sector == sector && s.type == type)
                return &s;
        return nullptr;
    }
    static int count(const GodState &state, int owner, int sector, int type)
    {
        int n = 0;
        for (const auto &s : state.ships())
            n += s.owner == owner && s.sector == sector && s.type == type;
        return n;
    }
    static std::vector<int> chanceSectors(const GodState &state)
    {
        std::vector<int> out;
        for (const auto &o : state.chanceOutcomes())
            out.push_back(int(actionPayload(o.action)));
        std::sort(out.begin(), out.end());
        return out;
    }
    // A scenario on the shipped galaxy with the Starbases on the far-apart sites.
    Scenario shippedScenario(Phase phase, int active = 0) const
    {
        Scenario sc;
        sc.starbase = {m_redogBase, m_cynderBase};
        sc.phase = phase;
        sc.activePlayer = active;
        return sc;
    }
    // A scenario on the test hexagon, Starbases in two far corners.
    Scenario hexScenario(Phase phase, int active = 0) const
    {
        Scenario sc;
        sc.starbase = {at(-5, 5), at(5, -5)};
        sc.phase = phase;
        sc.activePlayer = active;
        return sc;
    }
    // Applies "done" until the active player's turn is over (no combat choices expected).
    static void finishTurn(GodState &state)
    {
        const int active = state.activePlayer();
        for (int guard = 0; guard < 10 && !state.isTerminal() && state.activePlayer() == active;
             ++guard) {
            std::string error;
            QVERIFY2(state.currentPlayer() == active &&
                         state.applyAction(act(ActionKind::Done), &error),
                     ("cannot finish the turn: " + error).c_str());
        }
        QVERIFY(state.isTerminal() || state.activePlayer() != active);
    }
    // Drives a fresh game through the setup until `phase`, taking the first chance outcome,
    // passing in the bidding and placing each Starbase on the first legal sector.
    static void advanceTo(GodState &state, Phase phase)
    {
        for (int guard = 0; guard < 1000 && state.phase() != phase; ++guard) {
            Action a = 0;
            if (state.isChanceNode())
                a = state.chanceOutcomes().front().action;
            else if (state.phase() == Phase::Bidding)
                a = act(ActionKind::Pass);
            else
                a = state.legalActions().front();
            std::string error;
            QVERIFY2(state.applyAction(a, &error), error.c_str());
        }
        QCOMPARE(int(state.phase()), int(phase));
    }

private slots:
    void initTestCase();

    void shipTableMatchesRulebook();
    void scavengerExample();
    void combatExample1ChooseCruiserFirst();
    void combatExample1ChooseFreighterFirst();
    void combatExample2AtCynderStarbase();
    void combatExample3ThreeSides();
    void loneBomberExample();
    void faq1BuyBeforeProduction();
    void faq2FreighterSellsBeforeCombat();
    void faq3AssassinAtEmptyStarbase();
    void cargoPriceExample();
    void quickSetupCargoPriceExample();
    void thingPlacementExample();
    void starbasePlacementExample();
    void designerStarbaseSectorsPlacement();
    void designerStarbaseSectorsFallback();
    void designerStarbaseSectorsKeptFreeOfThings();
    void designerStarbaseSectorsRoom();
    void biddingExample();
    void movementStopExample();
    void freighterBackAndForth();
    void freighterLoadsAndSellsInOneMove();
    void holdingContestedPlanet();
    void starbaseIncomeAndDecay();
    void cashCap25();
    void chitLimitSixthScavenger();
    void concede();
    void pirateWithShipsDoesNotMoveAndFights();
    void pirateDieRoll();
    void pirateStopsAndFightsOnEnteringShips();
    void pirateIgnoresShipsInStarbase();
    void pirateExample63DestroyerOrScavenger();
    void pirateNearestIgnoresStarbases();
    void enemyStarbaseDoesNotStopShips();
    void bomberHitsEachTimeItEnters();
    void chooseTopShip();
    void eventsTellForcedCombats();
    void pirateChoiceOrder();
    void hiddenOnlyTopShipVisible();
    void hiddenSecretPurchase();
    void hiddenResampleKeepsObservation();
    void illegalActionsRefused();
};

void TestGodRules::initTestCase()
{
    QStringList errors;
    auto content = data::loadContent("galaxy-of-d", {}, errors);
    QVERIFY2(content, qPrintable(errors.join('\n')));
    m_content = std::dynamic_pointer_cast<const Content>(content);
    QVERIFY(m_content);
    m_shipped = GodGame::create(m_content);
    m_hex = GodGame::create(hexContent(*m_content, 5));
    for (const char *id :
         {"interceptor", "scavenger", "freighter", "cruiser", "bomber", "assassin", "destroyer"})
        QVERIFY2(ship(id) >= 0, id);
    for (const char *id : {"planet", "asteroid", "spaceport"})
        QVERIFY2(thing(id) >= 0, id);

    // Sites on the shipped galaxy, chosen from its geometry so that any designed map works.
    const auto &g = *m_shipped;
    const int n = g.sectorCount();
    int best = -1;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            if (g.distance(a, b) > best) {
                best = g.distance(a, b);
                m_redogBase = a;
                m_cynderBase = b;
            }
    QVERIFY2(best >= 5, "the shipped galaxy is too small for these tests");
    auto far = [&](int s) {
        return std::min(g.distance(s, m_redogBase), g.distance(s, m_cynderBase));
    };
    for (int s = 0; s < n; ++s)
        if (m_field < 0 || far(s) > far(m_field))
            m_field = s;
    for (int s = 0; s < n; ++s)
        if (far(s) >= 2 && g.distance(s, m_field) >= 2 &&
            (m_field2 < 0 || g.distance(s, m_field) < g.distance(m_field2, m_field)))
            m_field2 = s;
    for (int d = 0; d < kDirections && m_nextToCynder < 0; ++d)
        m_nextToCynder = g.neighbour(m_cynderBase, d);
    QVERIFY(far(m_field) >= 2 && m_field2 >= 0 && m_nextToCynder >= 0);
}

// 4. The ship table, 3.2 the Things and the numbers of the text.
void TestGodRules::shipTableMatchesRulebook()
{
    struct Row
    {
        const char *id;
        int cost, speed, attack, armor;
    };
    const Row rows[] = {{"interceptor", 2, 3, 2, 2}, {"scavenger", 3, 2, 3, 3},
                        {"freighter", 4, 2, 1, 4},   {"cruiser", 5, 2, 5, 8},
                        {"bomber", 6, 2, 0, 3},      {"assassin", 7, 3, 9, 5},
                        {"destroyer", 8, 1, 10, 16}};
    const auto &types = m_shipped->shipTypes();
    QCOMPARE(int(types.size()), 7);
    int chits = 0;
    for (const auto &row : rows) {
        const int t = m_shipped->shipTypeIndex(row.id);
        QVERIFY2(t >= 0, row.id);
        QCOMPARE(types[t].cost, row.cost);
        QCOMPARE(types[t].speed, row.speed);
        QCOMPARE(types[t].attack, row.attack);
        QCOMPARE(types[t].armor, row.armor);
        QCOMPARE(types[t].earnsPerKill, std::string(row.id) == "scavenger");
        QCOMPARE(types[t].carriesCargo, std::string(row.id) == "freighter");
        QCOMPARE(types[t].starbaseDamage, std::string(row.id) == "bomber" ? 10 : 0);
        chits += types[t].chits;
    }
    QCOMPARE(chits, 28);                                             // 3.2: 28 ships per side
    QCOMPARE(types[m_shipped->shipTypeIndex("scavenger")].chits, 5); // 6.4
    int planets = 0, asteroids = 0, spaceports = 0, pirates = 0;
    for (const auto &t : m_shipped->thingTypes()) {
        if (t.kind == ThingKind::Planet) {
            planets += t.count;
            QCOMPARE(t.income, 2);
        } else if (t.kind == ThingKind::Asteroid) {
            asteroids += t.count;
            QCOMPARE(t.income, 1);
        } else if (t.kind == ThingKind::Spaceport) {
            spaceports += t.count;
        } else {
            pirates += t.count;
            QVERIFY(m_shipped->shipTypeIndex(t.ship) >= 0);
        }
    }
    QCOMPARE(planets, 8);
    QCOMPARE(asteroids, 4);
    QCOMPARE(spaceports, 1);
    QCOMPARE(pirates, 2);
    const auto &rules = m_shipped->rules();
    QCOMPARE(rules.starbaseArmor, 20);
    QCOMPARE(rules.starbaseAttack, 3);
    QCOMPARE(rules.starbaseIncome, 1);
    QCOMPARE(rules.starbaseDecay, 1);
    QCOMPARE(rules.cashCap, 25);
    QCOMPARE(rules.dieSides, 6);
    QCOMPARE(rules.minStarbaseDistance, 3);
    QCOMPARE(rules.cargoMultiplier, 4);
}

// 4. "You start a Combat with 4 Scavengers against 2 Interceptors. You lose 1 Scavenger ...
// your enemy loses 2 Interceptors. At the end of Combat, you get $2."
void TestGodRules::scavengerExample()
{
    auto sc = shippedScenario(Phase::Combat);
    for (int i = 0; i < 4; ++i)
        sc.ships.push_back({0, "scavenger", m_field});
    for (int i = 0; i < 2; ++i)
        sc.ships.push_back({1, "interceptor", m_field});
    SCENARIO(state, m_shipped, sc);
    // No real choice on either side: the combat resolves at once; $2 lets Redog buy.
    QCOMPARE(state->phase(), Phase::Buy);
    QCOMPARE(count(*state, 0, m_field, ship("scavenger")), 3);
    QCOMPARE(state->stackSize(1, m_field), 0);
    QCOMPARE(state->money(0), 2);
    QCOMPARE(state->money(1), 0);
}

// 6.2 Example 1: Redog Cruiser + Freighter (AS 6) against Cynder Cruiser + Scavenger (AS 8)
// on a planet. Redog's first choice: the Cruiser absorbs all 8 and is destroyed.
void TestGodRules::combatExample1ChooseCruiserFirst()
{
    auto sc = shippedScenario(Phase::Combat);
    sc.things = {{m_field, "planet"}};
    sc.ships = {{0, "cruiser", m_field},
                {0, "freighter", m_field, true},
                {1, "cruiser", m_field},
                {1, "scavenger", m_field}};
    SCENARIO(state, m_shipped, sc);
    QCOMPARE(state->phase(), Phase::Fight);
    QCOMPARE(state->fight().attack[0], 6);
    QCOMPARE(state->fight().attack[1], 8);
    QCOMPARE(state->currentPlayer(), 0);
    // Whole ships only: the attack cannot be spread.
    const std::vector<Action> choices{makeCasualty(ship("freighter"), true),
                                      makeCasualty(ship("cruiser"), false)};
    auto legal = state->legalActions();
    QCOMPARE(legal.size(), std::size_t(2));
    QVERIFY(contains(legal, choices[0]) && contains(legal, choices[1]));
    APPLY(state, makeCasualty(ship("cruiser"), false)); // 8 - 8 = 0: destroyed
    // Cynder chooses its Cruiser: 6 is not enough to destroy it.
    QCOMPARE(state->currentPlayer(), 1);
    APPLY(state, makeCasualty(ship("cruiser"), false));
    QVERIFY(state->phase() != Phase::Fight);
    QCOMPARE(count(*state, 0, m_field, ship("cruiser")), 0);
    QCOMPARE(count(*state, 0, m_field, ship("freighter")), 1);
    QCOMPARE(count(*state, 1, m_field, ship("cruiser")), 1);
    QCOMPARE(count(*state, 1, m_field, ship("scavenger")), 1);
    // Cynder's surviving Scavenger earns $1 for the kill.
    QCOMPARE(state->money(1), 1);
}

// 6.2 Example 1, Redog's second choice: the Freighter (8 - 4 = 4 left), then the Cruiser,
// which survives. Redog loses 1 Freighter, Cynder loses nothing and gets $1; both sides
// occupy the planet.
void TestGodRules::combatExample1ChooseFreighterFirst()
{
    auto sc = shippedScenario(Phase::Combat);
    sc.things = {{m_field, "planet"}};
    sc.ships = {{0, "cruiser", m_field},
                {0, "freighter", m_field, true},
                {1, "cruiser", m_field},
                {1, "scavenger", m_field},
                {1, "interceptor", m_field2}}; // so that Cynder's next turn waits for it
    SCENARIO(state, m_shipped, sc);
    APPLY(state, makeCasualty(ship("freighter"), true));
    // Only the Cruiser is left to absorb the remaining 4: taken without asking.
    QCOMPARE(state->currentPlayer(), 1);
    QCOMPARE(state->fight().incoming[0], 0);
    APPLY(state, makeCasualty(ship("cruiser"), false));
    QCOMPARE(count(*state, 0, m_field, ship("freighter")), 0);
    QCOMPARE(count(*state, 0, m_field, ship("cruiser")), 1);
    QCOMPARE(count(*state, 1, m_field, ship("cruiser")), 1);
    QCOMPARE(count(*state, 1, m_field, ship("scavenger")), 1);
    QCOMPARE(state->money(1), 1);
    QCOMPARE(state->holder(m_field), -1);
    // Redog cannot buy with $0; its turn ends: the contested planet produces nothing (6.5),
    // the Starbase gives $1.
    QCOMPARE(state->activePlayer(), 1);
    QCOMPARE(state->money(0), 1);
}

// 6.2 Example 2: two Redog Assassins (AS 18) attack Cynder's Starbase defended by an
// Assassin and an Interceptor (AS 11 + 3). All four ships are destroyed and the leftover
// 11 hits the Starbase.
void TestGodRules::combatExample2AtCynderStarbase()
{
    auto sc = shippedScenario(Phase::Combat);
    sc.money = {2, 0}; // so that Redog's buy phase waits
    sc.ships = {{0, "assassin", m_cynderBase},
                {0, "assassin", m_cynderBase},
                {1, "assassin", m_cynderBase},
                {1, "interceptor", m_cynderBase}};
    SCENARIO(state, m_shipped, sc);
    QCOMPARE(state->phase(), Phase::Buy);
    QCOMPARE(state->stackSize(0, m_cynderBase), 0);
    QCOMPARE(state->stackSize(1, m_cynderBase), 0);
    QCOMPARE(state->armor(1), 20 - 11);
    QCOMPARE(state->armor(0), 20); // Redog's leftover 4 is wasted
    QCOMPARE(state->winner(), -1);
}

// 6.2 Example 3: a three-sided combat in an asteroid. Cruiser Pirate (AS 5), Redog with 3
// Scavengers (AS 9), Cynder with a Freighter and two Interceptors (AS 5, armor 8). The
// Pirate loses its Cruiser, Redog 1 Scavenger, Cynder everything; Redog earns $4.
void TestGodRules::combatExample3ThreeSides()
{
    auto sc = shippedScenario(Phase::Combat);
    sc.things = {{m_field, "asteroid"}};
    sc.ships = {{kPirates, "cruiser", m_field}, {0, "scavenger", m_field},
                {0, "scavenger", m_field},      {0, "scavenger", m_field},
                {1, "freighter", m_field},      {1, "interceptor", m_field},
                {1, "interceptor", m_field}};
    SCENARIO(state, m_shipped, sc);
    QCOMPARE(state->phase(), Phase::Buy);
    QCOMPARE(state->stackSize(kPirates, m_field), 0);
    QCOMPARE(state->stackSize(1, m_field), 0);
    QCOMPARE(count(*state, 0, m_field, ship("scavenger")), 2);
    QCOMPARE(state->money(0), 4); // 1 Pirate + 3 Cynder ships
}

// 4. The Bomber: "Your lone Bomber moves to enemy Starbase (Armor=10) with 4 Cruisers
// defending it ... destroys the enemy Starbase first (you win the game!) before the Ships
// Combat against the 4 Cruisers starts."
void TestGodRules::loneBomberExample()
{
    auto sc = shippedScenario(Phase::Movement);
    sc.armor = {20, 10};
    sc.ships = {{0, "bomber", m_nextToCynder}};
    for (int i = 0; i < 4; ++i)
        sc.ships.push_back({1, "cruiser", m_cynderBase});
    SCENARIO(state, m_shipped, sc);
    APPLY(state, move(*state, m_nextToCynder, m_cynderBase, ship("bomber")));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->winner(), 0);
    QCOMPARE(state->armor(1), 0);
    // No combat took place: the Bomber and the 4 Cruisers are all still there.
    QCOMPARE(count(*state, 0, m_cynderBase, ship("bomber")), 1);
    QCOMPARE(count(*state, 1, m_cynderBase, ship("cruiser")), 4);
    QCOMPARE(state->returns(), (std::vector<double>{1.0, -1.0}));
    QVERIFY(state->legalActions().empty());
}

// 6.1: only enemy ships and Pirates stop a ship; the rulebook says nothing of the enemy
// Starbase, so a ship passes through an unguarded one (and a guarded one stops it).
void TestGodRules::enemyStarbaseDoesNotStopShips()
{
    auto sc = hexScenario(Phase::Movement);
    sc.starbase = {at(-5, 5), at(1, 0)};
    sc.ships = {{0, "interceptor", at(0, 0)}, {0, "cruiser", at(-3, 0)}};
    SCENARIO(state, m_hex, sc);
    APPLY(state, move(*state, at(0, 0), at(1, 0), ship("interceptor")));
    const Ship *in = shipAt(*state, 0, at(1, 0), ship("interceptor"));
    QVERIFY(in);
    QCOMPARE(int(in->movesLeft), 2);
    APPLY(state, move(*state, at(1, 0), at(2, 0), ship("interceptor")));
    QCOMPARE(int(shipAt(*state, 0, at(2, 0), ship("interceptor"))->movesLeft), 1);
    QCOMPARE(state->armor(1), 20);

    // A guarded Starbase stops it (enemy ships there).
    sc.ships.push_back({1, "cruiser", at(1, 0)});
    SCENARIO(guarded, m_hex, sc);
    APPLY(guarded, move(*guarded, at(0, 0), at(1, 0), ship("interceptor")));
    QCOMPARE(int(shipAt(*guarded, 0, at(1, 0), ship("interceptor"))->movesLeft), 0);
}

// 6.1 "If a Bomber moves to enemy Starbase, it will immediately deals 10 damage": an
// unguarded Starbase is hit, and the Bomber may fly on.
void TestGodRules::bomberHitsEachTimeItEnters()
{
    auto sc = hexScenario(Phase::Movement);
    sc.starbase = {at(-5, 5), at(1, 0)};
    sc.ships = {{0, "bomber", at(0, 0)}, {0, "cruiser", at(-3, 0)}};
    SCENARIO(state, m_hex, sc);
    APPLY(state, move(*state, at(0, 0), at(1, 0), ship("bomber")));
    QCOMPARE(state->armor(1), 10);
    QCOMPARE(state->lastEvents().size(), std::size_t(1));
    QCOMPARE(int(state->lastEvents().front().kind), int(GodEvent::Kind::BomberHit));
    QCOMPARE(state->lastEvents().front().amount, 10);
    APPLY(state, move(*state, at(1, 0), at(2, 0), ship("bomber")));
    QCOMPARE(state->armor(1), 10);
    QVERIFY(shipAt(*state, 0, at(2, 0), ship("bomber")));
}

// 6.1 "you can only see the top enemy ship in a sector": its owner chooses which ship is
// on top (ChooseTop); the opponent sees the new top and nothing else.
void TestGodRules::chooseTopShip()
{
    auto sc = hexScenario(Phase::Movement);
    sc.ships = {{0, "destroyer", at(0, 0)},
                {0, "interceptor", at(0, 0)}, // on top: arrived last
                {1, "cruiser", at(3, 0)},
                {1, "assassin", at(3, 0)}};
    SCENARIO(state, m_hex, sc);
    const Action top = makeChooseTop(at(0, 0), ship("destroyer"), false);
    QVERIFY(!contains(state->legalActions(), top)); // never offered to agents
    const std::string before1 = state->observation(1);
    APPLY(state, top);
    QCOMPARE(int(state->topShip(0, at(0, 0))->type), ship("destroyer"));
    QCOMPARE(state->stackSize(0, at(0, 0)), 2);
    // The opponent's view changed only in the top ship it shows.
    const std::string after1 = state->observation(1);
    QVERIFY(before1 != after1);
    // Exactly one line of what the opponent may know changed: that stack's top.
    auto lines = [](const std::string &text) {
        std::vector<std::string> out;
        std::size_t start = 0;
        for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
            out.push_back(text.substr(start, end - start));
        return out;
    };
    const auto b = lines(before1), a = lines(after1);
    QCOMPARE(a.size(), b.size());
    int changed = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        changed += a[i] != b[i];
    QCOMPARE(changed, 1);
    QVERIFY(after1.find("stack 0 " + std::to_string(at(0, 0)) + " 2 top " +
                        std::to_string(ship("destroyer"))) != std::string::npos);
    // The top already, someone else's stack, a ship not in the stack: refused.
    REFUSE(state, top);
    REFUSE(state, makeChooseTop(at(3, 0), ship("cruiser"), false));
    REFUSE(state, makeChooseTop(at(0, 0), ship("cruiser"), false));
    // Identical ships move from the bottom: the chosen top stays on top while it stays.
    APPLY(state, move(*state, at(0, 0), at(1, 0), ship("interceptor")));
    QCOMPARE(int(state->topShip(0, at(0, 0))->type), ship("destroyer"));
    // Not in the opponent's turn (nor in its fights, nor for chance).
    sc.activePlayer = 1;
    SCENARIO(other, m_hex, sc);
    REFUSE(other, makeChooseTop(at(0, 0), ship("destroyer"), false));
    APPLY(other, makeChooseTop(at(3, 0), ship("cruiser"), false));
}

// Forced steps leave no action in the history: the engine's events tell them. A Done that
// ends the movement resolves the only combat with forced casualties by itself.
void TestGodRules::eventsTellForcedCombats()
{
    auto sc = hexScenario(Phase::Movement);
    sc.money = {5, 5};
    sc.ships = {
        {0, "scavenger", at(0, 0)}, {0, "scavenger", at(0, 0)}, {1, "interceptor", at(0, 0)}};
    SCENARIO(state, m_hex, sc);
    APPLY(state, act(ActionKind::Done));
    std::vector<GodEvent> fights;
    for (const auto &e : state->lastEvents())
        if (e.kind == GodEvent::Kind::Fight)
            fights.push_back(e);
    QCOMPARE(fights.size(), std::size_t(1));
    const auto &f = fights.front();
    QCOMPARE(f.sector, at(0, 0));
    QCOMPARE(f.attack[0], 6);
    QCOMPARE(f.attack[1], 2);
    QCOMPARE(f.lost[1], std::vector<int>{ship("interceptor")});
    QCOMPARE(f.income[0], 1);
    QVERIFY(!f.present[kPirates]);
}

// FAQ 1: with $1 you cannot buy an Interceptor ($2): buying (phase 4) comes before the
// production (phase 5). At the end of the turn you have $2.
void TestGodRules::faq1BuyBeforeProduction()
{
    auto sc = shippedScenario(Phase::Movement);
    sc.money = {1, 0};
    sc.ships = {{0, "interceptor", m_field}, {1, "interceptor", m_field2}};
    SCENARIO(state, m_shipped, sc);
    const int interceptor = ship("interceptor");
    APPLY(state, act(ActionKind::Done));
    // The buy phase had nothing affordable and the turn ended on its own.
    QCOMPARE(state->activePlayer(), 1);
    QCOMPARE(state->money(0), 2);
    QCOMPARE(state->shipsInPlay(0, interceptor), 1);
    QCOMPARE(state->history().size(), std::size_t(1));

    // The same turn entered at the buy phase: the Interceptor is not for sale at $1 ...
    auto sc1 = shippedScenario(Phase::Movement);
    sc1.money = {1, 0};
    sc1.ships = {{1, "interceptor", m_field2}};
    sc1.phase = Phase::Buy;
    SCENARIO(one, m_shipped, sc1);
    QCOMPARE(one->activePlayer(), 1);
    QCOMPARE(one->money(0), 2);
    QCOMPARE(one->shipsInPlay(0, interceptor), 0);
    // ... but it is at $2.
    sc1.money = {2, 0};
    SCENARIO(two, m_shipped, sc1);
    QCOMPARE(two->phase(), Phase::Buy);
    QVERIFY(contains(two->legalActions(), act(ActionKind::Buy, interceptor)));
}

// FAQ 2: a Freighter with cargo moves to the Spaceport where an enemy Cruiser is. It sells
// first (movement phase), is stopped, and the money can be spent in the same turn.
void TestGodRules::faq2FreighterSellsBeforeCombat()
{
    auto sc = hexScenario(Phase::Movement);
    const int spaceport = at(0, 0), start = at(-2, 0), via = at(-1, 0);
    sc.things = {{spaceport, "spaceport"}, {at(2, 0), "planet"}};
    sc.ships = {{0, "freighter", start, true},
                {1, "cruiser", spaceport},
                {0, "interceptor", at(-3, 3)}}; // so that the movement phase waits
    SCENARIO(state, m_hex, sc);
    QCOMPARE(state->cargoPrice(), 8);
    const int freighter = ship("freighter");
    APPLY(state, move(*state, start, via, freighter, true));
    APPLY(state, move(*state, via, spaceport, freighter, true));
    QCOMPARE(state->money(0), 8);
    const Ship *f = shipAt(*state, 0, spaceport, freighter);
    QVERIFY(f);
    QVERIFY(!f->cargo);
    QCOMPARE(int(f->movesLeft), 0); // stopped by the Cruiser
    for (Action a : state->legalActions())
        QVERIFY(actionKind(a) != ActionKind::Move || moveFields(a).type != freighter);
    APPLY(state, act(ActionKind::Done));
    // The combat: the Freighter (armor 4) falls to the Cruiser's 5.
    QCOMPARE(state->phase(), Phase::Buy);
    QCOMPARE(state->stackSize(0, spaceport), 0);
    QCOMPARE(state->stackSize(1, spaceport), 1);
    QVERIFY(contains(state->legalActions(), act(ActionKind::Buy, ship("cruiser"))));
    APPLY(state, act(ActionKind::Buy, ship("cruiser")));
    QCOMPARE(state->money(0), 3);
    QCOMPARE(count(*state, 0, state->starbase(0), ship("cruiser")), 1);
}

// FAQ 3: a Redog Assassin attacks Cynder's empty Starbase, survives and deals 9 damage; in
// Cynder's next combat phase (Cynder moved nothing) it deals 9 again.
void TestGodRules::faq3AssassinAtEmptyStarbase()
{
    auto sc = hexScenario(Phase::Movement);
    const int base = at(5, -5);
    sc.money = {0, 2};
    sc.ships = {{0, "assassin", at(3, -5)},
                {0, "interceptor", at(-3, 3)}, // so that Redog's movement phase waits
                {1, "destroyer", at(0, 0)}};
    SCENARIO(state, m_hex, sc);
    const int assassin = ship("assassin");
    APPLY(state, move(*state, at(3, -5), at(4, -5), assassin));
    APPLY(state, move(*state, at(4, -5), base, assassin));
    // An empty Starbase does not stop a ship (6.1): it stays there by choice.
    QCOMPARE(int(shipAt(*state, 0, base, assassin)->movesLeft), 1);
    APPLY(state, act(ActionKind::Done));
    // Redog's combat: the Starbase's 3 does not destroy the Assassin (armor 5).
    QCOMPARE(state->armor(1), 20 - 9);
    QVERIFY(shipAt(*state, 0, base, assassin));
    // Redog had $0: its turn ended. Cynder moves nothing.
    QCOMPARE(state->activePlayer(), 1);
    QCOMPARE(state->phase(), Phase::Movement);
    APPLY(state, act(ActionKind::Done));
    QCOMPARE(state->armor(1), 20 - 9 - 9);
    QVERIFY(shipAt(*state, 0, base, assassin));
    QCOMPARE(state->phase(), Phase::Buy);
    QCOMPARE(state->activePlayer(), 1);
}

// 5.1: Cargo Price = (sectors between the Spaceport and the nearest planet) x 4; the
// example's distance 2 gives $8.
void TestGodRules::cargoPriceExample()
{
    auto sc = hexScenario(Phase::Movement);
    sc.things = {{at(0, 0), "spaceport"},
                 {at(2, -2), "planet"}, // distance 2: the nearest
                 {at(-3, 0), "planet"},
                 {at(0, 3), "planet"},
                 {at(-1, -1), "asteroid"}}; // asteroids do not count
    sc.ships = {{0, "interceptor", at(-5, 5)}};
    SCENARIO(state, m_hex, sc);
    QCOMPARE(state->cargoPrice(), 8);
}

// 10. Quick Setup: the Spaceport, 2 planets and 2 asteroids; the example after the quick
// setup has a Cargo Price of $12 (nearest planet 3 sectors away). No Pirates, $15 each.
void TestGodRules::quickSetupCargoPriceExample()
{
    auto content = hexContent(*m_content, 5);
    content->ruleset.setup = SetupMode::Quick;
    auto game = GodGame::create(content);
    auto state = game->newInitialState();
    auto *god = static_cast<GodState *>(state.get());
    QCOMPARE(god->phase(), Phase::ThingsPlace); // no die, no draw
    const int places[] = {at(0, 0), at(3, 0), at(0, -4), at(-2, 0), at(-2, 3)};
    for (int s : places) {
        QVERIFY(god->isChanceNode());
        APPLY(god, act(ActionKind::PlaceThing, s));
    }
    QCOMPARE(god->thingAt(at(0, 0)), thing("spaceport"));
    QCOMPARE(god->thingAt(at(3, 0)), thing("planet"));
    QCOMPARE(god->thingAt(at(0, -4)), thing("planet"));
    QCOMPARE(god->thingAt(at(-2, 0)), thing("asteroid"));
    QCOMPARE(god->thingAt(at(-2, 3)), thing("asteroid"));
    QCOMPARE(god->phase(), Phase::FirstPlayer);
    QCOMPARE(god->cargoPrice(), 12);
    for (const auto &s : god->ships())
        QVERIFY(s.owner != kPirates);
    APPLY(god, act(ActionKind::FirstPlayer, 1));
    QCOMPARE(god->money(0), 15);
    QCOMPARE(god->money(1), 15);
    QCOMPARE(god->phase(), Phase::PlaceStarbase); // no bidding
    QCOMPARE(god->currentPlayer(), 1);            // the first player places first
}

// 5.1 (and 10.1): "If you put a Thing in 0, you can not place other Thing(s) in 1..6. But
// you may place other Thing in 7."
void TestGodRules::thingPlacementExample()
{
    auto state = m_hex->newInitialState();
    auto *god = static_cast<GodState *>(state.get());
    QCOMPARE(god->phase(), Phase::ThingsDie);
    APPLY(god, act(ActionKind::DieRoll, 1)); // 1 + 3 = 4 Things
    QCOMPARE(god->phase(), Phase::ThingsDraw);
    for (int i = 0; i < 4; ++i)
        APPLY(god, act(ActionKind::DrawThing, thing("planet")));
    QCOMPARE(god->phase(), Phase::ThingsPlace);
    const int n = m_hex->sectorCount();
    QCOMPARE(int(god->chanceOutcomes().size()), n);
    const int zero = at(0, 0);
    APPLY(god, act(ActionKind::PlaceThing, zero));
    QCOMPARE(god->thingAt(zero), thing("spaceport")); // set aside and placed first
    const auto open = chanceSectors(*god);
    QCOMPARE(int(open.size()), n - 7);
    QVERIFY(!std::binary_search(open.begin(), open.end(), zero));
    for (int d = 0; d < kDirections; ++d) // 1..6
        QVERIFY(!std::binary_search(open.begin(), open.end(), m_hex->neighbour(zero, d)));
    for (int s = 0; s < n; ++s)
        if (m_hex->distance(s, zero) >= 2) // "7" and beyond
            QVERIFY(std::binary_search(open.begin(), open.end(), s));
    for (const auto &o : god->chanceOutcomes())
        QCOMPARE(o.weight, 1u);
    // The next one excludes the neighbours of both.
    APPLY(god, act(ActionKind::PlaceThing, at(2, 0)));
    for (int s : chanceSectors(*god))
        QVERIFY(m_hex->distance(s, zero) >= 2 && m_hex->distance(s, at(2, 0)) >= 2);
}

// 5.2: a Starbase is not placed on or next to a Thing; the second one is at least 3
// sectors from the first ("the other Starbase can not be placed in sectors with x").
void TestGodRules::starbasePlacementExample()
{
    auto state = m_hex->newInitialState();
    auto *god = static_cast<GodState *>(state.get());
    APPLY(god, act(ActionKind::DieRoll, 1));
    for (int i = 0; i < 4; ++i)
        APPLY(god, act(ActionKind::DrawThing, thing("planet")));
    const int things[] = {at(0, 0), at(3, -1), at(-2, 4), at(-3, -1), at(1, 3)};
    for (int s : things)
        APPLY(god, act(ActionKind::PlaceThing, s));
    QCOMPARE(god->phase(), Phase::FirstPlayer);
    APPLY(god, act(ActionKind::FirstPlayer, 0));
    APPLY(god, act(ActionKind::DieRoll, 2));
    APPLY(god, act(ActionKind::Pass)); // Redog passes at 0: Cynder places first, for $0
    QCOMPARE(god->phase(), Phase::PlaceStarbase);
    QCOMPARE(god->currentPlayer(), 1);
    const int n = m_hex->sectorCount();
    auto nearThing = [&](int s) {
        for (int t : things)
            if (m_hex->distance(s, t) <= 1)
                return true;
        return false;
    };
    std::vector<Action> expected;
    for (int s = 0; s < n; ++s)
        if (!nearThing(s))
            expected.push_back(act(ActionKind::PlaceStarbase, s));
    QCOMPARE(god->legalActions(), expected);
    const int first = at(0, -3);
    QVERIFY(!nearThing(first));
    APPLY(god, act(ActionKind::PlaceStarbase, first));
    QCOMPARE(god->money(1), 15); // the bid was 0
    QCOMPARE(god->currentPlayer(), 0);
    expected.clear();
    for (int s = 0; s < n; ++s)
        if (!nearThing(s) && m_hex->distance(s, first) >= 3)
            expected.push_back(act(ActionKind::PlaceStarbase, s));
    QCOMPARE(god->legalActions(), expected);
    REFUSE(god, act(ActionKind::PlaceStarbase, at(0, -5))); // distance 2 from the first
    REFUSE(god, act(ActionKind::PlaceStarbase, at(1, 0)));  // next to a Thing
    REFUSE(god, act(ActionKind::PlaceStarbase, at(0, 0)));  // on a Thing
    APPLY(god, act(ActionKind::PlaceStarbase, at(0, 5)));   // distance 8, open
    QCOMPARE(god->phase(), Phase::Purchase);
}

// Designer galaxies (docs/rules/galaxy-of-d.md): with Starbase sectors listed, 5.2 applies
// among them only; the Things of 5.1 never go there.
void TestGodRules::designerStarbaseSectorsPlacement()
{
    auto content = hexContent(*m_content, 5);
    const std::vector<int> listed = {at(0, -3), at(0, -5), at(0, 5), at(-4, 0), at(2, 0)};
    content->galaxy.starbaseSectors = listed;
    auto game = GodGame::create(content);
    QVERIFY(game->hasStarbaseSectors());
    auto isListed = [&](int s) {
        return std::find(listed.begin(), listed.end(), s) != listed.end();
    };
    for (int s = 0; s < game->sectorCount(); ++s)
        QCOMPARE(game->isListedStarbaseSector(s), isListed(s));

    auto state = game->newInitialState();
    auto *god = static_cast<GodState *>(state.get());
    APPLY(god, act(ActionKind::DieRoll, 1)); // 1 + 3 = 4 Things and the Spaceport
    for (int i = 0; i < 4; ++i)
        APPLY(god, act(ActionKind::DrawThing, thing("planet")));
    QCOMPARE(int(god->chanceOutcomes().size()), game->sectorCount() - int(listed.size()));
    const int things[] = {at(0, 0), at(3, -1), at(-2, 4), at(2, -4), at(1, 3)};
    for (int s : things) {
        const auto open = chanceSectors(*god);
        for (int l : listed) {
            QVERIFY(!std::binary_search(open.begin(), open.end(), l));
            REFUSE(god, act(ActionKind::PlaceThing, l));
        }
        APPLY(god, act(ActionKind::PlaceThing, s));
    }
    QCOMPARE(god->phase(), Phase::FirstPlayer);
    APPLY(god, act(ActionKind::FirstPlayer, 0));
    APPLY(god, act(ActionKind::DieRoll, 2));
    APPLY(god, act(ActionKind::Pass)); // Cynder places first
    QCOMPARE(god->phase(), Phase::PlaceStarbase);
    QCOMPARE(god->currentPlayer(), 1);
    auto nearThing = [&](int s) {
        for (int t : things)
            if (game->distance(s, t) <= 1)
                return true;
        return false;
    };
    QVERIFY(nearThing(at(2, 0))); // listed, but next to the Thing in (3, -1)
    std::vector<Action> expected;
    for (int s = 0; s < game->sectorCount(); ++s)
        if (isListed(s) && !nearThing(s))
            expected.push_back(act(ActionKind::PlaceStarbase, s));
    QCOMPARE(int(expected.size()), 4);
    QCOMPARE(god->legalActions(), expected);
    const int open = at(-4, 4); // far from everything, but not listed
    QVERIFY(!nearThing(open) && !isListed(open));
    REFUSE(god, act(ActionKind::PlaceStarbase, open));
    REFUSE(god, act(ActionKind::PlaceStarbase, at(2, 0)));
    const int first = at(0, -3);
    APPLY(god, act(ActionKind::PlaceStarbase, first));
    QCOMPARE(god->currentPlayer(), 0);
    expected = {};
    for (int s = 0; s < game->sectorCount(); ++s)
        if (isListed(s) && !nearThing(s) && game->distance(s, first) >= 3)
            expected.push_back(act(ActionKind::PlaceStarbase, s));
    QCOMPARE(expected, (std::vector<Action>{act(ActionKind::PlaceStarbase, at(-4, 0)),
                                            act(ActionKind::PlaceStarbase, at(0, 5))}));
    QCOMPARE(god->legalActions(), expected);
    REFUSE(god, act(ActionKind::PlaceStarbase, at(0, -5))); // listed, distance 2
    REFUSE(god, act(ActionKind::PlaceStarbase, open));
    APPLY(god, act(ActionKind::PlaceStarbase, at(0, 5)));
    QCOMPARE(god->phase(), Phase::Purchase);
    QCOMPARE(god->starbase(1), first);
    QCOMPARE(god->starbase(0), at(0, 5));
}

// The fallback of 5.2 for tiny galaxies (distance, then adjacency dropped) stays on the
// listed sectors.
void TestGodRules::designerStarbaseSectorsFallback()
{
    auto placing = [&](const std::vector<int> &listed) {
        auto content = hexContent(*m_content, 5);
        content->galaxy.things = {{at(0, 0), "planet"}};
        content->galaxy.starbaseSectors = listed;
        auto state = GodGame::create(content)->newInitialState();
        advanceTo(static_cast<GodState &>(*state), Phase::PlaceStarbase);
        return std::unique_ptr<GodState>(static_cast<GodState *>(state.release()));
    };
    auto places = [](std::initializer_list<int> sectors) {
        std::vector<Action> out;
        for (int s : sectors)
            out.push_back(act(ActionKind::PlaceStarbase, s));
        std::sort(out.begin(), out.end());
        return out;
    };

    // The second Starbase: only a listed sector too close to the first is left.
    auto tooClose = placing({at(0, -3), at(0, -5), at(1, 0)}); // (1, 0) is next to the planet
    QCOMPARE(tooClose->legalActions(), places({at(0, -3), at(0, -5)}));
    APPLY(tooClose, act(ActionKind::PlaceStarbase, at(0, -3)));
    QCOMPARE(tooClose->legalActions(), places({at(0, -5)}));
    APPLY(tooClose, act(ActionKind::PlaceStarbase, at(0, -5)));
    QCOMPARE(tooClose->phase(), Phase::Purchase);

    // Every listed sector next to a Thing: the adjacency rule goes too, still listed only.
    auto nextTo = placing({at(1, 0), at(-1, 0)});
    QCOMPARE(nextTo->legalActions(), places({at(1, 0), at(-1, 0)}));
    APPLY(nextTo, act(ActionKind::PlaceStarbase, at(-1, 0)));
    QCOMPARE(nextTo->legalActions(), places({at(1, 0)}));
    APPLY(nextTo, act(ActionKind::PlaceStarbase, at(1, 0)));
    QCOMPARE(nextTo->phase(), Phase::Purchase);
}

// Random normal and quick setups with many Starbase sectors listed: no Thing (pirates
// included) is ever placed on one, and every game plays on from there.
void TestGodRules::designerStarbaseSectorsKeptFreeOfThings()
{
    for (const auto setup : {SetupMode::Normal, SetupMode::Quick}) {
        auto content = hexContent(*m_content, 5);
        content->ruleset.setup = setup;
        for (int s = 0; s < int(content->galaxy.sectors.size()); ++s)
            if (content->galaxy.sectors[s].r % 2 == 0)
                content->galaxy.starbaseSectors.push_back(s);
        auto game = GodGame::create(content);
        QVERIFY(game->hasStarbaseSectors());
        Rng rng(20261122);
        for (int trial = 0; trial < 30; ++trial) {
            auto state = game->newInitialState();
            auto *god = static_cast<GodState *>(state.get());
            bool checked = false;
            for (int guard = 0; guard < game->maxGameLength() && !god->isTerminal(); ++guard) {
                if (!checked && god->phase() >= Phase::FirstPlayer) {
                    checked = true;
                    bool things = false;
                    for (int s = 0; s < game->sectorCount(); ++s) {
                        things = things || god->thingAt(s) >= 0;
                        if (game->isListedStarbaseSector(s))
                            QCOMPARE(god->thingAt(s), -1);
                    }
                    QVERIFY(things);
                    for (const auto &ship : god->ships())
                        QVERIFY(!game->isListedStarbaseSector(ship.sector));
                }
                if (god->phase() == Phase::PlaceStarbase)
                    for (const Action a : god->legalActions())
                        QVERIFY(game->isListedStarbaseSector(int(actionPayload(a))));
                Action a = 0;
                if (god->isChanceNode()) {
                    const auto outcomes = god->chanceOutcomes();
                    std::vector<std::uint32_t> weights;
                    for (const auto &o : outcomes)
                        weights.push_back(o.weight);
                    a = outcomes[rng.weighted(weights)].action;
                } else {
                    const auto legal = god->legalActions();
                    a = legal[rng.below(std::uint32_t(legal.size()))];
                }
                APPLY(god, a);
            }
            QVERIFY(checked);
            QVERIFY(god->isTerminal());
            QVERIFY(game->isListedStarbaseSector(god->starbase(0)));
            QVERIFY(game->isListedStarbaseSector(god->starbase(1)));
        }
    }
}

// 5.2's room for both Starbases (asked by the Workshop) looks only at the listed sectors.
void TestGodRules::designerStarbaseSectorsRoom()
{
    std::vector<int> thingAt(std::size_t(m_hex->sectorCount()), -1);
    auto listing = [&](const std::vector<int> &listed) {
        auto content = hexContent(*m_content, 5);
        content->galaxy.starbaseSectors = listed;
        return GodGame::create(content);
    };
    const auto apart = listing({at(0, -3), at(0, -5), at(0, 5)});
    QVERIFY(apart->roomForStarbases(thingAt));  // (0, -3) and (0, 5): 8 apart
    thingAt[at(0, 4)] = thing("planet");        // next to (0, 5)
    QVERIFY(!apart->roomForStarbases(thingAt)); // (0, -3) and (0, -5): only 2 apart
    QVERIFY(m_hex->roomForStarbases(thingAt));  // without a list: anywhere
    thingAt[at(0, 4)] = -1;
    QVERIFY(!listing({at(0, -3), at(0, -5)})->roomForStarbases(thingAt));
    QVERIFY(listing({at(0, -3), at(0, 0)})->roomForStarbases(thingAt)); // 3 apart
    thingAt[at(0, 1)] = thing("planet");
    QVERIFY(!listing({at(0, -3), at(0, 0)})->roomForStarbases(thingAt)); // (0, 0) is next to it

    // A list the loader refuses (fewer than two usable sectors) is ignored: 5.2 as written.
    const auto broken = listing({at(0, 0), 9999, at(0, 0)});
    QVERIFY(!broken->hasStarbaseSectors());
    QVERIFY(!broken->isListedStarbaseSector(at(0, 0)));
    QVERIFY(broken->roomForStarbases(thingAt));
}

// 5.2 Bidding example: A & B have $15, A is the First Turn Player. A 1, B 3, A 5, B 6, A
// passes. B places first and pays $6; A still has $15, B $9.
void TestGodRules::biddingExample()
{
    auto state = m_shipped->newInitialState();
    auto *god = static_cast<GodState *>(state.get());
    advanceTo(*god, Phase::FirstPlayer);
    if (QTest::currentTestFailed())
        return;
    const int a = 0, b = 1;
    APPLY(god, act(ActionKind::FirstPlayer, a));
    QCOMPARE(god->phase(), Phase::MoneyDie);
    APPLY(god, act(ActionKind::DieRoll, 2)); // 2 + 13
    QCOMPARE(god->money(a), 15);
    QCOMPARE(god->money(b), 15);
    QCOMPARE(god->phase(), Phase::Bidding);
    QCOMPARE(god->currentPlayer(), a);
    QCOMPARE(god->bid(), 0);
    REFUSE(god, act(ActionKind::Rise, 16)); // more than A's money
    REFUSE(god, act(ActionKind::Rise, 0));  // at least $1 more
    APPLY(god, act(ActionKind::Rise, 1));
    QCOMPARE(god->currentPlayer(), b);
    REFUSE(god, act(ActionKind::Rise, 1));
    APPLY(god, act(ActionKind::Rise, 3));
    QCOMPARE(god->currentPlayer(), a);
    APPLY(god, act(ActionKind::Rise, 5));
    APPLY(god, act(ActionKind::Rise, 6));
    QCOMPARE(god->currentPlayer(), a);
    APPLY(god, act(ActionKind::Pass));
    QCOMPARE(god->bidWinner(), b);
    QCOMPARE(god->bid(), 6);
    QCOMPARE(god->phase(), Phase::PlaceStarbase);
    QCOMPARE(god->currentPlayer(), b); // B places first ...
    QCOMPARE(god->money(b), 15);
    APPLY(god, god->legalActions().front());
    QCOMPARE(god->money(b), 9); // ... then pays the last bid
    QCOMPARE(god->currentPlayer(), a);
    APPLY(god, god->legalActions().front());
    QCOMPARE(god->money(a), 15); // the loser pays nothing
    QCOMPARE(god->money(b), 9);
    QCOMPARE(god->phase(), Phase::Purchase);
    QCOMPARE(god->currentPlayer(), a); // the First Turn Player buys first
}

// 6.1 example: Cynder's Interceptor and Scavenger start with Redog's Destroyer and may
// leave; the Scavenger moves 1 sector and is stopped by another Destroyer; the Interceptor
// moves 3 sectors around a Pirate.
void TestGodRules::movementStopExample()
{
    auto sc = hexScenario(Phase::Movement, 1);
    const int start = at(0, 0), stop = at(1, 0), pirate = at(-1, 1);
    sc.ships = {{0, "destroyer", start},
                {1, "interceptor", start},
                {1, "scavenger", start},
                {0, "destroyer", stop},
                {kPirates, "cruiser", pirate}};
    SCENARIO(state, m_hex, sc);
    const int interceptor = ship("interceptor"), scavenger = ship("scavenger");
    // Starting with an enemy does not hold a ship back.
    const auto legal = state->legalActions();
    for (int d = 0; d < kDirections; ++d) {
        QVERIFY(contains(legal, makeMove(start, d, interceptor, false, 3)));
        QVERIFY(contains(legal, makeMove(start, d, scavenger, false, 2)));
    }
    // Entering the Pirate's sector would stop the Interceptor too.
    {
        auto probe = state->clone();
        auto *p = static_cast<GodState *>(probe.get());
        APPLY(p, move(*p, start, pirate, interceptor));
        QCOMPARE(int(shipAt(*p, 1, pirate, interceptor)->movesLeft), 0);
    }
    APPLY(state, move(*state, start, stop, scavenger));
    QCOMPARE(int(shipAt(*state, 1, stop, scavenger)->movesLeft), 0);
    for (Action a : state->legalActions())
        QVERIFY(actionKind(a) != ActionKind::Move || moveFields(a).type != scavenger);
    // Around the Pirate: every step is next to it, none enters it.
    const int path[] = {start, at(0, 1), at(-1, 2), at(-2, 2)};
    for (int i = 1; i < 4; ++i) {
        APPLY(state, move(*state, path[i - 1], path[i], interceptor));
        const Ship *s = shipAt(*state, 1, path[i], interceptor);
        QVERIFY(s);
        QCOMPARE(int(s->movesLeft), 3 - i);
    }
    QVERIFY(shipAt(*state, kPirates, pirate, ship("cruiser")));
}

// 4. The Freighter: loads when it enters a planet, sells when it enters the Spaceport,
// back and forth; with the planet and the Spaceport 2 apart (the usual geometry) one round
// trip takes two turns.
void TestGodRules::freighterBackAndForth()
{
    auto sc = hexScenario(Phase::Movement);
    const int port = at(0, 0), middle = at(1, 0), planet = at(2, 0);
    sc.things = {{port, "spaceport"}, {planet, "planet"}};
    sc.ships = {{0, "freighter", middle}, {1, "interceptor", at(4, -5)}};
    SCENARIO(state, m_hex, sc);
    const int freighter = ship("freighter");
    QCOMPARE(state->cargoPrice(), 8);
    // An empty Freighter at the Spaceport sells nothing.
    {
        auto probe = state->clone();
        auto *p = static_cast<GodState *>(probe.get());
        APPLY(p, move(*p, middle, port, freighter));
        QCOMPARE(p->money(0), 0);
    }
    APPLY(state, move(*state, middle, planet, freighter));
    QVERIFY(shipAt(*state, 0, planet, freighter)->cargo);
    APPLY(state, move(*state, planet, middle, freighter, true));
    QVERIFY(shipAt(*state, 0, middle, freighter)->cargo);
    // Nothing left to move and nothing to buy: Redog's turn ended on its own (+$1).
    QCOMPARE(state->activePlayer(), 1);
    finishTurn(*state); // Cynder
    QCOMPARE(state->activePlayer(), 0);
    QCOMPARE(state->money(0), 1);
    APPLY(state, move(*state, middle, port, freighter, true));
    QCOMPARE(state->money(0), 1 + 8);
    QVERIFY(!shipAt(*state, 0, port, freighter)->cargo);
    APPLY(state, move(*state, port, middle, freighter));
    QCOMPARE(state->money(0), 1 + 8);
}

// 4. "Your Freighters may move back and forth": where a designer's galaxy puts a planet
// next to the Spaceport, a Medium Freighter loads and sells in one move.
void TestGodRules::freighterLoadsAndSellsInOneMove()
{
    auto content = hexContent(*m_content, 5);
    const int port = at(0, 0), planet = at(1, 0), start = at(2, 0);
    content->galaxy.things = {{port, "spaceport"}, {planet, "planet"}};
    auto game = GodGame::create(content);
    auto sc = hexScenario(Phase::Movement);
    sc.things = {{port, "spaceport"}, {planet, "planet"}};
    sc.ships = {{0, "freighter", start}};
    SCENARIO(state, game, sc);
    QCOMPARE(state->cargoPrice(), 4);
    const int freighter = ship("freighter");
    APPLY(state, move(*state, start, planet, freighter));
    APPLY(state, move(*state, planet, port, freighter, true));
    QCOMPARE(state->money(0), 4);
    QVERIFY(!shipAt(*state, 0, port, freighter)->cargo);
}

// 6.5: a planet or asteroid is held by the only side with ships there; a contested one
// (enemy or Pirates present) produces nothing.
void TestGodRules::holdingContestedPlanet()
{
    auto sc = hexScenario(Phase::Buy);
    sc.money = {2, 0};
    const int contested = at(0, 0), held = at(3, 0), asteroid = at(0, 3), withPirate = at(-3, 0),
              enemy = at(0, -3);
    sc.things = {{contested, "planet"},
                 {held, "planet"},
                 {asteroid, "asteroid"},
                 {withPirate, "asteroid"},
                 {enemy, "planet"}};
    sc.ships = {{0, "cruiser", contested},      {1, "cruiser", contested},
                {0, "interceptor", held},       {0, "interceptor", asteroid},
                {0, "interceptor", withPirate}, {kPirates, "cruiser", withPirate},
                {1, "interceptor", enemy}};
    SCENARIO(state, m_hex, sc);
    QCOMPARE(state->phase(), Phase::Buy);
    QCOMPARE(state->holder(contested), -1);
    QCOMPARE(state->holder(held), 0);
    QCOMPARE(state->holder(asteroid), 0);
    QCOMPARE(state->holder(withPirate), -1);
    QCOMPARE(state->holder(enemy), 1);
    APPLY(state, act(ActionKind::Done));
    QCOMPARE(state->money(0), 2 + 2 + 1 + 1); // planet, asteroid, Starbase
    QCOMPARE(state->money(1), 0);             // only the active player produces
}

// 6.5: the Starbase produces $1, then loses 1 armor; 7. at 0 armor the player loses.
void TestGodRules::starbaseIncomeAndDecay()
{
    auto sc = shippedScenario(Phase::Buy);
    sc.money = {2, 3};
    sc.ships = {{1, "interceptor", m_field}};
    SCENARIO(state, m_shipped, sc);
    APPLY(state, act(ActionKind::Done));
    QCOMPARE(state->money(0), 3);
    QCOMPARE(state->armor(0), 19);
    QCOMPARE(state->money(1), 3);
    QCOMPARE(state->armor(1), 20);
    QCOMPARE(state->activePlayer(), 1);

    sc.armor = {1, 20};
    SCENARIO(last, m_shipped, sc);
    APPLY(last, act(ActionKind::Done));
    QVERIFY(last->isTerminal());
    QCOMPARE(last->armor(0), 0);
    QCOMPARE(last->winner(), 1);
    QCOMPARE(last->returns(), (std::vector<double>{-1.0, 1.0}));
}

// 3.2: a player may have at most $25 in cash (production, cargo and kills alike).
void TestGodRules::cashCap25()
{
    auto sc = hexScenario(Phase::Buy);
    sc.money = {24, 0};
    sc.things = {{at(0, 0), "planet"}};
    sc.ships = {{0, "interceptor", at(0, 0)}, {1, "interceptor", at(3, 0)}};
    SCENARIO(state, m_hex, sc);
    APPLY(state, act(ActionKind::Done));
    QCOMPARE(state->money(0), 25); // 24 + 2 + 1

    auto sale = hexScenario(Phase::Movement);
    sale.money = {20, 0};
    sale.things = {{at(0, 0), "spaceport"}, {at(2, 0), "planet"}};
    sale.ships = {{0, "freighter", at(1, 0), true}};
    SCENARIO(seller, m_hex, sale);
    APPLY(seller, move(*seller, at(1, 0), at(0, 0), ship("freighter"), true));
    QCOMPARE(seller->money(0), 25); // 20 + 8

    auto kills = shippedScenario(Phase::Combat);
    kills.money = {25, 0};
    kills.ships = {{0, "scavenger", m_field},
                   {0, "scavenger", m_field},
                   {0, "scavenger", m_field},
                   {1, "interceptor", m_field},
                   {1, "interceptor", m_field}};
    SCENARIO(scavenger, m_shipped, kills);
    QCOMPARE(scavenger->stackSize(1, m_field), 0);
    QCOMPARE(scavenger->money(0), 25);
}

// 6.4: "you may have at max 5 Scavengers".
void TestGodRules::chitLimitSixthScavenger()
{
    auto sc = shippedScenario(Phase::Buy);
    sc.money = {25, 0};
    for (int i = 0; i < 4; ++i)
        sc.ships.push_back({0, "scavenger", i % 2 ? m_field : m_redogBase});
    SCENARIO(state, m_shipped, sc);
    const Action buy = act(ActionKind::Buy, ship("scavenger"));
    QVERIFY(contains(state->legalActions(), buy));
    APPLY(state, buy);
    QCOMPARE(state->shipsInPlay(0, ship("scavenger")), 5);
    QCOMPARE(state->money(0), 22);
    QVERIFY(!contains(state->legalActions(), buy));
    REFUSE(state, buy);
    QVERIFY(contains(state->legalActions(), act(ActionKind::Buy, ship("cruiser"))));
}

// 6: "a Player may concede the game at anytime. His Starbase Armor=0 then destroy all his
// ships. He immediately lost the game."
void TestGodRules::concede()
{
    auto sc = shippedScenario(Phase::Movement);
    sc.ships = {{0, "cruiser", m_field},
                {0, "interceptor", m_redogBase},
                {1, "cruiser", m_field2},
                {kPirates, "cruiser", m_nextToCynder}};
    SCENARIO(state, m_shipped, sc);
    const Action redog = act(ActionKind::Concede, 0), cynder = act(ActionKind::Concede, 1);
    QVERIFY(!contains(state->legalActions(), redog)); // legal but not listed
    QVERIFY(state->isLegal(redog));
    QVERIFY(state->isLegal(cynder)); // also on the other player's turn
    {
        auto other = state->clone();
        APPLY(other, cynder);
        QVERIFY(other->isTerminal());
        QCOMPARE(other->returns(), (std::vector<double>{1.0, -1.0}));
    }
    APPLY(state, redog);
    QVERIFY(state->isTerminal());
    QCOMPARE(state->winner(), 1);
    QCOMPARE(state->armor(0), 0);
    QCOMPARE(state->armor(1), 20);
    for (const auto &s : state->ships())
        QVERIFY(s.owner != 0);
    QCOMPARE(state->stackSize(1, m_field2), 1);
    QCOMPARE(state->returns(), (std::vector<double>{-1.0, 1.0}));
    // Once the game is over nobody can concede.
    REFUSE(state, cynder);
    REFUSE(state, redog);

    // In the middle of a combat.
    auto fight = shippedScenario(Phase::Combat);
    fight.ships = {{0, "cruiser", m_field},
                   {0, "freighter", m_field},
                   {1, "cruiser", m_field},
                   {1, "scavenger", m_field}};
    SCENARIO(mid, m_shipped, fight);
    QCOMPARE(mid->phase(), Phase::Fight);
    APPLY(mid, cynder);
    QVERIFY(mid->isTerminal());
    QCOMPARE(mid->winner(), 0);
    QCOMPARE(mid->stackSize(1, m_field), 0);
    QCOMPARE(mid->stackSize(0, m_field), 2);
}

// 6.3: a Pirate that starts the phase with other ships in its sector does not move (no die)
// and fights there.
void TestGodRules::pirateWithShipsDoesNotMoveAndFights()
{
    auto sc = hexScenario(Phase::Pirates);
    const int s = at(0, 0);
    sc.ships = {{kPirates, "cruiser", s},
                {1, "interceptor", s},
                {0, "interceptor", at(3, 0)},
                {1, "interceptor", at(-3, 0)}};
    SCENARIO(state, m_hex, sc);
    QVERIFY(state->history().empty()); // no chance node on the way
    QVERIFY(shipAt(*state, kPirates, s, ship("cruiser")));
    QCOMPARE(state->stackSize(1, s), 0); // the Interceptor fell to the Pirate's 5
    QCOMPARE(state->activePlayer(), 1);  // Redog's turn went on to its end
}

// 6.3: a lone Pirate rolls a die: 1-3 it moves toward the nearest ship along a shortest
// path, up to its speed; 4-6 it stays.
void TestGodRules::pirateDieRoll()
{
    auto sc = hexScenario(Phase::Pirates);
    const int p = at(0, 0);
    sc.ships = {{kPirates, "cruiser", p},
                {0, "interceptor", at(3, 0)}, // nearest: 3
                {1, "destroyer", at(-4, 0)}}; // 4
    SCENARIO(state, m_hex, sc);
    QVERIFY(state->isChanceNode());
    QCOMPARE(state->phase(), Phase::PirateDie);
    const auto outcomes = state->chanceOutcomes();
    QCOMPARE(outcomes.size(), std::size_t(6));
    for (int face = 1; face <= 6; ++face) {
        QCOMPARE(outcomes[face - 1].action, act(ActionKind::DieRoll, face));
        QCOMPARE(outcomes[face - 1].weight, 1u);
        auto probe = state->clone();
        auto *s = static_cast<GodState *>(probe.get());
        APPLY(s, act(ActionKind::DieRoll, face));
        const int expected = face <= 3 ? at(2, 0) : p; // Cruiser: 2 sectors a turn
        QVERIFY2(shipAt(*s, kPirates, expected, ship("cruiser")),
                 qPrintable(QStringLiteral("face %1").arg(face)));
        QVERIFY(!s->isChanceNode());
    }
}

// 6.3: a Pirate that enters a sector with ships stops there and fights.
void TestGodRules::pirateStopsAndFightsOnEnteringShips()
{
    auto sc = hexScenario(Phase::Pirates);
    sc.ships = {{kPirates, "cruiser", at(0, 0)},
                {1, "interceptor", at(1, 0)},
                {1, "interceptor", at(-4, 0)}};
    SCENARIO(state, m_hex, sc);
    APPLY(state, act(ActionKind::DieRoll, 1));
    QVERIFY(shipAt(*state, kPirates, at(1, 0), ship("cruiser"))); // did not go on
    QCOMPARE(state->stackSize(1, at(1, 0)), 0);
}

// 6.3: "a Pirate will not target ships in a Starbase and will not enter a Starbase".
void TestGodRules::pirateIgnoresShipsInStarbase()
{
    auto sc = hexScenario(Phase::Pirates);
    sc.starbase = {at(1, 0), at(5, -5)};
    sc.ships = {{kPirates, "cruiser", at(0, 0)},
                {0, "cruiser", at(1, 0)},       // in its Starbase, 1 away: ignored
                {1, "interceptor", at(-3, 0)}}; // 3 away: the target
    SCENARIO(state, m_hex, sc);
    APPLY(state, act(ActionKind::DieRoll, 2));
    QVERIFY(shipAt(*state, kPirates, at(-2, 0), ship("cruiser")));

    // With only ships in Starbases, it has no target and stays.
    sc.ships = {
        {kPirates, "cruiser", at(0, 0)}, {0, "cruiser", at(1, 0)}, {1, "interceptor", at(5, -5)}};
    SCENARIO(none, m_hex, sc);
    APPLY(none, act(ActionKind::DieRoll, 1));
    QVERIFY(shipAt(*none, kPirates, at(0, 0), ship("cruiser")));
}

// 6.3 Example: "If the Scavenger Pirate move this Turn, there are 2 possible targets:
// Redog's Destroyer and Cynder's Scavenger (both have the same distance)." A die picks one.
// "If the Pirate moves to the Destroyer, the Pirate will destroy itself (a suicidal
// Combat). If the Pirate move to the Scavenger, the Pirate must move around the Starbase
// and can't reach the target this Turn. Which way ..., up or down? Again, use die."
// So the distance that makes the two targets equal is counted through the Starbase (2 and
// 2), while the move goes around it (3 steps, more than the Scavenger Pirate's 2).
void TestGodRules::pirateExample63DestroyerOrScavenger()
{
    auto sc = hexScenario(Phase::Pirates);
    sc.starbase = {at(-5, 5), at(1, 0)};
    const int destroyer = at(-2, 0), scavenger = at(2, 0);
    sc.ships = {{kPirates, "scavenger", at(0, 0)},
                {0, "destroyer", destroyer},  // 2 away
                {1, "scavenger", scavenger}}; // 2 away through Cynder's Starbase, 3 around
    SCENARIO(state, m_hex, sc);
    QCOMPARE(m_hex->distance(at(0, 0), destroyer), 2);
    QCOMPARE(m_hex->distance(at(0, 0), scavenger), 2);
    APPLY(state, act(ActionKind::DieRoll, 3)); // 1-3: the Pirate moves
    QCOMPARE(state->phase(), Phase::PirateTarget);
    QCOMPARE(chanceSectors(*state),
             (std::vector<int>{std::min(destroyer, scavenger), std::max(destroyer, scavenger)}));
    for (const auto &o : state->chanceOutcomes())
        QCOMPARE(o.weight, 1u);
    const int pirate = ship("scavenger");
    {
        // "the Pirate will destroy itself": it reaches the Destroyer (10 attack against its
        // armor 3) and its attack of 3 cannot hurt the Destroyer (armor 16).
        auto toDestroyer = state->clone();
        auto *s = static_cast<GodState *>(toDestroyer.get());
        APPLY(s, act(ActionKind::PirateTarget, destroyer));
        QCOMPARE(s->stackSize(kPirates, at(-1, 0)) + s->stackSize(kPirates, destroyer), 0);
        QCOMPARE(count(*s, 0, destroyer, ship("destroyer")), 1);
        bool fought = false;
        for (const auto &e : s->lastEvents())
            if (e.kind == GodEvent::Kind::Fight && e.sector == destroyer) {
                fought = true;
                QCOMPARE(e.lost[kPirates], std::vector<int>{pirate});
                QVERIFY(e.lost[0].empty());
            }
        QVERIFY(fought);
    }
    APPLY(state, act(ActionKind::PirateTarget, scavenger));
    QCOMPARE(state->phase(), Phase::PirateStep);
    const int up = at(1, -1), down = at(0, 1);
    QCOMPARE(chanceSectors(*state), (std::vector<int>{std::min(up, down), std::max(up, down)}));
    {
        auto viaDown = state->clone();
        auto *s = static_cast<GodState *>(viaDown.get());
        APPLY(s, act(ActionKind::PirateStep, down));
        QVERIFY(shipAt(*s, kPirates, at(1, 1), pirate));
    }
    APPLY(state, act(ActionKind::PirateStep, up));
    // "can't reach the target this Turn" (speed 2) and never enters the Starbase.
    QVERIFY(shipAt(*state, kPirates, at(2, -1), pirate));
    QCOMPARE(state->stackSize(1, scavenger), 1);
}

// 6.3: the nearest target is counted through a Starbase, even when going around it makes
// another target nearer along the path.
void TestGodRules::pirateNearestIgnoresStarbases()
{
    auto sc = hexScenario(Phase::Pirates);
    sc.starbase = {at(-5, 5), at(1, 0)};
    sc.ships = {{kPirates, "cruiser", at(0, 0)},
                {1, "interceptor", at(2, 0)},   // 2 through the Starbase, 3 around it
                {0, "interceptor", at(-3, 0)}}; // 3 either way
    SCENARIO(state, m_hex, sc);
    APPLY(state, act(ActionKind::DieRoll, 1));
    // One target only: no die for the target; then up or down around the Starbase.
    QCOMPARE(state->phase(), Phase::PirateStep);
    QCOMPARE(chanceSectors(*state),
             (std::vector<int>{std::min(at(1, -1), at(0, 1)), std::max(at(1, -1), at(0, 1))}));
}

// 6.3: "the active Player chooses the Pirates one by one".
void TestGodRules::pirateChoiceOrder()
{
    auto sc = hexScenario(Phase::Pirates);
    sc.ships = {{kPirates, "cruiser", at(0, 0)},
                {kPirates, "scavenger", at(0, 3)},
                {1, "interceptor", at(-4, 0)}};
    SCENARIO(state, m_hex, sc);
    QCOMPARE(state->phase(), Phase::Pirates);
    QCOMPARE(state->currentPlayer(), 0);
    const auto legal = state->legalActions();
    QCOMPARE(legal.size(), std::size_t(2));
    for (Action a : legal)
        QCOMPARE(actionKind(a), ActionKind::ChoosePirate);
    APPLY(state, legal.back());
    QCOMPARE(state->phase(), Phase::PirateDie);
    APPLY(state, act(ActionKind::DieRoll, 6));
    QCOMPARE(state->phase(), Phase::PirateDie); // the other one, without asking
}

// 6.1: "you may not inspect enemy ships (so you can only see the top enemy ship in a
// sector)". Two states that differ only below the top of Cynder's stacks look the same to
// Redog, not to Cynder.
void TestGodRules::hiddenOnlyTopShipVisible()
{
    auto make = [&](const char *lowX, const char *lowY) {
        auto sc = hexScenario(Phase::Movement);
        sc.ships = {{0, "cruiser", at(0, 0)},
                    {1, lowX, at(2, 0)},
                    {1, "cruiser", at(2, 0)}, // on top: arrived last
                    {1, lowY, at(-2, 2)},
                    {1, "destroyer", at(-2, 2)}};
        return sc;
    };
    SCENARIO(a, m_hex, make("interceptor", "assassin"));
    SCENARIO(b, m_hex, make("assassin", "interceptor"));
    QCOMPARE(a->topShip(1, at(2, 0))->type, std::int16_t(ship("cruiser")));
    QVERIFY(a->toString() != b->toString());
    QCOMPARE(a->observation(0), b->observation(0));
    QVERIFY(a->observation(1) != b->observation(1));
    // A changed top ship is seen.
    SCENARIO(c, m_hex, make("interceptor", "assassin"));
    auto sc = make("interceptor", "assassin");
    std::swap(sc.ships[1], sc.ships[2]);
    SCENARIO(d, m_hex, sc);
    QVERIFY(c->observation(0) != d->observation(0));
}

// 5.3: "Each Player secretly buys any ships he wants, then both Players reveal their
// starting ships at the same time."
void TestGodRules::hiddenSecretPurchase()
{
    auto state = m_shipped->newInitialState();
    auto *god = static_cast<GodState *>(state.get());
    advanceTo(*god, Phase::Purchase);
    if (QTest::currentTestFailed())
        return;
    const int first = god->currentPlayer(), second = 1 - first;
    QCOMPARE(first, god->firstPlayer());
    auto a = god->clone(), b = god->clone();
    APPLY(a, act(ActionKind::Buy, ship("interceptor")));
    APPLY(a, act(ActionKind::Done));
    APPLY(b, act(ActionKind::Buy, ship("cruiser")));
    APPLY(b, act(ActionKind::Buy, ship("scavenger")));
    APPLY(b, act(ActionKind::Done));
    QCOMPARE(a->currentPlayer(), second);
    QCOMPARE(a->observation(second), b->observation(second));
    QVERIFY(a->observation(first) != b->observation(first));
    Rng rng(7);
    for (int i = 0; i < 20; ++i) {
        auto r = a->resampleHidden(second, rng);
        QCOMPARE(r->observation(second), a->observation(second));
        QCOMPARE(r->checkInvariants(), std::string());
    }
    // The reveal: both purchases paid and placed at once.
    const auto *ga = static_cast<GodState *>(a.get());
    const int money = ga->money(first);
    APPLY(a, act(ActionKind::Done));
    QCOMPARE(ga->money(first), money - 2);
    QCOMPARE(ga->shipsInPlay(first, ship("interceptor")), 1);
    QCOMPARE(ga->phase(), Phase::Movement);
}

// resampleHidden(p) draws a state that p cannot tell from the real one.
void TestGodRules::hiddenResampleKeepsObservation()
{
    auto sc = hexScenario(Phase::Movement);
    sc.ships = {{0, "interceptor", at(0, 0)},     {0, "scavenger", at(0, 0)},
                {0, "destroyer", at(0, 0)},       {1, "assassin", at(2, 0)},
                {1, "freighter", at(2, 0), true}, {1, "cruiser", at(2, 0)},
                {1, "interceptor", at(-2, 2)},    {1, "bomber", at(-2, 2)},
                {kPirates, "cruiser", at(3, 2)}};
    SCENARIO(state, m_hex, sc);
    for (int p = 0; p < kSeats; ++p) {
        bool changed = false;
        Rng rng(11 + p);
        for (int i = 0; i < 40; ++i) {
            auto r = state->resampleHidden(p, rng);
            QCOMPARE(r->observation(p), state->observation(p));
            QCOMPARE(r->checkInvariants(), std::string());
            changed |= r->toString() != state->toString();
        }
        QVERIFY2(changed, "resampling never changed the hidden ships");
    }
}

// Illegal actions are refused with a message and leave the state unchanged.
void TestGodRules::illegalActionsRefused()
{
    auto sc = hexScenario(Phase::Movement);
    sc.money = {3, 0};
    sc.ships = {
        {0, "interceptor", at(5, 0)}, {0, "cruiser", at(0, 3)}, {1, "interceptor", at(-2, 0)}};
    SCENARIO(state, m_hex, sc);
    const int interceptor = ship("interceptor");
    APPLY(state, move(*state, at(0, 3), at(0, 2), ship("cruiser"))); // a history to keep
    QCOMPARE(m_hex->neighbour(at(5, 0), 0), -1);
    REFUSE(state, makeMove(at(5, 0), 0, interceptor, false, 3));  // out of the galaxy
    REFUSE(state, makeMove(at(-2, 0), 3, interceptor, false, 3)); // Cynder's ship
    REFUSE(state, makeMove(at(-2, 0), 3, interceptor, false, 0));
    REFUSE(state, makeMove(at(0, 0), 3, interceptor, false, 3)); // no ship there
    REFUSE(state, makeMove(at(5, 0), 3, interceptor, false, 2)); // wrong moves left
    REFUSE(state, act(ActionKind::Buy, interceptor));            // not the buy phase
    REFUSE(state, act(ActionKind::Rise, 1));
    REFUSE(state, act(ActionKind::DieRoll, 1)); // not a chance node
    REFUSE(state, act(ActionKind::Fight, at(0, 0)));
    REFUSE(state, act(ActionKind::Concede, 2));
    REFUSE(state, Action(63) << kKindShift);
    REFUSE(state, -1);

    auto buy = hexScenario(Phase::Buy);
    buy.money = {3, 0};
    buy.ships = {{1, "interceptor", at(-2, 0)}};
    SCENARIO(buyer, m_hex, buy);
    QCOMPARE(buyer->phase(), Phase::Buy);
    REFUSE(buyer, act(ActionKind::Buy, ship("cruiser"))); // $5 > $3
    REFUSE(buyer, act(ActionKind::Buy, 99));
    APPLY(buyer, act(ActionKind::Buy, ship("scavenger"))); // $3: fine

    auto fight = shippedScenario(Phase::Combat);
    fight.ships = {{0, "cruiser", m_field},
                   {0, "freighter", m_field, true},
                   {1, "cruiser", m_field},
                   {1, "scavenger", m_field}};
    SCENARIO(combat, m_shipped, fight);
    QCOMPARE(combat->phase(), Phase::Fight);
    REFUSE(combat, makeCasualty(ship("destroyer"), false)); // not in the fight
    REFUSE(combat, makeCasualty(ship("scavenger"), false)); // Cynder's, Redog chooses
    REFUSE(combat, makeCasualty(ship("freighter"), false)); // it has cargo
    REFUSE(combat, act(ActionKind::Done));
}

QTEST_GUILESS_MAIN(TestGodRules)
#include "tst_god_rules.moc"
