#include "gw_heuristic.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace starboard::gw {

namespace {

// The weights of the standing (ours; tuned against random play and between the levels: see
// tests/games/galactic-warfare/tst_gw_match.cpp).
constexpr double kShip = 10.0;       // a ship in play
constexpr double kPowerUp = 4.0;     // a power-up: one more die in its battles
constexpr double kRow = 0.7;         // each row a ship has come from its own planet
constexpr double kInvader = 22.0;    // a ship inside the enemy planet (safe for good)
constexpr double kInvasion = 0.6;    // x invaders squared: the last squares are worth most
constexpr double kCard = 0.4;        // a card in hand
constexpr double kThreatNext = 0.8;  // the best attack of the side to move next
constexpr double kThreatLater = 0.3; // the other side's best attack
constexpr double kMobility = 0.5;    // each move a side has, up to kMobilityCap
constexpr int kMobilityCap = 6;
constexpr double kBlocked = 6.0; // a side with no move at all

SquareKind planetOf(int side)
{
    return side == 0 ? SquareKind::WhitePlanet : SquareKind::BluePlanet;
}

// How far a square is from `side`'s own end, 0 (its planet) to rows - 1 (the enemy planet).
int progress(const Board &b, int side, int square)
{
    return side == 0 ? b.row(square) : b.rows - 1 - b.row(square);
}

// The attacker's chance with `a` dice against `d` (ties rolled again count half), memoised.
double odds(const GwGame &g, int a, int d)
{
    a = std::clamp(a, 1, kMaxDice);
    d = std::clamp(d, 1, kMaxDice);
    const bool reroll = g.rules().tieRule == TieRule::Reroll;
    thread_local std::array<double, 2 * (kMaxDice + 1) * (kMaxDice + 1)> memo{};
    double &slot = memo[std::size_t((reroll ? 1 : 0) * (kMaxDice + 1) * (kMaxDice + 1) +
                                    a * (kMaxDice + 1) + d)];
    if (slot > 0)
        return slot - 1.0;
    double win = 0, tie = 0, total = 0;
    for (int x = a; x <= a * kDieSides; ++x) {
        for (int y = d; y <= d * kDieSides; ++y) {
            const double w = double(g.ways(a, x)) * double(g.ways(d, y));
            total += w;
            if (x > y)
                win += w;
            else if (x == y)
                tie += w;
        }
    }
    const double p = total > 0 ? (win + (reroll ? 0.5 : 0.0) * tie) / total : 0.0;
    slot = p + 1.0;
    return p;
}

// A board to imagine moves on: the stacks, with the geometry of GwState's rules.
struct View
{
    View(const GwGame &g, const std::vector<Stack> &stacks) : game(g), board(stacks)
    {
        // Per side, the columns of the enemy planet's squares it does not hold yet (what
        // stackValue() asks of every stack; a scan of the board each time was most of the
        // search's time: docs/performance.md).
        for (int side = 0; side < kSides; ++side)
            for (int sq : game.planetSquares(1 - side))
                if (board[std::size_t(sq)].owner != side)
                    openColumns[std::size_t(side)].push_back(b().column(sq));
    }

    const GwGame &game;
    const std::vector<Stack> &board;
    std::array<std::vector<int>, kSides> openColumns;

    const Board &b() const { return game.board(); }
    SquareKind kind(int sq) const { return b().squares[std::size_t(sq)]; }
    bool inOwnPlanet(int side, int sq) const { return kind(sq) == planetOf(side); }
    bool inEnemyPlanet(int side, int sq) const { return kind(sq) == planetOf(1 - side); }
    int dice(int sq, int defender) const
    {
        const auto &rules = game.rules();
        int n = (1 + board[std::size_t(sq)].powerUps) * rules.dicePerShip;
        if (defender >= 0 && inOwnPlanet(defender, sq))
            n += rules.homeDefenceDice;
        return n;
    }
    bool planetFull(int side) const // every square of side's planet holds a ship
    {
        return vacantHome(side) < 0;
    }
    int vacantHome(int side) const // a vacant square of side's planet (the first), -1 none
    {
        for (int sq : game.planetSquares(side))
            if (board[std::size_t(sq)].owner < 0)
                return sq;
        return -1;
    }

