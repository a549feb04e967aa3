#include "gc_game.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace starboard::gc {

namespace {

const char *const kTechIds[kTechCount] = {
    "capital-ships",    "forward-star-bases",     "robot-workers",         "planetary-defenses",
    "hyper-television", "interstellar-diplomacy", "interspecies-commerce", "interstellar-banking",
};

bool isChancePhase(Phase p)
{
    switch (p) {
    case Phase::Reveal:
    case Phase::AttackRoll:
    case Phase::DrawEvent:
    case Phase::EventTarget:
    case Phase::EventRoll:
        return true;
    default:
        return false;
    }
}

bool isEventCard(const Card &c)
{
    return c.kind == CardKind::Event || c.kind == CardKind::RedAlert;
}

// Events that roll a die for each player they concern.
bool rollsPerPlayer(EventKind k)
{
    return k == EventKind::Revolt || k == EventKind::Invasion || k == EventKind::Coup ||
           k == EventKind::Ambush;
}

const char *phaseName(Phase p)
{
    switch (p) {
    case Phase::Action:
        return "action";
    case Phase::Reveal:
        return "reveal";
    case Phase::AttackRoll:
        return "attack-roll";
    case Phase::Trade:
        return "trade";
    case Phase::Build:
        return "build";
    case Phase::DrawEvent:
        return "draw-event";
    case Phase::EventTarget:
        return "event-target";
    case Phase::EventRoll:
        return "event-roll";
    case Phase::GameOver:
        return "game-over";
    }
    return "?";
}

} // namespace

const char *techId(Tech tech)
{
    return kTechIds[int(tech)];
}

// ---------------------------------------------------------------------------------------
// GcGame

GcGame::GcGame(std::shared_ptr<const Content> content, int players)
    : m_content(std::move(content)), m_players(players)
{
    const auto &cards = m_content->cards;
    const bool original = rules().deck == DeckChoice::Original;
    m_inDeck.assign(cards.size(), false);
    int redAlerts = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        m_inDeck[i] = !original || cards[i].original;
        if (m_inDeck[i] && isEventCard(cards[i])) {
            ++m_eventCards;
            if (cards[i].kind == CardKind::RedAlert)
                ++redAlerts;
        }
    }
    m_techIndex.fill(-1);
    for (std::size_t i = 0; i < m_content->technologies.size(); ++i)
        m_techIndex[int(m_content->technologies[i].tech)] = int(i);

    // A generous bound: per turn an action, a reveal, a roll, a trade and three build steps;
    // per round one event draw plus one per red alert, each with a target and a roll per
    // player; and the concessions.
    const int rounds = rules().yearEvents[0] + rules().yearEvents[1];
    m_maxLength = rounds * (7 * players + (1 + redAlerts) * (1 + 2 * players)) + players + 1;
}

std::shared_ptr<GcGame> GcGame::create(std::shared_ptr<const Content> content, int players,
                                       std::string *error)
{
    auto fail = [error](const std::string &message) -> std::shared_ptr<GcGame> {
        if (error)
            *error = message;
        return nullptr;
    };
    if (!content)
        return fail("no content");
    if (players < 1 || players > kMaxSeats)
        return fail("Galaxy Command is played by 1 to 4 players");
    const auto &r = content->ruleset;
    const bool original = r.deck == DeckChoice::Original;
    int nearCards = 0;
    int distantCards = 0;
    int events = 0;
    for (const auto &c : content->cards) {
        if (original && !c.original)
            continue;
        nearCards += c.kind == CardKind::Near;
        distantCards += c.kind == CardKind::Distant;
        events += isEventCard(c);
    }
    if (nearCards < players * r.nearPerPlayer || distantCards < players * r.distantPerPlayer)
        return fail("the deck has too few system cards for " + std::to_string(players) +
                    " players");
    if (events < std::max(r.yearEvents[0], r.yearEvents[1]) || r.yearEvents[0] < 1 ||
        r.yearEvents[1] < 1)
        return fail("the deck has too few event cards for a year");
    std::array<bool, kTechCount> seen{};
    for (const auto &t : content->technologies)
        seen[int(t.tech)] = true;
    if (std::find(seen.begin(), seen.end(), false) != seen.end() ||
        content->technologies.size() != std::size_t(kTechCount))
        return fail("the technology mat must hold each of the eight technologies once");
    if (r.ranks.empty() || r.dieSides < 1)
        return fail("the ruleset has no ranks or no die");
    return std::shared_ptr<GcGame>(new GcGame(std::move(content), players));
}

const GameInfo &GcGame::info() const
{
    static const GameInfo kInfo{
        "galaxy-command", "Galaxy Command", 1, kMaxSeats, true, false, true};
    return kInfo;
}

std::unique_ptr<State> GcGame::newInitialState() const
{
    return std::make_unique<GcState>(shared_from_this());
}

std::unique_ptr<GcState> GcGame::newScenarioState(const Scenario &scenario,
                                                  std::string *error) const
{
    auto state = std::make_unique<GcState>(shared_from_this());
    const std::string message = state->setUp(scenario);
    if (!message.empty()) {
        if (error)
            *error = message;
        return nullptr;
    }
    return state;
}

int GcGame::cardIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < cards().size(); ++i) {
        if (cards()[i].id == id)
            return int(i);
    }
    return -1;
}

int GcGame::techIndex(const std::string &id) const
{
    for (std::size_t i = 0; i < technologies().size(); ++i) {
        if (technologies()[i].id == id)
            return int(i);
    }
    return -1;
}

