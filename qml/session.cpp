#include "session.h"

#include "ai/agent.h"
#include "data/data.h"
#include "data/recordcheck.h"
#include "engine/record.h"
#include "engine/registry.h"
#include "engine/rng.h"
#include "gamecatalog.h"
#include "games/galaxy-command/gc_game.h"
#include "games/galaxy-of-d/god_game.h"
#include "gametext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEvent>
#include <QJsonDocument>
#include <QPointer>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <deque>

// Randomness of a session. Every chance node and every computer decision draws from an
// Rng of its own, seeded from the game's seed and the position's index in the history:
//
//   chance node at history index i:     Rng(Rng::deriveSeed(seed, i))
//   computer decision at history index i: Rng(Rng::deriveSeed(seed ^ kAgentSalt, i))
//
// So the session's randomness is a function of (seed, history) alone, not of what happened
// before in the session: a saved game continues exactly as it would have, a replay of the
// record is exact, a redo (or an undo followed by the same decision) gives the same dice
// and the same computer moves, and taking a decision back never draws a fresh die roll.
// (Rng::deriveSeed(seed, seat + 1) per seat is not needed on top: the index already
// tells two decisions apart.)

namespace starboard {

namespace {

constexpr std::uint64_t kAgentSalt = 0xA5A5A5A5A5A5A5A5ULL;
// "Suggest a move": the hidden parts drawn for the asking seat and the search's own draws.
constexpr std::uint64_t kHintSalt = 0x5A5A5A5A5A5A5A5AULL;
// The level that suggests moves.
constexpr const char *kHintLevel = "strong";

// A file path from a URL (file:, qrc:) or a plain path (also ":/..." resources).
QString pathOf(const QUrl &url)
{
    if (url.isLocalFile()) {
        // Qt 6.4's non-native FileDialog joins a typed absolute path to the folder shown
        // ("/home/ann//tmp/game.json"): the typed path is what the player meant.
        const QString path = url.toLocalFile();
        const qsizetype joined = path.lastIndexOf(QLatin1String("//"));
        return joined > 0 ? path.mid(joined + 1) : path;
    }
    if (url.scheme() == QLatin1String("qrc"))
        return QLatin1Char(':') + url.path();
    return url.toString(QUrl::PreferLocalFile);
}

QString pathOf(const QVariant &value)
{
    if (value.userType() == QMetaType::QUrl)
        return pathOf(value.toUrl());
    const QString text = value.toString().trimmed();
    if (text.startsWith(QLatin1String("file:")) || text.startsWith(QLatin1String("qrc:")))
        return pathOf(QUrl(text));
    return text;
}

// The seat that takes `action` in `state`: the conceding seat for a concession (which any
// seat may make at any time), else the player to act (kChancePlayer for chance).
int actorOf(const QString &gameId, const State &state, Action action)
{
    for (int seat = 0; seat < state.numPlayers(); ++seat) {
        if (concedeAction(gameId, seat) == action)
            return seat;
    }
    return state.currentPlayer();
}

// The human seats that `action` reveals something to (bit `seat`), asked before applying it.
std::uint32_t revealedTo(const State &state, Action action,
                         const std::vector<SeatModel::Seat> &seats)
{
    std::uint32_t mask = 0;
    for (std::size_t seat = 0; seat < seats.size() && seat < 32; ++seat) {
        if (seats[seat].human && state.revealsTo(action, Player(seat)))
            mask |= 1u << seat;
    }
    return mask;
}

int turnOf(const State &state)
{
    if (const auto *god = dynamic_cast<const god::GodState *>(&state))
        return god->turn();
    if (const auto *gc = dynamic_cast<const gc::GcState *>(&state))
        return gc->round();
    return 0;
}

// An action's log text as entries: up to a kTurnBreak the turn the action was made in,
// after it the turn it led to (what the engine resolved at that turn's start, logged
// without a seat).
template <typename Append>
void logEntries(const QString &text, int actor, int turnBefore, int turnAfter, Append append)
{
    const qsizetype at = text.indexOf(kTurnBreak);
    if (at < 0) {
        append(text, actor, turnBefore);
        return;
    }
    append(text.left(at), actor, turnBefore);
    append(text.mid(at + 1).replace(kTurnBreak, QLatin1Char('\n')), int(kChancePlayer), turnAfter);
}

QString endNote(const QString &gameId, const State &state)
{
    return resultNote(gameId, resultFacts(gameId, state));
}

// The log in the players' own names: games whose seats are just numbered ("Player 2") word
// their log with those numbers, and here the names the players chose replace them.
QString withSeatNames(const QString &gameId, QString text,
                      const std::vector<SeatModel::Seat> &seats)
{
    if (seatNamesAreSides(gameId))
        return text;
    for (int seat = int(seats.size()) - 1; seat >= 0; --seat) {
        const QString generic = seatSideName(gameId, seat);
        const QString &name = seats[std::size_t(seat)].name;
        if (name.isEmpty() || name == generic)
            continue;
        const QRegularExpression word(
            QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(generic)));
        QString replacement = name; // backslashes would be read as back-references
        replacement.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        text.replace(word, replacement);
    }
    return text;
}

// The computer player used when a seat asks for none: the Standard level, else the last
// agent the game offers.
QString defaultLevel(const std::string &gameId)
{
    const auto names = agentNames(gameId);
    if (std::find(names.begin(), names.end(), "standard") != names.end())
        return QStringLiteral("standard");
    return names.empty() ? QString() : QString::fromStdString(names.back());
}

bool isKnownLevel(const std::string &gameId, const QString &level)
{
    const auto names = agentNames(gameId);
    return std::find(names.begin(), names.end(), level.toStdString()) != names.end();
}

QString knownLevels(const std::string &gameId)
{
    QStringList names;
    for (const auto &name : agentNames(gameId))
        names.append(QString::fromStdString(name));
    return names.join(QLatin1String(", "));
}

} // namespace

// ---------------------------------------------------------------------------------------
// SeatModel

SeatModel::SeatModel(QObject *parent) : QAbstractListModel(parent) {}

int SeatModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_seats.size());
}

