// Galaxy Fighters: a test per rule of the rulebook (shared/rules/galaxy-fighters.txt) and
// per choice of ours (docs/rules/galaxy-fighters.md), each played through the engine
// (core/games/galaxy-fighters/gf_game.h) by applying actions. Chance outcomes (the ship
// card dealt, the spawn card, each die) are actions too and are chosen explicitly.
//
// The content is built here (testContent()), so that each test knows every card; the
// shipped content is played by the random-play tests (tests/games/tst_random_play.cpp).

#include "../rulestest.h"
#include "engine/rng.h"
#include "games/galaxy-fighters/gf_game.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace starboard;
using namespace starboard::gf;

namespace {

Action act(ActionKind kind, std::int64_t payload = 0)
{
    return makeAction(kind, payload);
}

int at(int district, int col, int zone)
{
    return cellOf(district, {col, zone});
}

SpawnCard card(const std::string &id, std::vector<SpawnCell> cells)
{
    return SpawnCard{id, std::move(cells)};
}

// Alien kinds 0 yellum (1), 1 bluvol (2), 2 magentis (3). Ship cards: 0 astro-wing, 1
// phalanx, 2 gladius, 3 comet (side cannon), 4 nova, 5 starhawk (extra die), 6 scout and 7
// scout-2 (no special). Weapons 0 wide, 1 laser, 2 spread; engines 0 afterburner, 1 warp,
// 2 deflector, 3 repulsor; tiles 0 fire, 1 move, 2 special, 3 reroll. Spawn cards 0..23
// hold one Yellum each; card 24 ("mixed") is a pattern for the reading test.
std::shared_ptr<Content> testContent(const std::function<void(Content &)> &change = {})
{
    auto c = std::make_shared<Content>();
    c->spawnDeck.kinds = {
        {"yellum", "Yellum", 1}, {"bluvol", "Bluvol", 2}, {"magentis", "Magentis", 3}};
    c->spawnDeck.start = card("start", {{2, 0, {{0, Facing::Toward}}}});
    for (int i = 0; i < 24; ++i)
        c->spawnDeck.cards.push_back(
            card("wave-" + std::to_string(i), {{i % 5, 0, {{0, Facing::Toward}}}}));
    c->spawnDeck.cards.push_back(card(
        "mixed", {{0, 4, {{0, Facing::Left}}}, {4, 0, {{1, Facing::Right}, {2, Facing::Away}}}}));
    auto ship = [](std::string id, SpecialKind special, int cost, int tiles,
                   std::vector<std::string> engines) {
        ShipCard s;
        s.id = id;
        s.name = id;
        s.special = special;
        s.specialCost = cost;
        s.tiles = tiles;
        s.engines = std::move(engines);
        return s;
    };
    c->ships = {
        ship("astro-wing", SpecialKind::MissileCommand, 2, 0, {"afterburner", "warp-drive"}),
        ship("phalanx", SpecialKind::DefenseSystem, 1, 2, {"deflector", "repulsor"}),
        ship("gladius", SpecialKind::HelperDrone, 1, 0, {"afterburner", "deflector"}),
        ship("comet", SpecialKind::SideCannon, 1, 0, {"warp-drive", "repulsor"}),
        ship("nova", SpecialKind::NovaBomb, 2, 0, {"afterburner", "repulsor"}),
        ship("starhawk", SpecialKind::ExtraDie, 1, 0, {"warp-drive", "deflector"}),
        ship("scout", SpecialKind::None, 1, 0,
             {"afterburner", "warp-drive", "deflector", "repulsor"}),
        ship("scout-2", SpecialKind::None, 1, 0, {"afterburner"}),
    };
    c->equipment.weapons = {{"wide-beam", "Wide Beam", "", WeaponKind::WideBeam, 2},
                            {"laser-beam", "Laser Beam", "", WeaponKind::LaserBeam, 1},
                            {"spread-shot", "Spread Shot", "", WeaponKind::SpreadShot, 1}};
    c->equipment.engines = {{"afterburner", "Afterburner", "", EngineKind::Afterburner, 1, 2},
                            {"warp-drive", "Warp Drive", "", EngineKind::WarpDrive, 2, 0},
                            {"deflector", "Deflector", "", EngineKind::Deflector, 2, 0},
                            {"repulsor", "Repulsor", "", EngineKind::Repulsor, 1, 0}};
    c->equipment.tiles = {{"fire", "Fire", "", TileKind::Symbol, Face::Fire},
                          {"move", "Move", "", TileKind::Symbol, Face::Move},
                          {"special", "Special", "", TileKind::Symbol, Face::Special},
                          {"reroll", "Reroll", "", TileKind::Reroll, Face::Fire}};
    if (change)
        change(*c);
    return c;
}

std::shared_ptr<GfGame> makeGame(int players = 4, const std::function<void(Content &)> &change = {})
{
    std::string error;
    auto game = GfGame::create(testContent(change), players, &error);
    if (!game)
        qWarning("%s", error.c_str());
    return game;
}

// Every ship a scout with the given weapon (ids), at the centre of zone 1.
Scenario scouts(const std::string &weapon = "wide-beam")
{
    Scenario s;
    for (int d = 0; d < kDistricts; ++d) {
        s.ships[d].card = d == 0 ? "scout" : (d == 1 ? "scout-2" : (d == 2 ? "starhawk" : "comet"));
        s.ships[d].weapon = weapon;
        s.ships[d].tile = "fire";
    }
    return s;
}

Scenario::PlacedAlien alien(int cell, const char *kind, int facing)
{
    return {cell, kind, facing};
}

std::vector<int> stackKinds(const GfState &s, int cell)
{
    std::vector<int> out;
    for (const auto &a : s.stack(cell))
        out.push_back(a.kind);
    return out;
}

} // namespace