GameRegistration registration()
{
    GameRegistration r;
    r.info = GameInfo{"galaxy-command", "Galaxy Command", 1, kMaxSeats, true, false, true};
    r.create = [](std::shared_ptr<const GameContent> content,
                  int numPlayers) -> std::shared_ptr<Game> {
        auto gc = std::dynamic_pointer_cast<const Content>(content);
        if (!gc)
            return nullptr;
        return GcGame::create(std::move(gc), numPlayers);
    };
    return r;
}

// ---------------------------------------------------------------------------------------
// GcState: set-up

GcState::GcState(std::shared_ptr<const GcGame> game) : m_game(std::move(game))
{
    const auto &g = *m_game;
    const auto &r = g.rules();
    m_players.resize(g.numPlayers());
    for (auto &p : m_players) {
        p.systems.resize(g.slotsPerPlayer());
        for (int i = r.nearPerPlayer; i < g.slotsPerPlayer(); ++i)
            p.systems[i].distant = true;
    }
    m_seen.assign(g.cards().size(), false);
    m_yearPileLeft = r.yearEvents[0];
    m_unusedLeft = g.eventCardCount() - r.yearEvents[0];
    startTurn(0);
}

std::string GcState::setUp(const Scenario &s)
{
    const auto &g = *m_game;
    const auto &r = g.rules();
    const int n = numPlayers();
    if (!m_history.empty())
        return "a scenario needs a fresh state";
    if (s.year < 1 || s.year > 2)
        return "the year must be 1 or 2";
    if (s.eventsPlayed < 0 || s.eventsPlayed >= r.yearEvents[s.year - 1])
        return "eventsPlayed out of range";
    if (s.activePlayer < 0 || s.activePlayer >= n)
        return "no such active player";
    if (s.phase != Phase::Action && s.phase != Phase::Build && s.phase != Phase::Trade &&
        s.phase != Phase::DrawEvent)
        return "a scenario starts in the Action, Trade, Build or DrawEvent phase";
    m_year = s.year;
    m_eventsPlayed = s.eventsPlayed;
    m_round = (s.year == 2 ? r.yearEvents[0] : 0) + s.eventsPlayed + 1;
    m_yearPileLeft = r.yearEvents[s.year - 1] - s.eventsPlayed;
    m_unusedLeft = g.eventCardCount() - m_yearPileLeft;
    std::fill(m_seen.begin(), m_seen.end(), false);
    for (int seat = 0; seat < n; ++seat) {
        auto &p = m_players[seat];
        p.metal = s.metal[seat];
        p.wealth = s.wealth[seat];
        p.military = s.military[seat];
        p.strike = s.strike[seat];
        p.techs.fill(false);
        for (const auto &id : s.techs[seat]) {
            const int t = g.techIndex(id);
            if (t < 0)
                return "unknown technology " + id;
            p.techs[int(g.technologies()[t].tech)] = true;
        }
        if (p.metal < 0 || p.metal > storageLimit(seat) || p.wealth < 0 ||
            p.wealth > storageLimit(seat))
            return "storage out of range for seat " + std::to_string(seat);
        if (p.military < 0 || p.military > militaryLimit(seat))
            return "military out of range for seat " + std::to_string(seat);
        for (auto &slot : p.systems) {
            slot.card = -1;
            slot.aligned = false;
            slot.alignedAt = 0;
        }
    }
    for (const auto &placed : s.systems) {
        if (placed.seat < 0 || placed.seat >= n || placed.slot < 0 ||
            placed.slot >= g.slotsPerPlayer())
            return "no such seat or slot for " + placed.card;
        const int card = g.cardIndex(placed.card);
        if (card < 0 || !g.inDeck(card))
            return "no such card in the deck: " + placed.card;
        auto &slot = m_players[placed.seat].systems[placed.slot];
        const auto kind = g.cards()[card].kind;
        if ((kind != CardKind::Near && kind != CardKind::Distant) ||
            (kind == CardKind::Distant) != slot.distant)
            return placed.card + " does not fit that slot";
        if (m_seen[card] || slot.explored())
            return "card or slot used twice: " + placed.card;
        m_seen[card] = true;
        slot.card = card;
        if (placed.aligned)
            alignSlot(placed.seat, placed.slot, true);
    }
    m_active = s.activePlayer;
    for (auto &p : m_players)
        p.built = p.discovered = false;
    m_phase = s.phase;
    return checkInvariants();
}

// ---------------------------------------------------------------------------------------
// Queries

int GcState::numPlayers() const
{
    return int(m_players.size());
}

int GcState::eventsLeft() const
{
    return m_game->rules().yearEvents[m_year - 1] - m_eventsPlayed;
}

int GcState::production(int seat, Resource resource) const
{
    const auto &r = m_game->rules();
    int total = resource == Resource::Metal ? r.startMetalProduction : r.startWealthProduction;
    for (const auto &slot : m_players[seat].systems) {
        if (slot.aligned) {
            const auto &c = m_game->cards()[slot.card];
            total += resource == Resource::Metal ? c.metal : c.wealth;
        }
    }
    return total;
}

int GcState::storageLimit(int seat) const
{
    const auto &r = m_game->rules();
    return hasTech(seat, Tech::InterstellarBanking) ? r.storageLimitBanking : r.storageLimit;
}

int GcState::militaryLimit(int seat) const
{
    const auto &r = m_game->rules();
    return hasTech(seat, Tech::CapitalShips) ? r.militaryLimitCapital : r.militaryLimit;
}

