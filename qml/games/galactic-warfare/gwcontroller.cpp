#include "gwcontroller.h"

#include "games/galactic-warfare/gw_figures.h"
#include "games/galactic-warfare/gw_game.h"
#include "gwtext.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

#include <algorithm>
#include <cstdint>

namespace starboard::gw {

namespace {

// The squares' keys, in role order (GwSquareModel).
const char *const kSquareRoles[] = {"square", "row",      "col",      "name",   "kind",  "planetOf",
                                    "owner",  "powerUps", "selected", "action", "battle"};

} // namespace

int GwSquareModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> GwSquareModel::roleNames() const
{
    QHash<int, QByteArray> out;
    int role = Qt::UserRole + 1;
    for (const char *name : kSquareRoles)
        out.insert(role++, QByteArray(name));
    return out;
}

QVariant GwSquareModel::value(const Row &row, int role)
{
    const int at = role - (Qt::UserRole + 1);
    if (at < 0 || at >= int(std::size(kSquareRoles)))
        return {};
    return row.values.value(QString::fromLatin1(kSquareRoles[at]));
}

QVariant GwSquareModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    return value(m_rows[std::size_t(index.row())], role);
}

void GwSquareModel::setRows(std::vector<Row> rows)
{
    replaceRows(m_rows, std::move(rows), &GwSquareModel::value);
}

namespace {

// The square a move (Charge, Attack, TryRetreat) starts from, -1 for other actions.
int moveFrom(Action a)
{
    switch (actionKind(a)) {
    case ActionKind::Charge:
    case ActionKind::Attack:
        return int(actionPayload(a) & 0xff);
    case ActionKind::TryRetreat:
        return int(actionPayload(a));
    default:
        return -1;
    }
}

int moveTo(Action a)
{
    return int(actionPayload(a) >> 8 & 0xff);
}

int cardType(Action a)
{
    return int(actionPayload(a) & 0xff);
}
int cardA(Action a)
{
    return int(actionPayload(a) >> 8 & 0xff);
}
int cardB(Action a)
{
    return int(actionPayload(a) >> 16 & 0xff);
}

// Cards whose play names squares: they aim first, and a click on a square completes them.
bool aims(CardKind kind)
{
    return kind == CardKind::RescueStuck || kind == CardKind::RepelInvader ||
           kind == CardKind::StealPowerUp;
}

} // namespace

GwController::GwController(QObject *parent) : QObject(parent)
{
    // A language switch: every text again.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    // The dice tumble for 640 ms (GwBoard's rollTimer); the log tells the outcome as they land.
    m_logHold.setSingleShot(true);
    m_logHold.setInterval(650);
    connect(&m_logHold, &QTimer::timeout, this, &GwController::releaseLog);
}

void GwController::releaseLog()
{
    m_logHold.stop();
    m_firstRollHeld = false;
    if (m_session)
        m_session->setLogShownLength(-1);
    if (m_rolling) {
        m_rolling = false;
        rebuild();
    }
}

GwController::~GwController() = default;

bool GwController::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        rebuild();
    return QObject::eventFilter(watched, event);
}

void GwController::setSession(GameSession *session)
{
    if (session == m_session)
        return;
    for (auto &connection : m_connections)
        disconnect(connection);
    if (m_logHold.isActive() || m_firstRollHeld)
        releaseLog();
    m_session = session;
    m_lastBattle.clear();
    m_seenBattleHistory = std::size_t(-1);
    if (m_session) {
        m_connections[0] =
            connect(m_session, &GameSession::stateChanged, this, &GwController::rebuild);
        m_connections[1] =
            connect(m_session, &GameSession::actionApplied, this, &GwController::onActionApplied);
        m_connections[2] =
            connect(m_session, &GameSession::viewSeatChanged, this, &GwController::rebuild);
        m_connections[3] = connect(m_session, &GameSession::gameChanged, this, [this] {
            m_lastBattle.clear();
            m_seenHistory = 0;
            m_seenBattleHistory = std::size_t(-1); // replayed for the new game
            rebuild();
        });
    }
    rebuild();
    emit sessionChanged();
}

const GwState *GwController::state() const
{
    return m_session ? dynamic_cast<const GwState *>(m_session->state()) : nullptr;
}