QVariant SeatModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Seat &seat = m_seats[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return seat.name;
    case HumanRole:
        return seat.human;
    case LevelRole:
        return seat.human ? QString() : seat.level;
    case ColorRole:
        return seatColor(m_gameId, index.row());
    case SideNameRole:
        return seatSideName(m_gameId, index.row());
    default:
        return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const
{
    // "seatColor", not "color": a delegate's own color property must not be shadowed.
    return {{NameRole, "name"},
            {HumanRole, "human"},
            {LevelRole, "level"},
            {ColorRole, "seatColor"},
            {SideNameRole, "sideName"}};
}

void SeatModel::setSeats(const QString &gameId, std::vector<Seat> seats)
{
    const int oldCount = rowCount();
    beginResetModel();
    m_gameId = gameId;
    m_seats = std::move(seats);
    endResetModel();
    if (rowCount() != oldCount)
        emit countChanged();
}

QString SeatModel::name(int seat) const
{
    return seat >= 0 && seat < rowCount() ? m_seats[std::size_t(seat)].name : QString();
}

bool SeatModel::isHuman(int seat) const
{
    return seat >= 0 && seat < rowCount() && m_seats[std::size_t(seat)].human;
}

// ---------------------------------------------------------------------------------------
// LogModel

LogModel::LogModel(QObject *parent) : QAbstractListModel(parent) {}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : visibleFor(m_entries.size());
}

int LogModel::visibleFor(std::size_t entries) const
{
    return m_shown < 0 ? int(entries) : std::min(m_shown, int(entries));
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case TextRole:
        return entry.text;
    case SeatRole:
        return entry.seat;
    case TurnRole:
        return entry.turn;
    default:
        return {};
    }
}

QStringList LogModel::textsSince(int seat, int max) const
{
    QStringList texts;
    for (int row = rowCount() - 1; row >= 0 && texts.size() < max; --row) {
        const Entry &entry = m_entries[std::size_t(row)];
        if (entry.seat == seat)
            break;
        texts.prepend(entry.text);
    }
    return texts;
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    // "entryText", not "text": Label and ItemDelegate delegates have a text property.
    return {{TextRole, "entryText"}, {SeatRole, "seat"}, {TurnRole, "turn"}};
}

void LogModel::append(const QString &text, int seat, int turn)
{
    // A game may keep an action out of the log (a step of a secret purchase, whose count
    // would tell the other player what was bought).
    if (text.isEmpty())
        return;
    const int row = rowCount();
    if (visibleFor(m_entries.size() + 1) == row) {
        m_entries.push_back({text, seat, turn}); // held back: shown when the hold moves on
        return;
    }
    beginInsertRows(QModelIndex(), row, row); // row == m_entries.size(): nothing is held back
    m_entries.push_back({text, seat, turn});
    endInsertRows();
    emit countChanged();
}

void LogModel::truncate(int rows)
{
    rows = std::max(rows, 0);
    if (rows >= int(m_entries.size()))
        return;
    const int before = rowCount();
    const int after = visibleFor(std::size_t(rows));
    if (after == before) { // only held-back entries go
        m_entries.resize(std::size_t(rows));
        return;
    }
    beginRemoveRows(QModelIndex(), after, before - 1);
    m_entries.resize(std::size_t(rows));
    endRemoveRows();
    emit countChanged();
}

void LogModel::clear()
{
    truncate(0);
}

void LogModel::setShownRows(int rows)
{
    rows = std::max(rows, -1);
    const int before = rowCount();
    const int old = m_shown;
    m_shown = rows;
    const int after = rowCount();
    if (after > before) {
        m_shown = old;
        beginInsertRows(QModelIndex(), before, after - 1);
        m_shown = rows;
        endInsertRows();
    } else if (after < before) {
        m_shown = old;
        beginRemoveRows(QModelIndex(), after, before - 1);
        m_shown = rows;
        endRemoveRows();
    }
    if (after != before)
        emit countChanged();
}

// ---------------------------------------------------------------------------------------
// GameSession

struct GameSession::Private
{
    struct Step
    {
        Action action;
        int actor;
    };

    QString gameId;
    std::uint64_t seed = 0;
    QJsonObject content;      // the content documents, saved with the game
    std::vector<int> actors;  // per history entry: the acting seat, or kChancePlayer
    std::vector<int> logRows; // per history entry: log rows before it was applied
    int logShown = -1;        // logShownLength: the actions whose log rows are shown, -1 all
    // Per history entry: the human seats it revealed something to (bit `seat`), as the
    // engine's State::revealsTo() said before it was applied. Undo never goes back past it.
    std::vector<std::uint32_t> revealed;
    std::vector<std::vector<Step>> redo; // undone segments, the most recent last
    // Bumped whenever a computer decision in progress becomes stale (new game, load, undo,
    // redo, concession, waitForComputer()): a result with an older token is dropped.
    quint64 generation = 0;
    bool gameOverSent = false;
    bool resetView = true;       // a new or loaded game: the view starts at the first human's seat
    bool resetToDecider = false; // ... or at the first decider's (a designed position)
    bool redoing = false;
    std::deque<Step> shown;   // the computer turn's moves still to show, the next first
    int stepDelay = 0;        // ms between two of them
    QDeadlineTimer holdUntil; // holdComputer(): no computer move before it (expired: none)
    bool skipping = false;    // skipAnimation() during this computer turn
    std::vector<QPointer<QThread>> workers;
    // Raised to stop the searches of the computer turn or hint in progress at once (undo,
    // a new game, closing): each worker holds its own flag.
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
    // "Suggest a move": the suggestion for the position of `hintRevision`, or none.
    std::shared_ptr<std::atomic<bool>> hintCancel = std::make_shared<std::atomic<bool>>(false);
    Action hint = -1;
    QString hintText;
    bool suggesting = false;
    int hintRevision = -1;
    quint64 hintGeneration = 0;
};

GameSession::GameSession(QObject *parent)
    : QObject(parent), d(std::make_unique<Private>()), m_seats(this), m_log(this)
{
    // QCoreApplication::installTranslator() sends LanguageChange to the application object.
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
    // A suggestion is for one position: any change (a move, undo, a new game) drops it.
    connect(this, &GameSession::stateChanged, this, [this] {
        if (d->hintRevision != m_revision && (d->suggesting || d->hint >= 0))
            clearHint();
    });
    // The Hint button comes back when the next player has confirmed the pass screen.
    connect(this, &GameSession::stateChanged, this, &GameSession::canSuggestChanged);
    connect(this, &GameSession::viewSeatChanged, this, &GameSession::canSuggestChanged);
}

