#include "godcontroller.h"

#include "games/galaxy-of-d/god_game.h"
#include "godtext.h"
#include "session.h"

#include <QCoreApplication>
#include <QEvent>
#include <QVariantMap>

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>

namespace starboard::god {

namespace {

QString thingKindId(ThingKind kind)
{
    switch (kind) {
    case ThingKind::Planet:
        return QStringLiteral("planet");
    case ThingKind::Asteroid:
        return QStringLiteral("asteroid");
    case ThingKind::Spaceport:
        return QStringLiteral("spaceport");
    case ThingKind::Pirate:
        return QStringLiteral("pirate");
    }
    return {};
}

bool isLegalIn(const State &state, Action action)
{
    const auto legal = state.legalActions();
    return std::binary_search(legal.begin(), legal.end(), action);
}

const Ship *findShip(const GodState &s, std::uint32_t uid)
{
    for (const auto &ship : s.ships())
        if (ship.uid == uid)
            return &ship;
    return nullptr;
}

} // namespace

// ---------------------------------------------------------------------------------------
// GodSectorModel

int GodSectorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GodSectorModel::roleNames() const
{
    return {{XRole, "cx"},
            {YRole, "cy"},
            {QRole, "q"},
            {RRole, "r"},
            {ThingRole, "thing"},
            {ThingNameRole, "thingName"},
            {StarbaseRole, "starbase"},
            {ArmorRole, "armor"},
            {HighlightRole, "highlight"},
            {HolderRole, "holder"},
            {StacksRole, "stacks"},
            {SectorRole, "sector"}};
}

QVariant GodSectorModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GodSectorModel::value(const Row &row, int role)
{
    switch (role) {
    case XRole:
        return row.x;
    case YRole:
        return row.y;
    case QRole:
        return row.q;
    case RRole:
        return row.r;
    case ThingRole:
        return row.thing;
    case ThingNameRole:
        return row.thingName;
    case StarbaseRole:
        return row.starbase;
    case ArmorRole:
        return row.armor;
    case HighlightRole:
        return row.highlight;
    case HolderRole:
        return row.holder;
    case SectorRole:
        return row.sector;
    case StacksRole: {
        QVariantList stacks;
        for (const Stack &stack : row.stacks)
            stacks.append(QVariantMap{{QStringLiteral("side"), stack.side},
                                      {QStringLiteral("count"), stack.count},
                                      {QStringLiteral("top"), stack.top},
                                      {QStringLiteral("topName"), stack.topName},
                                      {QStringLiteral("cargo"), stack.cargo},
                                      {QStringLiteral("own"), stack.own}});
        return stacks;
    }
    }
    return {};
}

bool GodSectorModel::Row::actionable() const
{
    return (!highlight.isEmpty() && highlight != QLatin1String("selected")) ||
           std::any_of(stacks.begin(), stacks.end(), [](const Stack &s) { return s.own; });
}

void GodSectorModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GodSectorModel::value);
}

// ---------------------------------------------------------------------------------------
// GodShipListModel

int GodShipListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GodShipListModel::roleNames() const
{
    return {{ShipRole, "ship"},           {NameRole, "name"},         {SideRole, "side"},
            {CargoRole, "cargo"},         {MovesRole, "moves"},       {CountRole, "count"},
            {SelectedRole, "selected"},   {EnabledRole, "available"}, {CostRole, "cost"},
            {SpeedRole, "speed"},         {AttackRole, "attack"},     {ArmorRole, "armor"},
            {ChitsRole, "chits"},         {SpecialRole, "special"},   {DestroyedRole, "destroyed"},
            {TypeIndexRole, "typeIndex"}, {CanTopRole, "canTop"},     {ReasonRole, "reason"}};
}

QVariant GodShipListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GodShipListModel::value(const Row &r, int role)
{
    switch (role) {
    case ShipRole:
        return r.ship;
    case NameRole:
        return r.name;
    case SideRole:
        return r.side;
    case CargoRole:
        return r.cargo;
    case MovesRole:
        return r.moves;
    case CountRole:
        return r.count;
    case SelectedRole:
        return r.selected;
    case EnabledRole:
        return r.enabled;
    case CostRole:
        return r.cost;
    case SpeedRole:
        return r.speed;
    case AttackRole:
        return r.attack;
    case ArmorRole:
        return r.armor;
    case ChitsRole:
        return r.chits;
    case SpecialRole:
        return r.special;
    case DestroyedRole:
        return r.destroyed;
    case TypeIndexRole:
        return r.typeIndex;
    case CanTopRole:
        return r.canTop;
    case ReasonRole:
        return r.reason;
    }
    return {};
}

void GodShipListModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GodShipListModel::value);
}

// ---------------------------------------------------------------------------------------
// GodPlayerModel

int GodPlayerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GodPlayerModel::roleNames() const
{
    return {{MoneyRole, "money"},       {ArmorRole, "armor"},    {FirstRole, "first"},
            {ActiveRole, "active"},     {ShipsRole, "ships"},    {IncomeRole, "income"},
            {SideNameRole, "sideName"}, {ColorRole, "sideColor"}};
}

QVariant GodPlayerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GodPlayerModel::value(const Row &row, int role)
{
    switch (role) {
    case MoneyRole:
        return row.money;
    case ArmorRole:
        return row.armor;
    case FirstRole:
        return row.first;
    case ActiveRole:
        return row.active;
    case ShipsRole:
        return row.ships;
    case IncomeRole:
        return row.income;
    case SideNameRole:
        return row.sideName;
    case ColorRole:
        return row.color;
    }
    return {};
}

void GodPlayerModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GodPlayerModel::value);
}

// ---------------------------------------------------------------------------------------
// GodController

