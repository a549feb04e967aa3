// The Galaxy Command board rendered offscreen in the game screen, at the app's default
// window (1280x800) and at a small one (1024x640), at the moments a player sees most: the
// first turn, a build step in mid-game, a game with two computer players, and both kinds
// of end (solitaire rank, the Empire's result). Each picture must be a real picture (many
// colours) and the views must load and run without a warning. With
// STARBOARD_SCREENSHOT_DIR set, the pictures (and a saved mid-game) are kept there.

#include "gccontroller.h"
#include "gcdriver.h"
#include "session.h"

#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickView>
#include <QSet>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>

#include <functional>
#include <set>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace gcdriver;

namespace {

QStringList g_warnings;

void collectWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings << message;
}

} // namespace

// The GcCard delegate of a sector slot, or nullptr.
QQuickItem *findCard(QQuickItem *root, int slot)
{
    if (QString::fromLatin1(root->metaObject()->className()).startsWith(QLatin1String("GcCard")) &&
        root->property("slot").toInt() == slot && root->isVisible())
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findCard(child, slot))
            return found;
    return nullptr;
}

class TestGcBoardView : public QObject
{
    Q_OBJECT

private:
    // Plays (every human decision through the controller) until `stop` holds at a human
    // decision, or to the end when `stop` is empty.
    static bool playUntil(GameSession &session, GcController &c,
                          const std::function<bool()> &stop = {})
    {
        for (int guard = 0; guard < 2000; ++guard) {
            session.waitForComputer();
            if (session.isTerminal())
                return !stop;
            if (stop && stop())
                return true;
            decide(c);
            if (QTest::currentTestFailed())
                return false;
        }
        return false;
    }