bool GameSession::canSuggest() const
{
    return m_state && !m_state->isTerminal() && humanToAct() && !privacyScreen() &&
           std::ranges::count(agentNames(d->gameId.toStdString()), kHintLevel) > 0;
}

void GameSession::clearHint()
{
    d->hintCancel->store(true);
    ++d->hintGeneration;
    d->hint = -1;
    d->hintText.clear();
    d->suggesting = false;
    d->hintRevision = -1;
    emit hintChanged();
}

// The Strong level's choice for the human to act, searched on a worker thread from a
// position drawn from what that seat has seen (resampleHidden): the suggestion cannot
// tell the player anything hidden. Shown, never played.
void GameSession::suggestMove()
{
    if (!canSuggest() || d->suggesting)
        return;
    std::shared_ptr<Agent> agent = createAgent(kHintLevel, *m_game);
    const Player seat = m_state->currentPlayer();
    const std::size_t index = m_state->history().size();
    Rng draw(Rng::deriveSeed(d->seed ^ kHintSalt, index));
    std::shared_ptr<State> position = m_state->resampleHidden(seat, draw);
    d->hintCancel = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancel = d->hintCancel;
    agent->setCancelFlag(cancel.get());
    agent->setTimeCap(levelTimeLimit(kHintLevel));
    const std::uint64_t seed = Rng::deriveSeed(d->seed ^ kHintSalt ^ kAgentSalt, index);
    auto result = std::make_shared<Action>(-1);
    QThread *worker = QThread::create([agent, position, seed, result, cancel] {
        Rng rng(seed);
        const Action action = agent->chooseAction(*position, rng);
        if (!cancel->load())
            *result = action;
    });
    const quint64 token = ++d->hintGeneration;
    worker->setParent(this);
    d->workers.emplace_back(worker);
    connect(worker, &QThread::finished, this, [this, worker, token, result] {
        std::erase_if(d->workers,
                      [worker](const QPointer<QThread> &w) { return w.isNull() || w == worker; });
        worker->deleteLater();
        if (token != d->hintGeneration || !m_state)
            return; // the position changed meanwhile
        d->suggesting = false;
        if (*result >= 0 && m_state->isLegal(*result)) {
            d->hint = *result;
            // The decision's own words only (describeSuggestion()).
            d->hintText = describeSuggestion(d->gameId, *m_state, *result);
        }
        emit hintChanged();
    });
    d->hint = -1;
    d->hintText.clear();
    d->suggesting = true;
    d->hintRevision = m_revision;
    emit hintChanged();
    worker->start();
}

qint64 GameSession::hintAction() const
{
    return d->hint;
}

QString GameSession::hintText() const
{
    return d->hintText;
}

bool GameSession::isSuggesting() const
{
    return d->suggesting;
}

bool GameSession::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        retranslate();
    return QObject::eventFilter(watched, event);
}

void GameSession::retranslate()
{
    if (!m_state)
        return;
    std::unique_ptr<State> state = m_game->newInitialState();
    m_log.clear();
    for (std::size_t i = 0; i < m_state->history().size(); ++i) {
        const Action action = m_state->history()[i];
        const QString text =
            withSeatNames(d->gameId, describeAction(d->gameId, *state, action), m_seats.seats());
        const int turn = turnOf(*state);
        state->applyLegalAction(action);
        logEntries(text, d->actors[i], turn, turnOf(*state),
                   [this](const QString &t, int seat, int n) { m_log.append(t, seat, n); });
    }
    if (state->isTerminal())
        m_log.append(endNote(d->gameId, *state), -2, turnOf(*state));
    holdLog();
    m_seats.setSeats(d->gameId, std::vector<SeatModel::Seat>(m_seats.seats()));
    emit gameNameChanged();
}

GameSession::~GameSession()
{
    // Workers compute over their own clone; stop their searches and wait for them so
    // that no thread outlives us.
    ++d->generation;
    d->cancel->store(true);
    d->hintCancel->store(true);
    for (const auto &worker : d->workers) {
        if (worker) {
            worker->disconnect(this);
            worker->wait();
        }
    }
}

QString GameSession::gameId() const
{
    return d->gameId;
}

QString GameSession::gameName() const
{
    return d->gameId.isEmpty() ? QString() : gameDisplayName(d->gameId);
}

QString GameSession::seedText() const
{
    return m_state ? QString::number(d->seed) : QString();
}

int GameSession::currentPlayer() const
{
    return m_state ? m_state->currentPlayer() : kTerminalPlayer;
}

bool GameSession::isTerminal() const
{
    return m_state && m_state->isTerminal();
}

int GameSession::winner() const
{
    return m_state ? soleWinner(*m_state) : -1;
}

bool GameSession::humanToAct() const
{
    if (!m_state || m_thinking)
        return false;
    const Player player = m_state->currentPlayer();
    return player >= 0 && m_seats.isHuman(player);
}

bool GameSession::canUndo() const
{
    return undoTarget() >= 0;
}

bool GameSession::canRedo() const
{
    return m_state && !d->redo.empty();
}

void GameSession::setComputerDelay(int ms)
{
    ms = std::max(ms, 0);
    if (ms == m_computerDelay)
        return;
    m_computerDelay = ms;
    emit computerDelayChanged();
}

QString GameSession::actionText(qint64 action) const
{
    return m_state
               ? describeAction(d->gameId, *m_state, action).replace(kTurnBreak, QLatin1Char('\n'))
               : QString();
}

