// The Galaxy Fighters board in the app's window (offscreen, 1200 x 760): the cockpit in the
// deciding player's panel, its choices clicked as buttons, Fire's target highlighted while the
// pointer is on its button, a move by the keyboard (Tab from the cockpit to the board, arrow
// keys, Enter), the approach step by step (the step's caption, the spawn card, a click that
// ends it), the end; no warning. With
// STARBOARD_VIEW_SHOTS=<folder> each moment is saved as a PNG.

#include "appwindow.h"
#include "gfcontroller.h"
#include "gfdriver.h"
#include "gftext.h"
#include "session.h"

#include <QAccessible>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>
#include <functional>

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

// The button inside a cockpit command (CommandButton wraps an ActionButton).
QQuickItem *buttonIn(QQuickItem *item)
{
    if (item->inherits("QQuickAbstractButton"))
        return item;
    for (QQuickItem *child : item->childItems())
        if (QQuickItem *button = buttonIn(child))
            return button;
    return nullptr;
}

bool inCockpit(const QQuickItem *item)
{
    for (const QQuickItem *p = item; p; p = p->parentItem())
        if (p->objectName() == QLatin1String("gfCockpit"))
            return true;
    return false;
}

// The name of the cockpit command around `item` (gfFire, gfEndTurn, ...), or its own.
QString commandOf(const QQuickItem *item)
{
    for (const QQuickItem *p = item; p; p = p->parentItem())
        if (p->objectName().startsWith(QLatin1String("gf")))
            return p->objectName();
    return {};
}

// The keyboard is on a usable control of the cockpit, with its focus ring.
bool keyboardInCockpit(QQuickWindow *window)
{
    QQuickItem *item = window->activeFocusItem();
    return item && inCockpit(item) && item->isVisible() && item->isEnabled() &&
           item->property("visualFocus").toBool();
}

// The screen reader's side of the announcer: the names of the notifications shown.
QStringList g_announced;

void recordAnnouncements(QAccessibleEvent *event)
{
    if (event->type() != QAccessible::ObjectShow)
        return;
    QAccessibleInterface *iface = event->accessibleInterface();
    if (iface && iface->role() == QAccessible::Notification)
        g_announced << iface->text(QAccessible::Name);
}

