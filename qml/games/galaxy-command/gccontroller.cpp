#include "gccontroller.h"

#include "gctext.h"
#include "session.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>

#include "games/galaxy-command/gc_game.h"

namespace starboard::gc {

namespace {

bool isRollKind(EventKind k)
{
    return k == EventKind::Revolt || k == EventKind::Invasion || k == EventKind::Coup ||
           k == EventKind::Ambush;
}

} // namespace

// ---------------------------------------------------------------------------------------
// GcSlotModel

int GcSlotModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GcSlotModel::roleNames() const
{
    return {{SlotRole, "slot"},
            {DistantRole, "distant"},
            {ExploredRole, "explored"},
            {AlignedRole, "aligned"},
            {NameRole, "name"},
            {NumberRole, "number"},
            {MetalRole, "metal"},
            {WealthRole, "wealth"},
            {ResistanceRole, "resistance"},
            {VictoryPointsRole, "victoryPoints"},
            {ActionRole, "clickAction"},
            {ReasonRole, "reason"},
            {HighlightRole, "highlight"}};
}

QVariant GcSlotModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GcSlotModel::value(const Row &r, int role)
{
    switch (role) {
    case SlotRole:
        return r.slot;
    case DistantRole:
        return r.distant;
    case ExploredRole:
        return r.explored;
    case AlignedRole:
        return r.aligned;
    case NameRole:
        return r.name;
    case NumberRole:
        return r.number;
    case MetalRole:
        return r.metal;
    case WealthRole:
        return r.wealth;
    case ResistanceRole:
        return r.resistance;
    case VictoryPointsRole:
        return r.victoryPoints;
    case ActionRole:
        return r.action;
    case ReasonRole:
        return r.reason;
    case HighlightRole:
        return r.highlight;
    }
    return {};
}

void GcSlotModel::setRows(std::vector<Row> rows, bool reset)
{
    replaceRows(m_rows, std::move(rows), &GcSlotModel::value, reset);
}

// ---------------------------------------------------------------------------------------
// GcTechModel

int GcTechModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GcTechModel::roleNames() const
{
    return {{TechIndexRole, "techIndex"},
            {TechIdRole, "techId"},
            {NameRole, "name"},
            {TextRole, "effect"},
            {RowRole, "matRow"},
            {GenerationRole, "generation"},
            {CostRole, "cost"},
            {VictoryPointsRole, "victoryPoints"},
            {OwnedRole, "owned"},
            {AvailableRole, "available"},
            {AffordableRole, "affordable"},
            {LockedRole, "locked"},
            {ReasonRole, "reason"}};
}

QVariant GcTechModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GcTechModel::value(const Row &r, int role)
{
    switch (role) {
    case TechIndexRole:
        return r.techIndex;
    case TechIdRole:
        return r.techId;
    case NameRole:
        return r.name;
    case TextRole:
        return r.text;
    case RowRole:
        return r.row;
    case GenerationRole:
        return r.generation;
    case CostRole:
        return r.cost;
    case VictoryPointsRole:
        return r.victoryPoints;
    case OwnedRole:
        return r.owned;
    case AvailableRole:
        return r.available;
    case AffordableRole:
        return r.affordable;
    case LockedRole:
        return r.locked;
    case ReasonRole:
        return r.reason;
    }
    return {};
}

void GcTechModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GcTechModel::value);
}

// ---------------------------------------------------------------------------------------
// GcPlayerModel

int GcPlayerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GcPlayerModel::roleNames() const
{
    return {{SeatRole, "seat"},
            {NameRole, "name"},
            {SideNameRole, "sideName"},
            {ColorRole, "seatColor"},
            {MetalRole, "metal"},
            {WealthRole, "wealth"},
            {MilitaryRole, "military"},
            {MetalProductionRole, "metalProduction"},
            {WealthProductionRole, "wealthProduction"},
            {StorageLimitRole, "storageLimit"},
            {MilitaryLimitRole, "militaryLimit"},
            {StrikeRole, "strike"},
            {LostRole, "lost"},
            {ActiveRole, "active"},
            {ViewerRole, "viewer"},
            {ShownRole, "shown"},
            {AlignedRole, "aligned"},
            {AlignedDistantRole, "alignedDistant"},
            {ExploredRole, "explored"},
            {TechsRole, "techs"},
            {ScoreRole, "score"},
            {SystemsPointsRole, "systemsPoints"},
            {TechPointsRole, "techPoints"},
            {ExplorationBonusRole, "explorationBonus"},
            {ScientificBonusRole, "scientificBonus"},
            {WarlordBonusRole, "warlordBonus"},
            {RankRole, "rank"},
            {RankIndexRole, "rankIndex"},
            {CardsRole, "cards"},
            {DiplomacyRole, "diplomacy"}};
}

QVariant GcPlayerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