GodController::GodController(QObject *parent)
    : QObject(parent), m_sectors(this), m_sectorArt(this), m_stack(this), m_shop(this),
      m_fighters(this), m_players(this)
{}

GodController::~GodController() = default;

bool GodController::eventFilter(QObject *watched, QEvent *event)
{
    // A language switch: every text of the models and properties again.
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        rebuild();
    return QObject::eventFilter(watched, event);
}

void GodController::setSession(GameSession *session)
{
    if (session == m_session)
        return;
    disconnect(m_stateConnection);
    disconnect(m_actionConnection);
    m_session = session;
    if (m_session) {
        m_stateConnection =
            connect(m_session, &GameSession::stateChanged, this, &GodController::onStateChanged);
        m_actionConnection =
            connect(m_session, &GameSession::actionApplied, this, &GodController::onActionApplied);
        connect(m_session, &GameSession::viewSeatChanged, this, &GodController::onStateChanged);
        connect(m_session, &GameSession::hintChanged, this, &GodController::hintChanged);
        connect(m_session, &GameSession::gameChanged, this, [this] {
            m_selected = -1;
            m_selectedShips.clear();
            layout();
            onStateChanged();
            rebuild(); // a new game fills the models before anything is drawn
        });
    }
    layout();
    onStateChanged();
    rebuild();
    emit sessionChanged();
}

const GodState *GodController::state() const
{
    return m_session ? dynamic_cast<const GodState *>(m_session->state()) : nullptr;
}

void GodController::setHexRadius(qreal radius)
{
    if (qFuzzyCompare(radius, m_radius) || radius <= 4)
        return;
    m_radius = radius;
    layout();
    refreshSectors();
}

void GodController::layout()
{
    // Pointy-top hexes in axial coordinates: x = r*sqrt3*(q + r/2), y = r*1.5*r.
    m_centres.clear();
    const GodState *s = state();
    if (!s) {
        m_boardSize = {};
        emit layoutChanged();
        return;
    }
    const auto &sectors = s->game().content().galaxy.sectors;
    const qreal w = std::sqrt(3.0) * m_radius;
    qreal minX = 1e9, minY = 1e9, maxX = -1e9, maxY = -1e9;
    for (const auto &h : sectors) {
        const QPointF p(w * (h.q + h.r / 2.0), 1.5 * m_radius * h.r);
        m_centres.push_back(p);
        minX = std::min(minX, p.x());
        minY = std::min(minY, p.y());
        maxX = std::max(maxX, p.x());
        maxY = std::max(maxY, p.y());
    }
    const qreal margin = m_radius * 1.2;
    for (auto &p : m_centres)
        p = QPointF(p.x() - minX + margin, p.y() - minY + margin);
    m_boardSize = QSizeF(maxX - minX + 2 * margin, maxY - minY + 2 * margin);
    emit layoutChanged();
}

QPointF GodController::centre(int sector) const
{
    return sector >= 0 && sector < int(m_centres.size()) ? m_centres[sector] : QPointF();
}

QPointF GodController::sectorCentre(int sector) const
{
    return centre(sector);
}

QVariantList GodController::targetSectors() const
{
    QVariantList list;
    if (!myDecision())
        return list;
    const auto marks = highlights();
    for (std::size_t sector = 0; sector < marks.size(); ++sector) {
        const QString &mark = marks[sector];
        if (mark == QLatin1String("place") || mark == QLatin1String("combat") ||
            mark == QLatin1String("fight") || mark == QLatin1String("pirate"))
            list.append(int(sector));
    }
    return list;
}

QVariantList GodController::hintSectors() const
{
    const GodState *s = state();
    if (!s || !m_session || m_session->hintAction() < 0)
        return {};
    const Action action = m_session->hintAction();
    const int sectors = s->game().sectorCount();
    QVariantList list;
    auto add = [&](std::int64_t sector) {
        if (sector >= 0 && sector < sectors)
            list.append(int(sector));
    };
    switch (actionKind(action)) {
    case ActionKind::Move: {
        const MoveFields move = moveFields(action);
        add(move.sector);
        add(s->game().neighbour(move.sector, move.dir));
        break;
    }
    case ActionKind::PlaceStarbase:
    case ActionKind::Fight:
        add(actionPayload(action));
        break;
    case ActionKind::ChooseTop:
        add(actionPayload(action) & 0xfff);
        break;
    default:
        break;
    }
    return list;
}

QString GodController::shipArt(const QString &shipId, int side) const
{
    static const char *const kSides[] = {"redog", "cynder", "pirate"};
    return QStringLiteral("qrc:/art/galaxy-of-d/ships/%1-%2.svg")
        .arg(QLatin1String(kSides[std::clamp(side, 0, 2)]), shipId);
}

int GodController::incomeOf(int seat) const
{
    const GodState *s = state();
    return s ? s->production(seat) : 0;
}

QColor GodController::sideColor(int side) const
{
    return god::sideColor(side);
}

int GodController::viewSeat() const
{
    return m_session ? m_session->viewSeat() : 0;
}

bool GodController::myDecision() const
{
    const GodState *s = state();
    return s && m_session && m_session->humanToAct() && !m_session->privacyScreen() &&
           s->currentPlayer() == viewSeat();
}

void GodController::onActionApplied(qint64 action, int, const QString &text)
{
    // Moves and losses are found by comparing snapshots (onStateChanged); a pirate's die
    // roll leaves no trace on the board, so it is announced here (the snapshot still
    // holds the phase the roll was made in). Only the roll: the log text goes on with what
    // followed it (the Pirate's steps, a combat, the end of the turn), which the board
    // announces itself.
    if (actionKind(action) == ActionKind::DieRoll && m_snapshot.phase == int(Phase::PirateDie))
        emit movementEvent(text.section(QLatin1Char('\n'), 0, 0));
}

