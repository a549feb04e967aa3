// The Galaxy of D log as the players read it (GameSession's log model): it keeps the
// secret purchase secret, and it tells everything the engine resolved, also the steps it
// took by itself (a single combat, forced casualties, a pirate's only way).

#include "games/galaxy-of-d/god_game.h"
#include "godcontroller.h"
#include "goddriver.h"
#include "godtext.h"
#include "session.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace starboard;
using namespace starboard::god;
using namespace goddriver;

namespace {

QStringList logLines(GameSession &session)
{
    QStringList out;
    auto *log = session.log();
    for (int i = 0; i < log->rowCount(); ++i)
        out << log->data(log->index(i), Qt::DisplayRole).toString();
    return out;
}

// A whole game between two random computer players, for the log's checks.
void playRandomGame(GameSession &session, int seed)
{
    session.setComputerDelay(0);
    QVariantMap cfg = config(QStringLiteral("normal"), true, QString::number(seed));
    QVariantList seats;
    for (const char *name : {"Ann", "Bob"})
        seats << QVariantMap{{QStringLiteral("name"), QString::fromLatin1(name)},
                             {QStringLiteral("human"), false},
                             {QStringLiteral("level"), QStringLiteral("random")}};
    cfg[QStringLiteral("seats")] = seats;
    QCOMPARE(session.startNewGame(cfg), QString());
    session.waitForComputer();
    QVERIFY(session.isTerminal());
}

} // namespace

class TestGodLog : public QObject
{
    Q_OBJECT

private:
    // Hotseat: plays the setup to the secret purchase, the First Turn Player buys `count`
    // Interceptors; returns the log as the other player sees it when it buys in turn.
    static QStringList logSeenBySecondBuyer(int count, const QString &seed)
    {
        GameSession session;
        session.setComputerDelay(0);
        GodController c;
        c.setSession(&session);
        if (!session.startNewGame(config(QStringLiteral("normal"), false, seed)).isEmpty())
            return {QStringLiteral("no game")};
        int bought = 0;
        for (int guard = 0; guard < 200 && c.phase() != QLatin1String("purchase"); ++guard) {
            if (session.privacyScreen())
                session.acknowledgePrivacy();
            decide(c, session, bought);
        }
        if (session.privacyScreen())
            session.acknowledgePrivacy();
        const int first = c.state()->currentPlayer();
        const int interceptor = c.state()->game().shipTypeIndex("interceptor");
        for (int i = 0; i < count; ++i)
            if (!c.buy(interceptor).isEmpty())
                return {QStringLiteral("cannot buy")};
        if (!c.done().isEmpty())
            return {QStringLiteral("cannot finish")};
        if (session.privacyScreen())
            session.acknowledgePrivacy();
        if (c.state()->currentPlayer() != 1 - first || c.phase() != QLatin1String("purchase"))
            return {QStringLiteral("not the second purchase")};
        QStringList seen = logLines(session);
        // Then the second player buys two Cruisers: both purchases are revealed together,
        // with their ships (public from then on).
        const int cruiser = c.state()->game().shipTypeIndex("cruiser");
        c.buy(cruiser);
        c.buy(cruiser);
        c.done();
        const QStringList after = logLines(session);
        const QString reveal = after.join(QLatin1Char('\n'));
        if (!reveal.contains(QStringLiteral("revealed")))
            return {QStringLiteral("no reveal")};
        if (count > 1 && !reveal.contains(QStringLiteral("Interceptor ×%1").arg(count)))
            return {QStringLiteral("the reveal does not name the ships: ") + reveal};
        return seen;
    }

private slots:
    // 5.3: "Each Player secretly buys any ships he wants, then both Players reveal their
    // starting ships at the same time": until then the other player learns that a purchase
    // was made and finished, not how many ships (nor whether any).
    void secretPurchaseLogDoesNotTellTheCount()
    {
        for (const char *text : {"2", "9"}) {
            const QString seed = QString::fromLatin1(text);
            const QStringList none = logSeenBySecondBuyer(0, seed);
            const QStringList one = logSeenBySecondBuyer(1, seed);
            const QStringList three = logSeenBySecondBuyer(3, seed);
            QVERIFY2(none.size() > 3, qPrintable(none.join(QLatin1Char('\n'))));
            QCOMPARE(one, none);
            QCOMPARE(three, none);
            QVERIFY(none.last().contains(QStringLiteral("finishes the secret purchase")));
        }
    }