QVariant GcPlayerModel::value(const Row &r, int role)
{
    switch (role) {
    case SeatRole:
        return r.seat;
    case NameRole:
        return r.name;
    case SideNameRole:
        return r.sideName;
    case ColorRole:
        return r.color;
    case MetalRole:
        return r.metal;
    case WealthRole:
        return r.wealth;
    case MilitaryRole:
        return r.military;
    case MetalProductionRole:
        return r.metalProduction;
    case WealthProductionRole:
        return r.wealthProduction;
    case StorageLimitRole:
        return r.storageLimit;
    case MilitaryLimitRole:
        return r.militaryLimit;
    case StrikeRole:
        return r.strike;
    case LostRole:
        return r.lost;
    case ActiveRole:
        return r.active;
    case ViewerRole:
        return r.viewer;
    case ShownRole:
        return r.shown;
    case AlignedRole:
        return r.aligned;
    case AlignedDistantRole:
        return r.alignedDistant;
    case ExploredRole:
        return r.explored;
    case TechsRole:
        return r.techs;
    case ScoreRole:
        return r.score;
    case SystemsPointsRole:
        return r.systemsPoints;
    case TechPointsRole:
        return r.techPoints;
    case ExplorationBonusRole:
        return r.explorationBonus;
    case ScientificBonusRole:
        return r.scientificBonus;
    case WarlordBonusRole:
        return r.warlordBonus;
    case RankRole:
        return r.rank;
    case RankIndexRole:
        return r.rankIndex;
    case CardsRole:
        return r.cards;
    case DiplomacyRole:
        return r.diplomacy;
    }
    return {};
}

void GcPlayerModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GcPlayerModel::value);
}

// ---------------------------------------------------------------------------------------
// GcController

GcController::GcController(QObject *parent)
    : QObject(parent), m_slots(this), m_techs(this), m_players(this)
{
    // A language switch: every text of the models and properties again.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

GcController::~GcController() = default;

bool GcController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        rebuild();
    return QObject::eventFilter(watched, event);
}

void GcController::setSession(GameSession *session)
{
    if (session == m_session)
        return;
    for (auto &connection : m_connections)
        disconnect(connection);
    m_session = session;
    m_shown = -1;
    if (m_session) {
        m_connections[0] =
            connect(m_session, &GameSession::stateChanged, this, &GcController::onStateChanged);
        m_connections[1] =
            connect(m_session, &GameSession::actionApplied, this, &GcController::onActionApplied);
        m_connections[2] = connect(m_session, &GameSession::viewSeatChanged, this, [this] {
            m_shown = -1; // the board follows the human to act
            scheduleRebuild();
        });
        m_connections[4] =
            connect(m_session, &GameSession::hintChanged, this, &GcController::hintChanged);
        m_connections[3] = connect(m_session, &GameSession::gameChanged, this, [this] {
            m_shown = -1;
            resetLastRoll();
            onStateChanged();
            rebuild(); // a new game fills the models before anything is drawn
        });
    }
    resetLastRoll();
    onStateChanged();
    rebuild();
    emit sessionChanged();
}

void GcController::scheduleRebuild()
{
    if (m_rebuildPending)
        return;
    m_rebuildPending = true;
    QMetaObject::invokeMethod(this, &GcController::flushPending, Qt::QueuedConnection);
}

void GcController::flushPending()
{
    if (m_rebuildPending)
        rebuild();
}

void GcController::resetLastRoll()
{
    // A game opened or started: the last explore or conquer it holds, if any.
    const GcState *s = state();
    m_lastRoll = s ? attackRoll(*s) : QVariantMap();
    emit rollChanged();
}

const GcState *GcController::state() const
{
    return m_session ? dynamic_cast<const GcState *>(m_session->state()) : nullptr;
}

QString GcController::seatLabel(int seat) const
{
    if (m_session && seat >= 0 && seat < m_session->seats()->rowCount())
        return m_session->seats()->name(seat);
    return gc::seatName(seat);
}

int GcController::viewSeat() const
{
    const GcState *s = state();
    if (!s || !m_session)
        return 0;
    return std::clamp(m_session->viewSeat(), 0, s->numPlayers() - 1);
}

int GcController::shownSeat() const
{
    const GcState *s = state();
    if (!s)
        return 0;
    return m_shown >= 0 && m_shown < s->numPlayers() ? m_shown : viewSeat();
}

void GcController::showSeat(int seat)
{
    const GcState *s = state();
    const int next = s && seat >= 0 && seat < s->numPlayers() && seat != viewSeat() ? seat : -1;
    if (next == m_shown)
        return;
    m_shown = next;
    rebuild(); // a click: at once
}

QString GcController::shownName() const
{
    return state() ? seatLabel(shownSeat()) : QString();
}

QString GcController::shownColor() const
{
    return gc::seatColor(shownSeat()).name();
}

bool GcController::myDecision() const
{
    const GcState *s = state();
    return s && m_session && m_session->humanToAct() && !m_session->privacyScreen() &&
           !m_session->isThinking() && s->currentPlayer() == viewSeat();
}

QString GcController::decisionRefusal() const
{
    const GcState *s = state();
    if (!s)
        return tr("There is no game on the board.");
    if (s->isTerminal())
        return tr("The game is over.");
    if (myDecision())
        return {};
    const int player = s->currentPlayer();
    if (player < 0)
        return tr("Wait for the die and the cards.");
    if (m_session->privacyScreen())
        //: Galaxy Command board: on the screen between two players of one device (hot seat). %1: a
        //: player's name, e.g. 'Anna'.
        return tr("Pass the screen to %1.").arg(seatLabel(player));
    //: Galaxy Command board: the prompt of the active player. %1: a player's name, e.g. 'Anna'.
    return tr("It is %1's turn.").arg(seatLabel(player));
}