void GodController::onStateChanged()
{
    const GodState *s = state();
    if (s && m_centres.size() != std::size_t(s->game().sectorCount()))
        layout();
    // What moved and what was destroyed since the last state, for the board's animations
    // and the combat summaries.
    auto &previous = m_snapshot.ships;
    if (s && m_snapshot.session == m_session && m_snapshot.revision < m_session->revision()) {
        if (m_snapshot.turn > 0 && s->turn() != m_snapshot.turn && m_snapshot.active >= 0) {
            const int seat = m_snapshot.active;
            //: Galaxy of D, the board's log and notices: %1: a side, e.g. 'Redog'; %2: the money
            //: earned, after the dollar sign; %3: the Starbase's armor left (Starbase: the game's
            //: term, a side's home base).
            emit productionDone(tr("End of the %1 turn: production $%2, Starbase armor %3.")
                                    .arg(sideName(seat))
                                    .arg(m_snapshot.income[seat])
                                    .arg(s->armor(seat)));
        }
        std::map<int, std::vector<std::pair<int, int>>> lost; // sector -> (owner, type)
        const auto &types = s->game().shipTypes();
        for (const auto &[uid, owner, type, sector, cargo] : previous) {
            const Ship *now = findShip(*s, uid);
            if (!now) {
                lost[sector].emplace_back(owner, type);
                continue;
            }
            if (now->sector == sector)
                continue;
            emit shipMoved(owner, QString::fromStdString(types[type].id), sector, now->sector);
            const QString who = sideName(owner);
            const QString ship = contentName(types[type].name);
            if (!cargo && now->cargo)
                //: Galaxy of D, the board's log and notices: %1: a side, e.g. 'Redog'; %2: a ship
                //: type, e.g. 'Freighter'.
                emit movementEvent(tr("%1: the %2 loads cargo.").arg(who, ship));
            else if (cargo && !now->cargo)
                emit movementEvent(
                    //: Galaxy of D, the board's log and notices: %1: a side, e.g. 'Redog'; %2: a
                    //: ship type, e.g. 'Freighter'; %3: the Cargo Price, after the dollar sign.
                    tr("%1: the %2 sells its cargo for $%3.").arg(who, ship).arg(s->cargoPrice()));
            for (int seat = 0; seat < kSeats; ++seat)
                if (seat != owner && now->sector == s->starbase(seat) &&
                    types[type].starbaseDamage > 0 && s->armor(seat) < m_snapshot.armor[seat])
                    //: Galaxy of D, the board's log and notices: %1: a side, e.g. 'Redog'; %2: a
                    //: ship type, e.g. 'Bomber'; %3: the other side, e.g. 'Cynder'; %4: the damage,
                    //: a number.
                    emit movementEvent(tr("%1: the %2 hits the %3 Starbase for %4 damage.")
                                           .arg(who, ship, sideName(seat))
                                           .arg(m_snapshot.armor[seat] - s->armor(seat)));
        }
        for (const auto &[sector, ships] : lost) {
            QStringList parts;
            for (int side = 0; side < kSides; ++side) {
                int n = 0;
                for (const auto &[owner, type] : ships)
                    n += owner == side;
                if (n > 0)
                    //: Galaxy of D, the board's log and notices: a combat's result. %1: a side,
                    //: e.g. 'Redog', or 'Pirates'; %n: the number of ships.
                    parts << tr("%1 lost %n ship(s)", nullptr, n).arg(sideName(side));
            }
            for (int seat = 0; seat < kSeats; ++seat) {
                if (s->starbase(seat) == sector && s->armor(seat) < m_snapshot.armor[seat])
                    //: Galaxy of D, the board's log and notices: a combat's result. %1: a side,
                    //: e.g. 'Cynder'; %2: the damage, a number.
                    parts << tr("the %1 Starbase took %2 damage")
                                 .arg(sideName(seat))
                                 .arg(m_snapshot.armor[seat] - s->armor(seat));
                // Within a turn, money only comes from Scavengers in a combat.
                if (s->turn() == m_snapshot.turn && s->money(seat) > m_snapshot.money[seat])
                    //: Galaxy of D, the board's log and notices: a combat's result. %1: a side,
                    //: e.g. 'Redog'; %2: an amount of money, after the dollar sign. Scavenger: a
                    //: ship type.
                    parts << tr("%1 earns $%2 from Scavengers")
                                 .arg(sideName(seat))
                                 .arg(s->money(seat) - m_snapshot.money[seat]);
            }
            emit combatResolved(sector, parts.join(QStringLiteral("; ")));
        }
    }
    previous.clear();
    if (s) {
        for (const auto &ship : s->ships())
            previous.emplace_back(ship.uid, ship.owner, ship.type, ship.sector, ship.cargo);
        for (int seat = 0; seat < kSeats; ++seat) {
            m_snapshot.armor[seat] = s->armor(seat);
            m_snapshot.money[seat] = s->money(seat);
            m_snapshot.income[seat] = incomeOf(seat);
        }
        m_snapshot.turn = s->turn();
        m_snapshot.active =
            s->phase() >= Phase::Movement && s->phase() <= Phase::Buy ? s->activePlayer() : -1;
        m_snapshot.phase = int(s->phase());
    }
    m_snapshot.session = m_session;
    m_snapshot.revision = m_session ? m_session->revision() : 0;

    // A selection survives only while its ships can still be shown.
    if (s && m_selected >= 0) {
        std::erase_if(m_selectedShips, [&](std::uint32_t uid) {
            const Ship *ship = findShip(*s, uid);
            return !ship || ship->sector != m_selected || ship->movesLeft == 0;
        });
        if (s->stackSize(viewSeat(), m_selected) == 0)
            m_selected = -1;
    }
    if (!s)
        m_selected = -1;
    scheduleRebuild();
}

