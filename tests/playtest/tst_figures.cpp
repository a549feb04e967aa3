// The playtest lab's maths against published and hand-computed values (Newcombe's interval
// for a difference of proportions, Welch's for means, the too-small rule), and Galaxy of D's
// "how the game ended" on games whose end is known: a concession, and a Bomber strike; its
// placement, interception and defence figures against the final state and each other.

#include "ai/agent.h"
#include "data/data.h"
#include "engine/registry.h"
#include "games/galaxy-of-d/god_game.h"
#include "playtest/figures.h"
#include "playtest/playtest.h"

#include <QtTest>

#include <cmath>

using namespace starboard;

class TestFigures : public QObject
{
    Q_OBJECT

    std::shared_ptr<Game> m_god;

    static int indexOf(const std::vector<FigureDef> &defs, const std::string &id)
    {
        for (std::size_t i = 0; i < defs.size(); ++i) {
            if (defs[i].id == id)
                return int(i);
        }
        return -1;
    }

private slots:
    void initTestCase()
    {
        QStringList errors;
        auto content = data::loadContent("galaxy-of-d", {}, errors);
        QVERIFY2(content, qPrintable(errors.join('\n')));
        m_god = builtinGames().find("galaxy-of-d")->create(content, 2);
        QVERIFY(m_god);
    }

    // Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 against 48/80,
    // method 10 (the hybrid score interval): 0.2000, [0.0524, 0.3339].
    void newcombeDifferenceOfProportions()
    {
        const Interval d = proportionDifference(48, 80, 56, 70); // B - A
        QVERIFY(std::abs(d.value - 0.2) < 1e-9);
        QVERIFY2(std::abs(d.low - 0.0524) < 5e-5, qPrintable(QString::number(d.low, 'f', 5)));
        QVERIFY2(std::abs(d.high - 0.3339) < 5e-5, qPrintable(QString::number(d.high, 'f', 5)));
        // Both at 0 of n: no difference, an interval around 0 (not a point).
        const Interval none = proportionDifference(0, 100, 0, 100);
        QCOMPARE(none.value, 0.0);
        QVERIFY(none.low < 0 && none.high > 0);
    }

    // Welch: means 2 and 4, sample variances 2 (n 4) and 8 (n 8): se = sqrt(0.5 + 1) .
    void welchDifferenceOfMeans()
    {
        const std::vector<double> a{1, 1, 3, 3};             // mean 2, s^2 = 4/3
        const std::vector<double> b{2, 2, 2, 2, 6, 6, 6, 6}; // mean 4, s^2 = 32/7
        const Interval d = meanDifference(a, b);
        QCOMPARE(d.value, 2.0);
        const double se = std::sqrt((4.0 / 3.0) / 4 + (32.0 / 7.0) / 8);
        QVERIFY(std::abs(d.low - (2.0 - 1.959963984540054 * se)) < 1e-9);
        QVERIFY(std::abs(d.high - (2.0 + 1.959963984540054 * se)) < 1e-9);
    }

    void tooSmallToTell()
    {
        const FigureDef rate{"r", FigureKind::Rate, "r", {}};
        const FigureDef mean{"m", FigureKind::Mean, "m", {}};
        // 29 games: too few, whatever the values.
        QVERIFY(summarizeFigure(rate, std::vector<double>(29, 0.0)).tooSmall);
        QVERIFY(summarizeFigure(mean, std::vector<double>(29, 5.0)).tooSmall);
        // 30 games of a mean, 100 of a rate near 0: enough.
        QVERIFY(!summarizeFigure(mean, std::vector<double>(30, 5.0)).tooSmall);
        QVERIFY(!summarizeFigure(rate, std::vector<double>(100, 0.0)).tooSmall);
        // 50 of 100: [40.4%, 59.6%], 19.2 points wide: enough; 40 of 80 (21.4 wide): not.
        std::vector<double> half(100, 0.0);
        std::fill(half.begin(), half.begin() + 50, 1.0);
        QVERIFY(!summarizeFigure(rate, half).tooSmall);
        std::vector<double> half80(80, 0.0);
        std::fill(half80.begin(), half80.begin() + 40, 1.0);
        QVERIFY(summarizeFigure(rate, half80).tooSmall);
        // Games a figure does not apply to (NaN) do not count.
        std::vector<double> some(40, std::nan(""));
        some[0] = 1.0;
        QCOMPARE(summarizeFigure(rate, some).games, 1);
    }

    // A count's interval does not reach below 0: 200 games, one with 5 ships of a type
    // bought (the normal interval alone would be [-0.024, 0.074]); a figure that can be
    // negative keeps its interval.
    void countIntervalsStopAtZero()
    {
        const FigureDef mean{"m", FigureKind::Mean, "m", {}};
        std::vector<double> counts(200, 0.0);
        counts[7] = 5.0;
        const FigureSummary count = summarizeFigure(mean, counts);
        QCOMPARE(count.value.value, 0.025);
        QCOMPARE(count.value.low, 0.0);
        QVERIFY(count.value.high > 0.05);
        std::vector<double> signedValues = counts;
        signedValues[8] = -0.5;
        QVERIFY(summarizeFigure(mean, signedValues).value.low < 0);
    }