void GcController::onActionApplied(qint64 action, int, const QString &)
{
    const GcState *s = state();
    const auto *before = dynamic_cast<const GcState *>(m_previous.get());
    if (!s || !before || before->history().size() + 1 != s->history().size())
        return;
    const auto kind = actionKind(action);
    const QVariantMap roll = rollOf(*before, *s, action);
    if (!roll.isEmpty()) {
        m_lastRoll = roll;
        emit rollChanged();
        emit dieRolled(roll);
    }
    if (kind == ActionKind::DrawEvent && !s->roundEvents().empty())
        emit eventRevealed(eventCard(*s, int(s->roundEvents().size()) - 1));
    const int viewer = viewSeat();
    if (collectedBetween(*before, *s, viewer)) {
        const QString text = collectText(s->lastCollect(viewer));
        //: Galaxy Command board: a notice shown briefly. %1: a player's name, e.g. 'Anna'; %2: what
        //: the player collected, e.g. 'collects 2 metal and 1 wealth'.
        emit notice(tr("%1 %2.").arg(seatLabel(viewer), text));
    }
}

void GcController::onStateChanged()
{
    const GcState *s = state();
    m_previous = s ? s->clone() : nullptr;
    scheduleRebuild();
}

QVariantMap GcController::attackRoll(const GcState &after) const
{
    QVariantMap m;
    const auto &a = after.lastAttack();
    if (a.seat < 0 || a.slot < 0)
        return m;
    const auto &slot = after.player(a.seat).systems[std::size_t(a.slot)];
    m[QStringLiteral("seat")] = a.seat;
    m[QStringLiteral("name")] = seatLabel(a.seat);
    m[QStringLiteral("color")] = gc::seatColor(a.seat);
    m[QStringLiteral("kind")] =
        a.diplomacy ? QStringLiteral("diplomacy") : QStringLiteral("attack");
    m[QStringLiteral("system")] = cardName(after, slot.card);
    m[QStringLiteral("roll")] = a.roll;
    m[QStringLiteral("bonus")] = a.military;
    //: Galaxy Command board: the label of the bonus added to an attack's die roll: the player's
    //: military strength (a noun; short, under the number in the roll panel).
    m[QStringLiteral("bonusLabel")] = tr("military");
    m[QStringLiteral("total")] = a.roll + a.military;
    m[QStringLiteral("target")] = a.resistance;
    m[QStringLiteral("success")] = a.success;
    m[QStringLiteral("good")] = a.success;
    //: Galaxy Command board: the headline of the roll panel after an attack: the system joins the
    //: Empire (short).
    m[QStringLiteral("headline")] =
        a.success ? tr("Aligned") : /*: Galaxy Command board: the headline of the roll panel after
                                       an attack: the system does not join (short). */
            tr("Not aligned");
    m[QStringLiteral("text")] = attackText(after, a, cardName(after, slot.card));
    return m;
}

QVariantMap GcController::rollOf(const GcState &before, const GcState &after, Action action) const
{
    QVariantMap m;
    const auto kind = actionKind(action);
    const auto &g = after.game();
    const bool attack =
        (kind == ActionKind::DieRoll && before.phase() == Phase::AttackRoll) ||
        ((kind == ActionKind::Reveal || kind == ActionKind::Conquer) &&
         after.lastAttack().diplomacy && after.lastAttack().seat == before.activePlayer());
    if (attack)
        return attackRoll(after);
    if (kind != ActionKind::DieRoll || before.phase() != Phase::EventRoll ||
        before.roundEvents().empty())
        return m;
    const int seat = pendingEventSeat(before);
    const std::size_t index = before.roundEvents().size() - 1;
    if (seat < 0 || index >= after.roundEvents().size())
        return m;
    const auto &report = after.roundEvents()[index];
    const auto &card = g.cards()[std::size_t(report.card)];
    const auto &e = report.effects[std::size_t(seat)];
    m[QStringLiteral("seat")] = seat;
    m[QStringLiteral("name")] = seatLabel(seat);
    m[QStringLiteral("color")] = gc::seatColor(seat);
    m[QStringLiteral("roll")] = e.roll;
    m[QStringLiteral("success")] = e.success;
    m[QStringLiteral("good")] = !e.success;
    m[QStringLiteral("text")] = eventEffectText(after, card, report.year, seat, e, false);
    if (card.event == EventKind::Coup) {
        m[QStringLiteral("kind")] = QStringLiteral("coup");
        m[QStringLiteral("system")] = contentName(card.name);
        m[QStringLiteral("bonus")] = 0;
        m[QStringLiteral("bonusLabel")] = QString();
        m[QStringLiteral("total")] = e.roll;
        m[QStringLiteral("target")] = card.rollAtLeast;
        //: Galaxy Command board: the headline of the roll panel after a military coup roll: the
        //: coup succeeded (short).
        m[QStringLiteral("headline")] =
            e.success ? tr("Coup!") : /*: Galaxy Command board: the headline of the roll panel after
                                         a military coup roll: the coup failed (short). */
                tr("Coup fails");
        return m;
    }
    const bool revolt = card.event == EventKind::Revolt;
    m[QStringLiteral("kind")] = revolt ? QStringLiteral("revolt") : QStringLiteral("invasion");
    if (e.slot >= 0)
        m[QStringLiteral("system")] =
            cardName(after, after.player(seat).systems[std::size_t(e.slot)].card);
    m[QStringLiteral("bonus")] = e.force;
    //: Galaxy Command board: the label of the bonus added to a revolt's or invasion's roll: the
    //: event's force (a noun; short, under the number in the roll panel).
    m[QStringLiteral("bonusLabel")] = tr("force");
    m[QStringLiteral("total")] = e.roll + e.force;
    m[QStringLiteral("target")] = e.resistance;
    //: Galaxy Command board: the headline of the roll panel: a revolt succeeded, the system leaves
    //: (short).
    m[QStringLiteral("headline")] =
        revolt ? (e.success ? tr("Revolt!")
                            : /*: Galaxy Command board: the headline of the roll panel: a revolt
                                 failed, the system stays in the Empire (short). */
                      tr("Stays loyal"))
               //: Galaxy Command board: the headline of the roll panel:
               //: an invasion took the system (short).
               : (e.success ? tr("System lost") : /*: Galaxy Command board: the headline of the roll
                                                     panel: an invasion was beaten off (short). */
                      tr("Repelled"));
    return m;
}

