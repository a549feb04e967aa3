// The Galaxy Command board adapter driven like a player: clicks on system cards,
// technologies and buttons become engine actions through the session; a solitaire game
// and a game with two computer players are played to the end that way; the models show
// the engine's state after every step; refused clicks give a reason and change nothing;
// the log has words for every kind of action.

#include "gccontroller.h"
#include "gcdriver.h"
#include "gctext.h"
#include "session.h"

#include "data/data.h"
#include "engine/registry.h"
#include "engine/rng.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTranslator>
#include <QtTest>

#include <map>
#include <set>

#include "games/galaxy-command/gc_game.h"

using namespace starboard;
using namespace starboard::gc;
using namespace gcdriver;

namespace {

QString logText(GameSession &session)
{
    QStringList lines;
    for (int i = 0; i < session.log()->rowCount(); ++i)
        lines << session.log()->data(session.log()->index(i), LogModel::TextRole).toString();
    return lines.join(QLatin1Char('\n'));
}

// Every model row and property of the controller against the engine's state.
void checkModels(GcController &c, GameSession &session)
{
    const GcState *s = c.state();
    QVERIFY(s);
    const int seat = c.shownSeat();
    const auto &p = s->player(seat);
    const auto &rows = c.sector()->rows();
    QCOMPARE(int(rows.size()), int(p.systems.size()));
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto &slot = p.systems[i];
        QCOMPARE(rows[i].slot, int(i));
        QCOMPARE(rows[i].explored, slot.explored());
        QCOMPARE(rows[i].aligned, slot.aligned);
        QCOMPARE(rows[i].distant, slot.distant);
        if (slot.explored()) {
            const auto &card = s->game().cards()[std::size_t(slot.card)];
            QCOMPARE(rows[i].resistance, card.resistance);
            QCOMPARE(rows[i].metal, card.metal);
            QCOMPARE(rows[i].wealth, card.wealth);
            QCOMPARE(rows[i].victoryPoints, card.victoryPoints);
            QCOMPARE(rows[i].name, contentName(card.name));
        } else {
            QVERIFY(rows[i].name.isEmpty());
        }
        // A click acts exactly when the engine allows it.
        const bool legal =
            c.myDecision() && seat == c.viewSeat() &&
            s->isLegal(
                makeAction(slot.explored() ? ActionKind::Conquer : ActionKind::Explore, int(i)));
        QCOMPARE(!rows[i].action.isEmpty(), legal);
        QCOMPARE(rows[i].reason.isEmpty(), legal);
    }
    const auto &techs = c.technologies()->rows();
    QCOMPARE(int(techs.size()), int(s->game().technologies().size()));
    for (const auto &row : techs) {
        const auto &t = s->game().technologies()[std::size_t(row.techIndex)];
        QCOMPARE(row.owned, s->hasTech(seat, t.tech));
        QCOMPARE(row.cost, t.cost);
        QCOMPARE(row.available,
                 c.myDecision() && seat == c.viewSeat() && s->canDiscover(seat, row.techIndex));
    }
    QCOMPARE(c.metal(), p.metal);
    QCOMPARE(c.wealth(), p.wealth);
    QCOMPARE(c.military(), p.military);
    QCOMPARE(c.metalProduction(), s->production(seat, Resource::Metal));
    QCOMPARE(c.wealthProduction(), s->production(seat, Resource::Wealth));
    QCOMPARE(c.storageLimit(), s->storageLimit(seat));
    QCOMPARE(c.militaryLimit(), s->militaryLimit(seat));
    QCOMPARE(c.strike(), p.strike && !s->isTerminal()); // no strike warning after the end
    QCOMPARE(c.year(), s->year());
    QCOMPARE(c.numPlayers(), s->numPlayers());
    const auto &players = c.players()->rows();
    QCOMPARE(int(players.size()), s->numPlayers());
    for (const auto &row : players) {
        const auto &q = s->player(row.seat);
        QCOMPARE(row.metal, q.metal);
        QCOMPARE(row.wealth, q.wealth);
        QCOMPARE(row.military, q.military);
        QCOMPARE(row.lost, q.lost);
        QCOMPARE(row.aligned, s->alignedCount(row.seat));
        QCOMPARE(row.score, q.lost ? 0 : s->score(row.seat).total());
        QCOMPARE(row.name, session.seats()->name(row.seat));
        QCOMPARE(row.cards.size(), qsizetype(q.systems.size()));
    }
    if (!s->isTerminal())
        QVERIFY(!c.prompt().isEmpty());
}

