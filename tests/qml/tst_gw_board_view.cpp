// The Galactic Warfare board in the real window (issue 15): the hand in the viewer's side
// panel and never under the hotseat pass screen, the keyboard on the squares (the arrows,
// Enter selects and charges, Escape drops the selection), and refusals said in the toast.

#include "appwindow.h"
#include "gamecatalog.h"
#include "gwcontroller.h"
#include "gwdriver.h"
#include "session.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include "games/galactic-warfare/gw_game.h"

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::gw;
using namespace appwindow;

namespace {

// The cards of the hand shown in the window (visible GwCard items).
QList<QQuickItem *> shownCards(QQuickItem *root)
{
    QList<QQuickItem *> out;
    if (!root->isVisible())
        return out;
    if (root->objectName().startsWith(QLatin1String("gwCard")))
        out << root;
    for (QQuickItem *child : root->childItems())
        out << shownCards(child);
    return out;
}

// The seat whose side panel holds `item` (-1 none).
int panelSeat(const QQuickItem *item)
{
    for (const QQuickItem *p = item; p; p = p->parentItem())
        if (p->inherits("QQuickPane") && p->property("index").isValid() &&
            p->property("session").isValid())
            return p->property("index").toInt();
    return -1;
}

} // namespace

class TestGwBoardView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qInstallMessageHandler(collectWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }
    void init() { g_warnings.clear(); }

    // Hotseat: each player's hand is shown in their own panel once they have taken the
    // screen, and nowhere while the pass screen is up (not even to a screen reader: the
    // cards are not made under it).
    void hotseatHandsBehindThePassScreen()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gwdriver::hotseatConfig(QStringLiteral("4"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        QRandomGenerator rng(5);
        // Blue won the first roll (5 against 6) and chooses first: the game starts behind the
        // pass screen, since whoever set it up sits at the screen (Blue's 15 cards were shown
        // to them at once, helper 16).
        session.waitForComputer();
        app.settle(2);
        QCOMPARE(session.currentPlayer(), 1);
        QVERIFY(session.privacyScreen());
        QCOMPARE(session.privacySeat(), 1);
        QVERIFY(shownCards(app.window->contentItem()).isEmpty());
        int passes = 0;
        bool battle = false; // the battle box seen (a player answers in it)
        for (int i = 0; i < 3000 && (passes < 4 || !battle) && !session.isTerminal(); ++i) {
            app.pump();
            if (session.privacyScreen()) {
                app.settle(2);
                QVERIFY2(shownCards(app.window->contentItem()).isEmpty(),
                         "a hand is shown under the pass screen");
                const int next = session.privacySeat();
                // The side's emblem, as beside its name in the game (helper 19: a circle).
                QQuickItem *emblem = app.item(QStringLiteral("passScreenEmblem"));
                QVERIFY(emblem && emblem->isVisible());
                QCOMPARE(emblem->property("seat").toInt(), next);
                QCOMPARE(emblem->property("text").toString(),
                         GameCatalog::sideEmblem(QStringLiteral("galactic-warfare"), next));
                // What happened since `next` last acted, newest last (helper 19: a hotseat
                // attacker never saw how its battle ended, the screen passed at once).
                LogModel *log = session.log();
                QStringList since;
                for (int row = log->rowCount() - 1; row >= 0 && since.size() < 6; --row) {
                    const QModelIndex index = log->index(row);
                    if (log->data(index, LogModel::SeatRole).toInt() == next)
                        break;
                    since.prepend(log->data(index, LogModel::TextRole).toString());
                }
                QQuickItem *lastMoves = app.item(QStringLiteral("passScreenLastMoves"));
                QVERIFY(lastMoves);
                QCOMPARE(lastMoves->isVisible(), !since.isEmpty());
                QStringList shown;
                std::function<void(QQuickItem *)> read = [&](QQuickItem *item) {
                    if (item->inherits("QQuickLabel") && item->isVisible())
                        shown << item->property("text").toString();
                    for (QQuickItem *child : item->childItems())
                        read(child);
                };
                read(lastMoves);
                if (!since.isEmpty()) {
                    shown.removeFirst(); // the heading
                    QCOMPARE(shown, since);
                }
                app.shoot(QStringLiteral("gw-pass-screen"));
                // The pass screen has the keyboard (nothing behind it takes it): Enter.
                QTRY_COMPARE(app.window->activeFocusItem(),
                             app.item(QStringLiteral("passScreenButton")));
                QTest::keyClick(app.window, Qt::Key_Return);
                app.settle(2);
                QCOMPARE(session.viewSeat(), next);
                // Dismissed by the keyboard: the keyboard goes on into the board (helper 19:
                // it stayed on the hidden button, the board out of reach).
                QTRY_VERIFY(app.window->activeFocusItem() &&
                            app.window->activeFocusItem()->objectName().startsWith(
                                QLatin1String("gwSquare")));
                ++passes;
            }
            // The viewer's hand, in the viewer's panel only, card for card.
            const QList<QQuickItem *> cards = shownCards(app.window->contentItem());
            int held = 0;
            for (QQuickItem *card : cards) {
                QCOMPARE(panelSeat(card), session.viewSeat());
                held += card->property("info").toMap().value(QStringLiteral("count")).toInt();
            }
            QCOMPARE(held, c->state()->handSize(session.viewSeat()));
            if (c->myDecision() && c->battle().value(QStringLiteral("active")).toBool()) {
                app.settle(1);
                QQuickItem *box = app.item(QStringLiteral("gwBattle"));
                QVERIFY(box && box->isVisible());
                app.shoot(QStringLiteral("gw-battle")); // with STARBOARD_VIEW_SHOTS
                battle = true;
            }
            // Random clicks, but an attack whenever a selected ship has one (a battle is
            // what this test needs to see; random play alone may end the game without one).
            const QList<int> attacks = gwdriver::litSquares(*c, QStringLiteral("attack"));
            if (c->myDecision() && !attacks.isEmpty())
                QCOMPARE(c->clickSquare(attacks.first()), QString());
            else if (c->myDecision())
                gwdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(passes >= 4, qPrintable(QString::number(passes)));
        QVERIFY(battle);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The squares by the keyboard: Tab reaches the board, the arrows move between squares,
    // Enter on a ship selects it, Enter on a lit square charges there; Escape drops a
    // selection. A square's accessible name says what a click does.
    void keyboardOnTheSquares()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("9"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        QRandomGenerator rng(9);
        // To Ann's move (the choice of who starts, by the driver).
        for (int i = 0; i < 40 && !(c->myDecision() && c->phase() == QLatin1String("move")); ++i) {
            session.waitForComputer();
            app.pump();
            if (c->myDecision() && c->phase() != QLatin1String("move"))
                gwdriver::decide(*c, rng);
        }
        QCOMPARE(c->phase(), QStringLiteral("move"));
        app.settle();
        const auto focusedSquare = [&]() -> QQuickItem * {
            QQuickItem *item = app.window->activeFocusItem();
            return item && item->property("boardSpot").toBool() ? item : nullptr;
        };
        for (int i = 0; i < 80 && !focusedSquare(); ++i)
            QTest::keyClick(app.window, Qt::Key_Tab);
        QQuickItem *square = focusedSquare();
        QVERIFY(square);
        // The arrows: Right goes to the square beside it (the next column on screen).
        const QPointF at = square->mapToScene(QPointF(0, 0));
        QTest::keyClick(app.window, Qt::Key_Right);
        QQuickItem *next = focusedSquare();
        QVERIFY(next && next != square);
        QCOMPARE(next->mapToScene(QPointF(0, 0)).y(), at.y());
        QVERIFY(next->mapToScene(QPointF(0, 0)).x() > at.x());
        // A ship that can move: select it by Enter.
        const QList<int> ships = gwdriver::litSquares(*c, QStringLiteral("select"));
        QVERIFY(!ships.isEmpty());
        QQuickItem *ship = app.item(QStringLiteral("gwSquare%1").arg(ships.front()));
        QVERIFY(ship);
        const QString name = QQmlProperty(ship, QStringLiteral("Accessible.name"), qmlContext(ship))
                                 .read()
                                 .toString();
        QVERIFY2(name.contains(QStringLiteral("select this ship")), qPrintable(name));
        ship->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(app.window, Qt::Key_Return);
        QCOMPARE(c->selected(), ships.front());
        // Escape drops it; Enter again selects it.
        QTest::keyClick(app.window, Qt::Key_Escape);
        QCOMPARE(c->selected(), -1);
        QTest::keyClick(app.window, Qt::Key_Return);
        QCOMPARE(c->selected(), ships.front());
        // Enter on a lit square charges there.
        const QList<int> charges = gwdriver::litSquares(*c, QStringLiteral("charge"));
        QVERIFY(!charges.isEmpty());
        QQuickItem *to = app.item(QStringLiteral("gwSquare%1").arg(charges.front()));
        QVERIFY(to);
        to->forceActiveFocus(Qt::TabFocusReason);
        const auto before = session.state()->history().size();
        QTest::keyClick(app.window, Qt::Key_Return);
        QVERIFY(session.state()->history().size() > before);
        QCOMPARE(c->state()->at(charges.front()).owner, 0);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Against the computer to a battle where Ann answers: the battle strip names the sides
    // and their dice as the engine has them, the attacked square carries the mark, and the
    // game saves and loads there (with STARBOARD_SCREENSHOT_DIR set, the save is kept there
    // for the README's picture).
    void battleAgainstTheComputer()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("12"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        QRandomGenerator rng(12);
        bool found = false;
        for (int i = 0; i < 3000 && !session.isTerminal(); ++i) {
            session.waitForComputer();
            app.pump();
            if (!c->myDecision())
                continue;
            const QVariantMap battle = c->battle();
            if (battle.value(QStringLiteral("active")).toBool() &&
                c->state()->battle().attacker == 1) {
                found = true;
                break;
            }
            gwdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(found, "no battle with Blue attacking");
        app.settle();
        const auto &b = c->state()->battle();
        QQuickItem *strip = app.item(QStringLiteral("gwBattle"));
        QVERIFY(strip && strip->isVisible());
        QQuickItem *target = app.item(QStringLiteral("gwSquare%1").arg(b.target));
        QVERIFY(target);
        QQuickItem *mark = findItem(target, QStringLiteral("gwAttackMark"));
        QVERIFY(mark && mark->isVisible());
        for (int sq = 0; sq < c->state()->game().board().size(); ++sq) {
            QQuickItem *other = app.item(QStringLiteral("gwSquare%1").arg(sq));
            QVERIFY(other);
            QCOMPARE(findItem(other, QStringLiteral("gwAttackMark"))->isVisible(), sq == b.target);
        }
        const QVariantMap battle = c->battle();
        QCOMPARE(battle.value(QStringLiteral("attackerDice")).toInt(),
                 c->state()->battleDiceWithCards(b.attacker));
        QCOMPARE(battle.value(QStringLiteral("defenderDice")).toInt(),
                 c->state()->battleDiceWithCards(b.defender));
        const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        QTemporaryDir temporary;
        const QString file = (dir.isEmpty() ? temporary.path() : dir) +
                             QStringLiteral("/galactic-warfare-battle.json");
        QCOMPARE(session.save(QUrl::fromLocalFile(file)), QString());
        GameSession loaded;
        loaded.setComputerDelay(0);
        QCOMPARE(loaded.load(QUrl::fromLocalFile(file)), QString());
        QCOMPARE(QString::fromStdString(loaded.state()->toString()),
                 QString::fromStdString(session.state()->toString()));
        // Ann answers until the battle is decided: the log says who won it, with the sums
        // (it said who rolled what, never who won; helper 16). The log names the players.
        for (int i = 0; i < 40 && c->battle().value(QStringLiteral("active")).toBool(); ++i) {
            if (c->myDecision())
                gwdriver::decide(*c, rng);
            session.waitForComputer();
            app.pump();
        }
        QVERIFY(!c->battle().value(QStringLiteral("active")).toBool());
        // A shielded attack has no outcome: play on to the next battle that is decided.
        for (int i = 0; i < 3000 && !c->lastBattle().value(QStringLiteral("seen")).toBool() &&
                        !session.isTerminal();
             ++i) {
            if (c->myDecision())
                gwdriver::decide(*c, rng);
            session.waitForComputer();
            app.pump();
        }
        for (int i = 0; i < 40 && c->battle().value(QStringLiteral("active")).toBool(); ++i) {
            if (c->myDecision())
                gwdriver::decide(*c, rng);
            session.waitForComputer();
            app.pump();
        }
        const QVariantMap last = c->lastBattle();
        QVERIFY(last.value(QStringLiteral("seen")).toBool());
        QAbstractItemModel *log = session.log();
        const int textRole = log->roleNames().key("entryText");
        QString said;
        for (int row = 0; row < log->rowCount(); ++row)
            said += log->index(row, 0).data(textRole).toString() + QLatin1Char('\n');
        const int winner = last.value(QStringLiteral("winner")).toInt();
        const int attacker = last.value(QStringLiteral("attacker")).toInt();
        const int attackerSum = last.value(QStringLiteral("attackerSum")).toInt();
        const int defenderSum = last.value(QStringLiteral("defenderSum")).toInt();
        const QString sums = QStringLiteral("%1 against %2")
                                 .arg(winner == attacker ? attackerSum : defenderSum)
                                 .arg(winner == attacker ? defenderSum : attackerSum);
        const QString attackerName = attacker == 1 ? QStringLiteral("Bob") : QStringLiteral("Ann");
        const QString defenderName = attacker == 1 ? QStringLiteral("Ann") : QStringLiteral("Bob");
        QVERIFY2(said.contains(winner == attacker
                                   ? attackerName + QStringLiteral(" wins the battle, ") + sums
                                   : defenderName + QStringLiteral(" holds, ") + sums),
                 qPrintable(said.right(600)));

        // The last battle belongs to the history, not to what the board saw happen (helper 16:
        // it was forgotten after Undo and Open): a game opened from the file shows it, and so
        // does the board after Ann's next move is taken back (no undo goes back past the dice).
        const QString after = temporary.path() + QStringLiteral("/after-the-battle.json");
        QCOMPARE(session.save(QUrl::fromLocalFile(after)), QString());
        GameSession opened;
        opened.setComputerDelay(0);
        GwController openedBoard;
        openedBoard.setSession(&opened);
        QCOMPARE(opened.load(QUrl::fromLocalFile(after)), QString());
        QCOMPARE(openedBoard.lastBattle(), last);
        // Ann charges (when she can; until then the game goes on), and takes it back.
        bool charged = false;
        for (int i = 0; i < 400 && !charged && !session.isTerminal(); ++i) {
            session.waitForComputer();
            app.pump();
            if (!c->myDecision())
                continue;
            const QVariantMap shown = c->lastBattle();
            Action charge = 0;
            for (Action a : c->state()->legalActions())
                if (gw::actionKind(a) == gw::ActionKind::Charge)
                    charge = a;
            if (!charge || !shown.value(QStringLiteral("seen")).toBool()) {
                gwdriver::decide(*c, rng);
                continue;
            }
            const std::size_t before = c->state()->history().size();
            QCOMPARE(session.apply(qint64(charge)), QString());
            app.pump();
            QVERIFY(session.canUndo());
            session.undo();
            app.pump();
            QCOMPARE(c->state()->history().size(), before);
            QCOMPARE(c->lastBattle(), shown);
            charged = true;
        }
        QVERIFY(charged);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The log tells a roll's outcome as its dice land, not while they tumble (helper 19: it
    // told the battle's end at once); a later action shows it at once; with animations off
    // (computerDelay 0) nothing is held back.
    void theLogTellsABattleAsTheDiceLand()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("12"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        LogModel *log = session.log();
        int rolls = 0;        // battles decided by dice
        bool battle = false;  // diceRolled for a battle, in this action's handlers
        bool heldOff = false; // the log held back with animations off
        QSignalSpy animating(app.board(), SIGNAL(animatingChanged()));
        bool rollingThen = false;
        int heldRows = -1; // the log's rows shown then, and all of them
        int allRows = -1;
        connect(c, &GwController::diceRolled, this, [&](const QVariantMap &decided) {
            battle = decided.contains(QStringLiteral("winner"));
        });
        // Connected after the controller's handler, which holds the log back.
        connect(&session, &GameSession::actionApplied, this, [&] {
            if (!battle)
                return;
            battle = false;
            ++rolls;
            if (session.computerDelay() == 0 && session.logShownLength() >= 0)
                heldOff = true;
            if (session.computerDelay() > 0 && session.logShownLength() >= 0 && heldRows < 0) {
                heldRows = log->rowCount();
                allRows = log->totalRows();
                // Nothing else tells the outcome either: no decision is offered, the prompt
                // says the dice are rolling, the game screen holds a pass screen back.
                rollingThen = c->rolling() && !c->myDecision() &&
                              c->prompt() == QStringLiteral("The dice are rolling…");
            }
        });
        QRandomGenerator rng(12);
        for (int i = 0; i < 4000 && !session.isTerminal() && heldRows < 0; ++i) {
            // Animations off for the first battle, on from the second.
            session.setComputerDelay(rolls == 0 ? 0 : 1);
            session.waitForComputer();
            app.pump();
            if (c->myDecision())
                gwdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(rolls >= 2);
        QVERIFY(!heldOff);
        QVERIFY2(heldRows >= 0, "no battle held the log back");
        QVERIFY(heldRows < allRows);
        // The dice land (640 ms): every row is shown.
        QVERIFY(rollingThen);
        QTRY_COMPARE_WITH_TIMEOUT(session.logShownLength(), -1, 2000);
        QCOMPARE(log->rowCount(), log->totalRows());
        QVERIFY(!c->rolling());
        QVERIFY(!app.board()->property("animating").toBool());
        QVERIFY(animating.count() >= 2); // on while the dice tumbled, off again
    }

    // Dice just rolled tumble in the strip below the board and land on faces that add up to
    // the sums the engine rolled; meanwhile the battle's stacks are shown as they were (the
    // squares masked, ghosts in their place), then the winner moves on and a captured ship
    // slides under it (issue 15; helper 19 saw the outcome before the dice landed). A game
    // opened from a file shows its last battle without a roll.
    void diceTumbleAndACapturedShipSlides()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("12"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        QQuickItem *strip = app.item(QStringLiteral("gwDiceStrip"));
        QQuickItem *attackerGhost = app.item(QStringLiteral("gwGhostAttacker"));
        QQuickItem *defenderGhost = app.item(QStringLiteral("gwGhostDefender"));
        QVERIFY(strip && attackerGhost && defenderGhost);
        QSignalSpy tumbles(strip, SIGNAL(tumblingChanged()));
        QSignalSpy masks(app.board(), SIGNAL(maskedSquaresChanged()));
        std::size_t captureAt = 0; // the history's length when a ship was captured
        QVariantList maskedThen;   // the squares masked as the dice began to tumble
        // (Connected after the board's own handler, which masks the squares first.)
        connect(c, &GwController::diceRolled, c, [&](const QVariantMap &decided) {
            const bool captured = decided.value(QStringLiteral("capturedFrom"), -1).toInt() >= 0;
            captureAt = captured ? c->state()->history().size() : 0;
            maskedThen = app.board()->property("maskedSquares").toList();
        });
        QRandomGenerator rng(12);
        // Play until a ship is captured and Ann is to decide (nothing moves on meanwhile).
        for (int i = 0; i < 4000 && !session.isTerminal(); ++i) {
            session.waitForComputer();
            app.pump();
            if (captureAt && captureAt == c->state()->history().size() && c->myDecision())
                break;
            if (c->myDecision())
                gwdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(captureAt && captureAt == c->state()->history().size(), "no capture");
        const QVariantMap last = c->lastBattle();
        const int from = last.value(QStringLiteral("from")).toInt();
        const int target = last.value(QStringLiteral("target")).toInt();
        const int land = last.value(QStringLiteral("land")).toInt();
        // The squares of the battle were masked when the dice began to tumble.
        QCOMPARE(maskedThen, (QVariantList{from, target, land}));
        QTest::qWait(1400);            // the tumble (640 ms) and the moves (640 + 450 ms)
        QVERIFY(tumbles.count() >= 2); // started and stopped
        QVERIFY(masks.count() >= 2);   // masked, then shown again
        QVERIFY(app.board()->property("maskedSquares").toList().isEmpty());
        QVERIFY(!strip->property("tumbling").toBool());
        QVERIFY(!attackerGhost->isVisible() && !defenderGhost->isVisible());
        // The captured ship's ghost ended on the winner's square, tucked under it; the
        // winner's there at full size.
        const int attacker = last.value(QStringLiteral("attacker")).toInt();
        const int captured = last.value(QStringLiteral("capturedSide")).toInt();
        QQuickItem *slide = captured == attacker ? attackerGhost : defenderGhost;
        QQuickItem *winner = captured == attacker ? defenderGhost : attackerGhost;
        QQuickItem *to = app.item(
            QStringLiteral("gwSquare%1").arg(last.value(QStringLiteral("capturedTo")).toInt()));
        QVERIFY(to);
        for (QQuickItem *ghost : {slide, winner}) {
            QCOMPARE(ghost->x() + ghost->width() / 2, to->x() + to->width() / 2);
            QCOMPARE(ghost->y() + ghost->height() / 2, to->y() + to->height() / 2);
        }
        QCOMPARE(slide->scale(), 0.45);
        QCOMPARE(winner->scale(), 1.0);
        QCOMPARE(slide->property("color").value<QColor>(),
                 app.board()->property(captured == 0 ? "whiteColor" : "blueColor").value<QColor>());
        // The strip shows the last battle: each side's dice, their faces adding up to its sum.
        QCOMPARE(strip->property("mode").toString(), QStringLiteral("last"));
        for (const char *side : {"Left", "Right"}) {
            QQuickItem *row = app.item(QStringLiteral("gwDice") + QLatin1String(side));
            QVERIFY(row);
            int count = 0, sum = 0;
            for (QQuickItem *die : row->childItems())
                if (die->property("face").isValid()) {
                    ++count;
                    sum += die->property("face").toInt();
                    QVERIFY(!die->property("tumbling").toBool());
                }
            const bool left = side[0] == 'L';
            const QString who = QLatin1String(left ? "attacker" : "defender");
            QCOMPARE(count, last.value(who + QStringLiteral("Dice")).toInt());
            QCOMPARE(sum, last.value(who + QStringLiteral("Sum")).toInt());
        }
        QCOMPARE(app.item(QStringLiteral("gwBattleSums"))->property("text").toString(),
                 QStringLiteral("%1 : %2")
                     .arg(last.value(QStringLiteral("attackerSum")).toInt())
                     .arg(last.value(QStringLiteral("defenderSum")).toInt()));
        app.shoot(QStringLiteral("gw-last-battle"));

        // The same game opened: the same last battle and dice, nothing rolled.
        QTemporaryDir temporary;
        const QString file = temporary.path() + QStringLiteral("/captured.json");
        QCOMPARE(session.save(QUrl::fromLocalFile(file)), QString());
        GameSession opened;
        opened.setComputerDelay(0);
        GwController openedBoard;
        QSignalSpy openedRolls(&openedBoard, &GwController::diceRolled);
        openedBoard.setSession(&opened);
        QCOMPARE(opened.load(QUrl::fromLocalFile(file)), QString());
        QCOMPARE(openedBoard.lastBattle(), last);
        QCOMPARE(openedRolls.count(), 0);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // A card of the hand reached by the keyboard shows the focus ring (helper 19: it had
    // none, the ring watching the card's background, which never has the focus).
    void aFocusedCardShowsTheRing()
    {
        App app(kDefault);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("9"))));
        app.session->waitForComputer();
        app.settle();
        const QList<QQuickItem *> cards = shownCards(app.window->contentItem());
        QVERIFY(!cards.isEmpty());
        QQuickItem *card = cards.first();
        QQuickItem *ring = findItem(card, QStringLiteral("gwCardRing"));
        QVERIFY(ring);
        QVERIFY(!ring->isVisible());
        card->forceActiveFocus(Qt::TabFocusReason);
        app.settle(1);
        QVERIFY(card->hasActiveFocus());
        QVERIFY(ring->isVisible());
    }

    // The rules beside the board list the game's cards (helper 16: the rules page listed
    // none), each marked as ours.
    void rulesListTheDeck()
    {
        App app(kDefault);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("9"))));
        QQuickItem *button = app.item(QStringLiteral("rulesButton"));
        QVERIFY(button);
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QQuickItem *close = nullptr;
        QTRY_VERIFY((close = app.item(QStringLiteral("rulesCloseButton"))) && close->isVisible());
        app.settle();
        QQuickItem *drawer = close->parentItem(); // the drawer's page, the rules inside
        QStringList lines;
        const std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            if (item->property("reading").isValid() && item->property("text").isValid())
                lines << (item->property("reading").toBool() ? QStringLiteral("ours: ")
                                                             : QString()) +
                             item->property("text").toString();
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        collect(drawer);
        // One paragraph of ours for the deck, a card a line; the moment said once.
        QString deck;
        for (const QString &line : std::as_const(lines))
            if (line.startsWith(QStringLiteral("ours: <b>Reinforcements</b>")))
                deck = line;
        const QStringList cards = deck.mid(6).split(QStringLiteral("<br>"));
        QCOMPARE(cards.size(), 16);
        QCOMPARE(cards.first(), QStringLiteral("<b>Reinforcements</b> ×5, In a battle, before the "
                                               "roll: Roll 1 more die in this battle."));
        QVERIFY2(cards.contains(QStringLiteral("<b>Supply Drop</b> ×3: After your move: draw 2 "
                                               "cards.")),
                 qPrintable(deck));
        // The numbers of this game, as ours (helper 18: the rulebook's opening sentences do
        // not follow a designer's board, deck or rules).
        const auto lineStarting = [&](const QString &start) {
            for (const QString &line : std::as_const(lines))
                if (line.startsWith(start))
                    return line;
            return QString();
        };
        const QString setup = lineStarting(QStringLiteral("ours: <b>This game</b>"));
        for (const char *said : {"Board: 8 × 10 squares", "Ships at the start: White 12, Blue 12",
                                 "Cards: 15 dealt to each player from a deck of 50",
                                 "1 more for a defender inside its home planet", "Turn limit: 400"})
            QVERIFY2(setup.contains(QString::fromUtf8(said)), qPrintable(setup));
        QVERIFY(!lineStarting(QStringLiteral("ours: A tie is rolled again.")).isEmpty());
        QVERIFY(lineStarting(QStringLiteral("ours: A player who cannot move passes."))
                    .contains(QStringLiteral("after 400 turns")));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // A rule variant's numbers on the rules page: defenders hold on ties, a turn limit and a
    // power-up cap of its own.
    void rulesFollowARuleVariant()
    {
        QTemporaryDir temporary;
        // As the Workshop's template "Defenders hold on ties", with a turn limit and a cap.
        const QJsonObject variant{
            {QStringLiteral("format"), QStringLiteral("starboard.gw-ruleset")},
            {QStringLiteral("formatVersion"), 1},
            {QStringLiteral("id"), QStringLiteral("defender-ties")},
            {QStringLiteral("name"), QStringLiteral("Defenders hold on ties")},
            {QStringLiteral("tieRule"), QStringLiteral("defender")},
            {QStringLiteral("turnLimit"), 120},
            {QStringLiteral("powerUpCap"), 2}};
        const QString file = temporary.path() + QStringLiteral("/variant.json");
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(variant).toJson());
        out.close();
        App app(kDefault);
        QVariantMap config = gwdriver::config(QStringLiteral("9"));
        config.insert(QStringLiteral("rulesetFile"), QUrl::fromLocalFile(file));
        QVERIFY(app.start(config));
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        QCOMPARE(c->setup().value(QStringLiteral("turnLimit")).toInt(), 120);
        QQuickItem *button = app.item(QStringLiteral("rulesButton"));
        QVERIFY(button);
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QQuickItem *setup = nullptr;
        QTRY_VERIFY((setup = app.item(QStringLiteral("gwRulesSetup"))) && setup->isVisible());
        const QString text = setup->property("text").toString();
        QVERIFY2(text.contains(QStringLiteral("Turn limit: 120")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Power-ups: at most 2 under a ship")),
                 qPrintable(text));
        QStringList paragraphs;
        const std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            if (item->property("reading").isValid() && item->property("text").isValid())
                paragraphs << item->property("text").toString();
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        collect(setup->parentItem());
        QVERIFY(paragraphs.contains(
            QStringLiteral("A tie is won by the defender (this game's rules).")));
        QVERIFY(!paragraphs.contains(QStringLiteral("A tie is rolled again.")));
        QVERIFY(std::any_of(paragraphs.begin(), paragraphs.end(), [](const QString &p) {
            return p.contains(QStringLiteral("after 120 turns"));
        }));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // A click that does nothing says why, in the toast over the board.
    void refusalsInTheToast()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gwdriver::config(QStringLiteral("9"))));
        auto *c = app.controller<GwController>();
        QVERIFY(c);
        QQuickItem *toast = app.item(QStringLiteral("toast"));
        QVERIFY(toast);
        // An empty square of the middle of the board: nothing to do there.
        int empty = -1;
        for (const QVariant &v : c->squares()) {
            const QVariantMap m = v.toMap();
            if (m.value(QStringLiteral("owner")).toInt() < 0 &&
                m.value(QStringLiteral("action")).toString().isEmpty() &&
                m.value(QStringLiteral("kind")).toString() == QLatin1String("dark"))
                empty = m.value(QStringLiteral("square")).toInt();
        }
        QVERIFY(empty >= 0);
        const QString reason = c->clickSquare(empty);
        QVERIFY(!reason.isEmpty());
        app.settle();
        QVERIFY(toast->isVisible());
        QVERIFY(toast->property("opacity").toReal() > 0);
        QQuickItem *label = toast->childItems().isEmpty() ? nullptr : toast->childItems().back();
        QVERIFY(label);
        QCOMPARE(label->property("text").toString(), reason);
    }
};

QTEST_MAIN(TestGwBoardView)
#include "tst_gw_board_view.moc"
