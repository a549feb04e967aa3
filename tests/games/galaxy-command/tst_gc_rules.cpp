// Galaxy Command: a test per rule of the rulebook (shared/rules/galaxy-command.txt), each
// played through the engine (core/games/galaxy-command/gc_game.h) by applying actions. The
// chance outcomes (the card an explore turns over, the die, the event card, the target of a
// tied revolt) are actions too and are chosen explicitly, so every test is deterministic.
//
// The shipped content (resources/data/galaxy-command) is used throughout; the original
// 18-card solitaire deck is loaded with ruleset-original.json.

#include "../rulestest.h"
#include "data/data.h"
#include "engine/record.h"
#include "engine/rng.h"
#include "games/galaxy-command/gc_game.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

using namespace starboard;
using namespace starboard::gc;

namespace {

// The refusal of an action must mention `text`.
#define REFUSE_WITH(state, action, text)                                                           \
    do {                                                                                           \
        REFUSE(state, action);                                                                     \
        const std::string why_ = (state)->refusal(action);                                         \
        QVERIFY2(why_.find(text) != std::string::npos, ("refusal: " + why_).c_str());              \
    } while (false)

Action act(ActionKind kind, std::int64_t payload = 0)
{
    return makeAction(kind, payload);
}

std::unique_ptr<GcState> freshState(const GcGame &game)
{
    return std::unique_ptr<GcState>(static_cast<GcState *>(game.newInitialState().release()));
}

} // namespace

class TestGcRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Content> m_content;       // shipped, full deck
    std::shared_ptr<const Content> m_original;      // shipped deck with ruleset-original.json
    std::shared_ptr<GcGame> m_games[kMaxSeats + 1]; // by player count, full deck

    const GcGame &solo() const { return *m_games[1]; }
    std::shared_ptr<GcGame> game(int players) const { return m_games[players]; }
    int card(const char *id) const
    {
        const int c = m_games[1]->cardIndex(id);
        if (c < 0)
            qFatal("no card %s", id);
        return c;
    }
    int tech(const char *id) const
    {
        const int t = m_games[1]->techIndex(std::string(id));
        if (t < 0)
            qFatal("no technology %s", id);
        return t;
    }
    Action reveal(const char *id) const { return act(ActionKind::Reveal, card(id)); }
    Action draw(const char *id) const { return act(ActionKind::DrawEvent, card(id)); }
    Action discover(const char *id) const { return act(ActionKind::Discover, tech(id)); }
    static Action roll(int face) { return act(ActionKind::DieRoll, face); }
    static Action explore(int slot) { return act(ActionKind::Explore, slot); }
    static Action conquer(int slot) { return act(ActionKind::Conquer, slot); }

    // Ends the active player's turn from the Trade or Build step (no trade, nothing more
    // built); the state is then at the next player's turn or the event draw.
    static void finishTurn(GcState &state)
    {
        const int seat = state.activePlayer();
        for (int guard = 0; guard < 4; ++guard) {
            if (state.activePlayer() != seat || state.isChanceNode() || state.isTerminal())
                break;
            Action a = 0;
            if (state.phase() == Phase::Trade)
                a = act(ActionKind::NoTrade);
            else if (state.phase() == Phase::Build)
                a = act(ActionKind::EndTurn);
            else
                break;
            std::string error;
            QVERIFY2(state.applyAction(a, &error), error.c_str());
        }
        QVERIFY(state.phase() != Phase::Trade && state.phase() != Phase::Build);
    }
    // Plays the rest of the round with every remaining player biding, then draws `event`
    // (which must need no die).
    void nextRound(GcState &state, const char *event) const
    {
        for (int guard = 0; guard < 20 && state.phase() != Phase::DrawEvent; ++guard) {
            if (state.phase() == Phase::Action) {
                std::string error;
                QVERIFY2(state.applyAction(act(ActionKind::Bide), &error), error.c_str());
            } else {
                finishTurn(state);
            }
        }
        QCOMPARE(state.phase(), Phase::DrawEvent);
        std::string error;
        QVERIFY2(state.applyAction(draw(event), &error), error.c_str());
    }
    // An event card among the chance outcomes that needs no die and harms nobody.
    static Action harmlessEvent(const GcState &state)
    {
        for (const auto &o : state.chanceOutcomes()) {
            const auto &c = state.game().cards()[actionPayload(o.action)];
            if (c.kind == CardKind::Event &&
                (c.event == EventKind::Peace || c.event == EventKind::Resource ||
                 c.event == EventKind::Strike))
                return o.action;
        }
        return -1;
    }
    // A scenario at the event draw of the last round of the game.
    static Scenario lastEventScenario()
    {
        Scenario sc;
        sc.year = 2;
        sc.eventsPlayed = 5;
        sc.phase = Phase::DrawEvent;
        return sc;
    }

private Q_SLOTS:
    void initTestCase();

    // Setup
    void setupMats_data();
    void setupMats();
    void yearsOf7And6Events_data();
    void yearsOf7And6Events();
    void originalDeckSolitaireOnly();
    // Step 1
    void exploreSuccessAligns();
    void exploreFailureLosesMilitary();
    void exploreFailureMilitaryFloorAtZero();
    void conquerExploredUnaligned();
    void conquerRefusedOnAlignedOrUnexplored();
    void bideTime();
    void distantNeedsForwardStarBases();
    void distantWaitsForUnalignedNear();
    void distantAllowedWithNoNearExplored();
    void distantAllowedWhenExploredNearAligned();
    // Step 2
    void collectStorageLimit3();
    void collectStorageLimit5WithBanking();
    void interspeciesCommerceTrades();
    void interspeciesCommerceOnlyAfterCollecting();
    void interspeciesCommerceNotDuringEvents();
    // Step 3
    void buildMilitaryCostAndOncePerTurn();
    void buildMilitaryCappedAt3();
    void buildMilitaryTo5WithCapitalShips();
    void buildMilitaryUnaffordable();
    void discoverCostsWealth();
    void discoverOnePerTurn();
    void discoverSecondGenerationNeedsFirst();
    void discoverUnaffordable();
    // Technologies and events
    void strikeNoProduction();
    void strikeRobotWorkersHalfRoundedUp();
    void strikeEventHitsEveryone();
    void invasionHitsLastAligned();
    void planetaryDefensesAgainstInvasion();
    void revoltHitsLeastResistant();
    void hyperTelevisionAgainstRevolt();
    void revoltTieChosenByChance();
    void forceByYear_data();
    void forceByYear();
    void diplomacyNextTurnExploreWithoutRoll();
    void diplomacyConquerWithoutRoll();
    void diplomacyNotSameTurn();
    void diplomacyNotTurnAfterNext();
    void diplomacyOnlyOnce();
    void resourceEvents_data();
    void resourceEvents();
    void resourceEventsStorageLimit();
    void peaceAndQuiet();
    void militaryCoupOnlyAtMilitary5();
    void militaryCoupDieFaces();
    void redAlertDoesNotCountAsEvent();
    void redAlertAtEndOfYear();
    void homeWorldRevoltYear1NoEffect();
    void homeWorldRevoltYear2LosesSolitaire();
    void homeWorldRevoltYear2Multiplayer();
    // Scoring
    void scoreSystemsAndTechnologies();
    void technologyPointsWhereTheCubeIs_data();
    void technologyPointsWhereTheCubeIs();
    void explorationBonusAlone();
    void scientificBonusAlone();
    void warlordBonus();
    void ranks_data();
    void ranks();
    void multiplayerWin();
    void multiplayerLostPlayerCountsNothing();
    void concedeAtAnyPoint();
    // Illegal actions
    void illegalActionsRefused();
};

void TestGcRules::initTestCase()
{
    QStringList errors;
    auto content = data::loadContent("galaxy-command", {}, errors);
    QVERIFY2(content, qPrintable(errors.join('\n')));
    m_content = std::dynamic_pointer_cast<const Content>(content);
    QVERIFY(m_content);
    for (int n = 1; n <= kMaxSeats; ++n) {
        std::string error;
        m_games[n] = GcGame::create(m_content, n, &error);
        QVERIFY2(m_games[n], error.c_str());
    }
    data::ContentFiles files;
    files.ruleset = QStringLiteral(":/data/galaxy-command/ruleset-original.json");
    auto original = data::loadContent("galaxy-command", files, errors);
    QVERIFY2(original, qPrintable(errors.join('\n')));
    m_original = std::dynamic_pointer_cast<const Content>(original);
    QVERIFY(m_original);
}

// ---------------------------------------------------------------------------------------
// Setup

void TestGcRules::setupMats_data()
{
    QTest::addColumn<int>("players");
    for (int n = 1; n <= kMaxSeats; ++n)
        QTest::addRow("%d players", n) << n;
}

// "0 Metal Storage, 0 Wealth Storage, 0 Military Strength, +1 Metal Production and +1
// Wealth Production"; "Deal 6 near system cards ... Place 3 distant system cards".
void TestGcRules::setupMats()
{
    QFETCH(int, players);
    auto g = game(players);
    auto state = freshState(*g);
    QCOMPARE(state->numPlayers(), players);
    QCOMPARE(state->year(), 1);
    QCOMPARE(state->eventsPlayed(), 0);
    QCOMPARE(state->eventsLeft(), 7);
    QCOMPARE(state->round(), 1);
    QCOMPARE(state->phase(), Phase::Action);
    QCOMPARE(state->currentPlayer(), 0);
    QCOMPARE(state->checkInvariants(), std::string());
    for (int seat = 0; seat < players; ++seat) {
        const auto &p = state->player(seat);
        QCOMPARE(p.metal, 0);
        QCOMPARE(p.wealth, 0);
        QCOMPARE(p.military, 0);
        QCOMPARE(state->production(seat, Resource::Metal), 1);
        QCOMPARE(state->production(seat, Resource::Wealth), 1);
        QCOMPARE(state->storageLimit(seat), 3);
        QCOMPARE(state->militaryLimit(seat), 3);
        QCOMPARE(int(p.systems.size()), 9);
        int near = 0, distant = 0;
        for (const auto &slot : p.systems) {
            QVERIFY(!slot.explored());
            QVERIFY(!slot.aligned);
            (slot.distant ? distant : near) += 1;
        }
        QCOMPARE(near, 6);
        QCOMPARE(distant, 3);
        for (int i = 0; i < 6; ++i)
            QVERIFY(!p.systems[i].distant); // near first, then the distant ones
        for (int t = 0; t < kTechCount; ++t)
            QVERIFY(!p.techs[t]);
        QCOMPARE(state->score(seat).total(), 0);
    }
    // The first player may explore any of the 6 near systems or bide; not a distant one.
    std::vector<Action> expected;
    for (int i = 0; i < 6; ++i)
        expected.push_back(explore(i));
    expected.push_back(act(ActionKind::Bide));
    std::sort(expected.begin(), expected.end());
    QCOMPARE(state->legalActions(), expected);
    // Turning one over draws from the near cards nobody has seen: all of them at the start.
    APPLY(state, explore(0));
    int nearCards = 0;
    for (const auto &c : g->cards())
        nearCards += c.kind == CardKind::Near;
    QCOMPARE(int(state->chanceOutcomes().size()), nearCards);
    QVERIFY(nearCards >= 6 * players);
}

