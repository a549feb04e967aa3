// The search AI (core/ai/mcts) on the shipped content: it finds the winning move in small
// constructed positions of each game (a Galaxy of D Bomber that destroys the enemy
// Starbase this turn; a Galaxy Command conquest that completes the Empire's distant
// systems in the last round); fairness (two states that the searching seat cannot tell
// apart give the same decision and the same root statistics for the same seed and budget);
// determinism (the same decision and statistics on 1 and 2 threads); cancelling; every
// level of every game plays legal moves. Budgets are small enough for the ASan build.

#include "ai/agent.h"
#include "ai/mcts.h"
#include "data/data.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "games/galaxy-command/gc_ai.h"
#include "games/galaxy-command/gc_game.h"
#include "games/galaxy-of-d/god_ai.h"
#include "games/galaxy-of-d/god_game.h"
#include "playtest/playtest.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace starboard;

namespace {

std::string describe(const State &state, const SearchResult &r)
{
    std::string out;
    for (const auto &c : r.children)
        out += state.actionToString(c.action) + ": " + std::to_string(c.visits) + " visits, " +
               std::to_string(c.meanValue) + "\n";
    return out;
}

bool sameStatistics(const SearchResult &a, const SearchResult &b)
{
    if (a.best != b.best || a.iterations != b.iterations || a.children.size() != b.children.size())
        return false;
    for (std::size_t i = 0; i < a.children.size(); ++i) {
        if (a.children[i].action != b.children[i].action ||
            a.children[i].visits != b.children[i].visits ||
            a.children[i].meanValue != b.children[i].meanValue)
            return false;
    }
    return true;
}

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<god::GodGame> m_god;
    std::shared_ptr<Game> m_gcTeam;
    std::shared_ptr<Game> m_gcSolitaire;
    int m_baseA = -1, m_baseB = -1;

    // A Galaxy of D position in Redog's movement: a Bomber next to Cynder's Starbase (10
    // armor left, one Bomber hit), an Interceptor elsewhere; Cynder has a Cruiser near
    // Redog's Starbase and a stack of three ships whose lower two are hidden from Redog:
    // `swapHidden` decides which of the Assassin and the Cruiser lies at the bottom.
    std::unique_ptr<god::GodState> bomberPosition(bool swapHidden, Action *winning) const
    {
        using namespace god;
        const auto &g = *m_god;
        int next = -1, dir = -1;
        for (int d = 0; d < kDirections && next < 0; ++d) {
            const int n = g.neighbour(m_baseB, d);
            if (n >= 0 && n != m_baseA && g.distance(n, m_baseA) > 2) {
                next = n;
                for (int back = 0; back < kDirections; ++back)
                    if (g.neighbour(n, back) == m_baseB)
                        dir = back;
            }
        }
        if (next < 0 || dir < 0)
            return nullptr;
        int field = -1;
        for (int x = 0; x < g.sectorCount() && field < 0; ++x)
            if (g.distance(x, m_baseA) >= 3 && g.distance(x, m_baseB) >= 3)
                field = x;
        int nearA = -1;
        for (int x = 0; x < g.sectorCount() && nearA < 0; ++x)
            if (g.distance(x, m_baseA) == 2 && g.distance(x, m_baseB) > 3 && x != field)
                nearA = x;
        Scenario sc;
        sc.starbase = {m_baseA, m_baseB};
        sc.armor = {20, 10};
        sc.phase = Phase::Movement;
        sc.activePlayer = 0;
        sc.ships = {
            {0, "bomber", next}, {0, "interceptor", field}, {1, "cruiser", nearA, false, 0}};
        const std::string lower = swapHidden ? "assassin" : "cruiser";
        const std::string middle = swapHidden ? "cruiser" : "assassin";
        // Cynder's stack two sectors from the Interceptor: bottom, middle (both hidden from
        // Redog), top.
        int stack = -1;
        for (int x = 0; x < g.sectorCount() && stack < 0; ++x)
            if (x != field && x != nearA && x != next && x != m_baseA && x != m_baseB &&
                g.distance(x, field) == 2)
                stack = x;
        sc.ships.push_back({1, lower, stack, false, 0});
        sc.ships.push_back({1, middle, stack, false, 0});
        sc.ships.push_back({1, "scavenger", stack, false, 0});
        std::string error;
        auto state = g.newScenarioState(sc, &error);
        if (!state)
            qWarning("scenario refused: %s", error.c_str());
        const int bomber = g.shipTypeIndex("bomber");
        *winning = makeMove(next, dir, bomber, false, g.shipTypes()[bomber].speed);
        return state;
    }

