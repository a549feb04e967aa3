// "Playtest": a cheaper-Bombers ship table run as 100 seeded computer games in the
// background (progress, then the statistics); a run cancelled half-way keeps the games
// played; content that does not load shows the loader's message. Beside the text, charts in
// tabs: the wins per seat in percent, the game lengths and (for games that count points) the
// scores. With STARBOARD_VIEW_SHOTS=<folder>, each tab is saved there as a PNG.

#include "document.h"
#include "playtestdialog.h"
#include "workshopwindow.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFile>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace starboard::editor;

namespace {

// The one bar series of a chart (nullptr if there is none or more).
QBarSeries *barSeries(const QChart *chart)
{
    const QList<QAbstractSeries *> series = chart->series();
    return series.size() == 1 ? qobject_cast<QBarSeries *>(series.first()) : nullptr;
}

double sum(const QBarSet *set)
{
    double total = 0;
    for (int i = 0; i < set->count(); ++i)
        total += set->at(i);
    return total;
}

int tabNamed(const QTabWidget *tabs, const QString &text)
{
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->tabText(i) == text)
            return i;
    }
    return -1;
}

// The wins of each seat and then the games nobody won, as the result text gives them; for
// one player or a team (Galaxy Command), the games won and then the games lost.
QList<int> winsInText(const QString &text)
{
    const auto won =
        QRegularExpression(QStringLiteral("Games (?:the team )?won\\s+(\\d+)")).match(text);
    const auto lost =
        QRegularExpression(QStringLiteral("Games (?:the team )?lost\\s+(\\d+)")).match(text);
    if (won.hasMatch() && lost.hasMatch())
        return {won.captured(1).toInt(), lost.captured(1).toInt()};
    QList<int> wins;
    QRegularExpression seat(QStringLiteral("Seat (\\d+) wins\\s+(\\d+)"));
    for (auto it = seat.globalMatch(text); it.hasNext();)
        wins.append(it.next().captured(2).toInt());
    const auto nobody =
        QRegularExpression(QStringLiteral("Games nobody won\\s+(\\d+)")).match(text);
    if (nobody.hasMatch())
        wins.append(nobody.captured(1).toInt());
    return wins;
}

// The number of games the result text reports.
int gamesInText(const QString &text)
{
    const auto match =
        QRegularExpression(QStringLiteral("(?:Cancelled after )?(\\d+) game")).match(text);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// Checks the wins and length charts against the result text. `seats` 0: a game won or lost
// (by one player or a team), with the bars "Won" and "Lost".
void checkCharts(const PlaytestDialog &dialog, int seats)
{
    const QString text = dialog.resultText();
    const int games = gamesInText(text);
    QVERIFY2(games > 0, qPrintable(text));
    auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    QVERIFY(tabs);
    QCOMPARE(tabs->tabText(0), QStringLiteral("Summary"));
    QVERIFY(tabs->isTabEnabled(tabNamed(tabs, QStringLiteral("Wins"))));
    QVERIFY(tabs->isTabEnabled(tabNamed(tabs, QStringLiteral("Game length"))));

    // Wins: one bar per seat and one for nobody, in percent of the games.
    QBarSeries *wins = barSeries(dialog.winsChart());
    QVERIFY(wins);
    QCOMPARE(wins->count(), 1);
    const QBarSet *winShares = wins->barSets().first();
    const QList<int> winCounts = winsInText(text);
    const int bars = seats == 0 ? 2 : seats + 1;
    QCOMPARE(winCounts.size(), bars);
    QCOMPARE(winShares->count(), bars);
    int counted = 0;
    for (const int count : winCounts)
        counted += count;
    QCOMPARE(counted, games); // every game once (one winner or nobody; won or lost)
    for (int i = 0; i < winCounts.size(); ++i)
        QVERIFY2(qAbs(winShares->at(i) - winCounts[i] * 100.0 / games) < 1e-9,
                 qPrintable(QStringLiteral("bar %1: %2").arg(i).arg(winShares->at(i))));
    auto *winAxis = qobject_cast<QBarCategoryAxis *>(wins->attachedAxes().first());
    QVERIFY(winAxis);
    QCOMPARE(winAxis->categories().first(),
             seats == 0 ? QStringLiteral("Won") : QStringLiteral("Seat 1"));
    QCOMPARE(winAxis->categories().last(),
             seats == 0 ? QStringLiteral("Lost") : QStringLiteral("Nobody"));

    // Game length: a histogram whose bars hold every game once.
    QBarSeries *lengths = barSeries(dialog.lengthChart());
    QVERIFY(lengths);
    QCOMPARE(lengths->count(), 1);
    const QBarSet *lengthBins = lengths->barSets().first();
    QCOMPARE(sum(lengthBins), double(games));
    QVERIFY2(lengthBins->count() >= 1 && lengthBins->count() <= 20,
             qPrintable(QString::number(lengthBins->count())));
    for (QAbstractAxis *axis : lengths->attachedAxes())
        QVERIFY(!axis->titleText().isEmpty());
}

// Saves the dialog with each of its shown tabs as <name>-<tab>.png when STARBOARD_VIEW_SHOTS
// names a folder.
void saveShots(PlaytestDialog &dialog, const QString &name)
{
    const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
    if (folder.isEmpty())
        return;
    auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const int shown = tabs->currentIndex();
    for (int i = 0; i < tabs->count(); ++i) {
        if (!tabs->isTabVisible(i) || !tabs->isTabEnabled(i))
            continue;
        tabs->setCurrentIndex(i);
        QTest::qWait(50);
        const QString tab = tabs->tabText(i).toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(dialog.grab().save(QStringLiteral("%1/playtest-%2-%3.png").arg(folder, name, tab)));
    }
    tabs->setCurrentIndex(shown);
}

} // namespace

