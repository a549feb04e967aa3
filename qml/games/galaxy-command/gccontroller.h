#pragma once

// The Galaxy Command board's adapter: turns the engine's state into list models for the
// QML board (the shown player's sector, the technology mat, every player's mat and score)
// and the player's clicks into engine actions through the session. It holds no rules:
// what may be clicked, every refusal and every outcome come from the engine.

#include "engine/game.h"
#include "rowlistmodel.h"
#include "session.h"

#include <QAbstractListModel>
#include <QColor>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace starboard::gc {

class GcState;
class GcController;

// The system cards of the shown player's sector, in the engine's slot order: the near
// systems, then the distant ones.
class GcSlotModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GcController")

public:
    enum Role
    {
        SlotRole = Qt::UserRole + 1,
        DistantRole,
        ExploredRole, // face up
        AlignedRole,
        NameRole, // translated, "" while face down
        NumberRole,
        MetalRole,
        WealthRole,
        ResistanceRole,
        VictoryPointsRole,
        ActionRole,   // what a click does now: "explore", "conquer" or ""
        ReasonRole,   // why a click does nothing now (translated), "" when it acts
        HighlightRole // "attack" (the last explore or conquer), "event" (hit by this round's
                      // event), ""
    };
    Q_ENUM(Role)
    struct Row
    {
        int slot = 0;
        bool distant = false;
        bool explored = false;
        bool aligned = false;
        QString name;
        int number = 0;
        int metal = 0, wealth = 0, resistance = 0, victoryPoints = 0;
        QString action;
        QString reason;
        QString highlight;

        bool operator==(const Row &) const = default;
    };

    using starboard::RowListModel::RowListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    static QVariant value(const Row &row, int role); // data() of a row
    QHash<int, QByteArray> roleNames() const override;
    // `reset`: the rows are another sector's (the views make their cards anew, without
    // turning them over).
    void setRows(std::vector<Row> rows, bool reset = false);
    const std::vector<Row> &rows() const { return m_rows; }

private:
    std::vector<Row> m_rows;
};

// The technology mat of the shown player, in mat order (row by row, first generation
// first).
class GcTechModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GcController")

