// The Galaxy of D board rendered offscreen at the moments a player sees most: the bidding,
// a selected stack in the movement phase, the buy phase and a combat. Each picture must be
// a real picture (many colours, not blank), and the view must load without a warning.
// With STARBOARD_SCREENSHOT_DIR set, the pictures are saved there to be looked at.

#include "goddriver.h"

#include "boardnavigation.h"
#include "godtext.h"

#include <QAccessible>
#include <QFile>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickView>
#include <QScopeGuard>
#include <QSet>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>

#include <functional>
#include <map>
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
        QVERIFY2(showBoard(view, session), qPrintable(g_warnings.join('\n')));
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

    // A line of five sectors with the two Starbase sectors at its ends (4 apart) and an
    // asteroid beside it: the shortest way to the enemy Starbase is along the line.
    static QString writeLineGalaxy(const QTemporaryDir &dir)
    {
        const QString path = dir.filePath(QStringLiteral("line.json"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return {};
        file.write(R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "line",
            "name": "Line", "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}, {"q": 2, "r": 0},
            {"q": 3, "r": 0}, {"q": 4, "r": 0}, {"q": 2, "r": -1}],
            "things": [{"sector": 5, "thing": "asteroid"}], "starbaseSectors": [0, 4]})");
        return path;
    }

    // Galaxy of D's board for `session` in `view` (1000x680), shown; false when it cannot
    // be made or shown.
    static bool showBoard(QQuickView &view, GameSession &session)
    {
        view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
        view.setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(&session)}});
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(1000, 680);
        view.setSource(
            QUrl(QStringLiteral("qrc:/qt/qml/Starboard/games/galaxy-of-d/GodBoard.qml")));
        if (view.status() != QQuickView::Ready)
            return false;
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }

    // Hotseat on the line galaxy: the Starbases are placed by mouse, the First Turn
    // Player buys `ships` in secret, the other player nothing. Returns the buyer's seat.
    static int startLineGame(GameSession &session, QQuickView &view, const QString &galaxy,
                             const QStringList &ships, const QStringList &otherShips = {})
    {
        QVariantMap cfg = config(QStringLiteral("quick"), false, QStringLiteral("3"));
        cfg[QStringLiteral("galaxyFile")] = QUrl::fromLocalFile(galaxy).toString();
        const QString error = session.startNewGame(cfg);
        if (!error.isEmpty()) {
            qWarning("%s", qPrintable(error));
            return -1;
        }
        if (!showBoard(view, session))
            return -1;
        auto *c = view.rootObject()->findChild<GodController *>();
        int buyer = -1;
        for (int guard = 0; guard < 20 && c->phase() != QLatin1String("movement"); ++guard) {
            if (session.privacyScreen())
                session.acknowledgePrivacy();
            if (c->phase() == QLatin1String("starbase")) {
                const auto places = highlighted(*c, QStringLiteral("place"));
                if (places.empty())
                    return -1;
                clickSector(view.rootObject(), places.front());
            } else if (c->phase() == QLatin1String("purchase")) {
                const bool first = buyer < 0;
                if (first)
                    buyer = c->state()->currentPlayer();
                for (const QString &ship : first ? ships : otherShips)
                    if (!c->buy(c->state()->game().shipTypeIndex(ship.toStdString())).isEmpty())
                        return -1;
                if (!c->done().isEmpty())
                    return -1;
            }
            QCoreApplication::processEvents();
        }
        return c->phase() == QLatin1String("movement") ? buyer : -1;
    }

    // Ends the other seat's turns (it has no ships: only its buy phase asks) until `seat`
    // decides in its movement phase.
    static bool untilMovementOf(GameSession &session, GodController &c, int seat)
    {
        for (int guard = 0; guard < 20 && !session.isTerminal(); ++guard) {
            if (session.privacyScreen())
                session.acknowledgePrivacy();
            if (c.phase() == QLatin1String("movement") && c.myDecision() &&
                c.state()->activePlayer() == seat)
                return true;
            if (!c.myDecision() || !c.done().isEmpty())
                return false;
        }
        return false;
    }

    // The line galaxy with one Interceptor for the First Turn Player (startLineGame), up to
    // that seat's movement: its seat in `seat` and the board's controller (nullptr when the
    // game could not get there).
    static GodController *interceptorAtMovement(GameSession &session, QQuickView &view,
                                                const QTemporaryDir &dir, int &seat)
    {
        session.setComputerDelay(0);
        seat = startLineGame(session, view, writeLineGalaxy(dir), {QStringLiteral("interceptor")});
        if (seat != 0 && seat != 1)
            return nullptr;
        auto *c = view.rootObject()->findChild<GodController *>();
        return c && untilMovementOf(session, *c, seat) ? c : nullptr;
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

    // Zoomed in on one corner of the galaxy, the player is asked to click sectors that are
    // all out of view (seen in the soak: the pirates to move, at zoom 2.8): the map brings
    // the first of them into view. Here: the second Starbase's place, at the other end of a
    // line of sectors.
    void targetsComeIntoViewWhenZoomedElsewhere()
    {
        QTemporaryDir dir;
        const QString galaxy = writeLineGalaxy(dir); // two places for the Starbases, far apart
        GameSession session;
        session.setComputerDelay(0);
        QVariantMap cfg = config(QStringLiteral("quick"), false, QStringLiteral("3"));
        cfg[QStringLiteral("galaxyFile")] = QUrl::fromLocalFile(galaxy).toString();
        QCOMPARE(session.startNewGame(cfg), QString());
        QQuickView view;
        QVERIFY2(showBoard(view, session), qPrintable(g_warnings.join('\n')));
        auto *c = view.rootObject()->findChild<GodController *>();
        QVERIFY(c);
        QVERIFY(playUntil(session, *c, QStringLiteral("starbase")));
        auto named = [&](const char *name) {
            return findItem(view.rootObject(), [name](QQuickItem *item) {
                return item->objectName() == QLatin1String(name);
            });
        };
        QQuickItem *flick = named("galaxyView");
        QQuickItem *board = named("galaxy");
        QQuickItem *zoom = named("zoomSlider");
        QVERIFY(flick && board && zoom);
        zoom->setProperty("value", 3.0);
        QTRY_VERIFY(flick->property("contentWidth").toReal() > 2 * flick->width());
        // Where the next player may place its Starbase, once this one is placed.
        const int place = highlighted(*c, QStringLiteral("place")).front();
        auto next = c->state()->clone();
        QVERIFY(next->applyAction(god::makeAction(god::ActionKind::PlaceStarbase, place)));
        std::vector<int> targets;
        for (Action a : next->legalActions())
            if (god::actionKind(a) == god::ActionKind::PlaceStarbase)
                targets.push_back(int(god::actionPayload(a)));
        QVERIFY(!targets.empty());
        const qreal reserve = flick->property("reserve").toReal();
        auto visibleAt = [&](qreal contentX, qreal contentY) {
            for (int t : targets) {
                const QPointF centre = c->sectorCentre(t);
                const qreal x = board->x() + centre.x() * board->scale() - contentX;
                const qreal y = board->y() + centre.y() * board->scale() - contentY;
                if (x >= 0 && x <= flick->width() && y >= 0 && y <= flick->height() - reserve)
                    return true;
            }
            return false;
        };
        // A corner of the map from which none of them can be seen.
        const qreal maxX = flick->property("contentWidth").toReal() - flick->width();
        const qreal maxY = flick->property("contentHeight").toReal() - flick->height();
        bool found = false;
        for (const QPointF corner :
             {QPointF(0, 0), QPointF(maxX, 0), QPointF(0, maxY), QPointF(maxX, maxY)}) {
            if (!visibleAt(corner.x(), corner.y())) {
                flick->setProperty("contentX", corner.x());
                flick->setProperty("contentY", corner.y());
                found = true;
                break;
            }
        }
        QVERIFY(found);
        QCOMPARE(c->clickSector(place), QString());
        if (session.privacyScreen())
            session.acknowledgePrivacy();
        QTRY_VERIFY(c->myDecision() && c->phase() == QLatin1String("starbase"));
        QCOMPARE(c->targetSectors().size(), qsizetype(targets.size()));
        QTRY_VERIFY(
            visibleAt(flick->property("contentX").toReal(), flick->property("contentY").toReal()));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // A lone Bomber is the last ship with moves: its last step ends the movement, and the
    // step into the enemy Starbase must still be on offer (it used to be dropped because
    // the engine goes on to the combats). By mouse: it flies there in two turns and deals
    // 10 damage; then the unguarded Starbase's 3 destroys it.
    void loneBomberReachesTheStarbaseByClicks()
    {
        QTemporaryDir dir;
        const QString galaxy = writeLineGalaxy(dir);
        GameSession session;
        session.setComputerDelay(0);
        QQuickView view;
        const int seat = startLineGame(session, view, galaxy, {QStringLiteral("bomber")});
        QVERIFY(seat == 0 || seat == 1);
        auto *c = view.rootObject()->findChild<GodController *>();
        const int bomber = c->state()->game().shipTypeIndex("bomber");
        const int target = c->state()->starbase(1 - seat);
        bool hit = false;
        for (int turn = 0; turn < 3 && !hit; ++turn) {
            QVERIFY(untilMovementOf(session, *c, seat));
            int at = -1;
            for (const auto &ship : c->state()->ships())
                if (ship.owner == seat && ship.type == bomber)
                    at = ship.sector;
            QVERIFY(at >= 0);
            clickSector(view.rootObject(), at);
            QCOMPARE(c->selectedSector(), at);
            const auto moves = highlighted(*c, QStringLiteral("move"));
            // Both steps of the Bomber's speed are on offer, the last one too.
            const auto &g = c->state()->game();
            const int full = std::min(2, g.distance(at, target));
            QVERIFY(std::any_of(moves.begin(), moves.end(),
                                [&](int m) { return g.distance(at, m) == full; }));
            int best = moves.front();
            for (int m : moves)
                if (g.distance(m, target) < g.distance(best, target))
                    best = m;
            const int armor = c->state()->armor(1 - seat);
            clickSector(view.rootObject(), best);
            if (best == target) {
                hit = true;
                QCOMPARE(c->state()->armor(1 - seat), armor - 10);
                QCOMPARE(c->state()->stackSize(seat, target), 0); // the Starbase's 3
            } else {
                QCOMPARE(c->state()->stackSize(seat, best), 1);
            }
        }
        QVERIFY(hit);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Seen under Xvfb: the last ship's last step ends the movement by itself, "End
    // movement" gives way to "End turn" in the same place, and the click the player aimed at
    // "End movement" ended the turn without buying. A click on a decision button in the
    // moment after it changed is not taken; one after that is.
    void clickMeantForTheButtonThatWasThereIsIgnored()
    {
        QTemporaryDir dir;
        const QString galaxy = writeLineGalaxy(dir);
        GameSession session;
        session.setComputerDelay(0);
        QQuickView view;
        const int seat = startLineGame(session, view, galaxy, {QStringLiteral("bomber")});
        QVERIFY(seat == 0 || seat == 1);
        auto *c = view.rootObject()->findChild<GodController *>();
        const int bomber = c->state()->game().shipTypeIndex("bomber");
        QVERIFY(untilMovementOf(session, *c, seat));
        auto named = [&](const char *name) {
            return findItem(view.rootObject(), [name](QQuickItem *item) {
                return item->objectName() == QLatin1String(name) && item->isVisible();
            });
        };
        QQuickItem *endMovement = nullptr;
        QTRY_VERIFY((endMovement = named("endMovementButton")));
        const QPointF aimed =
            endMovement->mapToScene(QPointF(endMovement->width() / 2, endMovement->height() / 2));
        int at = -1;
        for (const auto &ship : c->state()->ships())
            if (ship.owner == seat && ship.type == bomber)
                at = ship.sector;
        clickSector(view.rootObject(), at);
        const auto &g = c->state()->game();
        int farthest = -1;
        for (int m : highlighted(*c, QStringLiteral("move")))
            if (farthest < 0 || g.distance(at, m) > g.distance(at, farthest))
                farthest = m;
        QVERIFY(farthest >= 0);
        clickSector(view.rootObject(), farthest); // its last step: the movement ends
        QCOMPARE(c->phase(), QStringLiteral("buy"));
        QQuickItem *endTurn = nullptr;
        QTRY_VERIFY((endTurn = named("doneButton")));
        QVERIFY2(endTurn->contains(endTurn->mapFromScene(aimed)),
                 "End turn takes End movement's place (the trap this guards against)");
        const auto history = session.state()->history().size();
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, aimed.toPoint());
        QCoreApplication::processEvents();
        QCOMPARE(session.state()->history().size(), history);
        QCOMPARE(c->phase(), QStringLiteral("buy"));
        // A moment later the button does what it says.
        clickItem(endTurn);
        QCOMPARE(session.state()->history().size(), history + 1);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Seen under Xvfb ("It is not your decision now." after placing a Starbase by one
    // click): each hex's item is the square around it, and neighbouring squares overlap, so a
    // click near a hex's side reached the hex under it and its neighbour. A click inside a
    // hex acts on that hex only: one step of the Interceptor, not two.
    void clickNearAHexSideActsOnThatHexOnly()
    {
        QTemporaryDir dir;
        GameSession session;
        QQuickView view;
        int seat = -1;
        GodController *c = interceptorAtMovement(session, view, dir, seat);
        QVERIFY(c);
        const int home = c->state()->starbase(seat);
        QVERIFY(home == 0 || home == 4);
        // The next sector along the line, and the one after it (both within the
        // Interceptor's three steps).
        const int next = home == 0 ? 1 : 3;
        const int beyond = 2;
        clickSector(view.rootObject(), home);
        QCOMPARE(c->selectedSector(), home);
        const auto moves = highlighted(*c, QStringLiteral("move"));
        QVERIFY(std::find(moves.begin(), moves.end(), next) != moves.end());
        QVERIFY(std::find(moves.begin(), moves.end(), beyond) != moves.end());
        const QPointF a = sectorCentreInScene(view.rootObject(), next);
        const QPointF b = sectorCentreInScene(view.rootObject(), beyond);
        // 0.8 of the hex's radius from its centre toward the neighbour: inside the hex (its
        // side is 0.87 radius away), inside the neighbour's square.
        const QPoint point = (a + (b - a) * 0.46).toPoint();
        const qreal radius = c->hexRadius() * sectorGrid(view.rootObject())->parentItem()->scale();
        QVERIFY(
            QRectF(b - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)).contains(point));
        const auto history = session.state()->history().size();
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, point);
        QCoreApplication::processEvents();
        QCOMPARE(session.state()->history().size(), history + 1);
        QCOMPARE(c->state()->stackSize(seat, next), 1);
        QCOMPARE(c->state()->stackSize(seat, beyond), 0);
        QVERIFY2(c->message().isEmpty(), qPrintable(c->message()));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The hexes are one item (GodGrid): hovering a sector shows what is there in the
    // window's tool tip (one's own stack with its size and top ship), a click between hexes
    // does nothing, and a click on a hex acts on that sector.
    void sectorTipAndClicksThroughTheGrid()
    {
        QTemporaryDir dir;
        GameSession session;
        QQuickView view;
        int seat = -1;
        GodController *c = interceptorAtMovement(session, view, dir, seat);
        QVERIFY(c);
        const int home = c->state()->starbase(seat);
        GodGrid *grid = sectorGrid(view.rootObject());
        QVERIFY(grid);
        // The window's one tool tip (the attached ToolTip's, a child of the engine).
        auto tipShown = [grid](const QString &words) {
            for (QObject *o : qmlEngine(grid)->findChildren<QObject *>()) {
                if (o->inherits("QQuickToolTip") && o->property("visible").toBool() &&
                    o->property("text").toString().contains(words))
                    return true;
            }
            return false;
        };
        const QPoint centre = sectorCentreInScene(view.rootObject(), home).toPoint();
        QTest::mouseMove(&view, QPoint(2, 2));
        QTest::mouseMove(&view, centre);
        QTRY_COMPARE(grid->hoveredSector(), home);
        // (No translator here: the source text, "1 of your ship(s), top: Interceptor".)
        QVERIFY2(grid->hoveredTip().contains(QStringLiteral("1 of your ship")) &&
                     grid->hoveredTip().contains(QStringLiteral("Interceptor")),
                 qPrintable(grid->hoveredTip()));
        QTRY_VERIFY(tipShown(QStringLiteral("of your ship")));
        // Between the line's hexes and the asteroid above it: no sector, no action.
        const QPointF a = sectorCentreInScene(view.rootObject(), 1);
        const QPointF b = sectorCentreInScene(view.rootObject(), 2);
        const qreal radius = c->hexRadius() * grid->parentItem()->scale();
        const QPoint outside = (a + (b - a) / 2 + QPointF(0, 1.05 * radius)).toPoint();
        QCOMPARE(grid->sectorAt(grid->mapFromScene(outside)), -1);
        const auto history = session.state()->history().size();
        QTest::mouseClick(&view, Qt::LeftButton, Qt::NoModifier, outside);
        QCoreApplication::processEvents();
        QCOMPARE(session.state()->history().size(), history);
        QCOMPARE(c->selectedSector(), -1);
        QTest::mouseMove(&view, outside);
        QTRY_COMPARE(grid->hoveredSector(), -1);
        QTRY_VERIFY(!tipShown(QStringLiteral("of your ship")));
        // On the hex: the stack is selected.
        clickSector(view.rootObject(), home);
        QCOMPARE(c->selectedSector(), home);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The arrows' rule shared by every board (boardnavigation.h), on a patch of pointy-top
    // hexes: Left and Right along the row, Up and Down to the clockwise neighbour, so that
    // Up then Down (and Down then Up) come back; nothing that way keeps the spot; no spot
    // yet starts in the middle.
    void arrowsStepBetweenHexes()
    {
        std::vector<QPointF> spots;
        std::map<std::pair<int, int>, int> at;
        for (int r = -2; r <= 2; ++r) {
            for (int q = -2; q <= 2; ++q) {
                at[{q, r}] = int(spots.size());
                spots.emplace_back(std::sqrt(3.0) * 10 * (q + r / 2.0), 15.0 * r);
            }
        }
        const int centre = at[{0, 0}];
        QCOMPARE(stepTowards(spots, -1, 0), centre);
        QCOMPARE(stepTowards(spots, centre, Qt::Key_Right), (at[{1, 0}]));
        QCOMPARE(stepTowards(spots, centre, Qt::Key_Left), (at[{-1, 0}]));
        QCOMPARE(stepTowards(spots, centre, Qt::Key_Up), (at[{1, -1}]));
        QCOMPARE(stepTowards(spots, centre, Qt::Key_Down), (at[{-1, 1}]));
        QCOMPARE(stepTowards(spots, stepTowards(spots, centre, Qt::Key_Up), Qt::Key_Down), centre);
        QCOMPARE(stepTowards(spots, stepTowards(spots, centre, Qt::Key_Down), Qt::Key_Up), centre);
        QCOMPARE(stepTowards(spots, at[{2, 0}], Qt::Key_Right), (at[{2, 0}]));
        QCOMPARE(stepTowards(spots, centre, Qt::Key_A), centre);
        QCOMPARE(stepTowards({}, -1, Qt::Key_Up), -1);
    }

    // Keyboard play (issue 12) on the galaxy: the first focus puts the cursor on a sector a
    // click acts on (the Interceptor's stack); Enter or Space selects it, Escape drops the
    // selection, an arrow moves the cursor along the line and Enter moves the ship there.
    // The accessible name says what the cursor's sector holds.
    void keyboardMovesAShip()
    {
        QTemporaryDir dir;
        GameSession session;
        QQuickView view;
        int seat = -1;
        GodController *c = interceptorAtMovement(session, view, dir, seat);
        QVERIFY(c);
        const int home = c->state()->starbase(seat);
        const int other = c->state()->starbase(1 - seat);
        GodGrid *grid = sectorGrid(view.rootObject());
        QVERIFY(grid);
        grid->setCursor(-1);   // as on a board nobody has clicked yet
        grid->setFocus(false); // the clicks above gave it the focus
        QVERIFY(!grid->hasActiveFocus());
        auto *ring = view.rootObject()->findChild<QQuickItem *>(QStringLiteral("keyboardCursor"));
        QVERIFY(ring);
        QVERIFY(!ring->isVisible());
        // Tab reaches the galaxy (in the board's own view; the game screen: see
        // docs/development-notes.md, session 8).
        for (int i = 0; i < 30 && !grid->hasActiveFocus(); ++i)
            QTest::keyClick(&view, Qt::Key_Tab);
        QVERIFY(grid->hasActiveFocus());
        QCOMPARE(grid->cursor(), home);
        QVERIFY(ring->isVisible());
        QVERIFY2(grid->cursorText().contains(QStringLiteral("1 of your ship")),
                 qPrintable(grid->cursorText()));
        if (c->selectedSector() == home) { // the only stack may come selected
            QTest::keyClick(&view, Qt::Key_Escape);
            QCOMPARE(c->selectedSector(), -1);
        }
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(c->selectedSector(), home);
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(c->selectedSector(), -1);
        QCOMPARE(grid->cursor(), home);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(c->selectedSector(), home);
        const bool right = grid->centreOf(other).x() > grid->centreOf(home).x();
        QTest::keyClick(&view, right ? Qt::Key_Right : Qt::Key_Left);
        const int next = grid->cursor();
        QVERIFY(next != home);
        QCOMPARE(c->state()->game().distance(home, next), 1);
        const auto history = session.state()->history().size();
        QTest::keyClick(&view, Qt::Key_Return);
        QVERIFY(session.state()->history().size() > history);
        QVERIFY(c->state()->stackSize(seat, next) > 0);
        QCOMPARE(c->state()->stackSize(seat, home), 0);
        // A click takes the focus too, puts the cursor there and hides the ring until a key.
        grid->setFocus(false);
        QVERIFY(!grid->hasActiveFocus());
        clickSector(view.rootObject(), home);
        QVERIFY(grid->hasActiveFocus());
        QCOMPARE(grid->cursor(), home);
        QVERIFY(!ring->isVisible());
        QTest::keyClick(&view, right ? Qt::Key_Right : Qt::Key_Left);
        QCOMPARE(grid->cursor(), next);
        QVERIFY(ring->isVisible());
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // What a screen reader is given (issue 12): the map is a list of sectors, each with its
    // own name, and the sector under the cursor is the focused item while the map has the
    // focus. (Each move also reports the focus on the new sector, which Orca speaks; Qt
    // delivers that event only with an active platform bridge: the atspi_tree test checks it
    // over AT-SPI.)
    void screenReaderSeesTheSectors()
    {
        QTemporaryDir dir;
        GameSession session;
        QQuickView view;
        int seat = -1;
        GodController *c = interceptorAtMovement(session, view, dir, seat);
        QVERIFY(c);
        GodGrid *grid = sectorGrid(view.rootObject());
        QVERIFY(grid);
        grid->setCursor(-1);
        grid->setFocus(false);
        QVERIFY(!grid->hasActiveFocus());

        QAccessibleInterface *map = QAccessible::queryAccessibleInterface(grid);
        QVERIFY(map);
        QCOMPARE(map->role(), QAccessible::List);
        QCOMPARE(map->text(QAccessible::Name), QStringLiteral("Galaxy"));
        QVERIFY(map->text(QAccessible::Description).contains(QStringLiteral("Arrow keys")));
        QCOMPARE(map->childCount(), c->state()->game().sectorCount());
        QVERIFY(!map->focusChild());
        // The map sits in the tree: its parent lists it.
        QVERIFY(map->parent());
        QVERIFY(map->parent()->indexOfChild(map) >= 0);

        for (int i = 0; i < 30 && !grid->hasActiveFocus(); ++i)
            QTest::keyClick(&view, Qt::Key_Tab);
        QVERIFY(grid->hasActiveFocus());
        QVERIFY(map->state().focused);
        const int first = grid->cursor();
        QVERIFY(first >= 0);
        QAccessibleInterface *cell = map->focusChild();
        QVERIFY(cell);
        QCOMPARE(cell->role(), QAccessible::ListItem);
        QCOMPARE(cell->text(QAccessible::Name), grid->cursorText());
        QVERIFY2(cell->text(QAccessible::Name).contains(QStringLiteral("1 of your ship")),
                 qPrintable(cell->text(QAccessible::Name)));
        QVERIFY(cell->state().focused);
        // The sector the focus came to tells how to use the map (once: not after a move).
        QTRY_VERIFY(cell->text(QAccessible::Description).contains(QStringLiteral("Arrow keys")));
        QCOMPARE(cell->parent(), map);
        QCOMPARE(map->indexOfChild(cell), first);
        QCOMPARE(map->child(first), cell);
        // Where the sector is on the screen, and back from there to the sector.
        const QRect where = cell->rect();
        QVERIFY(!where.isEmpty());
        QVERIFY(map->rect().contains(where.center()));
        QCOMPARE(map->childAt(where.center().x(), where.center().y()), cell);
        // Every sector has a name of its own.
        QSet<QString> names;
        for (int i = 0; i < map->childCount(); ++i)
            names.insert(map->child(i)->text(QAccessible::Name));
        QCOMPARE(names.size(), map->childCount());

        // Each arrow moves the focused item to the cursor's sector.
        int moves = 0;
        for (const Qt::Key key : {Qt::Key_Right, Qt::Key_Down, Qt::Key_Left}) {
            const int before = grid->cursor();
            QTest::keyClick(&view, key);
            if (grid->cursor() == before)
                continue; // the edge of the galaxy
            ++moves;
            QAccessibleInterface *now = map->focusChild();
            QVERIFY(now);
            QCOMPARE(map->indexOfChild(now), grid->cursor());
            QCOMPARE(now->text(QAccessible::Name), grid->cursorText());
            QVERIFY(now->state().focused);
            QVERIFY(now->text(QAccessible::Description).isEmpty());
            QVERIFY(!map->child(before)->state().focused);
        }
        QVERIFY(moves >= 2);
        // A screen reader's actions: focus a sector (the cursor goes there), press one (as
        // Enter: the stack is selected, and it shows on its sector).
        QAccessibleActionInterface *actions = map->child(first)->actionInterface();
        QVERIFY(actions);
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::pressAction()));
        actions->doAction(QAccessibleActionInterface::setFocusAction());
        QCOMPARE(grid->cursor(), first);
        QCOMPARE(map->focusChild(), map->child(first));
        if (c->selectedSector() == first)
            QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(c->selectedSector(), -1);
        actions->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(c->selectedSector(), first);
        QVERIFY(map->child(first)->state().selected);
        grid->setFocus(false);
        QVERIFY(map->actionInterface());
        map->actionInterface()->doAction(QAccessibleActionInterface::setFocusAction());
        QVERIFY(grid->hasActiveFocus());
        // Without the focus no sector is focused.
        grid->setFocus(false);
        QVERIFY(!map->focusChild());
        QVERIFY(!map->child(first)->state().focused);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // Seen under Xvfb: "End of the Cynder turn: ..." twice in the board's message. A
    // Pirate's die roll that ends a turn carried the turn's end in its log text, and the
    // board showed that whole text besides its own end-of-turn line. Whole games against
    // the computer with Pirates: no end-of-turn line is ever shown twice (a side's Starbase
    // armor drops every turn, so its lines differ from turn to turn).
    void turnEndShownOnce()
    {
        // Games until one has a Pirate's roll that ends a turn (its log text goes on with
        // "End of the ... turn"), the case that showed the line twice.
        int rollsEndingTurns = 0;
        for (int seed = 1; seed <= 12 && rollsEndingTurns == 0; ++seed) {
            GameSession session;
            session.setComputerDelay(0);
            QVERIFY(
                session.startNewGame(config(QStringLiteral("normal"), true, QString::number(seed)))
                    .isEmpty());
            connect(&session, &GameSession::actionApplied, this,
                    [&](qint64 action, int, const QString &text) {
                        if (actionKind(action) == ActionKind::DieRoll &&
                            text.contains(QStringLiteral("\nEnd of the")))
                            ++rollsEndingTurns;
                    });
            QQuickView view;
            QVERIFY2(showBoard(view, session), qPrintable(g_warnings.join('\n')));
            auto *c = view.rootObject()->findChild<GodController *>();
            QQuickItem *toast = findItem(view.rootObject(), [](QQuickItem *item) {
                return item->objectName() == QLatin1String("toastLabel");
            });
            QVERIFY(c && toast);
            int bought = 0;
            for (int guard = 0; guard < 3000 && !session.isTerminal(); ++guard) {
                if (!c->myDecision()) {
                    // The computer's moves, one by one as on screen.
                    QTest::qWait(5);
                    continue;
                }
                decide(*c, session, bought);
                if (QTest::currentTestFailed())
                    return;
                QCoreApplication::processEvents();
                const QStringList lines =
                    toast->property("text").toString().split(QLatin1Char('\n'));
                for (const QString &line : lines)
                    if (line.startsWith(QStringLiteral("End of the")))
                        QVERIFY2(lines.count(line) == 1,
                                 qPrintable(lines.join(QStringLiteral(" | "))));
            }
            QVERIFY(session.isTerminal());
        }
        QVERIFY(rollsEndingTurns > 0);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // A lone Destroyer (slow: one step) moves by mouse; its only step ends the movement.
    void loneDestroyerMovesByClicks()
    {
        QTemporaryDir dir;
        const QString galaxy = writeLineGalaxy(dir);
        GameSession session;
        session.setComputerDelay(0);
        QQuickView view;
        const int seat = startLineGame(session, view, galaxy, {QStringLiteral("destroyer")});
        QVERIFY(seat == 0 || seat == 1);
        auto *c = view.rootObject()->findChild<GodController *>();
        QVERIFY(untilMovementOf(session, *c, seat));
        const int home = c->state()->starbase(seat);
        clickSector(view.rootObject(), home);
        const auto moves = highlighted(*c, QStringLiteral("move"));
        QCOMPARE(moves.size(), std::size_t(1)); // the line's only neighbour
        clickSector(view.rootObject(), moves.front());
        QCOMPARE(c->state()->stackSize(seat, moves.front()), 1);
        QCOMPARE(c->state()->stackSize(seat, home), 0);
        QVERIFY(c->phase() != QLatin1String("movement"));
    }

    // A sector within the ships' moves that every way to passes through enemy ships: the
    // refusal says so (it used to blame a Starbase stop that the rulebook does not have).
    void outOfReachBehindEnemyShipsExplained()
    {
        QTemporaryDir dir;
        const QString galaxy = writeLineGalaxy(dir);
        GameSession session;
        session.setComputerDelay(0);
        QQuickView view;
        const int seat = startLineGame(session, view, galaxy, {QStringLiteral("assassin")},
                                       {QStringLiteral("interceptor")});
        QVERIFY(seat == 0 || seat == 1);
        auto *c = view.rootObject()->findChild<GodController *>();
        QVERIFY(untilMovementOf(session, *c, seat));
        QCOMPARE(c->done(), QString()); // the Assassin waits
        // The other player's Interceptor flies to the middle of the line.
        QVERIFY(untilMovementOf(session, *c, 1 - seat));
        clickSector(view.rootObject(), c->state()->starbase(1 - seat));
        clickSector(view.rootObject(), 2);
        QCOMPARE(c->state()->stackSize(1 - seat, 2), 1);
        if (c->phase() == QLatin1String("movement"))
            QCOMPARE(c->done(), QString());
        QVERIFY(untilMovementOf(session, *c, seat));
        const int home = c->state()->starbase(seat);
        clickSector(view.rootObject(), home);
        const int beyond = home == 0 ? 3 : 1; // 3 moves away, behind the Interceptor
        QCOMPARE(c->state()->game().distance(home, beyond), 3);
        const std::string before = c->state()->toString();
        clickSector(view.rootObject(), beyond);
        QCOMPARE(c->state()->toString(), before);
        QVERIFY2(c->message().contains(QStringLiteral("enemy ships")), qPrintable(c->message()));
        QVERIFY2(!c->message().contains(QStringLiteral("Starbase")), qPrintable(c->message()));
        // The Interceptor's sector itself is in reach (the Assassin stops there).
        const auto moves = highlighted(*c, QStringLiteral("move"));
        QVERIFY(std::find(moves.begin(), moves.end(), 2) != moves.end());
        QVERIFY(std::find(moves.begin(), moves.end(), beyond) == moves.end());
    }

    // The owner chooses the top ship of its stack by mouse ("Put on top" in the selected
    // stack, named for screen readers); the other player then sees that ship on top.
    void stackTopChosenByClicks()
    {
        QTemporaryDir dir;
        const QString galaxy = writeLineGalaxy(dir);
        GameSession session;
        session.setComputerDelay(0);
        QQuickView view;
        const int seat = startLineGame(session, view, galaxy,
                                       {QStringLiteral("interceptor"), QStringLiteral("bomber")});
        QVERIFY(seat == 0 || seat == 1);
        auto *c = view.rootObject()->findChild<GodController *>();
        QVERIFY(untilMovementOf(session, *c, seat));
        const auto &g = c->state()->game();
        const int interceptor = g.shipTypeIndex("interceptor");
        const int bomber = g.shipTypeIndex("bomber");
        const int home = c->state()->starbase(seat);
        QCOMPARE(int(c->state()->topShip(seat, home)->type), bomber); // bought last
        clickSector(view.rootObject(), home);
        QTest::qWait(50);
        QQuickItem *row1 = stackRow(view.rootObject(), 1);
        QVERIFY(row1);
        QCOMPARE(row1->property("name").toString(), contentName("Interceptor"));
        QQuickItem *button = findItem(
            row1, [](QQuickItem *item) { return item->objectName() == QLatin1String("putOnTop"); });
        QVERIFY(button);
        QVERIFY(button->isVisible());
        const QString accessibleName =
            QQmlProperty(button, QStringLiteral("Accessible.name"), qmlContext(button))
                .read()
                .toString();
        QVERIFY2(accessibleName.contains(contentName("Interceptor")), qPrintable(accessibleName));
        // The top row has no such button.
        QQuickItem *row0 = stackRow(view.rootObject(), 0);
        QVERIFY(!findItem(row0, [](QQuickItem *item) {
            return item->objectName() == QLatin1String("putOnTop") && item->isVisible();
        }));
        const auto history = session.state()->history().size();
        clickItem(button);
        QCOMPARE(session.state()->history().size(), history + 1);
        QCOMPARE(int(c->state()->topShip(seat, home)->type), interceptor);
        QCOMPARE(c->state()->stackSize(seat, home), 2);
        // What the other player may know: the new top ship, nothing else.
        const std::string seen = c->state()->observation(1 - seat);
        QVERIFY(seen.find("stack " + std::to_string(seat) + " " + std::to_string(home) + " 2 top " +
                          std::to_string(interceptor)) != std::string::npos);
        // The click did not also (un)select the ship for moving.
        QCOMPARE(c->stack()->rows().size(), std::size_t(2));
        QVERIFY(c->stack()->rows()[0].selected && c->stack()->rows()[1].selected);
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
    }

    // The in-app rules (the board's rulesPage) tell the rulebook's rules from ours: each
    // paragraph of ours is marked "Our reading" (for screen readers too) and drawn apart
    // (a bar, another colour), with a legend at the top.
    void rulesMarkOurReadings()
    {
        QQuickView view;
        view.engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        view.resize(700, 900);
        view.setSource(
            QUrl(QStringLiteral("qrc:/qt/qml/Starboard/games/galaxy-of-d/GodRules.qml")));
        QVERIFY2(view.status() == QQuickView::Ready, qPrintable(g_warnings.join('\n')));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTest::qWait(50);
        std::vector<QQuickItem *> paragraphs;
        std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            if (isA(item, "RulesText"))
                paragraphs.push_back(item);
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        collect(view.rootObject());
        QVERIFY(findItem(view.rootObject(), [](QQuickItem *i) { return isA(i, "RulesLegend"); }));
        int ours = 0, rulebook = 0;
        QQuickItem *firstReading = nullptr;
        bool starbaseStopIsOurs = false, enemyStopIsRulebook = false;
        for (QQuickItem *p : paragraphs) {
            const bool reading = p->property("reading").toBool();
            const QString text = p->property("text").toString();
            const QString name =
                QQmlProperty(p, QStringLiteral("Accessible.name"), qmlContext(p)).read().toString();
            QCOMPARE(name.startsWith(QStringLiteral("Our reading")), reading);
            (reading ? ours : rulebook)++;
            if (reading && !firstReading)
                firstReading = p;
            if (text.contains(QStringLiteral("the enemy Starbase alone does not stop a ship")))
                starbaseStopIsOurs = reading;
            if (text.contains(QStringLiteral("enters a sector with enemy ships or pirates stops")))
                enemyStopIsRulebook = !reading;
        }
        QVERIFY(starbaseStopIsOurs);
        QVERIFY(enemyStopIsRulebook);
        QVERIFY2(ours >= 6 && rulebook >= 8,
                 qPrintable(QStringLiteral("%1/%2").arg(ours).arg(rulebook)));
        // Drawn apart: the reading's bar at its left edge.
        QVERIFY(firstReading);
        const QImage image = view.grabWindow();
        const QString shots = qEnvironmentVariable("STARBOARD_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            image.save(shots + QStringLiteral("/god-rules.png"));
        const QPointF bar = firstReading->mapToScene(QPointF(2, firstReading->height() / 2));
        const QColor colour = image.pixelColor(bar.toPoint());
        QVERIFY2(colour.blue() > 180 && colour.green() > 150 && colour.red() < 160,
                 qPrintable(colour.name()));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
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