bool GcState::diplomacyAvailable(int seat) const
{
    const auto &p = m_players[seat];
    return hasTech(seat, Tech::InterstellarDiplomacy) && p.diplomacyTurn == p.turnsTaken;
}

bool GcState::canExploreDistant(int seat) const
{
    if (!hasTech(seat, Tech::ForwardStarBases))
        return false;
    for (const auto &slot : m_players[seat].systems) {
        if (!slot.distant && slot.explored() && !slot.aligned)
            return false;
    }
    return true;
}

bool GcState::canDiscover(int seat, int tech) const
{
    const auto &g = *m_game;
    if (m_phase != Phase::Build || m_active != seat || tech < 0 ||
        tech >= int(g.technologies().size()))
        return false;
    const auto &p = m_players[seat];
    const auto &t = g.technologies()[tech];
    if (p.discovered || p.techs[int(t.tech)] || p.wealth < t.cost)
        return false;
    if (t.generation > 1) {
        for (const auto &other : g.technologies()) {
            if (other.row == t.row && other.generation < t.generation && !p.techs[int(other.tech)])
                return false;
        }
    }
    return true;
}

bool GcState::canBuildMilitary(int seat) const
{
    const auto &r = m_game->rules();
    const auto &p = m_players[seat];
    return m_phase == Phase::Build && m_active == seat && !p.built &&
           p.military < militaryLimit(seat) && p.metal >= r.militaryMetalCost &&
           p.wealth >= r.militaryWealthCost;
}

bool GcState::canTrade(int seat, Resource give) const
{
    const auto &p = m_players[seat];
    const int have = give == Resource::Metal ? p.metal : p.wealth;
    return hasTech(seat, Tech::InterspeciesCommerce) && have >= m_game->rules().commerceGive;
}

bool GcState::anyAttackPossible(int seat) const
{
    const auto &p = m_players[seat];
    const bool distantOk = canExploreDistant(seat);
    for (const auto &slot : p.systems) {
        if (slot.explored() ? !slot.aligned : (!slot.distant || distantOk))
            return true;
    }
    return false;
}

bool GcState::anyBuildPossible(int seat) const
{
    if (canBuildMilitary(seat))
        return true;
    for (int t = 0; t < int(m_game->technologies().size()); ++t) {
        if (canDiscover(seat, t))
            return true;
    }
    return false;
}

int GcState::alignedCount(int seat) const
{
    int count = 0;
    for (const auto &slot : m_players[seat].systems)
        count += slot.aligned;
    return count;
}

ScoreBreakdown GcState::score(int seat) const
{
    const auto &g = *m_game;
    const auto &r = g.rules();
    const auto &p = m_players[seat];
    ScoreBreakdown b;
    bool allExplored = true;
    bool allAligned = true;
    for (const auto &slot : p.systems) {
        allExplored &= slot.explored();
        allAligned &= slot.aligned;
        if (slot.aligned)
            b.systems += g.cards()[slot.card].victoryPoints;
    }
    // "Gain 1 Victory Point for every technology you discovered. (If the cube is on first
    // generation technology you gain 1, for cubes on the second generation technology, you
    // gain 2)": the cube marks how far a row has gone, so each row scores the points of its
    // furthest discovered technology (1 or 2), not the sum of the row.
    bool allTechs = true;
    std::map<int, const Technology *> furthest; // by mat row
    for (const auto &t : g.technologies()) {
        if (!p.techs[int(t.tech)]) {
            allTechs = false;
            continue;
        }
        const Technology *&row = furthest[t.row];
        if (!row || t.generation > row->generation)
            row = &t;
    }
    for (const auto &[row, t] : furthest)
        b.technology += t->victoryPoints;
    b.exploration = allExplored ? r.explorationBonus : 0;
    b.scientific = allTechs ? r.scientificBonus : 0;
    b.warlord = allAligned ? r.warlordBonus : 0;
    return b;
}

int GcState::rankIndex(int seat) const
{
    if (m_players[seat].lost)
        return -1;
    const int total = score(seat).total();
    const auto &ranks = m_game->rules().ranks;
    int index = 0;
    for (int i = 0; i < int(ranks.size()); ++i) {
        if (total >= ranks[i].minScore)
            index = i;
    }
    return index;
}

int GcState::alignedDistant() const
{
    int count = 0;
    for (const auto &p : m_players) {
        if (p.lost)
            continue;
        for (const auto &slot : p.systems)
            count += slot.distant && slot.aligned;
    }
    return count;
}

int GcState::distantToWin() const
{
    return m_game->rules().distantToWinPerPlayer * numPlayers();
}

bool GcState::empireWon() const
{
    return alignedDistant() >= distantToWin();
}

std::vector<int> GcState::revoltTargets(int seat) const
{
    const auto &p = m_players[seat];
    std::vector<int> targets;
    int least = 0;
    for (int i = 0; i < int(p.systems.size()); ++i) {
        if (!p.systems[i].aligned)
            continue;
        const int res = m_game->cards()[p.systems[i].card].resistance;
        if (targets.empty() || res < least) {
            targets.assign(1, i);
            least = res;
        } else if (res == least) {
            targets.push_back(i);
        }
    }
    return targets;
}

int GcState::lastAlignedSlot(int seat) const
{
    const auto &p = m_players[seat];
    int best = -1;
    for (int i = 0; i < int(p.systems.size()); ++i) {
        if (p.systems[i].aligned &&
            (best < 0 || p.systems[i].alignedAt > p.systems[best].alignedAt))
            best = i;
    }
    return best;
}

