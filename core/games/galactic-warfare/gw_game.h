#pragma once

// Galactic Warfare (rulebook: shared/rules/galactic-warfare.txt; our design choices:
// docs/rules/galactic-warfare.md). Two players, White (seat 0) and Blue (seat 1); the hands
// of Galactic Warfare cards are hidden, the deck is drawn when it is drawn (a chance event
// over the cards not drawn yet, so it has no order to hide).
//
// The board comes from board.json: square = row * columns + column, row 0 at White's end
// (White's home planet), the last row Blue's home planet. White moves towards higher rows,
// Blue towards lower ones. Squares are written "c4" (column letter, row number).
//
// Action encoding: an Action is (kind << kKindShift) | payload.
//   Chance outcomes
//     Deal        payload = card type index (cards.json order): the next card dealt or drawn
//     StartRoll   payload = white face * 8 + blue face (1..6 each, never equal: ties are
//                 rolled again, so the 30 unequal pairs are equally likely)
//     BattleRoll  payload = the sum of the dice of the side rolling (attacker first)
//     StuckRoll   payload = 1 doubles, 0 not
//   Player decisions
//     Choose      payload = FirstChoice: the higher roller's choice of who starts
//     Charge      payload = from | to << 8
//     Attack      payload = from | target << 8 (declares the attack; the battle follows)
//     TryRetreat  payload = the stuck ship's square: the attempt to retreat it (two dice)
//     Pass        payload = 0: no legal move
//     PlayCard    payload = type | a << 8 | b << 16; a, b squares or kNoSquare:
//                 rescue-stuck a = the blocked ship; repel-invader a = the invader;
//                 steal-power-up a = the enemy stack, b = the stack receiving; others none
//     NoCard      payload = 0: play no card now (a battle window, the end of the turn, or
//                 no further charge after Hyperdrive / Afterburners)
//     Land        payload = square: where a retreating stack goes (its home planet)
//     Concede     payload = seat: that seat concedes (legal at any time, not listed)

#include "content.h"
#include "engine/game.h"
#include "engine/registry.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace starboard::gw {

inline constexpr int kKindShift = 32;
inline constexpr int kNoSquare = 255;
inline constexpr int kMaxDice = 12; // dice of one side in a battle (ours: an engine bound)
inline constexpr int kMaxTies = 10; // the 10th tie in a row of one battle is the defender's
inline constexpr int kDieSides = 6;

enum class ActionKind : int
{
    Deal = 1,
    StartRoll,
    BattleRoll,
    StuckRoll,
    Choose = 10,
    Charge,
    Attack,
    TryRetreat,
    Pass,
    PlayCard,
    NoCard,
    Land,
    Concede,
};

enum class FirstChoice : int
{
    MoveFirst = 0,
    OtherFirst = 1,
    Defer = 2,
};

constexpr Action makeAction(ActionKind kind, std::int64_t payload = 0)
{
    return (static_cast<Action>(kind) << kKindShift) | payload;
}
constexpr ActionKind actionKind(Action a)
{
    return static_cast<ActionKind>(a >> kKindShift);
}
constexpr std::int64_t actionPayload(Action a)
{
    return a & ((Action{1} << kKindShift) - 1);
}
constexpr Action makeCharge(int from, int to)
{
    return makeAction(ActionKind::Charge, from | to << 8);
}
constexpr Action makeAttack(int from, int target)
{
    return makeAction(ActionKind::Attack, from | target << 8);
}
constexpr Action makePlayCard(int type, int a = kNoSquare, int b = kNoSquare)
{
    return makeAction(ActionKind::PlayCard, type | a << 8 | b << 16);
}

enum class Phase
{
    Deal,         // chance: the cards dealt before the game
    StartRoll,    // chance: both roll for the first turn
    Choose,       // the higher roller (or, after a deferral, the other) chooses who starts
    Move,         // the mover: a charge, an attack, a retreat attempt, a pass, or a card
    FollowCharge, // the mover: the charge Hyperdrive or Afterburners allows, or none
    BattleCards,  // a battle window: the player asked plays a card or none
    BattleRoll,   // chance: a side's sum
    StuckRoll,    // chance: the retreat attempt's two dice
    Land,         // a player chooses where a retreating stack lands
    Draw,         // chance: a card drawn by Supply Drop
    AfterMove,    // the mover: an after-move card or the end of the turn
    GameOver,
};

// A ship on the board with the ships under it (its power-ups).
struct Stack
{
    int owner = -1; // -1: the square is vacant
    int powerUps = 0;
};

