// The Galaxy of D board adapter driven like a player: clicks on sectors, buttons and
// casualties become engine actions through the session, a whole game is played to the end
// that way, and illegal clicks get a reason with the state unchanged.

#include "games/galaxy-of-d/god_game.h"
#include "godcontroller.h"
#include "goddriver.h"
#include "godtext.h"
#include "session.h"

#include <QAbstractItemModelTester>
#include <QTranslator>
#include <QtTest>

#include <set>
#include <utility>

using namespace starboard;
using namespace starboard::god;
using namespace goddriver;

class TestGodController : public QObject
{
    Q_OBJECT

private slots:
    void modelsPassTheTester()
    {
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QAbstractItemModelTester t1(c.sectors());
        QAbstractItemModelTester t2(c.shop());
        QAbstractItemModelTester t3(c.stack());
        QAbstractItemModelTester t4(c.fighters());
        QAbstractItemModelTester t5(c.players());
        QCOMPARE(session.startNewGame(config(QStringLiteral("quick"), true, QStringLiteral("11"))),
                 QString());
        session.waitForComputer();
        QVERIFY(c.sectors()->rowCount() > 50);
        QCOMPARE(c.players()->rowCount(), 2);
        QCOMPARE(c.shop()->rowCount(), 7);
        QVERIFY(c.boardSize().width() > 100);
    }