QVariantMap GcController::eventCard(const GcState &s, int reportIndex) const
{
    QVariantMap m;
    const auto &reports = s.roundEvents();
    const EventReport &report = reportIndex >= 0 && reportIndex < int(reports.size())
                                    ? reports[std::size_t(reportIndex)]
                                    : s.lastEvent();
    if (report.card < 0)
        return m;
    const auto &card = s.game().cards()[std::size_t(report.card)];
    const bool current = reportIndex >= 0 && reportIndex + 1 == int(reports.size());
    const int pending = current ? pendingEventSeat(s) : -1;
    m[QStringLiteral("card")] = report.card;
    m[QStringLiteral("number")] = card.number;
    m[QStringLiteral("name")] = contentName(card.name);
    m[QStringLiteral("redAlert")] = card.kind == CardKind::RedAlert;
    m[QStringLiteral("condition")] = eventCondition(card);
    m[QStringLiteral("year1")] = eventYearText(card, 1);
    m[QStringLiteral("year2")] = eventYearText(card, 2);
    m[QStringLiteral("note")] = eventNote(s, card);
    m[QStringLiteral("year")] = report.year;
    m[QStringLiteral("replacement")] = report.replacement;
    QVariantList effects;
    for (int seat = 0; seat < s.numPlayers(); ++seat) {
        const auto &e = report.effects[std::size_t(seat)];
        const bool waiting = seat == pending || (current && pending >= 0 && seat > pending &&
                                                 isRollKind(card.event) && !e.affected);
        QVariantMap line;
        line[QStringLiteral("seat")] = seat;
        line[QStringLiteral("name")] = seatLabel(seat);
        line[QStringLiteral("color")] = gc::seatColor(seat);
        line[QStringLiteral("pending")] = waiting;
        line[QStringLiteral("text")] =
            waiting && !e.affected
                ? /*: Galaxy Command board: a player's line on the event card while the event waits
                     for another player's die roll or choice. */
                tr("Waiting…")
                : eventEffectText(s, card, report.year, seat, e, seat == pending);
        bool bad = e.homeWorldRevolt;
        bool good = false;
        if (e.affected && !waiting) {
            switch (card.event) {
            case EventKind::Resource:
                good = e.metal + e.wealth > 0;
                break;
            case EventKind::Raid:
                bad = bad || e.metal + e.wealth < 0;
                break;
            case EventKind::Strike:
                bad = true;
                break;
            case EventKind::Revolt:
            case EventKind::Invasion:
            case EventKind::Ambush:
            case EventKind::Coup:
                bad = bad || e.success;
                good = e.roll > 0 && !e.success;
                break;
            default:
                break;
            }
        }
        line[QStringLiteral("bad")] = bad;
        line[QStringLiteral("good")] = good;
        line[QStringLiteral("affected")] = e.affected;
        effects.append(line);
    }
    m[QStringLiteral("effects")] = effects;
    return m;
}