// Plays until the end; every decision through the controller. Returns the decisions made.
int playToTheEnd(GcController &c, GameSession &session)
{
    int decisions = 0;
    while (!session.isTerminal()) {
        session.waitForComputer();
        checkModels(c, session);
        if (QTest::currentTestFailed() || session.isTerminal())
            break;
        if (!c.myDecision()) {
            qWarning("not the viewer's decision: %s", qPrintable(c.prompt()));
            return -1;
        }
        decide(c);
        if (QTest::currentTestFailed())
            break;
        if (++decisions > 2000) {
            qWarning("the game does not end");
            return -1;
        }
    }
    return decisions;
}

std::shared_ptr<Game> makeGame(int players, const QString &ruleset = QString())
{
    data::ContentFiles files;
    files.ruleset = ruleset;
    QStringList errors;
    const auto content = data::loadContent("galaxy-command", files, errors);
    if (!content)
        return nullptr;
    const GameRegistration *registration = builtinGames().find("galaxy-command");
    return registration ? registration->create(content, players) : nullptr;
}

} // namespace

class TestGcController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every English name and text of the shipped content is in the list lupdate reads.
    void contentStringsCoverTheShippedData()
    {
        const QStringList known = contentStrings();
        QStringList missing;
        int checked = 0;
        const auto need = [&](const QJsonValue &value) {
            if (!value.isString())
                return;
            ++checked;
            if (!known.contains(value.toString()))
                missing << value.toString();
        };
        for (const char *file :
             {"deck.json", "technologies.json", "ruleset.json", "ruleset-original.json"}) {
            QFile f(QStringLiteral(":/data/galaxy-command/") + QLatin1String(file));
            QVERIFY2(f.open(QIODevice::ReadOnly), file);
            const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
            need(root.value(QStringLiteral("name")));
            for (const char *list : {"cards", "technologies", "ranks"}) {
                for (const QJsonValue item : root.value(QLatin1String(list)).toArray()) {
                    need(item.toObject().value(QStringLiteral("name")));
                    need(item.toObject().value(QStringLiteral("text")));
                }
            }
        }
        QVERIFY(checked > 70);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void modelsPassTheTester()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QAbstractItemModelTester t1(c.sector());
        QAbstractItemModelTester t2(c.technologies());
        QAbstractItemModelTester t3(c.players());
        QCOMPARE(session.startNewGame(config(2, QStringLiteral("7"))), QString());
        session.waitForComputer();
        QCOMPARE(c.sector()->rowCount(), 9);
        QCOMPARE(c.technologies()->rowCount(), 8);
        QCOMPARE(c.players()->rowCount(), 3);
        QCOMPARE(c.phaseNames().size(), 4);
        QCOMPARE(c.phase(), QStringLiteral("action"));
        QCOMPARE(c.phaseIndex(), 0);
        QCOMPARE(c.year(), 1);
        QCOMPARE(c.eventsLeft(), 7);
        QCOMPARE(c.round(), 1);
        QCOMPARE(c.rounds(), 13);
        QCOMPARE(c.trackLength(), 5);
        // The distant systems wait for Forward Star Bases; the near ones can be explored.
        for (const auto &row : c.sector()->rows()) {
            QCOMPARE(row.action, row.distant ? QString() : QStringLiteral("explore"));
            if (row.distant)
                QCOMPARE(row.reason, QStringLiteral("Distant systems need Forward Star Bases."));
        }
        // Other players' sectors can be looked at, but not clicked; their cards are made
        // anew (not turned over before one's eyes), while play only updates the rows.
        QSignalSpy resets(c.sector(), &QAbstractItemModel::modelReset);
        c.showSeat(1);
        QCOMPARE(resets.count(), 1);
        QCOMPARE(c.shownSeat(), 1);
        QCOMPARE(c.shownName(), QStringLiteral("Bob"));
        checkModels(c, session);
        QVERIFY(c.sector()->rows().front().action.isEmpty());
        QCOMPARE(c.clickSlot(0), QStringLiteral("This is the sector of Bob."));
        c.showSeat(-1);
        QCOMPARE(c.shownSeat(), 0);
        QCOMPARE(resets.count(), 2);
        QCOMPARE(c.bide(), QString());
        session.waitForComputer();
        QCOMPARE(resets.count(), 2);
    }

    void wholeSolitaireGameByClicks_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("full deck") << QStringLiteral("5") << QString();
        // The home world is lost (a result text that ends with a full stop of its own); and a
        // game that ends with a strike pending (seed 1).
        QTest::newRow("home world lost") << QStringLiteral("57") << QString();
        QTest::newRow("strike at the end") << QStringLiteral("1") << QString();
        QTest::newRow("original 18 cards")
            << QStringLiteral("12")
            << QStringLiteral(":/data/galaxy-command/ruleset-original.json");
    }

    void wholeSolitaireGameByClicks()
    {
        QFETCH(QString, seed);
        QFETCH(QString, ruleset);
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QSignalSpy rolls(&c, &GcController::dieRolled);
        QSignalSpy events(&c, &GcController::eventRevealed);
        QSignalSpy notices(&c, &GcController::notice);
        // The models stay consistent through a whole game and are updated in place: the
        // sector is reset only for a new game (once here), the others never.
        using Tester = QAbstractItemModelTester;
        const auto mode = Tester::FailureReportingMode::QtTest;
        Tester t1(c.sector(), mode), t2(c.technologies(), mode), t3(c.players(), mode);
        QSignalSpy sectorResets(c.sector(), &QAbstractItemModel::modelReset);
        QSignalSpy techResets(c.technologies(), &QAbstractItemModel::modelReset);
        QSignalSpy playerResets(c.players(), &QAbstractItemModel::modelReset);
        QVariantMap cfg = config(0, seed);
        if (!ruleset.isEmpty())
            cfg.insert(QStringLiteral("rulesetFile"), ruleset);
        QCOMPARE(session.startNewGame(cfg), QString());
        const int decisions = playToTheEnd(c, session);
        QVERIFY(decisions > 13);
        QCOMPARE(sectorResets.count(), 1);
        QCOMPARE(techResets.count(), 0);
        QCOMPARE(playerResets.count(), 0);
        checkModels(c, session);
        const GcState *s = c.state();
        QVERIFY(s->isTerminal());
        QVERIFY(c.gameOver());
        QCOMPARE(c.phaseIndex(), -1);
        QCOMPARE(c.resultTitle(), rankName(*s, 0));
        QVERIFY(c.prompt().startsWith(c.resultTitle()));
        QVERIFY(c.summary().contains(c.resultTitle()));
        // One full stop after the result, also when its text has one ("... the game is lost.").
        QVERIFY2(!c.summary().contains(QLatin1String("..")), qPrintable(c.summary()));
        QCOMPARE(c.ranks().size(), qsizetype(s->game().rules().ranks.size()));
        QCOMPARE(c.ranks().constFirst().toMap().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Demoted"));
        QCOMPARE(s->player(0).lost, seed == QLatin1String("57"));
        if (!s->player(0).lost)
            QVERIFY(c.summary().contains(QStringLiteral("Systems %1").arg(s->score(0).systems)));
        // The animations had their signals: one per roll, one per event card.
        QVERIFY(rolls.count() > 3);
        for (const auto &args : rolls) {
            const QVariantMap roll = args.at(0).toMap();
            QVERIFY(!roll.value(QStringLiteral("text")).toString().isEmpty());
            if (roll.value(QStringLiteral("kind")) != QStringLiteral("diplomacy"))
                QCOMPARE(roll.value(QStringLiteral("total")).toInt(),
                         roll.value(QStringLiteral("roll")).toInt() +
                             roll.value(QStringLiteral("bonus")).toInt());
        }
        QVERIFY(events.count() >= 13);
        // The board's event card: the last event with its two years and its effect.
        const QVariantMap last = c.eventCards().constLast().toMap();
        QCOMPARE(last.value(QStringLiteral("year")).toInt(), 2);
        QVERIFY(!last.value(QStringLiteral("year1")).toString().isEmpty());
        QVERIFY(!last.value(QStringLiteral("year2")).toString().isEmpty());
        QCOMPARE(last.value(QStringLiteral("effects")).toList().size(), 1);
        QVERIFY(notices.count() >= 10); // collecting, every turn
        const QString log = logText(session);
        // The log says the player's own name, not the seat's number.
        QVERIFY(log.contains(QStringLiteral("Ann turns over")));
        QVERIFY(!log.contains(QStringLiteral("Player 1")));
        QVERIFY(log.contains(QStringLiteral("Event: ")));
        QVERIFY(log.contains(QStringLiteral("Ann collects")));
        QVERIFY(log.contains(QStringLiteral("Year 2 begins")));
        QVERIFY(log.contains(QStringLiteral(" against ")));
        qInfo("%d decisions, %d actions, %s: %d points", decisions, int(s->history().size()),
              qPrintable(c.resultTitle()), s->score(0).total());
    }

    // A strike cuts the production of the next collect: once the game is over there is
    // none, so no seat panel or home mat warns of it (seen after the end by the play session).
    void noStrikeWarningAfterTheEnd()
    {
        bool found = false;
        for (int seed = 1; seed <= 200 && !found; ++seed) {
            GameSession session;
            session.setComputerDelay(0);
            GcController c;
            c.setSession(&session);
            QCOMPARE(session.startNewGame(config(3, QString::number(seed), 0)), QString());
            QTRY_VERIFY_WITH_TIMEOUT((session.waitForComputer(), session.isTerminal()), 20000);
            const GcState *s = c.state();
            for (int seat = 0; seat < s->numPlayers(); ++seat) {
                if (!s->player(seat).strike)
                    continue;
                found = true;
                c.showSeat(seat);
                QVERIFY(!c.strike());
                for (const auto &row : c.players()->rows())
                    QVERIFY(!row.strike);
            }
        }
        QVERIFY2(found, "no game ended with a strike pending");
    }

    void threePlayersWithTwoComputers()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(2, QStringLiteral("21"))), QString());
        const int decisions = playToTheEnd(c, session);
        QVERIFY(decisions > 13);
        const GcState *s = c.state();
        QVERIFY(s->isTerminal());
        QCOMPARE(c.distantToWin(), 6);
        QCOMPARE(c.alignedDistant(), s->alignedDistant());
        QCOMPARE(c.resultTitle(), s->empireWon() ? QStringLiteral("The Empire wins")
                                                 : QStringLiteral("The Empire loses"));
        QVERIFY(c.resultText().contains(QStringLiteral("of 6 distant systems aligned")));
        QCOMPARE(c.summary().count(QLatin1Char('\n')) >= 3, true);
        for (const char *name : {"Ann", "Bob", "Cid"})
            QVERIFY(c.summary().contains(QLatin1String(name)));
        // Each player's score and rank are on the players model.
        for (const auto &row : c.players()->rows()) {
            QCOMPARE(row.rank, rankName(*s, row.seat));
            if (!s->player(row.seat).lost)
                QCOMPARE(row.systemsPoints + row.techPoints + row.explorationBonus +
                             row.scientificBonus + row.warlordBonus,
                         row.score);
        }
        const QString log = logText(session);
        for (const char *who : {"Ann", "Bob", "Cid"})
            QVERIFY(log.contains(QLatin1String(who)));
        QVERIFY(!log.contains(QStringLiteral("Player 2")));
        qInfo("%d decisions, %s: %s", decisions, qPrintable(c.resultTitle()),
              qPrintable(c.resultText()));
    }

    void refusalsExplainAndChangeNothing()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(c.bide(), QStringLiteral("There is no game on the board."));
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("3"))), QString());
        QCOMPARE(c.phase(), QStringLiteral("action"));
        const std::string before = c.state()->toString();
        const int revision = session.revision();
        const auto unchanged = [&] {
            QCOMPARE(c.state()->toString(), before);
            QCOMPARE(session.revision(), revision);
        };
        QCOMPARE(c.discover(0), QStringLiteral("Technologies are discovered in the build step."));
        QCOMPARE(c.message(), QStringLiteral("Technologies are discovered in the build step."));
        unchanged();
        QCOMPARE(c.buildMilitary(),
                 QStringLiteral("Military strength is built in the build step."));
        QCOMPARE(c.endTurn(), QStringLiteral("The turn ends after the build step."));
        QCOMPARE(c.trade(0),
                 QStringLiteral("Trading is only right after collecting, once per turn."));
        QCOMPARE(c.noTrade(),
                 QStringLiteral("Trading is only right after collecting, once per turn."));
        QCOMPARE(c.clickSlot(7), QStringLiteral("Distant systems need Forward Star Bases."));
        QCOMPARE(c.conquer(0), QStringLiteral("This system is face down: explore it first."));
        QCOMPARE(c.clickSlot(99), QStringLiteral("There is no such system card."));
        QCOMPARE(c.explore(-1), QStringLiteral("That move is not allowed now."));
        unchanged();
        // A legal click clears the message.
        QCOMPARE(c.bide(), QString());
        QCOMPARE(c.message(), QString());
        QVERIFY(session.revision() > revision);
        // The build step: a technology too dear, the second of a row before the first.
        session.waitForComputer();
        if (c.phase() == QLatin1String("build")) {
            const std::string building = c.state()->toString();
            for (const auto &row : c.technologies()->rows()) {
                if (row.available)
                    continue;
                QVERIFY(!row.reason.isEmpty());
                QCOMPARE(c.discover(row.techIndex), row.reason);
            }
            QCOMPARE(c.bide(), QStringLiteral(
                                   "Explore, conquer and bide time are the first step of a turn."));
            QCOMPARE(c.state()->toString(), building);
        }
        // The end: everything is refused with the same words.
        session.concede(0);
        QVERIFY(session.isTerminal());
        QCOMPARE(c.bide(), QStringLiteral("The game is over."));
        QCOMPARE(c.clickSlot(0), QStringLiteral("The game is over."));
        QCOMPARE(c.resultText(), QStringLiteral("The sector was given up."));
    }

    // The log has its own words for every kind of action, chance outcomes included, and
    // tells the automatic steps (collecting) that follow.
    void everyActionKindHasWords()
    {
        std::set<int> seen;
        std::map<int, QString> example;
        for (int players = 1; players <= 4; ++players) {
            const auto game = makeGame(players);
            QVERIFY(game);
            for (int seed = 1; seed <= 12; ++seed) {
                auto state = game->newInitialState();
                Rng rng(std::uint64_t(seed * 31 + players));
                while (!state->isTerminal()) {
                    const auto legal = state->legalActions();
                    Action a = legal[rng.below(std::uint32_t(legal.size()))];
                    // Prefer doing something to ending the turn, to see every kind.
                    if (actionKind(a) == ActionKind::EndTurn && legal.size() > 1 &&
                        rng.below(3) > 0)
                        a = legal.front();
                    const QString text = describeAction(*state, a);
                    QVERIFY2(!text.isEmpty(), state->actionToString(a).c_str());
                    QVERIFY2(text.endsWith(QLatin1Char('.')), qPrintable(text));
                    QVERIFY2(!text.contains(QStringLiteral("%1")), qPrintable(text));
                    seen.insert(int(actionKind(a)));
                    example.emplace(int(actionKind(a)), text);
                    state->applyLegalAction(a);
                }
            }
        }
        const auto game = makeGame(2);
        auto state = game->newInitialState();
        const QString concede = describeAction(*state, *concedeAction(1));
        QCOMPARE(concede, QStringLiteral("Player 2 concedes."));
        for (ActionKind kind : {ActionKind::Reveal, ActionKind::DieRoll, ActionKind::DrawEvent,
                                ActionKind::PickTarget, ActionKind::Explore, ActionKind::Conquer,
                                ActionKind::Bide, ActionKind::Trade, ActionKind::NoTrade,
                                ActionKind::Build, ActionKind::Discover, ActionKind::EndTurn})
            QVERIFY2(seen.count(int(kind)), qPrintable(QString::number(int(kind))));
        for (const auto &[kind, text] : example)
            qInfo("%d: %s", kind, qPrintable(text));
    }

    void wordsOfTheRulebookExamples()
    {
        const auto game = std::dynamic_pointer_cast<GcGame>(makeGame(1));
        QVERIFY(game);
        Scenario scenario;
        scenario.military[0] = 2;
        auto state = game->newScenarioState(scenario);
        QVERIFY(state);
        // Explore: the card turned over, then the die against its resistance.
        state->applyLegalAction(makeAction(ActionKind::Explore, 0));
        const int sirius = game->cardIndex("sirius");
        QCOMPARE(describeAction(*state, makeAction(ActionKind::Reveal, sirius)),
                 QStringLiteral("Player 1 turns over Sirius (resistance 6)."));
        state->applyLegalAction(makeAction(ActionKind::Reveal, sirius));
        QVERIFY(
            describeAction(*state, makeAction(ActionKind::DieRoll, 4))
                .startsWith(QStringLiteral("Player 1 rolls 4 + military 2 = 6 against 6 (Sirius): "
                                           "aligned. Player 1 collects ")));
        QCOMPARE(describeAction(*state, makeAction(ActionKind::DieRoll, 1))
                     .section(QLatin1Char('.'), 0, 0),
                 QStringLiteral("Player 1 rolls 1 + military 2 = 3 against 6 (Sirius): not "
                                "aligned, military strength falls to 1"));
        // An event at the end of the round.
        Scenario atEvent;
        atEvent.phase = Phase::DrawEvent;
        state = game->newScenarioState(atEvent);
        QVERIFY(state);
        QCOMPARE(
            describeAction(*state, makeAction(ActionKind::DrawEvent, game->cardIndex("strike")))
                .section(QLatin1Char('.'), 0, 0),
            QStringLiteral("Event: Strike - no production next turn"));
    }

    // Hotseat for two: nothing in Galaxy Command is secret (face-down cards are unknown to
    // their owner too), so no privacy screen comes up; the board turns to each player's
    // own sector at the hand-over, and the game ends.
    void hotseatForTwo()
    {
        GameSession session;
        session.setComputerDelay(0);
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(0, QStringLiteral("13"), 2)), QString());
        int handOvers = 0;
        int decisions = 0;
        int lastSeat = 0;
        while (!session.isTerminal() && decisions < 2000) {
            session.waitForComputer();
            if (session.isTerminal())
                break;
            QVERIFY(!session.privacyScreen());
            if (session.currentPlayer() != lastSeat) {
                ++handOvers;
                lastSeat = session.currentPlayer();
            }
            QVERIFY(c.myDecision());
            QCOMPARE(c.viewSeat(), session.currentPlayer());
            QCOMPARE(c.shownSeat(), session.currentPlayer());
            decide(c);
            if (QTest::currentTestFailed())
                return;
            ++decisions;
        }
        QVERIFY(session.isTerminal());
        // Every round hands over from Ann to Bob and (but the first) from Bob to Ann.
        QVERIFY2(handOvers >= 2 * 13 - 1, qPrintable(QString::number(handOvers)));
        QVERIFY(!c.resultTitle().isEmpty());
    }

    // A language switch (a translator installed) takes effect at once: the board's texts
    // and the log follow, without a restart.
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
        GcController c;
        c.setSession(&session);
        QCOMPARE(session.startNewGame(config(1, QStringLiteral("9"))), QString());
        for (int i = 0; i < 6 && !session.isTerminal(); ++i) {
            session.waitForComputer();
            decide(c);
        }
        session.waitForComputer();
        QVERIFY(!c.prompt().startsWith(QStringLiteral("[xx]")));
        QCoreApplication::installTranslator(&marker);
        QCoreApplication::processEvents();
        QVERIFY(c.prompt().startsWith(QStringLiteral("[xx]")));
        QVERIFY(c.phaseNames().constFirst().startsWith(QStringLiteral("[xx]")));
        for (const auto &row : c.technologies()->rows()) {
            QVERIFY(row.name.startsWith(QStringLiteral("[xx]")));
            QVERIFY(row.text.startsWith(QStringLiteral("[xx]")));
        }
        for (const auto &row : c.players()->rows())
            QVERIFY(row.rank.startsWith(QStringLiteral("[xx]")));
        QVERIFY(session.log()
                    ->data(session.log()->index(0), LogModel::TextRole)
                    .toString()
                    .startsWith(QStringLiteral("[xx]")));
        QCoreApplication::removeTranslator(&marker);
        QCoreApplication::processEvents();
        QVERIFY(!c.prompt().startsWith(QStringLiteral("[xx]")));
    }
};

QTEST_MAIN(TestGcController)
#include "tst_gc_controller.moc"
