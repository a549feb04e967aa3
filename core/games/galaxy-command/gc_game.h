#pragma once

// Galaxy Command (rulebook: shared/rules/galaxy-command.txt; our design choices:
// docs/rules/galaxy-command.md). 1 to 4 players; seat 0 takes the first turn.
//
// The face-down system cards and the event piles are drawn when they are turned over, each
// uniformly from the cards nobody has seen yet (the same odds as a dealt, shuffled deck, and
// no hidden information in the state).
//
// Action encoding: an Action is (kind << kKindShift) | payload.
//   Chance outcomes
//     Reveal     payload = card index (into Content::cards): the explored card is this one
//     DieRoll    payload = face (1..dieSides)
//     DrawEvent  payload = card index: the event (or red alert) turned over
//     PickTarget payload = slot: the system a revolt hits among equally resistant ones
//   Player decisions
//     Explore    payload = slot (0..near-1 near systems, then the distant ones)
//     Conquer    payload = slot of an explored, unaligned system
//     Bide       payload = 0
//     Trade      payload = 0: give metal for wealth, 1: give wealth for metal
//     NoTrade    payload = 0
//     Build      payload = 0: build one military strength
//     Discover   payload = technology index (Content::technologies)
//     EndTurn    payload = 0
//     Concede    payload = seat: that seat gives up (legal at any time, not listed)

#include "content.h"
#include "engine/game.h"
#include "engine/registry.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace starboard::gc {

inline constexpr int kMaxSeats = 4;
inline constexpr int kKindShift = 16;

enum class ActionKind : int
{
    Reveal = 1,
    DieRoll,
    DrawEvent,
    PickTarget,
    Explore = 10,
    Conquer,
    Bide,
    Trade,
    NoTrade,
    Build,
    Discover,
    EndTurn,
    Concede,
};

constexpr Action makeAction(ActionKind kind, std::int64_t payload = 0)
{
    return (static_cast<Action>(kind) << kKindShift) | payload;
}
constexpr ActionKind actionKind(Action a)
{
    return static_cast<ActionKind>(a >> kKindShift);
}
constexpr int actionPayload(Action a)
{
    return int(a & ((Action{1} << kKindShift) - 1));
}

enum class Phase
{
    Action,      // step 1: explore, conquer or bide
    Reveal,      // chance: which card the explored system is
    AttackRoll,  // chance: the die of an explore or conquer
    Trade,       // step 2: Interspecies Commerce, once, after collecting
    Build,       // step 3: military and technology
    DrawEvent,   // chance: step 4, the event card (also the replacement of a red alert)
    EventTarget, // chance: which of the equally resistant systems a revolt hits
    EventRoll,   // chance: a player's die against an event
    GameOver,
};

struct Slot
{
    int card = -1; // card index once explored, else -1
    bool distant = false;
    bool aligned = false;
    int alignedAt = 0; // stamp of the alignment: the highest is the system aligned last
    bool explored() const { return card >= 0; }
};

struct PlayerState
{
    std::vector<Slot> systems; // near systems, then the distant ones
    int metal = 0;
    int wealth = 0;
    int military = 0;
    std::array<bool, kTechCount> techs{}; // by Tech
    bool strike = false;                  // no (or half) production at the next collect
    int turnsTaken = 0;
    int diplomacyTurn = -1; // turnsTaken value of the turn that may use Diplomacy
    bool lost = false;      // home world revolted (or conceded): out of the game
    bool conceded = false;
    // This turn
    bool built = false;
    bool discovered = false;
};

// The last explore or conquer, for the board's die animation.
struct AttackReport
{
    int seat = -1;
    int slot = -1;
    bool explore = false;
    bool diplomacy = false; // succeeded without a roll
    int roll = 0;
    int military = 0;
    int resistance = 0;
    bool success = false;
};

// What the last collect (step 2) of a player added to the storage.
struct CollectReport
{
    int metal = 0; // after the storage limit
    int wealth = 0;
    bool strike = false; // a strike cut the production
    bool halved = false; // ... to half, thanks to Robot Workers
    int wasted = 0;      // resources lost to the storage limit
};