QVariantMap GameSession::resultEntry() const
{
    if (!m_state || !m_state->isTerminal())
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha1);
    for (const Action action : m_state->history()) {
        const qint64 value = action;
        hash.addData(QByteArrayView(reinterpret_cast<const char *>(&value), sizeof value));
    }
    const QString key = QStringLiteral("%1:%2:%3")
                            .arg(d->gameId)
                            .arg(d->seed)
                            .arg(QString::fromLatin1(hash.result().toHex()));
    const auto returns = m_state->returns();
    const auto scores = m_state->scores();
    QVariantList seats;
    for (std::size_t seat = 0; seat < m_seats.seats().size(); ++seat) {
        const SeatModel::Seat &s = m_seats.seats()[seat];
        QVariantMap entry{{QStringLiteral("name"), s.name},
                          {QStringLiteral("human"), s.human},
                          {QStringLiteral("level"), s.human ? QString() : s.level},
                          {QStringLiteral("won"), seat < returns.size() && returns[seat] > 0}};
        if (seat < scores.size())
            entry.insert(QStringLiteral("score"), scores[seat]);
        seats.append(entry);
    }
    // The designed content played (helper 19: a game on a board of one's own looked like any
    // other in the results): the names of the documents that differ from the shipped ones.
    QStringList designed;
    {
        QStringList errors;
        const auto shipped = data::contentDocuments(d->gameId.toStdString(), {}, errors);
        for (auto it = d->content.constBegin(); it != d->content.constEnd(); ++it) {
            if (shipped && shipped->value(it.key()) == it.value())
                continue;
            const QString name = it.value().toObject().value(QLatin1String("name")).toString();
            if (!name.isEmpty())
                designed << name;
        }
    }
    return {{QStringLiteral("gameId"), d->gameId},
            {QStringLiteral("seed"), QString::number(d->seed)},
            {QStringLiteral("key"), key},
            {QStringLiteral("content"), designed},
            {QStringLiteral("turns"), turnOf(*m_state)},
            {QStringLiteral("note"), endNote(d->gameId, *m_state)},
            {QStringLiteral("result"), resultFacts(d->gameId, *m_state).toVariantMap()},
            {QStringLiteral("seats"), seats}};
}

namespace {

// A game whose rules are built but whose board is not (GameCatalog::isPlayable).
QString notOnTheBoardYet(const QString &gameId)
{
    //: Starting a game or opening a saved game: an error. %1: a game's name, e.g. 'Galaxy
    //: Fighters'.
    return QCoreApplication::translate("GameSession",
                                       "%1 cannot be played in this window yet: its board is "
                                       "still being made. starboard-cli plays it.")
        .arg(gameDisplayName(gameId));
}

} // namespace

QString GameSession::startNewGame(const QVariantMap &config)
{
    return startPosition(config, {});
}

QString GameSession::startPosition(const QVariantMap &config, const PositionFactory &position)
{
    const QString gameId = config.value(QStringLiteral("gameId")).toString();
    const std::string id = gameId.toStdString();
    const GameRegistration *registration = builtinGames().find(id);
    if (!registration)
        //: Starting a game or opening a saved game: an error. %1: the game's identifier given, e.g.
        //: 'galaxy-of-d'.
        return QCoreApplication::translate("GameSession", "Unknown game '%1'.").arg(gameId);
    if (!GameCatalog::isPlayable(gameId))
        return notOnTheBoardYet(gameId);
    const GameInfo &info = registration->info;
    const QString name = gameDisplayName(gameId);

    std::vector<SeatModel::Seat> seats;
    const QVariantList seatList = config.value(QStringLiteral("seats")).toList();
    for (qsizetype i = 0; i < seatList.size(); ++i) {
        const QVariantMap entry = seatList[i].toMap();
        SeatModel::Seat seat;
        seat.name = entry.value(QStringLiteral("name")).toString().trimmed();
        if (seat.name.isEmpty())
            seat.name = seatSideName(gameId, int(i));
        seat.human = entry.value(QStringLiteral("human"), true).toBool();
        if (!seat.human) {
            seat.level = entry.value(QStringLiteral("level")).toString();
            if (seat.level.isEmpty())
                seat.level = defaultLevel(id);
            if (!isKnownLevel(id, seat.level)) {
                //: Starting a game or opening a saved game: an error. %1: the level given; %2: a
                //: game's name; %3: the levels it has, e.g. 'beginner, standard, expert'.
                return QCoreApplication::translate("GameSession",
                                                   "Unknown computer player '%1' (%2 has: %3).")
                    .arg(seat.level, name, knownLevels(id));
            }
        }
        seats.push_back(seat);
    }
    if (seats.empty()) {
        for (int seat = 0; seat < info.minPlayers; ++seat)
            seats.push_back({seatSideName(gameId, seat), true, QString()});
    }
    const int players = int(seats.size());
    if (players < info.minPlayers || players > info.maxPlayers)
        //: Starting a game or opening a saved game: an error. %1: a game's name, e.g. 'Galaxy of
        //: D'; %n: the number of players.
        return QCoreApplication::translate("GameSession", "%1 cannot be played by %n player(s).",
                                           nullptr, players)
            .arg(name);

    // The shipped variants chosen by name in the new-game dialog: Galaxy of D's setup
    // (normal or quick), Galaxy Command's deck (full or the original 18 cards) and Galaxy
    // Fighters' difficulty (Rookie, Expert, Ace).
    struct Variant
    {
        const char *gameId;
        const char *name;
        const char *ruleset; // "" for the game's standard ruleset
    };
    static const Variant kVariants[] = {
        {"galaxy-of-d", "normal", ""},
        {"galaxy-of-d", "quick", ":/data/galaxy-of-d/ruleset-quick.json"},
        {"galaxy-command", "full", ""},
        {"galaxy-command", "original", ":/data/galaxy-command/ruleset-original.json"},
        {"galaxy-fighters", "rookie", ":/data/galaxy-fighters/ruleset-rookie.json"},
        {"galaxy-fighters", "expert", ""},
        {"galaxy-fighters", "ace", ":/data/galaxy-fighters/ruleset-ace.json"},
    };
    const QString setup = config.value(QStringLiteral("setup")).toString();
    QString variantRuleset;
    if (!setup.isEmpty()) {
        QStringList names;
        bool found = false;
        for (const auto &variant : kVariants) {
            if (gameId != QLatin1String(variant.gameId))
                continue;
            names.append(QLatin1String(variant.name));
            if (setup == QLatin1String(variant.name)) {
                found = true;
                variantRuleset = QLatin1String(variant.ruleset);
            }
        }
        if (!found) {
            if (names.isEmpty())
                //: Starting a game or opening a saved game: an error. %1: a game's name; %2: the
                //: setup's identifier given.
                return QCoreApplication::translate("GameSession", "%1 has no setup '%2'.")
                    .arg(name, setup);
            //: Starting a game or opening a saved game: an error. %1: the setup's identifier given;
            //: %2: the reason.
            return QCoreApplication::translate("GameSession", "Unknown setup '%1' (%2).")
                .arg(setup, names.join(QLatin1String(", ")));
        }
    }
    data::ContentFiles files;
    files.galaxy = pathOf(config.value(QStringLiteral("galaxyFile")));
    files.ruleset = pathOf(config.value(QStringLiteral("rulesetFile")));
    files.ships = pathOf(config.value(QStringLiteral("shipsFile")));
    files.things = pathOf(config.value(QStringLiteral("thingsFile")));
    files.deck = pathOf(config.value(QStringLiteral("deckFile")));
    files.technologies = pathOf(config.value(QStringLiteral("technologiesFile")));
    files.spawnDeck = pathOf(config.value(QStringLiteral("spawnDeckFile")));
    files.equipment = pathOf(config.value(QStringLiteral("equipmentFile")));
    files.board = pathOf(config.value(QStringLiteral("boardFile")));
    if (files.ruleset.isEmpty())
        files.ruleset = variantRuleset;

    std::uint64_t seed = 0;
    const QString seedText = config.value(QStringLiteral("seed")).toString().trimmed();
    if (seedText.isEmpty()) {
        seed = QRandomGenerator::global()->generate64();
    } else {
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
        bool ok = false;
        seed = seedText.toULongLong(&ok);
        if (!ok || !digits.match(seedText).hasMatch()) {
            //: Starting a game or opening a saved game: an error. %1: the seed given.
            return QCoreApplication::translate(
                       "GameSession",
                       "The seed must be a whole number from 0 to 18446744073709551615, not "
                       "'%1'.")
                .arg(seedText);
        }
    }

    QStringList errors;
    const auto content = data::loadContent(id, files, errors);
    if (!content)
        return errors.join(QLatin1Char('\n'));
    const auto documents = data::contentDocuments(id, files, errors);
    if (!documents)
        return errors.join(QLatin1Char('\n'));
    std::shared_ptr<Game> game = registration->create(content, players);
    if (!game)
        //: Starting a game or opening a saved game: an error. %1: a game's name, e.g. 'Galaxy of
        //: D'.
        return QCoreApplication::translate("GameSession", "The content does not fit %1.").arg(name);

    std::unique_ptr<State> state;
    if (position) {
        QString error;
        state = position(*game, &error);
        if (!state)
            return error;
    } else {
        state = game->newInitialState();
    }

    discardThinking();
    m_game = std::move(game);
    m_state = std::move(state);
    d->gameId = gameId;
    d->seed = seed;
    d->content = *documents;
    d->actors.clear();
    d->revealed.clear();
    d->logRows.clear();
    d->redo.clear();
    d->gameOverSent = false;
    d->resetView = true;
    // A designed position or the Workshop's preview ("preview": true) is shown to whoever
    // decides in it first: the designer is at the screen, and nothing of it is secret.
    d->resetToDecider =
        static_cast<bool>(position) || config.value(QStringLiteral("preview")).toBool();
    m_seats.setSeats(gameId, std::move(seats));
    setLogShownLength(-1); // a new game's board has nothing to catch up with
    m_log.clear();
    m_filePath.clear();
    m_modified = false;
    m_privacySeat = -1;
    m_viewSeat = 0;
    updateViewSeat();
    ++m_revision;
    emit gameChanged();
    emit gameNameChanged();
    emit fileChanged();
    emit viewSeatChanged();
    emit stateChanged();
    runForward(false);
    // The set-up dice are part of the new game, not changes to it.
    setModified(false);
    return {};
}