void GcController::rebuild()
{
    m_rebuildPending = false;
    const GcState *s = state();
    const int shown = shownSeat();
    const int viewer = viewSeat();

    // The shown sector.
    std::vector<GcSlotModel::Row> slotRows;
    if (s) {
        const auto &g = s->game();
        const auto &p = s->player(shown);
        const QString notNow = decisionRefusal();
        // This round's event targets (revolts and invasions), and the last attack of this
        // turn, lit on the board.
        std::vector<bool> hit(p.systems.size(), false);
        for (const auto &report : s->roundEvents()) {
            const auto &e = report.effects[std::size_t(shown)];
            if (e.affected && e.slot >= 0 && e.slot < int(hit.size()))
                hit[std::size_t(e.slot)] = true;
        }
        const auto &attack = s->lastAttack();
        const bool attackThisTurn = attack.seat == shown && s->activePlayer() == shown &&
                                    s->phase() != Phase::Action && s->phase() < Phase::DrawEvent;
        for (int i = 0; i < int(p.systems.size()); ++i) {
            const auto &slot = p.systems[std::size_t(i)];
            GcSlotModel::Row r;
            r.slot = i;
            r.distant = slot.distant;
            r.explored = slot.explored();
            r.aligned = slot.aligned;
            if (slot.explored()) {
                const auto &c = g.cards()[std::size_t(slot.card)];
                r.name = contentName(c.name);
                r.number = c.number;
                r.metal = c.metal;
                r.wealth = c.wealth;
                r.resistance = c.resistance;
                r.victoryPoints = c.victoryPoints;
            }
            const Action a =
                makeAction(slot.explored() ? ActionKind::Conquer : ActionKind::Explore, i);
            if (shown != viewer) {
                //: Galaxy Command board: why a card cannot be used. %1: a player's name, e.g.
                //: 'Anna'.
                r.reason = tr("This is the sector of %1.").arg(seatLabel(shown));
            } else if (!notNow.isEmpty()) {
                r.reason = notNow;
            } else if (s->isLegal(a)) {
                r.action = slot.explored() ? QStringLiteral("conquer") : QStringLiteral("explore");
            } else {
                r.reason = refusalText(*s, a);
            }
            if (hit[std::size_t(i)])
                r.highlight = QStringLiteral("event");
            if (attackThisTurn && attack.slot == i)
                r.highlight = QStringLiteral("attack");
            slotRows.push_back(r);
        }
    }
    const void *game = s ? static_cast<const void *>(&s->game()) : nullptr;
    const bool otherSector = shown != m_sectorSeat || game != m_sectorGame;
    m_sectorSeat = shown;
    m_sectorGame = game;
    m_slots.setRows(std::move(slotRows), otherSector);

    // The technology mat.
    std::vector<GcTechModel::Row> techRows;
    if (s) {
        const auto &g = s->game();
        const auto &p = s->player(shown);
        const QString notNow = decisionRefusal();
        for (int t = 0; t < int(g.technologies().size()); ++t) {
            const auto &tech = g.technologies()[std::size_t(t)];
            GcTechModel::Row r;
            r.techIndex = t;
            r.techId = QString::fromStdString(tech.id);
            r.name = contentName(tech.name);
            r.text = contentName(tech.text);
            r.row = tech.row;
            r.generation = tech.generation;
            r.cost = tech.cost;
            r.victoryPoints = tech.victoryPoints;
            r.owned = p.techs[std::size_t(tech.tech)];
            r.affordable = p.wealth >= tech.cost;
            for (const auto &other : g.technologies()) {
                if (other.row == tech.row && other.generation < tech.generation &&
                    !p.techs[std::size_t(other.tech)])
                    r.locked = true;
            }
            const Action a = makeAction(ActionKind::Discover, t);
            if (r.owned)
                //: Galaxy Command board: why a technology cannot be chosen: it is already
                //: discovered.
                r.reason = tr("Discovered.");
            else if (shown != viewer)
                //: Galaxy Command board: why a technology cannot be chosen. %1: a player's name,
                //: e.g. 'Anna'.
                r.reason = tr("This is the technology mat of %1.").arg(seatLabel(shown));
            else if (!notNow.isEmpty())
                r.reason = notNow;
            else if (s->phase() != Phase::Build)
                r.reason = tr("Technologies are discovered in the build step, after collecting.");
            else if (s->isLegal(a))
                r.available = true;
            else
                r.reason = refusalText(*s, a);
            techRows.push_back(r);
        }
    }
    m_techs.setRows(std::move(techRows));

    // Every player.
    std::vector<GcPlayerModel::Row> playerRows;
    if (s) {
        const auto &g = s->game();
        const bool over = s->isTerminal();
        const bool inTurn = s->phase() < Phase::DrawEvent;
        for (int seat = 0; seat < s->numPlayers(); ++seat) {
            const auto &p = s->player(seat);
            GcPlayerModel::Row r;
            r.seat = seat;
            r.name = seatLabel(seat);
            r.sideName = gc::seatName(seat);
            r.color = gc::seatColor(seat);
            r.metal = p.metal;
            r.wealth = p.wealth;
            r.military = p.military;
            r.metalProduction = s->production(seat, Resource::Metal);
            r.wealthProduction = s->production(seat, Resource::Wealth);
            r.storageLimit = s->storageLimit(seat);
            r.militaryLimit = s->militaryLimit(seat);
            r.strike = p.strike && !over; // no next collect after the end
            r.lost = p.lost;
            r.active = !over && inTurn && s->activePlayer() == seat;
            r.viewer = seat == viewer;
            r.shown = seat == shown;
            for (const auto &slot : p.systems) {
                r.aligned += slot.aligned;
                r.alignedDistant += slot.aligned && slot.distant;
                r.explored += slot.explored();
                QVariantMap card;
                card[QStringLiteral("explored")] = slot.explored();
                card[QStringLiteral("aligned")] = slot.aligned;
                card[QStringLiteral("distant")] = slot.distant;
                r.cards.append(card);
            }
            for (const auto &t : g.technologies())
                r.techs += p.techs[std::size_t(t.tech)];
            const ScoreBreakdown b = s->score(seat);
            r.score = p.lost ? 0 : b.total();
            r.systemsPoints = b.systems;
            r.techPoints = b.technology;
            r.explorationBonus = b.exploration;
            r.scientificBonus = b.scientific;
            r.warlordBonus = b.warlord;
            r.rank = rankName(*s, seat);
            r.rankIndex = s->rankIndex(seat);
            r.diplomacy = s->diplomacyAvailable(seat);
            playerRows.push_back(r);
        }
    }
    m_players.setRows(std::move(playerRows));

    // This round's event cards (after the round: the last event).
    m_eventCards.clear();
    if (s) {
        const int n = int(s->roundEvents().size());
        for (int i = 0; i < n; ++i)
            m_eventCards.append(eventCard(*s, i));
        if (n == 0 && s->lastEvent().card >= 0)
            m_eventCards.append(eventCard(*s, -1));
    }
    emit changed();
}

