#pragma once

// The Galaxy Fighters board's adapter: turns the engine's state into a model of the board's
// cells and a few lists (dice, districts, cockpit choices) for the QML board, and the
// player's clicks into engine actions through the session. It holds no rules: what may be
// clicked, every refusal and every outcome come from the engine.

#include "engine/game.h"
#include "gfpicture.h"
#include "rowlistmodel.h"
#include "session.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <deque>
#include <memory>
#include <vector>

namespace starboard::gf {

class GfState;
enum class ActionKind : int;

// The cells of the cross-shaped board (the 85 on it), row by row, drawn with Rocketown at
// the bottom (the engine's own frame).
class GfCellModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GfController")

public:
    enum Role
    {
        CellRole = Qt::UserRole + 1,
        XRole,
        YRole,
        AtmosphereRole, // the district whose atmosphere it is, -1 in deep space
        AliensRole,     // the stack, bottom first: [{id, kind, name, color, speed, facing}]
        ShipRole,       // the district whose ship is here, -1
        ShieldedRole,
        ActiveRole,  // the ship of the turn
        DroneRole,   // the district whose Drone is here, -1
        DefenceRole, // the district whose defence tile is here, -1
        ActionRole,  // what a click does now: "move", "engine", "special", ""
        MarkRole,    // what happened here since the viewer's last decision, or in the
                     // animation's step: "landed", "moved", "destroyed", "crashed",
                     // "invaded", "frenzy", ""
        ReasonRole   // why a click does nothing now (translated)
    };
    Q_ENUM(Role)
    struct Row
    {
        int cell = 0, x = 0, y = 0, atmosphere = -1;
        QVariantList aliens;
        int ship = -1;
        bool shielded = false, active = false;
        int drone = -1, defence = -1;
        QString action, mark, reason;

        bool operator==(const Row &) const = default;
    };

    using starboard::RowListModel::RowListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    static QVariant value(const Row &row, int role);
    QHash<int, QByteArray> roleNames() const override;
    void setRows(std::vector<Row> rows);
    const std::vector<Row> &rows() const { return m_rows; }

private:
    std::vector<Row> m_rows;
};