// What an event did to one player.
struct EventEffect
{
    bool affected = false; // the event concerned this player
    int slot = -1;         // revolt/invasion target, -1 when none
    int roll = 0;          // 0 when no die was rolled
    int force = 0;
    int resistance = 0;   // with the defence technology
    bool success = false; // the revolt/invasion/coup succeeded (the player suffers)
    int metal = 0;        // storage change
    int wealth = 0;
    int military = 0;
    bool strike = false;
    bool homeWorldRevolt = false; // lost the game
};

struct EventReport
{
    int card = -1; // -1 before the first event
    int year = 1;
    bool replacement = false; // played in place of a red alert from the unused pile
    std::array<EventEffect, kMaxSeats> effects{};
};

struct ScoreBreakdown
{
    int systems = 0;     // victory points of aligned systems
    int technology = 0;  // per mat row, its furthest technology: 1 (first) or 2 (second)
    int exploration = 0; // bonus
    int scientific = 0;  // bonus
    int warlord = 0;     // bonus
    int total() const { return systems + technology + exploration + scientific + warlord; }
};

// A position set up directly (rule examples and tests). The state starts at the Action
// phase of `activePlayer` (or `phase` when given as Build/Trade).
struct Scenario
{
    struct PlacedSystem
    {
        int seat = 0;
        int slot = 0;
        std::string card; // card id, of the slot's kind
        bool aligned = false;
    };
    int year = 1;
    int eventsPlayed = 0; // events already played this year
    int activePlayer = 0;
    Phase phase = Phase::Action;
    std::array<int, kMaxSeats> metal{}, wealth{}, military{};
    std::array<std::vector<std::string>, kMaxSeats> techs; // technology ids
    std::array<bool, kMaxSeats> strike{};
    std::vector<PlacedSystem> systems; // in the order they were aligned
};

class GcGame;

class GcState : public State
{
public:
    explicit GcState(std::shared_ptr<const GcGame> game);

    Player currentPlayer() const override;
    int numPlayers() const override;
    std::vector<Action> legalActions() const override;
    bool isLegal(Action action) const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::unique_ptr<State> clone() const override;
    std::string observation(Player player) const override;
    bool revealsTo(Action action, Player seat) const override;
    std::vector<double> returns() const override;
    std::vector<double> scores() const override;         // victory points (0 for a lost player)
    std::vector<std::string> rankNames() const override; // Ruleset::ranks, English
    int rank(Player player) const override;              // rankIndex() once over, else -1
    Player firstTurnPlayer() const override { return 0; }
    std::string actionToString(Action action) const override;
    std::string toString() const override;
    std::string checkInvariants() const override;

    // Read access for the board view, the agents and the tests.
    const GcGame &game() const { return *m_game; }
    Phase phase() const { return m_phase; }
    int activePlayer() const { return m_active; }       // whose turn it is (Action..Build)
    int year() const { return m_year; }                 // 1 or 2
    int eventsPlayed() const { return m_eventsPlayed; } // events of this year so far
    int eventsLeft() const;                             // events still to come this year
    int round() const { return m_round; }               // 1-based; the last one once over
    const PlayerState &player(int seat) const { return m_players[seat]; }
    const AttackReport &lastAttack() const { return m_lastAttack; }
    const EventReport &lastEvent() const { return m_lastEvent; }
    const CollectReport &lastCollect(int seat) const { return m_lastCollect[seat]; }
    // Red alerts turned over since the last event card (with their effects), then the event.
    const std::vector<EventReport> &roundEvents() const { return m_roundEvents; }
    bool redAlertPending() const { return m_drawingReplacement; }

    int production(int seat, Resource resource) const;
    int storageLimit(int seat) const;
    int militaryLimit(int seat) const;
    bool hasTech(int seat, Tech tech) const { return m_players[seat].techs[int(tech)]; }
    bool diplomacyAvailable(int seat) const; // this turn's explore/conquer needs no roll
    bool canExploreDistant(int seat) const;
    bool canDiscover(int seat, int tech) const; // in the Build phase, this turn
    bool canBuildMilitary(int seat) const;
    bool canTrade(int seat, Resource give) const;
    // Why `action` is refused now, in English; "" when it is legal.
    std::string refusal(Action action) const;

