#include "gw_heuristic.h"

#include "gw_game.h"

#include <algorithm>

namespace starboard::gw {

namespace {

// How far a square is from `side`'s own end, 0 (its planet) to rows - 1 (the enemy planet).
int progress(const GwState &state, int side, int square)
{
    const auto &b = state.game().board();
    return side == 0 ? b.row(square) : b.rows - 1 - b.row(square);
}

double sideValue(const GwState &state, int side)
{
    const auto &b = state.game().board();
    double value = 0;
    for (int sq = 0; sq < b.size(); ++sq) {
        const Stack &s = state.at(sq);
        if (s.owner != side)
            continue;
        value += 10.0 + 6.0 * s.powerUps + 0.8 * progress(state, side, sq);
        if (state.inEnemyPlanet(side, sq))
            value += 6.0;
    }
    return value + 0.5 * state.handSize(side);
}

} // namespace

double standing(const GwState &state, int side)
{
    if (state.isTerminal())
        return state.winner() < 0 ? 0.0 : (state.winner() == side ? 1000.0 : -1000.0);
    return sideValue(state, side) - sideValue(state, 1 - side);
}

double attackOdds(const GwState &state, int from, int target)
{
    const auto &g = state.game();
    const auto &rules = g.rules();
    const int attacker = state.at(from).owner;
    int a = (1 + state.at(from).powerUps) * rules.dicePerShip;
    int d = (1 + state.at(target).powerUps) * rules.dicePerShip;
    if (state.inOwnPlanet(1 - attacker, target))
        d += rules.homeDefenceDice;
    a = std::clamp(a, 1, kMaxDice);
    d = std::clamp(d, 1, kMaxDice);
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
    const double tieShare = rules.tieRule == TieRule::Reroll ? 0.5 : 0.0;
    return total > 0 ? (win + tieShare * tie) / total : 0.0;
}

Action HeuristicAgent::chooseAction(const State &base, Rng &rng)
{
    const auto &state = static_cast<const GwState &>(base);
    const auto legal = state.legalActions();
    const int me = state.currentPlayer();
    const auto &cards = state.game().cards();
    auto kindOf = [&](Action a) { return cards[std::size_t(actionPayload(a) & 0xff)].kind; };
    Action best = legal.front();
    double bestScore = -1e18;
    for (const Action a : legal) {
        double score = 0;
        const auto payload = actionPayload(a);
        switch (actionKind(a)) {
        case ActionKind::Choose:
            score = payload == int(FirstChoice::MoveFirst) ? 1 : 0;
            break;
        case ActionKind::Charge: {
            auto next = state.clone();
            next->applyLegalAction(a);
            score = standing(static_cast<const GwState &>(*next), me);
            break;
        }
        case ActionKind::Attack: {
            const int from = int(payload & 0xff), target = int(payload >> 8 & 0xff);
            const double p = attackOdds(state, from, target);
            const double gain = 16.0 + 6.0 * state.at(target).powerUps;
            const double loss = 8.0 + 0.8 * progress(state, me, from);
            score = standing(state, me) + p * gain - (1 - p) * loss + (p > 0.5 ? 2.0 : -4.0);
            break;
        }
        case ActionKind::TryRetreat:
            score = standing(state, me) - 1.0;
            break;
        case ActionKind::PlayCard: {
            switch (kindOf(a)) {
            case CardKind::ExtraDice:
            case CardKind::FewerDice:
            case CardKind::HoldTheLine:
            case CardKind::CancelCard:
            case CardKind::WinTies:
            case CardKind::RescueStuck:
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
                score = attackOdds(state, b.from, b.target) > 0.5 ? 1e6 : -1e6;
                break;
            }
            default: // charges: play them when a move is worth more
                score = -1e5;
                break;
            }
            break;
        }
        case ActionKind::NoCard:
            score = state.phase() == Phase::FollowCharge ? -1e6 : 0;
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