    // A 2-player Galaxy Command position in the last round (Year 2, the last event to
    // come), seat 1 to act: the Empire has 3 of the 4 distant systems it needs. Seat 1 can
    // conquer Spica (distant, resistance 6) for sure with military 5 - the win - or Sirius
    // (near, resistance 6, also sure, a victory point but no win), or explore, or bide.
    std::unique_ptr<gc::GcState> conquestPosition() const
    {
        using namespace gc;
        Scenario sc;
        sc.year = 2;
        sc.eventsPlayed = 5;
        sc.activePlayer = 1;
        sc.military = {3, 5};
        sc.techs[1] = {"capital-ships"};
        sc.systems = {{0, 6, "vega", true},
                      {0, 7, "aldebaran", true},
                      {1, 6, "capella", true},
                      {1, 7, "spica", false},
                      {1, 0, "sirius", false}};
        std::string error;
        const auto *game = dynamic_cast<const GcGame *>(m_gcTeam.get());
        auto state = game->newScenarioState(sc, &error);
        if (!state)
            qWarning("scenario refused: %s", error.c_str());
        return state;
    }

    // A Galaxy of D position in Redog's movement for cargo: the Spaceport, a planet two
    // sectors from it (cargo price 2 x 4 = $8), a Freighter two sectors from the Spaceport
    // and two from the planet (loaded or not; a Freighter moves 2), five Interceptors elsewhere so
    // that a decision has many steps to choose from, a Cynder Cruiser at its Starbase.
    std::unique_ptr<god::GodState> haulPosition(bool loaded, int *freighter, int *port,
                                                int *planet) const
    {
        using namespace god;
        const auto &g = *m_god;
        auto farFromBases = [&](int x) {
            return g.distance(x, m_baseA) >= 3 && g.distance(x, m_baseB) >= 3;
        };
        *port = *freighter = *planet = -1;
        for (int p = 0; p < g.sectorCount() && *freighter < 0; ++p) {
            if (!farFromBases(p))
                continue;
            int f = -1, q = -1;
            for (int x = 0; x < g.sectorCount(); ++x) {
                if (!farFromBases(x) || g.distance(x, p) != 2)
                    continue;
                if (f < 0)
                    f = x;
                else if (q < 0 && g.distance(x, f) == 2)
                    q = x;
            }
            if (f >= 0 && q >= 0) {
                *port = p;
                *freighter = f;
                *planet = q;
            }
        }
        if (*freighter < 0)
            return nullptr;
        Scenario sc;
        sc.starbase = {m_baseA, m_baseB};
        sc.phase = Phase::Movement;
        sc.activePlayer = 0;
        sc.things = {{*port, "spaceport"}, {*planet, "planet"}};
        sc.ships = {{0, "freighter", *freighter, loaded}, {1, "cruiser", m_baseB, false, 0}};
        int interceptors = 0;
        for (int x = 0; x < g.sectorCount() && interceptors < 5; ++x) {
            if (x != m_baseA && x != m_baseB && g.distance(x, *port) >= 2 &&
                g.distance(x, *freighter) >= 2 && g.distance(x, *planet) >= 2 &&
                g.distance(x, m_baseB) >= 3) {
                sc.ships.push_back({0, "interceptor", x});
                ++interceptors;
            }
        }
        if (interceptors < 5)
            return nullptr;
        std::string error;
        auto state = g.newScenarioState(sc, &error);
        if (!state)
            qWarning("scenario refused: %s", error.c_str());
        return state;
    }

private slots:
    void initTestCase()
    {
        QStringList errors;
        auto content = data::loadContent("galaxy-of-d", {}, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        m_god = std::dynamic_pointer_cast<god::GodGame>(
            builtinGames().find("galaxy-of-d")->create(content, 2));
        QVERIFY(m_god);
        int best = -1;
        for (int a = 0; a < m_god->sectorCount(); ++a)
            for (int b = a + 1; b < m_god->sectorCount(); ++b)
                if (m_god->distance(a, b) > best) {
                    best = m_god->distance(a, b);
                    m_baseA = a;
                    m_baseB = b;
                }
        auto gc = data::loadContent("galaxy-command", {}, errors);
        QVERIFY2(gc, qPrintable(errors.join('\n')));
        m_gcTeam = builtinGames().find("galaxy-command")->create(gc, 2);
        m_gcSolitaire = builtinGames().find("galaxy-command")->create(gc, 1);
        QVERIFY(m_gcTeam && m_gcSolitaire);
    }

    void godBomberDestroysTheStarbase()
    {
        Action winning = 0;
        auto state = bomberPosition(false, &winning);
        QVERIFY(state);
        const auto legal = state->legalActions();
        std::string listed;
        for (Action a : legal)
            listed += state->actionToString(a) + "; ";
        QVERIFY2(std::find(legal.begin(), legal.end(), winning) != legal.end(),
                 (state->actionToString(winning) + " not in " + listed).c_str());
        QVERIFY(legal.size() >= 6); // the Bomber's and the Interceptor's steps, Done
        // The move really wins.
        auto after = state->clone();
        after->applyLegalAction(winning);
        QCOMPARE(after->returns()[0], 1.0);
        // Found by the plain search (random rollouts) and by the game's levels.
        MctsConfig config;
        config.iterations = 400;
        Rng rng(1);
        const auto plain = mctsSearch(*state, config, SearchHooks{}, rng);
        QVERIFY2(plain.best == winning, describe(*state, plain).c_str());
        for (const char *level : {"standard", "strong"}) {
            auto agent = createAgent(level, *m_god);
            Rng r(2);
            QVERIFY2(agent->chooseAction(*state, r) == winning, level);
        }
    }

    // god::haulMacros: a loaded Freighter two sectors from the Spaceport goes there in one
    // composite move and sells; an empty one two sectors from the planet loads there. The
    // Interceptors are offered none.
    void godHaulMacrosFollowTheTrip()
    {
        using namespace god;
        for (bool loaded : {true, false}) {
            int freighter = -1, port = -1, planet = -1;
            auto state = haulPosition(loaded, &freighter, &port, &planet);
            QVERIFY(state);
            QCOMPARE(state->cargoPrice(), 8);
            const auto macros = haulMacros(*state);
            QCOMPARE(int(macros.size()), 1);
            QCOMPARE(int(macros.front().size()), 2); // a Freighter's 2 moves
            auto after = state->clone();
            for (Action a : macros.front()) {
                QCOMPARE(actionKind(a), ActionKind::Move);
                QCOMPARE(moveFields(a).type, m_god->shipTypeIndex("freighter"));
                QVERIFY2(after->isLegal(a), after->actionToString(a).c_str());
                after->applyLegalAction(a);
            }
            const auto *s = dynamic_cast<const GodState *>(after.get());
            const Ship *moved = s->topShip(0, loaded ? port : planet);
            QVERIFY(moved);
            if (loaded) {
                QCOMPARE(s->money(0), state->money(0) + 8); // sold at the Spaceport
                QVERIFY(!moved->cargo);
            } else {
                QCOMPARE(s->money(0), state->money(0));
                QVERIFY(moved->cargo); // loaded at the planet
            }
        }
    }

    // MctsConfig::useMacros with the haul macros: the search takes the loaded Freighter's
    // first step to the Spaceport, and the root lists legal actions only (a composite move
    // counts for its first step).
    void godSearchWithHaulMacrosSells()
    {
        using namespace god;
        int freighter = -1, port = -1, planet = -1;
        auto state = haulPosition(true, &freighter, &port, &planet);
        QVERIFY(state);
        const auto macros = haulMacros(*state);
        QCOMPARE(int(macros.size()), 1);
        const auto legal = state->legalActions();
        // The Freighter's and the five Interceptors' steps (fewer at the galaxy's edge), Done.
        QVERIFY2(legal.size() >= 20, std::to_string(legal.size()).c_str());
        MctsConfig config;
        config.iterations = 300;
        config.rolloutDepth = 40;
        config.useMacros = true;
        SearchOptions options;
        options.haulMacros = true;
        Rng rng(11);
        const auto result = mctsSearch(*state, config, searchHooks(options), rng);
        QVERIFY2(result.best == macros.front().front(), describe(*state, result).c_str());
        long visits = 0;
        for (const auto &c : result.children) {
            QVERIFY(std::binary_search(legal.begin(), legal.end(), c.action));
            visits += c.visits;
        }
        QCOMPARE(visits, result.iterations); // the composite move's visits are counted
        // The Strong level uses them and plays the same first step.
        auto agent = createAgent("strong", *m_god);
        QVERIFY(agent);
        Rng r(12);
        QCOMPARE(agent->chooseAction(*state, r), macros.front().front());
    }

    void gcConquestWinsTheGame()
    {
        auto state = conquestPosition();
        QVERIFY(state);
        const Action win = gc::makeAction(gc::ActionKind::Conquer, 7);
        const Action near = gc::makeAction(gc::ActionKind::Conquer, 0);
        const auto legal = state->legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), win) != legal.end());
        QVERIFY(std::find(legal.begin(), legal.end(), near) != legal.end());
        QCOMPARE(state->currentPlayer(), 1);
        MctsConfig config;
        config.iterations = 1500;
        Rng rng(3);
        const auto result = mctsSearch(*state, config, gc::searchHooks(), rng);
        QVERIFY2(result.best == win, describe(*state, result).c_str());
        Rng plainRng(4);
        const auto plain = mctsSearch(*state, config, SearchHooks{}, plainRng);
        QVERIFY2(plain.best == win, describe(*state, plain).c_str());
    }

    // MctsConfig::priorWeight: a small search keeps the policy's move, a larger one still
    // leaves it for a clearly better one. The policy here prefers the near conquest (a
    // point, no win) over the distant one that wins the game.
    void priorKeepsThePolicysMoveUnlessClearlyWorse()
    {
        auto state = conquestPosition();
        QVERIFY(state);
        const Action win = gc::makeAction(gc::ActionKind::Conquer, 7);
        const Action near = gc::makeAction(gc::ActionKind::Conquer, 0);
        SearchHooks hooks = gc::searchHooks();
        const auto heuristic = hooks.rolloutPolicy;
        const std::string root = state->toString();
        int asked = 0;
        hooks.rolloutPolicy = [&](const State &s, Rng &r) {
            if (s.toString() == root) {
                ++asked;
                return near;
            }
            return heuristic(s, r);
        };
        MctsConfig config;
        config.usePolicy = false; // random rollouts: only the prior asks the policy
        config.iterations = 40;
        Rng rng(5);
        const auto plain = mctsSearch(*state, config, hooks, rng);
        QCOMPARE(asked, 0); // without a prior the policy is not asked
        QVERIFY2(plain.best != near, describe(*state, plain).c_str());
        config.priorWeight = 20;
        Rng small(5);
        const auto kept = mctsSearch(*state, config, hooks, small);
        QCOMPARE(asked, 1); // once, when the root is first searched
        QVERIFY2(kept.best == near, describe(*state, kept).c_str());
        config.iterations = 1500;
        Rng large(5);
        const auto left = mctsSearch(*state, config, hooks, large);
        QVERIFY2(left.best == win, describe(*state, left).c_str());
    }

    // Two states that differ only in what Redog cannot see (which of Cynder's hidden ships
    // lies at the bottom of a stack) give the same search, to the last visit.
    void fairnessSameObservationSameDecision()
    {
        Action winning = 0;
        auto a = bomberPosition(false, &winning);
        auto b = bomberPosition(true, &winning);
        QVERIFY(a && b);
        QCOMPARE(a->observation(0), b->observation(0));
        QVERIFY(a->toString() != b->toString());         // the hidden parts differ
        QVERIFY(a->observation(1) != b->observation(1)); // and Cynder can tell them apart
        // Leave the winning Bomber out of it: a search that has to weigh the other moves.
        auto noWin = [](god::GodState &s) {
            for (Action x : s.legalActions())
                if (god::actionKind(x) == god::ActionKind::Move &&
                    s.game().shipTypes()[god::moveFields(x).type].id == "interceptor") {
                    s.applyLegalAction(x);
                    return;
                }
        };
        noWin(*a);
        noWin(*b);
        QCOMPARE(a->observation(0), b->observation(0));
        for (bool hooks : {false, true}) {
            MctsConfig config;
            config.iterations = 600;
            config.rolloutDepth = 30;
            const SearchHooks h = hooks ? god::searchHooks() : SearchHooks{};
            Rng ra(42), rb(42);
            const auto ra1 = mctsSearch(*a, config, h, ra);
            const auto rb1 = mctsSearch(*b, config, h, rb);
            QVERIFY2(sameStatistics(ra1, rb1),
                     (describe(*a, ra1) + "---\n" + describe(*b, rb1)).c_str());
        }
        // The whole level too.
        auto agent = createAgent("standard", *m_god);
        Rng ra(7), rb(7);
        QCOMPARE(agent->chooseAction(*a, ra), agent->chooseAction(*b, rb));
    }

    void determinismOneAndTwoThreads_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("galaxy-of-d") << "galaxy-of-d";
        QTest::newRow("galaxy-command solitaire") << "gc1";
        QTest::newRow("galaxy-command 2 players") << "gc2";
    }

    void determinismOneAndTwoThreads()
    {
        QFETCH(QString, game);
        const Game &g = game == "galaxy-of-d" ? *m_god : game == "gc1" ? *m_gcSolitaire : *m_gcTeam;
        const SearchHooks hooks = game == "galaxy-of-d" ? god::searchHooks() : gc::searchHooks();
        // Positions from a heuristic game: every fifth decision with a choice, ten of them.
        auto heuristic = createAgent("heuristic", g);
        Rng rng(5);
        auto state = g.newInitialState();
        int decisions = 0, checked = 0;
        while (!state->isTerminal() && checked < 10) {
            if (state->isChanceNode()) {
                state->applyLegalAction(sampleChance(*state, rng));
                continue;
            }
            if (state->legalActions().size() > 1 && decisions++ % 5 == 0) {
                MctsConfig config;
                config.iterations = 300;
                config.rolloutDepth = 30;
                config.trees = 2;
                config.threads = 1;
                Rng r1(100 + checked);
                const auto one = mctsSearch(*state, config, hooks, r1);
                config.threads = 2;
                Rng r2(100 + checked);
                const auto two = mctsSearch(*state, config, hooks, r2);
                QVERIFY2(sameStatistics(one, two),
                         (describe(*state, one) + "---\n" + describe(*state, two)).c_str());
                QCOMPARE(one.iterations, 300L);
                ++checked;
            }
            state->applyLegalAction(heuristic->chooseAction(*state, rng));
        }
        QVERIFY(checked >= 5);
    }

    // Co-op (MctsConfig::othersByPolicy): inside the tree the teammates' decisions follow
    // the game's policy instead of being searched; without the option they are searched.
    void othersByPolicyModelsTheTeammates()
    {
        auto heuristic = createAgent("heuristic", *m_gcTeam);
        Rng rng(8);
        auto state = m_gcTeam->newInitialState();
        int seen = 0;
        while (!state->isTerminal()) {
            if (state->isChanceNode()) {
                state->applyLegalAction(sampleChance(*state, rng));
                continue;
            }
            if (state->legalActions().size() > 1 && ++seen == 3)
                break;
            state->applyLegalAction(heuristic->chooseAction(*state, rng));
        }
        QVERIFY(!state->isTerminal());
        const Player seat = state->currentPlayer();
        for (bool others : {true, false}) {
            SearchHooks hooks = gc::searchHooks();
            int calls = 0, ownSeat = 0;
            auto policy = hooks.rolloutPolicy;
            hooks.rolloutPolicy = [&](const State &s, Rng &r) {
                ++calls;
                if (s.currentPlayer() == seat)
                    ++ownSeat;
                return policy(s, r);
            };
            MctsConfig config;
            config.iterations = 400;
            config.usePolicy = false; // random rollouts: only the tree asks the policy
            config.othersByPolicy = others;
            Rng r(11);
            const auto result = mctsSearch(*state, config, hooks, r);
            const auto legal = state->legalActions();
            QVERIFY(std::find(legal.begin(), legal.end(), result.best) != legal.end());
            if (others) {
                QVERIFY(calls > 0);   // the tree reached the teammate's decisions
                QCOMPARE(ownSeat, 0); // the searching seat's own choices are searched
            } else {
                QCOMPARE(calls, 0);
            }
        }
    }

    // The playtest lab's Cancel reaches inside a game: playGame stops between actions and its
    // searching agents stop at once (helper 18 waited 45 s for a game of computers to end).
    void playtestCancelStopsInsideAGame()
    {
        std::atomic<bool> cancel{false};
        QElapsedTimer timer;
        timer.start();
        std::thread stopper([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const auto state =
            playGame(*m_god, {"expert", "expert"}, 7, nullptr, std::size_t(-1), &cancel);
        stopper.join();
        QVERIFY(state);
        QVERIFY(!state->isTerminal());
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }

    void cancelStopsAtOnce()
    {
        auto state = m_god->newInitialState();
        Rng rng(1);
        while (state->isChanceNode() || state->legalActions().size() < 2)
            state->applyLegalAction(state->isChanceNode() ? sampleChance(*state, rng)
                                                          : state->legalActions().front());
        std::atomic<bool> cancel{true};
        MctsConfig config;
        config.iterations = 100000000;
        config.cancel = &cancel;
        const auto result = mctsSearch(*state, config, god::searchHooks(), rng);
        QCOMPARE(result.iterations, 0L);
        // Through the Agent interface too (the GUI's worker holds an Agent).
        auto expert = createAgent("expert", *m_god);
        expert->setCancelFlag(&cancel);
        QElapsedTimer quick;
        quick.start();
        Rng agentRng(3);
        const Action chosen = expert->chooseAction(*state, agentRng);
        const auto options = state->legalActions();
        QVERIFY(std::find(options.begin(), options.end(), chosen) != options.end());
        QVERIFY2(quick.elapsed() < 50, qPrintable(QString::number(quick.elapsed())));
        const auto legal = state->legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), result.best) != legal.end());
        // A time budget ends on time.
        cancel = false;
        config.seconds = 0.05;
        QElapsedTimer timer;
        timer.start();
        const auto timed = mctsSearch(*state, config, god::searchHooks(), rng);
        QVERIFY(timed.iterations > 0);
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        // Two trees on one thread share the time: both search, within the budget.
        config.trees = 2;
        config.threads = 1;
        timer.restart();
        const auto shared = mctsSearch(*state, config, god::searchHooks(), rng);
        QCOMPARE(int(shared.treeIterations.size()), 2);
        QVERIFY2(shared.treeIterations[1] > 1 &&
                     shared.treeIterations[1] * 3 > shared.treeIterations[0],
                 qPrintable(QStringLiteral("%1 and %2")
                                .arg(shared.treeIterations[0])
                                .arg(shared.treeIterations[1])));
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    // The game window's cap on an iteration budget (a slow machine): a search whose
    // budget would take minutes answers once the cap has passed, with a legal move, and
    // the levels' caps are the limits.
    void timeCapEndsAnIterationBudget()
    {
        auto state = m_god->newInitialState();
        Rng rng(1);
        while (state->isChanceNode() || state->legalActions().size() < 2)
            state->applyLegalAction(state->isChanceNode() ? sampleChance(*state, rng)
                                                          : state->legalActions().front());
        MctsConfig config;
        config.iterations = 100000000; // minutes of search without the cap
        config.maxSeconds = 0.05;
        config.trees = 2;
        config.threads = 2;
        const auto capped = mctsSearch(*state, config, god::searchHooks(), rng);
        QVERIFY(capped.iterations > 0 && capped.iterations < config.iterations);
        QCOMPARE(int(capped.treeIterations.size()), 2);
        QVERIFY(capped.treeIterations[0] > 0 && capped.treeIterations[1] > 0);
        const auto legal = state->legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), capped.best) != legal.end());
        // Through the Agent interface, as the game's worker sets it.
        auto expert = createAgent("expert", *m_god);
        auto *search = dynamic_cast<MctsAgent *>(expert.get());
        QVERIFY(search);
        search->config().iterations = 100000000;
        expert->setTimeCap(0.05);
        Rng agentRng(3);
        const Action chosen = expert->chooseAction(*state, agentRng);
        QVERIFY(std::find(legal.begin(), legal.end(), chosen) != legal.end());
        QCOMPARE(levelTimeLimit("beginner"), 0.2);
        QCOMPARE(levelTimeLimit("standard"), 0.2);
        QCOMPARE(levelTimeLimit("strong"), 1.0);
        QCOMPARE(levelTimeLimit("expert"), 3.0);
    }

    // Every level of every game (and the generic levels) plays legal moves through a few
    // decisions of a real game.
    void everyLevelPlaysLegalMoves()
    {
        for (const Game *g : {static_cast<const Game *>(m_god.get()),
                              static_cast<const Game *>(m_gcSolitaire.get())}) {
            const auto names = agentNames(g->info().id);
            for (const auto &level : kLevelNames) {
                QVERIFY(std::find(names.begin(), names.end(), level) != names.end());
                auto agent = createAgent(level, *g);
                QVERIFY(agent);
                QCOMPARE(agent->name(), level);
            }
            QCOMPARE(names.back(), std::string("heuristic")); // the GUI's default stays
            auto agent = createAgent("beginner", *g);
            Rng rng(9);
            auto state = g->newInitialState();
            for (int i = 0; i < 60 && !state->isTerminal(); ++i) {
                const Action a = state->isChanceNode() ? sampleChance(*state, rng)
                                                       : agent->chooseAction(*state, rng);
                std::string error;
                QVERIFY2(state->applyAction(a, &error), error.c_str());
            }
        }
        for (const auto &entry : genericLevels())
            QVERIFY(!entry.description.empty());
        QVERIFY(!createAgent("grandmaster", *m_god));
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