bool GcState::eventConcerns(const Card &card, int seat) const
{
    const auto &p = m_players[seat];
    if (p.lost)
        return false;
    switch (card.event) {
    case EventKind::Coup:
        return p.military >= card.threshold;
    case EventKind::Raid: {
        const auto res = card.years[m_year - 1].resource;
        return (res == Resource::Metal ? p.metal : p.wealth) >= card.threshold;
    }
    case EventKind::Ambush:
        return p.military <= card.threshold;
    default:
        return true;
    }
}

int GcState::firstLivingSeat() const
{
    for (int s = 0; s < numPlayers(); ++s) {
        if (!m_players[s].lost)
            return s;
    }
    return -1;
}

int GcState::nextLivingSeat(int from) const
{
    for (int s = from + 1; s < numPlayers(); ++s) {
        if (!m_players[s].lost)
            return s;
    }
    return -1;
}

// ---------------------------------------------------------------------------------------
// Legal actions

Player GcState::currentPlayer() const
{
    if (m_phase == Phase::GameOver)
        return kTerminalPlayer;
    if (isChancePhase(m_phase))
        return kChancePlayer;
    return m_active;
}

std::vector<ChanceOutcome> GcState::chanceOutcomes() const
{
    const auto &g = *m_game;
    std::vector<ChanceOutcome> out;
    switch (m_phase) {
    case Phase::Reveal: {
        const bool distant = m_players[m_active].systems[m_attackSlot].distant;
        const auto want = distant ? CardKind::Distant : CardKind::Near;
        for (int c = 0; c < int(g.cards().size()); ++c) {
            if (g.inDeck(c) && !m_seen[c] && g.cards()[c].kind == want)
                out.push_back({makeAction(ActionKind::Reveal, c), 1});
        }
        break;
    }
    case Phase::AttackRoll:
    case Phase::EventRoll:
        for (int f = 1; f <= g.rules().dieSides; ++f)
            out.push_back({makeAction(ActionKind::DieRoll, f), 1});
        break;
    case Phase::DrawEvent:
        for (int c = 0; c < int(g.cards().size()); ++c) {
            if (g.inDeck(c) && !m_seen[c] && isEventCard(g.cards()[c]))
                out.push_back({makeAction(ActionKind::DrawEvent, c), 1});
        }
        break;
    case Phase::EventTarget:
        for (int slot : revoltTargets(m_eventSeat))
            out.push_back({makeAction(ActionKind::PickTarget, slot), 1});
        break;
    default:
        break;
    }
    return out;
}

std::vector<Action> GcState::legalActions() const
{
    std::vector<Action> actions;
    if (m_phase == Phase::GameOver)
        return actions;
    if (isChancePhase(m_phase)) {
        for (const auto &o : chanceOutcomes())
            actions.push_back(o.action);
        return actions;
    }
    const int seat = m_active;
    const auto &p = m_players[seat];
    switch (m_phase) {
    case Phase::Action: {
        const bool distantOk = canExploreDistant(seat);
        for (int i = 0; i < int(p.systems.size()); ++i) {
            const auto &slot = p.systems[i];
            if (!slot.explored() && (!slot.distant || distantOk))
                actions.push_back(makeAction(ActionKind::Explore, i));
        }
        for (int i = 0; i < int(p.systems.size()); ++i) {
            if (p.systems[i].explored() && !p.systems[i].aligned)
                actions.push_back(makeAction(ActionKind::Conquer, i));
        }
        actions.push_back(makeAction(ActionKind::Bide));
        break;
    }
    case Phase::Trade:
        if (canTrade(seat, Resource::Metal))
            actions.push_back(makeAction(ActionKind::Trade, 0));
        if (canTrade(seat, Resource::Wealth))
            actions.push_back(makeAction(ActionKind::Trade, 1));
        actions.push_back(makeAction(ActionKind::NoTrade));
        break;
    case Phase::Build:
        if (canBuildMilitary(seat))
            actions.push_back(makeAction(ActionKind::Build));
        for (int t = 0; t < int(m_game->technologies().size()); ++t) {
            if (canDiscover(seat, t))
                actions.push_back(makeAction(ActionKind::Discover, t));
        }
        actions.push_back(makeAction(ActionKind::EndTurn));
        break;
    default:
        break;
    }
    std::sort(actions.begin(), actions.end());
    return actions;
}

bool GcState::isLegal(Action action) const
{
    return refusal(action).empty();
}