void GodController::computeReach()
{
    // Where the selected ships can all go, found by applying the engine's legal moves to
    // clones of the state (so every stop rule is the engine's), with the steps for each.
    m_reach.clear();
    const GodState *s = state();
    if (!s || s->phase() != Phase::Movement || !myDecision() || m_selectedShips.empty())
        return;
    std::map<int, std::vector<Action>> combined;
    bool first = true;
    for (auto uid : m_selectedShips) {
        struct Node
        {
            std::unique_ptr<State> state;
            std::uint32_t uid;
            std::vector<Action> path;
            int sector; // where the path ends
        };
        std::map<int, std::vector<Action>> reach;
        std::set<std::tuple<int, int, bool>> seen;
        std::deque<Node> queue;
        queue.push_back({s->clone(), uid, {}, m_selected});
        while (!queue.empty()) {
            Node node = std::move(queue.front());
            queue.pop_front();
            // A destination reached by legal moves is reachable, even when the last step
            // ends the movement phase (the last ship with moves took its last step: the
            // engine goes on to the combats) or the ship is gone in a combat that followed;
            // only such a destination is not expanded.
            if (!node.path.empty() && !reach.count(node.sector))
                reach[node.sector] = node.path;
            const auto *gs = static_cast<const GodState *>(node.state.get());
            const Ship *ship = findShip(*gs, node.uid);
            if (!ship || gs->phase() != Phase::Movement || ship->movesLeft == 0)
                continue;
            if (!seen.insert({ship->sector, ship->movesLeft, ship->cargo}).second)
                continue;
            const auto legal = gs->legalActions();
            for (int dir = 0; dir < kDirections; ++dir) {
                const Action a =
                    makeMove(ship->sector, dir, ship->type, ship->cargo, ship->movesLeft);
                if (!std::binary_search(legal.begin(), legal.end(), a))
                    continue;
                auto child = gs->clone();
                child->applyLegalAction(a);
                // The ship that moved is the newest arrival (while still in the movement).
                const auto *cs = static_cast<const GodState *>(child.get());
                std::uint32_t moved = 0;
                std::uint32_t order = 0;
                for (const auto &x : cs->ships())
                    if (x.order >= order) {
                        order = x.order;
                        moved = x.uid;
                    }
                auto path = node.path;
                path.push_back(a);
                queue.push_back({std::move(child), moved, std::move(path),
                                 s->game().neighbour(ship->sector, dir)});
            }
        }
        if (first) {
            combined = std::move(reach);
            first = false;
            continue;
        }
        for (auto it = combined.begin(); it != combined.end();) {
            auto other = reach.find(it->first);
            if (other == reach.end()) {
                it = combined.erase(it);
            } else {
                it->second.insert(it->second.end(), other->second.begin(), other->second.end());
                ++it;
            }
        }
    }
    combined.erase(m_selected);
    m_reach = std::move(combined);
}

std::vector<int> GodController::legalSectors(int kind) const
{
    std::vector<int> out;
    const GodState *s = state();
    if (!s || !myDecision())
        return out;
    for (Action a : s->legalActions()) {
        if (int(actionKind(a)) != kind)
            continue;
        if (actionKind(a) == ActionKind::ChoosePirate) {
            const Ship *p = findShip(*s, std::uint32_t(actionPayload(a)));
            if (p)
                out.push_back(p->sector);
        } else {
            out.push_back(int(actionPayload(a)));
        }
    }
    return out;
}

std::vector<QString> GodController::highlights() const
{
    // One look at the legal actions for the whole board (not one per sector).
    const GodState *s = state();
    if (!s)
        return {};
    std::vector<QString> out(std::size_t(s->game().sectorCount()));
    auto mark = [&](int sector, const QString &what) {
        if (sector >= 0 && sector < int(out.size()))
            out[std::size_t(sector)] = what;
    };
    auto markLegal = [&](ActionKind kind, const QString &what) {
        for (int sector : legalSectors(int(kind)))
            mark(sector, what);
    };
    switch (s->phase()) {
    case Phase::PlaceStarbase:
        markLegal(ActionKind::PlaceStarbase, QStringLiteral("place"));
        break;
    case Phase::Combat:
        markLegal(ActionKind::Fight, QStringLiteral("combat"));
        break;
    case Phase::Pirates:
        markLegal(ActionKind::ChoosePirate, QStringLiteral("pirate"));
        break;
    default:
        break;
    }
    // Stronger marks last: the fight over the selection over where it can go.
    for (const auto &reach : m_reach)
        mark(reach.first, QStringLiteral("move"));
    mark(m_selected, QStringLiteral("selected"));
    if (s->phase() == Phase::Fight)
        mark(s->fight().sector, QStringLiteral("fight"));
    return out;
}

GodShipListModel::Row GodController::shipRow(const GodState &s, const Ship &ship)
{
    const auto &t = s.game().shipTypes()[ship.type];
    GodShipListModel::Row r;
    r.ship = QString::fromStdString(t.id);
    r.name = contentName(t.name);
    r.side = ship.owner;
    r.cargo = ship.cargo;
    r.attack = t.attack;
    r.armor = t.armor;
    r.speed = t.speed;
    r.typeIndex = ship.type;
    return r;
}

std::vector<const Ship *> GodController::selectedStack() const
{
    // The viewer's own ships in the selected sector, top (newest arrival) first.
    std::vector<const Ship *> ships;
    const GodState *s = state();
    if (!s || m_selected < 0)
        return ships;
    for (const auto &ship : s->ships())
        if (ship.owner == viewSeat() && ship.sector == m_selected)
            ships.push_back(&ship);
    std::sort(ships.begin(), ships.end(),
              [](const Ship *a, const Ship *b) { return a->order > b->order; });
    return ships;
}

