#pragma once

// The Galactic Warfare board's adapter (issue 15, first step): turns the engine's state into
// lists for the QML board (the squares with their stacks, the viewer's hand, the battle, the
// choices at hand) and the player's clicks into engine actions through the session. It holds
// no rules: what may be clicked, every refusal and every outcome come from the engine's legal
// actions and refusals. Only the viewing seat's hand is shown; the other hand is a count.

#include "engine/game.h"
#include "rowlistmodel.h"
#include "session.h"

#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace starboard::gw {

class GwState;

// The squares as a list model for the board's Repeater: a change of the game updates the
// squares that changed in place (a QVariantList property made all 80 squares again on every
// change, and the board's keyboard navigator made that slow: session 22). A row is the
// square's map of GwController::squares; each key is a role of the same name.
class GwSquareModel : public starboard::RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GwController")

public:
    struct Row
    {
        QVariantMap values;
        bool operator==(const Row &) const = default;
    };

    using starboard::RowListModel::RowListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    void setRows(std::vector<Row> rows);

private:
    static QVariant value(const Row &row, int role);
    std::vector<Row> m_rows;
};

class GwController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(starboard::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(int columns READ columns NOTIFY changed)
    Q_PROPERTY(int rows READ rows NOTIFY changed)
    // Every square, square index order (row 0, White's planet, first): {square, row, col,
    // name ("c4"), kind ("light", "dark", "planet"), planetOf (0, 1, -1), owner (-1 vacant),
    // powerUps, selected, action (what a click does now: "select", "charge", "attack",
    // "land", "target", ""), battle ("from", "target", "")}.
    Q_PROPERTY(QVariantList squares READ squares NOTIFY changed)
    // The same squares as a list model (roles: the keys above), for the board's Repeater.
    Q_PROPERTY(starboard::gw::GwSquareModel *squareModel READ squareModel CONSTANT)
    // "choose", "move", "follow", "battle", "land", "afterMove" (the viewer decides), "wait"
    // (the dice, the cards dealt, the other player), "over"; "" without a game.
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    // The game screen's phase track: "Who starts", "Move", "Battle", "After the move", and
    // the one the game is in (-1 once it is over): the same for both players.
    Q_PROPERTY(QStringList phaseNames READ phaseNames CONSTANT)
    Q_PROPERTY(int phaseIndex READ phaseIndex NOTIFY changed)
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed)
    // Dice just rolled are tumbling (650 ms, animations on): what they decided waits (the
    // log, the decisions, the pass screen: GwBoard's `animating`).
    Q_PROPERTY(bool rolling READ rolling NOTIFY changed)
    Q_PROPERTY(int viewSeat READ viewSeat NOTIFY changed)
    Q_PROPERTY(int mover READ mover NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged) // the last refusal
    // The selected ship's square (-1), and where it may charge and whom it may attack.
    Q_PROPERTY(int selected READ selected NOTIFY changed)
    Q_PROPERTY(QVariantList destinations READ destinations NOTIFY changed)
    Q_PROPERTY(QVariantList targets READ targets NOTIFY changed)
    // The card waiting for its squares (Tractor Beam, Planetary Defence, Saboteur): its type,
    // -1 none.
    Q_PROPERTY(int cardAim READ cardAim NOTIFY changed)
    // The viewer's hand: [{type, name, text, window, count, playable}].
    Q_PROPERTY(QVariantList hand READ hand NOTIFY changed)
    Q_PROPERTY(int opponentHandCount READ opponentHandCount NOTIFY changed)
    // Every card of the game's deck (the rules page): name, text, window, count (copies).
    Q_PROPERTY(QVariantList deck READ deck NOTIFY changed)
    // This game's numbers for the rules page (a designer's board, deck or rule variant):
    // columns, rows, whiteShips, blueShips, cardsDealt, deckSize, powerUpCap, dicePerShip,
    // homeDefenceDice, tieDefender, turnLimit; empty without a game.
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY changed)
    Q_PROPERTY(int deckLeft READ deckLeft NOTIFY changed)
    // The battle going on: {active, from, target, attacker, defender, attackerName,
    // defenderName, attackerDice, defenderDice, rolled, attackerSum, defenderSum, cards
    // (["White: Reinforcements", ...])}; {active: false} outside a battle.
    Q_PROPERTY(QVariantMap battle READ battle NOTIFY changed)
    // The last battle decided: {seen, winner, winnerName, attackerName, defenderName,
    // attackerSum, defenderSum, attackerDice, defenderDice}.
    Q_PROPERTY(QVariantMap lastBattle READ lastBattle NOTIFY changed)
    // The roll for the first turn: {seen, white, blue}.
    Q_PROPERTY(QVariantMap startRoll READ startRoll NOTIFY changed)
    // The buttons of the decision at hand: [{id, text}]; ids "moveFirst", "otherFirst",
    // "defer", "pass", "retreat" (the selected stuck ship tries), "noCard", "cancel".
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed)
    // White's and Blue's ships in play.
    Q_PROPERTY(QVariantList shipsInPlay READ shipsInPlay NOTIFY changed)
    Q_PROPERTY(QStringList sideNames READ sideNames NOTIFY changed)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY changed)
    Q_PROPERTY(QString resultText READ resultText NOTIFY changed)

