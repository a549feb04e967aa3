// "Playtest": a cheaper-Bombers ship table run as 100 seeded computer games in the
// background (progress, then the statistics); a run cancelled half-way keeps the games
// played; content that does not load shows the loader's message. Beside the text, charts in
// tabs: the wins per seat in percent, the game lengths and (for games that count points) the
// scores. With STARBOARD_VIEW_SHOTS=<folder>, each tab is saved there as a PNG. The playtest
// lab (issue 11): each seat's agent or level, the rates with their 95% intervals and the
// too-few-games warning, the game's figures, Compare with another open ruleset, Export.

#include "document.h"
#include "playtestdialog.h"
#include "workshopwindow.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
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

// The dialog's button with this text.
QPushButton *button(const QWidget &dialog, const QString &text)
{
    for (QPushButton *b : dialog.findChildren<QPushButton *>()) {
        if (b->text() == text)
            return b;
    }
    return nullptr;
}

// The comparison's row of "Ended by a Bomber strike before the fourth turn": A, B, B - A,
// its interval's low and high ends (in points), "differs" or nothing (captures 1 to 6).
QRegularExpressionMatch earlyStrikeRow(const QString &text)
{
    return QRegularExpression(
               QStringLiteral("Ended by a Bomber strike before the fourth turn\\n"
                              "(\\d+\\.\\d)%\\n(\\d+\\.\\d)%\\n(-?\\d+\\.\\d) pts "
                              "\\[(-?\\d+\\.\\d) pts, (-?\\d+\\.\\d) pts\\]\\n(\\w*)"))
        .match(text);
}