void TestGcRules::yearsOf7And6Events_data()
{
    QTest::addColumn<int>("players");
    for (int n = 1; n <= kMaxSeats; ++n)
        QTest::addRow("%d players", n) << n;
}

// "Deal 7 Event cards into a pile, this will be the events for Year 1" ... "Deal 6 Event
// cards into a pile for the Events of Year 2" ... "At the end of Year 2, the game ends."
// A whole game in which everybody bides and only harmless events are drawn.
void TestGcRules::yearsOf7And6Events()
{
    QFETCH(int, players);
    auto state = freshState(*game(players));
    int draws[2] = {0, 0};
    int rounds = 0;
    for (int guard = 0; guard < 1000 && !state->isTerminal(); ++guard) {
        if (state->phase() != Phase::DrawEvent) {
            Action a = act(ActionKind::Bide);
            if (state->phase() == Phase::Trade)
                a = act(ActionKind::NoTrade);
            else if (state->phase() == Phase::Build)
                a = act(ActionKind::EndTurn);
            else
                QCOMPARE(state->phase(), Phase::Action);
            APPLY(state, a);
            continue;
        }
        const Action a = harmlessEvent(*state);
        QVERIFY(a >= 0);
        QVERIFY(!state->redAlertPending());
        // Every player has had this round's turn.
        for (int s = 0; s < players; ++s)
            QCOMPARE(state->player(s).turnsTaken, rounds + 1);
        draws[state->year() - 1] += 1;
        const int year = state->year();
        const int left = state->eventsLeft();
        APPLY(state, a);
        ++rounds;
        if (state->isTerminal())
            break;
        if (left == 1 && year == 1) {
            QCOMPARE(state->year(), 2);
            QCOMPARE(state->eventsPlayed(), 0);
            QCOMPARE(state->eventsLeft(), 6);
        } else {
            QCOMPARE(state->eventsLeft(), left - 1);
        }
        QCOMPARE(state->round(), rounds + 1);
        QCOMPARE(state->activePlayer(), 0);
    }
    QVERIFY(state->isTerminal());
    QCOMPARE(state->phase(), Phase::GameOver);
    QCOMPARE(draws[0], 7);
    QCOMPARE(draws[1], 6);
    QCOMPARE(rounds, 13);
    for (int s = 0; s < players; ++s)
        QCOMPARE(state->player(s).turnsTaken, 13);
    // Nothing aligned, nothing discovered: Demoted in solitaire, the Empire lost otherwise.
    const auto returns = state->returns();
    QCOMPARE(int(returns.size()), players);
    for (double r : returns)
        QCOMPARE(r, -1.0);
    QVERIFY(state->legalActions().empty());
}

// "Cards with a yellow number at the top right (cards 1-18) are used for the original*
// solitaire play."
void TestGcRules::originalDeckSolitaireOnly()
{
    QCOMPARE(m_original->ruleset.deck, DeckChoice::Original);
    QCOMPARE(m_content->ruleset.deck, DeckChoice::Full);
    QCOMPARE(int(m_content->cards.size()), 54);
    for (int n = 2; n <= kMaxSeats; ++n) {
        std::string error;
        QVERIFY(!GcGame::create(m_original, n, &error));
        QVERIFY2(!error.empty(), "no message");
    }
    std::string error;
    auto g = GcGame::create(m_original, 1, &error);
    QVERIFY2(g, error.c_str());
    int inDeck = 0, events = 0;
    for (int c = 0; c < int(g->cards().size()); ++c) {
        const auto &card = g->cards()[c];
        QCOMPARE(g->inDeck(c), card.original);
        QCOMPARE(card.original, card.number >= 1 && card.number <= 18);
        inDeck += g->inDeck(c);
        events += g->inDeck(c) && (card.kind == CardKind::Event || card.kind == CardKind::RedAlert);
    }
    QCOMPARE(inDeck, 18);
    QCOMPARE(g->eventCardCount(), events);
    // The full deck uses all 54.
    for (int c = 0; c < int(solo().cards().size()); ++c)
        QVERIFY(solo().inDeck(c));

    // The explored systems and the events come from the 18 only.
    auto state = freshState(*g);
    APPLY(state, explore(0));
    const auto outcomes = state->chanceOutcomes();
    QCOMPARE(int(outcomes.size()), 6);
    for (const auto &o : outcomes) {
        const auto &c = g->cards()[actionPayload(o.action)];
        QVERIFY(c.original);
        QCOMPARE(c.kind, CardKind::Near);
    }
    REFUSE(state, reveal("wolf-359")); // a near system of the full deck
    APPLY(state, reveal("barnards-star"));
    APPLY(state, roll(3)); // 3 + 0 >= 3
    QVERIFY(state->player(0).systems[0].aligned);
    finishTurn(*state);
    QCOMPARE(state->phase(), Phase::DrawEvent);
    QCOMPARE(int(state->chanceOutcomes().size()), events);
    for (const auto &o : state->chanceOutcomes())
        QVERIFY(g->cards()[actionPayload(o.action)].original);
    REFUSE(state, draw("military-coup")); // a red alert of the full deck
    // A scenario cannot place a card outside the deck either.
    Scenario sc;
    sc.systems = {{0, 0, "wolf-359", true}};
    QVERIFY(!g->newScenarioState(sc, &error));
}

// ---------------------------------------------------------------------------------------
// Step 1: explore and attack, conquer, bide time

// "Roll a die and add your current Military Strength. If the total is equal to or greater
// than the Resistance, you have aligned the system ... adjust your production level".
void TestGcRules::exploreSuccessAligns()
{
    Scenario sc;
    sc.military[0] = 3;
    SCENARIO(state, m_games[1], sc);
    APPLY(state, explore(2));
    QCOMPARE(state->phase(), Phase::Reveal);
    QVERIFY(state->isChanceNode());
    APPLY(state, reveal("altair")); // resistance 6, +1 metal, +1 wealth, 1 VP
    QCOMPARE(state->phase(), Phase::AttackRoll);
    QCOMPARE(int(state->chanceOutcomes().size()), 6);
    APPLY(state, roll(3)); // 3 + 3 == 6: equal is enough
    const auto &slot = state->player(0).systems[2];
    QCOMPARE(slot.card, card("altair"));
    QVERIFY(slot.aligned);
    QCOMPARE(state->production(0, Resource::Metal), 2);
    QCOMPARE(state->production(0, Resource::Wealth), 2);
    QCOMPARE(state->player(0).military, 3);
    const auto &a = state->lastAttack();
    QCOMPARE(a.seat, 0);
    QCOMPARE(a.slot, 2);
    QVERIFY(a.explore);
    QVERIFY(!a.diplomacy);
    QCOMPARE(a.roll, 3);
    QCOMPARE(a.military, 3);
    QCOMPARE(a.resistance, 6);
    QVERIFY(a.success);
    // The new production is collected in the same turn's step 2.
    QCOMPARE(state->lastCollect(0).metal, 2);
    QCOMPARE(state->lastCollect(0).wealth, 2);
    QCOMPARE(state->player(0).metal, 2);
    QCOMPARE(state->player(0).wealth, 2);
    QCOMPARE(state->score(0).systems, 1);

    // A wealth-only system raises only the wealth production.
    Scenario sc2;
    sc2.military[0] = 2;
    SCENARIO(other, m_games[1], sc2);
    APPLY(other, explore(0));
    APPLY(other, reveal("sirius")); // resistance 6, +1 wealth
    APPLY(other, roll(4));
    QVERIFY(other->player(0).systems[0].aligned);
    QCOMPARE(other->production(0, Resource::Metal), 1);
    QCOMPARE(other->production(0, Resource::Wealth), 2);
}

// "If your Military Strength plus your die roll was less than the system's Resistance ...
// Reduce your Military Strength by 1 ... The system is explored, but unaligned".
void TestGcRules::exploreFailureLosesMilitary()
{
    Scenario sc;
    sc.military[0] = 2;
    SCENARIO(state, m_games[1], sc);
    APPLY(state, explore(0));
    APPLY(state, reveal("sirius")); // resistance 6
    APPLY(state, roll(3));          // 3 + 2 < 6
    const auto &slot = state->player(0).systems[0];
    QVERIFY(slot.explored());
    QCOMPARE(slot.card, card("sirius"));
    QVERIFY(!slot.aligned);
    QCOMPARE(state->player(0).military, 1);
    QCOMPARE(state->production(0, Resource::Wealth), 1);
    QVERIFY(!state->lastAttack().success);
    QCOMPARE(state->lastAttack().military, 2);
    QCOMPARE(state->score(0).systems, 0);
    // It stays there, explored: the next turn it can be conquered, not explored again.
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    QCOMPARE(state->phase(), Phase::Action);
    QVERIFY(contains(state->legalActions(), conquer(0)));
    REFUSE(state, explore(0));
    QCOMPARE(state->player(0).systems[0].card, card("sirius"));
}

// "Your Military Strength cannot be less than zero."
void TestGcRules::exploreFailureMilitaryFloorAtZero()
{
    Scenario sc;
    SCENARIO(state, m_games[1], sc);
    APPLY(state, explore(1));
    APPLY(state, reveal("epsilon-eridani")); // resistance 8
    APPLY(state, roll(6));
    QVERIFY(!state->player(0).systems[1].aligned);
    QCOMPARE(state->player(0).military, 0);
    QVERIFY(!state->lastAttack().success);
}

// "Conquer: Attempt to align any explored but unaligned systems in your cards."
void TestGcRules::conquerExploredUnaligned()
{
    Scenario sc;
    sc.military[0] = 1;
    sc.systems = {{0, 2, "tau-ceti", false}}; // resistance 5, +1 metal
    SCENARIO(state, m_games[1], sc);
    QVERIFY(contains(state->legalActions(), conquer(2)));
    APPLY(state, conquer(2));
    QCOMPARE(state->phase(), Phase::AttackRoll); // no card to turn over
    APPLY(state, roll(4));                       // 4 + 1 >= 5
    QVERIFY(state->player(0).systems[2].aligned);
    QCOMPARE(state->production(0, Resource::Metal), 2);
    QVERIFY(!state->lastAttack().explore);
    QVERIFY(state->lastAttack().success);
    QCOMPARE(state->lastAttack().slot, 2);

    // A failed conquer costs military like a failed explore.
    SCENARIO(failed, m_games[1], sc);
    APPLY(failed, conquer(2));
    APPLY(failed, roll(3));
    QVERIFY(!failed->player(0).systems[2].aligned);
    QCOMPARE(failed->player(0).military, 0);
}

void TestGcRules::conquerRefusedOnAlignedOrUnexplored()
{
    Scenario sc;
    sc.military[0] = 3;
    sc.systems = {{0, 0, "sirius", true}, {0, 1, "procyon", false}};
    SCENARIO(state, m_games[1], sc);
    REFUSE_WITH(state, conquer(0), "already aligned");
    REFUSE_WITH(state, conquer(2), "explore"); // unexplored
    REFUSE(state, conquer(6));                 // unexplored distant
    REFUSE(state, conquer(9));                 // no such slot
    REFUSE_WITH(state, explore(0), "already explored");
    REFUSE_WITH(state, explore(1), "already explored");
    APPLY(state, conquer(1));
}