class TestGfRules : public QObject
{
    Q_OBJECT

private slots:
    // "The Game Board": the 5x5 deep space, a 5x3 atmosphere per district, zones counted
    // from the current player's district.
    void boardGeometry()
    {
        int cells = 0, deep = 0;
        std::array<int, kDistricts> atmosphere{};
        for (int cell = 0; cell < kCells; ++cell) {
            if (!onBoard(cell))
                continue;
            ++cells;
            deep += inDeepSpace(cell) ? 1 : 0;
            if (atmosphereOf(cell) >= 0)
                ++atmosphere[atmosphereOf(cell)];
            for (int d = 0; d < kDistricts; ++d) {
                const Local l = localOf(d, cell);
                QCOMPARE(cellOf(d, l), cell);
            }
        }
        QCOMPARE(cells, 85);
        QCOMPARE(deep, 25);
        for (int n : atmosphere)
            QCOMPARE(n, 15);
        // Rocketown at the bottom, Atomville left, Novaport top, Astrofield right.
        QCOMPARE(at(0, 0, 1), 10 * kBoardSize + 3);
        QCOMPARE(at(1, 0, 1), 3 * kBoardSize + 0);
        QCOMPARE(at(2, 0, 1), 0 * kBoardSize + 7);
        QCOMPARE(at(3, 0, 1), 7 * kBoardSize + 10);
        // Zones 4-8 are the deep space seen from each district; 9-11 the opposite atmosphere.
        for (int d = 0; d < kDistricts; ++d) {
            QVERIFY(inDeepSpace(at(d, 0, 4)) && inDeepSpace(at(d, 4, 8)));
            QCOMPARE(atmosphereOf(at(d, 2, 9)), (d + 2) % kDistricts);
            QCOMPARE(at(d, 2, 11), at((d + 2) % kDistricts, 2, 1));
            QCOMPARE(at(d, -1, 1), -1); // the corners are not on the board
            QCOMPARE(atmosphereOf(at(d, -1, 5)), (d + 1) % kDistricts); // the left district
            QCOMPARE(atmosphereOf(at(d, 5, 5)), (d + 3) % kDistricts);
        }
        // An alien facing a district moves towards it, and off the board beyond its zone 1.
        for (int d = 0; d < kDistricts; ++d) {
            QCOMPARE(stepTowards(at(d, 2, 5), d), at(d, 2, 4));
            QCOMPARE(stepTowards(at(d, 3, 1), d), -1);
        }
    }

    // "Player Setup": ship cards dealt, then each ship's weapon system, bonus command tile
    // and an engine its card allows; "Setting Up the Game Board": the starting card.
    void setupDealsThenFitsEachCockpit()
    {
        auto game = makeGame(2);
        auto state =
            std::unique_ptr<GfState>(static_cast<GfState *>(game->newInitialState().release()));
        QVERIFY(state->isChanceNode());
        QCOMPARE(state->chanceOutcomes().size(), size_t(8));
        for (int d = 0; d < kDistricts; ++d) {
            QCOMPARE(state->cockpitDistrict(), d);
            APPLY(state, act(ActionKind::DealShip, 3 - d)); // comet, gladius, phalanx, astro
        }
        for (int d = 0; d < kDistricts; ++d)
            QCOMPARE(state->ship(d).card, 3 - d);
        for (int d = 0; d < kDistricts; ++d) {
            QCOMPARE(state->phase(), Phase::ChooseWeapon);
            QCOMPARE(state->currentPlayer(), d % 2); // two players fly opposite ships
            APPLY(state, act(ActionKind::ChooseWeapon, d % 3));
            QCOMPARE(state->phase(), Phase::ChooseTile);
            APPLY(state, act(ActionKind::ChooseTile, 1));
            QCOMPARE(state->phase(), Phase::ChooseEngine);
            // Only the engines the card allows.
            const auto legal = state->legalActions();
            QCOMPARE(legal.size(), size_t(2));
            for (Action a : legal)
                QVERIFY(contains(game->allowedEngines(state->ship(d).card), actionPayload(a)));
            int notAllowed = 0;
            while (contains(game->allowedEngines(state->ship(d).card), notAllowed))
                ++notAllowed;
            REFUSE(state, act(ActionKind::ChooseEngine, notAllowed));
            APPLY(state, legal.back());
        }
        QCOMPARE(state->phase(), Phase::Spawn);
        QCOMPARE(state->district(), 0);
        QCOMPARE(state->ship(2).card, 1); // the phalanx carries its defence tiles
        QCOMPARE(state->ship(2).tilesLeft, 2);
        QVERIFY(state->ship(1).drone >= 0); // the gladius got its Drone
        // The starting card from the first player's side: a Yellum in zone 8, column 2.
        QCOMPARE(stackKinds(*state, at(0, 2, 8)), std::vector<int>{0});
        QCOMPARE(state->stack(at(0, 2, 8)).front().facing, 0);
        QCOMPARE(state->spawnLeft(), 20);
        for (int d = 0; d < kDistricts; ++d)
            QCOMPARE(state->ship(d).cell, at(d, 2, 1)); // "the center space in Zone 1"
    }

