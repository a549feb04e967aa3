// Galactic Warfare: a test per rule of the rulebook (shared/rules/galactic-warfare.txt) and per
// choice of ours (docs/rules/galactic-warfare.md), each played through the engine
// (core/games/galactic-warfare/gw_game.h) by applying actions; chance outcomes (cards, dice)
// are chosen explicitly. The content is the shipped one; random games at the end check the
// invariants over whole games (the game is not registered yet, so tst_random_play does not
// play it).

#include "../rulestest.h"
#include "data/data.h"
#include "engine/record.h"
#include "engine/rng.h"
#include "games/galactic-warfare/gw_ai.h"
#include "games/galactic-warfare/gw_figures.h"
#include "games/galactic-warfare/gw_game.h"
#include "games/galactic-warfare/gw_heuristic.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <numeric>

using namespace starboard;
using namespace starboard::gw;

namespace {

constexpr int W = 0; // White
constexpr int B = 1; // Blue

int sq(int row, int col)
{
    return row * 8 + col;
}

Action act(ActionKind kind, std::int64_t payload = 0)
{
    return makeAction(kind, payload);
}

Action roll(int sum)
{
    return act(ActionKind::BattleRoll, sum);
}

std::shared_ptr<GwGame> makeGame(const std::function<void(Content &)> &change = {})
{
    QStringList errors;
    auto shipped =
        std::dynamic_pointer_cast<const Content>(data::loadContent("galactic-warfare", {}, errors));
    if (!shipped)
        qFatal("shipped content: %s", qPrintable(errors.join('\n')));
    auto content = std::make_shared<Content>(*shipped);
    if (change)
        change(*content);
    std::string error;
    auto game = GwGame::create(content, &error);
    if (!game)
        qFatal("game: %s", error.c_str());
    return game;
}

Scenario ships(std::vector<Scenario::Ship> list, int mover = W)
{
    Scenario s;
    s.ships = std::move(list);
    s.mover = mover;
    return s;
}

int card(const GwGame &game, const char *id)
{
    return game.cardIndex(id);
}

// Both sides pass on the battle's windows until the dice.
#define NO_CARDS(state)                                                                            \
    while ((state)->phase() == Phase::BattleCards)                                                 \
    APPLY(state, act(ActionKind::NoCard))

} // namespace

class TestGwRules : public QObject
{
    Q_OBJECT

private slots:
    void setupDealsAndRollsForTheStart()
    {
        auto game = makeGame();
        auto s = game->newInitialState();
        auto *st = static_cast<GwState *>(s.get());
        // "deal out 15 cards to you and your opponent"
        int deals = 0;
        while (st->phase() == Phase::Deal) {
            APPLY(st, st->legalActions().front());
            ++deals;
        }
        QCOMPARE(deals, 30);
        QCOMPARE(st->handSize(W), 15);
        QCOMPARE(st->handSize(B), 15);
        QCOMPARE(st->deckLeft(), 20);
        // "rolling one die each": no tie outcome; the higher roller chooses.
        QCOMPARE(st->phase(), Phase::StartRoll);
        QCOMPARE(st->chanceOutcomes().size(), std::size_t(30));
        REFUSE(st, act(ActionKind::StartRoll, 3 * 8 + 3));
        APPLY(st, act(ActionKind::StartRoll, 2 * 8 + 5)); // Blue rolled higher
        QCOMPARE(st->currentPlayer(), B);
        // Defer: White chooses, and cannot defer back.
        APPLY(st, act(ActionKind::Choose, int(FirstChoice::Defer)));
        QCOMPARE(st->currentPlayer(), W);
        REFUSE(st, act(ActionKind::Choose, int(FirstChoice::Defer)));
        APPLY(st, act(ActionKind::Choose, int(FirstChoice::OtherFirst)));
        QCOMPARE(st->phase(), Phase::Move);
        QCOMPARE(st->mover(), B);
        QCOMPARE(st->firstTurnPlayer(), B);
        // The start: 12 ships each on the dark squares of rows 1-3 and 6-8.
        QCOMPARE(st->shipsInPlay(W), 12);
        QCOMPARE(st->shipsInPlay(B), 12);
        QCOMPARE(st->at(sq(1, 0)).owner, W);
        QCOMPARE(st->at(sq(8, 7)).owner, B);
    }

