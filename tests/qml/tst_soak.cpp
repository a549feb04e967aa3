// Soak test: whole games of every game with a board, played through the real app window
// (Main.qml, offscreen) by random clicks on what the window shows, at instant speed, the
// way a curious person would: buttons, cards, sectors, rows, the pass screen. Most clicks
// go to items that say a click does something now (`actionable`), some to anything that
// takes clicks (refusals must leave the game as it was). Every game must reach its end and
// show the end screen; no warning may be printed; the engine's invariants hold after every
// change. tests/soak/valgrind-soak.sh runs this under valgrind memcheck (Qt's own misuse of
// freed memory, which AddressSanitizer cannot see). STARBOARD_SOAK_GAMES sets the number of
// games per row (default 10) and STARBOARD_SOAK_SEED the first seed (default 1).

#include "appsettings.h"
#include "engine/registry.h"
#include "games/galaxy-fighters/gf_game.h"
#include "languages.h"
#include "session.h"

#include <QElapsedTimer>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>
#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;

namespace {

QStringList g_warnings;

void recordWarnings(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    // Qt's own bookkeeping, not a misuse: on the offscreen platform an animation stopped
    // before its timer's queued start (a tool tip's fade, opened and closed by the hover
    // of rapid clicks) makes QUnifiedTimer stop a driver that never ran (seen once in a
    // loaded ctest -j2 run; Qt prints it in projects of every kind). Only this exact line.
    if (message == QLatin1String("QUnifiedTimer::stopAnimationDriver: driver is not running"))
        return;
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings.append(message);
}

QVariantMap seat(const QString &name, bool human, const QString &level = QString())
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("human"), human},
            {QStringLiteral("level"), level}};
}

bool hasEnabledTapHandler(const QQuickItem *item)
{
    for (const QObject *child : item->children()) {
        if (child->inherits("QQuickTapHandler") && child->property("enabled").toBool())
            return true;
    }
    return false;
}

struct Target
{
    QQuickItem *item;
    QPointF centre;
    bool actionable;
    QString spot; // one of the item's click spots (a sector of a board's grid), or ""
};

// True when the window point `centre` is shown by `item`: the item visible, enabled and
// not transparent, the point inside the window and inside every clipping ancestor (a
// Flickable's viewport, a ScrollView).
bool shownAt(const QQuickItem *item, const QPointF &centre)
{
    if (!item->isVisible() || !item->isEnabled())
        return false;
    const QQuickWindow *window = item->window();
    if (!window || centre.x() < 0 || centre.y() < 0 || centre.x() >= window->width() ||
        centre.y() >= window->height())
        return false;
    for (const QQuickItem *up = item; up; up = up->parentItem()) {
        if (up->opacity() <= 0.01)
            return false;
        if (up->clip() && !up->contains(up->mapFromScene(centre)))
            return false;
    }
    return true;
}

// An item that takes clicks in many places (a board's grid of sectors) lists them:
// clickSpots() gives each one's {x, y} (item coordinates), `actionable` and a name.
QVariantList clickSpots(QQuickItem *item)
{
    if (item->metaObject()->indexOfMethod("clickSpots()") < 0)
        return {};
    QVariantList spots;
    QMetaObject::invokeMethod(item, "clickSpots", Q_RETURN_ARG(QVariantList, spots));
    return spots;
}

// True when `item` is on screen: its centre shown (shownAt()), the item not tiny.
bool onScreen(const QQuickItem *item, QPointF &centre)
{
    if (item->width() < 2 || item->height() < 2)
        return false;
    centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    return shownAt(item, centre);
}

// Everything that takes a click now, outside the game screen's header (home, save, open,
// concede, the Workshop: leaving the game is not what this test plays).
void collectTargets(QQuickItem *item, std::vector<Target> &out)
{
    if (!item->isVisible() || item->objectName() == QLatin1String("gameScreenHeader"))
        return;
    for (const QVariant &spot : clickSpots(item)) {
        const QVariantMap m = spot.toMap();
        const QPointF centre = item->mapToScene(
            QPointF(m[QStringLiteral("x")].toReal(), m[QStringLiteral("y")].toReal()));
        if (shownAt(item, centre))
            out.push_back({item, centre, m[QStringLiteral("actionable")].toBool(),
                           QStringLiteral("sector %1").arg(m[QStringLiteral("sector")].toInt())});
    }
    const bool button = item->inherits("QQuickAbstractButton");
    if (button || hasEnabledTapHandler(item)) {
        QPointF centre;
        if (onScreen(item, centre)) {
            const QVariant actionable = item->property("actionable");
            out.push_back({item, centre, !actionable.isValid() || actionable.toBool(), {}});
        }
    }
    if (item->inherits("QQuickComboBox") || item->inherits("QQuickSpinBox"))
        return; // their inner parts open popups or step values; the control itself is enough
    for (QQuickItem *child : item->childItems())
        collectTargets(child, out);
}