    // The game screen of `session` in `view`, shown at 1280x800 (fails the test otherwise).
    static void showGameScreen(QQuickView &view, GameSession &session)
    {
        view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
        view.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(1280, 800);
        view.setSource(QUrl(QStringLiteral("qrc:/qt/qml/Starboard/pages/GameScreen.qml")));
        QVERIFY(view.status() == QQuickView::Ready);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    // `click`, when given, is done on the board's controller once it is shown (a click
    // whose animation the picture catches).
    void render(GameSession &session, const QString &name,
                const std::function<void(GcController &)> &click = {},
                const QList<QSize> &sizes = {QSize(1280, 800), QSize(1024, 640)})
    {
        for (const QSize &size : sizes) {
            QQuickView view;
            view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
            view.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
            view.setResizeMode(QQuickView::SizeRootObjectToView);
            view.resize(size);
            view.setSource(QUrl(QStringLiteral("qrc:/qt/qml/Starboard/pages/GameScreen.qml")));
            QVERIFY2(view.status() == QQuickView::Ready, qPrintable(g_warnings.join('\n')));
            // The end: the board with its score sheet, not the game screen's summary.
            view.rootObject()->setProperty("summaryDismissed", true);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            QTRY_VERIFY(view.rootObject()->property("board").value<QObject *>());
            auto *controller = view.rootObject()->findChild<GcController *>();
            QVERIFY(controller);
            QCOMPARE(controller->session(), &session);
            QTest::qWait(600); // images, and the cards' flips
            if (click) {
                click(*controller);
                QTest::qWait(900); // the die lands
            }
            const QImage image = view.grabWindow();
            QVERIFY(!image.isNull());
            std::set<QRgb> colours;
            for (int y = 0; y < image.height(); y += 3)
                for (int x = 0; x < image.width(); x += 3)
                    colours.insert(image.pixel(x, y));
            QVERIFY2(colours.size() > 500, qPrintable(QString::number(colours.size())));
            const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
            if (!dir.isEmpty())
                image.save(QStringLiteral("%1/gc-%2-%3.png").arg(dir, name).arg(size.width()));
            QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        qInstallMessageHandler(collectWarnings);
    }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }
    void init() { g_warnings.clear(); }

    // The in-app rules tell the rulebook's rules from ours: the technology row's score and
    // the lost card picture are our readings (marked for screen readers too), the years'
    // events the rulebook's, with a legend at the top.
    void rulesMarkOurReadings()
    {
        QQuickView view;
        view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(700, 900);
        view.setSource(
            QUrl(QStringLiteral("qrc:/qt/qml/Starboard/games/galaxy-command/GcRules.qml")));
        QVERIFY2(view.status() == QQuickView::Ready, qPrintable(g_warnings.join('\n')));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const auto isA = [](const QQuickItem *item, const char *type) {
            return QString::fromLatin1(item->metaObject()->className())
                .startsWith(QLatin1String(type) + QLatin1String("_QMLTYPE"));
        };
        std::vector<QQuickItem *> paragraphs;
        bool legend = false;
        std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            if (isA(item, "RulesText"))
                paragraphs.push_back(item);
            legend = legend || isA(item, "RulesLegend");
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        collect(view.rootObject());
        QVERIFY(legend);
        int ours = 0;
        int rulebook = 0;
        bool rowScoreIsOurs = false;
        bool cardPictureIsOurs = false;
        bool yearsAreRulebook = false;
        for (QQuickItem *p : paragraphs) {
            const bool reading = p->property("reading").toBool();
            const QString text = p->property("text").toString();
            const QString name =
                QQmlProperty(p, QStringLiteral("Accessible.name"), qmlContext(p)).read().toString();
            QCOMPARE(name.startsWith(QStringLiteral("Our reading")), reading);
            (reading ? ours : rulebook)++;
            if (text.contains(QStringLiteral("a row scores 1 or 2")))
                rowScoreIsOurs = reading;
            if (text.contains(QStringLiteral("picture of a card is lost")))
                cardPictureIsOurs = reading;
            if (text.contains(QStringLiteral("Year 1 has 7 events")))
                yearsAreRulebook = !reading;
        }
        QVERIFY(rowScoreIsOurs);
        QVERIFY(cardPictureIsOurs);
        QVERIFY(yearsAreRulebook);
        QVERIFY2(ours >= 4 && rulebook >= 8,
                 qPrintable(QStringLiteral("%1/%2").arg(ours).arg(rulebook)));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    void solitaireFirstTurn()
    {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("3"))), QString());
        render(session, QStringLiteral("start"));
    }

    // Year 2, the build step: aligned and unaligned systems, technologies, an event card.
    // The game is saved and loaded again first: the saved game shows the same board. With
    // STARBOARD_SCREENSHOT_DIR set, the save is kept there.
    void solitaireMidGame()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("8"))), QString());
        QVERIFY(playUntil(session, c, [&] {
            return c.year() == 2 && c.phase() == QLatin1String("build") && c.canBuild();
        }));
        const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        QTemporaryDir temporary;
        const QString file = (dir.isEmpty() ? temporary.path() : dir) +
                             QStringLiteral("/galaxy-command-round-%1.json").arg(c.round());
        QCOMPARE(session.save(QUrl::fromLocalFile(file)), QString());
        GameSession loaded;
        loaded.setComputerDelay(0);
        QCOMPARE(loaded.load(QUrl::fromLocalFile(file)), QString());
        QCOMPARE(QString::fromStdString(loaded.state()->toString()),
                 QString::fromStdString(session.state()->toString()));
        render(loaded, QStringLiteral("midgame"));
    }

    // A click on a face-down card: it turns over and the die rolls over the sector.
    void exploreAndRoll()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("5"))), QString());
        QVERIFY(playUntil(session, c, [&] {
            return c.round() >= 4 && c.phase() == QLatin1String("action") &&
                   pickSlot(c, QStringLiteral("explore")) >= 0;
        }));
        // A die roll cannot be undone: each size explores in its own copy of the game.
        QTemporaryDir temporary;
        const QString file = temporary.filePath(QStringLiteral("explore.json"));
        QCOMPARE(session.save(QUrl::fromLocalFile(file)), QString());
        for (const QSize size : {QSize(1280, 800), QSize(1024, 640)}) {
            GameSession copy;
            copy.setComputerDelay(0);
            QCOMPARE(copy.load(QUrl::fromLocalFile(file)), QString());
            render(copy, QStringLiteral("roll"),
                   [](GcController &board) {
                       const int slot = pickSlot(board, QStringLiteral("explore"));
                       QVERIFY(slot >= 0);
                       QCOMPARE(board.clickSlot(slot), QString());
                   },
                   {size});
        }
    }

    // The tip of a face-down card goes away when it is clicked (the card turns over and the
    // die rolls under it) and comes back only when the pointer comes back.
    void cardTipGoesAwayWhenClicked()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("5"))), QString());
        QVERIFY(playUntil(session, c, [&] {
            return c.phase() == QLatin1String("action") &&
                   pickSlot(c, QStringLiteral("explore")) >= 0;
        }));
        const int slot = pickSlot(c, QStringLiteral("explore"));
        QQuickView view;
        showGameScreen(view, session);
        QVERIFY(!QTest::currentTestFailed());
        QQuickItem *card = nullptr;
        QTRY_VERIFY((card = findCard(view.rootObject(), slot)));
        QTest::qWait(600); // the cards' flips
        // The tip on screen: the one shared ToolTip popup, open with this card's words.
        auto tipShown = [&view] {
            for (QObject *o : view.findChildren<QObject *>()) {
                if (o->inherits("QQuickToolTip") && o->property("visible").toBool() &&
                    o->property("text").toString().contains(QStringLiteral("system")))
                    return true;
            }
            return false;
        };
        const QPoint centre =
            card->mapToScene(QPointF(card->width() / 2, card->height() / 2)).toPoint();
        QTest::mouseMove(&view, centre - QPoint(300, 0));
        QTest::mouseMove(&view, centre);
        QTRY_VERIFY(tipShown());
        const auto history = session.state()->history().size();
        QTest::mouseClick(&view, Qt::LeftButton, {}, centre);
        QTRY_VERIFY(session.state()->history().size() > history);
        QTest::qWait(600); // longer than the tip's delay
        QVERIFY(!tipShown());
        QTest::mouseMove(&view, centre - QPoint(300, 0));
        QTest::mouseMove(&view, centre);
        QTRY_VERIFY(tipShown());
    }

    // A screen reader tells the face-down cards apart (issue 12: Orca said "A face-down
    // near system." for each of them): their names say their row and place, and no two
    // cards on the board share a name.
    void faceDownCardsHaveDistinctNames()
    {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("5"))), QString());
        session.waitForComputer();
        QQuickView view;
        showGameScreen(view, session);
        QVERIFY(!QTest::currentTestFailed());
        QTRY_VERIFY(findCard(view.rootObject(), 0));
        std::vector<QQuickItem *> cards;
        std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            if (QString::fromLatin1(item->metaObject()->className())
                    .startsWith(QLatin1String("GcCard")) &&
                item->isVisible())
                cards.push_back(item);
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        collect(view.rootObject());
        QStringList names;
        int faceDown = 0;
        for (QQuickItem *card : cards) {
            const QString name =
                QQmlProperty(card, QStringLiteral("Accessible.name"), qmlContext(card))
                    .read()
                    .toString();
            if (!card->property("explored").toBool()) {
                ++faceDown;
                QVERIFY2(name.contains(QStringLiteral("face-down")) &&
                             name.contains(QStringLiteral(", place ")),
                         qPrintable(name));
            }
            names << name;
        }
        QVERIFY2(faceDown >= 4, qPrintable(names.join('|')));
        QCOMPARE(QSet<QString>(names.cbegin(), names.cend()).size(), names.size());
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    void threePlayers()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(2, QStringLiteral("21"))), QString());
        QVERIFY(playUntil(session, c,
                          [&] { return c.round() >= 6 && c.phase() == QLatin1String("action"); }));
        const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QCOMPARE(session.save(QUrl::fromLocalFile(
                         dir + QStringLiteral("/galaxy-command-3p-round-%1.json").arg(c.round()))),
                     QString());
        render(session, QStringLiteral("three-players"));
    }

    // A whole game with two computer players on screen, the view following every step
    // (cards turning over, dice in line, events flipping, the mats switching, the end):
    // no warning on the way.
    void wholeGameOnScreen()
    {
        GameSession session;
        session.setComputerDelay(0);
        QCOMPARE(session.startNewGame(config(2, QStringLiteral("33"))), QString());
        QQuickView view;
        view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
        view.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(1024, 640);
        view.setSource(QUrl(QStringLiteral("qrc:/qt/qml/Starboard/pages/GameScreen.qml")));
        QVERIFY2(view.status() == QQuickView::Ready, qPrintable(g_warnings.join('\n')));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.rootObject()->findChild<GcController *>());
        auto *board = view.rootObject()->findChild<GcController *>();
        int decisions = 0;
        while (!session.isTerminal() && decisions < 500) {
            session.waitForComputer();
            QTest::qWait(40);
            if (session.isTerminal())
                break;
            // Look at another player's sector now and then, and back.
            if (decisions % 7 == 3) {
                board->showSeat(1 + decisions % 2);
                QTest::qWait(20);
                board->showSeat(-1);
            }
            decide(*board);
            if (QTest::currentTestFailed())
                return;
            ++decisions;
        }
        QVERIFY(session.isTerminal());
        QTest::qWait(300);
        QVERIFY(board->gameOver());
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    void solitaireEnd()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QVariantMap cfg = config(0, QStringLiteral("12"));
        cfg.insert(QStringLiteral("rulesetFile"),
                   QStringLiteral(":/data/galaxy-command/ruleset-original.json"));
        QCOMPARE(session.startNewGame(cfg), QString());
        QVERIFY(playUntil(session, c));
        QVERIFY(c.gameOver());
        const QString dir = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QCOMPARE(
                session.save(QUrl::fromLocalFile(dir + QStringLiteral("/galaxy-command-end.json"))),
                QString());
        render(session, QStringLiteral("end"));
    }

    void threePlayersEnd()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(2, QStringLiteral("21"))), QString());
        QVERIFY(playUntil(session, c));
        QVERIFY(c.gameOver());
        render(session, QStringLiteral("three-players-end"));
    }
};

QTEST_MAIN(TestGcBoardView)
#include "tst_gc_board_view.moc"