// ---------------------------------------------------------------------------------------
// Where the game stands

QStringList GcController::phaseNames() const
{
    //: Galaxy Command board: the name of a phase of the turn on the phase track (a noun: the action
    //: step where you explore or conquer). Short.
    return {tr("Action"), /*: Galaxy Command board: the name of a phase of the turn on the phase
                             track (a noun or imperative: collect production). Short. */
            tr("Collect"),
            /*: Galaxy Command board: the name of a phase of the turn on the phase track (a noun or
               imperative: build military strength and discover). Short. */
            tr("Build"), /*: Galaxy Command board: the name of a phase of the turn on the phase
                            track (a noun: the event cards of the year). Short. */
            tr("Event")};
}

int GcController::phaseIndex() const
{
    const GcState *s = state();
    if (!s)
        return -1;
    switch (s->phase()) {
    case Phase::Action:
    case Phase::Reveal:
    case Phase::AttackRoll:
        return 0;
    case Phase::Trade:
        return 1;
    case Phase::Build:
        return 2;
    case Phase::DrawEvent:
    case Phase::EventTarget:
    case Phase::EventRoll:
        return 3;
    case Phase::GameOver:
        return -1;
    }
    return -1;
}

QString GcController::phase() const
{
    const GcState *s = state();
    if (!s)
        return {};
    switch (s->phase()) {
    case Phase::Action:
        return QStringLiteral("action");
    case Phase::Reveal:
        return QStringLiteral("reveal");
    case Phase::AttackRoll:
        return QStringLiteral("roll");
    case Phase::Trade:
        return QStringLiteral("trade");
    case Phase::Build:
        return QStringLiteral("build");
    case Phase::DrawEvent:
    case Phase::EventTarget:
    case Phase::EventRoll:
        return QStringLiteral("event");
    case Phase::GameOver:
        return QStringLiteral("over");
    }
    return {};
}

QString GcController::prompt() const
{
    const GcState *s = state();
    if (!s || !m_session)
        return {};
    if (s->isTerminal())
        return resultTitle() + QLatin1String(" - ") + resultText();
    const int player = s->currentPlayer();
    if (player < 0)
        return s->phase() == Phase::DrawEvent ? tr("An event card is turned over…")
                                              : tr("The die is rolling…");
    if (!myDecision()) {
        if (m_session->privacyScreen())
            return tr("Pass the screen to %1.").arg(seatLabel(player));
        //: Galaxy Command board: the status while another player is to play. %1: a player's name,
        //: e.g. 'Anna'.
        return m_session->seats()->isHuman(player) ? tr("Waiting for %1.").arg(seatLabel(player))
                                                   //: Galaxy Command board: the status while a
                                                   //: computer player chooses its move. %1: a
                                                   //: player's name, e.g. 'Anna'.
                                                   : tr("%1 is thinking…").arg(seatLabel(player));
    }
    const auto &r = s->game().rules();
    switch (s->phase()) {
    case Phase::Action:
        if (s->diplomacyAvailable(player))
            return tr("Interstellar Diplomacy: this turn your explore or conquer succeeds "
                      "without a roll. Click a system, or bide time.");
        return tr("Click a face-down system to explore it or an unaligned one to conquer it, "
                  "or bide time.");
    case Phase::Trade:
        //: Galaxy Command board: the prompt after collecting with the technology Interspecies
        //: Commerce. %1 and %2: numbers (2 and 1).
        return tr("Interspecies Commerce: trade %1 metal for %2 wealth or %1 wealth for %2 "
                  "metal, or keep your storage.")
            .arg(r.commerceGive)
            .arg(r.commerceGet);
    case Phase::Build:
        //: Galaxy Command board: the prompt of the build step. %1 and %2: numbers.
        return tr("Build military strength (%1 metal and %2 wealth) and discover a technology, "
                  "once each, then end your turn.")
            .arg(r.militaryMetalCost)
            .arg(r.militaryWealthCost);
    default:
        return {};
    }
}

