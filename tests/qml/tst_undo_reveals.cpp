// The session's undo over random games (seeded; Galaxy of D and Galaxy Command; hotseat and
// against the computer): after every undo the session allows, the asking seat's view is one
// it had already seen at that point of the game, and nothing undone had shown that seat
// anything (no chance outcome, and no action whose effect on the seat's view depends on
// what was hidden from it; checked against the engine's resampleHidden(), not against
// State::revealsTo() that the session itself uses).

#include "session.h"

#include "engine/game.h"
#include "engine/rng.h"

#include <QTest>

#include <map>
#include <memory>
#include <set>

using namespace starboard;

namespace {

QVariantMap seatConfig(bool human, const QString &name)
{
    QVariantMap seat{{QStringLiteral("name"), name}, {QStringLiteral("human"), human}};
    return seat;
}

// Whether `action`, applied to `before`, showed `seat` something hidden from it: in some
// state that `seat` could not tell from `before` (drawn by resampleHidden()) the action
// leads to a different view for `seat` (or, where it is impossible, every action does).
// Chance outcomes always count; an action the seat does not see at all never does.
bool oracleReveals(const State &before, Action action, Player seat, std::uint64_t salt)
{
    if (before.isChanceNode())
        return true;
    std::unique_ptr<State> truth = before.clone();
    if (!truth->applyAction(action))
        return true;
    const std::string seen = truth->observation(seat);
    Rng rng(Rng::deriveSeed(salt, before.history().size()));
    for (int k = 0; k < 24; ++k) {
        std::unique_ptr<State> other = before.resampleHidden(seat, rng);
        if (other->observation(seat) != before.observation(seat))
            return true; // cannot happen: resampleHidden() keeps the view
        if (other->applyAction(action)) {
            if (other->observation(seat) != seen)
                return true;
            continue;
        }
        // The action is impossible there. An action that leaves the seat's view exactly as
        // it was (another seat's secret purchase) showed it nothing; else some other action
        // that looks the same to the seat must be possible there.
        if (seen == before.observation(seat))
            continue;
        bool same = false;
        for (Action instead : other->legalActions()) {
            std::unique_ptr<State> alternative = other->clone();
            alternative->applyLegalAction(instead);
            same = same || alternative->observation(seat) == seen;
        }
        if (!same)
            return true;
    }
    return false;
}

} // namespace

class TestUndoReveals : public QObject
{
    Q_OBJECT

    using Seen = std::map<std::size_t, std::map<int, std::set<std::string>>>;

