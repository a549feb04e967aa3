#include "gfcontroller.h"

#include "games/galaxy-fighters/gf_game.h"
#include "gftext.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>

namespace starboard::gf {

namespace {

// The direction an alien flying to `district` moves on the board as drawn (Rocketown at the
// bottom): the angle of an arrow pointing up turned clockwise.
int facingAngle(int district)
{
    static const int kAngles[kDistricts] = {180, 270, 0, 90};
    return kAngles[std::clamp(district, 0, kDistricts - 1)];
}

QVariantList cellList(const std::vector<int> &cells)
{
    QVariantList out;
    for (int cell : cells)
        if (cell >= 0)
            out << cell;
    return out;
}

} // namespace

// ---------------------------------------------------------------------------------------
// GfCellModel

int GfCellModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GfCellModel::roleNames() const
{
    return {{CellRole, "cell"},
            {XRole, "col"},
            {YRole, "row"},
            {AtmosphereRole, "atmosphere"},
            {AliensRole, "aliens"},
            {ShipRole, "ship"},
            {ShieldedRole, "shielded"},
            {ActiveRole, "activeShip"},
            {DroneRole, "drone"},
            {DefenceRole, "defence"},
            {ActionRole, "action"},
            {MarkRole, "mark"},
            {ReasonRole, "reason"}};
}

QVariant GfCellModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GfCellModel::value(const Row &r, int role)
{
    switch (role) {
    case CellRole:
        return r.cell;
    case XRole:
        return r.x;
    case YRole:
        return r.y;
    case AtmosphereRole:
        return r.atmosphere;
    case AliensRole:
        return r.aliens;
    case ShipRole:
        return r.ship;
    case ShieldedRole:
        return r.shielded;
    case ActiveRole:
        return r.active;
    case DroneRole:
        return r.drone;
    case DefenceRole:
        return r.defence;
    case ActionRole:
        return r.action;
    case MarkRole:
        return r.mark;
    case ReasonRole:
        return r.reason;
    }
    return {};
}

void GfCellModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GfCellModel::value);
}

// ---------------------------------------------------------------------------------------
// GfController

GfController::GfController(QObject *parent)
    : QObject(parent), m_cells(this), m_marks(std::size_t(kCells))
{
    // A language switch: every text again.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    m_stepTimer.setSingleShot(true);
    connect(&m_stepTimer, &QTimer::timeout, this, &GfController::advanceAnimation);
}

GfController::~GfController()
{
    if (m_held)
        m_held->setLogShownLength(-1); // nothing is left behind to catch up with
}

bool GfController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        rebuild();
    return QObject::eventFilter(watched, event);
}

void GfController::setSession(GameSession *session)
{
    if (session == m_session)
        return;
    for (auto &connection : m_connections)
        disconnect(connection);
    m_session = session;
    if (m_session) {
        m_connections[0] =
            connect(m_session, &GameSession::stateChanged, this, &GfController::onStateChanged);
        m_connections[1] =
            connect(m_session, &GameSession::actionApplied, this, &GfController::onActionApplied);
        m_connections[2] =
            connect(m_session, &GameSession::viewSeatChanged, this, &GfController::scheduleRebuild);
        m_connections[3] = connect(m_session, &GameSession::gameChanged, this, [this] {
            std::fill(m_marks.begin(), m_marks.end(), QString());
            m_aim.clear();
            resetPicture();
            rebuild(); // a new game fills the model before anything is drawn
        });
        m_connections[4] =
            connect(m_session, &GameSession::hintChanged, this, &GfController::hintChanged);
        m_connections[5] = connect(m_session, &GameSession::animationSkipped, this, [this] {
            if (animating()) {
                clearSteps();
                rebuild();
            }
        });
    }
    resetPicture();
    rebuild();
    emit sessionChanged();
}

void GfController::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QMetaObject::invokeMethod(this, &GfController::flushPending, Qt::QueuedConnection);
}

void GfController::flushPending()
{
    if (m_rebuildPending)
        rebuild();
}

void GfController::onStateChanged()
{
    const GfState *s = state();
    if (!s || s->phase() != Phase::Command)
        m_aim.clear();
    // Not one action more (an undo, a load): no steps lead there, and the frames of what
    // happened (hits, landings) belong to a position that is gone (a helper saw an undone
    // shot's hit frames stay, session 22).
    if (!s || s->history().size() != m_seenHistory) {
        resetPicture();
        std::fill(m_marks.begin(), m_marks.end(), QString());
    }
    scheduleRebuild();
}

void GfController::resetPicture()
{
    const GfState *s = state();
    clearSteps();
    m_last = s ? pictureOf(*s) : GfPicture{};
    m_lastPanel = s ? panelOf(*s) : Panel{};
    m_lastDistrict = s ? s->district() : 0;
    m_seenHistory = s ? s->history().size() : 0;
}

int GfController::shownDistrict() const
{
    const GfState *s = state();
    if (animating() && m_steps.front().district >= 0)
        return m_steps.front().district;
    return s ? s->district() : 0;
}

void GfController::clearSteps()
{
    m_stepTimer.stop();
    const bool was = animating();
    m_steps.clear();
    m_stepCount = 0;
    holdLog();
    if (was)
        emit animationChanged();
}

void GfController::holdLog()
{
    if (m_held && m_held != m_session)
        m_held->setLogShownLength(-1); // a session left behind
    m_held = m_session;
    // An action's log lines (an approach's: every alien destroyed, crashed or invading) come
    // with its last step, once the board has shown what they tell.
    int shown = -1;
    if (animating()) {
        const std::size_t length = m_steps.front().length;
        const bool more = m_steps.size() > 1 && m_steps[1].length == length;
        shown = int(more ? length - 1 : length);
    }
    if (m_session)
        m_session->setLogShownLength(shown);
}

GfController::Panel GfController::panelOf(const GfState &s)
{
    Panel panel;
    for (int d = 0; d < kDistricts; ++d) {
        panel.ships[std::size_t(d)] = s.ship(d);
        panel.pilots[std::size_t(d)] = int(s.controller(d));
    }
    panel.spawnLeft = s.spawnLeft();
    panel.shipyardLeft = s.shipyardLeft();
    panel.round = s.round();
    return panel;
}

int GfController::baseDuration() const
{
    if (m_stepDuration >= 0)
        return m_stepDuration;
    const int delay = m_session ? m_session->computerDelay() : 0;
    // The game screen's speed: 400 ms between computer moves ("normal") gives 300 ms steps,
    // "slow" 500, "fast" 90, "instant" none. (Normal was 220 ms, and long sequences went
    // down to a third of it: a helper could not follow the computer teammates' turns,
    // session 22.)
    return delay <= 0 ? 0 : std::clamp(delay * 3 / 4, 90, 500);
}