// "Bide Time: ... pass on your action opportunity."
void TestGcRules::bideTime()
{
    Scenario sc;
    sc.military[0] = 2;
    sc.systems = {{0, 0, "sirius", false}};
    SCENARIO(state, m_games[1], sc);
    QVERIFY(contains(state->legalActions(), act(ActionKind::Bide)));
    APPLY(state, act(ActionKind::Bide));
    QCOMPARE(state->lastAttack().seat, -1);
    QCOMPARE(state->player(0).military, 2);
    for (int i = 1; i < 9; ++i)
        QVERIFY(!state->player(0).systems[i].explored());
    QVERIFY(!state->player(0).systems[0].aligned);
    // The turn goes on with the collect.
    QCOMPARE(state->player(0).metal, 1);
    QCOMPARE(state->player(0).wealth, 1);
    QCOMPARE(state->phase(), Phase::Build);
}

// "You cannot turn over any distant system until you have acquired the Forward Starbase
// technology and all of your explored near systems are currently aligned".
void TestGcRules::distantNeedsForwardStarBases()
{
    Scenario sc;
    sc.military[0] = 3;
    sc.techs[0] = {"capital-ships"};
    sc.systems = {{0, 0, "sirius", true}};
    SCENARIO(state, m_games[1], sc);
    QVERIFY(!state->canExploreDistant(0));
    for (int slot = 6; slot < 9; ++slot) {
        QVERIFY(!contains(state->legalActions(), explore(slot)));
        REFUSE_WITH(state, explore(slot), "Forward Star Bases");
    }
    QVERIFY(contains(state->legalActions(), explore(1)));
}

void TestGcRules::distantWaitsForUnalignedNear()
{
    Scenario sc;
    sc.military[0] = 3;
    sc.techs[0] = {"capital-ships", "forward-star-bases"};
    sc.systems = {{0, 0, "sirius", true}, {0, 3, "epsilon-eridani", false}};
    SCENARIO(state, m_games[1], sc);
    QVERIFY(!state->canExploreDistant(0));
    REFUSE_WITH(state, explore(6), "aligned");
    REFUSE(state, explore(8));
    // Conquering the unaligned one opens the distant systems.
    APPLY(state, conquer(3));
    APPLY(state, roll(5)); // 5 + 3 >= 8
    QVERIFY(state->player(0).systems[3].aligned);
    QVERIFY(state->canExploreDistant(0));
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    QVERIFY(contains(state->legalActions(), explore(6)));
    APPLY(state, explore(6));
}

// "This does not mean all near systems must be explored".
void TestGcRules::distantAllowedWithNoNearExplored()
{
    Scenario sc;
    sc.military[0] = 3;
    sc.techs[0] = {"capital-ships", "forward-star-bases"};
    SCENARIO(state, m_games[1], sc);
    QVERIFY(state->canExploreDistant(0));
    for (int slot = 0; slot < 9; ++slot)
        QVERIFY(contains(state->legalActions(), explore(slot)));
    APPLY(state, explore(7));
    int distantCards = 0;
    for (const auto &c : solo().cards())
        distantCards += c.kind == CardKind::Distant;
    QCOMPARE(int(state->chanceOutcomes().size()), distantCards);
    for (const auto &o : state->chanceOutcomes())
        QCOMPARE(solo().cards()[actionPayload(o.action)].kind, CardKind::Distant);
    REFUSE(state, reveal("sirius")); // a near card in a distant slot
    APPLY(state, reveal("rigel"));   // resistance 8, +1 metal +1 wealth, 3 VP
    APPLY(state, roll(5));
    QVERIFY(state->player(0).systems[7].aligned);
    QVERIFY(state->player(0).systems[7].distant);
    QCOMPARE(state->production(0, Resource::Metal), 2);
    QCOMPARE(state->alignedDistant(), 1);
    QCOMPARE(state->score(0).systems, 3);
}

void TestGcRules::distantAllowedWhenExploredNearAligned()
{
    Scenario sc;
    sc.military[0] = 3;
    sc.techs[0] = {"capital-ships", "forward-star-bases"};
    sc.systems = {{0, 0, "sirius", true}, {0, 4, "procyon", true}};
    SCENARIO(state, m_games[1], sc);
    QVERIFY(state->canExploreDistant(0));
    QVERIFY(contains(state->legalActions(), explore(8)));
    APPLY(state, explore(8));
    APPLY(state, reveal("deneb")); // resistance 7
    APPLY(state, roll(4));
    QVERIFY(state->player(0).systems[8].aligned);
}

// ---------------------------------------------------------------------------------------
// Step 2: collect metal and wealth

// "The limit is 3 of each ... Any excess beyond your storage limit is wasted."
void TestGcRules::collectStorageLimit3()
{
    Scenario sc;
    sc.metal[0] = 3;
    sc.wealth[0] = 2;
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->storageLimit(0), 3);
    APPLY(state, act(ActionKind::Bide));
    QCOMPARE(state->player(0).metal, 3);
    QCOMPARE(state->player(0).wealth, 3);
    QCOMPARE(state->lastCollect(0).metal, 0);
    QCOMPARE(state->lastCollect(0).wealth, 1);
    QCOMPARE(state->lastCollect(0).wasted, 1);
    QVERIFY(!state->lastCollect(0).strike);

    // Production 3/3 on 2/2 storage: 1 of each added, 4 wasted.
    Scenario big;
    big.metal[0] = 2;
    big.wealth[0] = 2;
    big.systems = {{0, 0, "altair", true}, {0, 1, "alpha-centauri", true}, {0, 2, "sirius", true}};
    SCENARIO(rich, m_games[1], big);
    QCOMPARE(rich->production(0, Resource::Metal), 3);
    QCOMPARE(rich->production(0, Resource::Wealth), 3);
    APPLY(rich, act(ActionKind::Bide));
    QCOMPARE(rich->player(0).metal, 3);
    QCOMPARE(rich->player(0).wealth, 3);
    QCOMPARE(rich->lastCollect(0).metal, 1);
    QCOMPARE(rich->lastCollect(0).wealth, 1);
    QCOMPARE(rich->lastCollect(0).wasted, 4);
}

// "... until you discover Interstellar Banking, after that the storage limit is 5."
void TestGcRules::collectStorageLimit5WithBanking()
{
    Scenario sc;
    sc.metal[0] = 2;
    sc.wealth[0] = 4;
    sc.techs[0] = {"interspecies-commerce", "interstellar-banking"};
    sc.systems = {{0, 0, "altair", true}, {0, 1, "alpha-centauri", true}, {0, 2, "sirius", true}};
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->storageLimit(0), 5);
    APPLY(state, act(ActionKind::Bide));
    QCOMPARE(state->player(0).metal, 5);
    QCOMPARE(state->player(0).wealth, 5);
    QCOMPARE(state->lastCollect(0).metal, 3);
    QCOMPARE(state->lastCollect(0).wealth, 1);
    QCOMPARE(state->lastCollect(0).wasted, 2);
}

// "if you have Interspecies Commerce, you may reduce your Metal storage by 2 to gain 1
// Wealth, OR reduce your Wealth storage by 2 to gain 1 Metal."
void TestGcRules::interspeciesCommerceTrades()
{
    Scenario sc;
    sc.metal[0] = 1;
    sc.wealth[0] = 1;
    sc.techs[0] = {"interspecies-commerce", "interstellar-banking"}; // storage 5
    SCENARIO(state, m_games[1], sc);
    APPLY(state, act(ActionKind::Bide)); // collect: 2 metal, 2 wealth
    QCOMPARE(state->phase(), Phase::Trade);
    std::vector<Action> expected = {act(ActionKind::Trade, 0), act(ActionKind::Trade, 1),
                                    act(ActionKind::NoTrade)};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(state->legalActions(), expected);
    APPLY(state, act(ActionKind::Trade, 0)); // 2 metal -> 1 wealth
    QCOMPARE(state->player(0).metal, 0);
    QCOMPARE(state->player(0).wealth, 3);
    QCOMPARE(state->phase(), Phase::Build); // Capital Ships (3 wealth) can be discovered
    // "This can only be done once per turn".
    REFUSE_WITH(state, act(ActionKind::Trade, 0), "once per turn");
    REFUSE(state, act(ActionKind::Trade, 1));

    Scenario sc2;
    sc2.wealth[0] = 2;
    sc2.techs[0] = {"interspecies-commerce"};
    SCENARIO(other, m_games[1], sc2);
    APPLY(other, act(ActionKind::Bide)); // 1 metal, 3 wealth
    QCOMPARE(other->phase(), Phase::Trade);
    REFUSE_WITH(other, act(ActionKind::Trade, 0), "not enough"); // only 1 metal
    APPLY(other, act(ActionKind::Trade, 1));                     // 2 wealth -> 1 metal
    QCOMPARE(other->player(0).metal, 2);
    QCOMPARE(other->player(0).wealth, 1);
}

// "This can only be done ... during this phase": not before collecting, not after the
// trade step, and not at all without the technology.
void TestGcRules::interspeciesCommerceOnlyAfterCollecting()
{
    Scenario sc;
    sc.metal[0] = 3;
    sc.wealth[0] = 3;
    sc.techs[0] = {"interspecies-commerce"};
    SCENARIO(state, m_games[1], sc);
    REFUSE(state, act(ActionKind::Trade, 0)); // the action step
    REFUSE(state, act(ActionKind::NoTrade));
    APPLY(state, act(ActionKind::Bide));
    QCOMPARE(state->phase(), Phase::Trade);
    REFUSE(state, act(ActionKind::Build)); // building comes after the trade step
    APPLY(state, act(ActionKind::NoTrade));
    QCOMPARE(state->phase(), Phase::Build);
    REFUSE_WITH(state, act(ActionKind::Trade, 0), "only right after collecting");

    // Without the technology there is no trade step.
    Scenario plain;
    plain.metal[0] = 3;
    plain.wealth[0] = 3;
    SCENARIO(without, m_games[1], plain);
    APPLY(without, act(ActionKind::Bide));
    QCOMPARE(without->phase(), Phase::Build);
    REFUSE(without, act(ActionKind::Trade, 0));
    REFUSE(without, act(ActionKind::Trade, 1));

    // With it but less than 2 of each after collecting: nothing to trade, no trade step.
    Scenario poor;
    poor.techs[0] = {"interspecies-commerce"};
    SCENARIO(few, m_games[1], poor);
    APPLY(few, act(ActionKind::Bide)); // 1 metal, 1 wealth
    QCOMPARE(few->phase(), Phase::Build);
    REFUSE(few, act(ActionKind::Trade, 0));
}

// "Note that you cannot use the Interspecies Commerce technology during this phase."
void TestGcRules::interspeciesCommerceNotDuringEvents()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.metal[0] = 3;
    sc.techs[0] = {"interspecies-commerce"};
    SCENARIO(state, m_games[1], sc);
    REFUSE(state, act(ActionKind::Trade, 0));
    APPLY(state, draw("extract-resources")); // Year 1: +2 metal, but storage is full
    QCOMPARE(state->player(0).metal, 3);
    QCOMPARE(state->lastEvent().effects[0].metal, 0);
    // The next turn begins: no trade step was offered for the excess.
    QCOMPARE(state->phase(), Phase::Action);
    REFUSE(state, act(ActionKind::Trade, 0));
    REFUSE(state, act(ActionKind::Trade, 1));
    QCOMPARE(state->player(0).wealth, 0);
}