int GcController::year() const
{
    const GcState *s = state();
    return s ? s->year() : 0;
}

int GcController::eventsLeft() const
{
    const GcState *s = state();
    return s ? (s->isTerminal() ? 0 : s->eventsLeft()) : 0;
}

int GcController::eventsThisYear() const
{
    const GcState *s = state();
    return s ? s->game().rules().yearEvents[std::size_t(s->year() - 1)] : 0;
}

int GcController::round() const
{
    const GcState *s = state();
    return s ? std::min(s->round(), rounds()) : 0;
}

int GcController::rounds() const
{
    const GcState *s = state();
    return s ? s->game().rules().yearEvents[0] + s->game().rules().yearEvents[1] : 0;
}

int GcController::numPlayers() const
{
    const GcState *s = state();
    return s ? s->numPlayers() : 0;
}

int GcController::nearCount() const
{
    const GcState *s = state();
    return s ? s->game().rules().nearPerPlayer : 6;
}

int GcController::distantCount() const
{
    const GcState *s = state();
    return s ? s->game().rules().distantPerPlayer : 3;
}

int GcController::metal() const
{
    const GcState *s = state();
    return s ? s->player(shownSeat()).metal : 0;
}

int GcController::wealth() const
{
    const GcState *s = state();
    return s ? s->player(shownSeat()).wealth : 0;
}

int GcController::military() const
{
    const GcState *s = state();
    return s ? s->player(shownSeat()).military : 0;
}

int GcController::metalProduction() const
{
    const GcState *s = state();
    return s ? s->production(shownSeat(), Resource::Metal) : 0;
}

int GcController::wealthProduction() const
{
    const GcState *s = state();
    return s ? s->production(shownSeat(), Resource::Wealth) : 0;
}

int GcController::storageLimit() const
{
    const GcState *s = state();
    return s ? s->storageLimit(shownSeat()) : 0;
}

int GcController::militaryLimit() const
{
    const GcState *s = state();
    return s ? s->militaryLimit(shownSeat()) : 0;
}

int GcController::trackLength() const
{
    const GcState *s = state();
    if (!s)
        return 5;
    const auto &r = s->game().rules();
    return std::max(
        {r.storageLimitBanking, r.militaryLimitCapital, r.storageLimit, r.militaryLimit});
}

bool GcController::strike() const
{
    const GcState *s = state();
    return s && !s->isTerminal() && s->player(shownSeat()).strike; // no next collect at the end
}

int GcController::hintSlot() const
{
    if (!m_session || m_session->hintAction() < 0)
        return -1;
    const Action hint = m_session->hintAction();
    return actionKind(hint) == ActionKind::Explore || actionKind(hint) == ActionKind::Conquer
               ? actionPayload(hint)
               : -1;
}

int GcController::hintTech() const
{
    if (!m_session || m_session->hintAction() < 0)
        return -1;
    const Action hint = m_session->hintAction();
    return actionKind(hint) == ActionKind::Discover ? actionPayload(hint) : -1;
}

QString GcController::hintButton() const
{
    if (!m_session || m_session->hintAction() < 0)
        return {};
    const Action hint = m_session->hintAction();
    switch (actionKind(hint)) {
    case ActionKind::Bide:
        return QStringLiteral("bide");
    case ActionKind::Trade:
        return actionPayload(hint) == 0 ? QStringLiteral("trade0") : QStringLiteral("trade1");
    case ActionKind::NoTrade:
        return QStringLiteral("noTrade");
    case ActionKind::Build:
        return QStringLiteral("build");
    case ActionKind::EndTurn:
        return QStringLiteral("endTurn");
    default:
        return {};
    }
}

bool GcController::diplomacyReady() const
{
    const GcState *s = state();
    return s && s->diplomacyAvailable(shownSeat());
}

bool GcController::canBide() const
{
    const GcState *s = state();
    return s && myDecision() && s->isLegal(makeAction(ActionKind::Bide));
}

bool GcController::canBuild() const
{
    const GcState *s = state();
    return s && myDecision() && s->isLegal(makeAction(ActionKind::Build));
}

QString GcController::buildReason() const
{
    const GcState *s = state();
    if (!s)
        return {};
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return notNow;
    return refusalText(*s, makeAction(ActionKind::Build));
}

bool GcController::canTradeMetal() const
{
    const GcState *s = state();
    return s && myDecision() && s->isLegal(makeAction(ActionKind::Trade, 0));
}

bool GcController::canTradeWealth() const
{
    const GcState *s = state();
    return s && myDecision() && s->isLegal(makeAction(ActionKind::Trade, 1));
}

bool GcController::canEndTurn() const
{
    const GcState *s = state();
    return s && myDecision() && s->isLegal(makeAction(ActionKind::EndTurn));
}

int GcController::commerceGive() const
{
    const GcState *s = state();
    return s ? s->game().rules().commerceGive : 2;
}