public:
    explicit GwController(QObject *parent = nullptr);
    QStringList phaseNames() const;
    int phaseIndex() const;
    ~GwController() override;

    GameSession *session() const { return m_session; }
    bool rolling() const { return m_rolling; }
    void setSession(GameSession *session);

    int columns() const;
    int rows() const;
    QVariantList squares() const { return m_squares; }
    GwSquareModel *squareModel() { return &m_squareModel; }
    QString phase() const;
    QString prompt() const;
    bool myDecision() const;
    int viewSeat() const;
    int mover() const;
    int turn() const;
    QString message() const { return m_message; }
    int selected() const { return m_selected; }
    QVariantList destinations() const;
    QVariantList targets() const;
    int cardAim() const { return m_cardAim; }
    QVariantList hand() const;
    int opponentHandCount() const;
    QVariantList deck() const;
    QVariantMap setup() const;
    bool canPlayCardNow() const; // a card of the viewer's hand can be played now
    int deckLeft() const;
    QVariantMap battle() const;
    QVariantMap lastBattle() const { return m_lastBattle; }
    QVariantMap startRoll() const;
    QVariantList choices() const;
    QVariantList shipsInPlay() const;
    QStringList sideNames() const;
    bool gameOver() const;
    QString resultText() const;

    // The player's input. Each returns "" or a short translated reason (also in message); a
    // refused input leaves the game (and the selection) unchanged. A click selects a ship,
    // moves or attacks with the selected one, lands a retreating ship, or picks a card's
    // square; a card click plays it (or, when it needs squares, aims it); choose() presses a
    // button of `choices`.
    Q_INVOKABLE QString clickSquare(int square);
    Q_INVOKABLE QString clickCard(int type);
    Q_INVOKABLE QString choose(const QString &id);
    Q_INVOKABLE void cancel(); // drops the selection and the card's aim

    const GwState *state() const;
    // The engine action a click on `square` makes now (0 none: a selection or a refusal).
    Action squareAction(int square) const;
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    void sessionChanged();
    void changed();
    void messageChanged();
    // Dice were just rolled (not an undo or a game opened): the board tumbles the dice it
    // shows. `decided`: the battle they decided (a lastBattle map), else empty; the board
    // shows the stacks as they were until the dice land, then moves them.
    void diceRolled(const QVariantMap &decided);

private:
    void rebuild();
    void onActionApplied(qint64 action, int actor, const QString &text);
    void replayLastBattle(const GwState &s);
    QString refuse(const QString &reason);
    QString apply(Action action);
    QString decisionRefusal() const;
    QString cardRefusal(int type) const; // why a card of the hand cannot be played now
    bool onlyNoCard() const;             // the viewer's only choice is to play no card
    void answerForTheLonePlayer();
    QString seatLabel(int seat) const;
    std::vector<Action> legal() const; // the viewer's legal actions, none when not deciding
    std::vector<Action> movesFrom(int square) const;
    // The squares a click on may complete the aimed card with.
    std::vector<Action> aimedCards() const;

    GameSession *m_session = nullptr;
    // Keeps the log from telling a roll's outcome while its dice tumble (helper 19).
    QTimer m_logHold;
    bool m_rolling = false;       // m_logHold running: the dice tumble
    bool m_firstRollHeld = false; // a battle's first side rolled: held until the other has
    void releaseLog();
    QVariantList m_squares;
    GwSquareModel m_squareModel;
    QString m_message;
    int m_selected = -1;
    int m_cardAim = -1;
    int m_cardFirst = -1; // Saboteur: the enemy stack chosen first
    QVariantMap m_lastBattle;
    std::size_t m_seenHistory = 0;
    std::size_t m_seenBattleHistory = std::size_t(-1); // the history m_lastBattle follows
    QMetaObject::Connection m_connections[4];
};

} // namespace starboard::gw