    // A seat that concedes ends the game by concession (not a Starbase falling), and the
    // other seat wins.
    void godConcession()
    {
        auto state = m_god->newInitialState();
        Rng rng(5);
        RandomAgent agent;
        for (int i = 0; i < 40 && !state->isTerminal(); ++i) {
            const Action a =
                state->isChanceNode() ? sampleChance(*state, rng) : agent.chooseAction(*state, rng);
            state->applyLegalAction(a);
        }
        QVERIFY(!state->isTerminal());
        QVERIFY(state->applyAction(god::makeAction(god::ActionKind::Concede, 0)));
        QVERIFY(state->isTerminal());
        const auto defs = figureDefs(*m_god);
        const auto values = measureFigures(*m_god, *state);
        QCOMPARE(values.size(), defs.size());
        QCOMPARE(values[std::size_t(indexOf(defs, "god.end.concession"))], 1.0);
        QCOMPARE(values[std::size_t(indexOf(defs, "god.end.bomber"))], 0.0);
        QCOMPARE(values[std::size_t(indexOf(defs, "win.seat1"))], 1.0);
        QCOMPARE(values[std::size_t(indexOf(defs, "length"))], double(state->history().size()));
    }

    // Games that end by a Bomber's strike count as such, and before the fourth turn only
    // when the engine's turn counter is at most 3; the purchases add up to the Buy actions.
    void godBomberStrikes()
    {
        const auto defs = figureDefs(*m_god);
        int bomberEnds = 0;
        double strikesSeen = 0;
        for (int seed = 0; seed < 20; ++seed) {
            auto final = playGame(*m_god, {"heuristic", "heuristic"}, std::uint64_t(seed), nullptr);
            QVERIFY(final && final->isTerminal());
            const auto values = measureFigures(*m_god, *final);
            const auto &god = dynamic_cast<const god::GodState &>(*final);
            // The loser's Starbase is at 0 unless somebody conceded.
            QCOMPARE(god.armor(1 - god.winner()), 0);
            double ends = 0;
            for (const char *way : {"bomber", "combat", "decay", "concession", "other"})
                ends += values[std::size_t(indexOf(defs, std::string("god.end.") + way))];
            QCOMPARE(ends, 1.0);
            const bool bomber = values[std::size_t(indexOf(defs, "god.end.bomber"))] == 1.0;
            bomberEnds += bomber;
            QCOMPARE(values[std::size_t(indexOf(defs, "god.bomberBeforeTurn4"))],
                     bomber && god.turn() <= 3 ? 1.0 : 0.0);
            int buys = 0;
            for (const Action a : final->history())
                buys += god::actionKind(a) == god::ActionKind::Buy;
            double bought = 0;
            for (std::size_t i = 0; i < defs.size(); ++i) {
                if (defs[i].id.rfind("god.bought.", 0) == 0)
                    bought += values[i];
            }
            QCOMPARE(bought, double(buys));
            // The placement: the distance between the Starbases (at least 3 moves, 5.2) and
            // whether the player who placed second (not the bid's winner) won.
            const auto &game = dynamic_cast<const god::GodGame &>(*m_god);
            const double distance = values[std::size_t(indexOf(defs, "god.starbaseDistance"))];
            QCOMPARE(distance, double(game.distance(god.starbase(0), god.starbase(1))));
            QVERIFY(distance >= 3);
            QCOMPARE(values[std::size_t(indexOf(defs, "god.secondPlacerWins"))],
                     god.winner() != god.bidWinner() ? 1.0 : 0.0);
            // Strikes, interceptions and defence: every Bomber ending had a strike; a Bomber
            // intercepted is a Bomber lost; a defended Starbase combat is a Starbase combat.
            const double strikes = values[std::size_t(indexOf(defs, "god.bomberStrikes"))];
            QVERIFY(!bomber || strikes >= 1);
            QVERIFY(values[std::size_t(indexOf(defs, "god.bombersIntercepted"))] <=
                    values[std::size_t(indexOf(defs, "god.lost.bomber"))]);
            QVERIFY(values[std::size_t(indexOf(defs, "god.starbaseDefended"))] <=
                    values[std::size_t(indexOf(defs, "god.starbaseAttacks"))]);
            strikesSeen += strikes;
        }
        QVERIFY(strikesSeen >= bomberEnds);
        QVERIFY(bomberEnds > 10); // the rules of thumb win by Bombers (issue 11)
    }

    // Interception and defence (issue 11's "the computers defend their Starbase and
    // intercept Bombers"): random players fight everywhere, so some Bombers die on the way
    // and some Starbases are fought over with and without their owner's ships.
    void godInterceptionAndDefence()
    {
        const auto defs = figureDefs(*m_god);
        const auto at = [&](const std::vector<double> &values, const char *id) {
            return values[std::size_t(indexOf(defs, id))];
        };
        double intercepted = 0, attacks = 0, defended = 0;
        for (int seed = 0; seed < 40; ++seed) {
            auto final = playGame(*m_god, {"random", "random"}, std::uint64_t(seed), nullptr);
            QVERIFY(final && final->isTerminal());
            const auto values = measureFigures(*m_god, *final);
            QVERIFY(at(values, "god.bombersIntercepted") <= at(values, "god.lost.bomber"));
            QVERIFY(at(values, "god.starbaseDefended") <= at(values, "god.starbaseAttacks"));
            QVERIFY(at(values, "god.starbaseAttacks") <= at(values, "god.combats"));
            intercepted += at(values, "god.bombersIntercepted");
            attacks += at(values, "god.starbaseAttacks");
            defended += at(values, "god.starbaseDefended");
        }
        QVERIFY(intercepted > 0);
        QVERIFY(defended > 0);
        QVERIFY(attacks > defended); // some Starbases fought alone
    }
};

QTEST_MAIN(TestFigures)
#include "tst_figures.moc"
