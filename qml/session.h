#pragma once

// GameSession: one game being played in the app. It owns the Game, the State, the action
// history, the seeded RNG that resolves chance nodes, and the seat controllers (human or
// computer). Game-specific views (qml/games/<id>/) read the state through state() and send
// the human's decisions with apply(). No rules here: everything is asked of the engine.

#include "engine/game.h"

#include <QAbstractListModel>
#include <QObject>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <vector>

namespace starboard {

class Agent;
namespace data {
struct RecordFile;
}

// The seats of the session: name, human or computer (with level), colour.
class SeatModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SeatModel belongs to a GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role
    {
        NameRole = Qt::UserRole + 1,
        HumanRole,   // bool
        LevelRole,   // agent name for computer seats ("standard", "expert"), "" for humans
        ColorRole,   // QColor of the seat (Redog red, Cynder blue for Galaxy of D)
        SideNameRole // the game's name for the seat ("Redog", "Cynder"), translated
    };
    struct Seat
    {
        QString name;
        bool human = true;
        QString level;
    };

    explicit SeatModel(QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setSeats(const QString &gameId, std::vector<Seat> seats);
    const std::vector<Seat> &seats() const { return m_seats; }
    Q_INVOKABLE QString name(int seat) const;
    Q_INVOKABLE bool isHuman(int seat) const;

signals:
    void countChanged();

private:
    QString m_gameId;
    std::vector<Seat> m_seats;
};

// The game log in words (translated), newest last. A board that replays what happened step
// by step may hold the log back (setShownRows()): only the first rows are in the model then,
// the later ones wait, without insert signals, until the hold moves on or is released.
class LogModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LogModel belongs to a GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role
    {
        TextRole = Qt::UserRole + 1,
        SeatRole, // the acting seat, -1 for chance, -2 for notes
        TurnRole  // turn number when the entry was made (game-specific, may be 0)
    };
    explicit LogModel(QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    void append(const QString &text, int seat, int turn);
    // Keeps the first `rows` entries (shown or held back).
    void truncate(int rows);
    void clear();
    // The rows shown: the first `rows` entries (-1: all, the default). Entries past it are
    // kept but not in the model; moving the hold inserts or removes the rows between.
    void setShownRows(int rows);
    int shownRows() const { return m_shown; }
    // Every entry, shown or held back.
    int totalRows() const { return int(m_entries.size()); }
    // The shown entries after the last one of `seat`'s, the newest `max` of them, oldest
    // first (the hotseat pass screen: what happened since that player last acted).
    Q_INVOKABLE QStringList textsSince(int seat, int max) const;

signals:
    void countChanged();

private:
    struct Entry
    {
        QString text;
        int seat;
        int turn;
    };
    // The model's rows for `entries` entries under the hold.
    int visibleFor(std::size_t entries) const;
    std::vector<Entry> m_entries;
    int m_shown = -1;
};

class GameSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ isActive NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameNameChanged) // translated
    Q_PROPERTY(QString seedText READ seedText NOTIFY gameChanged)
    Q_PROPERTY(int currentPlayer READ currentPlayer NOTIFY stateChanged)
    Q_PROPERTY(bool terminal READ isTerminal NOTIFY stateChanged)
    Q_PROPERTY(int winner READ winner NOTIFY stateChanged) // -1 while undecided
    Q_PROPERTY(bool humanToAct READ humanToAct NOTIFY stateChanged)
    Q_PROPERTY(bool thinking READ isThinking NOTIFY thinkingChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    // Why Undo cannot be used now, translated ("" when it can): the Undo button's tool tip.
    Q_PROPERTY(QString undoBlocked READ undoBlocked NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    Q_PROPERTY(int revision READ revision NOTIFY stateChanged) // +1 on every state change
    // The seat whose view is shown: the human to act, or the last human who did. Hidden
    // information is drawn from this seat's point of view.
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY viewSeatChanged)
    // Hotseat privacy: true while a "pass to <name>" screen must cover the board.
    Q_PROPERTY(bool privacyScreen READ privacyScreen NOTIFY viewSeatChanged)
    Q_PROPERTY(int privacySeat READ privacySeat NOTIFY viewSeatChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY fileChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY fileChanged)
    // Pause between two computer moves of a turn, in milliseconds, so a person can follow
    // them; a whole computer turn takes at most computerTurnLimit() (15/4 of it: 1.5 s at
    // the normal 400 ms), the first move showing at once.
    Q_PROPERTY(
        int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged)
    // "Suggest a move" (the Strong level, for the human to act, from what that seat has
    // seen): possible now, searching, and the suggestion (-1 and "" for none), dropped at
    // the next change of the position.
    Q_PROPERTY(bool canSuggest READ canSuggest NOTIFY canSuggestChanged)
    Q_PROPERTY(bool suggesting READ isSuggesting NOTIFY hintChanged)
    Q_PROPERTY(qint64 hintAction READ hintAction NOTIFY hintChanged)
    Q_PROPERTY(QString hintText READ hintText NOTIFY hintChanged)
    Q_PROPERTY(starboard::SeatModel *seats READ seats CONSTANT)
    Q_PROPERTY(starboard::LogModel *log READ log CONSTANT)
    // The log shows the entries of the first logShownLength actions of the history only
    // (-1, the default: all; the note of a game's end comes with its last action). A board
    // that replays what happened step by step (Galaxy Fighters) sets it to the action its
    // board shows, so that the log does not run ahead of it, and back to -1 once it has
    // caught up. A new game or a loaded one starts with -1.
    Q_PROPERTY(
        int logShownLength READ logShownLength WRITE setLogShownLength NOTIFY logShownLengthChanged)

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // config: gameId (string), seats (list of {name, human: bool, level: string}),
    // setup ("normal" | "quick", Galaxy of D; "full" | "original", Galaxy Command), galaxyFile,
    // rulesetFile, shipsFile, thingsFile, deckFile, technologiesFile, spawnDeckFile,
    // equipmentFile (paths or URLs, empty for the shipped content; the Workshop's "Play it";
    // shipsFile is Galaxy Fighters' ship cards in its games), seed (string of an unsigned 64-bit
    // number; empty for a random seed). Returns "" or a translated error message (the old game
    // stays).
    Q_INVOKABLE QString startNewGame(const QVariantMap &config);
    // The Workshop's previews: a new game of `config` as startNewGame() starts it, but from
    // the position `position` makes for the game instead of its initial state (nullptr with
    // a message: the old game stays and the message is returned). Such a game is for looking
    // at: its record replays from the initial state, so it is not saved.
    using PositionFactory = std::function<std::unique_ptr<State>(const Game &game, QString *error)>;
    QString startPosition(const QVariantMap &config, const PositionFactory &position);
    // A human decision by the current player. Returns "" or a translated reason; an
    // illegal action leaves the state unchanged.
    Q_INVOKABLE QString apply(qint64 action);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE void concede(int seat);
    Q_INVOKABLE void acknowledgePrivacy();
    // Shows the rest of the computer's turn at once (a click or a key on the game screen).
    Q_INVOKABLE void skipAnimation();
    // A board showing something that takes a moment (dice tumbling) asks the computer's next
    // move to wait `ms` from now; nothing when computerDelay is 0 (tests, fast play).
    Q_INVOKABLE void holdComputer(int ms);
    // Searches a suggestion for the human to act (hintChanged when it is there).
    Q_INVOKABLE void suggestMove();
    // Atomic save (data::writeFileAtomically) of the record, content and seats. "" or the error.
    Q_INVOKABLE QString save(const QUrl &file);
    // "" or every error of the file (with file name and place); the current game stays
    // when loading fails.
    Q_INVOKABLE QString load(const QUrl &file);
    Q_INVOKABLE QString actionText(qint64 action) const; // translated, for the current state
    // A finished game's result for ResultHistory::record(): gameId, seed, key (the same
    // for the same game and history), turns, note (the log's last line), seats ({name,
    // human, level, won, and score for games that keep one}). Empty before the end.
    Q_INVOKABLE QVariantMap resultEntry() const;

    bool isActive() const { return m_state != nullptr; }
    QString gameId() const;
    QString gameName() const;
    QString seedText() const;
    int currentPlayer() const;
    bool isTerminal() const;
    int winner() const;
    bool humanToAct() const;
    bool isThinking() const { return m_thinking; }
    bool canSuggest() const;
    bool isSuggesting() const;
    qint64 hintAction() const;
    QString hintText() const;
    bool canUndo() const;
    QString undoBlocked() const;
    bool canRedo() const;
    int revision() const { return m_revision; }
    int viewSeat() const { return m_viewSeat; }
    bool privacyScreen() const { return m_privacySeat >= 0; }
    int privacySeat() const { return m_privacySeat; }
    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    int computerDelay() const { return m_computerDelay; }
    int computerTurnLimit() const;
    void setComputerDelay(int ms);
    SeatModel *seats() { return &m_seats; }
    LogModel *log() { return &m_log; }
    int logShownLength() const;
    void setLogShownLength(int length);

    // The game as a saved file's bytes (what save() writes), for a write elsewhere (the
    // autosave's worker thread). Empty when there is no game.
    QByteArray serialized() const;
    // The game's turn (Galaxy of D's turn, Galaxy Command's round; 0 for a game without
    // one or when there is no game): the autosave keeps one generation per turn.
    int turn() const;

    // For the game views (C++ adapters) and tests.
    const Game *game() const { return m_game.get(); }
    const State *state() const { return m_state.get(); }
    // Blocks until the computer seats have played up to the next human decision or the
    // end (tests and --screenshot).
    void waitForComputer();

signals:
    void gameChanged();
    void gameNameChanged(); // a new game, or the language changed
    void stateChanged();
    void thinkingChanged();
    void viewSeatChanged();
    // canSuggest may change with the position and with the pass screen (viewSeatChanged).
    void canSuggestChanged();
    void fileChanged();
    void computerDelayChanged();
    void hintChanged();
    void logShownLengthChanged();
    // skipAnimation() was asked for (a key or a click while the game moves by itself): a
    // board that plays out steps of its own shows where the game stands at once too.
    void animationSkipped();
    // After every applied action (human, computer or chance), with its translated text.
    void actionApplied(qint64 action, int actor, const QString &text);
    void gameOver(int winner);

private:
    struct Private;
    // Applies `action` by `actor` (a seat, kChancePlayer) to the state: logs it, emits
    // actionApplied and stateChanged. False (state unchanged) when the engine refuses it.
    bool commitAction(Action action, int actor);
    data::RecordFile recordFile() const; // the game as saved (m_state must be set)
    // Resolves chance nodes and lets the computer seats play: on a worker thread, or on
    // the calling thread when `synchronous` (waitForComputer()).
    void runForward(bool synchronous);
    void startThinking();
    // Commits the computer turn's moves that are due (all of them after skipAnimation()),
    // and schedules the next one.
    void showComputerMoves(quint64 token);
    void setThinking(bool thinking);
    void setModified(bool modified);
    void updateViewSeat();
    void finishIfOver();
    // The history length that undo() returns to, or -1 when nothing may be undone.
    enum class UndoBlock
    {
        None,
        NothingYet, // no person has moved yet
        Conceded,   // the game was given up
        HandedOver, // another person has had the screen since
        Revealed,   // the asker has seen something since (dice, a card, a hidden piece)
    };
    int undoTarget(UndoBlock *why = nullptr) const;
    // After a language switch: the log, the game's and the seats' names in the new language
    // (the log is written again by replaying the history).
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;
    // Replaces the state by a replay of the first `length` actions of the history.
    void truncateHistory(std::size_t length);
    void discardThinking();
    void clearHint();
    // Applies logShownLength to the log's rows (after the history or the log changed).
    void holdLog();
    std::unique_ptr<Private> d;
    std::shared_ptr<Game> m_game;
    std::unique_ptr<State> m_state;
    SeatModel m_seats;
    LogModel m_log;
    bool m_thinking = false;
    int m_revision = 0;
    int m_viewSeat = 0;
    int m_privacySeat = -1;
    QString m_filePath;
    bool m_modified = false;
    int m_computerDelay = 400;
};

} // namespace starboard