namespace {

// The faces a board shows for a side's roll: drawn among the rolls with its sum
// (GwGame::diceFaces), seeded by the battle and the sum, so that the battle going on and its
// outcome afterwards (or the same history replayed) show the same dice.
QVariantList shownFaces(const GwState &s, int dice, int sum, int turn, int from, int target,
                        int side)
{
    const std::uint64_t seed = (std::uint64_t(turn) << 32) ^ (std::uint64_t(from) << 20) ^
                               (std::uint64_t(target) << 8) ^ (std::uint64_t(sum) << 1) ^
                               std::uint64_t(side);
    QVariantList out;
    for (int face : s.game().diceFaces(dice, sum, seed))
        out << face;
    return out;
}

// Follows one action into `memory`, the last battle the board shows: the sides of the battle
// going on, then, once it is decided, its outcome (the engine's Outcome has the winner, the
// sums, the dice and the ship captured, not who attacked).
void noteBattle(const GwState &s, QVariantMap &memory)
{
    if (s.phase() == Phase::BattleCards || s.phase() == Phase::BattleRoll) {
        memory.insert(QStringLiteral("pendingAttacker"), s.battle().attacker);
        memory.insert(QStringLiteral("pendingFrom"), s.battle().from);
        memory.insert(QStringLiteral("pendingTarget"), s.battle().target);
        memory.insert(QStringLiteral("pendingTurn"), s.turn());
        memory.insert(QStringLiteral("pendingLand"),
                      s.battle().beyond >= 0 ? s.battle().beyond : s.battle().target);
        memory.insert(QStringLiteral("pendingAttackerPowerUps"), s.at(s.battle().from).powerUps);
        memory.insert(QStringLiteral("pendingDefenderPowerUps"), s.at(s.battle().target).powerUps);
    }
    const Outcome &o = s.outcome();
    if (o.winner < 0)
        return;
    const int attacker = memory.value(QStringLiteral("pendingAttacker"), 0).toInt();
    const int defender = 1 - attacker;
    const int from = memory.value(QStringLiteral("pendingFrom"), -1).toInt();
    const int target = memory.value(QStringLiteral("pendingTarget"), -1).toInt();
    const int turn = memory.value(QStringLiteral("pendingTurn"), 0).toInt();
    const auto a = std::size_t(attacker), d = std::size_t(defender);
    QVariantMap last;
    last.insert(QStringLiteral("seen"), true);
    last.insert(QStringLiteral("winner"), o.winner);
    last.insert(QStringLiteral("attacker"), attacker);
    last.insert(QStringLiteral("from"), from);
    last.insert(QStringLiteral("target"), target);
    last.insert(QStringLiteral("attackerSum"), o.sums[a]);
    last.insert(QStringLiteral("defenderSum"), o.sums[d]);
    last.insert(QStringLiteral("attackerDice"), o.dice[a]);
    last.insert(QStringLiteral("defenderDice"), o.dice[d]);
    last.insert(QStringLiteral("attackerFaces"),
                shownFaces(s, o.dice[a], o.sums[a], turn, from, target, attacker));
    last.insert(QStringLiteral("defenderFaces"),
                shownFaces(s, o.dice[d], o.sums[d], turn, from, target, defender));
    last.insert(QStringLiteral("capturedFrom"), o.capturedFrom);
    last.insert(QStringLiteral("capturedTo"), o.capturedTo);
    // Whose ship was captured: the defender's, or the attacker's (Hold the Line).
    last.insert(QStringLiteral("capturedSide"), o.capturedFrom == target ? defender : attacker);
    // Where a winning attacker went, and the stacks before the battle (the board shows them
    // while the dice tumble).
    last.insert(QStringLiteral("land"), memory.value(QStringLiteral("pendingLand"), -1));
    last.insert(QStringLiteral("attackerPowerUps"),
                memory.value(QStringLiteral("pendingAttackerPowerUps"), 0));
    last.insert(QStringLiteral("defenderPowerUps"),
                memory.value(QStringLiteral("pendingDefenderPowerUps"), 0));
    memory = last;
}

} // namespace

void GwController::onActionApplied(qint64 action, int, const QString &)
{
    const GwState *s = state();
    if (!s)
        return;
    const auto kind = actionKind(Action(action));
    const bool animate = m_session && m_session->computerDelay() > 0;
    // A later action shows what the log held back (the other side's roll of the same battle
    // goes on holding it).
    if (m_logHold.isActive() || (m_firstRollHeld && kind != ActionKind::BattleRoll))
        releaseLog();
    noteBattle(*s, m_lastBattle);
    m_seenBattleHistory = s->history().size();
    const int before = int(s->history().size()) - 1; // the rows before this action
    // The dice just rolled (both sides' sums, a reroll, the roll for the first turn): the board
    // tumbles them, and slides a captured ship under its winner.
    if (kind == ActionKind::BattleRoll && s->phase() == Phase::BattleRoll) {
        // One side has rolled, the other's roll comes next: both tumble together, so the
        // first one's log line waits too (helper 20 read it before the dice moved).
        if (animate && !m_firstRollHeld) {
            m_firstRollHeld = true;
            m_session->setLogShownLength(before);
        }
    } else if (kind == ActionKind::BattleRoll || kind == ActionKind::StartRoll) {
        // The log, the decisions and the pass screen wait while the dice tumble (helpers 19
        // and 20: the log, the prompt, the lit squares and the ship counts told the battle's
        // end before the dice landed); not when animations are off (computerDelay 0: the
        // "instant" speed, tests and the soak).
        if (animate) {
            if (!m_firstRollHeld)
                m_session->setLogShownLength(before);
            m_firstRollHeld = false;
            m_rolling = true;
            m_logHold.start();
        }
        emit diceRolled(s->outcome().winner >= 0 ? m_lastBattle : QVariantMap());
    }
}

void GwController::replayLastBattle(const GwState &s)
{
    // Another history than one more action (an undo, a redo, a game opened): the last battle
    // of this history, replayed from the start (the dice are public; the board shows only the
    // battle's sides, dice and sums).
    m_lastBattle.clear();
    std::unique_ptr<State> replay = s.game().newInitialState();
    for (Action action : s.history()) {
        if (!replay->applyAction(action))
            break;
        noteBattle(static_cast<const GwState &>(*replay), m_lastBattle);
    }
    m_seenBattleHistory = s.history().size();
}

