#pragma once

// The Galaxy of D board's adapter: turns the engine's state into list models for the QML
// board (sectors, the selected stack, the shop, the combat) and the player's clicks into
// engine actions. It holds no rules: reachability, legality and every outcome come from the
// engine (legal actions, applied to clones of the state).

#include "engine/game.h"
#include "rowlistmodel.h"
#include "session.h"

#include <QAbstractListModel>
#include <QColor>
#include <QObject>
#include <QPointF>
#include <QSizeF>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <map>
#include <memory>
#include <tuple>
#include <vector>

namespace starboard::god {

class GodState;
class GodController;
struct Ship;

// One row per sector: geometry (from the hex layout, in board pixels), Things, Starbase,
// the stacks as the viewing seat may see them, and highlights for the current decision.
// Rebuilt by the controller; a change tells the views only the sectors and roles that
// changed.
class GodSectorModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GodController")

public:
    enum Role
    {
        XRole = Qt::UserRole + 1, // centre
        YRole,
        QRole,
        RRole,
        ThingRole,     // "planet", "asteroid", "spaceport" or ""
        ThingNameRole, // translated
        StarbaseRole,  // owning seat or -1
        ArmorRole,     // Starbase armor (when StarbaseRole >= 0)
        HighlightRole, // "", "move", "place", "combat", "pirate", "selected", "fight"
        HolderRole,    // seat holding a planet/asteroid, -1
        StacksRole,    // list of {side, count, top (ship id), topName, cargo, own (bool)}
        SectorRole     // the sector's index in the galaxy
    };
    Q_ENUM(Role)
    struct Stack
    {
        int side = 0;
        int count = 0;
        QString top;
        QString topName;
        bool cargo = false;
        bool own = false;

        bool operator==(const Stack &) const = default;
    };
    struct Row
    {
        qreal x = 0, y = 0;
        int q = 0, r = 0;
        QString thing, thingName;
        int starbase = -1;
        int armor = 0;
        QString highlight;
        int holder = -1;
        std::vector<Stack> stacks;
        int sector = -1;

        // A click here does something now: a highlighted target, or one's own stack to
        // select.
        bool actionable() const;
        bool operator==(const Row &) const = default;
    };

    using starboard::RowListModel::RowListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    static QVariant value(const Row &row, int role); // data() of a row
    QHash<int, QByteArray> roleNames() const override;
    void setRows(std::vector<Row> rows);
    const std::vector<Row> &rows() const { return m_rows; }

private:
    std::vector<Row> m_rows;
};

// A list of ship rows: the selected stack (own ships), the shop, or the fighters.
class GodShipListModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GodController")

public:
    enum Role
    {
        ShipRole = Qt::UserRole + 1, // ship type id ("cruiser"), for the art
        NameRole,                    // translated
        SideRole,                    // owner seat, 2 for the Pirates
        CargoRole,
        MovesRole,     // moves left (stack)
        CountRole,     // how many (stack rows group alike ships; shop: in play)
        SelectedRole,  // stack: selected for moving; fight: already picked
        EnabledRole,   // shop: can buy now; fight: can be chosen now; stack: can move
        CostRole,      // shop
        SpeedRole,     // shop
        AttackRole,    // shop
        ArmorRole,     // shop
        ChitsRole,     // shop: chits per side
        SpecialRole,   // shop: translated special
        DestroyedRole, // fight
        TypeIndexRole, // ship type index (for buy/casualty calls)
        CanTopRole,    // stack: the owner may put this ship on top now (ChooseTop)
        ReasonRole     // shop: why it cannot be bought now ("" when it can, or not buying)
    };
    Q_ENUM(Role)
    struct Row
    {
        QString ship;
        QString name;
        int side = 0;
        bool cargo = false;
        int moves = 0;
        int count = 1;
        bool selected = false;
        bool enabled = true;
        int cost = 0, speed = 0, attack = 0, armor = 0, chits = 0;
        QString special;
        bool destroyed = false;
        int typeIndex = 0;
        bool canTop = false;
        QString reason;

        bool operator==(const Row &) const = default;
    };

    using starboard::RowListModel::RowListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    static QVariant value(const Row &row, int role); // data() of a row
    QHash<int, QByteArray> roleNames() const override;
    void setRows(std::vector<Row> rows);
    const std::vector<Row> &rows() const { return m_rows; }

private:
    std::vector<Row> m_rows;
};

// Per-seat figures for the side panels.
class GodPlayerModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GodController")