void GfController::setStepDuration(int ms)
{
    ms = std::max(-1, ms);
    if (ms == m_stepDuration)
        return;
    m_stepDuration = ms;
    emit stepSettingsChanged();
    if (baseDuration() == 0)
        skipAnimation();
}

void GfController::setManualSteps(bool manual)
{
    if (manual == m_manualSteps)
        return;
    m_manualSteps = manual;
    emit stepSettingsChanged();
    if (m_manualSteps)
        m_stepTimer.stop();
    else
        startStep();
}

void GfController::startStep()
{
    if (m_steps.empty() || m_manualSteps)
        return;
    const int base = baseDuration();
    if (base == 0) {
        skipAnimation();
        return;
    }
    // Long sequences (a computer turn, a full board's approach) go faster, down to half.
    const int waiting = int(m_steps.size());
    int ms = waiting > 12 ? std::max(base / 2, base * 12 / waiting) : base;
    // The spawn card is something to read.
    if (m_steps.front().kind == QLatin1String("spawn"))
        ms *= 2;
    m_stepTimer.start(ms);
}

void GfController::advanceAnimation()
{
    if (m_steps.empty())
        return;
    m_stepTimer.stop();
    m_steps.pop_front();
    if (m_steps.empty())
        m_stepCount = 0;
    else
        startStep();
    holdLog();
    emit animationChanged();
    rebuild();
}

void GfController::skipAnimation()
{
    if (m_session && m_session->isThinking())
        m_session->skipAnimation(); // the rest of the computer's turn too (animationSkipped)
    if (!animating())
        return;
    clearSteps();
    rebuild();
}

QVariantMap GfController::animationStep() const
{
    if (m_steps.empty())
        return {};
    const Step &step = m_steps.front();
    return {{QStringLiteral("kind"), step.kind},
            {QStringLiteral("caption"), step.caption},
            {QStringLiteral("spoken"), step.spoken},
            {QStringLiteral("cells"), step.cells},
            {QStringLiteral("from"), step.from},
            {QStringLiteral("to"), step.to},
            {QStringLiteral("card"), step.card},
            {QStringLiteral("reader"), step.reader},
            {QStringLiteral("index"), m_stepCount - int(m_steps.size())},
            {QStringLiteral("count"), m_stepCount},
            {QStringLiteral("length"), int(step.length)},
            {QStringLiteral("district"), step.district}};
}

std::vector<GfController::Step> GfController::stepsFor(const GfState &s, Action action,
                                                       GfPicture picture) const
{
    std::vector<Step> out;
    const auto &kinds = s.game().spawnDeck().kinds;
    const auto &events = s.events();
    if (actionKind(action) == ActionKind::Overflow)
        placeOverflowInvader(picture, actionPayload(action));

    // The spawn card, turned to the district that reads it, before its aliens land; then
    // they land.
    Step preview, land;
    for (const Event &e : events) {
        if (e.kind != EventKind::Spawned)
            continue;
        const bool known = e.alienKind >= 0 && e.alienKind < int(kinds.size());
        preview.card << QVariantMap{
            {QStringLiteral("cell"), e.to},
            {QStringLiteral("kind"), e.alienKind},
            {QStringLiteral("name"),
             known ? contentName(kinds[std::size_t(e.alienKind)].name) : QString()},
            {QStringLiteral("color"), alienColor(e.alienKind).name()},
            {QStringLiteral("angle"), facingAngle(e.district)}};
        land.marks.emplace_back(e.to, QStringLiteral("landed"));
        if (!land.cells.contains(e.to))
            land.cells << e.to;
    }
    if (!preview.card.isEmpty()) {
        preview.picture = picture;
        preview.kind = QStringLiteral("spawn");
        preview.reader = s.district();
        // The starting card comes with the last cockpit choice, not with a turn's draw.
        const bool starting = isCockpitChoice(action);
        preview.caption = starting ? startingCardText(s.district()) : spawnCardText(s.district());
        preview.cells = land.cells;
        for (const Event &e : events)
            if (e.kind == EventKind::Spawned)
                applyEvent(picture, e);
        land.picture = picture;
        land.kind = QStringLiteral("land");
        land.caption = starting ? startingCardLandsText(int(preview.card.size()))
                                : aliensLandText(int(preview.card.size()));
        out.push_back(std::move(preview));
        out.push_back(std::move(land));
    }

    for (std::size_t i = 0; i < events.size(); ++i) {
        const Event &e = events[i];
        if (e.kind == EventKind::Spawned)
            continue;
        Step step;
        if (e.kind == EventKind::Destroyed) {
            // Shots (a weapon hits several at once): one step.
            int count = 0;
            for (; i < events.size() && events[i].kind == EventKind::Destroyed; ++i, ++count) {
                applyEvent(picture, events[i]);
                step.marks.emplace_back(events[i].to, QStringLiteral("destroyed"));
                step.cells << events[i].to;
            }
            --i;
            step.kind = QStringLiteral("destroy");
            step.caption = count == 1 ? eventText(s, e) : aliensDestroyedText(count);
            step.picture = picture;
            out.push_back(std::move(step));
            continue;
        }
        applyEvent(picture, e);
        step.picture = picture;
        step.from = e.from;
        step.to = e.to;
        step.caption = eventText(s, e);
        switch (e.kind) {
        case EventKind::Moved:
            step.kind = QStringLiteral("move");
            step.cells = {e.from, e.to};
            step.marks.emplace_back(e.to, QStringLiteral("moved"));
            break;
        case EventKind::Frenzy:
            step.kind = QStringLiteral("frenzy");
            step.cells = {e.from};
            step.marks.emplace_back(e.from, QStringLiteral("frenzy"));
            break;
        case EventKind::Crashed:
            step.kind = QStringLiteral("crash");
            step.cells = {e.from, e.to};
            step.marks.emplace_back(e.to, QStringLiteral("crashed"));
            break;
        case EventKind::HitDefence:
        case EventKind::HitDrone:
            step.kind = QStringLiteral("hit");
            step.cells = {e.from, e.to};
            step.marks.emplace_back(e.to, QStringLiteral("destroyed"));
            break;
        case EventKind::Invaded:
            step.kind = QStringLiteral("invade");
            step.cells = {e.to};
            step.marks.emplace_back(e.to, QStringLiteral("invaded"));
            break;
        case EventKind::ShipLost:
            step.kind = QStringLiteral("shipLost");
            step.lost = e.district;
            step.cells = {e.from, e.to};
            step.caption = eventText(s, e) + QLatin1Char(' ') + newShipText(e.district);
            step.marks.emplace_back(e.from, QStringLiteral("crashed"));
            step.marks.emplace_back(e.to, QStringLiteral("landed"));
            break;
        case EventKind::DistrictLost:
            step.kind = QStringLiteral("districtLost");
            break;
        default:
            break;
        }
        out.push_back(std::move(step));
    }
    const bool approach =
        actionKind(action) == ActionKind::EndTurn || actionKind(action) == ActionKind::Overflow;
    bool more = actionKind(action) == ActionKind::Overflow;
    for (std::size_t i = 0; i < out.size();) {
        if (!approach || out[i].kind != QLatin1String("move")) {
            out[i].spoken = out[i].caption;
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < out.size() && out[end].kind == QLatin1String("move"))
            ++end;
        out[i].spoken = aliensApproachText(int(end - i), more);
        more = true;
        i = end;
    }
    return out;
}