public:
    enum Role
    {
        TechIndexRole = Qt::UserRole + 1, // for discover()
        TechIdRole,
        NameRole, // translated
        TextRole, // translated effect
        RowRole,
        GenerationRole,
        CostRole,
        VictoryPointsRole,
        OwnedRole,      // discovered (a cube on it)
        AvailableRole,  // can be discovered now, by a click
        AffordableRole, // the shown player's wealth covers the cost
        LockedRole,     // the first technology of its row is missing
        ReasonRole      // why a click does nothing now (translated)
    };
    Q_ENUM(Role)
    struct Row
    {
        int techIndex = 0;
        QString techId;
        QString name;
        QString text;
        int row = 0, generation = 1, cost = 0, victoryPoints = 0;
        bool owned = false, available = false, affordable = false, locked = false;
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

// Every player: the home mat's figures, the sector in brief, the score and rank.
class GcPlayerModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GcController")

public:
    enum Role
    {
        SeatRole = Qt::UserRole + 1,
        NameRole,     // the player's name (seats)
        SideNameRole, // "Player 1"
        ColorRole,
        MetalRole,
        WealthRole,
        MilitaryRole,
        MetalProductionRole,
        WealthProductionRole,
        StorageLimitRole,
        MilitaryLimitRole,
        StrikeRole, // no (or half) production at the next collect
        LostRole,   // out of the game (home world revolt or conceded)
        ActiveRole, // whose turn it is
        ViewerRole, // the seat whose decisions this screen shows
        ShownRole,  // the seat whose sector the board shows
        AlignedRole,
        AlignedDistantRole,
        ExploredRole,
        TechsRole,
        ScoreRole, // victory points now (the final score at the end)
        SystemsPointsRole,
        TechPointsRole,
        ExplorationBonusRole,
        ScientificBonusRole,
        WarlordBonusRole,
        RankRole, // translated rank name for the score now
        RankIndexRole,
        CardsRole,    // [{explored, aligned, distant}] per slot, for the small sectors
        DiplomacyRole // this turn's explore or conquer needs no roll
    };
    Q_ENUM(Role)
    struct Row
    {
        int seat = 0;
        QString name, sideName;
        QColor color;
        int metal = 0, wealth = 0, military = 0, metalProduction = 0, wealthProduction = 0;
        int storageLimit = 0, militaryLimit = 0;
        bool strike = false, lost = false, active = false, viewer = false, shown = false;
        int aligned = 0, alignedDistant = 0, explored = 0, techs = 0;
        int score = 0, systemsPoints = 0, techPoints = 0;
        int explorationBonus = 0, scientificBonus = 0, warlordBonus = 0;
        QString rank;
        int rankIndex = 0;
        QVariantList cards;
        bool diplomacy = false;

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

class GcController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(starboard::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    // The models as QML sees them (updated once per event-loop turn; see flushPending()).
    Q_PROPERTY(starboard::gc::GcSlotModel *sector READ slotModel CONSTANT)
    Q_PROPERTY(starboard::gc::GcTechModel *technologies READ techModel CONSTANT)
    Q_PROPERTY(starboard::gc::GcPlayerModel *players READ playerModel CONSTANT)
    // Where the game stands.
    Q_PROPERTY(QStringList phaseNames READ phaseNames NOTIFY changed)
    Q_PROPERTY(int phaseIndex READ phaseIndex NOTIFY changed)
    // "action", "reveal", "roll", "trade", "build", "event", "over" ("" without a game)
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed)     // the viewing human decides
    Q_PROPERTY(QString message READ message NOTIFY messageChanged) // the last refusal
    Q_PROPERTY(int year READ year NOTIFY changed)
    Q_PROPERTY(int eventsLeft READ eventsLeft NOTIFY changed)         // this year
    Q_PROPERTY(int eventsThisYear READ eventsThisYear NOTIFY changed) // the year's pile
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int rounds READ rounds NOTIFY changed) // in the whole game
    Q_PROPERTY(int numPlayers READ numPlayers NOTIFY changed)
    Q_PROPERTY(int nearCount READ nearCount NOTIFY changed) // system cards per sector
    Q_PROPERTY(int distantCount READ distantCount NOTIFY changed)
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY changed)
    // The player whose sector and mats the board shows: the viewer unless another player
    // was picked with showSeat().
    Q_PROPERTY(int shownSeat READ shownSeat NOTIFY changed)
    Q_PROPERTY(QString shownName READ shownName NOTIFY changed)
    Q_PROPERTY(QString shownColor READ shownColor NOTIFY changed) // "#rrggbb"
    // The shown player's home mat.
    Q_PROPERTY(int metal READ metal NOTIFY changed)
    Q_PROPERTY(int wealth READ wealth NOTIFY changed)
    Q_PROPERTY(int military READ military NOTIFY changed)
    Q_PROPERTY(int metalProduction READ metalProduction NOTIFY changed)
    Q_PROPERTY(int wealthProduction READ wealthProduction NOTIFY changed)
    Q_PROPERTY(int storageLimit READ storageLimit NOTIFY changed)
    Q_PROPERTY(int militaryLimit READ militaryLimit NOTIFY changed)
    Q_PROPERTY(int trackLength READ trackLength NOTIFY changed) // the mat's highest box
    Q_PROPERTY(bool strike READ strike NOTIFY changed)
    // Where the hint ("Suggest a move") points on the board: the system card to explore or
    // conquer (its slot in the viewing player's sector), the technology to discover (its
    // index), or the button ("bide", "trade0", "trade1", "noTrade", "build", "endTurn");
    // -1 or "" otherwise.
    Q_PROPERTY(int hintSlot READ hintSlot NOTIFY hintChanged)
    Q_PROPERTY(int hintTech READ hintTech NOTIFY hintChanged)
    Q_PROPERTY(QString hintButton READ hintButton NOTIFY hintChanged)
    Q_PROPERTY(bool diplomacyReady READ diplomacyReady NOTIFY changed)
    // The decisions of the turn, for the buttons.
    Q_PROPERTY(bool canBide READ canBide NOTIFY changed)
    Q_PROPERTY(bool canBuild READ canBuild NOTIFY changed)
    Q_PROPERTY(QString buildReason READ buildReason NOTIFY changed)
    Q_PROPERTY(bool canTradeMetal READ canTradeMetal NOTIFY changed)   // give metal
    Q_PROPERTY(bool canTradeWealth READ canTradeWealth NOTIFY changed) // give wealth
    Q_PROPERTY(bool canEndTurn READ canEndTurn NOTIFY changed)
    Q_PROPERTY(int commerceGive READ commerceGive NOTIFY changed)
    Q_PROPERTY(int commerceGet READ commerceGet NOTIFY changed)
    Q_PROPERTY(int militaryMetalCost READ militaryMetalCost NOTIFY changed)
    Q_PROPERTY(int militaryWealthCost READ militaryWealthCost NOTIFY changed)
    // This round's event cards, red alerts first: [{card, number, name, redAlert, condition,
    // year1, year2, note, year, replacement, effects: [{seat, name, color, text, bad,
    // good, pending}]}]; after the round, the last event.
    Q_PROPERTY(QVariantList eventCards READ eventCards NOTIFY changed)
    // The last die roll (see dieRolled), {} before the first.
    Q_PROPERTY(QVariantMap lastRoll READ lastRoll NOTIFY rollChanged)
    // The end.
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(int alignedDistant READ alignedDistant NOTIFY changed)
    Q_PROPERTY(int distantToWin READ distantToWin NOTIFY changed)
    Q_PROPERTY(bool empireWon READ empireWon NOTIFY changed)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY changed) // "Promoted to Admiral"
    Q_PROPERTY(QString resultText READ resultText NOTIFY changed)   // "18 victory points"
    Q_PROPERTY(QString summary READ summary NOTIFY changed)         // for the game screen
    // The ranks of the ruleset, lowest first: [{name, minScore, maxScore (-1: no limit)}].
    Q_PROPERTY(QVariantList ranks READ ranks NOTIFY changed)