// ---------------------------------------------------------------------------------------
// Step 3: build military and technology

// "Reduce your Metal by 1 and your Wealth by 1 to increase your Military Strength by 1. This
// can only be done once per turn".
void TestGcRules::buildMilitaryCostAndOncePerTurn()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.metal[0] = 2;
    sc.wealth[0] = 3; // enough left to discover: the build step goes on after building
    SCENARIO(state, m_games[1], sc);
    QVERIFY(state->canBuildMilitary(0));
    APPLY(state, act(ActionKind::Build));
    QCOMPARE(state->player(0).military, 1);
    QCOMPARE(state->player(0).metal, 1);
    QCOMPARE(state->player(0).wealth, 2);
    QCOMPARE(state->phase(), Phase::Build);
    QVERIFY(!state->canBuildMilitary(0));
    REFUSE_WITH(state, act(ActionKind::Build), "once per turn");
    // Next turn it may be built again.
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    APPLY(state, act(ActionKind::Bide));
    QVERIFY(state->canBuildMilitary(0));
    APPLY(state, act(ActionKind::Build));
    QCOMPARE(state->player(0).military, 2);
}

// "Military Strength is limited to 3 until you discover Capital Ships".
void TestGcRules::buildMilitaryCappedAt3()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.metal[0] = 3;
    sc.wealth[0] = 3;
    sc.military[0] = 3;
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->militaryLimit(0), 3);
    QVERIFY(!state->canBuildMilitary(0));
    REFUSE_WITH(state, act(ActionKind::Build), "Capital Ships");
    // A scenario cannot start above the limit either.
    sc.military[0] = 4;
    std::string error;
    QVERIFY(!solo().newScenarioState(sc, &error));
}

// "... and afterward it is limited to 5."
void TestGcRules::buildMilitaryTo5WithCapitalShips()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.metal[0] = 3;
    sc.wealth[0] = 3;
    sc.military[0] = 3;
    sc.techs[0] = {"capital-ships"};
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->militaryLimit(0), 5);
    APPLY(state, act(ActionKind::Build));
    QCOMPARE(state->player(0).military, 4);
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    APPLY(state, act(ActionKind::Bide));
    APPLY(state, act(ActionKind::Build));
    QCOMPARE(state->player(0).military, 5);

    Scenario top = sc;
    top.military[0] = 5;
    SCENARIO(full, m_games[1], top);
    REFUSE_WITH(full, act(ActionKind::Build), "limit");
}

void TestGcRules::buildMilitaryUnaffordable()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 3;
    SCENARIO(noMetal, m_games[1], sc);
    REFUSE_WITH(noMetal, act(ActionKind::Build), "1 metal and 1 wealth");
    sc.wealth[0] = 0;
    sc.metal[0] = 3;
    SCENARIO(noWealth, m_games[1], sc);
    REFUSE_WITH(noWealth, act(ActionKind::Build), "1 metal and 1 wealth");
}

// "Reduce your Wealth by the amount shown on the technology mat to gain that benefit for the
// rest of the game."
void TestGcRules::discoverCostsWealth()
{
    // The mat: four rows of a first and a second generation; costs per the mat.
    const auto &techs = solo().technologies();
    QCOMPARE(int(techs.size()), 8);
    const char *order[] = {"capital-ships",         "forward-star-bases",  "robot-workers",
                           "planetary-defenses",    "hyper-television",    "interstellar-diplomacy",
                           "interspecies-commerce", "interstellar-banking"};
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(techs[i].id, std::string(order[i]));
        QCOMPARE(techs[i].row, i / 2);
        QCOMPARE(techs[i].generation, i % 2 + 1);
        QCOMPARE(techs[i].victoryPoints, i % 2 + 1);
        QCOMPARE(std::string(techId(techs[i].tech)), techs[i].id);
    }
    for (int t = 0; t < 8; ++t) {
        if (techs[t].generation != 1)
            continue;
        QVERIFY(techs[t].cost <= 3);
        Scenario sc;
        sc.phase = Phase::Build;
        sc.wealth[0] = 3;
        SCENARIO(state, m_games[1], sc);
        QVERIFY(state->canDiscover(0, t));
        APPLY(state, act(ActionKind::Discover, t));
        QCOMPARE(state->player(0).wealth, 3 - techs[t].cost);
        QVERIFY(state->hasTech(0, techs[t].tech));
        QCOMPARE(state->score(0).technology, 1);
    }
    // Kept for the rest of the game, and not discovered twice.
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 3;
    sc.techs[0] = {"capital-ships"};
    SCENARIO(state, m_games[1], sc);
    REFUSE_WITH(state, discover("capital-ships"), "already");
}

// "Only 1 technology may be acquired per turn."
void TestGcRules::discoverOnePerTurn()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.metal[0] = 1; // military can still be built: the build step goes on
    sc.wealth[0] = 5;
    sc.techs[0] = {"interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, discover("robot-workers"));
    QCOMPARE(state->player(0).wealth, 5 - solo().technologies()[tech("robot-workers")].cost);
    QCOMPARE(state->phase(), Phase::Build);
    QVERIFY(!state->canDiscover(0, tech("hyper-television")));
    REFUSE_WITH(state, discover("hyper-television"), "one technology per turn");
    REFUSE(state, discover("capital-ships"));
}

// "For technologies on the same row, the left technology on the list must be discovered
// before you can progress to the second on the right."
void TestGcRules::discoverSecondGenerationNeedsFirst()
{
    const auto &techs = solo().technologies();
    int rows = 0;
    for (int second = 0; second < int(techs.size()); ++second) {
        if (techs[second].generation != 2)
            continue;
        int first = -1;
        for (int t = 0; t < int(techs.size()); ++t)
            if (techs[t].row == techs[second].row && techs[t].generation == 1)
                first = t;
        QVERIFY(first >= 0);
        ++rows;
        const std::string why = "row " + std::to_string(techs[second].row);
        // Without the first: refused, with enough wealth.
        Scenario sc;
        sc.phase = Phase::Build;
        sc.wealth[0] = techs[second].cost;
        if (techs[second].tech != Tech::InterstellarBanking && techs[second].cost > 3) {
            sc.techs[0] = {"interspecies-commerce", "interstellar-banking"};
        }
        SCENARIO(without, m_games[1], sc);
        QVERIFY2(!without->canDiscover(0, second), why.c_str());
        REFUSE_WITH(without, act(ActionKind::Discover, second), "first technology of its row");
        // With it: allowed.
        sc.techs[0].push_back(techs[first].id);
        SCENARIO(with, m_games[1], sc);
        QVERIFY2(with->canDiscover(0, second), why.c_str());
        APPLY(with, act(ActionKind::Discover, second));
        QVERIFY(with->hasTech(0, techs[second].tech));
        QCOMPARE(with->player(0).wealth, 0);
    }
    QCOMPARE(rows, 4);
}

void TestGcRules::discoverUnaffordable()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 2;
    sc.metal[0] = 1;
    SCENARIO(state, m_games[1], sc);
    for (int t = 0; t < kTechCount; ++t) {
        const auto &tech = solo().technologies()[t];
        if (tech.generation == 1 && tech.cost > 2)
            REFUSE_WITH(state, act(ActionKind::Discover, t), "not enough wealth");
    }
    APPLY(state, discover("robot-workers")); // cost 2 is affordable
    QCOMPARE(state->player(0).wealth, 0);
}

// ---------------------------------------------------------------------------------------
// Strike, invasions, revolts, Interstellar Diplomacy

// "Strike: Do not collect Metal or Wealth next turn."
void TestGcRules::strikeNoProduction()
{
    Scenario sc;
    sc.strike[0] = true;
    sc.systems = {{0, 0, "alpha-centauri", true}, {0, 1, "tau-ceti", true}};
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->production(0, Resource::Metal), 3);
    APPLY(state, act(ActionKind::Bide));
    QVERIFY(state->lastCollect(0).strike);
    QVERIFY(!state->lastCollect(0).halved);
    QCOMPARE(state->lastCollect(0).metal, 0);
    QCOMPARE(state->lastCollect(0).wealth, 0);
    QCOMPARE(state->player(0).metal, 0);
    QCOMPARE(state->player(0).wealth, 0);
    QVERIFY(!state->player(0).strike);
    // Only that turn.
    nextRound(*state, "peace-and-quiet");
    APPLY(state, act(ActionKind::Bide));
    QVERIFY(!state->lastCollect(0).strike);
    QCOMPARE(state->player(0).metal, 3);
    QCOMPARE(state->player(0).wealth, 1);
}

// "If you have the Robot Workers technology, collect half of each next turn instead of zero,
// round up."
void TestGcRules::strikeRobotWorkersHalfRoundedUp()
{
    Scenario sc;
    sc.strike[0] = true;
    sc.techs[0] = {"robot-workers"};
    sc.systems = {{0, 0, "alpha-centauri", true}, {0, 1, "tau-ceti", true}};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, act(ActionKind::Bide));
    QVERIFY(state->lastCollect(0).strike);
    QVERIFY(state->lastCollect(0).halved);
    QCOMPARE(state->lastCollect(0).metal, 2);  // 3 -> 2
    QCOMPARE(state->lastCollect(0).wealth, 1); // 1 -> 1
    QCOMPARE(state->player(0).metal, 2);
    QCOMPARE(state->player(0).wealth, 1);

    sc.systems = {{0, 0, "altair", true}}; // production 2 and 2
    SCENARIO(even, m_games[1], sc);
    APPLY(even, act(ActionKind::Bide));
    QCOMPARE(even->lastCollect(0).metal, 1); // 2 -> 1
    QCOMPARE(even->lastCollect(0).wealth, 1);
}

// "Each card has a different event that will affect all players when drawn."
void TestGcRules::strikeEventHitsEveryone()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    SCENARIO(state, m_games[2], sc);
    APPLY(state, draw("strike"));
    QVERIFY(state->player(0).strike);
    QVERIFY(state->player(1).strike);
    QVERIFY(state->lastEvent().effects[0].strike);
    QVERIFY(state->lastEvent().effects[1].strike);
    QCOMPARE(state->lastEvent().card, card("strike"));
    APPLY(state, act(ActionKind::Bide));
    QCOMPARE(state->player(0).metal, 0);
    QCOMPARE(state->player(0).wealth, 0);
    QCOMPARE(state->activePlayer(), 1); // nothing to build: the turn ended
    APPLY(state, act(ActionKind::Bide));
    QCOMPARE(state->player(1).metal, 0);
    QVERIFY(state->lastCollect(1).strike);
}