void GfController::onActionApplied(qint64 action, int actor, const QString &)
{
    const GfState *s = state();
    if (!s)
        return;
    // The steps from the picture before this action to the engine's after it.
    const bool oneMore = s->history().size() == m_seenHistory + 1;
    GfPicture before = std::move(m_last);
    m_last = pictureOf(*s);
    const Panel panelBefore = m_lastPanel;
    m_lastPanel = panelOf(*s);
    m_seenHistory = s->history().size();
    // The turn the action belongs to (the spawn card is read by the turn it begins).
    const int actingDistrict = m_lastDistrict;
    m_lastDistrict = s->district();
    if (!oneMore || baseDuration() == 0) {
        clearSteps();
    } else {
        // The viewer's own shots and moves show at once (their input ended any animation
        // first); what the game does by itself plays out: the approach after End turn or
        // an overflow choice, a spawn card, the chance steps and the computer teammates.
        const auto kind = actionKind(Action(action));
        const bool byItself = actor < 0 || !m_session->seats()->isHuman(actor) ||
                              kind == ActionKind::EndTurn || kind == ActionKind::Overflow;
        bool spawned = false;
        for (const Event &e : s->events())
            spawned = spawned || e.kind == EventKind::Spawned;
        std::vector<Step> steps;
        if (byItself || spawned || animating())
            steps = stepsFor(*s, Action(action), std::move(before));
        if (!steps.empty()) {
            steps.back().picture = m_last; // the engine's own, whatever the steps made of it
        } else if (animating() && !(m_steps.back().picture == m_last)) {
            Step moment; // in its turn
            moment.picture = m_last;
            steps.push_back(std::move(moment));
        }
        // The panels as they were before the action, each change at the step that shows it:
        // the spawn card leaves the deck, a lost ship's replacement (and the shipyard's ship
        // it takes) comes with its loss; the last step is the engine's state.
        Panel panel = panelBefore;
        for (Step &step : steps) {
            const bool spawn =
                step.kind == QLatin1String("spawn") || step.kind == QLatin1String("land");
            step.district = spawn ? s->district() : actingDistrict;
            step.length = m_seenHistory;
            if (spawn) {
                panel.spawnLeft = m_lastPanel.spawnLeft;
                panel.round = m_lastPanel.round; // a new round starts with Rocketown's card
            }
            if (step.lost >= 0 && step.lost < kDistricts) {
                panel.ships[std::size_t(step.lost)] = m_lastPanel.ships[std::size_t(step.lost)];
                panel.shipyardLeft = std::max(m_lastPanel.shipyardLeft, panel.shipyardLeft - 1);
            }
            step.panel = panel;
        }
        if (!steps.empty()) {
            steps.back().panel = m_lastPanel;
            // Still the turn of the action shown: its pilots (the next round's pilot of the
            // red ship comes with the next turn's steps, or once the steps are over).
            steps.back().panel.pilots = panelBefore.pilots;
        }
        if (!steps.empty()) {
            const bool start = !animating();
            for (Step &step : steps)
                m_steps.push_back(std::move(step));
            m_stepCount += int(steps.size());
            if (start) {
                startStep();
                holdLog();
                emit animationChanged();
            }
        }
    }
    // A decision of the viewer starts a new account of what happens.
    if (actor >= 0 && actor == (m_session ? m_session->viewSeat() : -1) &&
        m_session->seats()->isHuman(actor))
        std::fill(m_marks.begin(), m_marks.end(), QString());
    for (const Event &e : s->events()) {
        auto mark = [this](int cell, const char *what) {
            if (cell >= 0 && cell < kCells)
                m_marks[std::size_t(cell)] = QLatin1String(what);
        };
        switch (e.kind) {
        case EventKind::Spawned:
            mark(e.to, "landed");
            break;
        case EventKind::Moved:
            mark(e.to, "moved");
            break;
        case EventKind::Destroyed:
        case EventKind::HitDefence:
        case EventKind::HitDrone:
            mark(e.to, "destroyed");
            break;
        case EventKind::Crashed:
        case EventKind::ShipLost:
            mark(e.from, "crashed");
            break;
        default:
            break;
        }
    }
    scheduleRebuild();
}

const GfState *GfController::state() const
{
    return m_session ? dynamic_cast<const GfState *>(m_session->state()) : nullptr;
}

QString GfController::seatLabel(int seat) const
{
    if (m_session && seat >= 0 && seat < m_session->seats()->rowCount())
        return m_session->seats()->name(seat);
    return gf::seatName(seat);
}

bool GfController::myDecision() const
{
    const GfState *s = state();
    return s && m_session && m_session->humanToAct() && !m_session->privacyScreen() &&
           !m_session->isThinking() && s->currentPlayer() == m_session->viewSeat();
}

int GfController::actingSeat() const
{
    const GfState *s = state();
    if (!s || s->isTerminal())
        return -1;
    // While the steps play, the pilot of the turn they show (the cockpit stays in that
    // player's panel until the board has caught up with the engine).
    if (animating() && m_steps.front().district >= 0)
        return m_steps.front().panel.pilots[std::size_t(m_steps.front().district)];
    return int(s->currentPlayer());
}

void GfController::setHoverCells(const QVariantList &cells)
{
    if (cells == m_hoverCells)
        return;
    m_hoverCells = cells;
    emit hoverCellsChanged();
}