class TestEditorPlaytest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString cheaperBombers()
    {
        const QString path = m_dir.filePath(QStringLiteral("cheap-bombers.json"));
        QFile::remove(path);
        QFile::copy(QStringLiteral(":/data/galaxy-of-d/ships.json"), path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

private slots:
    void hundredGamesOfAVariant()
    {
        WorkshopWindow window;
        QCOMPARE(window.openFile(cheaperBombers()), QString());
        Document *doc = window.currentDocument();
        int bomber = -1;
        const QJsonArray ships = doc->value(QStringLiteral("/ships")).toArray();
        for (int i = 0; i < ships.size(); ++i) {
            if (ships.at(i).toObject().value(QLatin1String("id")).toString() ==
                QLatin1String("bomber"))
                bomber = i;
        }
        QVERIFY(bomber >= 0);
        const QString cost = QStringLiteral("/ships/%1/cost").arg(bomber);
        QVERIFY(doc->setValue(cost, doc->value(cost).toInt() - 2, QStringLiteral("Cheaper")));
        // Playtest saves the document first.
        PlaytestDialog *dialog = window.playtestCurrent();
        QVERIFY(dialog);
        QVERIFY(!doc->isModified());
        QSignalSpy done(dialog, &PlaytestDialog::finished);
        dialog->findChild<QSpinBox *>(QStringLiteral("games"))->setValue(100);
        dialog->run();
        QVERIFY(dialog->isRunning());
        QVERIFY(done.wait(120000));
        auto *progress = dialog->findChild<QProgressBar *>(QStringLiteral("progress"));
        QCOMPARE(progress->value(), 100);
        const QString text = dialog->resultText();
        QVERIFY2(text.contains(QStringLiteral("100 game")), qPrintable(text));
        qInfo("%s", qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Seat 1 wins")));
        QVERIFY(text.contains(QStringLiteral("Seat 2 wins")));
        QVERIFY(text.contains(QStringLiteral("First player's win rate")));
        QVERIFY(text.contains(QStringLiteral("Game length in actions")));

        checkCharts(*dialog, 2);
        if (QTest::currentTestFailed())
            return;
        // Galaxy of D keeps no score: no Scores chart.
        auto *tabs = dialog->findChild<QTabWidget *>(QStringLiteral("resultTabs"));
        const int scores = tabNamed(tabs, QStringLiteral("Scores"));
        QVERIFY(scores > 0);
        QVERIFY(!tabs->isTabEnabled(scores));
        QVERIFY(!tabs->isTabVisible(scores));
        QVERIFY(dialog->scoresChart()->series().isEmpty());
        saveShots(*dialog, QStringLiteral("galaxy-of-d"));
    }

    void cancelKeepsThePlayedGames()
    {
        PlaytestDialog dialog(QStringLiteral("galaxy-command"),
                              {{QStringLiteral("starboard.gc-ruleset"),
                                QStringLiteral(":/data/galaxy-command/ruleset.json")}});
        QSignalSpy done(&dialog, &PlaytestDialog::finished);
        dialog.findChild<QSpinBox *>(QStringLiteral("games"))->setValue(100000);
        dialog.run();
        QTRY_VERIFY(dialog.findChild<QProgressBar *>(QStringLiteral("progress"))->value() > 0);
        dialog.cancel();
        QVERIFY(done.wait(60000));
        const QString text = dialog.resultText();
        QVERIFY2(text.contains(QStringLiteral("Cancelled after")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Seat 1 score: mean")));

        const int seats = dialog.findChild<QSpinBox *>(QStringLiteral("players"))->value();
        QCOMPARE(seats, 1);
        // Alone, a game is won (a promotion) or lost, never "nobody won"; and the ranks.
        QVERIFY2(text.contains(QStringLiteral("Games won")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Games lost")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("nobody")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Seat 1 ranks: Promoted to Admiral: ")),
                 qPrintable(text));
        checkCharts(dialog, 0);
        if (QTest::currentTestFailed())
            return;
        // Scores: one bar set per seat, each holding every game once.
        auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("resultTabs"));
        const int scoresTab = tabNamed(tabs, QStringLiteral("Scores"));
        QVERIFY(tabs->isTabVisible(scoresTab));
        QVERIFY(tabs->isTabEnabled(scoresTab));
        QBarSeries *scores = barSeries(dialog.scoresChart());
        QVERIFY(scores);
        QCOMPARE(scores->count(), seats);
        const int games = gamesInText(text);
        for (const QBarSet *seat : scores->barSets())
            QCOMPARE(sum(seat), double(games));
        saveShots(dialog, QStringLiteral("galaxy-command-1"));

        // Run again (three players, 30 games, a shown chart): the charts are replaced.
        dialog.findChild<QSpinBox *>(QStringLiteral("players"))->setValue(3);
        dialog.findChild<QSpinBox *>(QStringLiteral("games"))->setValue(30);
        tabs->setCurrentIndex(scoresTab);
        dialog.run();
        QVERIFY(!tabs->isTabEnabled(scoresTab));
        QVERIFY(dialog.scoresChart()->series().isEmpty());
        QVERIFY(done.wait(120000));
        QVERIFY2(dialog.resultText().contains(QStringLiteral("30 game")),
                 qPrintable(dialog.resultText()));
        // Three players win or lose together.
        QVERIFY2(dialog.resultText().contains(QStringLiteral("Games the team won")),
                 qPrintable(dialog.resultText()));
        QVERIFY2(!dialog.resultText().contains(QStringLiteral("Seat 1 wins")),
                 qPrintable(dialog.resultText()));
        QVERIFY2(dialog.resultText().contains(QStringLiteral("Seat 3 ranks: ")),
                 qPrintable(dialog.resultText()));
        checkCharts(dialog, 0);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(tabs->currentIndex(), scoresTab);
        QCOMPARE(barSeries(dialog.scoresChart())->count(), 3);
        for (const QBarSet *seat : barSeries(dialog.scoresChart())->barSets())
            QCOMPARE(sum(seat), 30.0);
        QCOMPARE(sum(barSeries(dialog.lengthChart())->barSets().first()), 30.0);
        saveShots(dialog, QStringLiteral("galaxy-command-3"));
    }

    void contentThatDoesNotLoad()
    {
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"starboard.ships\", \"formatVersion\": 1, \"ships\": []}");
        file.close();
        PlaytestDialog dialog(QStringLiteral("galaxy-of-d"),
                              {{QStringLiteral("starboard.ships"), path}});
        dialog.run();
        QVERIFY(!dialog.isRunning());
        QVERIFY(dialog.resultText().isEmpty());
    }

#ifdef STARBOARD_DE_QM
    // The shipped ranks in the player's language; the playtest shows what the game shows.
    void rankNamesAreTranslated()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(STARBOARD_DE_QM)));
        QVERIFY(QCoreApplication::installTranslator(&german));
        PlaytestDialog dialog(QStringLiteral("galaxy-command"),
                              {{QStringLiteral("starboard.gc-ruleset"),
                                QStringLiteral(":/data/galaxy-command/ruleset.json")}});
        QSignalSpy done(&dialog, &PlaytestDialog::finished);
        dialog.findChild<QSpinBox *>(QStringLiteral("games"))->setValue(3);
        dialog.run();
        QVERIFY(done.wait(60000));
        const QString text = dialog.resultText();
        QCoreApplication::removeTranslator(&german);
        QVERIFY2(text.contains(QStringLiteral("Befördert zum Admiral")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Promoted to Admiral")), qPrintable(text));
    }
#endif
};

QTEST_MAIN(TestEditorPlaytest)
#include "tst_editor_playtest.moc"
