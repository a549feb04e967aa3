// GameSession: computer seats on a worker thread, chance, undo/redo, hotseat privacy,
// save/load, concession, and the seat and log models.

#include "session.h"

#include "engine/rng.h"
#include "games/galaxy-of-d/god_game.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace starboard;

namespace {

QVariantMap human(const QString &name)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("human"), true}};
}

QVariantMap computer(const QString &level = QStringLiteral("heuristic"))
{
    return {{QStringLiteral("name"), QStringLiteral("Computer")},
            {QStringLiteral("human"), false},
            {QStringLiteral("level"), level}};
}

QVariantMap config(const QVariantList &seats, const QString &seed = QStringLiteral("7"),
                   const QString &setup = QStringLiteral("quick"))
{
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("setup"), setup},
            {QStringLiteral("seed"), seed}};
}

QVariantMap versusComputer(const QString &seed = QStringLiteral("7"))
{
    return config({human(QStringLiteral("Ann")), computer()}, seed);
}

QVariantMap hotseat(const QString &seed = QStringLiteral("7"))
{
    return config({human(QStringLiteral("Ann")), human(QStringLiteral("Bob"))}, seed);
}

bool isChance(Action action)
{
    return god::actionKind(action) < god::ActionKind::Rise;
}

// Runs the event loop until a human must decide or the game is over.
bool waitForHuman(GameSession &session, int timeoutMs = 5000)
{
    QElapsedTimer clock;
    clock.start();
    while (!session.humanToAct() && !session.isTerminal()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QSignalSpy spy(&session, &GameSession::stateChanged);
        spy.wait(50);
    }
    return true;
}

// A decision that depends on the position only (the same in every session that reaches
// it): a legal action chosen by an Rng seeded from the history length.
Action decide(const GameSession &session, std::uint64_t salt = 99)
{
    const auto legal = session.state()->legalActions();
    Rng rng(Rng::deriveSeed(salt, session.state()->history().size()));
    return legal[rng.below(std::uint32_t(legal.size()))];
}

std::string stateText(const GameSession &session)
{
    return session.state() ? session.state()->toString() : std::string();
}