QString GfController::decisionRefusal() const
{
    const GfState *s = state();
    if (!s)
        return tr("There is no game on the board.");
    if (s->isTerminal())
        return tr("The game is over.");
    if (myDecision())
        return {};
    const int player = s->currentPlayer();
    if (player < 0)
        return tr("Wait for the cards and the dice.");
    if (m_session->privacyScreen())
        //: Galaxy Fighters board: on the screen between two players of one device (hot seat).
        //: %1: a player's name, e.g. 'Anna'.
        return tr("Pass the screen to %1.").arg(seatLabel(player));
    //: Galaxy Fighters board: %1: a player's name, e.g. 'Anna'.
    return tr("It is %1's turn.").arg(seatLabel(player));
}

bool GfController::aimsWithCell(const GfState &s, ActionKind kind) const
{
    const Ship &ship = s.ship(s.district());
    const auto &g = s.game();
    if (kind == ActionKind::Engine && ship.engine >= 0) {
        const auto k = g.equipment().engines[std::size_t(ship.engine)].kind;
        return k == EngineKind::Afterburner || k == EngineKind::WarpDrive;
    }
    if (kind == ActionKind::Special && ship.card >= 0) {
        const auto k = g.ships()[std::size_t(ship.card)].special;
        return k == SpecialKind::MissileCommand || k == SpecialKind::DefenseSystem ||
               k == SpecialKind::SideCannon;
    }
    return false;
}

Action GfController::cellAction(const GfState &s, int cell) const
{
    if (s.phase() != Phase::Command)
        return 0;
    if (m_aim == QLatin1String("engine"))
        return makeAction(ActionKind::Engine, cell);
    if (m_aim == QLatin1String("special")) {
        const int d = s.district();
        const Ship &ship = s.ship(d);
        if (ship.card >= 0 &&
            s.game().ships()[std::size_t(ship.card)].special == SpecialKind::SideCannon) {
            if (cell >= 0 && cell == s.sideCannonTarget(d, false))
                return makeAction(ActionKind::Special, 0);
            if (cell >= 0 && cell == s.sideCannonTarget(d, true))
                return makeAction(ActionKind::Special, 1);
            return 0;
        }
        return makeAction(ActionKind::Special, cell);
    }
    return makeAction(ActionKind::Move, cell);
}

void GfController::rebuild()
{
    m_rebuildPending = false;
    const GfState *s = state();
    std::vector<GfCellModel::Row> rows;
    if (s) {
        const auto &kinds = s->game().spawnDeck().kinds;
        // While an animation plays, its moment; no space takes a click then (a click on the
        // board ends the animation).
        const bool moment = animating();
        const GfPicture shown = moment ? GfPicture{} : pictureOf(*s);
        const GfPicture &p = moment ? m_steps.front().picture : shown;
        const bool mine = !moment && myDecision() && s->phase() == Phase::Command;
        std::vector<QString> stepMarks;
        if (moment) {
            stepMarks.resize(std::size_t(kCells));
            for (const auto &[at, mark] : m_steps.front().marks)
                if (at >= 0 && at < kCells)
                    stepMarks[std::size_t(at)] = mark;
        }
        for (int cell = 0; cell < kCells; ++cell) {
            if (!onBoard(cell))
                continue;
            GfCellModel::Row r;
            r.cell = cell;
            r.x = cell % kBoardSize;
            r.y = cell / kBoardSize;
            r.atmosphere = atmosphereOf(cell);
            for (const GfPicture::Figure &alien : p.stacks[std::size_t(cell)]) {
                const bool known = alien.kind >= 0 && alien.kind < int(kinds.size());
                r.aliens << QVariantMap{
                    {QStringLiteral("id"), alien.id},
                    {QStringLiteral("kind"), alien.kind},
                    {QStringLiteral("name"),
                     known ? contentName(kinds[std::size_t(alien.kind)].name) : QString()},
                    {QStringLiteral("color"), alienColor(alien.kind).name()},
                    {QStringLiteral("speed"), known ? kinds[std::size_t(alien.kind)].speed : 0},
                    {QStringLiteral("facing"), alien.facing},
                    {QStringLiteral("angle"), facingAngle(alien.facing)}};
            }
            for (int d = 0; d < kDistricts; ++d) {
                if (p.shipCell[std::size_t(d)] == cell) {
                    r.ship = d;
                    r.shielded = p.shielded[std::size_t(d)];
                    r.active = s->phase() != Phase::GameOver && d == district();
                }
                if (p.drone[std::size_t(d)] == cell)
                    r.drone = d;
            }
            r.defence = p.defence[std::size_t(cell)];
            r.mark = moment ? stepMarks[std::size_t(cell)] : m_marks[std::size_t(cell)];
            if (mine) {
                const Action action = cellAction(*s, cell);
                if (action != 0 && s->isLegal(action))
                    r.action = m_aim.isEmpty() ? QStringLiteral("move") : m_aim;
                else if (action != 0 && (!m_aim.isEmpty() || r.atmosphere == s->district()) &&
                         (!m_aim.isEmpty() || r.ship != s->district()))
                    // Why not: where the ship could go (its own atmosphere) or while a
                    // command aims; the Move rule over every space of the board, deep space
                    // included, only cluttered the tool tips (session 21).
                    r.reason = refusalText(*s, action);
            }
            rows.push_back(std::move(r));
        }
    }
    m_cells.setRows(std::move(rows));
    emit changed();
    emit hintChanged(); // the aim changes where it points
}

QStringList GfController::phaseNames() const
{
    //: Galaxy Fighters: a phase of the game (the pilots fit out their ships).
    return {tr("Cockpit"),
            //: Galaxy Fighters: a phase of the turn (a spawn card lands aliens).
            tr("Spawn"),
            //: Galaxy Fighters: a phase of the turn (the player uses the command dice).
            tr("Command"),
            //: Galaxy Fighters: a phase of the turn (the aliens move towards the district).
            tr("Approach")};
}

int GfController::phaseIndex() const
{
    const GfState *s = state();
    if (!s)
        return -1;
    if (animating()) {
        // The phase of the step shown: the spawn card and its landing, a computer
        // teammate's shots (Command), else the approach.
        const QString &kind = m_steps.front().kind;
        if (kind == QLatin1String("spawn") || kind == QLatin1String("land"))
            return 1;
        if (kind == QLatin1String("destroy") || kind.isEmpty())
            return 2;
        return 3;
    }
    switch (s->phase()) {
    case Phase::Deal:
    case Phase::ChooseWeapon:
    case Phase::ChooseTile:
    case Phase::ChooseEngine:
        return 0;
    case Phase::Spawn:
        return 1;
    case Phase::Roll:
    case Phase::Command:
        return 2;
    case Phase::Overflow:
        return 3;
    case Phase::GameOver:
        return -1;
    }
    return -1;
}

