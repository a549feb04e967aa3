// The game screen as a new player meets it, in the real app window (Main.qml, offscreen),
// driven through the boards' controllers like tst_god_board_view and tst_gc_board_view:
// - the board stays put while the decision panel under it changes (bidding, buying,
//   moving, trading, building);
// - Galaxy of D's shop shows all seven ships at 1200x760, and a ship that cannot be bought
//   is disabled with its reason on the card and in its accessible description;
// - no text of the combat dialog or of the prompts is cut off, in English, German and
//   French, at the default size and at the window's minimum;
// - the settings show the stored values after a language switch;
// - the window shrinks to fit a 1920x1080 screen at 200% (960x540 minus a taskbar) and the
//   game screen's parts neither overlap nor leave the window there.
// ctest runs this twice: at 100%, and at 200% (QT_SCALE_FACTOR=2 on a 2400x1520 screen).
// With STARBOARD_VIEW_SHOTS=<folder>, the pictures are saved there.

#include "appwindow.h"
#include "gamecatalog.h"
#include "quickstage.h"
#include "textfit.h"

#include <QAccessible>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;
using namespace appwindow;
using namespace textfit;

namespace {

// A 1920x1080 screen at 200% is 960x540 logical pixels; a taskbar and a title bar take
// about 80 of the height.
const QSize kLaptop(960, 540);
const QSize kLaptopAvailable(960, 460);

// Whether `item` lies inside an item named `name`.
bool inside(QQuickItem *item, const QString &name)
{
    for (QQuickItem *p = item; p; p = p->parentItem())
        if (p->objectName() == name)
            return true;
    return false;
}

// The items the focus visits when Tab is pressed until it comes round (at most 80).
QList<QQuickItem *> tabChain(App &app)
{
    QList<QQuickItem *> chain;
    for (int i = 0; i < 80; ++i) {
        QTest::keyClick(app.window, Qt::Key_Tab);
        QQuickItem *item = app.window->activeFocusItem();
        if (!chain.isEmpty() && item == chain.constFirst())
            break;
        chain << item;
    }
    return chain;
}

// Every shipped language: each view must fit in all of them (the longest are German,
// Polish and Russian).
const char *const kLanguages[] = {"en", "de", "es", "fr", "it", "pl", "ru"};

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_layout"));
        QSettings().clear();
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        languages::install(QStringLiteral("en"));
        qInstallMessageHandler(collectWarnings);
        qInfo("device pixel ratio %g", qGuiApp->devicePixelRatio());
    }
    void cleanupTestCase() { qInstallMessageHandler(nullptr); }
    void init() { g_warnings.clear(); }
    void cleanup()
    {
        const QStringList warnings = g_warnings;
        g_warnings.clear();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    // Keyboard play (issue 12): in the game screen Tab goes through the header's buttons,
    // the board (the Galaxy of D map; Galaxy Command's seat tabs, sector cards and
    // technologies) and the decision's buttons, and comes round again; Shift+Tab goes back.
    // Everything it reaches is shown, usable and named for a screen reader.
    void tabReachesTheBoard_data()
    {
        QTest::addColumn<bool>("gc");
        QTest::newRow("galaxy-of-d") << false;
        QTest::newRow("galaxy-command") << true;
    }

    void tabReachesTheBoard()
    {
        QFETCH(bool, gc);
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(gc ? gcdriver::config(2, QStringLiteral("5")) : godHotseat(3)));
        if (app.session->privacyScreen())
            app.session->acknowledgePrivacy();
        app.settle();
        const QList<QQuickItem *> chain = tabChain(app);
        QVERIFY2(chain.size() < 80, "Tab never came round");
        QStringList names;
        for (QQuickItem *item : chain) {
            QVERIFY(item);
            const QString name = quickstage::spokenName(item);
            names << QString::fromLatin1(item->metaObject()->className()) + QLatin1Char('/') +
                         item->objectName() + QStringLiteral(" \"") + name + QLatin1Char('"');
            QVERIFY2(item->isVisible() && item->isEnabled(), qPrintable(names.constLast()));
            QVERIFY2(!name.trimmed().isEmpty(), qPrintable(names.constLast()));
        }
        const QString all = names.join(QLatin1Char('\n'));
        const auto reached = [&](const std::function<bool(QQuickItem *)> &what) {
            return std::any_of(chain.begin(), chain.end(), what);
        };
        for (const char *button : {"hintButton", "saveButton", "rulesButton", "concedeButton"})
            QVERIFY2(
                reached([&](QQuickItem *i) { return i->objectName() == QLatin1String(button); }),
                qPrintable(all));
        QVERIFY2(reached([](QQuickItem *i) { return inside(i, QStringLiteral("decisionBar")); }),
                 qPrintable(all));
        if (gc) {
            QVERIFY2(reached([](QQuickItem *i) { return inside(i, QStringLiteral("sector")); }),
                     qPrintable(all));
            QVERIFY2(reached([](QQuickItem *i) {
                         return i->property("boardSpot").toBool() &&
                                !inside(i, QStringLiteral("sector"));
                     }),
                     qPrintable(all)); // a technology
            // One stop for all the cards, one for all the technologies: the arrows do the rest.
            QCOMPARE(
                std::count_if(chain.begin(), chain.end(),
                              [](QQuickItem *i) { return inside(i, QStringLiteral("sector")); }),
                1);
        } else {
            QVERIFY2(reached([](QQuickItem *i) {
                         return i->objectName() == QLatin1String("sectorGrid");
                     }),
                     qPrintable(all));
        }
        // Shift+Tab walks the same chain backwards.
        QQuickItem *last = chain.constLast();
        QCOMPARE(app.window->activeFocusItem(), chain.constFirst()); // come round
        QTest::keyClick(app.window, Qt::Key_Backtab);
        QCOMPARE(app.window->activeFocusItem(), last);
    }

    // Enter presses the focused button as Space does, and when the game moves on under it
    // (the focused button goes), the keyboard stays in the decision bar: its gold button,
    // else its first, takes the focus with the ring. (Found playing Galaxy Command in Polish
    // by keyboard: after "Build military" ended the turn, the next Tab began again at Home.)
    void keyboardStaysInTheDecisionBar()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(gcdriver::config(1, QStringLiteral("5"))));
        auto *c = app.controller<gc::GcController>();
        QVERIFY(c);
        QCOMPARE(c->phase(), QStringLiteral("action"));
        const auto focused = [&] { return app.window->activeFocusItem(); };
        QQuickItem *bide = nullptr;
        for (int i = 0; i < 60 && !bide; ++i) {
            QTest::keyClick(app.window, Qt::Key_Tab);
            if (focused() && quickstage::spokenName(focused()) == QLatin1String("Bide time"))
                bide = focused();
        }
        QVERIFY(bide);
        QVERIFY(bide->property("visualFocus").toBool());
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_COMPARE(c->phase(), QStringLiteral("build"));
        QVERIFY(!bide->isVisible());
        // "End turn" (gold) has the focus, shown, in the decision bar.
        QTRY_VERIFY(focused() && inside(focused(), QStringLiteral("decisionBar")));
        QCOMPARE(quickstage::spokenName(focused()), QStringLiteral("End turn"));
        QVERIFY(focused()->property("visualFocus").toBool());
        // A gold button's focus is shown by a ring of its own (its border is gold already).
        QQuickItem *ring = findItem(focused(), QStringLiteral("focusRing"));
        QVERIFY(ring && ring->isVisible());
        const int round = c->round();
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_COMPARE(c->round(), round + 1);
        QTRY_COMPARE(c->phase(), QStringLiteral("action"));
        // The next turn: its only button, "Bide time", has the focus.
        QTRY_VERIFY(focused() && quickstage::spokenName(focused()) == QLatin1String("Bide time"));
        QVERIFY(focused()->property("visualFocus").toBool());
        // Enter on a focused button that is not a dialog's default presses that button.
        QTest::keyClick(app.window, Qt::Key_Enter);
        QTRY_COMPARE(c->phase(), QStringLiteral("build"));
    }

    // The starting purchase by keyboard: Enter buys, and when the money runs out the
    // keyboard goes on to a ship still affordable, then to "Done" (found in Polish by
    // keyboard: after the last ship the next Tab began again at Home).
    void keyboardBuysTheStartingShips()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(godHotseat(1)));
        auto *c = app.controller<god::GodController>();
        QVERIFY(c);
        QVERIFY(playGod(
            app, [](god::GodController &g) { return g.phase() == QLatin1String("purchase"); }));
        app.settle();
        const auto focused = [&] { return app.window->activeFocusItem(); };
        for (int i = 0; i < 60 && !(focused() && inside(focused(), QStringLiteral("shop"))); ++i)
            QTest::keyClick(app.window, Qt::Key_Tab);
        QVERIFY(focused() && inside(focused(), QStringLiteral("shop")));
        int presses = 0;
        while (inside(focused(), QStringLiteral("shop")) && presses < 40) {
            QVERIFY(focused()->isEnabled() && focused()->isVisible());
            QTest::keyClick(app.window, Qt::Key_Return);
            ++presses;
            app.settle(1);
        }
        // Every press bought a ship until nothing more could be bought; then "Done".
        QTRY_VERIFY2(focused()->objectName() == QLatin1String("doneButton"),
                     qPrintable(QStringLiteral("%1 \"%2\" after %3 presses")
                                    .arg(QString::fromLatin1(focused()->metaObject()->className()),
                                         quickstage::spokenName(focused()))
                                    .arg(presses)));
        QVERIFY(focused()->property("visualFocus").toBool());
        const auto &rows = c->shop()->rows();
        QVERIFY(std::none_of(rows.begin(), rows.end(), [](const auto &r) { return r.enabled; }));
        QVERIFY2(presses > 1, qPrintable(QString::number(presses)));
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_VERIFY(c->phase() != QLatin1String("purchase") || !c->myDecision());
    }

    // The ships of a selected stack are reached by Tab and ticked in or out of the move with
    // Space (found by keyboard in Polish: only the mouse could leave the slow Destroyer
    // behind).
    void keyboardPicksTheShipsThatMove()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(selectStartingStack(app, 3) >= 0);
        auto *c = app.controller<god::GodController>();
        const auto focused = [&] { return app.window->activeFocusItem(); };
        for (int i = 0; i < 60 && !(focused() && focused()->objectName() == "stackChip"); ++i)
            QTest::keyClick(app.window, Qt::Key_Tab);
        QQuickItem *chip = focused();
        QVERIFY(chip && chip->objectName() == QLatin1String("stackChip"));
        QQuickItem *ring = findItem(chip, QStringLiteral("keyboardCursor"));
        QVERIFY(ring && ring->isVisible());
        const int row = chip->property("index").toInt();
        const auto selected = [&] { return c->stack()->rows()[std::size_t(row)].selected; };
        const bool before = selected();
        QTest::keyClick(app.window, Qt::Key_Space);
        QTRY_COMPARE(selected(), !before);
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_COMPARE(selected(), before);
        // Tab goes on to the next ship (or its "Put on top" arrow), not out of the strip.
        QTest::keyClick(app.window, Qt::Key_Tab);
        QVERIFY(focused() && inside(focused(), QStringLiteral("stackStrip")));
    }

    // Against the computer: the last money spent in the shop ends the turn by itself; when
    // the player's next turn comes, the keyboard is on "End movement" (found by keyboard in
    // Polish: nothing had the focus, and Enter did nothing).
    void keyboardComesBackAfterTheComputersTurn()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(goddriver::config(QStringLiteral("normal"), true, QStringLiteral("3"))));
        auto *c = app.controller<god::GodController>();
        QVERIFY(c);
        const auto affordable = [](god::GodController &g) {
            const auto &rows = g.shop()->rows();
            return std::any_of(rows.begin(), rows.end(), [](const auto &r) { return r.enabled; });
        };
        QVERIFY(playGod(app, [&](god::GodController &g) {
            return g.phase() == QLatin1String("buy") && affordable(g);
        }));
        const int turn = c->state()->turn();
        const auto focused = [&] { return app.window->activeFocusItem(); };
        for (int i = 0; i < 60 && !(focused() && inside(focused(), QStringLiteral("shop"))); ++i)
            QTest::keyClick(app.window, Qt::Key_Tab);
        QVERIFY(focused() && inside(focused(), QStringLiteral("shop")));
        for (int i = 0; i < 40 && c->phase() == QLatin1String("buy") && c->myDecision(); ++i) {
            if (focused()->objectName() == QLatin1String("doneButton"))
                break; // money left over: the turn does not end by itself
            QTest::keyClick(app.window, Qt::Key_Return);
            app.settle(1);
        }
        if (c->phase() == QLatin1String("buy") && c->myDecision()) {
            QCOMPARE(focused()->objectName(), QStringLiteral("doneButton"));
            QTest::keyClick(app.window, Qt::Key_Return);
        }
        // The computer plays its turn; then the player's movement, with the keyboard there.
        QTRY_VERIFY_WITH_TIMEOUT(c->state()->turn() > turn + 1 && c->myDecision() &&
                                     c->phase() == QLatin1String("movement"),
                                 20000);
        app.settle();
        QTRY_VERIFY(focused() && focused()->objectName() == QLatin1String("endMovementButton"));
        QVERIFY(focused()->property("visualFocus").toBool());
    }

    // Every button of the game screen's top bar names its key in its tooltip, and the key
    // does what the button does (issue 12). Dialogs: Escape cancels, Enter does the default
    // (gold) button's action.
    void headerShortcuts()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(godHotseat(3)));
        if (app.session->privacyScreen())
            app.session->acknowledgePrivacy();
        app.settle();
        QQuickItem *screen = app.gameScreen();
        QList<QQuickItem *> buttons;
        visibleOfClass(app.item(QStringLiteral("gameScreenHeader")), "QQuickAbstractButton",
                       buttons);
        QVERIFY(buttons.size() >= 8);
        const QRegularExpression key(QStringLiteral("\\(([^()]+)\\)$"));
        QStringList keys;
        for (QQuickItem *button : buttons) {
            const QString tip =
                QQmlProperty(button, QStringLiteral("ToolTip.text"), qmlContext(button))
                    .read()
                    .toString();
            const auto match = key.match(tip);
            QVERIFY2(match.hasMatch(),
                     qPrintable(button->property("text").toString() + QStringLiteral(": ") + tip));
            const QKeySequence sequence(match.captured(1));
            QVERIFY2(!sequence.isEmpty() && sequence[0].key() != Qt::Key_unknown, qPrintable(tip));
            keys << match.captured(1);
        }
        for (const char *expected :
             {"Ctrl+Z", "Ctrl+S", "F1", "Ctrl+Shift+Q", "Alt+Home", "Ctrl+E"})
            QVERIFY2(keys.contains(QLatin1String(expected)),
                     qPrintable(keys.join(QLatin1Char(' '))));

        // F1: the rules beside the board, and away again.
        QTest::keySequence(app.window, QKeySequence(QStringLiteral("F1")));
        app.settle();
        auto *rules = screen->findChild<QObject *>(QStringLiteral("rulesDrawer"));
        QVERIFY(rules);
        QTRY_VERIFY(rules->property("opened").toBool());
        QTest::keySequence(app.window, QKeySequence(QStringLiteral("F1")));
        QTRY_VERIFY(!rules->property("visible").toBool());
        // Ctrl+Shift+Q asks first: Escape keeps the game going, Enter concedes.
        QTest::keySequence(app.window, QKeySequence(QStringLiteral("Ctrl+Shift+Q")));
        auto *concede = screen->findChild<QObject *>(QStringLiteral("concedeDialog"));
        QVERIFY(concede);
        QTRY_VERIFY(concede->property("opened").toBool());
        QTest::keyClick(app.window, Qt::Key_Escape);
        QTRY_VERIFY(!concede->property("visible").toBool());
        QVERIFY(!app.session->isTerminal());
        QTest::keySequence(app.window, QKeySequence(QStringLiteral("Ctrl+Shift+Q")));
        QTRY_VERIFY(concede->property("opened").toBool());
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_VERIFY(app.session->isTerminal());
        // Ctrl+E: the Workshop; Alt+Home: the home screen.
        QSignalSpy workshop(screen, SIGNAL(workshopRequested()));
        QSignalSpy home(screen, SIGNAL(homeRequested()));
        QTest::keySequence(app.window, QKeySequence(QStringLiteral("Ctrl+E")));
        QCOMPARE(workshop.count(), 1);
        QTest::keySequence(app.window, QKeySequence(QStringLiteral("Alt+Home")));
        QCOMPARE(home.count(), 1);
    }

    // Casualties with the keyboard (issue 12): when the player must pick a casualty, the
    // first ship they may pick has the focus (its ring shown, named with its state); Enter
    // picks it, as a click would.
    void keyboardPicksACasualty()
    {
        App app(kDefault);
        QVERIFY(app.window);
        bool found = false;
        for (int seed = 1; seed < 40 && !found; ++seed) {
            QVERIFY(app.start(godHotseat(seed)));
            found = playGod(app, [](god::GodController &g) {
                return g.phase() == QLatin1String("fight") && g.myDecision() &&
                       g.fighters()->rowCount() >= 2;
            });
        }
        QVERIFY(found);
        app.settle();
        QQuickItem *focused = nullptr;
        QTRY_VERIFY((focused = app.window->activeFocusItem()) &&
                    focused->property("boardSpot").toBool() &&
                    inside(focused, QStringLiteral("combatDialog")));
        QVERIFY(focused->property("available").toBool());
        auto *ring = focused->findChild<QQuickItem *>(QStringLiteral("keyboardCursor"));
        QVERIFY(ring && ring->isVisible());
        QVERIFY2(quickstage::spokenName(focused).contains(focused->property("name").toString()),
                 qPrintable(quickstage::spokenName(focused)));
        const auto history = app.session->state()->history().size();
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_VERIFY(app.session->state()->history().size() > history);
    }

    // Dialogs with the keyboard (issue 12): in the settings, a list opened with Space takes
    // Enter for its choice (the dialog stays open); then Enter closes the dialog (Close is
    // its only button). In the new-game dialog Enter starts the game, as the gold button.
    void dialogsTakeEnterAndEscape()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QMetaObject::invokeMethod(app.window, "openSettings");
        app.settle();
        QQuickItem *levelBox = app.item(QStringLiteral("levelBox"));
        QVERIFY(levelBox);
        QObject *settings = levelBox->parent();
        while (settings && !settings->inherits("QQuickDialog"))
            settings = settings->parent();
        QVERIFY(settings);
        QTRY_VERIFY(settings->property("opened").toBool());
        const QString level = app.settings().defaultLevel();
        levelBox->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(app.window, Qt::Key_Space);
        auto *popup = levelBox->property("popup").value<QObject *>();
        QVERIFY(popup);
        QTRY_VERIFY(popup->property("opened").toBool());
        QTest::keyClick(app.window, level == QLatin1String("beginner") ? Qt::Key_Down : Qt::Key_Up);
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_VERIFY(!popup->property("visible").toBool());
        QVERIFY(app.settings().defaultLevel() != level);
        QVERIFY(settings->property("visible").toBool());
        app.settings().setDefaultLevel(level);
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_VERIFY(!settings->property("visible").toBool());

        QMetaObject::invokeMethod(app.window, "newGame",
                                  Q_ARG(QString, QStringLiteral("galaxy-of-d")));
        app.settle();
        QObject *newGame = app.window->findChild<QObject *>(QStringLiteral("newGameDialog"));
        QVERIFY(newGame);
        QTRY_VERIFY(newGame->property("opened").toBool());
        QTest::keyClick(app.window, Qt::Key_Escape);
        QTRY_VERIFY(!newGame->property("visible").toBool());
        QVERIFY(!app.session->isActive());
        QMetaObject::invokeMethod(app.window, "newGame",
                                  Q_ARG(QString, QStringLiteral("galaxy-of-d")));
        QTRY_VERIFY(newGame->property("opened").toBool());
        QTest::keyClick(app.window, Qt::Key_Return);
        QTRY_VERIFY(app.session->isActive());
        QCOMPARE(app.session->gameId(), QStringLiteral("galaxy-of-d"));
    }

    // Players are told apart by more than colour (issue 12): each seat's panel shows its
    // emblem, a shape of its own (GameCatalog.sideEmblem), in both games.
    void seatsDifferByMoreThanColour_data()
    {
        QTest::addColumn<bool>("gc");
        QTest::newRow("galaxy-of-d") << false;
        QTest::newRow("galaxy-command, 3 players") << true;
    }

    void seatsDifferByMoreThanColour()
    {
        QFETCH(bool, gc);
        const QString gameId =
            gc ? QStringLiteral("galaxy-command") : QStringLiteral("galaxy-of-d");
        const int seats = gc ? 3 : 2;
        QSet<QString> emblems;
        for (int seat = 0; seat < 4; ++seat)
            emblems << GameCatalog::sideEmblem(gameId, seat);
        QCOMPARE(emblems.size(), 4);
        if (!gc) { // the Pirates (side 2) differ from both players
            const QString pirates = GameCatalog::sideEmblem(gameId, 2);
            QVERIFY(pirates != GameCatalog::sideEmblem(gameId, 0));
            QVERIFY(pirates != GameCatalog::sideEmblem(gameId, 1));
        }
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(gc ? gcdriver::config(2, QStringLiteral("5")) : godHotseat(3)));
        if (app.session->privacyScreen())
            app.session->acknowledgePrivacy();
        app.settle();
        QList<QQuickItem *> texts;
        visibleOfClass(app.item(QStringLiteral("seatColumn")), "QQuickText", texts);
        QSet<QString> shown;
        for (QQuickItem *text : texts) {
            const QString t = text->property("text").toString();
            for (int seat = 0; seat < seats; ++seat)
                if (t == GameCatalog::sideEmblem(gameId, seat) &&
                    text->property("color").value<QColor>() == GameCatalog::sideColor(gameId, seat))
                    shown << t;
        }
        QCOMPARE(shown.size(), seats);
    }

    // Galaxy Command with the keyboard alone (issue 12): Tab to the sector, the arrows move a
    // white ring from card to card (each named for a screen reader as its tooltip says),
    // Enter explores the face-down system under the ring.
    void keyboardExploresASystem()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(gcdriver::config(1, QStringLiteral("5"))));
        auto *c = app.controller<gc::GcController>();
        QVERIFY(c);
        QCOMPARE(c->phase(), QStringLiteral("action"));
        QQuickItem *card = nullptr;
        for (int i = 0; i < 40 && !card; ++i) {
            QTest::keyClick(app.window, Qt::Key_Tab);
            QQuickItem *item = app.window->activeFocusItem();
            if (item && inside(item, QStringLiteral("sector")))
                card = item;
        }
        QVERIFY(card);
        auto *ring = card->findChild<QQuickItem *>(QStringLiteral("keyboardCursor"));
        QVERIFY(ring);
        QVERIFY(ring->isVisible());
        // What a screen reader says: what the card shows and, face down, its place.
        QCOMPARE(quickstage::spokenName(card), card->property("accessibleText").toString());
        QVERIFY(quickstage::spokenName(card).startsWith(card->property("shownText").toString()));
        // Right moves the ring to the card on the right, Left back.
        const QPointF first = card->mapToScene(QPointF());
        QTest::keyClick(app.window, Qt::Key_Right);
        QQuickItem *right = app.window->activeFocusItem();
        QVERIFY(right && right != card && inside(right, QStringLiteral("sector")));
        QCOMPARE(right->mapToScene(QPointF()).y(), first.y());
        QVERIFY(right->mapToScene(QPointF()).x() > first.x());
        QVERIFY(!ring->isVisible());
        QTest::keyClick(app.window, Qt::Key_Left);
        QCOMPARE(app.window->activeFocusItem(), card);
        QVERIFY(ring->isVisible());
        // The arrows reach every card (3 columns: along a row, then down).
        QQuickItem *explorable = nullptr;
        for (int row = 0; row < 4 && !explorable; ++row) {
            for (int column = 0; column < 3 && !explorable; ++column) {
                QQuickItem *at = app.window->activeFocusItem();
                if (at->property("clickAction").toString() == QLatin1String("explore"))
                    explorable = at;
                else if (column < 2)
                    QTest::keyClick(app.window, row % 2 == 0 ? Qt::Key_Right : Qt::Key_Left);
            }
            if (!explorable)
                QTest::keyClick(app.window, Qt::Key_Down);
        }
        QVERIFY(explorable);
        QVERIFY(explorable->findChild<QQuickItem *>(QStringLiteral("keyboardCursor"))->isVisible());
        const auto history = app.session->state()->history().size();
        QTest::keyClick(app.window, Qt::Key_Return);
        QVERIFY(app.session->state()->history().size() > history);
        QVERIFY(explorable->property("explored").toBool());
    }

    // The window starts at 1200x760, or smaller on a screen with less room (down to its
    // minimum).
    void firstSize()
    {
        App app{QSize()};
        QVERIFY(app.window);
        const QSize available = app.window->screen()->availableSize();
        const QSize minimum = app.window->minimumSize();
        qInfo("screen %dx%d, window %dx%d", available.width(), available.height(),
              app.window->width(), app.window->height());
        QCOMPARE(app.window->width(), std::min(1200, std::max(minimum.width(), available.width())));
        QCOMPARE(app.window->height(),
                 std::min(760, std::max(minimum.height(), available.height())));
    }

    // Seen under Xvfb: Undo and Redo looked exactly like Save and Open when they could not
    // be used (the window's palette set every button's text colour for all states), so a
    // click that did nothing looked like a broken button. A disabled button's text is
    // dimmer than an enabled one's; once a move can be taken back, Undo looks like the rest.
    void disabledButtonsLookDisabled()
    {
        App app(kDefault);
        QVERIFY(app.window);
        QVERIFY(app.start(godHotseat(3)));
        // (The second person decides first: the game starts behind the pass screen, which
        // disables the screen behind it; session 22.)
        if (app.session->privacyScreen()) {
            app.session->acknowledgePrivacy();
            app.settle();
        }
        QQuickItem *undo = app.item(QStringLiteral("undoButton"));
        QQuickItem *redo = app.item(QStringLiteral("redoButton"));
        QQuickItem *save = app.item(QStringLiteral("saveButton"));
        QVERIFY(undo && redo && save);
        const auto textColour = [](QQuickItem *button) {
            auto *label = button->property("contentItem").value<QQuickItem *>();
            return label ? label->property("color").value<QColor>() : QColor();
        };
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        QVERIFY(save->isEnabled());
        QVERIFY(textColour(save).isValid());
        for (QQuickItem *disabled : {undo, redo})
            QVERIFY2(textColour(disabled).lightness() < textColour(save).lightness(),
                     qPrintable(textColour(disabled).name() + QStringLiteral(" / ") +
                                textColour(save).name()));

        auto *c = app.controller<god::GodController>();
        QVERIFY(c);
        int bought = 0;
        for (int guard = 0; guard < 20 && !app.session->canUndo(); ++guard) {
            if (app.session->privacyScreen())
                app.session->acknowledgePrivacy();
            else
                goddriver::decide(*c, *app.session, bought);
        }
        QVERIFY(app.session->canUndo());
        app.settle();
        QVERIFY(undo->isEnabled());
        QCOMPARE(textColour(undo), textColour(save));
    }

    // The board's place and size do not change while the panel under it changes.
    void boardStaysPut_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        QTest::newRow("galaxy-of-d 1200x760") << QStringLiteral("galaxy-of-d") << kDefault;
        QTest::newRow("galaxy-of-d 960x540") << QStringLiteral("galaxy-of-d") << kLaptop;
        QTest::newRow("galaxy-of-d minimum") << QStringLiteral("galaxy-of-d") << QSize();
        QTest::newRow("galaxy-command 1200x760") << QStringLiteral("galaxy-command") << kDefault;
        QTest::newRow("galaxy-command 960x540") << QStringLiteral("galaxy-command") << kLaptop;
        QTest::newRow("galaxy-command minimum") << QStringLiteral("galaxy-command") << QSize();
    }

    void boardStaysPut()
    {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        App app(kDefault);
        QVERIFY(app.window);
        if (!size.isValid())
            size = app.window->minimumSize();
        app.window->resize(size);
        app.settle();
        QCOMPARE(app.window->size(), size);

        // What the decision panel shows (its visible buttons and its height), and where
        // the board is.
        QSet<QString> panels;
        int looks = 0;
        QStringList moves;
        // `rects`: where the board is (its parts); the first look is the reference.
        QList<QRectF> first;
        auto look = [&](const QString &phase, const QList<QRectF> &rects) {
            QQuickItem *bar = app.item(QStringLiteral("decisionBar"));
            QVERIFY(bar);
            QList<QQuickItem *> buttons;
            visibleOfClass(bar, "QQuickAbstractButton", buttons);
            QStringList texts;
            for (QQuickItem *b : buttons)
                texts << b->property("text").toString();
            panels.insert(phase + QLatin1Char(':') + texts.join(QLatin1Char('|')));
            if (looks++ == 0) {
                first = rects;
                return;
            }
            for (int i = 0; i < rects.size(); ++i)
                if (rects[i] != first.value(i))
                    moves << QStringLiteral("%1 (%2): %3 instead of %4")
                                 .arg(phase, texts.join(QLatin1Char('|')), describe(rects[i]),
                                      describe(first.value(i)));
        };

        if (game == QLatin1String("galaxy-of-d")) {
            int seed = 1;
            QSet<QString> phases;
            QVERIFY(app.start(godHotseat(seed)));
            QVERIFY(playGod(
                app,
                [&](god::GodController &c) {
                    phases.insert(c.phase());
                    return phases.contains(QStringLiteral("buy")) && c.turn() >= 3;
                },
                [&](god::GodController &c) {
                    QQuickItem *galaxy = app.item(QStringLiteral("galaxy"));
                    QVERIFY(galaxy);
                    look(c.phase(), {sceneRect(galaxy)});
                    if (c.phase() == QLatin1String("movement") && looks % 5 == 0)
                        app.shoot(QStringLiteral("board-god-movement-%1x%2")
                                      .arg(size.width())
                                      .arg(size.height()));
                    if (c.phase() == QLatin1String("purchase"))
                        app.shoot(QStringLiteral("board-god-purchase-%1x%2")
                                      .arg(size.width())
                                      .arg(size.height()));
                }));
        } else {
            QVERIFY(app.start(gcdriver::config(1, QStringLiteral("5"))));
            QVERIFY(playGc(
                app, [&](gc::GcController &c) { return c.round() >= 6; },
                [&](gc::GcController &c) {
                    // The sector within the scrolling area (which scrolls to the mats by
                    // itself on a small board), and that area in the window.
                    QQuickItem *sector = app.item(QStringLiteral("sector"));
                    QQuickItem *flick = app.item(QStringLiteral("boardScroll"));
                    QVERIFY(flick);
                    QQuickItem *contentItem = flick->property("contentItem").value<QQuickItem *>();
                    QVERIFY(contentItem);
                    const QRectF inContent = sector->mapRectToItem(
                        contentItem, QRectF(0, 0, sector->width(), sector->height()));
                    const QString phase = c.phase();
                    look(phase, {sceneRect(flick), inContent});
                    if (phase == QLatin1String("trade"))
                        app.shoot(QStringLiteral("board-gc-trade-%1x%2")
                                      .arg(size.width())
                                      .arg(size.height()));
                }));
        }
        QVERIFY2(moves.isEmpty(), qPrintable(moves.join(QLatin1Char('\n'))));
        QVERIFY2(panels.size() >= (game == QLatin1String("galaxy-of-d") ? 4 : 2),
                 qPrintable(QStringList(panels.values()).join('\n')));
    }

    // Galaxy of D's secret purchase at the start: the seven ship types side by side, each
    // whole on screen; those the player cannot buy have a disabled Buy button and say why,
    // on the card and in the button's accessible description.
    void shopShowsEveryShip_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1200x760") << kDefault;
        QTest::newRow("1724x950 (one row)") << QSize(1724, 950);
    }

    void shopShowsEveryShip()
    {
        QFETCH(QSize, size);
        App app(size);
        QVERIFY(app.window);
        QCOMPARE(app.window->size(), size);
        QVERIFY(app.start(godHotseat(1)));
        auto *c = app.controller<god::GodController>();
        QVERIFY(c);
        QVERIFY(playGod(
            app, [](god::GodController &g) { return g.phase() == QLatin1String("purchase"); }));
        // Order the cheapest ship until some cannot be bought any more.
        // (The controller brings its models up to date when they are asked for: shop().)
        QCOMPARE(int(c->shop()->rows().size()), 7);
        auto cheapest = [&] {
            const auto &rows = c->shop()->rows();
            int best = -1;
            for (const auto &row : rows)
                if (row.enabled && (best < 0 || row.cost < rows[best].cost))
                    best = row.typeIndex;
            return best;
        };
        for (int guard = 0; guard < 20; ++guard) {
            const auto &rows = c->shop()->rows();
            if (std::all_of(rows.begin(), rows.end(), [](const auto &r) { return r.enabled; }) ||
                std::count_if(rows.begin(), rows.end(), [](const auto &r) { return !r.enabled; }) <
                    3) {
                QVERIFY(cheapest() >= 0);
                QCOMPARE(c->buy(cheapest()), QString());
            } else {
                break;
            }
        }
        // And the last one ordered until no more can be: its card says both.
        for (int guard = 0; guard < 20; ++guard) {
            const int type = cheapest();
            if (type < 0 || c->buy(type) != QString())
                break;
            if (!c->shop()->rows()[std::size_t(type)].enabled)
                break;
        }
        app.settle();
        app.shoot(QStringLiteral("shop-%1x%2").arg(size.width()).arg(size.height()));

        QQuickItem *shop = app.item(QStringLiteral("shop"));
        QVERIFY(shop && shop->isVisible());
        QList<QQuickItem *> cards;
        findItems(shop, QStringLiteral("shopCard"), cards);
        QCOMPARE(cards.size(), 7);
        const QRectF shopRect = sceneRect(shop);
        QVERIFY2(inside(shopRect, app.windowRect()), qPrintable(describe(shopRect)));
        int disabled = 0;
        int orderedButDisabled = 0;
        for (QQuickItem *card : cards) {
            const QString name = card->property("name").toString();
            QVERIFY2(card->isVisible(), qPrintable(name));
            QVERIFY2(inside(sceneRect(card), shopRect),
                     qPrintable(name + QLatin1Char(' ') + describe(sceneRect(card))));
            QQuickItem *buy = findItem(card, QStringLiteral("buyButton"));
            QQuickItem *info = findItem(card, QStringLiteral("shopInfo"));
            QVERIFY(buy && info && buy->isVisible() && info->isVisible());
            const bool available = card->property("available").toBool();
            QCOMPARE(buy->isEnabled(), available);
            QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(buy);
            QVERIFY(accessible);
            QVERIFY2(accessible->text(QAccessible::Name).contains(name),
                     qPrintable(accessible->text(QAccessible::Name)));
            if (!available) {
                ++disabled;
                const QString reason = card->property("reason").toString();
                const int cost = card->property("cost").toInt();
                QVERIFY2(reason.startsWith(QStringLiteral("Costs $%1, you have $").arg(cost)) ||
                             reason.startsWith(QStringLiteral("All ")),
                         qPrintable(reason));
                const int ordered = card->property("moves").toInt();
                orderedButDisabled += ordered > 0 ? 1 : 0;
                QCOMPARE(info->property("text").toString(),
                         ordered > 0 ? QStringLiteral("%1 ordered · %2").arg(ordered).arg(reason)
                                     : reason);
                QCOMPARE(accessible->text(QAccessible::Description), reason);
            }
            const QStringList cut = cutTexts(card, sceneRect(card));
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        }
        QVERIFY(disabled >= 3);
        QVERIFY(orderedButDisabled >= 1);
        // The reason names the money left of the secret purchase.
        QVERIFY(!c->pendingCost().isEmpty());
    }

    // A stack of four ships in the smallest window: every ship of the selected stack is
    // whole in view (chips show their picture and moves when the names do not fit), none
    // behind the strip's scroll bar, and the tip names the ship.
    void stackStripShowsEveryShip_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : kLanguages)
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    void stackStripShowsEveryShip()
    {
        QFETCH(QString, language);
        App app(kDefault, language);
        QVERIFY(app.window);
        const int seat = selectStartingStack(app, 4);
        QVERIFY(seat >= 0);
        auto *c = app.controller<god::GodController>();
        QCOMPARE(c->state()->stackSize(seat, c->state()->starbase(seat)), 4);
        app.shoot(QStringLiteral("stack-%1").arg(language));
        QQuickItem *strip = app.item(QStringLiteral("stackStrip"));
        QVERIFY(strip && strip->isVisible());
        const QRectF stripRect = sceneRect(strip);
        QList<QQuickItem *> chips;
        findItems(strip, QStringLiteral("stackChip"), chips);
        QCOMPARE(chips.size(), 4);
        for (QQuickItem *chip : chips) {
            QVERIFY2(
                inside(sceneRect(chip), stripRect),
                qPrintable(describe(sceneRect(chip)) + QLatin1Char(' ') + describe(stripRect)));
            if (chip->property("compact").toBool())
                QVERIFY(chip->property("fullText")
                            .toString()
                            .contains(chip->property("name").toString()));
            const QStringList cut = cutTexts(chip, sceneRect(chip));
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
        }
    }

    // The combat dialog, when the player picks casualties: no text cut off, in three
    // languages, at the default size and at the window's minimum.
    void combatDialogFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : kLanguages) {
            QTest::addRow("%s 1200x760", language) << QString::fromLatin1(language) << kDefault;
            QTest::addRow("%s minimum", language) << QString::fromLatin1(language) << QSize();
        }
    }

    void combatDialogFits()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        if (language != QLatin1String("en") && !hasI18n())
            QSKIP("the translations are not embedded in this test");
        App app(kDefault, language);
        QVERIFY(app.window);
        if (!size.isValid())
            size = app.window->minimumSize();
        app.window->resize(size);
        app.settle();
        QCOMPARE(app.window->size(), size);
        bool found = false;
        for (int seed = 1; seed < 40 && !found; ++seed) {
            QVERIFY(app.start(godHotseat(seed)));
            found = playGod(app, [](god::GodController &g) {
                return g.phase() == QLatin1String("fight") && g.fighters()->rowCount() >= 3;
            });
        }
        QVERIFY(found);
        app.settle();
        app.shoot(
            QStringLiteral("combat-%1-%2x%3").arg(language).arg(size.width()).arg(size.height()));
        QQuickItem *dialog = app.item(QStringLiteral("combatDialog"));
        QVERIFY(dialog && dialog->isVisible());
        const QRectF dialogRect = sceneRect(dialog);
        QVERIFY2(inside(dialogRect, app.windowRect()), qPrintable(describe(dialogRect)));
        // Horizontally inside the dialog (it scrolls vertically).
        const QRectF bounds(dialogRect.left(), -1e6, dialogRect.width(), 2e6);
        QQuickItem *content = findItem(dialog, QStringLiteral("combatContent"));
        QVERIFY(content);
        const QStringList cut = cutTexts(content, bounds);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    // Every prompt of a few phases of both games, in German and French (and English), at
    // the default size and at the minimum: nothing cut off in the decision panel under the
    // board nor in the phase track beside it.
    void promptsFit_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *game : {"galaxy-of-d", "galaxy-command"})
            for (const char *language : kLanguages) {
                QTest::addRow("%s %s 1200x760", game, language)
                    << QString::fromLatin1(game) << QString::fromLatin1(language) << kDefault;
                QTest::addRow("%s %s minimum", game, language)
                    << QString::fromLatin1(game) << QString::fromLatin1(language) << QSize();
            }
    }

    void promptsFit()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QFETCH(QSize, size);
        if (language != QLatin1String("en") && !hasI18n())
            QSKIP("the translations are not embedded in this test");
        App app(kDefault, language);
        QVERIFY(app.window);
        if (!size.isValid())
            size = app.window->minimumSize();
        app.window->resize(size);
        app.settle();
        QCOMPARE(app.window->size(), size);
        QSet<QString> prompts;
        QStringList problems;
        // Called at every decision without waiting for frames; settles only for a new prompt.
        auto check = [&](const QString &phase, const QString &prompt) {
            if (prompts.contains(prompt))
                return;
            prompts.insert(prompt);
            app.settle(2);
            for (const char *name : {"decisionBar", "phaseTrack"}) {
                QQuickItem *area = app.item(QString::fromLatin1(name));
                QVERIFY2(area, name);
                for (const QString &cut : cutTexts(area, sceneRect(area)))
                    problems << QStringLiteral("%1, %2: %3").arg(phase, QLatin1String(name), cut);
            }
            app.shoot(QStringLiteral("prompt-%1-%2-%3-%4x%5")
                          .arg(game, language, phase)
                          .arg(size.width())
                          .arg(size.height()));
        };
        if (game == QLatin1String("galaxy-of-d")) {
            QVERIFY(app.start(godHotseat(2)));
            QSet<QString> phases;
            playGod(app, [&](god::GodController &c) {
                check(c.phase(), c.prompt());
                phases.insert(c.phase());
                return phases.size() >= 5 && c.turn() >= 4;
            });
            QVERIFY2(phases.size() >= 5, qPrintable(QStringList(phases.values()).join(' ')));
        } else {
            QVERIFY(app.start(gcdriver::config(1, QStringLiteral("5"))));
            QVERIFY(playGc(app, [&](gc::GcController &c) {
                check(c.phase(), c.prompt());
                return c.round() >= 5;
            }));
        }
        QVERIFY2(prompts.size() >= (game == QLatin1String("galaxy-of-d") ? 5 : 2),
                 qPrintable(QStringList(prompts.values()).join('\n')));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Galaxy Command's die roll over the sector (who, what, the sums, the result): nothing
    // cut off, in three languages, at the window's minimum.
    void rollFits_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : kLanguages)
            QTest::addRow("%s minimum", language) << QString::fromLatin1(language);
    }

    void rollFits()
    {
        QFETCH(QString, language);
        if (language != QLatin1String("en") && !hasI18n())
            QSKIP("the translations are not embedded in this test");
        App app(kDefault, language);
        QVERIFY(app.window);
        const QSize size = app.window->minimumSize();
        app.window->resize(size);
        app.settle();
        QVERIFY(app.start(gcdriver::config(1, QStringLiteral("5"))));
        auto *c = app.controller<gc::GcController>();
        QVERIFY(c);
        QStringList problems;
        int rolls = 0;
        QVERIFY(playGc(app, [&](gc::GcController &g) {
            if (g.phase() != QLatin1String("action") || g.round() < 3)
                return false;
            const int conquer = gcdriver::pickSlot(g, QStringLiteral("conquer"));
            const int slot =
                conquer >= 0 ? conquer : gcdriver::pickSlot(g, QStringLiteral("explore"));
            if (slot < 0)
                return false;
            if (g.clickSlot(slot) != QString()) {
                problems << QStringLiteral("the click was refused");
                return true;
            }
            QQuickItem *panel = app.item(QStringLiteral("rollPanel"));
            if (!panel) {
                problems << QStringLiteral("no roll panel");
                return true;
            }
            // The die lands, the result shows.
            for (int i = 0; i < 40 && !(panel->isVisible() && panel->opacity() > 0.99); ++i)
                QTest::qWait(25);
            QTest::qWait(900);
            if (panel->isVisible()) {
                ++rolls;
                QQuickItem *toast = app.item(QStringLiteral("toast"));
                if (toast && toast->isVisible() && sceneRect(toast).intersects(sceneRect(panel)))
                    problems << QStringLiteral("a message covers the roll");
                // In view: a small board scrolls to the mats only after the roll.
                QQuickItem *scroll = app.item(QStringLiteral("boardScroll"));
                if (!inside(sceneRect(panel), sceneRect(scroll)))
                    problems << QStringLiteral("the roll is out of view at %1 (the board: %2)")
                                    .arg(describe(sceneRect(panel)), describe(sceneRect(scroll)));
                for (const QString &cut : cutTexts(panel, sceneRect(panel)))
                    problems << cut;
                app.shoot(QStringLiteral("roll-%1-%2").arg(language).arg(rolls));
            }
            app.session->waitForComputer();
            return rolls >= 2 || !problems.isEmpty();
        }));
        QVERIFY(rolls >= 1);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The settings dialog shows what is stored, before and after the language changes
    // through its own language box.
    void settingsAfterLanguageSwitch()
    {
        if (!hasI18n())
            QSKIP("the translations are not embedded in this test");
        App app(kDefault);
        QVERIFY(app.window);
        // Neither is the first entry of its box.
        app.settings().setDefaultLevel(QStringLiteral("strong"));
        app.settings().setAnimationSpeed(QStringLiteral("fast"));
        QVERIFY(QMetaObject::invokeMethod(app.window, "openSettings"));
        app.settle();
        QQuickItem *languageBox = app.item(QStringLiteral("languageBox"));
        QQuickItem *levelBox = app.item(QStringLiteral("levelBox"));
        QQuickItem *speedBox = app.item(QStringLiteral("speedBox"));
        QVERIFY(languageBox && levelBox && speedBox);
        auto shows = [&](const QString &step) {
            QCOMPARE(languageBox->property("currentValue").toString(), app.settings().language());
            QCOMPARE(levelBox->property("currentValue").toString(), app.settings().defaultLevel());
            QCOMPARE(speedBox->property("currentValue").toString(),
                     app.settings().animationSpeed());
            app.shoot(QStringLiteral("settings-") + step);
        };
        shows(QStringLiteral("en"));
        for (const QString &language :
             {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("")}) {
            // As a person does: pick the language in the box.
            int index = -1;
            QVERIFY(QMetaObject::invokeMethod(languageBox, "indexOfValue", Q_RETURN_ARG(int, index),
                                              Q_ARG(QVariant, language)));
            QVERIFY(index >= 0);
            languageBox->setProperty("currentIndex", index);
            QVERIFY(QMetaObject::invokeMethod(languageBox, "activated", Q_ARG(int, index)));
            app.settle();
            QCOMPARE(app.settings().language(), language);
            if (!language.isEmpty())
                QCOMPARE(app.settings().effectiveLanguage(), language);
            shows(language.isEmpty() ? QStringLiteral("system") : language);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // The window fits a 1920x1080 screen at 200% (960x540 logical, less a taskbar and a
    // title bar), and at 960x540 and at its minimum the game screen's parts stay inside
    // the window without overlapping, for both games.
    void smallScreen_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *game : {"galaxy-of-d", "galaxy-command"}) {
            QTest::addRow("%s en 960x540", game)
                << QString::fromLatin1(game) << QStringLiteral("en") << kLaptop;
            for (const char *language : kLanguages)
                QTest::addRow("%s %s minimum", game, language)
                    << QString::fromLatin1(game) << QString::fromLatin1(language) << QSize();
        }
    }

    void smallScreen()
    {
        QFETCH(QString, game);
        QFETCH(QString, language);
        QFETCH(QSize, size);
        if (language != QLatin1String("en") && !hasI18n())
            QSKIP("the translations are not embedded in this test");
        App app(kDefault, language);
        QVERIFY(app.window);
        const QSize minimum = app.window->minimumSize();
        QVERIFY2(minimum.width() <= kLaptopAvailable.width() &&
                     minimum.height() <= kLaptopAvailable.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(minimum.width()).arg(minimum.height())));
        if (!size.isValid())
            size = minimum;
        app.window->resize(size);
        app.settle();
        QCOMPARE(app.window->size(), size);
        if (game == QLatin1String("galaxy-of-d")) {
            QVERIFY(app.start(godHotseat(1)));
            QVERIFY(playGod(app, [](god::GodController &c) {
                return c.phase() == QLatin1String("movement") && c.selectedSector() >= 0;
            }));
        } else {
            QVERIFY(app.start(gcdriver::config(1, QStringLiteral("5"))));
            QVERIFY(playGc(
                app, [](gc::GcController &c) { return c.phase() == QLatin1String("build"); }));
        }
        app.settle();
        app.shoot(QStringLiteral("small-%1-%2-%3x%4")
                      .arg(game, language)
                      .arg(size.width())
                      .arg(size.height()));
        // The screen's regions: inside the window, apart from each other.
        const QStringList regions{QStringLiteral("gameScreenHeader"), QStringLiteral("seatColumn"),
                                  QStringLiteral("boardArea"), QStringLiteral("sideColumn")};
        QList<QRectF> rects;
        for (const QString &name : regions) {
            QQuickItem *region = app.item(name);
            QVERIFY2(region && region->isVisible(), qPrintable(name));
            const QRectF rect = sceneRect(region);
            QVERIFY2(inside(rect, app.windowRect()), qPrintable(name + describe(rect)));
            QVERIFY2(rect.width() >= 150 && rect.height() >= 40, qPrintable(name + describe(rect)));
            for (int i = 0; i < rects.size(); ++i)
                QVERIFY2(!rects[i].intersected(rect).isValid() ||
                             rects[i].intersected(rect).width() < 0.5 ||
                             rects[i].intersected(rect).height() < 0.5,
                         qPrintable(regions[i] + QStringLiteral(" overlaps ") + name));
            rects << rect;
        }
        // The buttons of the top bar and of the board: whole, inside the window, apart.
        QList<QQuickItem *> buttons;
        visibleOfClass(app.item(QStringLiteral("gameScreenHeader")), "QQuickAbstractButton",
                       buttons);
        visibleOfClass(app.item(QStringLiteral("decisionBar")), "QQuickAbstractButton", buttons);
        QVERIFY(buttons.size() >= 6);
        for (int i = 0; i < buttons.size(); ++i) {
            const QRectF a = sceneRect(buttons[i]);
            const QString text = buttons[i]->property("text").toString();
            QVERIFY2(inside(a, app.windowRect()), qPrintable(text + describe(a)));
            const QStringList cut = cutTexts(buttons[i], a);
            QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
            for (int j = 0; j < i; ++j) {
                const QRectF overlap = a.intersected(sceneRect(buttons[j]));
                QVERIFY2(overlap.width() < 0.5 || overlap.height() < 0.5,
                         qPrintable(text + QStringLiteral(" overlaps ") +
                                    buttons[j]->property("text").toString()));
            }
        }
        const QStringList cut = cutTexts(app.item(QStringLiteral("decisionBar")), app.windowRect());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));

        // Without room for every button, Save, Open and the Workshop are in the "More" menu.
        QQuickItem *more = app.item(QStringLiteral("moreButton"));
        QVERIFY(more);
        QQuickItem *workshop = app.item(QStringLiteral("workshopButton"));
        QVERIFY(workshop);
        QCOMPARE(workshop->isVisible(), !more->isVisible());
        if (more->isVisible()) {
            QVERIFY(QMetaObject::invokeMethod(more, "clicked"));
            app.settle();
            app.shoot(QStringLiteral("small-more-%1-%2").arg(game, language));
            QList<QQuickItem *> items;
            visibleOfClass(app.window->contentItem(), "QQuickMenuItem", items);
            QCOMPARE(items.size(), 3);
            for (QQuickItem *menuItem : items) {
                QVERIFY(inside(sceneRect(menuItem), app.windowRect()));
                const QStringList cutItem = cutTexts(menuItem, sceneRect(menuItem));
                QVERIFY2(cutItem.isEmpty(), qPrintable(cutItem.join(QLatin1Char('\n'))));
            }
            QTest::keyClick(app.window, Qt::Key_Escape);
            app.settle();
        }
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
