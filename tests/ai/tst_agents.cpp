// Agents on the shipped content: the heuristic Galaxy of D agent beats the random agent in
// at least 90% of 200 seeded games (100 in each seat), and the playtest runner's figures
// do not depend on the thread count.

#include "ai/agent.h"
#include "data/data.h"
#include "engine/registry.h"
#include "playtest/playtest.h"

#include <QtTest>

using namespace starboard;

class TestAgents : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<Game> m_game;

private slots:
    void initTestCase()
    {
        QStringList errors;
        auto content = data::loadContent("galaxy-of-d", {}, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        m_game = builtinGames().find("galaxy-of-d")->create(content, 2);
        QVERIFY(m_game);
    }

    void agentNamesPerGame()
    {
        const auto names = agentNames("galaxy-of-d");
        QVERIFY(std::find(names.begin(), names.end(), "random") != names.end());
        QVERIFY(std::find(names.begin(), names.end(), "heuristic") != names.end());
        QVERIFY(createAgent("heuristic", *m_game));
        QVERIFY(!createAgent("grandmaster", *m_game));
    }

    void heuristicBeatsRandom()
    {
        PlaytestOptions options;
        options.games = 100;
        options.seed = 1;
        options.threads = 2;
        PlaytestResult asFirstSeat, asSecondSeat;
        options.agents = {"heuristic", "random"};
        QVERIFY(runPlaytest(*m_game, options, asFirstSeat, nullptr));
        options.agents = {"random", "heuristic"};
        options.seed = 2;
        QVERIFY(runPlaytest(*m_game, options, asSecondSeat, nullptr));
        const int wins = asFirstSeat.winsPerSeat[0] + asSecondSeat.winsPerSeat[1];
        qInfo("heuristic won %d of 200 games against random", wins);
        QVERIFY2(wins >= 180, qPrintable(QString::number(wins)));
    }

    void playtestIndependentOfThreads()
    {
        PlaytestOptions options;
        options.agents = {"heuristic", "random"};
        options.games = 12;
        options.seed = 77;
        PlaytestResult one, two;
        options.threads = 1;
        QVERIFY(runPlaytest(*m_game, options, one, nullptr));
        options.threads = 3;
        QVERIFY(runPlaytest(*m_game, options, two, nullptr));
        QCOMPARE(one.lengths, two.lengths);
        QCOMPARE(one.winners, two.winners);
        QCOMPARE(one.firstPlayers, two.firstPlayers);
    }
};

QTEST_GUILESS_MAIN(TestAgents)
#include "tst_agents.moc"