    // The attacks of the stack on `from`: (target, beyond or -1 for a planet target), as
    // GwState::attacks() finds them.
    template <typename F>
    void attacks(int from, F &&visit) const
    {
        const Stack &ship = board[std::size_t(from)];
        if (ship.owner < 0 || inEnemyPlanet(ship.owner, from))
            return;
        const bool home = inOwnPlanet(ship.owner, from);
        const int row = b().row(from) + (ship.owner == 0 ? 1 : -1);
        for (int dc = -1; dc <= 1; ++dc) {
            const int col = b().column(from) + dc;
            if (!b().onBoard(row, col))
                continue;
            const int target = b().at(row, col);
            if (board[std::size_t(target)].owner != 1 - ship.owner)
                continue;
            if (kind(target) == planetOf(1 - ship.owner)) {
                if (!home)
                    visit(target, -1);
                continue;
            }
            if (kind(target) != SquareKind::Dark || dc == 0)
                continue;
            const int lr = 2 * row - b().row(from), lc = 2 * col - b().column(from);
            if (!b().onBoard(lr, lc))
                continue;
            const int land = b().at(lr, lc);
            if (board[std::size_t(land)].owner >= 0)
                continue;
            if (kind(land) == SquareKind::Dark || kind(land) == planetOf(1 - ship.owner))
                visit(target, land);
        }
    }

    // How many charges and attacks `side` has (capped: only a side short of moves cares).
    int mobility(int side, int cap) const
    {
        int moves = 0;
        for (int from = 0; from < b().size() && moves < cap; ++from) {
            const Stack &ship = board[std::size_t(from)];
            if (ship.owner != side || inEnemyPlanet(side, from))
                continue;
            const bool home = inOwnPlanet(side, from);
            const int row = b().row(from) + (side == 0 ? 1 : -1);
            for (int dc = -1; dc <= 1; ++dc) {
                const int col = b().column(from) + dc;
                if (!b().onBoard(row, col))
                    continue;
                const int to = b().at(row, col);
                if (board[std::size_t(to)].owner >= 0)
                    continue;
                if (kind(to) == planetOf(1 - side)
                        ? !home
                        : kind(to) == SquareKind::Dark && (dc != 0 || home))
                    ++moves;
            }
            attacks(from, [&](int, int) { ++moves; });
        }
        return std::min(moves, cap);
    }

    double stackValue(int sq) const
    {
        const Stack &s = board[std::size_t(sq)];
        if (inEnemyPlanet(s.owner, sq))
            return kInvader + kPowerUp * 0.25 * s.powerUps;
        // Rows come count fully only while a square of the enemy planet not held yet lies
        // ahead within reach (ships only go forward: a column per row at most).
        const int rowsToGo = b().rows - 1 - progress(b(), s.owner, sq);
        bool reachable = false;
        for (int column : openColumns[std::size_t(s.owner)])
            if (std::abs(column - b().column(sq)) <= rowsToGo) {
                reachable = true;
                break;
            }
        return kShip + kPowerUp * s.powerUps +
               kRow * progress(b(), s.owner, sq) * (reachable ? 1.0 : 0.3);
    }

    double material(int side) const
    {
        double value = 0;
        int invaders = 0;
        for (int sq = 0; sq < b().size(); ++sq) {
            if (board[std::size_t(sq)].owner != side)
                continue;
            value += stackValue(sq);
            invaders += inEnemyPlanet(side, sq);
        }
        return value + kInvasion * invaders * invaders;
    }

    // What `side`'s best attack is worth on average (0 without one worth making).
    double bestAttack(int side) const
    {
        const int cap = game.rules().powerUpCap;
        double best = 0;
        const bool homeFull = vacantHome(side) < 0;
        for (int from = 0; from < b().size(); ++from) {
            if (board[std::size_t(from)].owner != side)
                continue;
            attacks(from, [&](int target, int land) {
                const double p = odds(game, dice(from, -1), dice(target, 1 - side));
                double gain = stackValue(target);
                if (board[std::size_t(from)].powerUps < cap)
                    gain += kPowerUp;
                gain += land >= 0 ? kRow * 2 : kInvader - stackValue(from);
                const double loss = homeFull ? stackValue(from)
                                             : kRow * progress(b(), side, from) +
                                                   kPowerUp * 0; // it retreats, power-ups kept
                best = std::max(best, p * gain - (1 - p) * loss);
            });
        }
        return best;
    }
};

} // namespace