// ---------------------------------------------------------------------------------------
// What the board shows

QString GwController::seatLabel(int seat) const
{
    if (m_session && seat >= 0 && seat < m_session->seats()->rowCount())
        return m_session->seats()->name(seat);
    return seatName(seat);
}

bool GwController::myDecision() const
{
    const GwState *s = state();
    return s && m_session && !m_rolling && m_session->humanToAct() && !m_session->privacyScreen() &&
           !m_session->isThinking() && s->currentPlayer() == m_session->viewSeat();
}

int GwController::viewSeat() const
{
    return m_session ? std::clamp(m_session->viewSeat(), 0, kSides - 1) : 0;
}

int GwController::mover() const
{
    const GwState *s = state();
    return s ? s->mover() : -1;
}

int GwController::turn() const
{
    const GwState *s = state();
    return s ? s->turn() : 0;
}

int GwController::columns() const
{
    const GwState *s = state();
    return s ? s->game().board().columns : 8;
}

int GwController::rows() const
{
    const GwState *s = state();
    return s ? s->game().board().rows : 10;
}

std::vector<Action> GwController::legal() const
{
    const GwState *s = state();
    if (!s || !myDecision())
        return {};
    return s->legalActions();
}

std::vector<Action> GwController::movesFrom(int square) const
{
    std::vector<Action> out;
    for (Action a : legal())
        if (moveFrom(a) == square && square >= 0)
            out.push_back(a);
    return out;
}

std::vector<Action> GwController::aimedCards() const
{
    std::vector<Action> out;
    if (m_cardAim < 0)
        return out;
    for (Action a : legal())
        if (actionKind(a) == ActionKind::PlayCard && cardType(a) == m_cardAim &&
            (m_cardFirst < 0 || cardA(a) == m_cardFirst))
            out.push_back(a);
    return out;
}

QVariantList GwController::destinations() const
{
    QVariantList out;
    for (Action a : movesFrom(m_selected))
        if (actionKind(a) == ActionKind::Charge)
            out << moveTo(a);
    return out;
}

QVariantList GwController::targets() const
{
    QVariantList out;
    for (Action a : movesFrom(m_selected))
        if (actionKind(a) == ActionKind::Attack)
            out << moveTo(a);
    return out;
}

Action GwController::squareAction(int square) const
{
    const GwState *s = state();
    if (!s || !myDecision() || square < 0 || square >= s->game().board().size())
        return 0;
    if (s->phase() == Phase::Land) {
        const Action land = makeAction(ActionKind::Land, square);
        return s->isLegal(land) ? land : 0;
    }
    if (m_cardAim >= 0) {
        for (Action a : aimedCards()) {
            const bool twoSquares = cardB(a) != kNoSquare;
            if (!twoSquares && cardA(a) == square)
                return a;
            if (twoSquares && m_cardFirst >= 0 && cardB(a) == square)
                return a;
        }
        return 0;
    }
    for (Action a : movesFrom(m_selected))
        if (actionKind(a) != ActionKind::TryRetreat && moveTo(a) == square)
            return a;
    return 0;
}

void GwController::rebuild()
{
    const GwState *s = state();
    // A change that is not one more action (an undo, a load, a new game): the last battle
    // shown may belong to a future that is gone.
    const std::size_t history = s ? s->history().size() : 0;
    if (!s)
        m_lastBattle.clear();
    else if (history != m_seenBattleHistory)
        replayLastBattle(*s);
    if (history != m_seenHistory) {
        m_selected = -1;
        m_cardAim = -1;
        m_cardFirst = -1;
    }
    m_seenHistory = history;
    if (!myDecision()) {
        m_selected = -1;
        m_cardAim = -1;
        m_cardFirst = -1;
    }
    // Hyperdrive's second charge: the ship that must make it is selected, its squares lit
    // (helper 20 had to click it again to see where it could go).
    if (s && myDecision() && s->phase() == Phase::FollowCharge && s->followFrom() >= 0 &&
        m_cardAim < 0)
        m_selected = s->followFrom();
    if (m_selected >= 0 && movesFrom(m_selected).empty())
        m_selected = -1;
    if (m_cardAim >= 0 && aimedCards().empty()) {
        m_cardAim = -1;
        m_cardFirst = -1;
    }

    QVariantList squares;
    if (s) {
        const Board &b = s->game().board();
        const bool inBattle = s->phase() == Phase::BattleCards || s->phase() == Phase::BattleRoll;
        std::vector<QString> actions(std::size_t(b.size()));
        if (myDecision()) {
            for (Action a : legal()) {
                const int from = moveFrom(a);
                if (from >= 0 && m_cardAim < 0)
                    actions[std::size_t(from)] = QStringLiteral("select");
                if (actionKind(a) == ActionKind::Land)
                    actions[std::size_t(actionPayload(a))] = QStringLiteral("land");
            }
            for (Action a : movesFrom(m_selected)) {
                if (actionKind(a) == ActionKind::Charge)
                    actions[std::size_t(moveTo(a))] = QStringLiteral("charge");
                else if (actionKind(a) == ActionKind::Attack)
                    actions[std::size_t(moveTo(a))] = QStringLiteral("attack");
            }
            for (Action a : aimedCards()) {
                const int square = cardB(a) != kNoSquare && m_cardFirst >= 0 ? cardB(a) : cardA(a);
                actions[std::size_t(square)] = QStringLiteral("target");
            }
        }
        for (int sq = 0; sq < b.size(); ++sq) {
            const SquareKind kind = b.squares[std::size_t(sq)];
            const Stack &stack = s->at(sq);
            QVariantMap m;
            m.insert(QStringLiteral("square"), sq);
            m.insert(QStringLiteral("row"), b.row(sq));
            m.insert(QStringLiteral("col"), b.column(sq));
            m.insert(QStringLiteral("name"), QString::fromStdString(s->game().squareName(sq)));
            m.insert(QStringLiteral("kind"), kind == SquareKind::Light  ? QStringLiteral("light")
                                             : kind == SquareKind::Dark ? QStringLiteral("dark")
                                                                        : QStringLiteral("planet"));
            m.insert(QStringLiteral("planetOf"), kind == SquareKind::WhitePlanet  ? 0
                                                 : kind == SquareKind::BluePlanet ? 1
                                                                                  : -1);
            m.insert(QStringLiteral("owner"), stack.owner);
            m.insert(QStringLiteral("powerUps"), stack.owner >= 0 ? stack.powerUps : 0);
            m.insert(QStringLiteral("selected"), sq == m_selected || sq == m_cardFirst);
            m.insert(QStringLiteral("action"), actions[std::size_t(sq)]);
            QString battleRole;
            if (inBattle && sq == s->battle().from)
                battleRole = QStringLiteral("from");
            else if (inBattle && sq == s->battle().target)
                battleRole = QStringLiteral("target");
            m.insert(QStringLiteral("battle"), battleRole);
            squares << m;
        }
    }
    m_squares = squares;
    std::vector<GwSquareModel::Row> rows;
    rows.reserve(std::size_t(squares.size()));
    for (const QVariant &square : std::as_const(squares))
        rows.push_back({square.toMap()});
    m_squareModel.setRows(std::move(rows));
    emit changed();
    answerForTheLonePlayer();
}