    // "How To Read the Spawn Card": the card turned to the current player.
    void spawnCardReadFromTheCurrentPlayersSide()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.district = 1;
        s.dice = {};
        s.spawnLeft = 15;
        SCENARIO(state, game, s);
        // End Atomville's turn (no die to use), then Novaport draws the mixed card.
        QVERIFY(contains(state->legalActions(), act(ActionKind::EndTurn)));
        APPLY(state, act(ActionKind::EndTurn));
        QCOMPARE(state->district(), 2);
        QCOMPARE(state->phase(), Phase::Spawn);
        APPLY(state, act(ActionKind::DrawSpawn, 24));
        QCOMPARE(state->spawnLeft(), 14);
        // Card (col 0, row 4): the near row's left cell from Novaport's side, facing its left.
        const int near = at(2, 0, 4);
        QCOMPARE(near, 3 * kBoardSize + 7); // Novaport looks down from the top: its left is x 7
        QCOMPARE(state->stack(near).size(), size_t(1));
        QCOMPARE(state->stack(near).front().facing, 3); // Novaport's left is Astrofield
        // Card (col 4, row 0), a stack: Bluvol facing right (Atomville), Magentis away.
        const int far = at(2, 4, 8);
        QCOMPARE(stackKinds(*state, far), (std::vector<int>{1, 2}));
        QCOMPARE(state->stack(far)[0].facing, 1);
        QCOMPARE(state->stack(far)[1].facing, 0);
        QCOMPARE(state->phase(), Phase::Roll);
    }

    // Ours (docs/rules/galaxy-fighters.md, "Ace's lighter draw"): a ruleset's
    // maxAliensPerCard leaves the heavier cards out of the spawn deck.
    void lighterDrawLeavesHeavyCardsOut()
    {
        // The test deck: 24 cards of one alien and the "mixed" card of three.
        std::string error;
        QVERIFY(!GfGame::create(testContent([](Content &c) {
                                    c.ruleset.maxAliensPerCard = 2;
                                    c.ruleset.spawnCards = 25;
                                }),
                                4, &error));
        QCOMPARE(error, std::string("the spawn cards are too few for the spawn deck"));
        auto game = makeGame(4, [](Content &c) { c.ruleset.maxAliensPerCard = 2; });
        QVERIFY(game);
        QVERIFY(!game->inSpawnPool(24));
        Scenario s = scouts();
        s.district = 1;
        s.dice = {};
        s.spawnLeft = 15; // five drawn: the first five the ruleset draws from
        SCENARIO(state, game, s);
        APPLY(state, act(ActionKind::EndTurn));
        QCOMPARE(state->phase(), Phase::Spawn);
        std::vector<int> cards;
        for (const auto &outcome : state->chanceOutcomes())
            cards.push_back(int(actionPayload(outcome.action)));
        std::vector<int> expected;
        for (int i = 5; i < 24; ++i)
            expected.push_back(i);
        QCOMPARE(cards, expected);
        QVERIFY(!state->isLegal(act(ActionKind::DrawSpawn, 24)));
        QVERIFY(!state->isLegal(act(ActionKind::DrawSpawn, 0))); // drawn already
        APPLY(state, act(ActionKind::DrawSpawn, 5));
        // Every card may be drawn without the parameter (0), the mixed one too.
        auto every = makeGame();
        SCENARIO(other, every, s);
        APPLY(other, act(ActionKind::EndTurn));
        APPLY(other, act(ActionKind::DrawSpawn, 24));
    }

    // The Workshop's preview hook: the card laid out from the chosen district's side exactly
    // as a turn's spawn lays it out (the same cells and facings as above), nothing else.
    void spawnPreviewLaysOutOneCardFromAChosenSide()
    {
        auto game = makeGame();
        std::string error;
        auto state = game->newSpawnPreviewState(24, 2, &error);
        QVERIFY2(state, error.c_str());
        QCOMPARE(state->district(), 2);
        QCOMPARE(state->phase(), Phase::Roll);
        QCOMPARE(state->alienCount(), 3);
        QCOMPARE(state->stack(at(2, 0, 4)).front().facing, 3);
        QCOMPARE(stackKinds(*state, at(2, 4, 8)), (std::vector<int>{1, 2}));
        QCOMPARE(state->stack(at(2, 4, 8))[1].facing, 0);
        QCOMPARE(state->lastSpawnCard(), 24);
        QCOMPARE(state->checkInvariants(), std::string());
        // From Rocketown's side (a half turn: the card's two cells swap places) the stack lies
        // where Novaport's Yellum was, and every facing turns with the reader.
        auto rocketown = game->newSpawnPreviewState(24, 0, &error);
        QVERIFY(rocketown);
        QCOMPARE(rocketown->stack(at(0, 0, 4)).front().facing, 1);
        QCOMPARE(stackKinds(*rocketown, at(2, 0, 4)), (std::vector<int>{1, 2}));
        QCOMPARE(rocketown->stack(at(2, 0, 4))[1].facing, 2);
        // The starting card from Astrofield's side.
        auto start = game->newSpawnPreviewState(-1, 3, &error);
        QVERIFY(start);
        QCOMPARE(start->alienCount(), 1);
        QCOMPARE(start->stack(at(3, 2, 8)).size(), size_t(1));
        QVERIFY(!game->newSpawnPreviewState(25, 0, &error));
        QCOMPARE(error, std::string("no such spawn card"));
        QVERIFY(!game->newSpawnPreviewState(0, 4, &error));
    }

    // "Fire! ... The target is the closest alien tile in the same column of the ship";
    // "Attacking Stacked Alien Tiles": the top one first, then the one revealed beneath.
    void fireHitsTheClosestInTheColumnTopFirst()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.dice = {Face::Fire, Face::Fire, Face::FireOrSpecial, Face::Move};
        s.aliens = {alien(at(0, 2, 5), "yellum", 0), alien(at(0, 2, 5), "bluvol", 0),
                    alien(at(0, 2, 7), "magentis", 0), alien(at(0, 3, 4), "yellum", 0)};
        SCENARIO(state, game, s);
        QCOMPARE(state->fireTarget(0), at(0, 2, 5));
        APPLY(state, act(ActionKind::Fire));
        QCOMPARE(stackKinds(*state, at(0, 2, 5)), std::vector<int>{0}); // the Bluvol first
        APPLY(state, act(ActionKind::Fire));
        QVERIFY(state->stack(at(0, 2, 5)).empty());
        APPLY(state, act(ActionKind::Fire)); // the fire tile before the "Fire or Special" die
        QVERIFY(state->stack(at(0, 2, 7)).empty());
        QCOMPARE(stackKinds(*state, at(0, 3, 4)), std::vector<int>{0}); // another column
        QCOMPARE(state->diceUsedCount(), 2);
        QVERIFY(state->tileUsed());
        QCOMPARE(state->aliensDestroyed(), 3);
        // The "Fire or Special" die is left, but no alien is ahead: refused.
        REFUSE(state, act(ActionKind::Fire));
        QVERIFY(state->refusal(act(ActionKind::Fire)).find("no alien") != std::string::npos);
    }

    // Plain Fire stops at the far edge of the deep space; a defence tile blocks it.
    void fireReachAndDefenceTiles()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.dice = {Face::Fire};
        s.aliens = {alien(at(0, 2, 9), "yellum", 2), alien(at(0, 1, 6), "yellum", 0)};
        SCENARIO(state, game, s);
        QCOMPARE(state->fireTarget(0), -1); // zone 9 is Novaport's atmosphere
        REFUSE(state, act(ActionKind::Fire));
        Scenario t = scouts();
        t.dice = {Face::Fire};
        t.ships[0].at = {1, 1};
        t.defenceTiles = {at(0, 1, 3)};
        t.aliens = {alien(at(0, 1, 6), "yellum", 0)};
        SCENARIO(blocked, game, t);
        QCOMPARE(blocked->fireTarget(0), -1);
        REFUSE(blocked, act(ActionKind::Fire));
    }

    // "Move! Move a ship to one free adjacent spot, including diagonally adjacent, in the
    // atmosphere (Zones 1-3)."
    void moveToAFreeAdjacentSpaceOfTheAtmosphere()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.dice = {Face::Move, Face::Move, Face::Move};
        s.ships[0].at = {0, 3};
        s.aliens = {alien(at(0, 1, 2), "yellum", 0)};
        SCENARIO(state, game, s);
        std::vector<int> moves;
        for (Action a : state->legalActions())
            if (actionKind(a) == ActionKind::Move)
                moves.push_back(actionPayload(a));
        std::sort(moves.begin(), moves.end());
        std::vector<int> expected{at(0, 0, 2), at(0, 1, 3)}; // (1,2) holds an alien
        std::sort(expected.begin(), expected.end());
        QCOMPARE(moves, expected);
        REFUSE(state, act(ActionKind::Move, at(0, 0, 4)));  // the deep space
        REFUSE(state, act(ActionKind::Move, at(0, 1, 2)));  // an alien's space
        REFUSE(state, act(ActionKind::Move, at(0, 2, 3)));  // two spaces away
        REFUSE(state, act(ActionKind::Move, at(0, -1, 3))); // off the board
        APPLY(state, act(ActionKind::Move, at(0, 1, 3)));
        APPLY(state, act(ActionKind::Move, at(0, 2, 2))); // diagonally
        QCOMPARE(state->ship(0).cell, at(0, 2, 2));
    }

    // Ours (docs/rules/galaxy-fighters.md, "Refusals"): a weapon, engine or special that is
    // paid for but cannot be used says what it lacks, not "that has no target now" (a
    // player could not tell why the Repulsor did nothing, session 21).
    void unusableCommandsSayWhatTheyLack()
    {
        auto game = makeGame();
        const auto reason = [](const std::unique_ptr<GfState> &state, Action a) {
            return state->refusal(a);
        };
        Scenario s = scouts("laser-beam");
        s.dice = {Face::Special, Face::Special, Face::Special, Face::Special};
        s.ships[0].engine = "repulsor";
        SCENARIO(empty, game, s);
        REFUSE(empty, act(ActionKind::Weapon));
        QCOMPARE(reason(empty, act(ActionKind::Weapon)),
                 std::string("no alien is in the weapon's reach"));
        QCOMPARE(reason(empty, act(ActionKind::Engine)),
                 std::string("no alien is ahead in the ship's column"));
        QCOMPARE(reason(empty, act(ActionKind::Special)),
                 std::string("this ship's special needs no command")); // a scout

        s.aliens = {alien(at(0, 2, 8), "yellum", 0)};
        SCENARIO(far, game, s);
        REFUSE(far, act(ActionKind::Engine));
        QVERIFY(reason(far, act(ActionKind::Engine)).find("last zone") != std::string::npos);
        s.aliens = {alien(at(0, 2, 5), "yellum", 0)};
        SCENARIO(pushed, game, s);
        APPLY(pushed, act(ActionKind::Engine));
        REFUSE(pushed, act(ActionKind::Engine));
        QVERIFY(reason(pushed, act(ActionKind::Engine)).find("pushed back once") !=
                std::string::npos);

        s.aliens = {};
        s.ships[0].engine = "deflector";
        SCENARIO(shield, game, s);
        APPLY(shield, act(ActionKind::Engine));
        QCOMPARE(reason(shield, act(ActionKind::Engine)),
                 std::string("the ship is shielded already"));

        s.ships[0].engine = "afterburner"; // up to 2 spaces away
        SCENARIO(fly, game, s);
        REFUSE(fly, act(ActionKind::Engine, at(0, 4, 4))); // the deep space
        QCOMPARE(reason(fly, act(ActionKind::Engine, at(0, 4, 4))),
                 std::string("the engine cannot take the ship to that space"));

        // Specials: each says what it needs.
        const auto special = [&](const char *card, std::vector<Scenario::PlacedAlien> aliens,
                                 std::int64_t payload) {
            Scenario t = scouts();
            t.dice = {Face::Special, Face::Special, Face::Special, Face::Special};
            t.ships[0].card = card;
            t.ships[0].engine = "afterburner";
            t.aliens = std::move(aliens);
            std::string refused;
            auto state = game->newScenarioState(t, &refused);
            return state ? state->refusal(act(ActionKind::Special, payload))
                         : "scenario: " + refused;
        };
        QCOMPARE(special("astro-wing", {}, at(0, 2, 5)), std::string("no alien is in deep space"));
        QCOMPARE(special("astro-wing", {alien(at(0, 1, 6), "yellum", 0)}, at(0, 1, 2)),
                 std::string("the target must be a stack in deep space"));
        QCOMPARE(special("comet", {alien(at(0, 2, 2), "yellum", 0)}, 0),
                 std::string("no alien is to the left or right in the ship's row"));
        QCOMPARE(special("nova", {alien(at(0, 2, 6), "yellum", 0)}, 0),
                 std::string("no alien is in the ship's atmosphere"));
        QCOMPARE(special("phalanx", {}, at(0, 2, 5)),
                 std::string("a defence tile goes on a free space of the ship's atmosphere"));
        Scenario p = scouts();
        p.dice = {Face::Special, Face::Special, Face::Special, Face::Special};
        p.ships[0].card = "phalanx";
        p.ships[0].engine = "deflector";
        SCENARIO(tiles, game, p);
        APPLY(tiles, act(ActionKind::Special, at(0, 0, 1)));
        APPLY(tiles, act(ActionKind::Special, at(0, 4, 1)));
        REFUSE(tiles, act(ActionKind::Special, at(0, 0, 2)));
        QCOMPARE(reason(tiles, act(ActionKind::Special, at(0, 0, 2))),
                 std::string("no defence tile is left"));
    }

    // "Players do not need to perform all the commands, but must use at least one command
    // die on their turn"; the bonus tile is not a die.
    void atLeastOneDieIsUsed()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.dice = {Face::Move, Face::Special};
        s.aliens = {alien(at(0, 2, 6), "yellum", 0)};
        SCENARIO(state, game, s);
        REFUSE(state, act(ActionKind::EndTurn));
        QVERIFY(state->refusal(act(ActionKind::EndTurn)).find("at least one") != std::string::npos);
        APPLY(state, act(ActionKind::Fire)); // pays with the fire tile
        QVERIFY(state->tileUsed());
        QCOMPARE(state->diceUsedCount(), 0);
        REFUSE(state, act(ActionKind::EndTurn));
        APPLY(state, act(ActionKind::Move, at(0, 1, 1)));
        APPLY(state, act(ActionKind::EndTurn));
        QCOMPARE(state->district(), 1);
        // When no die has any use, the turn can end all the same.
        Scenario t = scouts();
        t.dice = {Face::Fire};
        t.ships[0].tile = "move";
        SCENARIO(idle, game, t);
        QCOMPARE(idle->legalActions().size(), size_t(6)); // the tile's 5 moves and End turn
        Scenario u = scouts();
        u.dice = {Face::Fire, Face::Fire};
        u.ships[0].tile = "reroll";
        SCENARIO(stuck, game, u);
        // The reroll tile is a choice while dice are unused.
        QCOMPARE(stuck->legalActions(),
                 (std::vector<Action>{act(ActionKind::Reroll), act(ActionKind::EndTurn)}));
    }

    // "Wide Beam: ... all targets in that Zone are hit ... and targets in the player's
    // adjacent atmospheres."
    void wideBeamHitsTheTargetsZone()
    {
        auto game = makeGame();
        Scenario s = scouts("wide-beam");
        s.dice = {Face::Special, Face::FireOrSpecial};
        s.aliens = {alien(at(0, 2, 5), "yellum", 0), alien(at(0, 2, 5), "bluvol", 0),
                    alien(at(0, 4, 5), "yellum", 0), alien(at(0, -2, 5), "yellum", 1),
                    alien(at(0, 6, 5), "yellum", 3), alien(at(0, 0, 6), "yellum", 0)};
        SCENARIO(state, game, s);
        auto targets = state->weaponTargets(0);
        QCOMPARE(targets.size(), size_t(4));
        APPLY(state, act(ActionKind::Weapon));
        QCOMPARE(stackKinds(*state, at(0, 2, 5)), std::vector<int>{0}); // the top only
        QVERIFY(state->stack(at(0, 4, 5)).empty());
        QVERIFY(state->stack(at(0, -2, 5)).empty()); // Atomville's atmosphere
        QVERIFY(state->stack(at(0, 6, 5)).empty());  // Astrofield's
        QCOMPARE(state->stack(at(0, 0, 6)).size(), size_t(1));
        QCOMPARE(state->diceUsedCount(), 2); // costs two Special symbols
    }

    // "Laser Beam: ... through all spaces, even into the atmosphere of the opposite player."
    void laserBeamHitsTheWholeColumn()
    {
        auto game = makeGame();
        Scenario s = scouts("laser-beam");
        s.dice = {Face::Special};
        s.aliens = {alien(at(0, 2, 2), "yellum", 0), alien(at(0, 2, 5), "yellum", 0),
                    alien(at(0, 2, 5), "yellum", 0), alien(at(0, 2, 10), "yellum", 2),
                    alien(at(0, 3, 6), "yellum", 0)};
        SCENARIO(state, game, s);
        APPLY(state, act(ActionKind::Weapon));
        QVERIFY(state->stack(at(0, 2, 2)).empty());
        QCOMPARE(state->stack(at(0, 2, 5)).size(), size_t(1));
        QVERIFY(state->stack(at(0, 2, 10)).empty());
        QCOMPARE(state->stack(at(0, 3, 6)).size(), size_t(1));
    }

    // "Spread Shot: ... the nearest Exovon directly in front of the ship, and the nearest
    // diagonal Exovons."
    void spreadShotHitsThreeLines()
    {
        auto game = makeGame();
        Scenario s = scouts("spread-shot");
        s.dice = {Face::Special};
        s.aliens = {alien(at(0, 2, 6), "yellum", 0), alien(at(0, 2, 7), "yellum", 0),
                    alien(at(0, 0, 3), "yellum", 0), alien(at(0, 5, 4), "yellum", 3),
                    alien(at(0, 6, 5), "yellum", 3), alien(at(0, 1, 4), "yellum", 0)};
        SCENARIO(state, game, s);
        auto targets = state->weaponTargets(0);
        std::sort(targets.begin(), targets.end());
        // Straight ahead, the left diagonal, and the right one into Astrofield's atmosphere.
        std::vector<int> expected{at(0, 2, 6), at(0, 0, 3), at(0, 5, 4)};
        std::sort(expected.begin(), expected.end());
        QCOMPARE(targets, expected);
        APPLY(state, act(ActionKind::Weapon));
        QCOMPARE(state->alienCount(), 3);
    }

    // "Approach Phase": zone 1 first, left to right, each alien facing the player by its
    // speed; "stack the new tile on top"; ours: each alien moves once per approach.
    void approachOrderAndStacking()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].at = {0, 1};
        s.aliens = {alien(at(0, 2, 4), "yellum", 0), alien(at(0, 2, 5), "bluvol", 0),
                    alien(at(0, 3, 8), "magentis", 0), alien(at(0, 3, 6), "yellum", 2),
                    alien(at(0, 4, 6), "yellum", 1)};
        s.approachNow = true;
        SCENARIO(state, game, s);
        // The Yellum moved first (zone 4 before zone 5), the Bluvol landed on it.
        QCOMPARE(stackKinds(*state, at(0, 2, 3)), (std::vector<int>{0, 1}));
        QCOMPARE(stackKinds(*state, at(0, 3, 5)), std::vector<int>{2});
        // Aliens facing other districts stay.
        QCOMPARE(state->stack(at(0, 3, 6)).size(), size_t(1));
        QCOMPARE(state->stack(at(0, 4, 6)).size(), size_t(1));
        QCOMPARE(state->district(), 1);
        // Events in order: Yellum, Bluvol, Magentis.
        std::vector<int> moved;
        for (const auto &e : state->events())
            if (e.kind == EventKind::Moved)
                moved.push_back(e.alienKind);
        QCOMPARE(moved, (std::vector<int>{0, 1, 2}));
    }

    // "Alien Frenzy": the stack's top faces the player, so every alien of it moves, each by
    // its own facing; ours: a buried alien facing the player waits while another faces up.
    void frenzyWithMixedFacings()
    {
        auto game = makeGame();
        Scenario s = scouts();
        const int cell = at(0, 2, 6);
        s.aliens = {alien(cell, "yellum", 1), alien(cell, "bluvol", 2), alien(cell, "magentis", 0),
                    alien(at(0, 0, 6), "yellum", 0), alien(at(0, 0, 6), "yellum", 3)};
        s.approachNow = true;
        SCENARIO(state, game, s);
        QVERIFY(state->stack(cell).empty());
        QCOMPARE(stackKinds(*state, at(0, 2, 3)), std::vector<int>{2}); // Magentis, 3 down
        QCOMPARE(stackKinds(*state, at(0, 2, 8)), std::vector<int>{1}); // Bluvol, 2 up
        QCOMPARE(stackKinds(*state, at(0, 1, 6)), std::vector<int>{0}); // Yellum, 1 left
        QCOMPARE(state->stack(at(0, 0, 6)).size(), size_t(2));          // the top faces Astrofield
        bool frenzy = false;
        for (const auto &e : state->events())
            frenzy = frenzy || (e.kind == EventKind::Frenzy && e.from == cell);
        QVERIFY(frenzy);
    }

    // "Aliens Crashing Into Ships": both destroyed; the new ship at the centre of zone 1,
    // shielded until the start of its next turn; the shipyard's next card replaces it.
    void crashRefitAndShield()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].at = {2, 2};
        s.aliens = {alien(at(0, 2, 3), "yellum", 0), alien(at(0, 2, 1), "yellum", 0)};
        s.shipyardLeft = 2;
        s.approachNow = true;
        SCENARIO(state, game, s);
        QCOMPARE(state->ship(0).cell, at(0, 2, 1));
        QVERIFY(state->ship(0).shielded);
        QVERIFY(state->stack(at(0, 2, 1)).empty()); // "clear all tiles" there
        QCOMPARE(state->ship(0).destroyed, 1);
        QCOMPARE(state->shipyardLeft(), 1);
        QCOMPARE(state->phase(), Phase::Deal);
        QCOMPARE(state->cockpitDistrict(), 0);
        APPLY(state, act(ActionKind::DealShip, 2)); // a Gladius
        QCOMPARE(state->phase(), Phase::ChooseWeapon);
        APPLY(state, act(ActionKind::ChooseWeapon, 1));
        QCOMPARE(state->phase(), Phase::ChooseEngine); // the tile stays
        APPLY(state, act(ActionKind::ChooseEngine, 2));
        QCOMPARE(state->district(), 1);
        QVERIFY(state->ship(0).shielded);
        QVERIFY(state->ship(0).drone >= 0);
        QCOMPARE(state->ship(0).tile, 0);
        // A shielded ship survives a crash; the alien does not.
        Scenario t = scouts();
        t.ships[0].shielded = true;
        t.aliens = {alien(at(0, 2, 3), "bluvol", 0)};
        t.approachNow = true;
        SCENARIO(shielded, game, t);
        QCOMPARE(shielded->ship(0).destroyed, 0);
        QCOMPARE(shielded->alienCount(), 0);
        QCOMPARE(shielded->district(), 1);
        // The shield ends at the start of the ship's next turn.
        Scenario u = scouts();
        u.district = 3;
        u.ships[0].shielded = true;
        u.dice = {};
        SCENARIO(next, game, u);
        APPLY(next, act(ActionKind::EndTurn));
        QCOMPARE(next->district(), 0);
        QVERIFY(!next->ship(0).shielded);
        QCOMPARE(next->round(), 1);
    }

    // "No More Ships": a destroyed ship with an empty shipyard loses the game.
    void lostWhenNoShipIsLeft()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.aliens = {alien(at(0, 2, 2), "yellum", 0), alien(at(0, 0, 8), "yellum", 0)};
        s.shipyardLeft = 0;
        s.approachNow = true;
        SCENARIO(state, game, s);
        QVERIFY(state->lost());
        QVERIFY(state->isTerminal());
        QCOMPARE(state->returns(), std::vector<double>(4, -1.0));
    }

    // "Space Invaders", "Invading a District": an alien off zone 1 takes an invader space;
    // a full district is invaded, and later invaders go left or right by the player's choice.
    void invasionAndOverflow()
    {
        auto game = makeGame(3, [](Content &c) { c.ruleset.districtsToLose = 3; });
        Scenario s = scouts();
        s.ships[0].at = {4, 1};
        s.invaders = {5, 0, 6, 0};
        s.aliens = {alien(at(0, 1, 1), "yellum", 0), alien(at(0, 2, 2), "bluvol", 0)};
        s.approachNow = true;
        SCENARIO(state, game, s);
        QCOMPARE(state->invaders(0), 6);
        QVERIFY(state->invaded(0));
        QCOMPARE(state->phase(), Phase::Overflow); // Atomville and Astrofield both have room
        // The events say where each invader went: the first into Rocketown, the second
        // nowhere yet (the player chooses).
        std::vector<int> goesTo;
        for (const Event &e : state->events())
            if (e.kind == EventKind::Invaded) {
                QCOMPARE(e.district, 0);
                goesTo.push_back(e.goesTo);
            }
        QCOMPARE(goesTo, (std::vector<int>{0, -1}));
        QCOMPARE(state->currentPlayer(), 0);
        QCOMPARE(state->legalActions(),
                 (std::vector<Action>{act(ActionKind::Overflow, 1), act(ActionKind::Overflow, 3)}));
        REFUSE(state, act(ActionKind::Overflow, 2));
        APPLY(state, act(ActionKind::Overflow, 3));
        QCOMPARE(state->invaders(3), 1);
        QCOMPARE(state->district(), 1); // the approach finished, next turn
        // With one neighbour full the invader goes to the other without asking.
        Scenario t = scouts();
        t.invaders = {6, 6, 0, 0};
        t.ships[0].at = {4, 1};
        t.aliens = {alien(at(0, 0, 1), "yellum", 0)};
        t.approachNow = true;
        SCENARIO(auto1, game, t);
        QCOMPARE(auto1->invaders(3), 1);
        goesTo.clear();
        for (const Event &e : auto1->events())
            if (e.kind == EventKind::Invaded)
                goesTo.push_back(e.goesTo);
        QCOMPARE(goesTo, (std::vector<int>{3}));
    }

    // "If the Exovons invade as many districts as determined by the mission difficulty, the
    // players lose."
    void lostWhenEnoughDistrictsAreInvaded()
    {
        auto game = makeGame(); // Expert: 2
        Scenario s = scouts();
        s.invaders = {6, 0, 0, 5};
        s.district = 3;
        s.ships[3].at = {0, 1};
        s.aliens = {alien(at(3, 3, 1), "yellum", 3)};
        s.approachNow = true;
        SCENARIO(state, game, s);
        QVERIFY(state->lost());
        QCOMPARE(state->invadedCount(), 2);
    }

    // Ours: after the last spawn card the players win as soon as no alien is left.
    void wonWhenTheDeckIsOutAndTheSkyClear()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.spawnLeft = 0;
        s.dice = {Face::Fire, Face::Fire};
        s.aliens = {alien(at(0, 2, 5), "yellum", 0), alien(at(0, 2, 6), "yellum", 1)};
        SCENARIO(state, game, s);
        APPLY(state, act(ActionKind::Fire));
        QVERIFY(!state->isTerminal());
        APPLY(state, act(ActionKind::Fire));
        QVERIFY(state->won());
        QCOMPARE(state->returns(), std::vector<double>(4, 1.0));
        // While spawn cards are left the game goes on with an empty sky.
        Scenario t = scouts();
        t.spawnLeft = 1;
        t.dice = {Face::Fire};
        t.aliens = {alien(at(0, 2, 5), "yellum", 0)};
        SCENARIO(more, game, t);
        APPLY(more, act(ActionKind::Fire));
        QVERIFY(!more->isTerminal());
        APPLY(more, act(ActionKind::EndTurn));
        QCOMPARE(more->phase(), Phase::Spawn);
        APPLY(more, act(ActionKind::DrawSpawn, more->legalActions().front() & 0xffff));
        QCOMPARE(more->spawnLeft(), 0);
        QVERIFY(!more->isTerminal()); // the last wave must still be fought
    }

    // "Gladius: The helper Drone moves with the player ship, occupying the previous space
    // the ship was in ... if an Exovon stops in the same space as the Drone, the Exovon is
    // destroyed ... Otherwise, it passes through."
    void helperDrone()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].card = "gladius";
        s.ships[0].drone = at(0, 1, 1);
        s.dice = {Face::Move, Face::Move};
        SCENARIO(state, game, s);
        APPLY(state, act(ActionKind::Move, at(0, 2, 2)));
        QCOMPARE(state->ship(0).drone, at(0, 2, 1));      // the space the ship left
        APPLY(state, act(ActionKind::Move, at(0, 2, 1))); // onto the Drone: they swap
        QCOMPARE(state->ship(0).drone, at(0, 2, 2));
        // An alien stopping on the Drone is destroyed; one passing over it goes on.
        Scenario t = scouts();
        t.ships[0].card = "gladius";
        t.ships[0].at = {0, 1};
        t.ships[0].drone = at(0, 2, 2);
        t.aliens = {alien(at(0, 2, 3), "yellum", 0), alien(at(0, 2, 5), "magentis", 0)};
        t.approachNow = true;
        SCENARIO(approach, game, t);
        // The Yellum (zone 3) and the Magentis (zone 5, speed 3) both stop on the Drone.
        QCOMPARE(approach->alienCount(), 0);
        int hits = 0;
        for (const auto &e : approach->events())
            hits += e.kind == EventKind::HitDrone ? 1 : 0;
        QCOMPARE(hits, 2);
        QCOMPARE(approach->ship(0).drone, at(0, 2, 2));
        Scenario u = scouts();
        u.ships[0].card = "gladius";
        u.ships[0].at = {0, 1};
        u.ships[0].drone = at(0, 2, 3);
        u.aliens = {alien(at(0, 2, 5), "magentis", 0)};
        u.approachNow = true;
        SCENARIO(pass, game, u);
        QCOMPARE(stackKinds(*pass, at(0, 2, 2)), std::vector<int>{2}); // passed the Drone
        // No free space around the ship: the Drone clears the aliens where it goes.
        Scenario v = scouts();
        v.ships[0].card = "gladius";
        v.ships[0].at = {0, 1};
        v.aliens = {alien(at(0, 1, 1), "yellum", 0), alien(at(0, 0, 2), "yellum", 0),
                    alien(at(0, 1, 2), "yellum", 0)};
        SCENARIO(crowded, game, v);
        QVERIFY(crowded->ship(0).drone >= 0);
        QVERIFY(crowded->stack(crowded->ship(0).drone).empty());
        QCOMPARE(crowded->alienCount(), 2);
    }

    // "Astro Wing: Missile Command only affects the Exovons in Outer Space."
    void missileCommandInTheDeepSpaceOnly()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].card = "astro-wing";
        s.dice = {Face::Special, Face::Special};
        s.aliens = {alien(at(0, 4, 7), "yellum", 0), alien(at(0, 3, 2), "yellum", 0)};
        SCENARIO(state, game, s);
        REFUSE(state, act(ActionKind::Special, at(0, 3, 2)));
        REFUSE(state, act(ActionKind::Special, at(0, 0, 7))); // no alien there
        APPLY(state, act(ActionKind::Special, at(0, 4, 7)));
        QCOMPARE(state->alienCount(), 1);
        QCOMPARE(state->diceUsedCount(), 2);
    }

    // "Phalanx: Shielded Defense System prevents Exovons from moving towards the player's
    // district ... they take a hit, and are removed"; "also blocks [shots] from player ships".
    void defenceTiles()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].card = "phalanx";
        s.dice = {Face::Special, Face::Special, Face::Special};
        s.aliens = {alien(at(0, 2, 5), "magentis", 0)};
        SCENARIO(state, game, s);
        QCOMPARE(state->ship(0).tilesLeft, 2);
        REFUSE(state, act(ActionKind::Special, at(0, 2, 4))); // not in the atmosphere
        APPLY(state, act(ActionKind::Special, at(0, 2, 3)));
        QCOMPARE(state->defenceTile(at(0, 2, 3)), 0);
        QCOMPARE(state->fireTarget(0), -1); // the tile blocks the ship's own Fire
        APPLY(state, act(ActionKind::Special, at(0, 1, 3)));
        REFUSE(state, act(ActionKind::Special, at(0, 3, 3))); // no tile left
        APPLY(state, act(ActionKind::EndTurn));
        QCOMPARE(state->alienCount(), 0);             // the Magentis hit the tile
        QCOMPARE(state->defenceTile(at(0, 2, 3)), 0); // which stays
    }

    // Ours: Side Cannon, Nova Bomb, Extra Die, the reroll tile.
    void designedSpecials()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].card = "comet";
        s.ships[0].at = {2, 2};
        s.dice = {Face::Special, Face::Special};
        s.aliens = {alien(at(0, 0, 2), "yellum", 0), alien(at(0, 4, 2), "yellum", 0),
                    alien(at(0, 3, 3), "yellum", 0)};
        SCENARIO(cannon, game, s);
        QCOMPARE(cannon->sideCannonTarget(0, false), at(0, 0, 2));
        APPLY(cannon, act(ActionKind::Special, 1));
        QVERIFY(cannon->stack(at(0, 4, 2)).empty());
        Scenario t = scouts();
        t.ships[0].card = "nova";
        t.dice = {Face::Special, Face::FireOrSpecial};
        t.aliens = {alien(at(0, 0, 2), "yellum", 0), alien(at(0, 4, 3), "yellum", 0),
                    alien(at(0, 4, 3), "yellum", 0), alien(at(0, 3, 4), "yellum", 0)};
        SCENARIO(nova, game, t);
        APPLY(nova, act(ActionKind::Special, 0));
        QCOMPARE(nova->alienCount(), 2); // one of the stack, and the one in the deep space
        // Starhawk rolls one more die; the reroll tile rolls the unused ones again.
        Scenario u = scouts();
        u.district = 1;
        u.dice = {};
        u.ships[2].tile = "reroll";
        SCENARIO(roll, game, u);
        APPLY(roll, act(ActionKind::EndTurn));
        QCOMPARE(roll->district(), 2);
        QCOMPARE(roll->phase(), Phase::Spawn);
        APPLY(roll, roll->legalActions().front());
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(roll->phase(), Phase::Roll);
            APPLY(roll, act(ActionKind::RollDie, int(i == 1 ? Face::Move : Face::Fire)));
        }
        QCOMPARE(roll->phase(), Phase::Command);
        QCOMPARE(roll->dice().size(), size_t(5));
        APPLY(roll, act(ActionKind::Move, at(2, 1, 1)));
        APPLY(roll, act(ActionKind::Reroll));
        QCOMPARE(roll->phase(), Phase::Roll);
        QCOMPARE(roll->diceRolling(), (std::vector<bool>{true, false, true, true, true}));
        // Ours: the rerolled dice land where they lay; the used Move die keeps its place.
        const Face rolled[] = {Face::Special, Face::Fire, Face::Move, Face::FireOrSpecial};
        for (Face f : rolled)
            APPLY(roll, act(ActionKind::RollDie, int(f)));
        QCOMPARE(roll->phase(), Phase::Command);
        QCOMPARE(roll->dice(), (std::vector<Face>{Face::Special, Face::Move, Face::Fire, Face::Move,
                                                  Face::FireOrSpecial}));
        QCOMPARE(roll->diceUsed(), (std::vector<bool>{false, true, false, false, false}));
        QCOMPARE(roll->diceUsedCount(), 1);
        REFUSE(roll, act(ActionKind::Reroll)); // once a turn
    }

    // Ours: the engines.
    void engines()
    {
        auto game = makeGame();
        Scenario s = scouts();
        s.ships[0].engine = "afterburner";
        s.ships[0].at = {0, 1};
        s.dice = {Face::Special, Face::Special};
        SCENARIO(burn, game, s);
        REFUSE(burn, act(ActionKind::Engine, at(0, 0, 4))); // not in the atmosphere
        REFUSE(burn, act(ActionKind::Engine, at(0, 3, 1))); // three spaces away
        APPLY(burn, act(ActionKind::Engine, at(0, 2, 3)));  // two spaces diagonally
        QCOMPARE(burn->ship(0).cell, at(0, 2, 3));
        Scenario t = scouts();
        t.ships[0].engine = "warp-drive";
        t.dice = {Face::Special, Face::FireOrSpecial};
        SCENARIO(warp, game, t);
        APPLY(warp, act(ActionKind::Engine, at(0, 4, 3)));
        QCOMPARE(warp->ship(0).cell, at(0, 4, 3));
        Scenario u = scouts();
        u.ships[0].engine = "deflector";
        u.dice = {Face::Special, Face::Special};
        u.aliens = {alien(at(0, 2, 3), "bluvol", 0)};
        SCENARIO(shield, game, u);
        APPLY(shield, act(ActionKind::Engine, 0));
        QVERIFY(shield->ship(0).shielded);
        APPLY(shield, act(ActionKind::EndTurn));
        QCOMPARE(shield->ship(0).destroyed, 0);
        QCOMPARE(shield->alienCount(), 0);
        Scenario v = scouts();
        v.ships[0].engine = "repulsor";
        v.dice = {Face::Special, Face::Special};
        v.aliens = {alien(at(0, 2, 4), "yellum", 0), alien(at(0, 2, 4), "bluvol", 0)};
        SCENARIO(push, game, v);
        APPLY(push, act(ActionKind::Engine, 0));
        QCOMPARE(stackKinds(*push, at(0, 2, 5)), std::vector<int>{1});
        QCOMPARE(stackKinds(*push, at(0, 2, 4)), std::vector<int>{0});
        APPLY(push, act(ActionKind::Engine, 0)); // the Yellum beneath
        QCOMPARE(stackKinds(*push, at(0, 2, 5)), (std::vector<int>{1, 0}));
        // A repulsed alien cannot be pushed again.
        Scenario w = scouts();
        w.ships[0].engine = "repulsor";
        w.dice = {Face::Special, Face::Special};
        w.aliens = {alien(at(0, 2, 4), "yellum", 0)};
        SCENARIO(once, game, w);
        APPLY(once, act(ActionKind::Engine, 0));
        REFUSE(once, act(ActionKind::Engine, 0));
    }

    // "With only two players, each player controls two hero ships. With three players, each
    // player controls a hero ship and takes turns playing the fourth ship."
    void whoFliesWhichShip()
    {
        for (int players = 1; players <= 4; ++players) {
            auto game = makeGame(players);
            Scenario s = scouts();
            s.dice = {};
            SCENARIO(state, game, s);
            std::vector<int> seats;
            for (int round = 0; round < 3; ++round)
                for (int d = 0; d < kDistricts; ++d) {
                    QCOMPARE(state->district(), d);
                    seats.push_back(state->currentPlayer());
                    APPLY(state, act(ActionKind::EndTurn));
                    if (state->phase() == Phase::Spawn)
                        APPLY(state, state->legalActions().front());
                    while (state->phase() == Phase::Roll)
                        APPLY(state, act(ActionKind::RollDie, int(Face::Move)));
                    if (state->phase() == Phase::Command && state->diceUsedCount() == 0 &&
                        !state->dice().empty()) {
                        const auto legal = state->legalActions();
                        const auto move = std::find_if(legal.begin(), legal.end(), [](Action a) {
                            return actionKind(a) == ActionKind::Move;
                        });
                        QVERIFY(move != legal.end());
                        APPLY(state, *move);
                    }
                }
            std::vector<int> expected;
            for (int round = 0; round < 3; ++round)
                for (int d = 0; d < kDistricts; ++d)
                    expected.push_back(players == 1   ? 0
                                       : players == 2 ? d % 2
                                       : players == 3 ? (d < 3 ? d : round % 3)
                                                      : d);
            QCOMPARE(seats, expected);
        }
    }

    // Random play on the test content: every invariant holds after every action, every
    // game ends within maxGameLength, and a refused action never changes the state.
    void randomPlayKeepsTheInvariants()
    {
        for (int players = 1; players <= 4; ++players) {
            auto game = makeGame(players);
            Rng rng(100 + players);
            int won = 0, lost = 0;
            for (int g = 0; g < 60; ++g) {
                auto state = game->newInitialState();
                int length = 0;
                while (!state->isTerminal()) {
                    const auto legal = state->legalActions();
                    QVERIFY(!legal.empty());
                    Action a;
                    if (state->isChanceNode()) {
                        const auto outcomes = state->chanceOutcomes();
                        std::uint32_t total = 0;
                        for (const auto &o : outcomes)
                            total += o.weight;
                        std::uint32_t pick = rng.below(total);
                        a = outcomes.back().action;
                        for (const auto &o : outcomes) {
                            if (pick < o.weight) {
                                a = o.action;
                                break;
                            }
                            pick -= o.weight;
                        }
                    } else {
                        a = legal[rng.below(std::uint32_t(legal.size()))];
                    }
                    QVERIFY(state->applyAction(a));
                    const std::string why = state->checkInvariants();
                    QVERIFY2(why.empty(), why.c_str());
                    QVERIFY(++length <= game->maxGameLength());
                }
                auto *s = static_cast<GfState *>(state.get());
                won += s->won() ? 1 : 0;
                lost += s->lost() ? 1 : 0;
            }
            QCOMPARE(won + lost, 60);
        }
    }
};

QTEST_GUILESS_MAIN(TestGfRules)
#include "tst_gf_rules.moc"
