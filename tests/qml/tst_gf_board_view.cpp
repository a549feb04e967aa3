// The Galaxy Fighters board in a window (offscreen): the cockpit choices clicked as buttons,
// Fire's target highlighted while the pointer is on its button, the approach's marks, the
// end; no warning. With STARBOARD_VIEW_SHOTS=<folder> each moment is saved as a PNG.

#include "appsettings.h"
#include "gfcontroller.h"
#include "gfdriver.h"
#include "quickstage.h"
#include "session.h"

#include <QQuickItem>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include "games/galaxy-fighters/gf_game.h"

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace starboard::gf;

namespace {

QStringList g_warnings;

void recordWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings.append(message);
}

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
    void initTestCase() { qInstallMessageHandler(recordWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }

    void aGameOnTheBoard()
    {
        // Clicks at once (the guard against a click meant for the button that was there a
        // moment ago has its own test).
        AppSettings settings(false);
        settings.setClickGuard(0);
        AppSettings::setInstance(&settings);
        auto restore = qScopeGuard([] { AppSettings::setInstance(nullptr); });
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(gfdriver::config(0, QStringLiteral("21"))), QString());
        session.waitForComputer();
        quickstage::Stage stage(g_warnings);
        std::unique_ptr<QObject> board(
            stage.create(QStringLiteral("games/galaxy-fighters/GfBoard.qml"),
                         {{QStringLiteral("session"), QVariant::fromValue(&session)}}));
        QVERIFY2(board, qPrintable(g_warnings.join('\n')));
        auto *boardItem = qobject_cast<QQuickItem *>(board.get());
        QVERIFY(boardItem);
        auto *c = board->findChild<GfController *>();
        QVERIFY(c);
        QCOMPARE(itemsNamed(boardItem, QStringLiteral("gfCell")).size(), kCells - 36);
        quickstage::Stage::shoot(&stage.window, QStringLiteral("gf-1-setup"));

        // The cockpit by clicks on the choice buttons, until the Command phase.
        for (int i = 0; i < 20 && c->phase() != QLatin1String("command"); ++i) {
            const auto choices = itemsNamed(
                boardItem,
                QStringLiteral("gfChoice%1")
                    .arg(c->choices().back().toMap().value(QStringLiteral("index")).toInt()));
            QCOMPARE(choices.size(), 1);
            QQuickItem *choice = choices.front();
            QVERIFY(choice->isVisible());
            const auto before = session.state()->history().size();
            QTest::mouseClick(&stage.window, Qt::LeftButton, {}, centreOf(choice));
            QVERIFY(session.state()->history().size() > before);
            session.waitForComputer();
            stage.settle();
        }
        QCOMPARE(c->phase(), QStringLiteral("command"));

        // The pointer on Fire: its target (the engine's) is marked on the board.
        auto *fire = itemsNamed(boardItem, QStringLiteral("gfFire")).value(0);
        QVERIFY(fire && fire->isVisible());
        QTest::mouseMove(&stage.window, centreOf(fire));
        stage.settle();
        const int target = c->state()->fireTarget(c->state()->district());
        for (QQuickItem *cell : itemsNamed(boardItem, QStringLiteral("gfCell"))) {
            const int index = cell->property("cellIndex").toInt();
            QCOMPARE(cell->property("targeted").toBool(), index == target);
        }
        quickstage::Stage::shoot(&stage.window, QStringLiteral("gf-2-command-fire-hover"));

        // The keyboard: a space the ship can move to is in the Tab chain; Enter moves there.
        for (QQuickItem *cell : itemsNamed(boardItem, QStringLiteral("gfCell"))) {
            QCOMPARE(cell->activeFocusOnTab(), cell->property("action").toString() == "move");
            if (cell->activeFocusOnTab() && c->state()->ship(c->state()->district()).cell !=
                                                cell->property("cellIndex").toInt()) {
                const int target = cell->property("cellIndex").toInt();
                const int d = c->state()->district();
                cell->forceActiveFocus(Qt::TabFocusReason);
                QTest::keyClick(&stage.window, Qt::Key_Return);
                QCOMPARE(c->state()->ship(d).cell, target);
                stage.settle();
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
        stage.settle();
        auto *endTurn = itemsNamed(boardItem, QStringLiteral("gfEndTurn")).value(0);
        QVERIFY(endTurn && endTurn->isVisible());
        const std::size_t endAt = session.state()->history().size();
        QTest::mouseMove(&stage.window, centreOf(endTurn));
        QTest::mouseClick(&stage.window, Qt::LeftButton, {}, centreOf(endTurn));
        // The chance steps of the next turn follow at once (no computer delay).
        QVERIFY(session.state()->history().size() > endAt);
        QCOMPARE(actionKind(session.state()->history()[endAt]), ActionKind::EndTurn);
        session.waitForComputer();
        stage.settle();
        quickstage::Stage::shoot(&stage.window, QStringLiteral("gf-3-after-approach"));

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
        stage.settle();
        QCOMPARE(board->property("headline").toString(), c->resultTitle());
        quickstage::Stage::shoot(&stage.window, QStringLiteral("gf-4-end"));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }
};

QTEST_MAIN(TestGfBoardView)
#include "tst_gf_board_view.moc"