std::string GcState::refusal(Action action) const
{
    const auto kind = actionKind(action);
    const int payload = actionPayload(action);
    if (m_phase == Phase::GameOver)
        return "the game is over";
    if (kind == ActionKind::Concede) {
        if (payload < 0 || payload >= numPlayers())
            return "no such seat";
        if (m_players[payload].lost)
            return "that player is already out of the game";
        return "";
    }
    if (isChancePhase(m_phase)) {
        for (const auto &o : chanceOutcomes()) {
            if (o.action == action)
                return "";
        }
        return "not a possible chance outcome now";
    }
    const int seat = m_active;
    const auto &p = m_players[seat];
    switch (kind) {
    case ActionKind::Explore:
    case ActionKind::Conquer:
    case ActionKind::Bide:
        if (m_phase != Phase::Action)
            return "explore, conquer and bide time are the first step of a turn";
        if (kind == ActionKind::Bide)
            return payload == 0 ? "" : "bad action";
        if (payload < 0 || payload >= int(p.systems.size()))
            return "no such system card";
        if (kind == ActionKind::Explore) {
            const auto &slot = p.systems[payload];
            if (slot.explored())
                return "that system is already explored";
            if (slot.distant && !hasTech(seat, Tech::ForwardStarBases))
                return "distant systems need Forward Star Bases";
            if (slot.distant && !canExploreDistant(seat))
                return "distant systems wait until every explored near system is aligned";
            return "";
        }
        if (!p.systems[payload].explored())
            return "conquer an explored system; explore this one first";
        if (p.systems[payload].aligned)
            return "that system is already aligned";
        return "";
    case ActionKind::Trade:
    case ActionKind::NoTrade:
        if (m_phase != Phase::Trade)
            return "trading is only right after collecting, once per turn";
        if (kind == ActionKind::NoTrade)
            return payload == 0 ? "" : "bad action";
        if (payload != 0 && payload != 1)
            return "bad action";
        if (!canTrade(seat, payload == 0 ? Resource::Metal : Resource::Wealth))
            return "not enough to trade";
        return "";
    case ActionKind::Build:
        if (m_phase != Phase::Build)
            return "military is built in the build step";
        if (p.built)
            return "military strength rises only once per turn";
        if (p.military >= militaryLimit(seat))
            return hasTech(seat, Tech::CapitalShips) ? "military strength is at its limit"
                                                     : "military above 3 needs Capital Ships";
        if (!canBuildMilitary(seat))
            return "building military costs 1 metal and 1 wealth";
        return payload == 0 ? "" : "bad action";
    case ActionKind::Discover: {
        if (m_phase != Phase::Build)
            return "technologies are discovered in the build step";
        if (payload < 0 || payload >= int(m_game->technologies().size()))
            return "no such technology";
        const auto &t = m_game->technologies()[payload];
        if (p.techs[int(t.tech)])
            return "already discovered";
        if (p.discovered)
            return "only one technology per turn";
        if (p.wealth < t.cost)
            return "not enough wealth";
        if (!canDiscover(seat, payload))
            return "the first technology of its row comes first";
        return "";
    }
    case ActionKind::EndTurn:
        if (m_phase != Phase::Build)
            return "the turn ends after the build step";
        return payload == 0 ? "" : "bad action";
    default:
        return "not an action of this game";
    }
}

// ---------------------------------------------------------------------------------------
// Applying actions

void GcState::doApplyAction(Action action)
{
    const auto kind = actionKind(action);
    const int payload = actionPayload(action);
    const auto &g = *m_game;
    auto &p = m_players[m_active];
    switch (kind) {
    case ActionKind::Concede: {
        auto &who = m_players[payload];
        who.conceded = true;
        loseGame(payload);
        if (m_phase == Phase::GameOver)
            return;
        const bool inTurn = m_phase == Phase::Action || m_phase == Phase::Reveal ||
                            m_phase == Phase::AttackRoll || m_phase == Phase::Trade ||
                            m_phase == Phase::Build;
        if (inTurn && m_active == payload)
            endTurn();
        else if ((m_phase == Phase::EventTarget || m_phase == Phase::EventRoll) &&
                 m_eventSeat == payload)
            nextEventSeat();
        return;
    }
    case ActionKind::Explore:
        m_attackSlot = payload;
        m_attackExplore = true;
        m_phase = Phase::Reveal;
        return;
    case ActionKind::Conquer:
        m_attackSlot = payload;
        m_attackExplore = false;
        if (diplomacyAvailable(m_active))
            resolveAttack(0, true);
        else
            m_phase = Phase::AttackRoll;
        return;
    case ActionKind::Bide:
        m_lastAttack = AttackReport{};
        afterAction();
        return;
    case ActionKind::Reveal:
        m_seen[payload] = true;
        p.systems[m_attackSlot].card = payload;
        if (diplomacyAvailable(m_active))
            resolveAttack(0, true);
        else
            m_phase = Phase::AttackRoll;
        return;
    case ActionKind::DieRoll:
        if (m_phase == Phase::AttackRoll)
            resolveAttack(payload, false);
        else
            finishEventRoll(payload);
        return;
    case ActionKind::Trade: {
        const auto &r = g.rules();
        const int limit = storageLimit(m_active);
        if (payload == 0) {
            p.metal -= r.commerceGive;
            p.wealth = std::min(limit, p.wealth + r.commerceGet);
        } else {
            p.wealth -= r.commerceGive;
            p.metal = std::min(limit, p.metal + r.commerceGet);
        }
        enterBuild();
        return;
    }
    case ActionKind::NoTrade:
        enterBuild();
        return;
    case ActionKind::Build:
        p.metal -= g.rules().militaryMetalCost;
        p.wealth -= g.rules().militaryWealthCost;
        p.military += 1;
        p.built = true;
        if (!anyBuildPossible(m_active))
            endTurn();
        return;
    case ActionKind::Discover: {
        const auto &t = g.technologies()[payload];
        p.wealth -= t.cost;
        p.techs[int(t.tech)] = true;
        p.discovered = true;
        if (t.tech == Tech::InterstellarDiplomacy)
            p.diplomacyTurn = p.turnsTaken + 1;
        if (!anyBuildPossible(m_active))
            endTurn();
        return;
    }
    case ActionKind::EndTurn:
        endTurn();
        return;
    case ActionKind::DrawEvent:
        m_seen[payload] = true;
        if (m_drawingReplacement)
            --m_unusedLeft;
        else
            --m_yearPileLeft;
        resolveEventCard(payload, m_drawingReplacement);
        return;
    case ActionKind::PickTarget:
        currentEffect(m_eventSeat).slot = payload;
        m_phase = Phase::EventRoll;
        return;
    }
}