QString GfController::phase() const
{
    const GfState *s = state();
    if (!s)
        return {};
    if (s->phase() == Phase::GameOver)
        return QStringLiteral("over");
    if (!myDecision())
        return QStringLiteral("wait");
    switch (s->phase()) {
    case Phase::ChooseWeapon:
        return QStringLiteral("weapon");
    case Phase::ChooseTile:
        return QStringLiteral("tile");
    case Phase::ChooseEngine:
        return QStringLiteral("engine");
    case Phase::Command:
        return QStringLiteral("command");
    case Phase::Overflow:
        return QStringLiteral("overflow");
    default:
        return QStringLiteral("wait");
    }
}

QString GfController::prompt() const
{
    const GfState *s = state();
    if (!s)
        return {};
    if (animating()) {
        // The board is behind the engine: say what it shows, not the next turn's decision.
        const QString &caption = m_steps.front().caption;
        return caption.isEmpty()
                   //: Galaxy Fighters board: the prompt while the board plays out what
                   //: happened step by step (a moment without a sentence of its own).
                   ? tr("The board shows what happened, step by step.")
                   : caption;
    }
    if (s->isTerminal())
        return resultTitle();
    const QString p = phase();
    const QString cockpit = gf::districtText(s->cockpitDistrict());
    const QString ship = gf::districtText(s->district());
    if (p == QLatin1String("weapon"))
        //: Galaxy Fighters board: the prompt. %1: a district, e.g. 'Rocketown'.
        return tr("Choose the weapon system of %1's ship.").arg(cockpit);
    if (p == QLatin1String("tile"))
        //: Galaxy Fighters board: the prompt. %1: a district, e.g. 'Rocketown'.
        return tr("Choose the bonus command tile of %1's ship.").arg(cockpit);
    if (p == QLatin1String("engine"))
        //: Galaxy Fighters board: the prompt. %1: a district, e.g. 'Rocketown'.
        return tr("Choose the engine modification of %1's ship.").arg(cockpit);
    if (p == QLatin1String("overflow"))
        //: Galaxy Fighters board: the prompt. %1: a district whose invader spaces are full.
        return tr("%1 is full: choose the neighbouring district the invader goes to.").arg(ship);
    if (p == QLatin1String("command")) {
        if (m_aim == QLatin1String("engine"))
            //: Galaxy Fighters board: the prompt while an engine that flies the ship aims.
            return tr("Click a highlighted space for the engine (or choose it with the arrows "
                      "and Enter), or Cancel.");
        if (m_aim == QLatin1String("special")) {
            const Ship &ship = s->ship(s->district());
            if (ship.card >= 0 &&
                s->game().ships()[std::size_t(ship.card)].special == SpecialKind::DefenseSystem)
                //: Galaxy Fighters board: the prompt while a Phalanx places a defence tile.
                return tr("Click a highlighted space for the defence tile (or choose it with the "
                          "arrows and Enter), or Cancel.");
            //: Galaxy Fighters board: the prompt while a special weapon aims.
            return tr("Click a highlighted space for the special weapon (or choose it with the "
                      "arrows and Enter), or Cancel.");
        }
        //: Galaxy Fighters board: the prompt. %1: a district, e.g. 'Rocketown'.
        return tr("%1's ship: use your dice (Fire, a highlighted space to move, Weapon, Engine, "
                  "Special), then End turn.")
            .arg(ship);
    }
    const int player = s->currentPlayer();
    if (player < 0)
        return s->phase() == Phase::Spawn ? tr("A spawn card lands its aliens.")
                                          : tr("The cards and dice are dealt.");
    //: Galaxy Fighters board: the prompt while another player decides. %1: a player's name;
    //: %2: the district whose ship it is.
    return tr("%1 flies %2's ship.")
        .arg(seatLabel(player),
             gf::districtText(s->phase() == Phase::Command || s->phase() == Phase::Overflow
                                  ? s->district()
                                  : s->cockpitDistrict()));
}

int GfController::district() const
{
    const GfState *s = state();
    if (!s)
        return 0;
    // While a ship is dealt and fitted out, that ship is up (at setup, all four in turn).
    switch (s->phase()) {
    case Phase::Deal:
    case Phase::ChooseWeapon:
    case Phase::ChooseTile:
    case Phase::ChooseEngine:
        return animating() ? shownDistrict() : s->cockpitDistrict();
    default:
        return shownDistrict();
    }
}

QString GfController::districtName() const
{
    return state() ? gf::districtText(district()) : QString();
}

QString GfController::districtColor() const
{
    return gf::districtColor(district()).name();
}

QVariantList GfController::districts() const
{
    const GfState *s = state();
    QVariantList out;
    if (!s)
        return out;
    const auto &g = s->game();
    const int shown = district(); // the ship being fitted out during cockpit choices
    const bool moment = animating();
    for (int d = 0; d < kDistricts; ++d) {
        // While an animation plays, its moment (see the property).
        const Ship &ship = moment ? m_steps.front().panel.ships[std::size_t(d)] : s->ship(d);
        const int invaders =
            moment ? m_steps.front().picture.invaders[std::size_t(d)] : s->invaders(d);
        const bool shielded =
            moment ? m_steps.front().picture.shielded[std::size_t(d)] : ship.shielded;
        // The pilot of the turn shown (the red ship's changes each round with 3 players).
        const int pilot =
            moment ? m_steps.front().panel.pilots[std::size_t(d)] : int(s->controller(d));
        auto name = [](const auto &list, int i) {
            return i >= 0 && i < int(list.size()) ? contentName(list[std::size_t(i)].name)
                                                  : QString();
        };
        auto text = [](const auto &list, int i) {
            return i >= 0 && i < int(list.size()) ? contentName(list[std::size_t(i)].text)
                                                  : QString();
        };
        out << QVariantMap{
            {QStringLiteral("district"), d},
            {QStringLiteral("name"), gf::districtText(d)},
            {QStringLiteral("color"), gf::districtColor(d).name()},
            {QStringLiteral("invaders"), invaders},
            {QStringLiteral("spaces"), g.rules().invaderSpaces},
            {QStringLiteral("invaded"),
             moment ? invaders >= g.rules().invaderSpaces : s->invaded(d)},
            {QStringLiteral("ship"), name(g.ships(), ship.card)},
            {QStringLiteral("shipText"), text(g.ships(), ship.card)},
            {QStringLiteral("weapon"), name(g.equipment().weapons, ship.weapon)},
            {QStringLiteral("engine"), name(g.equipment().engines, ship.engine)},
            {QStringLiteral("tile"), name(g.equipment().tiles, ship.tile)},
            {QStringLiteral("shielded"), shielded},
            {QStringLiteral("losses"), ship.destroyed},
            {QStringLiteral("tilesLeft"), ship.tilesLeft},
            {QStringLiteral("tiles"), ship.card >= 0 && ship.card < int(g.ships().size())
                                          ? g.ships()[std::size_t(ship.card)].tiles
                                          : 0},
            {QStringLiteral("pilot"), seatLabel(pilot)},
            {QStringLiteral("pilotSeat"), pilot},
            {QStringLiteral("active"), !s->isTerminal() && d == shown}};
    }
    return out;
}