QStringList GwController::phaseNames() const
{
    //: Galactic Warfare: a phase of the game on the phase track (the dice for the first turn
    //: and the choice of who starts).
    return {tr("Who starts"),
            //: Galactic Warfare: a phase of the turn (a charge, an attack or a retreat
            //: attempt, and the cards played before it).
            tr("Move"),
            //: Galactic Warfare: a phase of the turn (the cards and the dice of an attack).
            tr("Battle"),
            //: Galactic Warfare: a phase of the turn (the cards played after the move).
            tr("After the move")};
}

int GwController::phaseIndex() const
{
    const GwState *s = state();
    if (!s || s->isTerminal())
        return -1;
    switch (s->phase()) {
    case Phase::Deal:
    case Phase::StartRoll:
    case Phase::Choose:
        return 0;
    case Phase::BattleCards:
    case Phase::BattleRoll:
        return 2;
    case Phase::Land:
        // A beaten attacker's retreat is the battle's end; a stuck ship's doubles, its move.
        return s->outcome().winner >= 0 ? 2 : 1;
    case Phase::AfterMove:
        return 3;
    default:
        return 1;
    }
}

QString GwController::phase() const
{
    const GwState *s = state();
    if (!s)
        return {};
    if (s->isTerminal())
        return QStringLiteral("over");
    if (!myDecision())
        return QStringLiteral("wait");
    switch (s->phase()) {
    case Phase::Choose:
        return QStringLiteral("choose");
    case Phase::Move:
        return QStringLiteral("move");
    case Phase::FollowCharge:
        return QStringLiteral("follow");
    case Phase::BattleCards:
        return QStringLiteral("battle");
    case Phase::Land:
        return QStringLiteral("land");
    case Phase::AfterMove:
        return QStringLiteral("afterMove");
    default:
        return QStringLiteral("wait");
    }
}

QString GwController::decisionRefusal() const
{
    const GwState *s = state();
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
        //: Galactic Warfare board: on the screen between two players of one device (hot
        //: seat). %1: a player's name, e.g. 'Anna'.
        return tr("Pass the screen to %1.").arg(seatLabel(player));
    //: Galactic Warfare board: %1: a player's name, e.g. 'Anna'.
    return tr("It is %1's turn.").arg(seatLabel(player));
}

