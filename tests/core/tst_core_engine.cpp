// Engine tests without Qt: the RNG's pinned sequences, the registry, random play of Galaxy
// of D on content built in code (the shipped JSON content is tested in the Qt tests), and
// what its actions reveal to each seat.

#include "ai/agent.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "games/galaxy-of-d/god_game.h"
#include "playtest/playtest.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace starboard;

namespace {

int g_failures = 0;
int g_checks = 0;

void check(bool ok, const std::string &what, int line)
{
    ++g_checks;
    if (!ok) {
        ++g_failures;
        std::fprintf(stderr, "FAIL line %d: %s\n", line, what.c_str());
    }
}
#define CHECK(cond) check((cond), #cond, __LINE__)
#define CHECK_MSG(cond, msg) check((cond), std::string(#cond) + ": " + (msg), __LINE__)

std::shared_ptr<god::Content> smallContent()
{
    auto c = std::make_shared<god::Content>();
    for (int q = -4; q <= 4; ++q)
        for (int r = -4; r <= 4; ++r)
            if (std::abs(q + r) <= 4)
                c->galaxy.sectors.push_back({q, r});
    c->galaxy.id = "hexagon";
    auto ship = [](const char *id, int cost, int speed, int attack, int armor, int chits) {
        god::ShipType t;
        t.id = t.name = id;
        t.cost = cost;
        t.speed = speed;
        t.attack = attack;
        t.armor = armor;
        t.chits = chits;
        return t;
    };
    c->ships = {ship("interceptor", 2, 3, 2, 2, 6), ship("scavenger", 3, 2, 3, 3, 5),
                ship("freighter", 4, 2, 1, 4, 4),   ship("cruiser", 5, 2, 5, 8, 4),
                ship("bomber", 6, 2, 0, 3, 4),      ship("assassin", 7, 3, 9, 5, 3),
                ship("destroyer", 8, 1, 10, 16, 2)};
    c->ships[1].earnsPerKill = true;
    c->ships[2].carriesCargo = true;
    c->ships[4].starbaseDamage = 10;
    auto thing = [](const char *id, god::ThingKind kind, int count, int income, const char *s) {
        god::ThingType t;
        t.id = t.name = id;
        t.kind = kind;
        t.count = count;
        t.income = income;
        t.ship = s;
        return t;
    };
    c->things = {thing("planet", god::ThingKind::Planet, 8, 2, ""),
                 thing("asteroid", god::ThingKind::Asteroid, 4, 1, ""),
                 thing("spaceport", god::ThingKind::Spaceport, 1, 0, ""),
                 thing("pirate-cruiser", god::ThingKind::Pirate, 1, 0, "cruiser"),
                 thing("pirate-scavenger", god::ThingKind::Pirate, 1, 0, "scavenger")};
    return c;
}

void testRngPinned()
{
    Rng rng(42);
    // Pinned values: any change to the generator breaks every saved game's replay.
    const std::uint64_t a = rng.next();
    const std::uint64_t b = rng.next();
    Rng again(42);
    CHECK(again.next() == a);
    CHECK(again.next() == b);
    Rng r1(1);
    std::string seq;
    for (int i = 0; i < 8; ++i)
        seq += std::to_string(r1.range(1, 6));
    CHECK_MSG(seq == "54435113", seq);
    Rng r2(7);
    std::vector<int> v{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    r2.shuffle(v);
    std::string s;
    for (int x : v)
        s += std::to_string(x);
    CHECK_MSG(s == "1830459627", s);
    Rng r3(123);
    CHECK(r3.next() == 3628370374969813497ULL);
    // SplitMix64's published first output for state 0.
    std::uint64_t splitState = 0;
    CHECK(Rng::splitMix(splitState) == 0xe220a8397b1dcdafULL);
    CHECK(Rng::deriveSeed(1, 0) != Rng::deriveSeed(1, 1));
    // range() covers its bounds and nothing else.
    Rng r4(9);
    int lo = 100, hi = -100;
    for (int i = 0; i < 10000; ++i) {
        const int x = r4.range(-3, 3);
        lo = std::min(lo, x);
        hi = std::max(hi, x);
    }
    CHECK(lo == -3 && hi == 3);
}

void testRegistry()
{
    const auto &reg = builtinGames();
    CHECK(reg.find("galaxy-of-d") != nullptr);
    CHECK(reg.find("no-such-game") == nullptr);
    auto game = reg.find("galaxy-of-d")->create(smallContent(), 2);
    CHECK(game != nullptr);
    CHECK(reg.find("galaxy-of-d")->create(smallContent(), 3) == nullptr);
}

void testRandomPlay(int games, std::shared_ptr<god::Content> content)
{
    auto game = god::GodGame::create(content);
    for (int g = 0; g < games; ++g) {
        Rng rng(Rng::deriveSeed(2024, g));
        auto state = game->newInitialState();
        int steps = 0;
        while (!state->isTerminal()) {
            const auto legal = state->legalActions();
            if (legal.empty()) {
                CHECK_MSG(false, "no legal actions at a non-terminal state");
                return;
            }
            const Action a = state->isChanceNode() ? sampleChance(*state, rng)
                                                   : legal[rng.below(std::uint32_t(legal.size()))];
            state->applyLegalAction(a);
            const auto why = state->checkInvariants();
            if (!why.empty()) {
                CHECK_MSG(false, why + " after " + state->actionToString(a));
                return;
            }
            if (state->clone()->toString() != state->toString()) {
                CHECK_MSG(false, "clone differs after " + state->actionToString(a));
                return;
            }
            if (steps % 7 == 0) {
                for (Player p = 0; p < 2; ++p) {
                    auto sample = state->resampleHidden(p, rng);
                    if (sample->observation(p) != state->observation(p) ||
                        !sample->checkInvariants().empty()) {
                        CHECK_MSG(false, "resampleHidden breaks the observation of seat " +
                                             std::to_string(p));
                        return;
                    }
                }
            }
            if (++steps > game->maxGameLength()) {
                CHECK_MSG(false, "game longer than maxGameLength");
                return;
            }
        }
        std::string error;
        auto replayed = replay(*game, recordOf("galaxy-of-d", 0, *state), &error);
        CHECK_MSG(replayed && replayed->toString() == state->toString(), error);
    }
}

// Whether `action` showed `seat` something, found by trying states `seat` cannot tell from
// `before` (resampleHidden()): one of them leads to a different view of `seat` (or, when the
// action is impossible there, every action does). An action the seat does not see at all
// (another seat's secret purchase) shows nothing.
bool resampledReveal(const State &before, Action action, Player seat, Rng &rng)
{
    auto truth = before.clone();
    truth->applyLegalAction(action);
    const std::string seen = truth->observation(seat);
    if (seen == before.observation(seat))
        return false;
    for (int k = 0; k < 16; ++k) {
        auto other = before.resampleHidden(seat, rng);
        if (other->isLegal(action)) {
            other->applyLegalAction(action);
            if (other->observation(seat) != seen)
                return true;
            continue;
        }
        bool same = false;
        for (Action instead : other->legalActions()) {
            auto alternative = other->clone();
            alternative->applyLegalAction(instead);
            same = same || alternative->observation(seat) == seen;
        }
        if (!same)
            return true;
    }
    return false;
}

// State::revealsTo() (what the session's undo may not go back past): chance outcomes reveal
// to every seat; a decision said to reveal nothing to a seat leaves that seat's view the same
// in every state the seat could not tell apart; the end of the secret purchase reveals to
// both seats.
void testRevealsTo(int games)
{
    auto game = god::GodGame::create(smallContent());
    int revealingDecisions = 0;
    int purchaseEnds = 0;
    int stricter = 0;
    for (int g = 0; g < games; ++g) {
        Rng rng(Rng::deriveSeed(77, g));
        Rng oracle(Rng::deriveSeed(78, g));
        auto state = game->newInitialState();
        while (!state->isTerminal()) {
            const auto legal = state->legalActions();
            const Action a = state->isChanceNode() ? sampleChance(*state, rng)
                                                   : legal[rng.below(std::uint32_t(legal.size()))];
            const auto *god = dynamic_cast<const god::GodState *>(state.get());
            bool endsPurchase = false;
            if (god->phase() == god::Phase::Purchase) {
                auto after = state->clone();
                after->applyLegalAction(a);
                endsPurchase =
                    dynamic_cast<const god::GodState &>(*after).phase() != god::Phase::Purchase;
            }
            for (Player p = 0; p < 2; ++p) {
                const bool said = state->revealsTo(a, p);
                if (state->isChanceNode()) {
                    CHECK_MSG(said, "a chance outcome reveals to every seat");
                    continue;
                }
                if (endsPurchase) {
                    CHECK_MSG(said, "the end of the secret purchase reveals both purchases");
                    ++purchaseEnds;
                }
                revealingDecisions += said ? 1 : 0;
                const bool found = resampledReveal(*state, a, p, oracle);
                if (found && !said) {
                    CHECK_MSG(false, state->actionToString(a) + " showed seat " +
                                         std::to_string(p) + " something unannounced");
                    return;
                }
                stricter += said && !found ? 1 : 0;
            }
            state->applyLegalAction(a);
        }
    }
    CHECK(revealingDecisions > 0);
    CHECK(purchaseEnds >= 2 * games);
    std::printf("revealsTo: %d revealing decisions (%d not found by resampling)\n",
                revealingDecisions, stricter);
}

void testIllegalRefused()
{
    auto game = god::GodGame::create(smallContent());
    auto state = game->newInitialState();
    const auto before = state->toString();
    std::string error;
    CHECK(!state->applyAction(god::makeAction(god::ActionKind::Buy, 0), &error));
    CHECK(!error.empty());
    CHECK(state->toString() == before);
    CHECK(state->history().empty());
}

void testPlaytest()
{
    auto game = god::GodGame::create(smallContent());
    PlaytestOptions options;
    options.agents = {"random", "random"};
    options.games = 6;
    options.seed = 5;
    PlaytestResult one, two;
    CHECK(runPlaytest(*game, options, one, nullptr));
    options.threads = 2;
    CHECK(runPlaytest(*game, options, two, nullptr));
    CHECK(one.lengths == two.lengths);
    std::printf("random games: mean length %.0f, median %.0f\n", one.meanLength(),
                one.medianLength());
    CHECK(one.winners == two.winners);
    options.agents = {"random", "nobody"};
    std::string error;
    CHECK(!runPlaytest(*game, options, one, &error));
    CHECK_MSG(error == "unknown agent 'nobody' for game 'galaxy-of-d'", error);
}

} // namespace

int main()
{
    testRngPinned();
    testRegistry();
    testIllegalRefused();
    testRandomPlay(100, smallContent());
    // Any shape and size plays: a line of 12 sectors, a galaxy of 2, a ring with a hole.
    auto line = smallContent();
    line->galaxy.sectors.clear();
    for (int q = 0; q < 12; ++q)
        line->galaxy.sectors.push_back({q, 0});
    testRandomPlay(50, line);
    auto pair = smallContent();
    pair->galaxy.sectors = {{0, 0}, {1, 0}};
    testRandomPlay(50, pair);
    auto ring = smallContent();
    ring->galaxy.sectors.clear();
    for (int q = -3; q <= 3; ++q)
        for (int r = -3; r <= 3; ++r)
            if (std::abs(q + r) <= 3 && (std::abs(q) + std::abs(r) + std::abs(q + r)) / 2 >= 2)
                ring->galaxy.sectors.push_back({q, r});
    testRandomPlay(50, ring);
    testRevealsTo(30);
    testPlaytest();
    std::printf("%d passed, %d failed\n", g_checks - g_failures, g_failures);
    return g_failures == 0 ? 0 : 1;
}
