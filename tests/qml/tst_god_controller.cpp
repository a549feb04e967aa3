// The Galaxy of D board adapter driven like a player: clicks on sectors, buttons and
// casualties become engine actions through the session, a whole game is played to the end
// that way, and illegal clicks get a reason with the state unchanged.

#include "games/galaxy-of-d/god_game.h"
#include "godcontroller.h"
#include "godtext.h"
#include "session.h"

#include <QAbstractItemModelTester>
#include <QtTest>

using namespace starboard;
using namespace starboard::god;

class TestGodController : public QObject
{
    Q_OBJECT

private:
    static QVariantMap config(const QString &setup, bool computerOpponent, const QString &seed)
    {
        QVariantList seats;
        seats << QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                             {QStringLiteral("human"), true},
                             {QStringLiteral("level"), QString()}};
        seats << QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                             {QStringLiteral("human"), !computerOpponent},
                             {QStringLiteral("level"), QStringLiteral("heuristic")}};
        return {{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
                {QStringLiteral("seats"), seats},
                {QStringLiteral("setup"), setup},
                {QStringLiteral("seed"), seed}};
    }

    static std::vector<int> highlighted(GodController &c, const QString &kind)
    {
        std::vector<int> out;
        auto *m = c.sectors();
        for (int i = 0; i < m->rowCount(); ++i)
            if (m->data(m->index(i), GodSectorModel::HighlightRole).toString() == kind)
                out.push_back(i);
        return out;
    }

    // One decision of the viewing human, made only through the controller's inputs.
    static void decide(GodController &c, GameSession &session, int &bought)
    {
        const QString phase = c.phase();
        QString error;
        if (phase == QLatin1String("bidding")) {
            error = c.bid() < 2 && c.maxRise() > 0 ? c.rise(c.bid() + 1) : c.pass();
        } else if (phase == QLatin1String("starbase")) {
            const auto places = highlighted(c, QStringLiteral("place"));
            QVERIFY(!places.empty());
            error = c.clickSector(places.front());
        } else if (phase == QLatin1String("purchase") || phase == QLatin1String("buy")) {
            const auto &rows = c.shop()->rows();
            auto it = std::find_if(rows.rbegin(), rows.rend(),
                                   [](const auto &r) { return r.enabled && r.attack > 0; });
            if (bought < 3 && it != rows.rend()) {
                ++bought;
                error = c.buy(it->typeIndex);
            } else {
                bought = 0;
                error = c.done();
            }
        } else if (phase == QLatin1String("movement")) {
            if (c.selectedSector() < 0 || highlighted(c, QStringLiteral("move")).empty()) {
                // Select a stack that can still move, or end the movement.
                const auto *s = c.state();
                int pick = -1;
                for (const auto &ship : s->ships())
                    if (ship.owner == session.viewSeat() && ship.movesLeft > 0 &&
                        ship.sector != c.selectedSector())
                        pick = ship.sector;
                if (pick < 0 || c.selectedSector() >= 0) {
                    error = c.done();
                } else {
                    error = c.clickSector(pick);
                }
            } else {
                // Head for the enemy Starbase when possible.
                const auto moves = highlighted(c, QStringLiteral("move"));
                const auto *s = c.state();
                const int target = s->starbase(1 - session.viewSeat());
                int best = moves.front();
                for (int m : moves)
                    if (s->game().distance(m, target) < s->game().distance(best, target))
                        best = m;
                error = c.clickSector(best);
            }
        } else if (phase == QLatin1String("combat")) {
            const auto fights = highlighted(c, QStringLiteral("combat"));
            QVERIFY(!fights.empty());
            error = c.clickSector(fights.front());
        } else if (phase == QLatin1String("fight")) {
            const auto &rows = c.fighters()->rows();
            auto it =
                std::find_if(rows.begin(), rows.end(), [](const auto &r) { return r.enabled; });
            QVERIFY(it != rows.end());
            error = c.chooseCasualty(it->typeIndex, it->cargo);
        } else if (phase == QLatin1String("pirates")) {
            const auto pirates = highlighted(c, QStringLiteral("pirate"));
            QVERIFY(!pirates.empty());
            error = c.clickSector(pirates.front());
        } else {
            QFAIL(qPrintable(QStringLiteral("unexpected phase for a decision: ") + phase));
        }
        QVERIFY2(error.isEmpty(), qPrintable(phase + QStringLiteral(": ") + error));
    }

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