QString GwController::prompt() const
{
    const GwState *s = state();
    if (!s)
        return {};
    if (m_rolling)
        //: Galactic Warfare board: the prompt while the dice just rolled tumble (for a moment).
        return tr("The dice are rolling…");
    if (s->isTerminal())
        return resultText();
    if (!myDecision())
        return decisionRefusal();
    if (m_cardAim >= 0) {
        const QString card = contentName(s->game().cards()[std::size_t(m_cardAim)].name);
        if (s->game().cards()[std::size_t(m_cardAim)].kind == CardKind::StealPowerUp) {
            if (m_cardFirst < 0)
                //: Galactic Warfare board: playing the card Saboteur. %1: the card's name.
                return tr("%1: click the enemy ship to take a power-up from.").arg(card);
            //: Galactic Warfare board: playing the card Saboteur. %1: the card's name.
            return tr("%1: click your ship that gets the power-up.").arg(card);
        }
        //: Galactic Warfare board: a card that needs a square. %1: the card's name.
        return tr("%1: click a highlighted ship.").arg(card);
    }
    switch (s->phase()) {
    case Phase::Choose: {
        const QVariantMap roll = startRoll();
        //: Galactic Warfare board: after the roll for the first turn. %1: the viewer's
        //: die, %2: the other's, e.g. 'You rolled 5 against 2: who moves first?'
        return tr("You rolled %1 against %2: who moves first?")
            .arg(roll.value(viewSeat() == 0 ? QStringLiteral("white") : QStringLiteral("blue"))
                     .toInt())
            .arg(roll.value(viewSeat() == 0 ? QStringLiteral("blue") : QStringLiteral("white"))
                     .toInt());
    }
    case Phase::Move:
        if (m_selected >= 0)
            return tr("Click a lit square to charge or attack, or another of your ships.");
        // A card is mentioned only when one of the hand can be played now (helper 16).
        if (s->isLegal(makeAction(ActionKind::Pass)))
            return canPlayCardNow() ? tr("None of your ships can move: pass, or play a card.")
                                    : /*: Galactic Warfare board: the prompt when no ship can move
                                         and no card can be played. */
                       tr("None of your ships can move: pass.");
        return canPlayCardNow() ? tr("Your move: click one of your ships, or play a card first.")
                                : /*: Galactic Warfare board: the prompt of a move when no card of
                                     the hand can be played before it. */
                   tr("Your move: click one of your ships.");
    case Phase::FollowCharge:
        if (s->followFrom() >= 0)
            //: Galactic Warfare board: the prompt after Hyperdrive's first charge: only that
            //: ship may charge again. %1: its square, e.g. 'c4'.
            return tr("One more charge for the ship on %1: click where it goes, or make none.")
                .arg(QString::fromStdString(s->game().squareName(s->followFrom())));
        return tr("One more charge: click a ship and where it goes, or make none.");
    case Phase::BattleCards:
        return s->battle().afterRoll ? tr("The dice are rolled: play a card, or none.")
                                     : tr("A battle: play a card before the roll, or none.");
    case Phase::Land:
        return tr("Choose the square of the home planet where the retreating ship lands.");
    case Phase::AfterMove:
        return tr("Play a card after your move, or end the turn.");
    default:
        return {};
    }
}

bool GwController::canPlayCardNow() const
{
    const std::vector<Action> actions = legal();
    return std::any_of(actions.begin(), actions.end(),
                       [](Action a) { return actionKind(a) == ActionKind::PlayCard; });
}

bool GwController::onlyNoCard() const
{
    const std::vector<Action> actions = legal();
    return actions.size() == 1 && actionKind(actions.front()) == ActionKind::NoCard;
}

void GwController::answerForTheLonePlayer()
{
    // Against the computer, a card window in which no card of the player's hand can be played
    // is answered "no card" for them (helper 16: "Play no card" at every battle). Between
    // people it is not: the pass screen shown or not would tell the other person about the
    // hand. A quarter second, so that the battle strip is seen to ask.
    const GwState *s = state();
    if (!s || !m_session || !onlyNoCard())
        return;
    const int me = s->currentPlayer();
    for (int seat = 0; seat < kSides; ++seat)
        if (seat != me && m_session->seats()->isHuman(seat))
            return;
    const std::size_t at = s->history().size();
    QTimer::singleShot(250, this, [this, at] {
        const GwState *now = state();
        if (now && now->history().size() == at && onlyNoCard())
            apply(makeAction(ActionKind::NoCard));
    });
}

QVariantList GwController::hand() const
{
    QVariantList out;
    const GwState *s = state();
    if (!s)
        return out;
    const int seat = viewSeat();
    std::vector<int> playable;
    for (Action a : legal())
        if (actionKind(a) == ActionKind::PlayCard)
            playable.push_back(cardType(a));
    const auto &cards = s->game().cards();
    for (int t = 0; t < int(cards.size()); ++t) {
        const int count = s->hand(seat, t);
        if (count <= 0)
            continue;
        const CardType &card = cards[std::size_t(t)];
        out << QVariantMap{{QStringLiteral("type"), t},
                           {QStringLiteral("name"), contentName(card.name)},
                           {QStringLiteral("text"), contentName(card.text)},
                           {QStringLiteral("window"), windowText(int(card.window))},
                           {QStringLiteral("count"), count},
                           {QStringLiteral("playable"),
                            std::find(playable.begin(), playable.end(), t) != playable.end()},
                           {QStringLiteral("aimed"), t == m_cardAim}};
    }
    return out;
}

QVariantList GwController::deck() const
{
    QVariantList out;
    const GwState *s = state();
    if (!s)
        return out;
    for (const CardType &card : s->game().cards())
        out << QVariantMap{{QStringLiteral("name"), contentName(card.name)},
                           {QStringLiteral("text"), contentName(card.text)},
                           {QStringLiteral("window"), windowText(int(card.window))},
                           {QStringLiteral("count"), card.count}};
    return out;
}