double boardStanding(const GwGame &game, const std::vector<Stack> &board, int side, int next)
{
    const View v{game, board};
    std::array<int, kSides> ships{};
    for (const auto &s : board)
        if (s.owner >= 0)
            ++ships[std::size_t(s.owner)];
    // The two wins, as the engine checks them (the mover's first when both).
    for (int s : {next == side ? 1 - side : side, next == side ? side : 1 - side}) {
        if (ships[std::size_t(1 - s)] == 0 || v.planetFull(1 - s)) {
            bool held = true;
            for (int sq : game.planetSquares(1 - s))
                if (board[std::size_t(sq)].owner != s)
                    held = false;
            if (ships[std::size_t(1 - s)] == 0 || held)
                return s == side ? 1000.0 : -1000.0;
        }
    }
    const double threatNext = v.bestAttack(next), threatLater = v.bestAttack(1 - next);
    const double sign = next == side ? 1.0 : -1.0;
    // Few moves left: a side without one passes, and two passes end the game by the count.
    const int mine = v.mobility(side, kMobilityCap), theirs = v.mobility(1 - side, kMobilityCap);
    return v.material(side) - v.material(1 - side) +
           sign * (kThreatNext * threatNext - kThreatLater * threatLater) +
           kMobility * (mine - theirs) - kBlocked * ((mine == 0) - (theirs == 0));
}

double standing(const GwState &state, int side)
{
    if (state.isTerminal())
        return state.winner() < 0 ? 0.0 : (state.winner() == side ? 1000.0 : -1000.0);
    const auto &g = state.game();
    std::vector<Stack> board(std::size_t(g.board().size()));
    for (int sq = 0; sq < g.board().size(); ++sq)
        board[std::size_t(sq)] = state.at(sq);
    // After the move the opponent moves next; before (and in it) the mover.
    const int next = state.phase() == Phase::AfterMove ? 1 - state.mover() : state.mover();
    return boardStanding(g, board, side, next) +
           kCard * (state.handSize(side) - state.handSize(1 - side));
}

double attackOdds(const GwState &state, int from, int target)
{
    const int attacker = state.at(from).owner;
    const auto &g = state.game();
    int a = (1 + state.at(from).powerUps) * g.rules().dicePerShip;
    int d = (1 + state.at(target).powerUps) * g.rules().dicePerShip;
    if (state.inOwnPlanet(1 - attacker, target))
        d += g.rules().homeDefenceDice;
    return odds(g, a, d);
}