void GcState::startTurn(int seat)
{
    m_active = seat;
    auto &p = m_players[seat];
    p.built = false;
    p.discovered = false;
    m_phase = Phase::Action;
    // Nothing to explore or conquer: biding time is the only choice, taken for the player.
    if (!anyAttackPossible(seat))
        afterAction();
}

void GcState::resolveAttack(int roll, bool diplomacy)
{
    auto &p = m_players[m_active];
    auto &slot = p.systems[m_attackSlot];
    const auto &card = m_game->cards()[slot.card];
    AttackReport report;
    report.seat = m_active;
    report.slot = m_attackSlot;
    report.explore = m_attackExplore;
    report.diplomacy = diplomacy;
    report.roll = roll;
    report.military = p.military;
    report.resistance = card.resistance;
    report.success = diplomacy || roll + p.military >= card.resistance;
    if (diplomacy)
        p.diplomacyTurn = -1; // used up
    if (report.success)
        alignSlot(m_active, m_attackSlot, true);
    else
        p.military = std::max(0, p.military - 1);
    m_lastAttack = report;
    afterAction();
}

void GcState::alignSlot(int seat, int slot, bool aligned)
{
    auto &s = m_players[seat].systems[slot];
    s.aligned = aligned;
    s.alignedAt = aligned ? ++m_alignStamp : 0;
}

int GcState::addStorage(int seat, Resource resource, int amount)
{
    auto &p = m_players[seat];
    int &store = resource == Resource::Metal ? p.metal : p.wealth;
    const int before = store;
    store = std::clamp(store + amount, 0, std::max(store, storageLimit(seat)));
    return store - before;
}

void GcState::afterAction()
{
    collect();
    if (canTrade(m_active, Resource::Metal) || canTrade(m_active, Resource::Wealth))
        m_phase = Phase::Trade;
    else
        enterBuild();
}

void GcState::collect()
{
    auto &p = m_players[m_active];
    CollectReport report;
    int metal = production(m_active, Resource::Metal);
    int wealth = production(m_active, Resource::Wealth);
    if (p.strike) {
        report.strike = true;
        p.strike = false;
        if (hasTech(m_active, Tech::RobotWorkers)) {
            report.halved = true;
            metal = (metal + 1) / 2;
            wealth = (wealth + 1) / 2;
        } else {
            metal = wealth = 0;
        }
    }
    report.metal = addStorage(m_active, Resource::Metal, metal);
    report.wealth = addStorage(m_active, Resource::Wealth, wealth);
    report.wasted = metal + wealth - report.metal - report.wealth;
    m_lastCollect[m_active] = report;
}

void GcState::enterBuild()
{
    m_phase = Phase::Build;
    if (!anyBuildPossible(m_active))
        endTurn();
}

void GcState::endTurn()
{
    m_players[m_active].turnsTaken += 1;
    const int next = nextLivingSeat(m_active);
    if (next >= 0)
        startTurn(next);
    else
        beginEvent();
}

void GcState::beginEvent()
{
    m_roundEvents.clear();
    m_drawingReplacement = false;
    m_phase = Phase::DrawEvent;
}

void GcState::resolveEventCard(int cardIndex, bool replacement)
{
    const auto &card = m_game->cards()[cardIndex];
    EventReport report;
    report.card = cardIndex;
    report.year = m_year;
    report.replacement = replacement;
    m_roundEvents.push_back(report);
    m_eventCard = cardIndex;
    const auto &y = card.years[m_year - 1];
    if (rollsPerPlayer(card.event)) {
        m_eventSeat = -1;
        nextEventSeat();
        return;
    }
    for (int seat = 0; seat < numPlayers(); ++seat) {
        if (!eventConcerns(card, seat))
            continue;
        auto &effect = currentEffect(seat);
        effect.affected = true;
        switch (card.event) {
        case EventKind::Resource: {
            const int added = addStorage(seat, y.resource, y.amount);
            (y.resource == Resource::Metal ? effect.metal : effect.wealth) = added;
            break;
        }
        case EventKind::Raid: {
            const int removed = addStorage(seat, y.resource, -y.amount);
            (y.resource == Resource::Metal ? effect.metal : effect.wealth) = removed;
            break;
        }
        case EventKind::Strike:
            m_players[seat].strike = true;
            effect.strike = true;
            break;
        default:
            break;
        }
    }
    finishCard();
}

void GcState::nextEventSeat()
{
    const auto &card = m_game->cards()[m_eventCard];
    for (int seat = m_eventSeat + 1; seat < numPlayers(); ++seat) {
        if (!eventConcerns(card, seat))
            continue;
        m_eventSeat = seat;
        auto &effect = currentEffect(seat);
        effect.affected = true;
        effect.force = card.years[m_year - 1].amount;
        if (card.event == EventKind::Coup) {
            m_phase = Phase::EventRoll;
            return;
        }
        if (card.event == EventKind::Revolt) {
            const auto targets = revoltTargets(seat);
            if (targets.size() > 1) {
                m_phase = Phase::EventTarget;
                return;
            }
            effect.slot = targets.empty() ? -1 : targets.front();
        } else {
            effect.slot = lastAlignedSlot(seat);
        }
        if (effect.slot >= 0) {
            m_phase = Phase::EventRoll;
            return;
        }
        // No system in the Empire: nothing in Year 1; in Year 2 the home world revolts
        // (revolts and invasions; an ambush, a red alert, never costs the game).
        if (m_year == 2 && card.event != EventKind::Ambush) {
            effect.homeWorldRevolt = true;
            loseGame(seat);
            if (m_phase == Phase::GameOver) {
                m_lastEvent = m_roundEvents.back(); // the event that ended the game
                return;
            }
        }
    }
    m_eventSeat = -1;
    finishCard();
}