public:
    enum Role
    {
        MoneyRole = Qt::UserRole + 1,
        ArmorRole,
        FirstRole,    // the First Turn Player
        ActiveRole,   // whose turn it is
        ShipsRole,    // ships in play
        IncomeRole,   // what production would pay now (planets, asteroids, Starbase)
        SideNameRole, // translated
        ColorRole
    };
    Q_ENUM(Role)
    struct Row
    {
        int money = 0;
        int armor = 0;
        bool first = false;
        bool active = false;
        int ships = 0;
        int income = 0;
        QString sideName;
        QColor color;

        bool operator==(const Row &) const = default;
    };

    using starboard::RowListModel::RowListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    static QVariant value(const Row &row, int role); // data() of a row
    QHash<int, QByteArray> roleNames() const override;
    void setRows(std::vector<Row> rows);
    const std::vector<Row> &rows() const { return m_rows; }

private:
    std::vector<Row> m_rows;
};

class GodController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(starboard::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(qreal hexRadius READ hexRadius WRITE setHexRadius NOTIFY layoutChanged)
    Q_PROPERTY(QSizeF boardSize READ boardSize NOTIFY layoutChanged)
    Q_PROPERTY(qreal boardWidth READ boardWidth NOTIFY layoutChanged)
    Q_PROPERTY(qreal boardHeight READ boardHeight NOTIFY layoutChanged)
    // The models as QML sees them (updated once per event-loop turn; see flushPending()).
    Q_PROPERTY(starboard::god::GodSectorModel *sectors READ sectorModel CONSTANT)
    // The sectors with something to draw on the hex (a Thing, a Starbase, stacks): the
    // board's pictures (GodGrid draws the hexes of all sectors).
    Q_PROPERTY(starboard::god::GodSectorModel *sectorArt READ sectorArtModel CONSTANT)
    Q_PROPERTY(starboard::god::GodShipListModel *stack READ stackModel CONSTANT)
    Q_PROPERTY(starboard::god::GodShipListModel *shop READ shopModel CONSTANT)
    Q_PROPERTY(starboard::god::GodShipListModel *fighters READ fighterModel CONSTANT)
    Q_PROPERTY(starboard::god::GodPlayerModel *players READ playerModel CONSTANT)
    Q_PROPERTY(QStringList phaseNames READ phaseNames NOTIFY changed)
    Q_PROPERTY(int phaseIndex READ phaseIndex NOTIFY changed)
    Q_PROPERTY(QString phase READ phase NOTIFY changed) // "bidding", "movement", "fight", ...
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed) // the viewing human decides
    Q_PROPERTY(int selectedSector READ selectedSector NOTIFY changed)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged) // last refusal
    Q_PROPERTY(int cargoPrice READ cargoPrice NOTIFY changed)
    Q_PROPERTY(int bid READ bid NOTIFY changed)
    Q_PROPERTY(int maxRise READ maxRise NOTIFY changed) // 0 when the decider cannot rise
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int fightSector READ fightSector NOTIFY changed)
    Q_PROPERTY(QVariantList fightSides READ fightSides NOTIFY changed)
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY changed)
    Q_PROPERTY(QString pendingCost READ pendingCost NOTIFY changed)
    // For the end-of-game summary: how the Starbases ended.
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    // "Hint": the sectors of the session's suggested move (where from and where to, or the
    // sector it names), empty without a suggestion.
    Q_PROPERTY(QVariantList hintSectors READ hintSectors NOTIFY hintChanged)
    // The sectors the viewing human is to click now to decide (where a Starbase may go, the
    // combat to resolve, the fight, the pirate to move); [] when the decision is elsewhere.
    // The board brings one into view when none is (a zoomed-in map hid the pirates).
    Q_PROPERTY(QVariantList targetSectors READ targetSectors NOTIFY changed)