// Chooses the item of `box` with this data, as the user would (the box's own selection).
void chooseItem(QComboBox *box, const QString &data)
{
    QVERIFY(box);
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    box->setCurrentIndex(index);
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

    // A writable copy of the shipped Galaxy of D ruleset named `name`; "" when it fails.
    QString rulesetCopy(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(QStringLiteral(":/data/galaxy-of-d/ruleset.json"), path))
            return {};
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

    // Each seat's agent or level, chosen in its own box; the rates with their 95% intervals.
    void seatsChooseTheirAgents()
    {
        PlaytestDialog dialog(QStringLiteral("galaxy-of-d"), {});
        auto *seat1 = dialog.findChild<QComboBox *>(QStringLiteral("agent0"));
        auto *seat2 = dialog.findChild<QComboBox *>(QStringLiteral("agent1"));
        QVERIFY(seat1 && seat2);
        QVERIFY(!dialog.findChild<QComboBox *>(QStringLiteral("agent2")));
        for (const char *level : {"beginner", "standard", "strong", "expert"})
            QVERIFY2(seat1->findData(QLatin1String(level)) >= 0, level);
        QCOMPARE(seat1->itemText(seat1->findData(QStringLiteral("expert"))),
                 QStringLiteral("Seat 1: Expert"));
        // Seat 1 a Beginner (believable moves), seat 2 the rules of thumb.
        chooseItem(seat1, QStringLiteral("beginner"));
        chooseItem(seat2, QStringLiteral("heuristic"));
        QSignalSpy done(&dialog, &PlaytestDialog::finished);
        dialog.findChild<QSpinBox *>(QStringLiteral("games"))->setValue(40);
        QTest::mouseClick(button(dialog, QStringLiteral("Run")), Qt::LeftButton);
        QVERIFY(done.wait(120000));
        const QString text = dialog.resultText();
        const QList<int> wins = winsInText(text);
        QCOMPARE(wins.size(), 3);
        QVERIFY2(wins[1] > wins[0], qPrintable(text)); // the rules of thumb beat a Beginner
        // Every rate with its interval; 40 games are too few for a rate near the middle.
        const auto seat =
            QRegularExpression(QStringLiteral("Seat 2 wins\\n(\\d+)\\n(\\d+\\.\\d)%\\n95%: "
                                              "\\[(\\d+\\.\\d)%, (\\d+\\.\\d)%\\]\\n?(.*)"))
                .match(text);
        QVERIFY2(seat.hasMatch(), qPrintable(text));
        QVERIFY(seat.captured(3).toDouble() <= seat.captured(2).toDouble());
        QVERIFY(seat.captured(4).toDouble() >= seat.captured(2).toDouble());
        const bool wide = seat.captured(4).toDouble() - seat.captured(3).toDouble() > 20.0;
        QCOMPARE(seat.captured(5).startsWith(QStringLiteral("⚠ too few games to tell")), wide);
        QVERIFY2(text.contains(QStringLiteral("⚠ too few games to tell: fewer than 30 game")),
                 qPrintable(text));
        // Galaxy of D's own figures.
        for (const char *figure :
             {"Bomber bought per game", "Bomber lost per game (both seats)", "Cargo sold per game",
              "Ended by a Bomber strike on a Starbase", "Ended by a concession",
              "Ended by a Bomber strike before the fourth turn"})
            QVERIFY2(text.contains(QLatin1String(figure)), figure);

        // Three players of Galaxy Command: three boxes, the choices kept.
        PlaytestDialog gc(QStringLiteral("galaxy-command"), {});
        chooseItem(gc.findChild<QComboBox *>(QStringLiteral("agent0")), QStringLiteral("random"));
        gc.findChild<QSpinBox *>(QStringLiteral("players"))->setValue(3);
        QVERIFY(gc.findChild<QComboBox *>(QStringLiteral("agent2")));
        QCOMPARE(gc.findChild<QComboBox *>(QStringLiteral("agent0"))->currentData().toString(),
                 QStringLiteral("random"));
        QSignalSpy gcDone(&gc, &PlaytestDialog::finished);
        gc.findChild<QSpinBox *>(QStringLiteral("games"))->setValue(10);
        QTest::mouseClick(button(gc, QStringLiteral("Run")), Qt::LeftButton);
        QVERIFY(gcDone.wait(120000));
        // The rank distribution, not "Seat 1 wins".
        QVERIFY2(!gc.resultText().contains(QStringLiteral("Seat 1 wins")),
                 qPrintable(gc.resultText()));
        QVERIFY2(gc.resultText().contains(
                     QStringLiteral("Lowest rank in the team: Promoted to Admiral")),
                 qPrintable(gc.resultText()));
    }

    // Compare: the Workshop's other open ruleset (Starbases twice as strong) as variant B on
    // the same seeds; early Bomber strikes drop, and the interval of the difference says so.
    // Then Export writes the games, the summary and the difference.
    void compareAndExport()
    {
        const QString pathA = rulesetCopy(QStringLiteral("rules-a.json"));
        const QString pathB = rulesetCopy(QStringLiteral("rules-b.json"));
        QVERIFY(!pathA.isEmpty() && !pathB.isEmpty());
        WorkshopWindow window;
        QCOMPARE(window.openFile(pathB), QString());
        Document *b = window.currentDocument();
        QVERIFY(b->setValue(QStringLiteral("/starbaseArmor"), 40, QStringLiteral("Stronger")));
        QString error;
        QVERIFY2(b->save(error), qPrintable(error));
        QCOMPARE(window.openFile(pathA), QString());
        PlaytestDialog *dialog = window.playtestCurrent();
        QVERIFY(dialog);
        auto *compare = dialog->findChild<QComboBox *>(QStringLiteral("compare"));
        QVERIFY(compare);
        const int itemB =
            compare->findData(QStringList{QStringLiteral("starboard.ruleset"), pathB});
        QVERIFY2(itemB > 0, qPrintable(compare->itemText(1)));
        compare->setCurrentIndex(itemB);
        chooseItem(dialog->findChild<QComboBox *>(QStringLiteral("agent0")),
                   QStringLiteral("heuristic"));
        chooseItem(dialog->findChild<QComboBox *>(QStringLiteral("agent1")),
                   QStringLiteral("heuristic"));
        dialog->findChild<QSpinBox *>(QStringLiteral("games"))->setValue(60);
        QPushButton *exportButton = dialog->findChild<QPushButton *>(QStringLiteral("export"));
        QVERIFY(!exportButton->isEnabled());
        QSignalSpy done(dialog, &PlaytestDialog::finished);
        QTest::mouseClick(button(*dialog, QStringLiteral("Run")), Qt::LeftButton);
        QVERIFY(done.wait(120000));
        QCOMPARE(dialog->findChild<QProgressBar *>(QStringLiteral("progress"))->value(), 120);
        const QString text = dialog->resultText();
        QVERIFY2(text.contains(QStringLiteral("Compare: A as above; B: rules-b.json (Galaxy of D "
                                              "rule variant) (the same 60 game")),
                 qPrintable(text));
        // Figure, A, B, B - A [low, high], "differs".
        const auto early = earlyStrikeRow(text);
        QVERIFY2(early.hasMatch(), qPrintable(text));
        QVERIFY(early.captured(1).toDouble() > early.captured(2).toDouble());
        QVERIFY(early.captured(5).toDouble() < 0); // the whole interval below 0
        QCOMPARE(early.captured(6), QStringLiteral("differs"));
        // A figure the rules change does not touch: nobody wins in neither, no difference.
        QVERIFY2(text.contains(QStringLiteral("Games nobody won\n0.0%\n0.0%\n0.0 pts [")),
                 qPrintable(text));
        saveShots(*dialog, QStringLiteral("galaxy-of-d-compare"));

        // Export: the button asks for a file name, then writes CSV.
        QVERIFY(exportButton->isEnabled());
        const QString csv = m_dir.filePath(QStringLiteral("compare.csv"));
        QTimer answer;
        connect(&answer, &QTimer::timeout, &answer, [&] {
            if (auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                answer.stop();
                // Type the name in the dialog's file name field.
                auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                QVERIFY(name);
                name->setText(csv);
                QMetaObject::invokeMethod(files, "accept"); // as the Save button does
            }
        });
        answer.start(20);
        QTest::mouseClick(exportButton, Qt::LeftButton);
        QVERIFY(!answer.isActive());
        QFile file(csv);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines =
            QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.first().section(QLatin1Char(','), 0, 2),
                 QStringLiteral("game_id,variant,row"));
        QString difference;
        int gamesB = 0;
        for (const QString &line : lines) {
            if (line.contains(QLatin1String(",difference,,god.bomberBeforeTurn4,")))
                difference = line;
            if (line.startsWith(QLatin1String("galaxy-of-d,B,")) &&
                line.contains(QLatin1String(",god.bomberBeforeTurn4,")) &&
                !line.contains(QLatin1String(",summary,")))
                ++gamesB;
        }
        QCOMPARE(gamesB, 60);
        QVERIFY2(difference.endsWith(QLatin1String(",1")), qPrintable(difference)); // differs
        // And JSON by its name.
        const QString json = m_dir.filePath(QStringLiteral("compare.json"));
        QVERIFY(dialog->exportTo(json));
        QFile jsonFile(json);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(jsonFile.readAll()).object();
        QCOMPARE(o.value(QLatin1String("format")).toString(), QStringLiteral("starboard.playtest"));
        QCOMPARE(o.value(QLatin1String("variants")).toArray().size(), 2);
        QVERIFY(!o.value(QLatin1String("comparison")).toArray().isEmpty());
        // A file that cannot be written: the message, nothing else.
        QVERIFY(!dialog->exportTo(QStringLiteral("/nonexistent/dir/x.csv")));
    }

    // Compare with a document as it is on screen: B (Starbases twice as strong) is edited but
    // not saved. The Playtest plays B's unsaved changes, says so, and leaves both the file and
    // the document as they were; a document never saved is offered too.
    void compareUsesUnsavedChanges()
    {
        const QString pathA = rulesetCopy(QStringLiteral("rules-c.json"));
        const QString pathB = rulesetCopy(QStringLiteral("rules-d.json"));
        QVERIFY(!pathA.isEmpty() && !pathB.isEmpty());
        QFile fileB(pathB);
        QVERIFY(fileB.open(QIODevice::ReadOnly));
        const QByteArray savedB = fileB.readAll();
        fileB.close();
        WorkshopWindow window;
        QCOMPARE(window.openFile(pathB), QString());
        Document *b = window.currentDocument();
        QVERIFY(b->setValue(QStringLiteral("/starbaseArmor"), 40, QStringLiteral("Stronger")));
        QVERIFY(b->isModified());
        // A second variant, never saved (of A's kind: a ship table would go with A).
        const DocumentKind *rulesKind = kindForFormat(QStringLiteral("starboard.ruleset"));
        QVERIFY(rulesKind);
        Document *untitled = window.newDocument(*rulesKind);
        QVERIFY(untitled && untitled->filePath().isEmpty());
        QCOMPARE(window.openFile(pathA), QString());
        PlaytestDialog *dialog = window.playtestCurrent();
        QVERIFY(dialog);
        auto *compare = dialog->findChild<QComboBox *>(QStringLiteral("compare"));
        bool untitledOffered = false;
        for (int i = 0; i < compare->count(); ++i)
            untitledOffered |= compare->itemText(i).contains(untitled->displayName());
        QVERIFY(untitledOffered);
        const int itemB =
            compare->findData(QStringList{QStringLiteral("starboard.ruleset"), pathB});
        QVERIFY(itemB > 0);
        compare->setCurrentIndex(itemB);
        chooseItem(dialog->findChild<QComboBox *>(QStringLiteral("agent0")),
                   QStringLiteral("heuristic"));
        chooseItem(dialog->findChild<QComboBox *>(QStringLiteral("agent1")),
                   QStringLiteral("heuristic"));
        dialog->findChild<QSpinBox *>(QStringLiteral("games"))->setValue(60);
        QSignalSpy done(dialog, &PlaytestDialog::finished);
        QTest::mouseClick(button(*dialog, QStringLiteral("Run")), Qt::LeftButton);
        QVERIFY(done.wait(120000));
        const QString text = dialog->resultText();
        QVERIFY2(text.contains(QStringLiteral("B: rules-d.json (Galaxy of D rule variant) with its "
                                              "unsaved changes (the same 60 game")),
                 qPrintable(text));
        // The stronger Starbases of the unsaved edit, not the saved standard ones: early
        // Bomber strikes drop.
        const auto early = earlyStrikeRow(text);
        QVERIFY2(early.hasMatch(), qPrintable(text));
        QCOMPARE(early.captured(6), QStringLiteral("differs"));
        // Nothing saved, nothing changed.
        QVERIFY(b->isModified());
        QCOMPARE(b->value(QStringLiteral("/starbaseArmor")).toInt(), 40);
        QVERIFY(fileB.open(QIODevice::ReadOnly));
        QCOMPARE(fileB.readAll(), savedB);
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