// Plays Ann's decisions (gfdriver with `rng`) and waits out the computer's until Ann is to
// decide with `ready` true: false when the game ends or 400 decisions pass first.
bool playUntilAnn(App &app, GfController &c, QRandomGenerator &rng,
                  const std::function<bool()> &ready)
{
    GameSession &session = *app.session;
    for (int step = 0; step < 400 && !session.isTerminal(); ++step) {
        session.waitForComputer();
        c.flushPending();
        app.pump();
        if (!c.myDecision())
            continue;
        if (ready())
            return true;
        gfdriver::decide(c, rng);
    }
    return false;
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

        // The cockpit by clicks on the choice buttons, until the Command phase. A weapon's or
        // engine's Special cost is said under it, as on its command button later.
        int costsShown = 0;
        for (int i = 0; i < 20 && c->phase() != QLatin1String("command"); ++i) {
            for (const QVariant &entry : c->choices()) {
                const QVariantMap m = entry.toMap();
                const int cost = m.value(QStringLiteral("cost")).toInt();
                QQuickItem *text = app.item(
                    QStringLiteral("gfChoiceText%1").arg(m.value(QStringLiteral("index")).toInt()));
                QVERIFY(text);
                QCOMPARE(text->property("text").toString().contains(QStringLiteral("Takes ")),
                         cost > 0);
                costsShown += cost > 0 ? 1 : 0;
            }
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
        QVERIFY(costsShown > 0);

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

        // The keyboard: Tab goes from the cockpit to the board, where one space is in the Tab
        // chain; the arrow keys go from space to space and Enter moves the ship to the
        // focused one.
        const auto cells = itemsNamed(boardItem, QStringLiteral("gfCell"));
        QCOMPARE(std::count_if(cells.begin(), cells.end(),
                               [](QQuickItem *cell) { return cell->activeFocusOnTab(); }),
                 1);
        QQuickItem *lastCommand = nullptr;
        for (const char *name : {"gfFire", "gfWeapon", "gfEngine", "gfSpecial", "gfEndTurn"}) {
            QQuickItem *command = itemsNamed(windowItem, QLatin1String(name)).value(0);
            QQuickItem *button = command ? buttonIn(command) : nullptr;
            if (button && button->isEnabled() && button->isVisible())
                lastCommand = button;
        }
        QVERIFY(lastCommand);
        lastCommand->forceActiveFocus(Qt::TabFocusReason);
        QQuickItem *focused = nullptr;
        for (int i = 0; i < 12; ++i) {
            QTest::keyClick(app.window, Qt::Key_Tab);
            focused = app.window->activeFocusItem();
            if (focused && focused->objectName().startsWith(QLatin1String("gfCell")))
                break;
        }
        QVERIFY2(focused && focused->objectName().startsWith(QLatin1String("gfCell")),
                 focused ? focused->metaObject()->className() : "nothing");
        // Shift+Tab leads back to the cockpit.
        QTest::keyClick(app.window, Qt::Key_Tab, Qt::ShiftModifier);
        QVERIFY(app.window->activeFocusItem());
        QVERIFY(!app.window->activeFocusItem()->objectName().startsWith(QLatin1String("gfCell")));
        QVERIFY(seats->isAncestorOf(app.window->activeFocusItem()));
        QTest::keyClick(app.window, Qt::Key_Tab);
        QCOMPARE(app.window->activeFocusItem(), focused);
        // Tab leaves the board at once (one stop for all its spaces): the log takes no
        // focus on any game's screen, so the chain goes round to the top bar.
        QTest::keyClick(app.window, Qt::Key_Tab);
        {
            QQuickItem *after = app.window->activeFocusItem();
            QVERIFY(after && after != focused);
            QVERIFY(!boardItem->isAncestorOf(after));
            QVERIFY(!seats->isAncestorOf(after));
            QTest::keyClick(app.window, Qt::Key_Tab, Qt::ShiftModifier);
            QCOMPARE(app.window->activeFocusItem(), focused);
        }
        {
            const int d = c->state()->district();
            int target = -1;
            for (QQuickItem *cell : cells)
                if (cell->property("action").toString() == QLatin1String("move") &&
                    cell->property("cellIndex").toInt() != c->state()->ship(d).cell)
                    target = cell->property("cellIndex").toInt();
            QVERIFY(target >= 0);
            for (int i = 0; i < 40 && focused->property("cellIndex").toInt() != target; ++i) {
                const int at = focused->property("cellIndex").toInt();
                const int x = at % 11, y = at / 11, tx = target % 11, ty = target / 11;
                Qt::Key key = Qt::Key_Down;
                if (x < 3 || x > 7)
                    key = x < 3 ? Qt::Key_Right : Qt::Key_Left; // into the cross's middle band
                else if (y != ty)
                    key = y < ty ? Qt::Key_Down : Qt::Key_Up;
                else
                    key = x < tx ? Qt::Key_Right : Qt::Key_Left;
                QTest::keyClick(app.window, key);
                QQuickItem *next = app.window->activeFocusItem();
                QVERIFY(next && next != focused);
                QVERIFY(next->objectName().startsWith(QLatin1String("gfCell")));
                focused = next;
            }
            QCOMPARE(focused->property("cellIndex").toInt(), target);
            QTest::keyClick(app.window, Qt::Key_Return);
            QCOMPARE(c->state()->ship(d).cell, target);
            QCOMPARE(actionKind(c->state()->history().back()), ActionKind::Move);
            app.settle();
            // The focus stays on the board, on the same space.
            QVERIFY(app.window->activeFocusItem());
            QCOMPARE(app.window->activeFocusItem()->property("cellIndex").toInt(), target);
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
        // The approach step by step (steps held until advanced: no timing).
        c->setStepDuration(250);
        c->setManualSteps(true);
        QTest::mouseMove(app.window, centreOf(endTurn));
        QTest::mouseClick(app.window, Qt::LeftButton, {}, centreOf(endTurn));
        // The chance steps of the next turn follow at once (no computer delay).
        QVERIFY(session.state()->history().size() > endAt);
        QCOMPARE(actionKind(session.state()->history()[endAt]), ActionKind::EndTurn);
        session.waitForComputer();
        app.settle();
        QVERIFY(c->animating());
        QQuickItem *caption = app.item(QStringLiteral("gfStepCaption"));
        QQuickItem *spawnCard = app.item(QStringLiteral("gfSpawnCard"));
        QVERIFY(caption && spawnCard);
        bool movedShot = false, cardShot = false;
        for (int i = 0; i < 300 && c->animating() && !cardShot; ++i) {
            app.settle(1);
            const QVariantMap step = c->animationStep();
            const QString kind = step.value(QStringLiteral("kind")).toString();
            QVERIFY(caption->isVisible());
            QVERIFY(caption->property("text").toString().contains(
                step.value(QStringLiteral("caption")).toString()));
            QCOMPARE(spawnCard->isVisible(), kind == QLatin1String("spawn"));
            if (kind == QLatin1String("move") && !movedShot) {
                app.shoot(QStringLiteral("gf-3-approach-step"));
                movedShot = true;
            }
            if (kind == QLatin1String("spawn")) {
                app.shoot(QStringLiteral("gf-3-spawn-card"));
                cardShot = true;
                break;
            }
            c->advanceAnimation();
        }
        QVERIFY(cardShot);
        // The next ship's roll and commands wait while the steps play.
        QQuickItem *dice = app.item(QStringLiteral("gfDice"));
        QQuickItem *diceWait = app.item(QStringLiteral("gfDiceWait"));
        QVERIFY(dice && diceWait);
        QVERIFY(diceWait->isVisible());
        QVERIFY(!dice->isVisible());
        QVERIFY(!itemsNamed(windowItem, QStringLiteral("gfEndTurn")).value(0)->isVisible());
        // A click on the board ends the animation and plays nothing.
        const std::size_t length = session.state()->history().size();
        QTest::mouseClick(app.window, Qt::LeftButton, {}, centreOf(boardItem));
        QVERIFY(!c->animating());
        QCOMPARE(session.state()->history().size(), length);
        app.settle();
        QVERIFY(!caption->isVisible());
        QVERIFY(!spawnCard->isVisible());
        QVERIFY(!diceWait->isVisible());
        QVERIFY(dice->isVisible());
        QVERIFY(itemsNamed(windowItem, QStringLiteral("gfEndTurn")).value(0)->isVisible());
        c->setStepDuration(-1);
        c->setManualSteps(false);
        app.shoot(QStringLiteral("gf-3-after-approach"));

        // To the end by the controller, the steps held (and ended by each decision); the
        // board shows the result. The game-over summary waits for the last steps.
        c->setStepDuration(250);
        c->setManualSteps(true);
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
        QQuickItem *screen = app.gameScreen();
        QVERIFY(screen);
        QVERIFY(screen->property("summaryShown").toBool());
        QVERIFY(c->animating()); // this game ends in an approach
        QVERIFY(!screen->property("summaryWanted").toBool());
        app.shoot(QStringLiteral("gf-4-last-steps"));
        while (c->animating())
            c->advanceAnimation();
        app.settle();
        QVERIFY(screen->property("summaryWanted").toBool());
        QCOMPARE(boardItem->property("headline").toString(), c->resultTitle());
        app.shoot(QStringLiteral("gf-4-end"));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The keyboard stays in the cockpit (issue 14): the setup's choices, a command and End
    // turn by Enter alone; after each the focus is on a usable cockpit control (the next
    // command, or the next decision's first control), also when Ann's turn comes back after
    // her computer teammate's. While the steps of the approach play, the keyboard waits on
    // the board (Enter there only ends the steps), then comes back.
    void keyboardStaysInTheCockpit()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        GameSession &session = *app.session;
        session.waitForComputer();
        app.settle();
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        const auto focused = [&] { return app.window->activeFocusItem(); };
        const auto history = [&] { return session.state()->history().size(); };
        // No Tab: a game starts with the keyboard on the first cockpit choice.
        QTRY_VERIFY2(keyboardInCockpit(app.window), qPrintable(commandOf(focused())));
        QVERIFY(commandOf(focused()).startsWith(QLatin1String("gfChoice")));

        // The setup by Enter alone (Bob, the computer, fits out his ships in between). On
        // its way from a used choice to the next the focus touches nothing a screen reader
        // would speak (Orca said "panel." and read the player's panel after each choice). Qt
        // tells a screen reader of a focus on the nearest item with accessible properties
        // (the item or an ancestor, QQuickItem::focusInEvent): that must be a cockpit
        // control, the board where the keyboard waits, or an ignored item.
        QStringList spoken;
        // Where the keyboard waits while Bob plays (the board's "Board"; how often it is
        // seen depends on the machine's speed).
        QQuickItem *boardItem = app.item(QStringLiteral("gfBoard"));
        QVERIFY(boardItem);
        // (The controls take their accessible roles once accessibility is on.)
        QAccessible::setActive(true);
        auto restore = qScopeGuard([] { QAccessible::setActive(false); });
        const auto watch = connect(app.window, &QQuickWindow::activeFocusItemChanged, this, [&]() {
            QQuickItem *told = app.window->activeFocusItem();
            while (told && !QAccessible::queryAccessibleInterface(told))
                told = told->parentItem();
            if (!told || told == boardItem || inCockpit(told))
                return;
            if (QQmlProperty(told, QStringLiteral("Accessible.ignored"), qmlContext(told))
                    .read()
                    .toBool())
                return;
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(told);
            spoken << QStringLiteral("%1 (role %2, %3)")
                          .arg(iface->text(QAccessible::Name))
                          .arg(int(iface->role()))
                          .arg(QString::fromLatin1(told->metaObject()->className()));
        });
        int choices = 0;
        while (c->phase() != QLatin1String("command") && ++choices < 30) {
            QVERIFY2(keyboardInCockpit(app.window), qPrintable(c->prompt()));
            QVERIFY(commandOf(focused()).startsWith(QLatin1String("gfChoice")));
            const auto before = history();
            QTest::keyClick(app.window, Qt::Key_Return);
            QVERIFY(history() > before);
            session.waitForComputer();
            QTRY_VERIFY2(keyboardInCockpit(app.window) || session.isTerminal(),
                         qPrintable(commandOf(focused())));
        }
        disconnect(watch);
        QVERIFY2(spoken.isEmpty(), qPrintable(spoken.join('\n')));
        QCOMPARE(c->phase(), QStringLiteral("command"));
        QVERIFY(choices >= 6); // Ann's two ships, three choices each

        // Ann's turns: a command, then End turn, by the keyboard; Bob plays between.
        for (int turn = 0; turn < 3 && !session.isTerminal(); ++turn) {
            QTRY_VERIFY(c->myDecision() && keyboardInCockpit(app.window));
            // Not End turn: the turn's first usable command.
            QVERIFY2(commandOf(focused()) != QLatin1String("gfEndTurn") ||
                         !c->commands().value(QStringLiteral("fire")).toBool(),
                     qPrintable(commandOf(focused())));
            if (commandOf(focused()) == QLatin1String("gfFire")) {
                const auto before = history();
                QTest::keyClick(app.window, Qt::Key_Return);
                QCOMPARE(history(), before + 1);
                QTRY_VERIFY2(keyboardInCockpit(app.window), qPrintable(commandOf(focused())));
            }
            for (int i = 0; i < 10 && commandOf(focused()) != QLatin1String("gfEndTurn"); ++i)
                QTest::keyClick(app.window, Qt::Key_Tab);
            QCOMPARE(commandOf(focused()), QStringLiteral("gfEndTurn"));
            const int district = c->state()->district();
            const auto before = history();
            if (turn == 2) {
                // With steps: the keyboard waits out of the cockpit while they play.
                c->setStepDuration(250);
                c->setManualSteps(true);
            }
            QTest::keyClick(app.window, Qt::Key_Return);
            QVERIFY(history() > before);
            session.waitForComputer();
            app.settle();
            if (turn == 2 && c->animating()) {
                QVERIFY(focused());
                QVERIFY(!inCockpit(focused()));
                const auto length = history();
                QTest::keyClick(app.window, Qt::Key_Return);
                QVERIFY(!c->animating());
                QCOMPARE(history(), length);
                c->setStepDuration(-1);
                c->setManualSteps(false);
            }
            QTRY_VERIFY2(session.isTerminal() ||
                             (c->myDecision() && c->state()->district() != district &&
                              keyboardInCockpit(app.window)),
                         qPrintable(commandOf(focused())));
        }
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // An engine or special that aims, chosen by the keyboard (Tab to its button and Return,
    // or its key E from anywhere in the window): the keyboard goes to the first space it can
    // reach, Enter there plays it, and the keyboard is back in the cockpit (found playing
    // hotseat by the keyboard alone: it stayed on the board; and by its key it stayed where
    // it was, Tab going to the top bar, session 18).
    void keyboardComesBackAfterAnAimedCommand_data()
    {
        QTest::addColumn<bool>("byKey");
        QTest::newRow("Tab to Engine, Return") << false;
        QTest::newRow("E from the board") << true;
    }

    void keyboardComesBackAfterAnAimedCommand()
    {
        QFETCH(bool, byKey);
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        const auto focused = [&] { return app.window->activeFocusItem(); };
        const auto history = [&] { return session.state()->history().size(); };
        QRandomGenerator rng(5);
        int aimed = 0;
        const auto engineUsable = [&] {
            return c->phase() == QLatin1String("command") &&
                   c->commands().value(QStringLiteral("engine")).toBool();
        };
        for (int tries = 0; tries < 40 && aimed < 2 && playUntilAnn(app, *c, rng, engineUsable);
             ++tries) {
            if (byKey) {
                app.item(QStringLiteral("gfBoard"))->forceActiveFocus(Qt::OtherFocusReason);
            } else {
                // The keyboard into the cockpit, onto the engine's button.
                for (int i = 0; i < 60 && commandOf(focused()) != QLatin1String("gfEngine"); ++i)
                    QTest::keyClick(app.window, Qt::Key_Tab);
                QCOMPARE(commandOf(focused()), QStringLiteral("gfEngine"));
            }
            const auto before = history();
            QTest::keyClick(app.window, byKey ? Qt::Key_E : Qt::Key_Return);
            if (c->property("aim").toString().isEmpty()) {
                // This engine acts at once.
                QCOMPARE(history(), before + 1);
                if (!byKey) // the keyboard stays in the cockpit
                    QTRY_VERIFY2(keyboardInCockpit(app.window) || !c->myDecision(),
                                 qPrintable(commandOf(focused())));
                continue;
            }
            QTRY_VERIFY2(focused() && focused()->property("boardSpot").toBool(),
                         qPrintable(commandOf(focused())));
            QTest::keyClick(app.window, Qt::Key_Return);
            QCOMPARE(history(), before + 1);
            QVERIFY(c->property("aim").toString().isEmpty());
            QTRY_VERIFY2(keyboardInCockpit(app.window) || !c->myDecision(),
                         qPrintable(commandOf(focused())));
            ++aimed;
        }
        QVERIFY(aimed > 0);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // A space's name for a screen reader says the top alien's kind, where it flies and the
    // stack's height (a helper missed the facings in the tool tip and the name).
    void spaceNamesSayWhereTheAliensFly()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        QRandomGenerator rng(5);
        QVERIFY(playUntilAnn(app, *c, rng, [&] { return c->phase() == QLatin1String("command"); }));
        app.settle(1);
        int named = 0, framed = 0;
        for (const auto &row : c->cells()->rows()) {
            if (row.aliens.isEmpty())
                continue;
            QQuickItem *cell = app.item(QStringLiteral("gfCell%1").arg(row.cell));
            QVERIFY(cell);
            const QVariantMap top = row.aliens.back().toMap();
            const QString district = districtText(top.value(QStringLiteral("facing")).toInt());
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(cell);
            QVERIFY(iface);
            const QString name = iface->text(QAccessible::Name);
            QVERIFY2(name.contains(top.value(QStringLiteral("name")).toString() +
                                   QStringLiteral(" towards ") + district),
                     qPrintable(name));
            // The tool tip: a stack top first, each alien with where it flies; a frame
            // explained.
            const QString tip = QQmlProperty(cell, QStringLiteral("ToolTip.text"), qmlContext(cell))
                                    .read()
                                    .toString();
            QVERIFY2(tip.contains(QStringLiteral(", towards ") + district), qPrintable(tip));
            QCOMPARE(tip.startsWith(QStringLiteral("A stack of")), row.aliens.size() > 1);
            if (row.mark == QLatin1String("landed")) {
                QVERIFY2(tip.contains(QStringLiteral("Framed: landed")), qPrintable(tip));
                ++framed;
            }
            ++named;
        }
        QVERIFY(named > 0);
        QVERIFY(framed > 0);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Each turn Tab enters the board on the ship whose turn it is (a player needed 8 to 11
    // arrow presses from where the last player left the keyboard). Two of Ann's turns: the
    // keyboard goes to the board, away to the board's first space, and the next turn's Tab
    // finds her next ship.
    void tabEntersTheBoardOnTheShip()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(0, QStringLiteral("7"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        c->setStepDuration(0);
        QRandomGenerator rng(7);
        const auto spotFocused = [&] {
            QQuickItem *item = app.window->activeFocusItem();
            return item && item->property("boardSpot").toBool() ? item : nullptr;
        };
        for (int turn = 0; turn < 2; ++turn) {
            QVERIFY(
                playUntilAnn(app, *c, rng, [&] { return c->phase() == QLatin1String("command"); }));
            app.settle();
            QQuickItem *spot = nullptr;
            for (int i = 0; i < 80 && !(spot = spotFocused()); ++i)
                QTest::keyClick(app.window, Qt::Key_Tab);
            QVERIFY(spot);
            QVERIFY2(spot->property("activeShip").toBool(), qPrintable(spot->objectName()));
            QCOMPARE(spot->property("cellIndex").toInt(),
                     c->state()->ship(c->state()->district()).cell);
            // The keyboard left on another space; the turn ends.
            QQuickItem *other = app.item(QStringLiteral("gfCell%1").arg(kCells / 2));
            QVERIFY(other && other != spot);
            other->forceActiveFocus(Qt::TabFocusReason);
            while (!c->commands().value(QStringLiteral("endTurn")).toBool() && c->myDecision())
                gfdriver::decide(*c, rng);
            const int district = c->state()->district();
            QCOMPARE(c->endTurn(), QString());
            session.waitForComputer();
            c->flushPending();
            app.settle();
            QVERIFY(c->state()->district() != district || session.isTerminal());
            // Away from the board, so that Tab enters it again.
            app.item(QStringLiteral("hintButton"))->forceActiveFocus(Qt::TabFocusReason);
        }
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Up and Down move between the cockpit's buttons; M takes the keyboard to the ship on
    // the board, the arrows and Enter move it, and the keyboard comes back to the cockpit
    // (a helper found no key for a move, and only Tab between the buttons, session 20).
    void arrowsAndTheMoveKey()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(0, QStringLiteral("7"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        c->setStepDuration(0);
        QRandomGenerator rng(7);
        const auto canMove = [&] {
            if (c->phase() != QLatin1String("command"))
                return false;
            for (const Action a : session.state()->legalActions())
                if (actionKind(a) == ActionKind::Move)
                    return true;
            return false;
        };
        QVERIFY(playUntilAnn(app, *c, rng, canMove));
        app.settle();
        const auto focused = [&] { return app.window->activeFocusItem(); };
        // The first usable command's button.
        QQuickItem *first = nullptr;
        for (const char *name : {"gfFire", "gfWeapon", "gfEngine", "gfSpecial", "gfEndTurn"}) {
            QQuickItem *command = app.item(QLatin1String(name));
            QQuickItem *button = command ? buttonIn(command) : nullptr;
            if (!first && button && button->isEnabled() && button->isVisible())
                first = button;
        }
        QVERIFY(first);
        first->forceActiveFocus(Qt::TabFocusReason);
        QCOMPARE(focused(), first);
        QTest::keyClick(app.window, Qt::Key_Down);
        QQuickItem *second = focused();
        QVERIFY(second != first);
        QVERIFY2(inCockpit(second), second ? second->metaObject()->className() : "none");
        QTest::keyClick(app.window, Qt::Key_Up);
        QCOMPARE(focused(), first);
        QTest::keyClick(app.window, Qt::Key_Up); // the first stays the first
        QCOMPARE(focused(), first);

        // M: to the ship; Escape: back to the cockpit, nothing moved.
        const std::size_t beforeM = session.state()->history().size();
        QTest::keyClick(app.window, Qt::Key_M);
        QTRY_VERIFY(focused() && focused()->property("boardSpot").toBool());
        QVERIFY(focused()->property("activeShip").toBool());
        QTest::keyClick(app.window, Qt::Key_Escape);
        QTRY_VERIFY(focused() && inCockpit(focused()));
        QCOMPARE(session.state()->history().size(), beforeM);
        QTest::keyClick(app.window, Qt::Key_M);
        QTRY_VERIFY(focused() && focused()->property("boardSpot").toBool());
        QVERIFY(focused()->property("activeShip").toBool());
        const int shipCell = c->state()->ship(c->state()->district()).cell;
        // An arrow to a space the ship can move to, then Enter.
        const std::size_t before = session.state()->history().size();
        bool moved = false;
        for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down}) {
            QTest::keyClick(app.window, key);
            QQuickItem *spot = focused();
            QVERIFY(spot && spot->property("boardSpot").toBool());
            if (spot->property("cellIndex").toInt() != shipCell &&
                spot->property("actionable").toBool()) {
                QTest::keyClick(app.window, Qt::Key_Return);
                moved = true;
                break;
            }
            const Qt::Key back = key == Qt::Key_Left    ? Qt::Key_Right
                                 : key == Qt::Key_Right ? Qt::Key_Left
                                 : key == Qt::Key_Up    ? Qt::Key_Down
                                                        : Qt::Key_Up;
            QTest::keyClick(app.window, back);
        }
        QVERIFY(moved);
        QCOMPARE(session.state()->history().size(), before + 1);
        QCOMPARE(actionKind(session.state()->history().back()), ActionKind::Move);
        // Back in the cockpit.
        QTRY_VERIFY(focused() && inCockpit(focused()));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The overflow choice takes the keyboard from the board: turns ended by Ctrl+Return with
    // a space of the board focused (as after a move by the arrows and Enter), until a full
    // district's invader needs a neighbour (a player had to Tab through the top bar).
    void overflowChoiceTakesTheKeyboard()
    {
        bool offered = false;
        for (int seed = 1; seed < 40 && !offered; ++seed) {
            App app(kDefault);
            app.settings().setClickGuard(0);
            QVERIFY(app.start(gfdriver::config(0, QString::number(seed))));
            GameSession &session = *app.session;
            auto *c = app.controller<GfController>();
            QVERIFY(c);
            c->setStepDuration(0); // no steps: the engine's state at once
            QRandomGenerator rng{quint32(seed)};
            for (int step = 0; step < 3000 && !session.isTerminal(); ++step) {
                session.waitForComputer();
                c->flushPending();
                app.pump();
                if (c->phase() == QLatin1String("overflow")) {
                    QTRY_VERIFY2(commandOf(app.window->activeFocusItem())
                                     .startsWith(QLatin1String("gfOverflow")),
                                 qPrintable(commandOf(app.window->activeFocusItem())));
                    const auto before = session.state()->history().size();
                    QTest::keyClick(app.window, Qt::Key_Return);
                    QCOMPARE(session.state()->history().size(), before + 1);
                    offered = true;
                    break;
                }
                if (c->phase() == QLatin1String("command") &&
                    c->commands().value(QStringLiteral("endTurn")).toBool()) {
                    QQuickItem *space = app.item(QStringLiteral("gfCell%1").arg(kCells / 2));
                    QVERIFY(space);
                    space->forceActiveFocus(Qt::TabFocusReason);
                    const auto before = session.state()->history().size();
                    QTest::keyClick(app.window, Qt::Key_Return, Qt::ControlModifier);
                    QVERIFY(session.state()->history().size() > before);
                    continue;
                }
                gfdriver::decide(*c, rng);
                if (QTest::currentTestFailed())
                    return;
            }
        }
        QVERIFY2(offered, "no game reached an overflow choice");
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The game screen's banners (a hint, a computer thinking) sit below the figures line, not
    // over it (a player could not read the figures while a hint was shown). The sizes of the
    // window in turn; a hint is asked for and shown.
    void bannersLeaveTheFiguresVisible()
    {
        App app(kDefault);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        app.session->waitForComputer();
        app.settle();
        QQuickItem *figures = app.item(QStringLiteral("gfFigures"));
        QQuickItem *hint = app.item(QStringLiteral("hintBanner"));
        QQuickItem *thinking = app.item(QStringLiteral("thinkingBanner"));
        QVERIFY(figures && hint && thinking);
        const auto sceneRect = [](QQuickItem *item) {
            return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        };
        QVERIFY(figures->isVisible());
        QQuickItem *button = app.item(QStringLiteral("hintButton"));
        QVERIFY(button);
        QTRY_VERIFY(button->isEnabled());
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QTRY_VERIFY_WITH_TIMEOUT(!app.session->hintText().isEmpty(), 20000);
        QTRY_VERIFY(hint->isVisible());
        // The suggestion is the decision alone, one sentence, not what it would bring ("1
        // alien destroyed." after "Rocketown fires." read as done).
        const QString suggested = app.session->hintText();
        QVERIFY2(suggested.count(QLatin1Char('.')) == 1 && suggested.endsWith(QLatin1Char('.')),
                 qPrintable(suggested));
        QVERIFY2(!suggested.contains(QStringLiteral("destroyed")), qPrintable(suggested));
        for (const QSize size : {QSize(1200, 760), QSize(960, 640), QSize(1600, 1000)}) {
            app.window->resize(size);
            app.settle();
            const QRectF text = sceneRect(figures);
            // Nor over the board: Novaport's far row (the top of the cross, a cell of the
            // middle column) starts below them (the thinking pill covered it, session 21).
            QQuickItem *farRow = app.item(QStringLiteral("gfCell%1").arg(5));
            QVERIFY(farRow);
            for (QQuickItem *banner : {hint, thinking})
                QVERIFY2(sceneRect(banner).bottom() <= sceneRect(farRow).top(),
                         qPrintable(QStringLiteral("%1 at %2 x %3: bottom %4, board from %5")
                                        .arg(banner->objectName())
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(sceneRect(banner).bottom())
                                        .arg(sceneRect(farRow).top())));
            for (QQuickItem *banner : {hint, thinking})
                QVERIFY2(sceneRect(banner).top() >= text.bottom(),
                         qPrintable(QStringLiteral("%1 at %2 x %3: top %4, figures end at %5")
                                        .arg(banner->objectName())
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(sceneRect(banner).top())
                                        .arg(text.bottom())));
        }
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The top bar's Rules button is a button for a screen reader, open or closed (a checkable
    // button is a check box there: Orca said "Rules check box not checked").
    void rulesButtonIsAButton()
    {
        App app(kDefault);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        QQuickItem *rules = app.item(QStringLiteral("rulesButton"));
        QVERIFY(rules);
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(rules);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Button);
        QVERIFY(!iface->state().checkable);
        QTest::keyClick(app.window, Qt::Key_F1);
        QTRY_VERIFY(rules->property("checked").toBool());
        QCOMPARE(iface->role(), QAccessible::Button);
        QVERIFY(!iface->text(QAccessible::Description).isEmpty());
        QTest::keyClick(app.window, Qt::Key_F1);
        QTRY_VERIFY(!rules->property("checked").toBool());
        // Escape closes it too, and so does its close button (a player found neither).
        const auto drawerGone = [&] {
            QObject *drawer = app.window->findChild<QObject *>(QStringLiteral("rulesDrawer"));
            return drawer && !drawer->property("visible").toBool();
        };
        QTRY_VERIFY(drawerGone());
        // With the keyboard on the board (a space has the focus), as a player had it.
        QQuickItem *space = app.item(QStringLiteral("gfCell%1").arg(kCells / 2));
        QVERIFY(space);
        space->forceActiveFocus(Qt::TabFocusReason);
        QVERIFY(space->hasActiveFocus());
        QTest::keyClick(app.window, Qt::Key_F1);
        QTRY_VERIFY(rules->property("checked").toBool());
        QTest::keyClick(app.window, Qt::Key_Escape);
        QTRY_VERIFY(!rules->property("checked").toBool());
        QTRY_VERIFY(drawerGone());
        QTest::keyClick(app.window, Qt::Key_F1);
        QTRY_VERIFY(rules->property("checked").toBool());
        QQuickItem *close = nullptr;
        QTRY_VERIFY((close = app.item(QStringLiteral("rulesCloseButton"))) && close->isVisible());
        QTest::mouseClick(app.window, Qt::LeftButton, {}, centreOf(close));
        QTRY_VERIFY(!rules->property("checked").toBool());
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The cockpit's keys: F fires, Ctrl+Return ends the turn; a key whose command cannot be
    // used now changes nothing and the toast says why; each key is said in its command's
    // tool tip.
    void cockpitKeys()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        const auto history = [&] { return session.state()->history().size(); };
        QRandomGenerator rng(5);
        const bool fired = playUntilAnn(app, *c, rng, [&] {
            return c->phase() == QLatin1String("command") &&
                   c->commands().value(QStringLiteral("fire")).toBool();
        });
        int refusedKeys = 0;
        if (fired) {
            app.settle(1);
            // The weapon's cost in Special symbols: a star each on its button, said to a
            // screen reader (and in the tool tip) after what it does.
            const int cost = c->commands().value(QStringLiteral("weaponCost")).toInt();
            QVERIFY(cost > 0);
            QQuickItem *weapon = app.item(QStringLiteral("gfWeapon"));
            QVERIFY(weapon);
            QQuickItem *weaponButton = nullptr;
            for (QQuickItem *child : weapon->childItems())
                if (child->inherits("QQuickAbstractButton"))
                    weaponButton = child;
            QVERIFY(weaponButton);
            const QString described =
                QAccessible::queryAccessibleInterface(weaponButton)->text(QAccessible::Description);
            QVERIFY2(described.contains(QStringLiteral("Takes %1 Special symbol").arg(cost)),
                     qPrintable(described));
            bool stars = false;
            for (QQuickItem *child : weapon->childItems())
                stars = stars || child->property("text").toString() == QString(cost, QChar(0x2605));
            QVERIFY(stars);
            auto before = history();
            QTest::keyClick(app.window, Qt::Key_F);
            QCOMPARE(history(), before + 1);
            // A key whose command cannot be used: nothing happens, and the toast says why
            // (a player pressed W and nothing told him anything).
            const QList<std::pair<QString, Qt::Key>> keyed{{QStringLiteral("weapon"), Qt::Key_W},
                                                           {QStringLiteral("engine"), Qt::Key_E},
                                                           {QStringLiteral("special"), Qt::Key_S}};
            for (const auto &[name, key] : keyed) {
                const QVariantMap commands = c->commands();
                const QString reason = commands.value(name + QStringLiteral("Reason")).toString();
                if (commands.value(name).toBool() || reason.isEmpty())
                    continue;
                before = history();
                QTest::keyClick(app.window, key);
                QCOMPARE(history(), before);
                QCOMPARE(c->message(), reason);
                QQuickItem *toast = app.item(QStringLiteral("toast"));
                QVERIFY(toast);
                QTRY_VERIFY(toast->opacity() > 0);
                // Its button says why not, then what it would do.
                const QString help = commands.value(name + QStringLiteral("Text")).toString();
                QQuickItem *command =
                    app.item(QStringLiteral("gf") + name.front().toUpper() + name.mid(1));
                QVERIFY(command);
                QQuickItem *button = buttonIn(command);
                QVERIFY(button);
                const QString said =
                    QAccessible::queryAccessibleInterface(button)->text(QAccessible::Description);
                QVERIFY2(said.startsWith(reason), qPrintable(said));
                QVERIFY2(help.isEmpty() || said.contains(help), qPrintable(said));
                ++refusedKeys;
                break;
            }
            QTRY_VERIFY(c->commands().value(QStringLiteral("endTurn")).toBool());
            const int district = c->state()->district();
            int focusedCommands = 0;
            // Ctrl+Return ends the turn even from a focused command button that could still
            // be used (a plain Return would press it; found by hand in session 18).
            const auto endTurnKey = [&] {
                QQuickItem *focused = nullptr;
                for (const char *name : {"gfFire", "gfWeapon", "gfEngine", "gfSpecial"}) {
                    QQuickItem *command = app.item(QLatin1String(name));
                    // The command's button (the item that takes the focus and the keys).
                    for (QQuickItem *child :
                         command ? command->childItems() : QList<QQuickItem *>{})
                        if (!focused && child->inherits("QQuickAbstractButton") &&
                            child->isEnabled() && child->isVisible())
                            focused = child;
                }
                if (focused) {
                    focused->forceActiveFocus(Qt::TabFocusReason);
                    QVERIFY(focused->hasActiveFocus());
                    ++focusedCommands;
                }
            };
            endTurnKey();
            before = history();
            QTest::keyClick(app.window, Qt::Key_Return, Qt::ControlModifier);
            QVERIFY(history() > before);
            QVERIFY2(session.state()->actionToString(session.state()->history()[before]) ==
                         "end the turn",
                     session.state()->actionToString(session.state()->history()[before]).c_str());
            QCOMPARE(focusedCommands, 1);
            session.waitForComputer();
            QVERIFY(c->state()->district() != district || session.isTerminal());
        }
        QVERIFY(fired);
        QCOMPARE(refusedKeys, 1);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // While the board plays out the steps of a turn, the prompt, the turn line and the
    // panels show that turn, not the next one; each step's sentence reaches a screen reader
    // (an Announcer: a notification shown again with the sentence; issue 14).
    void stepsLeadThePromptAndAreAnnounced()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        QRandomGenerator rng(11);
        for (int i = 0; i < 60 && c->phase() != QLatin1String("command"); ++i) {
            session.waitForComputer();
            c->flushPending();
            if (c->phase() != QLatin1String("command"))
                gfdriver::decide(*c, rng);
        }
        QCOMPARE(c->phase(), QStringLiteral("command"));
        app.settle();
        QQuickItem *track = app.item(QStringLiteral("phaseTrack"));
        QQuickItem *announcer = app.item(QStringLiteral("gfStepAnnouncer"));
        QVERIFY(track && announcer);
        const int ann = session.currentPlayer();
        const int district = c->state()->district();

        g_announced.clear();
        QAccessible::setActive(true);
        const auto previous = QAccessible::installUpdateHandler(recordAnnouncements);
        auto restore = qScopeGuard([previous] {
            QAccessible::installUpdateHandler(previous);
            QAccessible::setActive(false);
        });
        for (int i = 0; i < 20 && !c->commands().value(QStringLiteral("endTurn")).toBool(); ++i) {
            gfdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QCOMPARE(c->state()->district(), district);
        int announced = announcer->property("count").toInt();
        c->setStepDuration(250);
        c->setManualSteps(true);
        QCOMPARE(c->endTurn(), QString());
        session.waitForComputer(); // Bob's turn too: the engine is at Ann's next turn
        app.settle();
        QVERIFY(c->animating());
        QVERIFY(c->state()->district() != district);
        int steps = 0, moveSteps = 0, hoveredInSteps = 0;
        QQuickItem *lastVoice = nullptr;
        const auto spaceWithAnAlien = [&]() -> QQuickItem * {
            for (const auto &row : c->cells()->rows())
                if (!row.aliens.isEmpty())
                    return app.item(QStringLiteral("gfCell%1").arg(row.cell));
            return nullptr;
        };
        const auto tipShown = [](QQuickItem *item) {
            return QQmlProperty(item, QStringLiteral("ToolTip.visible"), qmlContext(item))
                .read()
                .toBool();
        };
        while (c->animating() && ++steps < 200) {
            app.settle(1);
            const QVariantMap step = c->animationStep();
            const QString caption = step.value(QStringLiteral("caption")).toString();
            const QString spoken = step.value(QStringLiteral("spoken")).toString();
            // The prompt says what the board shows, not the next decision.
            QVERIFY(!c->prompt().contains(QLatin1String("use your dice")));
            if (!caption.isEmpty()) {
                QCOMPARE(c->prompt(), caption);
                QCOMPARE(track->property("prompt").toString(), caption);
            }
            // A screen reader hears each step, but a run of alien moves as one sentence.
            if (step.value(QStringLiteral("kind")) == QLatin1String("move")) {
                ++moveSteps;
                if (!spoken.isEmpty())
                    QVERIFY2(spoken.contains(QLatin1String("approach")), qPrintable(spoken));
            } else {
                QCOMPARE(spoken, caption);
            }
            if (!spoken.isEmpty()) {
                QCOMPARE(announcer->property("text").toString(), spoken);
                // What a screen reader is given: a notification named after the sentence,
                // another one than the last sentence's (so that none is dropped).
                auto *voice = announcer->property("voice").value<QQuickItem *>();
                QVERIFY(voice && voice != lastVoice);
                lastVoice = voice;
                QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(voice);
                QVERIFY(iface);
                QCOMPARE(iface->role(), QAccessible::Notification);
                QCOMPARE(iface->text(QAccessible::Name), spoken);
                QCOMPARE(announcer->property("count").toInt(), ++announced);
                // The event itself reaches the update handler only while Qt has an active
                // platform bridge (not offscreen: QAccessible::isActive() stays false).
                if (QAccessible::isActive())
                    QCOMPARE(g_announced.value(g_announced.size() - 1), spoken);
            } else {
                QCOMPARE(announcer->property("count").toInt(), announced);
            }
            // The active district and the turn line are the step's turn.
            const int shown = c->district();
            int active = -1;
            for (const QVariant &d : c->districts())
                if (d.toMap().value(QStringLiteral("active")).toBool())
                    active = d.toMap().value(QStringLiteral("district")).toInt();
            QCOMPARE(active, shown);
            const int pilot = int(c->state()->controller(shown));
            QCOMPARE(c->actingSeat(), pilot);
            QCOMPARE(app.gameScreen()->property("turnSeat").toInt(), pilot);
            // The pointer on an alien's space: no tool tip while the steps play (one stayed
            // open while the aliens moved on, found playing by hand).
            if (QQuickItem *space = spaceWithAnAlien()) {
                QTest::mouseMove(app.window, centreOf(space));
                app.settle(1);
                QVERIFY(!tipShown(space));
                ++hoveredInSteps;
            }
            c->advanceAnimation();
        }
        QVERIFY(!c->animating());
        QVERIFY(hoveredInSteps > 0);
        // Once they are over, the same pointer shows a space's tool tip again.
        app.settle();
        QQuickItem *space = spaceWithAnAlien();
        QVERIFY(space);
        QTest::mouseMove(app.window, centreOf(space) + QPoint(1, 1));
        QTRY_VERIFY(tipShown(space));
        QVERIFY(announced > 0);
        QVERIFY(moveSteps > 0);
        QVERIFY(!QAccessible::isActive() || g_announced.size() == announced);
        app.settle();
        // Caught up: the engine's next turn, Ann's.
        QCOMPARE(session.currentPlayer(), ann);
        QCOMPARE(c->district(), c->state()->district());
        QVERIFY(c->prompt().contains(QLatin1String("use your dice")));
        QCOMPARE(track->property("prompt").toString(), c->prompt());
        QCOMPARE(app.gameScreen()->property("turnSeat").toInt(), ann);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Hotseat (issue 14): while the steps of Ann's approach play, her panel holds the
    // cockpit of the turn the board shows, and it offers nothing of the next turn (Bob's
    // ship's dice and commands) until the board has caught up; the game screen's log lists
    // only what the board has shown. Then Bob's cockpit has the commands.
    void hotseatCockpitWaitsForTheBoard()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(0, QStringLiteral("7"), 2)));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        QRandomGenerator rng(7);
        // A turn whose next ship is the other player's.
        QVERIFY(playUntilAnn(app, *c, rng, [&] {
            const GfState *s = c->state();
            return c->phase() == QLatin1String("command") &&
                   s->controller((s->district() + 1) % kDistricts) != s->controller(s->district());
        }));
        c->skipAnimation();
        for (int i = 0; i < 20 && !c->commands().value(QStringLiteral("endTurn")).toBool(); ++i) {
            gfdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        const int player = session.currentPlayer();
        app.settle();
        c->setStepDuration(250);
        c->setManualSteps(true);
        QCOMPARE(c->endTurn(), QString());
        app.settle();
        QVERIFY(c->animating());
        QVERIFY(session.currentPlayer() != player); // the engine is at the other's turn
        QCOMPARE(c->actingSeat(), player);          // the board at this player's
        QQuickItem *windowItem = app.window->contentItem();
        // An item named `name` (or "gfChoice<n>", "gfOverflow<n>") shown.
        const auto visibleIn = [&](const QString &name) {
            for (QQuickItem *item : itemsNamed(windowItem, name))
                if (item->isVisible() &&
                    (item->objectName() == name || item->objectName().at(name.size()).isDigit()))
                    return true;
            return false;
        };
        // The game screen's log view (its model is the session's log).
        QQuickItem *logView = nullptr;
        for (QQuickItem *item : itemsNamed(windowItem, QString()))
            if (item->inherits("QQuickListView") &&
                item->property("model").value<QObject *>() == session.log())
                logView = item;
        QVERIFY(logView);
        int steps = 0, held = 0;
        while (c->animating() && ++steps < 200) {
            app.settle(1);
            QVERIFY(itemsNamed(windowItem, QStringLiteral("gfCockpit")).size() == 1);
            QVERIFY(visibleIn(QStringLiteral("gfDiceWait")));
            for (const char *name :
                 {"gfFire", "gfWeapon", "gfEndTurn", "gfDice", "gfChoice", "gfOverflow"})
                QVERIFY2(!visibleIn(QLatin1String(name)), name);
            QCOMPARE(logView->property("count").toInt(), session.log()->rowCount());
            held += session.log()->rowCount() < session.log()->totalRows() ? 1 : 0;
            c->advanceAnimation();
        }
        QVERIFY(held > 0);
        QVERIFY(!c->animating());
        app.settle();
        QCOMPARE(c->actingSeat(), session.currentPlayer());
        QVERIFY(visibleIn(QStringLiteral("gfEndTurn")));
        QVERIFY(visibleIn(QStringLiteral("gfDice")));
        QVERIFY(!visibleIn(QStringLiteral("gfDiceWait")));
        QCOMPARE(logView->property("count").toInt(), session.log()->totalRows());
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // While the board shows the steps of Ann's turn, the game screen does not say that her
    // computer teammate is thinking beside "Ann to play" (issue 14): the banner waits until
    // the board has caught up.
    void thinkingBannerFollowsTheBoard()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(1, QStringLiteral("5"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        QRandomGenerator rng(11);
        QVERIFY(playUntilAnn(app, *c, rng, [&] { return c->phase() == QLatin1String("command"); }));
        c->skipAnimation();
        for (int i = 0; i < 20 && !c->commands().value(QStringLiteral("endTurn")).toBool(); ++i) {
            gfdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        const int ann = session.currentPlayer();
        QCOMPARE(c->state()->controller((c->state()->district() + 1) % kDistricts), 1);
        app.settle();
        QQuickItem *thinking = app.item(QStringLiteral("thinkingBanner"));
        QVERIFY(thinking);
        c->setStepDuration(250);
        c->setManualSteps(true);
        QCOMPARE(c->endTurn(), QString());
        // Bob (the computer) thinks while Ann's approach plays.
        QVERIFY(session.isThinking());
        QVERIFY(c->animating());
        QCOMPARE(app.gameScreen()->property("turnSeat").toInt(), ann);
        QVERIFY(!thinking->isVisible());
        // Nor does Ann's panel (she is "to play" there while her steps show): no seat
        // panel says "Thinking…" but a computer's (no settle: Bob would be done).
        int badges = 0;
        for (QQuickItem *item : itemsNamed(app.window->contentItem(), QString()))
            if (item->isVisible() &&
                item->property("text").toString() == QStringLiteral("Thinking…"))
                ++badges;
        QCOMPARE(badges, 0);
        session.waitForComputer();
        c->skipAnimation();
        app.settle();
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The summary closed to look at the board, Undo past the end and the game ended again:
    // the second end shows its summary too (a helper saw none, session 21).
    void summaryAgainAfterUndoPastTheEnd()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(0, QStringLiteral("21"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        c->setStepDuration(0);
        QRandomGenerator rng(5);
        const auto playToTheEnd = [&] {
            for (int decisions = 0; !session.isTerminal() && decisions < 3000; ++decisions) {
                session.waitForComputer();
                c->flushPending();
                if (session.isTerminal())
                    break;
                gfdriver::decide(*c, rng);
                if (QTest::currentTestFailed())
                    return;
            }
            app.settle();
        };
        playToTheEnd();
        QVERIFY(session.isTerminal());
        QQuickItem *screen = app.gameScreen();
        QVERIFY(screen);
        QTRY_VERIFY(screen->property("summaryWanted").toBool());
        QQuickItem *look = app.item(QStringLiteral("summaryLookButton"));
        QVERIFY(look && look->isVisible());
        // Modal for the keyboard: its gold button has the keyboard, Tab stays in it (it
        // reached Undo behind it, and Enter took the game back), Escape closes it.
        QQuickItem *summary = app.item(QStringLiteral("gameOverSummary"));
        QVERIFY(summary);
        // A lost game in red, not in the gold of a win.
        QCOMPARE(summary->property("lost").toBool(), !c->won());
        QTRY_COMPARE(app.window->activeFocusItem(),
                     app.item(QStringLiteral("summaryNewGameButton")));
        const auto inSummary = [&](const QQuickItem *item) {
            for (const QQuickItem *p = item; p; p = p->parentItem())
                if (p == summary)
                    return true;
            return false;
        };
        for (int i = 0; i < 12; ++i) {
            QTest::keyClick(app.window, Qt::Key_Tab);
            QVERIFY2(inSummary(app.window->activeFocusItem()),
                     qPrintable(app.window->activeFocusItem()
                                    ? app.window->activeFocusItem()->objectName()
                                    : QStringLiteral("none")));
        }
        QVERIFY(session.isTerminal());
        QTest::keyClick(app.window, Qt::Key_Escape);
        app.settle();
        QVERIFY(!screen->property("summaryWanted").toBool());
        QVERIFY(session.isTerminal());
        QVERIFY(session.canUndo());
        session.undo();
        app.settle();
        QVERIFY(!session.isTerminal());
        playToTheEnd();
        QVERIFY(session.isTerminal());
        QTRY_VERIFY(screen->property("summaryWanted").toBool());
        QVERIFY(look->isVisible());
    }

    // A refusal's toast goes when the game ends.
    void toastHidesAtTheEnd()
    {
        App app(kDefault);
        app.settings().setClickGuard(0);
        QVERIFY(app.start(gfdriver::config(0, QStringLiteral("21"))));
        GameSession &session = *app.session;
        auto *c = app.controller<GfController>();
        QVERIFY(c);
        QQuickItem *toast = app.item(QStringLiteral("toast"));
        QVERIFY(toast);
        QRandomGenerator rng(5);
        int decisions = 0;
        while (!session.isTerminal() && ++decisions < 3000) {
            session.waitForComputer();
            c->flushPending();
            if (session.isTerminal())
                break;
            // A refusal before every decision (a click off the board shows the toast for
            // 2.5 s): the last one is still up when the game ends.
            QVERIFY(!c->clickCell(0).isEmpty());
            gfdriver::decide(*c, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(session.isTerminal());
        app.settle();
        QTRY_COMPARE_WITH_TIMEOUT(toast->opacity(), 0.0, 1000);
        QVERIFY(!toast->isVisible());
    }
};

QTEST_MAIN(TestGfBoardView)
#include "tst_gf_board_view.moc"