// A battle in progress.
struct Battle
{
    int from = -1, target = -1;
    int beyond = -1; // where a winning attacker jumps; -1: it occupies the target (planet)
    int attacker = 0, defender = 1;
    bool afterRoll = false; // the window: before or after the roll
    // 0 the first asked, 1 the second, 2 the first's reply. Before the roll the attacker is
    // asked first, after it the defender (ours: the one who answered last before the roll
    // answers first after it, so that a hotseat game passes the screen twice per battle,
    // not four times; docs/rules/galactic-warfare.md).
    int asked = 0;
    int firstAsked() const { return afterRoll ? defender : attacker; }
    int askedSide() const { return asked == 1 ? 1 - firstAsked() : firstAsked(); }
    std::array<int, kSides> extraDice{};
    std::array<int, kSides> fewerDice{}; // dice taken from that side
    std::array<int, kSides> sums{};
    std::vector<int> toRoll; // sides still to roll, next first
    bool holdTheLine = false;
    bool evasive = false;
    int winTies = -1; // the side whose Tactical Edge counts, -1 none
    bool shield = false;
    int ties = 0;
    // The cards played in the current window, in order: (side, type, cancelled).
    struct Played
    {
        int side = 0;
        int type = 0;
        bool cancelled = false;
    };
    std::vector<Played> played;
    std::vector<Played> earlier; // the cards of the battle's closed windows (the board lists them)
};

// What happened in the last applied action, for the log and the view.
// Why a card of a hand cannot be played now (GwState::cardBlock), first reason first.
enum class CardBlock
{
    None,            // it can be played
    NotHeld,         // not in the hand
    Used,            // a card was played this turn already
    Moment,          // not its moment (window), or not this side's
    DefenderOnly,    // a defender's card, and this side attacks
    SumsDiffer,      // Win ties, and the sums differ
    NothingToCancel, // Cancel a card, and the opponent has played none to cancel
    NoTarget,        // its moment, but its effect has nothing to act on
};

struct Outcome
{
    int winner = -1; // of the battle just decided, -1 none
    std::array<int, kSides> sums{};
    std::array<int, kSides> dice{};
    // The ship captured: from its square to the winner's (-1, -1: none, a retreat instead).
    int capturedFrom = -1, capturedTo = -1;
};

// A position set up directly (rule examples and tests): the Move phase of `mover`.
struct Scenario
{
    struct Ship
    {
        int square = 0;
        int owner = 0;
        int powerUps = 0;
    };
    std::vector<Ship> ships;
    std::array<std::vector<std::string>, kSides> hands; // card ids
    int mover = 0;
    int turn = 1;
};

class GwGame;

class GwState : public State
{
public:
    explicit GwState(std::shared_ptr<const GwGame> game);

    Player currentPlayer() const override;
    int numPlayers() const override { return kSides; }
    std::vector<Action> legalActions() const override;
    bool isLegal(Action action) const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    std::unique_ptr<State> clone() const override;
    std::string observation(Player player) const override;
    std::unique_ptr<State> resampleHidden(Player player, Rng &rng) const override;
    bool revealsTo(Action action, Player seat) const override;
    std::vector<double> returns() const override;
    Player firstTurnPlayer() const override { return m_first; }
    std::string actionToString(Action action) const override;
    std::string toString() const override;
    std::string checkInvariants() const override;

    // Read access for the view, the agents and the tests.
    const GwGame &game() const { return *m_game; }
    Phase phase() const { return m_phase; }
    int mover() const { return m_mover; }
    int turn() const { return m_turn; }
    int winner() const { return m_winner; } // -1: none (yet, or a draw)
    bool draw() const { return m_phase == Phase::GameOver && m_winner < 0; }
    const Stack &at(int square) const { return m_board[std::size_t(square)]; }
    int hand(int side, int type) const { return m_hand[side][std::size_t(type)]; }
    int handSize(int side) const;
    int deckLeft() const;
    int discarded(int type) const { return m_discard[std::size_t(type)]; }
    bool cardUsed(int side) const { return m_cardUsed[side]; }
    const Battle &battle() const { return m_battle; } // valid in a battle
    int followFrom() const { return m_followFrom; }   // FollowCharge: the ship, -1 any
    const Outcome &outcome() const { return m_outcome; }
    int shipsInPlay(int side) const; // stacks on the board
    int consecutivePasses() const { return m_passes; }
    bool conceded() const { return m_conceded; }

    // The geometry and the rules' predicates, for the view, the agents and the tests.
    bool inOwnPlanet(int side, int square) const;
    bool inEnemyPlanet(int side, int square) const;
    std::vector<int> charges(int from, bool backward = false) const; // destination squares
    std::vector<int> attacks(int from) const;                        // target squares
    int beyond(int from, int target) const; // the jump's landing, -1 for a planet target
    // The side the next card drawn goes to (Phase::Draw, Phase::Deal), -1 for none.
    int drawingSide() const { return m_drawFor.empty() ? -1 : m_drawFor.front(); }
    bool stuck(int square) const;
    // A ship of its owner's on the battlefield with no charge and no attack (a stuck ship, or
    // one blocked further back): what a rescue-stuck card (Tractor Beam) may pull home.
    bool blocked(int square) const;
    std::vector<int> vacantPlanet(int side) const;
    // The dice `side` rolls in the current battle.
    int battleDice(int side) const;
    // The same with the cards played so far in the open window counted (they take effect
    // when the window closes): what the battle strip shows.
    int battleDiceWithCards(int side) const;
    // Why `action` is refused now, in English; "" when it is legal.
    std::string refusal(Action action) const;
    // Why `side` cannot play a card of `type` now (the board names the reason).
    CardBlock cardBlock(int side, int type) const;