    // What the engine resolves at the start of the next player's turn (a combat at a
    // Starbase, a pirate's fight) is under that turn's heading, not the previous one's: no
    // entry goes on after its "End of the ... turn" line, and the next entry, in the next
    // turn, says what followed. The same after a save and a load, and in another language.
    void eventsOfTheNextTurnAreUnderItsHeading()
    {
        int continued = 0;
        for (int seed = 1; seed <= 24; ++seed) {
            GameSession session;
            playRandomGame(session, seed);
            if (QTest::currentTestFailed())
                return;
            auto check = [&](GameSession &s) {
                auto *log = s.log();
                for (int i = 0; i < log->rowCount(); ++i) {
                    const QString text = log->data(log->index(i), Qt::DisplayRole).toString();
                    const int turn = log->data(log->index(i), LogModel::TurnRole).toInt();
                    const qsizetype end = text.indexOf(QStringLiteral("End of the "));
                    if (end < 0)
                        continue;
                    QVERIFY2(text.indexOf(QLatin1Char('\n'), end) < 0,
                             qPrintable(QStringLiteral("seed %1: goes on after the turn's end: %2")
                                            .arg(seed)
                                            .arg(text)));
                    if (i + 1 < log->rowCount() &&
                        log->data(log->index(i + 1), LogModel::SeatRole).toInt() == -1 &&
                        log->data(log->index(i + 1), LogModel::TurnRole).toInt() == turn + 1)
                        ++continued;
                }
            };
            check(session);
            QTemporaryDir dir;
            const QString file = dir.filePath(QStringLiteral("g.json"));
            QCOMPARE(session.save(QUrl::fromLocalFile(file)), QString());
            GameSession loaded;
            QCOMPARE(loaded.load(QUrl::fromLocalFile(file)), QString());
            QCOMPARE(loaded.log()->rowCount(), session.log()->rowCount());
            check(loaded);
        }
        QVERIFY2(continued > 0, "no game had a combat or a pirate at the start of a turn");
        qInfo("%d entries continued in the next turn", continued);
    }

