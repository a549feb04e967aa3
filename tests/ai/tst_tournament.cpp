// The tournament's statistics (core/playtest/tournament): Wilson intervals against known
// values, a Bradley-Terry fit against its closed form for two agents, and the ordering and
// intervals for three.

#include "playtest/tournament.h"

#include <QtTest>

#include <cmath>

using namespace starboard;

class TestTournament : public QObject
{
    Q_OBJECT

private slots:
    void wilsonKnownValues()
    {
        // 5 of 10: 0.2366 to 0.7634 (Wilson 1927; any statistics table).
        const Interval half = wilson(5, 10);
        QCOMPARE(half.value, 0.5);
        QVERIFY(std::abs(half.low - 0.2366) < 1e-4);
        QVERIFY(std::abs(half.high - 0.7634) < 1e-4);
        // 0 of 20: from 0 to 0.1611.
        const Interval none = wilson(0, 20);
        QCOMPARE(none.low, 0.0);
        QVERIFY(std::abs(none.high - 0.1611) < 1e-4);
    }

    void meanIntervalKnownValues()
    {
        const Interval i = meanInterval({1, 2, 3, 4, 5});
        QCOMPARE(i.value, 3.0);
        // sd = sqrt(2.5), half width 1.96 * sd / sqrt(5) = 1.3859
        QVERIFY(std::abs(i.high - 3.0 - 1.3859) < 1e-3);
        QVERIFY(std::abs(3.0 - i.low - 1.3859) < 1e-3);
    }

    void bradleyTerryTwoAgents()
    {
        // 150 of 200 won: with the prior's drawn game the fit gives 150.5 : 50.5, so the
        // ratings are +-200 log10(150.5 / 50.5).
        const std::vector<std::vector<double>> points{{0, 150}, {50, 0}};
        const std::vector<std::vector<int>> games{{0, 200}, {200, 0}};
        const auto r = bradleyTerry(points, games);
        const double expected = 200.0 * std::log10(150.5 / 50.5);
        QVERIFY2(std::abs(r[0].value - expected) < 0.01, qPrintable(QString::number(r[0].value)));
        QVERIFY(std::abs(r[1].value + expected) < 0.01);
        // Standard error of the log-odds: 1 / sqrt(n p (1 - p)), shared between the two.
        const double p = 150.5 / 201.0;
        const double se = 1.0 / std::sqrt(201.0 * p * (1 - p)) / 2.0 * 400.0 / std::log(10.0);
        QVERIFY2(std::abs((r[0].high - r[0].value) - 1.959964 * se) < 0.05,
                 qPrintable(QString::number(r[0].high - r[0].value)));
    }

    void bradleyTerryThreeAgentsOrdered()
    {
        // a beats b 70%, b beats c 70%, a beats c 85%: ratings in that order, mean zero.
        const std::vector<std::vector<double>> points{{0, 70, 85}, {30, 0, 70}, {15, 30, 0}};
        const std::vector<std::vector<int>> games{{0, 100, 100}, {100, 0, 100}, {100, 100, 0}};
        const auto r = bradleyTerry(points, games);
        QVERIFY(r[0].value > r[1].value && r[1].value > r[2].value);
        QVERIFY(std::abs(r[0].value + r[1].value + r[2].value) < 1e-6);
        for (const auto &i : r)
            QVERIFY(i.low < i.value && i.value < i.high);
        // An agent that won everything keeps a finite rating.
        const auto clean = bradleyTerry({{0, 10}, {0, 0}}, {{0, 10}, {10, 0}});
        QVERIFY(std::isfinite(clean[0].value) && clean[0].value > 0);
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