QString describe(const QQuickItem *item)
{
    QString text = QString::fromLatin1(item->metaObject()->className());
    if (!item->objectName().isEmpty())
        text += QLatin1Char(' ') + item->objectName();
    const QVariant label = item->property("text");
    if (label.isValid() && !label.toString().isEmpty())
        text += QStringLiteral(" \"%1\"").arg(label.toString());
    return text;
}

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_soak"));
        languages::install(QStringLiteral("en"));
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        qInstallMessageHandler(recordWarnings);
    }

    void cleanupTestCase() { qInstallMessageHandler(nullptr); }

    void wholeGames_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QVariantList>("seats");
        QTest::addColumn<QString>("setup"); // the new-game dialog's setup or difficulty
        const QVariantList god2{seat(QStringLiteral("Ann"), true),
                                seat(QStringLiteral("Bob"), true)};
        const QVariantList godAi{seat(QStringLiteral("Ann"), true),
                                 seat(QStringLiteral("Bob"), false, QStringLiteral("heuristic"))};
        const QVariantList gc1{seat(QStringLiteral("Ann"), true)};
        const QVariantList gc3{seat(QStringLiteral("Ann"), true), seat(QStringLiteral("Bob"), true),
                               seat(QStringLiteral("Cid"), false, QStringLiteral("heuristic"))};
        QTest::newRow("galaxy-of-d hotseat") << QStringLiteral("galaxy-of-d") << god2 << QString();
        QTest::newRow("galaxy-of-d vs computer")
            << QStringLiteral("galaxy-of-d") << godAi << QString();
        QTest::newRow("galaxy-command solitaire")
            << QStringLiteral("galaxy-command") << gc1 << QString();
        QTest::newRow("galaxy-command 3 players")
            << QStringLiteral("galaxy-command") << gc3 << QString();
        const QVariantList gf1{seat(QStringLiteral("Ann"), true)};
        const QVariantList gf3{seat(QStringLiteral("Ann"), true), seat(QStringLiteral("Bob"), true),
                               seat(QStringLiteral("Cid"), false, QStringLiteral("heuristic"))};
        const QVariantList gf4{seat(QStringLiteral("Ann"), true),
                               seat(QStringLiteral("Bob"), false, QStringLiteral("heuristic")),
                               seat(QStringLiteral("Cid"), true),
                               seat(QStringLiteral("Dee"), false, QStringLiteral("heuristic"))};
        // Each difficulty in one row: solo at Rookie, 3 players at Ace, 4 at Expert Pilot.
        QTest::newRow("galaxy-fighters solo")
            << QStringLiteral("galaxy-fighters") << gf1 << QStringLiteral("rookie");
        QTest::newRow("galaxy-fighters 3 players")
            << QStringLiteral("galaxy-fighters") << gf3 << QStringLiteral("ace");
        QTest::newRow("galaxy-fighters 4 players")
            << QStringLiteral("galaxy-fighters") << gf4 << QStringLiteral("expert");
        // Hotseat: both hands through the pass screen; against the computer: its battles'
        // questions to the person.
        QTest::newRow("galactic-warfare hotseat")
            << QStringLiteral("galactic-warfare") << god2 << QString();
        QTest::newRow("galactic-warfare vs computer")
            << QStringLiteral("galactic-warfare") << godAi << QString();
    }

    void wholeGames()
    {
        QFETCH(QString, gameId);
        QFETCH(QVariantList, seats);
        QFETCH(QString, setup);
        const int games = qEnvironmentVariableIsSet("STARBOARD_SOAK_GAMES")
                              ? qEnvironmentVariableIntValue("STARBOARD_SOAK_GAMES")
                              : 10;
        const quint32 firstSeed = qEnvironmentVariableIsSet("STARBOARD_SOAK_SEED")
                                      ? quint32(qEnvironmentVariableIntValue("STARBOARD_SOAK_SEED"))
                                      : 1;

        AppSettings settings(false);
        // Random clicks as fast as the window takes them: the decision buttons' guard against
        // a click meant for the button that was there a moment ago is off (its own test is
        // tst_god_board_view::clickMeantForTheButtonThatWasThereIsIgnored).
        settings.setClickGuard(0);
        AppSettings::setInstance(&settings);
        auto restore = qScopeGuard([] { AppSettings::setInstance(nullptr); });
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&engine, QUrl(QStringLiteral("qrc:/qt/qml/Starboard/Main.qml")));
        std::unique_ptr<QObject> root(
            component.createWithInitialProperties({{QStringLiteral("screenshotMode"), true}}));
        QVERIFY2(root, qPrintable(component.errorString()));
        auto *window = qobject_cast<QQuickWindow *>(root.get());
        QVERIFY(window);
        window->resize(1200, 760);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *session = window->property("session").value<GameSession *>();
        QVERIFY(session);

        for (int game = 0; game < games; ++game) {
            const quint32 seed = firstSeed + quint32(game);
            QCOMPARE(session->startNewGame({{QStringLiteral("gameId"), gameId},
                                            {QStringLiteral("seats"), seats},
                                            {QStringLiteral("setup"), setup},
                                            {QStringLiteral("seed"), QString::number(seed)}}),
                     QString());
            if (const auto *gfState = dynamic_cast<const gf::GfState *>(session->state()))
                QCOMPARE(QString::fromStdString(gfState->game().rules().id), setup);
            session->setComputerDelay(0);
            QRandomGenerator rng(seed);
            QElapsedTimer clock;
            clock.start();
            int clicks = 0;
            int sinceChange = 0;
            int revision = session->revision();
            while (!session->isTerminal()) {
                QTest::qWait(1); // a frame: polish (layouts), sync, render
                if (session->isThinking() || session->currentPlayer() < 0) {
                    QTest::qWait(5);
                    continue;
                }
                std::vector<Target> targets;
                collectTargets(window->contentItem(), targets);
                std::vector<const Target *> actionable;
                for (const Target &target : targets)
                    if (target.actionable)
                        actionable.push_back(&target);
                QVERIFY2(!targets.empty(), "nothing to click");
                const bool anything = actionable.empty() || rng.bounded(10) == 0;
                const Target &target = anything
                                           ? targets[rng.bounded(quint32(targets.size()))]
                                           : *actionable[rng.bounded(quint32(actionable.size()))];
                QTest::mouseClick(window, Qt::LeftButton, {}, target.centre.toPoint());
                ++clicks;
                if (session->revision() != revision) {
                    revision = session->revision();
                    sinceChange = 0;
                    const std::string broken = session->state()->checkInvariants();
                    QVERIFY2(broken.empty(), broken.c_str());
                } else if (++sinceChange > 400) {
                    QStringList shown;
                    for (const Target &t : targets)
                        shown << describe(t.item) +
                                     (t.spot.isEmpty() ? QString() : QLatin1Char(' ') + t.spot) +
                                     (t.actionable ? QString() : QStringLiteral(" (-)"));
                    const int player = session->currentPlayer();
                    // Where a click was wanted: the highlighted items, on screen or not.
                    std::function<void(QQuickItem *)> highlighted = [&](QQuickItem *item) {
                        const QString mark = item->property("highlight").toString();
                        QPointF centre;
                        if (!mark.isEmpty())
                            shown.prepend(QStringLiteral("%1 %2 at %3,%4%5")
                                              .arg(describe(item), mark)
                                              .arg(item->mapToScene(QPointF()).x())
                                              .arg(item->mapToScene(QPointF()).y())
                                              .arg(onScreen(item, centre)
                                                       ? QString()
                                                       : QStringLiteral(" (off screen)")));
                        for (const QVariant &spot : clickSpots(item)) {
                            const QVariantMap m = spot.toMap();
                            const QString highlight = m[QStringLiteral("highlight")].toString();
                            const QPointF at = item->mapToScene(QPointF(
                                m[QStringLiteral("x")].toReal(), m[QStringLiteral("y")].toReal()));
                            if (!highlight.isEmpty())
                                shown.prepend(QStringLiteral("sector %1 %2 at %3,%4%5")
                                                  .arg(m[QStringLiteral("sector")].toInt())
                                                  .arg(highlight)
                                                  .arg(at.x())
                                                  .arg(at.y())
                                                  .arg(shownAt(item, at)
                                                           ? QString()
                                                           : QStringLiteral(" (off screen)")));
                        }
                        if (item->objectName() == QLatin1String("zoomSlider"))
                            shown.prepend(
                                QStringLiteral("zoom %1").arg(item->property("value").toReal()));
                        for (QQuickItem *child : item->childItems())
                            highlighted(child);
                    };
                    highlighted(window->contentItem());
                    QFAIL(qPrintable(
                        QStringLiteral("seed %1: 400 clicks without a change; player %4 (%5, "
                                       "thinking %6, privacy %7); last action: %8; state: %9; "
                                       "last: %2; targets: %3")
                            .arg(seed)
                            .arg(describe(target.item), shown.join(", "))
                            .arg(player)
                            .arg(player >= 0 && session->seats()->isHuman(player) ? "human"
                                                                                  : "computer")
                            .arg(session->isThinking())
                            .arg(session->privacyScreen())
                            .arg(session->state()->history().empty()
                                     ? QString()
                                     : QString::fromStdString(session->state()->actionToString(
                                           session->state()->history().back())))
                            .arg(QString::fromStdString(session->state()->toString()))));
                }
                QVERIFY2(clicks < 20000, qPrintable(QStringLiteral("seed %1: no end").arg(seed)));
                QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
            }
            // The log reads as sentences (no "lost.." where two texts meet).
            for (int row = 0; row < session->log()->rowCount(); ++row) {
                const QString line = session->log()->data(session->log()->index(row)).toString();
                QVERIFY2(!line.contains(QLatin1String("..")), qPrintable(line));
            }
            // The end screen shows the result.
            auto *screen = window->findChild<QQuickItem *>(QStringLiteral("gameScreen"));
            QVERIFY(screen);
            QTRY_VERIFY(screen->property("summaryShown").toBool());
            QTest::qWait(20);
            QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join('\n')));
            std::fprintf(stderr, "%s seed %u: %d clicks, %lld ms\n", qPrintable(gameId), seed,
                         clicks, qlonglong(clock.elapsed()));
        }
    }
};

QTEST_MAIN(TestSoak)
#include "tst_soak.moc"