    // One undo, checked: the asker (the human who decided last) decides again, in a
    // position it has seen, and nothing undone had shown it anything.
    static void checkUndo(GameSession &session, const QList<bool> &humans,
                          const std::vector<int> &actorAt, Seen &seen, std::uint64_t seed)
    {
        const std::vector<Action> before = session.state()->history();
        int asker = -1;
        for (std::size_t i = before.size(); i-- > 0 && asker < 0;) {
            if (actorAt[i] >= 0 && humans[actorAt[i]])
                asker = actorAt[i];
        }
        QVERIFY(asker >= 0);
        session.undo();
        const std::size_t target = session.state()->history().size();
        QVERIFY(target < before.size());
        QVERIFY(std::equal(session.state()->history().begin(), session.state()->history().end(),
                           before.begin()));
        QCOMPARE(session.currentPlayer(), asker);
        QVERIFY2(seen[target][asker].count(session.state()->observation(asker)) == 1,
                 "the view after undo was never seen there");
        std::unique_ptr<State> position = session.game()->newInitialState();
        for (std::size_t i = 0; i < target; ++i)
            position->applyLegalAction(before[i]);
        for (std::size_t i = target; i < before.size(); ++i) {
            QVERIFY2(actorAt[i] != kChancePlayer,
                     qPrintable(QStringLiteral("undo took back a chance outcome at %1").arg(i)));
            QVERIFY2(
                !oracleReveals(*position, before[i], asker, seed),
                qPrintable(QStringLiteral("undo took back action %1 (%2), which showed "
                                          "seat %3 something")
                               .arg(i)
                               .arg(QString::fromStdString(position->actionToString(before[i])))
                               .arg(asker)));
            position->applyLegalAction(before[i]);
        }
    }

private slots:
    void randomGames_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QList<bool>>("humans");
        QTest::addColumn<quint64>("seed");
        const QList<bool> vsComputer{true, false};
        const QList<bool> hotseat{true, true};
        // Under the sanitizers (ten times slower here: the computer seats search) one seed;
        // the release build plays all four.
#if defined(__SANITIZE_ADDRESS__)
        const QList<quint64> seeds{1};
#else
        const QList<quint64> seeds{1, 2, 3, 4};
#endif
        for (quint64 seed : seeds) {
            for (const char *setup : {"quick", "normal"}) {
                QTest::addRow("god-%s-computer-%llu", setup, seed)
                    << QStringLiteral("galaxy-of-d") << QString::fromLatin1(setup) << vsComputer
                    << seed;
                QTest::addRow("god-%s-hotseat-%llu", setup, seed)
                    << QStringLiteral("galaxy-of-d") << QString::fromLatin1(setup) << hotseat
                    << seed;
            }
            QTest::addRow("gc-computer-%llu", seed)
                << QStringLiteral("galaxy-command") << QStringLiteral("full") << vsComputer << seed;
            QTest::addRow("gc-hotseat-%llu", seed)
                << QStringLiteral("galaxy-command") << QStringLiteral("full") << hotseat << seed;
            QTest::addRow("gc-three-%llu", seed)
                << QStringLiteral("galaxy-command") << QStringLiteral("full")
                << QList<bool>{true, false, true} << seed;
        }
    }

    void randomGames()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, setup);
        QFETCH(QList<bool>, humans);
        QFETCH(quint64, seed);

        GameSession session;
        session.setComputerDelay(0);
        QVariantList seats;
        for (qsizetype i = 0; i < humans.size(); ++i)
            seats.append(seatConfig(humans[i], QStringLiteral("Seat %1").arg(i + 1)));
        QCOMPARE(session.startNewGame({{QStringLiteral("gameId"), gameId},
                                       {QStringLiteral("setup"), setup},
                                       {QStringLiteral("seats"), seats},
                                       {QStringLiteral("seed"), QString::number(seed)}}),
                 QString());
        const int humanCount = int(humans.count(true));

        // The views each human seat has seen, per history length, on every branch the game
        // took: with one human, every position (the computer's moves play in front of it);
        // in hotseat, the positions where the seat decides or was the last to decide.
        Seen seen;
        std::unique_ptr<State> replay;
        std::vector<int> actorAt;
        int lastHuman = -1;
        auto record = [&] {
            const Player player = replay->currentPlayer();
            for (int seat = 0; seat < int(humans.size()); ++seat) {
                if (!humans[seat])
                    continue;
                const bool decides = player == seat;
                const bool watches = !(player >= 0 && humans[player]) && lastHuman == seat;
                if (humanCount == 1 || decides || watches)
                    seen[replay->history().size()][seat].insert(replay->observation(seat));
            }
        };
        auto sync = [&] {
            const auto &history = session.state()->history();
            const auto &done = replay ? replay->history() : history;
            if (!replay || done.size() > history.size() ||
                !std::equal(done.begin(), done.end(), history.begin())) {
                replay = session.game()->newInitialState();
                actorAt.clear();
                lastHuman = -1;
            }
            while (replay->history().size() < history.size()) {
                record();
                const Player actor = replay->currentPlayer();
                actorAt.push_back(actor);
                if (actor >= 0 && humans[actor])
                    lastHuman = actor;
                replay->applyLegalAction(history[replay->history().size()]);
            }
            record();
        };

        Rng rng(Rng::deriveSeed(seed, 77));
        int undos = 0;
        int decisions = 0;
        for (int step = 0; step < 600 && !session.isTerminal(); ++step) {
            session.waitForComputer();
            if (session.isTerminal())
                break;
            if (session.privacyScreen())
                session.acknowledgePrivacy();
            sync();
            QVERIFY(session.humanToAct());
            // Every undo the session allows here (up to three in a row) is checked; most
            // are redone, some kept so that the game takes other branches.
            const std::string position = session.state()->toString();
            int depth = 0;
            while (session.canUndo() && depth < 3) {
                checkUndo(session, humans, actorAt, seen, seed);
                if (QTest::currentTestFailed())
                    return;
                ++depth;
                ++undos;
                sync();
            }
            if (depth > 0 && rng.below(4) != 0) {
                for (int i = 0; i < depth; ++i)
                    session.redo();
                QCOMPARE(session.state()->toString(), position);
                sync();
            }
            if (!session.humanToAct())
                continue; // after a redo into the computer's turn
            const auto legal = session.state()->legalActions();
            QCOMPARE(session.apply(legal[rng.below(std::uint32_t(legal.size()))]), QString());
            ++decisions;
        }
        QVERIFY(decisions > 20 || session.isTerminal());
        QVERIFY(undos > 0);
    }
};

QTEST_MAIN(TestUndoReveals)
#include "tst_undo_reveals.moc"
