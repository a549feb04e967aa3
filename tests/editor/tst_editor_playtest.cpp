// "Playtest": a cheaper-Bombers ship table run as 100 seeded computer games in the
// background (progress, then the statistics); a run cancelled half-way keeps the games
// played; content that does not load shows the loader's message.

#include "document.h"
#include "playtestdialog.h"
#include "workshopwindow.h"

#include <QFile>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace starboard::editor;

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
};

QTEST_MAIN(TestEditorPlaytest)
#include "tst_editor_playtest.moc"