    // Random games between two computer players: every combat (who fought, both attack
    // scores, every loss, Starbase damage, Scavenger income), every pirate die, move and
    // stay the engine resolved is in the log, in order; and the engine's events account
    // for every ship destroyed and every pirate that moved (checked against the states).
    void everyResolvedEventIsLogged()
    {
        int fights = 0, forcedFights = 0, pirateMoves = 0, pirateDice = 0;
        for (int seed = 1; seed <= 24; ++seed) {
            GameSession session;
            playRandomGame(session, seed);
            if (QTest::currentTestFailed())
                return;
            const QString log = logLines(session).join(QLatin1Char('\n'));
            qsizetype from = 0; // events appear in the order they were resolved
            auto expect = [&](const QString &text) {
                const qsizetype at = log.indexOf(text, from);
                QVERIFY2(at >= 0, qPrintable(QStringLiteral("seed %1: not in the log after "
                                                            "position %2: %3")
                                                 .arg(seed)
                                                 .arg(from)
                                                 .arg(text)));
                from = at + text.size();
            };
            const auto &history = session.state()->history();
            auto state = session.game()->newInitialState();
            for (Action action : history) {
                const auto *before = static_cast<const GodState *>(state.get());
                std::map<std::uint32_t, Ship> ships;
                for (const auto &s : before->ships())
                    ships[s.uid] = s;
                const bool pirateDie = before->phase() == Phase::PirateDie;
                const bool decided = before->phase() == Phase::Fight;
                if (pirateDie) {
                    ++pirateDice;
                    expect(QStringLiteral("Pirate die roll %1").arg(actionPayload(action)));
                }
                state->applyLegalAction(action);
                const auto *after = static_cast<const GodState *>(state.get());
                std::array<int, kSides> destroyed{};
                std::map<std::uint32_t, int> moved; // pirate uid -> sector now
                for (const auto &[uid, ship] : ships) {
                    const Ship *now = nullptr;
                    for (const auto &s : after->ships())
                        if (s.uid == uid)
                            now = &s;
                    if (!now && actionKind(action) != ActionKind::Concede)
                        ++destroyed[ship.owner];
                    else if (now && ship.owner == kPirates && now->sector != ship.sector)
                        moved[uid] = now->sector;
                }
                std::array<int, kSides> lost{};
                int pirateSteps = 0;
                for (const auto &e : after->lastEvents()) {
                    switch (e.kind) {
                    case GodEvent::Kind::Fight: {
                        ++fights;
                        forcedFights += decided ? 0 : 1;
                        // The line names the sector, every side with its attack score,
                        // every ship lost, the Starbase damage and the Scavengers' pay.
                        const QString line = describeEvent(after->game(), e);
                        QVERIFY(line.contains(QStringLiteral("Combat in %1")
                                                  .arg(sectorText(after->game(), e.sector))));
                        const auto &types = after->game().shipTypes();
                        for (int side = 0; side < kSides; ++side) {
                            lost[side] += int(e.lost[side].size());
                            if (!e.present[side])
                                continue;
                            QVERIFY2(line.contains(QStringLiteral("%1 (attack %2)")
                                                       .arg(sideName(side))
                                                       .arg(e.attack[side])),
                                     qPrintable(line));
                            for (int t : e.lost[side])
                                QVERIFY2(line.contains(contentName(types[t].name)),
                                         qPrintable(line));
                            // "Redog loses nothing", "The Pirates lose nothing" (a plural).
                            const QString subject = side == kPirates
                                                        ? QStringLiteral("The Pirates lose")
                                                        : sideName(side) + QStringLiteral(" loses");
                            QVERIFY2(line.contains(subject + (e.lost[side].empty()
                                                                  ? QStringLiteral(" nothing.")
                                                                  : QStringLiteral(" "))),
                                     qPrintable(line));
                            QVERIFY(!line.contains(QStringLiteral("Pirates loses")));
                        }
                        for (int seat = 0; seat < kSeats; ++seat) {
                            if (e.starbaseDamage[seat] > 0)
                                QVERIFY(line.contains(
                                    QStringLiteral("takes %1 damage").arg(e.starbaseDamage[seat])));
                            if (e.income[seat] > 0)
                                QVERIFY(line.contains(QStringLiteral("earns $%1 from Scavengers")
                                                          .arg(e.income[seat])));
                        }
                        expect(describeEvent(after->game(), e));
                        break;
                    }
                    case GodEvent::Kind::PirateMove:
                        ++pirateMoves;
                        ++pirateSteps;
                        expect(describeEvent(after->game(), e));
                        break;
                    default:
                        expect(describeEvent(after->game(), e));
                        break;
                    }
                }
                // The events account for every loss and every pirate that moved.
                QCOMPARE(lost, destroyed);
                QVERIFY(pirateSteps >= int(moved.size()));
            }
        }
        qInfo("%d combats (%d resolved without a decision), %d pirate dice, %d pirate steps",
              fights, forcedFights, pirateDice, pirateMoves);
        QVERIFY(fights > 50);
        QVERIFY(forcedFights > 10);
        QVERIFY(pirateDice > 10);
        QVERIFY(pirateMoves > 5);
    }
};

QTEST_MAIN(TestGodLog)
#include "tst_god_log.moc"
