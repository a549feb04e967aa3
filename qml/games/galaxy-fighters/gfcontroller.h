#pragma once

// The Galaxy Fighters board's adapter: turns the engine's state into a model of the board's
// cells and a few lists (dice, districts, cockpit choices) for the QML board, and the
// player's clicks into engine actions through the session. It holds no rules: what may be
// clicked, every refusal and every outcome come from the engine.

#include "engine/game.h"
#include "rowlistmodel.h"
#include "session.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

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
        MarkRole,    // what happened here since the viewer's last decision: "landed",
                     // "moved", "destroyed", "crashed", ""
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
    // weapon, engine, tile, shielded, losses, tilesLeft, pilot, pilotSeat, active}].
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
    // The cockpit choice at hand: [{index, name, text}], and the ship card it is for.
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)
    Q_PROPERTY(QString cockpitShip READ cockpitShip NOTIFY changed)
    Q_PROPERTY(QString cockpitShipText READ cockpitShipText NOTIFY changed)
    // The overflow choice: [{district, name, color, legal, reason}].
    Q_PROPERTY(QVariantList overflowChoices READ overflowChoices NOTIFY changed)
    Q_PROPERTY(int spawnLeft READ spawnLeft NOTIFY changed)
    Q_PROPERTY(int shipyardLeft READ shipyardLeft NOTIFY changed)
    Q_PROPERTY(int invadedCount READ invadedCount NOTIFY changed)
    Q_PROPERTY(int districtsToLose READ districtsToLose NOTIFY changed)
    Q_PROPERTY(QString difficulty READ difficulty NOTIFY changed)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(bool won READ won NOTIFY changed)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY changed)
    Q_PROPERTY(QString resultText READ resultText NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)

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
    int shipyardLeft() const;
    int invadedCount() const;
    int districtsToLose() const;
    QString difficulty() const;
    bool gameOver() const;
    bool won() const;
    QString resultTitle() const;
    QString resultText() const;
    QString summary() const;

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

    GameSession *m_session = nullptr;
    GfCellModel m_cells;
    bool m_rebuildPending = false;
    QString m_message;
    QString m_aim;
    QVariantList m_hoverCells;
    // What happened since the viewer's last decision, per cell (for the marks).
    std::vector<QString> m_marks;
    QMetaObject::Connection m_connections[4];
};

} // namespace starboard::gf