// Whether an action of the session's history from index `from` on showed `seat` something,
// as the engine says (a chance outcome, a secret purchase or a hidden stack laid open).
bool shownSince(const GameSession &session, std::size_t from, Player seat)
{
    const auto &history = session.state()->history();
    std::unique_ptr<State> state = session.game()->newInitialState();
    bool shown = false;
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (i >= from)
            shown = shown || state->revealsTo(history[i], seat);
        state->applyLegalAction(history[i]);
    }
    return shown;
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void computerThinksOnAWorkerThread()
    {
        GameSession session;
        session.setComputerDelay(20);
        QSignalSpy thinking(&session, &GameSession::thinkingChanged);
        QSignalSpy applied(&session, &GameSession::actionApplied);
        // A timer on the GUI thread: it fires while the computer thinks, so the GUI thread
        // is free meanwhile.
        int ticksWhileThinking = 0;
        QTimer ticker;
        ticker.setInterval(2);
        connect(&ticker, &QTimer::timeout, this, [&] {
            if (session.isThinking())
                ++ticksWhileThinking;
        });
        ticker.start();

        QCOMPARE(session.startNewGame(versusComputer()), QString());
        QCOMPARE(session.seedText(), QStringLiteral("7"));
        QCOMPARE(session.gameId(), QStringLiteral("galaxy-of-d"));
        QVERIFY(!session.gameName().isEmpty());
        QVERIFY(session.isActive());
        QCOMPARE(session.viewSeat(), 0);

        int computerMoves = 0;
        int decisions = 0;
        while (computerMoves < 6 && !session.isTerminal() && decisions < 200) {
            QVERIFY(waitForHuman(session));
            if (session.isTerminal())
                break;
            QVERIFY(!session.isThinking());
            QCOMPARE(session.currentPlayer(), 0);
            const qsizetype before = applied.size();
            QCOMPARE(session.apply(decide(session)), QString());
            ++decisions;
            // Only the human's action (and chance) was applied synchronously: the
            // computer's decision arrives later through the event loop.
            for (qsizetype i = before; i < applied.size(); ++i)
                QVERIFY(applied[i][1].toInt() != 1);
            if (!session.isTerminal() && session.currentPlayer() == 1) {
                QVERIFY(session.isThinking()); // at once, before any event is processed
                QVERIFY(!session.humanToAct());
                QVERIFY(waitForHuman(session));
                for (qsizetype i = before; i < applied.size(); ++i)
                    computerMoves += applied[i][1].toInt() == 1 ? 1 : 0;
            }
        }
        QVERIFY(computerMoves >= 6);
        QVERIFY(thinking.size() >= 2); // it toggled on and off
        QVERIFY(ticksWhileThinking > 0);
    }

    void waitForComputerAtTheStart()
    {
        // Seat 0 is the computer: it plays at once, synchronously through waitForComputer().
        GameSession session;
        session.setComputerDelay(10000);
        QCOMPARE(session.startNewGame(config({computer(), human(QStringLiteral("Ann"))})),
                 QString());
        QCOMPARE(session.viewSeat(), 1);
        session.waitForComputer();
        QVERIFY(!session.isThinking());
        QVERIFY(session.humanToAct() || session.isTerminal());
        // The seat with no computer level given gets the Standard level (the one the new-game
        // dialog proposes).
        GameSession other;
        QVariantMap seat = computer();
        seat.remove(QStringLiteral("level"));
        QCOMPARE(other.startNewGame(config({human(QStringLiteral("Ann")), seat})), QString());
        QCOMPARE(other.seats()->data(other.seats()->index(1), SeatModel::LevelRole).toString(),
                 QStringLiteral("standard"));
    }

    void wholeGameAgainstTheComputer()
    {
        GameSession session;
        QAbstractItemModelTester seatTester(session.seats());
        QAbstractItemModelTester logTester(session.log());
        session.setComputerDelay(0);
        QSignalSpy applied(&session, &GameSession::actionApplied);
        QSignalSpy over(&session, &GameSession::gameOver);
        QCOMPARE(session.startNewGame(versusComputer(QStringLiteral("12345"))), QString());
        QCOMPARE(session.seats()->rowCount(), 2);

        int decisions = 0;
        while (!session.isTerminal()) {
            QVERIFY(waitForHuman(session));
            if (session.isTerminal())
                break;
            const int revision = session.revision();
            QCOMPARE(session.apply(decide(session)), QString());
            QVERIFY(session.revision() > revision);
            QVERIFY(session.isModified());
            QVERIFY(++decisions < 2000);
        }
        QVERIFY(decisions > 0);
        QTest::qWait(20);
        QCOMPARE(over.size(), 1);
        QCOMPARE(over[0][0].toInt(), session.winner());
        QVERIFY(session.winner() == 0 || session.winner() == 1);
        const auto &history = session.state()->history();
        QCOMPARE(applied.size(), qsizetype(history.size()));
        // One log entry per applied action that has a text (a game may keep an action out
        // of the log: Galaxy of D's secret purchase steps, its pirate steps told by the
        // pirate's move), and the result.
        int withText = 0;
        for (const auto &args : applied)
            withText += args[2].toString().isEmpty() ? 0 : 1;
        QVERIFY(withText > int(history.size()) / 2);
        QCOMPARE(session.log()->rowCount(), withText + 1);
        const QModelIndex last = session.log()->index(session.log()->rowCount() - 1);
        QCOMPARE(last.data(LogModel::SeatRole).toInt(), -2);
        QVERIFY(last.data(LogModel::TextRole).toString().endsWith(QStringLiteral(" wins.")));
        int rowIndex = 0;
        for (std::size_t i = 0; i < history.size(); ++i) {
            QCOMPARE(applied[qsizetype(i)][0].toLongLong(), history[i]);
            if (applied[qsizetype(i)][2].toString().isEmpty())
                continue;
            const QModelIndex row = session.log()->index(rowIndex++);
            QCOMPARE(row.data(LogModel::TextRole).toString(), applied[qsizetype(i)][2].toString());
            QCOMPARE(row.data(LogModel::SeatRole).toInt(), applied[qsizetype(i)][1].toInt());
            QCOMPARE(row.data(LogModel::SeatRole).toInt() == -1, isChance(history[i]));
        }
        QVERIFY(!session.humanToAct());
        QVERIFY(!session.apply(history.back()).isEmpty()); // the game is over
    }

    void illegalActionIsRefused()
    {
        GameSession session;
        QCOMPARE(session.startNewGame(versusComputer()), QString());
        session.waitForComputer();
        QVERIFY(session.humanToAct());
        const std::string before = stateText(session);
        const int revision = session.revision();
        const int logRows = session.log()->rowCount();
        QSignalSpy changed(&session, &GameSession::stateChanged);
        const QString reason = session.apply(god::makeAction(god::ActionKind::Fight, 4000));
        QVERIFY(!reason.isEmpty());
        QCOMPARE(stateText(session), before);
        QCOMPARE(session.revision(), revision);
        QCOMPARE(session.log()->rowCount(), logRows);
        QCOMPARE(changed.size(), 0);
        // Conceding for the other side through apply() is refused too.
        QVERIFY(!session.apply(god::makeAction(god::ActionKind::Concede, 1)).isEmpty());
        QCOMPARE(stateText(session), before);

        GameSession empty;
        QVERIFY(!empty.apply(0).isEmpty());
        QVERIFY(!empty.canUndo());
        QVERIFY(!empty.canRedo());
        QCOMPARE(empty.currentPlayer(), kTerminalPlayer);
    }

    void undoRedoAgainstTheComputer()
    {
        GameSession session;
        QAbstractItemModelTester logTester(session.log());
        // The normal setup has pirates, whose moves are chance outcomes.
        QCOMPARE(session.startNewGame(config({human(QStringLiteral("Ann")), computer()},
                                             QStringLiteral("21"), QStringLiteral("normal"))),
                 QString());
        session.waitForComputer();
        QVERIFY(!session.canUndo()); // nothing decided yet
        // The Undo button's tool tip says why.
        QCOMPARE(session.undoBlocked(),
                 QStringLiteral("There is no move of yours to take back yet."));
        int undone = 0;
        int blockedByChance = 0;
        for (int step = 0; step < 400 && !session.isTerminal(); ++step) {
            QVERIFY(session.humanToAct());
            const std::string before = stateText(session);
            const std::size_t length = session.state()->history().size();
            const int logRows = session.log()->rowCount();
            QCOMPARE(session.apply(decide(session)), QString());
            session.waitForComputer();
            const std::string after = stateText(session);
            const auto history = session.state()->history();
            bool chanceAfter = false;
            for (std::size_t i = length + 1; i < history.size(); ++i)
                chanceAfter = chanceAfter || isChance(history[i]);
            if (session.isTerminal())
                break;
            // Never past a chance outcome, nor past anything else that showed the human
            // something (the engine says what): the decision can be taken back exactly when
            // nothing of the kind happened since.
            const bool shown = shownSince(session, length, 0);
            QVERIFY(shown || !chanceAfter);
            QCOMPARE(session.canUndo(), !shown);
            QCOMPARE(session.undoBlocked(),
                     shown ? QStringLiteral("Since your last move you have seen dice, a card or "
                                            "something hidden, so it stays.")
                           : QString());
            if (shown) {
                ++blockedByChance;
                continue;
            }
            session.undo();
            ++undone;
            QCOMPARE(stateText(session), before);
            QCOMPARE(session.log()->rowCount(), logRows);
            QVERIFY(session.humanToAct());
            QVERIFY(session.canRedo());
            session.redo();
            QCOMPARE(stateText(session), after);
            QVERIFY(!session.canRedo());
        }
        QVERIFY(undone > 5);
        QVERIFY(blockedByChance > 0);

        // Several steps back, then a new decision clears the redo stack.
        QCOMPARE(session.startNewGame(config({human(QStringLiteral("Ann")), computer()},
                                             QStringLiteral("21"), QStringLiteral("normal"))),
                 QString());
        session.waitForComputer();
        std::vector<std::string> positions;
        std::vector<std::size_t> lengths;
        for (int step = 0; step < 60 && !session.isTerminal(); ++step) {
            positions.push_back(stateText(session));
            lengths.push_back(session.state()->history().size());
            QCOMPARE(session.apply(decide(session)), QString());
            session.waitForComputer();
        }
        int back = 0;
        while (session.canUndo()) {
            session.undo();
            ++back;
            QCOMPARE(stateText(session), positions[positions.size() - std::size_t(back)]);
        }
        QVERIFY(back >= 1);
        // Stopped by a chance outcome or another revelation after the last human decision
        // that is left (or by the start of the game).
        QVERIFY(std::size_t(back) < positions.size());
        {
            const std::size_t lastDecision = lengths[positions.size() - std::size_t(back) - 1];
            QVERIFY(shownSince(session, lastDecision, 0));
        }
        QVERIFY(session.canRedo());
        QCOMPARE(session.apply(decide(session, 5)), QString());
        QVERIFY(!session.canRedo());
    }

    // The reported case: the human buys in secret first, the computer buys, and both
    // purchases are laid open (the computer's fleet appears). Undo must not take the human
    // back into the purchase, where it could buy again knowing the computer's fleet.
    void undoStopsAfterTheComputersFleetIsShown()
    {
        GameSession session;
        session.setComputerDelay(0);
        const god::GodState *god = nullptr;
        for (int seed = 1; seed < 100; ++seed) {
            QCOMPARE(session.startNewGame(versusComputer(QString::number(seed))), QString());
            session.waitForComputer();
            god = dynamic_cast<const god::GodState *>(session.state());
            while (god->phase() < god::Phase::Purchase && session.humanToAct()) {
                QCOMPARE(session.apply(decide(session)), QString());
                session.waitForComputer();
            }
            if (god->phase() == god::Phase::Purchase && session.currentPlayer() == 0)
                break;
        }
        QVERIFY(god && god->phase() == god::Phase::Purchase && session.currentPlayer() == 0);
        const std::size_t start = session.state()->history().size();
        Action buy = 0;
        for (Action action : session.state()->legalActions()) {
            if (god::actionKind(action) == god::ActionKind::Buy)
                buy = action;
        }
        QVERIFY(buy != 0);
        QCOMPARE(session.apply(buy), QString());
        // Nothing has been shown yet: the purchase may still be changed.
        QVERIFY(session.canUndo());
        session.undo();
        QCOMPARE(session.state()->history().size(), start);
        session.redo();
        QCOMPARE(session.apply(god::makeAction(god::ActionKind::Done, 0)), QString());
        session.waitForComputer();
        god = dynamic_cast<const god::GodState *>(session.state());
        QVERIFY(god->phase() != god::Phase::Purchase);
        QVERIFY(session.humanToAct());
        // The computer's ships are in the human's view now.
        int computerShips = 0;
        for (const auto &ship : god->ships())
            computerShips += ship.owner == 1 ? 1 : 0;
        QVERIFY(computerShips > 0);
        QVERIFY(QString::fromStdString(session.state()->observation(0))
                    .contains(QStringLiteral("stack 1 ")));
        QVERIFY(!session.canUndo());
        const std::string shown = stateText(session);
        session.undo();
        QCOMPARE(stateText(session), shown);

        // A decision after that can be taken back, but only as far as the reveal.
        Action move = 0;
        for (Action action : session.state()->legalActions()) {
            if (god::actionKind(action) == god::ActionKind::Move)
                move = action;
        }
        QVERIFY(move != 0);
        QCOMPARE(session.apply(move), QString());
        QVERIFY(session.humanToAct()); // the human's movement goes on
        QVERIFY(session.canUndo());
        session.undo();
        QCOMPARE(stateText(session), shown);
        QVERIFY(!session.canUndo());
        QVERIFY(session.canRedo());
    }

    // A computer turn shows its first move at once and takes at most computerTurnLimit()
    // (1.5 s at the normal 400 ms per move), however many moves it has.
    void computerTurnIsBounded()
    {
        GameSession session;
        QCOMPARE(session.computerDelay(), 400);
        QCOMPARE(session.computerTurnLimit(), 1500);
        QCOMPARE(session.startNewGame(config({human(QStringLiteral("Ann")), computer()},
                                             QStringLiteral("12345"), QStringLiteral("normal"))),
                 QString());
        QElapsedTimer clock;
        qint64 firstMove = -1;
        connect(&session, &GameSession::actionApplied, this, [&](qint64, int actor) {
            if (actor == 1 && firstMove < 0)
                firstMove = clock.elapsed();
        });
        QSignalSpy applied(&session, &GameSession::actionApplied);
        session.waitForComputer();
        int longestTurn = 0;
        for (int step = 0; step < 300 && longestTurn < 7 && !session.isTerminal(); ++step) {
            QVERIFY(waitForHuman(session, 10000));
            if (session.isTerminal())
                break;
            const qsizetype before = applied.size();
            firstMove = -1;
            clock.start();
            QCOMPARE(session.apply(decide(session)), QString());
            if (!session.isThinking())
                continue;
            QVERIFY(waitForHuman(session, 10000));
            const qint64 elapsed = clock.elapsed();
            int moves = 0;
            for (qsizetype i = before; i < applied.size(); ++i)
                moves += applied[i][1].toInt() == 1 ? 1 : 0;
            if (moves == 0)
                continue;
            QVERIFY2(firstMove >= 0 && firstMove < 300,
                     qPrintable(QStringLiteral("first move after %1 ms").arg(firstMove)));
            // The old pacing took 400 ms per move: 2.8 s for seven.
            QVERIFY2(elapsed < 1500 + 700,
                     qPrintable(QStringLiteral("%1 moves took %2 ms").arg(moves).arg(elapsed)));
            longestTurn = std::max(longestTurn, moves);
        }
        QVERIFY2(longestTurn >= 7, qPrintable(QString::number(longestTurn)));
    }

    // A click or a key (the game screen calls skipAnimation()) shows the rest of the
    // computer's turn at once: the same moves as without it.
    void skipAnimationShowsTheRestAtOnce()
    {
        GameSession session;
        GameSession twin;
        session.setComputerDelay(3000); // a turn of several moves would take seconds
        twin.setComputerDelay(0);
        const QVariantMap setup = config({human(QStringLiteral("Ann")), computer()},
                                         QStringLiteral("12345"), QStringLiteral("normal"));
        QCOMPARE(session.startNewGame(setup), QString());
        QCOMPARE(twin.startNewGame(setup), QString());
        session.waitForComputer();
        twin.waitForComputer();
        QSignalSpy applied(&session, &GameSession::actionApplied);
        int skippedAfterFirst = 0;
        int skippedAtOnce = 0;
        for (int step = 0;
             step < 300 && !session.isTerminal() && skippedAfterFirst + skippedAtOnce < 6; ++step) {
            QVERIFY(session.humanToAct());
            const Action action = decide(session);
            const qsizetype before = applied.size();
            QCOMPARE(session.apply(action), QString());
            QCOMPARE(twin.apply(action), QString());
            twin.waitForComputer();
            if (session.isThinking()) {
                QElapsedTimer clock;
                clock.start();
                if (step % 2 == 0) {
                    // While the computer still thinks: its moves all show when it is done.
                    session.skipAnimation();
                    QTRY_VERIFY_WITH_TIMEOUT(!session.isThinking(), 2000);
                    ++skippedAtOnce;
                } else {
                    // After its first move: the rest at once, within the call.
                    auto computerMoved = [&] {
                        for (qsizetype i = before; i < applied.size(); ++i)
                            if (applied[i][1].toInt() == 1)
                                return true;
                        return false;
                    };
                    QTRY_VERIFY_WITH_TIMEOUT(computerMoved(), 2000);
                    const bool more = session.isThinking();
                    session.skipAnimation();
                    QVERIFY(!session.isThinking());
                    skippedAfterFirst += more ? 1 : 0;
                }
                QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
            }
            QVERIFY(session.humanToAct() || session.isTerminal());
            QCOMPARE(stateText(session), stateText(twin));
        }
        QVERIFY(skippedAfterFirst > 0);
        QVERIFY(skippedAtOnce > 0);
    }

    // A board that shows something taking a moment (Galactic Warfare's dice) holds the
    // computer's next move back (holdComputer); not when computerDelay is 0.
    void holdComputerDelaysTheNextComputerMove()
    {
        GameSession session;
        session.setComputerDelay(50);
        const QVariantMap setup = config({human(QStringLiteral("Ann")), computer()},
                                         QStringLiteral("12345"), QStringLiteral("normal"));
        QCOMPARE(session.startNewGame(setup), QString());
        session.waitForComputer();
        QSignalSpy applied(&session, &GameSession::actionApplied);
        int held = 0;
        for (int step = 0; step < 300 && !session.isTerminal() && held < 3; ++step) {
            QVERIFY(session.humanToAct());
            const qsizetype before = applied.size();
            QElapsedTimer clock;
            clock.start();
            session.holdComputer(700);
            QCOMPARE(session.apply(decide(session)), QString());
            auto computerMoved = [&] {
                for (qsizetype i = before; i < applied.size(); ++i)
                    if (applied[i][1].toInt() == 1)
                        return true;
                return false;
            };
            QTRY_VERIFY_WITH_TIMEOUT(!session.isThinking(), 5000);
            if (computerMoved()) {
                // Not before the hold was over (a lower bound: never faster than asked).
                QVERIFY2(clock.elapsed() >= 690, qPrintable(QString::number(clock.elapsed())));
                ++held;
            }
        }
        QCOMPARE(held, 3);
        // With no computer delay, no hold.
        session.setComputerDelay(0);
        session.holdComputer(60000);
        for (int step = 0; step < 300 && !session.isTerminal(); ++step) {
            const qsizetype before = applied.size();
            QCOMPARE(session.apply(decide(session)), QString());
            session.waitForComputer();
            bool computerMoved = false;
            for (qsizetype i = before; i < applied.size(); ++i)
                computerMoved |= applied[i][1].toInt() == 1;
            if (computerMoved)
                break;
        }
        QVERIFY(!session.isThinking());
    }

    void sameSeedSameGameDespiteUndoRedo()
    {
        GameSession plain;
        GameSession fickle;
        QCOMPARE(plain.startNewGame(versusComputer(QStringLiteral("4242"))), QString());
        QCOMPARE(fickle.startNewGame(versusComputer(QStringLiteral("4242"))), QString());
        int detours = 0;
        int undoRedos = 0;
        for (int step = 0; step < 2000; ++step) {
            plain.waitForComputer();
            fickle.waitForComputer();
            QCOMPARE(stateText(fickle), stateText(plain));
            if (plain.isTerminal())
                break;
            const Action action = decide(plain);
            if (step % 3 == 0) {
                // A different decision (and the computer's answer to it), taken back.
                const Action detour = decide(fickle, 1234);
                QCOMPARE(fickle.apply(detour), QString());
                fickle.waitForComputer();
                if (fickle.canUndo()) {
                    fickle.undo();
                    ++detours;
                    QCOMPARE(fickle.apply(action), QString());
                    QCOMPARE(plain.apply(action), QString());
                } else {
                    QCOMPARE(plain.apply(detour), QString()); // a chance outcome followed
                }
                continue;
            }
            QCOMPARE(plain.apply(action), QString());
            QCOMPARE(fickle.apply(action), QString());
            // Undo while the computer may be thinking on its worker, then redo.
            if (fickle.canUndo()) {
                fickle.undo();
                QVERIFY(!fickle.isThinking());
                fickle.redo();
                ++undoRedos;
            }
        }
        QVERIFY(plain.isTerminal());
        QCOMPARE(stateText(fickle), stateText(plain));
        QCOMPARE(fickle.state()->history(), plain.state()->history());
        QVERIFY(detours > 0);
        QVERIFY(undoRedos > 0);
    }

    void hotseatPrivacyAndUndo()
    {
        GameSession session;
        QSignalSpy view(&session, &GameSession::viewSeatChanged);
        QCOMPARE(session.startNewGame(hotseat(QStringLiteral("3"))), QString());
        // The game starts at the first person's seat (whoever set it up is at the screen);
        // another person deciding first gets the pass screen (session 22: a Galactic Warfare
        // hand was shown at once to whoever sat there).
        QVERIFY(session.humanToAct());
        QCOMPARE(session.viewSeat(), 0);
        QCOMPARE(session.privacyScreen(), session.currentPlayer() != 0);
        int handOvers = 0;
        int undone = 0;
        for (int step = 0; step < 300 && !session.isTerminal(); ++step) {
            if (session.privacyScreen()) {
                const int next = session.privacySeat();
                QCOMPARE(session.currentPlayer(), next);
                QVERIFY(session.viewSeat() != next);
                QVERIFY(!session.canUndo()); // never back past the hand-over
                // (Before anyone has played, at the start, there is nothing to take back.)
                QCOMPARE(session.undoBlocked(),
                         step == 0 ? QStringLiteral("There is no move of yours to take back yet.")
                                   : QStringLiteral("The other player has had the screen since "
                                                    "your last move, so it stays."));
                const std::string before = stateText(session);
                QVERIFY(!session.apply(session.state()->legalActions().front()).isEmpty());
                QCOMPARE(stateText(session), before);
                session.acknowledgePrivacy();
                QVERIFY(!session.privacyScreen());
                QCOMPARE(session.privacySeat(), -1);
                QCOMPARE(session.viewSeat(), next);
            }
            const int seat = session.currentPlayer();
            QCOMPARE(session.viewSeat(), seat);
            const std::string before = stateText(session);
            const std::size_t length = session.state()->history().size();
            QCOMPARE(session.apply(decide(session)), QString());
            if (session.isTerminal())
                break;
            bool chanceAfter = false;
            for (std::size_t i = length + 1; i < session.state()->history().size(); ++i)
                chanceAfter = chanceAfter || isChance(session.state()->history()[i]);
            if (session.currentPlayer() != seat) {
                ++handOvers;
                // The decision handed over to the other player: the board is covered.
                QVERIFY(session.privacyScreen());
                QCOMPARE(session.privacySeat(), session.currentPlayer());
                QCOMPARE(session.viewSeat(), seat);
                QVERIFY(!session.canUndo());
            } else if (chanceAfter || shownSince(session, length, seat)) {
                QVERIFY(!session.canUndo()); // the player has seen something since
            } else {
                QVERIFY(session.canUndo());
                session.undo();
                ++undone;
                QCOMPARE(stateText(session), before);
                session.redo();
            }
        }
        QVERIFY(handOvers > 3);
        QVERIFY(undone > 0);
        QVERIFY(view.size() > 3);

        // Undo stops at the hand-over: after several decisions of one player, undo them all
        // but not the other player's decision before them.
        GameSession again;
        QCOMPARE(again.startNewGame(hotseat(QStringLiteral("3"))), QString());
        int lastSeat = -1;
        std::size_t turnStart = 0;
        for (int step = 0; step < 300 && !again.isTerminal(); ++step) {
            if (again.privacyScreen())
                again.acknowledgePrivacy();
            const int seat = again.currentPlayer();
            if (seat != lastSeat) {
                lastSeat = seat;
                turnStart = again.state()->history().size();
            }
            QCOMPARE(again.apply(decide(again)), QString());
            if (!again.isTerminal() && again.currentPlayer() == seat &&
                again.state()->history().size() > turnStart + 3)
                break;
        }
        QVERIFY(!again.isTerminal());
        while (again.canUndo())
            again.undo();
        QVERIFY(again.state()->history().size() >= turnStart);
        QCOMPARE(again.currentPlayer(), lastSeat);
        QVERIFY(!again.privacyScreen());
    }

    void saveAndLoad()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        GameSession session;
        QCOMPARE(session.startNewGame(versusComputer(QStringLiteral("99"))), QString());
        for (int i = 0; i < 15 && !session.isTerminal(); ++i) {
            session.waitForComputer();
            if (!session.isTerminal())
                QCOMPARE(session.apply(decide(session)), QString());
        }
        session.waitForComputer();
        QVERIFY(session.isModified());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QSignalSpy file(&session, &GameSession::fileChanged);
        QCOMPARE(session.save(QUrl::fromLocalFile(path)), QString());
        QCOMPARE(session.filePath(), path);
        QVERIFY(!session.isModified());
        QVERIFY(file.size() >= 1);
        // A path typed into Qt 6.4's file dialog comes joined to the folder it showed
        // ("/folder//typed/path"): the typed path is used.
        const QString typed = dir.filePath(QStringLiteral("typed.json"));
        QCOMPARE(session.save(QUrl::fromLocalFile(QStringLiteral("/elsewhere/") + typed)),
                 QString());
        QVERIFY(QFileInfo::exists(typed));
        QCOMPARE(session.filePath(), typed);
        QCOMPARE(session.save(QUrl::fromLocalFile(path)), QString());

        GameSession loaded;
        QAbstractItemModelTester logTester(loaded.log());
        QCOMPARE(loaded.load(QUrl::fromLocalFile(path)), QString());
        QCOMPARE(stateText(loaded), stateText(session));
        QCOMPARE(loaded.seedText(), session.seedText());
        QCOMPARE(loaded.gameId(), session.gameId());
        QCOMPARE(loaded.filePath(), path);
        QVERIFY(!loaded.isModified());
        QCOMPARE(loaded.log()->rowCount(), session.log()->rowCount());
        for (int row = 0; row < loaded.log()->rowCount(); ++row) {
            QCOMPARE(loaded.log()->index(row).data(LogModel::TextRole),
                     session.log()->index(row).data(LogModel::TextRole));
        }
        QCOMPARE(loaded.seats()->rowCount(), 2);
        for (int seat = 0; seat < 2; ++seat) {
            for (int role :
                 {int(SeatModel::NameRole), int(SeatModel::HumanRole), int(SeatModel::LevelRole)}) {
                QCOMPARE(loaded.seats()->index(seat).data(role),
                         session.seats()->index(seat).data(role));
            }
        }
        // Both continue identically: the randomness is a function of seed and history.
        for (int i = 0; i < 40 && !session.isTerminal(); ++i) {
            session.waitForComputer();
            loaded.waitForComputer();
            QCOMPARE(stateText(loaded), stateText(session));
            if (session.isTerminal())
                break;
            const Action action = decide(session);
            QCOMPARE(session.apply(action), QString());
            QCOMPARE(loaded.apply(action), QString());
        }
        session.waitForComputer();
        loaded.waitForComputer();
        QCOMPARE(stateText(loaded), stateText(session));
        QVERIFY(loaded.isModified());

        // A corrupt file: the error names the file and the place; the game stays.
        const std::string kept = stateText(loaded);
        const int revision = loaded.revision();
        const QString corrupt = dir.filePath(QStringLiteral("corrupt.json"));
        {
            QFile f(corrupt);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\n  \"format\": \"starboard.record\",\n  oops\n}\n");
        }
        QString error = loaded.load(QUrl::fromLocalFile(corrupt));
        QVERIFY2(error.startsWith(corrupt + QStringLiteral(":3:")), qPrintable(error));
        QCOMPARE(stateText(loaded), kept);
        QCOMPARE(loaded.revision(), revision);
        QCOMPARE(loaded.filePath(), path);

        // An action the rules refuse: the error names the action's index.
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(saved.readAll()).object();
        saved.close();
        QJsonArray actions = doc.value(QLatin1String("actions")).toArray();
        const int bad = int(actions.size()) - 2;
        actions[bad] = qint64(god::makeAction(god::ActionKind::Fight, 4000));
        doc.insert(QStringLiteral("actions"), actions);
        doc.insert(QStringLiteral("seats"),
                   QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("A")},
                                          {QStringLiteral("human"), true}},
                              QJsonObject{{QStringLiteral("name"), QStringLiteral("B")},
                                          {QStringLiteral("human"), false},
                                          {QStringLiteral("level"), QStringLiteral("genius")}}});
        const QString illegal = dir.filePath(QStringLiteral("illegal.json"));
        {
            QFile f(illegal);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(doc).toJson());
        }
        error = loaded.load(QUrl::fromLocalFile(illegal));
        QVERIFY2(error.startsWith(illegal + QStringLiteral(": /seats/1/level: unknown computer "
                                                           "player 'genius'")),
                 qPrintable(error));
        doc.remove(QStringLiteral("seats"));
        {
            QFile f(illegal);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(doc).toJson());
        }
        error = loaded.load(QUrl::fromLocalFile(illegal));
        QVERIFY2(error.startsWith(illegal + QStringLiteral(": /actions/%1: ").arg(bad)),
                 qPrintable(error));
        QCOMPARE(stateText(loaded), kept);

        // A record without seats (e.g. from starboard-cli): both seats human, named after
        // their sides.
        actions.removeLast();
        actions.removeLast();
        doc.insert(QStringLiteral("actions"), actions);
        {
            QFile f(illegal);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(doc).toJson());
        }
        QCOMPARE(loaded.load(QUrl::fromLocalFile(illegal)), QString());
        QCOMPARE(loaded.seats()->name(0),
                 loaded.seats()->index(0).data(SeatModel::SideNameRole).toString());
        QVERIFY(loaded.seats()->isHuman(0));
        QVERIFY(loaded.seats()->isHuman(1));

        // Saving where no file can be written: an error, nothing changes.
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        {
            QFile f(blocker);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString unwritable = blocker + QStringLiteral("/game.json");
        error = session.save(QUrl::fromLocalFile(unwritable));
        QVERIFY2(error.startsWith(unwritable + QStringLiteral(": ")), qPrintable(error));
        QCOMPARE(session.filePath(), path);
    }

    void concede()
    {
        GameSession session;
        QSignalSpy over(&session, &GameSession::gameOver);
        QCOMPARE(session.startNewGame(versusComputer()), QString());
        session.waitForComputer();
        // A decision that could be taken back, before the concession.
        for (int i = 0; i < 40 && !session.canUndo() && !session.isTerminal(); ++i) {
            QCOMPARE(session.apply(decide(session)), QString());
            session.waitForComputer();
        }
        QVERIFY(session.canUndo());
        session.concede(1); // the computer's seat: not for a person to give up
        QVERIFY(!session.isTerminal());
        session.concede(0);
        QVERIFY(session.isTerminal());
        QCOMPARE(session.winner(), 1);
        QCOMPARE(over.size(), 1);
        QCOMPARE(over[0][0].toInt(), 1);
        const QModelIndex last = session.log()->index(session.log()->rowCount() - 1);
        QCOMPARE(last.data(LogModel::TextRole).toString(),
                 session.seats()->index(1).data(SeatModel::SideNameRole).toString() +
                     QStringLiteral(" wins."));
        session.concede(0);
        QCOMPARE(over.size(), 1);
        // A concession is final: Undo does not take it back.
        QVERIFY(!session.canUndo());
        QCOMPARE(session.undoBlocked(), QStringLiteral("A game given up cannot be taken back."));
        const auto ended = session.state()->history().size();
        session.undo();
        QVERIFY(session.isTerminal());
        QCOMPARE(session.state()->history().size(), ended);

        // Hotseat: a player may concede when it is not their turn.
        GameSession hot;
        QCOMPARE(hot.startNewGame(hotseat()), QString());
        const int waiting = 1 - hot.currentPlayer();
        hot.concede(waiting);
        QVERIFY(hot.isTerminal());
        QCOMPARE(hot.winner(), 1 - waiting);
        QVERIFY(!hot.privacyScreen());

        // Conceding while the computer thinks: its decision is dropped.
        GameSession thinking;
        thinking.setComputerDelay(50);
        QCOMPARE(thinking.startNewGame(config({computer(), human(QStringLiteral("Ann"))})),
                 QString());
        if (thinking.isThinking()) {
            thinking.concede(1);
            QVERIFY(!thinking.isThinking());
            const auto length = thinking.state()->history().size();
            QTest::qWait(100);
            QCOMPARE(thinking.state()->history().size(), length);
            QCOMPARE(thinking.winner(), 0);
        }
    }

    void staleComputerDecisionsAreDropped()
    {
        GameSession session;
        session.setComputerDelay(60);
        QCOMPARE(session.startNewGame(config({computer(), computer(QStringLiteral("random"))})),
                 QString());
        QVERIFY(session.isThinking());
        // A new game while the computer thinks: the old decision must not land in it.
        QCOMPARE(session.startNewGame(hotseat(QStringLiteral("5"))), QString());
        QVERIFY(!session.isThinking());
        const std::string fresh = stateText(session);
        const int revision = session.revision();
        QTest::qWait(150);
        QCOMPARE(stateText(session), fresh);
        QCOMPARE(session.revision(), revision);
    }

    void startErrorsKeepTheGame()
    {
        GameSession session;
        QCOMPARE(session.startNewGame(hotseat()), QString());
        const std::string kept = stateText(session);
        QVariantMap bad = hotseat();
        bad.insert(QStringLiteral("gameId"), QStringLiteral("chess"));
        QVERIFY(!session.startNewGame(bad).isEmpty());
        QVERIFY(!session.startNewGame(hotseat(QStringLiteral("-1"))).isEmpty());
        QVERIFY(!session.startNewGame(hotseat(QStringLiteral("18446744073709551616"))).isEmpty());
        QVERIFY(!session.startNewGame(config({human(QStringLiteral("A"))})).isEmpty());
        QVERIFY(!session
                     .startNewGame(
                         config({human(QStringLiteral("A")), computer(QStringLiteral("genius"))}))
                     .isEmpty());
        bad = hotseat();
        bad.insert(QStringLiteral("setup"), QStringLiteral("fast"));
        QVERIFY(!session.startNewGame(bad).isEmpty());
        bad = hotseat();
        bad.insert(QStringLiteral("rulesetFile"), QStringLiteral("/nonexistent/rules.json"));
        const QString error = session.startNewGame(bad);
        QVERIFY2(error.contains(QStringLiteral("/nonexistent/rules.json")), qPrintable(error));
        QCOMPARE(stateText(session), kept);
        QCOMPARE(session.seedText(), QStringLiteral("7"));

        // No seed: a random one, shown.
        QVariantMap random = hotseat();
        random.remove(QStringLiteral("seed"));
        QCOMPARE(session.startNewGame(random), QString());
        bool ok = false;
        session.seedText().toULongLong(&ok);
        QVERIFY(ok);
        // The largest seed, and the normal setup.
        QCOMPARE(session.startNewGame(config({human(QStringLiteral("A")), computer()},
                                             QStringLiteral("18446744073709551615"),
                                             QStringLiteral("normal"))),
                 QString());
        QCOMPARE(session.seedText(), QStringLiteral("18446744073709551615"));
        session.waitForComputer();
        QVERIFY(session.humanToAct() || session.isTerminal());
    }

    // The Workshop's previews start from a position the caller makes (startPosition); a
    // factory that refuses keeps the game, with its message.
    void startFromAPosition()
    {
        GameSession session;
        QCOMPARE(session.startNewGame(hotseat()), QString());
        const std::string kept = stateText(session);
        const QString refused = session.startPosition(hotseat(), [](const Game &, QString *error) {
            *error = QStringLiteral("no such position");
            return std::unique_ptr<State>();
        });
        QCOMPARE(refused, QStringLiteral("no such position"));
        QCOMPARE(stateText(session), kept);
        // A position after one action of a fresh game: the session shows that state.
        std::string expected;
        QCOMPARE(session.startPosition(hotseat(QStringLiteral("9")),
                                       [&expected](const Game &game, QString *) {
                                           auto state = game.newInitialState();
                                           while (state->isChanceNode())
                                               state->applyAction(
                                                   state->chanceOutcomes().front().action);
                                           expected = state->toString();
                                           return state;
                                       }),
                 QString());
        QCOMPARE(stateText(session), expected);
        QCOMPARE(session.seedText(), QStringLiteral("9"));
    }

    // The log's hold (a board that replays steps holds entries back): only the shown rows
    // are in the model, rows appended past the hold wait without insert signals, moving the
    // hold inserts or removes the rows between; truncate and clear keep working with a hold.
    void logModelHold()
    {
        LogModel log;
        QAbstractItemModelTester tester(&log,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&log, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&log, &QAbstractItemModel::rowsRemoved);
        QSignalSpy count(&log, &LogModel::countChanged);
        const auto text = [&log](int row) {
            return log.index(row).data(LogModel::TextRole).toString();
        };
        log.append(QStringLiteral("a"), 0, 1);
        log.append(QStringLiteral("b"), 1, 1);
        QCOMPARE(log.rowCount(), 2);
        QCOMPARE(log.shownRows(), -1);
        log.setShownRows(1); // a row already shown goes back
        QCOMPARE(log.rowCount(), 1);
        QCOMPARE(log.totalRows(), 2);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(removed.last().at(1).toInt(), 1);
        QCOMPARE(removed.last().at(2).toInt(), 1);
        inserted.clear();
        count.clear();
        log.append(QStringLiteral("c"), 0, 2);
        log.append(QStringLiteral("d"), -1, 2);
        QCOMPARE(log.rowCount(), 1);
        QCOMPARE(log.totalRows(), 4);
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(count.size(), 0);
        QCOMPARE(text(0), QStringLiteral("a"));
        QVERIFY(!log.index(1).isValid());
        log.setShownRows(3); // moving on: b and c come in
        QCOMPARE(log.rowCount(), 3);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.last().at(1).toInt(), 1);
        QCOMPARE(inserted.last().at(2).toInt(), 2);
        QCOMPARE(count.size(), 1);
        QCOMPARE(text(2), QStringLiteral("c"));
        log.setShownRows(10); // past the end: all there is, and the next rows wait
        QCOMPARE(log.rowCount(), 4);
        log.truncate(2); // shown rows go
        QCOMPARE(log.rowCount(), 2);
        QCOMPARE(log.totalRows(), 2);
        log.setShownRows(2);
        log.append(QStringLiteral("e"), 0, 3);
        removed.clear();
        log.truncate(2); // only a held-back row goes: nothing shown changes
        QCOMPARE(removed.size(), 0);
        QCOMPARE(log.rowCount(), 2);
        QCOMPARE(log.totalRows(), 2);
        log.append(QStringLiteral("f"), 0, 3);
        log.setShownRows(-1); // released: every row
        QCOMPARE(log.rowCount(), 3);
        QCOMPARE(text(2), QStringLiteral("f"));
        log.append(QStringLiteral("g"), 0, 3);
        QCOMPARE(log.rowCount(), 4);
        log.setShownRows(1);
        log.clear();
        QCOMPARE(log.rowCount(), 0);
        QCOMPARE(log.totalRows(), 0);
    }

    // GameSession::logShownLength: the log shows the entries of the first N actions of the
    // history; actions applied meanwhile wait; -1 shows all. Undo, a new game and a load
    // release it.
    void logShownLength()
    {
        GameSession session;
        QAbstractItemModelTester tester(session.log(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(session.logShownLength(), -1);
        QCOMPARE(session.startNewGame(hotseat()), QString());
        // The log's rows once each history length was reached.
        std::vector<int> rowsAt{session.log()->rowCount()};
        connect(&session, &GameSession::actionApplied, this, [&] {
            rowsAt.resize(session.state()->history().size() + 1, -1);
            rowsAt.back() = session.log()->totalRows();
        });
        // Hotseat: each player takes over before deciding.
        const auto play = [&session] {
            session.acknowledgePrivacy();
            return session.apply(decide(session));
        };
        for (int i = 0; i < 12 && !session.isTerminal(); ++i)
            QCOMPARE(play(), QString());
        const int length = int(session.state()->history().size());
        QVERIFY(length >= 12);
        QCOMPARE(session.log()->rowCount(), rowsAt[std::size_t(length)]);
        // An earlier length with fewer rows (the rows of the first, automatic, actions
        // were not seen here).
        int held = length - 1;
        while (held > 0 && rowsAt[std::size_t(held)] == rowsAt[std::size_t(length)])
            --held;
        QVERIFY(held > 0 && rowsAt[std::size_t(held)] >= 0);
        QSignalSpy changed(&session, &GameSession::logShownLengthChanged);
        session.setLogShownLength(held);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(session.logShownLength(), held);
        QCOMPARE(session.log()->rowCount(), rowsAt[std::size_t(held)]);
        QCOMPARE(session.log()->totalRows(), rowsAt[std::size_t(length)]);
        // Further actions wait too.
        QSignalSpy inserted(session.log(), &QAbstractItemModel::rowsInserted);
        QCOMPARE(play(), QString());
        QCOMPARE(session.log()->rowCount(), rowsAt[std::size_t(held)]);
        QCOMPARE(inserted.size(), 0);
        // Moving on, up to the newest action (the rows of later ones would wait).
        const int now = int(session.state()->history().size());
        session.setLogShownLength(now);
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
        QCOMPARE(session.log()->rowCount(), rowsAt[std::size_t(now)]);
        QCOMPARE(play(), QString());
        QCOMPARE(session.log()->rowCount(), rowsAt[std::size_t(now)]);
        QVERIFY(session.log()->totalRows() > rowsAt[std::size_t(now)]);
        session.setLogShownLength(-1);
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
        // A new game releases it.
        session.setLogShownLength(2);
        QCOMPARE(session.startNewGame(versusComputer(QStringLiteral("8"))), QString());
        QCOMPARE(session.logShownLength(), -1);
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
        // So does undo.
        QVERIFY(waitForHuman(session));
        QCOMPARE(session.apply(decide(session)), QString());
        QVERIFY(waitForHuman(session));
        QVERIFY(session.canUndo());
        session.setLogShownLength(1);
        QVERIFY(session.log()->rowCount() < session.log()->totalRows());
        session.undo();
        QCOMPARE(session.logShownLength(), -1);
        QCOMPARE(session.log()->rowCount(), session.log()->totalRows());
    }

    void seatModel()
    {
        GameSession session;
        QAbstractItemModelTester tester(session.seats());
        QSignalSpy count(session.seats(), &SeatModel::countChanged);
        QCOMPARE(session.startNewGame(versusComputer()), QString());
        QCOMPARE(count.size(), 1);
        SeatModel *seats = session.seats();
        QCOMPARE(seats->name(0), QStringLiteral("Ann"));
        QCOMPARE(seats->name(5), QString());
        QVERIFY(seats->isHuman(0));
        QVERIFY(!seats->isHuman(1));
        QCOMPARE(seats->index(1).data(SeatModel::LevelRole).toString(),
                 QStringLiteral("heuristic"));
        QCOMPARE(seats->index(0).data(SeatModel::LevelRole).toString(), QString());
        QCOMPARE(seats->index(0).data(SeatModel::SideNameRole).toString(), QStringLiteral("Redog"));
        QCOMPARE(seats->index(1).data(SeatModel::SideNameRole).toString(),
                 QStringLiteral("Cynder"));
        QVERIFY(seats->index(0).data(SeatModel::ColorRole).value<QColor>().isValid());
        QVERIFY(seats->index(0).data(SeatModel::ColorRole) !=
                seats->index(1).data(SeatModel::ColorRole));
        const auto roles = seats->roleNames();
        QCOMPARE(roles.value(SeatModel::NameRole), QByteArray("name"));
        QCOMPARE(roles.value(SeatModel::ColorRole), QByteArray("seatColor"));
        QCOMPARE(session.log()->roleNames().value(LogModel::TextRole), QByteArray("entryText"));
    }
};

QTEST_MAIN(TestSession)
#include "tst_session.moc"