Action HeuristicAgent::chooseAction(const State &base, Rng &rng)
{
    const auto &state = static_cast<const GwState &>(base);
    const auto &g = state.game();
    const auto legal = state.legalActions();
    const int me = state.currentPlayer();
    const auto &cards = g.cards();
    const int n = g.board().size();
    auto kindOf = [&](Action a) { return cards[std::size_t(actionPayload(a) & 0xff)].kind; };
    std::vector<Stack> board(static_cast<std::size_t>(n));
    for (int sq = 0; sq < n; ++sq)
        board[std::size_t(sq)] = state.at(sq);
    // The standing after a decision of mine that ends my move (the opponent moves next).
    auto after = [&](Action a) {
        auto next = state.clone();
        next->applyLegalAction(a);
        const auto &s = static_cast<const GwState &>(*next);
        if (s.isTerminal())
            return standing(s, me);
        std::vector<Stack> b(static_cast<std::size_t>(n));
        for (int sq = 0; sq < n; ++sq)
            b[std::size_t(sq)] = s.at(sq);
        return boardStanding(g, b, me, 1 - me);
    };
    const double now = boardStanding(g, board, me, 1 - me);
    // Afterburners: what the best charge of any ship would add.
    auto bestCharge = [&]() {
        double best = -1e9;
        for (int sq = 0; sq < n; ++sq)
            if (state.at(sq).owner == me)
                for (int to : state.charges(sq)) {
                    auto b = board;
                    b[std::size_t(to)] = b[std::size_t(sq)];
                    b[std::size_t(sq)] = Stack{};
                    best = std::max(best, boardStanding(g, b, me, 1 - me));
                }
        return best;
    };

    bool canAttack = false, canCharge = false;
    for (const Action a : legal) {
        canAttack |= actionKind(a) == ActionKind::Attack;
        canCharge |= actionKind(a) == ActionKind::Charge;
    }
    Action best = legal.front();
    double bestScore = -1e18;
    for (const Action a : legal) {
        double score = 0;
        const auto payload = actionPayload(a);
        switch (actionKind(a)) {
        case ActionKind::Choose:
            score = payload == int(FirstChoice::MoveFirst) ? 1 : 0;
            break;
        case ActionKind::Charge:
            score = after(a);
            break;
        case ActionKind::Attack: {
            const int from = int(payload & 0xff), target = int(payload >> 8 & 0xff);
            const double p = attackOdds(state, from, target);
            const int land = state.beyond(from, target);
            const int cap = g.rules().powerUpCap;
            auto won = board;
            Stack ship = won[std::size_t(from)];
            ship.powerUps = std::min(cap, ship.powerUps + 1);
            won[std::size_t(from)] = Stack{};
            won[std::size_t(target)] = Stack{};
            won[std::size_t(land >= 0 ? land : target)] = ship;
            auto lost = board;
            const View v{g, board};
            const int home = v.vacantHome(me);
            if (home >= 0)
                lost[std::size_t(home)] = lost[std::size_t(from)];
            lost[std::size_t(from)] = Stack{};
            score = p * boardStanding(g, won, me, 1 - me) +
                    (1 - p) * boardStanding(g, lost, me, 1 - me);
            break;
        }
        case ActionKind::TryRetreat:
            score = now + 0.5;
            break;
        case ActionKind::Land:
            // My ship going home, or the opponent's beaten one going to its planet.
            score = after(a);
            break;
        case ActionKind::PlayCard: {
            switch (kindOf(a)) {
            case CardKind::ExtraDice:
            case CardKind::FewerDice:
            case CardKind::HoldTheLine:
            case CardKind::CancelCard:
            case CardKind::WinTies:
            case CardKind::RepelInvader:
            case CardKind::StealPowerUp:
            case CardKind::DrawCards:
                score = 1e6;
                break;
            case CardKind::Reroll:
            case CardKind::EvasiveRetreat: {
                const auto &b = state.battle();
                score = b.sums[me] < b.sums[1 - me] ? 1e6 : -1e6;
                break;
            }
            case CardKind::Shield: {
                const auto &b = state.battle();
                score = attackOdds(state, b.from, b.target) > 0.4 ? 1e6 : -1e6;
                break;
            }
            case CardKind::ExtraCharge:
                score = state.phase() == Phase::AfterMove ? bestCharge() - now - 3.0 : -1e5;
                break;
            case CardKind::DoubleCharge:
                // Hyperdrive before a move that will be a charge (no attack on offer): the
                // charging ship may go on (the card was never played: helper 18's playtest).
                score = canAttack ? -1e5 : canCharge ? 1e6 - 1 : -1e5;
                break;
            case CardKind::RescueStuck: {
                // Tractor Beam: a stuck ship home at once; a ship blocked further back only
                // when nothing else moves (a move instead of a pass), the front-most one (it
                // opens the square beyond for the attacks that break a wall).
                const int target = int(payload >> 8 & 0xff);
                const int rows = g.board().rows;
                const int row = g.board().row(target);
                const int ahead = me == 0 ? row : rows - 1 - row; // rows advanced
                score = state.stuck(target)      ? 1e6
                        : canAttack || canCharge ? -1e5
                                                 : 1e6 - 40 + 2.0 * ahead;
                break;
            }
            case CardKind::BackwardCharge:
                // Reverse Thrusters when no ship can go forward: a move instead of a pass.
                score = canAttack || canCharge ? -1e5 : 1e6 - 1;
                break;
            default:
                score = -1e5;
                break;
            }
            break;
        }
        case ActionKind::NoCard:
            score = state.phase() == Phase::FollowCharge ? now : 0;
            break;
        default:
            score = 0;
            break;
        }
        score += 1e-3 * double(rng.below(1000)); // ties broken at random
        if (score > bestScore) {
            bestScore = score;
            best = a;
        }
    }
    return best;
}

} // namespace starboard::gw