QVariantList GfController::dice() const
{
    const GfState *s = state();
    QVariantList out;
    if (!s || (s->phase() != Phase::Command && s->phase() != Phase::Roll))
        return out;
    const auto &faces = s->dice();
    const auto &used = s->diceUsed();
    // A die still rolling in a reroll: blank (face -1).
    const std::vector<bool> blank = s->diceRolling();
    for (std::size_t i = 0; i < faces.size(); ++i)
        out << QVariantMap{
            {QStringLiteral("index"), int(i)},
            {QStringLiteral("face"), blank[i] ? -1 : int(faces[i])},
            //: Galaxy Fighters board: a die being rolled again (its symbol not known yet).
            {QStringLiteral("name"), blank[i] ? tr("Rolling") : faceText(faces[i])},
            {QStringLiteral("used"), i < used.size() && used[i]}};
    return out;
}

QVariantMap GfController::tile() const
{
    const GfState *s = state();
    if (!s)
        return {};
    const Ship &ship = s->ship(s->district());
    const auto &tiles = s->game().equipment().tiles;
    if (ship.tile < 0 || ship.tile >= int(tiles.size()))
        return {};
    const CommandTile &t = tiles[std::size_t(ship.tile)];
    return {{QStringLiteral("name"), contentName(t.name)},
            {QStringLiteral("text"), contentName(t.text)},
            {QStringLiteral("reroll"), t.kind == TileKind::Reroll},
            {QStringLiteral("face"), int(t.face)},
            {QStringLiteral("symbol"), t.kind == TileKind::Symbol ? faceText(t.face) : QString()},
            {QStringLiteral("used"), s->tileUsed()}};
}

QVariantMap GfController::commands() const
{
    const GfState *s = state();
    if (!s || s->phase() != Phase::Command)
        return {};
    const auto &g = s->game();
    const int d = s->district();
    const Ship &ship = s->ship(d);
    const QString notNow = decisionRefusal();
    QVariantMap out;
    // Whether any action of `kind` is legal, else the reason of its first.
    auto add = [&](const QString &key, ActionKind kind, Action probe) {
        bool can = false;
        if (notNow.isEmpty())
            for (Action a : s->legalActions())
                if (actionKind(a) == kind)
                    can = true;
        out.insert(key, can);
        out.insert(key + QStringLiteral("Reason"), can                 ? QString()
                                                   : !notNow.isEmpty() ? notNow
                                                                       : refusalText(*s, probe));
    };
    add(QStringLiteral("fire"), ActionKind::Fire, makeAction(ActionKind::Fire));
    add(QStringLiteral("weapon"), ActionKind::Weapon, makeAction(ActionKind::Weapon));
    add(QStringLiteral("engine"), ActionKind::Engine, makeAction(ActionKind::Engine));
    add(QStringLiteral("special"), ActionKind::Special, makeAction(ActionKind::Special));
    add(QStringLiteral("reroll"), ActionKind::Reroll, makeAction(ActionKind::Reroll));
    add(QStringLiteral("endTurn"), ActionKind::EndTurn, makeAction(ActionKind::EndTurn));
    out.insert(QStringLiteral("fireCells"), cellList({s->fireTarget(d)}));
    out.insert(QStringLiteral("weaponCells"), cellList(s->weaponTargets(d)));
    const auto &weapons = g.equipment().weapons;
    const auto &engines = g.equipment().engines;
    if (ship.weapon >= 0 && ship.weapon < int(weapons.size())) {
        out.insert(QStringLiteral("weaponName"),
                   contentName(weapons[std::size_t(ship.weapon)].name));
        out.insert(QStringLiteral("weaponText"),
                   contentName(weapons[std::size_t(ship.weapon)].text));
        out.insert(QStringLiteral("weaponCost"), weapons[std::size_t(ship.weapon)].cost);
    }
    QVariantList engineCells;
    if (ship.engine >= 0 && ship.engine < int(engines.size())) {
        const Engine &e = engines[std::size_t(ship.engine)];
        out.insert(QStringLiteral("engineName"), contentName(e.name));
        out.insert(QStringLiteral("engineText"), contentName(e.text));
        out.insert(QStringLiteral("engineCost"), e.cost);
        if (e.kind == EngineKind::Repulsor)
            engineCells = cellList({s->fireTarget(d)});
    }
    QVariantList specialCells;
    bool hasSpecial = false;
    if (ship.card >= 0) {
        const ShipCard &card = g.ships()[std::size_t(ship.card)];
        hasSpecial = card.special == SpecialKind::MissileCommand ||
                     card.special == SpecialKind::DefenseSystem ||
                     card.special == SpecialKind::SideCannon ||
                     card.special == SpecialKind::NovaBomb;
        out.insert(QStringLiteral("specialName"), contentName(card.name));
        out.insert(QStringLiteral("specialText"), contentName(card.text));
        out.insert(QStringLiteral("specialCost"), hasSpecial ? card.specialCost : 0);
        if (card.special == SpecialKind::SideCannon) {
            specialCells = cellList({s->sideCannonTarget(d, false), s->sideCannonTarget(d, true)});
        } else if (card.special == SpecialKind::NovaBomb &&
                   s->isLegal(makeAction(ActionKind::Special))) {
            const auto after = s->clone();
            if (after->applyAction(makeAction(ActionKind::Special)))
                for (const Event &e : static_cast<const GfState &>(*after).events())
                    if (e.kind == EventKind::Destroyed)
                        specialCells << e.to;
        }
    }
    // Aimed commands show where they can go.
    for (Action a : s->legalActions()) {
        if (actionKind(a) == ActionKind::Engine && aimsWithCell(*s, ActionKind::Engine))
            engineCells << actionPayload(a);
        if (actionKind(a) == ActionKind::Special && aimsWithCell(*s, ActionKind::Special) &&
            g.ships()[std::size_t(ship.card)].special != SpecialKind::SideCannon)
            specialCells << actionPayload(a);
    }
    out.insert(QStringLiteral("engineCells"), engineCells);
    out.insert(QStringLiteral("specialCells"), specialCells);
    out.insert(QStringLiteral("hasSpecial"), hasSpecial);
    // A End turn refused for the "one die" rule while a Move is what is left: a move has no
    // button (a helper found every button disabled and no word of M, session 21).
    if (notNow.isEmpty() && !out.value(QStringLiteral("endTurn")).toBool()) {
        bool canMove = false;
        for (Action a : s->legalActions())
            if (actionKind(a) == ActionKind::Move)
                canMove = true;
        if (canMove)
            out.insert(QStringLiteral("endTurnReason"),
                       //: Galaxy Fighters board: why End turn does nothing. M: the Move key.
                       tr("At least one command die must be used: to move, press M or click a "
                          "space next to your ship."));
    }
    out.insert(QStringLiteral("tileReroll"),
               ship.tile >= 0 &&
                   g.equipment().tiles[std::size_t(ship.tile)].kind == TileKind::Reroll);
    return out;
}