QString GameSession::apply(qint64 action)
{
    if (!m_state)
        return QCoreApplication::translate("GameSession", "No game is being played.");
    if (m_state->isTerminal())
        return QCoreApplication::translate("GameSession", "The game is over.");
    if (m_privacySeat >= 0)
        //: The game screen: why a move cannot be made for a player. %1: a player's name, e.g.
        //: 'Anna'.
        return QCoreApplication::translate("GameSession", "%1 must take over first.")
            .arg(m_seats.name(m_privacySeat));
    const Player player = m_state->currentPlayer();
    if (player < 0 || !m_seats.isHuman(player) || m_thinking)
        return QCoreApplication::translate("GameSession", "It is not a human player's turn.");
    const int actor = actorOf(d->gameId, *m_state, action);
    if (actor != player)
        //: The game screen: %1: a player's name, e.g. 'Anna'. 'Concede' is the button in the top
        //: bar that gives up the game: use its translation.
        return QCoreApplication::translate("GameSession", "To give up for %1, use Concede.")
            .arg(m_seats.name(actor));
    if (!m_state->isLegal(action) || !commitAction(action, player))
        return QCoreApplication::translate("GameSession", "That move is not allowed now.");
    runForward(false);
    return {};
}

// Undo policy: one rule for every game, from what the engine says each action revealed.
// - Undo takes back the last human decision together with the computer decisions that
//   followed it, returning to the state right before that decision.
// - Never past an action that revealed something to the seat asking (State::revealsTo():
//   a die, a draw, another seat's hidden stack or secret choice laid open, also by the
//   asking seat's own decision): what the seat has learnt cannot be unlearnt, so taking
//   back the decisions before it would let the seat decide them again knowing it. Chance
//   outcomes reveal to everyone; being a function of (seed, history) they could not be
//   re-rolled anyway.
// - With two or more human seats (hotseat): never past a change of the human to act (the
//   other player has seen the board since); and no undo at all while a different human
//   than the last one to decide is to act.
// The seat asking is the human who made the last human decision.
int GameSession::undoTarget(UndoBlock *why) const
{
    UndoBlock dummy = UndoBlock::None;
    UndoBlock &block = why ? *why : dummy;
    block = UndoBlock::None;
    if (!m_state)
        return -1;
    int humans = 0;
    for (const auto &seat : m_seats.seats())
        humans += seat.human ? 1 : 0;
    int lastHuman = -1;
    for (int i = int(d->actors.size()) - 1; i >= 0 && lastHuman < 0; --i) {
        const int actor = d->actors[std::size_t(i)];
        if (actor >= 0 && m_seats.isHuman(actor))
            lastHuman = i;
    }
    if (lastHuman < 0) {
        block = UndoBlock::NothingYet;
        return -1;
    }
    const int asker = d->actors[std::size_t(lastHuman)];
    // A concession is final (the player ended the game on purpose, its result is recorded);
    // a game that ended by play can be taken back.
    if (m_state->isTerminal() && !m_state->history().empty() && !d->actors.empty() &&
        concedeAction(d->gameId, d->actors.back()) == m_state->history().back()) {
        block = UndoBlock::Conceded;
        return -1;
    }
    if (humans >= 2 && !m_state->isTerminal()) {
        const Player player = m_state->currentPlayer();
        if (player >= 0 && m_seats.isHuman(player) && player != asker) {
            block = UndoBlock::HandedOver;
            return -1;
        }
    }
    std::size_t revealFloor = 0; // after the last action that showed the asker something
    std::size_t handFloor = 0;   // the last hand-over between two people
    int previousHuman = -1;
    for (std::size_t i = 0; i < d->actors.size(); ++i) {
        if (asker < 32 && (d->revealed[i] >> asker & 1u))
            revealFloor = i + 1;
        const int actor = d->actors[i];
        if (actor >= 0 && m_seats.isHuman(actor)) {
            if (humans >= 2 && previousHuman >= 0 && actor != previousHuman)
                handFloor = std::max(handFloor, i);
            previousHuman = actor;
        }
    }
    const auto last = std::size_t(lastHuman);
    if (last < revealFloor)
        block = UndoBlock::Revealed;
    else if (last < handFloor)
        block = UndoBlock::HandedOver;
    return block == UndoBlock::None ? lastHuman : -1;
}

