// The Galaxy of D board rendered offscreen at the moments a player sees most: the bidding,
// a selected stack in the movement phase, the buy phase and a combat. Each picture must be
// a real picture (many colours, not blank), and the view must load without a warning.
// With STARBOARD_SCREENSHOT_DIR set, the pictures are saved there to be looked at.

#include "goddriver.h"

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>

#include <set>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace goddriver;

namespace {

QStringList g_warnings;

void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

} // namespace

class TestGodBoardView : public QObject
{
    Q_OBJECT

private:
    // Plays (hotseat, both seats through the controller) until `phase` is the viewing
    // human's decision, optionally with a stack selected.
    static bool playUntil(GameSession &session, GodController &c, const QString &phase)
    {
        int bought = 0;
        for (int guard = 0; guard < 3000 && !session.isTerminal(); ++guard) {
            if (session.privacyScreen())
                session.acknowledgePrivacy();
            if (c.phase() == phase && c.myDecision())
                return true;
            decide(c, session, bought);
            if (QTest::currentTestFailed())
                return false;
        }
        return false;
    }

    void render(GameSession &session, const QString &name)
    {
        QQuickView view;
        view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
        view.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(1000, 680);
        view.setSource(
            QUrl(QStringLiteral("qrc:/qt/qml/Starboard/games/galaxy-of-d/GodBoard.qml")));
        QVERIFY2(view.status() == QQuickView::Ready, qPrintable(g_warnings.join('\n')));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Select a stack the way a player does, when there is one to move.
        auto *controller = view.rootObject()->findChild<GodController *>();
        QVERIFY(controller);
        if (controller->phase() == QLatin1String("movement")) {
            const auto *s = controller->state();
            for (const auto &ship : s->ships())
                if (ship.owner == session.viewSeat() && ship.movesLeft > 0) {
                    QCOMPARE(controller->clickSector(ship.sector), QString());
                    break;
                }
            QVERIFY(!highlighted(*controller, QStringLiteral("move")).empty());
        }
        QTest::qWait(150);
        const QImage image = view.grabWindow();
        QVERIFY(!image.isNull());
        std::set<QRgb> colours;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 500, qPrintable(QString::number(colours.size())));
        const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

private slots:
    void initTestCase() { qInstallMessageHandler(collectWarnings); }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }
    void init() { g_warnings.clear(); }

    void boardAtEachMoment_data()
    {
        QTest::addColumn<QString>("phase");
        QTest::newRow("bidding") << QStringLiteral("bidding");
        QTest::newRow("starbase") << QStringLiteral("starbase");
        QTest::newRow("purchase") << QStringLiteral("purchase");
        QTest::newRow("movement") << QStringLiteral("movement");
        QTest::newRow("buy") << QStringLiteral("buy");
        QTest::newRow("fight") << QStringLiteral("fight");
    }

    void boardAtEachMoment()
    {
        QFETCH(QString, phase);
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        // Hotseat, so that every decision (combats included) is a person's.
        for (int seed = 1; seed < 40; ++seed) {
            QCOMPARE(session.startNewGame(
                         config(QStringLiteral("normal"), false, QString::number(seed))),
                     QString());
            if (playUntil(session, c, phase))
                break;
        }
        QVERIFY2(c.phase() == phase, qPrintable(c.phase()));
        render(session, QStringLiteral("god-") + phase);
    }

    // A game against the computer in its fifth turn, saved and loaded again: the saved game
    // shows the same board. With STARBOARD_SCREENSHOT_DIR set, the save is kept there (the
    // README's screenshot is made from it).
    void midGameAgainstTheComputer()
    {
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(QStringLiteral("normal"), true, QStringLiteral("4"))),
                 QString());
        int bought = 0;
        for (int guard = 0; guard < 2000 && !session.isTerminal(); ++guard) {
            session.waitForComputer();
            if (c.phase() == QLatin1String("movement") && c.myDecision() && c.turn() >= 5)
                break;
            decide(c, session, bought);
        }
        QCOMPARE(c.phase(), QStringLiteral("movement"));
        const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        QTemporaryDir temporary;
        const QString file = (dir.isEmpty() ? temporary.path() : dir) +
                             QStringLiteral("/galaxy-of-d-turn-%1.json").arg(c.turn());
        QCOMPARE(session.save(QUrl::fromLocalFile(file)), QString());
        GameSession loaded;
        QCOMPARE(loaded.load(QUrl::fromLocalFile(file)), QString());
        QCOMPARE(QString::fromStdString(loaded.state()->toString()),
                 QString::fromStdString(session.state()->toString()));
        render(loaded, QStringLiteral("god-midgame"));
    }
};

QTEST_MAIN(TestGodBoardView)
#include "tst_god_board_view.moc"