void GodController::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QMetaObject::invokeMethod(this, &GodController::flushPending, Qt::QueuedConnection);
}

void GodController::flushPending()
{
    if (m_rebuildPending)
        rebuild();
}

void GodController::refreshSectors()
{
    std::vector<GodSectorModel::Row> rows;
    const GodState *s = state();
    if (s) {
        const auto &g = s->game();
        const int viewer = viewSeat();
        const std::vector<QString> marks = highlights();
        rows.resize(std::size_t(g.sectorCount()));
        for (int sector = 0; sector < g.sectorCount(); ++sector) {
            GodSectorModel::Row &row = rows[std::size_t(sector)];
            row.sector = sector;
            const QPointF c = centre(sector);
            row.x = c.x();
            row.y = c.y();
            row.q = g.content().galaxy.sectors[std::size_t(sector)].q;
            row.r = g.content().galaxy.sectors[std::size_t(sector)].r;
            if (const int t = s->thingAt(sector); t >= 0) {
                const auto &type = g.thingTypes()[std::size_t(t)];
                row.thing = thingKindId(type.kind);
                row.thingName = contentName(type.name);
                row.holder = s->holder(sector);
            }
            for (int seat = 0; seat < kSeats; ++seat)
                if (s->starbase(seat) == sector) {
                    row.starbase = seat;
                    row.armor = s->armor(seat);
                    break;
                }
            row.highlight = marks[std::size_t(sector)];
            for (int side = 0; side < kSides; ++side) {
                const Ship *top = s->topShip(side, sector);
                if (!top)
                    continue;
                const auto &type = g.shipTypes()[std::size_t(top->type)];
                row.stacks.push_back({side, s->stackSize(side, sector),
                                      QString::fromStdString(type.id), contentName(type.name),
                                      top->cargo, side == viewer});
            }
        }
    }
    std::vector<GodSectorModel::Row> art;
    for (const GodSectorModel::Row &row : rows)
        if (!row.thing.isEmpty() || row.starbase >= 0 || !row.stacks.empty()) {
            art.push_back(row);
            art.back().highlight.clear(); // the grid's: no churn for the pictures
        }
    m_sectorArt.setRows(std::move(art));
    m_sectors.setRows(std::move(rows));
}

void GodController::refreshPlayers()
{
    std::vector<GodPlayerModel::Row> rows;
    if (const GodState *s = state()) {
        for (int seat = 0; seat < kSeats; ++seat) {
            GodPlayerModel::Row row;
            row.money = s->money(seat);
            row.armor = s->armor(seat);
            row.first = s->firstPlayer() == seat;
            row.active = s->phase() >= Phase::Movement && s->phase() <= Phase::Buy &&
                         s->activePlayer() == seat;
            for (const auto &ship : s->ships())
                row.ships += ship.owner == seat;
            row.income = incomeOf(seat);
            row.sideName = sideName(seat);
            row.color = god::sideColor(seat);
            rows.push_back(row);
        }
    }
    m_players.setRows(std::move(rows));
}

void GodController::rebuild()
{
    m_rebuildPending = false;
    computeReach();
    const GodState *s = state();
    const int viewer = viewSeat();
    // The selected stack: the viewer's own ships there, top first.
    std::vector<GodShipListModel::Row> stackRows;
    if (s && m_selected >= 0) {
        for (const Ship *ship : selectedStack()) {
            GodShipListModel::Row r = shipRow(*s, *ship);
            r.moves = ship->movesLeft;
            r.selected = std::find(m_selectedShips.begin(), m_selectedShips.end(), ship->uid) !=
                         m_selectedShips.end();
            r.enabled = s->phase() == Phase::Movement && ship->movesLeft > 0 && myDecision();
            r.canTop = myDecision() && s->currentPlayer() == ship->owner &&
                       s->isLegal(makeChooseTop(ship->sector, ship->type, ship->cargo));
            stackRows.push_back(r);
        }
    }
    m_stack.setRows(std::move(stackRows));

    // The shop: every ship type with what the deciding (or viewing) seat can do.
    std::vector<GodShipListModel::Row> shopRows;
    if (s) {
        const bool buying = s->phase() == Phase::Buy || s->phase() == Phase::Purchase;
        const int seat = buying ? s->currentPlayer() : viewer;
        const auto legal = s->legalActions();
        const auto &types = s->game().shipTypes();
        for (int t = 0; t < int(types.size()); ++t) {
            GodShipListModel::Row r;
            r.ship = QString::fromStdString(types[t].id);
            r.name = contentName(types[t].name);
            r.side = seat < 0 ? viewer : seat;
            r.count = (seat >= 0 && seat < kSeats) ? s->shipsInPlay(seat, t) : 0;
            r.moves =
                (seat == viewer && seat >= 0 && seat < kSeats) ? s->pendingPurchase(seat, t) : 0;
            r.enabled =
                buying && myDecision() &&
                std::binary_search(legal.begin(), legal.end(), makeAction(ActionKind::Buy, t));
            r.cost = types[t].cost;
            r.speed = types[t].speed;
            r.attack = types[t].attack;
            r.armor = types[t].armor;
            r.chits = types[t].chits;
            r.special = types[t].special.empty() ? QString() : contentName(types[t].special);
            r.typeIndex = t;
            if (buying && myDecision() && !r.enabled)
                r.reason = buyRefusal(*s, t);
            shopRows.push_back(r);
        }
    }
    m_shop.setRows(std::move(shopRows));

    // The combat in progress: every ship in it (revealed), the picked and destroyed ones.
    std::vector<GodShipListModel::Row> fightRows;
    if (s && s->phase() == Phase::Fight) {
        const auto &f = s->fight();
        const auto legal = s->legalActions();
        for (auto uid : f.fighters) {
            const Ship *ship = findShip(*s, uid);
            if (!ship)
                continue;
            GodShipListModel::Row r = shipRow(*s, *ship);
            r.selected = std::find(f.picked.begin(), f.picked.end(), uid) != f.picked.end();
            r.destroyed =
                std::find(f.destroyed.begin(), f.destroyed.end(), uid) != f.destroyed.end();
            r.enabled = !r.selected && myDecision() && ship->owner == s->currentPlayer() &&
                        std::binary_search(legal.begin(), legal.end(),
                                           makeCasualty(ship->type, ship->cargo));
            fightRows.push_back(r);
        }
        std::stable_sort(fightRows.begin(), fightRows.end(), [](const auto &a, const auto &b) {
            return a.side != b.side ? a.side < b.side : a.armor > b.armor;
        });
    }
    m_fighters.setRows(std::move(fightRows));
    refreshSectors();
    refreshPlayers();
    emit changed();
}