// "Select the system that was last Aligned to your sector. Roll the die and add the Force
// shown on the card ... equal to or greater than the Resistance number, it now becomes an
// unaligned system".
void TestGcRules::invasionHitsLastAligned()
{
    for (bool barnardsLast : {true, false}) {
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        if (barnardsLast)
            sc.systems = {{0, 1, "alpha-centauri", true}, {0, 0, "barnards-star", true}};
        else
            sc.systems = {{0, 0, "barnards-star", true}, {0, 1, "alpha-centauri", true}};
        SCENARIO(state, m_games[1], sc);
        const int target = barnardsLast ? 0 : 1;
        APPLY(state, draw("large-invasion-force")); // Year 1: force 2
        QCOMPARE(state->phase(), Phase::EventRoll);
        const int resistance = barnardsLast ? 3 : 4;
        APPLY(state, roll(resistance - 2)); // equal: the invasion succeeds
        const auto &e = state->lastEvent().effects[0];
        QVERIFY(e.affected);
        QCOMPARE(e.slot, target);
        QCOMPARE(e.force, 2);
        QCOMPARE(e.resistance, resistance);
        QVERIFY(e.success);
        QVERIFY(!state->player(0).systems[target].aligned);
        QVERIFY(state->player(0).systems[1 - target].aligned);
        QVERIFY(state->player(0).systems[target].explored());
        QCOMPARE(state->production(0, Resource::Metal), barnardsLast ? 2 : 1);
        QCOMPARE(state->player(0).military, 0);
        // It may be conquered back.
        QVERIFY(contains(state->legalActions(), conquer(target)));
    }
    // Re-aligning makes a system the last aligned.
    Scenario sc;
    sc.military[0] = 3;
    sc.systems = {{0, 0, "barnards-star", false}, {0, 1, "alpha-centauri", true}};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, conquer(0));
    APPLY(state, roll(1));
    finishTurn(*state);
    APPLY(state, draw("small-invasion-force"));
    APPLY(state, roll(1));
    QCOMPARE(state->lastEvent().effects[0].slot, 0);
    QVERIFY(!state->lastEvent().effects[0].success); // 1 + 1 < 3
}

// "Add +1 to the Resistance level if you have the Planetary Defenses technology."
void TestGcRules::planetaryDefensesAgainstInvasion()
{
    for (bool defended : {false, true}) {
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        if (defended)
            sc.techs[0] = {"robot-workers", "planetary-defenses"};
        sc.systems = {{0, 0, "barnards-star", true}, {0, 1, "alpha-centauri", true}};
        SCENARIO(state, m_games[1], sc);
        APPLY(state, draw("small-invasion-force")); // Year 1: force 1
        APPLY(state, roll(3));                      // 3 + 1 against 4, or 5 defended
        const auto &e = state->lastEvent().effects[0];
        QCOMPARE(e.slot, 1);
        QCOMPARE(e.resistance, defended ? 5 : 4);
        QCOMPARE(e.success, !defended);
        QCOMPARE(state->player(0).systems[1].aligned, defended);
    }
    // Hyper Television does not help against an invasion.
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.techs[0] = {"hyper-television"};
    sc.systems = {{0, 1, "alpha-centauri", true}};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, draw("small-invasion-force"));
    APPLY(state, roll(3));
    QVERIFY(state->lastEvent().effects[0].success);
}

// "Revolt: Select the system in your Empire that has the lowest Resistance."
void TestGcRules::revoltHitsLeastResistant()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    // Barnard's Star (3) aligned first, Alpha Centauri (4) last, Sirius (6).
    sc.systems = {{0, 0, "barnards-star", true},
                  {0, 1, "alpha-centauri", true},
                  {0, 2, "sirius", true},
                  {0, 3, "wolf-359", false}}; // unaligned: not in the Empire
    SCENARIO(state, m_games[1], sc);
    APPLY(state, draw("major-revolt")); // Year 1: force 1
    QCOMPARE(state->phase(), Phase::EventRoll);
    APPLY(state, roll(2)); // 2 + 1 >= 3
    const auto &e = state->lastEvent().effects[0];
    QCOMPARE(e.slot, 0);
    QCOMPARE(e.force, 1);
    QCOMPARE(e.resistance, 3);
    QVERIFY(e.success);
    QVERIFY(!state->player(0).systems[0].aligned);
    QVERIFY(state->player(0).systems[1].aligned);
}

// "Add +1 to the system Resistance level if you have the Hyper Television technology."
void TestGcRules::hyperTelevisionAgainstRevolt()
{
    for (bool defended : {false, true}) {
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        if (defended)
            sc.techs[0] = {"hyper-television"};
        sc.systems = {{0, 0, "barnards-star", true}, {0, 1, "alpha-centauri", true}};
        SCENARIO(state, m_games[1], sc);
        APPLY(state, draw("major-revolt")); // Year 1: force 1
        APPLY(state, roll(2));              // 2 + 1 against 3, or 4 defended
        const auto &e = state->lastEvent().effects[0];
        QCOMPARE(e.slot, 0);
        QCOMPARE(e.resistance, defended ? 4 : 3);
        QCOMPARE(e.success, !defended);
        QCOMPARE(state->player(0).systems[0].aligned, defended);
    }
    // Planetary Defenses does not help against a revolt.
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.techs[0] = {"robot-workers", "planetary-defenses"};
    sc.systems = {{0, 0, "barnards-star", true}};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, draw("major-revolt"));
    APPLY(state, roll(2));
    QVERIFY(state->lastEvent().effects[0].success);
}

// "If there is a tie, choose randomly."
void TestGcRules::revoltTieChosenByChance()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.systems = {{0, 0, "tau-ceti", true}, {0, 1, "sirius", true}, {0, 2, "procyon", true}};
    SCENARIO(state, m_games[1], sc); // Tau Ceti and Procyon both resist 5
    APPLY(state, draw("major-revolt"));
    QCOMPARE(state->phase(), Phase::EventTarget);
    QVERIFY(state->isChanceNode());
    std::vector<Action> targets = {act(ActionKind::PickTarget, 0), act(ActionKind::PickTarget, 2)};
    QCOMPARE(state->legalActions(), targets);
    REFUSE(state, act(ActionKind::PickTarget, 1)); // Sirius resists 6
    REFUSE(state, roll(4));
    APPLY(state, act(ActionKind::PickTarget, 2));
    QCOMPARE(state->phase(), Phase::EventRoll);
    APPLY(state, roll(4)); // 4 + 1 >= 5
    QCOMPARE(state->lastEvent().effects[0].slot, 2);
    QVERIFY(state->player(0).systems[0].aligned);
    QVERIFY(!state->player(0).systems[2].aligned);
}

void TestGcRules::forceByYear_data()
{
    QTest::addColumn<QString>("event");
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("force");
    QTest::newRow("large invasion year 1") << "large-invasion-force" << 1 << 2;
    QTest::newRow("large invasion year 2") << "large-invasion-force" << 2 << 3;
    QTest::newRow("small invasion year 1") << "small-invasion-force" << 1 << 1;
    QTest::newRow("small invasion year 2") << "small-invasion-force" << 2 << 2;
    QTest::newRow("siren leader year 1") << "siren-leader" << 1 << 1;
    QTest::newRow("siren leader year 2") << "siren-leader" << 2 << 2;
    QTest::newRow("major revolt year 1") << "major-revolt" << 1 << 1;
    QTest::newRow("major revolt year 2") << "major-revolt" << 2 << 3;
    QTest::newRow("revolt year 1") << "revolt" << 1 << 0;
    QTest::newRow("revolt year 2") << "revolt" << 2 << 2;
}

// "If it is Year 1 read that section of the card; if it is Year 2 read that section": the
// force added to the die, against Sirius (resistance 6): the roll of 6 - force succeeds,
// one less fails.
void TestGcRules::forceByYear()
{
    QFETCH(QString, event);
    QFETCH(int, year);
    QFETCH(int, force);
    for (int face : {6 - force - 1, 6 - force}) {
        if (face < 1)
            continue;
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        sc.year = year;
        sc.systems = {{0, 0, "sirius", true}};
        SCENARIO(state, m_games[1], sc);
        APPLY(state, draw(event.toStdString().c_str()));
        QCOMPARE(state->phase(), Phase::EventRoll);
        APPLY(state, roll(face));
        const auto &e = state->lastEvent().effects[0];
        QCOMPARE(e.force, force);
        QCOMPARE(e.roll, face);
        QCOMPARE(e.success, face + force >= 6);
        QCOMPARE(state->player(0).systems[0].aligned, !e.success);
    }
}

// "In the immediate turn after discovering this technology, the player may successfully
// explore-attack a system without rolling the dice".
void TestGcRules::diplomacyNextTurnExploreWithoutRoll()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 4; // a cost of 4 needs Interstellar Banking's storage
    sc.techs[0] = {"hyper-television", "interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, discover("interstellar-diplomacy"));
    QCOMPARE(state->player(0).wealth, 0);
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    QCOMPARE(state->phase(), Phase::Action);
    QVERIFY(state->diplomacyAvailable(0));
    APPLY(state, explore(0));
    APPLY(state, reveal("epsilon-eridani")); // resistance 8, military 0
    QVERIFY(state->phase() != Phase::AttackRoll);
    QVERIFY(!state->isChanceNode());
    QVERIFY(state->player(0).systems[0].aligned);
    QVERIFY(state->lastAttack().diplomacy);
    QVERIFY(state->lastAttack().success);
    QVERIFY(state->lastAttack().explore);
    QVERIFY(!state->diplomacyAvailable(0));
}

// "... or conquer an unaligned system without rolling the dice."
void TestGcRules::diplomacyConquerWithoutRoll()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 4; // a cost of 4 needs Interstellar Banking's storage
    sc.techs[0] = {"hyper-television", "interspecies-commerce", "interstellar-banking"};
    sc.systems = {{0, 3, "epsilon-eridani", false}};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, discover("interstellar-diplomacy"));
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    APPLY(state, conquer(3));
    QVERIFY(state->phase() != Phase::AttackRoll);
    QVERIFY(state->player(0).systems[3].aligned);
    QVERIFY(state->lastAttack().diplomacy);
    QVERIFY(!state->lastAttack().explore);
}

// Not in the rest of the turn of the discovery.
void TestGcRules::diplomacyNotSameTurn()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.metal[0] = 1;
    sc.wealth[0] = 5;
    sc.techs[0] = {"hyper-television", "interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, discover("interstellar-diplomacy"));
    QCOMPARE(state->phase(), Phase::Build); // military can still be built
    QVERIFY(state->hasTech(0, Tech::InterstellarDiplomacy));
    QVERIFY(!state->diplomacyAvailable(0));
    APPLY(state, act(ActionKind::Build));

    // Multiplayer: the other players' turns in between do not use it up.
    Scenario mp;
    mp.phase = Phase::Build;
    mp.wealth[0] = 4;
    mp.techs[0] = {"hyper-television", "interspecies-commerce", "interstellar-banking"};
    SCENARIO(two, m_games[2], mp);
    APPLY(two, discover("interstellar-diplomacy"));
    QCOMPARE(two->activePlayer(), 1);
    QVERIFY(!two->diplomacyAvailable(1));
    APPLY(two, explore(0)); // seat 1 explores: rolls as usual
    APPLY(two, reveal("barnards-star"));
    QCOMPARE(two->phase(), Phase::AttackRoll);
    APPLY(two, roll(1));
    finishTurn(*two);
    APPLY(two, draw("peace-and-quiet"));
    QCOMPARE(two->activePlayer(), 0);
    QVERIFY(two->diplomacyAvailable(0));
    APPLY(two, explore(0));
    APPLY(two, reveal("epsilon-eridani"));
    QVERIFY(two->player(0).systems[0].aligned);
    QVERIFY(two->lastAttack().diplomacy);
}