void GcState::finishEventRoll(int roll)
{
    const auto &card = m_game->cards()[m_eventCard];
    const int seat = m_eventSeat;
    auto &p = m_players[seat];
    auto &effect = currentEffect(seat);
    effect.roll = roll;
    if (card.event == EventKind::Coup) {
        effect.success = roll >= card.rollAtLeast;
        if (effect.success) {
            const int before = p.military;
            p.military = std::max(0, p.military - effect.force);
            effect.military = p.military - before;
        }
    } else {
        const auto &target = m_game->cards()[p.systems[effect.slot].card];
        const bool defended = card.event == EventKind::Revolt
                                  ? hasTech(seat, Tech::HyperTelevision)
                                  : hasTech(seat, Tech::PlanetaryDefenses);
        effect.resistance = target.resistance + (defended ? 1 : 0);
        effect.success = roll + effect.force >= effect.resistance;
        if (effect.success)
            alignSlot(seat, effect.slot, false);
    }
    nextEventSeat();
}

void GcState::finishCard()
{
    const auto &card = m_game->cards()[m_eventCard];
    if (card.kind == CardKind::RedAlert && m_unusedLeft > 0) {
        // The red alert does not count as the year's event: the top unused card replaces it.
        m_drawingReplacement = true;
        m_phase = Phase::DrawEvent;
        return;
    }
    finishRound();
}

void GcState::finishRound()
{
    const auto &r = m_game->rules();
    m_lastEvent = m_roundEvents.back();
    m_drawingReplacement = false;
    ++m_eventsPlayed;
    if (m_eventsPlayed >= r.yearEvents[m_year - 1] && m_year == 2) {
        m_phase = Phase::GameOver; // the last round stays the game's round
        return;
    }
    ++m_round;
    if (m_eventsPlayed >= r.yearEvents[m_year - 1]) {
        // End of Year 1: every event card goes back into the deck, 6 are dealt for Year 2.
        m_year = 2;
        m_eventsPlayed = 0;
        for (int c = 0; c < int(m_seen.size()); ++c) {
            if (isEventCard(m_game->cards()[c]))
                m_seen[c] = false;
        }
        m_yearPileLeft = r.yearEvents[1];
        m_unusedLeft = m_game->eventCardCount() - r.yearEvents[1];
    }
    const int first = firstLivingSeat();
    if (first < 0) {
        m_phase = Phase::GameOver;
        return;
    }
    startTurn(first);
}

void GcState::loseGame(int seat)
{
    m_players[seat].lost = true;
    if (firstLivingSeat() < 0)
        m_phase = Phase::GameOver;
}

// ---------------------------------------------------------------------------------------
// Results, text, checks

std::vector<double> GcState::returns() const
{
    std::vector<double> out(numPlayers(), 0.0);
    if (m_phase != Phase::GameOver)
        return out;
    if (numPlayers() == 1) {
        // Solitaire: every promotion is a win; anything else (Remain a Commander, Demoted, a
        // lost home world) a loss. The rank says more (rank(), the playtest statistics).
        out[0] = rankIndex(0) >= 2 ? 1.0 : -1.0;
        return out;
    }
    const bool won = empireWon();
    for (int s = 0; s < numPlayers(); ++s)
        out[s] = m_players[s].lost ? -1.0 : won ? 1.0 : -1.0;
    return out;
}

std::vector<double> GcState::scores() const
{
    std::vector<double> out(numPlayers(), 0.0);
    for (int s = 0; s < numPlayers(); ++s)
        out[s] = m_players[s].lost ? 0.0 : double(score(s).total());
    return out;
}

std::vector<std::string> GcState::rankNames() const
{
    std::vector<std::string> out;
    for (const auto &r : m_game->rules().ranks)
        out.push_back(r.name);
    return out;
}

int GcState::rank(Player player) const
{
    if (m_phase != Phase::GameOver || player < 0 || player >= numPlayers())
        return -1;
    return rankIndex(player);
}

std::unique_ptr<State> GcState::clone() const
{
    return std::make_unique<GcState>(*this);
}

std::string GcState::observation(Player) const
{
    // Nothing is hidden in the state: face-down cards are drawn only when turned over.
    return toString();
}

// What the undo of the session may not go back past: nothing is hidden, so only the
// chance outcomes (a card turned over, an event drawn, a die) show anybody anything new;
// every decision is made in plain view.
bool GcState::revealsTo(Action, Player) const
{
    return isChanceNode();
}