    ScoreBreakdown score(int seat) const;
    int rankIndex(int seat) const; // into Ruleset::ranks; -1 when the player lost
    int alignedDistant() const;    // over every player still in the game
    int distantToWin() const;      // multiplayer target
    bool empireWon() const;        // at the end, multiplayer
    int alignedCount(int seat) const;

    std::string setUp(const Scenario &scenario);

protected:
    void doApplyAction(Action action) override;

private:
    friend class GcGame;

    void startTurn(int seat);
    void afterAction();
    void resolveAttack(int roll, bool diplomacy);
    void finishCard();
    bool anyAttackPossible(int seat) const;
    bool anyBuildPossible(int seat) const;
    int firstLivingSeat() const;
    void collect();
    void enterBuild();
    void endTurn();
    void beginEvent();
    void resolveEventCard(int card, bool replacement);
    void nextEventSeat();
    void finishEventRoll(int roll);
    EventEffect &currentEffect(int seat) { return m_roundEvents.back().effects[seat]; }
    void finishRound();
    void loseGame(int seat);
    std::vector<int> revoltTargets(int seat) const;
    int lastAlignedSlot(int seat) const;
    bool eventConcerns(const Card &card, int seat) const;
    void alignSlot(int seat, int slot, bool aligned);
    int addStorage(int seat, Resource resource, int amount); // returns what was added
    int nextLivingSeat(int from) const; // -1 when none after `from` in this round

    std::shared_ptr<const GcGame> m_game;
    std::vector<PlayerState> m_players;
    Phase m_phase = Phase::Action;
    int m_active = 0;
    int m_year = 1;
    int m_round = 1;
    int m_eventsPlayed = 0;
    std::vector<bool> m_seen; // per card: revealed (systems) or seen this year (events)
    int m_yearPileLeft = 0;
    int m_unusedLeft = 0;
    int m_alignStamp = 0;
    // Attack in progress
    int m_attackSlot = -1;
    bool m_attackExplore = false;
    // Event in progress
    int m_eventCard = -1;
    int m_eventSeat = -1;
    bool m_drawingReplacement = false;
    AttackReport m_lastAttack;
    std::array<CollectReport, kMaxSeats> m_lastCollect{};
    EventReport m_lastEvent;
    std::vector<EventReport> m_roundEvents;
};

class GcGame : public Game, public std::enable_shared_from_this<GcGame>
{
public:
    // nullptr with *error when the content cannot seat `players` (too few cards).
    static std::shared_ptr<GcGame> create(std::shared_ptr<const Content> content, int players,
                                          std::string *error = nullptr);

    const GameInfo &info() const override;
    int numPlayers() const override { return m_players; }
    std::unique_ptr<State> newInitialState() const override;
    int maxGameLength() const override { return m_maxLength; }

    std::unique_ptr<GcState> newScenarioState(const Scenario &scenario,
                                              std::string *error = nullptr) const;

    const Content &content() const { return *m_content; }
    const Ruleset &rules() const { return m_content->ruleset; }
    const std::vector<Card> &cards() const { return m_content->cards; }
    const std::vector<Technology> &technologies() const { return m_content->technologies; }
    // Cards in play (the whole deck or the original 18).
    bool inDeck(int card) const { return m_inDeck[card]; }
    int cardIndex(const std::string &id) const;
    int techIndex(Tech tech) const { return m_techIndex[int(tech)]; }
    int techIndex(const std::string &id) const;
    int slotsPerPlayer() const { return rules().nearPerPlayer + rules().distantPerPlayer; }
    int eventCardCount() const { return m_eventCards; }

private:
    GcGame(std::shared_ptr<const Content> content, int players);

    std::shared_ptr<const Content> m_content;
    int m_players = 1;
    std::vector<bool> m_inDeck;
    std::array<int, kTechCount> m_techIndex{};
    int m_eventCards = 0;
    int m_maxLength = 0;
};

// The registry entry for Galaxy Command.
GameRegistration registration();

// The English name of a technology id ("capital-ships") for checks.
const char *techId(Tech tech);

} // namespace starboard::gc