QVariantList GfController::choices() const
{
    const GfState *s = state();
    QVariantList out;
    if (!s)
        return out;
    const auto &eq = s->game().equipment();
    // cost: the Special symbols a use takes (weapons and engines), shown with the choice so
    // that a player can compare them before choosing.
    auto entry = [](int index, const std::string &name, const std::string &text, int cost = 0) {
        return QVariantMap{{QStringLiteral("index"), index},
                           {QStringLiteral("name"), contentName(name)},
                           {QStringLiteral("text"), contentName(text)},
                           {QStringLiteral("cost"), cost}};
    };
    switch (s->phase()) {
    case Phase::ChooseWeapon:
        for (std::size_t i = 0; i < eq.weapons.size(); ++i)
            out << entry(int(i), eq.weapons[i].name, eq.weapons[i].text, eq.weapons[i].cost);
        break;
    case Phase::ChooseTile:
        for (std::size_t i = 0; i < eq.tiles.size(); ++i)
            out << entry(int(i), eq.tiles[i].name, eq.tiles[i].text);
        break;
    case Phase::ChooseEngine: {
        const int card = s->ship(s->cockpitDistrict()).card;
        if (card >= 0)
            for (int i : s->game().allowedEngines(card))
                out << entry(i, eq.engines[std::size_t(i)].name, eq.engines[std::size_t(i)].text,
                             eq.engines[std::size_t(i)].cost);
        break;
    }
    default:
        break;
    }
    return out;
}

QString GfController::cockpitShip() const
{
    const GfState *s = state();
    if (!s)
        return {};
    const int card = s->ship(s->cockpitDistrict()).card;
    return card >= 0 ? contentName(s->game().ships()[std::size_t(card)].name) : QString();
}

QString GfController::cockpitShipText() const
{
    const GfState *s = state();
    if (!s)
        return {};
    const int card = s->ship(s->cockpitDistrict()).card;
    return card >= 0 ? contentName(s->game().ships()[std::size_t(card)].text) : QString();
}

QVariantList GfController::overflowChoices() const
{
    const GfState *s = state();
    QVariantList out;
    if (!s || s->phase() != Phase::Overflow)
        return out;
    for (int d = 0; d < kDistricts; ++d) {
        const Action a = makeAction(ActionKind::Overflow, d);
        if (d == s->district())
            continue;
        out << QVariantMap{{QStringLiteral("district"), d},
                           {QStringLiteral("name"), gf::districtText(d)},
                           {QStringLiteral("color"), gf::districtColor(d).name()},
                           {QStringLiteral("invaders"), s->invaders(d)},
                           {QStringLiteral("legal"), s->isLegal(a)},
                           {QStringLiteral("reason"), refusalText(*s, a)}};
    }
    return out;
}

int GfController::spawnLeft() const
{
    if (animating())
        return m_steps.front().panel.spawnLeft;
    return state() ? state()->spawnLeft() : 0;
}

int GfController::round() const
{
    if (animating())
        return m_steps.front().panel.round + 1;
    return state() ? state()->round() + 1 : 1;
}

int GfController::shipyardLeft() const
{
    if (animating())
        return m_steps.front().panel.shipyardLeft;
    return state() ? state()->shipyardLeft() : 0;
}

int GfController::invadedCount() const
{
    const GfState *s = state();
    if (!s)
        return 0;
    if (animating()) {
        int count = 0;
        for (const int invaders : m_steps.front().picture.invaders)
            count += invaders >= s->game().rules().invaderSpaces ? 1 : 0;
        return count;
    }
    return s->invadedCount();
}

int GfController::districtsToLose() const
{
    return state() ? state()->game().rules().districtsToLose : 0;
}

QString GfController::difficulty() const
{
    return state() ? contentName(state()->game().rules().name) : QString();
}

bool GfController::gameOver() const
{
    return state() && state()->isTerminal();
}

bool GfController::won() const
{
    return state() && state()->won();
}

QString GfController::resultTitle() const
{
    return state() ? gf::resultTitle(resultFacts(*state())) : QString();
}

QString GfController::resultText() const
{
    return state() ? gf::resultText(resultFacts(*state())) : QString();
}

QString GfController::summary() const
{
    const GfState *s = state();
    if (!s || !s->isTerminal())
        return {};
    // The result, then how far the team got and each district's line (a player asked for
    // more than one sentence at the end, session 20).
    QStringList lines{gf::resultText(resultFacts(*s))};
    //: Galaxy Fighters, the game-over summary. %1: the difficulty, e.g. 'Expert Pilot'; %2:
    //: spawn cards not played; %3: backup ships left in the shipyard.
    lines << tr("%1: %2 spawn cards left, %3 backup ships left.")
                 .arg(difficulty())
                 .arg(s->spawnLeft())
                 .arg(s->shipyardLeft());
    const auto &g = s->game();
    for (int d = 0; d < kDistricts; ++d) {
        const Ship &ship = s->ship(d);
        // With 3 players the fourth ship is flown by each in turn (GfState::controller): not
        // the last round's pilot alone (a helper read the red ship credited to one, session 22).
        const bool shared = s->numPlayers() == 3 && d == kDistricts - 1;
        //: Galaxy Fighters, the game-over summary: the pilot of the ship that 3 players fly
        //: in turn.
        const QString pilot = shared ? tr("all in turn") : seatLabel(s->controller(d));
        //: Galaxy Fighters, the game-over summary: one district. %1: the district, e.g.
        //: 'Rocketown'; %2: its pilot; %n: its ships lost; %3: invaders; %4: invader spaces.
        lines << tr("%1 (%2): %n ship(s) lost, invaders %3/%4.", "", ship.destroyed)
                     .arg(gf::districtText(d), pilot)
                     .arg(s->invaders(d))
                     .arg(g.rules().invaderSpaces);
    }
    return lines.join(QLatin1Char('\n'));
}