public:
    explicit GodController(QObject *parent = nullptr);
    ~GodController() override;

    GameSession *session() const { return m_session; }
    void setSession(GameSession *session);
    qreal hexRadius() const { return m_radius; }
    void setHexRadius(qreal radius);
    QSizeF boardSize() const { return m_boardSize; }
    qreal boardWidth() const { return m_boardSize.width(); }
    qreal boardHeight() const { return m_boardSize.height(); }
    // The sector model as it is now, without bringing it up to date (GodGrid, which draws
    // it and follows its signals).
    const GodSectorModel *currentSectors() const { return &m_sectors; }
    // The models for C++ readers, brought up to date first.
    GodSectorModel *sectors()
    {
        flushPending();
        return &m_sectors;
    }
    GodShipListModel *stack()
    {
        flushPending();
        return &m_stack;
    }
    GodShipListModel *shop()
    {
        flushPending();
        return &m_shop;
    }
    GodShipListModel *fighters()
    {
        flushPending();
        return &m_fighters;
    }
    GodPlayerModel *players()
    {
        flushPending();
        return &m_players;
    }
    // The session's changes mark the models out of date and rebuild them once, at the next
    // turn of the event loop (a click can bring many changes: the action, dice, the
    // computer's moves); this rebuilds them at once when they are out of date.
    void flushPending();
    QStringList phaseNames() const;
    int phaseIndex() const;
    QString phase() const;
    QString prompt() const;
    bool myDecision() const;
    int selectedSector() const { return m_selected; }
    QString message() const { return m_message; }
    int cargoPrice() const;
    int bid() const;
    int maxRise() const;
    int turn() const;
    int fightSector() const;
    QVariantList fightSides() const;
    int viewSeat() const;
    QString pendingCost() const;
    QString summary() const;

    // The player's input. Each returns "" or a short translated reason (also in message).
    Q_INVOKABLE QString clickSector(int sector);
    // Drops the selected stack (Escape on the board).
    Q_INVOKABLE void clearSelection();
    Q_INVOKABLE QString toggleStackRow(int row);
    // Puts the ship of that row of the selected stack on top (what the opponent sees).
    Q_INVOKABLE QString putOnTop(int row);
    Q_INVOKABLE QString buy(int typeIndex);
    Q_INVOKABLE QString done();
    Q_INVOKABLE QString rise(int amount);
    Q_INVOKABLE QString pass();
    Q_INVOKABLE QString chooseCasualty(int typeIndex, bool cargo);
    Q_INVOKABLE QPointF sectorCentre(int sector) const;
    QVariantList hintSectors() const;
    QVariantList targetSectors() const;
    Q_INVOKABLE QString shipArt(const QString &shipId, int side) const;
    Q_INVOKABLE QColor sideColor(int side) const;

    // For the models.
    const GodState *state() const;
    bool eventFilter(QObject *watched, QEvent *event) override;
    QPointF centre(int sector) const;
    std::vector<QString> highlights() const; // per sector
    int incomeOf(int seat) const;

signals:
    void sessionChanged();
    void hintChanged();
    void layoutChanged();
    void changed();
    void messageChanged();
    // A ship moved (for the board's animation): side, ship id, from and to sectors.
    void shipMoved(int side, const QString &ship, int from, int to);
    // A combat ended: sector and a translated summary of its result.
    void combatResolved(int sector, const QString &summary);
    // A turn ended with production (6.5): a translated summary.
    void productionDone(const QString &summary);
    // Something a move caused (cargo loaded or sold, a Bomber's hit) or a pirate's die
    // roll, in words.
    void movementEvent(const QString &text);

private:
    void onStateChanged();
    void onActionApplied(qint64 action, int actor, const QString &text);
    void rebuild();
    void scheduleRebuild();
    void refreshSectors();
    void refreshPlayers();
    // QML's reads: no rebuild inside a binding.
    GodSectorModel *sectorModel() { return &m_sectors; }
    GodSectorModel *sectorArtModel() { return &m_sectorArt; }
    GodShipListModel *stackModel() { return &m_stack; }
    GodShipListModel *shopModel() { return &m_shop; }
    GodShipListModel *fighterModel() { return &m_fighters; }
    GodPlayerModel *playerModel() { return &m_players; }
    static GodShipListModel::Row shipRow(const GodState &s, const Ship &ship);
    // Why the deciding seat cannot buy ship type `type` now (all chits in play, or not
    // enough money left), for the shop's cards and for buy()'s refusal.
    static QString buyRefusal(const GodState &s, int type);
    std::vector<const Ship *> selectedStack() const;
    void layout();
    void computeReach();
    QString refuse(const QString &reason);
    QString applyAll(const std::vector<Action> &actions);
    std::vector<int> legalSectors(int kind) const;

    GameSession *m_session = nullptr;
    qreal m_radius = 36;
    QSizeF m_boardSize;
    std::vector<QPointF> m_centres;
    GodSectorModel m_sectors;
    GodSectorModel m_sectorArt;
    GodShipListModel m_stack;
    GodShipListModel m_shop;
    GodShipListModel m_fighters;
    GodPlayerModel m_players;
    int m_selected = -1;
    std::vector<std::uint32_t> m_selectedShips; // uids chosen in the selected stack
    std::map<int, std::vector<Action>> m_reach; // destination -> steps (all selected ships)
    QString m_message;
    // The previous state's ships and armor, to animate moves and sum up combats.
    struct Snapshot
    {
        const GameSession *session = nullptr;
        int revision = 0;
        // uid, owner, type, sector, cargo
        std::vector<std::tuple<std::uint32_t, int, int, int, bool>> ships;
        int armor[2] = {0, 0};
        int money[2] = {0, 0};
        int income[2] = {0, 0};
        int turn = 0;
        int active = -1;
        int phase = -1;
    } m_snapshot;
    bool m_rebuildPending = false;
    QMetaObject::Connection m_stateConnection;
    QMetaObject::Connection m_actionConnection;
};

} // namespace starboard::god