QString GameSession::undoBlocked() const
{
    UndoBlock why = UndoBlock::None;
    undoTarget(&why);
    switch (why) {
    case UndoBlock::None:
        return {};
    case UndoBlock::NothingYet:
        //: The game screen: why Undo cannot be used (its tool tip): no move of a person yet.
        return QCoreApplication::translate("GameSession", "There is no move of yours to take back "
                                                          "yet.");
    case UndoBlock::Conceded:
        //: The game screen: why Undo cannot be used (its tool tip).
        return QCoreApplication::translate("GameSession", "A game given up cannot be taken back.");
    case UndoBlock::HandedOver:
        //: The game screen: why Undo cannot be used (its tool tip): two people play on one
        //: screen and the other one has played since.
        return QCoreApplication::translate("GameSession",
                                           "The other player has had the screen since your last "
                                           "move, so it stays.");
    case UndoBlock::Revealed:
        //: The game screen: why Undo cannot be used (its tool tip): a die was rolled, a card
        //: drawn or something hidden shown after the player's last move.
        return QCoreApplication::translate("GameSession",
                                           "Since your last move you have seen dice, a card or "
                                           "something hidden, so it stays.");
    }
    return {};
}

void GameSession::undo()
{
    const int target = undoTarget();
    if (target < 0)
        return;
    discardThinking();
    const std::vector<Action> history = m_state->history();
    std::vector<Private::Step> undone;
    for (std::size_t i = std::size_t(target); i < history.size(); ++i)
        undone.push_back({history[i], d->actors[i]});
    truncateHistory(std::size_t(target));
    d->redo.push_back(std::move(undone));
    d->gameOverSent = m_state->isTerminal();
    setModified(true);
    updateViewSeat();
    ++m_revision;
    emit stateChanged();
    runForward(false);
}

void GameSession::redo()
{
    if (!m_state || d->redo.empty())
        return;
    discardThinking();
    const std::vector<Private::Step> steps = std::move(d->redo.back());
    d->redo.pop_back();
    d->redoing = true;
    for (const Private::Step &step : steps) {
        if (!commitAction(step.action, step.actor)) {
            d->redo.clear(); // cannot happen: the same actions from the same state
            break;
        }
    }
    d->redoing = false;
    runForward(false);
}

void GameSession::concede(int seat)
{
    if (!m_state || m_state->isTerminal() || !m_seats.isHuman(seat))
        return;
    const auto action = concedeAction(d->gameId, seat);
    if (!action || !m_state->isLegal(*action))
        return;
    discardThinking();
    commitAction(*action, seat);
    runForward(false);
}

void GameSession::acknowledgePrivacy()
{
    if (m_privacySeat < 0)
        return;
    m_viewSeat = m_privacySeat;
    m_privacySeat = -1;
    emit viewSeatChanged();
}

QString GameSession::save(const QUrl &file)
{
    if (!m_state)
        return QCoreApplication::translate("GameSession", "There is no game to save.");
    const QString path = pathOf(file);
    if (path.isEmpty())
        return QCoreApplication::translate("GameSession", "No file name was given.");
    QString error;
    if (!data::saveRecord(path, recordFile(), error, data::WriteMode::KeepBackup))
        return error;
    m_filePath = path;
    m_modified = false;
    emit fileChanged();
    return {};
}

data::RecordFile GameSession::recordFile() const
{
    data::RecordFile record;
    record.record = recordOf(d->gameId.toStdString(), d->seed, *m_state);
    record.numPlayers = m_state->numPlayers();
    record.content = d->content;
    for (const auto &seat : m_seats.seats())
        record.seats.push_back({seat.name, seat.human, seat.human ? QString() : seat.level});
    return record;
}

QByteArray GameSession::serialized() const
{
    if (!m_state)
        return {};
    return QJsonDocument(data::recordToJson(recordFile())).toJson(QJsonDocument::Indented);
}

int GameSession::turn() const
{
    return m_state ? turnOf(*m_state) : 0;
}