class GfController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(starboard::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(starboard::gf::GfCellModel *cells READ cellModel CONSTANT)
    Q_PROPERTY(QStringList phaseNames READ phaseNames NOTIFY changed)
    Q_PROPERTY(int phaseIndex READ phaseIndex NOTIFY changed)
    // "weapon", "tile", "engine" (cockpit choices), "command", "overflow", "wait" (cards,
    // dice or another player), "over"; "" without a game.
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    // While the board plays out steps (animating), the prompt, the phase, the acting seat,
    // the cockpit's district and the districts' "active" follow the step shown (the turn it
    // belongs to), not the engine's next turn: the prompt is the step's sentence.
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed)
    // The seat deciding now (its panel holds the cockpit), -1 while the game deals or rolls
    // and once it is over.
    Q_PROPERTY(int actingSeat READ actingSeat NOTIFY changed)
    // The cells the command under the pointer would hit, set by the cockpit's buttons and
    // marked on the board.
    Q_PROPERTY(QVariantList hoverCells READ hoverCells WRITE setHoverCells NOTIFY hoverCellsChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged) // the last refusal
    Q_PROPERTY(int district READ district NOTIFY changed)          // whose ship is up
    Q_PROPERTY(QString districtName READ districtName NOTIFY changed)
    Q_PROPERTY(QString districtColor READ districtColor NOTIFY changed)
    // Every district: [{district, name, color, invaders, spaces, invaded, ship, shipText,
    // weapon, engine, tile, shielded, losses, tilesLeft, tiles (the ship card's defence tiles,
    // 0 for a card without), pilot, pilotSeat, active}]. While the
    // board plays out steps, the moment it shows: the invaders and shields of the step's
    // picture, the ships as they were before the action shown (a lost ship's district
    // switches to its replacement at the step that shows the loss). The figures (spawnLeft,
    // shipyardLeft, invadedCount) follow the steps too, and the session's log shows the
    // entries of the actions up to the one shown (GameSession::logShownLength).
    Q_PROPERTY(QVariantList districts READ districts NOTIFY changed)
    // The roll of the turn: [{index, face, name, used}]; the bonus tile {name, text, symbol,
    // reroll, used}.
    Q_PROPERTY(QVariantList dice READ dice NOTIFY changed)
    Q_PROPERTY(QVariantMap tile READ tile NOTIFY changed)
    // The commands: each can..., its reason when not, its name and text, and the cells it
    // would hit (for the highlight on hover).
    Q_PROPERTY(QVariantMap commands READ commands NOTIFY changed)
    // Where a cell click goes: "" (Move), "engine" or "special" (after their button).
    Q_PROPERTY(QString aim READ aim NOTIFY changed)
    // The cockpit choice at hand: [{index, name, text, cost}] (cost: the Special symbols a
    // weapon's or engine's use takes, 0 for none), and the ship card it is for.
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)
    Q_PROPERTY(QString cockpitShip READ cockpitShip NOTIFY changed)
    Q_PROPERTY(QString cockpitShipText READ cockpitShipText NOTIFY changed)
    // The overflow choice: [{district, name, color, legal, reason}].
    Q_PROPERTY(QVariantList overflowChoices READ overflowChoices NOTIFY changed)
    Q_PROPERTY(int spawnLeft READ spawnLeft NOTIFY changed)
    // The round, from 1 (a round: each district's ship has its turn, Rocketown first); it
    // follows the steps as the other figures do.
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int shipyardLeft READ shipyardLeft NOTIFY changed)
    Q_PROPERTY(int invadedCount READ invadedCount NOTIFY changed)
    Q_PROPERTY(int districtsToLose READ districtsToLose NOTIFY changed)
    Q_PROPERTY(QString difficulty READ difficulty NOTIFY changed)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(bool won READ won NOTIFY changed)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY changed)
    Q_PROPERTY(QString resultText READ resultText NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // Step by step (issue 14): what happens between two of the viewer's decisions (the spawn
    // card and its landing, the approach alien by alien, frenzies, crashes, invasions, the
    // computer teammates' shots) plays out one moment at a time from the engine's events;
    // the cells (and the districts' invaders) show that moment, the last one the engine's
    // state. Any input of the viewer ends it first (skipAnimation()); a click on the board
    // or a key only ends it. Steps last stepDuration ms: -1 (the default) follows the game
    // screen's speed (GameSession::computerDelay: none at "instant"), 0 never animates.
    // manualSteps (tests) holds each step until advanceAnimation().
    Q_PROPERTY(bool animating READ animating NOTIFY animationChanged)
    // The step shown: {kind ("spawn" the card before it lands, "land", "move", "frenzy",
    // "crash", "shipLost", "hit", "invade", "districtLost", "destroy", "" a plain moment),
    // caption, cells, from, to, card ([{cell, kind, name, color, angle}] for "spawn"),
    // reader (the district the card is read from), index, count, length (the history's
    // length once the step's action is applied), district (the turn it belongs to, -1
    // unknown)}; {} when not animating. The session's log
    // shows an action's lines with its last step.
    Q_PROPERTY(QVariantMap animationStep READ animationStep NOTIFY animationChanged)
    Q_PROPERTY(int stepDuration READ stepDuration WRITE setStepDuration NOTIFY stepSettingsChanged)
    Q_PROPERTY(bool manualSteps READ manualSteps WRITE setManualSteps NOTIFY stepSettingsChanged)
    // Where "Suggest a move" (GameSession::hintAction) points on this board: the space
    // (a move, the aimed engine or special's space), the cockpit button ("fire", "weapon",
    // "engine", "special", "reroll", "endTurn", "choice", "overflow") and, for a choice or
    // an overflow, the choice's index or the district; -1 / "" for none.
    Q_PROPERTY(int hintCell READ hintCell NOTIFY hintChanged)
    Q_PROPERTY(QString hintButton READ hintButton NOTIFY hintChanged)
    Q_PROPERTY(int hintIndex READ hintIndex NOTIFY hintChanged)

public:
    explicit GfController(QObject *parent = nullptr);
    ~GfController() override;

    GameSession *session() const { return m_session; }
    void setSession(GameSession *session);
    GfCellModel *cells()
    {
        flushPending();
        return &m_cells;
    }
    void flushPending();

    QStringList phaseNames() const;
    int phaseIndex() const;
    QString phase() const;
    QString prompt() const;
    bool myDecision() const;
    int actingSeat() const;
    QVariantList hoverCells() const { return m_hoverCells; }
    void setHoverCells(const QVariantList &cells);
    QString message() const { return m_message; }
    int district() const;
    QString districtName() const;
    QString districtColor() const;
    QVariantList districts() const;
    QVariantList dice() const;
    QVariantMap tile() const;
    QVariantMap commands() const;
    QString aim() const { return m_aim; }
    QVariantList choices() const;
    QString cockpitShip() const;
    QString cockpitShipText() const;
    QVariantList overflowChoices() const;
    int spawnLeft() const;
    int round() const;
    int shipyardLeft() const;
    int invadedCount() const;
    int districtsToLose() const;
    QString difficulty() const;
    bool gameOver() const;
    bool won() const;
    QString resultTitle() const;
    QString resultText() const;
    QString summary() const;
    bool animating() const { return !m_steps.empty(); }
    QVariantMap animationStep() const;
    int stepDuration() const { return m_stepDuration; }
    void setStepDuration(int ms);
    bool manualSteps() const { return m_manualSteps; }
    void setManualSteps(bool manual);
    int hintCell() const;
    QString hintButton() const;
    int hintIndex() const;

    // Shows the next moment of the animation (the engine's state after the last).
    Q_INVOKABLE void advanceAnimation();
    // Shows the engine's state at once (and the rest of a computer turn: the session's
    // skipAnimation()).
    Q_INVOKABLE void skipAnimation();

    // The player's input. Each returns "" or a short translated reason (also in message);
    // a refused input leaves the game unchanged.
    Q_INVOKABLE QString fire();
    Q_INVOKABLE QString weapon();
    Q_INVOKABLE QString engine();  // at once, or aims at the cells it can reach
    Q_INVOKABLE QString special(); // at once, or aims at the cells it can hit
    Q_INVOKABLE QString reroll();
    Q_INVOKABLE QString endTurn();
    Q_INVOKABLE QString clickCell(int cell);
    Q_INVOKABLE QString choose(int index); // the cockpit choice at hand
    Q_INVOKABLE QString overflow(int district);
    Q_INVOKABLE void cancelAim();

    const GfState *state() const;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void sessionChanged();
    void changed();
    void messageChanged();
    void hoverCellsChanged();
    void animationChanged();
    void stepSettingsChanged();
    void hintChanged();

private:
    void onStateChanged();
    void onActionApplied(qint64 action, int actor, const QString &text);
    void rebuild();
    void scheduleRebuild();
    GfCellModel *cellModel() { return &m_cells; }
    QString refuse(const QString &reason);
    QString apply(Action action);
    QString decisionRefusal() const;
    QString seatLabel(int seat) const;
    // The action a click on `cell` makes now (Move, or the aimed engine or special), 0 none.
    Action cellAction(const GfState &s, int cell) const;
    bool aimsWithCell(const GfState &s, ActionKind kind) const;

    // What the side panels and the figures show of the ships and the decks (the rest is in
    // the picture).
    struct Panel
    {
        std::array<Ship, kDistricts> ships{};
        // Each ship's pilot (the seat; the red ship's changes each round with 3 players).
        std::array<int, kDistricts> pilots{};
        int spawnLeft = 0;
        int shipyardLeft = 0;
        int round = 0; // 0-based, as GfState::round()
    };
    static Panel panelOf(const GfState &s);
    struct Step
    {
        GfPicture picture; // what the board shows during the step
        Panel panel;       // and the panels
        // The history length once the step's action is applied: the log shows up to it.
        std::size_t length = 0;
        int lost = -1; // "shipLost": the district whose ship is lost (and replaced)
        QString kind, caption;
        QVariantList cells;
        int from = -1, to = -1;
        QVariantList card; // the spawn card's aliens ("spawn")
        int reader = -1;
        std::vector<std::pair<int, QString>> marks; // cell, mark
        // The turn the step belongs to: its district (the ship whose turn it is), -1 unknown.
        int district = -1;
        // What a screen reader is told: the caption, but a run of alien moves in an
        // approach is one sentence ("3 aliens approach.") on its first step, none on the rest.
        QString spoken;
    };
    // The steps of `action` just applied to `s`, from `before` (the picture before it).
    std::vector<Step> stepsFor(const GfState &s, Action action, GfPicture before) const;
    int baseDuration() const;
    // The district of the turn the board shows: the step's while animating, else the engine's.
    int shownDistrict() const;
    void startStep();
    void clearSteps();
    void resetPicture();
    // The session's log follows the step shown (all of it when not animating).
    void holdLog();

    GameSession *m_session = nullptr;
    GfCellModel m_cells;
    bool m_rebuildPending = false;
    QString m_message;
    QString m_aim;
    QVariantList m_hoverCells;
    // What happened since the viewer's last decision, per cell (for the marks).
    std::vector<QString> m_marks;
    QMetaObject::Connection m_connections[6];
    // The animation: the steps to show (the front one is on the board), the engine's picture
    // after the last action seen and how many actions that was.
    std::deque<Step> m_steps;
    int m_stepCount = 0; // the steps of the animation going on, shown ones included
    GfPicture m_last;
    Panel m_lastPanel;
    int m_lastDistrict = 0;       // whose turn it was after the last action seen
    QPointer<GameSession> m_held; // the session whose log this controller may hold back
    std::size_t m_seenHistory = 0;
    QTimer m_stepTimer;
    int m_stepDuration = -1;
    bool m_manualSteps = false;
};

} // namespace starboard::gf
