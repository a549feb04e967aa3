// No computer player reads what its seat cannot see: at decisions taken from real games of
// each game with hidden information, every agent decides the same on the real state and on
// another state its seat cannot tell apart from it (resampleHidden: the same observation,
// other hidden parts), for the same seed. The search levels draw from resampleHidden by
// construction (tst_search); this covers the agents that read the state directly (the
// heuristic, Beginner, random) and the search levels through the same door.

#include "ai/agent.h"
#include "data/data.h"
#include "engine/registry.h"
#include "engine/rng.h"

#include <QtTest>

using namespace starboard;

class TestAgentFairness : public QObject
{
    Q_OBJECT

private slots:
    void sameObservationSameDecision_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<int>("games");
        // Searching agents think for a while: they are asked only where the hidden parts
        // differ, and in each game at the 1st, 2nd, 4th, 8th, ... such decision (the opening
        // to the end of long games: a Galactic Warfare game has some 300, each search tens of
        // milliseconds, many times that under the sanitizers).
        QTest::addColumn<bool>("onlyWhereHiddenDiffers");
        for (const GameRegistration &registration : builtinGames().games()) {
            if (!registration.info.hasHiddenInformation)
                continue;
            const QString id = QString::fromStdString(registration.info.id);
            for (const std::string &name : agentNames(registration.info.id)) {
                // The search levels think for a while: fewer decisions, still from whole games.
                const bool searches = name == "standard" || name == "strong" || name == "expert";
                if (name == "strong" || name == "expert")
                    continue; // the same search as standard with more iterations (tst_search)
                QTest::newRow(qPrintable(id + QLatin1Char(' ') + QString::fromStdString(name)))
                    << id << QString::fromStdString(name) << (searches ? 8 : 20) << searches;
            }
        }
    }

    void sameObservationSameDecision()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, agent);
        QFETCH(int, games);
        QFETCH(bool, onlyWhereHiddenDiffers);
        const std::string id = gameId.toStdString();
        QStringList errors;
        auto content = data::loadContent(id, {}, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        const GameRegistration *registration = builtinGames().find(id);
        QVERIFY(registration);
        const auto game = registration->create(content, registration->info.minPlayers);
        QVERIFY(game);
        auto player = createAgent(agent.toStdString(), *game);
        QVERIFY(player);
        auto opponent = createAgent("heuristic", *game);
        QVERIFY(opponent);
        int compared = 0, differentHidden = 0;
        for (int g = 0; g < games; ++g) {
            Rng chance(Rng::deriveSeed(7, std::uint64_t(g)));
            auto state = game->newInitialState();
            int decision = 0;
            int differentInGame = 0;
            while (!state->isTerminal()) {
                if (state->isChanceNode()) {
                    const auto outcomes = state->chanceOutcomes();
                    std::vector<std::uint32_t> weights;
                    for (const auto &o : outcomes)
                        weights.push_back(o.weight);
                    state->applyLegalAction(outcomes[chance.weighted(weights)].action);
                    continue;
                }
                const Player seat = state->currentPlayer();
                ++decision;
                // Another state the seat cannot tell from this one.
                Rng draw(Rng::deriveSeed(11, std::uint64_t(decision)));
                const auto other = state->resampleHidden(seat, draw);
                QCOMPARE(other->observation(seat), state->observation(seat));
                const bool differs = other->toString() != state->toString();
                differentHidden += differs ? 1 : 0;
                differentInGame += differs ? 1 : 0;
                // 1, 2, 4, 8, ...: a power of two.
                const bool sampled = differs && (differentInGame & (differentInGame - 1)) == 0;
                if (sampled || !onlyWhereHiddenDiffers) {
                    const std::uint64_t seed = Rng::deriveSeed(13, std::uint64_t(decision));
                    Rng ra(seed), rb(seed);
                    const Action a = player->chooseAction(*state, ra);
                    const Action b = player->chooseAction(*other, rb);
                    QVERIFY2(
                        a == b,
                        qPrintable(QStringLiteral("game %1, decision %2: %3 / %4")
                                       .arg(g)
                                       .arg(decision)
                                       .arg(QString::fromStdString(state->actionToString(a)))
                                       .arg(QString::fromStdString(other->actionToString(b)))));
                    ++compared;
                }
                // The game goes on with the heuristic for both seats (varied, quick).
                state->applyLegalAction(opponent->chooseAction(*state, chance));
            }
        }
        qInfo("%d decisions compared, %d with other hidden parts", compared, differentHidden);
        QVERIFY(differentHidden >= 20);
        QVERIFY(compared >= 20);
    }
};

QTEST_APPLESS_MAIN(TestAgentFairness)
#include "tst_agent_fairness.moc"