    std::string setUp(const Scenario &scenario);

protected:
    void doApplyAction(Action action) override;

private:
    friend class GwGame;

    void listCards(std::vector<Action> &out) const;
    bool cardPlayable(int side, int type, int a, int b) const;
    int dicePerRules(int side) const;               // battleDice() before it is kept to 1..kMaxDice
    bool cardTimely(int side, int type) const;      // in the hand, unused turn, its window and role
    CardBlock cardMoment(int side, int type) const; // what cardTimely checks, with its reason
    bool cardAimed(int side, int type, int a, int b) const; // its squares (or none) will do
    bool cardTargetsExist(int side, int type) const;
    void playCard(int side, int type, int a, int b);
    void startTurn();
    void endTurn();
    void afterMove();
    void move(int from, int to);
    void declareAttack(int from, int target);
    void nextAsked();
    void closeWindow();
    void decideBattle();
    void resolveBattle(int winner);
    void startLanding(int owner, int chooser, int powerUps, Phase next);
    void continueAfter(Phase next);
    void startDraw(int side, int cards, Phase next);
    bool checkWin();
    void endByCount();
    void finish(int winner);
    std::vector<Action> followCharges() const;
    std::vector<Action> moves() const;

    std::shared_ptr<const GwGame> m_game;
    Phase m_phase = Phase::Deal;
    std::vector<Stack> m_board;
    std::array<std::vector<int>, kSides> m_hand; // per card type
    std::vector<int> m_deck;                     // per card type: not drawn yet
    std::vector<int> m_discard;                  // per card type: played
    std::vector<int> m_drawFor;                  // the sides of the pending draws, next first
    Phase m_afterDraw = Phase::StartRoll;
    std::array<int, kSides> m_startFaces{};
    int m_chooser = -1;
    bool m_deferred = false;
    int m_first = -1;
    int m_mover = 0;
    int m_turn = 0;
    int m_passes = 0;
    std::array<bool, kSides> m_cardUsed{};
    bool m_doubleCharge = false;
    bool m_backward = false;
    int m_followFrom = -1; // FollowCharge: the ship that may charge, -1 any
    Phase m_afterFollow = Phase::AfterMove;
    int m_stuckSquare = -1; // StuckRoll: the ship trying to retreat
    Battle m_battle;
    // Land
    int m_landOwner = -1;
    int m_landChooser = -1;
    int m_landPowerUps = 0;
    Phase m_afterLand = Phase::AfterMove;
    int m_winner = -1;
    bool m_conceded = false;
    Outcome m_outcome;
};

class GwGame : public Game, public std::enable_shared_from_this<GwGame>
{
public:
    // nullptr with *error when the content cannot be played.
    static std::shared_ptr<GwGame> create(std::shared_ptr<const Content> content,
                                          std::string *error = nullptr);

    const GameInfo &info() const override;
    int numPlayers() const override { return kSides; }
    std::unique_ptr<State> newInitialState() const override;
    int maxGameLength() const override { return m_maxLength; }

    std::unique_ptr<GwState> newScenarioState(const Scenario &scenario,
                                              std::string *error = nullptr) const;

    const Content &content() const { return *m_content; }
    const Board &board() const { return m_content->board; }
    const Ruleset &rules() const { return m_content->ruleset; }
    const std::vector<CardType> &cards() const { return m_content->deck.cards; }
    int cardIndex(const std::string &id) const; // -1 when unknown
    // Ways of rolling `sum` with `dice` six-sided dice (dice 1..kMaxDice).
    std::uint32_t ways(int dice, int sum) const;
    // The faces of `dice` dice that add up to `sum`, highest first, for a board that shows
    // the dice: the engine rolls a side's sum as one chance outcome, and the faces are drawn
    // uniformly among the rolls with that sum, which gives them exactly the distribution of
    // real dice. The same arguments give the same faces. Empty when no roll makes `sum`.
    std::vector<int> diceFaces(int dice, int sum, std::uint64_t seed) const;
    // "c4": the column letter and the row from 1 (a1 is White's left corner, as on the board).
    std::string squareName(int square) const;
    // The squares of `side`'s home planet, in order.
    const std::vector<int> &planetSquares(int side) const { return m_planet[side]; }

private:
    explicit GwGame(std::shared_ptr<const Content> content);

    std::shared_ptr<const Content> m_content;
    std::array<std::vector<int>, kSides> m_planet;
    int m_maxLength = 0;
    std::vector<std::vector<std::uint32_t>> m_ways; // [dice][sum]
};

// The registry entry for Galactic Warfare (core/games/builtin_games.cpp lists it).
GameRegistration registration();

const char *sideName(int side); // "White", "Blue"

} // namespace starboard::gw