// "This may only be done once, on the following turn after discovery".
void TestGcRules::diplomacyNotTurnAfterNext()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 4; // a cost of 4 needs Interstellar Banking's storage
    sc.techs[0] = {"hyper-television", "interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, discover("interstellar-diplomacy"));
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    QVERIFY(state->diplomacyAvailable(0));
    APPLY(state, act(ActionKind::Bide)); // the turn after discovery passes unused
    nextRound(*state, "quiet-year");
    QVERIFY(!state->diplomacyAvailable(0));
    APPLY(state, explore(0));
    APPLY(state, reveal("epsilon-eridani"));
    QCOMPARE(state->phase(), Phase::AttackRoll);
    APPLY(state, roll(6)); // 6 + 0 < 8
    QVERIFY(!state->player(0).systems[0].aligned);
    QVERIFY(!state->lastAttack().diplomacy);
}

void TestGcRules::diplomacyOnlyOnce()
{
    Scenario sc;
    sc.phase = Phase::Build;
    sc.wealth[0] = 4; // a cost of 4 needs Interstellar Banking's storage
    sc.techs[0] = {"hyper-television", "interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[1], sc);
    APPLY(state, discover("interstellar-diplomacy"));
    finishTurn(*state);
    APPLY(state, draw("peace-and-quiet"));
    APPLY(state, explore(0));
    APPLY(state, reveal("epsilon-eridani"));
    QVERIFY(state->lastAttack().diplomacy);
    nextRound(*state, "quiet-year");
    QVERIFY(!state->diplomacyAvailable(0));
    APPLY(state, explore(1));
    APPLY(state, reveal("sirius"));
    QCOMPARE(state->phase(), Phase::AttackRoll);
    APPLY(state, roll(6)); // 6 + 0 >= 6
    QVERIFY(!state->lastAttack().diplomacy);
    QVERIFY(state->player(0).systems[1].aligned);
}

void TestGcRules::resourceEvents_data()
{
    QTest::addColumn<QString>("event");
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("metal");
    QTest::addColumn<int>("wealth");
    QTest::newRow("derelict ship year 1") << "derelict-ship" << 1 << 1 << 0;
    QTest::newRow("derelict ship year 2") << "derelict-ship" << 2 << 1 << 0;
    QTest::newRow("asteroid year 1") << "asteroid" << 1 << 0 << 1;
    QTest::newRow("asteroid year 2") << "asteroid" << 2 << 0 << 2;
    QTest::newRow("peaceful colonization year 1") << "peaceful-colonization" << 1 << 0 << 2;
    QTest::newRow("peaceful colonization year 2") << "peaceful-colonization" << 2 << 2 << 0;
    QTest::newRow("extract resources year 1") << "extract-resources" << 1 << 2 << 0;
    QTest::newRow("extract resources year 2") << "extract-resources" << 2 << 3 << 0;
}

// "Derelict Ship, Asteroid, Peaceful Colonization and Extract Resources: Add the resource
// shown to your storage." Every player gains it.
void TestGcRules::resourceEvents()
{
    QFETCH(QString, event);
    QFETCH(int, year);
    QFETCH(int, metal);
    QFETCH(int, wealth);
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.year = year;
    sc.techs[1] = {"interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[2], sc);
    APPLY(state, draw(event.toStdString().c_str()));
    for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(state->player(seat).metal, metal);
        QCOMPARE(state->player(seat).wealth, wealth);
        const auto &e = state->lastEvent().effects[seat];
        QVERIFY(e.affected);
        QCOMPARE(e.metal, metal);
        QCOMPARE(e.wealth, wealth);
    }
    QCOMPARE(state->lastEvent().year, year);
    QCOMPARE(state->eventsPlayed(), 1);
}

// "If the storage is at its maximum allowable level, the resource is not added".
void TestGcRules::resourceEventsStorageLimit()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.year = 2;
    sc.wealth = {2, 3, 3, 0};
    sc.techs[2] = {"interspecies-commerce", "interstellar-banking"};
    SCENARIO(state, m_games[3], sc);
    APPLY(state, draw("asteroid")); // Year 2: +2 wealth
    QCOMPARE(state->player(0).wealth, 3);
    QCOMPARE(state->lastEvent().effects[0].wealth, 1);
    QCOMPARE(state->player(1).wealth, 3);
    QCOMPARE(state->lastEvent().effects[1].wealth, 0);
    QCOMPARE(state->player(2).wealth, 5); // limit 5 with Interstellar Banking
    QCOMPARE(state->lastEvent().effects[2].wealth, 2);
}

// "Peace and Quite: No event, Nothing happens."
void TestGcRules::peaceAndQuiet()
{
    for (const char *id : {"peace-and-quiet", "quiet-year"}) {
        for (int year : {1, 2}) {
            Scenario sc;
            sc.phase = Phase::DrawEvent;
            sc.year = year;
            sc.metal = {1, 2, 0, 0};
            sc.wealth = {2, 0, 0, 0};
            sc.military = {1, 3, 0, 0};
            sc.systems = {{0, 0, "sirius", true}, {1, 6, "canopus", true}};
            SCENARIO(state, m_games[2], sc);
            const GcState before(*state);
            APPLY(state, draw(id));
            QCOMPARE(state->eventsPlayed(), 1);
            QCOMPARE(state->phase(), Phase::Action);
            for (int seat = 0; seat < 2; ++seat) {
                const auto &a = before.player(seat);
                const auto &b = state->player(seat);
                QCOMPARE(b.metal, a.metal);
                QCOMPARE(b.wealth, a.wealth);
                QCOMPARE(b.military, a.military);
                QCOMPARE(b.strike, a.strike);
                QCOMPARE(b.lost, a.lost);
                for (int i = 0; i < 9; ++i) {
                    QCOMPARE(b.systems[i].card, a.systems[i].card);
                    QCOMPARE(b.systems[i].aligned, a.systems[i].aligned);
                }
                const auto &e = state->lastEvent().effects[seat];
                QCOMPARE(e.metal + e.wealth + e.military, 0);
                QCOMPARE(e.slot, -1);
                QCOMPARE(e.roll, 0);
            }
        }
    }
}

// Red alert "MILITARY COUP: Players with a military strength of 5 must roll against this
// card ... LOSE 2 MILITARY STRENGTH IF YOU ROLL A 5 0R 6".
void TestGcRules::militaryCoupOnlyAtMilitary5()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.eventsPlayed = 2;
    sc.military = {5, 4, 5, 3};
    for (auto &t : sc.techs)
        t = {"capital-ships"};
    SCENARIO(state, m_games[4], sc);
    APPLY(state, draw("military-coup"));
    QCOMPARE(state->phase(), Phase::EventRoll);
    APPLY(state, roll(6)); // seat 0
    QCOMPARE(state->player(0).military, 3);
    QCOMPARE(state->phase(), Phase::EventRoll);
    APPLY(state, roll(4)); // seat 2: no loss
    QCOMPARE(state->player(2).military, 5);
    QCOMPARE(state->player(1).military, 4);
    QCOMPARE(state->player(3).military, 3);
    const auto &coup = state->roundEvents().front();
    QCOMPARE(coup.card, card("military-coup"));
    QVERIFY(coup.effects[0].affected && coup.effects[0].success);
    QCOMPARE(coup.effects[0].military, -2);
    QCOMPARE(coup.effects[0].roll, 6);
    QVERIFY(!coup.effects[1].affected);
    QVERIFY(coup.effects[2].affected && !coup.effects[2].success);
    QCOMPARE(coup.effects[2].roll, 4);
    QVERIFY(!coup.effects[3].affected);
    // The replacement event follows.
    QCOMPARE(state->phase(), Phase::DrawEvent);
    QVERIFY(state->redAlertPending());

    // Nobody at 5: the coup concerns nobody, no die at all.
    Scenario calm;
    calm.phase = Phase::DrawEvent;
    calm.military = {4, 0, 0, 0};
    calm.techs[0] = {"capital-ships"};
    SCENARIO(quiet, m_games[1], calm);
    APPLY(quiet, draw("military-coup"));
    QCOMPARE(quiet->phase(), Phase::DrawEvent);
    QVERIFY(quiet->redAlertPending());
    QCOMPARE(quiet->player(0).military, 4);
}

void TestGcRules::militaryCoupDieFaces()
{
    for (int face = 1; face <= 6; ++face) {
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        sc.year = face % 2 + 1; // the same in both years
        sc.military[0] = 5;
        sc.techs[0] = {"capital-ships"};
        SCENARIO(state, m_games[1], sc);
        APPLY(state, draw("military-coup"));
        APPLY(state, roll(face));
        QCOMPARE(state->player(0).military, face >= 5 ? 3 : 5);
    }
}

// "They do not count as the Event card play for this year. Play instead, the top Event card
// from the unused Event card pile as the Event card for this year."
void TestGcRules::redAlertDoesNotCountAsEvent()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.eventsPlayed = 2;
    sc.wealth[0] = 3;
    SCENARIO(state, m_games[1], sc);
    const int left = state->eventsLeft();
    APPLY(state, draw("pirate-raid")); // Year 1: -1 wealth from a storage of 3 or more
    QCOMPARE(state->player(0).wealth, 2);
    QCOMPARE(state->phase(), Phase::DrawEvent);
    QVERIFY(state->redAlertPending());
    QCOMPARE(state->eventsPlayed(), 2);
    QCOMPARE(state->eventsLeft(), left);
    QCOMPARE(state->round(), 3);
    // The red alert is not among the cards to draw again.
    QVERIFY(!contains(state->legalActions(), draw("pirate-raid")));
    // Another red alert may come up as the replacement, and is replaced in turn.
    APPLY(state, draw("saboteurs")); // nobody has 3 metal
    QVERIFY(state->redAlertPending());
    QCOMPARE(state->eventsPlayed(), 2);
    APPLY(state, draw("asteroid"));
    QVERIFY(!state->redAlertPending());
    QCOMPARE(state->eventsPlayed(), 3);
    QCOMPARE(state->eventsLeft(), left - 1);
    QCOMPARE(state->round(), 4);
    QCOMPARE(state->player(0).wealth, 3);
    QCOMPARE(state->lastEvent().card, card("asteroid"));
    QVERIFY(state->lastEvent().replacement);
    const auto &round = state->roundEvents();
    QCOMPARE(int(round.size()), 3);
    QCOMPARE(round[0].card, card("pirate-raid"));
    QVERIFY(!round[0].replacement);
    QCOMPARE(round[0].effects[0].wealth, -1);
    QCOMPARE(round[1].card, card("saboteurs"));
    QVERIFY(!round[1].effects[0].affected);
    QCOMPARE(round[2].card, card("asteroid"));
    QCOMPARE(state->phase(), Phase::Action);
}

// The year still has its 7 events: a red alert drawn as the last card of Year 1 is replaced
// before Year 2 starts.
void TestGcRules::redAlertAtEndOfYear()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.eventsPlayed = 6;
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->eventsLeft(), 1);
    APPLY(state, draw("border-ambush")); // military 0: an ambush of force 1, nothing aligned
    QCOMPARE(state->year(), 1);
    QVERIFY(state->redAlertPending());
    APPLY(state, draw("derelict-ship"));
    QCOMPARE(state->year(), 2);
    QCOMPARE(state->eventsPlayed(), 0);
    QCOMPARE(state->eventsLeft(), 6);
    QCOMPARE(state->player(0).metal, 1);
    QVERIFY(!state->player(0).lost);
    // Every event card is back for Year 2.
    nextRound(*state, "border-ambush");
    QVERIFY(state->redAlertPending());
    QVERIFY(!state->player(0).lost); // an ambush never costs the home world
}