// ---------------------------------------------------------------------------------------
// Input

QString GfController::refuse(const QString &reason)
{
    m_message = reason;
    emit messageChanged();
    return reason;
}

QString GfController::apply(Action action)
{
    const GfState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    const QString reason = refusalText(*s, action);
    if (!reason.isEmpty())
        return refuse(reason);
    m_aim.clear();
    clearSteps(); // the viewer acts on the engine's state: it shows at once
    const QString error = m_session->apply(action);
    if (!error.isEmpty())
        return refuse(error);
    if (!m_message.isEmpty()) {
        m_message.clear();
        emit messageChanged();
    }
    rebuild();
    return {};
}

QString GfController::fire()
{
    return apply(makeAction(ActionKind::Fire));
}

QString GfController::weapon()
{
    return apply(makeAction(ActionKind::Weapon));
}

QString GfController::engine()
{
    const GfState *s = state();
    if (s && s->phase() == Phase::Command && aimsWithCell(*s, ActionKind::Engine) &&
        decisionRefusal().isEmpty()) {
        for (Action a : s->legalActions())
            if (actionKind(a) == ActionKind::Engine) {
                clearSteps();
                m_aim = QStringLiteral("engine");
                rebuild();
                return {};
            }
        return refuse(refusalText(*s, makeAction(ActionKind::Engine)));
    }
    return apply(makeAction(ActionKind::Engine));
}

QString GfController::special()
{
    const GfState *s = state();
    if (s && s->phase() == Phase::Command && decisionRefusal().isEmpty()) {
        const QVariantMap c = commands();
        if (!c.value(QStringLiteral("hasSpecial")).toBool())
            return refuse(c.value(QStringLiteral("specialReason")).toString());
        if (aimsWithCell(*s, ActionKind::Special)) {
            if (!c.value(QStringLiteral("special")).toBool())
                return refuse(c.value(QStringLiteral("specialReason")).toString());
            clearSteps();
            m_aim = QStringLiteral("special");
            rebuild();
            return {};
        }
    }
    return apply(makeAction(ActionKind::Special));
}

QString GfController::reroll()
{
    return apply(makeAction(ActionKind::Reroll));
}

QString GfController::endTurn()
{
    // The commands' reason, which says how to move when a move is what is left.
    const QVariantMap c = commands();
    if (c.contains(QStringLiteral("endTurn")) && !c.value(QStringLiteral("endTurn")).toBool())
        return refuse(c.value(QStringLiteral("endTurnReason")).toString());
    return apply(makeAction(ActionKind::EndTurn));
}

QString GfController::clickCell(int cell)
{
    // A click on the board while it shows a moment of the animation only ends it: the
    // space clicked may hold something else in the engine's state.
    if (animating()) {
        skipAnimation();
        return {};
    }
    const GfState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    if (s->phase() != Phase::Command)
        return refuse(refusalText(*s, makeAction(ActionKind::Move, std::max(0, cell))));
    if (!onBoard(cell))
        return refuse(tr("That is not a space of the board."));
    const Action action = cellAction(*s, cell);
    if (action == 0)
        //: Galaxy Fighters board: a click on a space the Side Cannon cannot hit.
        return refuse(tr("The Side Cannon hits the closest alien to the left or right only."));
    return apply(action);
}

QString GfController::choose(int index)
{
    const GfState *s = state();
    if (!s)
        return refuse(decisionRefusal());
    switch (s->phase()) {
    case Phase::ChooseWeapon:
        return apply(makeAction(ActionKind::ChooseWeapon, std::max(0, index)));
    case Phase::ChooseTile:
        return apply(makeAction(ActionKind::ChooseTile, std::max(0, index)));
    case Phase::ChooseEngine:
        return apply(makeAction(ActionKind::ChooseEngine, std::max(0, index)));
    default:
        return apply(makeAction(ActionKind::ChooseWeapon, std::max(0, index)));
    }
}

QString GfController::overflow(int district)
{
    return apply(makeAction(ActionKind::Overflow, std::clamp(district, 0, kDistricts - 1)));
}

void GfController::cancelAim()
{
    if (m_aim.isEmpty())
        return;
    m_aim.clear();
    rebuild();
}

// ---------------------------------------------------------------------------------------
// The hint

int GfController::hintCell() const
{
    const GfState *s = state();
    if (!s || !m_session || m_session->hintAction() < 0 || s->phase() != Phase::Command)
        return -1;
    const Action hint = Action(m_session->hintAction());
    const int payload = actionPayload(hint);
    const int d = s->district();
    switch (actionKind(hint)) {
    case ActionKind::Move:
        return payload;
    case ActionKind::Engine:
        return aimsWithCell(*s, ActionKind::Engine) ? payload : -1;
    case ActionKind::Special: {
        const Ship &ship = s->ship(d);
        if (ship.card >= 0 &&
            s->game().ships()[std::size_t(ship.card)].special == SpecialKind::SideCannon)
            return s->sideCannonTarget(d, payload == 1);
        return aimsWithCell(*s, ActionKind::Special) ? payload : -1;
    }
    default:
        return -1;
    }
}

QString GfController::hintButton() const
{
    const GfState *s = state();
    if (!s || !m_session || m_session->hintAction() < 0)
        return {};
    switch (actionKind(Action(m_session->hintAction()))) {
    case ActionKind::Fire:
        return QStringLiteral("fire");
    case ActionKind::Weapon:
        return QStringLiteral("weapon");
    case ActionKind::Engine:
        // An aimed engine: its button, then (aiming) the space alone.
        return m_aim == QLatin1String("engine") ? QString() : QStringLiteral("engine");
    case ActionKind::Special:
        return m_aim == QLatin1String("special") ? QString() : QStringLiteral("special");
    case ActionKind::Reroll:
        return QStringLiteral("reroll");
    case ActionKind::EndTurn:
        return QStringLiteral("endTurn");
    case ActionKind::ChooseWeapon:
    case ActionKind::ChooseTile:
    case ActionKind::ChooseEngine:
        return QStringLiteral("choice");
    case ActionKind::Overflow:
        return QStringLiteral("overflow");
    default:
        return {};
    }
}

int GfController::hintIndex() const
{
    if (!m_session || m_session->hintAction() < 0)
        return -1;
    const Action hint = Action(m_session->hintAction());
    switch (actionKind(hint)) {
    case ActionKind::ChooseWeapon:
    case ActionKind::ChooseTile:
    case ActionKind::ChooseEngine:
    case ActionKind::Overflow:
        return actionPayload(hint);
    default:
        return -1;
    }
}

} // namespace starboard::gf