int GcController::commerceGet() const
{
    const GcState *s = state();
    return s ? s->game().rules().commerceGet : 1;
}

int GcController::militaryMetalCost() const
{
    const GcState *s = state();
    return s ? s->game().rules().militaryMetalCost : 1;
}

int GcController::militaryWealthCost() const
{
    const GcState *s = state();
    return s ? s->game().rules().militaryWealthCost : 1;
}

bool GcController::gameOver() const
{
    const GcState *s = state();
    return s && s->isTerminal();
}

int GcController::alignedDistant() const
{
    const GcState *s = state();
    return s ? s->alignedDistant() : 0;
}

int GcController::distantToWin() const
{
    const GcState *s = state();
    return s ? s->distantToWin() : 0;
}

bool GcController::empireWon() const
{
    const GcState *s = state();
    return s && s->isTerminal() && s->empireWon();
}

QString GcController::resultTitle() const
{
    const GcState *s = state();
    return s ? gc::resultTitle(*s) : QString();
}

QString GcController::resultText() const
{
    const GcState *s = state();
    return s ? gc::resultText(*s) : QString();
}

QString GcController::summary() const
{
    const GcState *s = state();
    if (!s || !s->isTerminal())
        return {};
    QStringList lines;
    // "Home world lost: The home world revolted: the game is lost." (one full stop: the log's
    // last line)
    lines << gc::endNote(*s);
    for (int seat = 0; seat < s->numPlayers(); ++seat) {
        const auto &p = s->player(seat);
        const ScoreBreakdown b = s->score(seat);
        //: Galaxy Command, the game over summary: put after a player's name ('Anna: '), before the
        //: player's result.
        const QString who = s->numPlayers() == 1 ? QString() : seatLabel(seat) + tr(": ");
        if (p.lost) {
            if (s->numPlayers() > 1)
                lines << who + rankName(*s, seat);
            continue;
        }
        if (s->numPlayers() > 1)
            //: Galaxy Command, the game over summary: %n: the victory points; %1: the player's
            //: rank, e.g. 'Promoted to Captain'.
            lines << who + tr("%n point(s), %1", nullptr, b.total()).arg(rankName(*s, seat));
        //: Galaxy Command, the game over summary: the parts of the score, each a number of points.
        //: 'exploration', 'scientific' and 'warlord' are the rulebook's bonus names: all nine cards
        //: explored, all eight technologies discovered, all nine systems aligned.
        lines << tr("Systems %1 · technologies %2 · exploration %3 · scientific %4 · warlord %5")
                     .arg(b.systems)
                     .arg(b.technology)
                     .arg(b.exploration)
                     .arg(b.scientific)
                     .arg(b.warlord);
    }
    return lines.join(QLatin1Char('\n'));
}

QVariantList GcController::ranks() const
{
    QVariantList out;
    const GcState *s = state();
    if (!s)
        return out;
    const auto &ranks = s->game().rules().ranks;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        QVariantMap m;
        m[QStringLiteral("name")] = contentName(ranks[i].name);
        m[QStringLiteral("minScore")] = ranks[i].minScore;
        m[QStringLiteral("maxScore")] = i + 1 < ranks.size() ? ranks[i + 1].minScore - 1 : -1;
        out.append(m);
    }
    return out;
}

// ---------------------------------------------------------------------------------------
// Input

QString GcController::refuse(const QString &reason)
{
    m_message = reason;
    emit messageChanged();
    return reason;
}

QString GcController::apply(Action action)
{
    const GcState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    const QString reason = refusalText(*s, action);
    if (!reason.isEmpty())
        return refuse(reason);
    const QString error = m_session->apply(action);
    if (!error.isEmpty())
        return refuse(error);
    if (!m_message.isEmpty()) {
        m_message.clear();
        emit messageChanged();
    }
    return {};
}

QString GcController::clickSlot(int slot)
{
    const GcState *s = state();
    if (!s)
        return refuse(tr("There is no game on the board."));
    if (shownSeat() != viewSeat())
        return refuse(tr("This is the sector of %1.").arg(seatLabel(shownSeat())));
    const auto &systems = s->player(viewSeat()).systems;
    if (slot < 0 || slot >= int(systems.size()))
        return refuse(tr("There is no such system card."));
    return systems[std::size_t(slot)].explored() ? conquer(slot) : explore(slot);
}

QString GcController::explore(int slot)
{
    return apply(makeAction(ActionKind::Explore, slot));
}

QString GcController::conquer(int slot)
{
    return apply(makeAction(ActionKind::Conquer, slot));
}

QString GcController::bide()
{
    return apply(makeAction(ActionKind::Bide));
}

QString GcController::trade(int give)
{
    return apply(makeAction(ActionKind::Trade, give));
}

QString GcController::noTrade()
{
    return apply(makeAction(ActionKind::NoTrade));
}

QString GcController::buildMilitary()
{
    return apply(makeAction(ActionKind::Build));
}

QString GcController::discover(int techIndex)
{
    return apply(makeAction(ActionKind::Discover, techIndex));
}

QString GcController::endTurn()
{
    return apply(makeAction(ActionKind::EndTurn));
}

} // namespace starboard::gc