// "If you are in Year 1 and there are no systems in your Empire this event has no effect."
void TestGcRules::homeWorldRevoltYear1NoEffect()
{
    for (const char *event : {"revolt", "large-invasion-force", "siren-leader"}) {
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        sc.systems = {{0, 0, "sirius", false}}; // explored, not aligned
        SCENARIO(state, m_games[1], sc);
        APPLY(state, draw(event));
        QCOMPARE(state->phase(), Phase::Action); // no die rolled
        QVERIFY(!state->player(0).lost);
        const auto &e = state->lastEvent().effects[0];
        QCOMPARE(e.slot, -1);
        QCOMPARE(e.roll, 0);
        QVERIFY(!e.homeWorldRevolt);
        QCOMPARE(state->eventsPlayed(), 1);
    }
}

// "If it is Year 2 and you have no systems in your Empire, your home world revolts and you
// lose the game."
void TestGcRules::homeWorldRevoltYear2LosesSolitaire()
{
    for (const char *event : {"revolt", "small-invasion-force"}) {
        Scenario sc;
        sc.phase = Phase::DrawEvent;
        sc.year = 2;
        sc.eventsPlayed = 1;
        // Score 9 otherwise (Remain a Commander): the loss overrides it.
        for (int t = 0; t < kTechCount; ++t)
            sc.techs[0].push_back(techId(Tech(t)));
        sc.systems = {{0, 0, "sirius", false}};
        SCENARIO(state, m_games[1], sc);
        QCOMPARE(state->rankIndex(0), 1);
        APPLY(state, draw(event));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->phase(), Phase::GameOver);
        QVERIFY(state->player(0).lost);
        QVERIFY(state->lastEvent().effects[0].homeWorldRevolt);
        QCOMPARE(state->rankIndex(0), -1);
        QCOMPARE(state->returns(), std::vector<double>{-1.0});
        QCOMPARE(state->scores(), std::vector<double>{0.0});
        QVERIFY(state->legalActions().empty());
    }
}

void TestGcRules::homeWorldRevoltYear2Multiplayer()
{
    Scenario sc;
    sc.phase = Phase::DrawEvent;
    sc.year = 2;
    sc.eventsPlayed = 4;
    sc.systems = {{1, 0, "sirius", true}}; // seat 0 has nothing aligned
    SCENARIO(state, m_games[2], sc);
    APPLY(state, draw("revolt")); // Year 2: force 2
    QVERIFY(state->player(0).lost);
    QVERIFY(!state->player(1).lost);
    QCOMPARE(state->phase(), Phase::EventRoll); // seat 1 still rolls
    APPLY(state, roll(1));                      // 1 + 2 < 6
    QVERIFY(state->lastEvent().effects[0].homeWorldRevolt);
    QVERIFY(!state->lastEvent().effects[1].success);
    // The lost player's turns are skipped.
    QCOMPARE(state->phase(), Phase::Action);
    QCOMPARE(state->activePlayer(), 1);
    APPLY(state, act(ActionKind::Bide));
    finishTurn(*state);
    QCOMPARE(state->phase(), Phase::DrawEvent);
    APPLY(state, draw("peace-and-quiet"));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->rankIndex(0), -1);
    QCOMPARE(state->returns(), (std::vector<double>{-1.0, -1.0}));
}

// ---------------------------------------------------------------------------------------
// Scoring

// "Add every aligned system's victory points to your score, plus any bonuses".
void TestGcRules::scoreSystemsAndTechnologies()
{
    Scenario sc;
    sc.techs[0] = {"capital-ships", "forward-star-bases", "robot-workers"};
    sc.systems = {{0, 0, "gliese-581", true},   // 2 VP
                  {0, 1, "sirius", true},       // 1
                  {0, 2, "wolf-359", true},     // 0
                  {0, 3, "regulus", false},     // 2, not aligned
                  {0, 6, "antares", true},      // 4
                  {0, 7, "betelgeuse", false}}; // 3, not aligned
    SCENARIO(state, m_games[1], sc);
    const auto b = state->score(0);
    QCOMPARE(b.systems, 7);
    QCOMPARE(b.technology, 3); // row 1 on its second generation (2), row 2 on its first (1)
    QCOMPARE(b.exploration, 0);
    QCOMPARE(b.scientific, 0);
    QCOMPARE(b.warlord, 0);
    QCOMPARE(b.total(), 10);
    QCOMPARE(state->scores(), std::vector<double>{10.0});
}

void TestGcRules::technologyPointsWhereTheCubeIs_data()
{
    QTest::addColumn<QStringList>("techs");
    QTest::addColumn<int>("points");
    const auto list = [](std::initializer_list<const char *> ids) {
        QStringList out;
        for (const char *id : ids)
            out.append(QString::fromLatin1(id));
        return out;
    };
    QTest::newRow("none") << QStringList() << 0;
    QTest::newRow("cube on a first generation") << list({"capital-ships"}) << 1;
    QTest::newRow("cube on a second generation: 2, not 1 + 2")
        << list({"capital-ships", "forward-star-bases"}) << 2;
    QTest::newRow("two rows on their first generation")
        << list({"robot-workers", "interspecies-commerce"}) << 2;
    QTest::newRow("one row on each generation")
        << list({"hyper-television", "interstellar-diplomacy", "robot-workers"}) << 3;
    QTest::newRow("every row on its second generation")
        << list({"capital-ships", "forward-star-bases", "robot-workers", "planetary-defenses",
                 "hyper-television", "interstellar-diplomacy", "interspecies-commerce",
                 "interstellar-banking"})
        << 8;
}

// "Gain 1 Victory Point for every technology you discovered. (If the cube is on first
// generation technology you gain 1, for cubes on the second generation technology, you
// gain 2)." The cube marks how far a row of the mat has gone: a row scores 1 or 2.
void TestGcRules::technologyPointsWhereTheCubeIs()
{
    QFETCH(QStringList, techs);
    QFETCH(int, points);
    Scenario sc = lastEventScenario();
    for (const QString &id : techs)
        sc.techs[0].push_back(id.toStdString());
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->score(0).technology, points);
    QCOMPARE(state->score(0).total(), points + state->score(0).scientific);
    // The score at the end of the game is the same.
    APPLY(state, draw("peace-and-quiet"));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->score(0).technology, points);
    QCOMPARE(state->scores(), std::vector<double>{double(state->score(0).total())});
}

namespace {
// A full sector of the original cards: 6 near of 1 VP each, distant 2 + 3 + 2.
const char *const kNear[6] = {"alpha-centauri", "barnards-star",   "sirius",
                              "tau-ceti",       "epsilon-eridani", "procyon"};
const char *const kDistant[3] = {"canopus", "rigel", "deneb"};

Scenario fullSector(int unaligned)
{
    Scenario sc;
    for (int i = 0; i < 6; ++i)
        sc.systems.push_back({0, i, kNear[i], i != unaligned});
    for (int i = 0; i < 3; ++i)
        sc.systems.push_back({0, 6 + i, kDistant[i], 6 + i != unaligned});
    return sc;
}
} // namespace

// "Exploration Bonus: Gain 1 extra Victory Point if you have explored every system card
// (near and distant) in your sector, even if some are not aligned".
void TestGcRules::explorationBonusAlone()
{
    SCENARIO(state, m_games[1], fullSector(4)); // Epsilon Eridani unaligned
    const auto b = state->score(0);
    QCOMPARE(b.exploration, 1);
    QCOMPARE(b.warlord, 0);
    QCOMPARE(b.scientific, 0);
    QCOMPARE(b.systems, 12);
    QCOMPARE(b.total(), 13);
    // One system fewer explored: no bonus.
    Scenario sc = fullSector(4);
    sc.systems.erase(sc.systems.begin() + 4);
    SCENARIO(partial, m_games[1], sc);
    QCOMPARE(partial->score(0).exploration, 0);
    QCOMPARE(partial->score(0).total(), 12);
}

// "Scientific Bonus: Gain 1 extra Victory Point if you have acquired all the technologies."
void TestGcRules::scientificBonusAlone()
{
    Scenario sc;
    for (int t = 0; t < kTechCount; ++t)
        sc.techs[0].push_back(techId(Tech(t)));
    SCENARIO(state, m_games[1], sc);
    auto b = state->score(0);
    QCOMPARE(b.technology, 8); // four rows on their second generation
    QCOMPARE(b.scientific, 1);
    QCOMPARE(b.exploration, 0);
    QCOMPARE(b.warlord, 0);
    QCOMPARE(b.total(), 9);
    sc.techs[0].pop_back(); // Interstellar Banking: its row's cube stays on the first
    SCENARIO(seven, m_games[1], sc);
    b = seven->score(0);
    QCOMPARE(b.technology, 7);
    QCOMPARE(b.scientific, 0);
}

// "Warlord Bonus: Gain 3 extra Victory Points if all of your system cards (near and
// distant) in your sector are aligned". Every system aligned means every one explored:
// the warlord bonus always comes with the exploration bonus.
void TestGcRules::warlordBonus()
{
    SCENARIO(state, m_games[1], fullSector(-1));
    const auto b = state->score(0);
    QCOMPARE(b.systems, 13);
    QCOMPARE(b.warlord, 3);
    QCOMPARE(b.exploration, 1);
    QCOMPARE(b.scientific, 0);
    QCOMPARE(b.total(), 17);
    // A distant system unaligned: no warlord bonus.
    SCENARIO(almost, m_games[1], fullSector(7));
    QCOMPARE(almost->score(0).warlord, 0);
    QCOMPARE(almost->score(0).total(), 11);
}

void TestGcRules::ranks_data()
{
    QTest::addColumn<int>("score");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("solitaireReturn");
    QTest::newRow("0") << 0 << 0 << "Demoted" << -1.0;
    QTest::newRow("7") << 7 << 0 << "Demoted" << -1.0;
    QTest::newRow("8") << 8 << 1 << "Remain a Commander" << -1.0;
    QTest::newRow("12") << 12 << 1 << "Remain a Commander" << -1.0;
    QTest::newRow("13") << 13 << 2 << "Promoted to Captain" << 1.0;
    QTest::newRow("14") << 14 << 2 << "Promoted to Captain" << 1.0;
    QTest::newRow("15") << 15 << 3 << "Promoted to Commodore" << 1.0;
    QTest::newRow("16") << 16 << 3 << "Promoted to Commodore" << 1.0;
    QTest::newRow("17") << 17 << 4 << "Promoted to Admiral" << 1.0;
    QTest::newRow("19") << 19 << 4 << "Promoted to Admiral" << 1.0;
}