public:
    explicit GcController(QObject *parent = nullptr);
    ~GcController() override;

    GameSession *session() const { return m_session; }
    void setSession(GameSession *session);
    // The models for C++ readers, brought up to date first.
    GcSlotModel *sector()
    {
        flushPending();
        return &m_slots;
    }
    GcTechModel *technologies()
    {
        flushPending();
        return &m_techs;
    }
    GcPlayerModel *players()
    {
        flushPending();
        return &m_players;
    }
    // The session's changes mark the models out of date and rebuild them once, at the next
    // turn of the event loop (a click can bring many changes: the action, dice, draws, the
    // computer's moves); this rebuilds them at once when they are out of date.
    void flushPending();

    QStringList phaseNames() const;
    int phaseIndex() const;
    QString phase() const;
    QString prompt() const;
    bool myDecision() const;
    QString message() const { return m_message; }
    int year() const;
    int eventsLeft() const;
    int eventsThisYear() const;
    int round() const;
    int rounds() const;
    int numPlayers() const;
    int nearCount() const;
    int distantCount() const;
    int viewSeat() const;
    int shownSeat() const;
    QString shownName() const;
    QString shownColor() const;
    int metal() const;
    int wealth() const;
    int military() const;
    int metalProduction() const;
    int wealthProduction() const;
    int storageLimit() const;
    int militaryLimit() const;
    int trackLength() const;
    bool strike() const;
    int hintSlot() const;
    int hintTech() const;
    QString hintButton() const;
    bool diplomacyReady() const;
    bool canBide() const;
    bool canBuild() const;
    QString buildReason() const;
    bool canTradeMetal() const;
    bool canTradeWealth() const;
    bool canEndTurn() const;
    int commerceGive() const;
    int commerceGet() const;
    int militaryMetalCost() const;
    int militaryWealthCost() const;
    QVariantList eventCards() const { return m_eventCards; }
    QVariantMap lastRoll() const { return m_lastRoll; }
    bool gameOver() const;
    int alignedDistant() const;
    int distantToWin() const;
    bool empireWon() const;
    QString resultTitle() const;
    QString resultText() const;
    QString summary() const;
    QVariantList ranks() const;

    // The player's input. Each returns "" or a short translated reason (also in message);
    // a refused input leaves the game unchanged.
    Q_INVOKABLE QString clickSlot(int slot); // explore or conquer, whichever applies
    Q_INVOKABLE QString explore(int slot);
    Q_INVOKABLE QString conquer(int slot);
    Q_INVOKABLE QString bide();
    Q_INVOKABLE QString trade(int give); // 0: give metal for wealth, 1: wealth for metal
    Q_INVOKABLE QString noTrade();
    Q_INVOKABLE QString buildMilitary();
    Q_INVOKABLE QString discover(int techIndex);
    Q_INVOKABLE QString endTurn();
    // Shows another player's sector and mats (-1: the viewer's again).
    Q_INVOKABLE void showSeat(int seat);

    const GcState *state() const;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void sessionChanged();
    void changed();
    void hintChanged();
    void messageChanged();
    void rollChanged();
    // A die was rolled (or Interstellar Diplomacy made one needless), for the die
    // animation: {seat, name, color, kind ("attack", "diplomacy", "revolt", "invasion",
    // "coup"), system, roll, bonus, bonusLabel, total, target, success (the roller's
    // attempt or the event succeeded), good (for the player), headline, text}.
    void dieRolled(const QVariantMap &roll);
    // An event card was turned over: an entry of eventCards.
    void eventRevealed(const QVariantMap &card);
    // Something the viewer should notice that no click caused (collecting), in words.
    void notice(const QString &text);

private:
    void onStateChanged();
    void onActionApplied(qint64 action, int actor, const QString &text);
    void rebuild();
    void scheduleRebuild();
    // QML's reads: no rebuild inside a binding.
    GcSlotModel *slotModel() { return &m_slots; }
    GcTechModel *techModel() { return &m_techs; }
    GcPlayerModel *playerModel() { return &m_players; }
    QVariantMap eventCard(const GcState &s, int reportIndex) const;
    QVariantMap rollOf(const GcState &before, const GcState &after, Action action) const;
    QVariantMap attackRoll(const GcState &state) const; // the last explore or conquer
    void resetLastRoll();
    QString refuse(const QString &reason);
    QString apply(Action action);
    QString decisionRefusal() const; // "" when the viewer decides now
    QString seatLabel(int seat) const;

    GameSession *m_session = nullptr;
    GcSlotModel m_slots;
    GcTechModel m_techs;
    GcPlayerModel m_players;
    bool m_rebuildPending = false;
    int m_shown = -1;                   // -1: follow the viewer
    int m_sectorSeat = -1;              // whose sector the sector model holds
    const void *m_sectorGame = nullptr; // ... in which game
    QString m_message;
    QVariantList m_eventCards;
    QVariantMap m_lastRoll;
    std::unique_ptr<State> m_previous; // the state before the next action, for its effects
    QMetaObject::Connection m_connections[5];
};

} // namespace starboard::gc
