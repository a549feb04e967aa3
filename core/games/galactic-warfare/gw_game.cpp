#include "gw_game.h"

#include "engine/rng.h"

#include <algorithm>
#include <functional>
#include <sstream>

// Galactic Warfare's rules (docs/rules/galactic-warfare.md; the section each part plays is
// named in its comment).

namespace starboard::gw {

namespace {

int forward(int side)
{
    return side == 0 ? 1 : -1;
}

SquareKind planetOf(int side)
{
    return side == 0 ? SquareKind::WhitePlanet : SquareKind::BluePlanet;
}

const char *kPhaseNames[] = {"deal",          "start-roll", "choose",      "move",
                             "follow-charge", "cards",      "battle-roll", "stuck-roll",
                             "land",          "draw",       "after-move",  "game-over"};

} // namespace

const char *sideName(int side)
{
    return side == 0 ? "White" : (side == 1 ? "Blue" : "?");
}

// ---------------------------------------------------------------------------------------
// GwGame

GwGame::GwGame(std::shared_ptr<const Content> content) : m_content(std::move(content))
{
    // Ways to roll each sum with n dice (a side's sum is one chance event).
    m_ways.assign(kMaxDice + 1, std::vector<std::uint32_t>(kMaxDice * kDieSides + 1, 0));
    m_ways[0][0] = 1;
    for (int n = 1; n <= kMaxDice; ++n)
        for (int s = n; s <= n * kDieSides; ++s)
            for (int face = 1; face <= kDieSides && face <= s; ++face)
                m_ways[n][s] += m_ways[n - 1][s - face];
    // A turn: a card, its draws and landing, a move, a battle of at most kMaxTies rolls (each
    // with its window, rerolls and answers), a landing, a follow-up charge, an after-move card
    // and its draws, the end of the turn.
    const int perTurn = 12 + 3 + kMaxTies * 9 + 12;
    m_maxLength = 2 * rules().cardsDealt + 3 + (rules().turnLimit + 1) * perTurn;
    for (int sq = 0; sq < board().size(); ++sq) {
        const SquareKind kind = board().squares[std::size_t(sq)];
        if (kind == SquareKind::WhitePlanet)
            m_planet[0].push_back(sq);
        else if (kind == SquareKind::BluePlanet)
            m_planet[1].push_back(sq);
    }
}

std::shared_ptr<GwGame> GwGame::create(std::shared_ptr<const Content> content, std::string *error)
{
    auto fail = [error](const std::string &why) {
        if (error)
            *error = why;
        return nullptr;
    };
    if (!content)
        return fail("no content");
    const Board &b = content->board;
    if (b.columns < 2 || b.rows < 4 || int(b.squares.size()) != b.size() || b.size() >= kNoSquare)
        return fail("the board is not playable");
    if (content->deck.cards.empty() || content->deck.cards.size() > 255)
        return fail("the deck has no cards or too many kinds");
    if (deckSize(content->deck) < 2 * content->ruleset.cardsDealt)
        return fail("the deck has fewer than twice the cards dealt");
    for (int side = 0; side < kSides; ++side)
        for (int sq : b.start[std::size_t(side)])
            if (sq < 0 || sq >= b.size() || b.squares[std::size_t(sq)] != SquareKind::Dark)
                return fail("a start square is not a dark square");
    return std::shared_ptr<GwGame>(new GwGame(std::move(content)));
}

const GameInfo &GwGame::info() const
{
    static const GameInfo info = registration().info;
    return info;
}

std::unique_ptr<State> GwGame::newInitialState() const
{
    return std::make_unique<GwState>(shared_from_this());
}

std::unique_ptr<GwState> GwGame::newScenarioState(const Scenario &scenario,
                                                  std::string *error) const
{
    auto state = std::make_unique<GwState>(shared_from_this());
    const std::string why = state->setUp(scenario);
    if (!why.empty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    return state;
}

int GwGame::cardIndex(const std::string &id) const
{
    for (int i = 0; i < int(cards().size()); ++i)
        if (cards()[std::size_t(i)].id == id)
            return i;
    return -1;
}

std::uint32_t GwGame::ways(int dice, int sum) const
{
    if (dice < 0 || dice > kMaxDice || sum < 0 || sum > kMaxDice * kDieSides)
        return 0;
    return m_ways[std::size_t(dice)][std::size_t(sum)];
}

std::vector<int> GwGame::diceFaces(int dice, int sum, std::uint64_t seed) const
{
    if (ways(dice, sum) == 0)
        return {};
    // Die by die, a face with the weight of the rolls of the other dice that complete the sum.
    Rng rng(seed);
    std::vector<int> faces;
    for (int left = dice; left > 0; --left) {
        std::vector<std::uint32_t> weights(kDieSides, 0);
        for (int face = 1; face <= kDieSides; ++face)
            weights[std::size_t(face - 1)] = sum - face >= 0 ? ways(left - 1, sum - face) : 0;
        const int face = int(rng.weighted(weights)) + 1;
        faces.push_back(face);
        sum -= face;
    }
    std::sort(faces.begin(), faces.end(), std::greater<>());
    return faces;
}

std::string GwGame::squareName(int square) const
{
    if (square < 0 || square >= board().size())
        return "-";
    return std::string(1, char('a' + board().column(square))) +
           std::to_string(board().row(square) + 1);
}

GameRegistration registration()
{
    GameRegistration r;
    r.info = GameInfo{"galactic-warfare", "Galactic Warfare", 2, 2, true, true};
    r.create = [](std::shared_ptr<const GameContent> content,
                  int numPlayers) -> std::shared_ptr<Game> {
        auto gw = std::dynamic_pointer_cast<const Content>(content);
        if (!gw || numPlayers != kSides)
            return nullptr;
        return GwGame::create(std::move(gw));
    };
    return r;
}

// ---------------------------------------------------------------------------------------
// GwState: setup ("Before You Play", "Beginning the Game")

GwState::GwState(std::shared_ptr<const GwGame> game) : m_game(std::move(game))
{
    const auto &g = *m_game;
    m_board.assign(std::size_t(g.board().size()), Stack{});
    for (int side = 0; side < kSides; ++side)
        for (int sq : g.board().start[std::size_t(side)])
            m_board[std::size_t(sq)] = Stack{side, 0};
    const std::size_t types = g.cards().size();
    for (auto &h : m_hand)
        h.assign(types, 0);
    m_discard.assign(types, 0);
    m_deck.assign(types, 0);
    for (std::size_t t = 0; t < types; ++t)
        m_deck[t] = g.cards()[t].count;
    // "deal out 15 cards to you and your opponent": one at a time, alternately.
    for (int i = 0; i < 2 * g.rules().cardsDealt; ++i)
        m_drawFor.push_back(i % 2);
    m_afterDraw = Phase::StartRoll;
    m_phase = m_drawFor.empty() ? Phase::StartRoll : Phase::Deal;
}

std::string GwState::setUp(const Scenario &sc)
{
    const auto &g = *m_game;
    std::fill(m_board.begin(), m_board.end(), Stack{});
    for (const auto &ship : sc.ships) {
        if (ship.square < 0 || ship.square >= g.board().size())
            return "a ship outside the board";
        if (ship.owner < 0 || ship.owner >= kSides)
            return "a ship without a side";
        if (g.board().squares[std::size_t(ship.square)] == SquareKind::Light)
            return "a ship on a light square";
        if (ship.powerUps < 0 || ship.powerUps > g.rules().powerUpCap)
            return "power-ups out of range";
        if (m_board[std::size_t(ship.square)].owner >= 0)
            return "two ships on one square";
        m_board[std::size_t(ship.square)] = Stack{ship.owner, ship.powerUps};
    }
    for (std::size_t t = 0; t < g.cards().size(); ++t)
        m_deck[t] = g.cards()[t].count;
    for (int side = 0; side < kSides; ++side) {
        std::fill(m_hand[side].begin(), m_hand[side].end(), 0);
        for (const auto &id : sc.hands[std::size_t(side)]) {
            const int t = g.cardIndex(id);
            if (t < 0)
                return "unknown card '" + id + "'";
            if (m_deck[std::size_t(t)] == 0)
                return "more '" + id + "' cards than the deck has";
            --m_deck[std::size_t(t)];
            ++m_hand[side][std::size_t(t)];
        }
    }
    m_drawFor.clear();
    m_first = sc.mover;
    m_mover = sc.mover;
    m_turn = sc.turn - 1;
    startTurn();
    const std::string why = checkInvariants();
    return why;
}

// ---------------------------------------------------------------------------------------
// Geometry ("Movement of the Ships", "The board")

bool GwState::inOwnPlanet(int side, int square) const
{
    return m_game->board().squares[std::size_t(square)] == planetOf(side);
}

bool GwState::inEnemyPlanet(int side, int square) const
{
    return m_game->board().squares[std::size_t(square)] == planetOf(1 - side);
}

std::vector<int> GwState::charges(int from, bool backward) const
{
    std::vector<int> out;
    const auto &b = m_game->board();
    const Stack &ship = at(from);
    if (ship.owner < 0 || inEnemyPlanet(ship.owner, from))
        return out; // "it must remain there for the duration of the game"
    const bool home = inOwnPlanet(ship.owner, from);
    if (backward && home)
        return out;
    const int row = b.row(from) + (backward ? -1 : 1) * forward(ship.owner);
    for (int dc = -1; dc <= 1; ++dc) {
        const int col = b.column(from) + dc;
        if (!b.onBoard(row, col))
            continue;
        const int to = b.at(row, col);
        if (at(to).owner >= 0)
            continue;
        const SquareKind kind = b.squares[std::size_t(to)];
        if (backward) {
            if (kind == SquareKind::Dark && dc != 0)
                out.push_back(to);
        } else if (kind == planetOf(1 - ship.owner)) {
            if (!home)
                out.push_back(to); // entering the enemy planet: any of the 3 squares ahead
        } else if (kind == SquareKind::Dark && (dc != 0 || home)) {
            out.push_back(to); // diagonally forward; out of the own planet: any adjoining
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

int GwState::beyond(int from, int target) const
{
    const auto &b = m_game->board();
    if (b.squares[std::size_t(target)] == SquareKind::WhitePlanet ||
        b.squares[std::size_t(target)] == SquareKind::BluePlanet)
        return -1;
    const int row = 2 * b.row(target) - b.row(from);
    const int col = 2 * b.column(target) - b.column(from);
    return b.onBoard(row, col) ? b.at(row, col) : -1;
}

std::vector<int> GwState::attacks(int from) const
{
    std::vector<int> out;
    const auto &b = m_game->board();
    const Stack &ship = at(from);
    if (ship.owner < 0 || inEnemyPlanet(ship.owner, from))
        return out;
    const bool home = inOwnPlanet(ship.owner, from);
    const int row = b.row(from) + forward(ship.owner);
    for (int dc = -1; dc <= 1; ++dc) {
        const int col = b.column(from) + dc;
        if (!b.onBoard(row, col))
            continue;
        const int target = b.at(row, col);
        if (at(target).owner != 1 - ship.owner)
            continue;
        const SquareKind kind = b.squares[std::size_t(target)];
        if (kind == planetOf(1 - ship.owner)) {
            if (!home)
                out.push_back(target); // a planet target needs no square beyond
            continue;
        }
        if (kind != SquareKind::Dark || dc == 0)
            continue;
        const int land = beyond(from, target);
        if (land < 0 || at(land).owner >= 0)
            continue; // "if the square beyond is vacant"
        const SquareKind landKind = b.squares[std::size_t(land)];
        if (landKind == SquareKind::Dark || landKind == planetOf(1 - ship.owner))
            out.push_back(target);
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool GwState::stuck(int square) const
{
    // "reaches your opponent's home planet but cannot enter": on the last battlefield row,
    // with no charge and no attack (docs/rules/galactic-warfare.md, "Stuck ships").
    const auto &b = m_game->board();
    const Stack &ship = at(square);
    if (ship.owner < 0 || b.squares[std::size_t(square)] != SquareKind::Dark)
        return false;
    const int lastRow = ship.owner == 0 ? b.rows - 2 : 1;
    return b.row(square) == lastRow && charges(square).empty() && attacks(square).empty();
}

bool GwState::blocked(int square) const
{
    // Ours (docs/rules/galactic-warfare.md, "Details of the effects"): Tractor Beam served a
    // stuck ship only, which Strong players hardly ever have (played in 7% of their games).
    const Stack &ship = at(square);
    return ship.owner >= 0 && m_game->board().squares[std::size_t(square)] == SquareKind::Dark &&
           charges(square).empty() && attacks(square).empty();
}

std::vector<int> GwState::vacantPlanet(int side) const
{
    std::vector<int> out;
    for (int sq : m_game->planetSquares(side))
        if (at(sq).owner < 0)
            out.push_back(sq);
    return out;
}

int GwState::shipsInPlay(int side) const
{
    int n = 0;
    for (const auto &s : m_board)
        n += s.owner == side;
    return n;
}

int GwState::handSize(int side) const
{
    int n = 0;
    for (int c : m_hand[side])
        n += c;
    return n;
}

int GwState::deckLeft() const
{
    int n = 0;
    for (int c : m_deck)
        n += c;
    return n;
}

int GwState::battleDice(int side) const
{
    return std::clamp(dicePerRules(side), 1, kMaxDice);
}

int GwState::dicePerRules(int side) const
{
    // "roll as many dice as you have power-ups (including the original ship)"; "the defending
    // player has an extra roll in defending his home planet".
    const auto &rules = m_game->rules();
    const int square = side == m_battle.attacker ? m_battle.from : m_battle.target;
    int dice = (1 + at(square).powerUps) * rules.dicePerShip;
    if (side == m_battle.defender && inOwnPlanet(side, m_battle.target))
        dice += rules.homeDefenceDice;
    return dice + m_battle.extraDice[side] - m_battle.fewerDice[side];
}

int GwState::battleDiceWithCards(int side) const
{
    // The window's cards take effect when it closes (closeWindow()); until then a card that
    // adds or takes dice is counted here as it stands (a Jamming Signal may still cancel it).
    int dice = dicePerRules(side);
    if (m_phase == Phase::BattleCards && !m_battle.afterRoll)
        for (const auto &p : m_battle.played) {
            if (p.cancelled)
                continue;
            const CardType &card = m_game->cards()[std::size_t(p.type)];
            if (card.kind == CardKind::ExtraDice && p.side == side)
                dice += card.dice;
            else if (card.kind == CardKind::FewerDice && p.side == 1 - side)
                dice -= card.dice;
        }
    return std::clamp(dice, 1, kMaxDice);
}

// ---------------------------------------------------------------------------------------
// Whose decision, and what it may be

Player GwState::currentPlayer() const
{
    switch (m_phase) {
    case Phase::Deal:
    case Phase::StartRoll:
    case Phase::BattleRoll:
    case Phase::StuckRoll:
    case Phase::Draw:
        return kChancePlayer;
    case Phase::Choose:
        return m_chooser;
    case Phase::Move:
    case Phase::FollowCharge:
    case Phase::AfterMove:
        return m_mover;
    case Phase::BattleCards:
        return m_battle.askedSide();
    case Phase::Land:
        return m_landChooser;
    case Phase::GameOver:
        return kTerminalPlayer;
    }
    return kTerminalPlayer;
}

std::vector<ChanceOutcome> GwState::chanceOutcomes() const
{
    std::vector<ChanceOutcome> out;
    switch (m_phase) {
    case Phase::Deal:
    case Phase::Draw:
        for (int t = 0; t < int(m_deck.size()); ++t)
            if (m_deck[std::size_t(t)] > 0)
                out.push_back(
                    {makeAction(ActionKind::Deal, t), std::uint32_t(m_deck[std::size_t(t)])});
        break;
    case Phase::StartRoll:
        for (int w = 1; w <= kDieSides; ++w)
            for (int b = 1; b <= kDieSides; ++b)
                if (w != b)
                    out.push_back({makeAction(ActionKind::StartRoll, w * 8 + b), 1});
        break;
    case Phase::BattleRoll: {
        const int dice = battleDice(m_battle.toRoll.front());
        for (int s = dice; s <= dice * kDieSides; ++s)
            out.push_back({makeAction(ActionKind::BattleRoll, s), m_game->ways(dice, s)});
        break;
    }
    case Phase::StuckRoll:
        out.push_back({makeAction(ActionKind::StuckRoll, 0), 5});
        out.push_back({makeAction(ActionKind::StuckRoll, 1), 1});
        break;
    default:
        break;
    }
    return out;
}

std::vector<Action> GwState::moves() const
{
    std::vector<Action> out;
    for (int sq = 0; sq < int(m_board.size()); ++sq) {
        if (at(sq).owner != m_mover)
            continue;
        // Reverse Thrusters: this turn's move is a backward charge (ours, session 25: with
        // every move still open the card could be spent on an ordinary one, as the searching
        // computer did for helper 19).
        if (m_backward) {
            for (int to : charges(sq, true))
                out.push_back(makeCharge(sq, to));
            continue;
        }
        for (int to : charges(sq))
            out.push_back(makeCharge(sq, to));
        for (int target : attacks(sq))
            out.push_back(makeAttack(sq, target));
        if (stuck(sq) && !vacantPlanet(m_mover).empty())
            out.push_back(makeAction(ActionKind::TryRetreat, sq));
    }
    return out;
}

std::vector<Action> GwState::followCharges() const
{
    std::vector<Action> out;
    for (int sq = 0; sq < int(m_board.size()); ++sq) {
        if (at(sq).owner != m_mover || (m_followFrom >= 0 && sq != m_followFrom))
            continue;
        for (int to : charges(sq))
            out.push_back(makeCharge(sq, to));
    }
    return out;
}

// Whether `side` could play a card of `type` now with some targets.
bool GwState::cardTargetsExist(int side, int type) const
{
    const CardType &card = m_game->cards()[std::size_t(type)];
    const int cap = m_game->rules().powerUpCap;
    const int n = int(m_board.size());
    switch (card.kind) {
    case CardKind::ExtraCharge:
    case CardKind::DoubleCharge: // ours: a ship must be able to charge (helper 19)
        for (int sq = 0; sq < n; ++sq)
            if (at(sq).owner == side && !charges(sq).empty())
                return true;
        return false;
    case CardKind::BackwardCharge: // ours: a ship must be able to charge backward
        for (int sq = 0; sq < n; ++sq)
            if (at(sq).owner == side && !charges(sq, true).empty())
                return true;
        return false;
    case CardKind::RescueStuck:
        if (vacantPlanet(side).empty())
            return false;
        for (int sq = 0; sq < n; ++sq)
            if (at(sq).owner == side && blocked(sq))
                return true;
        return false;
    case CardKind::RepelInvader:
        for (int sq = 0; sq < n; ++sq)
            if (at(sq).owner == 1 - side && inOwnPlanet(side, sq))
                return true;
        return false;
    case CardKind::StealPowerUp: {
        bool from = false, to = false;
        for (int sq = 0; sq < n; ++sq) {
            from |= at(sq).owner == 1 - side && at(sq).powerUps > 0;
            to |= at(sq).owner == side && at(sq).powerUps < cap;
        }
        return from && to;
    }
    case CardKind::DrawCards:
        return deckLeft() > 0;
    case CardKind::FewerDice:
        // "(at least 1)": against a single die it takes nothing (ours: docs/rules).
        return m_phase != Phase::BattleCards || battleDiceWithCards(1 - side) > 1;
    default:
        return true;
    }
}

bool GwState::cardPlayable(int side, int type, int a, int b) const
{
    return cardTimely(side, type) && cardAimed(side, type, a, b);
}

bool GwState::cardTimely(int side, int type) const
{
    return cardMoment(side, type) == CardBlock::None;
}

CardBlock GwState::cardMoment(int side, int type) const
{
    const auto &g = *m_game;
    if (type < 0 || type >= int(g.cards().size()) || m_hand[side][std::size_t(type)] == 0)
        return CardBlock::NotHeld;
    if (m_cardUsed[side])
        return CardBlock::Used;
    const CardType &card = g.cards()[std::size_t(type)];
    // The window and whose it is.
    if (m_phase == Phase::Move || m_phase == Phase::AfterMove) {
        const Window w = m_phase == Phase::Move ? Window::BeforeMove : Window::AfterMove;
        return side == m_mover && card.window == w ? CardBlock::None : CardBlock::Moment;
    }
    if (m_phase != Phase::BattleCards)
        return CardBlock::Moment;
    const bool replying = m_battle.asked == 2;
    const Window w = m_battle.afterRoll ? Window::BattleAfterRoll : Window::BattleBeforeRoll;
    if (card.kind == CardKind::CancelCard) {
        // Answers the opponent's card played last in this window.
        const bool answers = !m_battle.played.empty() && m_battle.played.back().side == 1 - side &&
                             !m_battle.played.back().cancelled;
        return answers ? CardBlock::None : CardBlock::NothingToCancel;
    }
    if (replying || card.window != w)
        return CardBlock::Moment;
    const bool defender = side == m_battle.defender;
    switch (card.kind) {
    case CardKind::Shield:
    case CardKind::HoldTheLine:
        return defender ? CardBlock::None : CardBlock::DefenderOnly;
    case CardKind::EvasiveRetreat:
        if (!defender)
            return CardBlock::DefenderOnly;
        return !inOwnPlanet(side, m_battle.target) && !vacantPlanet(side).empty()
                   ? CardBlock::None
                   : CardBlock::NoTarget;
    case CardKind::WinTies:
        return m_battle.sums[0] == m_battle.sums[1] ? CardBlock::None : CardBlock::SumsDiffer;
    default:
        return CardBlock::None;
    }
}

CardBlock GwState::cardBlock(int side, int type) const
{
    const CardBlock moment = cardMoment(side, type);
    if (moment != CardBlock::None)
        return moment;
    if (side != currentPlayer())
        return CardBlock::Moment;
    for (Action a : legalActions())
        if (actionKind(a) == ActionKind::PlayCard && int(actionPayload(a) & 0xff) == type)
            return CardBlock::None;
    return CardBlock::NoTarget;
}

bool GwState::cardAimed(int side, int type, int a, int b) const
{
    const auto &g = *m_game;
    const CardType &card = g.cards()[std::size_t(type)];
    const int n = int(m_board.size());
    auto square = [n](int s) { return s >= 0 && s < n; };
    const bool noTargets = a == kNoSquare && b == kNoSquare;
    switch (card.kind) {
    case CardKind::RescueStuck:
        return b == kNoSquare && square(a) && at(a).owner == side && blocked(a) &&
               !vacantPlanet(side).empty();
    case CardKind::RepelInvader:
        return b == kNoSquare && square(a) && at(a).owner == 1 - side && inOwnPlanet(side, a);
    case CardKind::StealPowerUp:
        return square(a) && square(b) && at(a).owner == 1 - side && at(a).powerUps > 0 &&
               at(b).owner == side && at(b).powerUps < g.rules().powerUpCap;
    default:
        return noTargets && cardTargetsExist(side, type);
    }
}

void GwState::listCards(std::vector<Action> &out) const
{
    const int side = currentPlayer();
    if (side < 0 || m_cardUsed[side])
        return;
    const int n = int(m_board.size());
    for (int t = 0; t < int(m_game->cards().size()); ++t) {
        // The moment once per card, then its targets (the squares' loops were most of a
        // random playout's time: docs/performance.md).
        if (m_hand[side][std::size_t(t)] == 0 || !cardTimely(side, t))
            continue;
        switch (m_game->cards()[std::size_t(t)].kind) {
        case CardKind::RescueStuck:
            if (vacantPlanet(side).empty())
                break;
            for (int a = 0; a < n; ++a)
                if (at(a).owner == side && cardAimed(side, t, a, kNoSquare))
                    out.push_back(makePlayCard(t, a));
            break;
        case CardKind::RepelInvader:
            for (int a : m_game->planetSquares(side))
                if (at(a).owner == 1 - side && cardAimed(side, t, a, kNoSquare))
                    out.push_back(makePlayCard(t, a));
            break;
        case CardKind::StealPowerUp:
            for (int a = 0; a < n; ++a) {
                if (at(a).owner != 1 - side || at(a).powerUps == 0)
                    continue;
                for (int b = 0; b < n; ++b)
                    if (at(b).owner == side && cardAimed(side, t, a, b))
                        out.push_back(makePlayCard(t, a, b));
            }
            break;
        default:
            if (cardAimed(side, t, kNoSquare, kNoSquare))
                out.push_back(makePlayCard(t));
        }
    }
}

std::vector<Action> GwState::legalActions() const
{
    std::vector<Action> out;
    switch (m_phase) {
    case Phase::Deal:
    case Phase::StartRoll:
    case Phase::BattleRoll:
    case Phase::StuckRoll:
    case Phase::Draw:
        for (const auto &o : chanceOutcomes())
            out.push_back(o.action);
        break;
    case Phase::Choose:
        out.push_back(makeAction(ActionKind::Choose, int(FirstChoice::MoveFirst)));
        out.push_back(makeAction(ActionKind::Choose, int(FirstChoice::OtherFirst)));
        if (!m_deferred)
            out.push_back(makeAction(ActionKind::Choose, int(FirstChoice::Defer)));
        break;
    case Phase::Move:
        out = moves();
        if (out.empty())
            out.push_back(makeAction(ActionKind::Pass));
        listCards(out);
        break;
    case Phase::FollowCharge:
        out = followCharges();
        out.push_back(makeAction(ActionKind::NoCard));
        break;
    case Phase::BattleCards:
    case Phase::AfterMove:
        out.push_back(makeAction(ActionKind::NoCard));
        listCards(out);
        break;
    case Phase::Land:
        for (int sq : vacantPlanet(m_landOwner))
            out.push_back(makeAction(ActionKind::Land, sq));
        break;
    case Phase::GameOver:
        break;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

bool GwState::isLegal(Action action) const
{
    if (actionKind(action) == ActionKind::Concede)
        return m_phase != Phase::GameOver &&
               (actionPayload(action) == 0 || actionPayload(action) == 1);
    return State::isLegal(action);
}

std::string GwState::refusal(Action action) const
{
    if (isLegal(action))
        return {};
    if (m_phase == Phase::GameOver)
        return "the game is over";
    switch (actionKind(action)) {
    case ActionKind::Charge:
        return "no such charge now: a charge goes diagonally forward onto a vacant dark square";
    case ActionKind::Attack:
        return "no such attack now: the target must be an enemy diagonally ahead with the "
               "square beyond vacant";
    case ActionKind::TryRetreat:
        return "only a stuck ship may try to retreat, and only into a vacant square of its "
               "home planet";
    case ActionKind::Pass:
        return "a player may pass only without a legal move";
    case ActionKind::PlayCard:
        return "that card cannot be played now";
    default:
        return "not a legal action now";
    }
}

// ---------------------------------------------------------------------------------------
// Applying actions

void GwState::startTurn()
{
    ++m_turn;
    m_cardUsed = {false, false};
    m_doubleCharge = false;
    m_backward = false;
    m_followFrom = -1;
    m_battle = Battle{};
    m_phase = Phase::Move;
    if (m_turn > m_game->rules().turnLimit)
        endByCount(); // ours: the turn limit
}

void GwState::endTurn()
{
    if (checkWin())
        return;
    m_mover = 1 - m_mover;
    startTurn();
}

void GwState::afterMove()
{
    if (checkWin())
        return;
    // The mover is asked while it holds cards and has not played one this turn (public).
    if (!m_cardUsed[m_mover] && handSize(m_mover) > 0)
        m_phase = Phase::AfterMove;
    else
        endTurn();
}

void GwState::continueAfter(Phase next)
{
    if (m_phase == Phase::GameOver || checkWin())
        return;
    switch (next) {
    case Phase::Move:
        m_phase = Phase::Move;
        break;
    case Phase::AfterMove:
        afterMove();
        break;
    case Phase::StartRoll:
        m_phase = Phase::StartRoll;
        break;
    default:
        endTurn();
        break;
    }
}

void GwState::move(int from, int to)
{
    m_board[std::size_t(to)] = m_board[std::size_t(from)];
    m_board[std::size_t(from)] = Stack{};
}

void GwState::startLanding(int owner, int chooser, int powerUps, Phase next)
{
    // "moving your ship into a vacant square on your home planet that your opponent chooses.
    // If there are no vacant squares in your home planet, that ship must be removed".
    const auto vacant = vacantPlanet(owner);
    if (vacant.size() == 1)
        m_board[std::size_t(vacant.front())] = Stack{owner, powerUps};
    if (vacant.size() <= 1) {
        continueAfter(next);
        return;
    }
    m_landOwner = owner;
    m_landChooser = chooser;
    m_landPowerUps = powerUps;
    m_afterLand = next;
    m_phase = Phase::Land;
}

void GwState::startDraw(int side, int cards, Phase next)
{
    m_drawFor.clear();
    for (int i = 0; i < std::min(cards, deckLeft()); ++i)
        m_drawFor.push_back(side);
    m_afterDraw = next;
    if (m_drawFor.empty())
        continueAfter(next);
    else
        m_phase = Phase::Draw;
}

void GwState::declareAttack(int from, int target)
{
    m_battle = Battle{};
    m_battle.from = from;
    m_battle.target = target;
    m_battle.beyond = beyond(from, target);
    m_battle.attacker = m_mover;
    m_battle.defender = 1 - m_mover;
    m_battle.afterRoll = false;
    m_battle.asked = -1;
    m_phase = Phase::BattleCards;
    nextAsked();
}

// The next player asked in the battle window (the first, the second, the first's reply;
// Battle::firstAsked), skipping one who played its card this turn; closes the window after
// the last.
void GwState::nextAsked()
{
    while (true) {
        ++m_battle.asked;
        if (m_battle.asked > 2) {
            closeWindow();
            return;
        }
        const int first = m_battle.firstAsked();
        if (m_battle.asked == 2) {
            // The reply: only when the second played a card in this window.
            const bool secondPlayed =
                !m_battle.played.empty() && m_battle.played.back().side == 1 - first;
            if (!secondPlayed || m_cardUsed[first])
                continue;
            return;
        }
        if (!m_cardUsed[m_battle.askedSide()])
            return;
    }
}

void GwState::closeWindow()
{
    Battle &b = m_battle;
    std::array<bool, kSides> reroll{};
    for (const auto &p : b.played) {
        if (p.cancelled)
            continue;
        const CardType &card = m_game->cards()[std::size_t(p.type)];
        switch (card.kind) {
        case CardKind::ExtraDice:
            b.extraDice[p.side] += card.dice;
            break;
        case CardKind::FewerDice:
            b.fewerDice[1 - p.side] += card.dice;
            break;
        case CardKind::Shield:
            b.shield = true;
            break;
        case CardKind::HoldTheLine:
            b.holdTheLine = true;
            break;
        case CardKind::Reroll:
            reroll[p.side] = true;
            break;
        case CardKind::WinTies:
            if (b.winTies < 0)
                b.winTies = p.side;
            break;
        case CardKind::EvasiveRetreat:
            b.evasive = true;
            break;
        default:
            break;
        }
    }
    b.earlier.insert(b.earlier.end(), b.played.begin(), b.played.end());
    b.played.clear();
    if (!b.afterRoll) {
        if (b.shield) {
            // Deflector Shield: no battle; the attacker stays and its move is spent.
            m_battle = Battle{};
            afterMove();
            return;
        }
        b.afterRoll = true;
        b.asked = -1; // the after-roll window opens once both have rolled
        b.toRoll = {b.attacker, b.defender};
        m_phase = Phase::BattleRoll;
        return;
    }
    b.toRoll.clear();
    for (int side : {b.attacker, b.defender})
        if (reroll[side])
            b.toRoll.push_back(side);
    if (!b.toRoll.empty()) {
        b.asked = 3; // the rerolls of a closed window: decide after them
        m_phase = Phase::BattleRoll;
        return;
    }
    decideBattle();
}

void GwState::decideBattle()
{
    Battle &b = m_battle;
    const int a = b.sums[b.attacker], d = b.sums[b.defender];
    m_outcome.sums = b.sums;
    m_outcome.dice = {battleDice(0), battleDice(1)};
    if (a != d) {
        resolveBattle(a > d ? b.attacker : b.defender);
        return;
    }
    if (b.winTies >= 0) {
        resolveBattle(b.winTies);
        return;
    }
    ++b.ties;
    if (m_game->rules().tieRule == TieRule::Defender || b.ties >= kMaxTies) {
        resolveBattle(b.defender);
        return;
    }
    // Ties are rolled again; a new after-roll window follows.
    b.toRoll = {b.attacker, b.defender};
    b.asked = -1;
    m_phase = Phase::BattleRoll;
}

void GwState::resolveBattle(int winner)
{
    // "Attack with Power-ups", "Attacking a ship in their home planet", "Retreat".
    const Battle b = m_battle;
    const int cap = m_game->rules().powerUpCap;
    m_outcome.winner = winner;
    m_battle = Battle{};
    Stack attacker = at(b.from);
    const Stack defender = at(b.target);
    if (winner == b.attacker) {
        m_board[std::size_t(b.from)] = Stack{};
        m_board[std::size_t(b.target)] = Stack{};
        if (!b.evasive)
            attacker.powerUps = std::min(cap, attacker.powerUps + 1); // one; the rest discarded
        const int land = b.beyond >= 0 ? b.beyond : b.target;
        m_board[std::size_t(land)] = attacker;
        if (!b.evasive) {
            m_outcome.capturedFrom = b.target;
            m_outcome.capturedTo = land;
        }
        if (b.evasive) {
            // Escape Pod: the beaten defender retreats home (its owner chooses).
            startLanding(b.defender, b.defender, defender.powerUps, Phase::AfterMove);
            return;
        }
        afterMove();
        return;
    }
    m_board[std::size_t(b.from)] = Stack{};
    if (b.holdTheLine) {
        m_board[std::size_t(b.target)].powerUps = std::min(cap, defender.powerUps + 1);
        m_outcome.capturedFrom = b.from;
        m_outcome.capturedTo = b.target;
        afterMove();
        return;
    }
    startLanding(b.attacker, b.defender, attacker.powerUps, Phase::AfterMove);
}

void GwState::playCard(int side, int type, int a, int b)
{
    const CardType &card = m_game->cards()[std::size_t(type)];
    --m_hand[side][std::size_t(type)];
    ++m_discard[std::size_t(type)];
    m_cardUsed[side] = true;
    if (m_phase == Phase::BattleCards) {
        if (card.kind == CardKind::CancelCard)
            m_battle.played.back().cancelled = true;
        else
            m_battle.played.push_back({side, type, false});
        nextAsked();
        return;
    }
    // Before or after the move: back to the move, or on to the end of the turn (afterMove()
    // ends it: the card of the turn is played).
    const Phase next = m_phase == Phase::Move ? Phase::Move : Phase::AfterMove;
    switch (card.kind) {
    case CardKind::ExtraCharge:
        m_followFrom = -1;
        m_afterFollow = next;
        m_phase = Phase::FollowCharge;
        break;
    case CardKind::RescueStuck: {
        const Stack ship = at(a);
        m_board[std::size_t(a)] = Stack{};
        startLanding(side, side, ship.powerUps, next);
        break;
    }
    case CardKind::RepelInvader: {
        const Stack ship = at(a);
        m_board[std::size_t(a)] = Stack{};
        startLanding(1 - side, side, ship.powerUps, next);
        break;
    }
    case CardKind::StealPowerUp:
        --m_board[std::size_t(a)].powerUps;
        ++m_board[std::size_t(b)].powerUps;
        continueAfter(next);
        break;
    case CardKind::DoubleCharge:
        m_doubleCharge = true;
        break;
    case CardKind::BackwardCharge:
        m_backward = true;
        break;
    case CardKind::DrawCards:
        startDraw(side, card.cards, next);
        break;
    default:
        break;
    }
}

void GwState::doApplyAction(Action action)
{
    const auto kind = actionKind(action);
    const auto payload = actionPayload(action);
    m_outcome = Outcome{};
    if (kind == ActionKind::Concede) {
        m_conceded = true;
        finish(1 - int(payload));
        return;
    }
    switch (kind) {
    case ActionKind::Deal: {
        const int side = m_drawFor.front();
        m_drawFor.erase(m_drawFor.begin());
        --m_deck[std::size_t(payload)];
        ++m_hand[side][std::size_t(payload)];
        if (m_drawFor.empty())
            continueAfter(m_afterDraw);
        break;
    }
    case ActionKind::StartRoll:
        // "The player that rolls the higher number can choose".
        m_startFaces = {int(payload / 8), int(payload % 8)};
        m_chooser = m_startFaces[0] > m_startFaces[1] ? 0 : 1;
        m_phase = Phase::Choose;
        break;
    case ActionKind::Choose:
        switch (FirstChoice(payload)) {
        case FirstChoice::MoveFirst:
            m_first = m_chooser;
            break;
        case FirstChoice::OtherFirst:
            m_first = 1 - m_chooser;
            break;
        case FirstChoice::Defer:
            m_deferred = true;
            m_chooser = 1 - m_chooser;
            return;
        }
        m_mover = m_first;
        m_turn = 0;
        startTurn();
        break;
    case ActionKind::Charge: {
        const int from = int(payload & 0xff), to = int(payload >> 8 & 0xff);
        m_passes = 0;
        move(from, to);
        if (m_phase == Phase::FollowCharge) {
            m_phase = Phase::Move;
            continueAfter(m_afterFollow);
        } else if (m_doubleCharge && !inEnemyPlanet(m_mover, to) && !charges(to).empty()) {
            // Hyperdrive: the same ship may charge once more.
            m_doubleCharge = false;
            m_followFrom = to;
            m_afterFollow = Phase::AfterMove;
            m_phase = Phase::FollowCharge;
        } else {
            afterMove();
        }
        break;
    }
    case ActionKind::Attack:
        m_passes = 0;
        declareAttack(int(payload & 0xff), int(payload >> 8 & 0xff));
        break;
    case ActionKind::TryRetreat:
        m_passes = 0;
        m_stuckSquare = int(payload);
        m_phase = Phase::StuckRoll;
        break;
    case ActionKind::StuckRoll: {
        const int square = m_stuckSquare;
        m_stuckSquare = -1;
        if (payload == 1) {
            // Doubles: "you may retreat your ship back to your own home planet" (its owner
            // chooses the square).
            const Stack ship = at(square);
            m_board[std::size_t(square)] = Stack{};
            m_phase = Phase::Move;
            startLanding(m_mover, m_mover, ship.powerUps, Phase::AfterMove);
        } else {
            afterMove();
        }
        break;
    }
    case ActionKind::Pass:
        // Ours: two passes in a row end the game.
        if (++m_passes >= 2)
            endByCount();
        else
            endTurn();
        break;
    case ActionKind::PlayCard:
        playCard(currentPlayer(), int(payload & 0xff), int(payload >> 8 & 0xff),
                 int(payload >> 16 & 0xff));
        break;
    case ActionKind::NoCard:
        if (m_phase == Phase::BattleCards) {
            nextAsked();
        } else if (m_phase == Phase::FollowCharge) {
            m_phase = Phase::Move;
            continueAfter(m_afterFollow);
        } else {
            endTurn();
        }
        break;
    case ActionKind::BattleRoll: {
        Battle &b = m_battle;
        b.sums[b.toRoll.front()] = int(payload);
        b.toRoll.erase(b.toRoll.begin());
        if (!b.toRoll.empty())
            break;
        if (b.asked == 3) {
            decideBattle(); // after the rerolls of a closed window
        } else {
            b.asked = -1;
            m_phase = Phase::BattleCards;
            nextAsked();
        }
        break;
    }
    case ActionKind::Land:
        m_board[std::size_t(payload)] = Stack{m_landOwner, m_landPowerUps};
        m_landOwner = m_landChooser = -1;
        m_landPowerUps = 0;
        m_phase = Phase::Move;
        continueAfter(m_afterLand);
        break;
    case ActionKind::Concede:
        break;
    }
}

// ---------------------------------------------------------------------------------------
// The end ("Object of the Game"; ours: passes and the turn limit)

bool GwState::checkWin()
{
    if (m_phase == Phase::GameOver)
        return true;
    std::array<int, kSides> ships{};
    for (const Stack &s : m_board)
        if (s.owner >= 0)
            ++ships[s.owner];
    // A side's planet held: every square of it holds a ship of the other side.
    const auto held = [this](int side) {
        for (int sq : m_game->planetSquares(side))
            if (at(sq).owner != 1 - side)
                return false;
        return true;
    };
    std::array<bool, kSides> wins{};
    for (int side = 0; side < kSides; ++side)
        wins[side] = ships[1 - side] == 0 || held(1 - side);
    if (!wins[0] && !wins[1])
        return false;
    finish(wins[m_mover] ? m_mover : 1 - m_mover);
    return true;
}

void GwState::endByCount()
{
    const int white = shipsInPlay(0), blue = shipsInPlay(1);
    finish(white == blue ? -1 : (white > blue ? 0 : 1));
}

void GwState::finish(int winner)
{
    m_winner = winner;
    m_phase = Phase::GameOver;
    m_drawFor.clear();
}

std::vector<double> GwState::returns() const
{
    if (m_phase != Phase::GameOver || m_winner < 0)
        return {0.0, 0.0};
    return m_winner == 0 ? std::vector<double>{1.0, -1.0} : std::vector<double>{-1.0, 1.0};
}

// ---------------------------------------------------------------------------------------
// Text, hidden information, invariants

std::string GwState::actionToString(Action action) const
{
    const auto &g = *m_game;
    const auto payload = actionPayload(action);
    const int player = currentPlayer();
    const std::string who = player >= 0 ? sideName(player) : "";
    auto sq = [&](std::int64_t s) { return g.squareName(int(s)); };
    switch (actionKind(action)) {
    case ActionKind::Deal: {
        const int side = m_drawFor.empty() ? 0 : m_drawFor.front();
        const std::string name = payload >= 0 && payload < std::int64_t(g.cards().size())
                                     ? g.cards()[std::size_t(payload)].name
                                     : "?";
        return std::string(sideName(side)) + " gets " + name;
    }
    case ActionKind::StartRoll:
        return "White rolls " + std::to_string(payload / 8) + ", Blue rolls " +
               std::to_string(payload % 8);
    case ActionKind::BattleRoll: {
        const int side = m_battle.toRoll.empty() ? 0 : m_battle.toRoll.front();
        return std::string(sideName(side)) + " rolls " + std::to_string(payload) + " with " +
               std::to_string(m_phase == Phase::BattleRoll ? battleDice(side) : 0) + " dice";
    }
    case ActionKind::StuckRoll:
        return payload ? "doubles" : "no doubles";
    case ActionKind::Choose:
        switch (FirstChoice(payload)) {
        case FirstChoice::MoveFirst:
            return who + " moves first";
        case FirstChoice::OtherFirst:
            return who + " lets " + sideName(1 - player) + " move first";
        case FirstChoice::Defer:
            return who + " defers the choice";
        }
        break;
    case ActionKind::Charge:
        return who + " charges " + sq(payload & 0xff) + "-" + sq(payload >> 8 & 0xff);
    case ActionKind::Attack:
        return who + " attacks " + sq(payload >> 8 & 0xff) + " from " + sq(payload & 0xff);
    case ActionKind::TryRetreat:
        return who + " tries to retreat the stuck ship on " + sq(payload);
    case ActionKind::Pass:
        return who + " passes";
    case ActionKind::PlayCard: {
        const int type = int(payload & 0xff), a = int(payload >> 8 & 0xff),
                  b = int(payload >> 16 & 0xff);
        std::string text =
            who + " plays " +
            (type < int(g.cards().size()) ? g.cards()[std::size_t(type)].name : std::string("?"));
        if (a != kNoSquare)
            text += " on " + sq(a);
        if (b != kNoSquare)
            text += " for " + sq(b);
        return text;
    }
    case ActionKind::NoCard:
        return m_phase == Phase::AfterMove
                   ? who + " ends the turn"
                   : (m_phase == Phase::FollowCharge ? who + " makes no further charge"
                                                     : who + " plays no card");
    case ActionKind::Land:
        return who + " lands the retreating ship on " + sq(payload);
    case ActionKind::Concede:
        return std::string(sideName(int(payload & 1))) + " concedes";
    }
    return "unknown action " + std::to_string(action);
}

std::string GwState::observation(Player player) const
{
    // Public: the board, the discards, the deck's size, each hand's size, the battle; private:
    // the viewer's own hand.
    std::ostringstream o;
    o << "viewer " << player << " phase " << kPhaseNames[int(m_phase)] << " player "
      << currentPlayer() << " mover " << m_mover << " turn " << m_turn << " first " << m_first
      << " passes " << m_passes << " winner " << m_winner << " conceded " << m_conceded << "\n";
    o << "start " << m_startFaces[0] << " " << m_startFaces[1] << " chooser " << m_chooser
      << " deferred " << m_deferred << " used " << m_cardUsed[0] << m_cardUsed[1] << " double "
      << m_doubleCharge << " backward " << m_backward << " follow " << m_followFrom << " "
      << int(m_afterFollow) << " stuck " << m_stuckSquare << "\n";
    o << "land " << m_landOwner << " " << m_landChooser << " " << m_landPowerUps << " "
      << int(m_afterLand) << " draws";
    for (int side : m_drawFor)
        o << " " << side;
    o << " then " << int(m_afterDraw) << "\nboard";
    for (int sq = 0; sq < int(m_board.size()); ++sq)
        if (at(sq).owner >= 0)
            o << " " << sq << ":" << at(sq).owner << "+" << at(sq).powerUps;
    o << "\ndiscard";
    for (int c : m_discard)
        o << " " << c;
    o << "\ndeck " << deckLeft() << " hands " << handSize(0) << " " << handSize(1) << "\n";
    if (player >= 0 && player < kSides) {
        o << "hand";
        for (int c : m_hand[player])
            o << " " << c;
        o << "\n";
    }
    const Battle &b = m_battle;
    o << "battle " << b.from << " " << b.target << " " << b.beyond << " " << b.attacker << " "
      << b.afterRoll << " " << b.asked << " dice " << b.extraDice[0] << " " << b.extraDice[1] << " "
      << b.fewerDice[0] << " " << b.fewerDice[1] << " sums " << b.sums[0] << " " << b.sums[1]
      << " roll";
    for (int side : b.toRoll)
        o << " " << side;
    o << " hold " << b.holdTheLine << " evasive " << b.evasive << " ties " << b.winTies << " "
      << b.ties << " shield " << b.shield << " played";
    for (const auto &p : b.played)
        o << " " << p.side << ":" << p.type << ":" << p.cancelled;
    o << "\n";
    return o.str();
}

std::string GwState::toString() const
{
    std::ostringstream o;
    o << observation(-1);
    for (int side = 0; side < kSides; ++side) {
        o << "hand " << side;
        for (int c : m_hand[side])
            o << " " << c;
        o << "\n";
    }
    o << "deck";
    for (int c : m_deck)
        o << " " << c;
    o << "\n";
    return o.str();
}

std::unique_ptr<State> GwState::clone() const
{
    return std::make_unique<GwState>(*this);
}

std::unique_ptr<State> GwState::resampleHidden(Player player, Rng &rng) const
{
    auto copy = std::make_unique<GwState>(*this);
    if (player < 0 || player >= kSides)
        return copy;
    // The opponent's hand is dealt afresh from the cards the player has not seen: the deck's
    // and the opponent's hand's together (a multiset in card order, so that the draw depends
    // only on what the player knows).
    const int opponent = 1 - player;
    std::vector<int> unseen;
    for (int t = 0; t < int(m_deck.size()); ++t)
        for (int i = 0; i < m_deck[std::size_t(t)] + m_hand[opponent][std::size_t(t)]; ++i)
            unseen.push_back(t);
    rng.shuffle(unseen);
    const int size = handSize(opponent);
    std::fill(copy->m_hand[opponent].begin(), copy->m_hand[opponent].end(), 0);
    std::fill(copy->m_deck.begin(), copy->m_deck.end(), 0);
    for (int i = 0; i < int(unseen.size()); ++i) {
        if (i < size)
            ++copy->m_hand[opponent][std::size_t(unseen[std::size_t(i)])];
        else
            ++copy->m_deck[std::size_t(unseen[std::size_t(i)])];
    }
    return copy;
}

bool GwState::revealsTo(Action action, Player seat) const
{
    if (isChanceNode())
        return true;
    // A card the other player plays was in its hidden hand.
    return actionKind(action) == ActionKind::PlayCard && currentPlayer() != seat;
}

std::string GwState::checkInvariants() const
{
    const auto &g = *m_game;
    const auto &board = g.board();
    const int cap = g.rules().powerUpCap;
    for (std::size_t t = 0; t < g.cards().size(); ++t) {
        if (m_deck[t] < 0 || m_hand[0][t] < 0 || m_hand[1][t] < 0 || m_discard[t] < 0)
            return "a negative card count";
        if (m_deck[t] + m_hand[0][t] + m_hand[1][t] + m_discard[t] != g.cards()[t].count)
            return "the cards of '" + g.cards()[t].id + "' do not add up";
    }
    std::array<int, kSides> ships{};
    for (int sq = 0; sq < int(m_board.size()); ++sq) {
        const Stack &s = at(sq);
        if (s.owner < 0) {
            if (s.powerUps != 0)
                return "power-ups on a vacant square";
            continue;
        }
        if (s.owner >= kSides)
            return "a ship with a bad owner";
        ++ships[s.owner];
        if (board.squares[std::size_t(sq)] == SquareKind::Light)
            return "a ship on a light square " + g.squareName(sq);
        if (s.powerUps < 0 || s.powerUps > cap)
            return "power-ups out of range on " + g.squareName(sq);
    }
    for (int side = 0; side < kSides; ++side)
        if (ships[side] > int(board.start[std::size_t(side)].size()))
            return "more ships than a side started with";
    if ((m_phase == Phase::Deal || m_phase == Phase::Draw) == m_drawFor.empty())
        return "draws and the phase disagree";
    if (m_phase == Phase::BattleCards || m_phase == Phase::BattleRoll) {
        const Battle &b = m_battle;
        if (b.from < 0 || at(b.from).owner != b.attacker || b.target < 0 ||
            at(b.target).owner != b.defender || b.attacker != m_mover)
            return "a battle without its ships";
        if (m_phase == Phase::BattleRoll && b.toRoll.empty())
            return "a battle roll with nobody to roll";
        if (m_phase == Phase::BattleCards && (b.asked < 0 || b.asked > 2))
            return "a battle window asking nobody";
        if (m_phase == Phase::BattleCards && m_cardUsed[currentPlayer()])
            return "a player asked for a card after playing one this turn";
    }
    if (m_phase == Phase::Land && vacantPlanet(m_landOwner).size() < 2)
        return "a landing choice without two vacant squares";
    if (m_phase == Phase::StuckRoll && (m_stuckSquare < 0 || !stuck(m_stuckSquare)))
        return "a retreat attempt without a stuck ship";
    if (m_phase == Phase::GameOver && m_winner < 0 && !m_conceded && m_turn <= 0)
        return "a game over before it began";
    if (m_phase != Phase::GameOver && m_winner >= 0)
        return "a winner before the end";
    if (m_phase == Phase::Move && m_passes > 1)
        return "two passes without the end";
    return {};
}

} // namespace starboard::gw