QString GameSession::load(const QUrl &file)
{
    const QString path = pathOf(file);
    if (path.isEmpty())
        return QCoreApplication::translate("GameSession", "No file name was given.");
    // The check every tool makes (data/recordcheck.h): the game, its players, the content,
    // the computer players and every action.
    QStringList errors;
    auto checked = data::checkRecord(path, errors);
    if (!checked)
        return errors.join(QLatin1Char('\n'));
    const data::RecordFile *record = &checked->file;
    const std::string id = record->record.gameId;
    const QString gameId = QString::fromStdString(id);
    if (!GameCatalog::isPlayable(gameId))
        return notOnTheBoardYet(gameId);
    std::shared_ptr<Game> game = checked->game;

    std::vector<SeatModel::Seat> seats;
    if (record->seats.empty()) {
        for (int seat = 0; seat < record->numPlayers; ++seat)
            seats.push_back({seatSideName(gameId, seat), true, QString()});
    }
    for (const data::RecordSeat &seat : record->seats)
        seats.push_back({seat.name, seat.human, seat.human ? QString() : seat.level});

    // Replay, keeping the log and the actor of every action.
    struct Line
    {
        QString text;
        int seat;
        int turn;
    };
    std::vector<Line> lines;
    std::vector<int> actors;
    std::vector<int> logRows;
    std::vector<std::uint32_t> revealed;
    std::unique_ptr<State> state = game->newInitialState();
    const auto &actions = record->record.actions;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action action = actions[i];
        const int actor = actorOf(gameId, *state, action);
        const QString text = withSeatNames(gameId, describeAction(gameId, *state, action), seats);
        const int turn = turnOf(*state);
        const std::uint32_t shown = state->isLegal(action) ? revealedTo(*state, action, seats) : 0;
        std::string error;
        if (!state->applyAction(action, &error)) {
            //: A mistake in a saved game file. %1: the file's path; '/actions/%2' is the place in
            //: the file (keep it), %2: the action's number from 0; %3: the action.
            return QCoreApplication::translate(
                       "GameSession",
                       "%1: /actions/%2: the game does not allow this action here (%3)")
                .arg(path)
                .arg(i)
                .arg(QString::fromStdString(error));
        }
        actors.push_back(actor);
        revealed.push_back(shown);
        logRows.push_back(int(lines.size()));
        logEntries(text, actor, turn, turnOf(*state), [&lines](const QString &t, int seat, int n) {
            if (!t.isEmpty()) // see LogModel::append()
                lines.push_back({t, seat, n});
        });
    }
    if (state->isTerminal())
        lines.push_back({endNote(gameId, *state), -2, turnOf(*state)});

    discardThinking();
    m_game = std::move(game);
    m_state = std::move(state);
    d->gameId = gameId;
    d->seed = record->record.seed;
    d->content = record->content;
    d->actors = std::move(actors);
    d->revealed = std::move(revealed);
    d->logRows = std::move(logRows);
    d->redo.clear();
    d->gameOverSent = false;
    d->resetView = true;
    d->resetToDecider = false;
    m_seats.setSeats(gameId, std::move(seats));
    setLogShownLength(-1); // a loaded game's board shows where it stands
    m_log.clear();
    for (const Line &line : lines)
        m_log.append(line.text, line.seat, line.turn);
    m_filePath = path;
    m_modified = false;
    m_privacySeat = -1;
    m_viewSeat = 0;
    updateViewSeat();
    ++m_revision;
    emit gameChanged();
    emit gameNameChanged();
    emit fileChanged();
    emit viewSeatChanged();
    emit stateChanged();
    finishIfOver();
    runForward(false);
    return {};
}

void GameSession::waitForComputer()
{
    if (!m_state)
        return;
    discardThinking();
    runForward(true);
}

bool GameSession::commitAction(Action action, int actor)
{
    const QString text =
        withSeatNames(d->gameId, describeAction(d->gameId, *m_state, action), m_seats.seats());
    const int turn = turnOf(*m_state);
    if (!m_state->isLegal(action))
        return false;
    const std::uint32_t shown = revealedTo(*m_state, action, m_seats.seats());
    std::string error;
    if (!m_state->applyAction(action, &error))
        return false;
    if (!d->redoing)
        d->redo.clear();
    d->actors.push_back(actor);
    d->revealed.push_back(shown);
    d->logRows.push_back(m_log.totalRows());
    logEntries(text, actor, turn, turnOf(*m_state),
               [this](const QString &t, int seat, int n) { m_log.append(t, seat, n); });
    if (m_state->isTerminal())
        m_log.append(endNote(d->gameId, *m_state), -2, turnOf(*m_state));
    holdLog();
    setModified(true);
    emit actionApplied(action, actor, QString(text).replace(kTurnBreak, QLatin1Char('\n')));
    updateViewSeat();
    ++m_revision;
    emit stateChanged();
    finishIfOver();
    return true;
}

void GameSession::runForward(bool synchronous)
{
    while (m_state && !m_state->isTerminal()) {
        const Player player = m_state->currentPlayer();
        const std::size_t index = m_state->history().size();
        if (player == kChancePlayer) {
            Rng rng(Rng::deriveSeed(d->seed, index));
            if (!commitAction(sampleChance(*m_state, rng), kChancePlayer))
                break;
            continue;
        }
        if (player < 0 || m_seats.isHuman(player))
            break;
        if (!synchronous) {
            startThinking();
            return;
        }
        const auto &seat = m_seats.seats()[std::size_t(player)];
        std::unique_ptr<Agent> agent = createAgent(seat.level.toStdString(), *m_game);
        if (!agent)
            agent = std::make_unique<RandomAgent>();
        Rng rng(Rng::deriveSeed(d->seed ^ kAgentSalt, index));
        if (!commitAction(agent->chooseAction(*m_state, rng), player))
            break;
    }
    setThinking(false);
}

// A computer turn: a worker thread plays it on a clone of the state, the computer seats
// deciding and the chance nodes resolved exactly as runForward(true) would (the same
// seeds), up to the next human decision or the end. The GUI thread then shows the moves:
// the first at once, the next ones computerDelay apart but never more than
// computerTurnLimit() in all (the pause shrinks for long turns), chance outcomes right
// after the move they follow. skipAnimation() shows the rest at once.
void GameSession::startThinking()
{
    std::vector<std::shared_ptr<Agent>> agents(m_seats.seats().size());
    for (std::size_t seat = 0; seat < agents.size(); ++seat) {
        const auto &info = m_seats.seats()[seat];
        if (info.human)
            continue;
        agents[seat] = createAgent(info.level.toStdString(), *m_game);
        if (!agents[seat])
            agents[seat] = std::make_shared<RandomAgent>();
        // The same moves on every machine, but never longer than the level's limit.
        agents[seat]->setTimeCap(levelTimeLimit(info.level.toStdString()));
    }
    d->cancel = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancel = d->cancel;
    for (const auto &agent : agents)
        if (agent)
            agent->setCancelFlag(cancel.get());
    std::shared_ptr<State> position = m_state->clone();
    const std::uint64_t seed = d->seed;
    auto steps = std::make_shared<std::vector<Private::Step>>();
    const quint64 token = ++d->generation;
    d->shown.clear();
    d->skipping = false;

    QThread *worker = QThread::create([agents, position, seed, steps, cancel] {
        State &state = *position;
        while (!state.isTerminal() && !cancel->load()) {
            const Player player = state.currentPlayer();
            const std::size_t index = state.history().size();
            Action action = 0;
            if (player == kChancePlayer) {
                Rng rng(Rng::deriveSeed(seed, index));
                action = sampleChance(state, rng);
            } else if (player >= 0 && std::size_t(player) < agents.size() &&
                       agents[std::size_t(player)]) {
                Rng rng(Rng::deriveSeed(seed ^ kAgentSalt, index));
                action = agents[std::size_t(player)]->chooseAction(state, rng);
            } else {
                break; // a human decides
            }
            steps->push_back({action, player});
            if (!state.applyAction(action))
                break; // refused again, and reported, when the GUI thread commits it
        }
    });
    worker->setParent(this);
    d->workers.emplace_back(worker);
    connect(worker, &QThread::finished, this, [this, worker, token, steps] {
        std::erase_if(d->workers,
                      [worker](const QPointer<QThread> &w) { return w.isNull() || w == worker; });
        worker->deleteLater();
        if (token != d->generation || !m_state)
            return; // stale: the game changed while the computer was thinking
        d->shown.assign(steps->begin(), steps->end());
        int decisions = 0;
        for (const Private::Step &step : d->shown)
            decisions += step.actor >= 0 ? 1 : 0;
        d->stepDelay =
            decisions > 1 ? std::min(m_computerDelay, computerTurnLimit() / (decisions - 1)) : 0;
        showComputerMoves(token);
    });
    setThinking(true);
    worker->start();
}

