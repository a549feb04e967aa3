#pragma once

// Galactic Warfare content: the plain structs the data layer (core/data) fills from
// resources/data/galactic-warfare/*.json (board.json, cards.json, ruleset.json) and the engine
// plays on. The rulebook's numbers and what we designed for its lost parts (the board's
// picture, the card list: docs/rules/galactic-warfare.md) live here as data.

#include "engine/game.h"

#include <string>
#include <vector>

namespace starboard::gw {

inline constexpr int kSides = 2; // 0 White (starts at row 0), 1 Blue (at the last row)

// What a square of the board is.
enum class SquareKind
{
    Light,       // a battlefield square no ship may rest on or cross
    Dark,        // a battlefield square ships move on
    WhitePlanet, // a square of White's home planet (row 0)
    BluePlanet,  // a square of Blue's home planet (the last row)
};

// The board: `columns` x `rows` squares, square index = row * columns + column, row 0 at
// White's end. The shipped board is 8 x 10 (docs/rules/galactic-warfare.md, "The board").
struct Board
{
    std::string id = "standard";
    std::string name = "Standard board"; // English, translatable
    int columns = 8;
    int rows = 10;
    std::vector<SquareKind> squares;             // rows * columns
    std::vector<std::vector<int>> start{{}, {}}; // per side: the squares of its ships at the start

    int size() const { return columns * rows; }
    int row(int square) const { return square / columns; }
    int column(int square) const { return square % columns; }
    int at(int row, int column) const { return row * columns + column; }
    bool onBoard(int row, int column) const
    {
        return row >= 0 && row < rows && column >= 0 && column < columns;
    }
};

// The effects the engine knows (docs/rules/galactic-warfare.md, "The deck").
enum class CardKind
{
    ExtraDice,      // battle: you roll `dice` more dice
    Reroll,         // battle, after the roll: your sum is rolled again
    Shield,         // battle, defender: the attack is cancelled
    ExtraCharge,    // one of your ships charges once more
    RescueStuck,    // a ship of yours with no move (stuck or blocked) goes home, no roll
    RepelInvader,   // an enemy ship in your home planet retreats to its own
    StealPowerUp,   // a power-up moves from an enemy stack to one of yours
    CancelCard,     // battle: the opponent's card just played has no effect
    FewerDice,      // battle: the opponent rolls `dice` fewer dice (at least 1)
    EvasiveRetreat, // battle, defender: if it loses, it retreats instead of being captured
    DoubleCharge,   // a charge this turn may be followed by a second by the same ship
    BackwardCharge, // this turn's move may be a charge diagonally backward
    DrawCards,      // draw `cards` cards
    WinTies,        // battle, after the roll: equal sums are your win
    HoldTheLine,    // battle, defender: if it wins, it captures the attacker
};

// When a card may be played.
enum class Window
{
    BeforeMove,       // at the start of your turn, before your move
    BattleBeforeRoll, // after an attack is declared, before the dice
    BattleAfterRoll,  // after the dice, before the battle is decided
    Battle,           // either battle window (cancel-card)
    AfterMove,        // after your move and its battle
};

struct CardType
{
    std::string id;   // "reinforcements"
    std::string name; // English, translatable
    std::string text; // English rules text, translatable
    CardKind kind = CardKind::ExtraDice;
    Window window = Window::BattleBeforeRoll;
    int count = 1; // copies in the deck
    int dice = 1;  // ExtraDice, FewerDice
    int cards = 2; // DrawCards
};

struct Deck
{
    std::string id = "standard";
    std::string name = "Galactic Warfare cards"; // English, translatable
    std::vector<CardType> cards;
};

// What a tie of sums means.
enum class TieRule
{
    Reroll,   // both sides roll again
    Defender, // the defender wins
};

struct Ruleset
{
    std::string id = "standard";
    std::string name = "Standard rules"; // English, translatable
    int cardsDealt = 15;                 // "deal out 15 cards to you and your opponent"
    int powerUpCap = 3;                  // "a maximum of 3 power-ups per ship"
    int homeDefenceDice = 1;             // "the defending player has an extra roll"
    int dicePerShip = 1;                 // dice per ship of a stack
    TieRule tieRule = TieRule::Reroll;
    int turnLimit = 400; // ours: the game ends after this many turns
    // The id of the deck the ruleset is for; empty (the standard ruleset): any deck, so that a
    // designer's own deck plays with the standard rules.
    std::string deck;
};

// The kinds that may be played in each window (a kind's allowed windows; the loader refuses
// others). Every kind allows at least one.
inline bool windowAllowed(CardKind kind, Window window)
{
    switch (kind) {
    case CardKind::ExtraCharge:
    case CardKind::RescueStuck:
    case CardKind::RepelInvader:
    case CardKind::StealPowerUp:
    case CardKind::DrawCards:
        return window == Window::BeforeMove || window == Window::AfterMove;
    case CardKind::CancelCard:
        return window == Window::Battle;
    case CardKind::Reroll:
    case CardKind::WinTies:
    case CardKind::EvasiveRetreat:
        return window == Window::BattleAfterRoll;
    case CardKind::ExtraDice:
    case CardKind::FewerDice:
    case CardKind::Shield:
    case CardKind::HoldTheLine:
        return window == Window::BattleBeforeRoll;
    case CardKind::DoubleCharge:
    case CardKind::BackwardCharge:
        return window == Window::BeforeMove;
    }
    return false;
}

inline int deckSize(const Deck &deck)
{
    int n = 0;
    for (const auto &card : deck.cards)
        n += card.count;
    return n;
}

struct Content : GameContent
{
    Board board;
    Deck deck;
    Ruleset ruleset;
};

} // namespace starboard::gw