    void wholeGameByClicks_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("seed");
        QTest::newRow("quick setup") << QStringLiteral("quick") << QStringLiteral("5");
        QTest::newRow("normal setup") << QStringLiteral("normal") << QStringLiteral("8");
    }

    void wholeGameByClicks()
    {
        QFETCH(QString, setup);
        QFETCH(QString, seed);
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QSignalSpy notices(&c, &GodController::movementEvent);
        // Every model stays consistent through a whole game (inserts, removes, changes),
        // and the sectors and players are updated in place, never reset.
        using Tester = QAbstractItemModelTester;
        const auto mode = Tester::FailureReportingMode::QtTest;
        Tester t1(c.sectors(), mode), t2(c.shop(), mode), t3(c.stack(), mode);
        Tester t4(c.fighters(), mode), t5(c.players(), mode);
        QSignalSpy sectorResets(c.sectors(), &QAbstractItemModel::modelReset);
        QSignalSpy playerResets(c.players(), &QAbstractItemModel::modelReset);
        QCOMPARE(session.startNewGame(config(setup, true, seed)), QString());
        int decisions = 0;
        int bought = 0;
        while (!session.isTerminal()) {
            session.waitForComputer();
            if (session.isTerminal())
                break;
            QVERIFY(c.myDecision());
            QVERIFY(!c.prompt().isEmpty());
            decide(c, session, bought);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(++decisions < 5000, "the game does not end");
        }
        QVERIFY(session.winner() == 0 || session.winner() == 1);
        QVERIFY(c.prompt().contains(sideName(session.winner())));
        QVERIFY(decisions > 5);
        QCOMPARE(sectorResets.count(), 0);
        QCOMPARE(playerResets.count(), 0);
        // Every pirate die roll of the log was announced on the board too: the roll, the
        // first line of its log entry (what followed it, the board announces itself).
        QStringList announced;
        for (const auto &args : notices)
            announced << args.at(0).toString();
        for (int i = 0; i < session.log()->rowCount(); ++i) {
            const QString entry =
                session.log()->data(session.log()->index(i), LogModel::TextRole).toString();
            if (entry.startsWith(QStringLiteral("Pirate die roll")))
                QVERIFY2(announced.contains(entry.section(QLatin1Char('\n'), 0, 0)),
                         qPrintable(entry));
        }
        qInfo("%d decisions, %d actions, winner %d", decisions,
              int(session.state()->history().size()), session.winner());
    }

    void illegalClicksExplainAndChangeNothing()
    {
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(QStringLiteral("quick"), false, QStringLiteral("3"))),
                 QString());
        session.waitForComputer();
        // (The second person places first: the game starts behind the pass screen.)
        if (session.privacyScreen())
            session.acknowledgePrivacy();
        QCOMPARE(c.phase(), QStringLiteral("starbase"));
        // A Thing's sector is never a legal Starbase place.
        const auto *s = c.state();
        int thing = -1;
        for (int i = 0; i < s->game().sectorCount(); ++i)
            if (s->thingAt(i) >= 0)
                thing = i;
        QVERIFY(thing >= 0);
        const auto before = s->toString();
        const int revision = session.revision();
        QCOMPARE(c.clickSector(thing), QStringLiteral("A Starbase cannot be placed on a Thing."));
        QCOMPARE(c.message(), QStringLiteral("A Starbase cannot be placed on a Thing."));
        QCOMPARE(c.state()->toString(), before);
        QCOMPARE(session.revision(), revision);
        // Buying and bidding are refused outside their phases, with a reason.
        QVERIFY(!c.buy(0).isEmpty());
        QVERIFY(!c.rise(3).isEmpty());
        QVERIFY(!c.chooseCasualty(0, false).isEmpty());
        QCOMPARE(c.state()->toString(), before);
    }

    // A language switch (a translator installed) takes effect at once: the log is written
    // again and the board's texts follow, without a restart.
    void languageSwitchMidGame()
    {
        struct Marker : QTranslator
        {
            QString translate(const char *, const char *source, const char *, int n) const override
            {
                QString text = QString::fromUtf8(source);
                if (n >= 0)
                    text.replace(QStringLiteral("%n"), QString::number(n));
                return QStringLiteral("[xx] ") + text;
            }
            bool isEmpty() const override { return false; }
        } marker;
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(QStringLiteral("normal"), true, QStringLiteral("9"))),
                 QString());
        session.waitForComputer();
        QVERIFY(session.log()->rowCount() > 3);
        const int rows = session.log()->rowCount();
        QVERIFY(!session.log()
                     ->data(session.log()->index(0), LogModel::TextRole)
                     .toString()
                     .startsWith(QStringLiteral("[xx]")));
        QSignalSpy names(&session, &GameSession::gameNameChanged);
        QCoreApplication::installTranslator(&marker);
        QCoreApplication::processEvents();
        QCOMPARE(session.log()->rowCount(), rows);
        for (int i = 0; i < rows; ++i)
            QVERIFY(session.log()
                        ->data(session.log()->index(i), LogModel::TextRole)
                        .toString()
                        .startsWith(QStringLiteral("[xx]")));
        QVERIFY(c.prompt().startsWith(QStringLiteral("[xx]")));
        QVERIFY(c.phaseNames().constFirst().startsWith(QStringLiteral("[xx]")));
        QVERIFY(names.count() >= 1);
        QCoreApplication::removeTranslator(&marker);
        QCoreApplication::processEvents();
        QVERIFY(!c.prompt().startsWith(QStringLiteral("[xx]")));
    }

    // The list models tell the views only what changed: nothing for equal rows, the changed
    // roles of a changed row, inserts and removes at the end (no reset).
    void shipListTellsOnlyWhatChanged()
    {
        GodShipListModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        GodShipListModel::Row a, b, c;
        a.ship = QStringLiteral("cruiser");
        b.ship = QStringLiteral("bomber");
        c.ship = QStringLiteral("scout");
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(&m, &QAbstractItemModel::modelReset);
        QSignalSpy counts(&m, &RowListModel::countChanged);
        m.setRows({a, b});
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(inserted.at(0).at(2).toInt(), 1);
        QCOMPARE(counts.count(), 1);
        m.setRows({a, b});
        QCOMPARE(changed.count(), 0);
        QCOMPARE(counts.count(), 1);
        GodShipListModel::Row b2 = b;
        b2.moves = 3;
        b2.selected = true;
        m.setRows({a, b2, c});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 1);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 1);
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(),
                 (QList<int>{GodShipListModel::MovesRole, GodShipListModel::SelectedRole}));
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 2);
        QCOMPARE(m.rowCount(), 3);
        QCOMPARE(m.data(m.index(1), GodShipListModel::MovesRole).toInt(), 3);
        m.setRows({a});
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 1);
        QCOMPARE(removed.at(0).at(2).toInt(), 2);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(resets.count(), 0);
        QCOMPARE(counts.count(), 3);
    }

    // Moving one stack changes the stacks of two sectors (where it left, where it arrived)
    // and the highlights the selection moved; the sector model tells exactly those rows and
    // roles, not the whole board.
    void aMoveUpdatesOnlyTheSectorsItChanges()
    {
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QAbstractItemModelTester tester(c.sectors(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(session.startNewGame(config(QStringLiteral("quick"), true, QStringLiteral("21"))),
                 QString());
        int bought = 0;
        for (int guard = 0; guard < 200; ++guard) {
            session.waitForComputer();
            if (c.phase() == QLatin1String("movement") && c.myDecision())
                break;
            decide(c, session, bought);
        }
        QCOMPARE(c.phase(), QStringLiteral("movement"));
        const int home = c.state()->starbase(session.viewSeat());
        QCOMPARE(c.clickSector(home), QString());
        // The nearest destination, so that the stack keeps moves and the phase goes on.
        int to = -1;
        for (int m : highlighted(c, QStringLiteral("move")))
            if (to < 0 ||
                c.state()->game().distance(home, m) < c.state()->game().distance(home, to))
                to = m;
        QVERIFY(to >= 0);
        auto *m = c.sectors();
        const std::vector<GodSectorModel::Row> before = m->rows();
        QSignalSpy changes(m, &QAbstractItemModel::dataChanged);
        QSignalSpy resets(m, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(m, &QAbstractItemModel::rowsInserted);
        QCOMPARE(c.clickSector(to), QString());
        QCoreApplication::processEvents(); // the rebuild of this event-loop turn
        QCOMPARE(c.phase(), QStringLiteral("movement"));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(inserts.count(), 0);
        std::set<std::pair<int, int>> announced; // (row, role)
        for (const auto &args : changes) {
            const auto roles = args.at(2).value<QList<int>>();
            QVERIFY(!roles.isEmpty());
            for (int row = args.at(0).value<QModelIndex>().row();
                 row <= args.at(1).value<QModelIndex>().row(); ++row)
                for (int role : roles)
                    announced.insert({row, role});
        }
        std::set<std::pair<int, int>> real;
        const auto &after = m->rows();
        QCOMPARE(after.size(), before.size());
        const auto roles = m->roleNames().keys();
        for (int row = 0; row < int(after.size()); ++row)
            for (int role : roles)
                if (GodSectorModel::value(before[std::size_t(row)], role) !=
                    GodSectorModel::value(after[std::size_t(row)], role))
                    real.insert({row, role});
        QCOMPARE(announced, real);
        std::set<int> stackRows, rows;
        for (const auto &[row, role] : announced) {
            rows.insert(row);
            if (role == GodSectorModel::StacksRole)
                stackRows.insert(row);
            else
                QVERIFY2(role == GodSectorModel::HighlightRole ||
                             role == GodSectorModel::HolderRole,
                         qPrintable(QString::number(role)));
        }
        QCOMPARE(stackRows, (std::set<int>{home, to}));
        QVERIFY2(int(rows.size()) < m->rowCount() / 3,
                 qPrintable(QStringLiteral("%1 of %2").arg(rows.size()).arg(m->rowCount())));
    }

    void movementHighlightsOnlyReachableSectors()
    {
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(QStringLiteral("quick"), true, QStringLiteral("21"))),
                 QString());
        int bought = 0;
        // Play up to our first movement phase with ships.
        for (int guard = 0; guard < 200; ++guard) {
            session.waitForComputer();
            if (c.phase() == QLatin1String("movement") && c.myDecision())
                break;
            decide(c, session, bought);
        }
        QCOMPARE(c.phase(), QStringLiteral("movement"));
        QVERIFY(c.myDecision());
        const auto *s = c.state();
        const int home = s->starbase(session.viewSeat());
        QCOMPARE(c.clickSector(home), QString());
        const auto moves = highlighted(c, QStringLiteral("move"));
        QVERIFY(!moves.empty());
        int slowest = 9;
        for (const auto &ship : s->ships())
            if (ship.owner == session.viewSeat() && ship.sector == home)
                slowest = std::min<int>(slowest, ship.movesLeft);
        for (int m : moves)
            QVERIFY(s->game().distance(home, m) <= slowest);
        // A sector beyond reach is refused with the reason.
        int far = -1;
        for (int i = 0; i < s->game().sectorCount(); ++i)
            if (s->game().distance(home, i) > slowest + 1)
                far = i;
        QVERIFY(far >= 0);
        QVERIFY(c.clickSector(far).startsWith(QStringLiteral("Out of reach")));
        // Moving the stack: every selected ship arrives.
        const int stack = s->stackSize(session.viewSeat(), home);
        QCOMPARE(c.clickSector(moves.front()), QString());
        QCOMPARE(c.state()->stackSize(session.viewSeat(), moves.front()), stack);
    }
};

QTEST_MAIN(TestGodController)
#include "tst_god_controller.moc"