// "0-7 Demoted, 8-12 Remain a Commander, 13-14 Promoted to Captain, 15-16 Promoted to
// Commodore, 17+ Promoted to Admiral".
void TestGcRules::ranks()
{
    QFETCH(int, score);
    QFETCH(int, rank);
    QFETCH(QString, name);
    QFETCH(double, solitaireReturn);
    const auto &ranks = solo().rules().ranks;
    QCOMPARE(int(ranks.size()), 5);
    const int mins[] = {0, 8, 13, 15, 17};
    for (int i = 0; i < 5; ++i)
        QCOMPARE(ranks[i].minScore, mins[i]);
    QCOMPARE(QString::fromStdString(ranks[rank].name), name);

    // The score from technologies (all 8: 8 + 1; 4 rows on their first generation: 4), 1-VP
    // near systems and up to two 2-VP distant ones (8 of 9 cards at most: no bonus).
    Scenario sc = lastEventScenario();
    int fromTechs = 0;
    if (score >= 9) {
        for (int t = 0; t < kTechCount; ++t)
            sc.techs[0].push_back(techId(Tech(t)));
        fromTechs = 9;
    } else if (score >= 4) {
        for (const char *t :
             {"capital-ships", "robot-workers", "hyper-television", "interspecies-commerce"})
            sc.techs[0].push_back(t);
        fromTechs = 4;
    }
    const int systems = score - fromTechs;
    QVERIFY(systems >= 0 && systems <= 10);
    const int near = systems > 6 && (systems - 6) % 2 ? 5 : std::min(systems, 6);
    for (int i = 0; i < near; ++i)
        sc.systems.push_back({0, i, kNear[i], true});
    const char *const twoPoints[] = {"canopus", "deneb"};
    for (int i = 0; i < (systems - near) / 2; ++i)
        sc.systems.push_back({0, 6 + i, twoPoints[i], true});
    SCENARIO(state, m_games[1], sc);
    QCOMPARE(state->score(0).total(), score);
    QCOMPARE(state->rankIndex(0), rank);
    // At the end of the game the solitaire result follows the rank.
    QCOMPARE(state->returns(), std::vector<double>{0.0}); // not over yet
    APPLY(state, draw("peace-and-quiet"));
    QVERIFY(state->isTerminal());
    QCOMPARE(state->rankIndex(0), rank);
    QCOMPARE(state->returns(), std::vector<double>{solitaireReturn});
}

// "An average of 2 Distant Systems per player must be aligned to the Empire for the game to
// be considered won (ex. in a 3 player game, 6 Distant Systems must be aligned between all
// the players)."
void TestGcRules::multiplayerWin()
{
    for (int n = 1; n <= kMaxSeats; ++n) {
        auto state = freshState(*game(n));
        QCOMPARE(state->distantToWin(), 2 * n);
    }
    for (int aligned : {6, 5}) {
        Scenario sc = lastEventScenario();
        sc.systems = {{0, 6, "canopus", true}, {0, 7, "rigel", true},
                      {1, 6, "deneb", true},   {1, 7, "betelgeuse", true},
                      {2, 6, "vega", true},    {2, 7, "antares", aligned == 6},
                      {2, 0, "sirius", true},  {2, 1, "procyon", true}}; // near: do not count
        SCENARIO(state, m_games[3], sc);
        QCOMPARE(state->alignedDistant(), aligned);
        QCOMPARE(state->returns(), std::vector<double>(3, 0.0)); // not over yet
        APPLY(state, draw("peace-and-quiet"));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->empireWon(), aligned == 6);
        QCOMPARE(state->returns(), std::vector<double>(3, aligned == 6 ? 1.0 : -1.0));
        // Each is still ranked like in solitaire.
        QCOMPARE(state->rankIndex(0), 0);
        QCOMPARE(state->score(1).systems, 5);
    }
}

// A player out of the game (conceded or home world revolted) counts nothing and loses.
void TestGcRules::multiplayerLostPlayerCountsNothing()
{
    // Seat 2 concedes holding 1 of 7 aligned distant systems (6 left: won), or 2 of 6 (4
    // left: lost).
    for (bool won : {true, false}) {
        Scenario sc = lastEventScenario();
        if (won)
            sc.systems = {{0, 6, "canopus", true},  {0, 7, "rigel", true},
                          {0, 8, "deneb", true},    {1, 6, "betelgeuse", true},
                          {1, 7, "vega", true},     {1, 8, "antares", true},
                          {2, 6, "aldebaran", true}};
        else
            sc.systems = {{0, 6, "canopus", true},    {0, 7, "rigel", true},
                          {1, 6, "betelgeuse", true}, {1, 7, "vega", true},
                          {2, 6, "aldebaran", true},  {2, 7, "arcturus", true}};
        SCENARIO(state, m_games[3], sc);
        QVERIFY(state->empireWon());
        APPLY(state, act(ActionKind::Concede, 2));
        QVERIFY(state->player(2).lost);
        QVERIFY(state->player(2).conceded);
        QCOMPARE(state->alignedDistant(), won ? 6 : 4);
        QCOMPARE(state->phase(), Phase::DrawEvent);
        APPLY(state, draw("peace-and-quiet"));
        QVERIFY(state->isTerminal());
        QCOMPARE(state->empireWon(), won);
        const double r = won ? 1.0 : -1.0;
        QCOMPARE(state->returns(), (std::vector<double>{r, r, -1.0}));
        QCOMPARE(state->rankIndex(2), -1);
        QCOMPARE(state->scores()[2], 0.0);
    }
}

// Conceding is legal at any point (also in the middle of an event or of another player's
// turn): random games in which one player concedes at a random moment stay consistent and
// end with that player out, counting nothing.
void TestGcRules::concedeAtAnyPoint()
{
    for (int players = 1; players <= kMaxSeats; ++players) {
        const GcGame &g = *game(players);
        for (int i = 0; i < 300; ++i) {
            Rng rng(Rng::deriveSeed(20240611u + std::uint64_t(players), std::uint64_t(i)));
            auto state = freshState(g);
            const int concedeAt = int(rng.below(140));
            const int seat = int(rng.below(std::uint32_t(players)));
            bool conceded = false;
            while (!state->isTerminal()) {
                const int step = int(state->history().size());
                Action a = 0;
                if (!conceded && step >= concedeAt) {
                    a = act(ActionKind::Concede, seat);
                    if (state->player(seat).lost) {
                        conceded = true; // already out (home world revolt)
                        continue;
                    }
                    conceded = true;
                } else if (state->isChanceNode()) {
                    a = sampleChance(*state, rng);
                } else {
                    const auto legal = state->legalActions();
                    a = legal[rng.below(std::uint32_t(legal.size()))];
                }
                const std::string what = state->actionToString(a);
                std::string error;
                QVERIFY2(state->applyAction(a, &error), (what + ": " + error).c_str());
                const std::string why = state->checkInvariants();
                QVERIFY2(why.empty(),
                         ("game " + std::to_string(i) + " after " + what + ": " + why).c_str());
                QVERIFY(int(state->history().size()) <= g.maxGameLength());
                if (conceded && a == act(ActionKind::Concede, seat)) {
                    QVERIFY(state->player(seat).lost);
                    QVERIFY(state->player(seat).conceded);
                    if (players == 1)
                        QVERIFY(state->isTerminal());
                    if (!state->isTerminal() && !state->isChanceNode())
                        QVERIFY(state->activePlayer() != seat);
                }
            }
            if (conceded) {
                QVERIFY(state->player(seat).lost);
                QCOMPARE(state->rankIndex(seat), -1);
                QCOMPARE(state->returns()[std::size_t(seat)], -1.0);
                QCOMPARE(state->scores()[std::size_t(seat)], 0.0);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Illegal actions

void TestGcRules::illegalActionsRefused()
{
    Scenario sc;
    sc.metal[0] = 1;
    sc.wealth[0] = 1;
    sc.systems = {{0, 0, "sirius", true}};
    SCENARIO(state, m_games[2], sc);
    // Action step: no trade, build, discover, end of turn or chance outcome.
    REFUSE(state, act(ActionKind::Trade, 0));
    REFUSE(state, act(ActionKind::NoTrade));
    REFUSE_WITH(state, act(ActionKind::Build), "build step");
    REFUSE_WITH(state, discover("robot-workers"), "build step");
    REFUSE(state, act(ActionKind::EndTurn));
    REFUSE(state, roll(3));
    REFUSE(state, reveal("procyon"));
    REFUSE(state, draw("peace-and-quiet"));
    REFUSE(state, act(ActionKind::PickTarget, 0));
    REFUSE(state, explore(9)); // no such slot
    REFUSE(state, explore(-1));
    REFUSE(state, act(ActionKind::Bide, 1));
    REFUSE(state, act(ActionKind::Concede, 2)); // no such seat
    REFUSE(state, act(ActionKind::Concede, -1));
    REFUSE(state, Action(63) << kKindShift);
    REFUSE(state, Action(-1));
    REFUSE(state, Action(0));

    // Chance nodes take only their outcomes.
    APPLY(state, explore(1));
    REFUSE(state, act(ActionKind::Bide));
    REFUSE(state, reveal("sirius"));  // already in play
    REFUSE(state, reveal("canopus")); // a distant card in a near slot
    REFUSE(state, reveal("strike"));  // an event
    REFUSE(state, roll(1));
    REFUSE(state, act(ActionKind::Reveal, 999));
    APPLY(state, reveal("procyon"));
    REFUSE(state, roll(0));
    REFUSE(state, roll(7));
    REFUSE(state, reveal("tau-ceti"));
    APPLY(state, roll(1));
    // Build step: no second action.
    QCOMPARE(state->phase(), Phase::Build);
    REFUSE_WITH(state, explore(2), "first step");
    REFUSE(state, act(ActionKind::Bide));
    REFUSE(state, act(ActionKind::Discover, 8));
    REFUSE(state, act(ActionKind::Discover, -1));
    REFUSE(state, act(ActionKind::Build, 1));
    REFUSE(state, act(ActionKind::EndTurn, 1));
    APPLY(state, act(ActionKind::EndTurn));
    // Seat 1's turn: seat 0 cannot act for it (actions are the active player's).
    QCOMPARE(state->activePlayer(), 1);
    REFUSE(state, conquer(1)); // seat 1 has explored nothing
    APPLY(state, act(ActionKind::Concede, 1));
    QVERIFY(state->player(1).lost);
    QCOMPARE(state->phase(), Phase::DrawEvent);
    REFUSE_WITH(state, act(ActionKind::Concede, 1), "already");
    REFUSE(state, act(ActionKind::EndTurn));

    // The end: nothing at all.
    Scenario last = lastEventScenario();
    SCENARIO(over, m_games[1], last);
    APPLY(over, draw("peace-and-quiet"));
    QVERIFY(over->isTerminal());
    REFUSE_WITH(over, act(ActionKind::Bide), "over");
    REFUSE(over, act(ActionKind::Concede, 0));
    REFUSE(over, draw("asteroid"));
    REFUSE(over, roll(6));

    // Scenarios that break the rules are refused.
    std::string error;
    Scenario bad;
    bad.metal[0] = 4;
    QVERIFY(!solo().newScenarioState(bad, &error));
    QVERIFY(!error.empty());
    Scenario wrongSlot;
    wrongSlot.systems = {{0, 6, "sirius", true}}; // a near card in a distant slot
    QVERIFY(!solo().newScenarioState(wrongSlot, &error));
    Scenario twice;
    twice.systems = {{0, 0, "sirius", true}, {0, 1, "sirius", true}};
    QVERIFY(!solo().newScenarioState(twice, &error));
}

QTEST_GUILESS_MAIN(TestGcRules)
#include "tst_gc_rules.moc"