QStringList GodController::phaseNames() const
{
    //: Galaxy of D board: a phase of the turn on the phase track (a noun: the start of the game).
    //: Short.
    return {tr("Setup"),
            /*: Galaxy of D board: a phase of the turn on the phase track (a noun: the ships move).
               Short. */
            tr("Movement"),
            /*: Galaxy of D board: a phase of the turn on the phase track (a noun). Short. */
            tr("Combat"),
            /*: Galaxy of D board: a phase of the turn on the phase track (a noun: the pirates move
               and fight). Short. */
            tr("Pirates"),
            /*: Galaxy of D board: a phase of the turn on the phase track (a verb or a noun: the
               purchase of ships). Short. */
            tr("Buy"),
            /*: Galaxy of D board: a phase of the turn on the phase track (a noun: the money earned
               at the end of the turn). Short. */
            tr("Production")};
}

int GodController::phaseIndex() const
{
    const GodState *s = state();
    if (!s)
        return -1;
    switch (s->phase()) {
    case Phase::Movement:
        return 1;
    case Phase::Combat:
        return 2;
    case Phase::Fight:
        return s->fightReturn() == Phase::Pirates ? 3 : 2;
    case Phase::Pirates:
    case Phase::PirateDie:
    case Phase::PirateTarget:
    case Phase::PirateStep:
        return 3;
    case Phase::Buy:
        return 4;
    case Phase::GameOver:
        return -1;
    default:
        return 0;
    }
}

QString GodController::phase() const
{
    static const char *const kNames[] = {"things",  "things",   "things",   "first",    "money",
                                         "bidding", "starbase", "purchase", "movement", "combat",
                                         "fight",   "pirates",  "pirates",  "pirates",  "pirates",
                                         "buy",     "over"};
    const GodState *s = state();
    return s ? QLatin1String(kNames[int(s->phase())]) : QString();
}

QString GodController::prompt() const
{
    const GodState *s = state();
    if (!s || !m_session)
        return {};
    if (s->isTerminal())
        //: Galaxy of D board: the result. %1: a side, e.g. 'Redog'.
        return tr("%1 wins.").arg(sideName(s->winner()));
    const int player = s->currentPlayer();
    if (player < 0)
        return tr("The dice are rolling…");
    if (!myDecision()) {
        if (m_session->privacyScreen())
            //: Galaxy of D board: on the screen between two players of one device (hot seat). %1: a
            //: player's name, e.g. 'Anna'.
            return tr("Pass the screen to %1.").arg(m_session->seats()->name(player));
        return m_session->seats()->isHuman(player)
                   //: Galaxy of D board: the status while another player is to play. %1: a player's
                   //: name, e.g. 'Anna'.
                   ? tr("Waiting for %1.").arg(m_session->seats()->name(player))
                   //: Galaxy of D board: the status while a computer player chooses its move. %1: a
                   //: player's name, e.g. 'Anna'.
                   : tr("%1 is thinking…").arg(m_session->seats()->name(player));
    }
    switch (s->phase()) {
    case Phase::Bidding:
        return maxRise() > 0 ? tr("Bid for the right to place your Starbase first: rise or pass.")
                             : tr("You cannot rise above your money: pass.");
    case Phase::PlaceStarbase:
        return tr("Place your Starbase on a highlighted sector.");
    case Phase::Purchase:
        return tr("Buy your starting ships in secret, then press Done.");
    case Phase::Movement:
        return m_selectedShips.empty()
                   ? tr("Select a stack of your ships, then click a highlighted sector. Press "
                        "End movement when you are done.")
                   : tr("Click a highlighted sector to move the selected ships.");
    case Phase::Combat:
        return tr("Choose the combat to resolve next (highlighted).");
    case Phase::Fight:
        //: Galaxy of D board: the prompt in a combat. %n: the points of attack not yet absorbed by
        //: the ships chosen.
        return tr("Choose the next ship to take the fire: %n point(s) of attack left to absorb.",
                  nullptr, s->fight().incoming[player]);
    case Phase::Pirates:
        return tr("Choose the pirate that moves next (highlighted).");
    case Phase::Buy:
        return tr("Buy ships for your Starbase, then end your turn.");
    default:
        return {};
    }
}

int GodController::cargoPrice() const
{
    const GodState *s = state();
    return s ? s->cargoPrice() : 0;
}

int GodController::bid() const
{
    const GodState *s = state();
    return s ? s->bid() : 0;
}

int GodController::maxRise() const
{
    const GodState *s = state();
    if (!s || s->phase() != Phase::Bidding || s->currentPlayer() < 0)
        return 0;
    const int money = s->money(s->currentPlayer());
    return money > s->bid() ? money : 0;
}

int GodController::turn() const
{
    const GodState *s = state();
    return s ? s->turn() : 0;
}

int GodController::fightSector() const
{
    const GodState *s = state();
    return s && s->phase() == Phase::Fight ? s->fight().sector : -1;
}