std::string GcState::actionToString(Action action) const
{
    const auto &g = *m_game;
    const int payload = actionPayload(action);
    const auto cardName = [&](int c) {
        return c >= 0 && c < int(g.cards().size()) ? g.cards()[c].name : std::string("?");
    };
    switch (actionKind(action)) {
    case ActionKind::Reveal:
        return "reveal " + cardName(payload);
    case ActionKind::DieRoll:
        return "roll " + std::to_string(payload);
    case ActionKind::DrawEvent:
        return "event " + cardName(payload);
    case ActionKind::PickTarget:
        return "revolt against slot " + std::to_string(payload);
    case ActionKind::Explore:
        return "explore slot " + std::to_string(payload);
    case ActionKind::Conquer:
        return "conquer slot " + std::to_string(payload);
    case ActionKind::Bide:
        return "bide time";
    case ActionKind::Trade:
        return payload == 0 ? "trade metal for wealth" : "trade wealth for metal";
    case ActionKind::NoTrade:
        return "no trade";
    case ActionKind::Build:
        return "build military";
    case ActionKind::Discover:
        return "discover " + (payload >= 0 && payload < int(g.technologies().size())
                                  ? g.technologies()[payload].name
                                  : std::string("?"));
    case ActionKind::EndTurn:
        return "end turn";
    case ActionKind::Concede:
        return "seat " + std::to_string(payload) + " concedes";
    }
    return "unknown action " + std::to_string(action);
}

std::string GcState::toString() const
{
    std::ostringstream out;
    out << "year " << m_year << " events " << m_eventsPlayed << " round " << m_round << " phase "
        << phaseName(m_phase) << " active " << m_active << " piles " << m_yearPileLeft << '/'
        << m_unusedLeft << " attack " << m_attackSlot << ' ' << m_attackExplore << " event "
        << m_eventCard << ' ' << m_eventSeat << ' ' << m_drawingReplacement << '\n';
    for (int s = 0; s < numPlayers(); ++s) {
        const auto &p = m_players[s];
        out << "seat " << s << " metal " << p.metal << " wealth " << p.wealth << " military "
            << p.military << " strike " << p.strike << " turns " << p.turnsTaken << " diplomacy "
            << p.diplomacyTurn << " lost " << p.lost << p.conceded << " this-turn " << p.built
            << p.discovered << " techs ";
        for (bool t : p.techs)
            out << t;
        out << " systems";
        for (const auto &slot : p.systems)
            out << ' ' << slot.card << (slot.aligned ? "A" : "") << slot.alignedAt;
        out << '\n';
    }
    out << "seen";
    for (int c = 0; c < int(m_seen.size()); ++c) {
        if (m_seen[c])
            out << ' ' << c;
    }
    out << '\n';
    return out.str();
}

std::string GcState::checkInvariants() const
{
    const auto &g = *m_game;
    const auto &r = g.rules();
    std::vector<int> owner(g.cards().size(), -1);
    int seenEvents = 0;
    for (int c = 0; c < int(m_seen.size()); ++c) {
        if (m_seen[c] && !g.inDeck(c))
            return "a card outside the deck was seen";
        seenEvents += m_seen[c] && isEventCard(g.cards()[c]);
    }
    if (m_yearPileLeft < 0 || m_unusedLeft < 0 ||
        seenEvents + m_yearPileLeft + m_unusedLeft != g.eventCardCount())
        return "the event piles do not add up";
    if (m_year < 1 || m_year > 2 || m_eventsPlayed < 0 ||
        (m_phase != Phase::GameOver && m_eventsPlayed >= r.yearEvents[m_year - 1]))
        return "year or events out of range";
    const bool inEvent =
        m_phase == Phase::DrawEvent || m_phase == Phase::EventRoll || m_phase == Phase::EventTarget;
    const int pileExpected =
        m_phase == Phase::GameOver ? m_yearPileLeft : r.yearEvents[m_year - 1] - m_eventsPlayed;
    if (m_yearPileLeft != pileExpected && !(inEvent && m_yearPileLeft == pileExpected - 1))
        return "the year pile does not match the events played";
    for (int s = 0; s < numPlayers(); ++s) {
        const auto &p = m_players[s];
        if (p.metal < 0 || p.wealth < 0 || p.metal > storageLimit(s) || p.wealth > storageLimit(s))
            return "storage out of range for seat " + std::to_string(s);
        if (p.military < 0 || p.military > militaryLimit(s))
            return "military out of range for seat " + std::to_string(s);
        if (int(p.systems.size()) != g.slotsPerPlayer())
            return "wrong number of system cards";
        for (int i = 0; i < int(p.systems.size()); ++i) {
            const auto &slot = p.systems[i];
            if (slot.distant != (i >= r.nearPerPlayer))
                return "slot kind changed";
            if (!slot.explored()) {
                if (slot.aligned)
                    return "an unexplored system is aligned";
                continue;
            }
            if (!m_seen[slot.card] || owner[slot.card] >= 0)
                return "a system card is in two places or unseen";
            owner[slot.card] = s;
            const auto kind = g.cards()[slot.card].kind;
            if (kind != (slot.distant ? CardKind::Distant : CardKind::Near))
                return "a system card sits in a slot of the other kind";
            if (slot.aligned != (slot.alignedAt > 0))
                return "alignment stamp out of step";
        }
    }
    for (int c = 0; c < int(m_seen.size()); ++c) {
        if (m_seen[c] && !isEventCard(g.cards()[c]) && owner[c] < 0)
            return "a revealed system belongs to nobody";
    }
    if (m_phase != Phase::GameOver && !isChancePhase(m_phase)) {
        if (m_active < 0 || m_active >= numPlayers() || m_players[m_active].lost)
            return "the player to act is out of the game";
        if (legalActions().empty())
            return "a decision without legal actions";
    }
    if (m_phase == Phase::GameOver) {
        if (!legalActions().empty())
            return "legal actions after the end";
    } else if (isChancePhase(m_phase) && chanceOutcomes().empty()) {
        return "a chance node without outcomes";
    }
    return "";
}

} // namespace starboard::gc