int GameSession::computerTurnLimit() const
{
    return m_computerDelay * 15 / 4;
}

void GameSession::showComputerMoves(quint64 token)
{
    if (token != d->generation || !m_state)
        return;
    bool first = true;
    while (!d->shown.empty()) {
        const Private::Step step = d->shown.front();
        // One computer move per pause, with the chance outcomes that follow it; none before
        // the board's hold (holdComputer()) is over.
        if (step.actor >= 0 && !d->skipping) {
            const qint64 wait =
                std::max<qint64>(first ? 0 : d->stepDelay, d->holdUntil.remainingTime());
            if (wait > 0) {
                QTimer::singleShot(int(wait), this, [this, token] { showComputerMoves(token); });
                return;
            }
        }
        d->shown.pop_front();
        first = false;
        if (!commitAction(step.action, step.actor)) {
            qWarning("GameSession: the computer chose an illegal action %lld",
                     qlonglong(step.action));
            d->shown.clear();
            setThinking(false);
            return;
        }
        if (token != d->generation)
            return; // a slot connected to stateChanged changed the game
    }
    runForward(false);
}

void GameSession::holdComputer(int ms)
{
    if (m_computerDelay > 0 && ms > 0)
        d->holdUntil = QDeadlineTimer(ms);
}

void GameSession::skipAnimation()
{
    if (m_thinking) {
        d->skipping = true;
        if (!d->shown.empty())
            showComputerMoves(d->generation);
    }
    emit animationSkipped();
}

void GameSession::discardThinking()
{
    ++d->generation;
    d->cancel->store(true);
    d->shown.clear();
    setThinking(false);
}

void GameSession::setThinking(bool thinking)
{
    if (thinking == m_thinking)
        return;
    m_thinking = thinking;
    emit thinkingChanged();
    emit stateChanged(); // humanToAct depends on it
}

void GameSession::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit fileChanged();
}

// Hotseat privacy: the board shows the game from viewSeat. When a different human is to
// decide next in a game with hidden information, a "pass to ..." screen covers the board
// until that player acknowledges it (acknowledgePrivacy()).
void GameSession::updateViewSeat()
{
    const int oldView = m_viewSeat;
    const int oldPrivacy = m_privacySeat;
    std::vector<int> humans;
    for (std::size_t seat = 0; seat < m_seats.seats().size(); ++seat) {
        if (m_seats.seats()[seat].human)
            humans.push_back(int(seat));
    }
    if (!m_state || m_state->isTerminal()) {
        m_privacySeat = -1;
    } else if (humans.size() == 1) {
        m_viewSeat = humans.front();
        m_privacySeat = -1;
    } else if (humans.size() >= 2) {
        // A new or loaded game starts at the first person's seat: whoever set it up is at the
        // screen. Another person deciding first gets the pass screen too (it handed Blue's
        // hand of Galactic Warfare cards to whoever sat there when Blue won the first roll,
        // session 22).
        const Player player = m_state->currentPlayer();
        if (d->resetView)
            m_viewSeat = d->resetToDecider && player >= 0 && m_seats.isHuman(player)
                             ? int(player)
                             : humans.front();
        if (player >= 0 && m_seats.isHuman(player)) {
            if (player == m_viewSeat || !m_game->info().hasHiddenInformation) {
                m_viewSeat = player;
                m_privacySeat = -1;
            } else {
                m_privacySeat = player;
            }
            d->resetView = false;
        }
    }
    if (m_viewSeat != oldView || m_privacySeat != oldPrivacy)
        emit viewSeatChanged();
}

void GameSession::finishIfOver()
{
    if (!m_state || !m_state->isTerminal() || d->gameOverSent)
        return;
    d->gameOverSent = true;
    emit gameOver(soleWinner(*m_state));
}

void GameSession::truncateHistory(std::size_t length)
{
    const std::vector<Action> history = m_state->history();
    std::unique_ptr<State> state = m_game->newInitialState();
    for (std::size_t i = 0; i < length && i < history.size(); ++i)
        state->applyLegalAction(history[i]);
    m_state = std::move(state);
    if (length < d->logRows.size())
        m_log.truncate(d->logRows[length]);
    d->actors.resize(length);
    d->revealed.resize(length);
    d->logRows.resize(length);
    // Taken back: whatever a board was still replaying is gone.
    setLogShownLength(-1);
}

int GameSession::logShownLength() const
{
    return d->logShown;
}

void GameSession::setLogShownLength(int length)
{
    length = std::max(length, -1);
    if (length == d->logShown)
        return;
    d->logShown = length;
    holdLog();
    emit logShownLengthChanged();
}

// The log's rows for logShownLength: the rows before action `logShown` of the history; when
// that is the next action still to come, every row there is now (the end note with the last
// action), and the rows of actions applied later wait until the length moves on.
void GameSession::holdLog()
{
    if (d->logShown < 0) {
        m_log.setShownRows(-1);
        return;
    }
    const auto length = std::size_t(d->logShown);
    if (length < d->logRows.size())
        m_log.setShownRows(d->logRows[length]);
    else
        m_log.setShownRows(m_log.totalRows());
}

} // namespace starboard