QVariantList GodController::fightSides() const
{
    QVariantList out;
    const GodState *s = state();
    if (!s || s->phase() != Phase::Fight)
        return out;
    const auto &f = s->fight();
    for (int side = 0; side < kSides; ++side) {
        if (!f.present[side])
            continue;
        QVariantMap m;
        m[QStringLiteral("side")] = side;
        m[QStringLiteral("name")] = sideName(side);
        m[QStringLiteral("color")] = sideColor(side);
        m[QStringLiteral("attack")] = f.attack[side];
        m[QStringLiteral("incoming")] = f.incoming[side];
        m[QStringLiteral("done")] = bool(f.done[side]);
        m[QStringLiteral("starbase")] = side < kSeats && s->starbase(side) == f.sector;
        out.append(m);
    }
    return out;
}

QString GodController::summary() const
{
    const GodState *s = state();
    if (!s || !s->isTerminal())
        return {};
    //: Galaxy of D board: the game over summary. %1 and %3: the sides, 'Redog' and 'Cynder'; %2 and
    //: %4: their Starbases' armor, numbers.
    return tr("Starbase armor at the end: %1 %2, %3 %4.")
        .arg(sideName(0))
        .arg(s->armor(0))
        .arg(sideName(1))
        .arg(s->armor(1));
}

QString GodController::pendingCost() const
{
    const GodState *s = state();
    if (!s || s->phase() != Phase::Purchase)
        return {};
    const int seat = viewSeat();
    int cost = 0;
    const auto &types = s->game().shipTypes();
    for (int t = 0; t < int(types.size()); ++t)
        cost += s->pendingPurchase(seat, t) * types[t].cost;
    //: Galaxy of D board: the shop's status during the hidden purchase. %1: the money spent; %2:
    //: the player's money (both after the dollar sign).
    return tr("Secret purchase: $%1 of $%2").arg(cost).arg(s->money(seat));
}

// ---------------------------------------------------------------------------------------
// Input

QString GodController::refuse(const QString &reason)
{
    m_message = reason;
    emit messageChanged();
    return reason;
}

QString GodController::applyAll(const std::vector<Action> &actions)
{
    for (Action a : actions) {
        const QString error = m_session->apply(a);
        if (!error.isEmpty())
            return refuse(error);
    }
    if (!m_message.isEmpty()) {
        m_message.clear();
        emit messageChanged();
    }
    return {};
}

void GodController::clearSelection()
{
    if (m_selected < 0 && m_selectedShips.empty())
        return;
    m_selected = -1;
    m_selectedShips.clear();
    rebuild();
}

QString GodController::clickSector(int sector)
{
    flushPending(); // the reach of the selection
    const GodState *s = state();
    if (!s || sector < 0 || sector >= s->game().sectorCount())
        return refuse(tr("There is no game on the board."));
    const int viewer = viewSeat();
    const bool own = s->stackSize(viewer, sector) > 0;
    if (!myDecision()) {
        if (own) { // your own ships may be inspected at any time
            m_selected = sector == m_selected ? -1 : sector;
            m_selectedShips.clear();
            rebuild();
            return {};
        }
        return refuse(s->isTerminal() ? tr("The game is over.")
                                      : tr("It is not your decision now."));
    }
    switch (s->phase()) {
    case Phase::PlaceStarbase: {
        const Action a = makeAction(ActionKind::PlaceStarbase, sector);
        if (isLegalIn(*s, a))
            return applyAll({a});
        if (s->thingAt(sector) >= 0)
            return refuse(tr("A Starbase cannot be placed on a Thing."));
        const auto &g = s->game();
        for (int d = 0; d < kDirections; ++d) {
            const int nb = g.neighbour(sector, d);
            if (nb >= 0 && s->thingAt(nb) >= 0)
                return refuse(tr("A Starbase cannot be placed next to a Thing."));
        }
        //: Galaxy of D board: why a Starbase cannot be placed there. %n: the number of sectors.
        return refuse(tr("A Starbase must be at least %n sectors away from the other Starbase.",
                         nullptr, g.rules().minStarbaseDistance));
    }
    case Phase::Movement: {
        if (auto it = m_reach.find(sector); it != m_reach.end()) {
            const auto steps = it->second;
            m_selectedShips.clear();
            m_selected = -1;
            const QString error = applyAll(steps);
            if (error.isEmpty() && state() && state()->stackSize(viewer, sector) > 0 &&
                state()->phase() == Phase::Movement)
                m_selected = sector; // follow the stack that moved
            rebuild();
            return error;
        }
        if (own) {
            if (sector == m_selected) {
                m_selected = -1;
                m_selectedShips.clear();
            } else {
                m_selected = sector;
                m_selectedShips.clear();
                for (const auto &ship : s->ships())
                    if (ship.owner == viewer && ship.sector == sector && ship.movesLeft > 0)
                        m_selectedShips.push_back(ship.uid);
            }
            rebuild();
            if (m_selected >= 0 && m_selectedShips.empty())
                return refuse(tr("These ships have no moves left this turn."));
            return {};
        }
        if (m_selectedShips.empty())
            return refuse(tr("Select one of your stacks first."));
        // Explain why the sector is out of reach.
        int moves = 99;
        for (auto uid : m_selectedShips)
            if (const Ship *ship = findShip(*s, uid))
                moves = std::min<int>(moves, ship->movesLeft);
        const int distance = s->game().distance(m_selected, sector);
        if (distance >= 0 && distance <= moves)
            return refuse(tr("Out of reach: every way there passes through a sector with enemy "
                             "ships or Pirates, where a ship must stop."));
        //: Galaxy of D board: why the ships cannot move there. %n: the moves left.
        return refuse(tr("Out of reach: the selected ships have %n move(s) left.", nullptr, moves));
    }
    case Phase::Combat: {
        const Action a = makeAction(ActionKind::Fight, sector);
        if (isLegalIn(*s, a))
            return applyAll({a});
        return refuse(tr("There is no combat to resolve there."));
    }
    case Phase::Pirates:
        for (Action a : s->legalActions()) {
            const Ship *p = findShip(*s, std::uint32_t(actionPayload(a)));
            if (p && p->sector == sector)
                return applyAll({a});
        }
        return refuse(tr("Choose one of the highlighted pirates."));
    default:
        if (own) {
            m_selected = sector == m_selected ? -1 : sector;
            m_selectedShips.clear();
            rebuild();
            return {};
        }
        return refuse(tr("Nothing to do on the board now."));
    }
}