QVariantMap GwController::setup() const
{
    const GwState *s = state();
    if (!s)
        return {};
    const GwGame &g = s->game();
    const Ruleset &rules = g.rules();
    return {{QStringLiteral("columns"), g.board().columns},
            {QStringLiteral("rows"), g.board().rows},
            {QStringLiteral("whiteShips"), int(g.board().start[0].size())},
            {QStringLiteral("blueShips"), int(g.board().start[1].size())},
            {QStringLiteral("cardsDealt"), rules.cardsDealt},
            {QStringLiteral("deckSize"), deckSize(g.content().deck)},
            {QStringLiteral("powerUpCap"), rules.powerUpCap},
            {QStringLiteral("dicePerShip"), rules.dicePerShip},
            {QStringLiteral("homeDefenceDice"), rules.homeDefenceDice},
            {QStringLiteral("tieDefender"), rules.tieRule == TieRule::Defender},
            {QStringLiteral("turnLimit"), rules.turnLimit}};
}

int GwController::opponentHandCount() const
{
    const GwState *s = state();
    return s ? s->handSize(1 - viewSeat()) : 0;
}

int GwController::deckLeft() const
{
    const GwState *s = state();
    return s ? s->deckLeft() : 0;
}

QVariantMap GwController::battle() const
{
    const GwState *s = state();
    if (!s || (s->phase() != Phase::BattleCards && s->phase() != Phase::BattleRoll))
        return {{QStringLiteral("active"), false}};
    const Battle &b = s->battle();
    // Every card of the battle, its closed windows' too (helper 19: a card played before the
    // roll vanished from the strip after it).
    std::vector<Battle::Played> all = b.earlier;
    all.insert(all.end(), b.played.begin(), b.played.end());
    QStringList cards;
    for (const auto &played : all) {
        const QString name = contentName(s->game().cards()[std::size_t(played.type)].name);
        if (played.cancelled)
            //: Galactic Warfare board: a card played in the battle and cancelled. %1: a side,
            //: %2: a card's name, e.g. 'Blue: Reinforcements (cancelled)'.
            cards << tr("%1: %2 (cancelled)").arg(seatName(played.side), name);
        else
            //: Galactic Warfare board: a card played in the battle. %1: a side, %2: a card's
            //: name, e.g. 'Blue: Reinforcements'.
            cards << tr("%1: %2").arg(seatName(played.side), name);
    }
    return {
        {QStringLiteral("active"), true},
        {QStringLiteral("from"), b.from},
        {QStringLiteral("target"), b.target},
        {QStringLiteral("attacker"), b.attacker},
        {QStringLiteral("defender"), b.defender},
        {QStringLiteral("attackerName"), seatName(b.attacker)},
        {QStringLiteral("defenderName"), seatName(b.defender)},
        // With the window's cards counted (helper 16: Reinforcements played showed no die).
        {QStringLiteral("attackerDice"), s->battleDiceWithCards(b.attacker)},
        {QStringLiteral("defenderDice"), s->battleDiceWithCards(b.defender)},
        {QStringLiteral("rolled"), b.afterRoll},
        {QStringLiteral("attackerSum"), b.sums[std::size_t(b.attacker)]},
        {QStringLiteral("defenderSum"), b.sums[std::size_t(b.defender)]},
        // The dice as rolled (none before the roll; the same faces the outcome shows).
        {QStringLiteral("attackerFaces"),
         b.afterRoll ? shownFaces(*s, s->battleDice(b.attacker), b.sums[std::size_t(b.attacker)],
                                  s->turn(), b.from, b.target, b.attacker)
                     : QVariantList()},
        {QStringLiteral("defenderFaces"),
         b.afterRoll ? shownFaces(*s, s->battleDice(b.defender), b.sums[std::size_t(b.defender)],
                                  s->turn(), b.from, b.target, b.defender)
                     : QVariantList()},
        {QStringLiteral("cards"), cards}};
}

QVariantMap GwController::startRoll() const
{
    const GwState *s = state();
    if (s)
        for (Action a : s->history())
            if (actionKind(a) == ActionKind::StartRoll)
                return {{QStringLiteral("seen"), true},
                        {QStringLiteral("white"), int(actionPayload(a) / 8)},
                        {QStringLiteral("blue"), int(actionPayload(a) % 8)}};
    return {{QStringLiteral("seen"), false}};
}

QVariantList GwController::choices() const
{
    QVariantList out;
    const GwState *s = state();
    if (!s || !myDecision())
        return out;
    auto add = [&out](const QString &id, const QString &text) {
        out << QVariantMap{{QStringLiteral("id"), id}, {QStringLiteral("text"), text}};
    };
    const int other = 1 - s->currentPlayer();
    for (Action a : s->legalActions()) {
        switch (actionKind(a)) {
        case ActionKind::Choose:
            switch (FirstChoice(actionPayload(a))) {
            case FirstChoice::MoveFirst:
                //: Galactic Warfare board: a button, the choice of who starts.
                add(QStringLiteral("moveFirst"), tr("I move first"));
                break;
            case FirstChoice::OtherFirst:
                //: Galactic Warfare board: a button, the choice of who starts. %1: the other
                //: player's name, e.g. 'Bob'.
                add(QStringLiteral("otherFirst"), tr("%1 moves first").arg(seatLabel(other)));
                break;
            case FirstChoice::Defer:
                //: Galactic Warfare board: a button: the other player chooses who starts.
                //: %1: the other player's name, e.g. 'Bob'.
                add(QStringLiteral("defer"), tr("Let %1 choose").arg(seatLabel(other)));
                break;
            }
            break;
        case ActionKind::Pass:
            //: Galactic Warfare board: a button (no ship can move).
            add(QStringLiteral("pass"), tr("Pass"));
            break;
        case ActionKind::NoCard:
            if (s->phase() == Phase::AfterMove)
                //: Galactic Warfare board: a button.
                add(QStringLiteral("noCard"), tr("End the turn"));
            else if (s->phase() == Phase::FollowCharge)
                //: Galactic Warfare board: a button: the extra charge a card allows is not
                //: used.
                add(QStringLiteral("noCard"), tr("No further charge"));
            else
                //: Galactic Warfare board: a button in a battle.
                add(QStringLiteral("noCard"), tr("Play no card"));
            break;
        case ActionKind::TryRetreat:
            if (moveFrom(a) == m_selected)
                //: Galactic Warfare board: a button: the selected stuck ship tries to go home
                //: (two dice, doubles).
                add(QStringLiteral("retreat"), tr("Try to retreat (doubles)"));
            break;
        default:
            break;
        }
    }
    if (m_selected >= 0 || m_cardAim >= 0)
        //: Galactic Warfare board: a button: drop the selected ship or card.
        add(QStringLiteral("cancel"), tr("Cancel"));
    return out;
}