    void chargeDiagonallyForwardOntoVacantDarkSquares()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(3, 2), W}, {sq(6, 3), B}, {sq(4, 3), W}}));
        QCOMPARE(s->charges(sq(3, 2)), std::vector<int>{sq(4, 1)});             // (4, 3) is taken
        REFUSE(s, makeCharge(sq(3, 2), sq(4, 2)));                              // straight: light
        REFUSE(s, makeCharge(sq(3, 2), sq(2, 1)));                              // backward
        REFUSE(s, makeCharge(sq(3, 2), sq(4, 3)));                              // occupied
        QCOMPARE(s->charges(sq(6, 3)), (std::vector<int>{sq(5, 2), sq(5, 4)})); // Blue: down
        APPLY(s, makeCharge(sq(3, 2), sq(4, 1)));
        QCOMPARE(s->at(sq(4, 1)).owner, W);
        QCOMPARE(s->at(sq(3, 2)).owner, -1);
        // A ship without cards ends its turn at once.
        QCOMPARE(s->mover(), B);
    }

    void enteringTheEnemyPlanetAndLeavingYourOwn()
    {
        auto game = makeGame();
        SCENARIO(
            s, game,
            ships({{sq(8, 3), W}, {sq(9, 4), W}, {sq(0, 3), W}, {sq(0, 2), W}, {sq(5, 0), B}}));
        // From the last battlefield row: any of the 3 squares ahead that is vacant.
        QCOMPARE(s->charges(sq(8, 3)), (std::vector<int>{sq(9, 2), sq(9, 3)}));
        // Out of the own planet: the adjoining dark squares ahead.
        QCOMPARE(s->charges(sq(0, 3)), (std::vector<int>{sq(1, 2), sq(1, 4)}));
        QCOMPARE(s->charges(sq(0, 2)), std::vector<int>{sq(1, 2)});
        // A ship inside the enemy planet never moves again.
        QVERIFY(s->charges(sq(9, 4)).empty());
        QVERIFY(s->attacks(sq(9, 4)).empty());
        APPLY(s, makeCharge(sq(8, 3), sq(9, 3)));
        QCOMPARE(s->at(sq(9, 3)).owner, W);
    }

    void attackOnlyWithTheSquareBeyondVacant()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(3, 2), W}, {sq(4, 3), B}, {sq(4, 1), B}, {sq(5, 0), B}}));
        // (4, 3): beyond (5, 4) vacant; (4, 1): beyond (5, 0) taken.
        QCOMPARE(s->attacks(sq(3, 2)), std::vector<int>{sq(4, 3)});
        REFUSE(s, makeAttack(sq(3, 2), sq(4, 1)));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        QCOMPARE(s->phase(), Phase::BattleCards);
        // Declaring is the move: no before-move card any more, no other move.
        REFUSE(s, makeCharge(sq(3, 2), sq(4, 1)));
    }

    void battleSumsWithPowerUpsAndTheCap()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(3, 2), W, 2}, {sq(4, 3), B, 1}, {sq(7, 0), B}}));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        QCOMPARE(s->phase(), Phase::BattleRoll);
        QCOMPARE(s->battleDice(W), 3); // the ship and its 2 power-ups
        QCOMPARE(s->battleDice(B), 2);
        // The attacker's sum is drawn first: 3 to 18 with 3 dice.
        const auto outcomes = s->chanceOutcomes();
        QCOMPARE(outcomes.size(), std::size_t(16));
        QCOMPARE(outcomes.front().weight, 1u); // 3: one way
        QCOMPARE(outcomes[7].weight, 27u);     // 10: 27 ways
        REFUSE(s, roll(2));
        APPLY(s, roll(9));
        APPLY(s, roll(8));
        NO_CARDS(s);
        // Won: one ship of the beaten stack as a power-up (2 -> 3), the other discarded; the
        // winner jumps to the square beyond.
        QCOMPARE(s->at(sq(4, 3)).owner, -1);
        QCOMPARE(s->at(sq(3, 2)).owner, -1);
        QCOMPARE(s->at(sq(5, 4)).owner, W);
        QCOMPARE(s->at(sq(5, 4)).powerUps, 3);
        QCOMPARE(s->shipsInPlay(B), 1);
        // The board slides the captured ship from its square to the winner's.
        QCOMPARE(s->outcome().winner, W);
        QCOMPARE(s->outcome().capturedFrom, sq(4, 3));
        QCOMPARE(s->outcome().capturedTo, sq(5, 4));
    }

    void diceShownAddUpToTheSumWithRealDiceOdds()
    {
        // The engine rolls a side's sum; the board shows dice whose faces add up to it, drawn
        // among the rolls with that sum (GwGame::diceFaces).
        auto game = makeGame();
        QVERIFY(game->diceFaces(3, 2, 1).empty()); // no roll of 3 dice makes 2
        QVERIFY(game->diceFaces(2, 13, 1).empty());
        QCOMPARE(game->diceFaces(3, 18, 7), (std::vector<int>{6, 6, 6}));
        QCOMPARE(game->diceFaces(2, 9, 5), game->diceFaces(2, 9, 5)); // the same faces again
        for (int dice = 1; dice <= kMaxDice; ++dice)
            for (int sum = dice; sum <= 6 * dice; ++sum) {
                const std::vector<int> faces = game->diceFaces(dice, sum, std::uint64_t(sum));
                QCOMPARE(int(faces.size()), dice);
                QCOMPARE(std::accumulate(faces.begin(), faces.end(), 0), sum);
                QVERIFY(std::is_sorted(faces.begin(), faces.end(), std::greater<>()));
                QVERIFY(faces.back() >= 1 && faces.front() <= 6);
            }
        // Two dice making 7: the six rolls are equally likely, so the higher face is 6, 5 or
        // 4 a third of the time each (as {6,1},{1,6} / {5,2},{2,5} / {4,3},{3,4}).
        std::array<int, 7> high{};
        const int draws = 6000;
        for (int seed = 0; seed < draws; ++seed)
            ++high[std::size_t(game->diceFaces(2, 7, std::uint64_t(seed)).front())];
        for (int face : {4, 5, 6})
            QVERIFY2(std::abs(high[std::size_t(face)] - draws / 3) < 200,
                     qPrintable(QString::number(high[std::size_t(face)])));
        // Three dice making 4: {2,1,1} in every order, whatever the seed.
        for (int seed = 0; seed < 20; ++seed)
            QCOMPARE(game->diceFaces(3, 4, std::uint64_t(seed)), (std::vector<int>{2, 1, 1}));
    }

    void theCapDiscardsCapturedShips()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(3, 2), W, 3}, {sq(4, 3), B}, {sq(7, 0), B}}));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        APPLY(s, roll(10));
        APPLY(s, roll(2));
        NO_CARDS(s);
        QCOMPARE(s->at(sq(5, 4)).powerUps, 3); // "any captured ships are discarded"
    }

    void aBeatenAttackerRetreatsWhereTheOpponentChooses()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(3, 2), W, 1}, {sq(4, 3), B}, {sq(0, 5), W}, {sq(7, 0), B}}));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        APPLY(s, roll(2));
        APPLY(s, roll(5));
        NO_CARDS(s);
        QCOMPARE(s->outcome().winner, B);
        QCOMPARE(s->outcome().capturedFrom, -1); // a retreat, nothing captured
        QCOMPARE(s->phase(), Phase::Land);
        QCOMPARE(s->currentPlayer(), B);            // the opponent chooses
        REFUSE(s, act(ActionKind::Land, sq(0, 5))); // not vacant
        REFUSE(s, act(ActionKind::Land, sq(1, 0))); // not the home planet
        APPLY(s, act(ActionKind::Land, sq(0, 7)));
        QCOMPARE(s->at(sq(0, 7)).owner, W);
        QCOMPARE(s->at(sq(0, 7)).powerUps, 1); // the stack retreats whole
        QCOMPARE(s->at(sq(4, 3)).owner, B);    // the defender stays, captures nothing
        QCOMPARE(s->at(sq(4, 3)).powerUps, 0);
        QCOMPARE(s->mover(), B);
    }

    void aBeatenAttackerWithoutAVacantHomeSquareLeavesPlay()
    {
        auto game = makeGame();
        std::vector<Scenario::Ship> list{{sq(3, 2), W}, {sq(4, 3), B}, {sq(7, 0), B}};
        for (int col = 0; col < 8; ++col)
            list.push_back({sq(0, col), W});
        SCENARIO(s, game, ships(list));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        APPLY(s, roll(1));
        APPLY(s, roll(6));
        NO_CARDS(s);
        QCOMPARE(s->shipsInPlay(W), 8);
        QCOMPARE(s->at(sq(3, 2)).owner, -1);
        // With one vacant square the engine places it.
        list.pop_back();
        SCENARIO(t, game, ships(list));
        APPLY(t, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(t);
        APPLY(t, roll(1));
        APPLY(t, roll(6));
        NO_CARDS(t);
        QCOMPARE(t->at(sq(0, 7)).owner, W);
    }

    void homePlanetDefenceDieAndOccupation()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(8, 3), W}, {sq(9, 4), B}, {sq(9, 3), B}, {sq(6, 1), B}}));
        // Straight ahead or diagonal: any planet square ahead, no square beyond needed.
        QCOMPARE(s->attacks(sq(8, 3)), (std::vector<int>{sq(9, 3), sq(9, 4)}));
        APPLY(s, makeAttack(sq(8, 3), sq(9, 4)));
        NO_CARDS(s);
        QCOMPARE(s->battleDice(W), 1);
        QCOMPARE(s->battleDice(B), 2); // "an extra roll in defending his home planet"
        APPLY(s, roll(5));
        APPLY(s, roll(4));
        NO_CARDS(s);
        QCOMPARE(s->at(sq(9, 4)).owner, W); // "your ship simply occupies that square"
        QCOMPARE(s->at(sq(9, 4)).powerUps, 1);
        QCOMPARE(s->at(sq(8, 3)).owner, -1);
        QVERIFY(s->charges(sq(9, 4)).empty());
    }

    void stuckShipsTryToRetreatWithDoubles()
    {
        auto game = makeGame();
        const std::vector<Scenario::Ship> list{{sq(8, 1), W}, {sq(9, 0), W}, {sq(9, 1), W},
                                               {sq(9, 2), W}, {sq(3, 2), W}, {sq(6, 5), B}};
        SCENARIO(s, game, ships(list));
        QVERIFY(s->stuck(sq(8, 1)));
        QVERIFY(!s->stuck(sq(3, 2)));
        REFUSE(s, act(ActionKind::TryRetreat, sq(3, 2)));
        APPLY(s, act(ActionKind::TryRetreat, sq(8, 1)));
        QCOMPARE(s->phase(), Phase::StuckRoll);
        const auto outcomes = s->chanceOutcomes();
        QCOMPARE(outcomes.size(), std::size_t(2));
        QCOMPARE(outcomes[1].weight * 6, outcomes[0].weight + outcomes[1].weight); // 1 in 6
        APPLY(s, act(ActionKind::StuckRoll, 1));
        QCOMPARE(s->currentPlayer(), W); // the owner chooses
        APPLY(s, act(ActionKind::Land, sq(0, 4)));
        QCOMPARE(s->at(sq(0, 4)).owner, W);
        QCOMPARE(s->at(sq(8, 1)).owner, -1);
        QCOMPARE(s->mover(), B);

        SCENARIO(t, game, ships(list));
        APPLY(t, act(ActionKind::TryRetreat, sq(8, 1)));
        APPLY(t, act(ActionKind::StuckRoll, 0)); // "otherwise your turn is over"
        QCOMPARE(t->at(sq(8, 1)).owner, W);
        QCOMPARE(t->mover(), B);
    }

    void winByCapturingEveryShip()
    {
        auto game = makeGame();
        SCENARIO(s, game, ships({{sq(3, 2), W}, {sq(4, 3), B}}));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        APPLY(s, roll(6));
        APPLY(s, roll(1));
        NO_CARDS(s);
        QVERIFY(s->isTerminal());
        QCOMPARE(s->winner(), W);
        QCOMPARE(s->returns(), (std::vector<double>{1.0, -1.0}));
    }

    void winByOccupyingTheWholeEnemyPlanet()
    {
        auto game = makeGame();
        std::vector<Scenario::Ship> list{{sq(8, 7), W}, {sq(5, 0), B}};
        for (int col = 0; col < 7; ++col)
            list.push_back({sq(9, col), W});
        SCENARIO(s, game, ships(list));
        APPLY(s, makeCharge(sq(8, 7), sq(9, 7)));
        QVERIFY(s->isTerminal());
        QCOMPARE(s->winner(), W);
    }

    void passesEndTheGameByCount()
    {
        auto game = makeGame();
        // White's ships are all in Blue's planet; Blue's are blocked.
        SCENARIO(s, game,
                 ships({{sq(9, 0), W},
                        {sq(9, 1), W},
                        {sq(1, 0), B},
                        {sq(0, 1), W},
                        {sq(1, 2), W},
                        {sq(2, 1), W}}));
        // White: (0, 1) may charge... block it: it moves, so White is not out of moves.
        QVERIFY(!contains(s->legalActions(), act(ActionKind::Pass)));
        auto game2 = makeGame();
        SCENARIO(t, game2, ships({{sq(9, 0), W}, {sq(9, 1), W}, {sq(2, 1), B}, {sq(0, 7), B}}, W));
        QCOMPARE(t->legalActions(), std::vector<Action>{act(ActionKind::Pass)});
        APPLY(t, act(ActionKind::Pass));
        QCOMPARE(t->mover(), B);
        // Blue has moves: a move resets the count.
        APPLY(t, makeCharge(sq(2, 1), sq(1, 0)));
        APPLY(t, act(ActionKind::Pass));
        QCOMPARE(t->consecutivePasses(), 1);
        APPLY(t, makeCharge(sq(1, 0), sq(0, 0)));
        QCOMPARE(t->consecutivePasses(), 0);
        APPLY(t, act(ActionKind::Pass));
        QCOMPARE(t->mover(), B);
        QCOMPARE(t->legalActions(), std::vector<Action>{act(ActionKind::Pass)});
        APPLY(t, act(ActionKind::Pass));
        QVERIFY(t->isTerminal());
        QCOMPARE(t->winner(), -1); // 2 ships each: a draw
        QVERIFY(t->draw());
    }

    void cardsInTheirWindowsOnly()
    {
        auto game = makeGame();
        Scenario sc = ships({{sq(3, 2), W}, {sq(4, 3), B}, {sq(7, 0), B}});
        sc.hands[W] = {"reinforcements", "second-salvo", "supply-drop", "hyperdrive"};
        sc.hands[B] = {"deflector-shield", "jamming-signal"};
        SCENARIO(s, game, sc);
        // Before the move: only before-move cards of the mover.
        REFUSE(s, makePlayCard(card(*game, "reinforcements")));
        REFUSE(s, makePlayCard(card(*game, "supply-drop")));
        QVERIFY(contains(s->legalActions(), makePlayCard(card(*game, "hyperdrive"))));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        // Battle, before the roll: the attacker, then the defender.
        QCOMPARE(s->currentPlayer(), W);
        REFUSE(s, makePlayCard(card(*game, "second-salvo")));
        REFUSE(s, makePlayCard(card(*game, "hyperdrive")));
        APPLY(s, makePlayCard(card(*game, "reinforcements")));
        QVERIFY(s->cardUsed(W));
        QCOMPARE(s->currentPlayer(), B);
        // The window is open: the die counts for the strip, not yet for the roll.
        QCOMPARE(s->battleDice(W), 1);
        QCOMPARE(s->battleDiceWithCards(W), 2);
        APPLY(s, makePlayCard(card(*game, "jamming-signal"))); // cancels Reinforcements
        QCOMPARE(s->phase(), Phase::BattleRoll);
        QCOMPARE(s->battleDice(W), 1);
        QCOMPARE(s->discarded(card(*game, "reinforcements")), 1);
    }

    void extraDiceFewerDiceAndOneCardPerTurn()
    {
        auto game = makeGame();
        Scenario sc = ships({{sq(3, 2), W}, {sq(4, 3), B}, {sq(7, 0), B}});
        sc.hands[W] = {"full-barrage", "reinforcements"};
        sc.hands[B] = {"sensor-scrambler", "reinforcements"};
        SCENARIO(s, game, sc);
        // Why a card cannot be played, as the board names it (GwState::cardBlock).
        QCOMPARE(s->cardBlock(W, card(*game, "full-barrage")), CardBlock::Moment);
        QCOMPARE(s->cardBlock(W, card(*game, "second-salvo")), CardBlock::NotHeld);
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        QCOMPARE(s->cardBlock(W, card(*game, "full-barrage")), CardBlock::None);
        APPLY(s, makePlayCard(card(*game, "full-barrage")));
        QCOMPARE(s->cardBlock(W, card(*game, "reinforcements")), CardBlock::Used);
        QCOMPARE(s->battleDiceWithCards(W), 3); // 1 + 2, the window still open
        QCOMPARE(s->battleDiceWithCards(B), 1);
        APPLY(s, makePlayCard(card(*game, "sensor-scrambler")));
        // The defender played: the attacker may answer, but has played its card this turn.
        QCOMPARE(s->phase(), Phase::BattleRoll);
        QCOMPARE(s->battleDice(W), 2); // 1 + 2 - 1
        QCOMPARE(s->battleDice(B), 1);
        QCOMPARE(s->battleDiceWithCards(W), 2); // the window closed: the same
        QCOMPARE(s->battleDiceWithCards(B), 1);
        // The closed window's cards stay listed for the board (helper 19: they vanished).
        QVERIFY(s->battle().played.empty());
        QCOMPARE(s->battle().earlier.size(), std::size_t(2));
        QCOMPARE(s->battle().earlier[0].type, card(*game, "full-barrage"));
        QCOMPARE(s->battle().earlier[1].side, B);
        APPLY(s, roll(4));
        APPLY(s, roll(4));
        // After the roll nobody is asked: both played their card this turn (public).
        QCOMPARE(s->phase(), Phase::BattleRoll); // the tie is rolled again
        APPLY(s, roll(7));
        APPLY(s, roll(2));
        QCOMPARE(s->at(sq(5, 4)).owner, W);
        // A Sensor Scrambler against a single die takes nothing ("at least 1"): refused as
        // having nothing to act on (ours; helper 16 saw the computer waste it so).
        SCENARIO(t, game, sc);
        APPLY(t, makeAttack(sq(3, 2), sq(4, 3)));
        APPLY(t, act(ActionKind::NoCard)); // White plays nothing: one die
        QCOMPARE(t->currentPlayer(), B);
        QCOMPARE(t->cardBlock(B, card(*game, "sensor-scrambler")), CardBlock::NoTarget);
        REFUSE(t, makePlayCard(card(*game, "sensor-scrambler")));
        APPLY(t, act(ActionKind::NoCard));
        QCOMPARE(t->phase(), Phase::BattleRoll); // no card, no reply
        // Against two dice it is played (Reinforcements first).
        SCENARIO(u, game, sc);
        APPLY(u, makeAttack(sq(3, 2), sq(4, 3)));
        APPLY(u, makePlayCard(card(*game, "reinforcements")));
        QCOMPARE(u->cardBlock(B, card(*game, "sensor-scrambler")), CardBlock::None);
        APPLY(u, makePlayCard(card(*game, "sensor-scrambler")));
    }

    void theDefenderIsAlwaysAskedAndTheAttackerMayAnswer()
    {
        auto game = makeGame();
        Scenario sc = ships({{sq(3, 2), W}, {sq(4, 3), B}, {sq(7, 0), B}});
        sc.hands[W] = {"jamming-signal"};
        sc.hands[B] = {"deflector-shield"};
        SCENARIO(s, game, sc);
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        QCOMPARE(s->currentPlayer(), W);
        REFUSE(s, makePlayCard(card(*game, "jamming-signal"))); // nothing to answer
        APPLY(s, act(ActionKind::NoCard));
        QCOMPARE(s->currentPlayer(), B);
        APPLY(s, makePlayCard(card(*game, "deflector-shield")));
        QCOMPARE(s->currentPlayer(), W); // the reply
        APPLY(s, makePlayCard(card(*game, "jamming-signal")));
        QCOMPARE(s->phase(), Phase::BattleRoll); // the shield is cancelled: the attack goes on

        // Without the answer the shield cancels the attack: the move is spent.
        sc.hands[W] = {};
        SCENARIO(t, game, sc);
        APPLY(t, makeAttack(sq(3, 2), sq(4, 3)));
        QCOMPARE(t->currentPlayer(), W); // asked with no card in hand: nothing leaks
        QCOMPARE(t->legalActions(), std::vector<Action>{act(ActionKind::NoCard)});
        APPLY(t, act(ActionKind::NoCard));
        APPLY(t, makePlayCard(card(*game, "deflector-shield")));
        QCOMPARE(t->currentPlayer(), W); // the reply is offered without a card in hand too
        APPLY(t, act(ActionKind::NoCard));
        QCOMPARE(t->at(sq(3, 2)).owner, W);
        QCOMPARE(t->at(sq(4, 3)).owner, B);
        QCOMPARE(t->mover(), B);

        // A defender with no card is asked too.
        sc.hands[B] = {};
        SCENARIO(u, game, sc);
        APPLY(u, makeAttack(sq(3, 2), sq(4, 3)));
        APPLY(u, act(ActionKind::NoCard));
        QCOMPARE(u->currentPlayer(), B);
        QCOMPARE(u->legalActions(), std::vector<Action>{act(ActionKind::NoCard)});
    }

    void rerollWinTiesEscapePodHoldTheLine()
    {
        auto game = makeGame();
        Scenario sc = ships({{sq(3, 2), W}, {sq(4, 3), B}, {sq(7, 0), B}});
        sc.hands[W] = {"second-salvo"};
        sc.hands[B] = {"tactical-edge"};
        SCENARIO(s, game, sc);
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        APPLY(s, roll(3));
        APPLY(s, roll(3));
        // After the roll the defender is asked first (ours: the screen passes twice per
        // battle in hotseat, not four times). Tactical Edge only on equal sums.
        QCOMPARE(s->currentPlayer(), B);
        APPLY(s, makePlayCard(card(*game, "tactical-edge")));
        QCOMPARE(s->currentPlayer(), W);
        APPLY(s, makePlayCard(card(*game, "second-salvo")));
        QCOMPARE(s->phase(), Phase::BattleRoll); // White's reroll
        APPLY(s, roll(5));
        // 5 against 3: the tie is broken, Tactical Edge is spent without effect.
        QCOMPARE(s->at(sq(5, 4)).owner, W);

        // After the roll the reply is the defender's: Blue passed, White's reroll is
        // answered by Blue's Jamming Signal, and nobody rolls again.
        sc.hands[W] = {"second-salvo"};
        sc.hands[B] = {"jamming-signal"};
        SCENARIO(v, game, sc);
        APPLY(v, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(v);
        APPLY(v, roll(3));
        APPLY(v, roll(4));
        QCOMPARE(v->currentPlayer(), B);
        APPLY(v, act(ActionKind::NoCard));
        QCOMPARE(v->currentPlayer(), W);
        APPLY(v, makePlayCard(card(*game, "second-salvo")));
        QCOMPARE(v->phase(), Phase::BattleCards);
        QCOMPARE(v->currentPlayer(), B); // the reply
        APPLY(v, makePlayCard(card(*game, "jamming-signal")));
        QVERIFY(v->phase() != Phase::BattleRoll);
        QVERIFY(v->phase() != Phase::BattleCards);

        sc.hands[W] = {};
        sc.hands[B] = {"escape-pod"};
        SCENARIO(t, game, sc);
        APPLY(t, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(t);
        REFUSE(t, makePlayCard(card(*game, "escape-pod"))); // before the roll: no
        APPLY(t, roll(6));
        APPLY(t, roll(2));
        QCOMPARE(t->currentPlayer(), B); // the defender first after the roll
        APPLY(t, makePlayCard(card(*game, "escape-pod")));
        QCOMPARE(t->currentPlayer(), W); // then the attacker (who may answer the card)
        APPLY(t, act(ActionKind::NoCard));
        QCOMPARE(t->outcome().winner, W);
        QCOMPARE(t->outcome().capturedFrom, -1); // escaped, not captured
        QCOMPARE(t->phase(), Phase::Land);
        QCOMPARE(t->currentPlayer(), B);
        APPLY(t, act(ActionKind::Land, sq(9, 3)));
        QCOMPARE(t->at(sq(9, 3)).owner, B);
        QCOMPARE(t->at(sq(5, 4)).owner, W);
        QCOMPARE(t->at(sq(5, 4)).powerUps, 0); // nothing captured

        sc.hands[B] = {"hold-the-line"};
        SCENARIO(u, game, sc);
        APPLY(u, makeAttack(sq(3, 2), sq(4, 3)));
        APPLY(u, act(ActionKind::NoCard));
        APPLY(u, makePlayCard(card(*game, "hold-the-line")));
        APPLY(u, act(ActionKind::NoCard)); // the attacker's reply
        APPLY(u, roll(1));
        APPLY(u, roll(6));
        NO_CARDS(u);
        QCOMPARE(u->at(sq(3, 2)).owner, -1);
        QCOMPARE(u->at(sq(4, 3)).powerUps, 1); // the attacker is captured
        QCOMPARE(u->outcome().capturedFrom, sq(3, 2));
        QCOMPARE(u->outcome().capturedTo, sq(4, 3));
        QCOMPARE(u->shipsInPlay(W), 0);
        QVERIFY(u->isTerminal());
        QCOMPARE(u->winner(), B);
    }

    void tieRuleDefender()
    {
        auto game = makeGame([](Content &c) { c.ruleset.tieRule = TieRule::Defender; });
        SCENARIO(s, game, ships({{sq(3, 2), W}, {sq(4, 3), B}, {sq(7, 0), B}}));
        APPLY(s, makeAttack(sq(3, 2), sq(4, 3)));
        NO_CARDS(s);
        APPLY(s, roll(4));
        APPLY(s, roll(4));
        NO_CARDS(s);
        QCOMPARE(s->at(sq(4, 3)).owner, B);
        QCOMPARE(s->at(sq(3, 2)).owner, -1);
    }

    void moveCards()
    {
        auto game = makeGame();
        // Hyperdrive: the same ship charges twice.
        Scenario sc = ships({{sq(3, 2), W}, {sq(7, 0), B}, {sq(2, 5), W}});
        sc.hands[W] = {"hyperdrive", "reverse-thrusters"};
        SCENARIO(s, game, sc);
        APPLY(s, makePlayCard(card(*game, "hyperdrive")));
        REFUSE(s, makePlayCard(card(*game, "reverse-thrusters"))); // one card per turn
        APPLY(s, makeCharge(sq(3, 2), sq(4, 3)));
        QCOMPARE(s->phase(), Phase::FollowCharge);
        REFUSE(s, makeCharge(sq(2, 5), sq(3, 4))); // the same ship only
        APPLY(s, makeCharge(sq(4, 3), sq(5, 4)));
        QCOMPARE(s->mover(), B);

        // Reverse Thrusters: a charge diagonally backward.
        sc.hands[W] = {"reverse-thrusters"};
        SCENARIO(t, game, sc);
        REFUSE(t, makeCharge(sq(3, 2), sq(2, 1)));
        APPLY(t, makePlayCard(card(*game, "reverse-thrusters")));
        // Ours: the move is then a backward charge, not any move (the card was spent on an
        // ordinary one).
        REFUSE(t, makeCharge(sq(3, 2), sq(4, 3)));
        for (const Action a : t->legalActions())
            QVERIFY(actionKind(a) == ActionKind::Charge &&
                    game->board().row(int(actionPayload(a) >> 8 & 0xff)) <
                        game->board().row(int(actionPayload(a) & 0xff)));
        APPLY(t, makeCharge(sq(3, 2), sq(2, 1)));
        QCOMPARE(t->at(sq(2, 1)).owner, W);

        // Neither is played with nothing to act on (ours; helper 19 spent both with its one
        // ship inside the enemy planet): Hyperdrive needs a ship that can charge, Reverse
        // Thrusters one that can charge backward (not from its own planet).
        sc = ships({{sq(9, 2), W}, {sq(0, 1), W}, {sq(7, 0), B}});
        sc.hands[W] = {"hyperdrive", "reverse-thrusters"};
        SCENARIO(r, game, sc);
        QCOMPARE(r->cardBlock(W, card(*game, "hyperdrive")), CardBlock::None);
        QCOMPARE(r->cardBlock(W, card(*game, "reverse-thrusters")), CardBlock::NoTarget);
        REFUSE(r, makePlayCard(card(*game, "reverse-thrusters")));
        sc = ships({{sq(9, 2), W}, {sq(7, 0), B}});
        sc.hands[W] = {"hyperdrive", "reverse-thrusters"};
        SCENARIO(q, game, sc);
        QCOMPARE(q->cardBlock(W, card(*game, "hyperdrive")), CardBlock::NoTarget);
        REFUSE(q, makePlayCard(card(*game, "hyperdrive")));
        sc = ships({{sq(3, 2), W}, {sq(7, 0), B}, {sq(2, 5), W}});

        // Afterburners (after the move): any ship charges once more.
        sc.hands[W] = {"afterburners"};
        SCENARIO(u, game, sc);
        REFUSE(u, makePlayCard(card(*game, "afterburners")));
        APPLY(u, makeCharge(sq(3, 2), sq(4, 3)));
        QCOMPARE(u->phase(), Phase::AfterMove);
        APPLY(u, makePlayCard(card(*game, "afterburners")));
        APPLY(u, makeCharge(sq(2, 5), sq(3, 6)));
        QCOMPARE(u->mover(), B);

        // Supply Drop: two cards drawn.
        sc.hands[W] = {"supply-drop"};
        SCENARIO(v, game, sc);
        APPLY(v, makeCharge(sq(3, 2), sq(4, 3)));
        APPLY(v, makePlayCard(card(*game, "supply-drop")));
        QCOMPARE(v->phase(), Phase::Draw);
        QCOMPARE(v->drawingSide(), W); // the log says who draws (helper 20)
        APPLY(v, act(ActionKind::Deal, card(*game, "saboteur")));
        APPLY(v, act(ActionKind::Deal, card(*game, "saboteur")));
        QCOMPARE(v->drawingSide(), -1);
        QCOMPARE(v->hand(W, card(*game, "saboteur")), 2);
        QCOMPARE(v->mover(), B);
    }

    void rescueRepelSteal()
    {
        auto game = makeGame();
        Scenario sc = ships({{sq(8, 1), W, 2},
                             {sq(9, 0), W},
                             {sq(9, 1), W},
                             {sq(9, 2), W},
                             {sq(0, 4), B},
                             {sq(5, 2), B, 1},
                             {sq(3, 2), W}});
        sc.hands[W] = {"tractor-beam"};
        SCENARIO(s, game, sc);
        REFUSE(s, makePlayCard(card(*game, "tractor-beam"), sq(3, 2))); // it can charge
        REFUSE(s, makePlayCard(card(*game, "tractor-beam"), sq(5, 2))); // not White's
        // Ours: a ship blocked further back may be pulled home too (Tractor Beam served a
        // stuck ship only, which Strong players hardly ever have).
        {
            Scenario blocked = sc;
            blocked.ships.push_back({sq(4, 1), W});
            blocked.ships.push_back({sq(4, 3), W});
            SCENARIO(r, game, blocked);
            QVERIFY(r->blocked(sq(3, 2)) && !r->stuck(sq(3, 2)));
            QVERIFY(!r->blocked(sq(4, 3))); // it can charge to e5
            REFUSE(r, makePlayCard(card(*game, "tractor-beam"), sq(4, 3)));
            APPLY(r, makePlayCard(card(*game, "tractor-beam"), sq(3, 2)));
            QCOMPARE(r->phase(), Phase::Land);
        }
        APPLY(s, makePlayCard(card(*game, "tractor-beam"), sq(8, 1)));
        QCOMPARE(s->phase(), Phase::Land);
        APPLY(s, act(ActionKind::Land, sq(0, 0)));
        QCOMPARE(s->at(sq(0, 0)).powerUps, 2);
        QCOMPARE(s->phase(), Phase::Move); // then the move
        QCOMPARE(s->mover(), W);

        sc.hands[W] = {"planetary-defence"};
        SCENARIO(t, game, sc);
        REFUSE(t, makePlayCard(card(*game, "planetary-defence"), sq(5, 2)));
        APPLY(t, makePlayCard(card(*game, "planetary-defence"), sq(0, 4)));
        QCOMPARE(t->currentPlayer(), W); // the player of the card chooses
        APPLY(t, act(ActionKind::Land, sq(9, 6)));
        QCOMPARE(t->at(sq(9, 6)).owner, B);
        QCOMPARE(t->at(sq(0, 4)).owner, -1);

        sc.hands[W] = {"saboteur"};
        SCENARIO(u, game, sc);
        REFUSE(u, makePlayCard(card(*game, "saboteur"), sq(0, 4), sq(3, 2))); // no power-up
        APPLY(u, makePlayCard(card(*game, "saboteur"), sq(5, 2), sq(3, 2)));
        QCOMPARE(u->at(sq(5, 2)).powerUps, 0);
        QCOMPARE(u->at(sq(3, 2)).powerUps, 1);
    }

    void observationHidesTheHandAndResamplingKeepsIt()
    {
        auto game = makeGame();
        auto state = game->newInitialState();
        Rng rng(7);
        auto *st = static_cast<GwState *>(state.get());
        while (st->phase() == Phase::Deal)
            st->applyLegalAction(sampleChance(*st, rng));
        const std::string seenByWhite = st->observation(W);
        // Another deal of Blue's hand looks the same to White.
        auto other = st->resampleHidden(W, rng);
        QCOMPARE(other->observation(W), seenByWhite);
        QVERIFY(other->checkInvariants().empty());
        bool differs = false;
        for (int i = 0; i < 10 && !differs; ++i)
            differs = st->resampleHidden(W, rng)->observation(B) != st->observation(B);
        QVERIFY(differs);
        // Blue's hand is nowhere in White's observation, White's is.
        QVERIFY(seenByWhite.find("hand ") != std::string::npos);
        QCOMPARE(st->observation(B) == seenByWhite, false);
        // A card Blue plays reveals something to White, White's own decisions nothing.
        QVERIFY(st->revealsTo(st->legalActions().front(), W)); // a chance outcome
    }

    void randomGamesKeepTheInvariants()
    {
        auto game = makeGame();
        Rng rng(2024);
        int wins[3] = {0, 0, 0};
        for (int g = 0; g < 200; ++g) {
            auto state = game->newInitialState();
            while (!state->isTerminal()) {
                const std::string why = state->checkInvariants();
                QVERIFY2(why.empty(), why.c_str());
                const auto legal = state->legalActions();
                QVERIFY(!legal.empty());
                QVERIFY(std::is_sorted(legal.begin(), legal.end()));
                QVERIFY(std::adjacent_find(legal.begin(), legal.end()) == legal.end());
                if (state->history().size() % 41 == 0) {
                    QCOMPARE(state->clone()->toString(), state->toString());
                    const int seat = int(state->history().size() / 41 % 2);
                    QCOMPARE(state->resampleHidden(seat, rng)->observation(seat),
                             state->observation(seat));
                }
                Action a = state->isChanceNode() ? sampleChance(*state, rng)
                                                 : legal[rng.below(std::uint32_t(legal.size()))];
                std::string error;
                QVERIFY2(state->applyAction(a, &error), error.c_str());
                QVERIFY(int(state->history().size()) <= game->maxGameLength());
            }
            const auto *st = static_cast<const GwState *>(state.get());
            ++wins[st->winner() + 1];
        }
        qInfo("random games: White %d, Blue %d, draws %d", wins[1], wins[2], wins[0]);
        QVERIFY(wins[1] + wins[2] > 0);
    }

    // The computer players (not registered yet): the heuristic plays whole games, and the
    // search's levels choose legal actions through resampleHidden().
    void computerPlayers()
    {
        auto game = makeGame();
        Rng rng(99);
        HeuristicAgent heuristic;
        RandomAgent random;
        int heuristicWins = 0;
        const int games = 20;
        for (int g = 0; g < games; ++g) {
            auto owned = game->newInitialState();
            auto *state = static_cast<GwState *>(owned.get());
            const int seat = g % 2;
            while (!state->isTerminal()) {
                Action a = state->isChanceNode()            ? sampleChance(*state, rng)
                           : state->currentPlayer() == seat ? heuristic.chooseAction(*state, rng)
                                                            : random.chooseAction(*state, rng);
                APPLY(state, a);
            }
            heuristicWins += state->returns()[std::size_t(seat)] > 0;
        }
        // 200 of 200 over seeds 1..200 in tst_gw_match (4 of 20 before the heuristic weighed
        // both outcomes of an attack and the attacks it walks into).
        qInfo("heuristic against random: %d of %d", heuristicWins, games);
        QVERIFY(heuristicWins >= 18);

        const auto levels = agents();
        QCOMPARE(levels.gameId, std::string("galactic-warfare"));
        auto standard = levels.agents[1].create(*game);
        QCOMPARE(standard->name(), std::string("standard"));
        auto owned = game->newInitialState();
        auto *state = static_cast<GwState *>(owned.get());
        for (int decisions = 0; decisions < 4 && !state->isTerminal();) {
            if (state->isChanceNode()) {
                state->applyLegalAction(sampleChance(*state, rng));
                continue;
            }
            APPLY(state, standard->chooseAction(*state, rng));
            ++decisions;
        }
    }

    // The playtest figures (gw_figures): whole games replayed from their history give the
    // battles, the cards and the end that were counted while playing them.
    void figures()
    {
        auto game = makeGame();
        const GameFigures figs = gw::figures();
        QCOMPARE(figs.gameId, std::string("galactic-warfare"));
        const auto defs = figs.define(*game);
        QCOMPARE(int(defs.size()), int(End::Count) + 9 + int(game->cards().size()));
        HeuristicAgent heuristic;
        RandomAgent random;
        std::array<int, int(End::Count)> ends{};
        for (int g = 0; g < 12; ++g) {
            Rng rng(700 + std::uint64_t(g));
            auto owned = game->newInitialState();
            auto *state = static_cast<GwState *>(owned.get());
            int battles = 0, attackerWins = 0, passes = 0;
            std::vector<int> played(game->cards().size(), 0);
            while (!state->isTerminal()) {
                const bool decision = !state->isChanceNode();
                const int mover = state->mover();
                // Both heuristic, heuristic White against random Blue, both random.
                const bool byHeuristic = g % 3 == 0 || (g % 3 == 1 && state->currentPlayer() == W);
                const Action a = !decision     ? sampleChance(*state, rng)
                                 : byHeuristic ? heuristic.chooseAction(*state, rng)
                                               : random.chooseAction(*state, rng);
                if (decision && actionKind(a) == ActionKind::Attack)
                    ++battles;
                if (decision && actionKind(a) == ActionKind::Pass)
                    ++passes;
                if (decision && actionKind(a) == ActionKind::PlayCard)
                    ++played[std::size_t(actionPayload(a) & 0xff)];
                APPLY(state, a);
                attackerWins += state->outcome().winner == mover;
            }
            const GwSummary sum = summarize(*game, *state);
            QCOMPARE(sum.battles, battles);
            QCOMPARE(sum.attackerWins, attackerWins);
            QVERIFY(sum.shielded >= 0 &&
                    sum.shielded <= played[std::size_t(card(*game, "deflector-shield"))]);
            QCOMPARE(sum.passes, passes);
            QVERIFY(sum.played == played);
            QCOMPARE(sum.turns, state->turn());
            ++ends[std::size_t(sum.end)];
            const int winner = state->winner();
            switch (sum.end) {
            case End::Capture:
                QVERIFY(winner >= 0 && state->shipsInPlay(1 - winner) == 0);
                break;
            case End::Invasion:
                QVERIFY(winner >= 0 && state->vacantPlanet(1 - winner).empty());
                break;
            case End::Passes:
                QCOMPARE(state->consecutivePasses(), 2);
                break;
            case End::TurnLimit:
                QVERIFY(state->turn() > game->rules().turnLimit);
                break;
            default:
                QFAIL(endName(sum.end));
            }
            const auto values = figs.measure(*game, *state);
            QCOMPARE(values.size(), defs.size());
            double endShare = 0;
            for (int e = 0; e < int(End::Count); ++e)
                endShare += values[std::size_t(e)];
            QCOMPARE(endShare, 1.0);
            QCOMPARE(values[std::size_t(sum.end)], 1.0);
            QCOMPARE(values[std::size_t(End::Count) + 1], double(state->turn()));
            QCOMPARE(values[std::size_t(End::Count) + 2], double(battles));
            // The attacker's share of the battles fought, in percent (none fought: NaN).
            const double attackerShare = values[std::size_t(End::Count) + 3];
            if (sum.battles - sum.shielded > 0)
                QCOMPARE(attackerShare, 100.0 * attackerWins / (sum.battles - sum.shielded));
            else
                QVERIFY(std::isnan(attackerShare));
            for (std::size_t t = 0; t < played.size(); ++t)
                QCOMPARE(values[std::size_t(End::Count) + 9 + t], played[t] > 0 ? 1.0 : 0.0);
        }
        QVERIFY(ends[int(End::Capture)] + ends[int(End::Invasion)] > 0);

        // A concession, and a game not over.
        Rng rng(5);
        auto owned = game->newInitialState();
        auto *state = static_cast<GwState *>(owned.get());
        while (state->isChanceNode() || state->phase() != Phase::Move)
            APPLY(state, state->isChanceNode() ? sampleChance(*state, rng)
                                               : heuristic.chooseAction(*state, rng));
        QCOMPARE(summarize(*game, *state).end, End::Other);
        APPLY(state, act(ActionKind::Concede, 1));
        QCOMPARE(summarize(*game, *state).end, End::Concession);
        QCOMPARE(std::string(endName(End::Concession)), std::string("concession"));
    }
};

QTEST_GUILESS_MAIN(TestGwRules)
#include "tst_gw_rules.moc"