QString GodController::toggleStackRow(int row)
{
    flushPending(); // the stack's rows
    const GodState *s = state();
    if (!s || row < 0 || row >= int(m_stack.rows().size()))
        return {};
    // Rows are the stack's own ships, top first: find the uid of that row.
    const Ship *ship = selectedStack()[row];
    if (s->phase() != Phase::Movement || !myDecision())
        return refuse(tr("Ships can be selected for moving in your movement phase."));
    if (ship->movesLeft == 0)
        return refuse(tr("This ship has no moves left this turn."));
    auto it = std::find(m_selectedShips.begin(), m_selectedShips.end(), ship->uid);
    if (it == m_selectedShips.end())
        m_selectedShips.push_back(ship->uid);
    else
        m_selectedShips.erase(it);
    rebuild();
    return {};
}

QString GodController::putOnTop(int row)
{
    const GodState *s = state();
    if (!s || row < 0 || row >= int(m_stack.rows().size()))
        return refuse(tr("Select one of your stacks first."));
    const Ship *ship = selectedStack()[row];
    if (row == 0)
        return refuse(tr("This ship is already on top."));
    if (!myDecision() || s->activePlayer() != ship->owner)
        return refuse(tr("You can choose the top ship of your stacks while you decide in your "
                         "own turn."));
    const Action a = makeChooseTop(ship->sector, ship->type, ship->cargo);
    if (!s->isLegal(a))
        return refuse(tr("A ship of the same kind is already on top."));
    return applyAll({a});
}

QString GodController::buy(int typeIndex)
{
    const GodState *s = state();
    if (!s)
        return refuse(tr("There is no game on the board."));
    if (!myDecision() || (s->phase() != Phase::Buy && s->phase() != Phase::Purchase))
        return refuse(tr("You can buy ships in your buy phase."));
    const auto &types = s->game().shipTypes();
    if (typeIndex < 0 || typeIndex >= int(types.size()))
        //: Galaxy of D board: why a ship cannot be bought (an error).
        return refuse(tr("Unknown ship."));
    const Action a = makeAction(ActionKind::Buy, typeIndex);
    if (isLegalIn(*s, a))
        return applyAll({a});
    return refuse(buyRefusal(*s, typeIndex));
}

QString GodController::buyRefusal(const GodState &s, int type)
{
    const int seat = s.currentPlayer();
    const auto &types = s.game().shipTypes();
    const auto &t = types[type];
    if (s.shipsInPlay(seat, type) + s.pendingPurchase(seat, type) >= t.chits)
        //: Galaxy of D board: why a ship cannot be bought. %n: the number of chits (the game's
        //: term: the counters of a ship type).
        return tr("All %n chit(s) of this ship are in play.", nullptr, t.chits);
    // The secret purchase (5.3) spends the money only at its end.
    int money = s.money(seat);
    for (int other = 0; other < int(types.size()); ++other)
        money -= s.pendingPurchase(seat, other) * types[other].cost;
    //: Galaxy of D board: why a ship cannot be bought. %1: the price; %2: the player's money (both
    //: after the dollar sign).
    return tr("Costs $%1, you have $%2.").arg(t.cost).arg(money);
}

QString GodController::done()
{
    const GodState *s = state();
    const Action a = makeAction(ActionKind::Done, 0);
    if (!s || !myDecision() || !isLegalIn(*s, a))
        return refuse(tr("There is nothing to finish now."));
    m_selected = -1;
    m_selectedShips.clear();
    return applyAll({a});
}

QString GodController::rise(int amount)
{
    const GodState *s = state();
    if (!s || !myDecision() || s->phase() != Phase::Bidding)
        return refuse(tr("There is no bidding now."));
    const Action a = makeAction(ActionKind::Rise, amount);
    if (isLegalIn(*s, a))
        return applyAll({a});
    if (amount <= s->bid())
        //: Galaxy of D board: why a bid is refused. %1: the least bid allowed, after the dollar
        //: sign.
        return refuse(tr("A rise must be at least $%1.").arg(s->bid() + 1));
    return refuse(
        //: Galaxy of D board: why a bid is refused. %1: the player's money, after the dollar sign.
        tr("You cannot bid more than your money ($%1).").arg(s->money(s->currentPlayer())));
}

QString GodController::pass()
{
    const GodState *s = state();
    const Action a = makeAction(ActionKind::Pass, 0);
    if (!s || !myDecision() || !isLegalIn(*s, a))
        return refuse(tr("There is no bidding now."));
    return applyAll({a});
}

QString GodController::chooseCasualty(int typeIndex, bool cargo)
{
    const GodState *s = state();
    if (!s || !myDecision() || s->phase() != Phase::Fight)
        return refuse(tr("It is not your turn to choose a casualty."));
    const Action a = makeCasualty(typeIndex, cargo);
    if (isLegalIn(*s, a))
        return applyAll({a});
    return refuse(tr("Choose one of your own ships in this combat that has not been chosen."));
}

} // namespace starboard::god