QVariantList GwController::shipsInPlay() const
{
    const GwState *s = state();
    return s ? QVariantList{s->shipsInPlay(0), s->shipsInPlay(1)} : QVariantList{0, 0};
}

QStringList GwController::sideNames() const
{
    return {seatName(0), seatName(1)};
}

bool GwController::gameOver() const
{
    const GwState *s = state();
    return s && s->isTerminal();
}

QString GwController::resultText() const
{
    const GwState *s = state();
    if (!s || !s->isTerminal())
        return {};
    // How it ended, not only who won (helper 16: "Blue (Blue) wins." and nothing more).
    if (s->winner() < 0)
        //: Galactic Warfare board: the end: a draw (after two passes or the turn limit, with
        //: as many ships in play on each side). %n: the ships each side has in play.
        return tr("The game ends in a draw: each side has %n ship(s) in play.", nullptr,
                  s->shipsInPlay(0));
    const int winner = s->winner();
    const QString name = seatLabel(winner);
    //: Galactic Warfare board: the winner in the game's last words. %1: the player's name,
    //: e.g. 'Anna'; %2: the side, e.g. 'White'.
    const QString who = name == seatName(winner) ? name : tr("%1 (%2)").arg(name, seatName(winner));
    const int mine = s->shipsInPlay(winner);
    const int theirs = s->shipsInPlay(1 - winner);
    switch (endOf(*s)) {
    case End::Capture:
        //: Galactic Warfare board: the end. %1: the winner, e.g. 'Anna (White)'.
        return tr("%1 wins: every enemy ship is captured.").arg(who);
    case End::Invasion:
        //: Galactic Warfare board: the end. %1: the winner, e.g. 'Anna (White)'.
        return tr("%1 wins: its ships hold every square of the enemy home planet.").arg(who);
    case End::Passes:
        //: Galactic Warfare board: the end. %1: the winner, e.g. 'Anna (White)'; %2 and %3:
        //: the ships in play of the winner and of the other side.
        return tr("%1 wins after a pass by each player, with more ships in play (%2 against "
                  "%3).")
            .arg(who)
            .arg(mine)
            .arg(theirs);
    case End::TurnLimit:
        //: Galactic Warfare board: the end. %1: the winner, e.g. 'Anna (White)'; %2 and %3:
        //: the ships in play of the winner and of the other side.
        return tr("%1 wins at the turn limit, with more ships in play (%2 against %3).")
            .arg(who)
            .arg(mine)
            .arg(theirs);
    case End::Concession:
        //: Galactic Warfare board: the end. %1: the winner, e.g. 'Anna (White)'.
        return tr("%1 wins: the other player conceded.").arg(who);
    default:
        //: Galactic Warfare board: the end. %1: the winner, e.g. 'Anna (White)'.
        return tr("%1 wins.").arg(who);
    }
}

// ---------------------------------------------------------------------------------------
// Input

QString GwController::refuse(const QString &reason)
{
    m_message = reason;
    emit messageChanged();
    return reason;
}

