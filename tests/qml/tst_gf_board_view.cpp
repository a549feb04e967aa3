// The Galaxy Fighters board in the app's window (offscreen, 1200 x 760): the cockpit in the
// deciding player's panel, its choices clicked as buttons, Fire's target highlighted while the
// pointer is on its button, the approach's marks, the end; no warning. With
// STARBOARD_VIEW_SHOTS=<folder> each moment is saved as a PNG.

#include "appwindow.h"
#include "gfcontroller.h"
#include "gfdriver.h"
#include "session.h"

#include <QQuickItem>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include "games/galaxy-fighters/gf_game.h"

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::gf;
using namespace appwindow;

namespace {

QPoint centreOf(QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

// The items under `root` (the visual tree: a Repeater's delegates are not QObject
// children) whose objectName starts with `prefix`.
QList<QQuickItem *> itemsNamed(QQuickItem *root, const QString &prefix)
{
    QList<QQuickItem *> out;
    if (root->objectName().startsWith(prefix))
        out << root;
    for (QQuickItem *child : root->childItems())
        out << itemsNamed(child, prefix);
    return out;
}

} // namespace

class TestGfBoardView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { qInstallMessageHandler(collectWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }

    void aGameOnTheBoard()
    {
        App app(kDefault);
        // Clicks at once (the guard against a click meant for the button that was there a
        // moment ago has its own test).
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(0, QStringLiteral("21"))));
        GameSession &session = *app.session;
        session.waitForComputer();
        app.settle();
        QQuickItem *boardItem = app.board();
        QVERIFY(boardItem);
        QQuickItem *windowItem = app.window->contentItem();
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        QCOMPARE(itemsNamed(boardItem, QStringLiteral("gfCell")).size(), kCells - 36);
        // The board has the middle of the screen to itself: at the first size a space is at
        // least 44 px (28 px with the cockpit beside it, session 14).
        const double cellSize = itemsNamed(boardItem, QStringLiteral("gfCell")).front()->width();
        QVERIFY2(cellSize >= 44, qPrintable(QString::number(cellSize)));
        // The cockpit is in the deciding player's panel (the seat column), not on the board.
        QVERIFY(itemsNamed(boardItem, QStringLiteral("gfCockpit")).isEmpty());
        QQuickItem *seats = app.item(QStringLiteral("seatColumn"));
        QVERIFY(seats);
        QCOMPARE(itemsNamed(seats, QStringLiteral("gfCockpit")).size(), 1);
        app.shoot(QStringLiteral("gf-1-setup"));

        // The cockpit by clicks on the choice buttons, until the Command phase.
        for (int i = 0; i < 20 && c->phase() != QLatin1String("command"); ++i) {
            const auto choices = itemsNamed(
                windowItem,
                QStringLiteral("gfChoice%1")
                    .arg(c->choices().back().toMap().value(QStringLiteral("index")).toInt()));
            QCOMPARE(choices.size(), 1);
            QQuickItem *choice = choices.front();
            QVERIFY(choice->isVisible());
            const auto before = session.state()->history().size();
            QTest::mouseClick(app.window, Qt::LeftButton, {}, centreOf(choice));
            QVERIFY(session.state()->history().size() > before);
            session.waitForComputer();
            app.settle();
        }
        QCOMPARE(c->phase(), QStringLiteral("command"));

        // The pointer on Fire: its target (the engine's) is marked on the board.
        auto *fire = itemsNamed(windowItem, QStringLiteral("gfFire")).value(0);
        QVERIFY(fire && fire->isVisible());
        QTest::mouseMove(app.window, centreOf(fire));
        app.settle();
        const int target = c->state()->fireTarget(c->state()->district());
        for (QQuickItem *cell : itemsNamed(boardItem, QStringLiteral("gfCell"))) {
            const int index = cell->property("cellIndex").toInt();
            QCOMPARE(cell->property("targeted").toBool(), index == target);
        }
        app.shoot(QStringLiteral("gf-2-command-fire-hover"));

        // The keyboard: a space the ship can move to is in the Tab chain; Enter moves there.
        for (QQuickItem *cell : itemsNamed(boardItem, QStringLiteral("gfCell"))) {
            QCOMPARE(cell->activeFocusOnTab(), cell->property("action").toString() == "move");
            if (cell->activeFocusOnTab() && c->state()->ship(c->state()->district()).cell !=
                                                cell->property("cellIndex").toInt()) {
                const int target = cell->property("cellIndex").toInt();
                const int d = c->state()->district();
                cell->forceActiveFocus(Qt::TabFocusReason);
                QTest::keyClick(app.window, Qt::Key_Return);
                QCOMPARE(c->state()->ship(d).cell, target);
                app.settle();
                break;
            }
        }

        // Use a die, end the turn by its button: the approach is marked.
        QRandomGenerator rng(3);
        while (!c->commands().value(QStringLiteral("endTurn")).toBool()) {
            gfdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        app.settle();
        auto *endTurn = itemsNamed(windowItem, QStringLiteral("gfEndTurn")).value(0);
        QVERIFY(endTurn && endTurn->isVisible());
        const std::size_t endAt = session.state()->history().size();
        QTest::mouseMove(app.window, centreOf(endTurn));
        QTest::mouseClick(app.window, Qt::LeftButton, {}, centreOf(endTurn));
        // The chance steps of the next turn follow at once (no computer delay).
        QVERIFY(session.state()->history().size() > endAt);
        QCOMPARE(actionKind(session.state()->history()[endAt]), ActionKind::EndTurn);
        session.waitForComputer();
        app.settle();
        app.shoot(QStringLiteral("gf-3-after-approach"));

        // To the end by the controller; the board shows the result.
        int decisions = 0;
        while (!session.isTerminal() && ++decisions < 3000) {
            session.waitForComputer();
            c->flushPending();
            if (session.isTerminal())
                break;
            gfdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(session.isTerminal());
        app.settle();
        QCOMPARE(boardItem->property("headline").toString(), c->resultTitle());
        app.shoot(QStringLiteral("gf-4-end"));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }
};

QTEST_MAIN(TestGfBoardView)
#include "tst_gf_board_view.moc"