QString GwController::apply(Action action)
{
    const GwState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    const QString reason = refusalText(*s, action);
    if (!reason.isEmpty())
        return refuse(reason);
    m_selected = -1;
    m_cardAim = -1;
    m_cardFirst = -1;
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

QString GwController::clickSquare(int square)
{
    const GwState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    if (square < 0 || square >= s->game().board().size())
        return refuse(tr("That is not a square of the board."));
    const Action action = squareAction(square);
    if (action != 0)
        return apply(action);
    if (s->phase() == Phase::Land)
        return refuse(tr("The retreating ship lands on a vacant square of its home planet."));
    if (m_cardAim >= 0) {
        // Saboteur's first square: the enemy stack the power-up comes from.
        if (m_cardFirst < 0)
            for (Action a : aimedCards())
                if (cardB(a) != kNoSquare && cardA(a) == square) {
                    m_cardFirst = square;
                    rebuild();
                    return {};
                }
        return refuse(refusalText(*s, makePlayCard(m_cardAim, square)).isEmpty()
                          ? tr("Click a lit square for the card, or cancel.")
                          : refusalText(*s, makePlayCard(m_cardAim, square)));
    }
    if (s->phase() != Phase::Move && s->phase() != Phase::FollowCharge)
        return refuse(tr("No ship moves now: play a card or use the buttons."));
    const Stack &stack = s->at(square);
    const int me = s->currentPlayer();
    if (stack.owner == me && !movesFrom(square).empty()) {
        m_selected = square == m_selected ? -1 : square;
        rebuild();
        return {};
    }
    if (m_selected >= 0) {
        // The engine's reason for the move the click would have been.
        const Action tried =
            stack.owner == 1 - me ? makeAttack(m_selected, square) : makeCharge(m_selected, square);
        return refuse(refusalText(*s, tried));
    }
    if (stack.owner == me)
        return refuse(tr("This ship has no move now."));
    return refuse(tr("Click one of your ships first."));
}

QString GwController::clickCard(int type)
{
    const GwState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    const auto &cards = s->game().cards();
    if (type < 0 || type >= int(cards.size()) || s->hand(viewSeat(), type) <= 0)
        return refuse(tr("You hold no such card."));
    std::vector<Action> plays;
    for (Action a : legal())
        if (actionKind(a) == ActionKind::PlayCard && cardType(a) == type)
            plays.push_back(a);
    if (plays.empty())
        return refuse(cardRefusal(type));
    if (!aims(cards[std::size_t(type)].kind))
        return apply(plays.front());
    // A card that names squares: the click aims it (again: drops the aim).
    m_selected = -1;
    m_cardFirst = -1;
    m_cardAim = m_cardAim == type ? -1 : type;
    rebuild();
    return {};
}

QString GwController::cardRefusal(int type) const
{
    // Why a card of the hand cannot be played now, naming it (helper 16: "That card cannot
    // be played now." left the player guessing which rule stood in the way).
    const GwState *s = state();
    const int seat = viewSeat();
    const CardType &card = s->game().cards()[std::size_t(type)];
    const QString name = contentName(card.name);
    // The engine says which rule stands in the way (GwState::cardBlock); the words are ours.
    switch (s->cardBlock(seat, type)) {
    case CardBlock::Used:
        //: Galactic Warfare board: a card of the hand clicked after a card was played this
        //: turn. %1: the card's name.
        return tr("%1 must wait: you have played a card this turn (one card per turn).").arg(name);
    case CardBlock::Moment:
    case CardBlock::NotHeld:
        //: Galactic Warfare board: a card of the hand clicked at the wrong moment. %1: the
        //: card's name; %2: when it is played, e.g. 'In a battle, before the roll'.
        return tr("%1 is not played now. Its moment: %2.").arg(name, windowText(int(card.window)));
    case CardBlock::DefenderOnly:
        //: Galactic Warfare board: a card of the hand clicked by the attacker. %1: the
        //: card's name.
        return tr("%1 is played by the defender only.").arg(name);
    case CardBlock::SumsDiffer:
        //: Galactic Warfare board: a card of the hand clicked when the battle's sums differ.
        //: %1: the card's name.
        return tr("%1 is played only when both sums are equal.").arg(name);
    case CardBlock::NothingToCancel:
        //: Galactic Warfare board: a card of the hand clicked with no card of the opponent to
        //: cancel. %1: the card's name.
        return tr("%1 answers a card your opponent has just played: there is none.").arg(name);
    case CardBlock::None:
    case CardBlock::NoTarget:
        break;
    }
    //: Galactic Warfare board: a card of the hand clicked when its effect has nothing to act
    //: on (no stuck ship, no invader, no power-up to steal, no ship that can charge, ...).
    //: %1: the card's name; %2: what it does.
    return tr("%1 has nothing to act on now (%2)").arg(name, contentName(card.text));
}

QString GwController::choose(const QString &id)
{
    const GwState *s = state();
    const QString notNow = decisionRefusal();
    if (!notNow.isEmpty())
        return refuse(notNow);
    if (id == QLatin1String("cancel")) {
        cancel();
        return {};
    }
    Action action = 0;
    if (id == QLatin1String("moveFirst"))
        action = makeAction(ActionKind::Choose, int(FirstChoice::MoveFirst));
    else if (id == QLatin1String("otherFirst"))
        action = makeAction(ActionKind::Choose, int(FirstChoice::OtherFirst));
    else if (id == QLatin1String("defer"))
        action = makeAction(ActionKind::Choose, int(FirstChoice::Defer));
    else if (id == QLatin1String("pass"))
        action = makeAction(ActionKind::Pass);
    else if (id == QLatin1String("noCard"))
        action = makeAction(ActionKind::NoCard);
    else if (id == QLatin1String("retreat")) {
        if (m_selected < 0)
            return refuse(tr("Click the stuck ship first."));
        action = makeAction(ActionKind::TryRetreat, m_selected);
    } else
        return refuse(tr("That is not a choice now."));
    const QString reason = refusalText(*s, action);
    if (!reason.isEmpty())
        return refuse(reason);
    return apply(action);
}

void GwController::cancel()
{
    if (m_selected < 0 && m_cardAim < 0)
        return;
    m_selected = -1;
    m_cardAim = -1;
    m_cardFirst = -1;
    rebuild();
}

} // namespace starboard::gw
